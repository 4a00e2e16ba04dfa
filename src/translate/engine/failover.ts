/**
 * Fail over (docs/operations.md, "Fail over"): the setting `fallbackProviderIds` is an ordered chain of
 * providers tried after the routed one. A provider that fails globally (a rejected key, a spent quota,
 * an unsupported language pair: at once; an outage: once it has lasted `EXT_TRANSLATE_FAILOVER_AFTER_S`)
 * hands the fields it failed to the next configured provider of the chain, as a pass of the job's own
 * (a batch with the fields, like a healing pass, run at once).
 *
 * @packageDocumentation
 */
import type { SettingsReader } from '../../host/settings/system-config.js';
import type { BatchRow } from '../model/job-store.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import type { ProviderException, TranslationProvider } from '../providers/contract.js';
import type { ProviderRegistry } from '../providers/registry.js';

export const FAILOVER_AFTER_VARIABLE = 'EXT_TRANSLATE_FAILOVER_AFTER_S';
export const DEFAULT_FAILOVER_AFTER_MS = 60_000;
export const FALLBACK_SETTING = 'fallbackProviderIds';

/** `EXT_TRANSLATE_FAILOVER_AFTER_S` (whole seconds from 0; default 60). A bad value stops the worker's start. */
export function failoverAfterMs(env: Record<string, string | undefined>): number {
  const raw = env[FAILOVER_AFTER_VARIABLE]?.trim();
  if (raw === undefined || raw === '') return DEFAULT_FAILOVER_AFTER_MS;
  if (!/^\d+$/.test(raw)) throw new Error(`${FAILOVER_AFTER_VARIABLE} must be a whole number of seconds, got "${raw}".`);
  return Number(raw) * 1000;
}

/** The `fallbackProviderIds` setting: provider ids in order, empty by default. */
export async function fallbackChain(settings: SettingsReader | undefined): Promise<string[]> {
  const value = settings ? await settings.get(`${CONFIG_DOMAIN}.${FALLBACK_SETTING}`) : null;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Whether a global failure hands the work on: one no wait repairs (not retryable: a rejected key, a spent
 * quota, a refused language pair), or an outage that has lasted `failoverAfterMs` since `outageSince`.
 */
export function failsOver(failure: ProviderException, outageSince: number, now: number, failoverAfter: number): boolean {
  if (!failure.globalFailure) return false;
  return !failure.retryable || now - outageSince >= failoverAfter;
}

/**
 * The provider the fields go to after `batch.providerId`: the first registered and configured provider
 * of the chain after the batch's own place in it (the whole chain for the routed provider when it is
 * not in it); null when the chain is spent. Only ever forward, so fields never go round in circles.
 */
export async function nextProvider(registry: ProviderRegistry, chain: readonly string[], batch: Pick<BatchRow, 'providerId'>): Promise<TranslationProvider | null> {
  const start = chain.indexOf(batch.providerId);
  for (const id of chain.slice(start + 1)) {
    if (id === batch.providerId) continue;
    const provider = registry.get(id);
    if (provider && (await provider.isConfigured())) return provider;
  }
  return null;
}
