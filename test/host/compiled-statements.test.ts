import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../../src/host/db/database.js';
import { executeCompiled } from '../../src/host/db/compiled-statements.js';
import { dialect } from '../support/harness.js';
import { scratchDatabase } from '../support/scratch-database.js';

/** Fixed-shape statements compiled once (src/host/db/compiled-statements.ts). */
describe(`executeCompiled on ${dialect}`, () => {
  const database = scratchDatabase(async (db) => {
    await db.schema
      .createTable('compiled_statement_probe')
      .addColumn('probe_key', 'varchar(16)', (column) => column.primaryKey())
      .addColumn('label', 'text')
      .addColumn('amount', 'integer', (column) => column.notNull())
      .execute();
  });

  const read = () => database().db.selectFrom('compiled_statement_probe').selectAll().orderBy('probeKey').execute();

  const upsert = (executor: Database['db'], values: { probeKey: string; label: string | null; amount: number }) =>
    executeCompiled(executor, 'probe-upsert', values, (v) =>
      executor
        .insertInto('compiled_statement_probe')
        .values(v)
        .onConflict((conflict) => conflict.column('probeKey').doUpdateSet({ label: sql`coalesce(${v.label}, 'none')`, amount: sql`compiled_statement_probe.amount + ${v.amount}` })),
    );

  it('binds each run’s values into the statement compiled by the first, in and out of transactions', async () => {
    await upsert(database().db, { probeKey: 'a', label: 'first', amount: 1 });
    await upsert(database().db, { probeKey: 'b', label: null, amount: 2 });
    await database().db.transaction().execute(async (trx) => {
      await upsert(trx, { probeKey: 'a', label: null, amount: 10 });
      await upsert(trx, { probeKey: 'b', label: 'second', amount: 20 });
    });
    expect(await read()).toEqual([
      { probeKey: 'a', label: 'none', amount: 11 },
      { probeKey: 'b', label: 'second', amount: 22 },
    ]);
  });

  it('answers the affected rows of a write and the rows of a read (column names as the builder maps them)', async () => {
    const remove = (probeKey: string) => executeCompiled(database().db, 'probe-delete', { probeKey }, (v) => database().db.deleteFrom('compiled_statement_probe').where('probeKey', '=', v.probeKey));
    expect(Number((await remove('a')).numAffectedRows)).toBe(1);
    expect(Number((await remove('a')).numAffectedRows)).toBe(0);
    const select = (amount: number) =>
      executeCompiled(database().db, 'probe-select', { amount }, (v) => database().db.selectFrom('compiled_statement_probe').select(['probeKey', 'amount']).where('amount', '>', v.amount));
    expect((await select(0)).rows).toEqual([{ probeKey: 'b', amount: 22 }]);
    expect((await select(22)).rows).toEqual([]);
  });

  it('builds every run the ordinary way when the markers do not give back the statement (a value the builder reads)', async () => {
    // The builder branches on the value: the marker builds another statement than the real value.
    const conditional = (label: string | null) =>
      executeCompiled(database().db, 'probe-conditional', { label }, (v) =>
        database().db.selectFrom('compiled_statement_probe').select('probeKey').where((eb) => (v.label === null ? eb('label', 'is', null) : eb('label', '=', v.label))),
      );
    expect((await conditional(null)).rows).toEqual([]);
    expect((await conditional('second')).rows).toEqual([{ probeKey: 'b' }]);
    expect((await conditional(null)).rows).toEqual([]);
  });
});
