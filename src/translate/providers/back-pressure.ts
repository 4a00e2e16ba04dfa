/**
 * An optional provider capability, found by {@link reportsBackPressure}: the provider tells when its
 * upstream asked for a pause (429, 503 or 529 with Retry-After), so the engine holds back every call
 * to it, not only the one that was answered so. Not part of the published contract; the HTTP base
 * (http-base.ts) implements it, and a custom provider may too.
 */
import type { TranslationProvider } from './contract.js';

/** Called with the pause the upstream asked for, in milliseconds. */
export type BackPressureListener = (delayMs: number) => void;

export interface BackPressureSource {
  /** Adds a listener; the function returned removes it. */
  onBackPressure(listener: BackPressureListener): () => void;
}

export function reportsBackPressure(provider: TranslationProvider): provider is TranslationProvider & BackPressureSource {
  return typeof (provider as Partial<BackPressureSource>).onBackPressure === 'function';
}
