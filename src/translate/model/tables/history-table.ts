import type { ColumnType } from 'kysely';
import type { HISTORY_STATES } from '../entities.js';

/** `applied` (the field holds what was written), `reverted`, `superseded` by a later write, `draft` (waits for review) or `rejected`. */
export type HistoryState = (typeof HISTORY_STATES)[number];

/**
 * `ext_translate_history`: one field write of the service, with the value it replaced. Values are
 * stored as text (JSON values serialised); `sourceHash` tells later whether the source changed since.
 */
export interface HistoryTable {
  id: string;
  /** Null for writes outside a job, or once the job is deleted. */
  jobId: string | null;
  entity: string;
  /** Record id; the translation key for snippets. */
  recordId: string;
  languageId: string;
  field: string;
  previousValue: string | null;
  newValue: string | null;
  sourceHash: string | null;
  state: HistoryState;
  /** The quality check codes of `newValue` as a JSON list (empty when clean); null on rows written before the checks. */
  checks: ColumnType<string | null, string | null | undefined, string | null>;
  /** The source text the value was translated from, as history stores values; null on rows written before. */
  sourceValue: ColumnType<string | null, string | null | undefined, string | null>;
  /** A draft's memory entries, stored when it is approved (JSON, see engine/publish.ts); null when none. */
  memory: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider that translated the written value; null for rows written before it was recorded, or by a revert. */
  providerId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HistoryTableSchema {
  ext_translate_history: HistoryTable;
}
