import { dropSchemaUnderMigrationLock } from '../../src/host/db/migrate.js';

/**
 * The PostgreSQL server of the tests (TEST_POSTGRES_URL), the same in CI's SQLite run and its PostgreSQL
 * run. The harness opens it when the run tests PostgreSQL (harness.ts); a test file that uses it
 * whichever database the run tests (worker processes sharing one database) imports it from here, and
 * so answers the same in both runs: the PostgreSQL run leaves it out (database-test-files.ts). This
 * module must not name the variable that picks the database under test, or every such file would run
 * twice.
 */
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Drops a test's PostgreSQL schema under its migration lock (MIGRATION_LOCK_KEY): a process of the
 * test still migrating it finishes first.
 */
export async function dropPostgresSchema(schema: string): Promise<void> {
  await dropSchemaUnderMigrationLock(POSTGRES_URL, schema);
}
