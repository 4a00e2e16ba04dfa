import { ProviderException, type TranslationProvider } from './contract.js';

/**
 * An internal optional interface of the built-in providers whose vendors take a fixed set of languages
 * (DeepL, Google, Apertium): a check without network I/O that throws the same ProviderException a
 * translate() call would throw for a locale the vendor cannot take. The estimate turns it into the
 * `locale_unmappable` warning; POST /job refuses such a target before any call is made.
 */
export interface LocaleCheckingProvider {
  checkLocales(sourceLocale: string, targetLocale: string): void;
}

function isLocaleChecking(provider: TranslationProvider): provider is TranslationProvider & LocaleCheckingProvider {
  return typeof (provider as Partial<LocaleCheckingProvider>).checkLocales === 'function';
}

/** The user-safe reason the provider cannot translate between these locales, or null when it can (or cannot tell). */
export function localeProblem(provider: TranslationProvider, sourceLocale: string, targetLocale: string): string | null {
  if (!isLocaleChecking(provider)) return null;
  try {
    provider.checkLocales(sourceLocale, targetLocale);
    return null;
  } catch (error) {
    return ProviderException.isInstance(error) ? error.message : `${provider.getLabel()} cannot translate from ${sourceLocale} to ${targetLocale}.`;
  }
}
