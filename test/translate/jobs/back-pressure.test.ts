import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { reportsBackPressure } from '../../../src/translate/providers/back-pressure.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { createJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { startDeeplSimulator, type DeeplSimulator } from '../../upstreams/deepl.js';
import { deleteRedisPrefix, queueTransports, REDIS_URL, redisReachable } from '../../support/redis.js';

/**
 * Back-pressure through a real job (docs/operations.md, "Provider concurrency"): DeepL answers one call with
 * 429 and Retry-After; the provider's limiter pauses, so that no other call of the process starts
 * before the pause is over, and no call fails. On the current TEST_DATABASE with each queue transport
 * (the BullMQ one keeps the limiter in Redis).
 */
const PRO_KEY = 'deepl-test-key';
const RETRY_AFTER_MS = 1000;
/** Timers and the clock may disagree by a millisecond or two. */
const CLOCK_SLACK_MS = 5;
/** How long after taking its slot a call may still start its request (see the test). */
const HELD_SLOT_GRACE_MS = 200;

const withRedis = await redisReachable();
if (!withRedis) console.warn(`Redis at ${REDIS_URL} is unreachable: the bullmq back-pressure test is skipped.`);

/** A translate call as the provider's fetch saw it. */
interface Call {
  startedAt: number;
  answeredAt: number | null;
  status: number | null;
}

const transports = await queueTransports();

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`back-pressure on ${dialect} with the ${transport.name} queue`, () => {
    let h: Harness;
    let sim: DeeplSimulator;
    let prefix: string | null = null;
    const calls: Call[] = [];
    let pausedAt: number | null = null;

    /** The provider's fetch, recording when each translate call started and was answered. */
    const recordingFetch: typeof fetch = async (input, init) => {
      const url = input instanceof URL ? input : new URL(String(input));
      if (!url.pathname.endsWith('/v2/translate')) return fetch(input, init);
      const call: Call = { startedAt: Date.now(), answeredAt: null, status: null };
      calls.push(call);
      const response = await fetch(input, init);
      call.answeredAt = Date.now();
      call.status = response.status;
      return response;
    };

    beforeAll(async () => {
      sim = await startDeeplSimulator();
      const queue = transport.queue();
      prefix = queue.prefix;
      h = await createHarness({ queueUrl: queue.url }, { providers: { env: { EXT_TRANSLATE_MT_PRIMARY_BASE_URL: sim.url }, fetch: recordingFetch } });
      const saved = await h.request('POST', '/api/_action/system-config', {
        body: { 'ExtTranslate.config.mt_primaryApiKey': PRO_KEY, 'ExtTranslate.config.batchSize': 3 },
      });
      expect(saved.statusCode).toBe(204);
      // When the provider reported the pause: the limiter hears it in the same turn. The 429's headers
      // arrive a few milliseconds earlier (its body is read first), so a call may still start in between.
      const deepl = h.app.providers.get('mt_primary');
      if (!deepl || !reportsBackPressure(deepl)) throw new Error('The DeepL provider reports no back-pressure.');
      deepl.onBackPressure(() => {
        pausedAt ??= Date.now();
      });
      // Two messages at a time, two DeepL calls in flight for the whole process.
      await startTestWorker(h, { concurrency: 2, env: { EXT_TRANSLATE_MT_PRIMARY_CONCURRENCY: '2' } });
    });
    afterAll(async () => {
      await h?.close();
      await sim?.close();
      if (prefix) await deleteRedisPrefix(prefix);
    });

    it('pauses every call of the provider for the Retry-After of a 429, and no call fails', async () => {
      const ids: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        const response = await h.request('POST', '/api/product?_response=detail', {
          body: { productNumber: `BP-${randomBytes(5).toString('hex')}`, name: `Lamp ${index}`, description: `<p>Oak lamp number ${index}</p>` },
        });
        expect(response.statusCode, response.body).toBe(200);
        ids.push(response.json().data.id as string);
      }
      sim.fail({ kind: 'status', status: 429, retryAfter: String(RETRY_AFTER_MS / 1000) });
      const jobId = await createJob(h, {
        entities: [{ name: 'product', ids }],
        targetLanguageIds: [GERMAN_LANGUAGE_ID],
        providerId: 'mt_primary',
        options: { mode: 'all' },
      });
      const job = await waitForJob(h, jobId);
      expect(job).toMatchObject({ status: 'completed', translated: 6, failed: 0 });
      const errors = await h.request('POST', '/api/search/ext-translate-job-error', { body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }] } });
      expect(errors.statusCode, errors.body).toBe(200);
      expect(errors.json().data).toEqual([]);

      // Two messages of two chunks (names, descriptions): four calls, and the retry of the one answered 429.
      expect(calls.map((call) => call.status).sort()).toEqual([200, 200, 200, 200, 429]);
      const limited = calls.find((call) => call.status === 429) as Call;
      expect(pausedAt).not.toBeNull();
      const pauseStarted = pausedAt as number;
      expect(pauseStarted).toBeGreaterThanOrEqual(limited.answeredAt as number);
      // The pause holds back calls that have not taken their slot yet. A call that took it just before
      // still starts its request a few milliseconds later (its usage reservation is written first), so
      // calls starting within HELD_SLOT_GRACE_MS of the pause are those; every later one must wait it out.
      const startedAfter = calls.filter((call) => call.startedAt >= pauseStarted + HELD_SLOT_GRACE_MS);
      // With two slots, the 429's call holds one and at most one more call can take the other before the
      // pause, so the retry and at least one held call start after it.
      expect(startedAfter.length).toBeGreaterThanOrEqual(2);
      for (const call of startedAfter) expect(call.startedAt).toBeGreaterThanOrEqual(pauseStarted + RETRY_AFTER_MS - CLOCK_SLACK_MS);
    });
  });
}
