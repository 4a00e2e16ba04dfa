/**
 * Planner statistics for fast-growing tables on PostgreSQL (src/host/db/table-statistics.ts): a process
 * has a table analysed once its inserts added 1,000 rows and half the rows of its last statistics,
 * reading the identifier and time columns only, on a connection of its own; `table_statistics=off`
 * analyses nothing.
 */
import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCompiledWith } from '../../src/host/db/compiled-inserts.js';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { FIRST_ANALYZE_ROWS, GROWTH_SHARE, GrowingTables } from '../../src/host/db/table-statistics.js';
import { createTestDatabase, dialect, type TestDatabase } from '../support/harness.js';

/** A stand-in for the pool: records each statement, answers the table's size and columns as told. */
function recordingRun(describe: { rows: (analyses: number) => number; columns: string[] } = { rows: () => -1, columns: ['"id"', '"state"'] }) {
  const statements: string[] = [];
  let fail: Error | null = null;
  const run = async (text: string): Promise<pg.QueryResult> => {
    statements.push(text.replace(/\s+/g, ' ').trim());
    if (text.includes('analyze') && fail) throw fail;
    const analysed = statements.filter((statement) => statement.includes('analyze')).length;
    const rows = text.startsWith('select c.reltuples') ? [{ rows: describe.rows(analysed), columns: describe.columns }] : [];
    return { rows, rowCount: rows.length, command: 'SELECT', oid: 0, fields: [] };
  };
  return {
    run,
    statements,
    analyses: () => statements.filter((text) => text.includes('analyze')),
    failWith(error: Error | null) {
      fail = error;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('GrowingTables', () => {
  it(`has a table analysed once ${FIRST_ANALYZE_ROWS} rows went in, with a small sample, on its identifier and time columns`, async () => {
    const recorder = recordingRun();
    const tables = new GrowingTables(recorder.run);
    tables.inserted('"ext_translate_history"', FIRST_ANALYZE_ROWS - 1);
    await settle();
    expect(recorder.statements).toEqual([]);
    tables.inserted('"ext_translate_history"', 1);
    await settle();
    expect(recorder.analyses()).toEqual(['set local default_statistics_target = 10; analyze "ext_translate_history" ("id", "state")']);
  });

  it('analyses a table again once half as many rows as its statistics count went in', async () => {
    // The table's statistics count 10,000 rows, and 20,000 after the first analysis.
    const recorder = recordingRun({ rows: (analyses) => 10_000 * (1 + analyses), columns: [] });
    const tables = new GrowingTables(recorder.run);
    const next = FIRST_ANALYZE_ROWS + GROWTH_SHARE * 10_000;
    tables.inserted('"s"."product_translation"', next - 1);
    await settle();
    expect(recorder.analyses()).toEqual([]);
    tables.inserted('"s"."product_translation"', 1);
    await settle();
    // No column but long contents: the whole table.
    expect(recorder.analyses()).toEqual(['set local default_statistics_target = 10; analyze "s"."product_translation"']);
    tables.inserted('"s"."product_translation"', FIRST_ANALYZE_ROWS + GROWTH_SHARE * 20_000 - 1);
    await settle();
    expect(recorder.analyses()).toHaveLength(1);
    tables.inserted('"s"."product_translation"', 1);
    await settle();
    expect(recorder.analyses()).toHaveLength(2);
  });

  it('tries a failed analysis again at the next insert, and never again where the role may not analyse the table', async () => {
    const recorder = recordingRun();
    const tables = new GrowingTables(recorder.run);
    recorder.failWith(Object.assign(new Error('relation "gone" does not exist'), { code: '42P01' }));
    tables.inserted('"gone"', FIRST_ANALYZE_ROWS);
    await settle();
    tables.inserted('"gone"', 1);
    await settle();
    expect(recorder.analyses()).toHaveLength(2);

    recorder.failWith(Object.assign(new Error('must be owner of table shared'), { code: '42501' }));
    tables.inserted('"shared"', FIRST_ANALYZE_ROWS);
    await settle();
    tables.inserted('"shared"', 100_000);
    await settle();
    expect(recorder.analyses().filter((text) => text.includes('"shared"'))).toHaveLength(1);
  });

  it('counts the rows of the inserts a client runs, and nothing else', async () => {
    const recorder = recordingRun();
    const tables = new GrowingTables(recorder.run);
    const answers: Record<string, number> = { insert: 600, select: 5_000, update: 5_000 };
    const client = {
      query: async (text: string) => ({ rowCount: answers[text.split(' ')[0] as string] ?? 0, rows: [] }),
    } as unknown as pg.ClientBase;
    tables.attach(client);
    const query = client.query as unknown as (text: string, values?: unknown[]) => Promise<{ rowCount: number }>;
    expect(await query('select * from "t"', [])).toEqual({ rowCount: 5_000, rows: [] });
    await query('update "t" set "a" = $1', [1]);
    await query('insert into "t" ("a") values ($1)', [1]);
    await settle();
    expect(recorder.statements).toEqual([]);
    await query('insert into "t" ("a") values ($1)', [2]);
    await settle();
    expect(recorder.analyses()).toEqual(['set local default_statistics_target = 10; analyze "t" ("id", "state")']);
    // An insert composed with an update or a delete before it (compiled-inserts.ts, insertCompiledWith)
    // counts for the insert's table, not for the other's.
    answers.with = 600;
    await query('with "alongside" as (delete from "u" where "a" in (select "a" from "v")) insert into "s"."w" ("a") select * from unnest($2::int[])', [1, [2]]);
    await query('with "alongside" as (update "u" set "a" = $1) insert into "s"."w" ("a") select * from unnest($2::int[])', [1, [2]]);
    await settle();
    expect(recorder.analyses()).toEqual(['set local default_statistics_target = 10; analyze "t" ("id", "state")', 'set local default_statistics_target = 10; analyze "s"."w" ("id", "state")']);
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The planner's row count of a table: -1 until it is first analysed. */
async function plannerRows(db: AnyDb, table: string): Promise<number> {
  const result = await sql<{ rows: number }>`select reltuples::float8 as rows from pg_class where oid = to_regclass(${table})`.execute(db);
  return Number(result.rows[0]?.rows);
}

describe.runIf(dialect === 'postgres')('table statistics on PostgreSQL', () => {
  const opened: { target: TestDatabase; database: Database }[] = [];

  async function open(parameters = ''): Promise<AnyDb> {
    const target = createTestDatabase();
    const database = await openDatabase(`${target.url}${parameters}`);
    opened.push({ target, database });
    await database.db.schema
      .createTable('growing_probe')
      .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
      .addColumn('state', 'varchar(16)', (column) => column.notNull())
      .addColumn('body', 'text')
      .execute();
    return database.db;
  }

  async function fill(db: AnyDb, rows: number): Promise<void> {
    const values = Array.from({ length: rows }, (_, index) => ({ id: `r${String(index).padStart(6, '0')}`, state: index % 10 === 0 ? 'draft' : 'applied', body: `A long text ${String(index)} `.repeat(20) }));
    for (let start = 0; start < values.length; start += 500) await db.insertInto('growing_probe').values(values.slice(start, start + 500)).execute();
  }

  afterEach(async () => {
    for (const { target, database } of opened.splice(0)) {
      await database.destroy();
      await target.drop();
    }
  });

  it('analyses a table its inserts filled, the identifier columns only, and leaves the connections usable', async () => {
    const db = await open();
    expect(await plannerRows(db, 'growing_probe')).toBe(-1);
    await fill(db, 1_500);
    // Polled on the column statistics, which the analysis commits at its end: it sets the planner's row
    // count in place while it runs (visible before its commit), so a count seen is no analysis done.
    const analysedColumns = async () =>
      (await sql<{ attname: string }>`select attname from pg_stats where tablename = 'growing_probe' and schemaname = current_schema() order by attname`.execute(db)).rows.map((row) => row.attname);
    await expect.poll(analysedColumns, { timeout: 10_000 }).toEqual(['id', 'state']);
    expect(await plannerRows(db, 'growing_probe')).toBeGreaterThanOrEqual(1_000);
    // Every connection of the pool still answers (the analysis ran in a transaction of its own that ended).
    const answers = await Promise.all(Array.from({ length: 10 }, () => sql<{ one: number }>`select 1 as one`.execute(db)));
    expect(answers.map((answer) => answer.rows[0]?.one)).toEqual(Array(10).fill(1));
  });

  it('analyses a table filled by inserts that carry an update with them (insertCompiledWith)', async () => {
    const db = await open();
    const values = Array.from({ length: 1_500 }, (_, index) => ({ id: `c${String(index).padStart(6, '0')}`, state: 'applied', body: 'text' }));
    for (let start = 0; start < values.length; start += 500) {
      await insertCompiledWith(db, 'growing-composed', values.slice(start, start + 500), (part) => db.insertInto('growing_probe').values(part), db.updateTable('growing_probe').set({ state: 'draft' }).where('id', '=', 'none'));
    }
    await expect.poll(async () => plannerRows(db, 'growing_probe'), { timeout: 10_000 }).toBeGreaterThanOrEqual(1_000);
  });

  it('analyses nothing with table_statistics=off', async () => {
    const off = await open('&table_statistics=off');
    const on = await open();
    await fill(off, 1_500);
    await fill(on, 1_500);
    // The table filled after it is analysed: the one filled first would have been too, by now.
    await expect.poll(() => plannerRows(on, 'growing_probe'), { timeout: 10_000 }).toBeGreaterThanOrEqual(1_000);
    expect(await plannerRows(off, 'growing_probe')).toBe(-1);
  });

  it('refuses a table_statistics value other than on or off', async () => {
    const target = createTestDatabase();
    await expect(openDatabase(`${target.url}&table_statistics=sometimes`)).rejects.toThrow('The table_statistics parameter of DATABASE_URL must be "on" or "off".');
  });
});
