import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Healing after provider outages (docs/jobs.md, "Healing"): a batch may carry the exact fields it
 * heals and the time it may run; an error row can be resolved (kept, no longer counted); a job shows
 * what it waits for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ext_translate_job_batch')
    // JSON map record id -> field names: a healing pass translates only these fields (null: every field).
    .addColumn('fields', 'text')
    .execute();
  await db.schema.alterTable('ext_translate_job_batch').addColumn('run_after', 'timestamptz').execute();
  await db.schema.alterTable('ext_translate_job_batch').addColumn('outage_since', 'timestamptz').execute();
  await db.schema.alterTable('ext_translate_job_batch').addColumn('heal_round', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('ext_translate_job_batch').addColumn('heal_reason', 'varchar(32)').execute();
  await db.schema.alterTable('ext_translate_job_error').addColumn('resolved_at', 'timestamptz').execute();
  await db.schema.alterTable('ext_translate_job').addColumn('waiting', 'text').execute();
  // The provider that translated a written field (a fallback may take over from the routed one).
  await db.schema.alterTable('ext_translate_history').addColumn('provider_id', 'varchar(32)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
