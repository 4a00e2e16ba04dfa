import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../src/gateway/app.js';
import { createProviderRequest, ProviderException } from '../../src/translate/providers/contract.js';
import { ManagedProvider } from '../../src/translate/providers/managed/managed-provider.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';
import { ScriptedProvider } from '../support/scripted-provider.js';

/** The `managed` provider (the client) against this gateway over HTTP: the protocol seen from both ends. */

let database: TestDatabase;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  database = createTestDatabase();
  app = await buildGatewayApp({ databaseUrl: database.url, env: {}, providers: [new ScriptedProvider('fake')] });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function failureCode(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
    return 'no failure';
  } catch (error) {
    return ProviderException.isInstance(error) ? error.code : String(error);
  }
}

function client(token: string): ManagedProvider {
  const settings: Record<string, unknown> = { managedApiKey: token, managedExpiresAt: '2999-01-01T00:00:00Z' };
  return new ManagedProvider({
    setting: async (name) => settings[name] ?? null,
    env: { EXT_TRANSLATE_MANAGED_BASE_URL: url },
    logger: { info() {}, warn() {} },
    fetch: globalThis.fetch,
  });
}

describe('managed provider ↔ gateway', () => {
  it('translates, reports usage and quota, and gets the same accounting key on a replay', async () => {
    const { token } = await app.gateway.createLicense({ plan: 'growth' });
    const provider = client(token);
    const request = createProviderRequest({ texts: ['Oak table'], sourceLocale: 'en-GB', targetLocale: 'de-DE', serviceTier: 'quality', idempotencyKey: 'job-1:0' });
    const first = await provider.translate(request);
    expect(first.texts).toEqual(['[de] Oak table']);
    expect(first.managedUsage).toEqual([{ credits: 36, multiplier: 4, serviceTier: 'quality', characters: 9 }]);
    expect(first.managedQuota).toEqual([expect.objectContaining({ plan: 'growth', used: 36 })]);
    const replay = await provider.translate(request);
    expect(replay.accountingKey).toBe(first.accountingKey);
    expect(await provider.readQuota()).toMatchObject({ reachable: true, quota: { used: 36 } });
  });

  it('turns a spent quota and a refused license into the client failures', async () => {
    const { token } = await app.gateway.createLicense({ plan: 'starter' });
    const provider = client(token);
    const big = createProviderRequest({ texts: ['a'.repeat(70_000)], sourceLocale: 'en-GB', targetLocale: 'de-DE', serviceTier: 'quality' });
    expect((await provider.translate(big)).managedQuota).toEqual([expect.objectContaining({ used: 280_000, remaining: 220_000 })]);
    expect(await failureCode(provider.translate(big))).toBe(402);
    expect(await failureCode(client('gwl_not-a-license').translate(big))).toBe(401);
  });
});
