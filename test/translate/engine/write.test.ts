import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { applyFieldWrite, contentSource } from '../../../src/translate/content/content-sources.js';
import { decideWrite, isOutdated, type WriteGate } from '../../../src/translate/engine/write-gates.js';
import { moveHistory } from '../../../src/translate/use-cases/history.js';
import { insertHistoryRows, lastApplied } from '../../../src/translate/model/history-rows.js';
import { sourceHash, storedValue } from '../../../src/translate/model/stored-values.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { StatementCounter } from '../../support/statement-counter.js';

const ALL: WriteGate = { mode: 'all', refreshOutdated: true, protectManualEdits: true, skipUnchanged: true };
const MISSING: WriteGate = { ...ALL, mode: 'missing' };

describe('write gates', () => {
  const last = (newValue: string | null, source = 'Oak chair') => ({ id: 'h', newValue, sourceHash: sourceHash(source) });

  it('fills an empty target in every mode', () => {
    for (const empty of [null, '', '   ', [], {}]) {
      expect(decideWrite({ ...ALL, mode: 'missing' }, 'Oak chair', empty, null), JSON.stringify(empty)).toBe('write');
    }
  });

  it('mode missing leaves a target that has a value the service never wrote', () => {
    expect(decideWrite({ ...MISSING, protectManualEdits: false }, 'Oak chair', 'Eichenstuhl', null)).toBe('skip_has_value');
  });

  it('mode missing refreshes an outdated target: still what the service wrote, and the source changed since', () => {
    expect(decideWrite(MISSING, 'Oak chair, solid', 'Eichenstuhl', last('Eichenstuhl'))).toBe('write');
    expect(isOutdated('Oak chair, solid', 'Eichenstuhl', last('Eichenstuhl'))).toBe(true);
    // The source did not change: nothing to do (skip-unchanged, or the target has a value without it).
    expect(decideWrite(MISSING, 'Oak chair', 'Eichenstuhl', last('Eichenstuhl'))).toBe('skip_unchanged');
    expect(decideWrite({ ...MISSING, skipUnchanged: false }, 'Oak chair', 'Eichenstuhl', last('Eichenstuhl'))).toBe('skip_has_value');
    expect(isOutdated('Oak chair', 'Eichenstuhl', last('Eichenstuhl'))).toBe(false);
    // refreshOutdated off: mode missing fills empty targets only.
    expect(decideWrite({ ...MISSING, refreshOutdated: false }, 'Oak chair, solid', 'Eichenstuhl', last('Eichenstuhl'))).toBe('skip_has_value');
    expect(decideWrite({ ...MISSING, refreshOutdated: false }, 'Oak chair, solid', '', last('Eichenstuhl'))).toBe('write');
  });

  it('mode missing never refreshes a hand-edited target, unless manual edits are not protected', () => {
    expect(decideWrite(MISSING, 'Oak chair, solid', 'Von Hand', last('Eichenstuhl'))).toBe('skip_manual_edit');
    expect(isOutdated('Oak chair, solid', 'Von Hand', last('Eichenstuhl'))).toBe(false);
    expect(decideWrite({ ...MISSING, protectManualEdits: false }, 'Oak chair, solid', 'Von Hand', last('Eichenstuhl'))).toBe('write');
    // Edited by hand, but the source is as it was: left alone whatever the protection.
    expect(decideWrite({ ...MISSING, protectManualEdits: false }, 'Oak chair', 'Von Hand', last('Eichenstuhl'))).toBe('skip_has_value');
  });

  it('never overwrites a value the service did not write, when protecting manual edits', () => {
    expect(decideWrite(ALL, 'Oak chair', 'Handgeschrieben', null)).toBe('skip_manual_edit');
    expect(decideWrite(ALL, 'Oak chair (new)', 'Von Hand geändert', last('Eichenstuhl'))).toBe('skip_manual_edit');
    expect(decideWrite({ ...ALL, protectManualEdits: false }, 'Oak chair', 'Handgeschrieben', null)).toBe('write');
  });

  it('skips an unchanged source whose target is untouched, and rewrites a changed source', () => {
    expect(decideWrite(ALL, 'Oak chair', 'Eichenstuhl', last('Eichenstuhl'))).toBe('skip_unchanged');
    expect(decideWrite(ALL, 'Oak chair, solid', 'Eichenstuhl', last('Eichenstuhl'))).toBe('write');
    expect(decideWrite({ ...ALL, skipUnchanged: false }, 'Oak chair', 'Eichenstuhl', last('Eichenstuhl'))).toBe('write');
    // JSON values compare by their stored form.
    expect(decideWrite(ALL, ['a'], ['b'], { id: 'h', newValue: storedValue(['b']), sourceHash: sourceHash(['a']) })).toBe('skip_unchanged');
  });
});

describe('field writes and history', () => {
  let h: Harness;
  let productId: string;

  beforeAll(async () => {
    h = await createHarness();
    productId = (await h.request('POST', '/api/product?_response=detail', { body: { productNumber: 'W1', name: 'Oak chair', customSearchKeywords: ['oak'] } })).json().data.id;
    const set = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE de-DE', iso: 'de-DE' } })).json().data.id;
    expect(set).toBeDefined();
  });
  afterAll(async () => h?.close());

  const key = (field: string) => ({ entity: 'product', recordId: productId, languageId: GERMAN_LANGUAGE_ID, field });
  const german = async () => (await h.request('GET', `/api/product/${productId}`)).json().data.translations.find((t: { languageId: string }) => t.languageId === GERMAN_LANGUAGE_ID);
  const history = async () =>
    (await h.host.database.db.selectFrom('ext_translate_history').select(['id', 'field', 'state', 'previousValue', 'newValue']).orderBy('createdAt').orderBy('id').execute()) as {
      id: string;
      field: string;
      state: string;
      previousValue: string | null;
      newValue: string | null;
    }[];

  it('writes a field into a new translation row with an applied history row, then supersedes it', async () => {
    const db = h.host.database.db;
    await db.transaction().execute((trx) => applyFieldWrite(trx, { ...key('name'), jobId: null, previousValue: null, newValue: 'Eichenstuhl', sourceValue: 'Oak chair' }));
    expect((await german()).name).toBe('Eichenstuhl');
    await db.transaction().execute((trx) => applyFieldWrite(trx, { ...key('name'), jobId: null, previousValue: 'Eichenstuhl', newValue: 'Stuhl aus Eiche', sourceValue: 'Oak chair' }));
    expect((await german()).name).toBe('Stuhl aus Eiche');
    const rows = await history();
    expect(rows.map((row) => row.state).sort()).toEqual(['applied', 'superseded']);
    expect(rows.find((row) => row.state === 'applied')).toMatchObject({ previousValue: 'Eichenstuhl', newValue: 'Stuhl aus Eiche' });
    expect(rows.find((row) => row.state === 'superseded')).toMatchObject({ previousValue: null, newValue: 'Eichenstuhl' });
    const last = await db.transaction().execute((trx) => lastApplied(trx, key('name')));
    expect(last).toMatchObject({ newValue: 'Stuhl aus Eiche', sourceHash: sourceHash('Oak chair') });
    // The system language is untouched.
    const english = (await h.request('GET', `/api/product/${productId}`)).json().data.translations.find((t: { languageId: string }) => t.languageId === SYSTEM_LANGUAGE_ID);
    expect(english.name).toBe('Oak chair');
  });

  it('writes JSON fields and a failing write leaves field and history unchanged', async () => {
    const db = h.host.database.db;
    await db.transaction().execute((trx) => applyFieldWrite(trx, { ...key('customSearchKeywords'), jobId: null, previousValue: null, newValue: ['Eiche'], sourceValue: ['oak'] }));
    expect((await german()).customSearchKeywords).toEqual(['Eiche']);
    const before = await history();
    await expect(
      db.transaction().execute(async (trx) => {
        await applyFieldWrite(trx, { ...key('customSearchKeywords'), jobId: null, previousValue: ['Eiche'], newValue: ['Holz'], sourceValue: ['oak'] });
        throw new Error('the job failed after the write');
      }),
    ).rejects.toThrow('the job failed after the write');
    expect((await german()).customSearchKeywords).toEqual(['Eiche']);
    expect(await history()).toEqual(before);
  });

  it('reverts and reapplies as docs/jobs.md (History) says, skipping with reasons', async () => {
    const db = h.host.database.db;
    const rows = await history();
    const applied = rows.find((row) => row.field === 'name' && row.state === 'applied') as { id: string };
    const superseded = rows.find((row) => row.state === 'superseded') as { id: string };

    const reverted = await db.transaction().execute((trx) => moveHistory(trx, [applied.id, superseded.id, '0'.repeat(32)], 'revert'));
    expect(reverted).toEqual({ done: 1, skipped: [{ id: superseded.id, reason: 'state_mismatch' }, { id: '0'.repeat(32), reason: 'not_found' }] });
    expect((await german()).name).toBe('Eichenstuhl');

    const again = await db.transaction().execute((trx) => moveHistory(trx, [applied.id], 'revert'));
    expect(again).toEqual({ done: 0, skipped: [{ id: applied.id, reason: 'state_mismatch' }] });

    const reapplied = await db.transaction().execute((trx) => moveHistory(trx, [applied.id], 'reapply'));
    expect(reapplied.done).toBe(1);
    expect((await german()).name).toBe('Stuhl aus Eiche');

    // A manual edit after the write: revert leaves it alone.
    await h.request('PATCH', `/api/product/${productId}`, { body: { translations: { 'de-DE': { name: 'Von Hand' } } } });
    const changed = await db.transaction().execute((trx) => moveHistory(trx, [applied.id], 'revert'));
    expect(changed).toEqual({ done: 0, skipped: [{ id: applied.id, reason: 'value_changed' }] });
    expect((await german()).name).toBe('Von Hand');
  });

  it('writes snippets into the target set and a revert removes a snippet the write created', async () => {
    const db = h.host.database.db;
    const snippetKey = { entity: 'snippet', recordId: 'checkout.title', languageId: GERMAN_LANGUAGE_ID, field: 'value' };
    const historyId = await db.transaction().execute((trx) =>
      applyFieldWrite(trx, { ...snippetKey, jobId: null, previousValue: null, newValue: 'Kasse', sourceValue: 'Checkout' }, 'de-DE'),
    );
    const snippet = () => db.selectFrom('snippet').select('value').where('translationKey', '=', 'checkout.title').executeTakeFirst();
    expect((await snippet())?.value).toBe('Kasse');
    expect(await db.transaction().execute((trx) => moveHistory(trx, [historyId], 'revert'))).toEqual({ done: 1, skipped: [] });
    expect(await snippet()).toBeUndefined();
    expect(await db.transaction().execute((trx) => moveHistory(trx, [historyId], 'reapply'))).toEqual({ done: 1, skipped: [] });
    expect((await snippet())?.value).toBe('Kasse');
  });

  it('writes a message of snippets at once: new keys created, existing ones updated, the earlier history superseded', async () => {
    const db = h.host.database.db;
    const source = contentSource('snippet')!;
    const write = (recordId: string, newValue: string, previousValue: string | null) => ({ recordId, writes: [{ field: 'value', previousValue, newValue, sourceValue: `${recordId} (en)` }] });
    const target = { languageId: GERMAN_LANGUAGE_ID, locale: 'de-DE', jobId: null };
    const first = await db.transaction().execute(async (trx) => {
      const rows = await source.writeRecords(trx, target, [write('batch.one', 'Eins', null), write('batch.two', 'Zwei', null), { recordId: 'batch.none', writes: [] }]);
      await insertHistoryRows(trx, rows);
      return rows;
    });
    expect(first.map((row) => row.recordId)).toEqual(['batch.one', 'batch.two']);
    const second = await db.transaction().execute(async (trx) => {
      const rows = await source.writeRecords(trx, target, [write('batch.two', 'Zwei, neu', 'Zwei'), write('batch.three', 'Drei', null)]);
      await insertHistoryRows(trx, rows);
      return rows;
    });
    const values = await db.selectFrom('snippet').innerJoin('snippet_set', 'snippet_set.id', 'snippet.setId').select(['translationKey', 'value']).where('snippet_set.iso', '=', 'de-DE').where('translationKey', 'like', 'batch.%').orderBy('translationKey').execute();
    expect(values).toEqual([
      { translationKey: 'batch.one', value: 'Eins' },
      { translationKey: 'batch.three', value: 'Drei' },
      { translationKey: 'batch.two', value: 'Zwei, neu' },
    ]);
    const states = await db.selectFrom('ext_translate_history').select(['id', 'state']).where('id', 'in', [...first, ...second].map((row) => row.id)).execute();
    const stateOf = new Map(states.map((row) => [row.id, row.state]));
    expect([...first, ...second].map((row) => `${row.recordId}:${row.newValue}:${stateOf.get(row.id)}`)).toEqual([
      'batch.one:Eins:applied',
      'batch.two:Zwei:superseded',
      'batch.two:Zwei, neu:applied',
      'batch.three:Drei:applied',
    ]);
  });

  it('writes a set of fields of a batch’s records and supersedes their history together: one statement on PostgreSQL', async () => {
    const db = h.host.database.db;
    const source = contentSource('product') as NonNullable<ReturnType<typeof contentSource>>;
    const create = async (productNumber: string, name: string) => (await h.request('POST', '/api/product?_response=detail', { body: { productNumber, name } })).json().data.id as string;
    const [first, second] = [await create('W2', 'Oak stool'), await create('W3', 'Pine table')];
    await db.transaction().execute((trx) => applyFieldWrite(trx, { entity: 'product', recordId: second, languageId: GERMAN_LANGUAGE_ID, field: 'name', jobId: null, previousValue: null, newValue: 'Kieferntisch', sourceValue: 'Pine table' }));
    const target = { languageId: GERMAN_LANGUAGE_ID, locale: 'de-DE', jobId: null };
    const write = (recordId: string, name: string, description: string) => ({
      recordId,
      writes: [
        { field: 'name', previousValue: null, newValue: name, sourceValue: 'x' },
        { field: 'description', previousValue: null, newValue: description, sourceValue: 'x' },
      ],
    });
    // The first write of the set reads the table's column types (PostgreSQL, once per table and process).
    await db.transaction().execute((trx) => source.writeRecords(trx, target, [write(first, 'Hocker', 'Ein Hocker')]));
    const counter = new StatementCounter();
    const written = await db
      .withPlugin(counter)
      .transaction()
      .execute((trx) => source.writeRecords(trx, target, [write(first, 'Eichenhocker', 'Ein Hocker aus Eiche'), write(second, 'Tisch', 'Ein Tisch')]));
    expect(counter.count).toBe(dialect === 'postgres' ? 1 : 2);
    expect(written.map((row) => `${row.field} ${row.newValue}`)).toEqual(['name Eichenhocker', 'description Ein Hocker aus Eiche', 'name Tisch', 'description Ein Tisch']);
    const row = await db.selectFrom('product_translation').select(['name', 'description']).where('productId', '=', second).where('languageId', '=', GERMAN_LANGUAGE_ID).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Tisch', description: 'Ein Tisch' });
    const earlier = await db.selectFrom('ext_translate_history').select(['newValue', 'state']).where('recordId', '=', second).execute();
    expect(earlier).toEqual([{ newValue: 'Kieferntisch', state: 'superseded' }]);
  });
});
