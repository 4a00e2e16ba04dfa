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
import type { TranslateDb, TranslateTx } from '../model/tables/translate-schema.js';
import type { TranslationType } from '../../host/entities/definition.js';
import type { SystemConfigService } from '../../host/settings/system-config.js';
import { RetryLaterError } from '../../host/queue/queue.js';
import { PlaceholderLostException, ProviderException, type ProviderRequest, type ProviderUsage, type TextHint, type TranslationProvider } from '../providers/contract.js';
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
  type BatchCounts,
  type BatchRow,
  type RecordError,
  type StoredJob,
} from '../model/job-store.js';
import { localeOfLanguage } from '../model/languages.js';
import type { ContentSource, RecordFieldWrite, SelectedRecord } from '../content/content-source.js';
import { contentSource } from '../content/content-sources.js';
import { insertHistoryRows, lastWrites } from '../model/history-rows.js';
import type { CallLimits } from './call-limits.js';
import { planChunks, type ChunkItem } from './chunk.js';
import { applyUnits } from './fields.js';
import { loadGlossary, protectWithGlossary, restoreWithGlossary, termsForTarget, type TargetTerms } from './glossary.js';
import { missingTokens, type ProtectedText, type TextFormat } from './placeholders.js';
import { textHint } from './text-hints.js';
import { awaitClaims, holdClaims, memoryContextFor, memoryKey, recallOrClaim, release, remember, type MemoryContext, type MemoryEntry } from './translation-memory.js';
import { seoFieldMaxLength, seoTruncate } from './seo-truncate.js';
import { translateChunks, type ChunkRequestBase } from './translate-chunks.js';
import { characterCount, recordWork, translatableCustomFields, type FieldTask, type RecordWork } from './work.js';

export const UNKNOWN_PROVIDER_MESSAGE = (providerId: string) => `Unknown translation provider "${providerId}".`;

/** The error of a field whose translation does not fit its column (and is no SEO field cut to size). */
export const TOO_LONG_MESSAGE = (field: string, length: number, maxLength: number) =>
  `The translation of "${field}" has ${length} characters; the field holds at most ${maxLength}.`;

/** The error of every record of a batch whose message failed for good (see translate-worker.ts). */
export const BATCH_FAILED_MESSAGE = 'The batch could not be processed; retry the failed items from the job.';

export interface BatchDependencies {
  db: TranslateDb;
  providers: ProviderRegistry;
  /** The settings (the translation memory and the model it keys by); without them the memory is off. */
  settings?: SystemConfigService;
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

/** One unit of a field of a record: the text it sends, and its translation memory key. */
interface UnitItem {
  key: string;
  text: string;
  format: TextFormat;
  memoryKey: string | null;
  hint: TextHint;
}

/** A unit's translation after the placeholder and glossary checks, or why it has none. */
type UnitResult = { text: string } | { error: string; code: number };

/** What one round of provider calls did. */
interface SendOutcome {
  providerCalls: number;
  globalFailure: ProviderException | null;
  retryableGlobal: ProviderException | null;
  /** Texts asked for again after they lost placeholders, and how many of those came back whole. */
  reasks: number;
  repaired: number;
}

/**
 * Sends units to the provider (glossary protection, chunks within its limits, identical texts once,
 * bisection and the global stop in translateChunks) and puts each unit's checked translation, or its
 * error, into `results`. `round` keeps the idempotency keys of a later round apart from the first's.
 */
async function sendUnits(
  deps: BatchDependencies,
  provider: TranslationProvider,
  batch: BatchRow,
  job: StoredJob,
  base: ChunkRequestBase,
  terms: TargetTerms,
  units: readonly UnitItem[],
  results: Map<string, UnitResult>,
  round: string,
  signal: AbortSignal | undefined,
): Promise<SendOutcome> {
  if (units.length === 0) return { providerCalls: 0, globalFailure: null, retryableGlobal: null, reasks: 0, repaired: 0 };
  const protectedTexts = new Map<string, ProtectedText>();
  const items: ChunkItem[] = units.map((unit) => {
    const guarded = protectWithGlossary(unit.text, unit.format, terms);
    protectedTexts.set(unit.key, guarded);
    return { key: unit.key, text: guarded.text, format: unit.format, hint: unit.hint };
  });
  const chunks = planChunks(items, { maxBatchSize: provider.getMaxBatchSize(), maxChunkBytes: provider.getMaxChunkBytes() });
  const seed = round === '' ? batch.id : `${batch.id}:${round}`;
  const callOptions = {
    ...(signal ? { signal } : {}),
    ...(deps.callLimits ? { slots: deps.callLimits.forProvider(provider) } : {}),
    // Characters are counted before each call and settled by its report (usage-accounting.ts).
    reserve: async (request: ProviderRequest) => {
      const reservation = await reserveUsage(deps.db, { jobId: job.id, providerId: batch.providerId, texts: request.texts, requestKey: request.idempotencyKey });
      return (usage: ProviderUsage | null) => settleUsage(deps.db, reservation, usage);
    },
  };
  const outcome = await translateChunks(provider, chunks, base, { idempotencySeed: seed, ...callOptions });
  /** Texts whose translation lost placeholder tokens: asked for once more, alone, naming the tokens. */
  const reasks: { unit: UnitItem; missing: string[]; error: ProviderException }[] = [];
  for (const unit of units) {
    const unitOutcome = outcome.outcomes.get(unit.key);
    if (!unitOutcome || unitOutcome.status === 'failed') {
      results.set(unit.key, { error: unitOutcome?.error ?? 'The translation provider request failed.', code: outcome.globalFailure?.code ?? 0 });
      continue;
    }
    const guarded = protectedTexts.get(unit.key) as ProtectedText;
    try {
      results.set(unit.key, { text: restoreWithGlossary(unitOutcome.text, guarded) });
    } catch (caught) {
      if (!ProviderException.isInstance(caught)) throw caught;
      const missing = caught instanceof PlaceholderLostException ? missingTokens(unitOutcome.text, guarded) : [];
      if (missing.length > 0 && outcome.globalFailure === null) reasks.push({ unit, missing, error: caught });
      else results.set(unit.key, { error: caught.message, code: caught.code });
    }
  }
  let providerCalls = outcome.providerCalls;
  let repaired = 0;
  await Promise.all(
    reasks.map(async ({ unit, missing, error }, index) => {
      const guarded = protectedTexts.get(unit.key) as ProtectedText;
      const again = await translateChunks(provider, [{ format: unit.format, texts: [guarded.text], keys: [[unit.key]], hints: [unit.hint] }], { ...base, repair: { missingPlaceholders: missing } }, {
        idempotencySeed: `${seed}:reask${index}`,
        ...callOptions,
      });
      providerCalls += again.providerCalls;
      const answer = again.outcomes.get(unit.key);
      if (answer?.status !== 'translated') {
        results.set(unit.key, { error: error.message, code: error.code });
        return;
      }
      try {
        results.set(unit.key, { text: restoreWithGlossary(answer.text, guarded) });
        repaired += 1;
      } catch (caught) {
        if (!ProviderException.isInstance(caught)) throw caught;
        results.set(unit.key, { error: caught.message, code: caught.code });
      }
    }),
  );
  return { providerCalls, globalFailure: outcome.globalFailure, retryableGlobal: outcome.retryableGlobal, reasks: reasks.length, repaired };
}

/** The memory entries of units (one per memory key), with the characters a provider would be sent. */
function memoryEntries(units: readonly UnitItem[], results?: ReadonlyMap<string, UnitResult>): (MemoryEntry & { translation: string })[] {
  const entries = new Map<string, MemoryEntry & { translation: string }>();
  for (const unit of units) {
    if (unit.memoryKey === null || entries.has(unit.memoryKey)) continue;
    const result = results?.get(unit.key);
    if (results && (!result || !('text' in result))) continue;
    entries.set(unit.memoryKey, { key: unit.memoryKey, characters: characterCount(unit.text), translation: result && 'text' in result ? result.text : '' });
  }
  return [...entries.values()];
}

/**
 * Translates the tasks of the records and returns what each record writes and where it failed.
 * With the translation memory on, remembered texts are taken from it, texts another batch is sending
 * are waited for, and only the rest is sent (translation-memory.ts). Throws RetryLaterError when a
 * provider with the hand-back capability failed retryably (the batch runs again later with the same
 * idempotency keys, nothing written).
 */
async function translateRecords(
  deps: BatchDependencies,
  provider: TranslationProvider,
  batch: BatchRow,
  job: StoredJob,
  works: RecordWork[],
  locales: { source: string; target: string },
  terms: TargetTerms,
  memory: MemoryContext | null,
  signal: AbortSignal | undefined,
): Promise<{ results: RecordResult[]; providerCalls: number; fromMemory: { texts: number; characters: number }; placeholders: { reasks: number; repaired: number } }> {
  const options = job.config.options;
  const units: UnitItem[] = [];
  works.forEach((work, recordIndex) => {
    work.tasks.forEach((task, taskIndex) => {
      for (const unit of task.units) {
        const key = `${recordIndex}:${taskIndex}:${unit.path}`;
        units.push({
          key,
          text: unit.text,
          format: unit.format,
          memoryKey: memory ? memoryKey(memory, unit.text, unit.format) : null,
          hint: textHint(batch.entity, task.field, unit.path, unit.format),
        });
      }
    });
  });
  const base: ChunkRequestBase = {
    sourceLocale: locales.source,
    targetLocale: locales.target,
    tone: options.tone === 'default' ? null : options.tone,
    customPrompt: options.customPrompt,
    glossaryTerms: terms.providerTerms,
    serviceTier: serviceTierFor(provider, options.serviceTier),
    contentType: batch.entity,
    traceId: job.id,
  };

  const unitResults = new Map<string, UnitResult>();
  const fromMemory = { texts: 0, characters: 0 };
  const takeFromMemory = (translations: ReadonlyMap<string, string>) => {
    for (const unit of units) {
      const text = unit.memoryKey === null ? undefined : translations.get(unit.memoryKey);
      if (text === undefined || unitResults.has(unit.key)) continue;
      unitResults.set(unit.key, { text });
      fromMemory.texts += 1;
      fromMemory.characters += characterCount(unit.text);
    }
  };

  const claims = memory ? await recallOrClaim(deps.db, batch.id, memory, memoryEntries(units)) : null;
  if (claims) takeFromMemory(claims.hits);
  const waitFor = (unit: UnitItem) => claims !== null && unit.memoryKey !== null && claims.elsewhere.has(unit.memoryKey);
  const firstRound = units.filter((unit) => !unitResults.has(unit.key) && !waitFor(unit));
  const first = await holdClaims(deps.db, batch.id, claims?.own ?? new Set(), () => sendUnits(deps, provider, batch, job, base, terms, firstRound, unitResults, '', signal));
  const delayMs = handBackDelay(provider, first.retryableGlobal);
  if (delayMs !== null) {
    if (claims) await release(deps.db, batch.id, [...claims.own]);
    throw new RetryLaterError(delayMs, first.retryableGlobal?.message);
  }
  let providerCalls = first.providerCalls;
  const placeholders = { reasks: first.reasks, repaired: first.repaired };
  if (memory && claims) {
    const translated = memoryEntries(firstRound, unitResults);
    await remember(deps.db, memory, translated);
    // Claims whose text failed go back, so that another batch may send it.
    const stored = new Set(translated.map((entry) => entry.key));
    await release(deps.db, batch.id, [...claims.own].filter((key) => !stored.has(key)));

    // Texts another batch was sending: its answers, else (it failed or died) sent here after all.
    if (claims.elsewhere.size > 0) {
      if (first.globalFailure) {
        for (const unit of units.filter(waitFor)) unitResults.set(unit.key, { error: first.globalFailure.message, code: first.globalFailure.code });
      } else {
        takeFromMemory(await awaitClaims(deps.db, claims.elsewhere, signal));
        const lateRound = units.filter((unit) => !unitResults.has(unit.key));
        const late = await sendUnits(deps, provider, batch, job, base, terms, lateRound, unitResults, 'late', signal);
        const lateDelay = handBackDelay(provider, late.retryableGlobal);
        if (lateDelay !== null) throw new RetryLaterError(lateDelay, late.retryableGlobal?.message);
        providerCalls += late.providerCalls;
        placeholders.reasks += late.reasks;
        placeholders.repaired += late.repaired;
        await remember(deps.db, memory, memoryEntries(lateRound, unitResults));
      }
    }
  }

  const results = works.map((work, recordIndex): RecordResult => {
    const result: RecordResult = { recordId: work.record.id, writes: [], errors: [] };
    work.tasks.forEach((task, taskIndex) => {
      const translations = new Map<string, string>();
      let error: { message: string; code: number } | null = null;
      for (const unit of task.units) {
        const unitResult = unitResults.get(`${recordIndex}:${taskIndex}:${unit.path}`) ?? { error: 'The translation provider request failed.', code: 0 };
        if ('error' in unitResult) {
          error = { message: unitResult.error, code: unitResult.code };
          break;
        }
        translations.set(unit.path, unitResult.text);
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
  return { results, providerCalls, fromMemory, placeholders };
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
  let fromMemory = { texts: 0, characters: 0 };
  let placeholders = { reasks: 0, repaired: 0 };
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
    const terms = termsForTarget(glossary, targetLocale);
    const memory = deps.settings
      ? await memoryContextFor(deps.settings, provider, { providerId: batch.providerId, sourceLocale, targetLocale, options: job.config.options, terms })
      : null;
    options.signal?.throwIfAborted();
    const translated = await translateRecords(deps, provider, batch, job, works, { source: sourceLocale, target: targetLocale }, terms, memory, options.signal);
    results = translated.results;
    providerCalls = translated.providerCalls;
    fromMemory = translated.fromMemory;
    placeholders = translated.placeholders;
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
      await commitResults(trx, source, batch, targetLocale, results, { ...counts, memoryTexts: fromMemory.texts, memoryCharacters: fromMemory.characters, placeholderReasks: placeholders.reasks, placeholderRepairs: placeholders.repaired });
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
  counts: Omit<BatchCounts, 'processed'>,
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
