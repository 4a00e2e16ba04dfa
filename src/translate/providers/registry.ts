import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROVIDER_SPECIFICATION_VERSION, specificationVersionOf, type ProviderContext, type ProviderFactory, type ProviderLogger, type TranslationProvider } from './contract.js';
import { registerProviderPackageResolution } from './provider-package-resolution.js';

/** The tag every provider carries; listing a provider means finding it under this tag. */
export const PROVIDER_TAG = 'ext_translate.provider';

/** A provider id: lower-case letters, digits and underscores, at most 32 characters. */
export const PROVIDER_ID_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

export class InvalidProviderError extends Error {}

/**
 * The providers of this installation, in registration order. A later provider with the same id
 * replaces the earlier one (a duplicate id silently overwrites), with a warning in the log.
 */
export class ProviderRegistry {
  private readonly byTag = new Map<string, Map<string, TranslationProvider>>();

  constructor(private readonly logger: ProviderLogger) {}

  register(provider: TranslationProvider, tags: readonly string[] = [PROVIDER_TAG]): void {
    const id = provider.getId();
    if (typeof id !== 'string' || !PROVIDER_ID_PATTERN.test(id)) {
      throw new InvalidProviderError(
        `Invalid provider id "${String(id)}": use lower-case letters, digits and underscores, starting with a letter, at most 32 characters.`,
      );
    }
    // A provider of a contract version this service does not know would be called by promises it may not keep.
    const version = specificationVersionOf(provider);
    if (version !== PROVIDER_SPECIFICATION_VERSION) {
      throw new InvalidProviderError(
        `The provider "${id}" implements contract version ${JSON.stringify(version)}; this service supports version ${PROVIDER_SPECIFICATION_VERSION}.`,
      );
    }
    for (const tag of tags) {
      const providers = this.byTag.get(tag) ?? new Map<string, TranslationProvider>();
      if (providers.has(id)) this.logger.warn({ provider: id }, 'a provider with the same id replaces the one registered before');
      providers.delete(id);
      providers.set(id, provider);
      this.byTag.set(tag, providers);
    }
  }

  /** Every provider carrying the provider tag, built-ins first, then custom ones. */
  all(): TranslationProvider[] {
    return [...(this.byTag.get(PROVIDER_TAG)?.values() ?? [])];
  }

  get(id: string): TranslationProvider | undefined {
    return this.byTag.get(PROVIDER_TAG)?.get(id);
  }
}

/** Resolves `EXT_TRANSLATE_PROVIDERS` entries: paths relative to the working directory, or package names. */
function moduleUrl(specifier: string): string {
  if (specifier.startsWith('.') || isAbsolute(specifier)) return pathToFileURL(resolve(specifier)).href;
  return specifier;
}

/**
 * Loads custom provider modules (comma-separated specifiers). A module exports, as default or as
 * `createProviders`, a factory receiving the provider context. It may live anywhere on disk: its
 * imports of `ext-translate/provider` and `ext-translate/provider/testing` resolve to this server's
 * own contract (provider-package-resolution.ts).
 */
export async function loadCustomProviders(specifiers: string | undefined, context: ProviderContext): Promise<TranslationProvider[]> {
  const loaded: TranslationProvider[] = [];
  const named = (specifiers ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  if (named.length > 0) registerProviderPackageResolution();
  for (const specifier of named) {
    const module = (await import(moduleUrl(specifier))) as { default?: unknown; createProviders?: unknown };
    const factory = (typeof module.createProviders === 'function' ? module.createProviders : module.default) as ProviderFactory | undefined;
    if (typeof factory !== 'function') {
      throw new InvalidProviderError(`The provider module "${specifier}" exports no factory (a default export or "createProviders").`);
    }
    const created = await factory(context);
    loaded.push(...(Array.isArray(created) ? created : [created]));
  }
  return loaded;
}
