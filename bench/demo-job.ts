/**
 * The whole demo catalogue translated as a merchant starts it (bench/README.md, "Demo catalogue job"):
 * every translatable entity of the demo shop into German through the DeepL simulator without latency,
 * scope `all`, publish `immediately`, on SQLite and on PostgreSQL, through the real application
 * (POST /estimate, POST /job, embedded queue, two workers). The job's time is its own, from its
 * creation to its end (`createdAt` to `finishedAt`; the status is polled every 50 ms, `BENCH_POLL_MS`).
 * Each run gets a fresh database, so the translation memory starts empty every time. The databases take
 * turns run by run. Reports the median estimate and job time per database and PostgreSQL's ratio to
 * SQLite (issue aim: within 1.5x of SQLite), the CPU each job took: the process's, and on PostgreSQL its
 * backends' (read from /proc where the server runs on this machine), which share the machine's cores,
 * and how long the process's main thread was busy meanwhile.
 *
 *   npm run bench:demo-job
 *   BENCH_RUNS=7 BENCH_DATABASES=postgres npm run bench:demo-job
 *   BENCH_SQL_PROFILE=1 npm run bench:demo-job   (the statements of each database's last job, by time)
 *   BENCH_CPU_PROFILE=1 npm run bench:demo-job   (a CPU profile of each database's last job, from POST /job to its end; in var/bench/)
 *   BENCH_WARM=1 npm run bench:demo-job          (one server per database, each run into a language of its own)
 *   BENCH_WARMUP=6 npm run bench:demo-job        (six unmeasured jobs per database first, where one is the default)
 *   BENCH_PROCESSES=shared npm run bench:demo-job (every database in this one process, as up to the forty-seventh round)
 *   BENCH_WARM=1 BENCH_WARMUP=6 BENCH_PAUSE_MS=65000 npm run bench:demo-job (a settled process whose idle check thread and connections have ended)
 *
 * Each database runs in a child process of its own, as a merchant's `serve` runs one database: the
 * process's compiled code then serves one database's driver and rows only. This process holds the
 * DeepL simulator, counts its calls, and sends each child its jobs one at a time, the databases taking
 * turns; a child's CPU is its own (the simulator's is not in it).
 *
 * With BENCH_WARM=1 every run of a database shares one server and one database, as a `serve` that has
 * been running does: its connections, their catalogue caches and prepared statements are warm. Each run
 * (the warm-up too) translates the catalogue into a language no run used before (French, Italian,
 * Dutch, ...), so the memory holds none of its texts and the work is the same from run to run; it is
 * not the German run of the default mode (no snippet set in those languages, and no target text yet).
 *
 * BENCH_WARMUP sets how many jobs each database runs before the measured ones (default 1). The process's
 * code is compiled as it runs: the first jobs of a process took two to three times as long as its fifth
 * and later ones (bench/README.md, forty-seventh round), so a series with one warm-up measures a process
 * still getting faster, and more warm-up jobs measure one that has settled.
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/host/auth/oauth.js';
import { seedDemoCatalogue } from '../src/host/content/demo.js';
import { GERMAN_LANGUAGE_ID } from '../src/host/content/seed.js';
import { buildApplication, startTranslateHost, startWorker } from '../src/translate/app.js';
import { contentSources } from '../src/translate/content/content-sources.js';
import { startDeeplSimulator } from '../test/upstreams/deepl.js';
import { backendCpuBetween, backendCpuMs } from './support/postgres-cpu.js';
import { printCpuSummary, startCpuProfile, type CpuSummary } from './support/cpu-profile.js';
import { adminToken, benchHostConfig, benchVarDir, profileDirectory, scratchDatabase } from './support/scratch.js';
import { printSqlProfile, profilePostgres, profileSqlite, type SqlProfile, type SqlShape } from './support/sql-profile.js';

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SQL_PROFILE = process.env.BENCH_SQL_PROFILE === '1';
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE === '1';
const WARM = process.env.BENCH_WARM === '1';
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
if (!Number.isInteger(WARMUP) || WARMUP < 0) throw new Error('BENCH_WARMUP must be a whole number of jobs (0 or more).');
/**
 * BENCH_PAUSE_MS: a pause before each measured job (none by default). Past a minute the check thread
 * (CHECK_THREAD_IDLE_MS), SQLite's side reader and the PostgreSQL pool's idle connections
 * (POSTGRES_IDLE_MS) have ended, and the job starts them again in a process whose code has settled, as a
 * merchant's job after a pause does (here the new thread loads its modules through tsx).
 */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 0);
if (!Number.isInteger(PAUSE_MS) || PAUSE_MS < 0) throw new Error('BENCH_PAUSE_MS must be a whole number of milliseconds (0 or more).');
/** How often the job's status is read over HTTP while it runs; each read takes the process's thread (and on PostgreSQL two statements) from the job. */
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 50);
/** The target languages of BENCH_WARM's runs, one per run (the warm-up's first); DeepL translates into each. */
const WARM_LOCALES = [
  ...['fr-FR', 'it-IT', 'nl-NL', 'es-ES', 'pt-PT', 'pl-PL', 'sv-SE', 'da-DK', 'cs-CZ', 'fi-FI'],
  ...['bg-BG', 'el-GR', 'et-EE', 'hu-HU', 'id-ID', 'lt-LT', 'lv-LV', 'nb-NO', 'ro-RO', 'sk-SK', 'sl-SI', 'tr-TR', 'uk-UA', 'ru-RU'],
];
/** BENCH_PROCESSES=shared: every database's servers in this one process, as before the forty-eighth round; by default each database runs in a child process of its own. */
const PROCESSES = process.env.BENCH_PROCESSES ?? 'own';
if (PROCESSES !== 'own' && PROCESSES !== 'shared') throw new Error('BENCH_PROCESSES must be own or shared.');
const SHARED = PROCESSES === 'shared';
/** Set in a database's child process: the database it runs. */
const CHILD_ENV = 'BENCH_DEMO_JOB_DATABASE';
const ACTION = '/api/_action/ext-translate';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Translation requests the simulator received (not the usage reads). */
const translateCalls = (vendor: Awaited<ReturnType<typeof startDeeplSimulator>>) => vendor.requests.filter((request) => request.path.endsWith('/translate')).length;

interface Run {
  estimateMs: number;
  jobMs: number;
  jobCpuMs: number;
  /** The main thread's busy time from POST /job to the poll that sees the job end (its event loop's active time): what of the job the one JavaScript thread did. */
  mainThreadMs: number;
  /** PostgreSQL: the CPU its backends serving the server's pool used from POST /job to the job's end (null on SQLite, or when /proc cannot tell). */
  serverCpuMs: number | null;
  /** With BENCH_SQL_PROFILE=1: the job's statements, from POST /job to its end. */
  statements: SqlShape[] | null;
  /** With BENCH_CPU_PROFILE=1: where the process's main thread spent the job, from POST /job to its end. */
  cpu: CpuSummary | null;
  records: number;
  characters: number;
  calls: number;
}

/** A demo shop's server with its worker, as a merchant starts it; `close` removes its database (its var directory goes when the process exits). */
interface DemoServer {
  host: Awaited<ReturnType<typeof startTranslateHost>>;
  /** The PostgreSQL schema of the server's database (its pool's application_name names it); null on SQLite. */
  schema: string | null;
  request(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

async function startServer(dialect: string): Promise<DemoServer> {
  const target = scratchDatabase(dialect, 'demojob');
  const host = await startTranslateHost(benchHostConfig(target.url, benchVarDir(), 2));
  const app = await buildApplication(host, { logger: false });
  const close = async () => {
    await app.close();
    await host.close();
    await target.drop();
  };
  try {
    await seedDemoCatalogue(host.database.db);
    await app.ready();
    // A warm server's series with pauses outlasts an access token: a new one is taken once half its lifetime is gone.
    let token = await adminToken(app);
    let tokenAt = performance.now();
    const request = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      if (performance.now() - tokenAt > (ACCESS_TOKEN_TTL_SECONDS * 1000) / 2) {
        token = await adminToken(app);
        tokenAt = performance.now();
      }
      const response = await app.inject({ method, url, ...(payload !== undefined ? { payload: payload as object } : {}), headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return (response.body === '' ? {} : response.json()) as Record<string, unknown>;
    };
    await request('POST', '/api/_action/system-config', { 'ExtTranslate.config.mt_primaryApiKey': 'deepl-test-key' });
    await startWorker(host, (app as unknown as { providers: Parameters<typeof startWorker>[1] }).providers, { concurrency: 2 });
    const schema = dialect === 'postgres' ? new URL(target.url).searchParams.get('schema') : null;
    return { host, schema, request, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A language of the demo shop in this locale (BENCH_WARM: a target no run used before). */
async function addLanguage(server: DemoServer, localeCode: string): Promise<string> {
  const id = createHash('sha256').update(`bench-language:${localeCode}`).digest('hex').slice(0, 32);
  await server.host.database.db.insertInto('language').values({ id, name: localeCode, localeCode, createdAt: new Date().toISOString() }).execute();
  return id;
}

/** Estimates and translates the whole catalogue into one language; the job's own time and CPU, its statements with an SQL profile, its main thread's time with `cpuProfile` (the profile's file name). */
async function translateCatalogue(server: DemoServer, targetLanguageId: string, profile: SqlProfile | null, cpuProfile: string | null): Promise<Omit<Run, 'calls'>> {
  const { host, request, schema } = server;
  const config = {
    entities: contentSources().map((source) => ({ name: source.name, scope: 'all' })),
    targetLanguageIds: [targetLanguageId],
    providerId: 'mt_primary',
    options: { protectManualEdits: false, skipUnchanged: false, publish: 'immediately' },
  };
  const estimateStart = performance.now();
  const estimate = (await request('POST', `${ACTION}/estimate`, { config })) as { records?: number; characters?: number };
  const estimateMs = performance.now() - estimateStart;

  const serverCpuStart = schema === null ? null : await backendCpuMs(host.database.db, schema);
  profile?.start();
  const cpuProfiler = cpuProfile === null ? null : await startCpuProfile(profileDirectory(), cpuProfile);
  const cpuStart = process.cpuUsage();
  const loopStart = performance.eventLoopUtilization();
  const { jobId } = (await request('POST', `${ACTION}/job`, { config })) as { jobId: string };
  let job: { status: string; total: number; translated: number; failed: number; characters: number; createdAt: string; finishedAt: string | null };
  for (;;) {
    job = (await request('GET', `/api/ext-translate-job/${jobId}`)).data as typeof job;
    if (job.status !== 'queued' && job.status !== 'running') break;
    await sleep(POLL_MS);
  }
  // The job's own clock (created to finished, milliseconds): the polling's granularity stays out of it.
  const jobMs = Date.parse(job.finishedAt ?? '') - Date.parse(job.createdAt);
  if (!Number.isFinite(jobMs)) throw new Error(`job ${jobId} has no finishing time`);
  const cpu = process.cpuUsage(cpuStart);
  const loop = performance.eventLoopUtilization(loopStart);
  const statements = profile?.stop() ?? null;
  const cpuSummary = (await cpuProfiler?.stop()) ?? null;
  const serverCpuMs = schema === null ? null : backendCpuBetween(serverCpuStart, await backendCpuMs(host.database.db, schema));
  if (job.status !== 'completed' || job.failed > 0) {
    const errors = await host.database.db.selectFrom('ext_translate_job_error').select(['entity', 'field', 'message']).where('jobId', '=', jobId).limit(3).execute();
    throw new Error(`job ${jobId} ended ${job.status} with ${job.failed} failed records: ${JSON.stringify(errors)}`);
  }
  return {
    estimateMs,
    jobMs,
    jobCpuMs: (cpu.user + cpu.system) / 1000,
    mainThreadMs: loop.active,
    serverCpuMs,
    statements,
    cpu: cpuSummary,
    records: job.translated,
    characters: Number(estimate.characters ?? job.characters),
  };
}

/** The jobs of one database: its server(s) and the languages it translates into, in this process or in a child of its own. */
interface Runner {
  /** The job of this index (the warm-ups first, then the measured runs), profiled if asked. */
  translate(index: number, profiled: boolean): Promise<Omit<Run, 'calls'>>;
  close(): Promise<void>;
}

/** A database's jobs in this process: without BENCH_WARM a fresh server each into German, with it one server for all of them, each into a language of its own. */
async function localRunner(dialect: string): Promise<Runner> {
  // Before any server: the host wraps each new connection's query method, so connections opened before the profile would escape it.
  const profile = SQL_PROFILE ? (dialect === 'sqlite' ? profileSqlite() : profilePostgres()) : null;
  const warmServer = WARM ? await startServer(dialect) : null;
  const languages: string[] = [];
  try {
    if (warmServer) for (const locale of WARM_LOCALES.slice(0, WARMUP + RUNS)) languages.push(await addLanguage(warmServer, locale));
  } catch (error) {
    await warmServer?.close();
    throw error;
  }
  return {
    async translate(index, profiled) {
      const used = profiled ? profile : null;
      const cpuProfile = profiled && CPU_PROFILE ? `demo-job-${dialect}-${String(process.pid)}` : null;
      if (warmServer) return translateCatalogue(warmServer, languages[index] as string, used, cpuProfile);
      const server = await startServer(dialect);
      try {
        return await translateCatalogue(server, GERMAN_LANGUAGE_ID, used, cpuProfile);
      } finally {
        await server.close();
      }
    },
    close: async () => {
      await warmServer?.close();
    },
  };
}

type ChildReply = { ready: true } | { run: Omit<Run, 'calls'> } | { error: string };

/** A database's jobs in a child process of its own (as a merchant's `serve` runs one database), one job at a time on request. */
function childRunner(dialect: string): Promise<Runner> {
  // execArgv is inherited (the tsx loader); so is the simulator's address.
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, [CHILD_ENV]: dialect } });
  let waiting: { resolve: (reply: ChildReply) => void; reject: (error: Error) => void } | null = null;
  const next = () => new Promise<ChildReply>((resolve, reject) => {
    waiting = { resolve, reject };
  });
  child.on('message', (reply: ChildReply) => waiting?.resolve(reply));
  child.on('exit', (code) => waiting?.reject(new Error(`the ${dialect} process ended with code ${String(code)}`)));
  const answer = async (): Promise<ChildReply> => {
    const reply = await next();
    if ('error' in reply) throw new Error(`${dialect}: ${reply.error}`);
    return reply;
  };
  return answer().then(() => ({
    async translate(index, profiled) {
      const reply = answer();
      child.send({ index, profiled });
      return ((await reply) as { run: Omit<Run, 'calls'> }).run;
    },
    async close() {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.send({ close: true });
      await ended;
    },
  }));
}

/** The child's side of {@link childRunner}: builds its runner, then runs each job it is sent. */
async function serveParent(dialect: string): Promise<void> {
  const send = (reply: ChildReply) => new Promise((resolve) => process.send?.(reply, resolve));
  let runner: Runner;
  try {
    runner = await localRunner(dialect);
  } catch (error) {
    await send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
  process.on('message', (message: { close: true } | { index: number; profiled: boolean }) => {
    void (async () => {
      if ('close' in message) {
        await runner.close();
        process.exit(0);
      }
      try {
        await send({ run: await runner.translate(message.index, message.profiled) });
      } catch (error) {
        await send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    })();
  });
  await send({ ready: true });
}

const childDatabase = process.env[CHILD_ENV];
if (childDatabase !== undefined) {
  await serveParent(childDatabase);
} else {
  await main();
}

async function main(): Promise<void> {
  // One simulator for every run: its account allowance must outlast them all.
  const vendor = await startDeeplSimulator({ characterLimit: Number.MAX_SAFE_INTEGER });
  process.env.EXT_TRANSLATE_MT_PRIMARY_BASE_URL = vendor.url;
  const rows: Record<string, number | string>[] = [];
  const profiles: { dialect: string; run: Run }[] = [];
  /** Each database's runs. The databases take turns run by run: a machine whose speed drifts over the minutes of a series (by a fifth and more on shared machines) then weighs on both alike. */
  const runsOf = new Map<string, Run[]>(DATABASES.map((dialect) => [dialect, []]));
  const runners = new Map<string, Runner>();
  try {
    if (WARM && WARMUP + RUNS > WARM_LOCALES.length) throw new Error(`BENCH_WARM runs at most ${WARM_LOCALES.length} jobs, warm-up included (a language each).`);
    for (const dialect of DATABASES) runners.set(dialect, SHARED ? await localRunner(dialect) : await childRunner(dialect));
    /** One job of a database, with the translation requests the simulator received meanwhile. */
    const job = async (dialect: string, index: number, profiled: boolean): Promise<Run> => {
      const callsBefore = translateCalls(vendor);
      const result = await (runners.get(dialect) as Runner).translate(index, profiled);
      return { ...result, calls: translateCalls(vendor) - callsBefore };
    };
    // Warm-up, the databases taking turns: the process's compiled code; without BENCH_WARM also the
    // modules, and with it the server's connections, prepared statements and catalogue caches.
    for (let index = 0; index < WARMUP; index += 1) {
      for (const dialect of DATABASES) await job(dialect, index, false);
    }
    for (let index = 0; index < RUNS; index += 1) {
      for (const dialect of DATABASES) {
        if (PAUSE_MS > 0) await sleep(PAUSE_MS);
        // Only the last run is profiled: the profile's own cost stays out of the others.
        runsOf.get(dialect)?.push(await job(dialect, WARMUP + index, (SQL_PROFILE || CPU_PROFILE) && index === RUNS - 1));
      }
    }
    for (const dialect of DATABASES) {
      const runs = runsOf.get(dialect) ?? [];
      const last = runs[runs.length - 1];
      if (last?.statements || last?.cpu) profiles.push({ dialect, run: last });
      const first = runs[0]!;
      rows.push({
        database: dialect,
        runs: RUNS,
        records: first.records,
        characters: first.characters,
        calls: first.calls,
        estimateMs: Math.round(median(runs.map((entry) => entry.estimateMs))),
        jobMs: Math.round(median(runs.map((entry) => entry.jobMs))),
        jobMsMin: Math.round(Math.min(...runs.map((entry) => entry.jobMs))),
        jobMsMax: Math.round(Math.max(...runs.map((entry) => entry.jobMs))),
        jobCpuMs: Math.round(median(runs.map((entry) => entry.jobCpuMs))),
        mainThreadMs: Math.round(median(runs.map((entry) => entry.mainThreadMs))),
        serverCpuMs: runs.some((entry) => entry.serverCpuMs === null) ? '–' : Math.round(median(runs.map((entry) => entry.serverCpuMs as number))),
      });
    }
  } finally {
    for (const runner of runners.values()) await runner.close();
    await vendor.close();
  }
  const sqlite = rows.find((row) => row.database === 'sqlite');
  const postgres = rows.find((row) => row.database === 'postgres');
  console.log('| Database | Records | Characters | Calls | Estimate ms (median) | Job ms (median, min–max) | Process CPU ms of the job | Main thread busy ms | PostgreSQL backends\' CPU ms of the job |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.database} | ${row.records} | ${row.characters} | ${row.calls} | ${row.estimateMs} | ${row.jobMs} (${row.jobMsMin}–${row.jobMsMax}) | ${row.jobCpuMs} | ${row.mainThreadMs} | ${row.database === 'postgres' ? row.serverCpuMs : '–'} |`);
  }
  if (sqlite && postgres) {
    const ratio = Number(postgres.jobMs) / Number(sqlite.jobMs);
    console.log(`PostgreSQL / SQLite: job ${ratio.toFixed(2)}x (aim <= 1.5 ${ratio <= 1.5 ? 'met' : '✗'}), estimate ${(Number(postgres.estimateMs) / Number(sqlite.estimateMs)).toFixed(2)}x`);
    if (typeof postgres.serverCpuMs === 'number') {
      // The process and the server share the machine's cores: the job cannot end before their CPU, spread over all of them, is spent.
      const cpu = Number(postgres.jobCpuMs) + postgres.serverCpuMs;
      const cores = availableParallelism();
      console.log(`CPU of the job: PostgreSQL ${cpu} ms (process ${postgres.jobCpuMs}, backends ${postgres.serverCpuMs}) against SQLite's ${sqlite.jobCpuMs} ms, ${(cpu / Number(sqlite.jobCpuMs)).toFixed(2)}x; spread over ${cores} cores, at least ${Math.round(cpu / cores)} ms of PostgreSQL's job`);
    }
  }
  for (const { dialect, run: profiled } of profiles) {
    if (profiled.statements) printSqlProfile(`SQL of the last ${dialect} job`, profiled.statements, profiled.jobMs, 40);
    if (profiled.cpu) printCpuSummary(`The main thread in the last ${dialect} job (${String(profiled.jobMs)} ms)`, profiled.cpu);
  }
  console.log(`Load average after: ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  process.exit(0);
}
