/**
 * The SQLite side reader (src/host/db/sqlite-side-reader.ts): a read-only connection in a worker thread
 * that answers long reads (the estimate's counts) beside the process's own connection.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, readAside, type Database } from '../../src/host/db/database.js';
import { SqliteSideReader } from '../../src/host/db/sqlite-side-reader.js';

describe('the SQLite side reader', () => {
  const directories: string[] = [];
  const opened: Database[] = [];
  const readers: SqliteSideReader[] = [];

  function scratchPath(): string {
    const directory = mkdtempSync(join(tmpdir(), 'side-reader-'));
    directories.push(directory);
    return join(directory, 'side.sqlite');
  }

  async function fileDatabase(): Promise<Database> {
    const database = await openDatabase(`sqlite:${scratchPath()}`);
    opened.push(database);
    await sql`create table counted (id integer primary key, label text)`.execute(database.db);
    return database;
  }

  afterEach(async () => {
    for (const reader of readers.splice(0)) await reader.close();
    for (const database of opened.splice(0)) await database.destroy();
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('answers a read on an SQLite file with what was committed, each later commit included', async () => {
    const { db } = await fileDatabase();
    const count = sql<{ rows: number }>`select count(*) as rows from counted where label <> ${''}`.compile(db);
    await sql`insert into counted (label) values ('one'), ('two')`.execute(db);
    expect(await readAside(db, count)).toEqual([{ rows: 2 }]);
    await sql`insert into counted (label) values ('three')`.execute(db);
    expect(await readAside(db, count)).toEqual([{ rows: 3 }]);
    // The case-folding lower() of the process's own connection (every letter, not ASCII only).
    const folded = sql<{ folded: string }>`select lower(${'ÄRGER'}) as folded`.compile(db);
    expect(await readAside(db, folded)).toEqual([{ folded: 'ärger' }]);
  });

  it('is not there for SQLite in memory, nor inside a transaction, whose reads must see its own writes', async () => {
    const memory = await openDatabase('sqlite::memory:');
    opened.push(memory);
    expect(readAside(memory.db, sql`select 1 as one`.compile(memory.db))).toBeNull();
    const { db } = await fileDatabase();
    await db.transaction().execute(async (trx) => {
      await sql`insert into counted (label) values ('uncommitted')`.execute(trx);
      expect(readAside(trx, sql`select count(*) as rows from counted`.compile(trx))).toBeNull();
    });
  });

  it('fails a statement the database refuses with its message, and answers the next', async () => {
    const { db } = await fileDatabase();
    await expect(readAside(db, sql`select * from missing_table`.compile(db))).rejects.toThrow('no such table: missing_table');
    expect(await readAside(db, sql`select count(*) as rows from counted`.compile(db))).toEqual([{ rows: 0 }]);
  });

  it('ends its thread when idle and starts it again with the next read', async () => {
    const { db } = await fileDatabase();
    const own = new SqliteSideReader(((await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)).rows[0]!).file, 50);
    readers.push(own);
    expect(own.running).toBe(false);
    expect(await own.read(sql`select count(*) as rows from counted`.compile(db))).toEqual([{ rows: 0 }]);
    expect(own.running).toBe(true);
    await expect.poll(() => own.running, { timeout: 5_000, interval: 20 }).toBe(false);
    expect(await own.read(sql`select count(*) as rows from counted`.compile(db))).toEqual([{ rows: 0 }]);
    expect(own.running).toBe(true);
  });

  it('answers a read sent while its idle thread is still ending, from the next thread', async () => {
    const { db } = await fileDatabase();
    const reader = new SqliteSideReader(((await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)).rows[0]!).file);
    readers.push(reader);
    const count = sql`select count(*) as rows from counted`.compile(db);
    expect(await reader.read(count)).toEqual([{ rows: 0 }]);
    // What the idle timer does (the reader's ThreadClient), called here so that the read below is sure to come before the old
    // thread's exit (under load it came there by chance, and the exit failed it: "The side reader ended.").
    const ending = (reader as unknown as { thread: { stop(reason: Error | null): Promise<void> } }).thread.stop(null);
    expect(reader.running).toBe(false);
    const next = reader.read(count);
    expect(reader.running).toBe(true);
    await ending;
    expect(await next).toEqual([{ rows: 0 }]);
    expect(reader.running).toBe(true);
  });

  it('gives up on a file it cannot open: the read fails, and later reads answer null for the caller to read itself', async () => {
    const reader = new SqliteSideReader(join(tmpdir(), `side-reader-missing-${process.pid}`, 'none.sqlite'));
    readers.push(reader);
    const { db } = await fileDatabase();
    await expect(reader.read(sql`select 1 as one`.compile(db))).rejects.toThrow();
    expect(reader.read(sql`select 1 as one`.compile(db))).toBeNull();
    expect(reader.running).toBe(false);
  });

  it('after close, answers null', async () => {
    const database = await fileDatabase();
    await database.destroy();
    opened.splice(opened.indexOf(database), 1);
    expect(readAside(database.db, sql`select 1 as one`.compile(database.db))).toBeNull();
  });
});
