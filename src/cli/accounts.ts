import { randomSecret } from '../host/auth/passwords.js';
import type { Tx } from '../host/db/database.js';
import { getEntity } from '../host/entities/definitions.js';
import type { Host } from '../host/host.js';

export interface CreatedUser {
  id: string;
  generatedPassword: string | null;
}

export interface CreatedIntegration {
  id: string;
  accessKey: string;
  secretAccessKey: string;
}

/** A role holding exactly these privileges, named after what it is for. */
async function roleFor(host: Host, trx: Tx, purpose: string, privileges: string[] | undefined): Promise<string[]> {
  if (!privileges?.length) return [];
  const { id } = await host.repository.create(
    getEntity('acl_role'),
    { name: `${purpose} (${randomSecret(4)})`, description: `Created by the command line for ${purpose}.`, privileges },
    trx,
  );
  return [id];
}

/**
 * Creates a user, and a role for its privileges, in one transaction through the entity repository,
 * so the API's validation and hooks apply.
 */
export async function createUser(
  host: Host,
  options: { username: string; password?: string; admin: boolean; privileges?: string[] },
): Promise<CreatedUser> {
  const generatedPassword = options.password ? null : randomSecret(18);
  return host.repository.transaction(async (trx) => {
    const { id } = await host.repository.create(
      getEntity('user'),
      {
        username: options.username,
        password: options.password ?? generatedPassword,
        admin: options.admin,
        aclRoleIds: await roleFor(host, trx, `user ${options.username}`, options.privileges),
      },
      trx,
    );
    return { id, generatedPassword };
  });
}

/** Creates an integration (and a role for its privileges) in one transaction. */
export async function createIntegration(
  host: Host,
  options: { label: string; privileges?: string[]; admin: boolean },
): Promise<CreatedIntegration> {
  if (!options.admin && !options.privileges?.length) {
    throw new Error('Give the integration --privileges (comma-separated) or --admin.');
  }
  return host.repository.transaction(async (trx) => {
    const { id, reveal } = await host.repository.create(
      getEntity('integration'),
      {
        label: options.label,
        admin: options.admin,
        aclRoleIds: await roleFor(host, trx, `integration ${options.label}`, options.privileges),
      },
      trx,
    );
    const record = await host.repository.findById(getEntity('integration'), id, trx);
    return { id, accessKey: String(record?.accessKey), secretAccessKey: String(reveal.secretAccessKey) };
  });
}
