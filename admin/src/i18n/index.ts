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

/** Registers a catalogue at run time (tests, or a feature loading its texts lazily). */
export function registerMessages(target: Locale, feature: string, messages: Messages): void {
  catalogues[target][feature] = messages;
}

/** A catalogue node that holds the plural forms of one text (`one`, `other`, and `zero`, `few`, ... where a language has them). */
function isPlural(node: string | Messages | undefined): node is Messages {
  return node !== undefined && typeof node !== 'string' && typeof node.other === 'string';
}

function lookupNode(messages: Messages, key: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/**
 * The text of `key` in the current locale, `{name}` placeholders filled from `params`. A key whose
 * catalogue entry is a plural node (`{ one: '{count} field', other: '{count} fields' }`) picks its form
 * through `Intl.PluralRules` from `params.count`; a numeric `count` is written in the locale's digits.
 */
export function t(key: string, params: Record<string, string | number> = {}): string {
  const node = lookupNode(catalogues[locale.value], key) ?? lookupNode(catalogues.en, key);
  let template: string;
  if (typeof node === 'string') template = node;
  else if (isPlural(node)) {
    const count = typeof params.count === 'number' ? params.count : Number(params.count);
    const form = Number.isFinite(count) ? new Intl.PluralRules(tag.value).select(count) : 'other';
    template = (node[form] as string | undefined) ?? (node.other as string);
  } else template = key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in params)) return match;
    const value = params[name]!;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/** The BCP 47 tag of the UI language, for Intl (numbers, plurals, dates). */
export const tag = computed(() => (locale.value === 'de' ? 'de-DE' : 'en-GB'));

/** A count or amount in the current locale's digits. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(tag.value, options).format(value);
}

/**
 * An amount of money in its currency: cents for everyday amounts, and for an amount below one cent
 * (a provider's cost for a few texts) up to four decimals, so that it never reads as 0.00.
 */
export function formatMoney(amount: number, currency: string): string {
  const small = amount !== 0 && Math.abs(amount) < 0.01;
  return new Intl.NumberFormat(tag.value, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: small ? 4 : 2 }).format(amount);
}

/**
 * A share 0..100, floored so that only what is complete reads 100 % (239 of 240 is 99 %) and anything
 * started reads more than 0 % (one decimal below 1 %).
 */
export function formatPercent(percent: number): string {
  const digits = percent > 0 && percent < 1 ? 1 : 0;
  const factor = 10 ** digits;
  const floored = Math.floor(percent * factor + 1e-9) / factor;
  return new Intl.NumberFormat(tag.value, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(floored / 100);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(tag.value, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The time of day alone (`12:04`), for what happens within the hour. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(tag.value, { timeStyle: 'short' }).format(date);
}

/** `2026-11` as `Nov 2026`, or as `Nov` alone where space is short (a chart's axis on a phone). */
export function formatPeriod(period: string, length: 'month-year' | 'month' = 'month-year'): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  const options: Intl.DateTimeFormatOptions = length === 'month' ? { month: 'short', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(tag.value, options).format(Date.UTC(year, month - 1, 1));
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
