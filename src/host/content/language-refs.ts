import type { Db } from '../db/database.js';
import { normalizeId } from '../db/ids.js';

/**
 * Language references as clients send them: an id (any form) or, as the entity writes accept, the
 * locale code of an existing language (`de-DE`, any case). A locale code becomes that language's id;
 * everything else (ids, non-strings, unknown codes) is returned unchanged, so that the caller's own
 * check refuses it with its own message.
 */
export async function languageIdsOf(db: Db, values: readonly unknown[]): Promise<unknown[]> {
  const codes = values.filter((value): value is string => typeof value === 'string' && normalizeId(value) === null && value.trim() !== '');
  if (codes.length === 0) return [...values];
  const rows = (await db.selectFrom('language').select(['id', 'localeCode']).orderBy('id').execute()) as { id: string; localeCode: string }[];
  const byCode = new Map<string, string>();
  for (const row of rows) if (!byCode.has(row.localeCode.toLowerCase())) byCode.set(row.localeCode.toLowerCase(), row.id);
  return values.map((value) => (typeof value === 'string' ? (byCode.get(value.trim().toLowerCase()) ?? value) : value));
}
