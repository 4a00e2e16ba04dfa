/**
 * Memory of the real server: `ext-translate serve` (the built command, as `npm start` runs it, with its
 * in-process worker on the embedded queue) translates the engine benchmark's 20,000 products into German
 * through the DeepL simulator without latency, while this process samples the server's resident set
 * (`VmRSS` in /proc/<pid>/status, every 100 ms) and reads its peak (`VmHWM`) at the end. Reported,
 * never asserted; the run fails only when the job does not complete. Linux only (/proc).
 *
 *   npm run build:server && npm run bench:serve-memory
 *   BENCH_PRODUCTS=5000 npm run bench:serve-memory
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { GERMAN_LANGUAGE_ID } from '../src/host/content/seed.js';
import { startTranslateHost } from '../src/translate/app.js';
import { startDeeplSimulator } from '../test/upstreams/deepl.js';
import { generateCatalogue, seedCatalogue } from './support/catalogue.js';
import { BENCH_ADMIN, benchHostConfig } from './support/scratch.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMMAND = join(ROOT, 'bin', 'ext-translate.js');
const BUILT = join(ROOT, 'dist', 'src', 'cli', 'main.js');
const DEEPL_KEY = 'deepl-test-key';
const APP_SECRET = 'bench-secret-0123456789abcdef';
const FINAL_STATUSES = new Set(['completed', 'completed_with_errors', 'cancelled']);
const AIM_MB = 300;
const SAMPLE_MS = 100;
const JOB_TIMEOUT_MS = 30 * 60_000;

/** A resident-set figure of /proc/<pid>/status in MB (`VmRSS`, `VmHWM`), or null once the process is gone. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${field}:`));
    return line ? Number(/(\d+)/.exec(line)?.[1] ?? 0) / 1024 : null;
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main(): Promise<void> {
  if (!existsSync(BUILT)) throw new Error('The server is not built: run `npm run build:server` first (this measures the built command).');
  if (!existsSync('/proc/self/status')) throw new Error('This benchmark reads /proc and runs on Linux only.');
  const directory = mkdtempSync(join(tmpdir(), 'ext-translate-bench-serve-'));
  const databaseUrl = `sqlite:${join(directory, 'bench.sqlite')}`;
  const deepl = await startDeeplSimulator({ characterLimit: 1e13 });
  let server: ReturnType<typeof spawn> | null = null;
  try {
    // The catalogue, seeded by a host of this process that is closed before the server starts.
    const seeding = await startTranslateHost(benchHostConfig(databaseUrl, directory, 1));
    await seedCatalogue(seeding.database.db, generateCatalogue(PRODUCTS));
    await seeding.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_SERVE_NODE_ARGS: Node options for the server process (e.g. --max-old-space-size=128).
    const nodeArgs = (process.env.BENCH_SERVE_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
    server = spawn(process.execPath, [...nodeArgs, COMMAND, 'serve'], {
      cwd: directory,
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: databaseUrl,
        EXT_TRANSLATE_VAR_DIR: directory,
        EXT_TRANSLATE_APP_SECRET: APP_SECRET,
        EXT_TRANSLATE_ADMIN_USER: BENCH_ADMIN.username,
        EXT_TRANSLATE_ADMIN_PASSWORD: BENCH_ADMIN.password,
        EXT_TRANSLATE_DEMO: 'false',
        EXT_TRANSLATE_MT_PRIMARY_BASE_URL: deepl.url,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        QUEUE_URL: 'embedded',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const pid = server.pid as number;
    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));

    const startedAt = performance.now();
    for (;;) {
      if (performance.now() - startedAt > 120_000) throw new Error('the server did not become healthy within 120 s');
      if (statusMb(pid, 'VmRSS') === null) throw new Error(`the server exited with code ${String(await exited)}`);
      const healthy = await fetch(`${base}/api/_info/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const healthyS = (performance.now() - startedAt) / 1000;
    const idleRssMb = statusMb(pid, 'VmRSS') ?? 0;

    const tokenResponse = await fetch(`${base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: 'administration', ...BENCH_ADMIN }),
    });
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return text === '' ? null : (JSON.parse(text) as unknown);
    };
    await call('POST', '/api/_action/system-config', { 'ExtTranslate.config.mt_primaryApiKey': DEEPL_KEY });

    // Sampling: the simulator's recorded requests are counted and dropped as they come (they are this process's memory).
    let peakRssMb = idleRssMb;
    let calls = 0;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, statusMb(pid, 'VmRSS') ?? 0);
      calls += deepl.requests.filter((request) => request.method === 'POST').length;
      deepl.requests.length = 0;
    }, SAMPLE_MS);

    const jobStarted = performance.now();
    const config = { entities: [{ name: 'product', scope: 'all' }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'mt_primary', options: {} };
    const { jobId } = (await call('POST', '/api/_action/ext-translate/job', { config })) as { jobId: string };
    let job: { status: string; processed?: number; total?: number };
    for (;;) {
      job = ((await call('GET', `/api/ext-translate-job/${jobId}`)) as { data: typeof job }).data;
      if (FINAL_STATUSES.has(job.status)) break;
      if (performance.now() - jobStarted > JOB_TIMEOUT_MS) throw new Error(`the job was still ${job.status} after ${JOB_TIMEOUT_MS / 60_000} minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const jobS = (performance.now() - jobStarted) / 1000;
    clearInterval(sampler);
    calls += deepl.requests.filter((request) => request.method === 'POST').length;
    peakRssMb = Math.max(peakRssMb, statusMb(pid, 'VmRSS') ?? 0);
    const hwmMb = statusMb(pid, 'VmHWM') ?? 0;

    const fixed = (value: number) => value.toFixed(0);
    console.log(`serve: ${PRODUCTS} products x 4 fields -> de-DE through the DeepL simulator (no latency), SQLite, embedded queue; load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
    console.log('');
    console.log('| Products | Job status | Job s | Calls | Healthy after s | RSS idle MB | RSS peak MB (sampled / VmHWM) | Aim |');
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${PRODUCTS} | ${job.status} | ${jobS.toFixed(1)} | ${calls} | ${healthyS.toFixed(1)} | ${fixed(idleRssMb)} | ${fixed(peakRssMb)} / ${fixed(hwmMb)} | < ${AIM_MB} MB ${Math.max(peakRssMb, hwmMb) < AIM_MB ? '✓' : '✗'} |`,
    );
    if (job.status !== 'completed') process.exitCode = 1;
    server.kill('SIGTERM');
    await exited;
    server = null;
  } finally {
    if (server) server.kill('SIGKILL');
    await deepl.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
