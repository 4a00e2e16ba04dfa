import { Migrator, sql, type Migration, type MigrationResult } from 'kysely';
import pg from 'pg';
import type { ExtensionManifest } from '../extension.js';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

/**
 * Runs every pending migration; throws when one fails (the failed one is rolled back).
 *
 * On PostgreSQL the bookkeeping tables are pinned to the connection's current schema: Kysely looks
 * for them in every schema otherwise, and another installation on the same server would hide them.
 */
export async function migrateToLatest(database: Database, extensions: readonly Pick<ExtensionManifest, 'name' | 'migrations'>[] = []): Promise<MigrationResult[]> {
  return runMigrations(database, { migrations: allMigrations(extensions), table: 'kysely_migration', lockTable: 'kysely_migration_lock', label: 'Migration' });
}

/** The host's migrations and those of the extensions, by name (Kysely runs them in name order). */
export function allMigrations(extensions: readonly Pick<ExtensionManifest, 'name' | 'migrations'>[]): Record<string, Migration> {
  const all: Record<string, Migration> = { ...migrations };
  for (const extension of extensions) {
    for (const [name, migration] of Object.entries(extension.migrations)) {
      if (name in all && all[name] !== migration) throw new Error(`The migration "${name}" of ${extension.name} has the name of another migration.`);
      all[name] = migration;
    }
  }
  return all;
}

/** A migration set with its own bookkeeping tables (the gateway keeps one apart from the host's). */
export interface MigrationSet {
  migrations: Record<string, Migration>;
  table: string;
  lockTable: string;
  /** Starts the error message of a failed migration, e.g. `Gateway migration`. */
  label: string;
}

/**
 * The PostgreSQL advisory lock that migrations hold, one per schema (with the schema's `hashtext()` as
 * the second key): processes of one installation starting together migrate one after the other, and
 * Kysely's own lock row is only there once its tables are. Installations in other schemas of the same
 * server migrate at the same time (the migrator's introspection reads only its own schema:
 * schema-introspector.ts). Whoever drops a schema of this service takes the same lock.
 */
export const MIGRATION_LOCK_KEY = 727_001_311;

/**
 * Drops a PostgreSQL schema (and everything in it) under its {@link MIGRATION_LOCK_KEY}, for tools that
 * work in schemas of their own on a shared server: test files, benchmarks.
 */
export async function dropSchemaUnderMigrationLock(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_KEY, schema]);
    await client.query(`drop schema if exists ${client.escapeIdentifier(schema)} cascade`);
    await client.query('select pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_KEY, schema]);
  } finally {
    await client.end();
  }
}

/** Why a PostgreSQL database whose search_path names no existing schema is not migrated. */
export const NO_CURRENT_SCHEMA_MESSAGE =
  'The PostgreSQL connection has no current schema: no schema of its search_path exists. Create one, or name one with ?schema= in the database URL (it is created when missing).';

/** Runs every pending migration of a set; throws when one fails (the failed one is rolled back). */
export async function runMigrations(database: Database, set: MigrationSet): Promise<MigrationResult[]> {
  if (database.dialect !== 'postgres') return migrate(database.db, set, undefined);
  // One connection holds the lock for the whole run and runs the migrations.
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(connection);
    const schema = rows[0]?.schema;
    if (!schema) throw new Error(NO_CURRENT_SCHEMA_MESSAGE);
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY}, hashtext(${schema}))`.execute(connection);
    try {
      return await migrate(connection, set, schema);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY}, hashtext(${schema}))`.execute(connection);
    }
  });
}

async function migrate(db: Database['db'], set: MigrationSet, migrationTableSchema: string | undefined): Promise<MigrationResult[]> {
  if (await isUpToDate(db, set, migrationTableSchema)) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => set.migrations },
    migrationTableName: set.table,
    migrationLockTableName: set.lockTable,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${set.label} ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return results ?? [];
}

/**
 * Whether the bookkeeping table records every migration of the set and no other: then the migrator
 * would do nothing, and it is not started. Every process start asks (serve, worker, each CLI command);
 * on PostgreSQL the migrator's own checks took 15 statements and 45 to 60 ms on a new connection, this
 * one 2 statements. Any other state (a new database, a pending migration, one recorded that this
 * version does not know) is the migrator's to handle, with its errors.
 */
async function isUpToDate(db: Database['db'], set: MigrationSet, schema: string | undefined): Promise<boolean> {
  const exists = schema
    ? sql<{ found: boolean }>`select to_regclass(format('%I.%I', ${schema}::text, ${set.table}::text)) is not null as found`
    : sql<{ found: number }>`select count(*) as found from sqlite_master where type = 'table' and name = ${set.table}`;
  if (!(await exists.execute(db)).rows[0]?.found) return false;
  const table = schema ? sql.id(schema, set.table) : sql.id(set.table);
  const recorded = new Set((await sql<{ name: string }>`select name from ${table}`.execute(db)).rows.map((row) => row.name));
  const known = Object.keys(set.migrations);
  return recorded.size === known.length && known.every((name) => recorded.has(name));
}

