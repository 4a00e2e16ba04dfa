import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `ext_translate_usage_reservation`: the characters of a provider call, recorded (and already added to
 * the month's usage and the job's totals) in a transaction committed before the call is made, and
 * deleted when the call's own report settles them (docs/operations.md "Usage accounting"). A row that
 * stays is a call whose worker died or whose answer never came: it remains counted as its characters.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ext_translate_usage_reservation')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('job_id', 'varchar(32)')
    // The call's idempotency key, so that an operator can tie a row to its batch and chunk.
    .addColumn('request_key', 'varchar(255)')
    .addColumn('characters', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
