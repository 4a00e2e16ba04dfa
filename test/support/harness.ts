import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../src/host/config/config.js';
import type { Host } from '../../src/host/host.js';
import { buildApplication, type ApplicationOptions, startTranslateHost } from '../../src/translate/app.js';
import { hashSecret } from '../../src/host/auth/passwords.js';
import { copySqliteTemplate, takePostgresCopy } from './database-template.js';
import { dropPostgresSchema, POSTGRES_URL } from './postgres-server.js';
import { ADMIN_PASSWORD, ADMIN_USER, testConfig } from './test-config.js';

export { dropPostgresSchema, POSTGRES_URL } from './postgres-server.js';
export { ADMIN_PASSWORD, ADMIN_USER, HARNESS_APP_SECRET, testConfig } from './test-config.js';

/**
 * Every test file runs against the database named by TEST_DATABASE (`sqlite`, the default, or
 * `postgres`). On PostgreSQL each harness gets a schema of its own, dropped on close.
 */
export const dialect = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export function createTestDatabase(): TestDatabase {
  if (dialect === 'postgres') {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const url = `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}schema=${schema}`;
    return {
      url,
      drop: () => dropPostgresSchema(schema),
    };
  }
  const directory = mkdtempSync(join(tmpdir(), 'ext-translate-test-'));
  return { url: `sqlite:${join(directory, 'test.sqlite')}`, drop: async () => {} };
}

export interface Harness {
  host: Host;
  app: FastifyInstance;
  /** An admin access token. */
  adminToken: string;
  request(method: string, url: string, options?: { token?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** A token for a new user holding exactly these privileges (through a role). */
  tokenWithPrivileges(privileges: string[]): Promise<string>;
  close(): Promise<void>;
}

export async function passwordToken(app: FastifyInstance, username: string, password: string): Promise<{ access_token: string; refresh_token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'password', client_id: 'administration', username, password },
  });
  if (response.statusCode !== 200) throw new Error(`token request failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * A new test database as a harness's host leaves it at its first start (migrated, languages seeded, the
 * harness's administrator created): a copy of the run's template (database-template.ts), for the
 * harness configuration's administrator only. On PostgreSQL `drop()` hands the copy, reset, to the
 * process's next harness.
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  const make = async (url: string) => {
    const host = await startTranslateHost(testConfig(url));
    await host.database.db.updateTable('user').set({ passwordHash: await hashSecret(ADMIN_PASSWORD, TEMPLATE_ADMIN_HASH_COST) }).where('username', '=', ADMIN_USER).execute();
    await host.close();
  };
  if (dialect === 'postgres') {
    const copy = await takePostgresCopy(POSTGRES_URL, make);
    return { url: copy.url, drop: () => copy.release() };
  }
  return { url: `sqlite:${await copySqliteTemplate(make)}`, drop: async () => {} };
}

/**
 * The scrypt cost of the template administrator's password hash, 2^10 where the service hashes at 2^14
 * (src/host/auth/passwords.ts). Verification takes the cost from the stored hash, so the sign-in every
 * harness starts with costs about 2.6 ms of CPU instead of 40 (several hundred a test
 * run). Passwords the tests set through the service are hashed at the service's cost, and auth.test.ts
 * checks that cost on them.
 */
const TEMPLATE_ADMIN_HASH_COST = 1024;

export async function createHarness(overrides: Partial<AppConfig> = {}, application: Partial<ApplicationOptions> = {}): Promise<Harness> {
  // Another administrator than the template's, the demo shop or a database of the test's own starts from an empty database.
  const fromTemplate = overrides.adminUser === undefined && overrides.adminPassword === undefined && !overrides.demo && overrides.databaseUrl === undefined;
  const database = fromTemplate ? await createMigratedTestDatabase() : createTestDatabase();
  let host: Host;
  try {
    host = await startTranslateHost(testConfig(database.url, overrides));
  } catch (error) {
    await database.drop();
    throw error;
  }
  const app = await buildApplication(host, { logger: false, ...application });
  await app.ready();
  const adminToken = (await passwordToken(app, ADMIN_USER, ADMIN_PASSWORD)).access_token;
  let userCounter = 0;

  const harness: Harness = {
    host,
    app,
    adminToken,
    async request(method, url, options = {}) {
      const token = options.token === undefined ? adminToken : options.token;
      return app.inject({
        method: method as 'GET',
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.headers ?? {}) },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
    },
    async tokenWithPrivileges(privileges) {
      userCounter += 1;
      const role = await harness.request('POST', '/api/acl-role?_response=detail', {
        body: { name: `role-${userCounter}-${randomBytes(3).toString('hex')}`, privileges },
      });
      if (role.statusCode !== 200) throw new Error(`role create failed: ${role.body}`);
      const username = `user-${userCounter}-${randomBytes(3).toString('hex')}`;
      const user = await harness.request('POST', '/api/user', {
        body: { username, password: 'password-of-user', aclRoleIds: [role.json().data.id] },
      });
      if (user.statusCode !== 204) throw new Error(`user create failed: ${user.body}`);
      return (await passwordToken(app, username, 'password-of-user')).access_token;
    },
    async close() {
      await app.close();
      await host.close();
      await database.drop();
    },
  };
  return harness;
}
