/**
 * How the service uses the optional provider capabilities (docs/providers.md, "Capabilities"). The
 * engine, the estimate and the routes ask these functions, never a provider id, so a custom provider
 * gets what a built-in gets by implementing the same interface.
 *
 * @packageDocumentation
 */
import { warning, type Warning } from '../model/warnings.js';
import {
  isEstimateDetailsProvider,
  isHandBackProvider,
  isLiveModelProvider,
  isLocaleAdviceProvider,
  ProviderException,
  type EstimateDetails,
  type LocaleAdvice,
  type TranslationProvider,
} from './contract.js';
import type { ProviderRegistry } from './registry.js';

/**
 * Marks a provider paid through the store subscription (docs/subscription.md) instead of a key of its
 * own. Internal on purpose, a symbol no other module can recreate: only ext-translate's own gateway
 * client is billed that way, so `GET /providers` reports `viaSubscription` true for it alone, the
 * settings tab shows no key card for it, and the gateway never routes a tier to it (it would call itself).
 */
export const VIA_SUBSCRIPTION: unique symbol = Symbol('ext-translate.viaSubscription');

export interface SubscriptionBilledProvider {
  readonly [VIA_SUBSCRIPTION]: true;
}

export function isViaSubscription(provider: TranslationProvider): boolean {
  return (provider as Partial<SubscriptionBilledProvider>)[VIA_SUBSCRIPTION] === true;
}

/**
 * Optional capability: a provider that works without an API key of its own (an offline engine such as
 * Apertium) declares `usesApiKey = false`, and the settings show no key field for it. Every other
 * provider takes its key from `ExtTranslate.config.<id>ApiKey`, except one paid through the subscription.
 */
export interface KeylessProvider {
  readonly usesApiKey: false;
}

export function usesApiKey(provider: TranslationProvider): boolean {
  return !isViaSubscription(provider) && (provider as Partial<KeylessProvider>).usesApiKey !== false;
}

/** What GET /providers tells a client about a provider beside the spec's fields, so no client asks for a provider id. */
export interface ProviderCapabilities {
  /** Takes an API key of its own (`<id>ApiKey`). */
  usesKey: boolean;
  /** Lists the vendor's live models (POST /provider/{id}/models with a key). */
  liveModels: boolean;
  /** The job's `options.serviceTier` reaches it (metered by tier, in credits). */
  serviceTier: boolean;
}

export function providerCapabilities(provider: TranslationProvider): ProviderCapabilities {
  return { usesKey: usesApiKey(provider), liveModels: isLiveModelProvider(provider), serviceTier: isEstimateDetailsProvider(provider) };
}

/**
 * The delay after which a batch stopped by `failure` runs again, or null when its records fail as
 * usual. Only a retryable, global failure of a provider with the hand-back capability goes back to the
 * queue; a capability that throws or answers no usable delay counts as declining.
 */
export function handBackDelay(provider: TranslationProvider, failure: ProviderException | null): number | null {
  if (failure === null || !failure.retryable || !failure.globalFailure || !isHandBackProvider(provider)) return null;
  let delay: unknown;
  try {
    delay = provider.handBackDelayMs(failure);
  } catch {
    return null;
  }
  return typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 ? delay : null;
}

/** The service tier a provider's requests carry: the job's for a provider metered by tier, else null. */
export function serviceTierFor(provider: TranslationProvider, serviceTier: string): string | null {
  return isEstimateDetailsProvider(provider) ? serviceTier : null;
}

/** The credits part of an estimate result; all null when no provider of the run is metered in credits. */
export interface RunEstimateDetails {
  credits: number | null;
  serviceTier: string | null;
  multiplier: number | null;
  quota: Record<string, unknown> | null;
}

/**
 * The credits part of an estimate, from the run's providers that are metered in credits: their credits
 * add up; the tier, multiplier and quota shown are the first one's (in the order of `providerIds`).
 * Each whose credits exceed its remaining quota adds `managed_quota_exceeded`; one whose details
 * reject adds `estimate_failed` and counts no credits.
 */
export async function estimateDetailsOf(
  providers: ProviderRegistry,
  providerIds: readonly string[],
  charactersByProvider: ReadonlyMap<string, number>,
  serviceTier: string,
  warnings: Warning[],
): Promise<RunEstimateDetails> {
  let first: EstimateDetails | null = null;
  let credits = 0;
  for (const providerId of new Set(providerIds)) {
    const provider = providers.get(providerId);
    if (!provider || !isEstimateDetailsProvider(provider)) continue;
    let details: EstimateDetails;
    try {
      details = await provider.estimateDetails(charactersByProvider.get(providerId) ?? 0, serviceTier);
    } catch (error) {
      warnings.push(warning('estimate_failed', { providerId, reason: error instanceof Error ? error.message : 'unknown error' }));
      continue;
    }
    first ??= details;
    credits += details.credits;
    if (details.quota !== null && details.credits > details.quota.remaining) {
      warnings.push(warning('managed_quota_exceeded', { credits: details.credits, remaining: details.quota.remaining }));
    }
  }
  if (first === null) return { credits: null, serviceTier: null, multiplier: null, quota: null };
  return { credits, serviceTier: first.serviceTier, multiplier: first.multiplier, quota: first.quota === null ? null : { ...first.quota } };
}

/**
 * What a provider advises for a pair of locales; a provider without the capability advises nothing.
 * Advice that throws reads as unmappable, with the failure's message when it is a ProviderException.
 */
export function localeAdviceOf(provider: TranslationProvider, sourceLocale: string, targetLocale: string): LocaleAdvice {
  if (!isLocaleAdviceProvider(provider)) return { unmappable: null, englishVariantCollapsed: false };
  try {
    return provider.adviseLocales(sourceLocale, targetLocale);
  } catch (error) {
    const reason = ProviderException.isInstance(error) ? error.message : `${provider.getLabel()} cannot translate from ${sourceLocale} to ${targetLocale}.`;
    return { unmappable: reason, englishVariantCollapsed: false };
  }
}

/** The estimate's warnings about one target's locales: `locale_unmappable` and `mt_secondary_english_collapse`. */
export function localeWarnings(
  provider: TranslationProvider,
  target: { providerId: string; languageId: string; sourceLocale: string; targetLocale: string },
): Warning[] {
  const advice = localeAdviceOf(provider, target.sourceLocale, target.targetLocale);
  const warnings: Warning[] = [];
  const params = { providerId: target.providerId, languageId: target.languageId, locale: target.targetLocale };
  if (advice.unmappable !== null) warnings.push(warning('locale_unmappable', { ...params, reason: advice.unmappable }));
  if (advice.englishVariantCollapsed) warnings.push(warning('mt_secondary_english_collapse', params, { label: provider.getLabel() }));
  return warnings;
}
