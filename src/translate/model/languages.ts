import type { TranslateDb } from './tables/translate-schema.js';

/** The locale code (`de-DE`) of a language, or null when the language does not exist. */
export async function localeOfLanguage(db: TranslateDb, languageId: string): Promise<string | null> {
  const row = await db.selectFrom('language').select('localeCode').where('id', '=', languageId).executeTakeFirst();
  return typeof row?.localeCode === 'string' ? row.localeCode : null;
}
