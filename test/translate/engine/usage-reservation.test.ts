import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { requestCharacters, reserveUsage, settleUsage, usagePeriod } from '../../../src/translate/engine/usage-accounting.js';
import { Cost, createProviderResult, ProviderException } from '../../../src/translate/providers/contract.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { createJob, readJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';

/**
 * Usage reserved before a provider call and settled after it (docs/operations.md "Usage accounting"):
 * a worker killed while its call is in flight has already committed the call's characters.
 */
describe(`usage reservations on ${dialect}`, () => {
  let h: Harness;
  const provider = new ScriptedProvider('reserved');

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
    await startTestWorker(h);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    provider.behaviour = null;
    provider.requests.length = 0;
  });

  async function monthUsage(providerId: string) {
    return h.host.database.db
      .selectFrom('ext_translate_usage')
      .select(['characters', 'inputTokens', 'outputTokens', 'requests', 'costAmount', 'costCurrency'])
      .where('providerId', '=', providerId)
      .where('period', '=', usagePeriod())
      .executeTakeFirst();
  }

  async function reservations(providerId: string) {
    return h.host.database.db.selectFrom('ext_translate_usage_reservation').selectAll().where('providerId', '=', providerId).execute();
  }

  async function product(name: string): Promise<string> {
    const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `R-${randomBytes(5).toString('hex')}`, name } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  it('commits the characters of a call before it is made, and settles them with its report after', async () => {
    const name = 'Grüne Öllampe 🪔';
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => {};
    const inCall = new Promise<void>((resolve) => (entered = resolve));
    provider.behaviour = async (request) => {
      entered();
      await gate;
      return createProviderResult({
        texts: request.texts.map((text) => ScriptedProvider.translateText(text, request.targetLocale)),
        characters: 40,
        inputTokens: 12,
        outputTokens: 15,
        cost: new Cost(0.25, 'EUR'),
      });
    };
    const jobId = await createJob(h, { entities: [{ name: 'product', ids: [await product(name)] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'reserved', options: { mode: 'all' } });
    await inCall;

    // What a SIGKILL now would leave: the call's characters, committed, and its reservation.
    const reserved = requestCharacters([name]);
    expect(reserved).toBe(15);
    expect(await monthUsage('reserved')).toMatchObject({ characters: reserved, requests: 0, inputTokens: 0, outputTokens: 0 });
    expect((await readJob(h, jobId)).characters).toBe(reserved);
    const pending = await reservations('reserved');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ jobId, characters: reserved, period: usagePeriod() });
    expect(pending[0]!.requestKey).toMatch(/:0$/);

    release();
    const job = await waitForJob(h, jobId);
    expect(job).toMatchObject({ status: 'completed', characters: 40, inputTokens: 12, outputTokens: 15, costAmount: 0.25, costCurrency: 'EUR' });
    expect(await monthUsage('reserved')).toMatchObject({ characters: 40, requests: 1, inputTokens: 12, outputTokens: 15, costCurrency: 'EUR' });
    expect(Number((await monthUsage('reserved'))!.costAmount)).toBeCloseTo(0.25, 9);
    expect(await reservations('reserved')).toEqual([]);
  });

  it('takes the reservation back when the call fails without being billed, and keeps what a failed call reports', async () => {
    const unbilled = new ScriptedProvider('unbilled');
    h.app.providers.register(unbilled);
    unbilled.behaviour = () => {
      throw new ProviderException('The upstream refused the request.', false, null, 0, true, false);
    };
    const failed = await waitForJob(
      h,
      await createJob(h, { entities: [{ name: 'product', ids: [await product('Refused chair')] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'unbilled', options: { mode: 'all' } }),
    );
    expect(failed).toMatchObject({ status: 'completed_with_errors', characters: 0 });
    expect(await monthUsage('unbilled')).toMatchObject({ characters: 0, requests: 0 });
    expect(await reservations('unbilled')).toEqual([]);

    const billed = new ScriptedProvider('billedfail');
    h.app.providers.register(billed);
    billed.behaviour = () => {
      const error = new ProviderException('The upstream answered, then failed.', false, null, 0, true, false);
      error.usage = { characters: 9, inputTokens: 3, outputTokens: 0, cost: new Cost(0.01), accountingKey: null };
      throw error;
    };
    const job = await waitForJob(
      h,
      await createJob(h, { entities: [{ name: 'product', ids: [await product('Billed stool')] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'billedfail', options: { mode: 'all' } }),
    );
    expect(job).toMatchObject({ status: 'completed_with_errors', characters: 9, inputTokens: 3 });
    expect(await monthUsage('billedfail')).toMatchObject({ characters: 9, requests: 1, inputTokens: 3 });
    expect(await reservations('billedfail')).toEqual([]);
  });

  it('settles a reservation once, and takes it back for an accounting key recorded before', async () => {
    const { db } = h.host.database;
    const key = randomUUID();
    const report = { characters: 7, inputTokens: 0, outputTokens: 0, cost: new Cost(0.07), accountingKey: key };
    const first = await reserveUsage(db, { jobId: null, providerId: 'keyed', texts: ['Lampe', 'Tisch'], requestKey: null });
    expect(await monthUsage('keyed')).toMatchObject({ characters: 10, requests: 0 });
    expect(await settleUsage(db, first, report)).toBe(true);
    expect(await settleUsage(db, first, report)).toBe(false);
    expect(await monthUsage('keyed')).toMatchObject({ characters: 7, requests: 1 });

    // A redelivered message's call reporting the same debit: counted before, so only taken back.
    const again = await reserveUsage(db, { jobId: null, providerId: 'keyed', texts: ['Lampe'], requestKey: null });
    expect(await monthUsage('keyed')).toMatchObject({ characters: 12, requests: 1 });
    expect(await settleUsage(db, again, report)).toBe(false);
    expect(await monthUsage('keyed')).toMatchObject({ characters: 7, requests: 1 });
    expect(Number((await monthUsage('keyed'))!.costAmount)).toBeCloseTo(0.07, 9);
    expect(await reservations('keyed')).toEqual([]);
  });

  it('leaves a reservation whose call never reported counted as its characters', async () => {
    const { db } = h.host.database;
    await reserveUsage(db, { jobId: null, providerId: 'vanished', texts: ['Stuhl'], requestKey: 'batch:0' });
    expect(await monthUsage('vanished')).toMatchObject({ characters: 5, requests: 0 });
    expect(await reservations('vanished')).toEqual([expect.objectContaining({ characters: 5, requestKey: 'batch:0', jobId: null })]);
  });
});
