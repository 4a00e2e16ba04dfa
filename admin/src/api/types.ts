/**
 * Shapes of the answers the Overview, Jobs and Changes screens read (the action routes' answers;
 * the generic entity API for jobs, job errors, history rows and languages).
 */
export interface ListAnswer<T> {
  total: number;
  data: T[];
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'completed_with_errors' | 'cancelled';
export const JOB_STATUSES: readonly JobStatus[] = ['queued', 'running', 'completed', 'completed_with_errors', 'cancelled'];

export interface Job {
  id: string;
  status: JobStatus;
  providerId: string;
  config: Record<string, unknown>;
  sourceLanguageId: string | null;
  targetLanguageIds: string[];
  total: number;
  processed: number;
  translated: number;
  skipped: number;
  failed: number;
  characters: number;
  inputTokens: number;
  outputTokens: number;
  costAmount: number;
  costCurrency: string;
  /** Texts (and their characters) taken from the translation memory instead of a provider. */
  memoryTexts: number;
  memoryCharacters: number;
  /** Texts asked for again after their translation lost placeholders, and those the second answer repaired. */
  placeholderReasks: number;
  placeholderRepairs: number;
  message: string | null;
  createdAt: string;
  updatedAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  revertedAt: string | null;
}

export interface JobError {
  id: string;
  jobId: string;
  entity: string;
  recordId: string;
  languageId: string | null;
  field: string | null;
  message: string;
  code: number | null;
  createdAt: string;
}

export type HistoryState = 'applied' | 'reverted' | 'superseded';

export interface HistoryRow {
  id: string;
  jobId: string | null;
  entity: string;
  recordId: string;
  languageId: string;
  field: string;
  previousValue: string | null;
  newValue: string | null;
  sourceHash: string | null;
  state: HistoryState;
  createdAt: string;
}

/** POST /history/revert and /history/reapply. */
export interface HistoryResult {
  done: number;
  skipped: { id: string; reason: string }[];
}

export interface Language {
  id: string;
  name: string;
  localeCode: string;
  parentId: string | null;
}

export interface EntityField {
  property: string;
  type: 'text' | 'html' | 'custom_fields' | 'string_list' | 'structure';
  maxLength: number;
}

export interface EntityInfo {
  name: string;
  label: string;
  total: number;
  fields: EntityField[];
}

export interface CoverageRow {
  entity: string;
  languageId: string;
  total: number;
  translated: number;
  percent: number;
  /** Translated records whose source changed since the service wrote them (a default job refreshes them). */
  outdated: number;
}

export interface Money {
  amount: number;
  currency: string;
}

export interface ProviderUsage {
  characters: number;
  inputTokens: number;
  outputTokens: number;
  requests: number;
  cost: Money;
}

export interface UsageMonth {
  period: string;
  providers: Record<string, ProviderUsage>;
}

export interface Subscription {
  available: boolean;
  active: boolean;
  state: 'active' | 'available' | 'expired' | 'disconnected';
  plan: string;
  identifier: string;
  plans: { plan: string; identifier: string; credits: number }[];
  /** The managed gateway's quota of the month while a plan is active. */
  quota: { plan: string; period: string; limit: number; used: number; remaining: number } | null;
  reachable: boolean;
}

export type ModelTier = 'flagship' | 'quality' | 'balanced' | 'budget' | 'legacy';

/** A model entry (docs/providers.md): curated, or from the vendor's live listing. */
export interface ModelEntry {
  id: string;
  name: string;
  tier: ModelTier | null;
  pricing: { input: number; output: number; currency: string } | null;
  source: 'curated' | 'live';
}

/** A provider of GET /providers (docs/providers.md, "The HTTP routes"). */
export interface ProviderRecord {
  id: string;
  label: string;
  configured: boolean;
  models: ModelEntry[];
  supports: { html: boolean; formality: boolean; tone: boolean; glossary: boolean };
  viaSubscription: boolean;
}

export type ProviderSummary = Pick<ProviderRecord, 'id' | 'label' | 'configured' | 'viaSubscription'>;

/** The system default language (its id is fixed): never a translation target. */
export const SYSTEM_LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
