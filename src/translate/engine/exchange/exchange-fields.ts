/**
 * One field of a record in the exchange: what the export writes of it, and what the import makes of a
 * translated unit. The import goes through the engine's own steps, in the order a batch takes them: the
 * source hash (the field's source must be the one exported), the write gates (recordWork), the
 * placeholder and markup guard (the codes, decodeInline), the glossary check, and the field's finish
 * (finishField: the translated texts put into the field's value, its length limit).
 *
 * @packageDocumentation
 */
import type { ContentSource, FieldSpec, SelectedRecord } from '../../content/content-source.js';
import type { LastWrite, RecordFieldWrite } from '../../model/history-rows.js';
import { sourceHash, storedValue } from '../../model/stored-values.js';
import { ProviderException } from '../../providers/contract.js';
import { extractUnits } from '../fields.js';
import { assertGlossaryHonoured, protectWithGlossary, type TargetTerms } from '../glossary.js';
import type { TextFormat } from '../placeholders.js';
import { finishField } from '../run-batch.js';
import { recordWork, type FieldTask } from '../work.js';
import type { WriteGate } from '../write-gates.js';
import { decodeInline, encodeInline, encodeTarget, type InlineNode } from './inline-codes.js';
import { decodeTarget, InlineCodeError, type ReadUnit } from './xliff-read.js';
import type { ExchangeField, ExchangeFormat } from './xliff-write.js';

/** The exported unit of a field a run would translate (a task of recordWork). */
export function exportField(task: FieldTask, recordId: string, customFields: ReadonlyMap<string, TextFormat>): ExchangeField {
  const targets = new Map(extractUnits(task.field.type, task.targetValue, { customFields }).units.map((unit) => [unit.path, unit.text]));
  return {
    recordId,
    field: task.field.name,
    sourceHash: sourceHash(task.sourceValue),
    maxLength: task.field.maxLength,
    parts: task.units.map((unit) => {
      const source = encodeInline(unit.text, unit.format);
      const current = targets.get(unit.path);
      return { source, target: current !== undefined ? encodeTarget(current, source) : null };
    }),
  };
}

/** Why an imported field was not written (docs/jobs.md, "Import jobs"). */
export const IMPORT_SKIP_REASONS = {
  source_changed: 'The source changed since the export.',
  not_translated: 'The file has no translation for it.',
  unchanged: 'The translation equals the current value.',
  skip_manual_edit: 'The field was edited by hand since the service last wrote it (protectManualEdits).',
  skip_has_value: 'The field already has a value.',
  skip_unchanged: 'The field is unchanged since the service last wrote it.',
  no_text: 'The source has no text to translate.',
} as const;

export type ImportSkipReason = keyof typeof IMPORT_SKIP_REASONS;

export const IMPORT_ERRORS = {
  noSourceHash: 'The unit gives no source hash; export the field again.',
  partCount: (given: number, expected: number) => `The unit has ${given} texts; the field has ${expected}.`,
} as const;

/** What the import does with one field. */
export type ImportOutcome = { write: RecordFieldWrite } | { skipped: ImportSkipReason } | { error: string };

/** What every field of one entity in one target language shares. */
export interface ImportContext {
  entity: string;
  source: ContentSource;
  format: ExchangeFormat;
  gate: WriteGate;
  /** The service's last writes of the records read, by writeKey. */
  last: ReadonlyMap<string, LastWrite>;
  customFields: ReadonlyMap<string, TextFormat>;
  /** Null with the glossary off. */
  terms: TargetTerms | null;
}

/**
 * The write an imported unit asks for, or why there is none. Nothing is written here: the caller writes
 * the fields of a whole file in one transaction (or, with a review step, makes drafts of them).
 */
export function importField(context: ImportContext, record: SelectedRecord, field: FieldSpec, unit: ReadUnit): ImportOutcome {
  if (unit.sourceHash === null) return { error: IMPORT_ERRORS.noSourceHash };
  const sourceValue = record.source[field.name] ?? null;
  if (sourceHash(sourceValue) !== unit.sourceHash) return { skipped: 'source_changed' };
  const work = recordWork(context.source, record, [field], context.gate, context.last, context.customFields);
  const task = work.tasks[0];
  if (!task) return { skipped: work.skipped[0]?.decision ?? 'no_text' };
  if (unit.parts.length !== task.units.length) return { error: IMPORT_ERRORS.partCount(unit.parts.length, task.units.length) };
  if (unit.parts.some((part) => part.target === null)) return { skipped: 'not_translated' };

  const translations = new Map<string, string>();
  let offset = 0;
  for (const [index, sourceUnit] of task.units.entries()) {
    const coded = encodeInline(sourceUnit.text, sourceUnit.format);
    try {
      // 2.0 numbers the codes of a unit's segments on (unique in the unit); 1.2 has one text per trans-unit.
      const first = context.format === 'xliff-2.0' ? offset : 0;
      const nodes: InlineNode[] = decodeTarget(unit.parts[index]?.target as NonNullable<ReadUnit['parts'][number]['target']>, coded, first, context.format);
      const text = decodeInline(nodes, coded);
      if (context.terms) assertGlossaryHonoured(text, protectWithGlossary(sourceUnit.text, sourceUnit.format, context.terms));
      translations.set(sourceUnit.path, text);
    } catch (error) {
      if (error instanceof InlineCodeError || ProviderException.isInstance(error)) return { error: error.message };
      throw error;
    }
    offset += coded.codes.length;
  }
  const finished = finishField(context.entity, task, translations, false);
  if ('error' in finished) return { error: finished.error };
  if (storedValue(finished.value) === storedValue(task.targetValue)) return { skipped: 'unchanged' };
  return { write: { field: field.name, previousValue: task.targetValue, newValue: finished.value, sourceValue } };
}
