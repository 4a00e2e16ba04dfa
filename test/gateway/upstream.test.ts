import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../src/gateway/app.js';
import { createProviderResult, ProviderException } from '../../src/translate/providers/contract.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';
import { startDeeplSimulator, type DeeplSimulator } from '../upstreams/deepl.js';
import { createGateway, delay, translateBody, type GatewayUnderTest, closeGateways } from './support.js';

/** Translation through real providers (Apertium, DeepL's simulator) and the 502 answer for their failures. */

let gateway: GatewayUnderTest | null = null;

afterEach(async () => {
  // Every gateway the test opened, not only the last one, so that no test schema is left behind.
  await closeGateways();
  gateway = null;
});

async function expectNothingDebited(gw: GatewayUnderTest): Promise<void> {
  expect(await gw.debits()).toHaveLength(0);
  expect((await gw.quota()).json().used).toBe(0);
}

describe('upstream failures', () => {
  it.each([true, false])('answers 502 upstream_failed with retryable %s mirroring the ProviderException, debiting nothing', async (retryable) => {
    gateway = await createGateway();
    gateway.provider.behaviour = () => {
      throw new ProviderException('The translation vendor is unavailable.', retryable, new Error('raw upstream body'), 503);
    };
    const response = await gateway.translate(translateBody({ idempotencyKey: 'k' }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'upstream_failed', message: 'The translation vendor is unavailable.', retryable } });
    expect(response.body).not.toContain('raw upstream body');
    await expectNothingDebited(gateway);
  });

  it('answers an unexpected provider error with a generic message', async () => {
    gateway = await createGateway();
    gateway.provider.behaviour = () => {
      throw new TypeError('Cannot read properties of undefined (apiKey=sk-secret)');
    };
    const response = await gateway.translate(translateBody());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'upstream_failed', message: 'The translation service failed unexpectedly.', retryable: false } });
    await expectNothingDebited(gateway);
  });

  it('answers a malformed provider result with 502', async () => {
    gateway = await createGateway();
    gateway.provider.behaviour = () => createProviderResult({ texts: ['only one'], characters: 8 });
    const response = await gateway.translate(translateBody());
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({ code: 'upstream_failed', retryable: false });
    await expectNothingDebited(gateway);
  });

  it('gives up on a provider that does not answer in time (retryable)', async () => {
    gateway = await createGateway({ providerTimeoutMs: 100 });
    gateway.provider.behaviour = () => new Promise(() => {});
    const response = await gateway.translate(translateBody());
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({ code: 'upstream_failed', retryable: true });
    await expectNothingDebited(gateway);
  });
});

describe('Apertium (the default for every tier)', () => {
  let database: TestDatabase;

  beforeAll(() => {
    database = createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('translates en-GB to es-ES offline with no configuration', async () => {
    const app = await buildGatewayApp({ databaseUrl: database.url, env: {} });
    try {
      expect(Object.values(app.gateway.routing).map((provider) => provider.getId())).toEqual(['apertium', 'apertium', 'apertium']);
      const { token } = await app.gateway.createLicense({ plan: 'scale' });
      const headers = { authorization: `Bearer ${token}` };
      const response = await app.inject({
        method: 'POST',
        url: '/v1/translate',
        headers,
        payload: { texts: ['The red chair is beautiful.', '<p>The <strong>oak</strong> table</p>'], sourceLocale: 'en-GB', targetLocale: 'es-ES', format: 'html', serviceTier: 'speed' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        texts: ['La silla roja es bella.', '<p>La mesa de <strong>roble</strong></p>'],
        characters: 64,
        credits: 64,
        multiplier: 1,
        serviceTier: 'speed',
        quota: { plan: 'scale', limit: 10_000_000, used: 64 },
      });

      const unsupported = await app.inject({
        method: 'POST',
        url: '/v1/translate',
        headers,
        payload: { texts: ['Hello'], sourceLocale: 'en-GB', targetLocale: 'de-DE' },
      });
      expect(unsupported.statusCode).toBe(502);
      expect(unsupported.json().error).toMatchObject({ code: 'upstream_failed', retryable: false });
    } finally {
      await app.close();
    }
  });

  it('refuses to start when a tier names a provider it does not have (or the managed client itself)', async () => {
    await expect(buildGatewayApp({ databaseUrl: database.url, env: { GATEWAY_TIER_PROVIDERS: 'quality:nope' } })).rejects.toThrow(/quality tier names the provider "nope"/);
    await expect(buildGatewayApp({ databaseUrl: database.url, env: {}, tierProviders: { speed: 'managed' } })).rejects.toThrow(/"managed"/);
  });
});

describe('DeepL behind the gateway, and secrets', () => {
  const API_KEY = 'gateway-deepl-secret-key-4242';
  let sim: DeeplSimulator;

  beforeAll(async () => {
    sim = await startDeeplSimulator({ validKeys: [API_KEY] });
  });
  afterAll(async () => {
    await sim.close();
  });

  it('reads GATEWAY_MT_PRIMARY_API_KEY, and never shows the key or the license token in answers or logs', async () => {
    const logs: string[] = [];
    gateway = await createGateway({
      providers: undefined,
      env: {
        GATEWAY_TIER_PROVIDERS: 'speed:apertium,balanced:mt_primary,quality:mt_primary',
        GATEWAY_MT_PRIMARY_API_KEY: API_KEY,
        EXT_TRANSLATE_MT_PRIMARY_BASE_URL: sim.url,
      },
      logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } },
    });
    const answers: string[] = [];

    const ok = await gateway.translate(translateBody({ texts: ['Private customer text'], idempotencyKey: 'k1' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().texts).toEqual(['[DE] Private customer text']);
    expect(sim.requests.at(-1)!.headers.authorization).toBe(`DeepL-Auth-Key ${API_KEY}`);
    answers.push(ok.body);

    // DeepL's provider tries three times before it gives up.
    sim.fail(...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 503, retryAfter: '0' })));
    const busy = await gateway.translate(translateBody({ texts: ['Other text'], serviceTier: 'quality' }));
    expect(busy.statusCode).toBe(502);
    expect(busy.json().error).toMatchObject({ code: 'upstream_failed', retryable: true });
    answers.push(busy.body);

    sim.fail({ kind: 'status', status: 403 });
    const denied = await gateway.translate(translateBody({ texts: ['Other text'] }));
    expect(denied.statusCode).toBe(502);
    expect(denied.json().error).toMatchObject({ code: 'upstream_failed', retryable: false });
    answers.push(denied.body);
    answers.push((await gateway.quota()).body);

    await delay(20);
    expect(logs.length).toBeGreaterThan(0);
    for (const text of [...answers, ...logs]) {
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(gateway.token);
    }
    for (const line of logs) expect(line).not.toContain('Private customer text');
    expect(await gateway.debits()).toHaveLength(1);
  });
});
