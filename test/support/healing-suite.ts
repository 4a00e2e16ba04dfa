import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/host/db/database.js';
import { newId } from '../../src/host/db/ids.js';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import type { TranslateDb } from '../../src/translate/model/tables/translate-schema.js';
import { createHarness, dialect, type Harness } from './harness.js';
import { createJob, readJob, startTestWorker, waitForJob, type JobView } from './jobs.js';
import { deleteRedisPrefix, queueTransports, type TestTransport } from './redis.js';
import { startDeeplSimulator, type DeeplSimulator } from '../upstreams/deepl.js';
import { startGoogleSimulator, type GoogleSimulator } from '../upstreams/google.js';
import { OPENAI_TEST_KEY, startOpenAiSimulator } from '../upstreams/openai.js';
import type { Fault, Simulator } from '../upstreams/simulator.js';

/**
 * Healing (docs/jobs.md, "Healing") through real jobs against the vendor simulators: an outage window of
 * 429s (Retry-After 1) or of 500s during a job of 240 products ends with 0 failed records, every field
 * written once, and the job's usage equal to what the simulator answered with 200. The windows
 * are 20 s and 15 s; here they are 5 s, with the waits between healing passes capped at 1 s
 * (`EXT_TRANSLATE_HEAL_MAX_DELAY_S`), which keeps the behaviour and not the wall time. A window longer
 * than the outage limit (`EXT_TRANSLATE_PROVIDER_OUTAGE_LIMIT_S`, 6 s here) ends the job with what
 * still failed. On the current TEST_DATABASE with one queue transport: each transport's suite is a test
 * file of its own (test/translate/jobs/healing-<transport>.test.ts), so the two run side by side, and
 * within a file the window tests of DeepL and of OpenAI run side by side too (one job per upstream at a
 * time, each with its own simulator, answers and usage): the file took 51 to 63 s, now about 38.
 */
const DEEPL_KEY = 'deepl-test-key';
const PRODUCTS = 240;
const FIELDS = ['name', 'description'] as const;
const WINDOW_MS = 5_000;
const OUTAGE_LIMIT_S = 6;
/** An outage hands the fields to the fallback chain after this long (the default is 60 s). */
const FAILOVER_AFTER_S = 2;

/** What a provider's upstream answered: every translate call's status and, for a 200, the usage it reported. */
/** The upstreams whose translate calls the tests record. */
type Upstream = 'deepl' | 'openai';

interface Answer {
  status: number;
  characters: number;
  inputTokens: number;
  outputTokens: number;
}

/** The healing suite on one queue transport (skipped, as every BullMQ suite, when the test Redis does not answer). */
export async function describeHealing(name: TestTransport['name']): Promise<void> {
  const transport = (await queueTransports()).find((candidate) => candidate.name === name)!;
  describe.skipIf(!transport.enabled)(`healing on ${dialect} with the ${transport.name} queue`, () => {
    let h: Harness;
    let deepl: DeeplSimulator;
    let openai: Simulator;
    let google: GoogleSimulator;
    let prefix: string | null = null;
    /**
     * Per upstream (DeepL, OpenAI), what it answered since its provider's last job started: the window
     * tests of DeepL and of OpenAI run side by side, one job per provider at a time ({@link oneJobAtATime}).
     */
    const answersOf: Record<Upstream, Answer[]> = { deepl: [], openai: [] };

    /** The providers' fetch: records each translate call's status and the usage of its 200 answer. */
    const recordingFetch: typeof fetch = async (input, init) => {
      const url = input instanceof URL ? input : new URL(String(input));
      const upstream: Upstream | null = url.pathname.endsWith('/v2/translate') ? 'deepl' : url.pathname.endsWith('/chat/completions') ? 'openai' : null;
      const response = await fetch(input, init);
      if (upstream === null) return response;
      const answer: Answer = { status: response.status, characters: 0, inputTokens: 0, outputTokens: 0 };
      answersOf[upstream].push(answer);
      if (response.status === 200) {
        const body = (await response.clone().json()) as {
          translations?: { billed_characters?: number }[];
          usage?: { prompt_tokens?: number; completion_tokens?: number };
        };
        answer.characters = (body.translations ?? []).reduce((sum, item) => sum + (item.billed_characters ?? 0), 0);
        answer.inputTokens = body.usage?.prompt_tokens ?? 0;
        answer.outputTokens = body.usage?.completion_tokens ?? 0;
      }
      return response;
    };

    beforeAll(async () => {
      deepl = await startDeeplSimulator();
      openai = await startOpenAiSimulator();
      google = await startGoogleSimulator();
      const queue = transport.queue();
      prefix = queue.prefix;
      h = await createHarness(
        { queueUrl: queue.url },
        { providers: { env: { EXT_TRANSLATE_MT_PRIMARY_BASE_URL: deepl.url, EXT_TRANSLATE_LLM_1_BASE_URL: openai.url, EXT_TRANSLATE_MT_SECONDARY_BASE_URL: google.url }, fetch: recordingFetch } },
      );
      const saved = await h.request('POST', '/api/_action/system-config', {
        body: {
          'ExtTranslate.config.mt_primaryApiKey': DEEPL_KEY,
          'ExtTranslate.config.llm_1ApiKey': OPENAI_TEST_KEY,
          'ExtTranslate.config.mt_secondaryApiKey': 'google-test-key',
          'ExtTranslate.config.batchSize': 20,
          // Every text reaches the provider, so the usage compares with the simulator's answers.
          'ExtTranslate.config.translationMemory': false,
        },
      });
      expect(saved.statusCode, saved.body).toBe(204);
      // Six batches at a time per job (of its twelve; DeepL's and OpenAI's default is 8 calls in flight), and
      // two jobs side by side (the window tests of DeepL and OpenAI): each batch waits out its own outage,
      // so with two at a time the outage and failover tests waited six outages in a row.
      await startTestWorker(h, {
        concurrency: 12,
        env: { EXT_TRANSLATE_PROVIDER_OUTAGE_LIMIT_S: String(OUTAGE_LIMIT_S), EXT_TRANSLATE_HEAL_MAX_DELAY_S: '1', EXT_TRANSLATE_FAILOVER_AFTER_S: String(FAILOVER_AFTER_S) },
      });
    });
    afterAll(async () => {
      await h?.close();
      await deepl?.close();
      await openai?.close();
      await google?.close();
      if (prefix) await deleteRedisPrefix(prefix);
    });

    const db = (): TranslateDb => h.host.database.db as unknown as TranslateDb;

    /** Products with English texts of their own (no two alike). */
    async function seedProducts(count: number): Promise<string[]> {
      const ids: string[] = [];
      const products: Record<string, unknown>[] = [];
      const translations: Record<string, unknown>[] = [];
      const tag = randomBytes(4).toString('hex');
      for (let index = 0; index < count; index += 1) {
        const id = newId();
        const now = nowIso();
        ids.push(id);
        products.push({ id, productNumber: `HEAL-${tag}-${String(index).padStart(4, '0')}`, stock: index, createdAt: now });
        translations.push({ productId: id, languageId: SYSTEM_LANGUAGE_ID, name: `Oak chair ${tag} ${index}`, description: `<p>A solid oak chair, model ${tag}-${index}.</p>`, createdAt: now });
      }
      const raw = h.host.database.db as unknown as TranslateDb & { insertInto(table: string): { values(rows: unknown[]): { execute(): Promise<unknown> } } };
      for (let index = 0; index < products.length; index += 200) await raw.insertInto('product').values(products.slice(index, index + 200)).execute();
      for (let index = 0; index < translations.length; index += 200) await raw.insertInto('product_translation').values(translations.slice(index, index + 200)).execute();
      return ids;
    }

    async function errorRows(jobId: string) {
      return db().selectFrom('ext_translate_job_error').select(['recordId', 'field', 'message', 'code', 'resolvedAt']).where('jobId', '=', jobId).execute();
    }

    /** Every field of every record written exactly once by the job. */
    async function expectWrittenOnce(jobId: string, ids: string[]): Promise<void> {
      const history = await db().selectFrom('ext_translate_history').select(['recordId', 'field']).where('jobId', '=', jobId).execute();
      const seen = new Map<string, number>();
      for (const row of history) seen.set(`${row.recordId}:${row.field}`, (seen.get(`${row.recordId}:${row.field}`) ?? 0) + 1);
      expect(seen.size).toBe(ids.length * FIELDS.length);
      expect([...seen.values()].filter((count) => count !== 1)).toEqual([]);
    }

    /** The upstream a provider of these tests calls. */
    const upstreamOf = (providerId: string): Upstream => (providerId === 'llm_1' ? 'openai' : 'deepl');

    /**
     * Runs a job over fresh products with an outage window opened as it starts; answers the job, what it
     * waited for and what its upstream answered. One job per upstream at a time: a test whose upstream is
     * busy waits for the job before it (its window and its answers are the simulator's).
     */
    async function jobThroughWindow(providerId: string, simulator: Simulator, fault: Fault, windowMs: number) {
      return oneJobAtATime(upstreamOf(providerId), () => runThroughWindow(providerId, simulator, fault, windowMs));
    }

    const upstreamQueue: Record<Upstream, Promise<unknown>> = { deepl: Promise.resolve(), openai: Promise.resolve() };
    function oneJobAtATime<T>(upstream: Upstream, work: () => Promise<T>): Promise<T> {
      const run = upstreamQueue[upstream].then(work, work);
      upstreamQueue[upstream] = run.catch(() => undefined);
      return run;
    }

    async function runThroughWindow(providerId: string, simulator: Simulator, fault: Fault, windowMs: number) {
      const ids = await seedProducts(PRODUCTS);
      const answers = answersOf[upstreamOf(providerId)];
      answers.length = 0;
      const usageBefore = await providerUsage(providerId);
      simulator.failFor(windowMs, fault);
      const jobId = await createJob(h, { entities: [{ name: 'product', scope: 'selection', ids }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId, options: { mode: 'all' } });
      const waited: NonNullable<JobView['waiting']>[] = [];
      const job = await waitForJob(
        h,
        jobId,
        (seen) => {
          if (seen.waiting) waited.push(seen.waiting);
          return ['completed', 'completed_with_errors', 'cancelled'].includes(seen.status);
        },
        120_000,
      );
      simulator.endWindow();
      const usageAfter = await providerUsage(providerId);
      return { ids, jobId, job, waited, answers: [...answers], usage: { characters: usageAfter.characters - usageBefore.characters, inputTokens: usageAfter.inputTokens - usageBefore.inputTokens, outputTokens: usageAfter.outputTokens - usageBefore.outputTokens } };
    }

    async function providerUsage(providerId: string) {
      const rows = await db().selectFrom('ext_translate_usage').select(['characters', 'inputTokens', 'outputTokens']).where('providerId', '=', providerId).execute();
      return {
        characters: rows.reduce((sum, row) => sum + Number(row.characters), 0),
        inputTokens: rows.reduce((sum, row) => sum + Number(row.inputTokens), 0),
        outputTokens: rows.reduce((sum, row) => sum + Number(row.outputTokens), 0),
      };
    }

    const total = (answers: readonly Answer[], key: keyof Omit<Answer, 'status'>) => answers.filter((answer) => answer.status === 200).reduce((sum, answer) => sum + answer[key], 0);

    const windows: { provider: string; label: string; fault: Fault; status: number; reason: string }[] = [
      { provider: 'mt_primary', label: '429 (Retry-After 1)', fault: { kind: 'status', status: 429, retryAfter: '1' }, status: 429, reason: 'rate_limited' },
      { provider: 'mt_primary', label: '500', fault: { kind: 'status', status: 500 }, status: 500, reason: 'unavailable' },
      { provider: 'llm_1', label: '429 (Retry-After 1)', fault: { kind: 'status', status: 429, retryAfter: '1' }, status: 429, reason: 'rate_limited' },
      { provider: 'llm_1', label: '500', fault: { kind: 'status', status: 500 }, status: 500, reason: 'unavailable' },
    ];

    // Side by side: DeepL's windows and OpenAI's (one job per upstream at a time, jobThroughWindow).
    for (const window of windows) {
      it.concurrent(`heals a ${WINDOW_MS / 1000} s window of ${window.label} on ${window.provider}: 0 failed, every field once, usage as answered`, async () => {
        const simulator = window.provider === 'mt_primary' ? deepl : openai;
        const { ids, jobId, job, waited, answers, usage } = await jobThroughWindow(window.provider, simulator, window.fault, WINDOW_MS);
        expect(job).toMatchObject({ status: 'completed', total: PRODUCTS, processed: PRODUCTS, translated: PRODUCTS, failed: 0, waiting: null });
        // The window did fail calls and fields; healing passes wrote them later, and their rows are resolved.
        expect(answers.filter((answer) => answer.status === window.status).length).toBeGreaterThan(0);
        const rows = await errorRows(jobId);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.filter((row) => row.resolvedAt === null)).toEqual([]);
        expect(new Set(rows.map((row) => row.code))).toEqual(new Set([window.status]));
        // The job page lists the open rows only (resolvedAt null): none are left.
        const open = await h.request('POST', '/api/search/ext-translate-job-error', {
          body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }, { type: 'equals', field: 'resolvedAt', value: null }] },
        });
        expect(open.statusCode, open.body).toBe(200);
        expect(open.json().data).toEqual([]);
        // While it waited, the job said for whom, why, how many fields and when.
        expect(waited.length).toBeGreaterThan(0);
        for (const seen of waited) {
          expect(seen).toMatchObject({ providerId: window.provider, reason: window.reason });
          expect(seen.fields).toBeGreaterThan(0);
          expect(Number.isNaN(Date.parse(seen.retryAt))).toBe(false);
        }
        await expectWrittenOnce(jobId, ids);
        // Usage is exact: the job's and the month's equal what the upstream answered with 200.
        if (window.provider === 'mt_primary') {
          expect(job.characters).toBe(total(answers, 'characters'));
          expect(usage.characters).toBe(total(answers, 'characters'));
        } else {
          const tokens = { inputTokens: total(answers, 'inputTokens'), outputTokens: total(answers, 'outputTokens') };
          expect({ inputTokens: job.inputTokens, outputTokens: job.outputTokens }).toEqual(tokens);
          expect({ inputTokens: usage.inputTokens, outputTokens: usage.outputTokens }).toEqual(tokens);
        }
      }, 180_000);
    }

    it('ends the job with what still failed once the provider has been unavailable longer than the outage limit, and reports provider.unavailable once', async () => {
      const hook = await h.request('POST', '/api/ext-translate-webhook?_response=detail', {
        body: { url: 'https://hooks.example.com/unavailable', events: ['provider.unavailable'], secret: 'an-outage-webhook-secret' },
      });
      expect(hook.statusCode, hook.body).toBe(200);
      const startedAt = Date.now();
      const { jobId, job } = await jobThroughWindow('mt_primary', deepl, { kind: 'status', status: 503 }, Number.POSITIVE_INFINITY).finally(() =>
        h.request('PATCH', `/api/ext-translate-webhook/${hook.json().data.id}`, { body: { active: false } }),
      );
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(OUTAGE_LIMIT_S * 1000);
      // Every batch of the job gave up on its own (PRODUCTS / 20 of them); the job reported it once.
      const reported = await db().selectFrom('ext_translate_webhook_delivery').select(['event', 'payload']).where('webhookId', '=', hook.json().data.id).execute();
      expect(reported.map((row) => row.event)).toEqual(['provider.unavailable']);
      const data = JSON.parse(reported[0]!.payload).data;
      expect(data).toEqual({ jobId, providerId: 'mt_primary', reason: 'unavailable', outageSince: expect.any(String) });
      expect(Date.parse(data.outageSince)).toBeGreaterThanOrEqual(startedAt);
      expect(Date.parse(data.outageSince)).toBeLessThanOrEqual(Date.now() - OUTAGE_LIMIT_S * 1000);
      expect(job).toMatchObject({ status: 'completed_with_errors', total: PRODUCTS, processed: PRODUCTS, translated: 0, failed: PRODUCTS, waiting: null });
      const rows = await errorRows(jobId);
      // One row per record and field, none resolved, none written twice by the passes that failed again.
      expect(rows).toHaveLength(PRODUCTS * FIELDS.length);
      expect(rows.filter((row) => row.resolvedAt !== null)).toEqual([]);
      const open = await h.request('POST', '/api/search/ext-translate-job-error', {
        body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }, { type: 'equals', field: 'resolvedAt', value: null }], limit: 500 },
      });
      expect(open.json().data).toHaveLength(PRODUCTS * FIELDS.length);
      expect(new Set(rows.map((row) => row.message))).toEqual(new Set(['DeepL is unavailable right now (HTTP 503). Try again later.']));
      const history = await db().selectFrom('ext_translate_history').select('id').where('jobId', '=', jobId).execute();
      expect(history).toEqual([]);
      expect((await readJob(h, jobId)).waiting).toBeNull();
    }, 180_000);

    async function setChain(chain: string[]): Promise<void> {
      const saved = await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.fallbackProviderIds': chain } });
      expect(saved.statusCode, saved.body).toBe(204);
    }

    /** Per provider: the fields the job's history says it translated. */
    async function fieldsByProvider(jobId: string): Promise<Record<string, number>> {
      const rows = await db().selectFrom('ext_translate_history').select('providerId').where('jobId', '=', jobId).execute();
      const counts: Record<string, number> = {};
      for (const row of rows) counts[row.providerId ?? 'none'] = (counts[row.providerId ?? 'none'] ?? 0) + 1;
      return counts;
    }

    it('fails over to the chain when DeepL is down for the whole job: 0 failed, every field from Google, usage booked to Google', async () => {
      await setChain(['mt_secondary']);
      try {
        const googleBefore = await providerUsage('mt_secondary');
        const { ids, jobId, job } = await jobThroughWindow('mt_primary', deepl, { kind: 'status', status: 503 }, Number.POSITIVE_INFINITY);
        expect(job).toMatchObject({ status: 'completed', total: PRODUCTS, translated: PRODUCTS, failed: 0, waiting: null });
        expect(await fieldsByProvider(jobId)).toEqual({ mt_secondary: PRODUCTS * FIELDS.length });
        const report = await h.request('GET', `/api/_action/ext-translate/job/${jobId}/errors`);
        expect(report.json().translatedBy).toEqual([{ providerId: 'mt_secondary', fields: PRODUCTS * FIELDS.length, fallback: true }]);
        await expectWrittenOnce(jobId, ids);
        const googleAfter = await providerUsage('mt_secondary');
        expect(googleAfter.characters - googleBefore.characters).toBe(job.characters);
        expect(job.characters).toBeGreaterThan(0);
        expect((await errorRows(jobId)).filter((row) => row.resolvedAt === null)).toEqual([]);
      } finally {
        await setChain([]);
      }
    }, 180_000);

    it('fails over at once when DeepL rejects the key, and without a chain the records fail with its message', async () => {
      await setChain(['mt_secondary']);
      try {
        const { jobId, job, answers } = await jobThroughWindow('mt_primary', deepl, { kind: 'status', status: 403 }, Number.POSITIVE_INFINITY);
        expect(job).toMatchObject({ status: 'completed', translated: PRODUCTS, failed: 0 });
        expect(await fieldsByProvider(jobId)).toEqual({ mt_secondary: PRODUCTS * FIELDS.length });
        // At once: DeepL refused each batch's first calls (one per format: names, descriptions) and got no retry.
        expect(answers.filter((answer) => answer.status === 403).length).toBeLessThanOrEqual((PRODUCTS / 20) * FIELDS.length);
      } finally {
        await setChain([]);
      }
      const { jobId, job } = await jobThroughWindow('mt_primary', deepl, { kind: 'status', status: 403 }, Number.POSITIVE_INFINITY);
      expect(job).toMatchObject({ status: 'completed_with_errors', translated: 0, failed: PRODUCTS });
      expect(new Set((await errorRows(jobId)).map((row) => row.message))).toEqual(new Set(['DeepL rejected the API key (HTTP 403). Check the key in the provider settings.']));
    }, 180_000);
  });
}
