import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { getEntity } from '../../../src/host/entities/definitions.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { selectSnippets } from '../../../src/translate/content/snippet-source.js';
import { countRecords, selectRecords, translatableEntity } from '../../../src/translate/content/table-source.js';
import { createHarness, type Harness } from '../../support/harness.js';

describe('record selection', () => {
  let h: Harness;
  const ids: Record<string, string> = {};
  const product = getEntity('product');
  const base = { sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID };

  beforeAll(async () => {
    h = await createHarness();
    const create = async (productNumber: string, body: Record<string, unknown>) => {
      const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber, ...body } });
      expect(response.statusCode, response.body).toBe(200);
      ids[productNumber] = response.json().data.id;
    };
    await create('P1', { name: 'Oak chair', metaTitle: 'Oak chair | Shop', customSearchKeywords: ['chair', 'oak'], translations: { 'de-DE': { name: 'Eichenstuhl' } } });
    await create('P2', { name: 'Steel pan', customFields: { demo_care_instructions: 'Wash by hand' } });
    await create('P3', { name: 'Linen towel', translations: { 'de-DE': { name: '', description: '<p>Leinen</p>' } } });
    await create('P4', { name: 'Glass vase', translations: { 'de-DE': { metaTitle: 'Vase' } } });
    // A record without a source text in the system language: nothing to translate.
    await create('P5', { name: 'Source only in German', translations: { 'de-DE': { name: 'Nur Deutsch' } } });
    await h.host.database.db.updateTable('product_translation').set({ name: null }).where('productId', '=', ids.P5).where('languageId', '=', SYSTEM_LANGUAGE_ID).execute();

    const setEn = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE en-GB', iso: 'en-GB' } })).json().data.id;
    const setDe = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE de-DE', iso: 'de-DE' } })).json().data.id;
    for (const [key, value] of [['a.cart', 'Cart'], ['b.items', '{{ count }} items'], ['c.hello', 'Hello %name%']]) {
      expect((await h.request('POST', '/api/snippet', { body: { setId: setEn, translationKey: key, value } })).statusCode).toBe(204);
    }
    expect((await h.request('POST', '/api/snippet', { body: { setId: setDe, translationKey: 'a.cart', value: 'Warenkorb' } })).statusCode).toBe(204);
    // Imported snippet files can hold empty values, which the API refuses; write them directly.
    const now = new Date().toISOString();
    await h.host.database.db
      .insertInto('snippet')
      .values([
        { id: '0190a1b2c3d47e8f9a0b1c2d3e4f5a01', setId: setEn, translationKey: 'd.empty', value: '', createdAt: now },
        { id: '0190a1b2c3d47e8f9a0b1c2d3e4f5a02', setId: setDe, translationKey: 'b.items', value: '', createdAt: now },
      ])
      .execute();
  });
  afterAll(async () => h?.close());

  const numbers = (records: { id: string }[]) => records.map((record) => Object.entries(ids).find(([, id]) => id === record.id)?.[0]).sort();

  it('scope all: every record with a source text, with source and target values', async () => {
    const records = await selectRecords(h.host.database.db, product, { ...base, scope: 'all', ids: null }, { afterId: null, limit: 100 });
    expect(numbers(records)).toEqual(['P1', 'P2', 'P3', 'P4']);
    const oak = records.find((record) => record.id === ids.P1);
    expect(oak?.source).toMatchObject({ name: 'Oak chair', metaTitle: 'Oak chair | Shop', customSearchKeywords: ['chair', 'oak'] });
    expect(oak?.target).toMatchObject({ name: 'Eichenstuhl', metaTitle: null });
    expect(records.find((record) => record.id === ids.P2)?.target).toBeNull();
    expect(records.find((record) => record.id === ids.P2)?.source.customFields).toEqual({ demo_care_instructions: 'Wash by hand' });
    expect(await countRecords(h.host.database.db, product, { ...base, scope: 'all', ids: null })).toBe(4);
  });

  it('scope missing: records without their own translation of the primary text column', async () => {
    const records = await selectRecords(h.host.database.db, product, { ...base, scope: 'missing', ids: null }, { afterId: null, limit: 100 });
    // P3 has a German row with an empty name, P4 one without a name: both still miss the translation.
    expect(numbers(records)).toEqual(['P2', 'P3', 'P4']);
    expect(await countRecords(h.host.database.db, product, { ...base, scope: 'missing', ids: null })).toBe(3);
  });

  it('scope selection: exactly the ids given that have a source text', async () => {
    const query = { ...base, scope: 'selection' as const, ids: [ids.P1 as string, ids.P5 as string, '0'.repeat(32)] };
    expect(numbers(await selectRecords(h.host.database.db, product, query, { afterId: null, limit: 100 }))).toEqual(['P1']);
    expect(await countRecords(h.host.database.db, product, query)).toBe(1);
    expect(await selectRecords(h.host.database.db, product, { ...query, ids: null }, { afterId: null, limit: 100 })).toEqual([]);
  });

  it('a first page read again for another scope, limit, language pair or target value is that read (statements kept per query)', async () => {
    const db = h.host.database.db;
    const all = { ...base, scope: 'all' as const, ids: null };
    const first = { afterId: null, limit: 100 };
    expect(numbers(await selectRecords(db, product, all, first))).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(numbers(await selectRecords(db, product, all, { afterId: null, limit: 2 }))).toEqual(['P1', 'P2']);
    expect(numbers(await selectRecords(db, product, { ...all, scope: 'missing' }, first))).toEqual(['P2', 'P3', 'P4']);
    // The other way round: German records with a name, English as the target.
    expect(numbers(await selectRecords(db, product, { ...all, sourceLanguageId: GERMAN_LANGUAGE_ID, targetLanguageId: SYSTEM_LANGUAGE_ID }, first))).toEqual(['P1', 'P5']);
    // A selection is never taken for the whole scope, nor the other way round.
    expect(numbers(await selectRecords(db, product, { ...all, scope: 'selection', ids: [ids.P4 as string] }, first))).toEqual(['P4']);
    expect(numbers(await selectRecords(db, product, all, first))).toEqual(['P1', 'P2', 'P3', 'P4']);
    // The same statement again reads what the tables hold now.
    await h.request('PATCH', `/api/product/${ids.P2}`, { body: { translations: { 'de-DE': { name: 'Stahlpfanne' } } } });
    expect((await selectRecords(db, product, all, first)).find((record) => record.id === ids.P2)?.target).toMatchObject({ name: 'Stahlpfanne' });
    expect(numbers(await selectRecords(db, product, { ...all, scope: 'missing' }, first))).toEqual(['P3', 'P4']);
    await h.request('PATCH', `/api/product/${ids.P2}`, { body: { translations: { 'de-DE': { name: null } } } });
    expect(numbers(await selectRecords(db, product, { ...all, scope: 'missing' }, first))).toEqual(['P2', 'P3', 'P4']);
  });

  it('pages by id without gaps or repeats', async () => {
    const seen: string[] = [];
    let afterId: string | null = null;
    for (;;) {
      const page = await selectRecords(h.host.database.db, product, { ...base, scope: 'all', ids: null }, { afterId, limit: 3 });
      if (page.length === 0) break;
      seen.push(...page.map((record) => record.id));
      afterId = page.at(-1)?.id ?? null;
    }
    expect(seen).toEqual([...seen].sort());
    expect(numbers(seen.map((id) => ({ id })))).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it('scope missing with outdated records: the untranslated and the outdated, paged by id without gaps or repeats', async () => {
    // P1's German name was written by the service before its source last changed: outdated. So was P3's
    // description, but P3 has no German name: untranslated, and counted once.
    const written = (id: string, recordId: string, field: string) => ({
      id,
      jobId: null,
      entity: 'product',
      recordId,
      languageId: GERMAN_LANGUAGE_ID,
      field,
      previousValue: null,
      newValue: 'Eichenstuhl',
      sourceHash: 'a'.repeat(64),
      state: 'applied',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    const historyIds = ['0190a1b2c3d47e8f9a0b1c2d3e4f5b01', '0190a1b2c3d47e8f9a0b1c2d3e4f5b02'];
    await h.host.database.db
      .insertInto('ext_translate_history')
      .values([written(historyIds[0] as string, ids.P1 as string, 'name'), written(historyIds[1] as string, ids.P3 as string, 'description')])
      .execute();
    const query = { ...base, scope: 'missing' as const, ids: null, outdated: 'include' as const };
    expect(await countRecords(h.host.database.db, product, query)).toBe(4);
    expect(await countRecords(h.host.database.db, product, { ...query, scope: 'all' as const, outdated: 'only' as const })).toBe(2);
    expect(numbers(await selectRecords(h.host.database.db, product, { ...query, scope: 'all' as const, outdated: 'only' as const }, { afterId: null, limit: 100 }))).toEqual(['P1', 'P3']);
    for (const limit of [1, 2, 3, 100]) {
      const seen: string[] = [];
      let afterId: string | null = null;
      for (;;) {
        const page = await selectRecords(h.host.database.db, product, query, { afterId, limit });
        expect(page.length).toBeLessThanOrEqual(limit);
        if (page.length === 0) break;
        seen.push(...page.map((record) => record.id));
        afterId = page.at(-1)?.id ?? null;
      }
      expect(seen, `pages of ${limit}`).toEqual([...seen].sort());
      expect(numbers(seen.map((id) => ({ id }))), `pages of ${limit}`).toEqual(['P1', 'P2', 'P3', 'P4']);
    }
    // The outdated record keeps its target values; an untranslated one has none.
    const outdated = await selectRecords(h.host.database.db, product, query, { afterId: null, limit: 100 });
    expect(outdated.find((record) => record.id === ids.P1)?.target).toMatchObject({ name: 'Eichenstuhl' });
    await h.host.database.db.deleteFrom('ext_translate_history').where('id', 'in', historyIds).execute();
  });

  it('selects snippets from the source set with the target set values', async () => {
    const all = await selectSnippets(h.host.database.db, { scope: 'all', ids: null, sourceLocale: 'en-GB', targetLocale: 'de-DE' }, { afterKey: null, limit: 100 });
    expect(all).toEqual([
      { id: 'a.cart', source: { value: 'Cart' }, target: { value: 'Warenkorb' } },
      { id: 'b.items', source: { value: '{{ count }} items' }, target: { value: '' } },
      { id: 'c.hello', source: { value: 'Hello %name%' }, target: null },
    ]);
    const missing = await selectSnippets(h.host.database.db, { scope: 'missing', ids: null, sourceLocale: 'en-GB', targetLocale: 'de-DE' }, { afterKey: null, limit: 100 });
    expect(missing?.map((snippet) => snippet.id)).toEqual(['b.items', 'c.hello']);
    // A selection names source snippets by id (a UUID, as a JobConfig selection requires); a batch reads by key.
    const hello = await h.host.database.db
      .selectFrom('snippet as s')
      .innerJoin('snippet_set as set', 'set.id', 's.setId')
      .select('s.id')
      .where('set.iso', '=', 'en-GB')
      .where('s.translationKey', '=', 'c.hello')
      .executeTakeFirstOrThrow();
    const chosen = await selectSnippets(h.host.database.db, { scope: 'selection', ids: [hello.id as string], sourceLocale: 'en-GB', targetLocale: 'de-DE' }, { afterKey: null, limit: 100 });
    expect(chosen?.map((snippet) => snippet.id)).toEqual(['c.hello']);
    const byKey = await selectSnippets(h.host.database.db, { scope: 'all', ids: null, keys: ['a.cart', 'c.hello'], sourceLocale: 'en-GB', targetLocale: 'de-DE' }, { afterKey: null, limit: 100 });
    expect(byKey?.map((snippet) => snippet.id)).toEqual(['a.cart', 'c.hello']);
    const paged = await selectSnippets(h.host.database.db, { scope: 'all', ids: null, sourceLocale: 'en-GB', targetLocale: 'de-DE' }, { afterKey: 'a.cart', limit: 1 });
    expect(paged?.map((snippet) => snippet.id)).toEqual(['b.items']);
    expect(await selectSnippets(h.host.database.db, { scope: 'all', ids: null, sourceLocale: 'en-GB', targetLocale: 'fr-FR' }, { afterKey: null, limit: 10 })).toBeNull();
  });

  it('a first page of snippets read again for another scope, limit, language pair or target value is that read (statements kept per query)', async () => {
    const db = h.host.database.db;
    const all = { scope: 'all' as const, ids: null, sourceLocale: 'en-GB', targetLocale: 'de-DE' };
    const keys = async (query: typeof all | (Omit<typeof all, 'scope'> & { scope: 'missing' }), limit = 100) => (await selectSnippets(db, query, { afterKey: null, limit }))?.map((snippet) => snippet.id) ?? null;
    expect(await keys(all)).toEqual(['a.cart', 'b.items', 'c.hello']);
    expect(await keys(all, 2)).toEqual(['a.cart', 'b.items']);
    expect(await keys({ ...all, scope: 'missing' })).toEqual(['b.items', 'c.hello']);
    // The other way round: the German set's snippets with a value, English as the target.
    expect(await keys({ ...all, sourceLocale: 'de-DE', targetLocale: 'en-GB' })).toEqual(['a.cart']);
    expect(await keys({ ...all, targetLocale: 'fr-FR' })).toBeNull();
    expect(await keys(all)).toEqual(['a.cart', 'b.items', 'c.hello']);
    // The same statement again reads what the tables hold now.
    const germanItems = db
      .updateTable('snippet')
      .where('translationKey', '=', 'b.items')
      .where('setId', 'in', db.selectFrom('snippet_set').select('id').where('iso', '=', 'de-DE'));
    await germanItems.set({ value: '{{ count }} Artikel' }).execute();
    expect(await keys({ ...all, scope: 'missing' })).toEqual(['c.hello']);
    expect((await selectSnippets(db, all, { afterKey: null, limit: 100 }))?.find((snippet) => snippet.id === 'b.items')?.target).toEqual({ value: '{{ count }} Artikel' });
    await germanItems.set({ value: '' }).execute();
    expect(await keys({ ...all, scope: 'missing' })).toEqual(['b.items', 'c.hello']);
  });

  it('knows which entities are translatable', () => {
    expect(translatableEntity('product')?.primaryTextField).toBe('name');
    expect(translatableEntity('cms_slot')?.primaryTextField).toBe('config');
    expect(translatableEntity('language')).toBeUndefined();
    expect(translatableEntity('nope')).toBeUndefined();
  });
});
