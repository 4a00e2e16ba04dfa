import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { ACTION, createJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';

const GERMAN = GERMAN_LANGUAGE_ID;
const de = (text: string) => ScriptedProvider.translateText(text, 'de-DE');

/**
 * Outdated targets (docs/jobs.md, "Outdated translations"): a field still holding what the service wrote,
 * whose source changed since, is refreshed by a default job; a hand-edited one is not.
 */
describe('outdated translations', () => {
  let h: Harness;
  const provider = new ScriptedProvider('scripted');
  let chair: string;
  let table: string;
  let lamp: string;
  let englishSet: string;
  const snippetIds = new Map<string, string>();

  const config = (options: Record<string, unknown> = {}, scope = 'missing') => ({
    entities: [
      { name: 'product', scope },
      { name: 'snippet', scope },
    ],
    targetLanguageIds: [GERMAN],
    providerId: 'scripted',
    options,
  });
  const sentSince = (from: number) => provider.requests.slice(from).flatMap((request) => request.texts);
  const germanName = async (id: string) =>
    (await h.request('GET', `/api/product/${id}`)).json().data.translations.find((row: { languageId: string }) => row.languageId === GERMAN)?.name as string;
  let germanSet: string;
  const germanSnippet = async (key: string) =>
    (
      await h.request('POST', '/api/search/snippet', {
        body: { filter: [{ type: 'equals', field: 'translationKey', value: key }, { type: 'equals', field: 'setId', value: germanSet }] },
      })
    ).json().data[0]?.value as string;
  const patch = async (path: string, body: Record<string, unknown>) => {
    const response = await h.request('PATCH', path, { body });
    expect(response.statusCode, response.body).toBe(204);
  };
  const estimate = async (body: Record<string, unknown>) => {
    const response = await h.request('POST', `${ACTION}/estimate`, { body: { config: body } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: number; characters: number };
  };
  const coverage = async (entity: string) => {
    const response = await h.request('GET', `${ACTION}/coverage?entities=${entity}&languageIds=${GERMAN}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rows[0] as { translated: number; outdated: number };
  };
  const run = async (body: Record<string, unknown>) => {
    const from = provider.requests.length;
    const jobId = await createJob(h, body);
    const job = await waitForJob(h, jobId);
    expect(job.status).toBe('completed');
    return { jobId, job, sent: sentSince(from) };
  };

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
    await startTestWorker(h);
    const created = async (productNumber: string, name: string) =>
      (await h.request('POST', '/api/product?_response=detail', { body: { productNumber, name } })).json().data.id as string;
    chair = await created('O1', 'Oak chair');
    table = await created('O2', 'Pine table');
    lamp = await created('O3', 'Brass lamp');
    englishSet = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE en-GB', iso: 'en-GB' } })).json().data.id;
    germanSet = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE de-DE', iso: 'de-DE' } })).json().data.id;
    for (const [key, value] of [
      ['cart.title', 'Your cart'],
      ['cart.empty', 'Your cart is empty'],
    ] as const) {
      const response = await h.request('POST', '/api/snippet?_response=detail', { body: { setId: englishSet, translationKey: key, value } });
      snippetIds.set(key, response.json().data.id);
    }
    const first = await run(config());
    expect(first.sent.sort()).toEqual(['Brass lamp', 'Oak chair', 'Pine table', 'Your cart', 'Your cart is empty']);
  });
  afterAll(async () => h?.close());

  it('a default run after the sources changed sends exactly the changed texts, and leaves hand edits alone', async () => {
    await patch(`/api/product/${chair}`, { name: 'Oak chair, large' });
    // The table's German name is edited by hand, then its source changes too: protected.
    await patch(`/api/product/${table}`, { translations: { 'de-DE': { name: 'Kiefertisch (von Hand)' } } });
    await patch(`/api/product/${table}`, { name: 'Pine table, round' });
    // The lamp's source is saved with the same text: nothing is outdated.
    await patch(`/api/product/${lamp}`, { name: 'Brass lamp' });
    await patch(`/api/snippet/${snippetIds.get('cart.title')}`, { value: 'Your basket' });

    expect(await coverage('product')).toMatchObject({ translated: 3, outdated: 1 });
    expect(await coverage('snippet')).toMatchObject({ translated: 2, outdated: 1 });
    const characters = [...'Oak chair, large'].length + [...'Your basket'].length;
    // Scope missing reads only records written before their source changed (chair, table, lamp, one snippet).
    expect(await estimate(config())).toEqual(expect.objectContaining({ items: 4, characters }));
    expect(await estimate(config({ refreshOutdated: false }))).toEqual(expect.objectContaining({ items: 0, characters: 0 }));
    expect(await estimate(config({ refreshOutdated: false }, 'all'))).toEqual(expect.objectContaining({ items: 5, characters: 0 }));

    const { job, sent, jobId } = await run(config());
    expect(sent.sort()).toEqual(['Oak chair, large', 'Your basket']);
    expect(job).toMatchObject({ total: 4, translated: 2, skipped: 2, characters });
    expect(await germanName(chair)).toBe(de('Oak chair, large'));
    expect(await germanName(table)).toBe('Kiefertisch (von Hand)');
    expect(await germanName(lamp)).toBe(de('Brass lamp'));
    expect(await germanSnippet('cart.title')).toBe(de('Your basket'));
    expect(await germanSnippet('cart.empty')).toBe(de('Your cart is empty'));
    expect(await coverage('product')).toMatchObject({ translated: 3, outdated: 0 });
    expect(await coverage('snippet')).toMatchObject({ translated: 2, outdated: 0 });

    // A second run with nothing changed sends nothing.
    const again = await run(config());
    expect(again.sent).toEqual([]);
    // Still candidates (their source rows were saved after the write), and skipped by their hashes: the
    // hand-edited table and the lamp saved with the same name.
    expect(again.job).toMatchObject({ total: 2, translated: 0, skipped: 2 });

    // The refresh is an ordinary write: reverting the job puts the earlier translation back.
    const reverted = await h.request('POST', `${ACTION}/job/${jobId}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    await waitForJob(h, jobId, (view) => view.revertedAt !== null);
    expect(await germanName(chair)).toBe(de('Oak chair'));
    expect(await germanSnippet('cart.title')).toBe(de('Your cart'));
  });

  it('refreshOutdated false leaves outdated fields; protectManualEdits false refreshes a hand edit whose source changed', async () => {
    await patch(`/api/product/${lamp}`, { name: 'Brass lamp, tall' });
    const limited = await run(config({ refreshOutdated: false }));
    expect(limited.sent).toEqual([]);
    expect(await germanName(lamp)).toBe(de('Brass lamp'));

    // The chair and the snippet hold again what the reverted job replaced: the merchant chose them, so
    // they count as values of their own (no applied write), and only empty targets would replace them.
    const unprotected = await run(config({ protectManualEdits: false }));
    expect(unprotected.sent.sort()).toEqual(['Brass lamp, tall', 'Pine table, round']);
    expect(await germanName(table)).toBe(de('Pine table, round'));
    expect(await germanName(lamp)).toBe(de('Brass lamp, tall'));
    expect(await germanName(chair)).toBe(de('Oak chair'));
  });
});
