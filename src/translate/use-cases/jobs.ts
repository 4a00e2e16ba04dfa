/**
 * Translation jobs (docs/jobs.md, "Jobs"): creation, planning into
 * batches, cancel, retry of failed items, revert through a RevertJobMessage, and the scheduled relay of
 * jobs whose queue message was lost.
 *
 * Messages never carry content or secrets, only ids: `ext_translate.start_job` {jobId} plans a queued
 * job; `ext_translate.translate_batch` {jobId, batchId} runs one batch; `ext_translate.revert_job`
 * {jobId} (the RevertJobMessage) reverts a job's applied history.
 */
import type { SettingsReader, SystemConfigService } from '../../host/settings/system-config.js';
import type { TranslateDb, TranslateTx } from '../model/tables/translate-schema.js';
import { normalizeId } from '../../host/db/ids.js';
import type { Queue } from '../../host/queue/queue.js';
import { batchMessage, MESSAGES, revertMessage, startMessage } from '../model/messages.js';

export { batchMessage, MESSAGES, revertMessage, startMessage };
import { transactionWithMessages, type MessageOutbox } from '../../host/queue/transaction-with-messages.js';
import {
  appendBatches,
  cancelJob as cancelStoredJob,
  finishJobIfDone,
  hasBatches,
  insertQueuedJob,
  loadJob,
  markJobReverted,
  pendingBatchesBefore,
  readJobErrors,
  readJobStatus,
  requeueFailedRecords,
  runningJobIds,
  startPlannedJob,
  unplannedJobsBefore,
  isActiveJobStatus,
  isCompletedJobStatus,
  type JobStatus,
  type NewBatch,
} from '../model/job-store.js';
import type { ContentQuery, ContentSource, WrittenPage } from '../content/content-source.js';
import { contentSource } from '../content/content-sources.js';
import { revertJobHistory, type HistoryResult } from './history.js';
import { countAppliedRows, writtenRecords } from '../model/history-rows.js';
import { configuredBatchSize, packByVolume, plannedCalls, recordsPerMessage, type CallLimits, type RecordVolume, type TextVolume } from '../engine/packing.js';
import { FirstOccurrences, KeptCharacters, memoryContextFor, memoryHoldsTranslations, memoryKey, PLAN_KEPT_CHARACTERS, rememberedKeys, type MemoryContext } from '../engine/translation-memory.js';
import { loadGlossary, termsForTarget, type GlossaryEntry } from '../engine/glossary.js';
import { checkThread } from '../engine/check-thread.js';
import type { TextFormat } from '../engine/placeholders.js';
import { withSettingsReadOnce } from '../providers/settings-scope.js';
import { recordWork, translatableCustomFields } from '../engine/work.js';
import type { JobConfig } from '../model/job-config.js';
import type { TranslationProvider } from '../providers/contract.js';
import { contentQuery, mapAtMost, PAIRS_AT_ONCE, pairKey, planRun, type ResolvedTarget, type RunDependencies } from './plan-run.js';
import { BLOCKING_WARNINGS } from '../model/warnings.js';


export const JOB_ERRORS = {
  invalidId: 'Invalid job id.',
  notFound: 'Translation job not found.',
  retryNotCompleted: 'Only completed jobs can retry failed items.',
  revertBusy: 'The job is still queued or running and cannot be reverted yet.',
  revertNothing: 'The job has no revertible history rows.',
  retryImport: 'An import job cannot retry its failed items; import the corrected file again.',
  noEntities: 'The config names no entity to translate.',
  noTargets: 'The config names no target language.',
} as const;

/** A job request the service refuses; the message is the 400 (or 404) answer. */
export class JobRequestError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'JobRequestError';
  }
}

export interface JobDependencies extends RunDependencies {
  /** The service, not a snapshot: a job's steps run long after any request. */
  settings: SystemConfigService;
  queue: Queue;
  logger: { warn(details: Record<string, unknown>, message: string): void };
}

export type { JobStatus } from '../model/job-store.js';

function logUndispatched(deps: JobDependencies, jobId: string, undispatched: { error: unknown }[]): void {
  for (const { error } of undispatched) {
    deps.logger.warn({ jobId, err: error instanceof Error ? error.message : String(error) }, 'queue dispatch failed; the scheduled relay will dispatch it');
  }
}

/** The job id of a route parameter, lower-cased and validated (cancel and revert). */
export function parseJobId(raw: string): string {
  const id = normalizeId(raw.toLowerCase());
  if (id === null) throw new JobRequestError(400, JOB_ERRORS.invalidId);
  return id;
}

/**
 * POST /job: refuses a config that cannot run (no entity, no target, an unsupported entity, a missing
 * target language, an unknown, unconfigured or unmappable provider), then commits a queued row and
 * dispatches the start message. A failed dispatch still answers with the id; the relay picks it up.
 */
export async function createJob(
  deps: JobDependencies,
  config: JobConfig,
  createdBy: string | null,
  /** More work in the job's transaction (the automation deletes the triggers the job takes). */
  alsoInTransaction?: (trx: TranslateTx) => Promise<void>,
): Promise<string> {
  const [jobId] = await createJobs(deps, [config], createdBy, alsoInTransaction);
  return jobId as string;
}

/**
 * Several jobs at once, as {@link createJob} makes one: every config is checked first, then all jobs
 * are committed in one transaction (all or none) and their start messages dispatched. Answers the ids
 * in the order of the configs.
 */
export async function createJobs(
  deps: JobDependencies,
  configs: readonly JobConfig[],
  createdBy: string | null,
  alsoInTransaction?: (trx: TranslateTx) => Promise<void>,
): Promise<string[]> {
  const planned: { config: JobConfig; providerId: string | null; message: string | null }[] = [];
  for (const config of configs) {
    if (config.entities.length === 0) throw new JobRequestError(400, JOB_ERRORS.noEntities);
    if (config.targetLanguageIds.length === 0) throw new JobRequestError(400, JOB_ERRORS.noTargets);
    const plan = await planRun(deps, config);
    const blocking = plan.warnings.find((item) => BLOCKING_WARNINGS.has(item.code));
    if (blocking) throw new JobRequestError(400, blocking.message);
    const providers = [...new Set(plan.targets.map((target) => target.providerId))];
    planned.push({
      config,
      // The column names the provider when one serves every target; per-language routing leaves it null.
      providerId: config.providerId !== '' ? config.providerId : providers.length === 1 ? (providers[0] ?? null) : null,
      message: plan.warnings.length > 0 ? plan.warnings.map((item) => item.message).join(' ') : null,
    });
  }
  const { result: jobIds, undispatched } = await transactionWithMessages(deps.db, deps.queue, async (trx, outbox) => {
    const ids: string[] = [];
    for (const job of planned) {
      const id = await insertQueuedJob(trx, { ...job, createdBy });
      await outbox.add(startMessage(id));
      ids.push(id);
    }
    await alsoInTransaction?.(trx);
    return ids;
  });
  undispatched.forEach((failed) => logUndispatched(deps, String(failed.message.payload.jobId), [failed]));
  return jobIds;
}

/** The record ids (translation keys for snippets) an entity selection covers in one target, read page by page. */
async function selectionIds(db: TranslateDb, source: ContentSource, query: ContentQuery): Promise<string[]> {
  const ids: string[] = [];
  const page = 1000;
  let after: string | null = null;
  for (;;) {
    const rows = await source.selectIds(db, query, { after, limit: page });
    ids.push(...rows);
    if (rows.length < page) return ids;
    after = rows[rows.length - 1] ?? null;
  }
}

/**
 * How many times the records of a message by count a message packed by its texts may take (400 products
 * for DeepL, within MAX_RECORDS_PER_MESSAGE). Each message costs its fixed statements and two commits,
 * whose pages (the memory's and the history's key indexes, written at random places) grow less than its
 * rows: 20,000 products in 58 messages took a tenth less time and CPU than in 129 messages of at most
 * four times (bench/README.md, twenty-ninth round). A message still fills at least the calls it keeps in
 * flight, so a small job is cut as before.
 */
const PACKED_SIZE_FACTOR = 8;

/**
 * What packing by new texts needs: the memory context of the target's texts and the provider's texts
 * per call; null with the memory off. A provider that cannot tell its models (it throws) is packed by
 * count: its batches fail when they run, as they would have.
 */
async function volumePacking(
  reads: PlanReads,
  options: JobConfig['options'],
  target: ResolvedTarget,
  provider: TranslationProvider,
): Promise<{ memory: MemoryContext; limits: CallLimits } | null> {
  const terms = termsForTarget(options.glossary ? await reads.glossary() : [], target.targetLocale);
  try {
    const memory = await memoryContextFor(reads.settings, provider, { providerId: target.providerId, sourceLocale: target.sourceLocale, targetLocale: target.targetLocale, options, terms });
    // Texts per call only, as recordsPerMessage: planning does not ask the byte limit (a run asks it once
    // per batch, and a provider failing there fails its batches).
    return memory ? { memory, limits: { maxBatchSize: provider.getMaxBatchSize(), maxChunkBytes: Number.POSITIVE_INFINITY } } : null;
  } catch {
    return null;
  }
}

/**
 * What a plan reads the same for every entity and target, read once per plan (on its first use): the
 * settings (a snapshot of the extension's domain), the glossary, the custom fields, and whether the
 * memory holds any translation at all. A plan of the demo catalogue read them per entity, about 60
 * statements one after the other. With them, the characters its entities and targets keep as
 * themselves to take each text once (FirstOccurrences), shared.
 */
interface PlanReads {
  settings: SettingsReader;
  glossary(): Promise<GlossaryEntry[]>;
  customFields(): Promise<Map<string, TextFormat>>;
  memoryHoldsTranslations(): Promise<boolean>;
  keptCharacters: KeptCharacters;
}

function planReads(db: TranslateDb, settings: SettingsReader): PlanReads {
  let glossary: Promise<GlossaryEntry[]> | null = null;
  let customFields: Promise<Map<string, TextFormat>> | null = null;
  let holdsTranslations: Promise<boolean> | null = null;
  return {
    settings,
    glossary: () => (glossary ??= loadGlossary(db)),
    customFields: () => (customFields ??= translatableCustomFields(db)),
    memoryHoldsTranslations: () => (holdsTranslations ??= memoryHoldsTranslations(db)),
    keptCharacters: new KeptCharacters(PLAN_KEPT_CHARACTERS),
  };
}

/**
 * The selection's records, page by page, with the texts a run of each would send that neither the
 * memory holds nor an earlier record of the selection sends (the run's own rules: recordWork, memory
 * keys). Reads the content as a run does: about 50 µs of CPU per record on the thirtieth round's machine.
 *
 * When the memory holds no translation at all (a new installation, the first job in a language; asked
 * once per plan), nothing is looked up and, within FirstOccurrences' budget, no short text hashed, as
 * the estimate does: a page's lookup found nothing and took a statement per entity and page.
 */
async function newTextVolumes(
  db: TranslateDb,
  reads: PlanReads,
  request: { source: ContentSource; query: ContentQuery; options: JobConfig['options']; memory: MemoryContext; limits: CallLimits },
): Promise<RecordVolume[]> {
  const { source, query, options, memory, limits } = request;
  // A text's bytes count only against a byte limit; planning asks none (volumePacking), and measuring
  // every text of a large selection took about 45 ms of a 20,000-product plan for nothing.
  const measured = Number.isFinite(limits.maxChunkBytes);
  const fields = source.fields(options);
  const customFields = await reads.customFields();
  const lookUp = await reads.memoryHoldsTranslations();
  const seen = new FirstOccurrences(reads.keptCharacters);
  const volumes: RecordVolume[] = [];
  const page = 1000;
  // A page comes with its records' last writes, read by the same statement (as the estimate reads them).
  // The next page is asked for as soon as a page arrives, before its texts are worked through: on
  // PostgreSQL its statement runs on another connection meanwhile (SQLite answers at once, as before).
  let next: Promise<WrittenPage> | null = source.selectWithLastWrites(db, query, { after: null, limit: page });
  while (next !== null) {
    const { records, last }: WrittenPage = await next;
    const lastId = records[records.length - 1]?.id;
    next = records.length < page || lastId === undefined ? null : source.selectWithLastWrites(db, query, { after: lastId, limit: page });
    // Awaited on the next round; a failure there is reported there, not as unhandled meanwhile.
    next?.catch(() => undefined);
    const units = records.map((record) => recordWork(source, record, fields, options, last, customFields).tasks.flatMap((task) => task.units));
    // A selection this large sends its batches' checks to the check thread: it loads while the plan reads on.
    checkThread.prepareFor(records.length * fields.length);
    const keys = lookUp ? units.map((recordUnits) => recordUnits.map((unit) => memoryKey(memory, unit.text, unit.format))) : null;
    const remembered = keys ? await rememberedKeys(db, [...new Set(keys.flat())]) : null;
    records.forEach((record, index) => {
      const texts: TextVolume[] = [];
      (units[index] ?? []).forEach((unit, position) => {
        const key = keys?.[index]?.[position];
        const first = key === undefined ? seen.firstText(memory, unit.text, unit.format) : !remembered?.has(key) && seen.firstKey(key);
        if (first) texts.push({ format: unit.format, bytes: measured ? Buffer.byteLength(unit.text, 'utf8') : 0 });
      });
      volumes.push({ id: record.id, texts });
    });
  }
  return volumes;
}

interface PlannedBatch {
  entity: string;
  target: ResolvedTarget;
  recordIds: string[];
}

/** Adds the batches to the job and one message per batch to the transaction's outbox. */
async function dispatchBatches(trx: TranslateTx, outbox: MessageOutbox, jobId: string, batches: PlannedBatch[]): Promise<void> {
  const rows: NewBatch[] = batches.map((batch) => ({
    entity: batch.entity,
    sourceLanguageId: batch.target.sourceLanguageId,
    targetLanguageId: batch.target.targetLanguageId,
    providerId: batch.target.providerId,
    recordIds: batch.recordIds,
  }));
  await outbox.addAll((await appendBatches(trx, jobId, rows)).map((batchId) => batchMessage(jobId, batchId)));
}

function split(ids: string[], size: number): string[][] {
  const parts: string[][] = [];
  for (let index = 0; index < ids.length; index += size) parts.push(ids.slice(index, index + size));
  return parts;
}

/**
 * The start message's work: a queued job without batches is split into batches of `batchSize` records
 * per entity and target, its total set, and one message per batch dispatched with the commit. Anything
 * else (cancelled meanwhile, planned by an earlier delivery) is left alone.
 */
export async function planJob(deps: JobDependencies, jobId: string): Promise<void> {
  // The plan reads the extension's settings once, and so do the providers it asks (settings-scope.ts).
  await withSettingsReadOnce(deps.settings, (settings) => planJobWith(deps, planReads(deps.db, settings), jobId));
}

async function planJobWith(deps: JobDependencies, reads: PlanReads, jobId: string): Promise<void> {
  const job = await loadJob(deps.db, jobId);
  if (!job || job.status !== 'queued') return;
  if (await hasBatches(deps.db, jobId)) return;
  const plan = await planRun({ ...deps, settings: reads.settings }, job.config);
  const configured = await configuredBatchSize(reads.settings);
  // Entities and targets are planned independently, a few at once (PAIRS_AT_ONCE); the batches keep
  // the targets' and entities' order.
  const pairs = plan.targets.flatMap((target) => {
    const provider = deps.providers.get(target.providerId);
    if (!provider) return [];
    return plan.entities.flatMap((entity) => {
      const source = contentSource(entity.name);
      return !source || plan.unavailable.has(pairKey(entity.name, target)) ? [] : [{ target, provider, entity, source }];
    });
  });
  const planned = await mapAtMost(pairs, PAIRS_AT_ONCE, async ({ target, provider, entity, source }): Promise<PlannedBatch[]> => {
    const query = contentQuery(target, entity, job.config.options);
    const size = recordsPerMessage(configured, provider, source.fields(job.config.options).length);
    // Packed by the texts the records send when the memory dedupes them job-wide (auto packing only);
    // a message then takes at most PACKED_SIZE_FACTOR times the records it takes by count, which bounds its memory.
    const byVolume = configured === null ? await volumePacking(reads, job.config.options, target, provider) : null;
    const messages = byVolume
      ? packByVolume(
          await newTextVolumes(deps.db, reads, { source, query, options: job.config.options, memory: byVolume.memory, limits: byVolume.limits }),
          byVolume.limits,
          plannedCalls(provider),
          size * PACKED_SIZE_FACTOR,
        )
      : split(await selectionIds(deps.db, source, query), size);
    return messages.map((recordIds) => ({ entity: entity.name, target, recordIds }));
  });
  const batches = planned.flat();
  const total = batches.reduce((sum, batch) => sum + batch.recordIds.length, 0);
  const { undispatched } = await transactionWithMessages(deps.db, deps.queue, async (trx, outbox) => {
    if (!(await startPlannedJob(trx, jobId, total))) return;
    await dispatchBatches(trx, outbox, jobId, batches);
  });
  logUndispatched(deps, jobId, undispatched);
}

/** POST /job/{jobId}/cancel: a queued or running job becomes `cancelled`; the status read again is returned. */
export async function cancelJob(db: TranslateDb, jobId: string): Promise<JobStatus> {
  const status = await cancelStoredJob(db, jobId);
  if (status === null) throw new JobRequestError(404, JOB_ERRORS.notFound);
  return status;
}

/**
 * POST /job/{jobId}/retry: the records that failed entirely are retried (their error rows resolved, the
 * counters taken back, new batches dispatched, the job `queued` again). Error rows of partly translated
 * records (the job wrote some of their fields) stay, and what was written stays unchanged.
 */
export async function retryJob(deps: JobDependencies, jobId: string): Promise<number> {
  const status = await readJobStatus(deps.db, jobId);
  if (status === null) throw new JobRequestError(404, JOB_ERRORS.notFound);
  if (!isCompletedJobStatus(status)) throw new JobRequestError(400, JOB_ERRORS.retryNotCompleted);
  // An import's units came from a file, not from a selection a run could read again.
  if ((await loadJob(deps.db, jobId))?.config.kind === 'import') throw new JobRequestError(400, JOB_ERRORS.retryImport);
  const errors = await readJobErrors(deps.db, jobId);
  const written = await writtenRecords(deps.db, jobId);
  const partly = new Set(written.map((row) => `${row.entity}\u0000${row.languageId}\u0000${row.recordId}`));

  // Failed records per entity and target language.
  const failed = new Map<string, { entity: string; languageId: string; recordIds: Set<string>; errorIds: string[] }>();
  for (const error of errors) {
    if (error.languageId === null || partly.has(`${error.entity}\u0000${error.languageId}\u0000${error.recordId}`)) continue;
    const key = `${error.entity}\u0000${error.languageId}`;
    const group = failed.get(key) ?? { entity: error.entity, languageId: error.languageId, recordIds: new Set<string>(), errorIds: [] };
    group.recordIds.add(error.recordId);
    group.errorIds.push(error.id);
    failed.set(key, group);
  }
  if (failed.size === 0) return 0;

  const job = await loadJob(deps.db, jobId);
  if (!job) throw new JobRequestError(404, JOB_ERRORS.notFound);
  const plan = await planRun(deps, job.config);
  const targets = new Map(plan.targets.map((target) => [target.targetLanguageId, target]));
  const configured = await configuredBatchSize(deps.settings);
  const batches: PlannedBatch[] = [];
  const errorIds: string[] = [];
  for (const group of failed.values()) {
    const target = targets.get(group.languageId);
    // A target that no longer resolves (language deleted) keeps its errors.
    if (!target) continue;
    errorIds.push(...group.errorIds);
    const size = recordsPerMessage(configured, deps.providers.get(target.providerId), contentSource(group.entity)?.fields(job.config.options).length ?? 1);
    for (const recordIds of split([...group.recordIds].sort(), size)) batches.push({ entity: group.entity, target, recordIds });
  }
  const retried = batches.reduce((sum, batch) => sum + batch.recordIds.length, 0);
  if (retried === 0) return 0;

  const { undispatched } = await transactionWithMessages(deps.db, deps.queue, async (trx, outbox) => {
    if (!(await requeueFailedRecords(trx, jobId, retried, errorIds))) throw new JobRequestError(400, JOB_ERRORS.retryNotCompleted);
    await dispatchBatches(trx, outbox, jobId, batches);
  });
  logUndispatched(deps, jobId, undispatched);
  return retried;
}

/** POST /job/{jobId}/revert: dispatches the RevertJobMessage; answers how many applied rows it covers. */
export async function requestRevert(deps: JobDependencies, jobId: string): Promise<number> {
  const status = await readJobStatus(deps.db, jobId);
  if (status === null) throw new JobRequestError(404, JOB_ERRORS.notFound);
  if (isActiveJobStatus(status)) throw new JobRequestError(400, JOB_ERRORS.revertBusy);
  const items = await countAppliedRows(deps.db, jobId);
  if (items === 0) throw new JobRequestError(400, JOB_ERRORS.revertNothing);
  try {
    await deps.queue.add(revertMessage(jobId));
  } catch (error) {
    logUndispatched(deps, jobId, [{ error }]);
  }
  return items;
}

/**
 * The RevertJobMessage's work: the history service reverts every `applied` row of the job whose field
 * still holds the written value (changed fields are skipped and left as they are); then `revertedAt` is recorded.
 */
export async function revertJob(db: TranslateDb, jobId: string): Promise<HistoryResult> {
  const result = await revertJobHistory(db, jobId);
  await markJobReverted(db, jobId);
  return result;
}

/** How long a queued job or a pending batch may wait before the relay dispatches its message again. */
export const STRANDED_AFTER_MS = 2 * 60_000;

/**
 * The scheduled recovery (docs/operations.md, "Queue and workers"): dispatches again the start message of
 * every job still queued without batches, and the message of every pending batch of a queued or running job,
 * that has waited longer than `strandedAfterMs` (default {@link STRANDED_AFTER_MS}). Deduplicated by message
 * id, and every handler is idempotent, so a message that was only slow does no harm.
 */
export async function relayStrandedJobs(deps: JobDependencies, now: Date = new Date(), strandedAfterMs = STRANDED_AFTER_MS): Promise<number> {
  const before = new Date(now.getTime() - strandedAfterMs).toISOString();
  // Both lists are read before anything is dispatched: a relayed start message can plan its job at once,
  // and its new batches are not stranded (read afterwards, they were with a clock set ahead).
  const unplanned = await unplannedJobsBefore(deps.db, before);
  const pending = await pendingBatchesBefore(deps.db, before);
  let relayed = 0;
  for (const jobId of unplanned) {
    await deps.queue.add(startMessage(jobId));
    relayed += 1;
  }
  for (const batch of pending) {
    await deps.queue.add(batchMessage(batch.jobId, batch.batchId));
    relayed += 1;
  }
  // A job whose last batch finished while its finisher died stays running; finishing is idempotent.
  for (const jobId of await runningJobIds(deps.db)) await finishJobIfDone(deps.db, jobId);
  return relayed;
}
