/**
 * The PostgreSQL connection pool (src/host/db/database.ts): an unused connection stays open for
 * POSTGRES_IDLE_MS, past `pg`'s default of 10 s, so that the statements after a pause (a merchant's next
 * estimate, the job started after reading it) run on backends that have read the catalogue and prepared
 * their statements; and idle connections never keep a process that is done from ending.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, POSTGRES_IDLE_MS, type Database } from '../../src/host/db/database.js';
import { createTestDatabase, dialect, type TestDatabase } from '../support/harness.js';

/** `pg`'s own idle timeout, which the pool outlasts. */
const PG_DEFAULT_IDLE_MS = 10_000;

const backendPid = async (database: Database) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]?.pid;

describe.runIf(dialect === 'postgres')('the PostgreSQL connection pool', () => {
  let target: TestDatabase | null = null;
  let database: Database | null = null;

  afterEach(async () => {
    await database?.destroy();
    await target?.drop();
    database = null;
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
});
