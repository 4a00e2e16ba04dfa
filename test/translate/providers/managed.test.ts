import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { RetryLaterError } from '../../../src/host/queue/queue.js';
import { runBatch } from '../../../src/translate/engine/run-batch.js';
import { Cost, createProviderRequest, type ProviderContext, type ProviderRequest } from '../../../src/translate/providers/contract.js';
import { MANAGED_MESSAGES, ManagedProvider } from '../../../src/translate/providers/managed/managed-provider.js';
import { jobDependencies } from '../../../src/translate/manifest.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { ACTION, createJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { gatewayError, startManagedGatewaySimulator, type ManagedGatewaySimulator } from '../../upstreams/managed-gateway.js';
import { failureOf, flagsOf, recordingLogger, type LogLine } from './support.js';

/**
 * The managed provider against the fake gateway (test/upstreams/managed-gateway.ts): the request it
 * sends, the managed result fields, every failure mapping with its flags and no retries of its own,
 * the configured check without network, and through the running service: GET /providers, a job on an
 * active plan, a redelivered batch that the gateway replays without a second debit, a retryable failure
 * handed back to the queue with the same idempotency keys, and the estimate's managed fields.
 */

const LICENSE = 'license-token-for-tests';
const FUTURE = '2099-01-01T00:00:00.000Z';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Setup {
  license?: string | null;
  expiresAt?: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function createManaged(gateway: ManagedGatewaySimulator, setup: Setup = {}): { provider: ManagedProvider; logs: LogLine[] } {
  const logs: LogLine[] = [];
  const settings: Record<string, unknown> = {
    managedApiKey: setup.license === undefined ? LICENSE : setup.license,
    managedExpiresAt: setup.expiresAt === undefined ? FUTURE : setup.expiresAt,
    managedPlan: 'growth',
  };
  const context: ProviderContext = {
    setting: async (name) => settings[name] ?? null,
    env: { EXT_TRANSLATE_MANAGED_BASE_URL: gateway.url },
    logger: recordingLogger(logs),
    fetch: setup.fetch ?? globalThis.fetch,
  };
  return { provider: new ManagedProvider(context, { timeoutMs: setup.timeoutMs ?? 2_000, quotaTimeoutMs: 500 }), logs };
}

function request(texts: string[], overrides: Partial<ProviderRequest> = {}): ProviderRequest {
  return createProviderRequest({ texts, sourceLocale: 'en-GB', targetLocale: 'de-DE', idempotencyKey: `key-${randomBytes(4).toString('hex')}`, ...overrides });
}

const noNetwork: typeof fetch = async () => {
  throw new Error('isConfigured must not use the network');
};

describe('managed provider against the fake gateway', () => {
  let gateway: ManagedGatewaySimulator;

  beforeAll(async () => {
    gateway = await startManagedGatewaySimulator();
  });
  beforeEach(() => gateway.setLicense(LICENSE, 'growth', { used: 100 }));
  afterEach(() => gateway.reset());
  afterAll(async () => gateway?.close());

  it('sends the request with the license and the balanced tier by default, and answers the managed result fields', async () => {
    const { provider, logs } = createManaged(gateway);
    const sent = request(['Oak table', 'Chair'], { format: 'text', tone: 'formal', customPrompt: 'Short.', glossaryTerms: { Oak: null }, contentType: 'product', traceId: 'job-1' });
    const result = await provider.translate(sent);
    expect(gateway.requests).toHaveLength(1);
    const [call] = gateway.requests;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/translate' });
    expect(call?.headers.authorization).toBe(`Bearer ${LICENSE}`);
    expect(call?.json).toEqual({
      texts: ['Oak table', 'Chair'],
      sourceLocale: 'en-GB',
      targetLocale: 'de-DE',
      format: 'text',
      tone: 'formal',
      customPrompt: 'Short.',
      glossaryTerms: { Oak: null },
      serviceTier: 'balanced',
      idempotencyKey: sent.idempotencyKey,
      contentType: 'product',
      traceId: 'job-1',
    });
    const period = new Date().toISOString().slice(0, 7);
    expect(result).toEqual({
      texts: ['[de-DE] Oak table', '[de-DE] Chair'],
      characters: 14,
      inputTokens: 0,
      outputTokens: 0,
      cost: new Cost(0, 'USD'),
      managedUsage: [{ credits: 28, multiplier: 2, serviceTier: 'balanced', characters: 14 }],
      managedQuota: [{ plan: 'growth', period, limit: 2_000_000, used: 128, remaining: 1_999_872 }],
      accountingKey: expect.stringMatching(UUID),
      providerMetadata: { managed: { replayed: false } },
    });
    expect(JSON.stringify(logs)).not.toContain(LICENSE);
  });

  it('sends the tier it is given; a replay answers the same accounting key without a second debit', async () => {
    const { provider } = createManaged(gateway);
    const sent = request(['Lamp'], { serviceTier: 'quality' });
    const first = await provider.translate(sent);
    expect(first.managedUsage).toEqual([{ credits: 16, multiplier: 4, serviceTier: 'quality', characters: 4 }]);
    expect(first.providerMetadata).toEqual({ managed: { replayed: false } });
    const again = await provider.translate(sent);
    expect(again.accountingKey).toBe(first.accountingKey);
    expect(again.providerMetadata).toEqual({ managed: { replayed: true } });
    expect(gateway.debits()).toBe(1);
    expect(gateway.quota(LICENSE).used).toBe(116);
    expect((await provider.translate(request(['Lamp'], { serviceTier: 'bogus' }))).managedUsage).toEqual([
      { credits: 8, multiplier: 2, serviceTier: 'balanced', characters: 4 },
    ]);
  });

  it('calls nothing for empty texts', async () => {
    const { provider } = createManaged(gateway, { fetch: noNetwork });
    expect((await provider.translate(request([]))).texts).toEqual([]);
  });

  it('has the documented limits, features and a zero estimate', () => {
    const { provider } = createManaged(gateway);
    expect(provider.getId()).toBe('managed');
    expect(provider.getMaxBatchSize()).toBe(100);
    expect(provider.getMaxChunkBytes()).toBe(80_000);
    expect(provider.estimate(1_000_000).toJSON()).toEqual({ amount: 0, currency: 'USD' });
    expect(['html', 'tone', 'glossary', 'formality', 'nope'].map((feature) => provider.supports(feature))).toEqual([true, true, true, false, false]);
    expect(provider.getModels()).toEqual([]);
  });

  it('is configured with a stored license whose end lies ahead, without any network I/O', async () => {
    const cases: [Setup, boolean][] = [
      [{}, true],
      [{ license: null }, false],
      [{ expiresAt: null }, false],
      [{ expiresAt: '2020-01-01T00:00:00.000Z' }, false],
      [{ expiresAt: 'not a date' }, false],
    ];
    for (const [setup, expected] of cases) {
      const { provider } = createManaged(gateway, { ...setup, fetch: noNetwork });
      expect(await provider.isConfigured(), JSON.stringify(setup)).toBe(expected);
    }
    expect(gateway.requests).toEqual([]);
  });

  describe('failures: mapped once, never retried by the provider', () => {
    const flags = (retryable: boolean, globalFailure: boolean, bisectable: boolean) => ({ retryable, globalFailure, bisectable });

    it('transport failure and timeout: retryable, global, not bisectable (locally ambiguous)', async () => {
      const { provider } = createManaged(gateway, { timeoutMs: 300 });
      gateway.fail({ kind: 'reset' });
      const reset = await failureOf(provider.translate(request(['a'])));
      expect(flagsOf(reset)).toEqual(flags(true, true, false));
      expect(reset.message).toBe('Managed translation could not be reached.');
      gateway.fail({ kind: 'hang' });
      const timeout = await failureOf(provider.translate(request(['a'])));
      expect(flagsOf(timeout)).toEqual(flags(true, true, false));
      expect(timeout.message).toBe('Managed translation did not answer in time.');
      gateway.fail({ kind: 'garbage' });
      expect(flagsOf(await failureOf(provider.translate(request(['a']))))).toEqual(flags(true, true, false));
      expect(gateway.requests).toHaveLength(3);
    });

    it('502 upstream_failed follows the body\'s retryable flag; global', async () => {
      const { provider } = createManaged(gateway);
      gateway.fail({ kind: 'status', status: 502, body: JSON.stringify(gatewayError(502, 'upstream down', { retryable: true }).body) });
      const retryable = await failureOf(provider.translate(request(['a'])));
      expect(flagsOf(retryable)).toEqual(flags(true, true, false));
      expect(retryable.message).toBe(`${MANAGED_MESSAGES.upstreamFailed} It is tried again later.`);
      gateway.fail({ kind: 'status', status: 502, body: JSON.stringify(gatewayError(502, 'unsupported', { retryable: false }).body) });
      const final = await failureOf(provider.translate(request(['a'])));
      expect(flagsOf(final)).toEqual(flags(false, true, false));
      expect(final.message).toBe(MANAGED_MESSAGES.upstreamFailed);
      expect(gateway.requests).toHaveLength(2);
    });

    it('402 quota exceeded: not retryable, global, with the quota message; nothing debited', async () => {
      gateway.setLicense(LICENSE, 'starter', { used: 499_999 });
      const { provider } = createManaged(gateway);
      const failure = await failureOf(provider.translate(request(['Too long for the rest'])));
      expect(failure.message).toBe('The managed translation quota for this month is used up.');
      expect(failure.code).toBe(402);
      expect(flagsOf(failure)).toEqual(flags(false, true, false));
      expect(gateway.debits()).toBe(0);
    });

    it('401 invalid license: global, not retryable; a missing license fails before any call', async () => {
      const { provider } = createManaged(gateway, { license: 'revoked-license' });
      const failure = await failureOf(provider.translate(request(['a'])));
      expect(failure.message).toBe(MANAGED_MESSAGES.licenseRefused);
      expect(flagsOf(failure)).toEqual(flags(false, true, false));
      const none = createManaged(gateway, { license: null, fetch: noNetwork }).provider;
      expect((await failureOf(none.translate(request(['a'])))).message).toBe(MANAGED_MESSAGES.noLicense);
    });

    it('400 and 409: not retryable, not global, not bisectable', async () => {
      const { provider } = createManaged(gateway);
      const invalid = await failureOf(provider.translate(request(['a'], { targetLocale: 42 as unknown as string })));
      expect(invalid.message).toBe(MANAGED_MESSAGES.invalidRequest);
      expect(flagsOf(invalid)).toEqual(flags(false, false, false));
      const sent = request(['first']);
      await provider.translate(sent);
      const conflict = await failureOf(provider.translate({ ...sent, texts: ['second'] }));
      expect(conflict.message).toBe(MANAGED_MESSAGES.idempotencyConflict);
      expect(conflict.code).toBe(409);
      expect(flagsOf(conflict)).toEqual(flags(false, false, false));
    });

    it('other server errors are retryable and global, each tried once', async () => {
      const { provider } = createManaged(gateway);
      for (const status of [429, 500, 503]) {
        gateway.fail({ kind: 'status', status });
        expect(flagsOf(await failureOf(provider.translate(request(['a']))))).toEqual(flags(true, true, false));
      }
      expect(gateway.requests).toHaveLength(3);
    });

    it('a 200 that is not the protocol\'s answer fails without retry', async () => {
      const { provider } = createManaged(gateway);
      gateway.fail({ kind: 'status', status: 200, body: JSON.stringify({ texts: [1] }) });
      const failure = await failureOf(provider.translate(request(['a'])));
      expect(failure.message).toBe(MANAGED_MESSAGES.unreadable);
      expect(flagsOf(failure)).toEqual(flags(false, true, false));
    });
  });

  it('checks the license against the quota, and reads the quota without throwing', async () => {
    const { provider } = createManaged(gateway);
    expect(await provider.validateCredentials(null)).toEqual({
      valid: true,
      message: `The managed translation license works (100 of 2000000 credits used in ${new Date().toISOString().slice(0, 7)}).`,
      quota: { used: 100, limit: 2_000_000 },
    });
    expect(await provider.validateCredentials('wrong')).toEqual({ valid: false, message: MANAGED_MESSAGES.licenseRefused, quota: null });
    expect(await createManaged(gateway, { license: null }).provider.validateCredentials(null)).toEqual({
      valid: false,
      message: MANAGED_MESSAGES.noLicense,
      quota: null,
    });
    expect((await provider.readQuota()).quota).toMatchObject({ plan: 'growth', used: 100 });
    for (const fault of [{ kind: 'reset' as const }, { kind: 'garbage' as const }, { kind: 'hang' as const }, { kind: 'status' as const, status: 500 }]) {
      gateway.fail(fault);
      expect(await provider.readQuota(), fault.kind).toEqual({ reachable: false, quota: null });
    }
    gateway.fail({ kind: 'status', status: 200, body: '{"plan": 3}' });
    expect(await provider.readQuota()).toEqual({ reachable: false, quota: null });
    expect(await createManaged(gateway, { license: 'wrong' }).provider.readQuota()).toEqual({ reachable: true, quota: null });
    expect(await createManaged(gateway, { license: null, fetch: noNetwork }).provider.readQuota()).toEqual({ reachable: true, quota: null });
  });
});

describe('managed provider in the running service', () => {
  let gateway: ManagedGatewaySimulator;
  let h: Harness;

  beforeAll(async () => {
    gateway = await startManagedGatewaySimulator();
    h = await createHarness({}, { providers: { env: { EXT_TRANSLATE_MANAGED_BASE_URL: gateway.url } } });
    await startTestWorker(h);
    // Every text must reach the gateway here (replays, hand-back); the translation memory has tests of its own.
    await h.host.settings.write({ 'ExtTranslate.config.translationMemory': false });
  });
  beforeEach(async () => {
    gateway.setLicense(LICENSE, 'growth');
    await saveLicense(LICENSE, FUTURE);
  });
  afterEach(() => gateway.reset());
  afterAll(async () => {
    await h?.close();
    await gateway?.close();
  });

  async function saveLicense(license: string | null, expiresAt: string | null): Promise<void> {
    await h.host.settings.write({
      'ExtTranslate.config.managedApiKey': license,
      'ExtTranslate.config.managedPlan': license === null ? null : 'growth',
      'ExtTranslate.config.managedExpiresAt': expiresAt,
    });
  }

  async function product(name: string, description?: string): Promise<string> {
    const body = { productNumber: `M-${randomBytes(5).toString('hex')}`, name, ...(description ? { description } : {}) };
    const response = await h.request('POST', '/api/product?_response=detail', { body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  async function managedUsage(): Promise<{ characters: number; requests: number } | undefined> {
    const row = await h.host.database.db.selectFrom('extTranslateUsage').select(['characters', 'requests']).where('providerId', '=', 'managed').executeTakeFirst();
    return row ? { characters: Number(row.characters), requests: Number(row.requests) } : undefined;
  }

  it('is listed with viaSubscription true, configured only while the license is current', async () => {
    const list = async () => ((await h.request('GET', `${ACTION}/providers`)).json().providers as Record<string, unknown>[]).find((provider) => provider.id === 'managed');
    expect(await list()).toEqual({
      id: 'managed',
      label: 'Managed translation',
      configured: true,
      models: [],
      supports: { html: true, formality: false, tone: true, glossary: true },
      viaSubscription: true,
      capabilities: { usesKey: false, liveModels: false, serviceTier: true },
    });
    const others = (await h.request('GET', `${ACTION}/providers`)).json().providers as { id: string; viaSubscription: boolean }[];
    expect(others.filter((provider) => provider.viaSubscription).map((provider) => provider.id)).toEqual(['managed']);
    await saveLicense(LICENSE, '2020-01-01T00:00:00.000Z');
    expect((await list())?.configured).toBe(false);
    await saveLicense(null, null);
    expect((await list())?.configured).toBe(false);
    expect(gateway.requests).toEqual([]);
  });

  it('refuses a job while the subscription is not active', async () => {
    await saveLicense(null, null);
    const id = await product('Unlicensed');
    const response = await h.request('POST', `${ACTION}/job`, {
      body: { config: { entities: [{ name: 'product', ids: [id] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'managed' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The translation provider "Managed translation" (managed) is not configured.' });
  });

  it('runs a job on an active plan; a redelivered batch is replayed by the gateway: no new debit, usage unchanged', async () => {
    const id = await product('Walnut desk', '<p>Solid <b>walnut</b>.</p>');
    const before = await managedUsage();
    const jobId = await createJob(h, {
      entities: [{ name: 'product', ids: [id] }],
      targetLanguageIds: [GERMAN_LANGUAGE_ID],
      providerId: 'managed',
      options: { mode: 'all', skipUnchanged: false, serviceTier: 'speed' },
    });
    const job = await waitForJob(h, jobId);
    expect(job.status).toBe('completed');
    expect(job.translated).toBe(1);
    const german = ((await h.request('GET', `/api/product/${id}`)).json().data.translations as Record<string, unknown>[]).find(
      (row) => row.languageId === GERMAN_LANGUAGE_ID,
    );
    expect(german).toMatchObject({ name: '[de-DE] Walnut desk', description: '<p>[de-DE] Solid <b>[de-DE] walnut</b>[de-DE] .</p>' });
    const calls = gateway.requests.filter((request) => request.path === '/v1/translate');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.json).toMatchObject({ serviceTier: 'speed', traceId: jobId, contentType: 'product' });
    const debits = gateway.debits();
    const used = gateway.quota(LICENSE).used;
    const usage = await managedUsage();
    expect(usage?.characters).toBe((before?.characters ?? 0) + job.characters);
    expect(job.costAmount).toBe(0);

    const db = h.host.database.db;
    const batches = await db.selectFrom('extTranslateJobBatch').select('id').where('jobId', '=', jobId).execute();
    expect(batches).toHaveLength(1);
    const batchId = batches[0]?.id as string;
    await db.updateTable('extTranslateJobBatch').set({ status: 'pending' }).where('id', '=', batchId).execute();
    await db.updateTable('extTranslateJob').set({ status: 'running' }).where('id', '=', jobId).execute();
    const outcome = await runBatch(jobDependencies(h.host, h.app.providers), batchId);
    expect(outcome.status).toBe('done');
    expect(outcome.providerCalls).toBe(calls.length);
    const replays = gateway.requests.filter((request) => request.path === '/v1/translate').slice(calls.length);
    // The calls of one message run concurrently, so they arrive in any order: the replay must send the
    // same requests (bodies with their idempotency keys), whatever their order.
    const bodies = (requests: typeof calls) => requests.map((request) => request.body).sort();
    expect(bodies(replays)).toEqual(bodies(calls));
    expect(gateway.debits()).toBe(debits);
    expect(gateway.quota(LICENSE).used).toBe(used);
    expect(await managedUsage()).toEqual(usage);
    expect((await waitForJob(h, jobId)).characters).toBe(job.characters);
  });

  it('hands a retryable managed failure back to the queue with the same idempotency keys', async () => {
    const id = await product('Birch shelf');
    const jobId = await createJob(h, {
      entities: [{ name: 'product', ids: [id] }],
      targetLanguageIds: [GERMAN_LANGUAGE_ID],
      providerId: 'managed',
      options: { mode: 'all', skipUnchanged: false },
    });
    await waitForJob(h, jobId);
    const db = h.host.database.db;
    const batchId = (await db.selectFrom('extTranslateJobBatch').select('id').where('jobId', '=', jobId).executeTakeFirstOrThrow()).id as string;
    await db.updateTable('extTranslateJobBatch').set({ status: 'pending' }).where('id', '=', batchId).execute();
    await db.updateTable('extTranslateJob').set({ status: 'running' }).where('id', '=', jobId).execute();
    gateway.reset();
    gateway.setLicense(LICENSE, 'growth');
    const deps = jobDependencies(h.host, h.app.providers);

    for (const fault of [{ kind: 'reset' as const }, { kind: 'status' as const, status: 503 }]) {
      gateway.requests.length = 0;
      gateway.fail(fault);
      await expect(runBatch(deps, batchId), fault.kind).rejects.toBeInstanceOf(RetryLaterError);
      expect(gateway.requests).toHaveLength(1);
      expect((gateway.requests[0]?.json as { idempotencyKey: string }).idempotencyKey).toBe(`${batchId}:0`);
      expect((await db.selectFrom('extTranslateJobBatch').select('status').where('id', '=', batchId).executeTakeFirst())?.status).toBe('pending');
    }
    gateway.requests.length = 0;
    expect((await runBatch(deps, batchId)).status).toBe('done');
    expect((gateway.requests[0]?.json as { idempotencyKey: string }).idempotencyKey).toBe(`${batchId}:0`);
  });

  it('a spent quota fails the records with the quota message instead of going back to the queue', async () => {
    gateway.setLicense(LICENSE, 'starter', { used: 500_000 });
    const id = await product('Cedar bench');
    const jobId = await createJob(h, { entities: [{ name: 'product', ids: [id] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'managed', options: { mode: 'all' } });
    const job = await waitForJob(h, jobId);
    expect(job.status).toBe('completed_with_errors');
    const errors = await h.host.database.db.selectFrom('extTranslateJobError').select(['message', 'code']).where('jobId', '=', jobId).execute();
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toMatchObject({ message: 'The managed translation quota for this month is used up.', code: 402 });
  });

  describe('estimate', () => {
    async function estimate(options: Record<string, unknown>, ids: string[]): Promise<Record<string, unknown>> {
      const response = await h.request('POST', `${ACTION}/estimate`, {
        body: { config: { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'managed', options: { mode: 'all', ...options } } },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    }

    it('fills credits, tier, multiplier and the quota for the managed provider', async () => {
      const id = await product('Pine crate');
      for (const [tier, multiplier] of [['speed', 1], ['balanced', 2], ['quality', 4], ['unknown', 2]] as const) {
        const result = await estimate({ serviceTier: tier }, [id]);
        expect(result.characters).toBe(10);
        expect(result).toMatchObject({
          cost: { amount: 0, currency: 'USD' },
          credits: 10 * multiplier,
          serviceTier: tier === 'unknown' ? 'balanced' : tier,
          multiplier,
          quota: { plan: 'growth', period: new Date().toISOString().slice(0, 7), limit: 2_000_000, used: 0, remaining: 2_000_000 },
          warnings: [],
        });
      }
      expect(gateway.requests.every((request) => request.path === '/v1/quota' && request.headers.authorization === `Bearer ${LICENSE}`)).toBe(true);
    });

    it('warns managed_quota_exceeded when the credits exceed what remains; no quota when the gateway is unreachable', async () => {
      const id = await product('Maple stool');
      gateway.setLicense(LICENSE, 'starter', { used: 499_990 });
      const result = await estimate({ serviceTier: 'quality' }, [id]);
      expect(result.credits).toBe(44);
      expect(result.warnings).toEqual([
        { code: 'managed_quota_exceeded', params: { credits: 44, remaining: 10 }, message: 'The run needs 44 credits, but only 10 remain in the managed quota.' },
      ]);
      gateway.fail({ kind: 'reset' });
      expect(await estimate({ serviceTier: 'quality' }, [id])).toMatchObject({ credits: 44, serviceTier: 'quality', multiplier: 4, quota: null, warnings: [] });
    });

    it('leaves the managed fields null for another provider', async () => {
      const id = await product('Elm box');
      const response = await h.request('POST', `${ACTION}/estimate`, {
        body: { config: { entities: [{ name: 'product', ids: [id] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'mt_primary' } },
      });
      expect(response.json()).toMatchObject({ credits: null, serviceTier: null, multiplier: null, quota: null });
      expect(gateway.requests).toEqual([]);
    });
  });
});
