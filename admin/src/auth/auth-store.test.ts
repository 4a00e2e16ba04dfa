import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { ApiRequestError } from '../api/errors';
import { createAuthStore, REFRESH_MARGIN_MS, type AuthDependencies } from './auth-store';

/** A token endpoint with rotating refresh tokens (each works once), a clock and timers under test control. */
function fakeServer() {
  let clock = 1_000_000;
  let issued = 0;
  const validRefresh = new Set<string>();
  const revoked: string[] = [];
  const calls: { url: string; body: Record<string, string> }[] = [];
  const timers: { at: number; callback: () => void; id: number }[] = [];
  let timerId = 0;
  const storage = new Map<string, string>();

  function issue() {
    issued += 1;
    const refresh = `refresh-${issued}`;
    validRefresh.add(refresh);
    return { access_token: `access-${issued}`, refresh_token: refresh, expires_in: 600, token_type: 'Bearer' };
  }

  const fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    calls.push({ url, body });
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/oauth/revoke') {
      revoked.push(body.token!);
      validRefresh.delete(body.token!);
      return json(200, {});
    }
    if (body.grant_type === 'password') {
      return body.password === 'secret' ? json(200, issue()) : json(400, { error: 'invalid_grant', error_description: 'The user credentials were incorrect.' });
    }
    if (body.grant_type === 'refresh_token' && validRefresh.delete(body.refresh_token!)) return json(200, issue());
    return json(400, { error: 'invalid_grant', error_description: 'The refresh token is invalid.' });
  }) as unknown as typeof globalThis.fetch;

  const deps: AuthDependencies = {
    fetch,
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value), removeItem: (key) => void storage.delete(key) },
    now: () => clock,
    setTimer: (callback, milliseconds) => {
      const id = ++timerId;
      timers.push({ at: clock + milliseconds, callback, id });
      return id;
    },
    clearTimer: (id) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
  };

  return {
    deps,
    calls,
    revoked,
    storage,
    timers,
    advance(milliseconds: number) {
      clock += milliseconds;
      for (const timer of [...timers].filter((candidate) => candidate.at <= clock)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('auth store', () => {
  it('logs in with the password grant of the administration client and keeps the session in the given storage', async () => {
    const server = fakeServer();
    const auth = createAuthStore(server.deps);
    await auth.login('admin', 'secret');
    expect(server.calls[0]).toEqual({
      url: '/api/oauth/token',
      body: { grant_type: 'password', client_id: 'administration', scope: 'write', username: 'admin', password: 'secret' },
    });
    expect(auth.isAuthenticated.value).toBe(true);
    expect(auth.username.value).toBe('admin');
    expect(JSON.parse(server.storage.get('ext-translate.session')!)).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: 1_000_000 + 600_000 });
    // A new store on the same storage (a reload) is signed in too.
    expect(createAuthStore(server.deps).state.session?.accessToken).toBe('access-1');
  });

  it('a wrong password throws the OAuth error and stays signed out', async () => {
    const server = fakeServer();
    const auth = createAuthStore(server.deps);
    const error = await auth.login('admin', 'wrong').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).oauthError).toBe('invalid_grant');
    expect((error as ApiRequestError).message).toBe('The user credentials were incorrect.');
    expect(auth.isAuthenticated.value).toBe(false);
    expect(server.storage.size).toBe(0);
  });

  it('refreshes a minute before the access token expires, with the rotated refresh token each time', async () => {
    const server = fakeServer();
    const auth = createAuthStore(server.deps);
    await auth.login('admin', 'secret');
    server.advance(600_000 - REFRESH_MARGIN_MS - 1);
    expect(server.calls).toHaveLength(1);
    server.advance(1);
    await flush();
    expect(server.calls[1]!.body).toEqual({ grant_type: 'refresh_token', client_id: 'administration', refresh_token: 'refresh-1' });
    expect(auth.state.session?.accessToken).toBe('access-2');
    server.advance(600_000 - REFRESH_MARGIN_MS);
    await flush();
    expect(server.calls[2]!.body.refresh_token).toBe('refresh-2');
    expect(await auth.accessToken()).toBe('access-3');
  });

  it('concurrent callers share one refresh, since a refresh token works only once', async () => {
    const server = fakeServer();
    const auth = createAuthStore(server.deps);
    await auth.login('admin', 'secret');
    const results = await Promise.all([auth.refresh(), auth.refresh(), auth.refresh()]);
    expect(results).toEqual([true, true, true]);
    expect(server.calls.filter((call) => call.body.grant_type === 'refresh_token')).toHaveLength(1);
    expect(auth.state.session?.accessToken).toBe('access-2');
  });

  it('a refused refresh token ends the session', async () => {
    const server = fakeServer();
    const auth = createAuthStore(server.deps);
    await auth.login('admin', 'secret');
    server.storage.clear();
    auth.state.session!.refreshToken = 'stolen-and-used';
    expect(await auth.refresh()).toBe(false);
    expect(auth.isAuthenticated.value).toBe(false);
    expect(server.timers).toHaveLength(0);
  });

  it('log out revokes the refresh token and forgets the session', async () => {
    const server = fakeServer();
    const auth = createAuthStore(server.deps);
    await auth.login('admin', 'secret');
    await auth.logout();
    expect(server.revoked).toEqual(['refresh-1']);
    expect(auth.isAuthenticated.value).toBe(false);
    expect(server.storage.has('ext-translate.session')).toBe(false);
    expect(server.timers).toHaveLength(0);
  });
});

describe('API client and a 401', () => {
  function apiServer(statusFor: (token: string | null) => number) {
    const seen: (string | null)[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      const token = ((init.headers as Record<string, string>).authorization ?? '').replace('Bearer ', '') || null;
      seen.push(token);
      const status = statusFor(token);
      const body = status === 401 ? { errors: [{ status: '401', code: 'FRAMEWORK__UNAUTHORIZED', title: 'Unauthorized', detail: 'The access token is invalid or has expired.' }] } : { ok: true };
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof globalThis.fetch;
    return { fetch, seen };
  }

  it('refreshes once and repeats the call when the token was refused', async () => {
    const server = fakeServer();
    const auth = createAuthStore(server.deps);
    await auth.login('admin', 'secret');
    const upstream = apiServer((token) => (token === 'access-1' ? 401 : 200));
    let unauthorized = 0;
    const api = createApiClient({ auth, fetch: upstream.fetch, onUnauthorized: () => (unauthorized += 1) });
    expect(await api.get('/anything')).toEqual({ ok: true });
    expect(upstream.seen).toEqual(['access-1', 'access-2']);
    expect(unauthorized).toBe(0);
  });

  it('ends the session and hands over to the login page when the refreshed token is refused too', async () => {
    const server = fakeServer();
    const auth = createAuthStore(server.deps);
    await auth.login('admin', 'secret');
    const upstream = apiServer(() => 401);
    let unauthorized = 0;
    const api = createApiClient({ auth, fetch: upstream.fetch, onUnauthorized: () => (unauthorized += 1) });
    const error = (await api.get('/anything').catch((caught: unknown) => caught)) as ApiRequestError;
    expect(error.status).toBe(401);
    expect(error.code).toBe('FRAMEWORK__UNAUTHORIZED');
    expect(error.message).toBe('The access token is invalid or has expired.');
    expect(upstream.seen).toEqual(['access-1', 'access-2']);
    expect(unauthorized).toBe(1);
    expect(auth.isAuthenticated.value).toBe(false);
  });

  it('turns every error shape into a readable message', async () => {
    expect(new ApiRequestError(400, { message: 'Invalid job id.' }, 'x').message).toBe('Invalid job id.');
    expect(new ApiRequestError(412, { errors: [{ code: 'EXT_TRANSLATE__STORE_DISCONNECTED', detail: 'Connect first.' }] }, 'x').code).toBe('EXT_TRANSLATE__STORE_DISCONNECTED');
    expect(new ApiRequestError(502, 'Bad gateway', 'x').message).toBe('Bad gateway');
    expect(new ApiRequestError(500, null, 'The request failed (HTTP 500).').message).toBe('The request failed (HTTP 500).');
  });
});
