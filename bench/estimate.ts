/**
 * Estimate and coverage benchmark.
 *
 * 1. Catalogue: 100,000 products (name, description HTML, metaTitle, metaDescription in en-GB; a third
 *    of them also in German) seeded with multi-row inserts on SQLite and on PostgreSQL (a schema of its
 *    own, dropped afterwards, analyzed after the load). POST /estimate (products into German, scope `all` and `missing`) and
 *    GET /coverage are timed through the application (`fastify.inject`), the median of several runs.
 * 2. Load: the demo shop on PostgreSQL behind a listening server; 10 clients POST /estimate (the demo's
 *    products, categories, CMS pages and snippets into German) back to back for a fixed time. Reports
 *    requests/s and p50/p99 latency.
 *
 * Wall time is reported, never asserted; the run fails only when an answer is not 200.
 *
 *   npm run bench:estimate
 *   BENCH_PRODUCTS=20000 BENCH_DATABASES=sqlite npm run bench:estimate
 *   BENCH_LOAD_SECONDS=20 BENCH_CLIENTS=10 npm run bench:estimate
 *   BENCH_EXPLAIN=1 BENCH_PARTS=catalogue npm run bench:estimate   (plans of scope `missing`)
 *   BENCH_MEMORY_ROWS=10000 BENCH_PARTS=load npm run bench:estimate (a memory holding other texts' translations)
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import { seedDemoCatalogue } from '../src/host/content/demo.js';
import { GERMAN_LANGUAGE_ID } from '../src/host/content/seed.js';
import { analyzeLoadedTables, type Db } from '../src/host/db/database.js';
import { SYSTEM_LANGUAGE_ID } from '../src/host/entities/repository.js';
import { type Host } from '../src/host/host.js';
import { buildApplication, startTranslateHost } from '../src/translate/app.js';
import { countStatement, recordPageStatement, translatableEntity } from '../src/translate/content/table-source.js';
import { backendCpuBetween, backendCpuMs } from './support/postgres-cpu.js';
import { adminToken, benchHostConfig, benchVarDir, scratchDatabase, type Scratch } from './support/scratch.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CLIENTS = Math.max(1, Number(process.env.BENCH_CLIENTS ?? 10));
const LOAD_SECONDS = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS ?? 10));
/** `catalogue` (100,000 products per database), `load` (10 clients on the demo shop, PostgreSQL), or both. */
const PARTS = (process.env.BENCH_PARTS ?? 'catalogue,load').split(',').map((name) => name.trim());
/** Rows per insert statement (7 columns each, well within both databases' parameter limits). */
const INSERT_ROWS = 500;
const CREATED_AT = '2026-01-01T00:00:00.000Z';
const ACTION = '/api/_action/ext-translate';
/** BENCH_EXPLAIN=1 prints the plans of scope `missing` (count, first and middle page) after the catalogue's timings. */
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
/** BENCH_MEMORY_ROWS=N fills the load's memory with N remembered translations of other texts first (0: an empty memory, as a new installation). */
const MEMORY_ROWS = Math.max(0, Number(process.env.BENCH_MEMORY_ROWS ?? 0));



async function open(dialect: string): Promise<{ host: Host; app: FastifyInstance; token: string; scratch: Scratch }> {
  const scratch = scratchDatabase(dialect, 'estimate');
  const host = await startTranslateHost(benchHostConfig(scratch.url, benchVarDir(), 1));
  const app = await buildApplication(host, { logger: false });
  await app.ready();
  const token = await adminToken(app);
  if (process.env.BENCH_MEMORY === 'off') await host.settings.write({ 'ExtTranslate.config.translationMemory': false });
  return { host, app, token, scratch };
}

async function close(opened: { host: Host; app: FastifyInstance; scratch: Scratch }): Promise<void> {
  await opened.app.close();
  await opened.host.close();
  await opened.scratch.drop();
}

// ---------------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------------

const MATERIALS = ['Oak', 'Walnut', 'Steel', 'Bamboo', 'Linen', 'Leather', 'Ceramic', 'Glass', 'Wool', 'Marble'];
const NOUNS = ['Dining Table', 'Desk Lamp', 'Armchair', 'Bookshelf', 'Side Table', 'Stool', 'Wall Clock', 'Sideboard', 'Vase', 'Mirror'];
const SENTENCES = [
  'Crafted from carefully selected materials, this piece brings warmth and character to any room.',
  'Every piece is finished by hand, so small variations in grain and colour make yours unique.',
  'The clean lines fit modern interiors as naturally as they suit a country home.',
  'A protective coating keeps the surface resistant to stains, water rings and everyday wear.',
  'Free shipping from %amount% upwards; orders leave our warehouse within two working days.',
  'Natural materials age gracefully and develop a beautiful patina over the years.',
];

function hexId(index: number, salt: number): string {
  return (index.toString(16).padStart(12, '0') + salt.toString(16).padStart(4, '0')).padEnd(32, '0');
}

async function insertRows(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let index = 0; index < rows.length; index += INSERT_ROWS) await db.insertInto(table).values(rows.slice(index, index + INSERT_ROWS)).execute();
}

/** Products with en-GB texts; every third also has a German translation (not measured). */
async function seedProducts(db: Db, count: number): Promise<void> {
  for (let start = 0; start < count; start += 5_000) {
    const indexes = Array.from({ length: Math.min(5_000, count - start) }, (_, offset) => start + offset);
    await db.transaction().execute(async (trx) => {
      await insertRows(
        trx,
        'product',
        indexes.map((index) => ({ id: hexId(index, 1), productNumber: `BENCH-${index}`, active: 1, stock: index % 500, price: (index % 10_000) / 100, createdAt: CREATED_AT })),
      );
      const translations = indexes.flatMap((index) => {
        const name = `${MATERIALS[index % MATERIALS.length]} ${NOUNS[(index >> 3) % NOUNS.length]} ${index}`;
        const english = {
          productId: hexId(index, 1),
          languageId: SYSTEM_LANGUAGE_ID,
          name,
          description: `<p><strong>${name}</strong></p><p>${SENTENCES[index % SENTENCES.length]} ${SENTENCES[(index >> 2) % SENTENCES.length]}</p><ul><li>${SENTENCES[(index >> 4) % SENTENCES.length]}</li></ul>`,
          metaTitle: `${name} | Bench Furniture`,
          metaDescription: `Buy the ${name}: ${SENTENCES[(index >> 1) % SENTENCES.length]}`,
          createdAt: CREATED_AT,
        };
        return index % 3 === 0 ? [english, { ...english, languageId: GERMAN_LANGUAGE_ID, name: `${name} (de)`, createdAt: CREATED_AT }] : [english];
      });
      await insertRows(trx, 'product_translation', translations);
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

/**
 * Each run's wall time and the process's CPU time during it (on SQLite that is the statements' too; on
 * PostgreSQL the server's is not in it). On a machine shared with other work the CPU time varies less.
 */
async function timed(app: FastifyInstance, token: string, request: { method: 'GET' | 'POST'; url: string; payload?: object }): Promise<{ ms: number; cpuMs: number; body: unknown }[]> {
  const results: { ms: number; cpuMs: number; body: unknown }[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const response = await app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.statusCode} ${response.body}`);
    // The first run warms caches (statements, plans) and is not counted.
    if (run > 0) results.push({ ms, cpuMs: (cpu.user + cpu.system) / 1000, body: response.json() });
  }
  return results;
}

function productEstimate(scope: 'all' | 'missing') {
  return { config: { entities: [{ name: 'product', scope }], targetLanguageIds: [GERMAN_LANGUAGE_ID] } };
}

/**
 * The plans of the statements scope `missing` runs (with outdated records, as a job plans it): the count,
 * the first page of 1,000 records and a page from the middle of the catalogue (keyset after record
 * PRODUCTS / 2), on stderr.
 */
async function explainMissing(dialect: string, db: Db): Promise<void> {
  const product = translatableEntity('product');
  if (!product) throw new Error('product is not translatable');
  const query = { scope: 'missing' as const, ids: null, sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID, outdated: 'include' as const };
  for (const [name, statement] of [
    ['count', countStatement(db, product, query).compile()],
    // Pages as the estimate reads them: with the records' last writes.
    ['first page', recordPageStatement(db, product, query, { afterId: null, limit: 1_000 }, true).compile()],
    ['middle page', recordPageStatement(db, product, query, { afterId: hexId(Math.floor(PRODUCTS / 2), 1), limit: 1_000 }, true).compile()],
  ] as const) {
    const prefix = dialect === 'postgres' ? 'explain (analyze, costs off, summary on) ' : 'explain query plan ';
    const plan = await db.executeQuery(CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]));
    const lines = plan.rows.map((row) => (dialect === 'postgres' ? String(Object.values(row as object)[0]) : `${String((row as { detail: string }).detail)}`));
    console.error(`--- ${dialect}: scope missing, ${name}\n${lines.join('\n')}`);
  }
}

async function catalogueBench(dialect: string): Promise<Record<string, unknown>> {
  const opened = await open(dialect);
  try {
    const seedStart = performance.now();
    await seedProducts(opened.host.database.db, PRODUCTS);
    const seedMs = performance.now() - seedStart;
    // Fresh statistics, as autovacuum keeps them on a live database: just after a bulk load PostgreSQL
    // still believes the tables hold a few dozen rows and plans each page as a sort of the whole language.
    if (dialect === 'postgres') await sql`analyze`.execute(opened.host.database.db);
    const all = await timed(opened.app, opened.token, { method: 'POST', url: `${ACTION}/estimate`, payload: productEstimate('all') });
    const missing = await timed(opened.app, opened.token, { method: 'POST', url: `${ACTION}/estimate`, payload: productEstimate('missing') });
    const coverage = await timed(opened.app, opened.token, { method: 'GET', url: `${ACTION}/coverage` });
    if (EXPLAIN) await explainMissing(dialect, opened.host.database.db);
    const answer = all[0]!.body as { items: number; characters: number; exact: boolean };
    return {
      database: dialect,
      products: PRODUCTS,
      seedS: Number((seedMs / 1000).toFixed(1)),
      estimateAllMs: Math.round(median(all.map((run) => run.ms))),
      estimateMissingMs: Math.round(median(missing.map((run) => run.ms))),
      estimateAllCpuMs: Math.round(median(all.map((run) => run.cpuMs))),
      estimateMissingCpuMs: Math.round(median(missing.map((run) => run.cpuMs))),
      coverageMs: Math.round(median(coverage.map((run) => run.ms))),
      estimate: { items: answer.items, characters: answer.characters, exact: answer.exact },
      estimateMissing: (({ items, characters, exact }) => ({ items, characters, exact }))(missing[0]!.body as { items: number; characters: number; exact: boolean }),
    };
  } finally {
    await close(opened);
  }
}

/**
 * Remembered translations of other texts (an installation that has run jobs before): the estimate then
 * looks every text of the demo shop up in the memory, where an empty memory answers without a lookup.
 */
async function fillMemory(db: Db, rows: number): Promise<void> {
  const values = Array.from({ length: rows }, (_, index) => ({
    keyHash: createHash('sha256').update(`bench-memory-${index}`).digest('hex'),
    providerId: 'deepl',
    sourceLocale: 'en-GB',
    targetLocale: 'fr-FR',
    translation: `Texte ${index}`,
    characters: 12,
    createdAt: CREATED_AT,
    lastUsedAt: CREATED_AT,
  }));
  for (let start = 0; start < values.length; start += INSERT_ROWS) await db.insertInto('ext_translate_memory').values(values.slice(start, start + INSERT_ROWS)).execute();
}

async function loadBench(): Promise<Record<string, unknown>> {
  const opened = await open('postgres');
  try {
    // The seeding analyses the tables it filled (as autovacuum would within its first minute on a live
    // database; the reference machine's PostgreSQL runs without it). Without statistics PostgreSQL took
    // each demo table for one row and joined a page's target rows in a nested loop that scanned the
    // target language for every source row: 9 of the 17 ms of server CPU per estimate went to the
    // product and snippet pages (bench/README.md).
    await seedDemoCatalogue(opened.host.database.db);
    if (MEMORY_ROWS > 0) {
      await fillMemory(opened.host.database.db, MEMORY_ROWS);
      await analyzeLoadedTables(opened.host.database.db, ['ext_translate_memory']);
    }
    const address = await opened.app.listen({ host: '127.0.0.1', port: 0 });
    const body = JSON.stringify({
      config: { entities: ['product', 'category', 'cms_page', 'snippet'].map((name) => ({ name, scope: 'all' })), targetLanguageIds: [GERMAN_LANGUAGE_ID] },
    });
    const post = async (): Promise<number> => {
      const start = performance.now();
      const response = await fetch(`${address}${ACTION}/estimate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opened.token}`, 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`estimate: ${response.status} ${text}`);
      return performance.now() - start;
    };
    const single: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) single.push(await post());
    single.shift();

    const latencies: number[] = [];
    const end = performance.now() + LOAD_SECONDS * 1000;
    const loadStart = performance.now();
    const schema = new URL(opened.scratch.url).searchParams.get('schema')!;
    const serverStart = await backendCpuMs(opened.host.database.db, schema);
    const cpuStart = process.cpuUsage();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) latencies.push(await post());
      }),
    );
    const seconds = (performance.now() - loadStart) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    // A backend the pool opened during the load counts from zero; the pool's 10 connections stay open
    // throughout (its idle timeout is longer than the load's gaps).
    const serverEnd = await backendCpuMs(opened.host.database.db, schema);
    const serverMs = backendCpuBetween(serverStart, serverEnd);
    latencies.sort((a, b) => a - b);
    return {
      database: 'postgres',
      memoryRows: MEMORY_ROWS,
      catalogue: 'demo',
      singleEstimateMs: Math.round(median(single)),
      clients: CLIENTS,
      requests: latencies.length,
      requestsPerSecond: Number((latencies.length / seconds).toFixed(1)),
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      // Server and clients share this process: its CPU time per request bounds requests/s per core.
      // Of which the kernel's (the sockets to the clients and to PostgreSQL): a figure per statement.
      processSystemCpuMsPerRequest: Number((cpu.system / 1000 / latencies.length).toFixed(1)),
      processCpuMsPerRequest: Number(((cpu.user + cpu.system) / 1000 / latencies.length).toFixed(1)),
      // PostgreSQL's backends of this pool (null for a server elsewhere), to 10 ms ticks.
      serverCpuMsPerRequest: serverMs === null ? null : Number((serverMs / latencies.length).toFixed(1)),
    };
  } finally {
    await close(opened);
  }
}

const results: Record<string, unknown>[] = [];
if (PARTS.includes('catalogue')) for (const dialect of DATABASES) results.push(await catalogueBench(dialect));
if (PARTS.includes('load') && DATABASES.includes('postgres')) results.push(await loadBench());
console.log(JSON.stringify(results, null, 2));
