import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { createHarness, dialect, dropPostgresSchema, POSTGRES_URL, type Harness } from '../support/harness.js';
import { createJob, startTestWorker, waitForJob } from '../support/jobs.js';
import { queueTransports } from '../support/redis.js';
import { ScriptedProvider } from '../support/scripted-provider.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { harnessOnTransport } from '../support/transport-harness.js';

/**
 * Issue 18, fault 1: a database or Redis connection that breaks under a running process (a restart, a
 * failover, an administrator's pg_terminate_backend, a proxy's idle timeout) is logged and replaced; the
 * process lives on, health says 503 while the service is away and 200 once it is back, and a job in
 * flight finishes (docs/operations.md, "When the database or Redis goes away").
 */

const transports = await queueTransports();

/** A provider whose first call waits until the test opens the gate: the job is then surely in flight. */
function gatedProvider(): { provider: ScriptedProvider; called: Promise<void>; open: () => void } {
  const provider = new ScriptedProvider('scripted');
  let open!: () => void;
  let markCalled!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const called = new Promise<void>((resolve) => (markCalled = resolve));
  provider.behaviour = async (_request, call) => {
    if (call === 1) {
      markCalled();
      await gate;
    }
    return undefined;
  };
  return { provider, called, open };
}

async function startGatedJob(h: Harness): Promise<{ jobId: string; productId: string; open: () => void }> {
  const { provider, called, open } = gatedProvider();
  h.app.providers.register(provider);
  await startTestWorker(h);
  const created = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `CL-${randomBytes(4).toString('hex')}`, name: 'Oak table' } });
  expect(created.statusCode, created.body).toBe(200);
  const productId = created.json().data.id as string;
  const jobId = await createJob(h, { entities: [{ name: 'product', ids: [productId] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted' });
  await called;
  return { jobId, productId, open };
}

async function expectTranslated(h: Harness, jobId: string, productId: string): Promise<void> {
  const job = await waitForJob(h, jobId);
  expect(job.status).toBe('completed');
  const record = (await h.request('GET', `/api/product/${productId}`)).json().data as { translations: { languageId: string; name: string }[] };
  expect(record.translations.find((row) => row.languageId === GERMAN_LANGUAGE_ID)?.name).toBe(ScriptedProvider.translateText('Oak table', 'de-DE'));
}

async function health(h: Harness): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await h.request('GET', '/api/_info/health', { token: null });
  return { status: response.statusCode, body: response.json() };
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function schemaOf(databaseUrl: string): string {
  const schema = new URL(databaseUrl).searchParams.get('schema');
  if (!schema) throw new Error('a PostgreSQL harness has a schema');
  return schema;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends every server process of the harness's connections, as `pg_terminate_backend` by an operator does. */
async function terminateConnections(schema: string): Promise<number> {
  return withAdminClient(async (client) => {
    const applicationName = `ext-translate/${schema}`;
    const found = await client.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
    const pids = found.rows.map((row) => row.pid);
    await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    // Gone from the server: their clients have been told (or see the socket close) by now.
    await until(
      async () => (await client.query('select count(*)::int as n from pg_stat_activity where pid = any($1)', [pids])).rows[0].n as number,
      (left) => left === 0,
    );
    return pids.length;
  });
}

describe.runIf(dialect === 'postgres')('a PostgreSQL connection that breaks', () => {
  for (const transport of transports) {
    describe.runIf(transport.enabled)(`on the ${transport.name} queue`, () => {
      const open = harnessOnTransport(transport);

      it('is logged and replaced: the process lives on, the API answers, and a job in flight finishes', async () => {
        const h = await open();
        const { jobId, productId, open: release } = await startGatedJob(h);
        // Requests in flight while the connections end: each gets an answer (a query on a connection
        // that broke under it fails with 500; none is left without one, and the process lives on).
        const burst = Promise.all(Array.from({ length: 30 }, () => h.request('GET', '/api/product?limit=5')));
        const ended = await terminateConnections(schemaOf(h.host.config.databaseUrl));
        expect(ended).toBeGreaterThan(0);
        for (const response of await burst) expect([200, 500]).toContain(response.statusCode);
        const afterwards = await h.request('GET', '/api/product?limit=1');
        expect(afterwards.statusCode, afterwards.body).toBe(200);
        expect((await health(h)).status).toBe(200);
        release();
        await expectTranslated(h, jobId, productId);
      });
    });
  }

  describe('and stays away for a while', () => {
    let h: Harness | null = null;
    let proxy: TcpProxy | null = null;
    let schema: string | null = null;
    afterEach(async () => {
      await proxy?.up().catch(() => undefined);
      await h?.close();
      await proxy?.down();
      if (schema) await dropPostgresSchema(schema);
      h = null;
      proxy = null;
      schema = null;
    });

    it('answers health 503 naming the database while it is away and 200 once it is back; the job in flight finishes', async () => {
      const target = new URL(POSTGRES_URL);
      proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
      await proxy.up();
      schema = `t_${randomBytes(6).toString('hex')}`;
      target.host = `127.0.0.1:${String(proxy.port)}`;
      target.searchParams.set('schema', schema);
      h = await createHarness({ databaseUrl: target.toString() });
      const { jobId, productId, open: release } = await startGatedJob(h);

      await proxy.down();
      const away = await health(h);
      expect(away.status).toBe(503);
      expect(away.body).toMatchObject({ status: 'unavailable', database: 'unreachable' });
      const refused = await h.request('GET', '/api/product?limit=1');
      expect(refused.statusCode).toBe(500);

      await proxy.up();
      await until(() => health(h as Harness), (report) => report.status === 200);
      release();
      await expectTranslated(h, jobId, productId);
    });
  });
});

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A Redis server of this test alone (never the shared one), stopped and started again on the same port and data. */
class PrivateRedis {
  private process: ChildProcess | null = null;
  readonly directory = mkdtempSync(join(tmpdir(), 'ext-translate-redis-'));

  constructor(readonly port: number) {}

  /** Starts the server unless it runs: a second one on the same port would fail and leave this one running after stop(). */
  async start(): Promise<void> {
    if (this.process && this.process.exitCode === null && this.process.signalCode === null) return;
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.directory], { stdio: 'ignore' });
    this.process = child;
    await until(
      () =>
        new Promise<boolean>((resolve) => {
          const probe = spawn('redis-cli', ['-p', String(this.port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
          let out = '';
          probe.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          probe.on('close', () => resolve(out.trim() === 'PONG'));
        }),
      (ready) => ready,
      10_000,
    );
  }

  /** Stops the server, keeping its data (SHUTDOWN SAVE), as a restart does. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    spawn('redis-cli', ['-p', String(this.port), 'shutdown', 'save'], { stdio: 'ignore' });
    await exited;
  }
}

describe.runIf(transports.some((transport) => transport.name === 'bullmq' && transport.enabled))(`Redis going away on ${dialect}`, () => {
  let h: Harness | null = null;
  let redis: PrivateRedis | null = null;
  afterEach(async () => {
    await redis?.start().catch(() => undefined);
    await h?.close();
    await redis?.stop();
    h = null;
    redis = null;
  });

  it('answers health 503 naming the queue while Redis is away and 200 once it is back; the process lives on and the job in flight finishes', async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    h = await createHarness({ queueUrl: `redis://127.0.0.1:${String(redis.port)}?prefix=ext-translate-fault` });
    const { jobId, productId, open: release } = await startGatedJob(h);

    await redis.stop();
    const away = await health(h);
    expect(away.status).toBe(503);
    expect(away.body).toMatchObject({ status: 'unavailable', database: 'ok', queue: 'unreachable' });
    const answered = await h.request('GET', '/api/product?limit=1');
    expect(answered.statusCode).toBe(200);

    await redis.start();
    await until(() => health(h as Harness), (report) => report.status === 200);
    release();
    await expectTranslated(h, jobId, productId);
  });
});
