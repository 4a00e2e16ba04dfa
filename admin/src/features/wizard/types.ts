/** Request and answer shapes of the routes the Translate wizard calls (docs/jobs.md: the config and the estimate; POST /preview). */

export type EntityScope = 'all' | 'missing' | 'selection';
export type Tone = 'default' | 'formal' | 'informal';
export type ServiceTier = 'speed' | 'balanced' | 'quality';
export type RunMode = 'missing' | 'all';

export interface JobOptions {
  mode: RunMode;
  protectManualEdits: boolean;
  skipUnchanged: boolean;
  fields: Record<string, string[]> | null;
  includeCustomFields: boolean;
  tone: Tone;
  customPrompt: string | null;
  glossary: boolean;
  seoTruncate: boolean;
  serviceTier: ServiceTier;
}

export interface JobConfig {
  entities: { name: string; scope: EntityScope; ids: string[] | null }[];
  sourceLanguageId: string | null;
  targetLanguageIds: string[];
  /** Empty: each target takes the provider of the routing. */
  providerId: string;
  options: JobOptions;
}

export interface EstimateWarning {
  code: string;
  params: Record<string, unknown>;
  message: string;
}

export interface EstimateResult {
  items: number;
  characters: number;
  exact: boolean;
  cost: { amount: number; currency: string };
  credits: number | null;
  serviceTier: string | null;
  multiplier: number | null;
  quota: Record<string, unknown> | null;
  warnings: EstimateWarning[];
}

export interface PreviewRequest {
  providerId: string;
  text: string;
  sourceLanguageId: string;
  targetLanguageId: string;
  tone?: Tone;
  customPrompt?: string | null;
}

export interface PreviewResult {
  translation: string;
  characters: number;
  cost: { amount: number; currency: string };
}

export interface CreatedJob {
  jobId: string;
}

/** A record of the entity search (`POST /api/search/<entity>`), as far as the picker reads it. */
export interface SearchedRecord {
  id: string;
  [field: string]: unknown;
}

export interface SearchAnswer {
  total: number;
  data: SearchedRecord[];
}
