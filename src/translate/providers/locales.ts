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
