/**
 * The rows of `ext_translate_history`: one per field write of the service, with the value it replaced.
 * A written field and its history row commit together; older `applied` rows of that field become
 * `superseded`. The content sources write fields through these helpers, the write gates read the last
 * write of a field, and the history service (history.ts) moves rows between `applied` and `reverted`.
 *
 * @packageDocumentation
 */
import { sql, type Insertable, type RawBuilder } from 'kysely';
import { insertCompiled } from '../../host/db/compiled-inserts.js';
import { dialectOf, nowIso } from '../../host/db/database.js';
import { newId } from '../../host/db/ids.js';
import { inStatementChunks } from '../../host/db/statement-chunks.js';
import { sourceHash, storedValue } from './stored-values.js';
import type { HistoryState, HistoryTable } from './tables/history-table.js';
import type { TranslateExecutor, TranslateTx } from './tables/translate-schema.js';

export type { HistoryState };

/** One field of one record in one language. */
export interface FieldKey {
  entity: string;
  /** Record id; the translation key for snippets. */
  recordId: string;
  languageId: string;
  field: string;
}

/** One field of a record write: what it held, what it gets, and the source it was translated from. */
export interface RecordFieldWrite {
  field: string;
  previousValue: unknown;
  newValue: unknown;
  sourceValue: unknown;
  /** The quality check codes of newValue (engine/quality-checks.ts); absent where none ran. */
  checks?: readonly string[];
  /** sourceHash(sourceValue), when it was computed already (the checks' thread answers it); computed when absent. */
  sourceHash?: string;
}

/** A history row ready to insert. */
export type HistoryRow = Insertable<HistoryTable>;

/**
 * The history row of one field write: `applied`, or a `draft` that waits for review (nothing written).
 * Every column a writer sets is in it from the start, in one order (`memory` and `providerId` null
 * until the writer sets them): the rows of a statement share one column list (compiled-inserts.ts),
 * and a run's thousands of rows are not copied to add them.
 */
export function historyRow(key: FieldKey & { jobId: string | null }, write: RecordFieldWrite, now: string, state: 'applied' | 'draft' = 'applied'): HistoryRow {
  return {
    id: newId(),
    jobId: key.jobId,
    entity: key.entity,
    recordId: key.recordId,
    languageId: key.languageId,
    field: key.field,
    previousValue: storedValue(write.previousValue),
    newValue: storedValue(write.newValue),
    sourceHash: write.sourceHash ?? sourceHash(write.sourceValue),
    state,
    checks: write.checks ? JSON.stringify(write.checks) : null,
    sourceValue: storedValue(write.sourceValue),
    createdAt: now,
    memory: null,
    providerId: null,
  };
}

/**
 * Which earlier history rows of a written field become `superseded`: its `applied` rows (a write), or
 * its drafts (a newer draft), or both at once (a write that also replaces the field's drafts).
 */
export type SupersededRows = 'applied' | 'draft' | 'applied-and-drafts';

/**
 * Marks the `applied` rows of these fields of these records in one language `superseded`, in the
 * caller's transaction (a new write of the same fields follows). With `state` `draft`: their drafts
 * (a newer draft, or a write, of the same field replaces them); `applied-and-drafts`: both.
 */
export async function supersedeApplied(...args: Parameters<typeof supersedeStatements>): Promise<void> {
  for (const statement of supersedeStatements(...args)) await statement.execute();
}

/** The statements of {@link supersedeApplied} (its arguments): one per part of the records a statement binds. */
export function supersedeStatements(
  trx: TranslateTx,
  key: { entity: string; languageId: string },
  recordIds: readonly string[],
  fields: readonly string[],
  now: string = nowIso(),
  state: SupersededRows = 'applied',
) {
  // Besides the record ids, the statement binds the fields and five or six values (state and time set, entity, language, the states).
  return inStatementChunks(recordIds, 1, fields.length + 6).map((part) =>
    trx
      .updateTable('ext_translate_history')
      .set({ state: 'superseded', updatedAt: now })
      .where('entity', '=', key.entity)
      .where('languageId', '=', key.languageId)
      .where('recordId', 'in', part)
      .where('field', 'in', [...fields])
      .where((eb) => (state === 'applied-and-drafts' ? eb('state', 'in', ['applied', 'draft']) : eb('state', '=', state))),
  );
}

/** Inserts history rows, as many per statement as the parameter limit allows, in the caller's transaction. */
export async function insertHistoryRows(trx: TranslateTx, rows: readonly HistoryRow[]): Promise<void> {
  // Statements compiled once per row count (compiled-inserts.ts): a message writes thousands of cells.
  await insertCompiled(trx, 'history-rows', rows, (values) => trx.insertInto('ext_translate_history').values(values));
}

export interface LastWrite {
  id: string;
  newValue: string | null;
  sourceHash: string | null;
}

/** The newest `applied` history row of a field, or null when the service never wrote it. */
export async function lastApplied(db: TranslateExecutor, key: FieldKey): Promise<LastWrite | null> {
  const row = await db
    .selectFrom('ext_translate_history')
    .select(['id', 'newValue', 'sourceHash'])
    .where('entity', '=', key.entity)
    .where('recordId', '=', key.recordId)
    .where('languageId', '=', key.languageId)
    .where('field', '=', key.field)
    .where('state', '=', 'applied')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A condition on a source row: the service has written the record in the target language (an `applied`
 * history row) no later than the source row last changed. This is the cheap pre-selection of records
 * that may hold outdated fields (a changed source since the service's write); whether a field really
 * is outdated, its source hash decides ({@link LastWrite}, the write gates). The columns name the
 * outer query's record id and the source row's timestamps.
 */
export function writtenBeforeSourceChanged(
  target: { entity: string; languageId: string },
  columns: { recordId: string; updatedAt: string; createdAt: string },
): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from ext_translate_history written where written.entity = ${target.entity} and written.language_id = ${target.languageId} and written.record_id = ${sql.ref(columns.recordId)} and written.state = 'applied' and written.created_at <= coalesce(${sql.ref(columns.updatedAt)}, ${sql.ref(columns.createdAt)}))`;
}

export function writeKey(recordId: string, field: string): string {
  return `${recordId}\u0000${field}`;
}

/**
 * The last writes of the record a statement reads, as a column of that statement: the record's `applied`
 * history rows in one language, oldest first, as a JSON array of `[field, id, newValue, sourceHash]`
 * (null when there are none). {@link addLastWrites} reads it into a map of the newest `applied` row
 * per field, by {@link writeKey}. Every reader of records with their last writes (the estimate, a
 * job's plan and its messages, the coverage report, the exchange) reads them this way: a page of
 * records costs one statement instead of two (the records, then an `in` list of their ids on the
 * history), which on PostgreSQL is a round trip less and on both databases the same index probes.
 */
export function lastWritesColumn(db: TranslateExecutor, target: { entity: string; languageId: string }, recordIdColumn: string): RawBuilder<unknown> {
  const rows = sql`from ext_translate_history w where w.state = 'applied' and w.entity = ${target.entity} and w.language_id = ${target.languageId} and w.record_id = ${sql.ref(recordIdColumn)}`;
  const written =
    dialectOf(db) === 'postgres'
      ? sql`(select json_agg(json_build_array(w.field, w.id, w.new_value, w.source_hash) order by w.created_at, w.id) ${rows})`
      : sql`(select json_group_array(json_array(w.field, w.id, w.new_value, w.source_hash) order by w.created_at, w.id) ${rows})`;
  // Most records have no history: the database then answers an index probe alone, without setting up an
  // ordered aggregate for each record.
  return sql`(case when exists (select 1 ${rows}) then ${written} end)`;
}

/** Adds a record's {@link lastWritesColumn} to a map of last writes by {@link writeKey}. */
export function addLastWrites(into: Map<string, LastWrite>, recordId: string, column: unknown): void {
  if (column === null || column === undefined || column === '[]') return;
  // PostgreSQL's driver parses json columns; SQLite returns the text.
  const rows = (typeof column === 'string' ? JSON.parse(column) : column) as [string, string, string | null, string | null][];
  // Oldest first: a later row (there should be only one applied per field) wins.
  for (const [field, id, newValue, sourceHash] of rows) into.set(writeKey(recordId, field), { id, newValue, sourceHash });
}

/** How many `applied` rows a job has (what its revert would cover). */
export async function countAppliedRows(db: TranslateExecutor, jobId: string): Promise<number> {
  const counted = await db
    .selectFrom('ext_translate_history')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('jobId', '=', jobId)
    .where('state', '=', 'applied')
    .executeTakeFirst();
  return Number(counted?.count ?? 0);
}

/** The ids of a job's `applied` rows in id order, `limit` at a time after `afterId`. */
export async function appliedRowIds(db: TranslateExecutor, jobId: string, afterId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ext_translate_history')
    .select('id')
    .where('jobId', '=', jobId)
    .where('state', '=', 'applied')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The records a job wrote at least one field of, per entity and language. */
export async function writtenRecords(db: TranslateExecutor, jobId: string): Promise<{ entity: string; recordId: string; languageId: string }[]> {
  return db.selectFrom('ext_translate_history').select(['entity', 'recordId', 'languageId']).where('jobId', '=', jobId).distinct().execute();
}

/** Per entity and language: how many records have a draft waiting for review, in one grouped query. */
export async function draftRecordCounts(
  db: TranslateExecutor,
  entities: readonly string[],
  languageIds: readonly string[],
): Promise<{ entity: string; languageId: string; records: number }[]> {
  if (entities.length === 0 || languageIds.length === 0) return [];
  const rows = await db
    .selectFrom('ext_translate_history')
    .select((eb) => ['entity', 'languageId', eb.fn.count<string | number>('recordId').distinct().as('count')])
    .where('state', '=', 'draft')
    .where('entity', 'in', [...entities])
    .where('languageId', 'in', [...languageIds])
    .groupBy(['entity', 'languageId'])
    .execute();
  return rows.map((row) => ({ entity: row.entity, languageId: row.languageId, records: Number(row.count) }));
}

/** Those of `recordIds` (of one entity and language) the job has written a field of. */
export async function recordsWrittenByJob(db: TranslateExecutor, jobId: string, entity: string, languageId: string, recordIds: readonly string[]): Promise<Set<string>> {
  const written = new Set<string>();
  for (const part of inStatementChunks(recordIds, 1, 3)) {
    const rows = await db
      .selectFrom('ext_translate_history')
      .select('recordId')
      .where('jobId', '=', jobId)
      .where('entity', '=', entity)
      .where('languageId', '=', languageId)
      .where('recordId', 'in', part)
      .distinct()
      .execute();
    for (const row of rows) written.add(row.recordId);
  }
  return written;
}
