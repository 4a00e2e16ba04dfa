import type { Host } from '../../host/host.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import { AnthropicProvider } from './anthropic/anthropic-provider.js';
import { ApertiumProvider } from './apertium/apertium-provider.js';
import type { ModelEntry, ProviderContext, ProviderLogger, TranslationProvider } from './contract.js';
import { isLiveModelProvider } from './contract.js';
import { DeeplProvider } from './deepl/deepl-provider.js';
import { GeminiProvider } from './gemini/gemini-provider.js';
import { GoogleTranslateProvider } from './google/google-provider.js';
import { ManagedProvider } from './managed/managed-provider.js';
import { MistralProvider } from './mistral/mistral-provider.js';
import { OpenAiProvider } from './openai/openai-provider.js';
import { loadCustomProviders, ProviderRegistry } from './registry.js';
import { scopedSettings } from './settings-scope.js';

/** At most this many models in a live listing (docs/providers.md, "Live models"). */
export const LIVE_MODEL_LIMIT = 30;

/** What builds the built-in providers; each gets the same context. */
export type BuiltInFactory = (context: ProviderContext) => TranslationProvider;

export const BUILT_IN_PROVIDERS: BuiltInFactory[] = [
  (context) => new DeeplProvider(context),
  (context) => new GoogleTranslateProvider(context),
  (context) => new OpenAiProvider(context),
  (context) => new AnthropicProvider(context),
  (context) => new GeminiProvider(context),
  (context) => new MistralProvider(context),
  (context) => new ManagedProvider(context),
  (context) => new ApertiumProvider(context),
];

export interface ProviderServiceOptions {
  logger: ProviderLogger;
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  builtIns?: BuiltInFactory[];
}

/**
 * The provider context for a host: settings of the extension's domain, secrets decrypted; inside a
 * batch, from the batch's snapshot of them (settings-scope.ts).
 */
export function providerContext(host: Host, options: ProviderServiceOptions): ProviderContext {
  return {
    setting: (name) => scopedSettings(host.settings).get(`${CONFIG_DOMAIN}.${name}`),
    env: options.env ?? process.env,
    logger: options.logger,
    fetch: options.fetch ?? globalThis.fetch,
  };
}

/** Builds the registry: the built-ins, then the modules named in `EXT_TRANSLATE_PROVIDERS`. */
export async function createProviderRegistry(host: Host, options: ProviderServiceOptions): Promise<ProviderRegistry> {
  const context = providerContext(host, options);
  const registry = new ProviderRegistry(options.logger);
  for (const build of options.builtIns ?? BUILT_IN_PROVIDERS) registry.register(build(context));
  for (const provider of await loadCustomProviders(context.env.EXT_TRANSLATE_PROVIDERS, context)) registry.register(provider);
  return registry;
}

/**
 * Merges a live listing with the curated list: curated-known models first in curated
 * order, the rest sorted alphabetically descending (newest versions first), at most 30; on an id
 * match the curated name, tier and pricing win.
 */
export function mergeLiveModels(curated: ModelEntry[], live: ModelEntry[]): ModelEntry[] {
  const liveIds = new Set(live.map((model) => model.id));
  const known = curated
    .filter((model) => liveIds.has(model.id))
    .map((model) => ({ ...model, source: 'live' as const }));
  const curatedIds = new Set(curated.map((model) => model.id));
  const rest = [...new Map(live.filter((model) => !curatedIds.has(model.id)).map((model) => [model.id, model])).values()]
    .map((model) => ({ ...model, source: 'live' as const }))
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return [...known, ...rest].slice(0, LIVE_MODEL_LIMIT);
}

/** The model list for GET/POST /provider/{id}/models: live when it can be had, else curated. */
export async function listModels(
  provider: TranslationProvider,
  apiKey: string | null,
): Promise<{ models: ModelEntry[]; source: 'live' | 'curated' }> {
  const curated = provider.getModels();
  if (isLiveModelProvider(provider) && (apiKey !== null || (await provider.isConfigured()))) {
    try {
      const live = await provider.fetchLiveModels(apiKey);
      return { models: mergeLiveModels(curated, live), source: 'live' };
    } catch {
      // Spec: any failure of the live listing silently falls back to the curated list.
    }
  }
  return { models: curated, source: 'curated' };
}
