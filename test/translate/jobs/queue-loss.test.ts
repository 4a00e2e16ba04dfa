import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { createJob } from '../../../src/translate/use-cases/jobs.js';
import { normaliseJobConfig } from '../../../src/translate/model/job-config.js';
import { jobDependencies } from '../../../src/translate/manifest.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { readJob, startTestWorker, unreachableQueue, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';
import { deleteRedisPrefix, REDIS_URL, redisReachable } from '../../support/redis.js';

/**
 * The queue's store loses everything while the workers keep running (Redis restarted without
 * persistence, or flushed; for the embedded transport, its tables emptied): the relay's schedule comes
 * back by itself and a job whose message was lost finishes, without restarting the worker.
 */

const withRedis = await redisReachable();

const transports = [
  {
    name: 'bullmq',
    enabled: withRedis,
    prepare: () => {
      const prefix = `ext-translate-test-${randomBytes(4).toString('hex')}`;
      return {
        queueUrl: `${REDIS_URL}?prefix=${prefix}`,
        loseStoredState: async () => {
          expect(await deleteRedisPrefix(prefix)).toBeGreaterThan(0);
        },
        cleanUp: async () => {
          await deleteRedisPrefix(prefix);
        },
      };
    },
  },
  {
    name: 'embedded',
    enabled: true,
    prepare: (harness: () => Harness) => ({
      queueUrl: 'embedded',
      loseStoredState: async () => {
        const { db } = harness().host.database;
        await db.deleteFrom('queue_message').execute();
        // The relay of stranded jobs, the automation, the pruning of the translation memory, the webhook
        // dispatcher and the pruning of webhook deliveries.
        expect(Number((await db.deleteFrom('queue_schedule').executeTakeFirst()).numDeletedRows)).toBe(5);
      },
      cleanUp: async () => {},
    }),
  },
];

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`losing the queue's store on ${dialect} with the ${transport.name} queue`, () => {
    let h: Harness | null = null;
    let cleanUp: () => Promise<void> = async () => {};
    afterEach(async () => {
      await h?.close();
      h = null;
      await cleanUp();
    });

    it('schedules the relay again and finishes a job whose message was lost, without restarting the worker', async () => {
      const store = transport.prepare(() => h as Harness);
      cleanUp = store.cleanUp;
      h = await createHarness({ queueUrl: store.queueUrl });
      const provider = new ScriptedProvider('scripted');
      h.app.providers.register(provider);
      await startTestWorker(h, { relayEveryMs: 200, strandedAfterMs: 300 });
      const created = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `Q-${randomBytes(4).toString('hex')}`, name: 'Lost lamp' } });
      expect(created.statusCode, created.body).toBe(200);
      const productId = created.json().data.id as string;

      await store.loseStoredState();
      const deps = jobDependencies(h.host, h.app.providers);
      const config = normaliseJobConfig({
        config: { entities: [{ name: 'product', ids: [productId] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted', options: { mode: 'all' } },
      });
      const jobId = await createJob({ ...deps, queue: unreachableQueue, logger: { warn: () => {} } }, config, null);
      expect((await readJob(h, jobId)).status).toBe('queued');

      // Bounded: one schedule check (200 ms), the wait before a message counts as stranded (300 ms), a
      // relay period (200 ms) and the job itself; the limit leaves room for a slow machine.
      const job = await waitForJob(h, jobId, undefined, 15_000);
      expect(job).toMatchObject({ status: 'completed', translated: 1, failed: 0 });
      expect(provider.requests.length).toBe(1);
    });
  });
}
