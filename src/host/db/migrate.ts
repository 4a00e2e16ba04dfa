import { Migrator, sql, type MigrationResult } from 'kysely';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

/**
 * Runs every pending migration; throws when one fails (the failed one is rolled back).
 *
 * On PostgreSQL the bookkeeping tables are pinned to the connection's current schema: Kysely looks
 * for them in every schema otherwise, and another installation on the same server would hide them.
 */
export async function migrateToLatest(database: Database): Promise<MigrationResult[]> {
  let migrationTableSchema: string | undefined;
  if (database.dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'kysely_migration',
    migrationLockTableName: 'kysely_migration_lock',
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return results ?? [];
}
