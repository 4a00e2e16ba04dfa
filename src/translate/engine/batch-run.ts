/**
 * The context of one run of a batch: what runBatch has read and decided before the first provider
 * call, built once and handed to the functions that translate the batch's records, so that each of
 * them takes the run and only the one or two things that vary per call.
 *
 * @packageDocumentation
 */
import type { SettingsReader } from '../../host/settings/system-config.js';
import type { TranslateDb } from '../model/tables/translate-schema.js';
import type { BatchRow, StoredJob } from '../model/job-store.js';
import type { ProviderRequest, ProviderUsage, TranslationProvider } from '../providers/contract.js';
import { serviceTierFor } from '../providers/provider-capabilities.js';
import type { ProviderRegistry } from '../providers/registry.js';
import type { Queue } from '../../host/queue/queue.js';
import type { CallLimits } from './call-limits.js';
import type { HealingLimits } from './healing.js';
import type { TargetTerms } from './glossary.js';
import type { ChunkRequestBase, TranslateChunksOptions } from './translate-chunks.js';
import { memoryContextFor, type MemoryContext } from './translation-memory.js';
import { reserveUsage, settleUsage } from './usage-accounting.js';
import { monthlyBudget } from './budgets.js';

/** The services a batch runs with (the worker's, shared by every batch of the process). */
export interface BatchDependencies {
  db: TranslateDb;
  providers: ProviderRegistry;
  /** The settings (the translation memory and the model it keys by); without them the memory is off. */
  settings?: SettingsReader;
  /** The process's limits of calls in flight per provider; without them a batch makes one call at a time. */
  callLimits?: CallLimits;
  /** Where a healing pass is dispatched (healing.ts); without it and `healing` a batch does not heal. */
  queue?: Queue;
  /** How long and how often failed fields are healed (the worker's, from the environment). */
  healing?: HealingLimits;
  /** How long an outage lasts before its fields go to the fallback chain (failover.ts); default 60 s. */
  failoverAfterMs?: number;
  logger?: { warn(details: Record<string, unknown>, message: string): void };
}

/** How every provider call of a run is made (the options of translateChunks that do not change per call). */
export type BatchCallOptions = Pick<TranslateChunksOptions, 'reserve' | 'slots' | 'signal'>;

/** One run of a batch: its job, its provider and everything its provider calls share. */
export interface BatchRun {
  /** The database the run reads, accounts usage in and keeps the translation memory in. */
  readonly db: TranslateDb;
  /** The batch's job: its options shape the requests; its id names the usage and traces the calls. */
  readonly job: StoredJob;
  /** The batch (entity, target, provider, records); its id seeds the idempotency keys and names the memory claims. */
  readonly batch: BatchRow;
  /** The batch's provider. */
  readonly provider: TranslationProvider;
  /** The glossary terms that apply to the target (none when the job's glossary option is off). */
  readonly terms: TargetTerms;
  /** The translation memory's context of the batch's texts; null when the memory is off. */
  readonly memory: MemoryContext | null;
  /**
   * What every request of the run shares: the source and target locale, tone, custom prompt, the
   * glossary terms the provider applies, service tier, content type (the entity) and trace id (the job).
   */
  readonly request: ChunkRequestBase;
  /**
   * How each call is made: within the provider's calls in flight shared by the process (`slots`;
   * absent, one at a time), its characters reserved before it and settled by its report
   * (`reserve`, usage-accounting.ts), and no call started once the worker stops (`signal`).
   */
  readonly calls: BatchCallOptions;
  /** Aborted when the worker is stopping: the run ends before its write, which the next delivery repeats. */
  readonly signal: AbortSignal | undefined;
}

/** What runBatch has read of a batch that has a provider and both languages. */
export interface BatchRunParts {
  job: StoredJob;
  batch: BatchRow;
  provider: TranslationProvider;
  locales: { source: string; target: string };
  terms: TargetTerms;
}

/**
 * Builds the run of a batch: the memory context (from the settings; none without them or with the
 * memory switched off), the request every call shares and how the calls are made.
 */
export async function startBatchRun(deps: BatchDependencies, parts: BatchRunParts, signal: AbortSignal | undefined): Promise<BatchRun> {
  const { job, batch, provider, locales, terms } = parts;
  const options = job.config.options;
  const memory = deps.settings
    ? await memoryContextFor(deps.settings, provider, { providerId: batch.providerId, sourceLocale: locales.source, targetLocale: locales.target, options, terms })
    : null;
  const request: ChunkRequestBase = {
    sourceLocale: locales.source,
    targetLocale: locales.target,
    tone: options.tone === 'default' ? null : options.tone,
    customPrompt: options.customPrompt,
    glossaryTerms: terms.providerTerms,
    serviceTier: serviceTierFor(provider, options.serviceTier),
    contentType: batch.entity,
    traceId: job.id,
  };
  // Read once per run: a budget changed meanwhile applies from the next batch on.
  const budget = await monthlyBudget(deps.settings, batch.providerId);
  const budgetCheck = budget ? { ...budget, providerLabel: provider.getLabel() } : null;
  const calls: BatchCallOptions = {
    ...(signal ? { signal } : {}),
    ...(deps.callLimits ? { slots: deps.callLimits.forProvider(provider) } : {}),
    // Characters are counted (and the monthly budget checked) before each call and settled by its report (usage-accounting.ts).
    reserve: async (call: ProviderRequest) => {
      const reservation = await reserveUsage(deps.db, { jobId: job.id, providerId: batch.providerId, texts: call.texts, requestKey: call.idempotencyKey, budget: budgetCheck });
      return (usage: ProviderUsage | null) => settleUsage(deps.db, reservation, usage, budget);
    },
  };
  return { db: deps.db, job, batch, provider, terms, memory, request, calls, signal };
}
