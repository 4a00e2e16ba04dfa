/**
 * The work of one queue message: a batch of records of one entity into one target language.
 *
 * Read the records and the gates' history -> extract the units of the fields to write -> protect
 * placeholders and glossary terms -> plan chunks (identical texts once) -> translate (bisection, global
 * stop, usage reserved before each call and settled as it returns) -> restore and check -> seoTruncate and length checks ->
 * quality checks -> one transaction that writes every field (or keeps it as a draft, by the job's
 * publish mode: publish.ts) with its history, the per-record errors and the job's counters, and marks
 * the batch done. A redelivered message finds its batch done and writes nothing
 * twice; a worker that dies before the commit leaves nothing half-written.
 *
 * @packageDocumentation
 */
import type { TranslateDb, TranslateTx } from '../model/tables/translate-schema.js';
import type { TranslationType } from '../../host/entities/definition.js';
import { RetryLaterError } from '../../host/queue/queue.js';
import { transactionWithMessages, type MessageOutbox } from '../../host/queue/transaction-with-messages.js';
import { PlaceholderLostException, ProviderException, type TextHint, type TranslationProvider } from '../providers/contract.js';
import { reportsBackPressure } from '../providers/back-pressure.js';
import { handBackDelay } from '../providers/provider-capabilities.js';
import { withSettingsReadOnce } from '../providers/settings-scope.js';
import {
  appendBatches,
  finishJobIfDone,
  isActiveJobStatus,
  loadBatch,
  loadBatchToRun,
  markJobRunning,
  recordBatchOutcome,
  recordHealOutcome,
  refreshJobWaiting,
  takeBatch,
  type BatchCounts,
  type BatchHeal,
  type BatchRow,
  type HealedRecord,
  type HealReason,
  type RecordError,
} from '../model/job-store.js';
import { batchMessage } from '../model/messages.js';
import { recordProviderUnavailable } from '../model/webhook-events.js';
import type { ContentSource, WrittenPage } from '../content/content-source.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import { contentSource } from '../content/content-sources.js';
import { recordsWrittenByJob } from '../model/history-rows.js';
import type { PublishMode } from '../model/job-config.js';
import { startBatchRun, type BatchDependencies, type BatchRun } from './batch-run.js';
import { planChunks, type ChunkItem } from './chunk.js';
import { applyUnits } from './fields.js';
import { loadGlossary, protectWithGlossary, restoreWithGlossary, termsForTarget } from './glossary.js';
import { missingTokens, type ProtectedText, type TextFormat } from './placeholders.js';
import { checkThread } from './check-thread.js';
import type { FieldToCheck } from './field-checks.js';
import { forgetDraftTexts, publishRecords, type CheckedFieldWrite, type DraftMemory } from './publish.js';
import { textHint } from './text-hints.js';
import { memoryKey, memoryRound, type MemoryEntry } from './translation-memory.js';
import { seoFieldMaxLength, seoTruncate } from './seo-truncate.js';
import { translateChunks } from './translate-chunks.js';
import { healReason, planHeal } from './healing.js';
import { DEFAULT_FAILOVER_AFTER_MS, failsOver, fallbackChain, nextProvider } from './failover.js';
import { characterCount } from './text-length.js';
import { recordWork, translatableCustomFields, type FieldTask, type RecordWork } from './work.js';

export const UNKNOWN_PROVIDER_MESSAGE = (providerId: string) => `Unknown translation provider "${providerId}".`;

/** The error of a field whose translation does not fit its column (and is no SEO field cut to size). */
export const TOO_LONG_MESSAGE = (field: string, length: number, maxLength: number) =>
  `The translation of "${field}" has ${length} characters; the field holds at most ${maxLength}.`;

/** The error of every record of a batch whose message failed for good (the translate_batch handler of manifest.ts). */
export const BATCH_FAILED_MESSAGE = 'The batch could not be processed; retry the failed items from the job.';

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
  /** Failed with the provider's global failure: a healing pass (retryable) or a fallback may translate it later. */
  global: boolean;
}

/** The result of one record after translation, before the write. */
interface RecordResult {
  recordId: string;
  writes: CheckedFieldWrite[];
  errors: FieldError[];
}

/**
 * The batch's records that still have a source text, with their last writes (one statement); those
 * deleted since planning are left out, and none is read without the source or either locale.
 */
async function readRecords(db: TranslateDb, source: ContentSource | undefined, batch: BatchRow, locales: { source: string | null; target: string | null }): Promise<WrittenPage> {
  if (!source || !locales.source || !locales.target) return { records: [], last: new Map() };
  const pair = { sourceLanguageId: batch.sourceLanguageId, sourceLocale: locales.source, targetLanguageId: batch.targetLanguageId, targetLocale: locales.target };
  return source.readWithLastWrites(db, pair, batch.recordIds);
}

/** The text a field gets from its translated units, or the error that keeps it unwritten. */
export function finishField(
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
  /** The unit's path within its field. */
  path: string;
  text: string;
  format: TextFormat;
  /** Null when the memory is off. */
  memoryKey: string | null;
  /** The text's code points (characterCount), counted once: the memory and the usage read them. */
  characters: number;
  hint: TextHint;
}

/**
 * A unit's translation after the placeholder and glossary checks, or why it has none (`healable`: it
 * failed with the provider's retryable global failure).
 */
type UnitResult = { text: string } | { error: string; code: number; global?: boolean };

/** What one round of provider calls did. */
interface SendOutcome {
  /** The checked translation, or the error, of every unit sent, by unit key. */
  results: Map<string, UnitResult>;
  providerCalls: number;
  globalFailure: ProviderException | null;
  retryableGlobal: ProviderException | null;
  /** Texts asked for again after they lost placeholders, and how many of those came back whole. */
  reasks: number;
  repaired: number;
}

/**
 * Sends units to the provider (glossary protection, chunks within its limits, identical texts once,
 * bisection and the global stop in translateChunks) and returns each unit's checked translation, or
 * its error. `round` keeps the idempotency keys of a later round apart from the first's.
 */
async function sendUnits(run: BatchRun, units: readonly UnitItem[], round: string): Promise<SendOutcome> {
  const results = new Map<string, UnitResult>();
  if (units.length === 0) return { results, providerCalls: 0, globalFailure: null, retryableGlobal: null, reasks: 0, repaired: 0 };
  const { provider } = run;
  const protectedTexts = new Map<string, ProtectedText>();
  const items: ChunkItem[] = [];
  for (const unit of units) {
    const guarded = protectWithGlossary(unit.text, unit.format, run.terms);
    protectedTexts.set(unit.key, guarded);
    // Equal memory keys are equal texts of the format, protected alike: they fold by the key.
    items.push({ key: unit.key, text: guarded.text, format: unit.format, hint: unit.hint, sameAs: unit.memoryKey });
  }
  const chunks = planChunks(items, { maxBatchSize: provider.getMaxBatchSize(), maxChunkBytes: provider.getMaxChunkBytes() });
  const seed = round === '' ? run.batch.id : `${run.batch.id}:${round}`;
  const outcome = await translateChunks(provider, chunks, run.request, { idempotencySeed: seed, ...run.calls });
  /** Texts whose translation lost placeholder tokens: asked for once more, alone, naming the tokens. */
  const reasks: { unit: UnitItem; missing: string[]; error: ProviderException }[] = [];
  for (const unit of units) {
    const unitOutcome = outcome.outcomes.get(unit.key);
    if (!unitOutcome || unitOutcome.status === 'failed') {
      const error = unitOutcome?.error ?? 'The translation provider request failed.';
      const global = outcome.globalFailure !== null && error === outcome.globalFailure.message;
      results.set(unit.key, { error, code: outcome.globalFailure?.code ?? 0, ...(global ? { global } : {}) });
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
      const again = await translateChunks(provider, [{ format: unit.format, texts: [guarded.text], keys: [[unit.key]], hints: [unit.hint] }], { ...run.request, repair: { missingPlaceholders: missing } }, {
        idempotencySeed: `${seed}:reask${index}`,
        ...run.calls,
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
  return { results, providerCalls, globalFailure: outcome.globalFailure, retryableGlobal: outcome.retryableGlobal, reasks: reasks.length, repaired };
}

/** The memory entries of units: one per memory key, with the characters a provider would be sent. */
function memoryTexts(units: readonly UnitItem[]): MemoryEntry[] {
  const entries = new Map<string, MemoryEntry>();
  for (const unit of units) {
    if (unit.memoryKey !== null && !entries.has(unit.memoryKey)) entries.set(unit.memoryKey, { key: unit.memoryKey, characters: unit.characters });
  }
  return [...entries.values()];
}

/** The checked translations of units by memory key (the first unit of a key that has one). */
function translationsByMemoryKey(units: readonly UnitItem[], results: ReadonlyMap<string, UnitResult>): Map<string, string> {
  const translations = new Map<string, string>();
  for (const unit of units) {
    const result = results.get(unit.key);
    if (unit.memoryKey !== null && !translations.has(unit.memoryKey) && result && 'text' in result) translations.set(unit.memoryKey, result.text);
  }
  return translations;
}

/** What translating a batch's records gave. */
interface TranslatedRecords {
  results: RecordResult[];
  /** The global failure that stopped a round of calls, or null. */
  globalFailure: ProviderException | null;
  /** Whether any unit came back translated from the provider. */
  translatedAny: boolean;
  providerCalls: number;
  fromMemory: { texts: number; characters: number };
  placeholders: { reasks: number; repaired: number };
  /** Memory keys whose translation came from the memory (published text from before). */
  recalled: Set<string>;
}

/**
 * Translates the tasks of the records and returns what each record writes and where it failed.
 * With the translation memory on, the memory round (translation-memory.ts) gives the remembered texts
 * and those another batch was sending, and only the rest is sent. Throws RetryLaterError when a
 * provider with the hand-back capability failed retryably (the batch runs again later with the same
 * idempotency keys, nothing written).
 */
async function translateRecords(run: BatchRun, works: readonly RecordWork[], customFields: ReadonlyMap<string, TextFormat>): Promise<TranslatedRecords> {
  const units: UnitItem[] = [];
  /**
   * Each task's items, in its units' order: the results are gathered from them without building keys
   * again. Loops, not callbacks, in this function (docs/architecture.md, "Optimised code and the collector").
   */
  const taskItems: UnitItem[][][] = [];
  for (let recordIndex = 0; recordIndex < works.length; recordIndex += 1) {
    const tasks = (works[recordIndex] as RecordWork).tasks;
    const recordItems: UnitItem[][] = [];
    for (let taskIndex = 0; taskIndex < tasks.length; taskIndex += 1) {
      const task = tasks[taskIndex] as RecordWork['tasks'][number];
      const items: UnitItem[] = [];
      for (const unit of task.units) {
        const item: UnitItem = {
          key: `${recordIndex}:${taskIndex}:${unit.path}`,
          path: unit.path,
          text: unit.text,
          format: unit.format,
          memoryKey: run.memory ? memoryKey(run.memory, unit.text, unit.format) : null,
          characters: characterCount(unit.text),
          hint: textHint(run.batch.entity, task.field, unit.path, unit.format),
        };
        units.push(item);
        items.push(item);
      }
      recordItems.push(items);
    }
    taskItems.push(recordItems);
  }

  const unitResults = new Map<string, UnitResult>();
  const totals = { providerCalls: 0, reasks: 0, repaired: 0 };
  const stopped: { global: ProviderException | null; translatedAny: boolean } = { global: null, translatedAny: false };
  /** One round of calls: its results kept, its calls counted; a hand-back ends the run. */
  const send = async (roundUnits: readonly UnitItem[], round: string): Promise<SendOutcome> => {
    const sent = await sendUnits(run, roundUnits, round);
    const delayMs = handBackDelay(run.provider, sent.retryableGlobal);
    if (delayMs !== null) throw new RetryLaterError(delayMs, sent.retryableGlobal?.message);
    for (const [key, result] of sent.results) {
      unitResults.set(key, result);
      if ('text' in result) stopped.translatedAny = true;
    }
    stopped.global ??= sent.globalFailure;
    totals.providerCalls += sent.providerCalls;
    totals.reasks += sent.reasks;
    totals.repaired += sent.repaired;
    return sent;
  };

  const fromMemory = { texts: 0, characters: 0 };
  const recalledKeys = new Set<string>();
  if (run.memory === null) await send(units, '');
  else {
    const first: { stop: ProviderException | null } = { stop: null };
    const round = await memoryRound(run.db, { claimant: run.batch.id, context: run.memory, texts: memoryTexts(units), signal: run.signal }, async (keys, name) => {
      const roundUnits: UnitItem[] = [];
      for (const unit of units) if (unit.memoryKey !== null && keys.has(unit.memoryKey)) roundUnits.push(unit);
      const sent = await send(roundUnits, name === 'first' ? '' : 'late');
      if (name === 'first') first.stop = sent.globalFailure;
      return { translations: translationsByMemoryKey(roundUnits, sent.results), stopped: sent.globalFailure !== null };
    });
    for (const unit of units) {
      if (unit.memoryKey === null) continue;
      const recalled = round.recalled.get(unit.memoryKey);
      if (recalled !== undefined) {
        unitResults.set(unit.key, { text: recalled });
        recalledKeys.add(unit.memoryKey);
        fromMemory.texts += 1;
        fromMemory.characters += unit.characters;
      } else if (first.stop && round.unsent.has(unit.memoryKey)) {
        // Texts another batch was sending are not waited for after the global stop: they fail with it.
        unitResults.set(unit.key, { error: first.stop.message, code: first.stop.code, global: true });
      }
    }
  }

  const options = run.job.config.options;
  const { memory } = run;
  const checkContext = { entity: run.batch.entity, targetLocale: run.request.targetLocale, terms: run.terms, customFields };
  /** The fields to check, and the writes their codes go to (same order): checked together, on the check thread. */
  const toCheck: FieldToCheck[] = [];
  const checkedWrites: CheckedFieldWrite[] = [];
  const results: RecordResult[] = [];
  for (let recordIndex = 0; recordIndex < works.length; recordIndex += 1) {
    const work = works[recordIndex] as RecordWork;
    const result: RecordResult = { recordId: work.record.id, writes: [], errors: [] };
    for (let taskIndex = 0; taskIndex < work.tasks.length; taskIndex += 1) {
      const task = work.tasks[taskIndex] as RecordWork['tasks'][number];
      const items = taskItems[recordIndex]?.[taskIndex] ?? [];
      const translations = new Map<string, string>();
      let error: { message: string; code: number; global: boolean } | null = null;
      for (const item of items) {
        const unitResult = unitResults.get(item.key) ?? { error: 'The translation provider request failed.', code: 0 };
        if ('error' in unitResult) {
          error = { message: unitResult.error, code: unitResult.code, global: unitResult.global === true };
          break;
        }
        translations.set(item.path, unitResult.text);
      }
      if (error === null) {
        const finished = finishField(run.batch.entity, task, translations, options.seoTruncate);
        if ('error' in finished) error = { message: finished.error, code: 0, global: false };
        else {
          let draftMemory: DraftMemory | null = null;
          if (memory) {
            draftMemory = { providerId: memory.providerId, sourceLocale: memory.sourceLocale, targetLocale: memory.targetLocale, units: [] };
            for (const item of items) {
              // Each text's key was computed once, with its item (with a glossary it scans the text for the terms).
              draftMemory.units.push({ path: item.path, key: item.memoryKey as string, characters: item.characters, translation: translations.get(item.path) as string });
            }
          }
          const write: CheckedFieldWrite = {
            field: task.field.name,
            previousValue: task.targetValue,
            newValue: finished.value,
            sourceValue: task.sourceValue,
            checks: [],
            memory: draftMemory,
          };
          result.writes.push(write);
          toCheck.push({ field: { name: task.field.name, type: task.field.type, maxLength: task.field.maxLength }, sourceValue: task.sourceValue, targetValue: finished.value });
          checkedWrites.push(write);
        }
      }
      if (error !== null) result.errors.push({ recordId: work.record.id, field: task.field.name, message: error.message, code: error.code, global: error.global });
    }
    results.push(result);
  }
  const checked = await checkThread.check({ context: checkContext, fields: toCheck });
  for (let index = 0; index < checkedWrites.length; index += 1) {
    const write = checkedWrites[index] as CheckedFieldWrite;
    const answer = checked[index];
    write.checks = answer?.codes ?? [];
    // The history row keeps the source's hash the checks computed (historyRow computes it when absent).
    if (answer) write.sourceHash = answer.sourceHash;
  }
  return {
    results,
    globalFailure: stopped.global,
    translatedAny: stopped.translatedAny,
    providerCalls: totals.providerCalls,
    fromMemory,
    placeholders: { reasks: totals.reasks, repaired: totals.repaired },
    recalled: recalledKeys,
  };
}

/** Thrown inside the write transaction to roll it back when another delivery finished the batch first. */
class BatchTakenError extends Error {}

/** A healing pass delivered before its time (the relay, a redelivery) waits this much longer at least. */
const EARLY_DELIVERY_SLACK_MS = 50;

/** The fields of a record a healing pass translates again; every field for a batch of whole records. */
function healedTasks(batch: BatchRow, work: RecordWork): RecordWork {
  if (!batch.heal) return work;
  const fields = new Set(batch.heal.fields[work.record.id] ?? []);
  return { ...work, tasks: work.tasks.filter((task) => fields.has(task.field.name)) };
}

/**
 * Runs one batch. Idempotent: a batch already done, or of a job no longer queued or running, does
 * nothing. A healing pass (docs/jobs.md, "Healing") translates only the fields it names, and not before
 * its time.
 */
export async function runBatch(worker: BatchDependencies, batchId: string, options: BatchRunOptions = {}): Promise<BatchOutcome> {
  // The batch reads the extension's settings in one statement, on its first read (on PostgreSQL each
  // was a round trip of its own); a setting changed meanwhile applies from the next batch on. Its
  // provider's reads (API key, model) are answered by the same snapshot (settings-scope.ts).
  if (!worker.settings) return runBatchWith(worker, batchId, options);
  return withSettingsReadOnce(worker.settings, (settings) => runBatchWith({ ...worker, settings }, batchId, options));
}

async function runBatchWith(deps: BatchDependencies, batchId: string, options: BatchRunOptions): Promise<BatchOutcome> {
  const { db } = deps;
  const none = (status: BatchOutcome['status']): BatchOutcome => ({ status, translated: 0, skipped: 0, failed: 0, providerCalls: 0 });
  // The reads a batch needs are made side by side, in two rounds (on PostgreSQL each statement is a
  // round trip; one after the other they were six): what the batch's id gives (the batch with its
  // languages' locales and its job, the custom fields, the settings), then what the batch names (its
  // records, their history, the glossary). The first settings read fills the batch's snapshot
  // (runBatch) with the whole domain.
  const [batch, customFields] = await Promise.all([loadBatchToRun(db, batchId), translatableCustomFields(db), deps.settings?.get(`${CONFIG_DOMAIN}.translationMemory`)]);
  if (!batch || batch.status !== 'pending') return none('already_done');
  const { job } = batch;
  if (!isActiveJobStatus(job.status)) return none('job_not_active');
  if (batch.heal) {
    const early = Date.parse(batch.heal.runAfter) - Date.now();
    if (early > EARLY_DELIVERY_SLACK_MS) throw new RetryLaterError(early);
  }
  const { source: sourceLocale, target: targetLocale } = batch.locales;
  const source = contentSource(batch.entity);
  // The records with their history, read by one statement: a record deleted since planning is not read.
  const [{ records: found, last }, glossary] = await Promise.all([
    readRecords(db, source, batch, batch.locales),
    job.config.options.glossary ? loadGlossary(db) : Promise.resolve([]),
    job.status === 'queued' ? markJobRunning(db, job.id) : undefined,
  ]);
  const provider = deps.providers.get(batch.providerId);
  let results: RecordResult[];
  let providerCalls = 0;
  let fromMemory = { texts: 0, characters: 0 };
  let placeholders = { reasks: 0, repaired: 0 };
  let recalled = new Set<string>();
  let pass: NextPass | null = null;
  let gaveUp: GaveUp | null = null;

  if (!provider || !sourceLocale || !targetLocale) {
    const message = !provider ? UNKNOWN_PROVIDER_MESSAGE(batch.providerId) : 'The source or target language no longer exists.';
    // Without both locales no record is read: every record of the batch fails with the reason (records
    // deleted since planning are among them; they cannot be told apart without the language).
    const recordIds = sourceLocale && targetLocale ? found.map((record) => record.id) : batch.recordIds;
    results = recordIds.map((recordId) => ({ recordId, writes: [], errors: [{ recordId, field: null, message, code: 0, global: false }] }));
  } else {
    const fields = source?.fields(job.config.options) ?? [];
    const works: RecordWork[] = [];
    let tasks = 0;
    if (source) {
      for (const record of found) {
        const work = healedTasks(batch, recordWork(source, record, fields, job.config.options, last, customFields));
        works.push(work);
        tasks += work.tasks.length;
      }
    }
    checkThread.prepareFor(tasks);
    const terms = termsForTarget(glossary, targetLocale);
    const run = await startBatchRun(deps, { job, batch, provider, locales: { source: sourceLocale, target: targetLocale }, terms }, options.signal);
    options.signal?.throwIfAborted();
    const paused = observePauses(provider);
    let translated: TranslatedRecords;
    try {
      translated = await translateRecords(run, works, customFields);
    } finally {
      paused.stop();
    }
    results = translated.results;
    providerCalls = translated.providerCalls;
    fromMemory = translated.fromMemory;
    placeholders = translated.placeholders;
    recalled = translated.recalled;
    ({ pass, gaveUp } = await nextPass(deps, batch, translated, paused.until()));
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

  const extra = { memoryTexts: fromMemory.texts, memoryCharacters: fromMemory.characters, placeholderReasks: placeholders.reasks, placeholderRepairs: placeholders.repaired };
  const write = async (trx: TranslateTx, outbox: MessageOutbox | null): Promise<void> => {
    const taken = await takeBatch(trx, batch.id);
    if (!taken) throw new BatchTakenError();
    // A job cancelled while this batch ran keeps what was written before; this batch writes nothing.
    if (!isActiveJobStatus(taken.jobStatus)) return;
    const target: CommitTarget = { source, batch, targetLocale, publish: job.config.options.publish, recalled };
    if (batch.heal) await commitHealedResults(trx, { ...target, batch: { ...batch, heal: batch.heal } }, results, extra);
    else await commitResults(trx, target, results, { ...counts, ...extra });
    if (pass && outbox) {
      const { heal, providerId } = pass;
      const [passId] = await appendBatches(trx, job.id, [{ entity: batch.entity, sourceLanguageId: batch.sourceLanguageId, targetLanguageId: batch.targetLanguageId, providerId, recordIds: Object.keys(heal.fields), heal }]);
      await outbox.add({ ...batchMessage(job.id, passId as string), delayMs: Math.max(0, Date.parse(heal.runAfter) - Date.now()) });
    }
    if (pass || batch.heal) await refreshJobWaiting(trx, job.id);
    // After the job's row was updated above: batches of the job giving up at once report it once.
    if (gaveUp) await recordProviderUnavailable(trx, { jobId: job.id, providerId: batch.providerId, ...gaveUp });
  };
  try {
    if (pass && deps.queue) {
      const { undispatched } = await transactionWithMessages(db, deps.queue, write);
      // The pass is committed; the relay dispatches its message once its time has come.
      if (undispatched.length > 0) deps.logger?.warn({ batchId, jobId: job.id }, 'healing pass not dispatched; the relay will dispatch it');
    } else await db.transaction().execute((trx) => write(trx, null));
  } catch (error) {
    if (error instanceof BatchTakenError) return { ...none('already_done'), providerCalls };
    throw error;
  }
  if (pass && provider && pass.providerId === batch.providerId) {
    // Every process holds back its calls to the provider until the pass's time (fleet-wide with BullMQ).
    await deps.callLimits?.forProvider(provider).pause(Math.max(0, Date.parse(pass.heal.runAfter) - Date.now()));
  }
  await finishJobIfDone(db, job.id);
  return { status: 'done', ...counts, providerCalls };
}

/** The pass a run's global failure calls for: its fields again, on the same provider later (healing) or on the next of the chain now (fail over). */
interface NextPass {
  providerId: string;
  heal: BatchHeal;
}

/** A run that gives up waiting for its provider: the outage lasted longer than the limit (healing.ts). */
interface GaveUp {
  reason: HealReason;
  outageSince: string;
}

/**
 * The pass a run calls for when the worker can dispatch one (a queue): the fields that failed with the
 * provider's global failure go to the next provider of the fallback chain when the failure is one no
 * wait repairs, or an outage that has lasted `EXT_TRANSLATE_FAILOVER_AFTER_S` (failover.ts); else, for
 * a retryable failure, to a healing pass on the same provider while the outage is within its limit
 * (healing.ts). No pass: the fields stay failed; `gaveUp` says so when it was the outage limit that
 * ended the healing (the job reports `provider.unavailable`).
 */
async function nextPass(deps: BatchDependencies, batch: BatchRow, translated: TranslatedRecords, pausedUntil: number | null): Promise<{ pass: NextPass | null; gaveUp: GaveUp | null }> {
  const none = { pass: null, gaveUp: null };
  const failure = translated.globalFailure;
  if (!failure || !deps.queue) return none;
  const fields: Record<string, string[]> = {};
  for (const result of translated.results) {
    for (const error of result.errors) if (error.global && error.field !== null) (fields[result.recordId] ??= []).push(error.field);
  }
  if (Object.keys(fields).length === 0) return none;
  const now = Date.now();
  const heals = failure.retryable && deps.healing !== undefined;
  const heal = heals && deps.healing ? planHeal({ batch, failure, fields, translatedAny: translated.translatedAny, pausedUntil, now }, deps.healing) : null;
  const outageSince = heal ? Date.parse(heal.outageSince) : batch.heal && !translated.translatedAny ? Date.parse(batch.heal.outageSince) : now;
  if (failsOver(failure, outageSince, now, deps.failoverAfterMs ?? DEFAULT_FAILOVER_AFTER_MS)) {
    const chain = await fallbackChain(deps.settings);
    const next = chain.length > 0 ? await nextProvider(deps.providers, chain, batch) : null;
    if (next) {
      const at = new Date(now).toISOString();
      return { pass: { providerId: next.getId(), heal: { fields, runAfter: at, outageSince: at, round: 1, reason: 'fallback' } }, gaveUp: null };
    }
  }
  if (heal) return { pass: { providerId: batch.providerId, heal }, gaveUp: null };
  if (!heals) return none;
  return { pass: null, gaveUp: { reason: healReason(failure), outageSince: new Date(outageSince).toISOString() } };
}

/** Listens for the pauses the provider asks for while a batch runs; `until` is the end of the latest. */
function observePauses(provider: TranslationProvider): { until(): number | null; stop(): void } {
  let until: number | null = null;
  const stop = reportsBackPressure(provider) ? provider.onBackPressure((delayMs) => (until = Math.max(until ?? 0, Date.now() + delayMs))) : () => undefined;
  return { until: () => until, stop: () => void stop() };
}

function recordErrors(batch: BatchRow, errors: readonly FieldError[]): RecordError[] {
  return errors.map((error) => ({ entity: batch.entity, recordId: error.recordId, languageId: batch.targetLanguageId, field: error.field, message: error.message, code: error.code }));
}

/** Where a batch's results go: its source and target, the job's publish mode, and the memory keys it recalled. */
interface CommitTarget {
  source: ContentSource | undefined;
  batch: BatchRow;
  targetLocale: string | null;
  publish: PublishMode;
  recalled: ReadonlySet<string>;
}

/**
 * Writes the fields of every record, or keeps them as drafts by the publish mode (publish.ts), with
 * their history rows naming the provider that translated them (the routed one, or a fallback that took
 * over); answers how many records a quality check flagged.
 */
async function writeFields(trx: TranslateTx, target: CommitTarget, results: RecordResult[]): Promise<number> {
  const { source, batch } = target;
  // Without a source (an entity no longer translatable) nothing was read, so nothing is written.
  if (!source) return 0;
  const published = await publishRecords(
    trx,
    source,
    { languageId: batch.targetLanguageId, locale: target.targetLocale, jobId: batch.jobId, providerId: batch.providerId },
    results,
    target.publish,
  );
  await forgetDraftTexts(trx, published, target.recalled);
  return published.flagged;
}

async function commitResults(trx: TranslateTx, target: CommitTarget, results: RecordResult[], counts: Omit<BatchCounts, 'processed'>): Promise<void> {
  const flagged = await writeFields(trx, target, results);
  const errors: RecordError[] = [];
  for (const result of results) if (result.errors.length > 0) errors.push(...recordErrors(target.batch, result.errors));
  await recordBatchOutcome(trx, target.batch.jobId, { processed: target.batch.recordIds.length, ...counts, flagged }, errors);
}

/** A healing pass's commit: its fields, then the job store resolves what it healed (job-store.ts, recordHealOutcome). */
async function commitHealedResults(
  trx: TranslateTx,
  target: CommitTarget & { batch: BatchRow & { heal: BatchHeal } },
  results: RecordResult[],
  counts: Omit<BatchCounts, 'processed' | 'translated' | 'skipped' | 'failed'>,
): Promise<void> {
  const { batch } = target;
  const writtenBefore = await recordsWrittenByJob(trx, batch.jobId, batch.entity, batch.targetLanguageId, batch.recordIds);
  const flagged = await writeFields(trx, target, results);
  const byId = new Map(results.map((result) => [result.recordId, result]));
  // A record that vanished since (deleted, source emptied) has nothing left to heal: its rows are resolved.
  const records: HealedRecord[] = batch.recordIds.map((recordId) => {
    const result = byId.get(recordId);
    return { recordId, wrote: (result?.writes.length ?? 0) > 0, errors: recordErrors(batch, result?.errors ?? []), writtenBefore: writtenBefore.has(recordId) };
  });
  await recordHealOutcome(trx, batch, records, { ...counts, flagged });
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
    if (batch.heal) {
      // A healing pass's records are counted already: their rows stay open and the whole record fails as well.
      const writtenBefore = await recordsWrittenByJob(trx, batch.jobId, batch.entity, batch.targetLanguageId, batch.recordIds);
      const records = batch.recordIds.map((recordId, index) => ({ recordId, wrote: false, errors: [errors[index] as RecordError], writtenBefore: writtenBefore.has(recordId) }));
      await recordHealOutcome(trx, { ...batch, heal: batch.heal }, records, {});
      await refreshJobWaiting(trx, batch.jobId);
    } else await recordBatchOutcome(trx, batch.jobId, { processed: batch.recordIds.length, translated: 0, skipped: 0, failed: batch.recordIds.length }, errors);
  });
  await finishJobIfDone(db, batch.jobId);
}
