import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { contentSource } from '../../../src/translate/content/content-sources.js';
import { checkThread, MIN_FIELDS_FOR_THREAD } from '../../../src/translate/engine/check-thread.js';
import { termsForTarget } from '../../../src/translate/engine/glossary.js';
import { publishTranslatedFields } from '../../../src/translate/engine/publish.js';
import { QUALITY_CHECK_CODES, QUALITY_CHECK_EXPLANATIONS } from '../../../src/translate/engine/quality-checks.js';
import type { TranslateDb } from '../../../src/translate/model/tables/translate-schema.js';
import { createProviderResult } from '../../../src/translate/providers/contract.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { ACTION, createJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { queueTransports } from '../../support/redis.js';
import { harnessOnTransport } from '../../support/transport-harness.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';

const GERMAN = GERMAN_LANGUAGE_ID;
const de = (text: string) => ScriptedProvider.translateText(text, 'de-DE');

interface HistoryView {
  id: string;
  jobId: string | null;
  recordId: string;
  field: string;
  state: string;
  previousValue: string | null;
  newValue: string | null;
  sourceValue: string | null;
  sourceHash: string | null;
  checks: string[] | null;
}

async function createProducts(h: Harness, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `R-${randomBytes(4).toString('hex')}`, name } });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(response.json().data.id as string);
  }
  return ids;
}

async function germanName(h: Harness, id: string): Promise<string | undefined> {
  const record = (await h.request('GET', `/api/product/${id}`)).json().data;
  return record.translations.find((row: { languageId: string }) => row.languageId === GERMAN)?.name;
}

async function setGermanName(h: Harness, id: string, name: string): Promise<void> {
  const response = await h.request('PATCH', `/api/product/${id}`, { body: { translations: { 'de-DE': { name } } } });
  expect(response.statusCode, response.body).toBe(204);
}

async function historyOf(h: Harness, filter: Record<string, unknown>[]): Promise<HistoryView[]> {
  const response = await h.request('POST', '/api/search/ext-translate-history', { body: { filter, limit: 500, sort: [{ field: 'createdAt', order: 'ASC' }] } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as HistoryView[];
}

const byRecord = (ids: readonly string[]) => [{ type: 'equalsAny', field: 'recordId', value: ids }];

/** A provider that answers some texts badly, so that the checks flag them: the source unchanged, or digits lost. */
function flaggingProvider(): ScriptedProvider {
  const provider = new ScriptedProvider('scripted');
  provider.behaviour = (request) => {
    if (!request.texts.some((text) => text.includes('untranslated') || /\d/.test(text))) return undefined;
    const texts = request.texts.map((text) => (text.includes('untranslated') ? text : /\d/.test(text) ? de(text.replace(/\d+/g, '')) : de(text)));
    return createProviderResult({ texts, characters: request.texts.join('').length });
  };
  return provider;
}

function config(ids: string[], options: Record<string, unknown> = {}) {
  return { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN], providerId: 'scripted', options: { mode: 'all', protectManualEdits: false, skipUnchanged: false, ...options } };
}

describe(`review before publish on ${dialect}`, () => {
  let h: Harness;
  const provider = flaggingProvider();

  const run = async (ids: string[], options: Record<string, unknown> = {}) => {
    const from = provider.requests.length;
    const job = await waitForJob(h, await createJob(h, config(ids, options)));
    expect(job.status).toBe('completed');
    const stored = (await h.request('GET', `/api/ext-translate-job/${job.id}`)).json().data as { flagged: number; translated: number; id: string };
    return { job: stored, sent: provider.requests.slice(from).flatMap((request) => request.texts) };
  };
  const post = (path: string, body: unknown) => h.request('POST', `${ACTION}${path}`, { body });

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
    await startTestWorker(h);
  });
  afterAll(async () => h?.close());

  it('explains every check in GET /quality-checks', async () => {
    const response = await h.request('GET', `${ACTION}/quality-checks`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ checks: QUALITY_CHECK_CODES.map((code) => ({ code, explanation: QUALITY_CHECK_EXPLANATIONS[code] })) });
  });

  it('publish immediately (the default) writes every field, flagged or not, and stores the checks on the history rows', async () => {
    const ids = await createProducts(h, ['Walnut shelf', 'Shelf with 4 hooks']);
    const { job } = await run(ids, {});
    expect(job).toMatchObject({ translated: 2, flagged: 1 });
    expect(await germanName(h, ids[0]!)).toBe(de('Walnut shelf'));
    expect(await germanName(h, ids[1]!)).toBe(de('Shelf with  hooks'));
    const rows = await historyOf(h, byRecord(ids));
    expect(rows.map((row) => [row.recordId, row.state, row.checks, row.sourceValue])).toEqual(
      expect.arrayContaining([
        [ids[0], 'applied', [], 'Walnut shelf'],
        [ids[1], 'applied', ['numbers'], 'Shelf with 4 hooks'],
      ]),
    );
  });

  it('publish review writes nothing: every field is a draft, readable through the entity API, counted in coverage, and kept out of the memory', async () => {
    const ids = await createProducts(h, ['Cherry cabinet']);
    const { job, sent } = await run(ids, { publish: 'review' });
    expect(sent).toEqual(['Cherry cabinet']);
    expect(job).toMatchObject({ translated: 1, flagged: 0 });
    expect(await germanName(h, ids[0]!)).toBeUndefined();
    const drafts = await historyOf(h, [...byRecord(ids), { type: 'equals', field: 'state', value: 'draft' }]);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ field: 'name', newValue: de('Cherry cabinet'), previousValue: null, sourceValue: 'Cherry cabinet', checks: [], jobId: job.id });

    const inReview = async () => ((await h.request('GET', `${ACTION}/coverage?entities=product&languageIds=${GERMAN}`)).json().rows as { inReview: number }[])[0]!.inReview;
    // The first drafts of this harness: one record in review.
    expect(await inReview()).toBe(1);

    // The draft's text is not in the memory: a second review run sends it again, and supersedes the first draft.
    const again = await run(ids, { publish: 'review' });
    expect(again.sent).toEqual(['Cherry cabinet']);
    const states = (await historyOf(h, byRecord(ids))).map((row) => row.state);
    expect(states).toEqual(['superseded', 'draft']);
    expect(await inReview()).toBe(1);

    // A run that writes the field supersedes its draft (with its applied rows, in one statement); the next write supersedes that.
    await run(ids, { publish: 'immediately' });
    expect((await historyOf(h, byRecord(ids))).map((row) => row.state)).toEqual(['superseded', 'superseded', 'applied']);
    expect(await inReview()).toBe(0);
    expect(await germanName(h, ids[0]!)).toBe(de('Cherry cabinet'));
    await run(ids, { publish: 'immediately' });
    expect((await historyOf(h, byRecord(ids))).map((row) => row.state)).toEqual(['superseded', 'superseded', 'superseded', 'applied']);
  });

  it('publish checked writes the clean fields and keeps the flagged ones as drafts', async () => {
    const ids = await createProducts(h, ['Beech stool', 'Stool for 2 people', 'untranslated stool']);
    const { job } = await run(ids, { publish: 'checked' });
    expect(job).toMatchObject({ translated: 3, flagged: 2 });
    expect(await germanName(h, ids[0]!)).toBe(de('Beech stool'));
    expect(await germanName(h, ids[1]!)).toBeUndefined();
    expect(await germanName(h, ids[2]!)).toBeUndefined();
    const rows = await historyOf(h, byRecord(ids));
    const state = (id: string) => rows.find((row) => row.recordId === id);
    expect(state(ids[0]!)).toMatchObject({ state: 'applied', checks: [] });
    expect(state(ids[1]!)).toMatchObject({ state: 'draft', checks: ['numbers'] });
    expect(state(ids[2]!)).toMatchObject({ state: 'draft', checks: ['untranslated'] });

    // The review queue narrows the drafts by job, check, entity and language.
    const queue = async (query: string) => {
      const response = await h.request('GET', `${ACTION}/review/drafts?jobId=${job.id}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as { total: number; data: HistoryView[] };
      // Drafts of one batch share their creation time: their order is the ids'.
      return { total: answer.total, records: answer.data.map((row) => row.recordId) };
    };
    const both = [ids[1]!, ids[2]!];
    // Each draft names its record as the merchant knows it: the product's name in the source language.
    const named = (await h.request('GET', `${ACTION}/review/drafts?jobId=${job.id}`)).json() as { data: { recordId: string; recordName: string | null }[] };
    expect(Object.fromEntries(named.data.map((row) => [row.recordId, row.recordName]))).toEqual({ [ids[1]!]: 'Stool for 2 people', [ids[2]!]: 'untranslated stool' });
    const all = await queue('');
    expect({ ...all, records: [...all.records].sort() }).toEqual({ total: 2, records: [...both].sort() });
    expect(await queue('&check=numbers')).toEqual({ total: 1, records: [ids[1]] });
    const [firstPage, secondPage] = [await queue('&check=any&limit=1&page=1'), await queue('&check=any&limit=1&page=2')];
    expect([firstPage.total, secondPage.total]).toEqual([2, 2]);
    expect([...firstPage.records, ...secondPage.records]).toEqual(all.records);
    expect(await queue('&check=none')).toEqual({ total: 0, records: [] });
    expect(await queue(`&entity=product&languageId=${GERMAN}&check=untranslated`)).toEqual({ total: 1, records: [ids[2]] });
    expect(await queue('&entity=category')).toEqual({ total: 0, records: [] });
    const bad = await h.request('GET', `${ACTION}/review/drafts?check=spelling`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The check must be one of numbers, urls, html, length, untranslated, glossary, ratio, refusal, script, none or any.' });
    expect((await h.request('GET', `${ACTION}/review/drafts?jobId=nope`)).json()).toEqual({ message: 'The jobId and languageId of the query must be UUIDs.' });
  });

  it('approve writes drafts through the gate: a field edited by hand since the draft is skipped with its reason and stays a draft', async () => {
    const ids = await createProducts(h, ['Maple chair', 'Maple table']);
    await run(ids, { publish: 'review' });
    const drafts = await historyOf(h, [...byRecord(ids), { type: 'equals', field: 'state', value: 'draft' }]);
    const draftOf = (id: string) => drafts.find((row) => row.recordId === id)!;
    await setGermanName(h, ids[1]!, 'Ahorntisch (von Hand)');

    const response = await post('/review/approve', { ids: [draftOf(ids[0]!).id, draftOf(ids[1]!).id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ approved: 1, skipped: [{ id: draftOf(ids[1]!).id, reason: 'value_changed' }] });
    expect(await germanName(h, ids[0]!)).toBe(de('Maple chair'));
    expect(await germanName(h, ids[1]!)).toBe('Ahorntisch (von Hand)');
    const after = await historyOf(h, byRecord(ids));
    expect(after.find((row) => row.id === draftOf(ids[0]!).id)?.state).toBe('applied');
    expect(after.find((row) => row.id === draftOf(ids[1]!).id)?.state).toBe('draft');

    // An approved draft is a written field like any other: revert restores what it replaced.
    const reverted = await post('/history/revert', { ids: [draftOf(ids[0]!).id] });
    expect(reverted.json()).toEqual({ done: 1, skipped: [] });
    expect(await germanName(h, ids[0]!)).toBeNull();
  });

  it('edit -> approve publishes the merchant text, and a later run takes it from the memory', async () => {
    const ids = await createProducts(h, ['Elm sideboard']);
    await run(ids, { publish: 'review' });
    const [draft] = await historyOf(h, [...byRecord(ids), { type: 'equals', field: 'state', value: 'draft' }]);
    const edited = await post('/review/edit', { id: draft!.id, value: 'Sideboard aus Ulme' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: draft!.id, state: 'draft', newValue: 'Sideboard aus Ulme', checks: [], sourceValue: 'Elm sideboard' });

    // The edit is checked again: the merchant's text unchanged from the source is flagged.
    const same = await post('/review/edit', { id: draft!.id, value: 'Elm sideboard' });
    expect(same.json().checks).toEqual(['untranslated']);
    await post('/review/edit', { id: draft!.id, value: 'Sideboard aus Ulme' });

    expect((await post('/review/approve', { ids: [draft!.id] })).json()).toEqual({ approved: 1, skipped: [] });
    expect(await germanName(h, ids[0]!)).toBe('Sideboard aus Ulme');

    await setGermanName(h, ids[0]!, '');
    const rerun = await run(ids, {});
    expect(rerun.sent).toEqual([]);
    expect(await germanName(h, ids[0]!)).toBe('Sideboard aus Ulme');
  });

  it('reject leaves the store untouched', async () => {
    const ids = await createProducts(h, ['Ash bench']);
    await run(ids, { publish: 'review' });
    const [draft] = await historyOf(h, [...byRecord(ids), { type: 'equals', field: 'state', value: 'draft' }]);
    expect((await post('/review/reject', { ids: [draft!.id] })).json()).toEqual({ rejected: 1 });
    expect(await germanName(h, ids[0]!)).toBeUndefined();
    expect((await historyOf(h, byRecord(ids)))[0]!.state).toBe('rejected');
  });

  it('refuses unknown ids, rows that are no drafts and more than 200 ids with 400, and changes nothing', async () => {
    const ids = await createProducts(h, ['Oak crate', 'Oak box']);
    await run([ids[0]!], { publish: 'review' });
    await run([ids[1]!], {});
    const [draft] = await historyOf(h, [...byRecord([ids[0]!]), { type: 'equals', field: 'state', value: 'draft' }]);
    const [applied] = await historyOf(h, byRecord([ids[1]!]));
    const unknown = '0190a1b2c3d4e5f60718293a4b5c6d7e';

    for (const path of ['/review/approve', '/review/reject']) {
      const missing = await post(path, { ids: [draft!.id, unknown] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: `No history row has the id ${unknown}.` });
      const wrong = await post(path, { ids: [draft!.id, applied!.id] });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: `These history rows are no drafts: ${applied!.id}.` });
      const many = await post(path, { ids: Array.from({ length: 201 }, () => draft!.id) });
      expect(many.statusCode).toBe(400);
      expect(many.json()).toEqual({ message: 'A maximum of 200 ids can be processed per request.' });
      const none = await post(path, {});
      expect(none.json()).toEqual({ message: 'Missing "ids" array in the request body.' });
    }
    const edit = await post('/review/edit', { id: applied!.id, value: 'x' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: `These history rows are no drafts: ${applied!.id}.` });
    expect((await post('/review/edit', { id: draft!.id })).json()).toEqual({ message: 'The body needs "id" (a history id) and "value" (a string).' });
    const tooLong = await post('/review/edit', { id: draft!.id, value: 'x'.repeat(256) });
    expect(tooLong.json()).toEqual({ message: 'The value of "name" has 256 characters; the field holds at most 255.' });

    expect(await germanName(h, ids[0]!)).toBeUndefined();
    const rows = await historyOf(h, byRecord(ids));
    expect(rows.map((row) => row.state).sort()).toEqual(['applied', 'draft']);
    expect(rows.find((row) => row.id === draft!.id)?.newValue).toBe(de('Oak crate'));
  });

  it('a written field edited by hand from the Changes is a history row of its own, and revertible', async () => {
    const ids = await createProducts(h, ['Pine bed']);
    const { job } = await run(ids, {});
    const [written] = await historyOf(h, byRecord(ids));
    const response = await post('/history/edit', { id: written!.id, value: 'Kiefernbett' });
    expect(response.statusCode, response.body).toBe(200);
    const edit = response.json();
    expect(edit).toMatchObject({ jobId: job.id, state: 'applied', previousValue: de('Pine bed'), newValue: 'Kiefernbett', checks: [] });
    expect(await germanName(h, ids[0]!)).toBe('Kiefernbett');
    expect((await historyOf(h, byRecord(ids))).map((row) => row.state)).toEqual(['superseded', 'applied']);

    // The replaced row is no longer the field's write.
    expect((await post('/history/edit', { id: written!.id, value: 'Bett' })).json()).toEqual({ message: `The history row ${written!.id} is not the field's current write (state "applied").` });
    expect((await post('/history/revert', { ids: [edit.id] })).json()).toEqual({ done: 1, skipped: [] });
    expect(await germanName(h, ids[0]!)).toBe(de('Pine bed'));
  });

  it('a batch of many fields is checked on the check thread, with the codes the checks give in place', async () => {
    // 70 records in one message of one field each: past the check thread's threshold (MIN_FIELDS_FOR_THREAD).
    const names = Array.from({ length: 70 }, (_, index) => (index % 7 === 0 ? `Crate for ${index + 2} bottles` : index % 7 === 1 ? `untranslated crate ${index}` : `Pine crate ${String.fromCharCode(65 + (index % 26))}`));
    expect(names.length).toBeGreaterThanOrEqual(MIN_FIELDS_FOR_THREAD);
    const ids = await createProducts(h, names);
    const answered = checkThread.answered;
    await h.host.settings.write({ 'ExtTranslate.config.batchSize': 100 });
    try {
      const { job } = await run(ids, { publish: 'checked' });
      expect(job).toMatchObject({ translated: 70, flagged: 20 });
    } finally {
      await h.host.settings.write({ 'ExtTranslate.config.batchSize': null });
    }
    expect(checkThread.answered).toBe(answered + 1);
    const rows = await historyOf(h, byRecord(ids));
    expect(rows).toHaveLength(70);
    for (const row of rows) {
      const index = ids.indexOf(row.recordId);
      const expected = index % 7 === 0 ? ['numbers'] : index % 7 === 1 ? ['untranslated'] : [];
      expect([row.recordId, row.state, row.checks]).toEqual([row.recordId, expected.length > 0 ? 'draft' : 'applied', expected]);
      // The source's hash the thread answered with the codes, on drafts and written fields alike.
      expect(row.sourceHash).toBe(createHash('sha256').update(names[index] as string).digest('hex'));
    }
  });

  it('validates the automation publish mode setting', async () => {
    const bad = await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.autoTranslatePublish': 'later' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('This value should be one of immediately, review, checked.');
    const good = await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.autoTranslatePublish': 'review' } });
    expect(good.statusCode).toBe(204);
  });
});

const transports = await queueTransports();

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`publish checked on ${dialect} with the ${transport.name} queue`, () => {
    const openHarness = harnessOnTransport(transport);
    it('writes clean fields and drafts the flagged ones across queue messages', async () => {
      const h = await openHarness();
      h.app.providers.register(flaggingProvider());
      await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.batchSize': 1 } });
      await startTestWorker(h, { concurrency: 2 });
      const ids = await createProducts(h, ['Teak lamp', 'Lamp with 3 bulbs', 'Teak mirror']);
      const job = await waitForJob(h, await createJob(h, config(ids, { publish: 'checked' })));
      expect(job).toMatchObject({ status: 'completed', translated: 3 });
      expect(((await h.request('GET', `/api/ext-translate-job/${job.id}`)).json().data as { flagged: number }).flagged).toBe(1);
      expect([await germanName(h, ids[0]!), await germanName(h, ids[1]!), await germanName(h, ids[2]!)]).toEqual([de('Teak lamp'), undefined, de('Teak mirror')]);
      expect((await historyOf(h, [{ type: 'equals', field: 'state', value: 'draft' }])).map((row) => row.recordId)).toEqual([ids[1]]);
    }, 60_000);
  });
}

describe(`publishTranslatedFields (the write step for other producers, such as an import) on ${dialect}`, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());

  it('checks each field and writes or drafts it by the publish mode', async () => {
    const ids = await createProducts(h, ['Granite bowl', 'Bowl for 6 apples']);
    const source = contentSource('product')!;
    const db = h.host.database.db as unknown as TranslateDb;
    const outcome = await db.transaction().execute((trx) =>
      publishTranslatedFields(
        trx,
        { source, target: { languageId: GERMAN, locale: 'de-DE', jobId: null }, mode: 'checked', terms: termsForTarget([], 'de-DE'), customFields: new Map() },
        [
          { recordId: ids[0]!, writes: [{ field: 'name', previousValue: null, newValue: 'Granitschale', sourceValue: 'Granite bowl' }] },
          { recordId: ids[1]!, writes: [{ field: 'name', previousValue: null, newValue: 'Schale für Äpfel', sourceValue: 'Bowl for 6 apples' }] },
        ],
      ),
    );
    expect(outcome).toMatchObject({ records: 2, flagged: 1, published: 1, drafts: 1 });
    expect(await germanName(h, ids[0]!)).toBe('Granitschale');
    expect(await germanName(h, ids[1]!)).toBeUndefined();
    const rows = await historyOf(h, byRecord(ids));
    expect(rows.map((row) => [row.recordId, row.state, row.checks])).toEqual(
      expect.arrayContaining([
        [ids[0], 'applied', []],
        [ids[1], 'draft', ['numbers']],
      ]),
    );
  });
});
