import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/database.js';
import { SYSTEM_LANGUAGE_ID } from '../entities/repository.js';
import { LOCALES } from './locales.js';

/** German is seeded with a fixed id too, so installations and tests agree on it. */
export const GERMAN_LANGUAGE_ID = 'd2c5a4e2b1f04a7c9e3b6f8a1c0d4e5f';

function localeId(code: string): string {
  return createHash('sha256').update(`locale:${code}`).digest('hex').slice(0, 32);
}

/** Locales and the two seeded languages; idempotent, run at every start after migrations. */
export async function seedLanguages(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const known = new Set((await trx.selectFrom('locale').select('code').execute()).map((row) => row.code as string));
    const now = nowIso();
    const missing = LOCALES.filter(([code]) => !known.has(code));
    if (missing.length > 0) {
      await trx
        .insertInto('locale')
        .values(missing.map(([code, name, territory]) => ({ id: localeId(code), code, name, territory, createdAt: now })))
        .execute();
    }
    for (const [id, name, localeCode] of [
      [SYSTEM_LANGUAGE_ID, 'English', 'en-GB'],
      [GERMAN_LANGUAGE_ID, 'Deutsch', 'de-DE'],
    ] as const) {
      const exists = await trx.selectFrom('language').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) await trx.insertInto('language').values({ id, name, localeCode, createdAt: now }).execute();
    }
  });
}
