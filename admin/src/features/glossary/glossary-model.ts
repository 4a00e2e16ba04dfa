/**
 * Glossary terms as the Glossary screen edits them (docs/glossary.md): the entity
 * `ext_translate_glossary` through the generic entity API, and the CSV routes.
 */

export type TermMode = 'keep' | 'replace';

export interface GlossaryTerm {
  id: string;
  term: string;
  mode: TermMode;
  caseSensitive: boolean;
  /** Locale code to forced translation; null: never translate the term in that locale. */
  translations: Record<string, string | null> | null;
  active: boolean;
  createdAt?: string;
  updatedAt?: string | null;
}

export interface GlossaryImportResult {
  imported: number;
  created: number;
  updated: number;
  skipped: number;
}

/** One locale line of the term form. */
export interface TranslationRow {
  locale: string;
  /** true: never translate the term in this locale (stored as null). */
  never: boolean;
  text: string;
}

export interface TermForm {
  term: string;
  mode: TermMode;
  caseSensitive: boolean;
  active: boolean;
  translations: TranslationRow[];
}

export const GLOSSARY_ENTITY_PATH = 'ext-translate-glossary';

export function emptyTermForm(): TermForm {
  return { term: '', mode: 'keep', caseSensitive: false, active: true, translations: [] };
}

export function termToForm(term: GlossaryTerm): TermForm {
  return {
    term: term.term,
    mode: term.mode,
    caseSensitive: term.caseSensitive,
    active: term.active,
    translations: Object.entries(term.translations ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([locale, value]) => ({ locale, never: value === null, text: value ?? '' })),
  };
}

/**
 * The write body of a form. A locale line without text and without "never translate" is no entry
 * (docs/glossary.md: the provider then translates freely), so it is left out.
 */
export function formToPayload(form: TermForm): Omit<GlossaryTerm, 'id' | 'createdAt' | 'updatedAt'> {
  const translations: Record<string, string | null> = {};
  for (const row of form.translations) {
    const locale = row.locale.trim();
    if (locale === '') continue;
    if (row.never) translations[locale] = null;
    else if (row.text !== '') translations[locale] = row.text;
  }
  return { term: form.term, mode: form.mode, caseSensitive: form.caseSensitive, active: form.active, translations };
}

export type FormProblem = { code: 'term_required' } | { code: 'locale_twice'; locale: string };

/** What the form must fix before it is sent; the server checks the rest (unknown locales, duplicates). */
export function formProblems(form: TermForm): FormProblem[] {
  const problems: FormProblem[] = [];
  if (form.term.trim() === '') problems.push({ code: 'term_required' });
  const seen = new Set<string>();
  for (const row of form.translations) {
    const locale = row.locale.trim().toLowerCase();
    if (locale === '') continue;
    if (seen.has(locale)) problems.push({ code: 'locale_twice', locale: row.locale.trim() });
    seen.add(locale);
  }
  return problems;
}

/** The search body of the term list: a case-insensitive contains on the term, sorted by term. */
export function termSearchCriteria(query: string, page: number, limit: number): Record<string, unknown> {
  const needle = query.trim();
  return {
    ...(needle === '' ? {} : { filter: [{ type: 'contains', field: 'term', value: needle }] }),
    sort: [{ field: 'term', order: 'ASC' }],
    page,
    limit,
  };
}

/** The locale codes the terms use, sorted, for the list's columns and the form's suggestions. */
export function localesInUse(terms: readonly GlossaryTerm[]): string[] {
  const locales = new Set<string>();
  for (const term of terms) for (const locale of Object.keys(term.translations ?? {})) locales.add(locale);
  return [...locales].sort((a, b) => a.localeCompare(b));
}
