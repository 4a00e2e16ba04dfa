import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { nowIso } from '../db/database.js';
import { hashSecret, randomSecret } from './passwords.js';

export interface FirstAdmin {
  username: string;
  /** Set only when the password was generated: the caller prints it once. */
  generatedPassword: string | null;
}

/** Creates the first administrator when no user exists; null when users exist already. */
export async function ensureFirstAdmin(db: Db, username: string, password: string | null): Promise<FirstAdmin | null> {
  const anyUser = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const generated = password === null ? randomSecret(18) : null;
  const created = await db
    .insertInto('user')
    .values({
      id: newId(),
      username,
      passwordHash: await hashSecret(password ?? (generated as string)),
      admin: 1,
      active: 1,
      aclRoleIds: '[]',
      createdAt: nowIso(),
    })
    // Several processes may start at once on one PostgreSQL database: the first one creates the admin.
    .onConflict((conflict) => conflict.column('username').doNothing())
    .executeTakeFirst();
  if (Number(created.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  return { username, generatedPassword: generated };
}
