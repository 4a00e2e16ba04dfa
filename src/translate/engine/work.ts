/**
 * What a run does with one record: which fields it considers (options.fields, includeCustomFields),
 * which of them pass the write gates (mode, manual-edit protection, skip-unchanged) and the units of
 * text each sends. The estimate and the batch worker share this, so the estimate's characters are the
 * characters the run would send.
 *
 * @packageDocumentation
 */
import { fromDbBool } from '../../host/db/database.js';
import type { ContentSource, FieldSpec, SelectedRecord } from '../content/content-source.js';
import type { TranslateExecutor } from '../model/tables/translate-schema.js';
import { writeKey, type LastWrite } from '../model/history-rows.js';
import type { JobOptions } from '../model/job-config.js';
import { containsMarkup, extractUnits, type TranslationUnit } from './fields.js';
import type { TextFormat } from './placeholders.js';
import { decideWrite, isOutdated, type WriteDecision } from './write-gates.js';

export type { FieldSpec };

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

/** Custom fields registered as translatable text or html, by name (docs/jobs.md). */
export async function translatableCustomFields(db: TranslateExecutor): Promise<Map<string, TextFormat>> {
  const rows = await db.selectFrom('custom_field').select(['name', 'type', 'translatable']).execute();
  const formats = new Map<string, TextFormat>();
  for (const row of rows) {
    if (fromDbBool(row.translatable) && (row.type === 'text' || row.type === 'html')) formats.set(row.name, row.type);
  }
  return formats;
}

/**
 * The units of a field without a value: extractUnits() finds none in null, whatever the type. Frozen and
 * never handed on (a field without units is skipped); most fields of most records are empty (five of a
 * product's nine), and each asked extractUnits() for two objects and an array.
 */
const NO_UNITS = Object.freeze([]) as unknown as TranslationUnit[];

/** The units a field's source value sends; custom fields only where registered as translatable. */
function unitsOf(source: ContentSource, field: FieldSpec, value: unknown, customFields: ReadonlyMap<string, TextFormat>): TranslationUnit[] {
  if (value === null || value === undefined) return NO_UNITS;
  const { units } = extractUnits(field.type, value, { customFields });
  if (!source.textMayHoldMarkup) return units;
  return units.map((unit) => ({ ...unit, format: containsMarkup(unit.text) ? 'html' : 'text' }));
}

/**
 * The work of one record: a field is translated when it has text to send and decideWrite() lets it
 * through; custom fields are translated only where registered as translatable.
 */
export function recordWork(
  source: ContentSource,
  record: SelectedRecord,
  fields: readonly FieldSpec[],
  options: Pick<JobOptions, 'mode' | 'refreshOutdated' | 'protectManualEdits' | 'skipUnchanged'>,
  last: ReadonlyMap<string, LastWrite>,
  customFields: ReadonlyMap<string, TextFormat>,
): RecordWork {
  const work: RecordWork = { record, tasks: [], skipped: [] };
  for (const field of fields) {
    const sourceValue = record.source[field.name] ?? null;
    const targetValue = record.target?.[field.name] ?? null;
    const units = unitsOf(source, field, sourceValue, customFields);
    if (units.length === 0) {
      work.skipped.push({ field: field.name, decision: 'no_text' });
      continue;
    }
    // Most records have no last write (none at all before the first run): no key to build then.
    const decision = decideWrite(options, sourceValue, targetValue, last.size === 0 ? null : (last.get(writeKey(record.id, field.name)) ?? null));
    if (decision === 'write') work.tasks.push({ field, sourceValue, targetValue, units });
    else work.skipped.push({ field: field.name, decision });
  }
  return work;
}

/** The fields of a record with text to send whose target is outdated (isOutdated), for the coverage report. */
export function outdatedFields(
  source: ContentSource,
  record: SelectedRecord,
  fields: readonly FieldSpec[],
  last: ReadonlyMap<string, LastWrite>,
  customFields: ReadonlyMap<string, TextFormat>,
): string[] {
  return fields
    .filter((field) => {
      const sourceValue = record.source[field.name] ?? null;
      const targetValue = record.target?.[field.name] ?? null;
      return isOutdated(sourceValue, targetValue, last.get(writeKey(record.id, field.name)) ?? null) && unitsOf(source, field, sourceValue, customFields).length > 0;
    })
    .map((field) => field.name);
}
