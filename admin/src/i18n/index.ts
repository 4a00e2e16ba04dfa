import { computed, ref, type App } from 'vue';

/**
 * The UI's texts: one catalogue per locale, assembled from one file per feature
 * (`i18n/<locale>/<feature>.ts`, default-exporting a nested object). A key is `<feature>.<path>`,
 * e.g. `jobs.status.running`. A file dropped into a locale folder is picked up without editing an
 * index; a key missing in German falls back to English, a key missing everywhere shows itself.
 */
export type Messages = { [key: string]: string | Messages };

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'ext-translate.locale';

function catalogue(files: Record<string, { default: Messages }>): Messages {
  const merged: Messages = {};
  for (const [path, module] of Object.entries(files)) {
    const feature = /\/([\w-]+)\.ts$/.exec(path)?.[1];
    if (feature) merged[feature] = module.default;
  }
  return merged;
}

const catalogues: Record<Locale, Messages> = {
  en: catalogue(import.meta.glob<{ default: Messages }>('./en/*.ts', { eager: true })),
  de: catalogue(import.meta.glob<{ default: Messages }>('./de/*.ts', { eager: true })),
};

function initialLocale(): Locale {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (stored === 'en' || stored === 'de') return stored;
  return globalThis.navigator?.language?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export const locale = ref<Locale>(initialLocale());

export function setLocale(next: Locale): void {
  locale.value = next;
  globalThis.localStorage?.setItem(STORAGE_KEY, next);
  document.documentElement.lang = next;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Registers a catalogue at run time (tests, or a feature loading its texts lazily). */
export function registerMessages(target: Locale, feature: string, messages: Messages): void {
  catalogues[target][feature] = messages;
}

/** The text of `key` in the current locale, `{name}` placeholders filled from `params`. */
export function t(key: string, params: Record<string, string | number> = {}): string {
  const template = lookup(catalogues[locale.value], key) ?? lookup(catalogues.en, key) ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

const tag = computed(() => (locale.value === 'de' ? 'de-DE' : 'en-GB'));

/** A count or amount in the current locale's digits. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(tag.value, options).format(value);
}

export function formatMoney(amount: number, currency: string): string {
  // Provider costs are often fractions of a cent: show up to four decimals, at least two.
  return new Intl.NumberFormat(tag.value, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(amount);
}

export function formatPercent(percent: number): string {
  const digits = percent > 0 && percent < 1 ? 1 : 0;
  return new Intl.NumberFormat(tag.value, { style: 'percent', maximumFractionDigits: digits }).format(percent / 100);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(tag.value, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** `2026-11` as `Nov 2026`. */
export function formatPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(tag.value, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** Installs `$t` and the formatters for templates. */
export const i18nPlugin = {
  install(app: App): void {
    app.config.globalProperties.$t = t;
    app.config.globalProperties.$n = formatNumber;
  },
};

declare module 'vue' {
  interface ComponentCustomProperties {
    $t: typeof t;
    $n: typeof formatNumber;
  }
}
