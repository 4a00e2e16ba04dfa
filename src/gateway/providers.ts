import type { ProviderContext, ProviderLogger, TranslationProvider } from '../translate/providers/contract.js';
import { isViaSubscription } from '../translate/providers/provider-capabilities.js';
import { BUILT_IN_PROVIDERS, type BuiltInFactory } from '../translate/providers/provider-service.js';
import { loadCustomProviders, ProviderRegistry } from '../translate/providers/registry.js';
import type { TierProviders } from './config.js';
import { SERVICE_TIERS, type ServiceTier } from './plans.js';

type Environment = Record<string, string | undefined>;

/**
 * The environment variable a provider setting maps to: `<id>ApiKey` -> `GATEWAY_<ID>_API_KEY`,
 * `<id>Model` -> `GATEWAY_<ID>_MODEL`; null for any other setting.
 *
 * @example settingVariable('mt_primaryApiKey') // 'GATEWAY_MT_PRIMARY_API_KEY'
 */
export function settingVariable(name: string): string | null {
  const match = /^([a-z][a-z0-9_]*)(ApiKey|Model)$/.exec(name);
  if (!match) return null;
  return `GATEWAY_${match[1]!.toUpperCase()}_${match[2] === 'ApiKey' ? 'API_KEY' : 'MODEL'}`;
}

/**
 * The provider context of the gateway, which has no Host settings: settings come from its environment
 * (see {@link settingVariable}); `env` is the same environment, so `EXT_TRANSLATE_<ID>_BASE_URL` still
 * redirects a provider's upstream.
 */
export function gatewayProviderContext(env: Environment, logger: ProviderLogger, fetchImpl: typeof fetch = globalThis.fetch): ProviderContext {
  return {
    setting: async (name) => {
      const variable = settingVariable(name);
      const value = variable ? env[variable]?.trim() : undefined;
      return value ? value : null;
    },
    env,
    logger,
    fetch: fetchImpl,
  };
}

/** The built-in providers, then the modules named in `GATEWAY_PROVIDERS` (same format as `EXT_TRANSLATE_PROVIDERS`). */
export async function createGatewayProviders(context: ProviderContext, builtIns: BuiltInFactory[] = BUILT_IN_PROVIDERS): Promise<TranslationProvider[]> {
  return [...builtIns.map((build) => build(context)), ...(await loadCustomProviders(context.env.GATEWAY_PROVIDERS, context))];
}

/** The provider for each tier, resolved once at start so a misconfiguration fails early. */
export type TierRouting = Record<ServiceTier, TranslationProvider>;

export function resolveTierRouting(providers: TranslationProvider[], tierProviders: TierProviders, logger: ProviderLogger): TierRouting {
  const registry = new ProviderRegistry(logger);
  for (const provider of providers) registry.register(provider);
  const routing = {} as TierRouting;
  for (const tier of SERVICE_TIERS) {
    const id = tierProviders[tier];
    // The gateway never routes to a provider paid through the subscription: that is its own client.
    const usable = registry.all().filter((candidate) => !isViaSubscription(candidate));
    const provider = usable.find((candidate) => candidate.getId() === id);
    if (!provider) {
      const known = usable.map((candidate) => candidate.getId());
      throw new Error(`The ${tier} tier names the provider "${id}", which the gateway cannot use (available: ${known.join(', ')}).`);
    }
    routing[tier] = provider;
  }
  return routing;
}
