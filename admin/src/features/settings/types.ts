/**
 * Shapes of the provider and settings routes the Settings screen and the wizard read
 * (docs/providers.md; GET/POST /api/_action/system-config for the domain `ExtTranslate.config`).
 */

export type { ModelEntry, ModelTier, ProviderRecord } from '../../api/types';
import type { ModelEntry } from '../../api/types';

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
