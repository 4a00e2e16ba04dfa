/**
 * On PostgreSQL an installation sees only its own schema (src/host/db/schema-introspector.ts) and
 * migrates under a lock of that schema alone (MIGRATION_LOCK_KEY in src/host/db/migrate.ts): other
 * installations on the same server neither slow its start nor wait for it.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { MIGRATION_LOCK_KEY, migrateToLatest } from '../../src/host/db/migrate.js';
import { createTestDatabase, dialect, type TestDatabase } from '../support/harness.js';
import { POSTGRES_URL } from '../support/postgres-server.js';

const schemaOf = (test: TestDatabase) => new URL(test.url).searchParams.get('schema') as string;

describe.runIf(dialect === 'postgres')('an installation on a PostgreSQL server shared with others', () => {
  const opened: Database[] = [];
  const created: TestDatabase[] = [];
  const clients: pg.Client[] = [];

  async function installation(): Promise<{ test: TestDatabase; database: Database }> {
    const test = createTestDatabase();
    created.push(test);
    const database = await openDatabase(test.url);
    opened.push(database);
    return { test, database };
  }

  /** A session of its own holding the migration lock of a schema, as a migrating process would. */
  async function holdMigrationLock(schema: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    clients.push(client);
    await client.connect();
    await client.query('select pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_KEY, schema]);
    return client;
  }

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.end();
    for (const database of opened.splice(0)) await database.destroy();
    for (const test of created.splice(0)) await test.drop();
  });

  it('introspects the tables of its own schema only, with their columns as Kysely describes them', async () => {
    const own = await installation();
    const other = await installation();
    await sql`create table probe (id serial primary key, name text not null, note varchar(20) default 'x')`.execute(own.database.db);
    await sql`comment on column probe.name is 'what it is called'`.execute(own.database.db);
    await sql`create view probe_names as select name from probe`.execute(own.database.db);
    await sql`create table elsewhere (id integer)`.execute(other.database.db);
    await sql`create table probe (other_column integer)`.execute(other.database.db);

    const tables = await own.database.db.introspection.getTables();
    expect(tables.map((table) => [table.schema, table.name, table.isView])).toEqual([
      [schemaOf(own.test), 'probe', false],
      [schemaOf(own.test), 'probe_names', true],
    ]);
    expect(tables[0]?.columns).toEqual([
      { name: 'id', dataType: 'int4', dataTypeSchema: 'pg_catalog', isNullable: false, hasDefaultValue: true, isAutoIncrementing: true },
      { name: 'name', dataType: 'text', dataTypeSchema: 'pg_catalog', isNullable: false, hasDefaultValue: false, isAutoIncrementing: false, comment: 'what it is called' },
      { name: 'note', dataType: 'varchar', dataTypeSchema: 'pg_catalog', isNullable: true, hasDefaultValue: true, isAutoIncrementing: false },
    ]);
    expect((await own.database.db.introspection.getMetadata()).tables).toEqual(tables);
  });

  it('lists the migration bookkeeping tables only when asked for', async () => {
    const own = await installation();
    await migrateToLatest(own.database);
    const names = async (withInternalKyselyTables: boolean) => (await own.database.db.introspection.getTables({ withInternalKyselyTables })).map((table) => table.name);
    expect(await names(false)).not.toContain('kysely_migration');
    expect(await names(true)).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']));
    expect((await names(true)).length).toBe((await names(false)).length + 2);
    expect((await own.database.db.introspection.getSchemas()).map((schema) => schema.name)).toContain(schemaOf(own.test));
  });

  it('migrates while another installation migrates: the lock is of its own schema', async () => {
    const own = await installation();
    const other = await installation();
    await holdMigrationLock(schemaOf(other.test));
    const results = await migrateToLatest(own.database);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.status === 'Success')).toBe(true);
  });

  it('waits while another process of the same installation holds its lock', async () => {
    const own = await installation();
    const holder = await holdMigrationLock(schemaOf(own.test));
    let done = false;
    const migrating = migrateToLatest(own.database).then((results) => {
      done = true;
      return results;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    expect((await own.database.db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name)).toEqual([]);
    await holder.query('select pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_KEY, schemaOf(own.test)]);
    const results = await migrating;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.status === 'Success')).toBe(true);
  });

  it('two processes of one installation starting together: one migrates, the other finds nothing left to do', async () => {
    const own = await installation();
    const second = await openDatabase(own.test.url);
    opened.push(second);
    const [first, other] = await Promise.all([migrateToLatest(own.database), migrateToLatest(second)]);
    expect([first.length, other.length].sort((a, b) => a - b)[0]).toBe(0);
    expect(Math.max(first.length, other.length)).toBeGreaterThan(0);
  });

  it('migrates while another installation\'s schema is dropped', async () => {
    const doomed = await installation();
    await migrateToLatest(doomed.database);
    const own = await installation();
    const [results] = await Promise.all([migrateToLatest(own.database), doomed.test.drop()]);
    expect(results.every((result) => result.status === 'Success')).toBe(true);
  });
});
