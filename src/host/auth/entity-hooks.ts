import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/database.js';
import { ApiError, WRITE_CODES } from '../http/errors.js';
import type { EntityRepository, WriteContext } from '../entities/repository.js';
import { endTokens } from './oauth.js';
import { hashSecret, randomSecret } from './passwords.js';
import { PRIVILEGE_PATTERN } from './privileges.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** An integration access key: `EXTI` and 24 base32 characters (readable, unambiguous, URL-safe). */
export function generateAccessKey(): string {
  return `EXTI${[...randomBytes(24)].map((byte) => BASE32[byte % 32]).join('')}`;
}

async function activeAdminCount(trx: Tx, exceptId: string): Promise<number> {
  const row = await trx
    .selectFrom('user')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('admin', '=', 1)
    .where('active', '=', 1)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Takes the row locks of every active administrator (a no-op write) before the count: two transactions
 * that each demote, deactivate or delete a different administrator then take turns, and the second one
 * counts the first one's result instead of both passing the check (PostgreSQL, READ COMMITTED).
 */
async function lockActiveAdmins(trx: Tx): Promise<void> {
  await trx
    .updateTable('user')
    .set((eb) => ({ admin: eb.ref('admin') }))
    .where('admin', '=', 1)
    .where('active', '=', 1)
    .execute();
}

const LAST_ADMIN = 'At least one active administrator must remain.';

async function beforeUserWrite(context: WriteContext): Promise<void> {
  const { input, values, trx, id, isCreate, errors } = context;
  if (typeof input.password === 'string' && input.password.trim() !== '') {
    if (input.password.length < 8) errors.add('/password', WRITE_CODES.tooShort, 'The password must be at least 8 characters long.');
    values.passwordHash = await hashSecret(input.password);
  }
  if (isCreate) return;
  if (values.admin === 0 || values.active === 0) {
    await lockActiveAdmins(trx);
    const current = await trx.selectFrom('user').select(['admin', 'active']).where('id', '=', id).executeTakeFirst();
    if (current && Boolean(current.admin) && Boolean(current.active) && (await activeAdminCount(trx, id)) === 0) {
      errors.add(values.admin === 0 ? '/admin' : '/active', WRITE_CODES.constraint, LAST_ADMIN);
    }
  }
  // A new password or a deactivation ends every session of the user: refresh and access tokens.
  if (values.passwordHash !== undefined || values.active === 0) await endTokens(trx, 'user', id);
}

async function beforeUserDelete(trx: Tx, id: string): Promise<void> {
  await lockActiveAdmins(trx);
  const current = await trx.selectFrom('user').select(['admin', 'active']).where('id', '=', id).executeTakeFirst();
  if (current && Boolean(current.admin) && Boolean(current.active) && (await activeAdminCount(trx, id)) === 0) {
    throw ApiError.single(400, WRITE_CODES.constraint, LAST_ADMIN, '/');
  }
}

async function beforeIntegrationWrite(context: WriteContext): Promise<void> {
  const { input, values, isCreate, reveal, trx, id } = context;
  if (isCreate && values.accessKey === undefined) values.accessKey = generateAccessKey();
  if (typeof input.secretAccessKey === 'string' && input.secretAccessKey.trim() !== '') {
    if (input.secretAccessKey.length < 16) {
      context.errors.add('/secretAccessKey', WRITE_CODES.tooShort, 'The secret access key must be at least 16 characters long.');
    }
    values.secretHash = await hashSecret(input.secretAccessKey);
    // A rotated secret ends the access tokens got with the old one.
    if (!isCreate) await endTokens(trx, 'integration', id);
  } else if (isCreate) {
    const secret = randomSecret(32);
    values.secretHash = await hashSecret(secret);
    reveal.secretAccessKey = secret;
  }
}

async function beforeRoleWrite(context: WriteContext): Promise<void> {
  const privileges = context.input.privileges;
  if (!Array.isArray(privileges)) return;
  privileges.forEach((privilege, index) => {
    if (typeof privilege === 'string' && !PRIVILEGE_PATTERN.test(privilege)) {
      context.errors.add(`/privileges/${index}`, WRITE_CODES.invalidChoice, `"${privilege}" is not a valid privilege name.`);
    }
  });
}

/** Hashing, generated credentials and the last-admin guard for users, integrations and roles. */
export function registerAuthHooks(repository: EntityRepository): void {
  repository.registerHooks('user', { beforeWrite: beforeUserWrite, beforeDelete: beforeUserDelete });
  repository.registerHooks('integration', { beforeWrite: beforeIntegrationWrite });
  repository.registerHooks('acl_role', { beforeWrite: beforeRoleWrite });
}
