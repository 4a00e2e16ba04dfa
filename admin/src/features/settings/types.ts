/**
 * Shapes of the provider and settings routes the Settings screen and the wizard read
 * (docs/providers.md; GET/POST /api/_action/system-config for the domain `ExtTranslate.config`),
 * taken from the generated API types (api/types.ts).
 */
import type { Answer, Subscription } from '../../api/types';

export type { ModelEntry, ModelTier, ProviderRecord } from '../../api/types';

export type ModelsResponse = Answer<'listProviderModels'>;

export type CredentialStatus = Answer<'testProviderCredentials'>;

/** The quota snapshot of the subscription status (GET /subscription). */
export type SubscriptionQuota = NonNullable<Subscription['quota']>;

/** The settings domain of the extension. */
export const CONFIG_DOMAIN = 'ExtTranslate.config';
