import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The licence and debit tables (see ../schema.ts). Timestamps are timestamptz (ISO text on SQLite). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gateway_license')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('plan', 'varchar(32)', (c) => c.notNull())
    .addColumn('label', 'varchar(255)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gateway_debit')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('license_id', 'varchar(32)', (c) => c.notNull().references('gateway_license.id'))
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(255)')
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('service_tier', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('credits', 'bigint', (c) => c.notNull())
    .addColumn('characters', 'bigint', (c) => c.notNull())
    .addColumn('accounting_key', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // Both dialects let several rows hold a null key: calls without a key never collide.
    .addUniqueConstraint('gateway_debit_license_key_unique', ['license_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('gateway_debit_usage_idx').on('gateway_debit').columns(['license_id', 'period']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
