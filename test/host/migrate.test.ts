/**
 * Migrations at every process start (src/host/db/migrate.ts): a new database gets every migration, an
 * up-to-date one is found so in two statements without starting Kysely's migrator, a pending migration
 * still runs, and one recorded that this version does not know still stops the start.
 */
import { Migrator, sql, type Migration } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { migrateToLatest, NO_CURRENT_SCHEMA_MESSAGE } from '../../src/host/db/migrate.js';
import { migrations } from '../../src/host/db/migrations/index.js';
import { createTestDatabase, dialect, POSTGRES_URL, type TestDatabase } from '../support/harness.js';
import { StatementCounter } from '../support/statement-counter.js';

const withCounter = (database: Database, counter: StatementCounter): Database => ({ ...database, db: database.db.withPlugin(counter) });

const extra: Migration = {
  async up(db) {
    await db.schema.createTable('migrate_probe').addColumn('id', 'integer').execute();
  },
};

describe(`migrations at start (${dialect})`, () => {
  let test: TestDatabase | null = null;
  let database: Database | null = null;

  afterEach(async () => {
    await database?.destroy();
    await test?.drop();
    database = null;
    test = null;
  });

  async function fresh(): Promise<Database> {
    const created = createTestDatabase();
    test = created;
    database = await openDatabase(created.url);
    return database;
  }

  it('runs every migration on a new database, then finds it up to date in two statements and runs nothing', async () => {
    const db = await fresh();
    const first = await migrateToLatest(db);
    expect(first.map((result) => [result.migrationName, result.status])).toEqual(Object.keys(migrations).map((name) => [name, 'Success']));

    const counter = new StatementCounter();
    const migrator = vi.spyOn(Migrator.prototype, 'migrateToLatest');
    try {
      expect(await migrateToLatest(withCounter(db, counter))).toEqual([]);
      expect(migrator).not.toHaveBeenCalled();
    } finally {
      migrator.mockRestore();
    }
    // PostgreSQL adds the schema lookup and the advisory lock and unlock around them.
    expect(counter.count).toBe(dialect === 'postgres' ? 5 : 2);
  });

  it('runs a pending migration, and only that one', async () => {
    const db = await fresh();
    await migrateToLatest(db);
    const migrator = vi.spyOn(Migrator.prototype, 'migrateToLatest');
    let results: Awaited<ReturnType<typeof migrateToLatest>>;
    try {
      results = await migrateToLatest(db, [{ name: 'probe-extension', migrations: { '9000-probe': extra } }]);
      expect(migrator).toHaveBeenCalledTimes(1);
    } finally {
      migrator.mockRestore();
    }
    expect(results.map((result) => [result.migrationName, result.status])).toEqual([['9000-probe', 'Success']]);
    expect(await migrateToLatest(db, [{ name: 'probe-extension', migrations: { '9000-probe': extra } }])).toEqual([]);
  });

  it('refuses to start on a database that recorded a migration this version does not know', async () => {
    const db = await fresh();
    await migrateToLatest(db);
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', ${new Date().toISOString()})`.execute(db.db);
    await expect(migrateToLatest(db)).rejects.toThrow('Migration failed: corrupted migrations: previously executed migration 9999-from-a-newer-version is missing');
  });

  it.runIf(dialect === 'postgres')('refuses, with what to do, a PostgreSQL connection whose search_path names no existing schema', async () => {
    const separator = POSTGRES_URL.includes('?') ? '&' : '?';
    const nowhere = await openDatabase(`${POSTGRES_URL}${separator}options=${encodeURIComponent('-c search_path=no_such_schema_here')}`);
    try {
      await expect(migrateToLatest(nowhere)).rejects.toThrow(NO_CURRENT_SCHEMA_MESSAGE);
      expect(NO_CURRENT_SCHEMA_MESSAGE).toBe(
        'The PostgreSQL connection has no current schema: no schema of its search_path exists. Create one, or name one with ?schema= in the database URL (it is created when missing).',
      );
    } finally {
      await nowhere.destroy();
    }
  });
});
