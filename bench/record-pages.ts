/**
 * What reading a catalogue's record pages costs (bench/README.md, "Record pages"): every page of 1,000
 * of the engine benchmark's 20,000 products, source and target texts, read as a plan and an estimate
 * read them (`selectRecords`, its rows as arrays: src/host/db/array-rows.ts) and, alternating in the
 * same process, through the same statement with its rows as objects read by column name (how
 * readRecordPage read them until the twenty-fourth round). Process CPU per pass over the catalogue
 * (the collector's share included), median of `BENCH_RUNS` (default 7) passes of each, on each database
 * of `BENCH_DATABASES` (default `sqlite,postgres`; on PostgreSQL the server's time is not counted).
 *
 *   npm run bench:record-pages
 *   BENCH_DATABASES=postgres BENCH_RUNS=11 npm run bench:record-pages
 */
import { GERMAN_LANGUAGE_ID } from '../src/host/content/seed.js';
import type { FieldDefinition } from '../src/host/entities/definition.js';
import { findEntity } from '../src/host/entities/definitions.js';
import { SYSTEM_LANGUAGE_ID } from '../src/host/entities/repository.js';
import { toApiValue } from '../src/host/entities/values.js';
import { startTranslateHost } from '../src/translate/app.js';
import { recordPageStatement, selectRecords, type SelectionQuery } from '../src/translate/content/table-source.js';
import type { SelectedRecord } from '../src/translate/content/content-source.js';
import type { TranslateDb } from '../src/translate/model/tables/translate-schema.js';
import { generateCatalogue, seedCatalogue } from './support/catalogue.js';
import { benchHostConfig, benchVarDir, scratchDatabase } from './support/scratch.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
const PRODUCTS = 20_000;
const PAGE = 1_000;

const product = findEntity('product');
if (!product) throw new Error('The product entity is not defined.');
const fields = product.fields.filter((field) => field.translatable);
const query: SelectionQuery = { scope: 'all', ids: null, sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID };

/** A page as readRecordPage read it before: the statement's rows as objects, each column by its alias. */
async function pageAsObjects(db: TranslateDb, afterId: string | null): Promise<SelectedRecord[]> {
  const rows = (await db.withoutPlugins().executeQuery(recordPageStatement(db, product as NonNullable<typeof product>, query, { afterId, limit: PAGE }).compile())).rows as Record<string, unknown>[];
  const columns = fields.map((field: FieldDefinition, index) => ({ field, source: `source_${index}`, target: `target_${index}` }));
  return rows.map((row) => {
    const id = row.record_id as string;
    const source: Record<string, unknown> = {};
    for (const column of columns) source[column.field.name] = toApiValue(column.field, row[column.source]);
    if (Number(row.has_target) !== 1) return { id, source, target: null };
    const target: Record<string, unknown> = {};
    for (const column of columns) target[column.field.name] = toApiValue(column.field, row[column.target]);
    return { id, source, target };
  });
}

const readers = {
  'rows as arrays (selectRecords)': (db: TranslateDb, afterId: string | null) => selectRecords(db, product as NonNullable<typeof product>, query, { afterId, limit: PAGE }),
  'rows as objects (before)': pageAsObjects,
};

/** CPU of one pass over the catalogue, page by page; checks that it read every record. */
async function pass(db: TranslateDb, read: (db: TranslateDb, afterId: string | null) => Promise<SelectedRecord[]>): Promise<number> {
  const before = process.cpuUsage();
  let records = 0;
  let afterId: string | null = null;
  for (;;) {
    const page = await read(db, afterId);
    records += page.length;
    if (page.length < PAGE) break;
    afterId = page[page.length - 1]?.id ?? null;
  }
  const cpu = process.cpuUsage(before);
  if (records !== PRODUCTS) throw new Error(`A pass read ${records} records of ${PRODUCTS}.`);
  return (cpu.user + cpu.system) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(`Record pages: ${PRODUCTS} products in pages of ${PAGE}, process CPU per pass, median of ${RUNS} passes of each reader, alternating\n`);
console.log('| Database | Reader | CPU ms per pass | Against objects |');
console.log('|---|---|---|---|');
for (const dialect of DATABASES) {
  const scratch = scratchDatabase(dialect, 'pages');
  const host = await startTranslateHost(benchHostConfig(scratch.url, benchVarDir(), 1));
  try {
    const db = host.database.db as unknown as TranslateDb;
    await seedCatalogue(host.database.db, generateCatalogue(PRODUCTS));
    const results = new Map<string, number[]>(Object.keys(readers).map((name) => [name, []]));
    // One pass of each first, unmeasured: the statements prepared, the pages in the cache.
    for (const read of Object.values(readers)) await pass(db, read);
    for (let run = 0; run < RUNS; run += 1) for (const [name, read] of Object.entries(readers)) results.get(name)?.push(await pass(db, read));
    const objects = median(results.get('rows as objects (before)') ?? []);
    for (const [name, cpu] of results) console.log(`| ${dialect} | ${name} | ${median(cpu).toFixed(0)} | ${(median(cpu) / objects).toFixed(2)} |`);
  } finally {
    await host.close();
    await scratch.drop();
  }
}
