import type { TranslateDb } from './tables/translate-schema.js';

/** The locale code (`de-DE`) of a language, or null when the language does not exist. */
export async function localeOfLanguage(db: TranslateDb, languageId: string): Promise<string | null> {
  const row = await db.selectFrom('language').select('localeCode').where('id', '=', languageId).executeTakeFirst();
  return typeof row?.localeCode === 'string' ? row.localeCode : null;
}

/** The locale codes of languages by id, in one statement; a language that does not exist is absent. */
export async function localesOfLanguages(db: TranslateDb, languageIds: readonly string[]): Promise<Map<string, string>> {
  const locales = new Map<string, string>();
  const rows = await db.selectFrom('language').select(['id', 'localeCode']).where('id', 'in', [...new Set(languageIds)]).execute();
  for (const row of rows) if (typeof row.localeCode === 'string') locales.set(row.id, row.localeCode);
  return locales;
}
