/**
 * Rows as arrays (src/host/db/array-rows.ts): a marked statement answers each row as its column values
 * in select order, on SQLite (the process's connection and the side reader) and on PostgreSQL (unnamed,
 * and named once the pool has seen it: prepared-statements.ts); an unmarked one answers objects as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withArrayRows } from '../../src/host/db/array-rows.js';
import { openDatabase, readAside } from '../../src/host/db/database.js';
import { dialect } from '../support/harness.js';
import { scratchDatabase } from '../support/scratch-database.js';

describe(`rows as arrays on ${dialect}`, () => {
  const database = scratchDatabase(async (db) => {
    await db.schema
      .createTable('array_probe')
      .addColumn('probe_key', 'varchar(16)', (column) => column.primaryKey())
      .addColumn('label', 'text')
      .addColumn('amount', 'integer', (column) => column.notNull())
      .execute();
    await db
      .insertInto('array_probe')
      .values([
        { probeKey: 'a', label: 'Lampe', amount: 3 },
        { probeKey: 'b', label: null, amount: 0 },
        { probeKey: 'c', label: 'Tisch „Eiche“ 🍳', amount: 12 },
      ])
      .execute();
  });

  const page = (after: string) =>
    database().db
      .selectFrom('array_probe')
      .select(['probeKey as probe_key', 'amount', 'label'])
      .where('probeKey', '>', after)
      .orderBy('probeKey')
      .compile();

  it('answers a marked statement row by row as arrays in select order, and an unmarked one as objects', async () => {
    const plain = await database().db.withoutPlugins().executeQuery(page(''));
    expect(plain.rows).toEqual([
      { probe_key: 'a', amount: 3, label: 'Lampe' },
      { probe_key: 'b', amount: 0, label: null },
      { probe_key: 'c', amount: 12, label: 'Tisch „Eiche“ 🍳' },
    ]);
    // Run often enough on one connection that PostgreSQL's pool sends it by name: the row mode holds for
    // a named statement too, and a marked statement is still named (prepared once on the connection).
    await database().db.connection().execute(async (connection) => {
      for (let run = 0; run < 4; run += 1) {
        const marked = await connection.withoutPlugins().executeQuery(withArrayRows(page('a')));
        expect(marked.rows).toEqual([
          ['b', 0, null],
          ['c', 12, 'Tisch „Eiche“ 🍳'],
        ]);
      }
      if (dialect === 'postgres') {
        const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'ext_translate_%'`.execute(connection);
        expect(prepared.rows.map((row) => row.statement)).toContain(withArrayRows(page('a')).sql);
      }
    });
    // The same text unmarked, after the marked one was prepared: objects still.
    expect((await database().db.withoutPlugins().executeQuery(page('b'))).rows).toEqual([{ probe_key: 'c', amount: 12, label: 'Tisch „Eiche“ 🍳' }]);
  });

  it('answers arrays inside a transaction too', async () => {
    const rows = await database().db.transaction().execute(async (trx) => (await trx.withoutPlugins().executeQuery(withArrayRows(page('')))).rows);
    expect(rows).toEqual([
      ['a', 3, 'Lampe'],
      ['b', 0, null],
      ['c', 12, 'Tisch „Eiche“ 🍳'],
    ]);
  });
});

describe.runIf(dialect === 'sqlite')('rows as arrays on the SQLite side reader', () => {
  it('answers a marked statement read aside as arrays, as the process connection does', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'array-rows-'));
    const opened = await openDatabase(`sqlite:${join(directory, 'rows.sqlite')}`);
    try {
      await sql`create table counted (id integer primary key, label text)`.execute(opened.db);
      await sql`insert into counted (label) values ('one'), ('two')`.execute(opened.db);
      const read = sql`select id, label from counted order by id`.compile(opened.db);
      expect(await readAside(opened.db, withArrayRows(read))).toEqual([
        [1, 'one'],
        [2, 'two'],
      ]);
      expect(await readAside(opened.db, read)).toEqual([
        { id: 1, label: 'one' },
        { id: 2, label: 'two' },
      ]);
    } finally {
      await opened.destroy();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
