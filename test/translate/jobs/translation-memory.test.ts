import { hash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { runBatch } from '../../../src/translate/engine/run-batch.js';
import { MAX_STATEMENT_PARAMETERS } from '../../../src/host/db/statement-chunks.js';
import { RetryLaterError } from '../../../src/host/queue/queue.js';
import {
  awaitClaims,
  CLAIM_TTL_MS,
  clearMemory,
  MARK_USED_AFTER_MS,
  holdClaims,
  memoryHoldsTranslations,
  memoryKey,
  memoryRound,
  pruneMemory,
  recall,
  recallOrClaim,
  release,
  remember,
  rememberedKeys,
  storeAndRelease,
  type MemoryContext,
  type SendTexts,
} from '../../../src/translate/engine/translation-memory.js';
import { termMatcher, type TargetTerms } from '../../../src/translate/engine/glossary.js';
import { createHarness, createTestDatabase, dialect, type Harness } from '../../support/harness.js';
import { openDatabase } from '../../../src/host/db/database.js';
import { allMigrations, migrateToLatest, runMigrations } from '../../../src/host/db/migrate.js';
import { extTranslate } from '../../../src/translate/manifest.js';
import { ACTION, createJob, readJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { queueTransports } from '../../support/redis.js';
import { harnessOnTransport } from '../../support/transport-harness.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';
import { StatementCounter } from '../../support/statement-counter.js';
import { StatementRecorder } from '../../support/statement-recorder.js';
import { jobDependencies } from '../../../src/translate/manifest.js';
import { planJob } from '../../../src/translate/use-cases/jobs.js';
import { recordsPerMessage } from '../../../src/translate/engine/packing.js';
import { contentSource } from '../../../src/translate/content/content-sources.js';
import { loadJob } from '../../../src/translate/model/job-store.js';

const GERMAN = GERMAN_LANGUAGE_ID;
const de = (text: string) => ScriptedProvider.translateText(text, 'de-DE');

async function saveSettings(h: Harness, values: Record<string, unknown>): Promise<void> {
  const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [`ExtTranslate.config.${key}`, value]));
  const response = await h.request('POST', '/api/_action/system-config', { body });
  expect(response.statusCode, response.body).toBe(204);
}

async function createProducts(h: Harness, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `M-${randomBytes(4).toString('hex')}`, name } });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(response.json().data.id as string);
  }
  return ids;
}

async function germanNames(h: Harness, ids: readonly string[]): Promise<string[]> {
  const names: string[] = [];
  for (const id of ids) {
    const record = (await h.request('GET', `/api/product/${id}`)).json().data;
    names.push(record.translations.find((row: { languageId: string }) => row.languageId === GERMAN)?.name);
  }
  return names;
}

describe('memoryKey', () => {
  const context: MemoryContext = { providerId: 'deepl', model: '', sourceLocale: 'en-GB', targetLocale: 'de-DE', tone: 'neutral', customPrompt: null, glossary: null };
  it('differs with the text, the format and every part of the context, and not with the context object', () => {
    const key = memoryKey(context, 'Red chair', 'text');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(memoryKey({ ...context }, 'Red chair', 'text')).toBe(key);
    const others = [
      memoryKey(context, 'Red chair ', 'text'),
      memoryKey(context, 'Red chair', 'html'),
      memoryKey(context, 'text\nRed chair', 'text'),
      ...(['providerId', 'model', 'sourceLocale', 'targetLocale', 'tone', 'customPrompt'] as const).map((part) => memoryKey({ ...context, [part]: 'x' }, 'Red chair', 'text')),
      memoryKey({ ...context, glossary: termMatcher({ keepTerms: [{ term: 'Red', caseSensitive: false }], replaceTerms: [], providerTerms: { Red: null } }) }, 'Red chair', 'text'),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });

  it('is the key written before glossary-scoped keys, so that remembered texts without a term stay remembered', () => {
    const before = (text: string) => hash('sha256', `${JSON.stringify(['en-GB', 'de-DE', 'deepl', '', 'neutral', '', ''])}\n${'text'}\n${text}`, 'hex');
    expect(memoryKey(context, 'Red chair', 'text')).toBe(before('Red chair'));
  });

  it('takes the version of the glossary terms the text contains, and none when it contains none', () => {
    const terms = (oakWording: string): TargetTerms => ({
      keepTerms: [{ term: 'Hearth & Trail', caseSensitive: true }],
      replaceTerms: [
        { term: 'oak', replacement: oakWording, caseSensitive: false },
        { term: 'Teak', replacement: 'Teakholz', caseSensitive: true },
      ],
      providerTerms: { 'Hearth & Trail': null, oak: oakWording, Teak: 'Teakholz' },
    });
    const withGlossary = (oakWording: string): MemoryContext => ({ ...context, glossary: termMatcher(terms(oakWording)) });
    const [eiche, eichenholz] = [withGlossary('Eiche'), withGlossary('Eichenholz')];

    // No term in the text: the key of no glossary at all, whatever the terms say.
    for (const text of ['Red chair', 'Oakland chair', 'teak chair', 'Hearth and Trail']) {
      expect(memoryKey(eiche, text, 'text')).toBe(memoryKey(context, text, 'text'));
      expect(memoryKey(eichenholz, text, 'text')).toBe(memoryKey(context, text, 'text'));
    }
    // A text with an unchanged term keeps its key when another term changes; a text with the changed term does not.
    expect(memoryKey(eichenholz, 'Teak chair', 'text')).toBe(memoryKey(eiche, 'Teak chair', 'text'));
    expect(memoryKey(eiche, 'Teak chair', 'text')).not.toBe(memoryKey(context, 'Teak chair', 'text'));
    expect(memoryKey(eichenholz, 'OAK chair', 'text')).not.toBe(memoryKey(eiche, 'OAK chair', 'text'));
    expect(memoryKey(eichenholz, 'Teak and oak chair', 'text')).not.toBe(memoryKey(eiche, 'Teak and oak chair', 'text'));
    // Found as the guard finds it in HTML (entities), and in attribute values, which the provider's glossary reaches.
    expect(memoryKey(eichenholz, '<p>Hearth &amp; Trail</p>', 'html')).not.toBe(memoryKey(context, '<p>Hearth &amp; Trail</p>', 'html'));
    expect(memoryKey(eichenholz, '<img alt="oak"> Chair', 'html')).not.toBe(memoryKey(eiche, '<img alt="oak"> Chair', 'html'));
    // The version does not depend on the order of the glossary.
    const reversed = terms('Eiche');
    const shuffled: TargetTerms = { keepTerms: reversed.keepTerms, replaceTerms: [...reversed.replaceTerms].reverse(), providerTerms: Object.fromEntries(Object.entries(reversed.providerTerms).reverse()) };
    expect(memoryKey({ ...context, glossary: termMatcher(shuffled) }, 'Teak and oak', 'text')).toBe(memoryKey(eiche, 'Teak and oak', 'text'));
  });
});

describe(`translation memory on ${dialect}`, () => {
  let h: Harness;
  const provider = new ScriptedProvider('scripted');
  const config = (ids: string[], options: Record<string, unknown> = {}) => ({
    entities: [{ name: 'product', ids }],
    targetLanguageIds: [GERMAN],
    providerId: 'scripted',
    options: { mode: 'all', protectManualEdits: false, skipUnchanged: false, ...options },
  });
  const run = async (body: Record<string, unknown>) => {
    const from = provider.requests.length;
    const job = await waitForJob(h, await createJob(h, body));
    expect(job.status).toBe('completed');
    return { job: (await h.request('GET', `/api/ext-translate-job/${job.id}`)).json().data, sent: provider.requests.slice(from).flatMap((request) => request.texts) };
  };
  const estimate = async (body: Record<string, unknown>) => {
    const response = await h.request('POST', `${ACTION}/estimate`, { body: { config: body } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
    await startTestWorker(h);
  });
  afterAll(async () => h?.close());

  it('a second run of the same texts calls no provider, writes the same values and counts them as from memory', async () => {
    const ids = await createProducts(h, ['Teak bench', 'Teak stool']);
    const first = await run(config(ids));
    expect(first.sent.sort()).toEqual(['Teak bench', 'Teak stool']);
    expect(first.job).toMatchObject({ memoryTexts: 0, memoryCharacters: 0, characters: 20 });

    // The estimate deducts what the memory holds.
    expect(await estimate(config(ids))).toMatchObject({ items: 2, characters: 0, cost: { amount: 0 }, fromMemory: { texts: 2, characters: 20 } });
    await h.request('PATCH', `/api/product/${ids[0]}`, { body: { translations: { 'de-DE': { name: 'leer' } } } });
    const second = await run(config(ids));
    expect(second.sent).toEqual([]);
    expect(second.job).toMatchObject({ translated: 2, characters: 0, memoryTexts: 2, memoryCharacters: 20 });
    expect(await germanNames(h, ids)).toEqual([de('Teak bench'), de('Teak stool')]);
  });

  it('misses the memory when the tone, the custom prompt, a glossary term or the model differ', async () => {
    const ids = await createProducts(h, ['Ash wardrobe']);
    expect((await run(config(ids))).sent).toEqual(['Ash wardrobe']);
    expect((await run(config(ids))).sent).toEqual([]);
    expect((await run(config(ids, { tone: 'formal' }))).sent).toEqual(['Ash wardrobe']);
    expect((await run(config(ids, { customPrompt: 'Keep it short.' }))).sent).toEqual(['Ash wardrobe']);
    const term = await h.request('POST', '/api/ext-translate-glossary', { body: { term: 'Ash', mode: 'keep', caseSensitive: true } });
    expect(term.statusCode, term.body).toBe(204);
    expect((await run(config(ids))).sent).toEqual(['⟦0⟧ wardrobe']);
    expect((await run(config(ids))).sent).toEqual([]);
    // Without the glossary the key is another again (the one of the first run: remembered).
    expect((await run(config(ids, { glossary: false }))).sent).toEqual([]);
    await saveSettings(h, { scriptedModel: 'another-model' });
    expect((await run(config(ids))).sent).toEqual(['⟦0⟧ wardrobe']);
  });

  it('a glossary change re-sends only the texts that contain a changed term, and the estimate counts the same', async () => {
    const createTerm = async (term: string, wording: string) => {
      const response = await h.request('POST', '/api/ext-translate-glossary?_response=detail', { body: { term, mode: 'replace', caseSensitive: false, translations: { 'de-DE': wording } } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as string;
    };
    const reword = async (id: string, wording: string) => {
      const response = await h.request('PATCH', `/api/ext-translate-glossary/${id}`, { body: { translations: { 'de-DE': wording } } });
      expect(response.statusCode, response.body).toBe(204);
    };
    const zephyr = await createTerm('Zephyr', 'Westwind');
    const quokka = await createTerm('Quokka', 'Kurzschwanzkänguru');
    try {
      // X holds term A (Zephyr), Y holds term B (Quokka), Z holds no term.
      const [x, y, z] = await createProducts(h, ['Zephyr lamp', 'Quokka mug', 'Walnut tray']);
      const ids = [x!, y!, z!];
      expect((await run(config(ids))).sent.sort()).toEqual(['Walnut tray', '⟦0⟧ lamp', '⟦0⟧ mug']);

      // Term B changes: only Y is sent again; X and Z come from the memory, and the estimate says so first.
      await reword(quokka, 'Quokka-Känguru');
      expect(await estimate(config(ids))).toMatchObject({ characters: 'Quokka mug'.length, fromMemory: { texts: 2, characters: 'Zephyr lamp'.length + 'Walnut tray'.length } });
      const afterB = await run(config(ids));
      expect(afterB.sent).toEqual(['⟦0⟧ mug']);
      expect(afterB.job).toMatchObject({ memoryTexts: 2, memoryCharacters: 'Zephyr lamp'.length + 'Walnut tray'.length, characters: '⟦0⟧ mug'.length });
      expect(await germanNames(h, ids)).toEqual([de('Westwind lamp'), de('Quokka-Känguru mug'), de('Walnut tray')]);

      // Term A changes: only X is sent again.
      await reword(zephyr, 'Zephir');
      expect(await estimate(config(ids))).toMatchObject({ characters: 'Zephyr lamp'.length, fromMemory: { texts: 2 } });
      expect((await run(config(ids))).sent).toEqual(['⟦0⟧ lamp']);
      expect(await germanNames(h, ids)).toEqual([de('Zephir lamp'), de('Quokka-Känguru mug'), de('Walnut tray')]);
      expect((await run(config(ids))).sent).toEqual([]);
    } finally {
      for (const id of [zephyr, quokka]) await h.request('DELETE', `/api/ext-translate-glossary/${id}`);
    }
  });

  it('switched off, it neither answers nor learns; GET /memory, POST /memory/clear and their privileges', async () => {
    const ids = await createProducts(h, ['Elm shelf']);
    await saveSettings(h, { translationMemory: false });
    expect((await run(config(ids))).sent).toEqual(['Elm shelf']);
    expect((await run(config(ids))).sent).toEqual(['Elm shelf']);
    const status = await h.request('GET', `${ACTION}/memory`);
    expect(status.statusCode).toBe(200);
    expect(status.json().enabled).toBe(false);
    await saveSettings(h, { translationMemory: true });
    expect((await run(config(ids))).sent).toEqual(['Elm shelf']);
    expect((await run(config(ids))).sent).toEqual([]);

    const before = (await h.request('GET', `${ACTION}/memory`)).json();
    expect(before).toEqual({ enabled: true, entries: expect.any(Number) });
    expect(before.entries).toBeGreaterThanOrEqual(1);
    const viewer = await h.tokenWithPrivileges(['ext_translate.viewer']);
    expect((await h.request('GET', `${ACTION}/memory`, { token: viewer })).statusCode).toBe(200);
    expect((await h.request('POST', `${ACTION}/memory/clear`, { token: viewer })).statusCode).toBe(403);
    const cleared = await h.request('POST', `${ACTION}/memory/clear`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ deleted: before.entries });
    expect((await h.request('GET', `${ACTION}/memory`)).json()).toEqual({ enabled: true, entries: 0 });
    expect((await run(config(ids))).sent).toEqual(['Elm shelf']);
  });

  it('claims: a lapsed claim is taken over, a released one is sent by the waiting batch, a stored one arrives', async () => {
    const db = h.host.database.db;
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'de-DE' };
    const entry = (key: string) => ({ key, characters: 3 });
    const keyA = 'a'.repeat(64);
    const keyB = 'b'.repeat(64);
    const keyC = 'c'.repeat(64);
    expect(await recallOrClaim(db, 'batch-1', [entry(keyA), entry(keyB), entry(keyC)])).toMatchObject({ own: new Set([keyA, keyB, keyC]) });
    // Another batch finds them claimed; the same batch (redelivered) finds them its own.
    expect(await recallOrClaim(db, 'batch-2', [entry(keyA), entry(keyB)])).toMatchObject({ own: new Set(), elsewhere: new Set([keyA, keyB]) });
    expect(await recallOrClaim(db, 'batch-1', [entry(keyA), entry(keyB), entry(keyC)])).toMatchObject({ own: new Set([keyA, keyB, keyC]) });
    // batch-1 stores A, gives up B: batch-2 gets A, and is told to send B itself.
    await remember(db, context, [{ key: keyA, characters: 3, translation: 'Eins' }]);
    await release(db, 'batch-1', [keyB]);
    expect(await awaitClaims(db, new Set([keyA, keyB]))).toEqual(new Map([[keyA, 'Eins']]));
    expect(await recallOrClaim(db, 'batch-2', [entry(keyC)])).toMatchObject({ own: new Set(), elsewhere: new Set([keyC]) });
    // A claim older than the TTL is taken over.
    const old = new Date(Date.now() - CLAIM_TTL_MS - 1_000).toISOString();
    await db.updateTable('ext_translate_memory_claim').set({ claimedAt: old }).where('claimant', '=', 'batch-1').execute();
    expect(await recallOrClaim(db, 'batch-3', [entry(keyC)])).toMatchObject({ own: new Set([keyC]) });
    // The lapsed claim's row went with the takeover.
    expect(await db.selectFrom('ext_translate_memory_claim').select('claimant').where('claimant', 'in', ['batch-1', 'batch-3']).execute()).toEqual([{ claimant: 'batch-3' }]);
    expect(await recallOrClaim(db, 'batch-4', [entry(keyA)])).toMatchObject({ hits: new Map([[keyA, 'Eins']]) });
  });

  it('a batch whose results another delivery wrote first still stores the texts it sent and gives up their claim', async () => {
    const db = h.host.database.db;
    const [id] = await createProducts(h, ['Birch crate']);
    // A job finished by the worker, then a fresh batch of it run by hand: its call succeeds, but another
    // delivery marks the batch done before its write transaction, which then writes nothing.
    const jobId = await createJob(h, config([id as string]));
    expect((await waitForJob(h, jobId)).status).toBe('completed');
    await db.deleteFrom('ext_translate_memory').execute();
    const batchId = randomBytes(16).toString('hex');
    await db
      .insertInto('ext_translate_job_batch')
      .values({ id: batchId, jobId, seq: 99, entity: 'product', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN, providerId: 'scripted', recordIds: JSON.stringify([id]), size: 1, status: 'pending', createdAt: new Date().toISOString() })
      .execute();
    await db.updateTable('ext_translate_job').set({ status: 'running' }).where('id', '=', jobId).execute();
    provider.behaviour = async () => {
      await db.updateTable('ext_translate_job_batch').set({ status: 'done' }).where('id', '=', batchId).execute();
      return undefined;
    };
    try {
      expect((await runBatch(jobDependencies(h.host, h.app.providers), batchId)).status).toBe('already_done');
    } finally {
      provider.behaviour = null;
    }
    const remembered = await db.selectFrom('ext_translate_memory').select('translation').execute();
    expect(remembered.map((row) => row.translation)).toEqual([de('Birch crate')]);
    expect(await db.selectFrom('ext_translate_memory_claim').select('claimant').where('claimant', '=', batchId).execute()).toEqual([]);
  });

  it('a stored translation is used when it is stored, and again whenever a batch recalls it or an approval replaces it', async () => {
    const db = h.host.database.db;
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'nl-NL' };
    const entry = (key: string) => ({ key, characters: 3 });
    const [stored, approved] = ['d', '0'].map((letter) => letter.repeat(64)) as [string, string];
    const marked = new Date(Date.now() - 3_600_000).toISOString();
    const lastUse = async (key: string) => (await db.selectFrom('ext_translate_memory').select('lastUsedAt').where('keyHash', '=', key).executeTakeFirstOrThrow()).lastUsedAt;
    const before = new Date().toISOString();
    await remember(db, context, [{ key: stored, characters: 3, translation: 'Een' }]);
    expect(await lastUse(stored) >= before).toBe(true);
    await db.updateTable('ext_translate_memory').set({ lastUsedAt: marked }).where('keyHash', '=', stored).execute();
    expect(await recallOrClaim(db, 'batch-recall', [entry(stored)])).toMatchObject({ hits: new Map([[stored, 'Een']]) });
    expect(await lastUse(stored) >= before).toBe(true);
    // An approved draft replaces a remembered text and counts as a use now (it is not pruned as unused).
    await remember(db, context, [{ key: approved, characters: 3, translation: 'Vier' }]);
    await db.updateTable('ext_translate_memory').set({ lastUsedAt: marked }).where('keyHash', '=', approved).execute();
    await remember(db, context, [{ key: approved, characters: 3, translation: 'Vier!' }]);
    expect(await lastUse(approved) >= before).toBe(true);
    expect(await recall(db, [stored, approved])).toEqual(
      new Map([
        [stored, 'Een'],
        [approved, 'Vier!'],
      ]),
    );
  });

  it('claims any number of new texts with one row in a few statements, recalls remembered ones (marked used), and leaves claims elsewhere alone', async () => {
    const db = h.host.database.db;
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'it-IT' };
    const entry = (key: string) => ({ key, characters: 3 });
    const [fresh, remembered, mine, theirs] = ['4', '5', '6', '7'].map((digit) => digit.repeat(64)) as [string, string, string, string];
    const longAgo = new Date(Date.now() - 86_400_000).toISOString();
    await remember(db, context, [{ key: remembered, characters: 3, translation: 'Cinque' }]);
    await db.updateTable('ext_translate_memory').set({ lastUsedAt: longAgo }).where('keyHash', '=', remembered).execute();
    await recallOrClaim(db, 'batch-mine', [entry(mine)]);
    await recallOrClaim(db, 'batch-theirs', [entry(theirs)]);

    const counter = new StatementCounter();
    const counted = db.withPlugin(counter);
    expect(await recallOrClaim(counted, 'batch-new', [entry('8'.repeat(64)), entry('9'.repeat(64))])).toEqual({ hits: new Map(), own: new Set(['8'.repeat(64), '9'.repeat(64)]), elsewhere: new Set() });
    const forTwo = counter.count;
    counter.count = 0;
    const many = Array.from({ length: 300 }, (_, index) => hash('sha256', `many-${index}`, 'hex'));
    expect((await recallOrClaim(counted, 'batch-many', many.map(entry))).own.size).toBe(300);
    // The same statements for 300 new texts as for two: on PostgreSQL `begin` with the lock, the claims
    // with the memory (one statement), the claim row, `commit` (every round trip of the claim); on SQLite
    // the claims, the memory, the claim row (its transaction's begin and commit pass no plugin).
    expect(counter.count).toBe(forTwo);
    expect(forTwo).toBe(dialect === 'postgres' ? 4 : 3);
    counter.count = 0;
    // A remembered text is read by the same statement and marked used by one more; no claim is written.
    expect(await recallOrClaim(counted, 'batch-recall', [entry(remembered)])).toEqual({ hits: new Map([[remembered, 'Cinque']]), own: new Set(), elsewhere: new Set() });
    expect(counter.count).toBe(forTwo);
    expect((await db.selectFrom('ext_translate_memory').select('lastUsedAt').where('keyHash', '=', remembered).executeTakeFirstOrThrow()).lastUsedAt > longAgo).toBe(true);
    expect(await recallOrClaim(counted, 'batch-mine', [entry(fresh), entry(remembered), entry(mine), entry(theirs)])).toEqual({
      hits: new Map([[remembered, 'Cinque']]),
      own: new Set([fresh, mine]),
      elsewhere: new Set([theirs]),
    });
    // A claim is a row per batch; the memory holds translations only.
    const claims = await db.selectFrom('ext_translate_memory_claim').select(['claimant', 'keyHashes']).where('claimant', 'in', ['batch-mine', 'batch-theirs', 'batch-new']).orderBy('claimant').execute();
    expect(claims.map((row) => [row.claimant, row.keyHashes.split(',').sort()])).toEqual([
      ['batch-mine', [fresh, mine].sort()],
      ['batch-new', ['8'.repeat(64), '9'.repeat(64)]],
      ['batch-theirs', [theirs]],
    ]);
    expect(await db.selectFrom('ext_translate_memory').select('keyHash').where('keyHash', 'in', [fresh, mine, theirs]).execute()).toEqual([]);
    await db.deleteFrom('ext_translate_memory_claim').execute();
  });

  it('stores a batch’s texts and gives up its claim together: one statement on PostgreSQL, one transaction on SQLite', async () => {
    const db = h.host.database.db;
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'nb-NO' };
    const [first, second, other] = ['1a', '1b', '1c'].map((pair) => pair.repeat(32)) as [string, string, string];
    await recallOrClaim(db, 'batch-store', [
      { key: first, characters: 3 },
      { key: second, characters: 3 },
    ]);
    await recallOrClaim(db, 'batch-keeps', [{ key: other, characters: 3 }]);
    const counter = new StatementCounter();
    await storeAndRelease(db.withPlugin(counter), 'batch-store', context, [
      { key: second, characters: 3, translation: 'To' },
      { key: first, characters: 3, translation: 'En' },
    ]);
    expect(counter.count).toBe(dialect === 'postgres' ? 1 : 2);
    expect(await recall(db, [first, second])).toEqual(
      new Map([
        [first, 'En'],
        [second, 'To'],
      ]),
    );
    const claimants = await db.selectFrom('ext_translate_memory_claim').select('claimant').where('claimant', 'in', ['batch-store', 'batch-keeps']).execute();
    expect(claimants).toEqual([{ claimant: 'batch-keeps' }]);
    // A batch that sent nothing gives up its claim alone.
    counter.count = 0;
    await storeAndRelease(db.withPlugin(counter), 'batch-keeps', context, []);
    expect(counter.count).toBe(1);
    expect(await db.selectFrom('ext_translate_memory_claim').select('claimant').where('claimant', '=', 'batch-keeps').execute()).toEqual([]);
  });

  it('a text used in the last ten minutes is recalled without being marked used again; one used before is marked', async () => {
    const db = h.host.database.db;
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'sv-SE' };
    const [recent, older] = ['a', 'b'].map((letter) => letter.repeat(64)) as [string, string];
    const lastUse = async (key: string) => (await db.selectFrom('ext_translate_memory').select('lastUsedAt').where('keyHash', '=', key).executeTakeFirstOrThrow()).lastUsedAt;
    const justInside = new Date(Date.now() - MARK_USED_AFTER_MS + 60_000).toISOString();
    const justOutside = new Date(Date.now() - MARK_USED_AFTER_MS - 60_000).toISOString();
    await remember(db, context, [
      { key: recent, characters: 3, translation: 'Ett' },
      { key: older, characters: 3, translation: 'Två' },
    ]);
    await db.updateTable('ext_translate_memory').set({ lastUsedAt: justInside }).where('keyHash', '=', recent).execute();
    await db.updateTable('ext_translate_memory').set({ lastUsedAt: justOutside }).where('keyHash', '=', older).execute();

    const counter = new StatementCounter();
    const counted = db.withPlugin(counter);
    // `begin` with the lock, the claims with the memory and `commit` (PostgreSQL), or the claims and the
    // memory (SQLite): no claim row for remembered texts, and no mark for a recent one.
    const claimStatements = dialect === 'postgres' ? 3 : 2;
    expect(await recallOrClaim(counted, 'batch-recent', [{ key: recent, characters: 3 }])).toEqual({ hits: new Map([[recent, 'Ett']]), own: new Set(), elsewhere: new Set() });
    expect(counter.count).toBe(claimStatements);
    expect(await lastUse(recent)).toBe(justInside);
    counter.count = 0;
    const before = new Date().toISOString();
    expect(await recallOrClaim(counted, 'batch-older', [{ key: recent, characters: 3 }, { key: older, characters: 3 }])).toEqual({
      hits: new Map([
        [recent, 'Ett'],
        [older, 'Två'],
      ]),
      own: new Set(),
      elsewhere: new Set(),
    });
    expect(counter.count).toBe(claimStatements + 1);
    expect(await lastUse(recent)).toBe(justInside);
    const olderUse = await lastUse(older);
    expect(olderUse >= before).toBe(true);
    // recall() marks the same way.
    await db.updateTable('ext_translate_memory').set({ lastUsedAt: justOutside }).where('keyHash', '=', recent).execute();
    const marked = new Date().toISOString();
    expect(await recall(db, [recent, older])).toEqual(new Map([[recent, 'Ett'], [older, 'Två']]));
    expect(await lastUse(recent) >= marked).toBe(true);
    expect(await lastUse(older)).toBe(olderUse);
  });

  it('clearing the memory keeps the claims of running batches, so waiting batches do not send their texts again', async () => {
    const db = h.host.database.db;
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'fr-FR' };
    const live = '1'.repeat(64);
    const lapsed = '2'.repeat(64);
    const stored = '3'.repeat(64);
    await recallOrClaim(db, 'batch-live', [{ key: live, characters: 3 }]);
    await recallOrClaim(db, 'batch-dead', [{ key: lapsed, characters: 3 }]);
    await db.updateTable('ext_translate_memory_claim').set({ claimedAt: new Date(Date.now() - CLAIM_TTL_MS - 1_000).toISOString() }).where('claimant', '=', 'batch-dead').execute();
    await remember(db, context, [{ key: stored, characters: 3, translation: 'Trois' }]);
    const removed = await clearMemory(db);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom('ext_translate_memory').select('keyHash').where('keyHash', 'in', [live, lapsed, stored]).execute()).toEqual([]);
    expect(await db.selectFrom('ext_translate_memory_claim').select(['claimant', 'keyHashes']).where('claimant', 'in', ['batch-live', 'batch-dead']).execute()).toEqual([
      { claimant: 'batch-live', keyHashes: live },
    ]);
    // Another batch still finds the live claim and waits for it; the running batch stores its answer.
    expect(await recallOrClaim(db, 'batch-other', [{ key: live, characters: 3 }])).toMatchObject({ own: new Set(), elsewhere: new Set([live]) });
    await remember(db, context, [{ key: live, characters: 3, translation: 'Un' }]);
    expect(await awaitClaims(db, new Set([live]))).toEqual(new Map([[live, 'Un']]));
  });

  it('two batches claiming the same new texts at once: each text is owned by exactly one, the other waits for it', async () => {
    const db = h.host.database.db;
    const keys = Array.from({ length: 40 }, (_, index) => `${index.toString(16).padStart(2, '0')}${'e'.repeat(62)}`);
    const [first, second] = await Promise.all(['batch-x', 'batch-y'].map((claimant) => recallOrClaim(db, claimant, keys.map((key) => ({ key, characters: 3 })))));
    for (const key of keys) {
      expect([first!.own.has(key), second!.own.has(key)].filter(Boolean), key).toHaveLength(1);
      expect(first!.own.has(key) ? second!.elsewhere.has(key) : first!.elsewhere.has(key), key).toBe(true);
    }
  });

  it('two batches claiming and storing shared texts in opposite orders at once: no deadlock, each text stored once', async () => {
    const db = h.host.database.db;
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'de-DE' };
    // Enough shared texts that two inserts taking them in opposite orders meet in the middle: on
    // PostgreSQL each waited for a row the other had inserted, and one statement failed with "deadlock detected".
    // Whether two statements overlap depends on timing: three rounds, each with texts of its own.
    for (const round of [1, 2, 3]) {
      const keys = Array.from({ length: 2_000 }, (_, index) => hash('sha256', `opposite-${round}-${index}`, 'hex'));
      const orders = [keys, [...keys].reverse()];
      const claimed = await Promise.all(orders.map((order, index) => recallOrClaim(db, `batch-order-${round}-${index}`, order.map((key) => ({ key, characters: 3 })))));
      for (const key of keys) expect(claimed.filter((outcome) => outcome.own.has(key)), key).toHaveLength(1);
      // Both store every text (as after a lapsed claim): the upserts meet in opposite orders as well.
      await Promise.all(orders.map((order) => remember(db, context, order.map((key) => ({ key, characters: 3, translation: `T ${key.slice(0, 6)}` })))));
      const stored = await db.selectFrom('ext_translate_memory').select(['keyHash', 'translation']).where('keyHash', 'in', keys).execute();
      expect(stored).toHaveLength(keys.length);
      expect(stored.every((row) => row.translation === `T ${row.keyHash.slice(0, 6)}`)).toBe(true);
    }
  });

  it('a waiting batch looks again as soon as a batch of its process stores or gives up the texts, not at its next poll', async () => {
    const db = h.host.database.db;
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'pl-PL' };
    const [stored, given] = ['e', 'f'].map((letter) => letter.repeat(64)) as [string, string];
    await recallOrClaim(db, 'holder-1', [{ key: stored, characters: 3 }]);
    await recallOrClaim(db, 'holder-2', [{ key: given, characters: 3 }]);
    const counter = new StatementCounter();
    // The poll's timer never fires: only the wake lets the waiting batch look again.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const looks = () => counter.count;
      const waited = awaitClaims(db.withPlugin(counter), new Set([stored, given]));
      await vi.waitUntil(() => looks() >= 2, { interval: 1, timeout: 5_000 });
      await storeAndRelease(db, 'holder-1', context, [{ key: stored, characters: 3, translation: 'Jeden' }]);
      await vi.waitUntil(() => looks() >= 4, { interval: 1, timeout: 5_000 });
      await release(db, 'holder-2', [given]);
      expect(await waited).toEqual(new Map([[stored, 'Jeden']]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a translating batch renews its claims, so that waiting batches keep waiting for it', async () => {
    const db = h.host.database.db;
    const key = 'd'.repeat(64);
    await recallOrClaim(db, 'batch-renew', [{ key, characters: 3 }]);
    const stale = new Date(Date.now() - CLAIM_TTL_MS + 2_000).toISOString();
    await db.updateTable('ext_translate_memory_claim').set({ claimedAt: stale }).where('claimant', '=', 'batch-renew').execute();
    const claimedAt = async () =>
      Date.parse((await db.selectFrom('ext_translate_memory_claim').select('claimedAt').where('claimant', '=', 'batch-renew').executeTakeFirstOrThrow()).claimedAt);
    // The batch translates until its claim has been renewed (the first renewal is due 5 s in): a batch
    // that only waited 5.5 s could end with the renewal's statement still in flight on a busy machine.
    await holdClaims(db, 'batch-renew', new Set([key]), () => vi.waitUntil(async () => (await claimedAt()) !== Date.parse(stale), { interval: 100, timeout: 12_000 }));
    expect(await claimedAt()).toBeGreaterThan(Date.parse(stale) + 4_000);
    // Renewed: another batch still finds it claimed, not lapsed.
    expect(await recallOrClaim(db, 'batch-other', [{ key, characters: 3 }])).toMatchObject({ own: new Set(), elsewhere: new Set([key]) });
  }, 20_000);

  it('pruning removes entries unused for the age limit, then the least recently used beyond the size limit', async () => {
    const db = h.host.database.db;
    await db.deleteFrom('ext_translate_memory').execute();
    const day = 86_400_000;
    const now = new Date('2026-06-01T00:00:00.000Z');
    const rows = [400, 100, 3, 2, 1].map((daysAgo, index) => ({
      keyHash: String(index).repeat(64),
      providerId: 'scripted',
      sourceLocale: 'en-GB',
      targetLocale: 'de-DE',
      translation: `t${index}`,
      characters: 2,
      createdAt: new Date(now.getTime() - daysAgo * day).toISOString(),
      lastUsedAt: new Date(now.getTime() - daysAgo * day).toISOString(),
    }));
    await db.insertInto('ext_translate_memory').values(rows).execute();
    expect(await pruneMemory(db, { maxAgeDays: 180, maxEntries: 2 }, now)).toBe(3);
    const left = await db.selectFrom('ext_translate_memory').select('translation').orderBy('lastUsedAt').execute();
    expect(left.map((row) => row.translation)).toEqual(['t3', 't4']);
  });

  describe('the memory round of a batch', () => {
    const context: MemoryContext = { providerId: 'scripted', model: '', sourceLocale: 'en-GB', targetLocale: 'de-DE', tone: 'neutral', customPrompt: null, glossary: null };
    const key = (name: string) => `${name}${randomBytes(8).toString('hex')}`.padEnd(64, '0');
    const text = (memoryKey: string) => ({ key: memoryKey, characters: 4 });
    /** A send that answers `translations` for the keys it is given (absent ones fail) and records its calls. */
    const sender = (translations: Record<string, string>, stopped = false) => {
      const calls: [string, string[]][] = [];
      const send: SendTexts = async (keys, round) => {
        calls.push([round, [...keys].sort()]);
        return { translations: new Map([...keys].flatMap((sent) => (translations[sent] === undefined ? [] : [[sent, translations[sent]] as const]))), stopped };
      };
      return { calls, send };
    };

    it('takes remembered texts, sends the rest once, stores what came back and frees the claims of what failed', async () => {
      const db = h.host.database.db;
      const [held, fresh, failing] = [key('a'), key('b'), key('c')];
      await remember(db, context, [{ key: held, characters: 4, translation: 'Eins' }]);
      const { calls, send } = sender({ [fresh]: 'Zwei' });
      const round = await memoryRound(db, { claimant: 'round-1', context, texts: [text(held), text(fresh), text(failing)] }, send);
      expect(round).toEqual({ recalled: new Map([[held, 'Eins']]), unsent: new Set() });
      expect(calls).toEqual([['first', [fresh, failing].sort()]]);
      expect(await recall(db, [fresh, failing])).toEqual(new Map([[fresh, 'Zwei']]));
      // The failed text's claim is gone: the next batch claims it for itself.
      expect(await recallOrClaim(db, 'round-2', [text(failing)])).toMatchObject({ own: new Set([failing]), elsewhere: new Set() });
    });

    it('stores what it sent as used now and gives up its claim in the same transaction', async () => {
      const db = h.host.database.db;
      const fresh = key('d');
      const before = new Date().toISOString();
      const send: SendTexts = async (keys) => {
        // While it translates, its claim holds the text, and the memory has no row of it yet: the row is
        // written once, with its translation.
        expect((await db.selectFrom('ext_translate_memory_claim').select('keyHashes').where('claimant', '=', 'round-use').executeTakeFirstOrThrow()).keyHashes).toBe(fresh);
        expect(await db.selectFrom('ext_translate_memory').select('keyHash').where('keyHash', '=', fresh).execute()).toEqual([]);
        return { translations: new Map([...keys].map((sent) => [sent, 'Fünf'] as const)), stopped: false };
      };
      await memoryRound(db, { claimant: 'round-use', context, texts: [text(fresh)] }, send);
      const row = await db.selectFrom('ext_translate_memory').select(['translation', 'lastUsedAt']).where('keyHash', '=', fresh).executeTakeFirstOrThrow();
      expect(row.translation).toBe('Fünf');
      expect(row.lastUsedAt >= before).toBe(true);
      expect(await db.selectFrom('ext_translate_memory_claim').select('claimant').where('claimant', '=', 'round-use').execute()).toEqual([]);
    });

    it('waits for the texts another batch claimed, and sends (and stores) itself those that do not arrive', async () => {
      const db = h.host.database.db;
      const [arriving, abandoned, own] = [key('d'), key('e'), key('f')];
      expect(await recallOrClaim(db, 'other-batch', [text(arriving), text(abandoned)])).toMatchObject({ own: new Set([arriving, abandoned]) });
      const { calls, send } = sender({ [own]: 'Drei', [abandoned]: 'Fünf' });
      const sendWhileOtherFinishes: SendTexts = async (keys, round) => {
        // The other batch stores one text and gives the other up while this one translates its own.
        if (round === 'first') {
          await remember(db, context, [{ key: arriving, characters: 4, translation: 'Vier' }]);
          await release(db, 'other-batch', [abandoned]);
        }
        return send(keys, round);
      };
      const round = await memoryRound(db, { claimant: 'round-3', context, texts: [text(arriving), text(abandoned), text(own)] }, sendWhileOtherFinishes);
      expect(round).toEqual({ recalled: new Map([[arriving, 'Vier']]), unsent: new Set() });
      expect(calls).toEqual([
        ['first', [own]],
        ['late', [abandoned]],
      ]);
      expect(await recall(db, [own, abandoned])).toEqual(
        new Map([
          [own, 'Drei'],
          [abandoned, 'Fünf'],
        ]),
      );
    });

    it('after a global stop in its first round, does not wait for texts claimed elsewhere but returns them unsent', async () => {
      const db = h.host.database.db;
      const [elsewhere, own] = [key('g'), key('h')];
      await recallOrClaim(db, 'live-batch', [text(elsewhere)]);
      const { calls, send } = sender({}, true);
      // The other batch's claim is live for CLAIM_TTL_MS: waiting for it would outlast this test.
      const round = await memoryRound(db, { claimant: 'round-4', context, texts: [text(elsewhere), text(own)] }, send);
      expect(round).toEqual({ recalled: new Map(), unsent: new Set([elsewhere]) });
      expect(calls).toEqual([['first', [own]]]);
    });

    it('gives up its claims when the batch is handed back to the queue, and keeps them (to lapse) on any other error', async () => {
      const db = h.host.database.db;
      const [handedBack, crashed] = [key('i'), key('j')];
      const failing = (error: Error): SendTexts => async () => {
        throw error;
      };
      const deferral = new RetryLaterError(5_000, 'upstream busy');
      await expect(memoryRound(db, { claimant: 'round-5', context, texts: [text(handedBack)] }, failing(deferral))).rejects.toBe(deferral);
      expect(await recallOrClaim(db, 'round-6', [text(handedBack)])).toMatchObject({ own: new Set([handedBack]) });

      await expect(memoryRound(db, { claimant: 'round-7', context, texts: [text(crashed)] }, failing(new Error('database gone')))).rejects.toThrow('database gone');
      expect(await recallOrClaim(db, 'round-8', [text(crashed)])).toMatchObject({ own: new Set(), elsewhere: new Set([crashed]) });
    });
  });

  it('an estimate counts every text while the memory holds no translation (claims are none), and looks them up once it holds one', async () => {
    const db = h.host.database.db;
    await db.deleteFrom('ext_translate_memory').execute();
    expect(await memoryHoldsTranslations(db)).toBe(false);
    const ids = await createProducts(h, ['Cedar chest', 'Cedar chest', 'Cedar shelf']);
    // Identical texts count once per estimate, as a run with the memory sends them once per job.
    expect(await estimate(config(ids))).toMatchObject({ items: 3, characters: 'Cedar chest'.length + 'Cedar shelf'.length, fromMemory: { texts: 0, characters: 0 } });
    const claimed = 'c'.repeat(64);
    await recallOrClaim(db, 'batch-holding', [{ key: claimed, characters: 1 }]);
    expect(await memoryHoldsTranslations(db)).toBe(false);
    await release(db, 'batch-holding', [claimed]);

    expect((await run(config([ids[0] as string]))).sent).toEqual(['Cedar chest']);
    expect(await memoryHoldsTranslations(db)).toBe(true);
    expect(await estimate(config(ids))).toMatchObject({ items: 3, characters: 'Cedar shelf'.length, fromMemory: { texts: 2, characters: 2 * 'Cedar chest'.length } });
    // Cleared, the memory holds nothing again: the next estimate counts every text.
    await clearMemory(db);
    expect(await memoryHoldsTranslations(db)).toBe(false);
    expect(await estimate(config(ids))).toMatchObject({ characters: 'Cedar chest'.length + 'Cedar shelf'.length, fromMemory: { texts: 0, characters: 0 } });
  });

  it('with an empty memory, texts longer than a memory key count once per key too, and a text in another format again', async () => {
    const db = h.host.database.db;
    await clearMemory(db);
    expect(await memoryHoldsTranslations(db)).toBe(false);
    const long = `Cedar sideboard with four drawers, soft-close hinges and brass handles (${'x'.repeat(20)})`;
    expect(long.length).toBeGreaterThan(64);
    const ids: string[] = [];
    for (const [name, description] of [
      [long, long],
      [long, 'Cedar chest'],
      ['Cedar chest', long],
    ]) {
      const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `M-${randomBytes(4).toString('hex')}`, name, description } });
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().data.id as string);
    }
    // Name (text) and description (HTML) are different keys for the same words: each format counts its
    // texts once.
    const expected = 2 * long.length + 2 * 'Cedar chest'.length;
    expect(await estimate(config(ids))).toMatchObject({ items: 3, characters: expected, fromMemory: { texts: 0, characters: 0 } });
    // The same count as when the memory holds a translation (of another text) and every key is looked up.
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'fr-FR' };
    await remember(db, context, [{ key: 'd'.repeat(64), characters: 1, translation: 'autre' }]);
    expect(await memoryHoldsTranslations(db)).toBe(true);
    expect(await estimate(config(ids))).toMatchObject({ items: 3, characters: expected, fromMemory: { texts: 0, characters: 0 } });
    await clearMemory(db);
  });

  it('claims, stores, recalls and releases more texts than one statement binds', async () => {
    const db = h.host.database.db;
    const context = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'de-DE' };
    const keys = Array.from({ length: MAX_STATEMENT_PARAMETERS + 34 }, (_, index) => `${index.toString(16).padStart(8, '0')}${'f'.repeat(56)}`);
    const claimed = await recallOrClaim(db, 'batch-large', keys.map((memoryKey) => ({ key: memoryKey, characters: 2 })));
    expect(claimed.own.size).toBe(keys.length);
    const [kept, released] = [keys.filter((_, index) => index % 2 === 0), keys.filter((_, index) => index % 2 === 1)];
    await remember(db, context, kept.map((memoryKey) => ({ key: memoryKey, characters: 2, translation: `t${memoryKey.slice(0, 8)}` })));
    await release(db, 'batch-large', released);
    expect((await rememberedKeys(db, keys)).size).toBe(kept.length);
    const again = await recallOrClaim(db, 'batch-large-2', keys.map((memoryKey) => ({ key: memoryKey, characters: 2 })));
    expect(again.hits.size).toBe(kept.length);
    expect(again.hits.get(kept[kept.length - 1] as string)).toBe(`t${(kept[kept.length - 1] as string).slice(0, 8)}`);
    expect(again.own).toEqual(new Set(released));
    await db.deleteFrom('ext_translate_memory').execute();
  }, 60_000);
});

describe(`a job's plan and the memory on ${dialect}`, () => {
  let h: Harness;
  // Five texts a call: a message takes a few calls' worth of new texts, so what counts as new shapes the messages.
  const provider = new ScriptedProvider('plan_scripted', { maxBatchSize: 5, maxChunkBytes: 80_000 });

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
  });
  afterAll(async () => h?.close());

  /** Plans a job of these products (no worker runs it): its messages' records, and the statements that read the memory. */
  async function plan(ids: readonly string[]) {
    const jobId = await createJob(h, { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN], providerId: 'plan_scripted', options: { mode: 'all', protectManualEdits: false, skipUnchanged: false } });
    const recorder = new StatementRecorder();
    const db = h.host.database.db;
    await planJob({ ...jobDependencies(h.host, h.app.providers), db: db.withPlugin(recorder) }, jobId);
    const batches = await db.selectFrom('ext_translate_job_batch').select('recordIds').where('jobId', '=', jobId).orderBy('seq').execute();
    const executor = db.getExecutor();
    const texts = recorder.nodes.map((node) => executor.compileQuery(node, { queryId: 'plan' }).sql);
    const memoryReads = texts.filter((text) => text.includes('ext_translate_memory'));
    // Statements reading the history by themselves (a page's last writes column reads it unquoted).
    const historyReads = texts.filter((text) => text.includes('from "ext_translate_history"'));
    return { messages: batches.map((batch) => JSON.parse(batch.recordIds) as string[]), memoryReads, historyReads };
  }

  it('with an empty memory, looks no text up and packs the messages it packs with a memory that holds none of them', async () => {
    // Twenty products in five kinds, four texts each: every kind's texts are new once.
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const kind = String(index % 5);
      const response = await h.request('POST', '/api/product?_response=detail', {
        body: { productNumber: `P-${randomBytes(4).toString('hex')}`, name: `Plan desk ${kind}`, description: `<p>Desk ${kind}</p>`, metaTitle: `Desk ${kind} title`, metaDescription: `Desk ${kind} meta` },
      });
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().data.id as string);
    }
    const empty = await plan(ids);
    // One question to the memory: whether it holds any translation at all.
    expect(empty.memoryReads).toHaveLength(1);
    expect(empty.memoryReads[0]).toMatch(/^select "key_hash" from "ext_translate_memory" where "translation" is not null limit/);
    expect(empty.messages).toEqual([[...ids].sort()]);
    // Each page's records come with their last writes, read by the page's statement: no statement of
    // the plan reads the history by itself.
    expect(empty.historyReads).toEqual([]);

    // A memory holding an unrelated translation is asked text by text, and the plan is the same.
    const context = { providerId: 'plan_scripted', sourceLocale: 'en-GB', targetLocale: 'de-DE' };
    await remember(h.host.database.db, context, [{ key: `${'9'.repeat(63)}a`, characters: 1, translation: 'x' }]);
    const holding = await plan(ids);
    expect(holding.memoryReads.length).toBeGreaterThan(1);
    expect(holding.messages).toEqual(empty.messages);
  });

  it('lets a message packed by its texts take up to eight times the records a message takes by count', async () => {
    // One text a call: every record fills calls of its own, so the messages take the most records they may.
    const single = new ScriptedProvider('plan_single', { maxBatchSize: 1, maxChunkBytes: 80_000 });
    h.app.providers.register(single);
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const response = await h.request('POST', '/api/product?_response=detail', {
        body: { productNumber: `P-${randomBytes(4).toString('hex')}`, name: `Packed chair ${index}`, description: `<p>Chair ${index}</p>`, metaTitle: `Chair ${index} title`, metaDescription: `Chair ${index} meta` },
      });
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().data.id as string);
    }
    const jobId = await createJob(h, { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN], providerId: 'plan_single', options: { mode: 'all', protectManualEdits: false, skipUnchanged: false } });
    const db = h.host.database.db;
    const job = await loadJob(db, jobId);
    const byCount = recordsPerMessage(null, single, contentSource('product')?.fields(job?.config.options ?? ({} as never)).length ?? 0);
    await planJob(jobDependencies(h.host, h.app.providers), jobId);
    const batches = await db.selectFrom('ext_translate_job_batch').select('recordIds').where('jobId', '=', jobId).orderBy('seq').execute();
    const sizes = batches.map((batch) => (JSON.parse(batch.recordIds) as string[]).length);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(ids.length);
    expect(Math.max(...sizes)).toBe(8 * byCount);
    expect(sizes).toHaveLength(Math.ceil(ids.length / (8 * byCount)));
  });
});

const transports = await queueTransports();

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`one job sends an identical text once on ${dialect} with the ${transport.name} queue`, () => {
    const openHarness = harnessOnTransport(transport);

    it('across its queue messages, handled side by side', async () => {
      const h = await openHarness();
      const provider = new ScriptedProvider('scripted');
      // Slow calls, so that the messages overlap and find each other's claims.
      provider.behaviour = async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return undefined;
      };
      h.app.providers.register(provider);
      await saveSettings(h, { batchSize: 2 });
      await startTestWorker(h, { concurrency: 4 });
      const names = ['Oak chair', 'Oak chair', 'Oak chair', 'Pine desk', 'Oak chair', 'Pine desk', 'Oak chair', 'Birch bed'];
      const ids = await createProducts(h, names);
      const jobId = await createJob(h, { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN], providerId: 'scripted', options: { mode: 'all' } });
      const job = await waitForJob(h, jobId, undefined, 60_000);
      expect(job).toMatchObject({ status: 'completed', translated: names.length, failed: 0 });
      const sent = provider.requests.flatMap((request) => request.texts);
      expect(sent.sort()).toEqual(['Birch bed', 'Oak chair', 'Pine desk']);
      const stored = (await readJob(h, jobId)) as unknown as { characters: number };
      expect(stored.characters).toBe([...'Birch bedOak chairPine desk'].length);
      expect(await germanNames(h, ids)).toEqual(names.map(de));
    });
  });
}

describe(`upgrading the memory to claims of their own (0017) on ${dialect}`, () => {
  it('keeps every remembered translation and drops the claims of the earlier layout with their columns', async () => {
    const test = createTestDatabase();
    const database = await openDatabase(test.url);
    try {
      const all = allMigrations([extTranslate]);
      const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '0017'));
      await runMigrations(database, { migrations: before, table: 'kysely_migration', lockTable: 'kysely_migration_lock', label: 'Migration' });
      const now = new Date().toISOString();
      const row = { providerId: 'scripted', sourceLocale: 'en-GB', targetLocale: 'de-DE', characters: 3, createdAt: now, lastUsedAt: now };
      const raw = database.db as unknown as { insertInto(table: string): { values(rows: unknown[]): { execute(): Promise<unknown> } } };
      await raw
        .insertInto('ext_translate_memory')
        .values([
          { ...row, keyHash: 'a'.repeat(64), translation: 'Eins', claimedBy: null, claimedAt: null },
          { ...row, keyHash: 'b'.repeat(64), translation: null, claimedBy: 'batch-old', claimedAt: now },
        ])
        .execute();
      await migrateToLatest(database, [extTranslate]);
      const db = database.db as unknown as Harness['host']['database']['db'];
      expect(await db.selectFrom('ext_translate_memory').selectAll().execute()).toEqual([{ ...row, keyHash: 'a'.repeat(64), translation: 'Eins' }]);
      expect(await db.selectFrom('ext_translate_memory_claim').selectAll().execute()).toEqual([]);
      // The batches of the new layout claim and store as usual on the upgraded table.
      expect(await recallOrClaim(db, 'batch-new', [{ key: 'a'.repeat(64), characters: 3 }, { key: 'b'.repeat(64), characters: 3 }])).toEqual({
        hits: new Map([['a'.repeat(64), 'Eins']]),
        own: new Set(['b'.repeat(64)]),
        elsewhere: new Set(),
      });
    } finally {
      await database.destroy();
      await test.drop();
    }
  });
});
