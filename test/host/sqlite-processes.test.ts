import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, WAL_CHECKPOINT_PAGES, type Database } from '../../src/host/db/database.js';

/**
 * Two processes on one SQLite file (a second server, the CLI beside the server, two gateway
 * processes): a transaction that reads and then writes must not fail because the other process
 * committed in between. Deferred transactions do (SQLITE_BUSY at once, whatever the busy timeout).
 */

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/** Another process: one write to the file, waiting for the lock up to 5 s, then exits 0. */
function writeFromAnotherProcess(path: string): { exited: Promise<number | null>; output: () => string } {
  const script = `
    const Database = require(${JSON.stringify(betterSqlite)});
    const db = new Database(${JSON.stringify(path)});
    db.pragma('busy_timeout = 5000');
    db.prepare("insert into counter (id, value) values ('other', 1)").run();
    db.close();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { exited: new Promise((resolve) => child.on('close', resolve)), output: () => output };
}

describe('SQLite shared by two processes', () => {
  let directory: string | null = null;
  let database: Database | null = null;
  afterEach(async () => {
    await database?.destroy();
    if (directory) rmSync(directory, { recursive: true, force: true });
    database = null;
    directory = null;
  });

  it('a transaction that reads, then writes after another process wrote, commits (it holds the write lock from its start)', async () => {
    directory = mkdtempSync(join(tmpdir(), 'ext-translate-sqlite-'));
    const path = join(directory, 'shared.sqlite');
    database = await openDatabase(`sqlite:${path}`);
    const db = database.db;
    await sql`create table counter (id text primary key, value integer not null)`.execute(db);
    await sql`insert into counter (id, value) values ('mine', 1)`.execute(db);

    let other: ReturnType<typeof writeFromAnotherProcess> | null = null;
    await db.transaction().execute(async (trx) => {
      const before = await sql<{ value: number }>`select value from counter where id = 'mine'`.execute(trx);
      other = writeFromAnotherProcess(path);
      // The other process either writes now (a deferred transaction) or waits for this one to commit.
      await Promise.race([other.exited, new Promise((resolve) => setTimeout(resolve, 500))]);
      await sql`update counter set value = ${before.rows[0]!.value + 1} where id = 'mine'`.execute(trx);
    });
    const finished = other as unknown as ReturnType<typeof writeFromAnotherProcess>;
    expect(await finished.exited, finished.output()).toBe(0);
    const rows = await sql<{ id: string; value: number }>`select id, value from counter order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 'mine', value: 2 },
      { id: 'other', value: 1 },
    ]);
  }, 20_000);

  it(`folds the write-ahead log into the file every ${String(WAL_CHECKPOINT_PAGES)} pages, not SQLite's 1,000`, async () => {
    directory = mkdtempSync(join(tmpdir(), 'ext-translate-sqlite-'));
    const path = join(directory, 'wal.sqlite');
    database = await openDatabase(`sqlite:${path}`);
    const db = database.db;
    expect((await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0]?.walAutocheckpoint).toBe(WAL_CHECKPOINT_PAGES);
    await sql`create table filler (id integer primary key, body text not null)`.execute(db);
    // About 12 MB in 24 transactions: past 1,000 pages of 4 KiB several times, short of 10,000.
    const body = 'x'.repeat(2_000);
    for (let part = 0; part < 24; part += 1) {
      await db.transaction().execute(async (trx) => {
        for (let row = 0; row < 250; row += 1) await sql`insert into filler (body) values (${body})`.execute(trx);
      });
    }
    // With checkpoints every 1,000 pages the log would have been folded in at about 4 MB and reused from its start.
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(10 * 1024 * 1024);
  });
});
