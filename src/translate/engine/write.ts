import { createHash } from 'node:crypto';
import type { TranslateTx } from '../db/translate-schema.js';
import { newId, normalizeId } from '../../host/db/ids.js';
import { nowIso } from '../../host/db/database.js';
import { translationTable } from '../../host/entities/definition.js';
import { findEntity } from '../../host/entities/definitions.js';
import { dynamicTables } from '../../host/entities/dynamic-tables.js';
import type { Insertable } from 'kysely';
import type { HistoryState, HistoryTable } from '../db/history-table.js';
import { SNIPPET_ENTITY, snippetSetFor } from './select.js';

/**
 * Writing translated fields and their history (DESIGN.md section 6): a written field and its history
 * row commit together; older `applied` rows of that field become `superseded`. Also the gates that
 * decide whether a field may be written at all: mode, manual-edit protection, skip-unchanged.
 */

export type { HistoryState };

/** A field's value as history stores it: text as is, JSON values serialised; null stays null. */
export function storedValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The hash recorded with a write, to tell later whether the source changed since. */
export function sourceHash(value: unknown): string {
  return createHash('sha256').update(storedValue(value) ?? '').digest('hex');
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

export interface FieldKey {
  entity: string;
  /** Record id; the translation key for snippets. */
  recordId: string;
  languageId: string;
  field: string;
}

export interface LastWrite {
  id: string;
  newValue: string | null;
  sourceHash: string | null;
}

/** The newest `applied` history row of a field, or null when the service never wrote it. */
export async function lastApplied(trx: TranslateTx, key: FieldKey): Promise<LastWrite | null> {
  const row = await trx
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

export type WriteDecision = 'write' | 'skip_has_value' | 'skip_manual_edit' | 'skip_unchanged';

export interface WriteGate {
  mode: 'all' | 'missing';
  protectManualEdits: boolean;
  skipUnchanged: boolean;
}

/**
 * Whether a field is translated: in mode `missing` only an empty target; a target value that differs
 * from what the service last wrote there is never overwritten (manual-edit protection); a field whose
 * source is unchanged since the last write and whose target is untouched is skipped (skip-unchanged).
 */
export function decideWrite(gate: WriteGate, sourceValue: unknown, targetValue: unknown, last: LastWrite | null): WriteDecision {
  const current = storedValue(targetValue);
  const untouched = last !== null && last.newValue === current;
  if (gate.skipUnchanged && untouched && last.sourceHash === sourceHash(sourceValue)) return 'skip_unchanged';
  if (isEmpty(targetValue)) return 'write';
  if (gate.mode === 'missing') return 'skip_has_value';
  if (gate.protectManualEdits && !untouched) return 'skip_manual_edit';
  return 'write';
}

export interface FieldWrite extends FieldKey {
  jobId: string | null;
  previousValue: unknown;
  newValue: unknown;
  sourceValue: unknown;
}

function camel(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Writes a value into the target (translation row or snippet), creating the row when missing. */
export async function writeTargetValue(trx: TranslateTx, key: FieldKey, value: unknown, targetLocale?: string): Promise<void> {
  await writeTargetValues(trx, key, { [key.field]: value }, targetLocale);
}

/**
 * Writes several fields of one record's target in one statement (translation row or snippet), creating
 * the row when missing. For a snippet the only field is `value`; null removes the snippet again.
 */
export async function writeTargetValues(trx: TranslateTx, key: Omit<FieldKey, 'field'>, values: Record<string, unknown>, targetLocale?: string): Promise<void> {
  const now = nowIso();
  if (key.entity === SNIPPET_ENTITY) {
    if (!targetLocale) throw new Error('Writing a snippet needs the target locale.');
    const setId = await snippetSetFor(trx, targetLocale);
    if (setId === null) throw new Error(`No snippet set has the iso "${targetLocale}".`);
    const value = values.value;
    const existing = await trx.selectFrom('snippet').select('id').where('setId', '=', setId).where('translationKey', '=', key.recordId).executeTakeFirst();
    // A snippet that did not exist before a write is removed again when that write is reverted.
    if (value === null || value === undefined) {
      if (existing) await trx.deleteFrom('snippet').where('id', '=', existing.id).execute();
      return;
    }
    if (existing) await trx.updateTable('snippet').set({ value: storedValue(value) ?? '', updatedAt: now }).where('id', '=', existing.id).execute();
    else await trx.insertInto('snippet').values({ id: newId(), setId, translationKey: key.recordId, value: storedValue(value) ?? '', createdAt: now }).execute();
    return;
  }
  const definition = findEntity(key.entity);
  if (!definition) throw new Error(`${key.entity} is not a translatable entity.`);
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = definition.fields.find((candidate) => candidate.name === name && candidate.translatable);
    if (!field) throw new Error(`${key.entity}.${name} is not a translatable field.`);
    columns[name] = field.kind === 'json' ? storedValue(value) : value;
  }
  const table = translationTable(definition);
  const foreignKey = `${camel(definition.name)}Id`;
  const tables = dynamicTables(trx);
  const updated = await tables
    .updateTable(table)
    .set({ ...columns, updatedAt: now })
    .where(foreignKey, '=', key.recordId)
    .where('languageId', '=', key.languageId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await tables.insertInto(table).values({ [foreignKey]: key.recordId, languageId: key.languageId, ...columns, createdAt: now }).execute();
  }
}

/** One field of a record write: what it held, what it gets, and the source it was translated from. */
export interface RecordFieldWrite {
  field: string;
  previousValue: unknown;
  newValue: unknown;
  sourceValue: unknown;
}

/** A history row ready to insert. */
export type HistoryRow = Insertable<HistoryTable>;

/**
 * Writes translated fields of one record and returns their history rows, in the caller's transaction:
 * the target row gets every field in one statement and earlier `applied` rows of those fields become
 * `superseded`. The caller inserts the returned rows (insertHistoryRows) in the same transaction, so a
 * batch of records costs one insert for its whole history.
 */
export async function writeRecordFields(
  trx: TranslateTx,
  key: Omit<FieldKey, 'field'> & { jobId: string | null },
  writes: readonly RecordFieldWrite[],
  targetLocale?: string,
): Promise<HistoryRow[]> {
  if (writes.length === 0) return [];
  await writeTargetValues(trx, key, Object.fromEntries(writes.map((write) => [write.field, write.newValue])), targetLocale);
  const now = nowIso();
  await trx
    .updateTable('ext_translate_history')
    .set({ state: 'superseded', updatedAt: now })
    .where('entity', '=', key.entity)
    .where('recordId', '=', key.recordId)
    .where('languageId', '=', key.languageId)
    .where('field', 'in', writes.map((write) => write.field))
    .where('state', '=', 'applied')
    .execute();
  return writes.map((write) => historyRow({ ...key, field: write.field }, write, now));
}

/** The `applied` history row of one field write. */
function historyRow(key: FieldKey & { jobId: string | null }, write: RecordFieldWrite, now: string): HistoryRow {
  return {
    id: newId(),
    jobId: key.jobId,
    entity: key.entity,
    recordId: key.recordId,
    languageId: key.languageId,
    field: key.field,
    previousValue: storedValue(write.previousValue),
    newValue: storedValue(write.newValue),
    sourceHash: sourceHash(write.sourceValue),
    state: 'applied',
    createdAt: now,
  };
}

/** The translated fields of one record of a batch. */
export interface RecordWrites {
  recordId: string;
  writes: RecordFieldWrite[];
}

/** Translation rows per upsert statement (a dozen columns each, well within SQLite's parameter limit). */
const UPSERT_ROWS = 200;

/**
 * Writes the translated fields of many records of one entity into one language, set-based, and returns
 * their history rows (the caller inserts them with insertHistoryRows in the same transaction). Records
 * that write the same fields share one upsert of their translation rows and one statement that marks
 * the older `applied` history rows of those fields `superseded`. Snippets take writeRecordFields.
 */
export async function writeBatchFields(
  trx: TranslateTx,
  key: { entity: string; languageId: string; jobId: string | null },
  records: readonly RecordWrites[],
  targetLocale?: string,
): Promise<HistoryRow[]> {
  const history: HistoryRow[] = [];
  const writing = records.filter((record) => record.writes.length > 0);
  if (key.entity === SNIPPET_ENTITY) {
    for (const record of writing) history.push(...(await writeRecordFields(trx, { ...key, recordId: record.recordId }, record.writes, targetLocale)));
    return history;
  }
  const definition = findEntity(key.entity);
  if (!definition) throw new Error(`${key.entity} is not a translatable entity.`);
  const table = translationTable(definition);
  const foreignKey = `${camel(definition.name)}Id`;
  const groups = new Map<string, RecordWrites[]>();
  for (const record of writing) {
    const fields = record.writes.map((write) => write.field).sort();
    const groupKey = fields.join(',');
    groups.set(groupKey, [...(groups.get(groupKey) ?? []), record]);
  }
  const now = nowIso();
  for (const [groupKey, group] of groups) {
    const fields = groupKey.split(',');
    const kinds = new Map(
      fields.map((name) => {
        const field = definition.fields.find((candidate) => candidate.name === name && candidate.translatable);
        if (!field) throw new Error(`${key.entity}.${name} is not a translatable field.`);
        return [name, field.kind];
      }),
    );
    const rows = group.map((record) => {
      const row: Record<string, unknown> = { [foreignKey]: record.recordId, languageId: key.languageId, createdAt: now, updatedAt: now };
      for (const write of record.writes) row[write.field] = kinds.get(write.field) === 'json' ? storedValue(write.newValue) : write.newValue;
      return row;
    });
    for (let index = 0; index < rows.length; index += UPSERT_ROWS) {
      await dynamicTables(trx)
        .insertInto(table)
        .values(rows.slice(index, index + UPSERT_ROWS))
        .onConflict((conflict) =>
          conflict.columns([foreignKey, 'languageId']).doUpdateSet((eb) => ({
            ...Object.fromEntries(fields.map((field) => [field, eb.ref(`excluded.${field}`)])),
            updatedAt: now,
          })),
        )
        .execute();
    }
    const recordIds = group.map((record) => record.recordId);
    for (let index = 0; index < recordIds.length; index += UPSERT_ROWS) {
      await trx
        .updateTable('ext_translate_history')
        .set({ state: 'superseded', updatedAt: now })
        .where('entity', '=', key.entity)
        .where('languageId', '=', key.languageId)
        .where('recordId', 'in', recordIds.slice(index, index + UPSERT_ROWS))
        .where('field', 'in', fields)
        .where('state', '=', 'applied')
        .execute();
    }
  }
  for (const record of writing) {
    for (const write of record.writes) history.push(historyRow({ ...key, recordId: record.recordId, field: write.field }, write, now));
  }
  return history;
}

/** Rows per insert statement: a dozen columns each stays far below SQLite's bound-parameter limit. */
const INSERT_ROWS = 500;

/** Inserts history rows in statements of {@link INSERT_ROWS} rows, in the caller's transaction. */
export async function insertHistoryRows(trx: TranslateTx, rows: readonly HistoryRow[]): Promise<void> {
  for (let index = 0; index < rows.length; index += INSERT_ROWS) {
    await trx.insertInto('ext_translate_history').values(rows.slice(index, index + INSERT_ROWS)).execute();
  }
}


/**
 * Writes one translated field and its history row in the caller's transaction: the new row is
 * `applied`, earlier `applied` rows of the same field become `superseded`.
 */
export async function applyFieldWrite(trx: TranslateTx, write: FieldWrite, targetLocale?: string): Promise<string> {
  const rows = await writeRecordFields(
    trx,
    { entity: write.entity, recordId: write.recordId, languageId: write.languageId, jobId: write.jobId },
    [{ field: write.field, previousValue: write.previousValue, newValue: write.newValue, sourceValue: write.sourceValue }],
    targetLocale,
  );
  await insertHistoryRows(trx, rows);
  return rows[0]?.id as string;
}

export interface HistoryResult {
  done: number;
  skipped: { id: string; reason: 'not_found' | 'state_mismatch' | 'value_changed' }[];
}

/** The current target value of a history row's field, as history stores values. */
async function currentValue(trx: TranslateTx, row: FieldKey): Promise<string | null> {
  if (row.entity === SNIPPET_ENTITY) {
    const language = await trx.selectFrom('language').select('localeCode').where('id', '=', row.languageId).executeTakeFirst();
    const setId = language ? await snippetSetFor(trx, language.localeCode) : null;
    if (setId === null) return null;
    const snippet = await trx.selectFrom('snippet').select('value').where('setId', '=', setId).where('translationKey', '=', row.recordId).executeTakeFirst();
    return snippet?.value ?? null;
  }
  const definition = findEntity(row.entity);
  if (!definition) return null;
  const translation = await dynamicTables(trx)
    .selectFrom(translationTable(definition))
    .select(row.field)
    .where(`${camel(definition.name)}Id`, '=', row.recordId)
    .where('languageId', '=', row.languageId)
    .executeTakeFirst();
  const value = (translation as Record<string, unknown> | undefined)?.[row.field];
  return storedValue(value ?? null);
}

/** Parses a stored JSON field value back for the column (JSON columns store text themselves). */
function columnValue(entity: string, field: string, stored: string | null): unknown {
  if (stored === null) return null;
  const definition = findEntity(entity);
  const kind = definition?.fields.find((candidate) => candidate.name === field)?.kind;
  return kind === 'json' ? (JSON.parse(stored) as unknown) : stored;
}

/**
 * POST /history/revert and /history/reapply (DESIGN.md section 6): revert acts on `applied` rows whose
 * current value equals the written value and restores the previous one; reapply acts on `reverted`
 * rows whose current value equals the previous value and writes the new one again. Anything else is
 * skipped and left unchanged. Each record is its own transaction step inside `trx`.
 */
export async function moveHistory(trx: TranslateTx, ids: string[], direction: 'revert' | 'reapply'): Promise<HistoryResult> {
  const result: HistoryResult = { done: 0, skipped: [] };
  for (const rawId of ids) {
    const id = normalizeId(rawId) ?? rawId;
    const row = await trx
      .selectFrom('ext_translate_history')
      .select(['id', 'entity', 'recordId', 'languageId', 'field', 'previousValue', 'newValue', 'state'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) {
      result.skipped.push({ id, reason: 'not_found' });
      continue;
    }
    const expectedState = direction === 'revert' ? 'applied' : 'reverted';
    if (row.state !== expectedState) {
      result.skipped.push({ id, reason: 'state_mismatch' });
      continue;
    }
    const expected = direction === 'revert' ? row.newValue : row.previousValue;
    if ((await currentValue(trx, row)) !== expected) {
      result.skipped.push({ id, reason: 'value_changed' });
      continue;
    }
    const restored = direction === 'revert' ? row.previousValue : row.newValue;
    const language = await trx.selectFrom('language').select('localeCode').where('id', '=', row.languageId).executeTakeFirst();
    await writeTargetValue(trx, row, columnValue(row.entity, row.field, restored), language?.localeCode);
    await trx
      .updateTable('ext_translate_history')
      .set({ state: direction === 'revert' ? 'reverted' : 'applied', updatedAt: nowIso() })
      .where('id', '=', row.id)
      .execute();
    result.done += 1;
  }
  return result;
}
