import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** A job counts the texts it asked for again after they lost placeholders, and those the second answer repaired. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ext_translate_job').addColumn('placeholder_reasks', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('ext_translate_job').addColumn('placeholder_repairs', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
