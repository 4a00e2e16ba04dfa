import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { providerContext } from '../../../src/translate/providers/provider-service.js';
import { scopedSettings, withSettingsScope } from '../../../src/translate/providers/settings-scope.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { createJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';

const KEY = 'ExtTranslate.config.deeplApiKey';
const quiet = { info: () => undefined, warn: () => undefined };

/**
 * A provider's settings reads inside a batch come from the batch's snapshot (settings-scope.ts): one
 * statement per batch instead of one per read, and a setting saved meanwhile applies from the next batch on.
 */
describe(`provider settings within a batch on ${dialect}`, () => {
  let h: Harness;
  const provider = new ScriptedProvider('scoped');

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
    await startTestWorker(h, { concurrency: 1 });
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    provider.behaviour = null;
    provider.requests.length = 0;
  });

  async function saveKey(value: string): Promise<void> {
    const saved = await h.request('POST', '/api/_action/system-config', { body: { [KEY]: value } });
    expect(saved.statusCode, saved.body).toBe(204);
  }

  async function product(name: string): Promise<string> {
    const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `S-${randomBytes(5).toString('hex')}`, name } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  async function translateOne(name: string): Promise<void> {
    const jobId = await createJob(h, { entities: [{ name: 'product', ids: [await product(name)] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scoped', options: { mode: 'all' } });
    expect((await waitForJob(h, jobId)).status).toBe('completed');
  }

  it("answers a provider's reads from the batch's snapshot, and the next batch sees a key saved meanwhile", async () => {
    const context = providerContext(h.host, { logger: quiet });
    await saveKey('first-key');
    const seen: unknown[] = [];
    provider.behaviour = async () => {
      seen.push(await context.setting('deeplApiKey'));
      // Saved while the batch runs: the batch keeps its snapshot, a read outside it sees the new key.
      await saveKey('second-key');
      seen.push(await context.setting('deeplApiKey'));
      seen.push(await h.host.settings.get(KEY));
      return undefined;
    };
    await translateOne('Lampe aus Messing');
    expect(seen).toEqual(['first-key', 'first-key', 'second-key']);

    seen.length = 0;
    provider.behaviour = async () => {
      seen.push(await context.setting('deeplApiKey'));
      return undefined;
    };
    await translateOne('Stuhl aus Eiche');
    expect(seen).toEqual(['second-key']);
    // Outside a batch the context reads the stored value.
    await saveKey('third-key');
    expect(await context.setting('deeplApiKey')).toBe('third-key');
  });

  it('reads through after the scope has ended, and for another settings reader', async () => {
    await saveKey('scoped-key');
    const snapshot = h.host.settings.snapshot('ExtTranslate.config');
    const other = { get: async () => 'other' };
    let later: Promise<unknown> = Promise.resolve(null);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await withSettingsScope(h.host.settings, snapshot, async () => {
      expect(scopedSettings(h.host.settings)).toBe(snapshot);
      expect(scopedSettings(other)).toBe(other);
      // Started inside the scope, run after it ended: no stale snapshot is kept alive by it.
      later = gate.then(() => scopedSettings(h.host.settings).get(KEY));
    });
    await saveKey('saved-after');
    release();
    expect(await later).toBe('saved-after');
    expect(scopedSettings(h.host.settings)).toBe(h.host.settings);
  });
});
