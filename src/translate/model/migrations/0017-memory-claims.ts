import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The translation memory's claims move to a table of their own, one row per batch that is translating
 * (its id, the keys it holds, when it last renewed them): a remembered translation is then written once,
 * with its text, where each was first inserted as a claim and then rewritten with its translation
 * (src/translate/engine/translation-memory.ts). Claims of the earlier layout (memory rows without a
 * translation) belong to batches of the version before; they are dropped with their columns, and a
 * batch of that version still running sends those texts itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ext_translate_memory_claim')
    .addColumn('claimant', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('key_hashes', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.deleteFrom('ext_translate_memory').where('translation', 'is', null).execute();
  await db.schema.alterTable('ext_translate_memory').dropColumn('claimed_by').execute();
  await db.schema.alterTable('ext_translate_memory').dropColumn('claimed_at').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
