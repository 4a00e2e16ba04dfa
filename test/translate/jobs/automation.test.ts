import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { runAutomation } from '../../../src/translate/use-cases/automation.js';
import { reserveUsage } from '../../../src/translate/engine/usage-accounting.js';
import { jobDependencies } from '../../../src/translate/manifest.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { startTestWorker, waitForJob } from '../../support/jobs.js';
import { queueTransports } from '../../support/redis.js';
import { harnessOnTransport } from '../../support/transport-harness.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';

const GERMAN = GERMAN_LANGUAGE_ID;
const de = (text: string) => ScriptedProvider.translateText(text, 'de-DE');
const SETTINGS = '/api/_action/system-config';

interface JobRow {
  id: string;
  status: string;
  message: string | null;
  config: { automation?: boolean; entities: { name: string; ids: string[] | null }[]; targetLanguageIds: string[] };
}

async function saveSettings(h: Harness, values: Record<string, unknown>): Promise<void> {
  const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [`ExtTranslate.config.${key}`, value]));
  const response = await h.request('POST', SETTINGS, { body });
  expect(response.statusCode, response.body).toBe(204);
}

async function jobs(h: Harness): Promise<JobRow[]> {
  const response = await h.request('POST', '/api/search/ext-translate-job', { body: { limit: 500 } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as JobRow[];
}

async function triggers(h: Harness): Promise<number> {
  const row = await h.host.database.db.selectFrom('ext_translate_automation_trigger').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function germanName(h: Harness, id: string): Promise<string | undefined> {
  const record = (await h.request('GET', `/api/product/${id}`)).json().data;
  return record.translations.find((row: { languageId: string }) => row.languageId === GERMAN)?.name;
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function createProduct(h: Harness, name: string): Promise<string> {
  const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `A-${randomBytes(4).toString('hex')}`, name } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

describe(`automation settings on ${dialect}`, () => {
  let h: Harness | null = null;
  afterEach(async () => h?.close());

  it('refuses unknown language ids and entities that cannot be translated, word for word, and stores nothing', async () => {
    h = await createHarness();
    const unknownLanguage = '0190a1b2c3d47e8f9a0b1c2d3e4f5a6b';
    const response = await h.request('POST', SETTINGS, {
      body: {
        'ExtTranslate.config.autoTranslate': true,
        'ExtTranslate.config.autoTranslateTargetLanguageIds': [GERMAN, unknownLanguage],
        'ExtTranslate.config.autoTranslateEntities': ['product', 'ext_translate_job', 'nonsense'],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          status: '400',
          code: 'FRAMEWORK__WRITE_INVALID_TYPE',
          detail: 'Not translatable: ext_translate_job, nonsense. Choose entities of GET /entities.',
          source: { pointer: '/ExtTranslate.config.autoTranslateEntities' },
        },
      ],
    });
    const languages = await h.request('POST', SETTINGS, { body: { 'ExtTranslate.config.autoTranslateTargetLanguageIds': [GERMAN, unknownLanguage] } });
    expect(languages.statusCode).toBe(400);
    expect(languages.json()).toEqual({
      errors: [
        {
          status: '400',
          code: 'FRAMEWORK__WRITE_INVALID_TYPE',
          detail: `Unknown language ids: ${unknownLanguage}.`,
          source: { pointer: '/ExtTranslate.config.autoTranslateTargetLanguageIds' },
        },
      ],
    });
    const stored = await h.request('GET', `${SETTINGS}?domain=ExtTranslate.config`);
    expect(stored.json()).toEqual({});
  });

  it('a change committed without a worker running is translated once a worker starts (the trigger is durable)', async () => {
    h = await createHarness();
    h.app.providers.register(new ScriptedProvider('scripted'));
    await saveSettings(h, { autoTranslate: true, autoTranslateTargetLanguageIds: [GERMAN], autoTranslateEntities: ['product'], autoTranslateProviderId: 'scripted' });
    const id = await createProduct(h, 'Durable lamp');
    // Committed with the write: one trigger, no job yet.
    expect(await triggers(h)).toBe(1);
    expect(await jobs(h)).toEqual([]);
    await startTestWorker(h, { automationEveryMs: 200 });
    await until(() => germanName(h as Harness, id), (name) => name === de('Durable lamp'));
    expect(await triggers(h)).toBe(0);
  });

  it('a provider that is not configured leaves one clear cancelled job, not one per change', async () => {
    h = await createHarness();
    const provider = new ScriptedProvider('scripted');
    provider.configured = false;
    h.app.providers.register(provider);
    await saveSettings(h, { autoTranslate: true, autoTranslateTargetLanguageIds: [GERMAN], autoTranslateEntities: ['product'], autoTranslateProviderId: 'scripted' });
    const deps = jobDependencies(h.host, h.app.providers);
    await createProduct(h, 'Unsent chair');
    const first = await runAutomation(deps);
    expect(first.jobs).toEqual([]);
    expect(first.failures).toHaveLength(1);
    await createProduct(h, 'Unsent table');
    const second = await runAutomation(deps);
    expect(second).toMatchObject({ jobs: [], failures: [] });
    const recorded = await jobs(h);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ status: 'cancelled', config: { automation: true } });
    expect(recorded[0]!.message).toBe('Automatic translation could not start: The translation provider "Scripted test provider" (scripted) is not configured.');
    expect(await triggers(h)).toBe(0);
  });

  it('starts no job for a provider at its monthly budget: the triggers wait, and it says why once a day', async () => {
    h = await createHarness();
    h.app.providers.register(new ScriptedProvider('scripted'));
    await saveSettings(h, { autoTranslate: true, autoTranslateTargetLanguageIds: [GERMAN], autoTranslateEntities: ['product'], autoTranslateProviderId: 'scripted', monthlyBudgets: { scripted: { characters: 5000 } } });
    await reserveUsage(h.host.database.db, { jobId: null, providerId: 'scripted', texts: ['x'.repeat(5000)], requestKey: null });
    const deps = jobDependencies(h.host, h.app.providers);
    await createProduct(h, 'Budget chair');
    const message = 'Automatic translation waits: The monthly budget of 5,000 characters for Scripted test provider is used up.';
    expect(await runAutomation(deps)).toEqual({ jobs: [], failures: [message], waiting: 1 });
    expect(await runAutomation(deps)).toEqual({ jobs: [], failures: [], waiting: 1 });
    const recorded = await jobs(h);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ status: 'cancelled', message, config: { automation: true } });
    expect(await triggers(h)).toBe(1);
    // A raised cap lets the waiting triggers through.
    await saveSettings(h, { monthlyBudgets: { scripted: { characters: 10_000 } } });
    const started = await runAutomation(deps);
    expect(started.jobs).toHaveLength(1);
    expect(await triggers(h)).toBe(0);
  });

  it('a target language deleted after the change stops its automation with a message, not a loop', async () => {
    h = await createHarness();
    h.app.providers.register(new ScriptedProvider('scripted'));
    const language = await h.request('POST', '/api/language?_response=detail', { body: { name: 'Français', localeCode: 'fr-FR' } });
    expect(language.statusCode, language.body).toBe(200);
    const french = language.json().data.id as string;
    await saveSettings(h, { autoTranslate: true, autoTranslateTargetLanguageIds: [french], autoTranslateEntities: ['product'], autoTranslateProviderId: 'scripted' });
    await createProduct(h, 'Vanishing vase');
    expect(await triggers(h)).toBe(1);
    const deleted = await h.request('DELETE', `/api/language/${french}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const deps = jobDependencies(h.host, h.app.providers);
    expect(await runAutomation(deps)).toEqual({ jobs: [], failures: [`Automatic translation could not start: The target language "${french}" does not exist.`], waiting: 0 });
    expect(await runAutomation(deps)).toEqual({ jobs: [], failures: [], waiting: 0 });
    expect(await triggers(h)).toBe(0);
  });
});

const transports = await queueTransports();

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`automatic translation on ${dialect} with the ${transport.name} queue`, () => {
    const openHarness = harnessOnTransport(transport);

    it('keeps targets current after source changes, coalesces a burst, ignores target-language and engine writes', async () => {
      const h = await openHarness();
      const provider = new ScriptedProvider('scripted');
      h.app.providers.register(provider);
      await saveSettings(h, { autoTranslate: true, autoTranslateTargetLanguageIds: [GERMAN], autoTranslateEntities: ['product', 'snippet'], autoTranslateProviderId: 'scripted' });
      const englishSet = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE en-GB', iso: 'en-GB' } })).json().data.id;
      const germanSet = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE de-DE', iso: 'de-DE' } })).json().data.id;
      await startTestWorker(h, { automationEveryMs: 300 });

      const id = await createProduct(h, 'Walnut desk');
      await until(() => germanName(h as Harness, id), (name) => name === de('Walnut desk'));
      const patched = await h.request('PATCH', `/api/product/${id}`, { body: { name: 'Walnut desk, large' } });
      expect(patched.statusCode, patched.body).toBe(204);
      await until(() => germanName(h as Harness, id), (name) => name === de('Walnut desk, large'));

      // A snippet of the source set is translated into the German set.
      const snippet = await h.request('POST', '/api/snippet', { body: { setId: englishSet, translationKey: 'auto.hello', value: 'Hello' } });
      expect(snippet.statusCode, snippet.body).toBe(204);
      await until(
        async () => (await h.request('POST', '/api/search/snippet', { body: { filter: [{ type: 'equals', field: 'setId', value: germanSet }] } })).json().data.map((row: { value: string }) => row.value),
        (values: string[]) => values.includes(de('Hello')),
      );

      // Writing the German text, or the engine's own writes, trigger nothing.
      const settled = (await jobs(h)).length;
      const german = await h.request('PATCH', `/api/product/${id}`, { body: { translations: { 'de-DE': { name: 'Schreibtisch aus Nussbaum' } } } });
      expect(german.statusCode, german.body).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await triggers(h)).toBe(0);
      expect((await jobs(h)).length).toBe(settled);

      // A burst of changes: a handful of jobs, at most one waiting per entity and target.
      const ids = await Promise.all(Array.from({ length: 10 }, (_, index) => createProduct(h as Harness, `Burst item ${index}`)));
      for (let round = 0; round < 10; round += 1) {
        await Promise.all(ids.map((item, index) => h.request('PATCH', `/api/product/${item}`, { body: { name: `Burst item ${index} v${round}` } })));
      }
      await until(
        async () => Promise.all(ids.map((item) => germanName(h as Harness, item))),
        (names) => names.every((name, index) => name === de(`Burst item ${index} v9`)),
        30_000,
      );
      const automationJobs = (await jobs(h)).filter((job) => job.config.automation === true);
      const burstJobs = automationJobs.length - settled;
      expect(burstJobs).toBeGreaterThanOrEqual(1);
      // 110 writes, scheduled every 300 ms: far fewer jobs than writes.
      expect(burstJobs).toBeLessThanOrEqual(12);
      for (const job of automationJobs) await waitForJob(h, job.id);
    });
  });
}
