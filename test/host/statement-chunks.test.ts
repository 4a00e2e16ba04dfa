import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { chunked, columnCount, inStatementChunks, MAX_STATEMENT_PARAMETERS } from '../../src/host/db/statement-chunks.js';
import { createTestDatabase, dialect, type TestDatabase } from '../support/harness.js';

describe('chunked', () => {
  it('cuts items into consecutive chunks of the size, the last one shorter, in order', () => {
    expect(chunked(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(chunked(['a', 'b'], 2)).toEqual([['a', 'b']]);
    expect(chunked([], 3)).toEqual([]);
  });

  it('refuses a size that is no positive integer', () => {
    expect(() => chunked([1], 0)).toThrow(RangeError);
    expect(() => chunked([1], 2.5)).toThrow(RangeError);
  });
});

describe('inStatementChunks', () => {
  it('puts as many rows into a chunk as the parameter limit allows beside the statement’s own parameters', () => {
    const ids = Array.from({ length: 70_000 }, (_, index) => index);
    const parts = inStatementChunks(ids, 1, 5);
    expect(parts.map((part) => part.length)).toEqual([MAX_STATEMENT_PARAMETERS - 5, MAX_STATEMENT_PARAMETERS - 5, 70_000 - 2 * (MAX_STATEMENT_PARAMETERS - 5)]);
    expect(parts.flat()).toEqual(ids);

    const rows = Array.from({ length: 10_000 }, (_, index) => ({ id: index, a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 }));
    const perRow = columnCount(rows);
    const rowParts = inStatementChunks(rows, perRow, 2);
    for (const part of rowParts) expect(part.length * perRow + 2).toBeLessThanOrEqual(MAX_STATEMENT_PARAMETERS);
    // Full chunks leave less than one row's parameters unused.
    expect(MAX_STATEMENT_PARAMETERS - ((rowParts[0]?.length ?? 0) * perRow + 2)).toBeLessThan(perRow);
    expect(rowParts.flat()).toEqual(rows);
  });

  it('refuses what no statement could hold', () => {
    expect(() => inStatementChunks([1], 0)).toThrow(RangeError);
    expect(() => inStatementChunks([1], 2, MAX_STATEMENT_PARAMETERS - 1)).toThrow(RangeError);
  });
});

describe('columnCount', () => {
  it('counts every column any row sets', () => {
    expect(columnCount([{ a: 1, b: 2 }, { a: 3, c: 4 }])).toBe(3);
    expect(columnCount([{ a: 1 }])).toBe(1);
  });
});

describe(`the parameter limit on ${dialect}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDatabase = createTestDatabase();
    database = await openDatabase(testDatabase.url);
    await database.db.schema.createTable('chunk_probe').addColumn('id', 'integer', (column) => column.primaryKey()).addColumn('a', 'integer').addColumn('b', 'text').execute();
  });
  afterAll(async () => {
    await database.destroy();
    await testDatabase.drop();
  });

  it('lets a statement bind MAX_STATEMENT_PARAMETERS parameters', async () => {
    const values = Array.from({ length: MAX_STATEMENT_PARAMETERS }, (_, index) => index);
    const rows = await database.db.selectFrom('chunk_probe').select('id').where('id', 'in', values).execute();
    expect(rows).toEqual([]);
  });

  it.runIf(dialect === 'sqlite')('is SQLite’s own limit: one parameter more is refused', async () => {
    const values = Array.from({ length: MAX_STATEMENT_PARAMETERS + 1 }, (_, index) => index);
    await expect(database.db.selectFrom('chunk_probe').select('id').where('id', 'in', values).execute()).rejects.toThrow(/too many SQL variables/);
  });

  it('inserts rows of more than one statement in full chunks', async () => {
    const rows = Array.from({ length: 25_000 }, (_, index) => ({ id: index, a: index * 2, b: `row ${String(index)}` }));
    const parts = inStatementChunks(rows, columnCount(rows));
    expect(parts.length).toBe(3);
    await database.db.transaction().execute(async (trx) => {
      for (const part of parts) await trx.insertInto('chunk_probe').values(part).execute();
    });
    const counted = await database.db.selectFrom('chunk_probe').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(25_000);
    const last = await database.db.selectFrom('chunk_probe').select(['a', 'b']).where('id', '=', 24_999).executeTakeFirstOrThrow();
    expect(last).toEqual({ a: 49_998, b: 'row 24999' });
    await sql`delete from chunk_probe`.execute(database.db);
  });
});
