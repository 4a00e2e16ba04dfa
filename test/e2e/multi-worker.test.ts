/**
 * Two (then three) `ext-translate worker` processes on PostgreSQL and Redis (BullMQ) share one job over
 * 1,200 products: every field is written exactly once, the job and the monthly usage add up to what the
 * provider reported call by call, and a worker stopped with SIGTERM midway finishes what it holds. A
 * second job shows a worker stopped with calls in flight past the grace period: its batches are released
 * and written once by another worker.
 *
 * Runs on PostgreSQL and Redis whichever database the run tests (TEST_POSTGRES_URL, TEST_REDIS_URL), so
 * CI runs it once, in its SQLite run (test/support/postgres-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Db } from '../../src/host/db/database.js';
import { nowIso } from '../../src/host/db/database.js';
import { newId } from '../../src/host/db/ids.js';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import { type Host } from '../../src/host/host.js';
import { startTranslateHost } from '../../src/translate/app.js';
import { usagePeriod } from '../../src/translate/engine/usage-accounting.js';
import { normaliseJobConfig } from '../../src/translate/model/job-config.js';
import { createJob } from '../../src/translate/use-cases/jobs.js';
import { createProviderRegistry } from '../../src/translate/providers/provider-service.js';
import { CONFIG_DOMAIN } from '../../src/translate/model/settings.js';
import { extTranslateSettings } from '../../src/translate/use-cases/settings-domain.js';
import { jobDependencies } from '../../src/translate/manifest.js';
import { dropPostgresSchema, POSTGRES_URL } from '../support/postgres-server.js';
import { testConfig } from '../support/test-config.js';
import { killWorkerProcesses, startWorkerProcess, stopWorkerProcess, type WorkerProcess } from '../support/worker-process.js';

const PROVIDER_MODULE = join(import.meta.dirname, '../support/multi-worker-provider.js');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const APP_SECRET = 'multi-worker-secret-0123456789abcdef';

const PRODUCTS = 1_200;
const BATCH_SIZE = 10;
const FIELDS = ['name', 'description', 'metaTitle'] as const;
const PREFIX = '[de] ';

interface LogLine {
  pid: number;
  texts: number;
  format: string;
  characters: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
  idempotencyKey: string | null;
  accountingKey: string;
}

/** A PostgreSQL schema of its own, whichever database the run tests. */
function postgresSchema(): { url: string; drop(): Promise<void> } {
  const schema = `t_mw_${randomBytes(6).toString('hex')}`;
  return {
    url: `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}schema=${schema}`,
    drop: () => dropPostgresSchema(schema),
  };
}

function queueUrl(prefix: string): string {
  return `${REDIS_URL}${REDIS_URL.includes('?') ? '&' : '?'}prefix=${prefix}`;
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

interface JobRow {
  status: string;
  total: number;
  processed: number;
  translated: number;
  skipped: number;
  failed: number;
  characters: number;
  inputTokens: number;
  outputTokens: number;
  costAmount: number;
  costCurrency: string;
}

async function readJob(db: Db, jobId: string): Promise<JobRow> {
  const row = await db
    .selectFrom('ext_translate_job')
    .select(['status', 'total', 'processed', 'translated', 'skipped', 'failed', 'characters', 'inputTokens', 'outputTokens', 'costAmount', 'costCurrency'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return row as JobRow;
}

async function waitForJob(db: Db, jobId: string, done: (job: JobRow) => boolean, timeoutMs: number): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(db, jobId);
    if (done(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not get there in time: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function sourceTexts(index: number): Record<(typeof FIELDS)[number], string> {
  return {
    // A storefront template variable travels as a ⟦n⟧ token and must come back unchanged.
    name: `Garden chair ${index} {{ colour }} – Größe ${index % 7}`,
    description: `<p>The <strong>chair ${index}</strong> seats %count% people.</p><ul><li>Teak</li><li>Frame ${index % 13}</li></ul>`,
    // Shared by many records: identical texts of a batch are sent once and written to each record.
    metaTitle: `Outdoor furniture ${index % 25}`,
  };
}

/** Products with English texts; every tenth already has an old German text (updated, not inserted). */
async function seedProducts(db: Db, count: number, numberPrefix: string): Promise<string[]> {
  const ids: string[] = [];
  const products: Record<string, unknown>[] = [];
  const translations: Record<string, unknown>[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = newId();
    const now = nowIso();
    ids.push(id);
    products.push({ id, productNumber: `${numberPrefix}-${String(index).padStart(5, '0')}`, stock: index, createdAt: now });
    translations.push({ productId: id, languageId: SYSTEM_LANGUAGE_ID, ...sourceTexts(index), createdAt: now });
    if (index % 10 === 0) translations.push({ productId: id, languageId: GERMAN_LANGUAGE_ID, name: `Alter Stuhl ${index}`, createdAt: now });
  }
  for (let index = 0; index < products.length; index += 500) await db.insertInto('product').values(products.slice(index, index + 500)).execute();
  for (let index = 0; index < translations.length; index += 500) {
    await db.insertInto('product_translation').values(translations.slice(index, index + 500)).execute();
  }
  return ids;
}

function readLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as T);
}

interface UsageTotals {
  characters: number;
  inputTokens: number;
  outputTokens: number;
  requests: number;
  costAmount: number;
}

/** The `counting` provider's usage over every period (the schema is this file's own). */
async function usageTotals(db: Db): Promise<UsageTotals & { periods: string[]; currencies: string[] }> {
  const rows = (await db.selectFrom('ext_translate_usage').selectAll().where('providerId', '=', 'counting').execute()) as (UsageTotals & {
    period: string;
    costCurrency: string;
  })[];
  const total = (key: keyof UsageTotals) => rows.reduce((sum, row) => sum + Number(row[key]), 0);
  return {
    characters: total('characters'),
    inputTokens: total('inputTokens'),
    outputTokens: total('outputTokens'),
    requests: total('requests'),
    costAmount: total('costAmount'),
    periods: rows.map((row) => row.period),
    currencies: rows.map((row) => row.costCurrency),
  };
}

/** The job wrote one applied history row per record and field, and every German field holds the provider's output. */
async function expectWrittenOnce(db: Db, jobId: string, recordIds: string[]): Promise<void> {
  const history = (await db
    .selectFrom('ext_translate_history')
    .select(['recordId', 'field', 'state', 'languageId'])
    .where('jobId', '=', jobId)
    .execute()) as { recordId: string; field: string; state: string; languageId: string }[];
  expect(history).toHaveLength(recordIds.length * FIELDS.length);
  const perField = new Map<string, number>();
  for (const row of history) perField.set(`${row.recordId}:${row.field}`, (perField.get(`${row.recordId}:${row.field}`) ?? 0) + 1);
  const expected = recordIds.flatMap((id) => FIELDS.map((field) => `${id}:${field}`));
  expect(new Set(perField.keys())).toEqual(new Set(expected));
  expect([...perField.values()].every((count) => count === 1)).toBe(true);
  expect(history.every((row) => row.state === 'applied' && row.languageId === GERMAN_LANGUAGE_ID)).toBe(true);
  // And in SQL, across every job: no (record, field) of these records was written twice.
  const duplicates = await db
    .selectFrom('ext_translate_history')
    .select(['recordId', 'field'])
    .where('recordId', 'in', recordIds)
    .groupBy(['recordId', 'field'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  expect(duplicates).toEqual([]);

  // Content: every German field holds the provider's output of its English text.
  const rows = (await db
    .selectFrom('product_translation')
    .select(['productId', 'languageId', 'name', 'description', 'metaTitle'])
    .where('productId', 'in', recordIds)
    .execute()) as ({ productId: string; languageId: string } & Record<(typeof FIELDS)[number], string | null>)[];
  const english = new Map(rows.filter((row) => row.languageId === SYSTEM_LANGUAGE_ID).map((row) => [row.productId, row]));
  const german = rows.filter((row) => row.languageId === GERMAN_LANGUAGE_ID);
  expect(german).toHaveLength(recordIds.length);
  const wrong = german.filter((row) => FIELDS.some((field) => row[field] !== `${PREFIX}${english.get(row.productId)?.[field] ?? '?'}`));
  expect(wrong.slice(0, 3)).toEqual([]);
  expect(german.every((row) => row.name?.includes('{{ colour }}') && row.description?.includes('%count%'))).toBe(true);
}

const sum = (lines: LogLine[], key: 'characters' | 'inputTokens' | 'outputTokens' | 'cost') => lines.reduce((total, line) => total + line[key], 0);

function jobConfig(scope: { scope: 'all' } | { scope: 'selection'; ids: string[] }) {
  return normaliseJobConfig({
    config: {
      entities: [{ name: 'product', ...scope }],
      sourceLanguageId: SYSTEM_LANGUAGE_ID,
      targetLanguageIds: [GERMAN_LANGUAGE_ID],
      providerId: 'counting',
      options: { mode: 'all', protectManualEdits: false, skipUnchanged: false, fields: { product: [...FIELDS] }, seoTruncate: false, glossary: false },
    },
  });
}

/** The job's and the monthly usage's totals grew by exactly what the provider reported in `lines`. */
function expectAccounted(job: JobRow, before: UsageTotals, after: UsageTotals, lines: LogLine[]): void {
  expect(after.requests - before.requests).toBe(lines.length);
  expect(after.characters - before.characters).toBe(sum(lines, 'characters'));
  expect(after.inputTokens - before.inputTokens).toBe(sum(lines, 'inputTokens'));
  expect(after.outputTokens - before.outputTokens).toBe(sum(lines, 'outputTokens'));
  expect(Math.abs(after.costAmount - before.costAmount - sum(lines, 'cost'))).toBeLessThan(1e-9);
  expect(Number(job.characters)).toBe(sum(lines, 'characters'));
  expect(Number(job.inputTokens)).toBe(sum(lines, 'inputTokens'));
  expect(Number(job.outputTokens)).toBe(sum(lines, 'outputTokens'));
  expect(Math.abs(Number(job.costAmount) - sum(lines, 'cost'))).toBeLessThan(1e-9);
  expect(job.costCurrency).toBe('EUR');
}

describe('worker processes on PostgreSQL and Redis', () => {
  const database = postgresSchema();
  const prefix = `mw-${randomBytes(6).toString('hex')}`;
  const directory = mkdtempSync(join(tmpdir(), 'ext-translate-multi-worker-'));
  const workers: WorkerProcess[] = [];
  let host: Host | undefined;
  /** What the test with the stopped worker saw, for the accounting check after it. */
  let stopped: { job: JobRow; usageBefore: UsageTotals; usageAfter: UsageTotals; lines: LogLine[] } | undefined;

  const workerEnv = (logFile: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: database.url,
    QUEUE_URL: queueUrl(prefix),
    EXT_TRANSLATE_WORKER_CONCURRENCY: '2',
    EXT_TRANSLATE_PROVIDERS: PROVIDER_MODULE,
    EXT_TRANSLATE_APP_SECRET: APP_SECRET,
    EXT_TRANSLATE_VAR_DIR: directory,
    LOG_LEVEL: 'warn',
    MULTI_WORKER_LOG: logFile,
    ...extra,
  });

  const setUp = async () => {
    const current = host as Host;
    current.settings.registerDomain(extTranslateSettings);
    // Every batch makes its own calls here (redelivery, accounting per call); the translation memory's
    // job-wide dedupe has tests of its own on both transports.
    await current.settings.write({ [`${CONFIG_DOMAIN}.batchSize`]: BATCH_SIZE, [`${CONFIG_DOMAIN}.translationMemory`]: false });
    // The service side: POST /job's work, with the same provider module registered.
    return jobDependencies(current, await createProviderRegistry(current, { logger: current.logger, env: { EXT_TRANSLATE_PROVIDERS: PROVIDER_MODULE } }));
  };

  beforeAll(async () => {
    // The host runs the migrations, so the workers start on an up-to-date schema.
    host = await startTranslateHost(testConfig(database.url, { queueUrl: queueUrl(prefix), appSecret: APP_SECRET }));
  });

  afterAll(async () => {
    await killWorkerProcesses(workers);
    await host?.close();
    await database.drop();
    await deleteRedisKeys(prefix);
    rmSync(directory, { recursive: true, force: true });
  });

  const printOutputOnFailure = () =>
    onTestFailed(() => {
      for (const worker of workers) console.error(`--- worker ${worker.name} (pid ${String(worker.child.pid)}) output:\n${worker.output()}`);
    });

  it('writes every field of 1,200 records exactly once and accounts exactly what the provider reported', async () => {
    printOutputOnFailure();
    const started = Date.now();
    const timings: Record<string, number> = {};
    const db = (host as Host).database.db;
    const logFile = join(directory, 'calls.jsonl');
    const productIds = await seedProducts(db, PRODUCTS, 'MW');
    const deps = await setUp();
    const usageBefore = await usageTotals(db);
    timings.seeded = Date.now() - started;

    const [first, second] = await Promise.all([startWorkerProcess('A', workerEnv(logFile), workers), startWorkerProcess('B', workerEnv(logFile), workers)]);
    timings.workersStarted = Date.now() - started;
    const periodAtStart = usagePeriod();
    const jobId = await createJob(deps, jobConfig({ scope: 'all' }), null);

    // Midway, worker A is stopped with SIGTERM (it finishes the batches it holds) and C takes its place.
    await waitForJob(db, jobId, (job) => job.total > 0 && job.processed >= job.total / 3, 90_000);
    timings.stopA = Date.now() - started;
    const exitOfFirst = await stopWorkerProcess(first);
    timings.stoppedA = Date.now() - started;
    const processedAtStop = (await readJob(db, jobId)).processed;
    const third = await startWorkerProcess('C', workerEnv(logFile), workers);
    timings.startedC = Date.now() - started;

    const job = await waitForJob(db, jobId, (row) => !['queued', 'running'].includes(row.status), 120_000);
    timings.completed = Date.now() - started;
    const exits = await Promise.all([stopWorkerProcess(second), stopWorkerProcess(third)]);
    timings.stoppedAll = Date.now() - started;

    expect(exitOfFirst, first.output()).toBe(0);
    expect(exits, `${second.output()}\n${third.output()}`).toEqual([0, 0]);
    expect(processedAtStop).toBeLessThan(PRODUCTS);

    // The job: every record processed and translated once, no error.
    expect(job).toMatchObject({ status: 'completed', total: PRODUCTS, processed: PRODUCTS, translated: PRODUCTS, skipped: 0, failed: 0 });
    expect(await db.selectFrom('ext_translate_job_error').select('message').where('jobId', '=', jobId).execute()).toEqual([]);
    const batches = await db.selectFrom('ext_translate_job_batch').select('status').where('jobId', '=', jobId).execute();
    expect(batches).toHaveLength(Math.ceil(PRODUCTS / BATCH_SIZE));
    expect(batches.every((batch) => batch.status === 'done')).toBe(true);

    // History and content: one applied row per record and field, the provider's output in every field.
    await expectWrittenOnce(db, jobId, productIds);
    const allHistory = await db.selectFrom('ext_translate_history').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(allHistory.count)).toBe(PRODUCTS * FIELDS.length);

    // The provider's own record of its calls: by these three processes; A and B were both ready before
    // the job was created and it has 120 batches, so each took some.
    const lines = readLines<LogLine>(logFile);
    const pids = new Set([first.child.pid, second.child.pid, third.child.pid]);
    expect(lines.every((line) => pids.has(line.pid))).toBe(true);
    const callsBy = (worker: WorkerProcess) => lines.filter((line) => line.pid === worker.child.pid).length;
    expect(callsBy(first)).toBeGreaterThan(0);
    expect(callsBy(second)).toBeGreaterThan(0);

    // Usage: the monthly row and the job's totals equal the sums of the calls; every call's accounting key once.
    const usageAfter = await usageTotals(db);
    expect(usageAfter.periods.every((period) => period === periodAtStart || period === usagePeriod())).toBe(true);
    expect(usageAfter.currencies.every((currency) => currency === 'EUR')).toBe(true);
    expectAccounted(job, usageBefore, usageAfter, lines);
    const keys = await db.selectFrom('ext_translate_usage_key').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(keys.count)).toBe(lines.length);

    const keysSeen = new Set(lines.map((line) => line.idempotencyKey));
    console.info(
      `multi-worker: ${String(lines.length)} provider calls (A ${String(callsBy(first))}, B ${String(callsBy(second))}, C ${String(callsBy(third))}), ` +
        `${String(keysSeen.size)} distinct idempotency keys, ${String(processedAtStop)} records processed when A stopped; timings (ms from start) ${JSON.stringify(timings)}`,
    );
  }, 180_000);

  it('hands the batches of a worker stopped with calls in flight to another worker, which writes them once', async () => {
    printOutputOnFailure();
    const started = Date.now();
    const db = (host as Host).database.db;
    const logFile = join(directory, 'calls-stopped.jsonl');
    const beginFile = join(directory, 'begun-stopped.jsonl');
    const productIds = await seedProducts(db, 40, 'MW-STOP');
    const deps = await setUp();
    const usageBefore = await usageTotals(db);

    // S's calls (18 s) outlast the queue's grace period (10 s): at SIGTERM it holds two batches mid-call.
    const slow = await startWorkerProcess('S', workerEnv(logFile, { MULTI_WORKER_SLOW_MS: '18000', MULTI_WORKER_BEGIN_LOG: beginFile }), workers);
    const jobId = await createJob(deps, jobConfig({ scope: 'selection', ids: productIds }), null);
    const deadline = Date.now() + 30_000;
    while (readLines<{ pid: number }>(beginFile).filter((line) => line.pid === slow.child.pid).length < 2) {
      if (Date.now() > deadline) throw new Error('the slow worker began no two calls');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    slow.child.kill('SIGTERM');
    const fast = await startWorkerProcess('F', workerEnv(logFile), workers);

    const job = await waitForJob(db, jobId, (row) => !['queued', 'running'].includes(row.status), 90_000);
    const completedAfter = Date.now() - started;
    const exitOfSlow = await slow.exited;
    // Every call S began before it stopped (more may have begun between the check above and the signal).
    const begunBySlow = readLines<{ pid: number; idempotencyKey: string }>(beginFile)
      .filter((line) => line.pid === slow.child.pid)
      .map((line) => line.idempotencyKey);
    expect(begunBySlow.length).toBeGreaterThanOrEqual(2);
    const exitOfFast = await stopWorkerProcess(fast);
    expect(exitOfSlow, slow.output()).toBe(0);
    expect(exitOfFast, fast.output()).toBe(0);

    expect(job).toMatchObject({ status: 'completed', total: 40, processed: 40, translated: 40, skipped: 0, failed: 0 });
    expect(await db.selectFrom('ext_translate_job_error').select('message').where('jobId', '=', jobId).execute()).toEqual([]);
    await expectWrittenOnce(db, jobId, productIds);

    // The released batches ran again on F, with the same idempotency keys.
    const lines = readLines<LogLine>(logFile);
    const doneByFast = new Set(lines.filter((line) => line.pid === fast.child.pid).map((line) => line.idempotencyKey));
    expect(begunBySlow.every((key) => doneByFast.has(key))).toBe(true);

    const callsBySlow = lines.filter((line) => line.pid === slow.child.pid);
    // Every call F made is accounted (its accounting key recorded once).
    const recordedKeys = new Set(
      (await db.selectFrom('ext_translate_usage_key').select('accountingKey').execute()).map((row) => row.accountingKey as string),
    );
    const callsByFast = lines.filter((line) => line.pid === fast.child.pid);
    expect(callsByFast.every((line) => recordedKeys.has(line.accountingKey.replace(/-/g, '')))).toBe(true);
    console.info(
      `multi-worker (stopped mid-call): ${String(lines.length)} provider calls (S ${String(callsBySlow.length)}, F ${String(doneByFast.size)}), ` +
        `job completed after ${String(completedAfter)} ms`,
    );
    // S reported the calls it had in flight once they returned, after its grace period.
    expect(callsBySlow.length).toBe(begunBySlow.length);
    // The job's totals as they stand once S has exited: S's late calls were added after the job completed.
    const settled = await waitForJob(db, jobId, () => true, 1_000);
    stopped = { job: settled, usageBefore, usageAfter: await usageTotals(db), lines };
  }, 180_000);

  // A handler released at the end of the grace period keeps running until its provider call returns; the
  // queue's stop waits for it to settle (settleTimeoutMs) before the database closes, so that call's usage
  // is recorded too.
  it('accounts also the calls the stopped worker finished after its grace period', () => {
    if (!stopped) throw new Error('the previous test did not get that far');
    expectAccounted(stopped.job, stopped.usageBefore, stopped.usageAfter, stopped.lines);
  });
});
