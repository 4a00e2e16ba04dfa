import type { ColumnType } from 'kysely';

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
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobBatchTableSchema {
  ext_translate_job_batch: JobBatchTable;
}
