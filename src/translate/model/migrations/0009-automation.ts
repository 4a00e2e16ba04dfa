import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `ext_translate_automation_trigger`: a record changed in the source language that automatic translation
 * must bring into a target language, written in the transaction of the change (docs/jobs.md, "Automatic
 * translation"). One row per entity, target and record, however often the record changes before a job
 * takes it; the scheduler deletes the rows in the transaction that creates their job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ext_translate_automation_trigger')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_language_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('ext_translate_automation_trigger_unique', ['entity', 'target_language_id', 'record_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
