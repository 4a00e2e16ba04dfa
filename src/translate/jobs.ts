/**
 * Translation jobs (spec "States and transitions", DESIGN.md section 6): creation, planning into
 * batches, cancel, retry of failed items, revert through a RevertJobMessage, and the scheduled relay of
 * jobs whose queue message was lost.
 *
 * Messages never carry content or secrets, only ids: `ext_translate.start_job` {jobId} plans a queued
 * job; `ext_translate.translate_batch` {jobId, batchId} runs one batch; `ext_translate.revert_job`
 * {jobId} (the RevertJobMessage) reverts a job's applied history.
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../host/db/database.js';
import { nowIso } from '../host/db/database.js';
import { newId, normalizeId } from '../host/db/ids.js';
import type { Queue, QueueMessage } from '../host/queue/queue.js';
import { transactionWithMessages, type MessageOutbox } from '../host/queue/transaction-with-messages.js';
import { finishJobIfDone } from './engine/run-batch.js';
import { SNIPPET_ENTITY, selectRecordIds, selectSnippets, snippetSetFor, translatableEntity } from './engine/select.js';
import { moveHistory, type HistoryResult } from './engine/write.js';
import { readBatchSize } from './estimate.js';
import type { JobConfig } from './job-config.js';
import { planRun, type ResolvedTarget, type RunDependencies } from './plan-run.js';
import { BLOCKING_WARNINGS } from './warnings.js';

export const MESSAGES = {
  startJob: 'ext_translate.start_job',
  translateBatch: 'ext_translate.translate_batch',
  revertJob: 'ext_translate.revert_job',
} as const;

export const JOB_ERRORS = {
  invalidId: 'Invalid job id.',
  notFound: 'Translation job not found.',
  retryNotCompleted: 'Only completed jobs can retry failed items.',
  revertBusy: 'The job is still queued or running and cannot be reverted yet.',
  revertNothing: 'The job has no revertible history rows.',
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
  queue: Queue;
  logger: { warn(details: Record<string, unknown>, message: string): void };
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'completed_with_errors' | 'cancelled';

export function startMessage(jobId: string): QueueMessage {
  return { name: MESSAGES.startJob, payload: { jobId }, id: `${MESSAGES.startJob}:${jobId}` };
}

export function batchMessage(jobId: string, batchId: string): QueueMessage {
  return { name: MESSAGES.translateBatch, payload: { jobId, batchId }, id: `${MESSAGES.translateBatch}:${batchId}` };
}

export function revertMessage(jobId: string): QueueMessage {
  return { name: MESSAGES.revertJob, payload: { jobId }, id: `${MESSAGES.revertJob}:${jobId}` };
}

function logUndispatched(deps: JobDependencies, jobId: string, undispatched: { error: unknown }[]): void {
  for (const { error } of undispatched) {
    deps.logger.warn({ jobId, err: error instanceof Error ? error.message : String(error) }, 'queue dispatch failed; the scheduled relay will dispatch it');
  }
}

/** The job id of a route parameter, lower-cased and validated (spec: cancel and revert). */
export function parseJobId(raw: string): string {
  const id = normalizeId(raw.toLowerCase());
  if (id === null) throw new JobRequestError(400, JOB_ERRORS.invalidId);
  return id;
}

async function jobStatus(db: Db | Tx, jobId: string): Promise<JobStatus | null> {
  const row = await db.selectFrom('ext_translate_job').select('status').where('id', '=', jobId).executeTakeFirst();
  return (row?.status as JobStatus | undefined) ?? null;
}

/**
 * POST /job: refuses a config that cannot run (no entity, no target, an unsupported entity, a missing
 * target language, an unknown, unconfigured or unmappable provider), then commits a queued row and
 * dispatches the start message. A failed dispatch still answers with the id; the relay picks it up.
 */
export async function createJob(deps: JobDependencies, config: JobConfig, createdBy: string | null): Promise<string> {
  if (config.entities.length === 0) throw new JobRequestError(400, JOB_ERRORS.noEntities);
  if (config.targetLanguageIds.length === 0) throw new JobRequestError(400, JOB_ERRORS.noTargets);
  const plan = await planRun(deps, config);
  const blocking = plan.warnings.find((item) => BLOCKING_WARNINGS.has(item.code));
  if (blocking) throw new JobRequestError(400, blocking.message);
  const providers = [...new Set(plan.targets.map((target) => target.providerId))];
  const jobId = newId();
  const { undispatched } = await transactionWithMessages(deps.db, deps.queue, async (trx, outbox) => {
    await trx
      .insertInto('ext_translate_job')
      .values({
        id: jobId,
        status: 'queued',
        // The column names the provider when one serves every target; per-language routing leaves it null.
        providerId: config.providerId !== '' ? config.providerId : providers.length === 1 ? providers[0] : null,
        config: JSON.stringify(config),
        sourceLanguageId: config.sourceLanguageId,
        targetLanguageIds: JSON.stringify(config.targetLanguageIds),
        message: plan.warnings.length > 0 ? plan.warnings.map((item) => item.message).join(' ') : null,
        createdBy,
        createdAt: nowIso(),
      })
      .execute();
    await outbox.add(startMessage(jobId));
  });
  logUndispatched(deps, jobId, undispatched);
  return jobId;
}

/** The record ids (translation keys for snippets) an entity selection covers in one target. */
async function selectionIds(db: Db, entity: JobConfig['entities'][number], target: ResolvedTarget): Promise<string[]> {
  const ids: string[] = [];
  const page = 1000;
  if (entity.name === SNIPPET_ENTITY) {
    let afterKey: string | null = null;
    for (;;) {
      const rows = await selectSnippets(db, { scope: entity.scope, ids: entity.ids, sourceLocale: target.sourceLocale, targetLocale: target.targetLocale }, { afterKey, limit: page });
      if (!rows || rows.length === 0) return ids;
      ids.push(...rows.map((row) => row.id));
      if (rows.length < page) return ids;
      afterKey = rows[rows.length - 1]?.id ?? null;
    }
  }
  const definition = translatableEntity(entity.name);
  if (!definition) return ids;
  let afterId: string | null = null;
  for (;;) {
    const rows = await selectRecordIds(
      db,
      definition,
      { scope: entity.scope, ids: entity.ids, sourceLanguageId: target.sourceLanguageId, targetLanguageId: target.targetLanguageId },
      { afterId, limit: page },
    );
    ids.push(...rows);
    if (rows.length < page) return ids;
    afterId = rows[rows.length - 1] ?? null;
  }
}

interface PlannedBatch {
  entity: string;
  target: ResolvedTarget;
  recordIds: string[];
}

async function insertBatches(trx: Tx, outbox: MessageOutbox, jobId: string, batches: PlannedBatch[], firstSeq: number): Promise<void> {
  const now = nowIso();
  const rows = batches.map((batch, index) => ({
    id: newId(),
    jobId,
    seq: firstSeq + index,
    entity: batch.entity,
    sourceLanguageId: batch.target.sourceLanguageId,
    targetLanguageId: batch.target.targetLanguageId,
    providerId: batch.target.providerId,
    recordIds: JSON.stringify(batch.recordIds),
    size: batch.recordIds.length,
    status: 'pending',
    createdAt: now,
  }));
  for (let index = 0; index < rows.length; index += 200) await trx.insertInto('ext_translate_job_batch').values(rows.slice(index, index + 200)).execute();
  for (const row of rows) await outbox.add(batchMessage(jobId, row.id));
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
  const row = await deps.db.selectFrom('ext_translate_job').select(['status', 'config']).where('id', '=', jobId).executeTakeFirst();
  if (!row || row.status !== 'queued') return;
  const planned = await deps.db.selectFrom('ext_translate_job_batch').select('id').where('jobId', '=', jobId).limit(1).executeTakeFirst();
  if (planned) return;
  const config = JSON.parse(row.config as string) as JobConfig;
  const plan = await planRun(deps, config);
  const batchSize = await readBatchSize(deps.settings);
  const batches: PlannedBatch[] = [];
  for (const target of plan.targets) {
    if (!deps.providers.get(target.providerId)) continue;
    for (const entity of plan.entities) {
      if (entity.name === SNIPPET_ENTITY) {
        const sets = await Promise.all([snippetSetFor(deps.db, target.sourceLocale), snippetSetFor(deps.db, target.targetLocale)]);
        if (sets.includes(null)) continue;
      }
      for (const recordIds of split(await selectionIds(deps.db, entity, target), batchSize)) batches.push({ entity: entity.name, target, recordIds });
    }
  }
  const total = batches.reduce((sum, batch) => sum + batch.recordIds.length, 0);
  const { undispatched } = await transactionWithMessages(deps.db, deps.queue, async (trx, outbox) => {
    const now = nowIso();
    const moved = await trx
      .updateTable('ext_translate_job')
      .set({ status: total === 0 ? 'completed' : 'running', total, startedAt: now, finishedAt: total === 0 ? now : null, updatedAt: now })
      .where('id', '=', jobId)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    await insertBatches(trx, outbox, jobId, batches, 0);
  });
  logUndispatched(deps, jobId, undispatched);
}

/** POST /job/{jobId}/cancel: a queued or running job becomes `cancelled`; the status read again is returned. */
export async function cancelJob(db: Db, jobId: string): Promise<JobStatus> {
  const now = nowIso();
  await db
    .updateTable('ext_translate_job')
    .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  const status = await jobStatus(db, jobId);
  if (status === null) throw new JobRequestError(404, JOB_ERRORS.notFound);
  return status;
}

/**
 * POST /job/{jobId}/retry: the records that failed entirely are retried (their error rows removed, the
 * counters taken back, new batches dispatched, the job `queued` again). Error rows of partly translated
 * records (the job wrote some of their fields) stay, and what was written stays unchanged.
 */
export async function retryJob(deps: JobDependencies, jobId: string): Promise<number> {
  const status = await jobStatus(deps.db, jobId);
  if (status === null) throw new JobRequestError(404, JOB_ERRORS.notFound);
  if (status !== 'completed' && status !== 'completed_with_errors') throw new JobRequestError(400, JOB_ERRORS.retryNotCompleted);
  const errors = (await deps.db
    .selectFrom('ext_translate_job_error')
    .select(['id', 'entity', 'recordId', 'languageId'])
    .where('jobId', '=', jobId)
    .execute()) as { id: string; entity: string; recordId: string; languageId: string | null }[];
  const written = (await deps.db
    .selectFrom('ext_translate_history')
    .select(['entity', 'recordId', 'languageId'])
    .where('jobId', '=', jobId)
    .distinct()
    .execute()) as { entity: string; recordId: string; languageId: string }[];
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

  const row = await deps.db.selectFrom('ext_translate_job').select('config').where('id', '=', jobId).executeTakeFirstOrThrow();
  const config = JSON.parse(row.config as string) as JobConfig;
  const plan = await planRun(deps, config);
  const targets = new Map(plan.targets.map((target) => [target.targetLanguageId, target]));
  const batchSize = await readBatchSize(deps.settings);
  const batches: PlannedBatch[] = [];
  const errorIds: string[] = [];
  for (const group of failed.values()) {
    const target = targets.get(group.languageId);
    // A target that no longer resolves (language deleted) keeps its errors.
    if (!target) continue;
    errorIds.push(...group.errorIds);
    for (const recordIds of split([...group.recordIds].sort(), batchSize)) batches.push({ entity: group.entity, target, recordIds });
  }
  const retried = batches.reduce((sum, batch) => sum + batch.recordIds.length, 0);
  if (retried === 0) return 0;

  const { undispatched } = await transactionWithMessages(deps.db, deps.queue, async (trx, outbox) => {
    const now = nowIso();
    const moved = await trx
      .updateTable('ext_translate_job')
      .set({
        status: 'queued',
        processed: sql`processed - ${retried}`,
        failed: sql`case when failed >= ${retried} then failed - ${retried} else 0 end`,
        finishedAt: null,
        updatedAt: now,
      })
      .where('id', '=', jobId)
      .where('status', 'in', ['completed', 'completed_with_errors'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new JobRequestError(400, JOB_ERRORS.retryNotCompleted);
    for (let index = 0; index < errorIds.length; index += 500) {
      await trx.deleteFrom('ext_translate_job_error').where('id', 'in', errorIds.slice(index, index + 500)).execute();
    }
    const last = await trx.selectFrom('ext_translate_job_batch').select((eb) => eb.fn.max('seq').as('seq')).where('jobId', '=', jobId).executeTakeFirst();
    await insertBatches(trx, outbox, jobId, batches, Number(last?.seq ?? -1) + 1);
  });
  logUndispatched(deps, jobId, undispatched);
  return retried;
}

/** POST /job/{jobId}/revert: dispatches the RevertJobMessage; answers how many applied rows it covers. */
export async function requestRevert(deps: JobDependencies, jobId: string): Promise<number> {
  const status = await jobStatus(deps.db, jobId);
  if (status === null) throw new JobRequestError(404, JOB_ERRORS.notFound);
  if (status === 'queued' || status === 'running') throw new JobRequestError(400, JOB_ERRORS.revertBusy);
  const counted = await deps.db
    .selectFrom('ext_translate_history')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('jobId', '=', jobId)
    .where('state', '=', 'applied')
    .executeTakeFirst();
  const items = Number((counted as { count?: unknown } | undefined)?.count ?? 0);
  if (items === 0) throw new JobRequestError(400, JOB_ERRORS.revertNothing);
  try {
    await deps.queue.add(revertMessage(jobId));
  } catch (error) {
    logUndispatched(deps, jobId, [{ error }]);
  }
  return items;
}

/** Rows reverted per transaction by the RevertJobMessage (the history routes' own limit). */
export const REVERT_PAGE = 200;

/**
 * The RevertJobMessage's work: every `applied` history row of the job is reverted where its field
 * still holds the written value; changed fields are skipped and left as they are. Records `revertedAt`.
 */
export async function revertJob(db: Db, jobId: string): Promise<HistoryResult> {
  const total: HistoryResult = { done: 0, skipped: [] };
  let afterId = '';
  for (;;) {
    const ids = (
      await db
        .selectFrom('ext_translate_history')
        .select('id')
        .where('jobId', '=', jobId)
        .where('state', '=', 'applied')
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(REVERT_PAGE)
        .execute()
    ).map((row) => row.id as string);
    if (ids.length === 0) break;
    const result = await db.transaction().execute((trx) => moveHistory(trx, ids, 'revert'));
    total.done += result.done;
    total.skipped.push(...result.skipped);
    afterId = ids[ids.length - 1] as string;
  }
  await db.updateTable('ext_translate_job').set({ revertedAt: nowIso(), updatedAt: nowIso() }).where('id', '=', jobId).execute();
  return total;
}

/** How long a queued job or a pending batch may wait before the relay dispatches its message again. */
export const STRANDED_AFTER_MS = 2 * 60_000;

/**
 * The scheduled recovery (spec Events 1): dispatches again the start message of every job still queued
 * without batches, and the message of every pending batch of a queued or running job, that has waited
 * longer than `strandedAfterMs` (default {@link STRANDED_AFTER_MS}). Deduplicated by message id, and
 * every handler is idempotent, so a message that was only slow does no harm.
 */
export async function relayStrandedJobs(deps: JobDependencies, now: Date = new Date(), strandedAfterMs = STRANDED_AFTER_MS): Promise<number> {
  const before = new Date(now.getTime() - strandedAfterMs).toISOString();
  let relayed = 0;
  const queued = await deps.db
    .selectFrom('ext_translate_job as job')
    .select('job.id')
    .where('job.status', '=', 'queued')
    .where('job.createdAt', '<', before)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ext_translate_job_batch as batch').select('batch.id').whereRef('batch.jobId', '=', 'job.id'))))
    .execute();
  for (const job of queued) {
    await deps.queue.add(startMessage(job.id as string));
    relayed += 1;
  }
  const pending = await deps.db
    .selectFrom('ext_translate_job_batch as batch')
    .innerJoin('ext_translate_job as job', 'job.id', 'batch.jobId')
    .select(['batch.id as batchId', 'batch.jobId as jobId'])
    .where('batch.status', '=', 'pending')
    .where('job.status', 'in', ['queued', 'running'])
    .where('batch.createdAt', '<', before)
    .execute();
  for (const batch of pending) {
    await deps.queue.add(batchMessage(batch.jobId as string, batch.batchId as string));
    relayed += 1;
  }
  // A job whose last batch finished while its finisher died stays running; finishing is idempotent.
  const running = await deps.db.selectFrom('ext_translate_job').select('id').where('status', '=', 'running').execute();
  for (const job of running) await finishJobIfDone(deps.db, job.id as string);
  return relayed;
}
