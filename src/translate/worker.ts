/**
 * The extension's queue workers: the handlers of its three messages and the scheduled relay of
 * stranded jobs, on whichever transport the host's queue uses (`ext-translate worker`, or `serve`
 * unless `--no-worker`).
 */
import type { Host } from '../host/host.js';
import { RetryLaterError, UnrecoverableError, type JsonObject, type MessageContext } from '../host/queue/queue.js';
import { createCallLimits } from './engine/call-limits.js';
import { AUTOMATION_EVERY_MS, runAutomation } from './use-cases/automation.js';
import { failBatch, runBatch } from './engine/run-batch.js';
import { DEFAULT_PRUNE_LIMITS, pruneMemory, type PruneLimits } from './engine/translation-memory.js';
import { MESSAGES, planJob, relayStrandedJobs, revertJob, STRANDED_AFTER_MS, type JobDependencies } from './use-cases/jobs.js';
import type { ProviderRegistry } from './providers/registry.js';

/** How often the relay of stranded jobs runs. */
export const RELAY_EVERY_MS = 60_000;

/** How often the translation memory is pruned (docs/operations.md, "Translation memory"). */
export const PRUNE_MEMORY_EVERY_MS = 6 * 3_600_000;

/** The memory's bounds from `EXT_TRANSLATE_MEMORY_MAX_AGE_DAYS` and `EXT_TRANSLATE_MEMORY_MAX_ENTRIES`. */
export function memoryPruneLimits(env: Record<string, string | undefined>): PruneLimits {
  const positive = (raw: string | undefined, fallback: number) => {
    const value = Number(raw?.trim());
    return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    maxAgeDays: positive(env.EXT_TRANSLATE_MEMORY_MAX_AGE_DAYS, DEFAULT_PRUNE_LIMITS.maxAgeDays),
    maxEntries: positive(env.EXT_TRANSLATE_MEMORY_MAX_ENTRIES, DEFAULT_PRUNE_LIMITS.maxEntries),
  };
}

export function jobDependencies(host: Host, providers: ProviderRegistry): JobDependencies {
  return { db: host.database.db, settings: host.settings, providers, queue: host.queue, logger: host.logger };
}

function idOf(payload: JsonObject, name: string): string {
  const value = payload[name];
  if (typeof value !== 'string' || value === '') throw new UnrecoverableError(`The message has no "${name}".`);
  return value;
}

export interface WorkerOptions {
  concurrency: number;
  /** Default {@link RELAY_EVERY_MS}. */
  relayEveryMs?: number;
  /** How long a message may wait before the relay dispatches it again. Default {@link STRANDED_AFTER_MS}. */
  strandedAfterMs?: number;
  /** How often automation triggers become jobs. Default {@link AUTOMATION_EVERY_MS}. */
  automationEveryMs?: number;
  /** How often the translation memory is pruned. Default {@link PRUNE_MEMORY_EVERY_MS}. */
  pruneMemoryEveryMs?: number;
  /** Where `EXT_TRANSLATE_<ID>_CONCURRENCY` and the memory's bounds are read (default process.env). */
  env?: Record<string, string | undefined>;
}

/** Starts this process's workers on the host's queue. Stop them with `host.queue.stop()` or `host.close()`. */
export async function startWorker(host: Host, providers: ProviderRegistry, options: WorkerOptions): Promise<void> {
  // One set of call limits for every handler of this process (fleet-wide on the BullMQ transport).
  const callLimits = createCallLimits(host.queue, providers.all(), options.env ?? process.env, host.logger);
  const deps = { ...jobDependencies(host, providers), callLimits };
  const log = host.logger;
  await host.queue.schedule('ext_translate.relay_stranded_jobs', options.relayEveryMs ?? RELAY_EVERY_MS, async () => {
    const relayed = await relayStrandedJobs(deps, new Date(), options.strandedAfterMs ?? STRANDED_AFTER_MS);
    if (relayed > 0) log.warn({ relayed }, 'relayed stranded translation messages');
  });
  await host.queue.schedule('ext_translate.automation', options.automationEveryMs ?? AUTOMATION_EVERY_MS, async () => {
    const outcome = await runAutomation(deps);
    if (outcome.jobs.length > 0 || outcome.failures.length > 0) log.info({ jobs: outcome.jobs.length, failures: outcome.failures, waiting: outcome.waiting }, 'automatic translation');
  });
  const pruneLimits = memoryPruneLimits(options.env ?? process.env);
  await host.queue.schedule('ext_translate.prune_memory', options.pruneMemoryEveryMs ?? PRUNE_MEMORY_EVERY_MS, async () => {
    const removed = await pruneMemory(deps.db, pruneLimits);
    if (removed > 0) log.info({ removed, ...pruneLimits }, 'translation memory pruned');
  });
  await host.queue.start(
    {
      [MESSAGES.startJob]: async (payload) => {
        await planJob(deps, idOf(payload, 'jobId'));
      },
      [MESSAGES.translateBatch]: async (payload, context: MessageContext) => {
        const batchId = idOf(payload, 'batchId');
        try {
          const outcome = await runBatch(deps, batchId, { signal: context.signal });
          log.debug({ batchId, ...outcome }, 'translation batch finished');
        } catch (error) {
          if (error instanceof RetryLaterError || context.signal.aborted || context.attempt < context.maxAttempts) throw error;
          // The last attempt: its records fail (retryable from the job) instead of the job staying running.
          log.error({ batchId, err: error instanceof Error ? error.message : String(error) }, 'translation batch failed for good');
          await failBatch(deps.db, batchId);
        }
      },
      [MESSAGES.revertJob]: async (payload) => {
        const result = await revertJob(deps.db, idOf(payload, 'jobId'));
        log.info({ jobId: payload.jobId, done: result.done, skipped: result.skipped.length }, 'translation job reverted');
      },
    },
    { concurrency: options.concurrency },
  );
}
