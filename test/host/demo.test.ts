import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCatalogueEmpty, seedDemoCatalogue, type DemoSummary } from '../../src/host/content/demo.js';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import type { Db } from '../../src/host/db/database.js';
import { translationTable } from '../../src/host/entities/definition.js';
import { contentEntities } from '../../src/host/entities/definitions.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import { createHarness, dialect, type Harness } from '../support/harness.js';

type Row = Record<string, unknown>;

const PLACEHOLDER = /\{\{ ?\w+ ?\}\}|%\w+%|%\d+\$s|%s/g;

async function countRows(db: Db, table: string): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

async function productTexts(db: Db, languageId: string): Promise<Row[]> {
  return db
    .selectFrom('product as p')
    .innerJoin('product_translation as t', 't.productId', 'p.id')
    .where('t.languageId', '=', languageId)
    .select(['p.productNumber', 't.name', 't.description', 't.metaTitle', 't.keywords', 't.customFields'])
    .orderBy('p.productNumber')
    .execute();
}

async function snippetsOf(db: Db, iso: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('snippet as s')
    .innerJoin('snippet_set as set', 'set.id', 's.setId')
    .where('set.iso', '=', iso)
    .select(['s.translationKey', 's.value'])
    .execute();
  return new Map(rows.map((row) => [row.translationKey as string, row.value as string]));
}

function placeholders(value: string): string[] {
  return (value.match(PLACEHOLDER) ?? []).sort();
}

function hasOwnName(row: Row): boolean {
  return typeof row.name === 'string' && row.name !== '';
}

describe('demo catalogue', () => {
  let h: Harness;
  let db: Db;
  let summary: DemoSummary;
  let emptyBeforeSeeding: boolean;
  let closed = false;

  beforeAll(async () => {
    h = await createHarness();
    db = h.host.database.db;
    emptyBeforeSeeding = await isCatalogueEmpty(db);
    summary = await seedDemoCatalogue(db);
  });

  afterAll(async () => {
    if (!closed) await h?.close();
  });

  it('seeds an empty shop and reports what it wrote', async () => {
    expect(emptyBeforeSeeding).toBe(true);
    expect(await isCatalogueEmpty(db)).toBe(false);
    const tables: [keyof DemoSummary, string][] = [
      ['products', 'product'],
      ['categories', 'category'],
      ['cmsPages', 'cms_page'],
      ['cmsSlots', 'cms_slot'],
      ['manufacturers', 'product_manufacturer'],
      ['propertyGroups', 'property_group'],
      ['propertyOptions', 'property_group_option'],
      ['units', 'unit'],
      ['deliveryTimes', 'delivery_time'],
      ['shippingMethods', 'shipping_method'],
      ['paymentMethods', 'payment_method'],
      ['media', 'media'],
      ['customFields', 'custom_field'],
      ['snippetSets', 'snippet_set'],
    ];
    for (const [key, table] of tables) {
      expect(await countRows(db, table), table).toBe(summary[key]);
      expect(summary[key], table).toBeGreaterThan(0);
    }
    expect(summary.snippets + summary.germanSnippets).toBe(await countRows(db, 'snippet'));
  });

  it('has the catalogue the issue asks for', async () => {
    expect(summary.products).toBeGreaterThanOrEqual(200);
    expect(summary.categories).toBe(20);
    expect(summary.cmsPages).toBe(5);
    expect(summary.manufacturers).toBeGreaterThanOrEqual(10);
    expect(summary.propertyGroups).toBeGreaterThanOrEqual(5);
    expect(summary.propertyOptions).toBeGreaterThan(summary.propertyGroups);
    expect(summary.units).toBe(5);
    expect(summary.deliveryTimes).toBe(4);
    expect(summary.shippingMethods).toBe(4);
    expect(summary.paymentMethods).toBe(5);
    expect(summary.media).toBeGreaterThanOrEqual(50);

    const categories = await db.selectFrom('category').select(['id', 'parentId']).execute();
    const roots = categories.filter((category) => category.parentId === null);
    expect(roots.length).toBeGreaterThan(1);
    expect(roots.length).toBeLessThan(categories.length);

    const slots = await db.selectFrom('cms_slot').select(['cmsPageId', 'type']).execute();
    const pages = await db.selectFrom('cms_page').select('id').execute();
    for (const page of pages) {
      expect(slots.filter((slot) => slot.cmsPageId === page.id && slot.type === 'text').length, `page ${page.id}`).toBeGreaterThan(0);
    }

    const fields = await db.selectFrom('custom_field').select(['name', 'type', 'translatable']).execute();
    const field = (name: string) => fields.find((entry) => entry.name === name);
    expect(field('demo_care_instructions')).toMatchObject({ type: 'text' });
    expect(Boolean(field('demo_care_instructions')?.translatable)).toBe(true);
    expect(field('demo_highlight')).toMatchObject({ type: 'html' });
    expect(Boolean(field('demo_highlight')?.translatable)).toBe(true);
    expect(field('demo_warranty_years')).toMatchObject({ type: 'int' });
    expect(Boolean(field('demo_warranty_years')?.translatable)).toBe(false);
  });

  it('gives every product HTML, meta fields, keywords, custom fields and its references', async () => {
    const english = await productTexts(db, SYSTEM_LANGUAGE_ID);
    expect(english).toHaveLength(summary.products);
    for (const row of english) {
      const label = String(row.productNumber);
      expect(row.productNumber, label).toMatch(/^SW\d{5}$/);
      expect(row.description, label).toMatch(/<(p|ul|h3)>/);
      expect(row.description, label).toMatch(/<\/(p|ul)>$/);
      expect(String(row.metaTitle).length, label).toBeGreaterThan(0);
      expect(String(row.keywords).length, label).toBeGreaterThan(0);
      const customFields = JSON.parse(String(row.customFields)) as Row;
      expect(typeof customFields.demo_care_instructions, label).toBe('string');
      expect(customFields.demo_highlight, label).toMatch(/^<p>.+<\/p>$/);
      expect(typeof customFields.demo_warranty_years, label).toBe('number');
    }
    expect(new Set(english.map((row) => row.name)).size).toBe(english.length);

    const products = await db.selectFrom('product').selectAll().execute();
    for (const product of products) {
      for (const column of ['manufacturerId', 'unitId', 'deliveryTimeId', 'categoryId', 'coverId']) {
        expect(product[column], `${product.productNumber} ${column}`).toMatch(/^[0-9a-f]{32}$/);
      }
      expect(Number(product.price)).toBeGreaterThan(0);
    }
    const withPackUnit = await db
      .selectFrom('product_translation')
      .select('productId')
      .where('languageId', '=', SYSTEM_LANGUAGE_ID)
      .where('packUnit', 'is not', null)
      .where('packUnitPlural', 'is not', null)
      .execute();
    expect(withPackUnit.length).toBeGreaterThan(0);
    expect(withPackUnit.length).toBeLessThan(summary.products);
  });

  it('translates part of the catalogue into German, so coverage is neither 0 nor 100', async () => {
    const german = await productTexts(db, GERMAN_LANGUAGE_ID);
    const named = german.filter(hasOwnName);
    expect(named.length).toBeGreaterThan(summary.products * 0.3);
    expect(named.length).toBeLessThan(summary.products * 0.45);
    expect(named.length).toBe(summary.germanProducts);
    // Some German rows carry a description too, some only the name.
    expect(named.some((row) => typeof row.description === 'string')).toBe(true);
    expect(named.some((row) => row.description === null)).toBe(true);

    const english = new Map((await productTexts(db, SYSTEM_LANGUAGE_ID)).map((row) => [row.productNumber, row.name]));
    for (const row of named) expect(row.name).not.toBe(english.get(row.productNumber));

    const own: Record<string, number> = {};
    for (const definition of contentEntities) {
      const table = translationTable(definition);
      const primary = definition.primaryTextField as string;
      const rows = (await db.selectFrom(table).select(['languageId', primary]).where('languageId', '=', GERMAN_LANGUAGE_ID).execute()) as Row[];
      own[definition.name] = rows.filter((row) => typeof row[primary] === 'string' && row[primary] !== '').length;
      expect(own[definition.name], definition.name).toBeGreaterThan(0);
      expect(own[definition.name], definition.name).toBeLessThan(await countRows(db, definition.name));
    }
    expect(Object.values(own).reduce((sum, count) => sum + count, 0)).toBe(summary.germanTranslations);
    expect(own.cms_page).toBe(2);
    expect(own.category).toBe(summary.categories / 2);
  });

  it('keeps static and mapped entries in the CMS slot configs', async () => {
    const rows = await db.selectFrom('cms_slot_translation').select(['languageId', 'config']).execute();
    const configs = rows.map((row) => JSON.parse(String(row.config)) as Record<string, { source: string; value: unknown }>);
    const entries = configs.flatMap((config) => Object.values(config));
    expect(entries.every((entry) => entry.source === 'static' || entry.source === 'mapped')).toBe(true);
    expect(entries.some((entry) => entry.source === 'mapped')).toBe(true);
    const texts = configs.map((config) => config.content).filter((entry) => entry?.source === 'static');
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.every((entry) => typeof entry?.value === 'string' && entry.value.startsWith('<'))).toBe(true);
  });

  it('writes 300 English snippets with placeholders and German for part of them', async () => {
    const english = await snippetsOf(db, 'en-GB');
    const german = await snippetsOf(db, 'de-DE');
    expect(english.size).toBe(300);
    expect(german.size).toBeGreaterThan(0);
    expect(german.size).toBeLessThan(300);
    expect(summary.snippets).toBe(300);
    expect(summary.germanSnippets).toBe(german.size);

    const values = [...english.values()];
    expect(values.filter((value) => placeholders(value).length > 0).length).toBeGreaterThanOrEqual(20);
    for (const style of ['{{ count }}', '{{ name }}', '%name%', '%s', '%1$s']) {
      expect(values.some((value) => value.includes(style)), style).toBe(true);
    }
    for (const [key, value] of german) {
      expect(english.has(key), key).toBe(true);
      expect(placeholders(value), key).toEqual(placeholders(english.get(key) as string));
    }
  });

  it('stays within the limits the entity API validates', async () => {
    const check = (definition: (typeof contentEntities)[number], rows: Row[], translated: boolean) => {
      for (const field of definition.fields) {
        if (Boolean(field.translatable) !== translated || field.name === 'id') continue;
        for (const row of rows) {
          const value = row[field.name];
          if (value === null || value === undefined) continue;
          const where = `${definition.name}.${field.name}`;
          if (field.maxLength !== undefined && (field.kind === 'string' || field.kind === 'text')) {
            expect([...String(value)].length, where).toBeLessThanOrEqual(field.maxLength);
          }
          if (field.kind === 'json') {
            const parsed = JSON.parse(String(value)) as unknown;
            if (field.json === 'string_list') {
              expect(Array.isArray(parsed) && parsed.every((item) => typeof item === 'string'), where).toBe(true);
            } else {
              expect(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed), where).toBe(true);
            }
          }
          if (field.enum) expect(field.enum, where).toContain(value);
        }
      }
    };
    for (const definition of contentEntities) {
      check(definition, (await db.selectFrom(definition.name).selectAll().execute()) as Row[], false);
      check(definition, (await db.selectFrom(translationTable(definition)).selectAll().execute()) as Row[], true);
    }
  });

  it('reads back through the entity API with manufacturers and German translations', async () => {
    const response = await h.request('POST', '/api/search/product', { body: { limit: 5, associations: { manufacturer: {} } } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { total: number; data: Row[] };
    expect(body.total).toBeGreaterThanOrEqual(200);
    expect(body.data).toHaveLength(5);
    for (const product of body.data) {
      expect((product.manufacturer as Row | null)?.name).toEqual(expect.any(String));
      expect(product.description).toMatch(/<\/(p|ul)>/);
    }

    const all = await h.request('POST', '/api/search/product', { body: { limit: 500 } });
    expect(all.statusCode).toBe(200);
    const german = (all.json() as { data: Row[] }).data.map((product) =>
      (product.translations as Row[]).find((entry) => entry.languageId === GERMAN_LANGUAGE_ID && hasOwnName(entry)),
    );
    expect(german.some((entry) => entry !== undefined)).toBe(true);
    expect(german.some((entry) => entry === undefined)).toBe(true);
  });

  it('leaves statistics of every table it filled on PostgreSQL, and none on SQLite', async () => {
    const tables = ['custom_field', 'snippet_set', 'snippet', ...contentEntities.flatMap((definition) => [definition.name, translationTable(definition)])];
    if (dialect === 'postgres') {
      // ANALYZE sets a table's row count; a table never analysed (nor vacuumed) counts -1.
      const counted = await sql<{ table: string; rows: number }>`select relname as "table", reltuples::int as "rows" from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r'`.execute(db);
      const statistics = new Map(counted.rows.map((row) => [row.table, Number(row.rows)]));
      for (const table of tables) expect(statistics.get(table), table).toBe(await countRows(db, table));
      // A table the demo did not fill keeps no statistics.
      expect(statistics.get('ext_translate_history')).toBe(-1);
    } else {
      // SQLite plans without statistics, as the statements are written for.
      const stat = await sql<{ name: string }>`select name from sqlite_master where name like 'sqlite_stat%'`.execute(db);
      expect(stat.rows).toEqual([]);
    }
  });

  it('refuses to seed a shop that already has products', async () => {
    await expect(seedDemoCatalogue(db)).rejects.toThrow('The catalogue is not empty; the demo is only seeded into an empty shop.');
    expect(await countRows(db, 'product')).toBe(summary.products);
    expect(await countRows(db, 'snippet_set')).toBe(2);
  });

  // Runs last: it reads the first database's texts, closes its harness and seeds a second one.
  it('writes the same content into a second, fresh database', async () => {
    const english = await productTexts(db, SYSTEM_LANGUAGE_ID);
    const german = await productTexts(db, GERMAN_LANGUAGE_ID);
    const germanSnippets = await snippetsOf(db, 'de-DE');
    closed = true;
    await h.close();

    const other = await createHarness();
    try {
      const otherDb = other.host.database.db;
      expect(await isCatalogueEmpty(otherDb)).toBe(true);
      expect(await seedDemoCatalogue(otherDb)).toEqual(summary);
      const otherEnglish = await productTexts(otherDb, SYSTEM_LANGUAGE_ID);
      expect(otherEnglish.map((row) => row.name)).toEqual(english.map((row) => row.name));
      expect(otherEnglish).toEqual(english);
      expect(await productTexts(otherDb, GERMAN_LANGUAGE_ID)).toEqual(german);
      expect(await snippetsOf(otherDb, 'de-DE')).toEqual(germanSnippets);
    } finally {
      await other.close();
    }
  });
});
