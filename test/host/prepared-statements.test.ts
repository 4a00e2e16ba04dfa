/**
 * Named (prepared) statements on PostgreSQL (src/host/db/prepared-statements.ts): a statement the pool
 * has seen before is sent by name (a hash of its text) and parsed once per connection, within a bound
 * per connection; a server that does not keep a connection's names (a pooler in transaction mode)
 * switches them off; a statement whose result type changed under it is parsed anew;
 * `prepared_statements=off` sends none.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { LONGEST_NAMED_TEXT, MOST_NAMED_PARAMETERS, NAMES_PER_CONNECTION, statementName } from '../../src/host/db/prepared-statements.js';
import { createTestDatabase, dialect, type TestDatabase } from '../support/harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** This session's prepared statements, by name. */
async function preparedHere(db: AnyDb): Promise<Map<string, string>> {
  const rows = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements where name like 'ext_translate_%'`.execute(db);
  return new Map(rows.rows.map((row) => [row.name, row.statement]));
}

const doubled = (db: AnyDb, value: number) => sql<{ doubled: number }>`select ${value}::int * 2 as doubled`.execute(db);

describe.runIf(dialect === 'postgres')('prepared statements on PostgreSQL', () => {
  let target: TestDatabase | null = null;
  let database: Database | null = null;
  const switchedOff: string[] = [];

  async function open(parameters = ''): Promise<AnyDb> {
    target = createTestDatabase();
    database = await openDatabase(`${target.url}${parameters}`, { onPreparedStatementsOff: (reason) => switchedOff.push(reason) });
    return database.db;
  }

  afterEach(async () => {
    await database?.destroy();
    await target?.drop();
    database = null;
    target = null;
    switchedOff.length = 0;
  });

  it('sends a statement seen before by name, prepared once on the connection, with the same answers', async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      expect((await doubled(connection, 1)).rows).toEqual([{ doubled: 2 }]);
      // Seen once: not named yet.
      expect([...(await preparedHere(connection)).values()].filter((text) => text.includes('* 2 as doubled'))).toEqual([]);
      for (let value = 2; value <= 8; value += 1) expect((await doubled(connection, value)).rows).toEqual([{ doubled: value * 2 }]);
      const named = [...(await preparedHere(connection)).entries()].filter(([, text]) => text.includes('* 2 as doubled'));
      // Named after its text: the same name in every process, for the same statement only.
      expect(named).toEqual([[statementName('select $1::int * 2 as doubled'), 'select $1::int * 2 as doubled']]);
      expect(statementName('select $1::int * 2 as doubled')).toMatch(/^ext_translate_[0-9a-f]{32}$/);
      expect(statementName('select $1::int * 3 as doubled')).not.toBe(named[0]![0]);
    });
    expect(switchedOff).toEqual([]);
  });

  it(`prepares at most ${NAMES_PER_CONNECTION} names on one connection; further statements run unnamed`, async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      const statements = NAMES_PER_CONNECTION + 20;
      for (let round = 0; round < 2; round += 1) {
        for (let index = 0; index < statements; index += 1) {
          const answer = await sql<{ value: number }>`select ${index}::int + ${sql.lit(index)} as value`.execute(connection);
          expect(answer.rows[0]!.value).toBe(index * 2);
        }
      }
      expect((await preparedHere(connection)).size).toBe(NAMES_PER_CONNECTION);
    });
  });

  it(`leaves a statement longer than ${LONGEST_NAMED_TEXT} characters unnamed`, async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      const long = sql.raw(`/* ${'x'.repeat(LONGEST_NAMED_TEXT)} */`);
      for (let value = 0; value < 3; value += 1) expect((await sql<{ v: number }>`select ${value}::int as v ${long}`.execute(connection)).rows).toEqual([{ v: value }]);
      await doubled(connection, 1);
      await doubled(connection, 2);
      expect([...(await preparedHere(connection)).values()]).toEqual(['select $1::int * 2 as doubled']);
    });
  });

  it(`leaves a statement of more than ${MOST_NAMED_PARAMETERS} parameters unnamed: an id list stays planned for its values as its table grows`, async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      await sql`create table listed (key varchar(32) primary key, label text)`.execute(connection);
      const lookUp = (count: number) => {
        const keys = Array.from({ length: count }, (_, index) => `key ${index * 40 + 7}`);
        return sql<{ key: string }>`select key from listed where key in (${sql.join(keys)})`.execute(connection);
      };
      // Run often on the empty table, where a named statement would get its generic plan.
      for (let run = 0; run < 8; run += 1) {
        expect((await lookUp(MOST_NAMED_PARAMETERS + 1)).rows).toEqual([]);
        expect((await lookUp(MOST_NAMED_PARAMETERS)).rows).toEqual([]);
      }
      const prepared = [...(await preparedHere(connection)).values()].filter((text) => text.includes('from listed'));
      // Only the list within the bound is named; the longer one is parsed and planned for its values each time.
      expect(prepared.map((text) => text.match(/\$\d+/g)?.length)).toEqual([MOST_NAMED_PARAMETERS]);
      // The table grows from empty: the unnamed list still finds its rows.
      await sql`insert into listed (key, label) select 'key ' || i, 'x' from generate_series(1, 5000) i`.execute(connection);
      expect((await lookUp(MOST_NAMED_PARAMETERS + 1)).rows).toHaveLength(MOST_NAMED_PARAMETERS + 1);
    });
  });

  it('with prepared_statements=off in the URL, names nothing', async () => {
    const db = await open('&prepared_statements=off');
    await db.connection().execute(async (connection) => {
      for (let value = 0; value < 4; value += 1) await doubled(connection, value);
      expect((await preparedHere(connection)).size).toBe(0);
    });
  });

  it('refuses another value of prepared_statements', async () => {
    const url = `${createTestDatabase().url}&prepared_statements=yes`;
    await expect(openDatabase(url)).rejects.toThrow('The prepared_statements parameter of DATABASE_URL must be "on" or "off".');
  });

  it('switches names off for the pool when the server does not know a name the connection prepared (a pooler in transaction mode)', async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      await doubled(connection, 1);
      await doubled(connection, 2);
      expect((await preparedHere(connection)).size).toBe(1);
      // What a pooler does by handing the next transaction another server connection.
      await sql`deallocate all`.execute(connection);
      await expect(doubled(connection, 3)).rejects.toMatchObject({ code: '26000' });
      expect(switchedOff).toHaveLength(1);
      expect(switchedOff[0]).toContain('26000');
      // From now on unnamed: the same statement answers, and nothing is prepared again.
      expect((await doubled(connection, 4)).rows).toEqual([{ doubled: 8 }]);
      await sql`select ${5}::int as again`.execute(connection);
      await sql`select ${6}::int as again`.execute(connection);
      expect((await preparedHere(connection)).size).toBe(0);
    });
    expect(switchedOff).toHaveLength(1);
  });

  it('prepares a statement that failed while being prepared (its table did not exist yet) once it can be', async () => {
    const db = await open();
    await db.connection().execute(async (connection) => {
      const read = () => sql<Record<string, unknown>>`select id from prepared_later where id = ${1}`.execute(connection);
      await expect(read()).rejects.toMatchObject({ code: '42P01' });
      await expect(read()).rejects.toMatchObject({ code: '42P01' });
      await sql`create table prepared_later (id int primary key)`.execute(connection);
      await sql`insert into prepared_later values (1)`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      expect([...(await preparedHere(connection)).values()]).toEqual(['select id from prepared_later where id = $1']);
    });
    expect(switchedOff).toEqual([]);
  });

  it('parses a statement anew after its table changed its columns under it, and keeps naming others', async () => {
    const db = await open();
    await sql`create table prepared_probe (id int primary key, label text)`.execute(db);
    await sql`insert into prepared_probe values (1, 'one')`.execute(db);
    await db.connection().execute(async (connection) => {
      const read = () => sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(connection);
      await read();
      expect((await read()).rows).toEqual([{ id: 1, label: 'one' }]);
      await sql`alter table prepared_probe add column note text`.execute(connection);
      // The one run PostgreSQL refuses: the cached plan's row type is not the table's any more.
      await expect(read()).rejects.toMatchObject({ code: '0A000' });
      expect((await read()).rows).toEqual([{ id: 1, label: 'one', note: null }]);
      await doubled(connection, 1);
      await doubled(connection, 2);
      expect([...(await preparedHere(connection)).values()]).toContain('select $1::int * 2 as doubled');
    });
    expect(switchedOff).toEqual([]);
  });
});
