/**
 * What a run does with one record: which fields it considers (options.fields, includeCustomFields),
 * which of them pass the write gates (mode, manual-edit protection, skip-unchanged) and the units of
 * text each sends. The estimate and the batch worker share this, so the estimate's characters are the
 * characters the run would send.
 *
 * @packageDocumentation
 */
import { fromDbBool } from '../../host/db/database.js';
import type { TranslateExecutor } from '../db/translate-schema.js';
import type { TranslationType } from '../../host/entities/definition.js';
import type { JobOptions } from '../job-config.js';
import { containsMarkup, extractUnits, type TranslationUnit } from './fields.js';
import type { TextFormat } from './placeholders.js';
import { SNIPPET_ENTITY, translatableEntity, type SelectedRecord } from './select.js';
import { decideWrite, type LastWrite, type WriteDecision } from './write.js';

/** One field a run may translate. */
export interface FieldSpec {
  name: string;
  type: TranslationType;
  /** Column limit of a text field; null when unbounded or JSON. */
  maxLength: number | null;
}

/** A field that passed the gates, with the units it sends. */
export interface FieldTask {
  field: FieldSpec;
  sourceValue: unknown;
  targetValue: unknown;
  units: TranslationUnit[];
}

/** The fields of a record a run translates, and how many it left alone. */
export interface RecordWork {
  record: SelectedRecord;
  tasks: FieldTask[];
  /** Gate decisions of the fields not translated, for diagnostics and tests. */
  skipped: { field: string; decision: Exclude<WriteDecision, 'write'> | 'no_text' }[];
}

/** The fields of `entity` a run considers, after options.fields and includeCustomFields; [] for an unknown entity. */
export function fieldsOf(entity: string, options: Pick<JobOptions, 'fields' | 'includeCustomFields'>): FieldSpec[] {
  if (entity === SNIPPET_ENTITY) return [{ name: 'value', type: 'text', maxLength: null }];
  const definition = translatableEntity(entity);
  if (!definition) return [];
  const chosen = options.fields?.[entity] ?? null;
  return definition.fields
    .filter((field) => field.translatable && field.translationType)
    .filter((field) => chosen === null || chosen.includes(field.name))
    .filter((field) => options.includeCustomFields || field.translationType !== 'custom_fields')
    .map((field) => ({
      name: field.name,
      type: field.translationType as TranslationType,
      maxLength: field.kind === 'json' ? null : (field.maxLength ?? null),
    }));
}

/** Custom fields registered as translatable text or html, by name (DESIGN.md section 5). */
export async function translatableCustomFields(db: TranslateExecutor): Promise<Map<string, TextFormat>> {
  const rows = await db.selectFrom('custom_field').select(['name', 'type', 'translatable']).execute();
  const formats = new Map<string, TextFormat>();
  for (const row of rows) {
    if (fromDbBool(row.translatable) && (row.type === 'text' || row.type === 'html')) formats.set(row.name, row.type);
  }
  return formats;
}

/** The newest `applied` history rows of the given records in one language, by `recordId` and field. */
export async function lastWrites(db: TranslateExecutor, entity: string, languageId: string, recordIds: readonly string[]): Promise<Map<string, LastWrite>> {
  const writes = new Map<string, LastWrite>();
  if (recordIds.length === 0) return writes;
  const rows = await db
    .selectFrom('ext_translate_history')
    .select(['id', 'recordId', 'field', 'newValue', 'sourceHash'])
    .where('entity', '=', entity)
    .where('languageId', '=', languageId)
    .where('recordId', 'in', [...recordIds])
    .where('state', '=', 'applied')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  // Ascending order: a later row (there should be only one applied per field) wins.
  for (const row of rows) writes.set(writeKey(row.recordId, row.field), { id: row.id, newValue: row.newValue, sourceHash: row.sourceHash });
  return writes;
}

export function writeKey(recordId: string, field: string): string {
  return `${recordId}\u0000${field}`;
}

function unitsOf(entity: string, field: FieldSpec, value: unknown, customFields: ReadonlyMap<string, TextFormat>): TranslationUnit[] {
  const { units } = extractUnits(field.type, value, { customFields });
  // Snippet values are plain strings that may carry markup; markup travels as html so it comes back intact.
  if (entity === SNIPPET_ENTITY) return units.map((unit) => ({ ...unit, format: containsMarkup(unit.text) ? 'html' : 'text' }));
  return units;
}

/**
 * The work of one record: a field is translated when it has text to send and decideWrite() lets it
 * through; custom fields are translated only where registered as translatable.
 */
export function recordWork(
  entity: string,
  record: SelectedRecord,
  fields: readonly FieldSpec[],
  options: Pick<JobOptions, 'mode' | 'protectManualEdits' | 'skipUnchanged'>,
  last: ReadonlyMap<string, LastWrite>,
  customFields: ReadonlyMap<string, TextFormat>,
): RecordWork {
  const work: RecordWork = { record, tasks: [], skipped: [] };
  for (const field of fields) {
    const sourceValue = record.source[field.name] ?? null;
    const targetValue = record.target?.[field.name] ?? null;
    const units = unitsOf(entity, field, sourceValue, customFields);
    if (units.length === 0) {
      work.skipped.push({ field: field.name, decision: 'no_text' });
      continue;
    }
    const decision = decideWrite(options, sourceValue, targetValue, last.get(writeKey(record.id, field.name)) ?? null);
    if (decision === 'write') work.tasks.push({ field, sourceValue, targetValue, units });
    else work.skipped.push({ field: field.name, decision });
  }
  return work;
}

/** Characters as the estimate counts them: Unicode code points. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
