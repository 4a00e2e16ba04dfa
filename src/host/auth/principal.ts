import type { Db } from '../db/database.js';
import { expandPrivileges } from './privileges.js';

/** Who is calling: a user (password grant) or an integration (client credentials). */
export interface Principal {
  kind: 'user' | 'integration';
  id: string;
  name: string;
  admin: boolean;
  privileges: Set<string>;
}

/** A principal as the guard loads it, with the token generation its tokens must carry. */
export type LoadedPrincipal = Principal & { tokenGeneration: number };

export function holds(principal: Principal, privilege: string): boolean {
  return principal.admin || principal.privileges.has(privilege);
}

function parseList(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const parsed = JSON.parse(value) as unknown;
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

async function rolePrivileges(db: Db, roleIds: string[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const roles = await db.selectFrom('acl_role').select('privileges').where('id', 'in', roleIds).execute();
  return expandPrivileges(roles.flatMap((role) => parseList(role.privileges)));
}

/** Loads the principal behind a token subject; null when it no longer exists or is inactive. */
export async function loadPrincipal(db: Db, kind: Principal['kind'], id: string): Promise<LoadedPrincipal | null> {
  if (kind === 'user') {
    const user = await db
      .selectFrom('user')
      .select(['id', 'username', 'admin', 'aclRoleIds', 'active', 'tokenGeneration'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user || !user.active) return null;
    return {
      kind,
      id: user.id,
      name: user.username,
      admin: Boolean(user.admin),
      privileges: await rolePrivileges(db, parseList(user.aclRoleIds)),
      tokenGeneration: Number(user.tokenGeneration),
    };
  }
  const integration = await db
    .selectFrom('integration')
    .select(['id', 'label', 'admin', 'aclRoleIds', 'tokenGeneration'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!integration) return null;
  return {
    kind,
    id: integration.id,
    name: integration.label,
    admin: Boolean(integration.admin),
    privileges: await rolePrivileges(db, parseList(integration.aclRoleIds)),
    tokenGeneration: Number(integration.tokenGeneration),
  };
}
