import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../support/harness.js';
import { startManagedGatewaySimulator, type ManagedGatewaySimulator } from '../../upstreams/managed-gateway.js';
import { startStoreSimulator, type StoreSimulator } from '../../upstreams/store.js';

/**
 * GET /subscription and POST /subscription/refresh (docs/subscription.md) against the store simulator and the
 * fake managed gateway: every state and field, the exact 412 and 502 bodies, the license the refresh stores
 * for the managed provider, and a gateway that is down.
 */

const ACTION = '/api/_action/ext-translate';
const EMAIL = 'merchant@example.com';
const PASSWORD = 'store-password';
const FUTURE = '2099-06-30T00:00:00.000Z';
const PAST = '2020-01-31T00:00:00.000Z';
const LICENSE = 'license-of-the-growth-plan';

const PLANS = [
  { plan: 'enterprise', identifier: 'ExtTranslateAllInOneEnterprise', credits: 50_000_000 },
  { plan: 'scale', identifier: 'ExtTranslateAllInOneScale', credits: 10_000_000 },
  { plan: 'growth', identifier: 'ExtTranslateAllInOneGrowth', credits: 2_000_000 },
  { plan: 'starter', identifier: 'ExtTranslateAllInOneStarter', credits: 500_000 },
];

const DISCONNECTED = {
  available: false,
  active: false,
  state: 'disconnected',
  plan: 'starter',
  identifier: 'ExtTranslateAllInOneStarter',
  plans: PLANS,
  quota: null,
  reachable: true,
};

const STORE_DISCONNECTED = {
  errors: [
    {
      code: 'EXT_TRANSLATE__STORE_DISCONNECTED',
      detail: 'The administration user is not connected to the store. Connect the user to the store with their store account, then refresh again.',
    },
  ],
};
const REFRESH_FAILED = {
  errors: [{ code: 'EXT_TRANSLATE__SUBSCRIPTION_REFRESH_FAILED', detail: 'The purchase state could not be refreshed from the store. Try again later.' }],
};

describe('subscription status and refresh', () => {
  let store: StoreSimulator;
  let gateway: ManagedGatewaySimulator;
  let h: Harness;
  let viewer: string;
  let editor: string;

  beforeAll(async () => {
    store = await startStoreSimulator([{ email: EMAIL, password: PASSWORD, purchases: [] }]);
    gateway = await startManagedGatewaySimulator();
    h = await createHarness(
      { storeBaseUrl: store.url },
      { providers: { env: { EXT_TRANSLATE_MANAGED_BASE_URL: gateway.url } }, store: { timeoutMs: 500 } },
    );
    viewer = await h.tokenWithPrivileges(['ext_translate.viewer']);
    editor = await h.tokenWithPrivileges(['ext_translate.editor']);
  });
  afterEach(async () => {
    store.reset();
    store.setPurchases(EMAIL, []);
    gateway.reset();
    await h.request('DELETE', '/api/_action/store/login');
  });
  afterAll(async () => {
    await h?.close();
    await store?.close();
    await gateway?.close();
  });

  async function connect(): Promise<void> {
    const response = await h.request('POST', '/api/_action/store/login', { body: { email: EMAIL, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function status(token?: string): Promise<Record<string, unknown>> {
    const response = await h.request('GET', `${ACTION}/subscription`, token === undefined ? {} : { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function refresh(token?: string) {
    return h.request('POST', `${ACTION}/subscription/refresh`, token === undefined ? {} : { token });
  }

  async function managedSettings(): Promise<Record<string, unknown>> {
    const all = (await h.request('GET', '/api/_action/system-config?domain=ExtTranslate.config')).json() as Record<string, unknown>;
    return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith('ExtTranslate.config.managed')));
  }

  async function managedConfigured(): Promise<boolean> {
    const providers = (await h.request('GET', `${ACTION}/providers`)).json().providers as { id: string; configured: boolean }[];
    return providers.find((provider) => provider.id === 'managed')?.configured ?? false;
  }

  it('is disconnected without a store connection: starter as the plan on offer, every plan, no quota', async () => {
    expect(await status()).toEqual(DISCONNECTED);
    expect(await status(viewer)).toEqual(DISCONNECTED);
    expect(gateway.requests).toEqual([]);
  });

  it('refresh answers 412 with the exact body when the user has no store connection', async () => {
    const response = await refresh();
    expect(response.statusCode).toBe(412);
    expect(response.json()).toEqual(STORE_DISCONNECTED);
    // An editor who is no administrator cannot connect, and is told so the same way.
    const other = await refresh(editor);
    expect(other.statusCode).toBe(412);
    expect(other.json()).toEqual(STORE_DISCONNECTED);
    expect(store.requests).toEqual([]);
  });

  it('needs the viewer privilege to read and the editor privilege to refresh', async () => {
    expect((await h.request('GET', `${ACTION}/subscription`, { token: null })).statusCode).toBe(401);
    expect((await refresh(viewer)).statusCode).toBe(403);
    const nobody = await h.tokenWithPrivileges(['language:read']);
    expect((await h.request('GET', `${ACTION}/subscription`, { token: nobody })).statusCode).toBe(403);
  });

  it('is available when connected without a plan, before and after a refresh', async () => {
    await connect();
    const available = { ...DISCONNECTED, available: true, state: 'available' };
    expect(await status()).toEqual(available);
    // A purchase of another product is no plan.
    store.setPurchases(EMAIL, [{ identifier: 'SomeOtherExtension', expiresAt: FUTURE, licenseToken: 'other' }]);
    const response = await refresh();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(available);
    expect(await managedSettings()).toEqual({});
    expect(await managedConfigured()).toBe(false);
  });

  it('is active after a refresh finds a current plan: plan, identifier, quota from the gateway; the license is stored for the provider', async () => {
    await connect();
    gateway.setLicense(LICENSE, 'growth', { used: 1_500 });
    store.setPurchases(EMAIL, [{ identifier: 'ExtTranslateAllInOneGrowth', expiresAt: FUTURE, licenseToken: LICENSE }]);
    expect(await managedConfigured()).toBe(false);

    const response = await refresh();
    expect(response.statusCode, response.body).toBe(200);
    const period = new Date().toISOString().slice(0, 7);
    const active = {
      available: false,
      active: true,
      state: 'active',
      plan: 'growth',
      identifier: 'ExtTranslateAllInOneGrowth',
      plans: PLANS,
      quota: { plan: 'growth', period, limit: 2_000_000, used: 1_500, remaining: 1_998_500 },
      reachable: true,
    };
    expect(response.json()).toEqual(active);
    expect(response.body).not.toContain(LICENSE);
    expect(gateway.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/quota' });
    expect(gateway.requests.at(-1)?.headers.authorization).toBe(`Bearer ${LICENSE}`);

    expect(await status()).toEqual(active);
    expect(await status(viewer)).toEqual({ ...DISCONNECTED });
    expect(await managedSettings()).toEqual({
      'ExtTranslate.config.managedApiKey': { configured: true },
      'ExtTranslate.config.managedExpiresAt': FUTURE,
      'ExtTranslate.config.managedPlan': 'growth',
    });
    expect(await h.host.settings.get('ExtTranslate.config.managedApiKey')).toBe(LICENSE);
    expect(await managedConfigured()).toBe(true);
  });

  it('reports reachable false and no quota, not an error, when the gateway is down or answers garbage', async () => {
    await connect();
    gateway.setLicense(LICENSE, 'scale');
    store.setPurchases(EMAIL, [{ identifier: 'ExtTranslateAllInOneScale', expiresAt: FUTURE, licenseToken: LICENSE }]);
    gateway.fail({ kind: 'reset' });
    const refreshed = await refresh();
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ state: 'active', active: true, plan: 'scale', quota: null, reachable: false });
    for (const fault of [{ kind: 'garbage' as const }, { kind: 'status' as const, status: 503 }, { kind: 'hang' as const }]) {
      gateway.fail(fault);
      expect(await status(), fault.kind).toMatchObject({ state: 'active', quota: null, reachable: false });
    }
    // A refused license is an answer: reachable, without a quota.
    gateway.reset();
    expect(await status()).toMatchObject({ state: 'active', quota: null, reachable: true });
  });

  it('picks the largest current plan; the end date decides between purchases of one plan; purchases without an end date stay active', async () => {
    await connect();
    gateway.setLicense('license-scale', 'scale');
    store.setPurchases(EMAIL, [
      { identifier: 'ExtTranslateAllInOneStarter', expiresAt: FUTURE, licenseToken: 'license-starter' },
      { identifier: 'ExtTranslateAllInOneEnterprise', expiresAt: PAST, licenseToken: 'license-enterprise' },
      { identifier: 'ExtTranslateAllInOneScale', expiresAt: '2098-01-01T00:00:00.000Z', licenseToken: 'license-scale-old' },
      { identifier: 'ExtTranslateAllInOneScale', expiresAt: null, licenseToken: 'license-scale' },
    ]);
    expect((await refresh()).json()).toMatchObject({ state: 'active', plan: 'scale', identifier: 'ExtTranslateAllInOneScale', reachable: true });
    expect(await h.host.settings.get('ExtTranslate.config.managedApiKey')).toBe('license-scale');
    expect(await h.host.settings.get('ExtTranslate.config.managedExpiresAt')).toBe('9999-12-31T23:59:59.999Z');
    expect(await managedConfigured()).toBe(true);
  });

  it('is expired when the last plan ended: its plan is reported and the provider is no longer configured', async () => {
    await connect();
    store.setPurchases(EMAIL, [{ identifier: 'ExtTranslateAllInOneGrowth', expiresAt: FUTURE, licenseToken: LICENSE }]);
    await refresh();
    expect(await managedConfigured()).toBe(true);

    store.setPurchases(EMAIL, [
      { identifier: 'ExtTranslateAllInOneEnterprise', expiresAt: '2019-01-01T00:00:00.000Z', licenseToken: 'old' },
      { identifier: 'ExtTranslateAllInOneGrowth', expiresAt: PAST, licenseToken: LICENSE },
    ]);
    const response = await refresh();
    expect(response.statusCode).toBe(200);
    const expired = { ...DISCONNECTED, state: 'expired', plan: 'growth', identifier: 'ExtTranslateAllInOneGrowth' };
    expect(response.json()).toEqual(expired);
    expect(await status()).toEqual(expired);
    expect(await managedSettings()).toEqual({});
    expect(await managedConfigured()).toBe(false);
  });

  it('answers 502 with the exact body when the store is down, slow, broken or answers garbage, and keeps the purchases', async () => {
    await connect();
    gateway.setLicense(LICENSE, 'growth');
    store.setPurchases(EMAIL, [{ identifier: 'ExtTranslateAllInOneGrowth', expiresAt: FUTURE, licenseToken: LICENSE }]);
    const before = (await refresh()).json();
    expect(before.state).toBe('active');
    store.setPurchases(EMAIL, []);

    const scripts: [string, () => void][] = [
      ['down', () => store.fail({ kind: 'reset' })],
      ['slow', () => store.slowNext(1_500)],
      ['500', () => store.fail({ kind: 'status', status: 500 })],
      ['garbage', () => store.fail({ kind: 'garbage' })],
      ['token refused', () => store.revokeSessions()],
    ];
    for (const [name, script] of scripts) {
      script();
      const response = await refresh();
      expect(response.statusCode, name).toBe(502);
      expect(response.json(), name).toEqual(REFRESH_FAILED);
      expect(await status(), name).toEqual(before);
      expect(await managedConfigured(), name).toBe(true);
    }
  });

  it('validates the managed settings the refresh writes', async () => {
    await h.host.settings.write({ 'ExtTranslate.config.managedApiKey': null });
    const bad = await h.request('POST', '/api/_action/system-config', {
      body: { 'ExtTranslate.config.managedPlan': 'gold', 'ExtTranslate.config.managedExpiresAt': 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as { source: { pointer: string } }[]).map((error) => error.source.pointer)).toEqual([
      '/ExtTranslate.config.managedPlan',
      '/ExtTranslate.config.managedExpiresAt',
    ]);
    const good = await h.request('POST', '/api/_action/system-config', {
      body: { 'ExtTranslate.config.managedPlan': 'scale', 'ExtTranslate.config.managedExpiresAt': '2099-01-01T00:00:00+01:00' },
    });
    expect(good.statusCode).toBe(204);
    expect(await managedSettings()).toEqual({ 'ExtTranslate.config.managedExpiresAt': '2098-12-31T23:00:00.000Z', 'ExtTranslate.config.managedPlan': 'scale' });
    await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.managedPlan': null, 'ExtTranslate.config.managedExpiresAt': null } });
  });

  it('an integration token uses the shop\'s connection (the most recently connected administrator)', async () => {
    const created = await h.request('POST', '/api/integration?_response=detail', {
      body: { label: `Sync ${Math.random()}`, admin: false, aclRoleIds: [] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = await h.request('POST', '/api/acl-role?_response=detail', { body: { name: `editor-${Math.random()}`, privileges: ['ext_translate.editor'] } });
    await h.request('PATCH', `/api/integration/${created.json().data.id as string}`, { body: { aclRoleIds: [role.json().data.id] } });
    const { accessKey, secretAccessKey } = created.json().data as { accessKey: string; secretAccessKey: string };
    const grant = await h.app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'client_credentials', client_id: accessKey, client_secret: secretAccessKey } });
    const integration = grant.json().access_token as string;

    expect(await status(integration)).toEqual(DISCONNECTED);
    expect((await refresh(integration)).json()).toEqual(STORE_DISCONNECTED);

    await connect();
    store.setPurchases(EMAIL, [{ identifier: 'ExtTranslateAllInOneStarter', expiresAt: FUTURE, licenseToken: 'license-starter' }]);
    gateway.setLicense('license-starter', 'starter');
    const response = await refresh(integration);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: 'active', plan: 'starter', quota: { limit: 500_000, remaining: 500_000 } });
    expect(await status(integration)).toMatchObject({ state: 'active' });
  });
});
