import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * An index for reading a language's translation rows in record order, and two of the extension's tables
 * without an entity definition (these internal tables have no
 * definition, no repository and no API resource; docs/architecture.md, "Tables"):
 *
 * - `ext_translate_job_batch`: the records of one queue message of a job. A batch is `pending` until
 *   the transaction that writes its fields marks it `done`, so a redelivered message finds it done and
 *   writes nothing twice; the job is finished when no batch of it is pending.
 * - `ext_translate_usage_key`: accounting keys already recorded (ProviderResult `accountingKey`, docs/providers.md),
 *   inserted before the usage update so that a redelivered message never counts twice.
 */
/** The translatable store entities of migration 0001 (their translation tables get a keyset index). */
const TRANSLATED_ENTITIES = [
  'product',
  'category',
  'cms_page',
  'cms_slot',
  'product_manufacturer',
  'property_group',
  'property_group_option',
  'unit',
  'delivery_time',
  'shipping_method',
  'payment_method',
  'media',
];

export async function up(db: Kysely<any>): Promise<void> {
  // A run reads the records of one language in id order, page by page (keyset paging): without this
  // index every page would scan and sort all of that language's rows.
  for (const entity of TRANSLATED_ENTITIES) {
    await db.schema
      .createIndex(`${entity}_translation_language_record_idx`)
      .on(`${entity}_translation`)
      .columns(['language_id', `${entity}_id`])
      .execute();
  }

  await db.schema
    .createTable('ext_translate_job_batch')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(32)', (c) => c.notNull().references('ext_translate_job.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('source_language_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_language_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    // JSON list of record ids (translation keys for snippets).
    .addColumn('record_ids', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // pending -> done
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('ext_translate_job_batch_job_idx').on('ext_translate_job_batch').columns(['job_id', 'status']).execute();

  await db.schema
    .createTable('ext_translate_usage_key')
    .addColumn('accounting_key', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
