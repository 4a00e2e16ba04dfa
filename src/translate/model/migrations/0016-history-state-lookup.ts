import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * History rows by state, then by the field they belong to. The run reads the `applied` rows of a
 * message's records (the last writes) and supersedes them, and scope `missing` asks whether a record
 * was written before its source changed: all by state, entity, language and record. The index of 0013
 * on (state, created_at) alone let SQLite, without table statistics (a new installation), walk every
 * `applied` row of the language for each of these statements, so a job slowed down with every message
 * it wrote. Drafts (a few, by state) are still found by the leading column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ext_translate_history_state_idx').execute();
  await db.schema
    .createIndex('ext_translate_history_state_record_idx')
    .on('ext_translate_history')
    .columns(['state', 'entity', 'language_id', 'record_id', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
