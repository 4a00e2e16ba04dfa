/**
 * The write step of a translated field with its quality checks and the publish mode (docs/jobs.md,
 * "Review and quality checks"): a field is written into the store as before, or kept as a draft, a
 * history row in state `draft` that waits for POST /review/approve and leaves the store untouched.
 *
 * `publishRecords` is the one place drafts are created: the batch runner calls it in its write
 * transaction, and so may any other producer of translated fields (an import), so that every field
 * honours the same mode and gets the same checks.
 *
 * @packageDocumentation
 */
import { nowIso } from '../../host/db/database.js';
import { inStatementChunks } from '../../host/db/statement-chunks.js';
import type { ContentSource, FieldSpec, RecordWrites, TargetLanguage } from '../content/content-source.js';
import { historyRow, insertHistoryRows, supersedeApplied, type HistoryRow, type RecordFieldWrite } from '../model/history-rows.js';
import type { PublishMode } from '../model/job-config.js';
import type { TranslateTx } from '../model/tables/translate-schema.js';
import type { TargetTerms } from './glossary.js';
import type { TextFormat } from './placeholders.js';
import { checkField } from './field-checks.js';
import type { QualityCheckCode } from './quality-checks.js';

/**
 * What approving a draft stores in the translation memory: the memory rows' context and, per unit of the
 * field (by its path in the value), the key and the translation the run made. An approval of an edited
 * draft stores the merchant's text of each unit instead.
 */
export interface DraftMemory {
  providerId: string;
  sourceLocale: string;
  targetLocale: string;
  units: { path: string; key: string; characters: number; translation: string }[];
}

/** A translated field on its way to the store, with its checks. */
export interface CheckedFieldWrite extends RecordFieldWrite {
  checks: QualityCheckCode[];
  /** Null when the memory is off (or the field came from elsewhere than a run). */
  memory: DraftMemory | null;
}

export interface CheckedRecordWrites {
  recordId: string;
  writes: CheckedFieldWrite[];
}

/** What publishRecords did. */
export interface PublishOutcome {
  /** Records with a field written, or kept as a draft. */
  records: number;
  /** Records with at least one flagged field. */
  flagged: number;
  /** Fields written into the store, and fields kept as drafts. */
  published: number;
  drafts: number;
  /** The memory keys of drafted fields (the caller keeps what no published field shares out of the memory). */
  draftKeys: Set<string>;
  /** The memory keys of published fields. */
  publishedKeys: Set<string>;
}

/** Whether a field with these checks waits for review under a mode. */
export function keepsAsDraft(mode: PublishMode, checks: readonly QualityCheckCode[]): boolean {
  return mode === 'review' || (mode === 'checked' && checks.length > 0);
}

/**
 * Writes the fields the mode publishes through the content source and keeps the others as drafts, in
 * the caller's transaction, and inserts every history row: the written fields' `applied` rows and the
 * drafts, both with their checks and source text. Older drafts of each field become `superseded` (a
 * newer draft or a write replaces them).
 */
export async function publishRecords(
  trx: TranslateTx,
  source: ContentSource,
  target: TargetLanguage & { jobId: string | null; providerId?: string | null },
  records: readonly CheckedRecordWrites[],
  mode: PublishMode,
): Promise<PublishOutcome> {
  const outcome: PublishOutcome = { records: 0, flagged: 0, published: 0, drafts: 0, draftKeys: new Set(), publishedKeys: new Set() };
  const writes: RecordWrites[] = [];
  const drafts: HistoryRow[] = [];
  const now = nowIso();
  /** The fields kept as drafts, with their records: their older drafts are superseded here. */
  const drafted = new Map<string, string[]>();
  for (const record of records) {
    if (record.writes.length === 0) continue;
    outcome.records += 1;
    let flagged = false;
    const published: RecordFieldWrite[] = [];
    // Loops, not callbacks, for each field (docs/architecture.md, "Optimised code and the collector").
    for (const write of record.writes) {
      if (write.checks.length > 0) flagged = true;
      const keys: string[] = [];
      for (const unit of write.memory?.units ?? []) keys.push(unit.key);
      if (keepsAsDraft(mode, write.checks)) {
        const row = historyRow({ entity: source.name, languageId: target.languageId, jobId: target.jobId, recordId: record.recordId, field: write.field }, write, now, 'draft');
        row.memory = write.memory ? JSON.stringify(write.memory) : null;
        drafts.push(row);
        for (const key of keys) outcome.draftKeys.add(key);
        const records = drafted.get(write.field);
        if (records) records.push(record.recordId);
        else drafted.set(write.field, [record.recordId]);
      } else {
        published.push({ field: write.field, previousValue: write.previousValue, newValue: write.newValue, sourceValue: write.sourceValue, checks: write.checks, sourceHash: write.sourceHash });
        for (const key of keys) outcome.publishedKeys.add(key);
      }
    }
    if (flagged) outcome.flagged += 1;
    if (published.length > 0) writes.push({ recordId: record.recordId, writes: published });
  }
  // Drafted fields of the same records share one statement (a run's records mostly draft every field).
  // A written field's older drafts are superseded by the statement that supersedes its applied rows
  // (writeRecords), one statement where there were two.
  for (const { recordIds, fields } of fieldsByRecords(drafted)) await supersedeApplied(trx, { entity: source.name, languageId: target.languageId }, recordIds, fields, now, 'draft');
  const applied = await source.writeRecords(trx, target, writes, 'applied-and-drafts');
  outcome.published = applied.length;
  outcome.drafts = drafts.length;
  // Each row names the provider that translated it (the routed one, or a fallback that took over). The
  // rows are this call's own (historyRow): set in place, not copied.
  const providerId = target.providerId ?? null;
  const rows = applied.concat(drafts);
  for (const row of rows) row.providerId = providerId;
  await insertHistoryRows(trx, rows);
  return outcome;
}

/** Fields grouped by the records they were kept for: each group's fields have the same record list. */
function fieldsByRecords(touched: ReadonlyMap<string, string[]>): { recordIds: string[]; fields: string[] }[] {
  const groups = new Map<string, { recordIds: string[]; fields: string[] }>();
  for (const [field, recordIds] of touched) {
    const key = recordIds.join('\u0000');
    const group = groups.get(key);
    if (group) group.fields.push(field);
    else groups.set(key, { recordIds, fields: [field] });
  }
  return [...groups.values()];
}

/**
 * For producers of translated fields other than a run (an XLIFF import): checks each field against its
 * source and writes it or keeps it as a draft by `mode`, exactly as a run does, in the caller's
 * transaction. The fields must be translatable fields of `source` (unknown ones are refused).
 */
export async function publishTranslatedFields(
  trx: TranslateTx,
  request: {
    source: ContentSource;
    target: TargetLanguage & { jobId: string | null; locale: string };
    mode: PublishMode;
    terms: TargetTerms;
    customFields: ReadonlyMap<string, TextFormat>;
  },
  records: readonly { recordId: string; writes: readonly RecordFieldWrite[] }[],
): Promise<PublishOutcome> {
  const { source, target } = request;
  const fields = new Map(source.fields({ fields: null, includeCustomFields: true }).map((field) => [field.name, field]));
  const checked = records.map((record) => ({
    recordId: record.recordId,
    writes: record.writes.map((write): CheckedFieldWrite => {
      const field = fields.get(write.field);
      if (!field) throw new Error(`${source.name}.${write.field} is not a translatable field.`);
      const context = { entity: source.name, field, targetLocale: target.locale, terms: request.terms, customFields: request.customFields };
      return { ...write, checks: checkField(context, write.sourceValue, write.newValue), memory: null };
    }),
  }));
  return publishRecords(trx, source, target, checked, request.mode);
}

/** Keeps the memory to published text: the entries of draft texts no published field shares are removed. */
export async function forgetDraftTexts(trx: TranslateTx, outcome: Pick<PublishOutcome, 'draftKeys' | 'publishedKeys'>, recalled: ReadonlySet<string>): Promise<void> {
  const keys = [...outcome.draftKeys].filter((key) => !outcome.publishedKeys.has(key) && !recalled.has(key));
  for (const part of inStatementChunks(keys, 1)) await trx.deleteFrom('ext_translate_memory').where('keyHash', 'in', part).execute();
}

/** The value a stored history text stands for in a field (JSON values parsed back). */
export function valueOfStored(field: FieldSpec, stored: string | null): unknown {
  if (stored === null || field.type === 'text' || field.type === 'html') return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}
