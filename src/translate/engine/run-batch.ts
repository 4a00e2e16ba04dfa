/**
 * The work of one queue message: a batch of records of one entity into one target language.
 *
 * Read the records and the gates' history -> extract the units of the fields to write -> protect
 * placeholders and glossary terms -> plan chunks (identical texts once) -> translate (bisection, global
 * stop, usage reserved before each call and settled as it returns) -> restore and check -> seoTruncate and length checks ->
 * one transaction that writes every field with its history, the per-record errors and the job's
 * counters, and marks the batch done. A redelivered message finds its batch done and writes nothing
 * twice; a worker that dies before the commit leaves nothing half-written.
 *
 * @packageDocumentation
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../../host/db/database.js';
import { nowIso } from '../../host/db/database.js';
import { newId } from '../../host/db/ids.js';
import type { TranslationType } from '../../host/entities/definition.js';
import { RetryLaterError } from '../../host/queue/queue.js';
import type { JobConfig } from '../job-config.js';
import { ProviderException, type ProviderRequest, type TranslationProvider } from '../providers/contract.js';
import { handBackDelay, serviceTierFor } from '../providers/provider-capabilities.js';
import type { ProviderRegistry } from '../providers/registry.js';
import { reserveUsage, settleUsage } from './account.js';
import type { CallLimits } from './call-limits.js';
import { planChunks, type ChunkItem } from './chunk.js';
import { applyUnits } from './fields.js';
import { loadGlossary, protectWithGlossary, restoreWithGlossary, termsForTarget, type TargetTerms } from './glossary.js';
import type { ProtectedText } from './placeholders.js';
import { seoFieldMaxLength, seoTruncate } from './seo-truncate.js';
import { SNIPPET_ENTITY, selectRecords, selectSnippets, translatableEntity, type SelectedRecord } from './select.js';
import { translateChunks } from './translate-chunks.js';
import { fieldsOf, lastWrites, recordWork, translatableCustomFields, type FieldTask, type RecordWork } from './work.js';
import { insertHistoryRows, insertInChunks, writeBatchFields, type RecordFieldWrite } from './write.js';

export const UNKNOWN_PROVIDER_MESSAGE = (providerId: string) => `Unknown translation provider "${providerId}".`;

/** The error of a field whose translation does not fit its column (and is no SEO field cut to size). */
export const TOO_LONG_MESSAGE = (field: string, length: number, maxLength: number) =>
  `The translation of "${field}" has ${length} characters; the field holds at most ${maxLength}.`;

/** The error of every record of a batch whose message failed for good (see translate-worker.ts). */
export const BATCH_FAILED_MESSAGE = 'The batch could not be processed; retry the failed items from the job.';

/** A row of `ext_translate_job_batch`. */
export interface BatchRow {
  id: string;
  jobId: string;
  seq: number;
  entity: string;
  sourceLanguageId: string;
  targetLanguageId: string;
  providerId: string;
  recordIds: string[];
  status: 'pending' | 'done';
}

export interface JobRow {
  id: string;
  status: string;
  config: JobConfig;
}

export interface BatchDependencies {
  db: Db;
  providers: ProviderRegistry;
  /** The process's limits of calls in flight per provider; without them a batch makes one call at a time. */
  callLimits?: CallLimits;
}

export interface BatchRunOptions {
  signal?: AbortSignal;
}

/** What a batch did, for the caller's logs and the tests. */
export interface BatchOutcome {
  status: 'done' | 'already_done' | 'job_not_active';
  translated: number;
  skipped: number;
  failed: number;
  providerCalls: number;
}

/** A per-field error, written to `ext_translate_job_error`. */
interface FieldError {
  recordId: string;
  field: string | null;
  message: string;
  code: number;
}

/** The result of one record after translation, before the write. */
interface RecordResult {
  recordId: string;
  writes: RecordFieldWrite[];
  errors: FieldError[];
}

export async function loadBatch(db: Db | Tx, batchId: string): Promise<BatchRow | null> {
  const row = (await db.selectFrom('ext_translate_job_batch').selectAll().where('id', '=', batchId).executeTakeFirst()) as
    | (Omit<BatchRow, 'recordIds'> & { recordIds: string })
    | undefined;
  return row ? { ...row, seq: Number(row.seq), recordIds: JSON.parse(row.recordIds) as string[] } : null;
}

export async function loadJob(db: Db | Tx, jobId: string): Promise<JobRow | null> {
  const row = (await db.selectFrom('ext_translate_job').select(['id', 'status', 'config']).where('id', '=', jobId).executeTakeFirst()) as
    | { id: string; status: string; config: string }
    | undefined;
  return row ? { id: row.id, status: row.status, config: JSON.parse(row.config) as JobConfig } : null;
}

async function localeOf(db: Db, languageId: string): Promise<string | null> {
  const row = await db.selectFrom('language').select('localeCode').where('id', '=', languageId).executeTakeFirst();
  return (row?.localeCode as string | undefined) ?? null;
}

async function readRecords(db: Db, batch: BatchRow, sourceLocale: string, targetLocale: string): Promise<SelectedRecord[]> {
  if (batch.entity === SNIPPET_ENTITY) {
    return (
      (await selectSnippets(db, { scope: 'all', ids: null, keys: batch.recordIds, sourceLocale, targetLocale }, { afterKey: null, limit: batch.recordIds.length })) ?? []
    );
  }
  const definition = translatableEntity(batch.entity);
  if (!definition) return [];
  return selectRecords(
    db,
    definition,
    { scope: 'selection', ids: batch.recordIds, sourceLanguageId: batch.sourceLanguageId, targetLanguageId: batch.targetLanguageId },
    { afterId: null, limit: batch.recordIds.length },
  );
}

/** The text a field gets from its translated units, or the error that keeps it unwritten. */
function finishField(
  entity: string,
  task: FieldTask,
  translations: Map<string, string>,
  seoTruncateEnabled: boolean,
): { value: unknown } | { error: string } {
  // Custom fields keep the target's own entries (other custom fields are no translation of the source's);
  // every other type takes the source's shape with the translated strings in place.
  const base =
    task.field.type === 'custom_fields'
      ? { ...(isObject(task.targetValue) ? task.targetValue : {}), ...pick(task.sourceValue, [...translations.keys()]) }
      : task.sourceValue;
  const value: unknown = applyUnits(task.field.type as TranslationType, base, translations);
  const maxLength = task.field.maxLength;
  if (typeof value === 'string' && maxLength !== null) {
    const seoLimit = seoTruncateEnabled ? seoFieldMaxLength(entity, task.field.name) : null;
    const text = seoLimit !== null ? seoTruncate(value, seoLimit) : value;
    // UTF-16 units are never fewer than code points: only a text longer in units can exceed the limit.
    const length = text.length <= maxLength ? text.length : [...text].length;
    if (length > maxLength) return { error: TOO_LONG_MESSAGE(task.field.name, length, maxLength) };
    return { value: text };
  }
  return { value };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The source's custom-field entries named by the unit paths (`/name`), so applyUnits finds them in the base. */
function pick(source: unknown, paths: string[]): Record<string, unknown> {
  if (!isObject(source)) return {};
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const name = path.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');
    if (name in source) picked[name] = source[name];
  }
  return picked;
}

/**
 * Translates the tasks of the records and returns what each record writes and where it failed.
 * Throws RetryLaterError when a provider with the hand-back capability failed retryably (the batch runs
 * again later with the same idempotency keys, nothing written).
 */
async function translateRecords(
  deps: BatchDependencies,
  provider: TranslationProvider,
  batch: BatchRow,
  job: JobRow,
  works: RecordWork[],
  locales: { source: string; target: string },
  terms: TargetTerms,
  signal: AbortSignal | undefined,
): Promise<{ results: RecordResult[]; providerCalls: number }> {
  const options = job.config.options;
  const items: ChunkItem[] = [];
  const protectedTexts = new Map<string, ProtectedText>();
  works.forEach((work, recordIndex) => {
    work.tasks.forEach((task, taskIndex) => {
      for (const unit of task.units) {
        const key = `${recordIndex}:${taskIndex}:${unit.path}`;
        const guarded = protectWithGlossary(unit.text, unit.format, terms);
        protectedTexts.set(key, guarded);
        items.push({ key, text: guarded.text, format: unit.format });
      }
    });
  });

  const chunks = planChunks(items, { maxBatchSize: provider.getMaxBatchSize(), maxChunkBytes: provider.getMaxChunkBytes() });
  const base: Omit<ProviderRequest, 'texts' | 'format' | 'idempotencyKey'> = {
    sourceLocale: locales.source,
    targetLocale: locales.target,
    tone: options.tone === 'default' ? null : options.tone,
    customPrompt: options.customPrompt,
    glossaryTerms: terms.providerTerms,
    serviceTier: serviceTierFor(provider, options.serviceTier),
    contentType: batch.entity,
    traceId: job.id,
  };
  const outcome = await translateChunks(provider, chunks, base, {
    idempotencySeed: batch.id,
    ...(signal ? { signal } : {}),
    ...(deps.callLimits ? { slots: deps.callLimits.forProvider(provider) } : {}),
    // Characters are counted before each call and settled by its report (account.ts).
    reserve: async (request) => {
      const reservation = await reserveUsage(deps.db, { jobId: job.id, providerId: batch.providerId, texts: request.texts, requestKey: request.idempotencyKey });
      return (usage) => settleUsage(deps.db, reservation, usage);
    },
  });
  const delayMs = handBackDelay(provider, outcome.retryableGlobal);
  if (delayMs !== null) throw new RetryLaterError(delayMs, outcome.retryableGlobal?.message);

  const results = works.map((work, recordIndex): RecordResult => {
    const result: RecordResult = { recordId: work.record.id, writes: [], errors: [] };
    work.tasks.forEach((task, taskIndex) => {
      const translations = new Map<string, string>();
      let error: { message: string; code: number } | null = null;
      for (const unit of task.units) {
        const key = `${recordIndex}:${taskIndex}:${unit.path}`;
        const unitOutcome = outcome.outcomes.get(key);
        if (!unitOutcome || unitOutcome.status === 'failed') {
          error = { message: unitOutcome?.error ?? 'The translation provider request failed.', code: outcome.globalFailure?.code ?? 0 };
          break;
        }
        try {
          translations.set(unit.path, restoreWithGlossary(unitOutcome.text, protectedTexts.get(key) as ProtectedText));
        } catch (caught) {
          if (!ProviderException.isInstance(caught)) throw caught;
          error = { message: caught.message, code: caught.code };
          break;
        }
      }
      if (error === null) {
        const finished = finishField(batch.entity, task, translations, options.seoTruncate);
        if ('error' in finished) error = { message: finished.error, code: 0 };
        else result.writes.push({ field: task.field.name, previousValue: task.targetValue, newValue: finished.value, sourceValue: task.sourceValue });
      }
      if (error !== null) result.errors.push({ recordId: work.record.id, field: task.field.name, message: error.message, code: error.code });
    });
    return result;
  });
  return { results, providerCalls: outcome.providerCalls };
}

/**
 * Marks a pending batch done inside the transaction that writes its outcome; false when another
 * delivery did so first (the caller then writes nothing).
 */
async function takeBatch(trx: Tx, batchId: string): Promise<boolean> {
  const taken = await trx
    .updateTable('ext_translate_job_batch')
    .set({ status: 'done', updatedAt: nowIso() })
    .where('id', '=', batchId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** Thrown inside the write transaction to roll it back when another delivery finished the batch first. */
class BatchTakenError extends Error {}

/**
 * Runs one batch. Idempotent: a batch already done, or of a job no longer queued or running, does
 * nothing.
 */
export async function runBatch(deps: BatchDependencies, batchId: string, options: BatchRunOptions = {}): Promise<BatchOutcome> {
  const { db } = deps;
  const none = (status: BatchOutcome['status']): BatchOutcome => ({ status, translated: 0, skipped: 0, failed: 0, providerCalls: 0 });
  const batch = await loadBatch(db, batchId);
  if (!batch || batch.status !== 'pending') return none('already_done');
  const job = await loadJob(db, batch.jobId);
  if (!job || (job.status !== 'queued' && job.status !== 'running')) return none('job_not_active');
  if (job.status === 'queued') {
    await db
      .updateTable('ext_translate_job')
      .set({ status: 'running', startedAt: nowIso(), updatedAt: nowIso() })
      .where('id', '=', job.id)
      .where('status', '=', 'queued')
      .execute();
  }

  const [sourceLocale, targetLocale] = await Promise.all([localeOf(db, batch.sourceLanguageId), localeOf(db, batch.targetLanguageId)]);
  const provider = deps.providers.get(batch.providerId);
  let results: RecordResult[];
  let providerCalls = 0;
  const found = sourceLocale && targetLocale ? await readRecords(db, batch, sourceLocale, targetLocale) : [];

  if (!provider || !sourceLocale || !targetLocale) {
    const message = !provider ? UNKNOWN_PROVIDER_MESSAGE(batch.providerId) : 'The source or target language no longer exists.';
    results = found.map((record) => ({ recordId: record.id, writes: [], errors: [{ recordId: record.id, field: null, message, code: 0 }] }));
  } else {
    const fields = fieldsOf(batch.entity, job.config.options);
    const [last, customFields, glossary] = await Promise.all([
      lastWrites(db, batch.entity, batch.targetLanguageId, found.map((record) => record.id)),
      translatableCustomFields(db),
      job.config.options.glossary ? loadGlossary(db) : Promise.resolve([]),
    ]);
    const works = found.map((record) => recordWork(batch.entity, record, fields, job.config.options, last, customFields));
    options.signal?.throwIfAborted();
    const translated = await translateRecords(deps, provider, batch, job, works, { source: sourceLocale, target: targetLocale }, termsForTarget(glossary, targetLocale), options.signal);
    results = translated.results;
    providerCalls = translated.providerCalls;
  }
  options.signal?.throwIfAborted();

  const counts = { translated: 0, skipped: 0, failed: 0 };
  for (const result of results) {
    if (result.writes.length > 0) counts.translated += 1;
    else if (result.errors.length > 0) counts.failed += 1;
    else counts.skipped += 1;
  }
  // Records that vanished since planning (deleted, or their source text emptied) have nothing to translate.
  counts.skipped += batch.recordIds.length - results.length;

  try {
    await db.transaction().execute(async (trx) => {
      if (!(await takeBatch(trx, batch.id))) throw new BatchTakenError();
      const current = await trx.selectFrom('ext_translate_job').select('status').where('id', '=', job.id).executeTakeFirst();
      // A job cancelled while this batch ran keeps what was written before; this batch writes nothing.
      if (current?.status !== 'running' && current?.status !== 'queued') return;
      await commitResults(trx, batch, targetLocale, results, counts);
    });
  } catch (error) {
    if (error instanceof BatchTakenError) return { ...none('already_done'), providerCalls };
    throw error;
  }
  await finishJobIfDone(db, job.id);
  return { status: 'done', ...counts, providerCalls };
}

async function commitResults(
  trx: Tx,
  batch: BatchRow,
  targetLocale: string | null,
  results: RecordResult[],
  counts: { translated: number; skipped: number; failed: number },
): Promise<void> {
  const history = await writeBatchFields(
    trx,
    { entity: batch.entity, languageId: batch.targetLanguageId, jobId: batch.jobId },
    results.map((result) => ({ recordId: result.recordId, writes: result.writes })),
    targetLocale ?? undefined,
  );
  const errors: Record<string, unknown>[] = [];
  const now = nowIso();
  for (const result of results) {
    for (const error of result.errors) {
      errors.push({
        id: newId(),
        jobId: batch.jobId,
        entity: batch.entity,
        recordId: error.recordId,
        languageId: batch.targetLanguageId,
        field: error.field,
        message: error.message,
        code: error.code,
        createdAt: now,
      });
    }
  }
  await insertHistoryRows(trx, history);
  await insertInChunks(trx, 'ext_translate_job_error', errors);
  await addJobCounts(trx, batch.jobId, { processed: batch.recordIds.length, ...counts });
}

export async function addJobCounts(
  trx: Tx | Db,
  jobId: string,
  counts: { processed: number; translated: number; skipped: number; failed: number },
): Promise<void> {
  await trx
    .updateTable('ext_translate_job')
    .set({
      processed: sql`processed + ${counts.processed}`,
      translated: sql`translated + ${counts.translated}`,
      skipped: sql`skipped + ${counts.skipped}`,
      failed: sql`failed + ${counts.failed}`,
      updatedAt: nowIso(),
    })
    .where('id', '=', jobId)
    .execute();
}

/**
 * Ends a running job when none of its batches is pending: `completed_with_errors` when it has error
 * rows, else `completed`. Safe to call from several workers at once (the update only moves a job that
 * is still queued or running).
 */
export async function finishJobIfDone(db: Db | Tx, jobId: string): Promise<void> {
  const pending = await db
    .selectFrom('ext_translate_job_batch')
    .select('id')
    .where('jobId', '=', jobId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  if (pending) return;
  const error = await db.selectFrom('ext_translate_job_error').select('id').where('jobId', '=', jobId).limit(1).executeTakeFirst();
  const now = nowIso();
  await db
    .updateTable('ext_translate_job')
    .set({ status: error ? 'completed_with_errors' : 'completed', finishedAt: now, updatedAt: now })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/**
 * Fails every record of a batch whose message failed for good (the handler kept throwing), so the job
 * does not stay `running` forever; the records can be retried from the job.
 */
export async function failBatch(db: Db, batchId: string, message: string = BATCH_FAILED_MESSAGE): Promise<void> {
  const batch = await loadBatch(db, batchId);
  if (!batch || batch.status !== 'pending') return;
  await db.transaction().execute(async (trx) => {
    if (!(await takeBatch(trx, batch.id))) return;
    const now = nowIso();
    const rows = batch.recordIds.map((recordId) => ({
      id: newId(),
      jobId: batch.jobId,
      entity: batch.entity,
      recordId,
      languageId: batch.targetLanguageId,
      field: null,
      message,
      code: 0,
      createdAt: now,
    }));
    await insertInChunks(trx, 'ext_translate_job_error', rows);
    await addJobCounts(trx, batch.jobId, { processed: batch.recordIds.length, translated: 0, skipped: 0, failed: batch.recordIds.length });
  });
  await finishJobIfDone(db, batch.jobId);
}
