import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The extension's five stored entities. They live in the host's migration set because the host
 * runs every migration; their shape is the extension's (docs/architecture.md, "Tables").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ext_translate_job')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(32)')
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('source_language_id', 'varchar(32)')
    .addColumn('target_language_ids', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('translated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('characters', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('input_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('output_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_amount', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_currency', 'varchar(8)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('message', 'text')
    .addColumn('created_by', 'varchar(32)')
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('reverted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('ext_translate_job_status_idx').on('ext_translate_job').column('status').execute();

  await db.schema
    .createTable('ext_translate_job_error')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(32)', (c) => c.notNull().references('ext_translate_job.id').onDelete('cascade'))
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('language_id', 'varchar(32)')
    .addColumn('field', 'varchar(255)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('code', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('ext_translate_job_error_job_idx').on('ext_translate_job_error').column('job_id').execute();

  await db.schema
    .createTable('ext_translate_glossary')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('term', 'varchar(255)', (c) => c.notNull())
    // The lower-cased term: terms are unique regardless of case (docs/glossary.md).
    .addColumn('term_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('mode', 'varchar(16)', (c) => c.notNull().defaultTo('keep'))
    .addColumn('case_sensitive', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('translations', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('ext_translate_usage')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('characters', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('input_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('output_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('requests', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_amount', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_currency', 'varchar(8)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz')
    .addUniqueConstraint('ext_translate_usage_period_provider_unique', ['period', 'provider_id'])
    .execute();

  await db.schema
    .createTable('ext_translate_history')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(32)', (c) => c.references('ext_translate_job.id').onDelete('set null'))
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('language_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('field', 'varchar(255)', (c) => c.notNull())
    .addColumn('previous_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('source_hash', 'varchar(64)')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('ext_translate_history_field_idx')
    .on('ext_translate_history')
    .columns(['entity', 'record_id', 'language_id', 'field'])
    .execute();
  await db.schema.createIndex('ext_translate_history_job_idx').on('ext_translate_history').column('job_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
