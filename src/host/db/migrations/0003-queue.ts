import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The embedded queue transport (src/host/queue/embedded-queue.ts): one row per message, and one row per
 * recurring task so that a single worker at a time runs it. Payloads are JSON text, timestamps are
 * timestamptz (ISO text on SQLite), like every other table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('queue_message')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(255)')
    // pending -> running -> done | failed; running goes back to pending for a retry or a release.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // Runs started, counted when claimed, so that a message whose worker keeps dying still runs out.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(255)')
    // The claim's lease: renewed while the handler runs; once past, another worker may take it over.
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('queue_message_due_idx').on('queue_message').columns(['status', 'run_at']).execute();
  // A dedupe key is unique among the messages not finished yet; a finished one frees its key for reuse.
  await db.schema
    .createIndex('queue_message_dedupe_key_unique')
    .on('queue_message')
    .column('dedupe_key')
    .unique()
    .where(sql.ref('status'), 'in', ['pending', 'running'])
    .execute();

  await db.schema
    .createTable('queue_schedule')
    .addColumn('name', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('every_ms', 'integer', (c) => c.notNull())
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(255)')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_started_at', 'timestamptz')
    .addColumn('last_finished_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
