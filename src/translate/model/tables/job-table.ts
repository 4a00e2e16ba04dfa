import type { ColumnType, Generated } from 'kysely';
import type { JOB_STATUSES } from '../entities.js';

/** A job's status. The list lives with the job's entity definition, which the host validates against. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * `ext_translate_job`: one translation job. Only the job store (src/translate/model/job-store.ts) writes it.
 * Counters and totals default to 0; `config` and `targetLanguageIds` are JSON text.
 */
export interface JobTable {
  id: string;
  status: JobStatus;
  /** The provider when one serves every target; null with per-language routing. */
  providerId: string | null;
  /** The normalised JobConfig as JSON text. */
  config: string;
  sourceLanguageId: string | null;
  /** JSON list of language ids. */
  targetLanguageIds: string;
  total: Generated<number>;
  processed: Generated<number>;
  translated: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  characters: Generated<number>;
  inputTokens: Generated<number>;
  outputTokens: Generated<number>;
  costAmount: Generated<number>;
  costCurrency: Generated<string>;
  /** Texts (and their characters) the job took from the translation memory instead of a provider. */
  memoryTexts: Generated<number>;
  memoryCharacters: Generated<number>;
  /** Texts asked for again after their translation lost placeholders, and those repaired by it. */
  placeholderReasks: Generated<number>;
  placeholderRepairs: Generated<number>;
  /** Records with at least one field a quality check flagged. */
  flagged: Generated<number>;
  /** The plan's warnings, joined. */
  message: string | null;
  createdBy: string | null;
  /**
   * JSON {providerId, reason, fields, retryAt} while healing passes wait for the provider (docs/jobs.md,
   * "Healing"); null otherwise.
   */
  waiting: ColumnType<string | null, string | null | undefined, string | null>;
  startedAt: ColumnType<string | null, string | null | undefined, string | null>;
  finishedAt: ColumnType<string | null, string | null | undefined, string | null>;
  revertedAt: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobTableSchema {
  ext_translate_job: JobTable;
}
