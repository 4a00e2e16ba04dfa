import type { MigrationResult } from 'kysely';
import type { Database } from '../../host/db/database.js';
import { runMigrations } from '../../host/db/migrate.js';
import { gatewayMigrations } from './migrations/index.js';

/** The gateway keeps its own bookkeeping tables, so it never mixes with the Host's migrations. */
export const GATEWAY_MIGRATION_TABLE = 'gateway_migration';
export const GATEWAY_MIGRATION_LOCK_TABLE = 'gateway_migration_lock';

/** Runs every pending gateway migration; throws when one fails. */
export async function migrateGateway(database: Database): Promise<MigrationResult[]> {
  return runMigrations(database, {
    migrations: gatewayMigrations,
    table: GATEWAY_MIGRATION_TABLE,
    lockTable: GATEWAY_MIGRATION_LOCK_TABLE,
    label: 'Gateway migration',
  });
}
