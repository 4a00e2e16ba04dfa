import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../src/host/auth/bootstrap.js';
import { deriveKey } from '../../src/host/auth/keys.js';
import { OAuthService } from '../../src/host/auth/oauth.js';
import { verifySecret } from '../../src/host/auth/passwords.js';
import type { Database } from '../../src/host/db/database.js';
import { contentEntities } from '../../src/host/entities/definitions.js';

import { buildApplication, startTranslateHost } from '../../src/translate/app.js';
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  createHarness,
  createTestDatabase,
  passwordToken,
  testConfig,
  type Harness,
} from '../support/harness.js';
import { migratedDatabases } from '../support/migrated-databases.js';

// ------------------------------------------------------------------ expected bodies (word for word)

const BAD_CREDENTIALS = { error: 'invalid_grant', error_description: 'The user credentials were incorrect.' };
const BAD_CLIENT = { error: 'invalid_client', error_description: 'Client authentication failed.' };
const BAD_REFRESH = { error: 'invalid_grant', error_description: 'The refresh token is invalid.' };
const PASSWORD_FIELDS_MISSING = {
  error: 'invalid_request',
  error_description: 'The password grant needs "client_id", "username" and "password".',
};
const GRANT_TYPE_MISSING = { error: 'invalid_request', error_description: 'The request is missing the "grant_type" parameter.' };
const GRANT_TYPE_UNSUPPORTED = {
  error: 'unsupported_grant_type',
  error_description: 'The authorization grant type is not supported by the authorization server.',
};
const REFRESH_FIELD_MISSING = {
  error: 'invalid_request',
  error_description: 'The refresh_token grant needs the "refresh_token" parameter.',
};
const CLIENT_FIELDS_MISSING = {
  error: 'invalid_request',
  error_description: 'The client_credentials grant needs "client_id" and "client_secret".',
};
const REVOKE_TOKEN_MISSING = { error: 'invalid_request', error_description: 'The request is missing the "token" parameter.' };

const NO_BEARER = 'The request has no bearer token in the Authorization header.';
const BAD_TOKEN = 'The access token is invalid or has expired.';
const GONE_PRINCIPAL = 'The access token belongs to a user or integration that no longer exists or is inactive.';
const REVOKED = 'The access token has been revoked (a new password or secret, or a deactivation); request a new one.';
const LAST_ADMIN = 'At least one active administrator must remain.';

function unauthorized(detail: string) {
  return { errors: [{ status: '401', code: 'FRAMEWORK__UNAUTHORIZED', title: 'Unauthorized', detail }] };
}

function forbidden(privilege: string) {
  return {
    errors: [
      {
        status: '403',
        code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR',
        title: 'Forbidden',
        detail: `Missing privilege(s): ${privilege}.`,
        meta: { parameters: { missingPrivileges: [privilege] } },
      },
    ],
  };
}

function writeError(code: string, detail: string, pointer: string) {
  return { errors: [{ status: '400', code, detail, source: { pointer } }] };
}

// ------------------------------------------------------------------ recording every answer (rule 8)

/** Every answer the flows below received, with the one secret that answer may reveal. */
const answers: { label: string; text: string; mayReveal: string | null }[] = [];
/** Plain passwords and secrets that must never appear in an answer. */
const secrets = new Set<string>([ADMIN_PASSWORD, 'password-of-user']);

function record(label: string, response: LightMyRequestResponse, mayReveal: string | null = null): LightMyRequestResponse {
  answers.push({ label, text: `${JSON.stringify(response.headers)}\n${response.body}`, mayReveal });
  return response;
}

function secret(value: string): string {
  secrets.add(value);
  return value;
}

function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

type RequestOptions = { token?: string | null; body?: unknown; headers?: Record<string, string> };

async function call(h: Harness, method: string, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
  return record(`${method} ${url}`, await h.request(method, url, options));
}

/** POST /api/oauth/token with a JSON body. */
async function tokenJson(h: Harness, body: unknown): Promise<LightMyRequestResponse> {
  return record(
    'token (json)',
    await h.app.inject({ method: 'POST', url: '/api/oauth/token', ...(body === undefined ? {} : { payload: body as object }) }),
  );
}

/** POST /api/oauth/token with an application/x-www-form-urlencoded body. */
async function tokenForm(h: Harness, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  return record(
    'token (form)',
    await h.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    }),
  );
}

async function login(h: Harness, username: string, password: string): Promise<LightMyRequestResponse> {
  return tokenJson(h, { grant_type: 'password', client_id: 'administration', username, password });
}

async function refresh(h: Harness, refreshToken: string, remoteAddress?: string): Promise<LightMyRequestResponse> {
  const body = { grant_type: 'refresh_token', client_id: 'administration', refresh_token: refreshToken };
  if (remoteAddress === undefined) return tokenJson(h, body);
  return record('token (json)', await h.app.inject({ method: 'POST', url: '/api/oauth/token', remoteAddress, payload: body }));
}

/** Another client than the tests' default (inject's 127.0.0.1): a rotated token's reuse is never in its grace window. */
const OTHER_CLIENT = '192.0.2.7';

async function createRole(h: Harness, privileges: string[]): Promise<string> {
  const response = await call(h, 'POST', '/api/acl-role?_response=detail', { body: { name: unique('role'), privileges } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

interface TestUser {
  id: string;
  username: string;
  password: string;
}

async function createUser(
  h: Harness,
  fields: { admin?: boolean; active?: boolean; aclRoleIds?: string[]; password?: string } = {},
): Promise<TestUser> {
  const username = unique('user');
  const password = secret(fields.password ?? `pw-${randomBytes(9).toString('base64url')}`);
  const response = await call(h, 'POST', '/api/user?_response=detail', { body: { username, ...fields, password } });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json().data.id as string, username, password };
}

async function loginTokens(h: Harness, user: TestUser): Promise<{ access_token: string; refresh_token: string }> {
  const response = await login(h, user.username, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function subjectId(token: string): string {
  return String(decodeJwt(token).sub).split(':')[1] as string;
}

async function createProduct(h: Harness): Promise<string> {
  const response = await call(h, 'POST', '/api/product?_response=detail', {
    body: { productNumber: unique('P'), name: 'A product' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

const RANDOM_ID = () => randomBytes(16).toString('hex');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// ================================================================== 1. password grant

describe('password grant', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  function expectTokenAnswer(response: LightMyRequestResponse, withRefresh: boolean): void {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      withRefresh ? ['access_token', 'expires_in', 'refresh_token', 'token_type'] : ['access_token', 'expires_in', 'token_type'],
    );
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(600);
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = decodeJwt(body.access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
    if (withRefresh) {
      expect(typeof body.refresh_token).toBe('string');
      expect(body.refresh_token.length).toBeGreaterThanOrEqual(32);
      expect(body.refresh_token).not.toBe(body.access_token);
    }
  }

  it('answers a Bearer token with a refresh token to a JSON request', async () => {
    const response = await login(h, ADMIN_USER, ADMIN_PASSWORD);
    expectTokenAnswer(response, true);
    expect(decodeJwt(response.json().access_token).sub).toBe(`user:${subjectId(h.adminToken)}`);
    const users = await call(h, 'GET', '/api/user', { token: response.json().access_token });
    expect(users.statusCode).toBe(200);
  });

  it('answers the same to an application/x-www-form-urlencoded request', async () => {
    const response = await tokenForm(h, { grant_type: 'password', client_id: 'administration', username: ADMIN_USER, password: ADMIN_PASSWORD });
    expectTokenAnswer(response, true);
    const users = await call(h, 'GET', '/api/user', { token: response.json().access_token });
    expect(users.statusCode).toBe(200);
  });

  it('decodes form-encoded passwords with reserved characters', async () => {
    const user = await createUser(h, { password: 'p@ss w+rd&=%;?é' });
    const response = await tokenForm(h, { grant_type: 'password', client_id: 'administration', username: user.username, password: user.password });
    expectTokenAnswer(response, true);
    const wrong = await tokenForm(h, { grant_type: 'password', client_id: 'administration', username: user.username, password: 'p@ss w rd&=%;?é' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(BAD_CREDENTIALS);
  });

  it('issues a new access and refresh token on every login', async () => {
    const first = (await login(h, ADMIN_USER, ADMIN_PASSWORD)).json();
    const second = (await login(h, ADMIN_USER, ADMIN_PASSWORD)).json();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
  });

  it('refuses a wrong password with invalid_grant (JSON and form), and no-store', async () => {
    const json = await login(h, ADMIN_USER, 'not-the-password');
    expect(json.statusCode).toBe(400);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.json()).toEqual(BAD_CREDENTIALS);
    const form = await tokenForm(h, { grant_type: 'password', client_id: 'administration', username: ADMIN_USER, password: 'not-the-password' });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual(BAD_CREDENTIALS);
  });

  it('refuses an unknown user with the same answer as a wrong password', async () => {
    const response = await login(h, 'nobody-of-that-name', ADMIN_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BAD_CREDENTIALS);
  });

  it('does not match usernames case-insensitively or with a prefix', async () => {
    for (const username of [ADMIN_USER.toUpperCase(), `${ADMIN_USER} `, ADMIN_USER.slice(0, -1)]) {
      const response = await login(h, username, ADMIN_PASSWORD);
      expect(response.statusCode, username).toBe(400);
      expect(response.json()).toEqual(BAD_CREDENTIALS);
    }
  });

  it('refuses a client_id other than "administration" with 401 invalid_client (JSON and form)', async () => {
    const json = await tokenJson(h, { grant_type: 'password', client_id: 'storefront', username: ADMIN_USER, password: ADMIN_PASSWORD });
    expect(json.statusCode).toBe(401);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.json()).toEqual(BAD_CLIENT);
    const form = await tokenForm(h, { grant_type: 'password', client_id: 'Administration', username: ADMIN_USER, password: ADMIN_PASSWORD });
    expect(form.statusCode).toBe(401);
    expect(form.json()).toEqual(BAD_CLIENT);
  });

  it('answers invalid_request when client_id, username or password is missing, empty or not a string', async () => {
    const complete = { grant_type: 'password', client_id: 'administration', username: ADMIN_USER, password: ADMIN_PASSWORD };
    for (const field of ['client_id', 'username', 'password'] as const) {
      const { [field]: _dropped, ...without } = complete;
      for (const body of [without, { ...complete, [field]: '' }, { ...complete, [field]: 42 }]) {
        const response = await tokenJson(h, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual(PASSWORD_FIELDS_MISSING);
      }
      const form = await tokenForm(h, without);
      expect(form.statusCode).toBe(400);
      expect(form.json()).toEqual(PASSWORD_FIELDS_MISSING);
    }
  });

  it('answers invalid_request when grant_type is missing (JSON, form, empty body)', async () => {
    const json = await tokenJson(h, { client_id: 'administration', username: ADMIN_USER, password: ADMIN_PASSWORD });
    expect(json.statusCode).toBe(400);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.json()).toEqual(GRANT_TYPE_MISSING);
    const form = await tokenForm(h, { client_id: 'administration', username: ADMIN_USER, password: ADMIN_PASSWORD });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual(GRANT_TYPE_MISSING);
    const empty = await tokenJson(h, undefined);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(GRANT_TYPE_MISSING);
  });

  it('answers unsupported_grant_type for an unknown grant', async () => {
    for (const grant of ['authorization_code', 'implicit', 'PASSWORD']) {
      const response = await tokenJson(h, { grant_type: grant, client_id: 'administration', username: ADMIN_USER, password: ADMIN_PASSWORD });
      expect(response.statusCode, grant).toBe(400);
      expect(response.json()).toEqual(GRANT_TYPE_UNSUPPORTED);
    }
    const form = await tokenForm(h, { grant_type: 'device_code' });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual(GRANT_TYPE_UNSUPPORTED);
  });

  it('answers invalid_request for a refresh_token or client_credentials grant without its fields', async () => {
    const noRefresh = await tokenJson(h, { grant_type: 'refresh_token', client_id: 'administration' });
    expect(noRefresh.statusCode).toBe(400);
    expect(noRefresh.json()).toEqual(REFRESH_FIELD_MISSING);
    const noSecret = await tokenJson(h, { grant_type: 'client_credentials', client_id: 'EXTIAAAA' });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json()).toEqual(CLIENT_FIELDS_MISSING);
    const noId = await tokenForm(h, { grant_type: 'client_credentials', client_secret: 'whatever-secret' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toEqual(CLIENT_FIELDS_MISSING);
  });

  it('does not let an inactive user log in, and lets them in again once reactivated', async () => {
    const inactive = await createUser(h, { active: false });
    const refused = await login(h, inactive.username, inactive.password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(BAD_CREDENTIALS);

    const patch = await call(h, 'PATCH', `/api/user/${inactive.id}`, { body: { active: true } });
    expect(patch.statusCode, patch.body).toBe(204);
    expectTokenAnswer(await login(h, inactive.username, inactive.password), true);

    const deactivate = await call(h, 'PATCH', `/api/user/${inactive.id}`, { body: { active: false } });
    expect(deactivate.statusCode, deactivate.body).toBe(204);
    const again = await login(h, inactive.username, inactive.password);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_CREDENTIALS);
  });
});

// ================================================================== 2. refresh grant and revocation

describe('refresh grant', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('rotates: answers a new access and refresh token, and the old refresh token stops working', async () => {
    const user = await createUser(h);
    const first = await loginTokens(h, user);
    const rotated = await refresh(h, first.refresh_token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const body = rotated.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(600);
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect(body.access_token).not.toBe(first.access_token);
    expect(decodeJwt(body.access_token).sub).toBe(`user:${user.id}`);

    // Used again by another client (the same client within 30 s gets the same answer again: 'grace window' below).
    const reused = await refresh(h, first.refresh_token, OTHER_CLIENT);
    expect(reused.statusCode).toBe(400);
    expect(reused.headers['cache-control']).toBe('no-store');
    expect(reused.json()).toEqual(BAD_REFRESH);
  });

  it('keeps rotating as long as each token is used once, also without client_id and through a form', async () => {
    const user = await createUser(h);
    let token = (await loginTokens(h, user)).refresh_token;
    const seen = new Set([token]);
    for (let round = 0; round < 3; round += 1) {
      const response =
        round === 1
          ? await tokenForm(h, { grant_type: 'refresh_token', refresh_token: token })
          : await tokenJson(h, { grant_type: 'refresh_token', refresh_token: token });
      expect(response.statusCode, response.body).toBe(200);
      token = response.json().refresh_token;
      expect(seen.has(token)).toBe(false);
      seen.add(token);
    }
  });

  it('refuses a client_id other than "administration" with 401 invalid_client', async () => {
    const user = await createUser(h);
    const tokens = await loginTokens(h, user);
    const response = await tokenJson(h, { grant_type: 'refresh_token', client_id: 'other', refresh_token: tokens.refresh_token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(BAD_CLIENT);
    // The refused request did not consume the token.
    expect((await refresh(h, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await refresh(h, randomBytes(48).toString('base64url'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BAD_REFRESH);
  });

  it('revokes the whole family when a rotated token is used again, and only that family', async () => {
    const user = await createUser(h);
    const r1 = (await loginTokens(h, user)).refresh_token;
    const other = (await loginTokens(h, user)).refresh_token; // a second session of the same user
    const r2 = (await refresh(h, r1)).json().refresh_token as string;
    const r3Response = await refresh(h, r2);
    expect(r3Response.statusCode).toBe(200);
    const r3 = r3Response.json().refresh_token as string;

    const replay = await refresh(h, r1, OTHER_CLIENT);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(BAD_REFRESH);

    const newest = await refresh(h, r3);
    expect(newest.statusCode).toBe(400);
    expect(newest.json()).toEqual(BAD_REFRESH);

    const otherSession = await refresh(h, other);
    expect(otherSession.statusCode, otherSession.body).toBe(200);
  });

  it('two concurrent uses of one refresh token by two clients: one wins, and the reuse still ends the whole family', async () => {
    for (let round = 0; round < 8; round += 1) {
      const user = await createUser(h);
      const token = (await loginTokens(h, user)).refresh_token;
      const answers = await Promise.all([refresh(h, token), refresh(h, token, OTHER_CLIENT)]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400]);
      const winner = answers.find((response) => response.statusCode === 200) as LightMyRequestResponse;
      const loser = answers.find((response) => response.statusCode === 400) as LightMyRequestResponse;
      expect(loser.json()).toEqual(BAD_REFRESH);
      const next = await refresh(h, winner.json().refresh_token);
      expect(next.statusCode, `round ${round}: the token rotated out of a reused one must be revoked`).toBe(400);
      expect(next.json()).toEqual(BAD_REFRESH);
    }
  });

  it('grace window: two concurrent uses by the same client both answer the same successor pair, and the session lives on', async () => {
    for (let round = 0; round < 8; round += 1) {
      const user = await createUser(h);
      const token = (await loginTokens(h, user)).refresh_token;
      const answers = await Promise.all([refresh(h, token), refresh(h, token)]);
      expect(answers.map((response) => response.statusCode), answers[1]?.body).toEqual([200, 200]);
      const [first, second] = answers.map((response) => response.json() as { access_token: string; refresh_token: string });
      expect(second).toEqual(first);
      expect(first?.refresh_token).not.toBe(token);
      const me = await call(h, 'GET', `/api/user/${user.id}`, { token: first?.access_token as string });
      expect(me.statusCode, me.body).not.toBe(401);
      const next = await refresh(h, first?.refresh_token as string);
      expect(next.statusCode, `round ${round}`).toBe(200);
    }
  });

  it('grace window: a reuse by the same client after 30 seconds, or once the successor rotated on, still revokes the family', async () => {
    const db = h.host.database.db;
    const user = await createUser(h);
    const r1 = (await loginTokens(h, user)).refresh_token;
    const r2 = (await refresh(h, r1)).json().refresh_token as string;
    expect((await refresh(h, r1)).json().refresh_token).toBe(r2);
    await db.updateTable('refresh_token').set({ rotatedAt: new Date(Date.now() - 31_000).toISOString() }).where('tokenHash', '=', sha256(r1)).execute();
    const late = await refresh(h, r1);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(BAD_REFRESH);
    expect((await refresh(h, r2)).json()).toEqual(BAD_REFRESH);

    const s1 = (await loginTokens(h, user)).refresh_token;
    const s2 = (await refresh(h, s1)).json().refresh_token as string;
    const s3 = (await refresh(h, s2)).json().refresh_token as string;
    const stale = await refresh(h, s1);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(BAD_REFRESH);
    expect((await refresh(h, s3)).json()).toEqual(BAD_REFRESH);
  });

  it('grace window: the sealed answer is encrypted at rest and only the newest rotation of a family keeps one', async () => {
    const db = h.host.database.db;
    const user = await createUser(h);
    const r1 = (await loginTokens(h, user)).refresh_token;
    const r2 = (await refresh(h, r1)).json().refresh_token as string;
    const r3 = (await refresh(h, r2)).json().refresh_token as string;
    const rows = await db.selectFrom('refresh_token').select(['tokenHash', 'successorSealed']).where('userId', '=', user.id).execute();
    const sealed = rows.filter((row) => row.successorSealed !== null);
    expect(sealed.map((row) => row.tokenHash)).toEqual([sha256(r2)]);
    expect(String(sealed[0]?.successorSealed)).toMatch(/^enc:v1:/);
    expect(String(sealed[0]?.successorSealed)).not.toContain(r3);
  });

  it('refuses an expired refresh token', async () => {
    const user = await createUser(h);
    const expired = (await loginTokens(h, user)).refresh_token;
    const fresh = (await loginTokens(h, user)).refresh_token; // the control: same user, not expired
    const updated = await h.host.database.db
      .updateTable('refresh_token')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', sha256(expired))
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);

    const refused = await refresh(h, expired);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(BAD_REFRESH);
    const control = await refresh(h, fresh);
    expect(control.statusCode, control.body).toBe(200);
  });

  it('refresh tokens live seven days', async () => {
    const user = await createUser(h);
    const before = Date.now();
    await loginTokens(h, user);
    const row = await h.host.database.db
      .selectFrom('refresh_token')
      .select(['expiresAt'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const expiresAt = Date.parse(row.expiresAt as string);
    expect(expiresAt - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 60_000);
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await createUser(h);
    const tokens = await loginTokens(h, user);
    const rows = await h.host.database.db.selectFrom('refresh_token').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokens.refresh_token);
  });

  it('POST /api/oauth/revoke revokes a refresh token and its family; unknown tokens are ignored', async () => {
    const user = await createUser(h);
    const r1 = (await loginTokens(h, user)).refresh_token;
    const revoked = record('revoke', await h.app.inject({ method: 'POST', url: '/api/oauth/revoke', payload: { token: r1 } }));
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({});
    const after = await refresh(h, r1);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual(BAD_REFRESH);

    // Revoking an already rotated token ends the token it was rotated into.
    const s1 = (await loginTokens(h, user)).refresh_token;
    const s2 = (await refresh(h, s1)).json().refresh_token as string;
    const form = record(
      'revoke (form)',
      await h.app.inject({
        method: 'POST',
        url: '/api/oauth/revoke',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(s1)}`,
      }),
    );
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({});
    const s2After = await refresh(h, s2);
    expect(s2After.statusCode).toBe(400);
    expect(s2After.json()).toEqual(BAD_REFRESH);

    const unknown = record('revoke', await h.app.inject({ method: 'POST', url: '/api/oauth/revoke', payload: { token: 'no-such-token' } }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});
  });

  it('POST /api/oauth/revoke without a token answers invalid_request', async () => {
    for (const payload of [{}, { token: '' }, { token: 7 }]) {
      const response = record('revoke', await h.app.inject({ method: 'POST', url: '/api/oauth/revoke', payload }));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(REVOKE_TOKEN_MISSING);
    }
  });

  it('changing a password revokes the user\'s refresh tokens (and only theirs) and replaces the password', async () => {
    const user = await createUser(h);
    const bystander = await createUser(h);
    const tokens = await loginTokens(h, user);
    const bystanderTokens = await loginTokens(h, bystander);

    const newPassword = secret('a-brand-new-password');
    const patch = await call(h, 'PATCH', `/api/user/${user.id}`, { body: { password: newPassword } });
    expect(patch.statusCode, patch.body).toBe(204);

    const refused = await refresh(h, tokens.refresh_token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(BAD_REFRESH);
    const oldLogin = await login(h, user.username, user.password);
    expect(oldLogin.statusCode).toBe(400);
    expect(oldLogin.json()).toEqual(BAD_CREDENTIALS);
    expect((await login(h, user.username, newPassword)).statusCode).toBe(200);
    expect((await refresh(h, bystanderTokens.refresh_token)).statusCode).toBe(200);
  });

  it('a write that changes neither password nor activity keeps the refresh tokens', async () => {
    const user = await createUser(h);
    const tokens = await loginTokens(h, user);
    const patch = await call(h, 'PATCH', `/api/user/${user.id}`, { body: { username: unique('renamed') } });
    expect(patch.statusCode, patch.body).toBe(204);
    expect((await refresh(h, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('deactivating a user revokes their refresh tokens and ends their access tokens', async () => {
    const user = await createUser(h, { aclRoleIds: [await createRole(h, ['product:read'])] });
    const tokens = await loginTokens(h, user);
    expect((await call(h, 'GET', '/api/product', { token: tokens.access_token })).statusCode).toBe(200);

    const patch = await call(h, 'PATCH', `/api/user/${user.id}`, { body: { active: false } });
    expect(patch.statusCode, patch.body).toBe(204);

    const refused = await refresh(h, tokens.refresh_token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(BAD_REFRESH);
    const read = await call(h, 'GET', '/api/product', { token: tokens.access_token });
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual(unauthorized(GONE_PRINCIPAL));

    // Reactivation does not bring the revoked refresh token back.
    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { active: true } })).statusCode).toBe(204);
    expect((await refresh(h, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('deactivation itself revokes every refresh token of the user (not only the refused refresh)', async () => {
    const user = await createUser(h);
    const first = (await loginTokens(h, user)).refresh_token;
    const second = (await loginTokens(h, user)).refresh_token;
    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { active: false } })).statusCode).toBe(204);
    const rows = await h.host.database.db.selectFrom('refresh_token').select(['revokedAt']).where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(typeof row.revokedAt).toBe('string');

    // Reactivated without any refresh attempt in between: both tokens stay dead.
    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { active: true } })).statusCode).toBe(204);
    for (const token of [first, second]) {
      const response = await refresh(h, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(BAD_REFRESH);
    }
  });

  it('the refresh grant itself refuses an inactive user (even when the tokens were not revoked)', async () => {
    const user = await createUser(h);
    const token = (await loginTokens(h, user)).refresh_token;
    // Bypass the entity API so that only the refresh grant's own check stands.
    await h.host.database.db.updateTable('user').set({ active: 0 }).where('id', '=', user.id).execute();
    const response = await refresh(h, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BAD_REFRESH);
  });

  it('a deleted user\'s refresh token is refused', async () => {
    const user = await createUser(h);
    const tokens = await loginTokens(h, user);
    const deleted = await call(h, 'DELETE', `/api/user/${user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const refused = await refresh(h, tokens.refresh_token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(BAD_REFRESH);
  });
});

// ================================================================== 2b. ending tokens

describe('ending tokens: a new password or secret, a deactivation or a deletion ends access and refresh tokens at once', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  async function productRead(token: string): Promise<LightMyRequestResponse> {
    return call(h, 'GET', '/api/product', { token });
  }

  it('a password change: the next request with the old access token is 401, the refresh token is refused; others keep theirs', async () => {
    const role = await createRole(h, ['product:read']);
    const user = await createUser(h, { aclRoleIds: [role] });
    const bystander = await createUser(h, { aclRoleIds: [role] });
    const tokens = await loginTokens(h, user);
    const second = await loginTokens(h, user);
    const bystanderTokens = await loginTokens(h, bystander);
    expect((await productRead(tokens.access_token)).statusCode).toBe(200);

    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { password: secret('changed-password-1') } })).statusCode).toBe(204);
    for (const access of [tokens.access_token, second.access_token]) {
      const ended = await productRead(access);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual(unauthorized(REVOKED));
    }
    expect((await refresh(h, second.refresh_token)).json()).toEqual(BAD_REFRESH);
    expect((await productRead(bystanderTokens.access_token)).statusCode).toBe(200);
    const fresh = await loginTokens(h, { ...user, password: 'changed-password-1' });
    expect((await productRead(fresh.access_token)).statusCode).toBe(200);
    const rotated = await refresh(h, fresh.refresh_token);
    expect(rotated.statusCode).toBe(200);
    expect((await productRead(rotated.json().access_token)).statusCode).toBe(200);

    // A user changing their own password ends their own old tokens too.
    const self = await createUser(h, { admin: true });
    const selfTokens = await loginTokens(h, self);
    expect((await call(h, 'PATCH', `/api/user/${self.id}`, { token: selfTokens.access_token, body: { password: secret('changed-password-2') } })).statusCode).toBe(204);
    expect((await call(h, 'GET', '/api/user', { token: selfTokens.access_token })).json()).toEqual(unauthorized(REVOKED));
  });

  it('a refused password change (too short) ends nothing', async () => {
    const user = await createUser(h, { aclRoleIds: [await createRole(h, ['product:read'])] });
    const tokens = await loginTokens(h, user);
    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { password: secret('short7') } })).statusCode).toBe(400);
    expect((await productRead(tokens.access_token)).statusCode).toBe(200);
    expect((await refresh(h, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('a deactivated and reactivated user: the access token of before stays ended', async () => {
    const user = await createUser(h, { aclRoleIds: [await createRole(h, ['product:read'])] });
    const tokens = await loginTokens(h, user);
    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { active: false } })).statusCode).toBe(204);
    expect((await productRead(tokens.access_token)).json()).toEqual(unauthorized(GONE_PRINCIPAL));
    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { active: true } })).statusCode).toBe(204);
    const after = await productRead(tokens.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(unauthorized(REVOKED));
    expect((await productRead((await loginTokens(h, user)).access_token)).statusCode).toBe(200);
  });

  it('a deleted user: access token 401 and refresh token refused', async () => {
    const user = await createUser(h, { aclRoleIds: [await createRole(h, ['product:read'])] });
    const tokens = await loginTokens(h, user);
    expect((await call(h, 'DELETE', `/api/user/${user.id}`)).statusCode).toBe(204);
    expect((await productRead(tokens.access_token)).json()).toEqual(unauthorized(GONE_PRINCIPAL));
    expect((await refresh(h, tokens.refresh_token)).json()).toEqual(BAD_REFRESH);
  });

  it('an integration\'s new secret ends the access tokens got with the old one; other changes do not', async () => {
    const created = await call(h, 'POST', '/api/integration?_response=detail', {
      body: { label: 'Rotating', aclRoleIds: [await createRole(h, ['product:read'])] },
    });
    const { id, accessKey, secretAccessKey } = created.json().data as { id: string; accessKey: string; secretAccessKey: string };
    answers.pop();
    record('POST /api/integration?_response=detail', created, secret(secretAccessKey));
    const grant = async (clientSecret: string) =>
      (await tokenJson(h, { grant_type: 'client_credentials', client_id: accessKey, client_secret: clientSecret })).json().access_token as string;
    const old = await grant(secretAccessKey);
    expect((await call(h, 'PATCH', `/api/integration/${id}`, { body: { label: 'Renamed' } })).statusCode).toBe(204);
    expect((await productRead(old)).statusCode).toBe(200);

    const rotated = secret('a-rotated-integration-secret');
    expect((await call(h, 'PATCH', `/api/integration/${id}`, { body: { secretAccessKey: rotated } })).statusCode).toBe(204);
    const ended = await productRead(old);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(unauthorized(REVOKED));
    expect((await productRead(await grant(rotated))).statusCode).toBe(200);
  });

  it('a token of an older generation is refused even when nothing revoked it (a rotation racing the change)', async () => {
    const user = await createUser(h, { aclRoleIds: [await createRole(h, ['product:read'])] });
    const tokens = await loginTokens(h, user);
    // Only the generation moves, as when a refresh stored its successor after the revocation ran.
    await h.host.database.db.updateTable('user').set((eb) => ({ tokenGeneration: eb('tokenGeneration', '+', 1) })).where('id', '=', user.id).execute();
    expect((await productRead(tokens.access_token)).json()).toEqual(unauthorized(REVOKED));
    expect((await refresh(h, tokens.refresh_token)).json()).toEqual(BAD_REFRESH);
  });

  it('role changes (the role\'s privileges, aclRoleIds, the admin flag) apply from the next request, to old and refreshed tokens alike', async () => {
    const role = await createRole(h, ['product:read']);
    const other = await createRole(h, ['category:read']);
    const user = await createUser(h, { aclRoleIds: [role] });
    const tokens = await loginTokens(h, user);
    expect((await productRead(tokens.access_token)).statusCode).toBe(200);

    expect((await call(h, 'PATCH', `/api/acl-role/${role}`, { body: { privileges: [] } })).statusCode).toBe(204);
    expect((await productRead(tokens.access_token)).json()).toEqual(forbidden('product:read'));
    const refreshed = (await refresh(h, tokens.refresh_token)).json() as { access_token: string; refresh_token: string };
    expect((await productRead(refreshed.access_token)).json()).toEqual(forbidden('product:read'));

    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { aclRoleIds: [other] } })).statusCode).toBe(204);
    expect((await call(h, 'GET', '/api/category', { token: tokens.access_token })).statusCode).toBe(200);
    expect((await call(h, 'GET', '/api/user', { token: refreshed.access_token })).json()).toEqual(forbidden('user:read'));
    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { admin: true } })).statusCode).toBe(204);
    expect((await call(h, 'GET', '/api/user', { token: refreshed.access_token })).statusCode).toBe(200);
    expect((await call(h, 'PATCH', `/api/user/${user.id}`, { body: { admin: false, aclRoleIds: [] } })).statusCode).toBe(204);
    expect((await call(h, 'GET', '/api/user', { token: tokens.access_token })).json()).toEqual(forbidden('user:read'));
    expect((await call(h, 'GET', '/api/category', { token: refreshed.access_token })).json()).toEqual(forbidden('category:read'));
  });
});

// ================================================================== 3. client_credentials and integrations

describe('client_credentials grant and integrations', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  async function createIntegration(body: Record<string, unknown>): Promise<{ id: string; accessKey: string; secret: string; data: Record<string, unknown> }> {
    const response = await h.request('POST', '/api/integration?_response=detail', { body });
    const data = response.json().data as Record<string, unknown>;
    const revealed = data?.secretAccessKey;
    record('POST /api/integration?_response=detail', response, typeof revealed === 'string' ? revealed : null);
    expect(response.statusCode, response.body).toBe(200);
    expect(typeof revealed).toBe('string');
    return { id: data.id as string, accessKey: data.accessKey as string, secret: secret(revealed as string), data };
  }

  async function clientToken(accessKey: string, clientSecret: string): Promise<LightMyRequestResponse> {
    return tokenJson(h, { grant_type: 'client_credentials', client_id: accessKey, client_secret: clientSecret });
  }

  it('reveals a generated secret once, in the create answer', async () => {
    const { id, accessKey, secret: generated, data } = await createIntegration({ label: 'Shop sync' });
    expect(Object.keys(data).sort()).toEqual(
      ['accessKey', 'aclRoleIds', 'admin', 'createdAt', 'id', 'label', 'lastUsageAt', 'secretAccessKey', 'updatedAt'].sort(),
    );
    expect(accessKey).toMatch(/^EXTI[A-Z2-7]{24}$/);
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.label).toBe('Shop sync');
    expect(data.admin).toBe(false);
    expect(data.aclRoleIds).toEqual([]);
    expect(data.lastUsageAt).toBeNull();

    for (const url of [`/api/integration/${id}`, '/api/integration']) {
      const read = await call(h, 'GET', url);
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(generated);
      expect(read.body).not.toContain('secretAccessKey');
      expect(read.body).not.toContain('secretHash');
      expect(read.body).not.toContain('scrypt$');
      expect(read.body).toContain(accessKey);
    }
    const detail = (await call(h, 'GET', `/api/integration/${id}`)).json().data;
    expect(Object.keys(detail).sort()).toEqual(['accessKey', 'aclRoleIds', 'admin', 'createdAt', 'id', 'label', 'lastUsageAt', 'updatedAt']);
    const search = await call(h, 'POST', '/api/search/integration', { body: { ids: [id] } });
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBe(1);
    expect(search.body).not.toContain(generated);
    expect(search.body).not.toContain('secretAccessKey');
    expect(search.body).not.toContain('scrypt$');
    // An update answer with the record does not show it again either.
    const patched = await call(h, 'PATCH', `/api/integration/${id}?_response=detail`, { body: { label: 'Renamed' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.body).not.toContain(generated);
    expect(patched.body).not.toContain('secretAccessKey');
  });

  it('does not accept the secret or its hash as a search field', async () => {
    for (const field of ['secretAccessKey', 'secretHash']) {
      const response = await call(h, 'POST', '/api/search/integration', {
        body: { filter: [{ type: 'prefix', field, value: 'scrypt$' }] },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].source).toEqual({ pointer: '/filter/0/field' });
    }
  });

  it('issues an access token (without refresh token) for the access key and secret, JSON and form', async () => {
    const { id, accessKey, secret: generated } = await createIntegration({ label: 'Token', admin: true });
    const response = await clientToken(accessKey, generated);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(600);
    expect(decodeJwt(body.access_token).sub).toBe(`integration:${id}`);

    const form = await tokenForm(h, { grant_type: 'client_credentials', client_id: accessKey, client_secret: generated });
    expect(form.statusCode, form.body).toBe(200);
    expect(decodeJwt(form.json().access_token).sub).toBe(`integration:${id}`);
  });

  it('refuses a wrong secret or unknown access key with 401 invalid_client, and does not mark the integration used', async () => {
    const { id, accessKey, secret: generated } = await createIntegration({ label: 'Wrong secret' });
    for (const [key, value] of [
      [accessKey, `${generated}x`],
      [accessKey, generated.slice(0, -1)],
      [`EXTI${'A'.repeat(24)}`, generated],
      [accessKey.toLowerCase(), generated],
    ] as const) {
      const response = await clientToken(key, value);
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(BAD_CLIENT);
    }
    const read = (await call(h, 'GET', `/api/integration/${id}`)).json().data;
    expect(read.lastUsageAt).toBeNull();
  });

  it('an integration cannot use the password grant, nor a user the client_credentials grant', async () => {
    const { accessKey, secret: generated } = await createIntegration({ label: 'Not a user' });
    const asUser = await login(h, accessKey, generated);
    expect(asUser.statusCode).toBe(400);
    expect(asUser.json()).toEqual(BAD_CREDENTIALS);
    const asIntegration = await clientToken(ADMIN_USER, ADMIN_PASSWORD);
    expect(asIntegration.statusCode).toBe(401);
    expect(asIntegration.json()).toEqual(BAD_CLIENT);
  });

  it('sets lastUsageAt when a token is issued', async () => {
    const { id, accessKey, secret: generated } = await createIntegration({ label: 'Usage' });
    const before = Date.now();
    expect((await clientToken(accessKey, generated)).statusCode).toBe(200);
    const after = Date.now();
    const read = (await call(h, 'GET', `/api/integration/${id}`)).json().data;
    expect(typeof read.lastUsageAt).toBe('string');
    const used = Date.parse(read.lastUsageAt);
    expect(used).toBeGreaterThanOrEqual(before - 1000);
    expect(used).toBeLessThanOrEqual(after + 1000);
  });

  it('takes its privileges from the roles in aclRoleIds, read on every request', async () => {
    const roleId = await createRole(h, ['product:read']);
    const { accessKey, secret: generated } = await createIntegration({ label: 'Reader', aclRoleIds: [roleId] });
    const token = (await clientToken(accessKey, generated)).json().access_token as string;

    expect((await call(h, 'GET', '/api/product', { token })).statusCode).toBe(200);
    const create = await call(h, 'POST', '/api/product', { token, body: { productNumber: unique('P'), name: 'x' } });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual(forbidden('product:create'));
    const categories = await call(h, 'GET', '/api/category', { token });
    expect(categories.statusCode).toBe(403);
    expect(categories.json()).toEqual(forbidden('category:read'));
    const users = await call(h, 'GET', '/api/user', { token });
    expect(users.statusCode).toBe(403);
    expect(users.json()).toEqual(forbidden('user:read'));

    // A change of the role applies to the token already issued.
    const update = await call(h, 'PATCH', `/api/acl-role/${roleId}`, { body: { privileges: ['product:read', 'product:create'] } });
    expect(update.statusCode, update.body).toBe(204);
    const created = await call(h, 'POST', '/api/product', { token, body: { productNumber: unique('P'), name: 'x' } });
    expect(created.statusCode, created.body).toBe(204);
  });

  it('an integration without roles holds nothing', async () => {
    const { accessKey, secret: generated } = await createIntegration({ label: 'Empty' });
    const token = (await clientToken(accessKey, generated)).json().access_token as string;
    const read = await call(h, 'GET', '/api/language', { token });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual(forbidden('language:read'));
  });

  it('an admin integration can do everything', async () => {
    const { accessKey, secret: generated } = await createIntegration({ label: 'Root', admin: true });
    const token = (await clientToken(accessKey, generated)).json().access_token as string;
    expect((await call(h, 'GET', '/api/user', { token })).statusCode).toBe(200);
    expect((await call(h, 'GET', '/api/integration', { token })).statusCode).toBe(200);
    expect((await call(h, 'POST', '/api/acl-role', { token, body: { name: unique('role'), privileges: ['product:read'] } })).statusCode).toBe(204);
    const product = await call(h, 'POST', '/api/product?_response=detail', { token, body: { productNumber: unique('P'), name: 'x' } });
    expect(product.statusCode, product.body).toBe(200);
    const productId = product.json().data.id as string;
    expect((await call(h, 'PATCH', `/api/product/${productId}`, { token, body: { name: 'y' } })).statusCode).toBe(204);
    expect((await call(h, 'DELETE', `/api/product/${productId}`, { token })).statusCode).toBe(204);
    expect((await call(h, 'GET', '/api/_action/system-config?domain=ExtTranslate.config', { token })).statusCode).toBe(200);
    expect((await call(h, 'POST', '/api/_action/system-config', { token, body: { 'ExtTranslate.config.batchSize': 30 } })).statusCode).toBe(204);
    expect((await call(h, 'GET', '/api/ext-translate-job', { token })).statusCode).toBe(200);
  });

  it('accepts a given secret without revealing it, refuses one shorter than 16 characters, and rotates on update', async () => {
    const given = secret('a-given-secret-of-integration');
    const created = await call(h, 'POST', '/api/integration?_response=detail', { body: { label: 'Given', secretAccessKey: given } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).not.toHaveProperty('secretAccessKey');
    const { id, accessKey } = created.json().data;
    expect((await clientToken(accessKey, given)).statusCode).toBe(200);

    const short = await call(h, 'POST', '/api/integration', { body: { label: 'Short', secretAccessKey: secret('fifteen-chars-x') } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(
      writeError('FRAMEWORK__WRITE_TOO_SHORT', 'The secret access key must be at least 16 characters long.', '/secretAccessKey'),
    );

    const rotated = secret('the-rotated-integration-secret');
    expect((await call(h, 'PATCH', `/api/integration/${id}`, { body: { secretAccessKey: rotated } })).statusCode).toBe(204);
    const old = await clientToken(accessKey, given);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(BAD_CLIENT);
    expect((await clientToken(accessKey, rotated)).statusCode).toBe(200);
  });

  it('refuses writing the hash columns directly', async () => {
    const { id } = await createIntegration({ label: 'No hash writes' });
    const response = await call(h, 'PATCH', `/api/integration/${id}`, { body: { secretHash: 'scrypt$1$1$1$AA$AA' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      writeError('FRAMEWORK__WRITE_UNKNOWN_FIELD', 'The field "secretHash" does not exist on entity "integration".', '/secretHash'),
    );
  });

  it('a deleted integration\'s token is refused', async () => {
    const { id, accessKey, secret: generated } = await createIntegration({ label: 'Deleted', admin: true });
    const token = (await clientToken(accessKey, generated)).json().access_token as string;
    expect((await call(h, 'GET', '/api/user', { token })).statusCode).toBe(200);
    expect((await call(h, 'DELETE', `/api/integration/${id}`)).statusCode).toBe(204);
    const after = await call(h, 'GET', '/api/user', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(unauthorized(GONE_PRINCIPAL));
    const again = await clientToken(accessKey, generated);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(BAD_CLIENT);
  });
});

// ================================================================== 4. the guard

describe('guard', () => {
  let h: Harness;
  let adminId: string;
  const jwtKey = () => deriveKey(h.host.config.appSecret, 'jwt');
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    h = await createHarness();
    adminId = subjectId(h.adminToken);
  });
  afterAll(async () => {
    await h.close();
  });

  function sign(options: { sub?: string; iss?: string; iat?: number; exp?: number; key?: Uint8Array; alg?: string }): Promise<string> {
    const jwt = new SignJWT({})
      .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
      .setSubject(options.sub ?? `user:${adminId}`)
      .setIssuer(options.iss ?? 'ext-translate')
      .setIssuedAt(options.iat ?? now())
      .setExpirationTime(options.exp ?? now() + 600);
    return jwt.sign(options.key ?? jwtKey());
  }

  it('the test config secret is the one the app signs with', () => {
    expect(h.host.config.appSecret).toBe(testConfig('sqlite::memory:').appSecret);
  });

  it('answers 401 without an Authorization header', async () => {
    for (const [method, url] of [
      ['GET', '/api/product'],
      ['GET', `/api/product/${RANDOM_ID()}`],
      ['POST', '/api/search/product'],
      ['GET', '/api/user'],
      ['GET', '/api/_action/system-config?domain=ExtTranslate.config'],
    ] as const) {
      const response = await call(h, method, url, { token: null });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual(unauthorized(NO_BEARER));
    }
  });

  it('answers 401 when the Authorization header is not a bearer token', async () => {
    for (const authorization of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer ', h.adminToken, `Token ${h.adminToken}`, `Bearer ${h.adminToken} extra`]) {
      const response = await call(h, 'GET', '/api/product', { token: null, headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual(unauthorized(NO_BEARER));
    }
  });

  it('accepts the scheme in any case (RFC 7235)', async () => {
    const response = await call(h, 'GET', '/api/product', { token: null, headers: { authorization: `bearer ${h.adminToken}` } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 for a malformed token', async () => {
    for (const token of ['not-a-jwt', 'a.b.c', `${h.adminToken}x`, h.adminToken.split('.').slice(0, 2).join('.')]) {
      const response = await call(h, 'GET', '/api/product', { token });
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual(unauthorized(BAD_TOKEN));
    }
  });

  it('a token signed by this test with the right key is accepted (control for the forged ones)', async () => {
    const response = await call(h, 'GET', '/api/user', { token: await sign({}) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forgedKeys = [deriveKey('another-app-secret-0123456789abcd', 'jwt'), deriveKey(h.host.config.appSecret, 'settings'), new TextEncoder().encode(h.host.config.appSecret)];
    for (const key of forgedKeys) {
      const response = await call(h, 'GET', '/api/user', { token: await sign({ key }) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized(BAD_TOKEN));
    }
  });

  it('answers 401 for an unsigned (alg none) token', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: `user:${adminId}`, iss: 'ext-translate', iat: now(), exp: now() + 600 })}.`;
    const response = await call(h, 'GET', '/api/user', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized(BAD_TOKEN));
  });

  it('answers 401 for an expired token signed with the right key', async () => {
    const response = await call(h, 'GET', '/api/user', { token: await sign({ iat: now() - 1200, exp: now() - 600 }) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized(BAD_TOKEN));
    const justExpired = await call(h, 'GET', '/api/user', { token: await sign({ iat: now() - 601, exp: now() - 1 }) });
    expect(justExpired.statusCode).toBe(401);
    expect(justExpired.json()).toEqual(unauthorized(BAD_TOKEN));
  });

  it('answers 401 for a right-key token with a foreign issuer or an unknown subject kind', async () => {
    for (const token of [
      await sign({ iss: 'someone-else' }),
      await sign({ sub: `admin:${adminId}` }),
      await sign({ sub: adminId }),
      await sign({ sub: 'user:' }),
    ]) {
      const response = await call(h, 'GET', '/api/user', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized(BAD_TOKEN));
    }
  });

  it('answers 401 for the token of a deleted user or of an unknown subject', async () => {
    const user = await createUser(h, { aclRoleIds: [await createRole(h, ['product:read'])] });
    const { access_token: token } = await loginTokens(h, user);
    expect((await call(h, 'GET', '/api/product', { token })).statusCode).toBe(200);
    expect((await call(h, 'DELETE', `/api/user/${user.id}`)).statusCode).toBe(204);
    const response = await call(h, 'GET', '/api/product', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized(GONE_PRINCIPAL));

    for (const sub of [`user:${RANDOM_ID()}`, `integration:${RANDOM_ID()}`, `integration:${adminId}`]) {
      const unknown = await call(h, 'GET', '/api/product', { token: await sign({ sub }) });
      expect(unknown.statusCode, sub).toBe(401);
      expect(unknown.json()).toEqual(unauthorized(GONE_PRINCIPAL));
    }
  });

  it('answers 403 with the missing privilege', async () => {
    const token = await h.tokenWithPrivileges(['category:read']);
    const response = await call(h, 'GET', '/api/product', { token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: [
        {
          status: '403',
          code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR',
          title: 'Forbidden',
          detail: 'Missing privilege(s): product:read.',
          meta: { parameters: { missingPrivileges: ['product:read'] } },
        },
      ],
    });
    expect((await call(h, 'GET', '/api/category', { token })).statusCode).toBe(200);
    const search = await call(h, 'POST', '/api/search/product', { token, body: {} });
    expect(search.statusCode).toBe(403);
    expect(search.json()).toEqual(forbidden('product:read'));
    const detail = await call(h, 'GET', `/api/product/${RANDOM_ID()}`, { token });
    expect(detail.statusCode).toBe(403);
    expect(detail.json()).toEqual(forbidden('product:read'));
  });

  it('an association needs the read privilege of the entity it reads, nested ones too: 403 naming every missing one', async () => {
    const created = async (path: string, body: Record<string, unknown>): Promise<string> => {
      const response = await call(h, 'POST', `/api/${path}?_response=detail`, { body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as string;
    };
    const manufacturerId = await created('product-manufacturer', { name: 'Hidden Maker' });
    const categoryId = await created('category', { name: 'Hidden Category' });
    const coverId = await created('media', { fileName: 'hidden-cover.png', title: 'Hidden Cover' });
    const productId = await created('product', { productNumber: unique('P'), name: 'Visible', manufacturerId, categoryId, coverId });
    const everything = { ids: [productId], associations: { manufacturer: {}, category: {}, cover: {} } };

    const productReader = await h.tokenWithPrivileges(['product:read']);
    const denied = await call(h, 'POST', '/api/search/product', { token: productReader, body: everything });
    expect(denied.statusCode).toBe(403);
    const missing = ['product_manufacturer:read', 'category:read', 'media:read'];
    expect(denied.json()).toEqual({
      errors: [
        {
          status: '403',
          code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR',
          title: 'Forbidden',
          detail: `Missing privilege(s): ${missing.join(', ')}.`,
          meta: { parameters: { missingPrivileges: missing } },
        },
      ],
    });
    expect(denied.body).not.toContain('Hidden');
    const one = await call(h, 'POST', '/api/search/product', { token: productReader, body: { associations: { cover: {} } } });
    expect(one.statusCode).toBe(403);
    expect(one.json()).toEqual(forbidden('media:read'));
    // The record's own translations are no other entity.
    const translations = await call(h, 'POST', '/api/search/product', { token: productReader, body: { ids: [productId], associations: { translations: {} } } });
    expect(translations.statusCode).toBe(200);
    expect(translations.json().data[0].name).toBe('Visible');

    // Nested: category -> products -> manufacturer needs product_manufacturer:read as well.
    const partial = await h.tokenWithPrivileges(['product:read', 'category:read']);
    const nested = { ids: [categoryId], associations: { products: { associations: { manufacturer: {} } } } };
    const nestedDenied = await call(h, 'POST', '/api/search/category', { token: partial, body: nested });
    expect(nestedDenied.statusCode).toBe(403);
    expect(nestedDenied.json()).toEqual(forbidden('product_manufacturer:read'));
    const withoutProducts = await h.tokenWithPrivileges(['category:read', 'product_manufacturer:read']);
    const productsDenied = await call(h, 'POST', '/api/search/category', { token: withoutProducts, body: nested });
    expect(productsDenied.statusCode).toBe(403);
    expect(productsDenied.json()).toEqual(forbidden('product:read'));

    // Control: holding every read privilege (here through the viewer bundle) returns the records.
    const viewer = await h.tokenWithPrivileges(['ext_translate.viewer']);
    const allowed = await call(h, 'POST', '/api/search/product', { token: viewer, body: everything });
    expect(allowed.statusCode).toBe(200);
    const [product] = allowed.json().data;
    expect([product.manufacturer.name, product.category.name, product.cover.title]).toEqual(['Hidden Maker', 'Hidden Category', 'Hidden Cover']);
    const nestedAllowed = await call(h, 'POST', '/api/search/category', { token: viewer, body: nested });
    expect(nestedAllowed.json().data[0].products[0].manufacturer.name).toBe('Hidden Maker');
  });

  it('checks before the body is parsed: invalid JSON gets 401/403, not 400', async () => {
    const inject = (authorization: string | null) =>
      h.app.inject({
        method: 'POST',
        url: '/api/product',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: '{"productNumber": "P-1", ',
      });
    const anonymous = record('invalid json', await inject(null));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized(NO_BEARER));

    const readOnly = await h.tokenWithPrivileges(['product:read']);
    const unprivileged = record('invalid json', await inject(`Bearer ${readOnly}`));
    expect(unprivileged.statusCode).toBe(403);
    expect(unprivileged.json()).toEqual(forbidden('product:create'));

    // Control: the admin reaches the parser and gets its 400.
    const admin = record('invalid json', await inject(`Bearer ${h.adminToken}`));
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toEqual({ errors: [{ status: '400', code: 'FRAMEWORK__MALFORMED_JSON', detail: 'The request body is not valid JSON.' }] });
  });

  it('checks before the body size: an oversized body gets 401, not 413', async () => {
    const payload = JSON.stringify({ productNumber: 'P', name: 'x'.repeat(10 * 1024 * 1024) });
    const inject = (authorization: string | null) =>
      h.app.inject({
        method: 'POST',
        url: '/api/product',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload,
      });
    const anonymous = await inject(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized(NO_BEARER));

    const forged = await inject('Bearer not-a-jwt');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(unauthorized(BAD_TOKEN));

    // Control: the admin reaches the body limit.
    const admin = await inject(`Bearer ${h.adminToken}`);
    expect(admin.statusCode).toBe(413);
    expect(admin.json()).toEqual({
      errors: [{ status: '413', code: 'FRAMEWORK__REQUEST_TOO_LARGE', detail: 'The request body is larger than the limit of 10 MiB.' }],
    });
  });

  it('an unprivileged or unauthenticated DELETE does not delete', async () => {
    const productId = await createProduct(h);
    const token = await h.tokenWithPrivileges(['product:read', 'product:update']);
    const denied = await call(h, 'DELETE', `/api/product/${productId}`, { token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(forbidden('product:delete'));
    const anonymous = await call(h, 'DELETE', `/api/product/${productId}`, { token: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized(NO_BEARER));
    const forgedToken = await sign({ key: deriveKey('another-app-secret-0123456789abcd', 'jwt') });
    expect((await call(h, 'DELETE', `/api/product/${productId}`, { token: forgedToken })).statusCode).toBe(401);

    const still = await call(h, 'GET', `/api/product/${productId}`);
    expect(still.statusCode).toBe(200);
    expect(still.json().data.id).toBe(productId);

    // Control: with the privilege it is gone.
    const deleter = await h.tokenWithPrivileges(['product:delete']);
    expect((await call(h, 'DELETE', `/api/product/${productId}`, { token: deleter })).statusCode).toBe(204);
    expect((await call(h, 'GET', `/api/product/${productId}`)).statusCode).toBe(404);
  });

  it('an unprivileged PATCH does not write', async () => {
    const productId = await createProduct(h);
    const token = await h.tokenWithPrivileges(['product:read']);
    const denied = await call(h, 'PATCH', `/api/product/${productId}`, { token, body: { name: 'Changed' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(forbidden('product:update'));
    const read = await call(h, 'GET', `/api/product/${productId}`, { token });
    expect(read.json().data.translations.find((row: { languageId: string }) => row.languageId === '2fbb5fe2e29a4d70aa5854ce7ce3e20b').name).toBe(
      'A product',
    );
  });

  it('the token, revoke and info routes are public', async () => {
    expect((await login(h, ADMIN_USER, ADMIN_PASSWORD)).statusCode).toBe(200);
    const health = await call(h, 'GET', '/api/_info/health', { token: null });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect((await h.request('GET', '/api/_info/openapi.json', { token: null })).statusCode).toBe(200);
    const revoke = record('revoke', await h.app.inject({ method: 'POST', url: '/api/oauth/revoke', payload: { token: 'unknown' } }));
    expect(revoke.statusCode).toBe(200);
  });

  // (The OpenAPI document names the password fields, so it stays out of the leak check's answers.)
  it('every other documented route answers 401 without a token', async () => {
    const PUBLIC = new Set(['GET /api/_info/health', 'GET /api/_info/openapi.json', 'POST /api/oauth/token', 'POST /api/oauth/revoke']);
    const document = (await h.request('GET', '/api/_info/openapi.json', { token: null })).json() as { paths: Record<string, Record<string, unknown>> };
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (PUBLIC.has(route)) continue;
        const url = path.replace(/\{[^}]+\}/g, RANDOM_ID());
        const response = await call(h, method.toUpperCase(), url, { token: null, ...(method === 'get' || method === 'delete' ? {} : { body: {} }) });
        expect(response.statusCode, route).toBe(401);
        expect(response.json()).toEqual(unauthorized(NO_BEARER));
        checked.push(route);
      }
    }
    expect(checked.length).toBeGreaterThan(100);
    // Users, integrations, roles, settings and the content and extension entities are all among them.
    for (const route of ['GET /api/user', 'POST /api/integration', 'DELETE /api/acl-role/{id}', 'POST /api/_action/system-config', 'PATCH /api/ext-translate-history/{id}', 'POST /api/search/product']) {
      expect(checked, route).toContain(route);
    }
  });
});

// ================================================================== 5. roles and privileges

describe('roles', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const EXTENSION_READS = ['ext-translate-job', 'ext-translate-job-error', 'ext-translate-glossary', 'ext-translate-usage', 'ext-translate-history'];
  const SETTINGS = '/api/_action/system-config?domain=ExtTranslate.config';

  it('a role with product:read reads products but may not create them', async () => {
    const token = await h.tokenWithPrivileges(['product:read']);
    const productId = await createProduct(h);
    expect((await call(h, 'GET', '/api/product', { token })).statusCode).toBe(200);
    expect((await call(h, 'GET', `/api/product/${productId}`, { token })).statusCode).toBe(200);
    expect((await call(h, 'POST', '/api/search/product', { token, body: { ids: [productId] } })).json().total).toBe(1);
    const create = await call(h, 'POST', '/api/product', { token, body: { productNumber: unique('P'), name: 'x' } });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual(forbidden('product:create'));
  });

  it('privileges of several roles add up', async () => {
    const readRole = await createRole(h, ['product:read']);
    const createRoleId = await createRole(h, ['product:create']);
    const user = await createUser(h, { aclRoleIds: [readRole, createRoleId] });
    const { access_token: token } = await loginTokens(h, user);
    expect((await call(h, 'GET', '/api/product', { token })).statusCode).toBe(200);
    expect((await call(h, 'POST', '/api/product', { token, body: { productNumber: unique('P'), name: 'x' } })).statusCode).toBe(204);
    const del = await call(h, 'DELETE', `/api/product/${RANDOM_ID()}`, { token });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual(forbidden('product:delete'));
  });

  it('ext_translate.viewer reads the extension entities, languages, locales, content and settings', async () => {
    const token = await h.tokenWithPrivileges(['ext_translate.viewer']);
    for (const path of [...EXTENSION_READS, 'language', 'locale', 'custom-field', 'snippet-set', 'snippet', ...contentEntities.map((entity) => entity.name.replaceAll('_', '-'))]) {
      const response = await call(h, 'GET', `/api/${path}`, { token });
      expect(response.statusCode, path).toBe(200);
    }
    expect(contentEntities.map((entity) => entity.name)).toEqual(
      expect.arrayContaining(['product', 'category', 'cms_page', 'cms_slot', 'product_manufacturer', 'property_group', 'property_group_option', 'unit', 'delivery_time', 'shipping_method', 'payment_method', 'media']),
    );
    const settings = await call(h, 'GET', SETTINGS, { token });
    expect(settings.statusCode, settings.body).toBe(200);
  });

  it('ext_translate.viewer writes nothing', async () => {
    const token = await h.tokenWithPrivileges(['ext_translate.viewer']);
    const attempts: [string, string, unknown, string][] = [
      ['POST', '/api/ext-translate-glossary', { term: 'Foo' }, 'ext_translate_glossary:create'],
      ['PATCH', `/api/ext-translate-glossary/${RANDOM_ID()}`, { term: 'Foo' }, 'ext_translate_glossary:update'],
      ['DELETE', `/api/ext-translate-glossary/${RANDOM_ID()}`, undefined, 'ext_translate_glossary:delete'],
      ['PATCH', `/api/ext-translate-history/${RANDOM_ID()}`, { state: 'reverted' }, 'ext_translate_history:update'],
      ['PATCH', `/api/ext-translate-job/${RANDOM_ID()}`, {}, 'ext_translate_job:update'],
      ['DELETE', `/api/ext-translate-job/${RANDOM_ID()}`, undefined, 'ext_translate_job:delete'],
      ['POST', '/api/_action/system-config', { 'ExtTranslate.config.batchSize': 10 }, 'system_config:update'],
      ['POST', '/api/product', { productNumber: 'P', name: 'x' }, 'product:create'],
      ['PATCH', `/api/product/${RANDOM_ID()}`, { name: 'x' }, 'product:update'],
      ['POST', '/api/language', { name: 'French', localeCode: 'fr-FR' }, 'language:create'],
      ['GET', '/api/user', undefined, 'user:read'],
      ['GET', '/api/acl-role', undefined, 'acl_role:read'],
    ];
    for (const [method, url, body, privilege] of attempts) {
      const response = await call(h, method, url, { token, ...(body === undefined ? {} : { body }) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(forbidden(privilege));
    }
  });

  it('ext_translate.editor holds the viewer rights and the extension writes', async () => {
    const token = await h.tokenWithPrivileges(['ext_translate.editor']);
    for (const path of [...EXTENSION_READS, 'language', 'locale', 'product', 'category', 'media']) {
      expect((await call(h, 'GET', `/api/${path}`, { token })).statusCode, path).toBe(200);
    }
    expect((await call(h, 'GET', SETTINGS, { token })).statusCode).toBe(200);

    // Glossary: create, update, delete.
    const created = await call(h, 'POST', '/api/ext-translate-glossary?_response=detail', { token, body: { term: 'Ext Translate', mode: 'keep' } });
    expect(created.statusCode, created.body).toBe(200);
    const termId = created.json().data.id as string;
    expect((await call(h, 'PATCH', `/api/ext-translate-glossary/${termId}`, { token, body: { caseSensitive: true } })).statusCode).toBe(204);
    expect((await call(h, 'DELETE', `/api/ext-translate-glossary/${termId}`, { token })).statusCode).toBe(204);

    // History update, job update and delete: the guard lets the editor through (the record is unknown: 404).
    for (const [method, url, body] of [
      ['PATCH', `/api/ext-translate-history/${RANDOM_ID()}`, { state: 'reverted' }],
      ['PATCH', `/api/ext-translate-job/${RANDOM_ID()}`, {}],
      ['DELETE', `/api/ext-translate-job/${RANDOM_ID()}`, undefined],
    ] as const) {
      const response = await call(h, method, url, { token, ...(body === undefined ? {} : { body }) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errors[0].code).toBe('FRAMEWORK__ENTITY_NOT_FOUND');
    }

    const settings = await call(h, 'POST', '/api/_action/system-config', { token, body: { 'ExtTranslate.config.batchSize': 40 } });
    expect(settings.statusCode, settings.body).toBe(204);
    expect((await call(h, 'GET', SETTINGS, { token })).json()['ExtTranslate.config.batchSize']).toBe(40);
  });

  it('ext_translate.editor does not write content, languages, users or roles', async () => {
    const token = await h.tokenWithPrivileges(['ext_translate.editor']);
    const productId = await createProduct(h);
    const attempts: [string, string, unknown, string][] = [
      ['PATCH', `/api/product/${productId}`, { name: 'Overwritten' }, 'product:update'],
      ['POST', '/api/product', { productNumber: 'P', name: 'x' }, 'product:create'],
      ['DELETE', `/api/product/${productId}`, undefined, 'product:delete'],
      ['PATCH', `/api/category/${RANDOM_ID()}`, { name: 'x' }, 'category:update'],
      ['POST', '/api/language', { name: 'French', localeCode: 'fr-FR' }, 'language:create'],
      ['POST', '/api/custom-field', { name: 'x', type: 'text' }, 'custom_field:create'],
      ['GET', '/api/user', undefined, 'user:read'],
      ['GET', '/api/integration', undefined, 'integration:read'],
      ['POST', '/api/acl-role', { name: 'x', privileges: [] }, 'acl_role:create'],
    ];
    for (const [method, url, body, privilege] of attempts) {
      const response = await call(h, method, url, { token, ...(body === undefined ? {} : { body }) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(forbidden(privilege));
    }
    expect((await call(h, 'GET', `/api/product/${productId}`)).statusCode).toBe(200);
  });

  it('users, integrations and roles are admin-only even for holders of their privileges', async () => {
    const all = ['user', 'integration', 'acl_role'].flatMap((entity) => ['read', 'create', 'update', 'delete'].map((op) => `${entity}:${op}`));
    const token = await h.tokenWithPrivileges(all);
    const adminId = subjectId(h.adminToken);
    const attempts: [string, string, unknown, string][] = [
      ['GET', '/api/user', undefined, 'user:read'],
      ['GET', `/api/user/${adminId}`, undefined, 'user:read'],
      ['POST', '/api/search/user', {}, 'user:read'],
      ['POST', '/api/user', { username: 'intruder', password: 'intruder-password', admin: true }, 'user:create'],
      ['PATCH', `/api/user/${adminId}`, { password: 'taken-over-password' }, 'user:update'],
      ['DELETE', `/api/user/${adminId}`, undefined, 'user:delete'],
      ['GET', '/api/integration', undefined, 'integration:read'],
      ['POST', '/api/integration', { label: 'x', admin: true }, 'integration:create'],
      ['GET', '/api/acl-role', undefined, 'acl_role:read'],
      ['POST', '/api/acl-role', { name: 'x', privileges: ['product:read'] }, 'acl_role:create'],
    ];
    for (const [method, url, body, privilege] of attempts) {
      const response = await call(h, method, url, { token, ...(body === undefined ? {} : { body }) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(forbidden(privilege));
    }
    // Nothing was taken over.
    expect((await login(h, ADMIN_USER, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await call(h, 'POST', '/api/search/user', { body: { filter: [{ type: 'equals', field: 'username', value: 'intruder' }] } })).json().total).toBe(0);
  });

  it('refuses invalid privilege names with a pointer to each', async () => {
    const response = await call(h, 'POST', '/api/acl-role', { body: { name: unique('role'), privileges: ['Product Read'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      writeError('FRAMEWORK__WRITE_INVALID_CHOICE', '"Product Read" is not a valid privilege name.', '/privileges/0'),
    );

    const several = await call(h, 'POST', '/api/acl-role', { body: { name: unique('role'), privileges: ['product:read', 'product', 'product:*'] } });
    expect(several.statusCode).toBe(400);
    expect(several.json()).toEqual({
      errors: [
        { status: '400', code: 'FRAMEWORK__WRITE_INVALID_CHOICE', detail: '"product" is not a valid privilege name.', source: { pointer: '/privileges/1' } },
        { status: '400', code: 'FRAMEWORK__WRITE_INVALID_CHOICE', detail: '"product:*" is not a valid privilege name.', source: { pointer: '/privileges/2' } },
      ],
    });

    const roleId = await createRole(h, ['product:read', 'ext_translate.editor']);
    const update = await call(h, 'PATCH', `/api/acl-role/${roleId}`, { body: { privileges: ['ok:read', ':read'] } });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual(writeError('FRAMEWORK__WRITE_INVALID_CHOICE', '":read" is not a valid privilege name.', '/privileges/1'));
    const read = await call(h, 'GET', `/api/acl-role/${roleId}`);
    expect(read.json().data.privileges).toEqual(['product:read', 'ext_translate.editor']);
  });
});

// ================================================================== 6. users

describe('users', () => {
  let h: Harness;
  let adminId: string;
  beforeAll(async () => {
    h = await createHarness();
    adminId = subjectId(h.adminToken);
  });
  afterAll(async () => {
    await h.close();
  });

  const USER_KEYS = ['aclRoleIds', 'active', 'admin', 'createdAt', 'id', 'updatedAt', 'username'];

  it('password is write-only: no answer shows it or its hash', async () => {
    const password = secret('write-only-password');
    const created = await call(h, 'POST', '/api/user?_response=detail', { body: { username: unique('user'), password } });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    expect(Object.keys(created.json().data).sort()).toEqual(USER_KEYS);
    const patched = await call(h, 'PATCH', `/api/user/${id}?_response=detail`, { body: { password: secret('write-only-password-2') } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(Object.keys(patched.json().data).sort()).toEqual(USER_KEYS);

    const reads = [
      created,
      patched,
      await call(h, 'GET', `/api/user/${id}`),
      await call(h, 'GET', '/api/user'),
      await call(h, 'GET', '/api/user?limit=500'),
      await call(h, 'POST', '/api/search/user', { body: { ids: [id] } }),
    ];
    for (const response of reads) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('password');
      expect(response.body).not.toContain('Password');
      expect(response.body).not.toContain('scrypt$');
      expect(response.body).not.toContain('write-only-password');
    }
    expect(Object.keys((await call(h, 'GET', `/api/user/${id}`)).json().data).sort()).toEqual(USER_KEYS);
  });

  it('stores passwords only as scrypt hashes', async () => {
    const user = await createUser(h);
    const row = await h.host.database.db.selectFrom('user').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(String(row.passwordHash)).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(JSON.stringify(row)).not.toContain(user.password);
  });

  it('does not accept the password or its hash as a search or sort field', async () => {
    for (const body of [
      { filter: [{ type: 'prefix', field: 'passwordHash', value: 'scrypt$' }] },
      { filter: [{ type: 'equals', field: 'password', value: ADMIN_PASSWORD }] },
    ]) {
      const response = await call(h, 'POST', '/api/search/user', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].source).toEqual({ pointer: '/filter/0/field' });
    }
    const sorted = await call(h, 'GET', '/api/user?sort=passwordHash');
    expect(sorted.statusCode).toBe(400);
  });

  it('refuses writing passwordHash directly', async () => {
    const user = await createUser(h);
    const response = await call(h, 'PATCH', `/api/user/${user.id}`, { body: { passwordHash: 'scrypt$16384$8$1$AA$AA' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      writeError('FRAMEWORK__WRITE_UNKNOWN_FIELD', 'The field "passwordHash" does not exist on entity "user".', '/passwordHash'),
    );
    expect((await login(h, user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses a password shorter than 8 characters (create and update)', async () => {
    const username = unique('short');
    const response = await call(h, 'POST', '/api/user', { body: { username, password: secret('seven77') } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(writeError('FRAMEWORK__WRITE_TOO_SHORT', 'The password must be at least 8 characters long.', '/password'));
    const search = await call(h, 'POST', '/api/search/user', { body: { filter: [{ type: 'equals', field: 'username', value: username }] } });
    expect(search.json().total).toBe(0);

    const user = await createUser(h, { password: secret('eight888') });
    const tokens = await loginTokens(h, user);
    const update = await call(h, 'PATCH', `/api/user/${user.id}`, { body: { password: secret('short77') } });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual(writeError('FRAMEWORK__WRITE_TOO_SHORT', 'The password must be at least 8 characters long.', '/password'));
    expect((await login(h, user.username, user.password)).statusCode).toBe(200);
    // A refused password change keeps the sessions.
    expect((await refresh(h, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('requires a password on create', async () => {
    for (const body of [{ username: unique('nopw') }, { username: unique('nopw'), password: '   ' }]) {
      const response = await call(h, 'POST', '/api/user', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(writeError('FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be blank.', '/password'));
    }
  });

  it('the only active administrator cannot be deleted, demoted or deactivated', async () => {
    // An inactive second admin does not count.
    const dormant = await createUser(h, { admin: true, active: false });

    const del = await call(h, 'DELETE', `/api/user/${adminId}`);
    expect(del.statusCode).toBe(400);
    expect(del.json()).toEqual(writeError('FRAMEWORK__WRITE_CONSTRAINT_VIOLATION', LAST_ADMIN, '/'));

    const demote = await call(h, 'PATCH', `/api/user/${adminId}`, { body: { admin: false } });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual(writeError('FRAMEWORK__WRITE_CONSTRAINT_VIOLATION', LAST_ADMIN, '/admin'));

    const deactivate = await call(h, 'PATCH', `/api/user/${adminId}`, { body: { active: false } });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json()).toEqual(writeError('FRAMEWORK__WRITE_CONSTRAINT_VIOLATION', LAST_ADMIN, '/active'));

    const admin = (await call(h, 'GET', `/api/user/${adminId}`)).json().data;
    expect(admin.admin).toBe(true);
    expect(admin.active).toBe(true);
    expect((await call(h, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await call(h, 'GET', `/api/user/${dormant.id}`)).json().data.admin).toBe(true);
  });

  it('two administrators demoted at the same time: one must remain', async () => {
    // The requests are made by an admin integration, which is no user and so not counted.
    const integration = await call(h, 'POST', '/api/integration?_response=detail', { body: { label: 'Operator', admin: true } });
    expect(integration.statusCode, integration.body).toBe(200);
    const { accessKey, secretAccessKey } = integration.json().data;
    answers.pop();
    record('POST /api/integration?_response=detail', integration, secret(secretAccessKey));
    const operator = (await tokenJson(h, { grant_type: 'client_credentials', client_id: accessKey, client_secret: secretAccessKey })).json()
      .access_token as string;
    for (let round = 0; round < 6; round += 1) {
      const first = await createUser(h, { admin: true });
      const second = await createUser(h, { admin: true });
      // Leave these two as the only active administrators.
      await h.host.database.db.updateTable('user').set({ admin: 0 }).where('id', 'not in', [first.id, second.id]).execute();
      const [a, b] = await Promise.all([
        call(h, 'PATCH', `/api/user/${first.id}`, { token: operator, body: { admin: false } }),
        call(h, 'PATCH', `/api/user/${second.id}`, { token: operator, body: { active: false } }),
      ]);
      const refused = [a, b].find((response) => response.statusCode === 400);
      expect(refused?.json().errors[0].detail).toBe(LAST_ADMIN);
      expect([a.statusCode, b.statusCode].sort(), `round ${round}`).toEqual([204, 400]);
      const remaining = await h.host.database.db.selectFrom('user').select('id').where('admin', '=', 1).where('active', '=', 1).execute();
      expect(remaining).toHaveLength(1);
      // Leave the harness admin as the only administrator again.
      await h.host.database.db.updateTable('user').set({ admin: 0 }).where('id', 'in', [first.id, second.id]).execute();
      await h.host.database.db.updateTable('user').set({ admin: 1 }).where('id', '=', adminId).execute();
    }
  });

  it('a second active administrator makes it possible', async () => {
    const second = await createUser(h, { admin: true });
    const secondToken = (await loginTokens(h, second)).access_token;

    const demote = await call(h, 'PATCH', `/api/user/${adminId}`, { body: { admin: false } });
    expect(demote.statusCode, demote.body).toBe(204);
    // The demoted first admin lost the admin-only routes at once.
    const denied = await call(h, 'GET', '/api/user');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(forbidden('user:read'));

    // Now the second is the last one.
    const lastDemote = await call(h, 'PATCH', `/api/user/${second.id}`, { token: secondToken, body: { admin: false } });
    expect(lastDemote.statusCode).toBe(400);
    expect(lastDemote.json()).toEqual(writeError('FRAMEWORK__WRITE_CONSTRAINT_VIOLATION', LAST_ADMIN, '/admin'));

    expect((await call(h, 'PATCH', `/api/user/${adminId}`, { token: secondToken, body: { admin: true } })).statusCode).toBe(204);
    const deactivate = await call(h, 'PATCH', `/api/user/${second.id}`, { token: secondToken, body: { active: false } });
    expect(deactivate.statusCode, deactivate.body).toBe(204);
    const third = await createUser(h, { admin: true });
    expect((await call(h, 'DELETE', `/api/user/${third.id}`)).statusCode).toBe(204);
    const lastDelete = await call(h, 'DELETE', `/api/user/${adminId}`);
    expect(lastDelete.statusCode).toBe(400);
    expect(lastDelete.json()).toEqual(writeError('FRAMEWORK__WRITE_CONSTRAINT_VIOLATION', LAST_ADMIN, '/'));

    const fourth = await createUser(h, { admin: true });
    const fourthToken = (await loginTokens(h, fourth)).access_token;
    const deleteFirst = await call(h, 'DELETE', `/api/user/${adminId}`, { token: fourthToken });
    expect(deleteFirst.statusCode, deleteFirst.body).toBe(204);
    expect((await call(h, 'GET', `/api/user/${adminId}`, { token: fourthToken })).statusCode).toBe(404);
  });
});

// ================================================================== 7. first admin bootstrap

describe('first admin bootstrap', () => {
  const migrated = migratedDatabases();
  afterAll(() => migrated.dropAll());

  /** Runs work on an empty, migrated database of its own (migrated-databases.ts). */
  async function withFreshDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const { testDatabase, database } = await migrated.open();
    try {
      return await work(database);
    } finally {
      await database.destroy();
      await testDatabase.drop();
    }
  }

  it('creates an admin with a generated password, returned once, which then logs in', async () => {
    const test = createTestDatabase();
    const host = await startTranslateHost(testConfig(test.url, { adminUser: 'root', adminPassword: null }));
    try {
      expect(host.firstAdmin).not.toBeNull();
      const generated = host.firstAdmin?.generatedPassword as string;
      secret(generated);
      expect(host.firstAdmin).toEqual({ username: 'root', generatedPassword: generated });
      expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);

      const users = await host.database.db.selectFrom('user').select(['username', 'admin', 'active', 'passwordHash']).execute();
      expect(users).toHaveLength(1);
      expect(users[0]?.username).toBe('root');
      expect(Boolean(users[0]?.admin)).toBe(true);
      expect(Boolean(users[0]?.active)).toBe(true);
      expect(String(users[0]?.passwordHash)).toMatch(/^scrypt\$/);
      expect(String(users[0]?.passwordHash)).not.toContain(generated);

      const app = await buildApplication(host, { logger: false });
      try {
        const tokens = await passwordToken(app, 'root', generated);
        const list = record('GET /api/user', await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${tokens.access_token}` } }));
        expect(list.statusCode).toBe(200);
        expect(list.json().data.map((user: { username: string }) => user.username)).toEqual(['root']);
        const wrong = record('token', await app.inject({
          method: 'POST',
          url: '/api/oauth/token',
          payload: { grant_type: 'password', client_id: 'administration', username: 'root', password: ADMIN_PASSWORD },
        }));
        expect(wrong.statusCode).toBe(400);
      } finally {
        await app.close();
      }
    } finally {
      await host.close();
    }

    // A restart on the same database creates nothing and keeps the password.
    const again = await startTranslateHost(testConfig(test.url, { adminUser: 'root', adminPassword: null }));
    try {
      expect(again.firstAdmin).toBeNull();
      const rows = await again.database.db.selectFrom('user').select('username').execute();
      expect(rows).toHaveLength(1);
      const grant = await again.oauth.grant({ grant_type: 'password', client_id: 'administration', username: 'root', password: host.firstAdmin?.generatedPassword });
      expect(grant.token_type).toBe('Bearer');
    } finally {
      await again.close();
      await test.drop();
    }
  });

  it('ensureFirstAdmin uses a given password and reveals none', async () => {
    await withFreshDatabase(async (database) => {
      const result = await ensureFirstAdmin(database.db, 'chief', 'a-chosen-password');
      expect(result).toEqual({ username: 'chief', generatedPassword: null });
      const row = await database.db.selectFrom('user').selectAll().executeTakeFirstOrThrow();
      expect(row.username).toBe('chief');
      expect(Boolean(row.admin)).toBe(true);
      expect(Boolean(row.active)).toBe(true);
      expect(JSON.parse(String(row.aclRoleIds))).toEqual([]);
      const oauth = new OAuthService(database.db, 'bootstrap-secret-0123456789abcdef');
      const grant = await oauth.grant({ grant_type: 'password', client_id: 'administration', username: 'chief', password: 'a-chosen-password' });
      expect(grant.expires_in).toBe(600);
      await expect(
        oauth.grant({ grant_type: 'password', client_id: 'administration', username: 'chief', password: 'another-password' }),
      ).rejects.toMatchObject({ statusCode: 400, error: 'invalid_grant' });
    });
  });

  it('ensureFirstAdmin generates different passwords on different installations', async () => {
    const first = await withFreshDatabase((database) => ensureFirstAdmin(database.db, 'admin', null));
    const second = await withFreshDatabase((database) => ensureFirstAdmin(database.db, 'admin', null));
    expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(second?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first?.generatedPassword).not.toBe(second?.generatedPassword);
  });

  it('ensureFirstAdmin does nothing when a user exists', async () => {
    await withFreshDatabase(async (database) => {
      expect(await ensureFirstAdmin(database.db, 'first', 'first-password')).not.toBeNull();
      expect(await ensureFirstAdmin(database.db, 'second', null)).toBeNull();
      expect(await ensureFirstAdmin(database.db, 'first', 'other-password')).toBeNull();
      const rows = await database.db.selectFrom('user').select(['username', 'passwordHash']).execute();
      expect(rows.map((row) => row.username)).toEqual(['first']);
      expect(await verifySecret('first-password', String(rows[0]?.passwordHash))).toBe(true);
      expect(await verifySecret('other-password', String(rows[0]?.passwordHash))).toBe(false);
    });
  });

  it('ensureFirstAdmin started by several processes at once creates one admin, revealed once', async () => {
    await withFreshDatabase(async (database) => {
      const results = await Promise.all([1, 2, 3, 4].map(() => ensureFirstAdmin(database.db, 'admin', null)));
      const created = results.filter((result) => result !== null);
      expect(created).toHaveLength(1);
      const rows = await database.db.selectFrom('user').select(['username', 'passwordHash']).execute();
      expect(rows.map((row) => row.username)).toEqual(['admin']);
      expect(await verifySecret(String(created[0]?.generatedPassword), String(rows[0]?.passwordHash))).toBe(true);
    });
  });

  it('ensureFirstAdmin does nothing when the only user is an inactive non-admin', async () => {
    await withFreshDatabase(async (database) => {
      await database.db
        .insertInto('user')
        .values({ id: RANDOM_ID(), username: 'plain', passwordHash: 'scrypt$x', admin: 0, active: 0, aclRoleIds: '[]', createdAt: new Date().toISOString() })
        .execute();
      expect(await ensureFirstAdmin(database.db, 'admin', null)).toBeNull();
      expect(await database.db.selectFrom('user').select('username').execute()).toEqual([{ username: 'plain' }]);
    });
  });
});

// ================================================================== 8. secrets never leak

describe('secrets never leak', () => {
  it('no answer of the flows above shows a plain password, a secret (besides its one reveal) or a hash', () => {
    // The flows above must have run (this guards against a vacuous pass under a name filter).
    expect(answers.length).toBeGreaterThan(200);
    expect(secrets.size).toBeGreaterThan(20);
    expect(answers.filter((answer) => answer.mayReveal !== null).length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const answer of answers) {
      for (const value of secrets) {
        if (value !== answer.mayReveal && answer.text.includes(value)) leaks.push(`${answer.label}: ${value}`);
      }
      for (const marker of ['scrypt$', '"passwordHash":', '"secretHash":', '"password":', '"password_hash":', '"secret_hash":']) {
        if (answer.text.includes(marker)) leaks.push(`${answer.label}: ${marker}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('each revealed secret appears in exactly one answer', () => {
    const revealed = answers.filter((answer) => answer.mayReveal !== null).map((answer) => answer.mayReveal as string);
    for (const value of revealed) {
      expect(answers.filter((answer) => answer.text.includes(value))).toHaveLength(1);
    }
  });
});
