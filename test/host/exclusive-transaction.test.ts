/**
 * A transaction that holds a table exclusively from its start (src/host/db/database.ts,
 * exclusiveTransaction): the memory's claimers run one after the other in it.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exclusiveTransaction } from '../../src/host/db/database.js';
import { dialect } from '../support/harness.js';
import { scratchDatabase } from '../support/scratch-database.js';
import { StatementCounter } from '../support/statement-counter.js';

describe(`exclusiveTransaction on ${dialect}`, () => {
  const database = scratchDatabase(async (db) => {
    await db.schema.createTable('exclusive_probe').addColumn('label', 'varchar(32)', (column) => column.primaryKey()).execute();
  });
  const labels = async () => (await database().db.selectFrom('exclusive_probe').select('label').orderBy('label').execute()).map((row) => row.label as string);

  it('runs two such transactions one after the other: the second starts when the first has committed', async () => {
    const db = database().db;
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const first = exclusiveTransaction(db, 'exclusive_probe', async (trx) => {
      order.push('first starts');
      firstStarted();
      await firstHolds;
      await trx.insertInto('exclusive_probe').values({ label: 'first' }).execute();
      order.push('first ends');
    });
    await started;
    const second = exclusiveTransaction(db, 'exclusive_probe', async (trx) => {
      order.push('second starts');
      // The first's row is committed by now: this transaction's first read sees it.
      order.push(`second sees ${(await trx.selectFrom('exclusive_probe').select('label').execute()).map((row) => row.label as string).join(',')}`);
      await trx.insertInto('exclusive_probe').values({ label: 'second' }).execute();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts', 'second sees first']);
    expect(await labels()).toEqual(['first', 'second']);
    await db.deleteFrom('exclusive_probe').execute();
  });

  it('writes nothing when the work fails, answers its error, and leaves the connection usable', async () => {
    const db = database().db;
    await expect(
      exclusiveTransaction(db, 'exclusive_probe', async (trx) => {
        await trx.insertInto('exclusive_probe').values({ label: 'undone' }).execute();
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    // A statement that fails in the server aborts the transaction, which is rolled back as well.
    await expect(
      exclusiveTransaction(db, 'exclusive_probe', async (trx) => {
        await trx.insertInto('exclusive_probe').values({ label: 'undone' }).execute();
        await trx.insertInto('exclusive_probe').values({ label: 'undone' }).execute();
      }),
    ).rejects.toThrow();
    expect(await labels()).toEqual([]);
    expect(await exclusiveTransaction(db, 'exclusive_probe', async (trx) => (await trx.insertInto('exclusive_probe').values({ label: 'after' }).returning('label').execute()).length)).toBe(1);
    expect(await labels()).toEqual(['after']);
    await db.deleteFrom('exclusive_probe').execute();
  });

  it.runIf(dialect === 'postgres')('on PostgreSQL, answers the error of a lock that fails and leaves every connection usable', async () => {
    const db = database().db;
    await expect(exclusiveTransaction(db, 'no_such_table', async () => 'never')).rejects.toThrow(/no_such_table/);
    // As many at once as the pool holds: the connection of the failed lock is among them.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => sql<{ n: number }>`select ${index} as n`.execute(db)));
    expect(answers.map((answer) => Number(answer.rows[0]?.n))).toEqual(Array.from({ length: 10 }, (_, index) => index));
  });

  it.runIf(dialect === 'postgres')('on PostgreSQL, sends begin and the lock as one statement, and holds the lock while the work runs', async () => {
    const db = database().db;
    const counter = new StatementCounter();
    const lockModes = await exclusiveTransaction(db.withPlugin(counter), 'exclusive_probe', async (trx) => {
      const { rows } = await sql<{ mode: string }>`select mode from pg_locks where pid = pg_backend_pid() and relation = 'exclusive_probe'::regclass`.execute(trx);
      return rows.map((row) => row.mode);
    });
    expect(lockModes).toContain('ExclusiveLock');
    // `begin; lock table …`, the work's statement, `commit`.
    expect(counter.count).toBe(3);
  });
});
