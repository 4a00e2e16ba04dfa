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
import type { TranslateDb, TranslateTx } from '../db/translate-schema.js';
import type { TranslationType } from '../../host/entities/definition.js';
import { RetryLaterError } from '../../host/queue/queue.js';
import { ProviderException, type ProviderRequest, type TranslationProvider } from '../providers/contract.js';
import { handBackDelay, serviceTierFor } from '../providers/provider-capabilities.js';
import type { ProviderRegistry } from '../providers/registry.js';
import { reserveUsage, settleUsage } from './usage-accounting.js';
import {
  finishJobIfDone,
  isActiveJobStatus,
  loadBatch,
  loadJob,
  markJobRunning,
  readJobStatus,
  recordBatchOutcome,
  takeBatch,
  type BatchRow,
  type RecordError,
  type StoredJob,
} from '../job-store.js';
import { localeOfLanguage } from '../languages.js';
import type { ContentSource, RecordFieldWrite, SelectedRecord } from '../content/content-source.js';
import { contentSource } from '../content/content-sources.js';
import { insertHistoryRows, lastWrites } from '../history-rows.js';
import type { CallLimits } from './call-limits.js';
import { planChunks, type ChunkItem } from './chunk.js';
import { applyUnits } from './fields.js';
import { loadGlossary, protectWithGlossary, restoreWithGlossary, termsForTarget, type TargetTerms } from './glossary.js';
import type { ProtectedText } from './placeholders.js';
import { seoFieldMaxLength, seoTruncate } from './seo-truncate.js';
import { translateChunks } from './translate-chunks.js';
import { recordWork, translatableCustomFields, type FieldTask, type RecordWork } from './work.js';

export const UNKNOWN_PROVIDER_MESSAGE = (providerId: string) => `Unknown translation provider "${providerId}".`;

/** The error of a field whose translation does not fit its column (and is no SEO field cut to size). */
export const TOO_LONG_MESSAGE = (field: string, length: number, maxLength: number) =>
  `The translation of "${field}" has ${length} characters; the field holds at most ${maxLength}.`;

/** The error of every record of a batch whose message failed for good (see translate-worker.ts). */
export const BATCH_FAILED_MESSAGE = 'The batch could not be processed; retry the failed items from the job.';

export interface BatchDependencies {
  db: TranslateDb;
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

/** A per-field (or, field null, per-record) error of the batch's entity and target. */
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

/** The batch's records that still have a source text; those deleted since planning are left out. */
async function readRecords(db: TranslateDb, source: ContentSource | undefined, batch: BatchRow, sourceLocale: string, targetLocale: string): Promise<SelectedRecord[]> {
  if (!source) return [];
  return source.read(db, { sourceLanguageId: batch.sourceLanguageId, sourceLocale, targetLanguageId: batch.targetLanguageId, targetLocale }, batch.recordIds);
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
  job: StoredJob,
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
  if (!job || !isActiveJobStatus(job.status)) return none('job_not_active');
  if (job.status === 'queued') await markJobRunning(db, job.id);

  const [sourceLocale, targetLocale] = await Promise.all([localeOfLanguage(db, batch.sourceLanguageId), localeOfLanguage(db, batch.targetLanguageId)]);
  const provider = deps.providers.get(batch.providerId);
  let results: RecordResult[];
  let providerCalls = 0;
  const source = contentSource(batch.entity);
  const found = sourceLocale && targetLocale ? await readRecords(db, source, batch, sourceLocale, targetLocale) : [];

  if (!provider || !sourceLocale || !targetLocale) {
    const message = !provider ? UNKNOWN_PROVIDER_MESSAGE(batch.providerId) : 'The source or target language no longer exists.';
    results = found.map((record) => ({ recordId: record.id, writes: [], errors: [{ recordId: record.id, field: null, message, code: 0 }] }));
  } else {
    const fields = source?.fields(job.config.options) ?? [];
    const [last, customFields, glossary] = await Promise.all([
      lastWrites(db, batch.entity, batch.targetLanguageId, found.map((record) => record.id)),
      translatableCustomFields(db),
      job.config.options.glossary ? loadGlossary(db) : Promise.resolve([]),
    ]);
    const works = source ? found.map((record) => recordWork(source, record, fields, job.config.options, last, customFields)) : [];
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
      // A job cancelled while this batch ran keeps what was written before; this batch writes nothing.
      if (!isActiveJobStatus(await readJobStatus(trx, job.id))) return;
      await commitResults(trx, source, batch, targetLocale, results, counts);
    });
  } catch (error) {
    if (error instanceof BatchTakenError) return { ...none('already_done'), providerCalls };
    throw error;
  }
  await finishJobIfDone(db, job.id);
  return { status: 'done', ...counts, providerCalls };
}

async function commitResults(
  trx: TranslateTx,
  source: ContentSource | undefined,
  batch: BatchRow,
  targetLocale: string | null,
  results: RecordResult[],
  counts: { translated: number; skipped: number; failed: number },
): Promise<void> {
  // Without a source (an entity no longer translatable) nothing was read, so nothing is written.
  const history = source
    ? await source.writeRecords(
        trx,
        { languageId: batch.targetLanguageId, locale: targetLocale, jobId: batch.jobId },
        results.map((result) => ({ recordId: result.recordId, writes: result.writes })),
      )
    : [];
  const errors: RecordError[] = results.flatMap((result) =>
    result.errors.map((error) => ({
      entity: batch.entity,
      recordId: error.recordId,
      languageId: batch.targetLanguageId,
      field: error.field,
      message: error.message,
      code: error.code,
    })),
  );
  await insertHistoryRows(trx, history);
  await recordBatchOutcome(trx, batch.jobId, { processed: batch.recordIds.length, ...counts }, errors);
}

/**
 * Fails every record of a batch whose message failed for good (the handler kept throwing), so the job
 * does not stay `running` forever; the records can be retried from the job.
 */
export async function failBatch(db: TranslateDb, batchId: string, message: string = BATCH_FAILED_MESSAGE): Promise<void> {
  const batch = await loadBatch(db, batchId);
  if (!batch || batch.status !== 'pending') return;
  await db.transaction().execute(async (trx) => {
    if (!(await takeBatch(trx, batch.id))) return;
    const errors: RecordError[] = batch.recordIds.map((recordId) => ({ entity: batch.entity, recordId, languageId: batch.targetLanguageId, field: null, message, code: 0 }));
    await recordBatchOutcome(trx, batch.jobId, { processed: batch.recordIds.length, translated: 0, skipped: 0, failed: batch.recordIds.length }, errors);
  });
  await finishJobIfDone(db, batch.jobId);
}
