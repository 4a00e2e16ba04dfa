import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Webhooks (docs/api.md, "Webhooks"): `ext_translate_webhook` holds the subscriptions (the secret
 * sealed with the app secret), `ext_translate_webhook_delivery` one row per event and subscription,
 * written in the transaction of the change it reports and attempted through the queue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ext_translate_webhook')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('ext_translate_webhook_delivery')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('webhook_id', 'varchar(32)', (c) => c.notNull().references('ext_translate_webhook.id').onDelete('cascade'))
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_response_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz')
    .execute();
  // The dispatcher's scan (pending and due) and the list of a subscription's last deliveries.
  await db.schema.createIndex('ext_translate_webhook_delivery_due_idx').on('ext_translate_webhook_delivery').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('ext_translate_webhook_delivery_webhook_idx').on('ext_translate_webhook_delivery').columns(['webhook_id', 'created_at']).execute();
  await db.schema.createIndex('ext_translate_webhook_delivery_created_idx').on('ext_translate_webhook_delivery').column('created_at').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
