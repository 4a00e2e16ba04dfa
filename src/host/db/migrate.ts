import { Migrator, sql, type Migration, type MigrationResult } from 'kysely';
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

/** Runs every pending migration of a set; throws when one fails (the failed one is rolled back). */
export async function runMigrations(database: Database, set: MigrationSet): Promise<MigrationResult[]> {
  let migrationTableSchema: string | undefined;
  if (database.dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({
    db: database.db,
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
