import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { openDatabase } from '../../../src/host/db/database.js';
import { BudgetReachedException } from '../../../src/translate/engine/budgets.js';
import { CUSTOM_PROVIDER_CALLS_IN_FLIGHT } from '../../../src/translate/engine/call-limits.js';
import { reserveUsage, settleUsage, usagePeriod } from '../../../src/translate/engine/usage-accounting.js';
import { Cost } from '../../../src/translate/providers/contract.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { deleteRedisPrefix, queueTransports } from '../../support/redis.js';
import { ACTION, createJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';

const SETTING = 'ExtTranslate.config.monthlyBudgets';
const NAME_LENGTH = 100;
const PER_CALL = 10;
const PRODUCTS = 100;
const MESSAGE = 'The monthly budget of 5,000 characters for Scripted test provider is used up.';

/**
 * Monthly budgets (docs/operations.md, "Budgets"): the reservation before each call checks the month's
 * usage and open reservations against the cap; at the cap the provider fails globally for the job.
 * The jobs run on each queue transport.
 */
const transports = await queueTransports();

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`monthly budgets on ${dialect} with the ${transport.name} queue`, () => {
    let h: Harness;
    // Each call carries 10 names of 100 characters: 1,000 characters.
    const capped = new ScriptedProvider('budget_capped', { maxBatchSize: PER_CALL, maxChunkBytes: 80_000 });
    const spare = new ScriptedProvider('budget_spare', { maxBatchSize: PER_CALL, maxChunkBytes: 80_000 });
    const raced = new ScriptedProvider('budget_raced');

    let prefix: string | null = null;

    beforeAll(async () => {
      const queue = transport.queue();
      prefix = queue.prefix;
      h = await createHarness({ queueUrl: queue.url });
      for (const provider of [capped, spare, raced]) h.app.providers.register(provider);
      await startTestWorker(h);
    });
    afterAll(async () => {
      await h?.close();
      if (prefix) await deleteRedisPrefix(prefix);
    });
    /** The cases without a job: the queue plays no part, so they run on the embedded queue only. */
    const withoutQueue = transport.name !== 'embedded';
    beforeEach(async () => {
      await h.host.database.db.deleteFrom('ext_translate_usage').where('providerId', 'in', ['budget_capped', 'budget_spare', 'budget_raced']).execute();
      capped.requests.length = 0;
      spare.requests.length = 0;
    });

    const db = () => h.host.database.db;

    async function save(values: Record<string, unknown>): Promise<void> {
      const saved = await h.request('POST', '/api/_action/system-config', { body: values });
      expect(saved.statusCode, saved.body).toBe(204);
    }

    async function monthCharacters(providerId: string): Promise<number> {
      const row = await db().selectFrom('ext_translate_usage').select('characters').where('providerId', '=', providerId).where('period', '=', usagePeriod()).executeTakeFirst();
      return Number(row?.characters ?? 0);
    }

    async function monthCost(providerId: string): Promise<{ amount: number; currency: string }> {
      const row = await db().selectFrom('ext_translate_usage').select(['costAmount', 'costCurrency']).where('providerId', '=', providerId).where('period', '=', usagePeriod()).executeTakeFirst();
      return { amount: Number(row?.costAmount ?? 0), currency: row?.costCurrency ?? '' };
    }

    /** Subscribes a webhook to `budget.reached`; answers its id. */
    async function subscribe(): Promise<string> {
      const hook = await h.request('POST', '/api/ext-translate-webhook?_response=detail', {
        body: { url: 'https://hooks.example.com/budget', events: ['budget.reached'], secret: 'a-budget-webhook-secret' },
      });
      expect(hook.statusCode, hook.body).toBe(200);
      return hook.json().data.id as string;
    }

    /** The `data` of the events recorded for a webhook, oldest first. */
    async function deliveries(webhookId: string): Promise<{ providerId: string; cost: { amount: number; currency: string } }[]> {
      const rows = await db().selectFrom('ext_translate_webhook_delivery').select(['event', 'payload']).where('webhookId', '=', webhookId).orderBy('createdAt').execute();
      expect(new Set(rows.map((row) => row.event))).toEqual(new Set(rows.length > 0 ? ['budget.reached'] : []));
      return rows.map((row) => JSON.parse(row.payload).data);
    }

    async function products(count: number): Promise<string[]> {
      const ids: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const name = `Budget ${randomBytes(8).toString('hex')} `.padEnd(NAME_LENGTH, 'x');
        const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `B-${randomBytes(6).toString('hex')}`, name } });
        expect(response.statusCode, response.body).toBe(200);
        ids.push(response.json().data.id as string);
      }
      return ids;
    }

    async function runJob(ids: string[]) {
      const jobId = await createJob(h, { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'budget_capped', options: { mode: 'all' } });
      return { jobId, job: await waitForJob(h, jobId, undefined, 120_000) };
    }

    it('stops at a budget of 5,000 characters with at most one call beyond it, and the records fail with the exact message', async () => {
      await save({ [SETTING]: { budget_capped: { characters: 5000 } } });
      const hook = await h.request('POST', '/api/ext-translate-webhook?_response=detail', {
        body: { url: 'https://hooks.example.com/budget', events: ['budget.reached'], secret: 'a-budget-webhook-secret' },
      });
      expect(hook.statusCode, hook.body).toBe(200);
      try {
        const { jobId, job } = await runJob(await products(PRODUCTS));
        const used = await monthCharacters('budget_capped');
        // The reservation that crossed the cap reported it once, in its own transaction.
        const reported = await db().selectFrom('ext_translate_webhook_delivery').select(['event', 'payload']).where('webhookId', '=', hook.json().data.id).execute();
        expect(reported.map((row) => row.event)).toEqual(['budget.reached']);
        expect(JSON.parse(reported[0]!.payload).data).toMatchObject({ providerId: 'budget_capped', jobId, budget: { characters: 5000, amount: null } });
        expect(JSON.parse(reported[0]!.payload).data.characters).toBeGreaterThanOrEqual(5000);
        expect(used).toBeGreaterThanOrEqual(5000);
        expect(used).toBeLessThanOrEqual(5000 + PER_CALL * NAME_LENGTH);
        expect(job.status).toBe('completed_with_errors');
        expect(job.translated * NAME_LENGTH).toBe(used);
        expect(job.translated + job.failed).toBe(PRODUCTS);
        const errors = await db().selectFrom('ext_translate_job_error').select(['message']).where('jobId', '=', jobId).where('resolvedAt', 'is', null).execute();
        expect(errors.length).toBe(job.failed);
        expect(new Set(errors.map((row) => row.message))).toEqual(new Set([MESSAGE]));
        // No call was made once the cap was reached: every request's characters are counted.
        expect(capped.requests.reduce((sum, request) => sum + request.texts.join('').length, 0)).toBe(used);
      } finally {
        await save({ [SETTING]: {} });
        await h.request('DELETE', `/api/ext-translate-webhook/${hook.json().data.id}`);
      }
    }, 180_000);

    it('hands the rest of the job to the fallback chain at the cap: 0 failed', async () => {
      await save({ [SETTING]: { budget_capped: { characters: 5000 } }, 'ExtTranslate.config.fallbackProviderIds': ['budget_spare'] });
      try {
        const { jobId, job } = await runJob(await products(PRODUCTS));
        expect(job).toMatchObject({ status: 'completed', translated: PRODUCTS, failed: 0 });
        const capUsed = await monthCharacters('budget_capped');
        expect(capUsed).toBeLessThanOrEqual(5000 + PER_CALL * NAME_LENGTH);
        const history = await db().selectFrom('ext_translate_history').select('providerId').where('jobId', '=', jobId).execute();
        const spareFields = history.filter((row) => row.providerId === 'budget_spare').length;
        expect(spareFields).toBeGreaterThan(0);
        expect(history.filter((row) => row.providerId === 'budget_capped').length * NAME_LENGTH).toBe(capUsed);
        expect(await monthCharacters('budget_spare')).toBe(spareFields * NAME_LENGTH);
      } finally {
        await save({ [SETTING]: {}, 'ExtTranslate.config.fallbackProviderIds': [] });
      }
    }, 180_000);

    it.skipIf(withoutQueue)('warns budget_exceeded in the estimate when the run would cross a cap, with the numbers', async () => {
      const ids = await products(3);
      await reserveUsage(db(), { jobId: null, providerId: 'budget_capped', texts: ['x'.repeat(4900)], requestKey: null });
      const estimate = async () => {
        const response = await h.request('POST', `${ACTION}/estimate`, { body: { config: { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'budget_capped', options: { mode: 'all' } } } });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json().warnings as { code: string }[]).filter((item) => item.code === 'budget_exceeded');
      };
      await save({ [SETTING]: { budget_capped: { characters: 5000 } } });
      try {
        expect(await estimate()).toEqual([
          {
            code: 'budget_exceeded',
            params: { providerId: 'budget_capped', budget: '5,000 characters', used: '4,900 characters', needed: '300 characters' },
            message: 'The run would cross the monthly budget of 5,000 characters for Scripted test provider: 4,900 characters used this month, about 300 characters more needed.',
          },
        ]);
        // 4,900 + 300 fit in 5,200.
        await save({ [SETTING]: { budget_capped: { characters: 5200 } } });
        expect(await estimate()).toEqual([]);
        // The amount form, in the provider's cost currency: 300 characters at $0.001 are $0.30.
        capped.costPerCharacter = 0.001;
        await save({ [SETTING]: { budget_capped: { amount: 0.25 } } });
        expect(await estimate()).toEqual([
          {
            code: 'budget_exceeded',
            params: { providerId: 'budget_capped', budget: '$0.25', used: '$0.00', needed: '$0.30' },
            message: 'The run would cross the monthly budget of $0.25 for Scripted test provider: $0.00 used this month, about $0.30 more needed.',
          },
        ]);
      } finally {
        capped.costPerCharacter = 0.00002;
        await save({ [SETTING]: {} });
      }
    });

    it.skipIf(withoutQueue)('lets exactly one of two workers racing for the last slot pass', async () => {
      const budget = { characters: 100, providerLabel: 'Raced' };
      const call = (texts: string[]) => ({ jobId: null, providerId: 'budget_raced', texts, requestKey: null, budget });
      // 95 of 100 characters used: room for one more call.
      await reserveUsage(db(), call(['x'.repeat(95)]));
      // The second worker: a connection pool of its own, so its reservations are transactions of their own
      // (one process's calls made together share one, usage-accounting.ts).
      const other = await openDatabase(h.host.config.databaseUrl);
      try {
        for (let round = 0; round < 5; round += 1) {
          const outcomes = await Promise.allSettled([reserveUsage(db(), call(['a'.repeat(10)])), reserveUsage(other.db, call(['b'.repeat(10)]))]);
          if (round === 0) {
            expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
          } else {
            expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(0);
          }
          for (const outcome of outcomes) {
            if (outcome.status === 'rejected') {
              expect(outcome.reason).toBeInstanceOf(BudgetReachedException);
              expect((outcome.reason as Error).message).toBe('The monthly budget of 100 characters for Raced is used up.');
            }
          }
        }
      } finally {
        await other.destroy();
      }
      // The refused reservations left nothing behind.
      expect(await monthCharacters('budget_raced')).toBe(105);
      expect(await db().selectFrom('ext_translate_usage_reservation').select('id').where('providerId', '=', 'budget_raced').execute()).toHaveLength(2);
    });

    it.skipIf(withoutQueue)('checks calls reserved together in one process against the budget in their order', async () => {
      const budget = { characters: 100, providerLabel: 'Together' };
      const call = (texts: string[]) => ({ jobId: null, providerId: 'budget_together', texts, requestKey: null, budget });
      await reserveUsage(db(), call(['x'.repeat(85)]));
      // 85 used: the first two fit under the cap (85, then 95 before them), the third finds 105.
      const outcomes = await Promise.allSettled([reserveUsage(db(), call(['a'.repeat(10)])), reserveUsage(db(), call(['b'.repeat(10)])), reserveUsage(db(), call(['c'.repeat(10)]))]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect(((outcomes[2] as PromiseRejectedResult).reason as Error).message).toBe('The monthly budget of 100 characters for Together is used up.');
      expect(await monthCharacters('budget_together')).toBe(105);
    });

    it('records budget.reached once when the settled cost of a job\'s calls crosses an amount cap, and fails the rest with the amount message', async () => {
      // Each call costs $1.00 (1,000 characters at $0.001); the cap is $3.50.
      capped.costPerCharacter = 0.001;
      await save({ [SETTING]: { budget_capped: { amount: 3.5 } } });
      const hook = await subscribe();
      try {
        const { jobId, job } = await runJob(await products(PRODUCTS));
        const cost = await monthCost('budget_capped');
        expect(cost.amount).toBeGreaterThanOrEqual(3.5);
        expect(job.status).toBe('completed_with_errors');
        expect(job.translated + job.failed).toBe(PRODUCTS);
        expect(job.failed).toBeGreaterThan(0);
        expect(cost.amount).toBeCloseTo(job.translated * NAME_LENGTH * 0.001, 6);
        // Crossed by the calls in flight at most: a call starts once the cost of every call that ended before it
        // is settled, so at most 3 settled calls ($3.00) and the provider's 4 calls in flight passed the check.
        expect(cost.amount).toBeLessThanOrEqual(3 + CUSTOM_PROVIDER_CALLS_IN_FLIGHT * PER_CALL * NAME_LENGTH * 0.001 + 1e-9);
        const errors = await db().selectFrom('ext_translate_job_error').select(['message']).where('jobId', '=', jobId).where('resolvedAt', 'is', null).execute();
        expect(new Set(errors.map((row) => row.message))).toEqual(new Set(['The monthly budget of $3.50 for Scripted test provider is used up.']));
        // Reported once, by the settlement that crossed the cap: the month's cost then is at least the cap.
        const reported = await deliveries(hook);
        expect(reported).toHaveLength(1);
        expect(reported[0]).toMatchObject({ providerId: 'budget_capped', period: usagePeriod(), jobId, budget: { characters: null, amount: 3.5 }, cost: { currency: 'USD' } });
        expect(reported[0]!.cost.amount).toBeGreaterThanOrEqual(3.5);
        expect(reported[0]!.cost.amount).toBeLessThan(4.5);
      } finally {
        capped.costPerCharacter = 0.00002;
        await save({ [SETTING]: {} });
        await h.request('DELETE', `/api/ext-translate-webhook/${hook}`);
      }
    }, 180_000);

    it.skipIf(withoutQueue)('an amount cap is reported by the settlement that crosses it, once, and not after the characters cap was reported', async () => {
      const hook = await subscribe();
      const report = (amount: number) => ({ characters: 10, inputTokens: 0, outputTokens: 0, cost: new Cost(amount, 'USD'), accountingKey: null });
      const call = (providerId: string, budget: { characters?: number; amount?: number }) => ({ jobId: null, providerId, texts: ['x'.repeat(10)], requestKey: null, budget: { ...budget, providerLabel: 'Amount' } });
      try {
        await db().deleteFrom('ext_translate_usage').where('providerId', 'in', ['budget_amount', 'budget_both']).execute();
        const amountCap = { amount: 1 };
        const first = await reserveUsage(db(), call('budget_amount', amountCap));
        await settleUsage(db(), first, report(0.6), amountCap);
        expect(await deliveries(hook)).toEqual([]);
        // Two calls in flight: the first to settle crosses the cap and reports it; the second does not.
        const [second, third] = [await reserveUsage(db(), call('budget_amount', amountCap)), await reserveUsage(db(), call('budget_amount', amountCap))];
        await settleUsage(db(), second, report(0.6), amountCap);
        await settleUsage(db(), third, report(0.6), amountCap);
        const reported = await deliveries(hook);
        expect(reported).toEqual([{ providerId: 'budget_amount', period: usagePeriod(), jobId: null, budget: { characters: null, amount: 1 }, characters: 30, cost: { amount: 1.2, currency: 'USD' } }]);
        await expect(reserveUsage(db(), call('budget_amount', amountCap))).rejects.toThrow('The monthly budget of $1.00 for Amount is used up.');

        // Both caps: the reservation reached the characters cap and reported it; its cost crossing the amount cap adds nothing.
        const both = { characters: 10, amount: 1 };
        const crossing = await reserveUsage(db(), call('budget_both', both));
        await settleUsage(db(), crossing, report(1.5), both);
        expect((await deliveries(hook)).filter((data) => data.providerId === 'budget_both')).toEqual([
          { providerId: 'budget_both', period: usagePeriod(), jobId: null, budget: { characters: 10, amount: 1 }, characters: 10, cost: { amount: 0, currency: 'USD' } },
        ]);
      } finally {
        await h.request('DELETE', `/api/ext-translate-webhook/${hook}`);
      }
    });

    it.skipIf(withoutQueue)('checks an amount cap against the month cost in the provider currency', async () => {
      await db()
        .insertInto('ext_translate_usage')
        .values({ id: randomBytes(16).toString('hex'), period: usagePeriod(), providerId: 'budget_raced', characters: 0, inputTokens: 0, outputTokens: 0, requests: 3, costAmount: 50, costCurrency: 'EUR', createdAt: new Date().toISOString() })
        .execute();
      await expect(reserveUsage(db(), { jobId: null, providerId: 'budget_raced', texts: ['Hallo'], requestKey: null, budget: { amount: 50, providerLabel: 'DeepL' } })).rejects.toThrow(
        'The monthly budget of €50.00 for DeepL is used up.',
      );
      await expect(reserveUsage(db(), { jobId: null, providerId: 'budget_raced', texts: ['Hallo'], requestKey: null, budget: { amount: 50.01, providerLabel: 'DeepL' } })).resolves.toMatchObject({ characters: 5 });
    });
  });
}
