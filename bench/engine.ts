/**
 * Translation engine benchmark: 20,000 products (name, description HTML, metaTitle, metaDescription)
 * translated into German end to end (createJob -> embedded queue -> planJob -> runBatch per message)
 * through an in-process provider without latency, on SQLite (or, with BENCH_DATABASE=postgres, on
 * PostgreSQL: BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test).
 *
 * Reports records per second, peak RSS, provider calls against the lower bound (per message and
 * format, ceil(max(distinct texts / max batch, distinct bytes / max chunk bytes)), summed) and the
 * ratio of the job's wall time to the floor: the same rows (20,000 translation rows, 80,000 history
 * rows naming their job and, with the translation memory on, a memory row per distinct text) written
 * with plain batched inserts. Wall time is reported, never asserted; the run fails (exit
 * code 1) only when the job's result is wrong.
 *
 * Every measured run is a child process of its own (peak RSS is per process) on its own copy of a
 * seeded template database in os.tmpdir(); everything is removed at the end. On PostgreSQL each run
 * and each floor gets a schema of its own, seeded before its clock starts, and dropped afterwards.
 *
 *   npm run bench:engine
 *   BENCH_PRODUCTS=5000 BENCH_BATCH_SIZES=25 BENCH_CONCURRENCIES=1 npm run bench:engine
 *   node --cpu-prof --cpu-prof-dir=var/prof --import tsx bench/engine.ts   (a profile per run)
 *   BENCH_HEAP_GROWTH=0 npm run bench:engine     (V8's own heap growth; default: serve's and worker's, 30 %)
 *   BENCH_SQL_PROFILE=1 npm run bench:engine    (time per SQL statement shape, on either database)
 *   BENCH_ALLOC_PROFILE=1 npm run bench:engine  (what the job allocates, garbage included, by function; profiles in var/bench/)
 *   BENCH_DATABASE=postgres npm run bench:engine (the same job and floor on PostgreSQL)
 */
import { fork } from 'node:child_process';
import { limitHeapGrowth } from '../src/cli/heap-growth.js';
import { DEFAULT_HEAP_GROWTH_PERCENT } from '../src/host/config/config.js';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { AppConfig } from '../src/host/config/config.js';
import { GERMAN_LANGUAGE_ID } from '../src/host/content/seed.js';
import type { Db } from '../src/host/db/database.js';
import { newId } from '../src/host/db/ids.js';
import { type Host } from '../src/host/host.js';
import { normaliseJobConfig } from '../src/translate/model/job-config.js';
import { createJob } from '../src/translate/use-cases/jobs.js';
import {
  Cost,
  createProviderResult,
  type CredentialStatus,
  type ModelEntry,
  type ProviderRequest,
  type ProviderResult,
  type TranslationProvider,
} from '../src/translate/providers/contract.js';
import { createProviderRegistry } from '../src/translate/providers/provider-service.js';
import { CONFIG_DOMAIN } from '../src/translate/model/settings.js';
import { jobDependencies } from '../src/translate/manifest.js';
import { startWorker, startTranslateHost } from '../src/translate/app.js';
import { benchHostConfig, profileDirectory, scratchDatabase } from './support/scratch.js';
import { printSqlProfile, profilePostgres, profileSqlite, type SqlShape } from './support/sql-profile.js';
import { startAllocationProfile, type AllocationSummary } from './support/allocation-profile.js';
import { CREATED_AT, generateCatalogue, insertRows, seedCatalogue, type Product } from './support/catalogue.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
/** Records per message; `auto` (0) leaves the batchSize setting unset: messages packed by volume. */
const BATCH_SIZES = (process.env.BENCH_BATCH_SIZES ?? 'auto,25').split(',').map((item) => (item.trim() === 'auto' ? 0 : Number(item.trim()))).filter((item) => Number.isInteger(item) && item >= 0);
const CONCURRENCIES = list(process.env.BENCH_CONCURRENCIES ?? '1,2');
/** Runs per configuration (and floors); the fastest is reported, which filters out a busy machine. */
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));
/** `median` reports the median run of each configuration instead of the fastest (floors stay the fastest). */
const PICK = process.env.BENCH_PICK === 'median' ? 'median' : 'fastest';
/** Upstream latency of every provider call (0: the engine's own cost only). */
const LATENCY_MS = Math.max(0, Number(process.env.BENCH_LATENCY_MS ?? 0));
/** The provider's limit of calls in flight, handed to the workers as EXT_TRANSLATE_BENCH_CONCURRENCY. */
const CALLS_IN_FLIGHT = Math.max(1, Number(process.env.BENCH_CALLS_IN_FLIGHT ?? 4));
/**
 * Worker processes on the job's database (1: the run's own process only). Each further process runs a
 * worker of `concurrency` messages beside it, as `ext-translate worker` does beside `serve`.
 */
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 1));
/** `off` switches the translation memory off (on by default, as in a fresh installation). */
const MEMORY = process.env.BENCH_MEMORY === 'off' ? 'off' : 'on';
/** `1` samples what each run's job allocates (bench/support/allocation-profile.ts). */
const ALLOC_PROFILE = process.env.BENCH_ALLOC_PROFILE === '1';
/** Limits like DeepL's. */
const LIMITS = { maxBatchSize: 50, maxChunkBytes: 80_000 };
const FIELDS = ['name', 'description', 'metaTitle', 'metaDescription'] as const;
/** Records per transaction (and per translation-row statement) of the floor. */
const FLOOR_ROWS = 500;
const PROVIDER_ID = 'bench';
const FINAL_STATUSES = new Set(['completed', 'completed_with_errors', 'cancelled']);
/**
 * The engine's aims (bench/README.md): records/s on SQLite (PostgreSQL is held to its own floor only),
 * calls per message bound and per job-wide bound (texts deduplicated before packing), the run's peak
 * RSS, the job's time against its floor's, and against the latency floor when there is latency.
 */
const AIMS = { recordsPerSecond: 4_000, callsPerBound: 1.05, callsPerJobBound: 1.02, peakRssMb: 400, ratio: 1.5, latencyRatio: 1.25 };
const CHILD_ENV = 'BENCH_ENGINE_RUN';
/** Set in a further worker process of a run (BENCH_PROCESSES): its database and concurrency. */
const HELPER_ENV = 'BENCH_ENGINE_HELPER';
/** A job still running after this long counts as wrong (a hang, not a slow run). */
const JOB_TIMEOUT_MS = 15 * 60_000;
const MB = 1024 * 1024;

function list(value: string): number[] {
  return value
    .split(',')
    .map((item) => Number(item.trim()))
    .filter((item) => Number.isInteger(item) && item > 0);
}

/** `postgres` runs the job and its floor on PostgreSQL (BENCH_POSTGRES_URL), each in a schema of its own. */
const DATABASE = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
const DATABASE_LABEL = DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite';

function hostConfig(databasePath: string, varDir: string, concurrency = 2): AppConfig {
  return benchHostConfig(`sqlite:${databasePath}`, varDir, concurrency);
}

/**
 * A seeded database for one run or floor: on SQLite a copy of the template file, on PostgreSQL a new
 * schema seeded with the same catalogue (the generator is seeded: the same products every time).
 */
async function seededHost(spec: { template: string; directory: string; products: number }, name: string, concurrency = 2, tableStatistics = true): Promise<{ host: Host; url: string; drop: () => Promise<void> }> {
  if (DATABASE === 'sqlite') {
    const databasePath = join(spec.directory, `${name}.sqlite`);
    copyFileSync(spec.template, databasePath);
    // Dropped as a PostgreSQL run drops its schema: an earlier run's files (about 0.4 GB written) left
    // on disk until the benchmark ended slowed the later runs by about a tenth (bench/README.md).
    const drop = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
    };
    return { host: await startTranslateHost(hostConfig(databasePath, spec.directory, concurrency)), url: `sqlite:${databasePath}`, drop };
  }
  const scratch = scratchDatabase('postgres', 'engine');
  const host = await startTranslateHost(benchHostConfig(tableStatistics ? scratch.url : `${scratch.url}&table_statistics=off`, spec.directory, concurrency));
  try {
    await seedCatalogue(host.database.db, generateCatalogue(spec.products));
    // The run's own tables only: a bare ANALYZE walks every schema of the database, other runs' too.
    const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema()`.execute(host.database.db);
    for (const table of tables.rows) await sql`analyze ${sql.table(table.tablename)}`.execute(host.database.db);
  } catch (error) {
    await host.close();
    await scratch.drop();
    throw error;
  }
  return { host, url: scratch.url, drop: () => scratch.drop() };
}

/** Folds the write-ahead log into the main file, so that copying the main file copies the database. */
async function checkpoint(host: Host): Promise<void> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(host.database.db);
}

// ---------------------------------------------------------------------------------------------------
// The in-process provider
// ---------------------------------------------------------------------------------------------------

/** Distinct texts of one format within one message, as hashes (the texts themselves are not kept). */
interface FormatTally {
  seen: Set<number>;
  texts: number;
  bytes: number;
}

interface CallSummary {
  calls: number;
  bound: number;
  /** The job-wide bound: per format ceil(max(texts / max batch, bytes / max chunk bytes)) over the whole job. */
  jobBound: number;
  /** Most calls in flight at one moment. */
  maxInFlight: number;
  messages: number;
  bisectionCalls: number;
  textsSent: number;
  bytesSent: number;
  maxTextsPerCall: number;
  maxBytesPerCall: number;
  firstCallAt: number | null;
  providerMs: number;
}

/** A provider's calls and per-message tallies, as a further worker process sends them to the run's process. */
interface ProviderTally {
  stats: { calls: number; bisectionCalls: number; textsSent: number; bytesSent: number; maxTextsPerCall: number; maxBytesPerCall: number; firstCallAt: number | null; providerMs: number; maxInFlight: number };
  messages: [string, Record<ProviderRequest['format'], { texts: number; bytes: number }>][];
}

/** FNV-1a over UTF-16 code units, widened with the length: collisions within one message are negligible. */
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) * 0x20_0000 + (text.length & 0x1f_ffff);
}

/**
 * No latency: "translates" by prefixing the target language (`[de] ...`), which keeps ⟦n⟧ tokens and
 * markup. Keeps per message only the hashes, counts and bytes that the lower bound needs.
 */
class BenchProvider implements TranslationProvider {
  private readonly messages = new Map<string, Record<ProviderRequest['format'], FormatTally>>();
  private readonly stats = {
    calls: 0,
    bisectionCalls: 0,
    textsSent: 0,
    bytesSent: 0,
    maxTextsPerCall: 0,
    maxBytesPerCall: 0,
    firstCallAt: null as number | null,
    providerMs: 0,
    maxInFlight: 0,
  };
  private inFlight = 0;

  getId(): string {
    return PROVIDER_ID;
  }
  getLabel(): string {
    return 'Benchmark provider (in-process, BENCH_LATENCY_MS of latency)';
  }
  async isConfigured(): Promise<boolean> {
    return true;
  }
  async translate(request: ProviderRequest): Promise<ProviderResult> {
    const started = performance.now();
    this.stats.firstCallAt ??= started;
    this.stats.calls += 1;
    if (request.texts.length === 0) return createProviderResult({ texts: [], characters: 0 });
    if (LATENCY_MS > 0) {
      this.inFlight += 1;
      this.stats.maxInFlight = Math.max(this.stats.maxInFlight, this.inFlight);
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      this.inFlight -= 1;
    }
    const key = request.idempotencyKey ?? '';
    const colon = key.indexOf(':');
    const messageId = colon === -1 ? key : key.slice(0, colon);
    if (key.indexOf('.', colon) !== -1) this.stats.bisectionCalls += 1;
    let tally = this.messages.get(messageId);
    if (!tally) {
      tally = { html: { seen: new Set(), texts: 0, bytes: 0 }, text: { seen: new Set(), texts: 0, bytes: 0 } };
      this.messages.set(messageId, tally);
    }
    const format = tally[request.format];
    const prefix = `[${request.targetLocale.slice(0, 2)}] `;
    const texts = new Array<string>(request.texts.length);
    let bytes = 0;
    let characters = 0;
    request.texts.forEach((text, index) => {
      const size = Buffer.byteLength(text, 'utf8');
      bytes += size;
      characters += text.length;
      const hash = textHash(text);
      if (!format.seen.has(hash)) {
        format.seen.add(hash);
        format.texts += 1;
        format.bytes += size;
      }
      texts[index] = prefix + text;
    });
    this.stats.textsSent += request.texts.length;
    this.stats.bytesSent += bytes;
    this.stats.maxTextsPerCall = Math.max(this.stats.maxTextsPerCall, request.texts.length);
    this.stats.maxBytesPerCall = Math.max(this.stats.maxBytesPerCall, bytes);
    this.stats.providerMs += performance.now() - started;
    return createProviderResult({ texts, characters, cost: Cost.zero() });
  }
  async validateCredentials(): Promise<CredentialStatus> {
    return { valid: true, message: 'ok', quota: null };
  }
  getModels(): ModelEntry[] {
    return [];
  }
  supports(feature: string): boolean {
    return feature === 'html';
  }
  estimate(): Cost {
    return Cost.zero();
  }
  getMaxBatchSize(): number {
    return LIMITS.maxBatchSize;
  }
  getMaxChunkBytes(): number {
    return LIMITS.maxChunkBytes;
  }

  /** What this provider saw, for the run's process to add to its own (a further worker process's). */
  tally(): ProviderTally {
    const messages: ProviderTally['messages'] = [];
    for (const [id, formats] of this.messages) messages.push([id, { html: { texts: formats.html.texts, bytes: formats.html.bytes }, text: { texts: formats.text.texts, bytes: formats.text.bytes } }]);
    return { stats: { ...this.stats }, messages };
  }

  /** Adds another process's calls (its messages are its own: a message runs in one process). */
  absorb(other: ProviderTally): void {
    for (const [id, formats] of other.messages) {
      this.messages.set(id, { html: { seen: new Set(), ...formats.html }, text: { seen: new Set(), ...formats.text } });
    }
    const { stats } = other;
    this.stats.calls += stats.calls;
    this.stats.bisectionCalls += stats.bisectionCalls;
    this.stats.textsSent += stats.textsSent;
    this.stats.bytesSent += stats.bytesSent;
    this.stats.providerMs += stats.providerMs;
    this.stats.maxTextsPerCall = Math.max(this.stats.maxTextsPerCall, stats.maxTextsPerCall);
    this.stats.maxBytesPerCall = Math.max(this.stats.maxBytesPerCall, stats.maxBytesPerCall);
    this.stats.maxInFlight = Math.max(this.stats.maxInFlight, stats.maxInFlight);
  }

  /**
   * Calls made and two lower bounds: per message and format ceil(max(texts / max batch, bytes / max
   * chunk bytes)), summed; and job-wide, the same over the texts of all messages per format (what
   * packing calls across messages could reach; a text repeated in two messages counts twice).
   */
  summary(): CallSummary {
    let bound = 0;
    const job: Record<string, { texts: number; bytes: number }> = { html: { texts: 0, bytes: 0 }, text: { texts: 0, bytes: 0 } };
    for (const formats of this.messages.values()) {
      for (const [name, format] of Object.entries(formats)) {
        if (format.texts === 0) continue;
        bound += Math.ceil(Math.max(format.texts / LIMITS.maxBatchSize, format.bytes / LIMITS.maxChunkBytes));
        const total = job[name] as { texts: number; bytes: number };
        total.texts += format.texts;
        total.bytes += format.bytes;
      }
    }
    const jobBound = Object.values(job).reduce((sum, total) => sum + Math.ceil(Math.max(total.texts / LIMITS.maxBatchSize, total.bytes / LIMITS.maxChunkBytes)), 0);
    return { ...this.stats, bound, jobBound, messages: this.messages.size };
  }
}

// ---------------------------------------------------------------------------------------------------
// One measured run (a child process)
// ---------------------------------------------------------------------------------------------------

interface RunSpec {
  attempt: number;
  template: string;
  directory: string;
  products: number;
  batchSize: number;
  concurrency: number;
}

interface RunResult extends CallSummary {
  batchSize: number;
  concurrency: number;
  jobMs: number;
  /** CPU time (user + system) of the run's process while the job ran, and of its further worker processes. */
  cpuMs: number;
  /** Messages the further worker processes ran (BENCH_PROCESSES). */
  helperMessages: number;
  /** Share of the job's wall time the event loop was busy (1 = never idle). */
  eventLoopUtilization: number;
  /** createJob until the first provider call: queue pick-up of the start message and planning. */
  startupMs: number;
  status: string;
  translated: number;
  failed: number;
  skipped: number;
  germanRows: number;
  appliedHistory: number;
  errorRows: number;
  baselineRssMb: number;
  peakRssMb: number;
  maxRssMb: number;
  problems: string[];
  /** With BENCH_SQL_PROFILE=1: the statements by time, during the job. */
  sqlProfile: SqlShape[] | null;
  /** With BENCH_ALLOC_PROFILE=1: what the job's process thread allocated, by function. */
  allocations: AllocationSummary | null;
}

function selectTable(db: Db, table: string) {
  return db.selectFrom(table);
}

async function count(db: Db, table: string, where: (query: ReturnType<typeof selectTable>) => ReturnType<typeof selectTable>): Promise<number> {
  const row = await where(selectTable(db, table))
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number((row as { count?: unknown } | undefined)?.count ?? 0);
}

/** A worker of `concurrency` messages in this process, translating with a new BenchProvider. */
async function startBenchWorker(host: Host, concurrency: number): Promise<{ registry: Awaited<ReturnType<typeof createProviderRegistry>>; provider: BenchProvider }> {
  const registry = await createProviderRegistry(host, { logger: host.logger, builtIns: [] });
  const provider = new BenchProvider();
  registry.register(provider);
  await startWorker(host, registry, {
    concurrency,
    relayEveryMs: 3_600_000,
    env: { ...process.env, [`EXT_TRANSLATE_${PROVIDER_ID.toUpperCase()}_CONCURRENCY`]: String(CALLS_IN_FLIGHT) },
  });
  return { registry, provider };
}

/** What a further worker process sends when it is told to stop: its provider's calls and its CPU time. */
interface HelperReport {
  tally: ProviderTally;
  cpuMs: number;
}

/** A further worker process on the run's database (BENCH_PROCESSES); resolves once its worker runs. */
interface Helper {
  /** Stops its worker and answers what it did. */
  stop(): Promise<HelperReport>;
}

function startHelper(url: string, directory: string, concurrency: number): Promise<Helper> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, [HELPER_ENV]: JSON.stringify({ url, directory, concurrency }) } });
    let report: { done: (value: HelperReport) => void; failed: (error: Error) => void } | null = null;
    child.on('message', (message) => {
      if (message === 'ready') resolve({ stop: () => new Promise((done, failed) => ((report = { done, failed }), child.send('stop'))) });
      else report?.done(message as HelperReport);
    });
    child.on('error', reject);
    // Before it is ready, or before it reported after a stop (once it reported, this changes nothing).
    child.on('exit', (code) => {
      const error = new Error(`a worker process exited with code ${String(code)}`);
      reject(error);
      report?.failed(error);
    });
  });
}

async function runHelper(spec: { url: string; directory: string; concurrency: number }): Promise<void> {
  const host = await startTranslateHost(benchHostConfig(spec.url, spec.directory, spec.concurrency));
  const { provider } = await startBenchWorker(host, spec.concurrency);
  const cpuBefore = process.cpuUsage();
  // The run's process ended (a failed run too): nothing is left running.
  process.once('disconnect', () => process.exit(0));
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void (async () => {
      await host.queue.stop();
      const cpu = process.cpuUsage(cpuBefore);
      process.send?.({ tally: provider.tally(), cpuMs: (cpu.user + cpu.system) / 1000 } satisfies HelperReport);
      await host.close();
      process.disconnect?.();
    })();
  });
  process.send?.('ready');
}

async function runJob(spec: RunSpec): Promise<RunResult> {
  const sqlProfile = process.env.BENCH_SQL_PROFILE === '1' ? (DATABASE === 'sqlite' ? profileSqlite() : profilePostgres()) : null;
  const { host, url, drop } = await seededHost(spec, `run-${spec.batchSize}-${spec.concurrency}-${spec.attempt}`, spec.concurrency);
  try {
    if (spec.batchSize > 0) await host.settings.write({ [`${CONFIG_DOMAIN}.batchSize`]: spec.batchSize });
    if (MEMORY === 'off') await host.settings.write({ [`${CONFIG_DOMAIN}.translationMemory`]: false });
    const { registry, provider } = await startBenchWorker(host, spec.concurrency);
    const helpers = await Promise.all(Array.from({ length: PROCESSES - 1 }, () => startHelper(url, spec.directory, spec.concurrency)));
    const deps = jobDependencies(host, registry);
    const db = host.database.db;
    const config = normaliseJobConfig({
      config: { entities: [{ name: 'product', scope: 'all' }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: PROVIDER_ID, options: { mode: 'all' } },
    });

    // process.memoryUsage.rss() reads the RSS alone: memoryUsage() also gathers the heap's statistics,
    // 36 ms of the job's thread in a run's samples.
    const baselineRss = process.memoryUsage.rss();
    let peakRss = baselineRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 50);
    sqlProfile?.start();
    const allocationProfile = ALLOC_PROFILE ? await startAllocationProfile(profileDirectory(), `engine-${DATABASE}-${String(process.pid)}`) : null;
    const cpuBefore = process.cpuUsage();
    const loopBefore = performance.eventLoopUtilization();
    const started = performance.now();
    const jobId = await createJob(deps, config, null);
    let job: { status: string; translated: number; failed: number; skipped: number };
    for (;;) {
      job = (await db.selectFrom('ext_translate_job').select(['status', 'translated', 'failed', 'skipped']).where('id', '=', jobId).executeTakeFirstOrThrow()) as typeof job;
      if (FINAL_STATUSES.has(job.status) || performance.now() - started > JOB_TIMEOUT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const jobMs = performance.now() - started;
    const allocations = (await allocationProfile?.stop()) ?? null;
    const cpu = process.cpuUsage(cpuBefore);
    const loop = performance.eventLoopUtilization(loopBefore);
    clearInterval(sampler);
    const statements = sqlProfile?.stop() ?? null;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    const maxRss = process.resourceUsage().maxRSS * 1024;

    await host.queue.stop();
    let helperCpuMs = 0;
    let helperMessages = 0;
    for (const report of await Promise.all(helpers.map((helper) => helper.stop()))) {
      provider.absorb(report.tally);
      helperCpuMs += report.cpuMs;
      helperMessages += report.tally.messages.length;
    }
    const calls = provider.summary();
    const germanRows = await count(db, 'product_translation', (query) => query.where('languageId', '=', GERMAN_LANGUAGE_ID).where('name', 'like', '[de] %'));
    const appliedHistory = await count(db, 'ext_translate_history', (query) => query.where('jobId', '=', jobId).where('state', '=', 'applied'));
    const errorRows = await count(db, 'ext_translate_job_error', (query) => query.where('jobId', '=', jobId));
    const problems: string[] = [];
    if (job.status !== 'completed') problems.push(`job status ${job.status}`);
    if (Number(job.translated) !== spec.products) problems.push(`${job.translated} records translated, expected ${spec.products}`);
    if (germanRows !== spec.products) problems.push(`${germanRows} de-DE product rows, expected ${spec.products}`);
    if (appliedHistory !== spec.products * FIELDS.length) problems.push(`${appliedHistory} applied history rows, expected ${spec.products * FIELDS.length}`);
    if (errorRows !== 0) problems.push(`${errorRows} job error rows`);
    if (calls.maxTextsPerCall > LIMITS.maxBatchSize) problems.push(`a call held ${calls.maxTextsPerCall} texts`);
    if (calls.maxBytesPerCall > LIMITS.maxChunkBytes) problems.push(`a call held ${calls.maxBytesPerCall} bytes`);

    return {
      batchSize: spec.batchSize,
      concurrency: spec.concurrency,
      jobMs,
      cpuMs: (cpu.user + cpu.system) / 1000 + helperCpuMs,
      helperMessages,
      eventLoopUtilization: loop.utilization,
      startupMs: calls.firstCallAt === null ? jobMs : calls.firstCallAt - started,
      status: job.status,
      translated: Number(job.translated),
      failed: Number(job.failed),
      skipped: Number(job.skipped),
      germanRows,
      appliedHistory,
      errorRows,
      baselineRssMb: baselineRss / MB,
      peakRssMb: peakRss / MB,
      maxRssMb: maxRss / MB,
      problems,
      sqlProfile: statements,
      allocations,
      ...calls,
    };
  } finally {
    await host.close();
    await drop();
  }
}

// ---------------------------------------------------------------------------------------------------
// The floor: the same rows with plain batched inserts
// ---------------------------------------------------------------------------------------------------

interface FloorResult {
  floorMs: number;
  cpuMs: number;
  rows: number;
  history: number;
  /** Memory rows (one per distinct text; 0 with BENCH_MEMORY=off). */
  memory: number;
}

async function measureFloor(directory: string, template: string, products: readonly Product[], attempt: number): Promise<FloorResult> {
  // Plain writes: no statistics kept while the rows go in (src/host/db/table-statistics.ts); the job's own are part of its time.
  const { host, drop } = await seededHost({ template, directory, products: products.length }, `floor-${attempt}`, 2, false);
  try {
    const db = host.database.db;
    // Built before the clock starts: the floor times the writes only.
    const translations = products.map((product) => ({
      productId: product.id,
      languageId: GERMAN_LANGUAGE_ID,
      name: `[de] ${product.name}`,
      description: `[de] ${product.description}`,
      metaTitle: `[de] ${product.metaTitle}`,
      metaDescription: `[de] ${product.metaDescription}`,
      createdAt: CREATED_AT,
      updatedAt: CREATED_AT,
    }));
    // The history rows name their job, as the job's do: each row's reference is checked as it goes in
    // (on PostgreSQL a lookup of the job's key per row, 0.46 s of this floor in the forty-seventh round).
    const jobId = newId();
    await db.insertInto('ext_translate_job').values({ id: jobId, status: 'running', providerId: PROVIDER_ID, config: '{}', targetLanguageIds: JSON.stringify([GERMAN_LANGUAGE_ID]), createdAt: CREATED_AT }).execute();
    const history = products.flatMap((product) =>
      FIELDS.map((field) => ({
        id: newId(),
        jobId,
        entity: 'product',
        recordId: product.id,
        languageId: GERMAN_LANGUAGE_ID,
        field,
        previousValue: null,
        newValue: `[de] ${product[field]}`,
        sourceHash: createHash('sha256').update(product[field]).digest('hex'),
        state: 'applied',
        // As the job writes them (history-rows.ts): the checks' codes (none: the texts are clean), the
        // source the translation was made from, and the provider that made it.
        checks: '[]',
        sourceValue: product[field],
        createdAt: CREATED_AT,
        providerId: PROVIDER_ID,
      })),
    );
    // With the memory on, the job also remembers each distinct text once: a row keyed by a hash.
    const remembered = new Set<string>();
    const memory = (slice: readonly Product[]) =>
      MEMORY === 'off'
        ? []
        : slice.flatMap((product) =>
            FIELDS.flatMap((field) => {
              const text = `${field === 'description' ? 'html' : 'text'}\n${product[field]}`;
              if (remembered.has(text)) return [];
              remembered.add(text);
              const characters = product[field].length;
              return [{ keyHash: createHash('sha256').update(text).digest('hex'), providerId: PROVIDER_ID, sourceLocale: 'en-GB', targetLocale: 'de-DE', translation: `[de] ${product[field]}`, characters, createdAt: CREATED_AT, lastUsedAt: CREATED_AT }];
            }),
          );
    const memoryRows = Array.from({ length: Math.ceil(products.length / FLOOR_ROWS) }, (_, part) => memory(products.slice(part * FLOOR_ROWS, (part + 1) * FLOOR_ROWS)));
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let index = 0; index < translations.length; index += FLOOR_ROWS) {
      await db.transaction().execute(async (trx) => {
        await insertRows(trx, 'product_translation', translations.slice(index, index + FLOOR_ROWS), FLOOR_ROWS);
        await insertRows(trx, 'ext_translate_history', history.slice(index * FIELDS.length, (index + FLOOR_ROWS) * FIELDS.length), FLOOR_ROWS);
        await insertRows(trx, 'ext_translate_memory', memoryRows[index / FLOOR_ROWS] ?? [], FLOOR_ROWS);
      });
    }
    const floorMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const rows = await count(db, 'product_translation', (query) => query.where('languageId', '=', GERMAN_LANGUAGE_ID));
    const written = await count(db, 'ext_translate_history', (query) => query);
    return { floorMs, cpuMs: (cpu.user + cpu.system) / 1000, rows, history: written, memory: remembered.size };
  } finally {
    await host.close();
    await drop();
  }
}

// ---------------------------------------------------------------------------------------------------
// Driver
// ---------------------------------------------------------------------------------------------------

function runChild(spec: RunSpec): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    // execArgv is inherited: the tsx loader, and --cpu-prof when profiling (one profile per run).
    const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, [CHILD_ENV]: JSON.stringify(spec) } });
    let result: RunResult | null = null;
    child.on('message', (message) => {
      result = message as RunResult;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`the run (batch size ${spec.batchSize}, concurrency ${spec.concurrency}) exited with code ${String(code)} without a result`));
    });
  });
}

function fixed(value: number, digits: number): string {
  return value.toFixed(digits);
}

function mark(ok: boolean): string {
  return ok ? '' : ' ✗';
}

async function main(): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'ext-translate-bench-engine-'));
  let failed = false;
  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
  try {
    console.log(`Load average before: ${load()}`);
    const template = join(directory, 'template.sqlite');
    const seedStarted = performance.now();
    const products = generateCatalogue(PRODUCTS);
    // PostgreSQL seeds a schema per run instead (seededHost).
    if (DATABASE === 'sqlite') {
      const templateHost = await startTranslateHost(hostConfig(template, directory));
      try {
        await seedCatalogue(templateHost.database.db, products);
        await checkpoint(templateHost);
      } finally {
        await templateHost.close();
      }
    }
    const seedMs = performance.now() - seedStarted;
    const descriptionBytes = products.map((product) => Buffer.byteLength(product.description));
    console.log(
      `${DATABASE === 'sqlite' ? 'Seeded' : 'Generated (each PostgreSQL run seeds a schema of its own)'} ${PRODUCTS} products in ${fixed(seedMs / 1000, 1)} s (description ${Math.min(...descriptionBytes)}–${Math.max(...descriptionBytes)} bytes, ` +
        `mean ${Math.round(descriptionBytes.reduce((sum, bytes) => sum + bytes, 0) / PRODUCTS)}; ` +
        `${new Set(products.map((product) => product.description)).size} distinct descriptions).`,
    );

    // Each attempt measures the floor, then every configuration's job: on a machine whose speed drifts
    // (bench/README.md, "The machine"), the floors and the jobs then meet the same stretches of it.
    const floors: FloorResult[] = [];
    const configurations = BATCH_SIZES.flatMap((batchSize) => CONCURRENCIES.map((concurrency) => ({ batchSize, concurrency, runs: [] as RunResult[] })));
    for (let attempt = 0; attempt < REPEAT; attempt += 1) {
      const measured = await measureFloor(directory, template, products, attempt);
      if (measured.rows !== PRODUCTS || measured.history !== PRODUCTS * FIELDS.length) {
        console.error(`The floor wrote ${measured.rows} translation rows and ${measured.history} history rows.`);
        failed = true;
      }
      console.log(
        `Floor: ${measured.rows} translation rows + ${measured.history} history rows${measured.memory > 0 ? ` + ${measured.memory} memory rows` : ''} in ${fixed(measured.floorMs / 1000, 2)} s ` +
          `(CPU ${fixed(measured.cpuMs / 1000, 2)} s; transactions of ${FLOOR_ROWS} records, ${FLOOR_ROWS} rows per statement).`,
      );
      floors.push(measured);
      for (const { batchSize, concurrency, runs } of configurations) {
        const result = await runChild({ attempt, template, directory, products: PRODUCTS, batchSize, concurrency });
        console.log(
          `  batch ${batchSize || 'auto'}, concurrency ${concurrency}: ${fixed(result.jobMs / 1000, 2)} s (CPU ${fixed(result.cpuMs / 1000, 2)} s), ${result.calls} calls, ` +
            `at most ${result.maxInFlight} in flight` +
            (result.problems.length > 0 ? ` — WRONG: ${result.problems.join('; ')}` : ''),
        );
        if (result.problems.length > 0) failed = true;
        runs.push(result);
      }
    }
    // The floor is picked as the jobs are: the fastest, or with BENCH_PICK=median the median.
    floors.sort((a, b) => a.floorMs - b.floorMs);
    const floor = PICK === 'median' ? floors[Math.floor((floors.length - 1) / 2)] : floors[0];
    if (!floor) throw new Error('No floor was measured.');
    const results: RunResult[] = [];
    for (const { runs } of configurations) {
      runs.sort((a, b) => a.jobMs - b.jobMs);
      const picked = PICK === 'median' ? runs[Math.floor((runs.length - 1) / 2)] : runs[0];
      if (picked) results.push(picked);
    }

    console.log('');
    console.log(
      `Engine benchmark: ${PRODUCTS} products x ${FIELDS.length} fields -> de-DE, ${DATABASE_LABEL}, embedded queue, provider limits ` +
        `${LIMITS.maxBatchSize} texts / ${LIMITS.maxChunkBytes} bytes, translation memory ${MEMORY}${PROCESSES > 1 ? `, ${PROCESSES} worker processes of the concurrency below (peak RSS: the run's own process)` : ''}${REPEAT > 1 ? `, ${PICK} of ${REPEAT} runs` : ''}; load average after: ${load()}`,
    );
    console.log('');
    console.log(
      '| Batch size | Concurrency | Records/s | Peak RSS MB (sampled / maxRSS) | Calls | Bound | Calls/bound | Job bound | Calls/job bound ' +
        '| Job s | Job CPU s | Floor s | Floor CPU s | Ratio | CPU ratio | In flight (max / limit) | Latency floor s | Job / latency floor |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const result of results) {
      const recordsPerSecond = PRODUCTS / (result.jobMs / 1000);
      const callsPerBound = result.calls / result.bound;
      const callsPerJobBound = result.calls / result.jobBound;
      const ratio = result.jobMs / floor.floorMs;
      // The physical floor with upstream latency: the job-wide bound of calls, CALLS_IN_FLIGHT at a time.
      const latencyFloorMs = (result.jobBound * LATENCY_MS) / CALLS_IN_FLIGHT;
      const latencyRatio = latencyFloorMs > 0 ? result.jobMs / latencyFloorMs : null;
      console.log(
        `| ${result.batchSize || 'auto'} | ${result.concurrency} | ${Math.round(recordsPerSecond)}${DATABASE === 'sqlite' ? mark(recordsPerSecond >= AIMS.recordsPerSecond) : ''} ` +
          `| ${Math.round(result.peakRssMb)} / ${Math.round(result.maxRssMb)}${mark(result.maxRssMb < AIMS.peakRssMb)} ` +
          `| ${result.calls} | ${result.bound} | ${fixed(callsPerBound, 3)}${mark(callsPerBound <= AIMS.callsPerBound)} ` +
          `| ${result.jobBound} | ${fixed(callsPerJobBound, 3)}${mark(callsPerJobBound <= AIMS.callsPerJobBound)} ` +
          `| ${fixed(result.jobMs / 1000, 2)} | ${fixed(result.cpuMs / 1000, 2)} | ${fixed(floor.floorMs / 1000, 2)} | ${fixed(floor.cpuMs / 1000, 2)} ` +
          `| ${fixed(ratio, 1)}${mark(ratio <= AIMS.ratio)} | ${fixed(result.cpuMs / floor.cpuMs, 1)} ` +
          `| ${LATENCY_MS > 0 ? `${result.maxInFlight} / ${CALLS_IN_FLIGHT}` : '–'} | ${LATENCY_MS > 0 ? fixed(latencyFloorMs / 1000, 2) : '–'} ` +
          `| ${latencyRatio === null ? '–' : `${fixed(latencyRatio, 2)}${mark(latencyRatio <= AIMS.latencyRatio)}`} |`,
      );
    }
    console.log('');
    console.log(
      `Aims: >= ${AIMS.recordsPerSecond} records/s (SQLite), calls/bound <= ${AIMS.callsPerBound}, calls/job bound <= ${AIMS.callsPerJobBound}, peak RSS < ${AIMS.peakRssMb} MB, ratio <= ${AIMS.ratio}, ` +
        `job / latency floor <= ${AIMS.latencyRatio} ` +
        '(✗ marks a miss; reported, not asserted). Records/s and ratio are wall time; CPU ratio is the same on CPU time, steadier on a busy machine. ' +
        `Upstream latency ${LATENCY_MS} ms; latency floor = job bound x latency / ${CALLS_IN_FLIGHT} calls in flight (BENCH_CALLS_IN_FLIGHT).`,
    );
    console.log(
      JSON.stringify(
        results.map((result) => ({
          batchSize: result.batchSize,
          concurrency: result.concurrency,
          messages: result.messages,
          ...(PROCESSES > 1 ? { messagesInOtherProcesses: result.helperMessages } : {}),
          startupS: Number((result.startupMs / 1000).toFixed(2)),
          providerS: Number((result.providerMs / 1000).toFixed(2)),
          eventLoopUtilization: Number(result.eventLoopUtilization.toFixed(2)),
          textsSent: result.textsSent,
          bisectionCalls: result.bisectionCalls,
          baselineRssMb: Math.round(result.baselineRssMb),
        })),
      ),
    );
    for (const result of results) {
      if (result.sqlProfile) printSqlProfile(`SQL during the job (batch ${result.batchSize}, concurrency ${result.concurrency})`, result.sqlProfile, result.jobMs);
      if (result.allocations) {
        console.log(`Allocated during the job (batch ${result.batchSize}, concurrency ${result.concurrency}): ${String(result.allocations.totalMb)} MB sampled, garbage included; ${result.allocations.file}`);
        for (const { where, mb } of result.allocations.top) console.log(`${mb.toFixed(1).padStart(8)} MB  ${where}`);
      }
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  if (failed) {
    console.error('The engine benchmark found wrong results (see above).');
    process.exitCode = 1;
  }
}

const childSpec = process.env[CHILD_ENV];
const helperSpec = process.env[HELPER_ENV];
if (helperSpec) {
  limitHeapGrowth(Number(process.env.BENCH_HEAP_GROWTH ?? DEFAULT_HEAP_GROWTH_PERCENT));
  await runHelper(JSON.parse(helperSpec) as { url: string; directory: string; concurrency: number });
} else if (childSpec) {
  // As `serve` and `worker` run (docs/operations.md "Memory"); BENCH_HEAP_GROWTH=0 leaves the heap to V8.
  limitHeapGrowth(Number(process.env.BENCH_HEAP_GROWTH ?? DEFAULT_HEAP_GROWTH_PERCENT));
  const result = await runJob(JSON.parse(childSpec) as RunSpec);
  process.send?.(result);
  process.disconnect?.();
} else {
  await main();
}
