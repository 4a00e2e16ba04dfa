import type { Tx } from '../db/database.js';
import { ApiError, WRITE_CODES } from '../http/errors.js';
import { SYSTEM_LANGUAGE_ID, type EntityRepository, type WriteContext } from '../entities/repository.js';

async function beforeLanguageWrite(context: WriteContext): Promise<void> {
  const { trx, id, values, errors, isCreate } = context;
  // Every record keeps its required texts in the system language; its locale is what they are written in.
  if (!isCreate && id === SYSTEM_LANGUAGE_ID && values.localeCode !== undefined) {
    const current = await trx.selectFrom('language').select('localeCode').where('id', '=', id).executeTakeFirst();
    if (current && current.localeCode !== values.localeCode) {
      errors.add('/localeCode', WRITE_CODES.constraint, 'The locale of the system default language cannot be changed.');
    }
  }
  if (typeof values.parentId === 'string') {
    // Walk up from the new parent: reaching this language again would make the fallback chain a loop.
    let cursor: string | null = values.parentId;
    for (let depth = 0; cursor !== null && depth < 100; depth += 1) {
      if (cursor === id) {
        errors.add('/parentId', WRITE_CODES.constraint, 'A language cannot be its own parent, directly or through other languages.');
        break;
      }
      const parent: { parentId: string | null } | undefined = await trx.selectFrom('language').select('parentId').where('id', '=', cursor).executeTakeFirst();
      cursor = parent?.parentId ?? null;
    }
  }
}

async function beforeLanguageDelete(_trx: Tx, id: string): Promise<void> {
  // Every translatable record holds its required fields in this language; deleting it would wipe them.
  if (id === SYSTEM_LANGUAGE_ID) {
    throw ApiError.single(400, WRITE_CODES.constraint, 'The system default language cannot be deleted.', '/');
  }
}

export function registerLanguageHooks(repository: EntityRepository): void {
  repository.registerHooks('language', { beforeWrite: beforeLanguageWrite, beforeDelete: beforeLanguageDelete });
}
