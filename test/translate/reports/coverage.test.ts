import { StatementCounter } from '../../support/statement-counter.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue, type DemoSummary } from '../../../src/host/content/demo.js';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import type { Db } from '../../../src/host/db/database.js';
import { newId } from '../../../src/host/db/ids.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { coverageReport } from '../../../src/translate/use-cases/coverage.js';
import { createHarness, type Harness } from '../../support/harness.js';

/**
 * GET /coverage (docs/reports.md): per
 * entity and language, records whose translation row there has a non-empty primary text column, out
 * of all records of the entity; snippets: keys of the system language's set with a non-empty value in
 * the set of the language's locale.
 */

const URL = '/api/_action/ext-translate/coverage';
const ENGLISH = SYSTEM_LANGUAGE_ID;
const GERMAN = GERMAN_LANGUAGE_ID;

interface Row {
  entity: string;
  languageId: string;
  total: number;
  translated: number;
  percent: number;
  outdated: number;
  inReview: number;
}

function dashedUpper(id: string): string {
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`.toUpperCase();
}

async function createLanguage(h: Harness, name: string, localeCode: string): Promise<string> {
  const response = await h.request('POST', '/api/language?_response=detail', { body: { name, localeCode } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

const now = () => new Date().toISOString();

/** A record of a store entity with translation rows per language (the values are the translated columns). */
async function addRecord(db: Db, entity: string, base: Record<string, unknown>, translations: Record<string, Record<string, unknown>>): Promise<string> {
  const id = newId();
  await db
    .insertInto(entity)
    .values({ id, ...base, createdAt: now() })
    .execute();
  const foreignKey = `${entity.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())}Id`;
  for (const [languageId, values] of Object.entries(translations)) {
    await db
      .insertInto(`${entity}_translation`)
      .values({ [foreignKey]: id, languageId, ...values, createdAt: now() })
      .execute();
  }
  return id;
}

async function addSnippetSet(db: Db, name: string, iso: string, values: Record<string, string>): Promise<void> {
  const setId = newId();
  await db.insertInto('snippet_set').values({ id: setId, name, iso, createdAt: now() }).execute();
  for (const [translationKey, value] of Object.entries(values)) {
    await db.insertInto('snippet').values({ id: newId(), setId, translationKey, value, createdAt: now() }).execute();
  }
}

async function rowsOf(h: Harness, query = ''): Promise<Row[]> {
  const response = await h.request('GET', `${URL}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows as Row[];
}

function row(entity: string, languageId: string, total: number, translated: number, percent: number, outdated = 0, inReview = 0): Row {
  return { entity, languageId, total, translated, percent, outdated, inReview };
}

describe('GET /coverage on a small fixture', () => {
  let h: Harness;
  let french: string;
  let spanish: string;

  beforeAll(async () => {
    h = await createHarness();
    const db = h.host.database.db;
    // A lower-case name: the default order compares names without regard to case.
    spanish = await createLanguage(h, 'español', 'es-ES');
    french = await createLanguage(h, 'Français', 'fr-FR');

    let number = 0;
    const product = (translations: Record<string, Record<string, unknown>>) => addRecord(db, 'product', { productNumber: `P${(number += 1)}` }, translations);
    await product({ [ENGLISH]: { name: 'Chair' }, [GERMAN]: { name: 'Stuhl' }, [french]: { name: 'Chaise' } });
    // Own translation of the primary column, every other field empty: translated.
    await product({ [ENGLISH]: { name: 'Table', description: '<p>Oak</p>' }, [GERMAN]: { name: 'Tisch', description: '' } });
    // A German row whose name is empty or missing does not count, whatever else it holds.
    await product({ [ENGLISH]: { name: 'Lamp' }, [GERMAN]: { name: '', description: '<p>Lampe</p>' } });
    await product({ [ENGLISH]: { name: 'Rug' }, [GERMAN]: { metaTitle: 'Teppich' } });
    // No German row at all.
    await product({ [ENGLISH]: { name: 'Vase' } });
    // No English row: still a record of the entity, and its German name is its own translation.
    await product({ [GERMAN]: { name: 'Kissen' } });

    for (const [index, translations] of [
      { [ENGLISH]: { name: 'Home' }, [GERMAN]: { name: 'Startseite' }, [french]: { name: 'Accueil' } },
      { [ENGLISH]: { name: 'About' }, [french]: { name: 'À propos' } },
      { [ENGLISH]: { name: 'Contact' } },
    ].entries()) {
      const pageId = await addRecord(db, 'cms_page', { type: 'page' }, translations);
      await addRecord(db, 'cms_slot', { cmsPageId: pageId, slot: `s${index}`, type: 'text' }, {
        [ENGLISH]: { config: '{"content":{"source":"static","value":"Hi"}}' },
        [GERMAN]: { config: index === 0 ? '{"content":{"source":"static","value":"Hallo"}}' : '' },
      });
    }

    await addSnippetSet(db, 'BASE en-GB', 'en-GB', { 'a.one': 'One', 'a.two': 'Two', 'a.three': 'Three', 'a.four': '' });
    // A key the source set lacks does not count; an empty value does not either.
    await addSnippetSet(db, 'BASE de-DE', 'de-DE', { 'a.one': 'Eins', 'a.two': '', 'b.only': 'Nur hier' });
    // The engine reads the first set of a locale by name; a later one is not the German set.
    await addSnippetSet(db, 'ZZZ de-DE', 'de-DE', { 'a.one': 'Eins', 'a.two': 'Zwei', 'a.three': 'Drei', 'a.four': 'Vier' });
  });
  afterAll(async () => h?.close());

  it('defaults to every non-system language by name and to product, category, cms_page and snippet', async () => {
    expect(await rowsOf(h)).toEqual([
      row('product', GERMAN, 6, 3, 50),
      row('product', spanish, 6, 0, 0),
      row('product', french, 6, 1, 16.67),
      row('category', GERMAN, 0, 0, 0),
      row('category', spanish, 0, 0, 0),
      row('category', french, 0, 0, 0),
      row('cms_page', GERMAN, 3, 1, 33.33),
      row('cms_page', spanish, 3, 0, 0),
      row('cms_page', french, 3, 2, 66.67),
      row('snippet', GERMAN, 4, 1, 25),
      row('snippet', spanish, 4, 0, 0),
      row('snippet', french, 4, 0, 0),
    ]);
  });

  it('keeps the requested order of entities and languages, normalises ids and drops repeats', async () => {
    const query = `?entities=cms_slot,snippet,product,cms_slot&languageIds=${dashedUpper(french)},${ENGLISH},${GERMAN.toUpperCase()},${french}`;
    expect(await rowsOf(h, query)).toEqual([
      row('cms_slot', french, 3, 0, 0),
      row('cms_slot', ENGLISH, 3, 3, 100),
      row('cms_slot', GERMAN, 3, 1, 33.33),
      row('snippet', french, 4, 0, 0),
      // The system language's own set: its keys with a value.
      row('snippet', ENGLISH, 4, 3, 75),
      row('snippet', GERMAN, 4, 1, 25),
      row('product', french, 6, 1, 16.67),
      row('product', ENGLISH, 6, 5, 83.33),
      row('product', GERMAN, 6, 3, 50),
    ]);
  });

  it('reads blanks around and between list items, a blank list and a repeated parameter', async () => {
    expect(await rowsOf(h, `?entities=%20product%20,,&languageIds=%20${GERMAN}%20,`)).toEqual([row('product', GERMAN, 6, 3, 50)]);
    expect(await rowsOf(h, '?entities=&languageIds=,')).toEqual(await rowsOf(h));
    expect(await rowsOf(h, `?entities=unit&entities=product&languageIds=${GERMAN}&languageIds=${french}`)).toEqual([
      row('unit', GERMAN, 0, 0, 0),
      row('unit', french, 0, 0, 0),
      row('product', GERMAN, 6, 3, 50),
      row('product', french, 6, 1, 16.67),
    ]);
  });

  it('answers 400 "Invalid language id" with the value as given, for junk and for a UUID of no language', async () => {
    const cases: [string, string][] = [
      ['nope', 'Invalid language id "nope".'],
      [`${GERMAN},nope,also-bad`, 'Invalid language id "nope".'],
      [`${GERMAN.slice(0, 31)}`, `Invalid language id "${GERMAN.slice(0, 31)}".`],
      [`${GERMAN}0`, `Invalid language id "${GERMAN}0".`],
      ['0123456789abcdef0123456789abcdef', 'Invalid language id "0123456789abcdef0123456789abcdef".'],
      [dashedUpper('0123456789abcdef0123456789abcdef'), `Invalid language id "${dashedUpper('0123456789abcdef0123456789abcdef')}".`],
      ['%22quoted%22', 'Invalid language id ""quoted"".'],
    ];
    for (const [value, message] of cases) {
      const response = await h.request('GET', `${URL}?languageIds=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toEqual({ message });
    }
  });

  it('answers 400 "Unsupported entities" naming every unknown one once, in request order', async () => {
    const cases: [string, string][] = [
      ['foo', 'Unsupported entities: foo.'],
      ['foo,product,bar,foo', 'Unsupported entities: foo, bar.'],
      // Names are exact: no case folding; a host entity that is not translatable is not supported.
      ['Product,language,ext_translate_job,snippets', 'Unsupported entities: Product, language, ext_translate_job, snippets.'],
    ];
    for (const [value, message] of cases) {
      const response = await h.request('GET', `${URL}?entities=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toEqual({ message });
    }
    // Both wrong: the language is checked first.
    const both = await h.request('GET', `${URL}?entities=foo&languageIds=bar`);
    expect(both.json()).toEqual({ message: 'Invalid language id "bar".' });
  });

  it('needs ext_translate.viewer: 401 without a token, 403 without the privilege, 200 for viewer and editor', async () => {
    const [viewer, editor, other] = await Promise.all([
      h.tokenWithPrivileges(['ext_translate.viewer']),
      h.tokenWithPrivileges(['ext_translate.editor']),
      h.tokenWithPrivileges(['product:read', 'language:read']),
    ]);
    const anonymous = await h.request('GET', `${URL}?entities=foo`, { token: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].code).toBe('FRAMEWORK__UNAUTHORIZED');
    // The privilege is checked before the query: no 400 reaches a caller without it.
    const forbidden = await h.request('GET', `${URL}?entities=foo`, { token: other });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors[0]).toMatchObject({ code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR', detail: 'Missing privilege(s): ext_translate.viewer.' });
    expect((await h.request('GET', URL, { token: viewer })).json().rows).toEqual(await rowsOf(h));
    expect((await h.request('GET', URL, { token: editor })).statusCode).toBe(200);
  });
});

describe('GET /coverage on the demo catalogue', () => {
  let h: Harness;
  let summary: DemoSummary;

  beforeAll(async () => {
    h = await createHarness();
    summary = await seedDemoCatalogue(h.host.database.db);
  });
  afterAll(async () => h?.close());

  it('reports 90 of 240 products translated into German: 37.5 percent', async () => {
    const rows = await rowsOf(h);
    expect(rows.map((item) => item.languageId)).toEqual([GERMAN, GERMAN, GERMAN, GERMAN]);
    expect(rows[0]).toEqual(row('product', GERMAN, 240, 90, 37.5));
    expect(summary.germanProducts).toBe(90);
    expect(rows[1]).toMatchObject({ entity: 'category', total: summary.categories });
    expect(rows[2]).toMatchObject({ entity: 'cms_page', total: summary.cmsPages });
    expect(rows[3]).toMatchObject({ entity: 'snippet', total: summary.snippets, translated: summary.germanSnippets });
  });

  it('agrees with the demo over every entity: the German rows with a non-empty primary column', async () => {
    const entities = (await h.request('GET', '/api/_action/ext-translate/entities')).json().entities as { name: string }[];
    const stores = entities.map((entity) => entity.name).filter((name) => name !== 'snippet');
    const rows = await rowsOf(h, `?languageIds=${GERMAN}&entities=${stores.join(',')}`);
    expect(rows.map((item) => item.entity)).toEqual(stores);
    expect(rows.reduce((sum, item) => sum + item.translated, 0)).toBe(summary.germanTranslations);
    for (const item of rows) expect(item.percent).toBe(Math.round((item.translated / item.total) * 10_000) / 100);
  });
});

describe('GET /coverage on a large catalogue', () => {
  let h: Harness;
  const PRODUCTS = 3000;
  const ALL = 'product,category,cms_page,cms_slot,product_manufacturer,property_group,property_group_option,unit,delivery_time,shipping_method,payment_method,media,snippet';

  async function statements(db: Db, languageIds: string[] | null): Promise<number> {
    const counter = new StatementCounter();
    await coverageReport(db.withPlugin(counter), h.host.settings, { languageIds, entities: ALL.split(',') });
    return counter.count;
  }

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());

  it('runs the same few statements for 1 or 3000 products and 1 or 4 languages', async () => {
    const db = h.host.database.db;
    const french = await createLanguage(h, 'Français', 'fr-FR');
    const dutch = await createLanguage(h, 'Nederlands', 'nl-NL');
    await addSnippetSet(db, 'BASE en-GB', 'en-GB', { 'a.one': 'One' });
    await addSnippetSet(db, 'BASE de-DE', 'de-DE', { 'a.one': 'Eins' });
    await addRecord(db, 'product', { productNumber: 'FIRST' }, { [ENGLISH]: { name: 'First' } });
    const small = await statements(db, [GERMAN]);

    const createdAt = now();
    const ids = Array.from({ length: PRODUCTS - 1 }, () => newId());
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      await db
        .insertInto('product')
        .values(chunk.map((id, index) => ({ id, productNumber: `N${start + index}`, createdAt })))
        .execute();
      await db
        .insertInto('product_translation')
        .values(
          chunk.flatMap((id, index) => [
            { productId: id, languageId: ENGLISH, name: `Product ${start + index}`, createdAt },
            // Every second product in German, every third in French.
            ...((start + index) % 2 === 0 ? [{ productId: id, languageId: GERMAN, name: `Produkt ${start + index}`, createdAt }] : []),
            ...((start + index) % 3 === 0 ? [{ productId: id, languageId: french, name: `Produit ${start + index}`, createdAt }] : []),
          ]),
        )
        .execute();
    }
    const large = await statements(db, [GERMAN, french, dutch, ENGLISH]);
    const defaults = await statements(db, null);
    expect(large).toBe(small);
    expect(defaults).toBe(small);
    // One statement per store entity for the translated counts, plus a bounded few (languages, totals,
    // snippets, custom fields, the one that finds outdated candidates of every entity and language, and the
    // one that counts the records in review).
    expect(small).toBeLessThanOrEqual(12 + 7);

    const rows = await rowsOf(h, `?entities=product&languageIds=${GERMAN},${french},${dutch},${ENGLISH}`);
    const germanCount = Math.ceil((PRODUCTS - 1) / 2);
    const frenchCount = Math.ceil((PRODUCTS - 1) / 3);
    expect(rows).toEqual([
      row('product', GERMAN, PRODUCTS, germanCount, Math.round((germanCount / PRODUCTS) * 10_000) / 100),
      row('product', french, PRODUCTS, frenchCount, Math.round((frenchCount / PRODUCTS) * 10_000) / 100),
      row('product', dutch, PRODUCTS, 0, 0),
      row('product', ENGLISH, PRODUCTS, PRODUCTS, 100),
    ]);
  });
});
