import type { CoverageRow, Language } from '../../api/types';

/** A known locale (entity `locale`): `de-AT`, German, Austria. */
export interface Locale {
  code: string;
  name: string;
  territory: string;
}

/** A snippet set (entity `snippet_set`): the storefront texts of one locale (`iso`). */
export interface SnippetSet {
  id: string;
  name: string;
  iso: string;
}

export interface LanguageRow {
  id: string;
  name: string;
  localeCode: string;
  /** `German (Austria)`, or null for a code the locale list does not hold. */
  localeLabel: string | null;
  /** The shop's default language: the source of translations, never removable. */
  isDefault: boolean;
  /** Records with a translation of their own over all records, summed over every entity; null for the default language. */
  coverage: { translated: number; total: number } | null;
  /** The snippet set for this language's locale, if one exists. */
  snippetSet: string | null;
  /** The entities (their names) this language holds translations of. */
  translatedEntities: string[];
}

export function localeLabel(locale: Locale): string {
  return `${locale.name} (${locale.territory})`;
}

/**
 * The Languages screen's rows: each language with its locale's name, its coverage summed over every
 * entity of the coverage report (computed here: the API reports coverage per entity and language), and
 * whether a snippet set exists for its locale. The default language first, then by name.
 */
export function languageRows(languages: Language[], locales: Locale[], snippetSets: SnippetSet[], coverage: CoverageRow[], defaultLanguageId: string): LanguageRow[] {
  const localeByCode = new Map(locales.map((locale) => [locale.code, locale]));
  const setByIso = new Map<string, string>();
  for (const set of snippetSets) if (!setByIso.has(set.iso)) setByIso.set(set.iso, set.name);
  const sums = new Map<string, { translated: number; total: number }>();
  const entities = new Map<string, string[]>();
  for (const row of coverage) {
    const sum = sums.get(row.languageId) ?? { translated: 0, total: 0 };
    sum.translated += row.translated;
    sum.total += row.total;
    sums.set(row.languageId, sum);
    if (row.translated > 0) entities.set(row.languageId, [...(entities.get(row.languageId) ?? []), row.entity]);
  }
  return languages
    .map((language) => {
      const locale = localeByCode.get(language.localeCode);
      const isDefault = language.id === defaultLanguageId;
      return {
        id: language.id,
        name: language.name,
        localeCode: language.localeCode,
        localeLabel: locale ? localeLabel(locale) : null,
        isDefault,
        coverage: isDefault ? null : (sums.get(language.id) ?? { translated: 0, total: 0 }),
        snippetSet: setByIso.get(language.localeCode) ?? null,
        translatedEntities: entities.get(language.id) ?? [],
      };
    })
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
}

/** What a new language needs before it is sent: a name and a locale from the list. */
export function newLanguageIssues(form: { name: string; localeCode: string }, locales: Locale[]): ('name' | 'locale')[] {
  const issues: ('name' | 'locale')[] = [];
  if (form.name.trim() === '') issues.push('name');
  if (!locales.some((locale) => locale.code === form.localeCode)) issues.push('locale');
  return issues;
}

/**
 * The settings that name a removed language, without it: its routing entry and its place among the
 * automation's targets (full setting keys to new values, null removing a key, as the settings route takes).
 */
export function settingsWithoutLanguage(
  settings: { languageProviderMap: Record<string, string>; autoTranslateTargetLanguageIds: string[] },
  languageId: string,
  keyOf: (name: string) => string,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (languageId in settings.languageProviderMap) {
    const map = Object.fromEntries(Object.entries(settings.languageProviderMap).filter(([id]) => id !== languageId));
    patch[keyOf('languageProviderMap')] = Object.keys(map).length === 0 ? null : map;
  }
  if (settings.autoTranslateTargetLanguageIds.includes(languageId)) {
    const targets = settings.autoTranslateTargetLanguageIds.filter((id) => id !== languageId);
    patch[keyOf('autoTranslateTargetLanguageIds')] = targets.length === 0 ? null : targets;
  }
  return patch;
}
