import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `ext_translate_memory`: translations the engine wrote, keyed by a hash of everything that can change
 * the result (docs/jobs.md, "Translation memory"); a row without a translation is a claim of a batch
 * that is translating that text right now, so that other batches of the job wait for it instead of
 * paying for it again. The job counts what it took from the memory.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ext_translate_memory')
    .addColumn('key_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_locale', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_locale', 'varchar(16)', (c) => c.notNull())
    .addColumn('translation', 'text')
    .addColumn('characters', 'integer', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(32)')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ext_translate_memory_last_used_idx').on('ext_translate_memory').column('last_used_at').execute();
  await db.schema.alterTable('ext_translate_job').addColumn('memory_texts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('ext_translate_job').addColumn('memory_characters', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
