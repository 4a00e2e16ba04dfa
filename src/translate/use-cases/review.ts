/**
 * The review of drafts (docs/jobs.md, "Review and quality checks"): approving writes a draft through its
 * content source and the approval gate (write-gates.ts), rejecting leaves the store untouched, editing
 * replaces a draft's text with the merchant's and checks it again. Drafts are the history rows in state
 * `draft` that a run in publish mode `review` or `checked` keeps (engine/publish.ts). The hand edit of a
 * written field (POST /history/edit) writes the merchant's text as a history row of its own.
 *
 * A request that names an unknown id or a row in the wrong state changes nothing: it is refused as a
 * whole with the ids it refuses.
 *
 * @packageDocumentation
 */
import type { Selectable } from 'kysely';
import { nowIso } from '../../host/db/database.js';
import { normalizeId } from '../../host/db/ids.js';
import type { ContentSource, FieldSpec } from '../content/content-source.js';
import { contentSource } from '../content/content-sources.js';
import { historyRow, insertHistoryRows, supersedeApplied } from '../model/history-rows.js';
import type { TranslateDb, TranslateExecutor, TranslateTx } from '../model/tables/translate-schema.js';
import type { HistoryTable } from '../model/tables/history-table.js';
import { extractUnits } from '../engine/fields.js';
import { loadGlossary, termsForTarget } from '../engine/glossary.js';
import { checkField } from '../engine/field-checks.js';
import { valueOfStored, type DraftMemory } from '../engine/publish.js';
import type { QualityCheckCode } from '../engine/quality-checks.js';
import { remember } from '../engine/translation-memory.js';
import { translatableCustomFields } from '../engine/work.js';
import { decideApproval } from '../engine/write-gates.js';
import { loadJob } from '../model/job-store.js';
import type { RunDependencies } from './plan-run.js';
import { recordKey, recordNames } from './record-names.js';

export const REVIEW_ERRORS = {
  missingEdit: 'The body needs "id" (a history id) and "value" (a string).',
  unknownIds: (ids: readonly string[]) => `No history row has the id ${ids.join(', ')}.`,
  notDrafts: (ids: readonly string[]) => `These history rows are no drafts: ${ids.join(', ')}.`,
  notApplied: (id: string) => `The history row ${id} is not the field's current write (state "applied").`,
  invalidJson: (field: string) => `The value of "${field}" must be the field's JSON value as text.`,
  tooLong: (field: string, length: number, maxLength: number) => `The value of "${field}" has ${length} characters; the field holds at most ${maxLength}.`,
  notTranslatable: (entity: string) => `${entity} is no longer a translatable entity.`,
} as const;

/** A refusal of a review request: nothing was changed. */
export class ReviewRequestError extends Error {
  constructor(
    message: string,
    readonly refusedIds: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ReviewRequestError';
  }
}

/** A history row as the review answers it (the entity API's fields of `ext_translate_history`). */
export interface ReviewRow {
  id: string;
  jobId: string | null;
  entity: string;
  recordId: string;
  languageId: string;
  field: string;
  previousValue: string | null;
  newValue: string | null;
  sourceValue: string | null;
  checks: QualityCheckCode[] | null;
  state: string;
  createdAt: string;
  updatedAt: string | null;
}

export type ApprovalSkipReason = 'value_changed';

export interface ApproveResult {
  approved: number;
  skipped: { id: string; reason: ApprovalSkipReason }[];
}

const COLUMNS = ['id', 'jobId', 'entity', 'recordId', 'languageId', 'field', 'previousValue', 'newValue', 'sourceValue', 'checks', 'memory', 'sourceHash', 'state', 'createdAt', 'updatedAt'] as const;
type StoredRow = Pick<Selectable<HistoryTable>, (typeof COLUMNS)[number]>;

function answerRow(row: StoredRow): ReviewRow {
  return {
    id: row.id,
    jobId: row.jobId,
    entity: row.entity,
    recordId: row.recordId,
    languageId: row.languageId,
    field: row.field,
    previousValue: row.previousValue,
    newValue: row.newValue,
    sourceValue: row.sourceValue,
    checks: row.checks === null ? null : (JSON.parse(row.checks) as QualityCheckCode[]),
    state: row.state,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? null,
  };
}

/** The ids as history stores them: normalised UUIDs, each once, in the order given. */
function historyIds(ids: readonly unknown[]): string[] {
  return [...new Set(ids.map((id) => (typeof id === 'string' ? (normalizeId(id) ?? id) : String(id))))];
}

/** Reads the rows and refuses the request when an id is unknown or its row not in `state`. */
async function rowsIn(trx: TranslateExecutor, ids: readonly string[], state: 'draft' | 'applied'): Promise<StoredRow[]> {
  const rows = ids.length === 0 ? [] : await trx.selectFrom('ext_translate_history').select([...COLUMNS]).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new ReviewRequestError(REVIEW_ERRORS.unknownIds(unknown), unknown);
  const wrong = ids.filter((id) => byId.get(id)?.state !== state);
  if (wrong.length > 0) throw new ReviewRequestError(state === 'draft' ? REVIEW_ERRORS.notDrafts(wrong) : REVIEW_ERRORS.notApplied(wrong[0] as string), wrong);
  return ids.map((id) => byId.get(id) as StoredRow);
}

async function localeOf(trx: TranslateExecutor, languageId: string): Promise<string | null> {
  const language = await trx.selectFrom('language').select('localeCode').where('id', '=', languageId).executeTakeFirst();
  return language?.localeCode ?? null;
}

function sourceOf(row: StoredRow): ContentSource {
  const source = contentSource(row.entity);
  if (!source) throw new ReviewRequestError(REVIEW_ERRORS.notTranslatable(row.entity), [row.id]);
  return source;
}

/** The field of a row as a run would see it (every field, custom fields included). */
function fieldOf(source: ContentSource, name: string): FieldSpec {
  return source.fields({ fields: null, includeCustomFields: true }).find((field) => field.name === name) ?? { name, type: 'text', maxLength: null };
}

/**
 * Stores an approved draft's text in the translation memory, per unit, so later runs reuse it: the run's
 * translation of each unit, or, after an edit, the merchant's text at the unit's path.
 */
async function rememberApproved(trx: TranslateTx, row: StoredRow, field: FieldSpec, customFields: ReadonlyMap<string, 'text' | 'html'>): Promise<void> {
  if (row.memory === null) return;
  const memory = JSON.parse(row.memory) as DraftMemory & { edited?: boolean };
  const edited = new Map(extractUnits(field.type, valueOfStored(field, row.newValue), { customFields }).units.map((unit) => [unit.path, unit.text]));
  const entries = memory.units.flatMap((unit) => {
    const translation = memory.edited ? edited.get(unit.path) : unit.translation;
    return translation === undefined ? [] : [{ key: unit.key, characters: unit.characters, translation }];
  });
  await remember(trx, memory, entries);
}

/**
 * POST /review/approve: writes each draft whose field still holds what it held when the draft was made
 * (the approval gate), stores its text in the memory and marks it `applied`; the others are skipped with
 * their reason and stay drafts. One transaction.
 */
export async function approveDrafts(db: TranslateDb, rawIds: readonly unknown[]): Promise<ApproveResult> {
  const ids = historyIds(rawIds);
  const customFields = await translatableCustomFields(db);
  return db.transaction().execute(async (trx) => {
    const rows = await rowsIn(trx, ids, 'draft');
    const result: ApproveResult = { approved: 0, skipped: [] };
    const now = nowIso();
    for (const row of rows) {
      const source = sourceOf(row);
      const locale = await localeOf(trx, row.languageId);
      if (decideApproval(row.previousValue, await source.currentValue(trx, row, locale)) === 'value_changed') {
        result.skipped.push({ id: row.id, reason: 'value_changed' });
        continue;
      }
      await supersedeApplied(trx, { entity: row.entity, languageId: row.languageId }, [row.recordId], [row.field], now);
      await source.restoreValue(trx, row, locale, row.newValue);
      await trx.updateTable('ext_translate_history').set({ state: 'applied', updatedAt: now }).where('id', '=', row.id).execute();
      await rememberApproved(trx, row, fieldOf(source, row.field), customFields);
      result.approved += 1;
    }
    return result;
  });
}

/** POST /review/reject: the drafts become `rejected`; the store is untouched. */
export async function rejectDrafts(db: TranslateDb, rawIds: readonly unknown[]): Promise<{ rejected: number }> {
  const ids = historyIds(rawIds);
  return db.transaction().execute(async (trx) => {
    await rowsIn(trx, ids, 'draft');
    const updated = ids.length === 0 ? [] : await trx.updateTable('ext_translate_history').set({ state: 'rejected', updatedAt: nowIso() }).where('id', 'in', ids).where('state', '=', 'draft').execute();
    return { rejected: updated.reduce((sum, part) => sum + Number(part.numUpdatedRows), 0) };
  });
}

/** The merchant's value for a field, as the field holds it, or the refusal. */
function parseValue(field: FieldSpec, value: string): unknown {
  if (field.type === 'text' || field.type === 'html') {
    const length = [...value].length;
    if (field.maxLength !== null && length > field.maxLength) throw new ReviewRequestError(REVIEW_ERRORS.tooLong(field.name, length, field.maxLength));
    return value;
  }
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ReviewRequestError(REVIEW_ERRORS.invalidJson(field.name));
  }
}

/** The checks of a merchant's value, with the glossary as it applies to the row's language. */
async function checksOf(trx: TranslateTx, row: StoredRow, source: ContentSource, field: FieldSpec, value: unknown): Promise<QualityCheckCode[]> {
  const locale = (await localeOf(trx, row.languageId)) ?? '';
  const [glossary, customFields] = await Promise.all([loadGlossary(trx), translatableCustomFields(trx)]);
  return checkField({ entity: row.entity, field, targetLocale: locale, terms: termsForTarget(glossary, locale), customFields }, valueOfStored(field, row.sourceValue), value);
}

/** POST /review/edit: the draft gets the merchant's text and its checks again; approving it publishes that text. */
export async function editDraft(db: TranslateDb, rawId: string, value: string): Promise<ReviewRow> {
  const [id] = historyIds([rawId]) as [string];
  return db.transaction().execute(async (trx) => {
    const [row] = (await rowsIn(trx, [id], 'draft')) as [StoredRow];
    const source = sourceOf(row);
    const field = fieldOf(source, row.field);
    const parsed = parseValue(field, value);
    const checks = await checksOf(trx, row, source, field, parsed);
    const memory = row.memory === null ? null : JSON.stringify({ ...(JSON.parse(row.memory) as DraftMemory), edited: true });
    const newValue = typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
    const updatedAt = nowIso();
    await trx.updateTable('ext_translate_history').set({ newValue, checks: JSON.stringify(checks), memory, updatedAt }).where('id', '=', row.id).execute();
    return answerRow({ ...row, newValue, checks: JSON.stringify(checks), memory, updatedAt });
  });
}

/**
 * POST /history/edit: the merchant's text for a field the service wrote (its `applied` row, from a job's
 * Changes), written at once as a history row of its own in the same job, so that it can be reverted.
 * The field must still hold what that row wrote.
 */
export async function editWrittenField(db: TranslateDb, rawId: string, value: string): Promise<ReviewRow> {
  const [id] = historyIds([rawId]) as [string];
  return db.transaction().execute(async (trx) => {
    const [row] = (await rowsIn(trx, [id], 'applied')) as [StoredRow];
    const source = sourceOf(row);
    const field = fieldOf(source, row.field);
    const parsed = parseValue(field, value);
    const locale = await localeOf(trx, row.languageId);
    const current = await source.currentValue(trx, row, locale);
    if (decideApproval(row.newValue, current) === 'value_changed') throw new ReviewRequestError(REVIEW_ERRORS.notApplied(row.id), [row.id]);
    const checks = await checksOf(trx, row, source, field, parsed);
    const now = nowIso();
    const written = historyRow(
      { entity: row.entity, recordId: row.recordId, languageId: row.languageId, field: row.field, jobId: row.jobId },
      { field: row.field, previousValue: valueOfStored(field, current), newValue: parsed, sourceValue: valueOfStored(field, row.sourceValue), checks },
      now,
    );
    // The edit keeps the source hash of the write it replaces: the source has not changed by it.
    const edited: StoredRow = {
      ...row,
      id: written.id,
      previousValue: written.previousValue ?? null,
      newValue: written.newValue ?? null,
      checks: written.checks ?? null,
      memory: null,
      state: 'applied',
      createdAt: now,
      updatedAt: null,
    };
    await supersedeApplied(trx, { entity: row.entity, languageId: row.languageId }, [row.recordId], [row.field], now);
    await source.restoreValue(trx, row, locale, edited.newValue);
    await insertHistoryRows(trx, [edited]);
    return answerRow(edited);
  });
}

/** What the review queue is narrowed to; absent members do not narrow it. */
export interface DraftQuery {
  jobId?: string | undefined;
  entity?: string | undefined;
  languageId?: string | undefined;
  /** A check code, `none` (drafts without findings) or `any` (with at least one). */
  check?: QualityCheckCode | 'none' | 'any' | undefined;
  page: number;
  limit: number;
}

/** A draft of the queue, with its record's name so that a merchant knows what it belongs to. */
export interface DraftRow extends ReviewRow {
  /** The record's name in the job's source language (the translation key for snippets); null when not found. */
  recordName: string | null;
}

export interface DraftPage {
  total: number;
  data: DraftRow[];
}

/** GET /review/drafts: the drafts of the queue, oldest first, a page at a time, each with its record's name. */
export async function listDrafts(deps: RunDependencies, query: DraftQuery): Promise<DraftPage> {
  const { db } = deps;
  let statement = db.selectFrom('ext_translate_history').where('state', '=', 'draft');
  const jobId = query.jobId === undefined ? undefined : (normalizeId(query.jobId) ?? query.jobId);
  const languageId = query.languageId === undefined ? undefined : (normalizeId(query.languageId) ?? query.languageId);
  if (jobId !== undefined) statement = statement.where('jobId', '=', jobId);
  if (query.entity !== undefined) statement = statement.where('entity', '=', query.entity);
  if (languageId !== undefined) statement = statement.where('languageId', '=', languageId);
  // Checks are stored as a JSON list of codes; a code is found with its quotes, so no code matches inside another.
  if (query.check === 'none') statement = statement.where('checks', '=', '[]');
  else if (query.check === 'any') statement = statement.where('checks', '<>', '[]');
  else if (query.check !== undefined) statement = statement.where('checks', 'like', `%"${query.check}"%`);
  const [counted, rows] = await Promise.all([
    statement.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
    statement
      .select([...COLUMNS])
      .orderBy('createdAt')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { total: Number(counted?.count ?? 0), data: await withRecordNames(deps, rows.map(answerRow)) };
}

/** The drafts with their records' names, read once per job of the page. */
async function withRecordNames(deps: RunDependencies, rows: readonly ReviewRow[]): Promise<DraftRow[]> {
  const names = new Map<string, string>();
  const jobIds = [...new Set(rows.map((row) => row.jobId).filter((id) => id !== null))];
  for (const jobId of jobIds) {
    const job = await loadJob(deps.db, jobId);
    if (!job) continue;
    const found = await recordNames(deps, job.config, rows.filter((row) => row.jobId === jobId));
    for (const [key, name] of found) names.set(`${jobId}\u0000${key}`, name);
  }
  return rows.map((row) => ({ ...row, recordName: names.get(`${row.jobId}\u0000${recordKey(row.entity, row.languageId, row.recordId)}`) ?? null }));
}
