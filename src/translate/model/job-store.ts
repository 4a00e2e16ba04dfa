/**
 * The job store: the one owner of a job's rows (`ext_translate_job`, its batches and its error rows).
 * Only this module creates a job, moves its status, changes its counters and totals and finishes it;
 * the planner, the engine, the relay, cancel, retry and revert report what happened through the named
 * operations below.
 *
 * Status moves (each one guarded by the status it leaves, so concurrent workers cannot undo each other):
 *
 *     queued ──plan──> running ──last batch──> completed | completed_with_errors
 *       │  └─plan, nothing to do─> completed           │
 *       └──────────cancel (queued or running)──> cancelled
 *     completed | completed_with_errors ──retry──> queued
 *
 * Every move into a final status records its webhook event (model/webhook-events.ts) in the same
 * transaction, so the event exists exactly when the status does.
 *
 * Counters: `total` is set when the job is planned; `processed`, `translated`, `skipped` and `failed`
 * grow by a batch's outcome in the transaction that writes the batch; a retry takes back the records it
 * runs again. `characters`, tokens and cost grow as provider calls return (usage accounting).
 *
 * @packageDocumentation
 */
import { sql, type Insertable, type QueryResult, type Selectable } from 'kysely';
import { executeCompiled } from '../../host/db/compiled-statements.js';
import { nowIso } from '../../host/db/database.js';
import { newId } from '../../host/db/ids.js';
import { columnCount, inStatementChunks } from '../../host/db/statement-chunks.js';
import type { JobBatchTable } from './tables/job-batch-table.js';
import type { JobErrorTable } from './tables/job-error-table.js';
import type { JobStatus } from './tables/job-table.js';
import type { TranslateDb, TranslateExecutor, TranslateTx } from './tables/translate-schema.js';
import type { JobConfig } from './job-config.js';
import { recordJobEvent } from './webhook-events.js';

export type { JobStatus };

/** Statuses in which a job still runs: its batches may write, cancel may stop it. */
export const ACTIVE_JOB_STATUSES = ['queued', 'running'] as const satisfies readonly JobStatus[];

/** Statuses a job ends in: a follower stops waiting. */
export const FINAL_JOB_STATUSES: ReadonlySet<JobStatus> = new Set<JobStatus>(['completed', 'completed_with_errors', 'cancelled']);

/** Statuses from which the failed records may be retried. */
const COMPLETED_STATUSES = ['completed', 'completed_with_errors'] as const satisfies readonly JobStatus[];

export function isActiveJobStatus(status: JobStatus | null | undefined): boolean {
  return status === 'queued' || status === 'running';
}

/** Whether a job has completed (with or without errors), so that its failed records may be retried. */
export function isCompletedJobStatus(status: JobStatus | null | undefined): boolean {
  return status === 'completed' || status === 'completed_with_errors';
}

/** A job as the engine reads it. */
export interface StoredJob {
  id: string;
  status: JobStatus;
  config: JobConfig;
}

/** A batch as the engine reads it: the records of one queue message. */
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
  /** Set for a healing pass: what it translates again, and when (docs/jobs.md, "Healing"). */
  heal: BatchHeal | null;
}

/**
 * Why a healing pass waits for its provider (the job page says so); `fallback` for a pass that hands
 * the fields to the next provider of the chain (it waits for nothing).
 */
export const HEAL_REASONS = ['rate_limited', 'overloaded', 'unavailable', 'unreachable', 'fallback'] as const;
export type HealReason = (typeof HEAL_REASONS)[number];

/** What a healing pass translates again and when. */
export interface BatchHeal {
  /** Record id -> the field names that failed with the provider's outage. */
  fields: Record<string, string[]>;
  /** Not before this time (ISO). */
  runAfter: string;
  /** When the outage this pass rides out began (ISO). */
  outageSince: string;
  /** 1 for the first healing pass after a batch, then 2, 3, ... */
  round: number;
  reason: HealReason;
}

/** What a job waits for while healing passes are pending: the job page's "Waiting for DeepL: rate limited; 146 fields will be retried at 12:04". */
export interface JobWaiting {
  providerId: string;
  reason: HealReason;
  fields: number;
  /** The earliest time a pending healing pass runs (ISO). */
  retryAt: string;
}

/** A batch to add to a job: the records of one entity in one target language. */
export interface NewBatch {
  entity: string;
  sourceLanguageId: string;
  targetLanguageId: string;
  providerId: string;
  recordIds: string[];
  /** A healing pass (absent: a batch of whole records, run at once). */
  heal?: BatchHeal;
}

/** What a batch did with its records, added to the job's counters in the batch's transaction. */
export interface BatchCounts {
  processed: number;
  translated: number;
  skipped: number;
  failed: number;
  /** Texts, and their characters, taken from the translation memory instead of a provider. */
  memoryTexts?: number;
  memoryCharacters?: number;
  /** Texts asked for again after they lost placeholders, and those the second answer repaired. */
  placeholderReasks?: number;
  placeholderRepairs?: number;
  /** Records with at least one field a quality check flagged. */
  flagged?: number;
}

/** A per-record (field null) or per-field error of a batch. */
export interface RecordError {
  entity: string;
  recordId: string;
  languageId: string | null;
  field: string | null;
  message: string;
  code: number;
}

/** What one provider call cost, added to the job's totals. */
export interface JobUsage {
  characters: number;
  inputTokens: number;
  outputTokens: number;
  amount: number;
  currency: string;
}

// ---------------------------------------------------------------- creating and reading

/** Inserts a `queued` job in the caller's transaction and returns its id. */
export async function insertQueuedJob(
  trx: TranslateTx,
  job: { providerId: string | null; config: JobConfig; message: string | null; createdBy: string | null },
): Promise<string> {
  const id = newId();
  await trx
    .insertInto('ext_translate_job')
    .values({
      id,
      status: 'queued',
      providerId: job.providerId,
      config: JSON.stringify(job.config),
      sourceLanguageId: job.config.sourceLanguageId,
      targetLanguageIds: JSON.stringify(job.config.targetLanguageIds),
      message: job.message,
      createdBy: job.createdBy,
      createdAt: nowIso(),
    })
    .execute();
  return id;
}

/**
 * Inserts a `running` job with its total in the caller's transaction, for work done in that transaction
 * itself (an import: its outcome is recorded with recordBatchOutcome and finishJobIfDone ends it before
 * the commit, so nobody sees it running). Returns its id.
 */
export async function insertRunningJob(
  trx: TranslateTx,
  job: { config: JobConfig; message: string | null; createdBy: string | null; total: number },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await trx
    .insertInto('ext_translate_job')
    .values({
      id,
      status: 'running',
      providerId: null,
      config: JSON.stringify(job.config),
      sourceLanguageId: job.config.sourceLanguageId,
      targetLanguageIds: JSON.stringify(job.config.targetLanguageIds),
      message: job.message,
      createdBy: job.createdBy,
      total: job.total,
      createdAt: now,
      startedAt: now,
    })
    .execute();
  return id;
}

/** The configs of the jobs still queued (the automation waits while one of its own is). */
export async function queuedJobConfigs(db: TranslateExecutor): Promise<JobConfig[]> {
  const rows = await db.selectFrom('ext_translate_job').select('config').where('status', '=', 'queued').execute();
  return rows.map((row) => JSON.parse(row.config) as JobConfig);
}

/**
 * Records a job that could not start as `cancelled` with its reason, so that it shows in the job list
 * (the automation's failures). Nothing is recorded when a job with the same message was recorded within
 * `quietMs`; answers whether it recorded one.
 */
export async function insertFailedJob(trx: TranslateTx, config: JobConfig, message: string, quietMs: number): Promise<boolean> {
  const since = new Date(Date.now() - quietMs).toISOString();
  const recent = await trx
    .selectFrom('ext_translate_job')
    .select('id')
    .where('status', '=', 'cancelled')
    .where('message', '=', message)
    .where('createdAt', '>', since)
    .executeTakeFirst();
  if (recent) return false;
  const now = nowIso();
  const id = newId();
  await trx
    .insertInto('ext_translate_job')
    .values({
      id,
      status: 'cancelled',
      providerId: config.providerId === '' ? null : config.providerId,
      config: JSON.stringify(config),
      sourceLanguageId: config.sourceLanguageId,
      targetLanguageIds: JSON.stringify(config.targetLanguageIds),
      message,
      createdBy: null,
      createdAt: now,
      finishedAt: now,
    })
    .execute();
  await recordJobEvent(trx, id, 'automation.failed');
  return true;
}

/** A job's status, or null when there is no such job. */
export async function readJobStatus(db: TranslateExecutor, jobId: string): Promise<JobStatus | null> {
  const row = await db.selectFrom('ext_translate_job').select('status').where('id', '=', jobId).executeTakeFirst();
  return row?.status ?? null;
}

export async function loadJob(db: TranslateExecutor, jobId: string): Promise<StoredJob | null> {
  const row = await db.selectFrom('ext_translate_job').select(['id', 'status', 'config']).where('id', '=', jobId).executeTakeFirst();
  return row ? { id: row.id, status: row.status, config: JSON.parse(row.config) as JobConfig } : null;
}

export async function loadBatch(db: TranslateExecutor, batchId: string): Promise<BatchRow | null> {
  const row = await db.selectFrom('ext_translate_job_batch').selectAll().where('id', '=', batchId).executeTakeFirst();
  return row ? batchRow(row) : null;
}

/**
 * A batch with the locale codes of its languages (null for a language that no longer exists) and its job,
 * in one statement: what a batch's run reads first (on PostgreSQL each statement is a round trip and
 * costs both sides about as much CPU as its answer takes).
 */
export async function loadBatchToRun(db: TranslateExecutor, batchId: string): Promise<(BatchRow & { locales: { source: string | null; target: string | null }; job: StoredJob }) | null> {
  // Once per message, as are takeBatch, the job's counters and finishJobIfDone: compiled once (compiled-statements.ts).
  const { rows } = (await executeCompiled(db, 'batch-to-run', { batchId }, (values) =>
    db
      .selectFrom('ext_translate_job_batch as batch')
      .innerJoin('ext_translate_job as job', 'job.id', 'batch.jobId')
      .leftJoin('language as source', 'source.id', 'batch.sourceLanguageId')
      .leftJoin('language as target', 'target.id', 'batch.targetLanguageId')
      .selectAll('batch')
      .select(['job.status as jobStatus', 'job.config as jobConfig', 'source.localeCode as sourceLocale', 'target.localeCode as targetLocale'])
      .where('batch.id', '=', values.batchId),
  )) as QueryResult<Selectable<JobBatchTable> & { jobStatus: JobStatus; jobConfig: string; sourceLocale: string | null; targetLocale: string | null }>;
  const row = rows[0];
  if (!row) return null;
  const locale = (code: unknown) => (typeof code === 'string' ? code : null);
  return {
    ...batchRow(row),
    locales: { source: locale(row.sourceLocale), target: locale(row.targetLocale) },
    job: { id: row.jobId, status: row.jobStatus, config: JSON.parse(row.jobConfig) as JobConfig },
  };
}

function batchRow(row: Selectable<JobBatchTable>): BatchRow {
  return {
    id: row.id,
    jobId: row.jobId,
    seq: Number(row.seq),
    entity: row.entity,
    sourceLanguageId: row.sourceLanguageId,
    targetLanguageId: row.targetLanguageId,
    providerId: row.providerId,
    recordIds: JSON.parse(row.recordIds) as string[],
    status: row.status,
    heal:
      row.fields !== null && row.runAfter !== null
        ? {
            fields: JSON.parse(row.fields) as Record<string, string[]>,
            runAfter: new Date(row.runAfter).toISOString(),
            outageSince: new Date(row.outageSince ?? row.runAfter).toISOString(),
            round: Number(row.healRound),
            reason: (row.healReason ?? 'unavailable') as HealReason,
          }
        : null,
  };
}

/** Whether a job has been planned into batches already. */
export async function hasBatches(db: TranslateExecutor, jobId: string): Promise<boolean> {
  const row = await db.selectFrom('ext_translate_job_batch').select('id').where('jobId', '=', jobId).limit(1).executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- planning and running

/**
 * Adds batches to a job after its last one and returns their ids in order (the caller dispatches one
 * message per id in the same transaction).
 */
export async function appendBatches(trx: TranslateTx, jobId: string, batches: readonly NewBatch[]): Promise<string[]> {
  const last = await trx.selectFrom('ext_translate_job_batch').select((eb) => eb.fn.max('seq').as('seq')).where('jobId', '=', jobId).executeTakeFirst();
  const firstSeq = Number(last?.seq ?? -1) + 1;
  const now = nowIso();
  const rows: Insertable<JobBatchTable>[] = batches.map((batch, index) => ({
    id: newId(),
    jobId,
    seq: firstSeq + index,
    entity: batch.entity,
    sourceLanguageId: batch.sourceLanguageId,
    targetLanguageId: batch.targetLanguageId,
    providerId: batch.providerId,
    recordIds: JSON.stringify(batch.recordIds),
    size: batch.recordIds.length,
    status: 'pending',
    ...(batch.heal
      ? { fields: JSON.stringify(batch.heal.fields), runAfter: batch.heal.runAfter, outageSince: batch.heal.outageSince, healRound: batch.heal.round, healReason: batch.heal.reason }
      : {}),
    createdAt: now,
  }));
  for (const part of inStatementChunks(rows, columnCount(rows))) await trx.insertInto('ext_translate_job_batch').values(part).execute();
  return rows.map((row) => row.id);
}

/**
 * A queued job has been planned with `total` records: it becomes `running` (or `completed` when there
 * is nothing to do). False when the job is no longer queued (cancelled meanwhile, planned by another
 * delivery); the caller then adds no batches.
 */
export async function startPlannedJob(trx: TranslateTx, jobId: string, total: number): Promise<boolean> {
  const now = nowIso();
  const moved = await trx
    .updateTable('ext_translate_job')
    .set({ status: total === 0 ? 'completed' : 'running', total, startedAt: now, finishedAt: total === 0 ? now : null, updatedAt: now })
    .where('id', '=', jobId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  if (total === 0) await recordJobEvent(trx, jobId);
  return true;
}

/** A batch of a queued job (planned, or retried) starts running: the job becomes `running`. */
export async function markJobRunning(db: TranslateExecutor, jobId: string): Promise<void> {
  const now = nowIso();
  await db.updateTable('ext_translate_job').set({ status: 'running', startedAt: now, updatedAt: now }).where('id', '=', jobId).where('status', '=', 'queued').execute();
}

/**
 * Marks a pending batch done inside the transaction that writes its outcome, and answers its job's
 * status as the same statement reads it (the writer writes nothing for a job no longer active; a
 * statement of its own was one more round trip); null when another delivery took the batch first (the
 * caller then writes nothing).
 */
export async function takeBatch(trx: TranslateTx, batchId: string): Promise<{ jobStatus: JobStatus | null } | null> {
  const { rows } = (await executeCompiled(trx, 'take-batch', { batchId, now: nowIso() }, (values) =>
    trx
      .updateTable('ext_translate_job_batch')
      .set({ status: 'done', updatedAt: values.now })
      .where('id', '=', values.batchId)
      .where('status', '=', 'pending')
      .returning((eb) => eb.selectFrom('ext_translate_job').select('ext_translate_job.status').whereRef('ext_translate_job.id', '=', 'ext_translate_job_batch.jobId').as('jobStatus')),
  )) as QueryResult<{ jobStatus: JobStatus | null }>;
  const taken = rows[0];
  return taken ? { jobStatus: taken.jobStatus ?? null } : null;
}

/**
 * A batch's outcome, in the transaction that writes its fields: its error rows and its counts. The
 * errors belong to the batch's job.
 */
export async function recordBatchOutcome(trx: TranslateTx, jobId: string, counts: BatchCounts, errors: readonly RecordError[]): Promise<void> {
  const now = nowIso();
  const rows: Insertable<JobErrorTable>[] = errors.map((error) => ({ id: newId(), jobId, ...error, createdAt: now }));
  for (const part of inStatementChunks(rows, columnCount(rows))) await trx.insertInto('ext_translate_job_error').values(part).execute();
  const values = {
    jobId,
    now,
    processed: counts.processed,
    translated: counts.translated,
    skipped: counts.skipped,
    failed: counts.failed,
    memoryTexts: counts.memoryTexts ?? 0,
    memoryCharacters: counts.memoryCharacters ?? 0,
    placeholderReasks: counts.placeholderReasks ?? 0,
    placeholderRepairs: counts.placeholderRepairs ?? 0,
    flagged: counts.flagged ?? 0,
  };
  await executeCompiled(trx, 'batch-counts', values, (v) =>
    trx
      .updateTable('ext_translate_job')
      .set({
        processed: sql`processed + ${v.processed}`,
        translated: sql`translated + ${v.translated}`,
        skipped: sql`skipped + ${v.skipped}`,
        failed: sql`failed + ${v.failed}`,
        memoryTexts: sql`memory_texts + ${v.memoryTexts}`,
        memoryCharacters: sql`memory_characters + ${v.memoryCharacters}`,
        placeholderReasks: sql`placeholder_reasks + ${v.placeholderReasks}`,
        placeholderRepairs: sql`placeholder_repairs + ${v.placeholderRepairs}`,
        flagged: sql`flagged + ${v.flagged}`,
        updatedAt: v.now,
      })
      .where('id', '=', v.jobId),
  );
}

/** A record of a healing pass after its run: whether it wrote a field now and what failed again. */
export interface HealedRecord {
  recordId: string;
  wrote: boolean;
  /** The record's errors of this pass (fields of the pass, or the whole record with field null). */
  errors: readonly RecordError[];
  /** Whether the job had written a field of the record before this pass. */
  writtenBefore: boolean;
}

/**
 * A healing pass's outcome, in the transaction that writes its fields (docs/jobs.md, "Healing"). The
 * error rows of the pass's fields that did not fail again are resolved (kept, no longer counted); a
 * field that failed again keeps its row with the new message; a record counted `failed` that is now
 * written moves to `translated` (to `skipped` when nothing of it is left to write).
 */
export async function recordHealOutcome(
  trx: TranslateTx,
  batch: Pick<BatchRow, 'jobId' | 'entity' | 'targetLanguageId'> & { heal: BatchHeal },
  records: readonly HealedRecord[],
  counts: Omit<BatchCounts, 'processed' | 'translated' | 'skipped' | 'failed'>,
): Promise<void> {
  const now = nowIso();
  const delta = { translated: 0, skipped: 0, failed: 0 };
  const fresh: Insertable<JobErrorTable>[] = [];
  for (const part of inStatementChunks(records, 1, 4)) {
    const rows = await trx
      .selectFrom('ext_translate_job_error')
      .select(['id', 'recordId', 'field'])
      .where('jobId', '=', batch.jobId)
      .where('entity', '=', batch.entity)
      .where('languageId', '=', batch.targetLanguageId)
      .where('recordId', 'in', part.map((record) => record.recordId))
      .where('resolvedAt', 'is', null)
      .execute();
    const resolved: string[] = [];
    for (const record of part) {
      const healed = new Set(batch.heal.fields[record.recordId] ?? []);
      const failedAgain = new Map(record.errors.map((error) => [error.field, error]));
      const own = rows.filter((row) => row.recordId === record.recordId);
      let open = 0;
      for (const row of own) {
        const again = row.field === null ? undefined : failedAgain.get(row.field);
        if (row.field !== null && healed.has(row.field) && !again) resolved.push(row.id);
        else {
          open += 1;
          if (again) {
            await trx.updateTable('ext_translate_job_error').set({ message: again.message, code: again.code, updatedAt: now }).where('id', '=', row.id).execute();
            failedAgain.delete(row.field);
          }
        }
      }
      // What failed now without a row of its own (the whole record: its source or target vanished).
      for (const error of failedAgain.values()) {
        fresh.push({ id: newId(), jobId: batch.jobId, ...error, createdAt: now });
        open += 1;
      }
      const before = record.writtenBefore ? 'translated' : 'failed';
      const after = record.writtenBefore || record.wrote ? 'translated' : open > 0 ? 'failed' : 'skipped';
      if (before !== after) {
        delta[before] -= 1;
        delta[after] += 1;
      }
    }
    for (const ids of inStatementChunks(resolved, 1)) await trx.updateTable('ext_translate_job_error').set({ resolvedAt: now, updatedAt: now }).where('id', 'in', ids).execute();
  }
  for (const part of inStatementChunks(fresh, columnCount(fresh))) await trx.insertInto('ext_translate_job_error').values(part).execute();
  await trx
    .updateTable('ext_translate_job')
    .set({
      translated: sql`translated + ${delta.translated}`,
      skipped: sql`skipped + ${delta.skipped}`,
      failed: sql`case when failed + ${delta.failed} >= 0 then failed + ${delta.failed} else 0 end`,
      memoryTexts: sql`memory_texts + ${counts.memoryTexts ?? 0}`,
      memoryCharacters: sql`memory_characters + ${counts.memoryCharacters ?? 0}`,
      flagged: sql`flagged + ${counts.flagged ?? 0}`,
      placeholderReasks: sql`placeholder_reasks + ${counts.placeholderReasks ?? 0}`,
      placeholderRepairs: sql`placeholder_repairs + ${counts.placeholderRepairs ?? 0}`,
      updatedAt: now,
    })
    .where('id', '=', batch.jobId)
    .execute();
}

/**
 * Sets what a job waits for from its pending healing passes (null when none is pending), in the
 * transaction that adds or takes one.
 */
export async function refreshJobWaiting(trx: TranslateTx, jobId: string): Promise<JobWaiting | null> {
  const rows = await trx
    .selectFrom('ext_translate_job_batch')
    .select(['providerId', 'fields', 'runAfter', 'healReason'])
    .where('jobId', '=', jobId)
    .where('status', '=', 'pending')
    .where('runAfter', 'is not', null)
    .where((eb) => eb.or([eb('healReason', 'is', null), eb('healReason', '<>', 'fallback')]))
    .execute();
  let waiting: JobWaiting | null = null;
  for (const row of rows) {
    const fields = Object.values(JSON.parse(row.fields ?? '{}') as Record<string, string[]>).reduce((sum, names) => sum + names.length, 0);
    const retryAt = new Date(row.runAfter as string).toISOString();
    if (waiting === null) waiting = { providerId: row.providerId, reason: (row.healReason ?? 'unavailable') as HealReason, fields, retryAt };
    else {
      waiting.fields += fields;
      if (retryAt < waiting.retryAt) Object.assign(waiting, { retryAt, providerId: row.providerId, reason: row.healReason ?? waiting.reason });
    }
  }
  await trx.updateTable('ext_translate_job').set({ waiting: waiting === null ? null : JSON.stringify(waiting) }).where('id', '=', jobId).execute();
  return waiting;
}

/** One provider call's usage, added to the job's totals in the accounting transaction. */
export async function addJobUsage(trx: TranslateTx, jobId: string, usage: JobUsage, timestamp: string): Promise<void> {
  const { characters, inputTokens, outputTokens, amount, currency } = usage;
  // Twice per provider call (its reservation and its report): the statement is compiled once.
  await executeCompiled(trx, 'job-usage', { jobId, characters, inputTokens, outputTokens, amount, currency, timestamp }, (values) =>
    trx
      .updateTable('ext_translate_job')
      .set({
        characters: sql`characters + ${values.characters}`,
        inputTokens: sql`input_tokens + ${values.inputTokens}`,
        outputTokens: sql`output_tokens + ${values.outputTokens}`,
        // A job's total takes the currency of its first costed call (every batch refuses a second one).
        costCurrency: sql`case when cost_amount = 0 then ${values.currency} else cost_currency end`,
        costAmount: sql`case when cost_amount = 0 or cost_currency = ${values.currency} then cost_amount + ${values.amount} else cost_amount end`,
        updatedAt: values.timestamp,
      })
      .where('id', '=', values.jobId),
  );
}

/**
 * Ends a running job when none of its batches is pending: `completed_with_errors` when it has error
 * rows, else `completed`. Safe to call from several workers at once (the update only moves a job that
 * is still queued or running).
 */
export async function finishJobIfDone(db: TranslateDb, jobId: string): Promise<void> {
  const { rows: pending } = await executeCompiled(db, 'job-pending-batch', { jobId }, (values) =>
    db.selectFrom('ext_translate_job_batch').select('id').where('jobId', '=', values.jobId).where('status', '=', 'pending').limit(1),
  );
  if (pending.length > 0) return;
  const error = await db.selectFrom('ext_translate_job_error').select('id').where('jobId', '=', jobId).where('resolvedAt', 'is', null).limit(1).executeTakeFirst();
  const now = nowIso();
  const finish = async (trx: TranslateTx) => {
    const moved = await trx
      .updateTable('ext_translate_job')
      .set({ status: error ? 'completed_with_errors' : 'completed', waiting: null, finishedAt: now, updatedAt: now })
      .where('id', '=', jobId)
      .where('status', 'in', ACTIVE_JOB_STATUSES)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) await recordJobEvent(trx, jobId);
  };
  // Called inside a transaction (an import's), the move and its event join it; else they get their own.
  if (db.isTransaction) await finish(db as TranslateTx);
  else await db.transaction().execute(finish);
}

// ---------------------------------------------------------------- cancel, retry, revert

/** A queued or running job becomes `cancelled`; answers the status read again (null: no such job). */
export async function cancelJob(db: TranslateDb, jobId: string): Promise<JobStatus | null> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('ext_translate_job')
      .set({ status: 'cancelled', waiting: null, finishedAt: now, updatedAt: now })
      .where('id', '=', jobId)
      .where('status', 'in', ACTIVE_JOB_STATUSES)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) await recordJobEvent(trx, jobId);
  });
  return readJobStatus(db, jobId);
}

/** A job's error rows, for the retry to pick the records that failed entirely. */
export async function readJobErrors(db: TranslateExecutor, jobId: string): Promise<{ id: string; entity: string; recordId: string; languageId: string | null }[]> {
  return db.selectFrom('ext_translate_job_error').select(['id', 'entity', 'recordId', 'languageId']).where('jobId', '=', jobId).where('resolvedAt', 'is', null).execute();
}

/**
 * A completed job runs `records` failed records again: it becomes `queued`, those records leave
 * `processed` and `failed`, and their error rows (`errorIds`) are resolved. False when the job is no
 * longer completed (the caller rolls back).
 */
export async function requeueFailedRecords(trx: TranslateTx, jobId: string, records: number, errorIds: readonly string[]): Promise<boolean> {
  const moved = await trx
    .updateTable('ext_translate_job')
    .set({
      status: 'queued',
      processed: sql`processed - ${records}`,
      failed: sql`case when failed >= ${records} then failed - ${records} else 0 end`,
      finishedAt: null,
      updatedAt: nowIso(),
    })
    .where('id', '=', jobId)
    .where('status', 'in', COMPLETED_STATUSES)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  // Kept for the record, no longer counted: the retried records get rows of their own if they fail again.
  const now = nowIso();
  for (const part of inStatementChunks(errorIds, 1)) await trx.updateTable('ext_translate_job_error').set({ resolvedAt: now, updatedAt: now }).where('id', 'in', part).execute();
  return true;
}

/** The RevertJobMessage has run: records when. The status stays. */
export async function markJobReverted(db: TranslateDb, jobId: string): Promise<void> {
  const now = nowIso();
  await db.updateTable('ext_translate_job').set({ revertedAt: now, updatedAt: now }).where('id', '=', jobId).execute();
}

// ---------------------------------------------------------------- relay

/** Queued jobs created before `before` that have no batch yet (their start message may be lost). */
export async function unplannedJobsBefore(db: TranslateDb, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ext_translate_job as job')
    .select('job.id')
    .where('job.status', '=', 'queued')
    .where('job.createdAt', '<', before)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ext_translate_job_batch as batch').select('batch.id').whereRef('batch.jobId', '=', 'job.id'))))
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Pending batches of queued or running jobs created before `before` (their message may be lost); a
 * healing pass only once its time has come (its message is delayed until then).
 */
export async function pendingBatchesBefore(db: TranslateDb, before: string): Promise<{ jobId: string; batchId: string }[]> {
  return db
    .selectFrom('ext_translate_job_batch as batch')
    .innerJoin('ext_translate_job as job', 'job.id', 'batch.jobId')
    .select(['batch.id as batchId', 'batch.jobId as jobId'])
    .where('batch.status', '=', 'pending')
    .where('job.status', 'in', ACTIVE_JOB_STATUSES)
    .where('batch.createdAt', '<', before)
    .where((eb) => eb.or([eb('batch.runAfter', 'is', null), eb('batch.runAfter', '<', before)]))
    .execute();
}

/** The ids of the running jobs. */
export async function runningJobIds(db: TranslateDb): Promise<string[]> {
  return (await db.selectFrom('ext_translate_job').select('id').where('status', '=', 'running').execute()).map((row) => row.id);
}
