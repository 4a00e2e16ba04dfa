import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The refresh grant's grace window (src/host/auth/oauth.ts): a rotated refresh token used again by the
 * same client within 30 seconds answers the same successor pair instead of ending the session. The row
 * of the rotated token records when it was rotated (`rotated_at`), for which client (`rotated_for`, a
 * SHA-256 of client id and address) and the answer it got (`successor_sealed`, AES-256-GCM with a key
 * derived from the app secret; cleared once its successor rotates in turn).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refresh_token')
    .addColumn('rotated_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('refresh_token').addColumn('rotated_for', 'varchar(64)').execute();
  await db.schema.alterTable('refresh_token').addColumn('successor_sealed', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
