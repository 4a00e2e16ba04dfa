import type { ColumnType, Generated } from 'kysely';

export type BatchStatus = 'pending' | 'done';

/**
 * `ext_translate_job_batch`: the records of one queue message of a job. A batch is `pending` until the
 * transaction that writes its fields marks it `done`, so a redelivered message finds it done and writes
 * nothing twice; the job is finished when no batch of it is pending.
 */
export interface JobBatchTable {
  id: string;
  jobId: string;
  /** Order of planning; a retry appends batches after the last one. */
  seq: number;
  entity: string;
  sourceLanguageId: string;
  targetLanguageId: string;
  providerId: string;
  /** JSON list of record ids (translation keys for snippets). */
  recordIds: string;
  size: number;
  status: BatchStatus;
  /**
   * A healing pass (docs/jobs.md, "Healing"): JSON map record id -> the field names it translates
   * again; null for a batch of whole records.
   */
  fields: ColumnType<string | null, string | null | undefined, string | null>;
  /** A healing pass runs no earlier than this (the provider's pause); null: at once. */
  runAfter: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the provider's outage that this healing pass rides out began. */
  outageSince: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0 for a planned batch; 1, 2, ... for the healing passes after it. */
  healRound: Generated<number>;
  /** Why the provider is waited for (`rate_limited`, `overloaded`, `unavailable`, `unreachable`). */
  healReason: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobBatchTableSchema {
  ext_translate_job_batch: JobBatchTable;
}
