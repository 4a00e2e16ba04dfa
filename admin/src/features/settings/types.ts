/**
 * Shapes of the provider and settings routes the Settings screen and the wizard read
 * (docs/providers.md; GET/POST /api/_action/system-config for the domain `ExtTranslate.config`).
 */

export type ModelTier = 'flagship' | 'quality' | 'balanced' | 'budget' | 'legacy';

export interface ModelEntry {
  id: string;
  name: string;
  tier: ModelTier | null;
  pricing: { input: number; output: number; currency: string } | null;
  source: 'curated' | 'live';
}

export interface ProviderRecord {
  id: string;
  label: string;
  configured: boolean;
  models: ModelEntry[];
  supports: { html: boolean; formality: boolean; tone: boolean; glossary: boolean };
  viaSubscription: boolean;
}

export interface ProvidersResponse {
  providers: ProviderRecord[];
}

export interface ModelsResponse {
  models: ModelEntry[];
  source: 'live' | 'curated';
}

export interface CredentialStatus {
  valid: boolean;
  message: string;
  quota: { used: number; limit: number | null } | null;
}

/** The quota snapshot of the subscription status (GET /subscription), as far as the screen reads it. */
export interface SubscriptionQuota {
  plan?: string;
  period?: string;
  limit?: number;
  used?: number;
  remaining?: number;
}

/** The settings domain of the extension. */
export const CONFIG_DOMAIN = 'ExtTranslate.config';

/** The provider the routing falls back to when no map entry and no default provider exist. */
export const FALLBACK_PROVIDER_ID = 'mt_primary';

/** The provider that is run through the subscription, not through a key of its own. */
export const MANAGED_PROVIDER_ID = 'managed';

/**
 * The platform's system language: the source of a run when neither the run nor the settings name one.
 * It is a fixed id of the platform, the same in every installation.
 */
export const SYSTEM_LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
