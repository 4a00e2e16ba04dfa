/**
 * The PostgreSQL connection pool (src/host/db/database.ts): an unused connection stays open for
 * POSTGRES_IDLE_MS, past `pg`'s default of 10 s, so that the statements after a pause (a merchant's next
 * estimate, the job started after reading it) run on backends that have read the catalogue and prepared
 * their statements; idle connections never keep a process that is done from ending; a connection the
 * server ended under a running statement is dropped, not handed to the next one; and a new connection
 * the server ended as it opened is not handed to a statement either. The pool holds POSTGRES_POOL_SIZE
 * connections at most, or the `pool_size` of DATABASE_URL, which must be a whole number from 1 to
 * POSTGRES_POOL_SIZE_LIMIT.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, POSTGRES_IDLE_MS, POSTGRES_POOL_SIZE, POSTGRES_POOL_SIZE_LIMIT, type Database } from '../../src/host/db/database.js';
import { createTestDatabase, dialect, POSTGRES_URL, type TestDatabase } from '../support/harness.js';
import { TcpProxy } from '../support/tcp-proxy.js';

/** `pg`'s own idle timeout, which the pool outlasts. */
const PG_DEFAULT_IDLE_MS = 10_000;

const backendPid = async (database: Database) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]?.pid;

/** The backends that ran `count` statements started at once, each holding its connection for 200 ms. */
async function backendsOfConcurrentStatements(database: Database, count: number): Promise<Set<number>> {
  const pids = await Promise.all(
    Array.from({ length: count }, async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.2)`.execute(database.db)).rows[0]?.pid),
  );
  return new Set(pids.map(Number));
}

describe.runIf(dialect === 'postgres')('the PostgreSQL connection pool', () => {
  let target: TestDatabase | null = null;
  let database: Database | null = null;
  let proxy: TcpProxy | null = null;

  afterEach(async () => {
    await database?.destroy();
    await proxy?.down();
    await target?.drop();
    database = null;
    proxy = null;
    target = null;
  });

  it('keeps an unused connection open past pg’s default of 10 s: the next statement runs on the same backend', async () => {
    expect(POSTGRES_IDLE_MS).toBeGreaterThan(PG_DEFAULT_IDLE_MS);
    target = createTestDatabase();
    database = await openDatabase(target.url);
    const before = await backendPid(database);
    expect(before).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, PG_DEFAULT_IDLE_MS + 1_000));
    expect(await backendPid(database)).toBe(before);
  }, 30_000);

  it(`opens ${POSTGRES_POOL_SIZE} connections at most by default, and no more than pool_size says: statements beyond them wait for one`, async () => {
    target = createTestDatabase();
    database = await openDatabase(target.url);
    expect(await backendsOfConcurrentStatements(database, POSTGRES_POOL_SIZE + 2)).toHaveProperty('size', POSTGRES_POOL_SIZE);
    await database.destroy();
    database = await openDatabase(`${target.url}&pool_size=2`);
    expect(await backendsOfConcurrentStatements(database, 6)).toHaveProperty('size', 2);
  }, 30_000);

  it(`refuses a pool_size that is not a whole number from 1 to ${POSTGRES_POOL_SIZE_LIMIT}`, async () => {
    target = createTestDatabase();
    for (const value of ['0', String(POSTGRES_POOL_SIZE_LIMIT + 1), '2.5', '-1', 'ten', '']) {
      await expect(openDatabase(`${target.url}&pool_size=${value}`), value).rejects.toThrow(
        `The pool_size parameter of DATABASE_URL must be a whole number from 1 to ${POSTGRES_POOL_SIZE_LIMIT}.`,
      );
    }
    database = await openDatabase(`${target.url}&pool_size=${POSTGRES_POOL_SIZE_LIMIT}`);
    expect(await backendPid(database)).toBeGreaterThan(0);
  });

  it('lets a process whose connections are idle end by itself, without closing them', async () => {
    target = createTestDatabase();
    const module = pathToFileURL(new URL('../../src/host/db/database.ts', import.meta.url).pathname).href;
    // Opens the database, runs a statement and neither closes the pool nor exits: only the idle
    // connection is left.
    const script = `const { openDatabase } = await import(${JSON.stringify(module)});
const database = await openDatabase(${JSON.stringify(target.url)});
await database.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
process.stdout.write('queried\\n');`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let queriedAt: number | null = null;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('queried')) queriedAt ??= Date.now();
    });
    const timeout = setTimeout(() => child.kill('SIGKILL'), 20_000);
    try {
      const exit = await new Promise<{ code: number | null; at: number }>((resolve) => child.on('exit', (code) => resolve({ code, at: Date.now() })));
      expect(exit.code, stderr).toBe(0);
      expect(queriedAt, stderr).not.toBeNull();
      // Held open by its idle connection, it lived until pg's idle timeout (10 s), and would now for a minute.
      expect(exit.at - (queriedAt ?? 0)).toBeLessThan(3_000);
    } finally {
      clearTimeout(timeout);
    }
  }, 30_000);

  it('drops a connection the server ended under a running statement, though its socket closes later: the next statement runs on a new one', async () => {
    target = createTestDatabase();
    const server = new URL(POSTGRES_URL);
    // The server's farewell (57P01) reaches the pool at once, the closed socket 3 s later: released in
    // between, the connection must not be taken for a live one.
    proxy = new TcpProxy(server.hostname, Number(server.port || 5432), { closeDelayMs: 3_000 });
    await proxy.up();
    const throughProxy = new URL(target.url);
    throughProxy.host = `127.0.0.1:${String(proxy.port)}`;
    database = await openDatabase(throughProxy.toString(), { onConnectionError: () => undefined });
    const first = await backendPid(database);
    // The pool's one connection runs the long statement (its failure is taken as it comes).
    const sleeping = sql`select pg_sleep(30)`.execute(database.db).then(
      () => null,
      (error: unknown) => error,
    );
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      for (let tries = 0; ; tries += 1) {
        const { rows } = await admin.query<{ running: boolean }>("select count(*) > 0 as running from pg_stat_activity where pid = $1 and query like '%pg_sleep%'", [first]);
        if (rows[0]?.running === true) break;
        if (tries > 200) throw new Error('the statement never ran');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await admin.query('select pg_terminate_backend($1)', [first]);
    } finally {
      await admin.end();
    }
    expect(await sleeping).toMatchObject({ code: '57P01' });
    const next = await backendPid(database);
    expect(next).toBeGreaterThan(0);
    expect(next).not.toBe(first);
  }, 30_000);

  it('never hands a statement a new connection whose first answer came with the server ending it: the statement runs on another', async () => {
    target = createTestDatabase();
    const server = new URL(POSTGRES_URL);
    proxy = new TcpProxy(server.hostname, Number(server.port || 5432));
    await proxy.up();
    const throughProxy = new URL(target.url);
    throughProxy.host = `127.0.0.1:${String(proxy.port)}`;
    const schema = throughProxy.searchParams.get('schema');
    const connectionErrors: Error[] = [];
    database = await openDatabase(throughProxy.toString(), { onConnectionError: (error) => connectionErrors.push(error) });
    const first = await backendPid(database);
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      const backendsOfPool = async () =>
        (await admin.query<{ pid: number; state: string | null }>('select pid, state from pg_stat_activity where application_name = $1', [`ext-translate/${schema}`])).rows;
      const until = async (done: () => Promise<boolean>, what: string) => {
        for (let tries = 0; !(await done()); tries += 1) {
          if (tries > 400) throw new Error(`${what} did not happen`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      // The pool's idle connection goes: pg drops an idle connection as it reads the server's farewell
      // (which may come after the backend has left pg_stat_activity).
      await admin.query('select pg_terminate_backend($1)', [first]);
      await until(async () => connectionErrors.length > 0, 'the idle connection’s end');
      // The next connection's first answer (its ReadyForQuery) is held back, and the server ends the
      // connection meanwhile: pg-pool hands it to the waiting statement, and pg reads the farewell after.
      proxy.holdReplies(2_000);
      let ended: number | null = null;
      const statement = backendPid(database).then(
        (pid) => ({ pid, error: null }),
        (error: unknown) => ({ pid: null, error }),
      );
      await until(async () => {
        const ready = (await backendsOfPool()).find((backend) => backend.state === 'idle');
        if (ready === undefined) return false;
        await admin.query('select pg_terminate_backend($1)', [ready.pid]);
        ended = ready.pid;
        // The connection taken next answers at once.
        proxy?.holdReplies(null);
        return true;
      }, 'the new connection');
      const answer = await statement;
      expect(answer.error).toBeNull();
      expect(answer.pid).toBeGreaterThan(0);
      expect(answer.pid).not.toBe(ended);
    } finally {
      await admin.end();
    }
  }, 30_000);
});
