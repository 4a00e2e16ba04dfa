/**
 * The extension, declared once (src/host/extension.ts): what it stores, what it adds to the settings
 * and privileges, the rules of its entities' writes, its routes, and its queue handlers and schedules.
 * The host loads it: `startHost(config, [extTranslate])`. docs/architecture.md, "The extension manifest".
 */
import type { FastifyInstance } from 'fastify';
import type { ExtensionManifest, ExtensionWorker } from '../host/extension.js';
import type { Host } from '../host/host.js';
import { RetryLaterError, UnrecoverableError, type JsonObject, type MessageContext } from '../host/queue/queue.js';
import { createCallLimits } from './engine/call-limits.js';
import { failBatch, runBatch } from './engine/run-batch.js';
import { healingLimits } from './engine/healing.js';
import { failoverAfterMs } from './engine/failover.js';
import { DEFAULT_PRUNE_LIMITS, pruneMemory, type PruneLimits } from './engine/translation-memory.js';
import { extensionEntities } from './model/entities.js';
import { migrations } from './model/migrations/index.js';
import { privilegeBundles } from './model/privileges.js';
import { createProviderRegistry, type ProviderServiceOptions } from './providers/provider-service.js';
import type { ProviderRegistry } from './providers/registry.js';
import { ACTION_BASE } from './routes/action-base.js';
import { AUTOMATION_EVERY_MS, recordTriggers, runAutomation } from './use-cases/automation.js';
import { registerGlossaryHooks } from './use-cases/glossary-hooks.js';
import { MESSAGES, planJob, relayStrandedJobs, revertJob, STRANDED_AFTER_MS, type JobDependencies } from './use-cases/jobs.js';
import { extTranslateSettings } from './use-cases/settings-domain.js';
import { allowsPrivateWebhooks } from './use-cases/webhook-address.js';
import {
  DELIVER_WEBHOOK_MESSAGE,
  deliverWebhook,
  dispatchDueDeliveries,
  pruneDeliveries,
  WEBHOOK_DISPATCH_EVERY_MS,
  WEBHOOK_PRUNE_EVERY_MS,
  webhookRetryBaseMs,
  type WebhookDependencies,
} from './use-cases/webhook-delivery.js';
import type { TranslateServices } from './use-cases/services.js';
import { webhookHooks } from './use-cases/webhook-hooks.js';
import { webhookNetwork, type WebhookNetwork } from './use-cases/webhook-sender.js';

export type { TranslateServices };

/** What a composition may replace (tests: simulator addresses, fetch; benches: no built-ins). */
export interface TranslateOptions {
  providers?: Omit<ProviderServiceOptions, 'logger'>;
  /** Webhook delivery: the environment it reads (default process.env) and parts of its network (tests: a resolver). */
  webhooks?: { env?: Record<string, string | undefined>; network?: Partial<WebhookNetwork> };
}

/** How often the relay of stranded jobs runs. */
export const RELAY_EVERY_MS = 60_000;

/** How often the translation memory is pruned (docs/operations.md, "Translation memory"). */
export const PRUNE_MEMORY_EVERY_MS = 6 * 3_600_000;

export interface WorkerOptions {
  /** Default {@link RELAY_EVERY_MS}. */
  relayEveryMs?: number;
  /** How long a message may wait before the relay dispatches it again. Default {@link STRANDED_AFTER_MS}. */
  strandedAfterMs?: number;
  /** How often automation triggers become jobs. Default {@link AUTOMATION_EVERY_MS}. */
  automationEveryMs?: number;
  /** How often the translation memory is pruned. Default {@link PRUNE_MEMORY_EVERY_MS}. */
  pruneMemoryEveryMs?: number;
  /** How often pending webhook deliveries are looked for. Default {@link WEBHOOK_DISPATCH_EVERY_MS}. */
  webhookDispatchEveryMs?: number;
  /** Where `EXT_TRANSLATE_<ID>_CONCURRENCY` and the memory's bounds are read (default process.env). */
  env?: Record<string, string | undefined>;
}

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

/**
 * What webhook delivery needs of a host: `EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE` and
 * `EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS` from `env`.
 */
export function webhookDependencies(host: Host, env: Record<string, string | undefined>, network: Partial<WebhookNetwork> = {}): WebhookDependencies {
  return {
    db: host.database.db,
    queue: host.queue,
    network: webhookNetwork(env, network),
    unseal: (stored) => host.repository.unseal(stored),
    retryBaseMs: webhookRetryBaseMs(env),
    logger: host.logger,
  };
}

/** What the use cases need of a host and a provider registry. */
export function jobDependencies(host: Host, providers: ProviderRegistry): JobDependencies {
  return { db: host.database.db, settings: host.settings, providers, queue: host.queue, logger: host.logger };
}

function idOf(payload: JsonObject, name: string): string {
  const value = payload[name];
  if (typeof value !== 'string' || value === '') throw new UnrecoverableError(`The message has no "${name}".`);
  return value;
}

/**
 * The routes, with the HTTP stack they bring (schemas, validators, serializers, metrics), are loaded by
 * the process that serves HTTP when it builds its app: a command that only works the database or the
 * queue (`translate`, `glossary`, `providers` ...) starts without them (bench/README.md, "fortieth round").
 */
async function registerRoutes(app: FastifyInstance, services: TranslateServices): Promise<void> {
  const { registerTranslateRoutes } = await import('./routes/index.js');
  registerTranslateRoutes(app, services);
}

/** The handlers of the extension's four messages and its five schedules. */
function worker(services: TranslateServices, options: WorkerOptions): ExtensionWorker {
  const { host, providers } = services;
  const env = options.env ?? process.env;
  // One set of call limits for every handler of this process (fleet-wide on the BullMQ transport).
  const callLimits = createCallLimits(host.queue, providers.all(), env, host.logger);
  const deps = { ...services.jobs, callLimits, healing: healingLimits(env), failoverAfterMs: failoverAfterMs(env) };
  const log = host.logger;
  const pruneLimits = memoryPruneLimits(env);
  // A worker given its own environment (tests) takes the webhook settings from it.
  const webhooks: WebhookDependencies = options.env
    ? { ...services.webhooks, retryBaseMs: webhookRetryBaseMs(env), network: { ...services.webhooks.network, allowPrivate: allowsPrivateWebhooks(env) } }
    : services.webhooks;
  return {
    schedules: [
      {
        name: 'ext_translate.relay_stranded_jobs',
        everyMs: options.relayEveryMs ?? RELAY_EVERY_MS,
        task: async () => {
          const relayed = await relayStrandedJobs(deps, new Date(), options.strandedAfterMs ?? STRANDED_AFTER_MS);
          if (relayed > 0) log.warn({ relayed }, 'relayed stranded translation messages');
        },
      },
      {
        name: 'ext_translate.automation',
        everyMs: options.automationEveryMs ?? AUTOMATION_EVERY_MS,
        task: async () => {
          const outcome = await runAutomation(deps);
          if (outcome.jobs.length > 0 || outcome.failures.length > 0) log.info({ jobs: outcome.jobs.length, failures: outcome.failures, waiting: outcome.waiting }, 'automatic translation');
        },
      },
      {
        name: 'ext_translate.prune_memory',
        everyMs: options.pruneMemoryEveryMs ?? PRUNE_MEMORY_EVERY_MS,
        task: async () => {
          const removed = await pruneMemory(deps.db, pruneLimits);
          if (removed > 0) log.info({ removed, ...pruneLimits }, 'translation memory pruned');
        },
      },
      {
        name: 'ext_translate.dispatch_webhooks',
        everyMs: options.webhookDispatchEveryMs ?? WEBHOOK_DISPATCH_EVERY_MS,
        task: async () => {
          await dispatchDueDeliveries(webhooks);
        },
      },
      {
        name: 'ext_translate.prune_webhook_deliveries',
        everyMs: WEBHOOK_PRUNE_EVERY_MS,
        task: async () => {
          const removed = await pruneDeliveries(webhooks.db);
          if (removed > 0) log.info({ removed }, 'webhook deliveries pruned');
        },
      },
    ],
    handlers: {
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
      [DELIVER_WEBHOOK_MESSAGE]: async (payload) => {
        const attempt = payload.attempt;
        if (typeof attempt !== 'number' || !Number.isInteger(attempt) || attempt < 1) throw new UnrecoverableError('The message has no "attempt".');
        await deliverWebhook(webhooks, idOf(payload, 'deliveryId'), attempt);
      },
      [MESSAGES.revertJob]: async (payload) => {
        const result = await revertJob(deps.db, idOf(payload, 'jobId'));
        log.info({ jobId: payload.jobId, done: result.done, skipped: result.skipped.length }, 'translation job reverted');
      },
    },
  };
}

export const extTranslate: ExtensionManifest<TranslateServices, TranslateOptions, WorkerOptions> = {
  name: 'ext-translate',
  entities: extensionEntities,
  migrations,
  settings: [extTranslateSettings],
  privilegeBundles,
  repositoryHooks: [registerGlossaryHooks, webhookHooks()],
  writeObservers: [recordTriggers],
  actionBase: ACTION_BASE,
  async createServices(host, options) {
    const providers = await createProviderRegistry(host, { ...options.providers, logger: host.logger });
    return {
      host,
      providers,
      jobs: jobDependencies(host, providers),
      webhooks: webhookDependencies(host, options.webhooks?.env ?? process.env, options.webhooks?.network),
    };
  },
  registerRoutes,
  worker,
};
