import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { createQueue } from '../../../src/host/queue/create-queue.js';
import { EmbeddedQueue } from '../../../src/host/queue/embedded-queue.js';
import type { Queue, QueueLogger, QueueOptions } from '../../../src/host/queue/queue.js';
import { BATCH_FAILED_MESSAGE } from '../../../src/translate/engine/run-batch.js';
import { startWorker } from '../../../src/translate/app.js';
import { dialect, type Harness } from '../../support/harness.js';
import { createJob, readJob, waitForJob } from '../../support/jobs.js';
import { queueTransports, type TestTransport } from '../../support/redis.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';
import { harnessOnTransport } from '../../support/transport-harness.js';

/**
 * A batch whose message fails on every run: its records fail (retryable from the job) on the last run
 * its queue gives the message, whatever maxAttempts the queue is configured with, and not before.
 */

/** A custom provider broken outside translate(): the batch's chunk planning asks its byte limit, which throws, on every run. */
class BrokenProvider extends ScriptedProvider {
  runs = 0;
  override getMaxChunkBytes(): number {
    this.runs += 1;
    throw new Error('The provider cannot tell its limits.');
  }
}

const quiet: QueueLogger = { warn: () => {}, error: () => {} };

/** A second queue on the harness's store, configured with `maxAttempts`; the harness's own queue is not started. */
async function queueWithAttempts(h: Harness, transport: TestTransport, maxAttempts: number): Promise<Queue> {
  const options: QueueOptions = { maxAttempts, backoffMs: 10, logger: quiet };
  return transport.name === 'embedded' ? new EmbeddedQueue(h.host.database, { ...options, pollIntervalMs: 20 }) : createQueue(h.host.database, h.host.config.queueUrl, options);
}

async function createProducts(h: Harness, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `L-${randomBytes(4).toString('hex')}`, name } });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(response.json().data.id as string);
  }
  return ids;
}

const transports = await queueTransports();

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`a batch failing on every run, on ${dialect} with the ${transport.name} queue`, () => {
    const openHarness = harnessOnTransport(transport);

    // 2 and 7 on either side of the default 5: the worker must ask the message, not the default.
    it.each([2, 7])('fails its records on the last of %i runs the queue gives it, and not before', async (maxAttempts) => {
      const h = await openHarness();
      const provider = new BrokenProvider('broken');
      h.app.providers.register(provider);
      const queue = await queueWithAttempts(h, transport, maxAttempts);
      try {
        await startWorker({ ...h.host, queue }, h.app.providers, { concurrency: 1, relayEveryMs: 3_600_000 });
        const ids = await createProducts(h, ['Oak table', 'Pine desk']);
        const jobId = await createJob(h, { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'broken', options: { mode: 'all' } });

        const deadline = Date.now() + 30_000;
        while (provider.runs < maxAttempts && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(provider.runs).toBe(maxAttempts);
        const job = await waitForJob(h, jobId, undefined, 10_000);
        expect(job).toMatchObject({ status: 'completed_with_errors', processed: 2, translated: 0, failed: 2 });
        const errors = await h.host.database.db.selectFrom('ext_translate_job_error').select(['recordId', 'field', 'message']).where('jobId', '=', jobId).execute();
        expect(errors.sort((a, b) => a.recordId.localeCompare(b.recordId))).toEqual([...ids].sort().map((recordId) => ({ recordId, field: null, message: BATCH_FAILED_MESSAGE })));
        // The failing run was the last: no run after it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(provider.runs).toBe(maxAttempts);
        expect((await readJob(h, jobId)).status).toBe('completed_with_errors');
      } finally {
        await queue.close();
      }
    }, 60_000);
  });
}
