import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StoreDisconnectedError, StoreUnavailableError } from '../../src/host/store/errors.js';
import { STORE_TIMEOUT_MS } from '../../src/host/store/store-client.js';
import { StoreService } from '../../src/host/store/store-service.js';
import { createHarness, type Harness } from '../support/harness.js';
import { startStoreSimulator, type StoreSimulator } from '../upstreams/store.js';

/**
 * The store connection of an administration user (POST, DELETE /api/_action/store/login and GET
 * /api/_action/store/connection) and the in-app purchase updater, against the local store simulator.
 */

const EMAIL = 'merchant@example.com';
const PASSWORD = 'store-password-never-stored';
const LOGIN = '/api/_action/store/login';
const CONNECTION = '/api/_action/store/connection';
const FUTURE = '2099-01-01T00:00:00.000Z';

/** An address nobody listens on: the store is down. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('store connection and in-app purchases', () => {
  let sim: StoreSimulator;
  let h: Harness;
  let adminId: string;

  beforeAll(async () => {
    sim = await startStoreSimulator([{ email: EMAIL, password: PASSWORD, purchases: [] }]);
    h = await createHarness({ storeBaseUrl: sim.url });
    const me = await h.request('POST', '/api/search/user', { body: { filter: [{ type: 'equals', field: 'username', value: 'admin' }] } });
    adminId = me.json().data[0].id as string;
  });
  afterEach(async () => {
    sim.reset();
    sim.setPurchases(EMAIL, []);
    await h.request('DELETE', LOGIN);
  });
  afterAll(async () => {
    await h?.close();
    await sim?.close();
  });

  function service(overrides: Partial<ConstructorParameters<typeof StoreService>[0]> = {}): StoreService {
    return new StoreService({ db: h.host.database.db, appSecret: h.host.config.appSecret, baseUrl: sim.url, timeoutMs: 300, ...overrides });
  }

  it('connects the requesting admin, answers the connection without its token, and disconnects', async () => {
    const before = await h.request('GET', CONNECTION);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ connected: false, email: null, connectedAt: null });

    const login = await h.request('POST', LOGIN, { body: { email: EMAIL, password: PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const answer = login.json();
    expect(answer).toEqual({ connected: true, email: EMAIL, connectedAt: expect.any(String) });
    expect(Date.parse(answer.connectedAt)).not.toBeNaN();
    expect(sim.requests.map((request) => [request.method, request.path])).toEqual([['POST', '/v1/auth/login']]);
    expect(sim.requests[0]?.json).toEqual({ email: EMAIL, password: PASSWORD });

    expect((await h.request('GET', CONNECTION)).json()).toEqual(answer);

    // The token is stored encrypted; the password nowhere.
    const rows = await h.host.database.db.selectFrom('storeConnection').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(adminId);
    expect(String(rows[0]?.token)).toMatch(/^enc:v1:/);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    expect(JSON.stringify(rows)).not.toContain('store-session-');

    const removed = await h.request('DELETE', LOGIN);
    expect(removed.statusCode).toBe(204);
    expect((await h.request('GET', CONNECTION)).json()).toEqual({ connected: false, email: null, connectedAt: null });
  });

  it('a second login replaces the connection', async () => {
    await h.request('POST', LOGIN, { body: { email: EMAIL, password: PASSWORD } });
    await h.request('POST', LOGIN, { body: { email: EMAIL.toUpperCase(), password: PASSWORD } });
    expect(await h.host.database.db.selectFrom('storeConnection').selectAll().execute()).toHaveLength(1);
    // The store's spelling of the email is kept.
    expect((await h.request('GET', CONNECTION)).json().email).toBe(EMAIL);
  });

  it('answers 400 for missing fields and refused credentials, without quoting the password', async () => {
    for (const body of [{}, { email: EMAIL }, { password: PASSWORD }, { email: ' ', password: PASSWORD }, { email: EMAIL, password: 7 }]) {
      const response = await h.request('POST', LOGIN, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ status: '400', code: 'STORE__MISSING_CREDENTIALS', detail: 'The fields "email" and "password" are required.' }],
      });
    }
    const wrong = await h.request('POST', LOGIN, { body: { email: EMAIL, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [{ status: '400', code: 'STORE__LOGIN_REJECTED', detail: 'The store rejected the email or password.' }] });
    expect(wrong.body).not.toContain('wrong-password');
    expect((await h.request('GET', CONNECTION)).json().connected).toBe(false);
  });

  it('answers 502 when the store is down, slow to fail, broken or answers garbage; nothing is saved', async () => {
    const faults = [{ kind: 'reset' as const }, { kind: 'status' as const, status: 500 }, { kind: 'status' as const, status: 503 }, { kind: 'garbage' as const }];
    for (const fault of faults) {
      sim.fail(fault);
      const response = await h.request('POST', LOGIN, { body: { email: EMAIL, password: PASSWORD } });
      expect(response.statusCode, JSON.stringify(fault)).toBe(502);
      const [error] = response.json().errors as { status: string; code: string; detail: string }[];
      expect(error).toMatchObject({ status: '502', code: 'STORE__UNAVAILABLE' });
      expect(error?.detail).toMatch(/^The store .+ Try again later\.$/);
      expect(response.body).not.toContain(PASSWORD);
    }
    expect((await h.request('GET', CONNECTION)).json().connected).toBe(false);
  });

  it('is for administrators only, and an integration (no user) cannot connect', async () => {
    const editor = await h.tokenWithPrivileges(['ext_translate.editor']);
    for (const [method, url] of [['POST', LOGIN], ['GET', CONNECTION], ['DELETE', LOGIN]] as const) {
      const response = await h.request(method, url, { token: editor, body: method === 'POST' ? { email: EMAIL, password: PASSWORD } : undefined });
      expect(response.statusCode).toBe(403);
    }
    expect((await h.request('POST', LOGIN, { token: null, body: {} })).statusCode).toBe(401);

    const created = await h.request('POST', '/api/integration?_response=detail', { body: { label: 'Admin sync', admin: true } });
    const { accessKey, secretAccessKey } = created.json().data as { accessKey: string; secretAccessKey: string };
    const token = await h.app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'client_credentials', client_id: accessKey, client_secret: secretAccessKey } });
    const integration = token.json().access_token as string;
    const response = await h.request('POST', LOGIN, { token: integration, body: { email: EMAIL, password: PASSWORD } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'STORE__USER_REQUIRED' });
  });

  describe('refreshPurchases', () => {
    const growth = { identifier: 'ExtTranslateAllInOneGrowth', expiresAt: FUTURE, licenseToken: 'license-growth' };

    it('throws StoreDisconnectedError without a connection', async () => {
      await expect(service().refreshPurchases(adminId)).rejects.toBeInstanceOf(StoreDisconnectedError);
    });

    it('replaces the stored purchases in one go, licenses encrypted', async () => {
      const store = service();
      await store.connect(adminId, EMAIL, PASSWORD);
      sim.setPurchases(EMAIL, [growth, { identifier: 'SomeOtherApp', expiresAt: null, licenseToken: null }]);
      const first = await store.refreshPurchases(adminId);
      expect(first.map(({ identifier, expiresAt, licenseToken }) => ({ identifier, expiresAt, licenseToken }))).toEqual([
        growth,
        { identifier: 'SomeOtherApp', expiresAt: null, licenseToken: null },
      ]);
      const stored = await h.host.database.db.selectFrom('inAppPurchase').selectAll().execute();
      expect(stored).toHaveLength(2);
      expect(JSON.stringify(stored)).not.toContain('license-growth');
      expect((await store.purchases()).map((purchase) => purchase.licenseToken).sort()).toEqual(['license-growth', null].sort());
      const authorization = sim.requests.at(-1)?.headers.authorization;
      expect(authorization).toMatch(/^Bearer store-session-/);

      sim.setPurchases(EMAIL, []);
      expect(await store.refreshPurchases(adminId)).toEqual([]);
      expect(await store.purchases()).toEqual([]);
    });

    it('throws StoreUnavailableError and keeps the purchases when the store is down, slow, broken or refuses the token', async () => {
      const store = service();
      await store.connect(adminId, EMAIL, PASSWORD);
      sim.setPurchases(EMAIL, [growth]);
      await store.refreshPurchases(adminId);
      const before = await store.purchases();
      sim.setPurchases(EMAIL, []);

      const attempts: [string, () => void, StoreService][] = [
        ['reset', () => sim.fail({ kind: 'reset' }), store],
        ['slow', () => sim.slowNext(1_000), store],
        ['hang', () => sim.fail({ kind: 'hang' }), store],
        ['500', () => sim.fail({ kind: 'status', status: 500 }), store],
        ['404', () => sim.fail({ kind: 'status', status: 404 }), store],
        ['garbage', () => sim.fail({ kind: 'garbage' }), store],
        ['wrong shape', () => sim.fail({ kind: 'status', status: 200, body: JSON.stringify({ purchases: [{ identifier: 7 }] }) }), store],
        ['no list', () => sim.fail({ kind: 'status', status: 200, body: JSON.stringify({ items: [] }) }), store],
        ['bad date', () => sim.fail({ kind: 'status', status: 200, body: JSON.stringify({ purchases: [{ identifier: 'x', expiresAt: 'soon', licenseToken: null }] }) }), store],
        ['revoked', () => sim.revokeSessions(), store],
        ['down', () => {}, service({ baseUrl: await closedPortUrl() })],
      ];
      for (const [name, script, client] of attempts) {
        script();
        const failure = await client.refreshPurchases(adminId).catch((error: unknown) => error);
        expect(failure, name).toBeInstanceOf(StoreUnavailableError);
        expect(await store.purchases(), name).toEqual(before);
      }
    });

    it('waits 10 seconds for the store by default', () => {
      expect(STORE_TIMEOUT_MS).toBe(10_000);
    });
  });
});
