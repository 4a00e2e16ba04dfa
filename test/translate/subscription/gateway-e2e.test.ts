import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../../src/gateway/app.js';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { runBatch } from '../../../src/translate/engine/run-batch.js';
import { jobDependencies } from '../../../src/translate/manifest.js';
import { createHarness, createTestDatabase, type Harness, type TestDatabase } from '../../support/harness.js';
import { ACTION, createJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';
import { startStoreSimulator, type StoreSimulator } from '../../upstreams/store.js';

/**
 * End to end through the real gateway (src/gateway, in process, listening): the store sells a growth
 * plan whose license is a gateway license; a refresh makes the managed provider usable; a job runs
 * through the gateway; a redelivered batch is replayed by the gateway without a second debit.
 */

const EMAIL = 'merchant@example.com';
const PASSWORD = 'store-password';

describe('managed provider through the real gateway', () => {
  let gatewayDatabase: TestDatabase;
  let gateway: FastifyInstance;
  let store: StoreSimulator;
  let h: Harness;
  let license: string;

  beforeAll(async () => {
    gatewayDatabase = createTestDatabase();
    gateway = await buildGatewayApp({ databaseUrl: gatewayDatabase.url, env: {}, providers: [new ScriptedProvider('fake', { maxBatchSize: 100, maxChunkBytes: 100_000 })] });
    const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
    license = (await gateway.gateway.createLicense({ plan: 'growth', label: 'e2e shop' })).token;
    store = await startStoreSimulator([
      { email: EMAIL, password: PASSWORD, purchases: [{ identifier: 'ExtTranslateAllInOneGrowth', expiresAt: '2099-01-01T00:00:00.000Z', licenseToken: license }] },
    ]);
    h = await createHarness({ storeBaseUrl: store.url }, { providers: { env: { EXT_TRANSLATE_MANAGED_BASE_URL: gatewayUrl } } });
    await startTestWorker(h);
    // Every text must reach the gateway here (debits, replays); the translation memory has tests of its own.
    await h.host.settings.write({ 'ExtTranslate.config.translationMemory': false });
  });
  afterAll(async () => {
    await h?.close();
    await store?.close();
    await gateway?.close();
    await gatewayDatabase?.drop();
  });

  async function debits(): Promise<number> {
    const rows = await gateway.gateway.db.selectFrom('gateway_debit').select('id').execute();
    return rows.length;
  }

  it('refreshes to active with the gateway\'s quota, runs a job, and a redelivery debits nothing new', async () => {
    expect((await h.request('POST', `${ACTION}/subscription/refresh`)).statusCode).toBe(412);
    expect((await h.request('POST', '/api/_action/store/login', { body: { email: EMAIL, password: PASSWORD } })).statusCode).toBe(200);
    const refreshed = await h.request('POST', `${ACTION}/subscription/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({
      state: 'active',
      active: true,
      plan: 'growth',
      reachable: true,
      quota: { plan: 'growth', limit: 2_000_000, used: 0, remaining: 2_000_000 },
    });

    const product = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `E-${randomBytes(4).toString('hex')}`, name: 'Oak table' } });
    const id = product.json().data.id as string;
    const config = { entities: [{ name: 'product', ids: [id] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'managed', options: { mode: 'all', skipUnchanged: false, serviceTier: 'quality' } };
    const estimate = (await h.request('POST', `${ACTION}/estimate`, { body: { config } })).json();
    expect(estimate).toMatchObject({ characters: 9, credits: 36, multiplier: 4, serviceTier: 'quality', quota: { remaining: 2_000_000 }, warnings: [] });

    const jobId = await createJob(h, config);
    const job = await waitForJob(h, jobId);
    expect(job.status).toBe('completed');
    expect(job.characters).toBe(9);
    const taken = await debits();
    expect(taken).toBe(1);
    const status = (await h.request('GET', `${ACTION}/subscription`)).json();
    expect(status.quota).toMatchObject({ used: 36, remaining: 1_999_964 });

    const db = h.host.database.db;
    const batchId = (await db.selectFrom('extTranslateJobBatch').select('id').where('jobId', '=', jobId).executeTakeFirstOrThrow()).id as string;
    const usageBefore = await db.selectFrom('extTranslateUsage').select(['characters', 'requests']).where('providerId', '=', 'managed').executeTakeFirst();
    await db.updateTable('extTranslateJobBatch').set({ status: 'pending' }).where('id', '=', batchId).execute();
    await db.updateTable('extTranslateJob').set({ status: 'running' }).where('id', '=', jobId).execute();
    expect((await runBatch(jobDependencies(h.host, h.app.providers), batchId)).status).toBe('done');
    expect(await debits()).toBe(taken);
    expect(await db.selectFrom('extTranslateUsage').select(['characters', 'requests']).where('providerId', '=', 'managed').executeTakeFirst()).toEqual(usageBefore);
    expect((await h.request('GET', `${ACTION}/subscription`)).json().quota).toMatchObject({ used: 36 });
  });
});
