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
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobErrorTableSchema {
  ext_translate_job_error: JobErrorTable;
}
