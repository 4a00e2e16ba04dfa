import { expect } from 'vitest';
import type { Harness } from './harness.js';
import type { Queue } from '../../src/host/queue/queue.js';
import { startWorker } from '../../src/translate/app.js';

export const ACTION = '/api/_action/ext-translate';
export const FINAL_STATUSES = ['completed', 'completed_with_errors', 'cancelled'];

/**
 * A queue that only takes messages, each through `add`: the dispatch a test watches or breaks. Asked for
 * its status it fails as `statusError` says; starting, scheduling and stopping do nothing.
 */
export function queueStandIn(add: Queue['add'], statusError = 'queue unreachable'): Queue {
  return {
    add,
    addAll: async (messages) => {
      for (const message of messages) await add(message);
    },
    start: async () => {},
    schedule: async () => {},
    status: async () => {
      throw new Error(statusError);
    },
    stop: async () => {},
    close: async () => {},
  };
}

/** A queue no message reaches, as when Redis went down between a commit and its dispatch. */
export const unreachableQueue: Queue = queueStandIn(async () => {
  throw new Error('queue unreachable');
});

/** Starts the extension's workers in the harness process (the relay runs rarely unless asked). */
export async function startTestWorker(
  h: Harness,
  options: {
    concurrency?: number;
    relayEveryMs?: number;
    strandedAfterMs?: number;
    automationEveryMs?: number;
    webhookDispatchEveryMs?: number;
    env?: Record<string, string | undefined>;
  } = {},
): Promise<void> {
  await startWorker(h.host, h.app.providers, {
    concurrency: options.concurrency ?? 2,
    relayEveryMs: options.relayEveryMs ?? 3_600_000,
    ...(options.strandedAfterMs !== undefined ? { strandedAfterMs: options.strandedAfterMs } : {}),
    ...(options.automationEveryMs !== undefined ? { automationEveryMs: options.automationEveryMs } : {}),
    ...(options.webhookDispatchEveryMs !== undefined ? { webhookDispatchEveryMs: options.webhookDispatchEveryMs } : {}),
    ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
  });
}

export interface JobView {
  id: string;
  status: string;
  total: number;
  processed: number;
  translated: number;
  skipped: number;
  failed: number;
  characters: number;
  inputTokens: number;
  outputTokens: number;
  costAmount: number;
  costCurrency: string;
  revertedAt: string | null;
  message: string | null;
  /** While healing passes wait for the provider (docs/jobs.md, "Healing"). */
  waiting: { providerId: string; reason: string; fields: number; retryAt: string } | null;
}

export async function readJob(h: Harness, jobId: string): Promise<JobView> {
  const response = await h.request('GET', `/api/ext-translate-job/${jobId}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as JobView;
}

/** Polls the job through the entity API until `done` says so (default: a final status). */
export async function waitForJob(
  h: Harness,
  jobId: string,
  done: (job: JobView) => boolean = (job) => FINAL_STATUSES.includes(job.status),
  timeoutMs = 30_000,
): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(h, jobId);
    if (done(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not get there in time: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function createJob(h: Harness, config: Record<string, unknown>): Promise<string> {
  const response = await h.request('POST', `${ACTION}/job`, { body: { config } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().jobId as string;
}
