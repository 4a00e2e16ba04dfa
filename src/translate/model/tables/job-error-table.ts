import type { ColumnType } from 'kysely';

/** `ext_translate_job_error`: why a record (or one of its fields) of a job was not written. */
export interface JobErrorTable {
  id: string;
  jobId: string;
  entity: string;
  /** Record id; the translation key for snippets. */
  recordId: string;
  languageId: string | null;
  /** Null when the whole record failed. */
  field: string | null;
  message: string;
  /** The provider's error code; 0 for the engine's own errors. */
  code: number | null;
  createdAt: string;
  /** Set when a healing pass or a retry wrote (or no longer needed) what failed: the row is kept, not counted. */
  resolvedAt: ColumnType<string | null, string | null | undefined, string | null>;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobErrorTableSchema {
  ext_translate_job_error: JobErrorTable;
}
