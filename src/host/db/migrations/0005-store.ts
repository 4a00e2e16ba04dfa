import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The store connection and the in-app purchases (`src/host/store`; docs/subscription.md).
 *
 * - `store_connection`: one row per administration user who logged in to the store. `token` is the
 *   store's session token, encrypted with the app secret like the settings' secrets; the password is
 *   never stored.
 * - `in_app_purchase`: the shop's purchases as the store listed them at the last refresh (`refreshed_at`);
 *   a refresh replaces every row in one transaction. `license_token` is encrypted like `token`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_connection')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('in_app_purchase')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('identifier', 'varchar(255)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('license_token', 'text')
    .addColumn('refreshed_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
