import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Review before publish (docs/jobs.md, "Review and quality checks"). A history row keeps the quality
 * checks of its value (`checks`, a JSON list of codes; null on rows from before), the source text it was
 * translated from (`source_value`, so a draft can be reviewed and checked again without the run), and for
 * a draft the memory entries its approval stores (`memory`, JSON). Drafts are history rows in state
 * `draft`, looked up by state; a job counts the records with a flagged field.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ext_translate_history').addColumn('checks', 'text').execute();
  await db.schema.alterTable('ext_translate_history').addColumn('source_value', 'text').execute();
  await db.schema.alterTable('ext_translate_history').addColumn('memory', 'text').execute();
  await db.schema.createIndex('ext_translate_history_state_idx').on('ext_translate_history').columns(['state', 'created_at']).execute();
  await db.schema.alterTable('ext_translate_job').addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
