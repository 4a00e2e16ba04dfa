import { ProviderException } from './contract.js';

/** The language part of a platform locale (`de-DE` -> `de`). */
export function languageOf(locale: string): string {
  return locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/** The region part, upper-cased (`pt-BR` -> `BR`), or ''. */
export function regionOf(locale: string): string {
  return locale.split(/[-_]/)[1]?.toUpperCase() ?? '';
}

/** The failure for a locale a vendor cannot take (also the estimate's `locale_unmappable` reason). */
export function unmappableLocale(label: string, locale: string): ProviderException {
  return ProviderException.unsupportedLanguage(`${label} does not support the language "${locale}".`);
}

/**
 * The reason a locale mapping fails, or null when it succeeds: a provider's locale advice runs the same
 * mapping its translate() runs, so the advice and the failure cannot disagree.
 */
export function unmappableReason(map: () => unknown): string | null {
  try {
    map();
    return null;
  } catch (error) {
    if (ProviderException.isInstance(error)) return error.message;
    throw error;
  }
}
