/**
 * Calls in flight per provider, shared by every worker of a process (and, on the BullMQ transport, by
 * every process of the fleet): one limiter per provider id, paused when the provider reports that its
 * upstream asked for a pause (429, 503 or 529 with Retry-After). See docs/operations.md, "Provider
 * concurrency".
 *
 * @packageDocumentation
 */
import { ConcurrencyLimiter, hasFleetLimits, LocalSlotStore, type LimiterLogger } from '../../host/queue/concurrency-limiter.js';
import type { Queue } from '../../host/queue/queue.js';
import { ANTHROPIC_ID } from '../providers/anthropic/anthropic-provider.js';
import { APERTIUM_ID } from '../providers/apertium/apertium-provider.js';
import { reportsBackPressure } from '../providers/back-pressure.js';
import { DEEPL_ID } from '../providers/deepl/deepl-provider.js';
import { GEMINI_ID } from '../providers/gemini/gemini-provider.js';
import { GOOGLE_ID } from '../providers/google/google-provider.js';
import { MANAGED_ID } from '../providers/managed/managed-provider.js';
import { MISTRAL_ID } from '../providers/mistral/mistral-provider.js';
import { OPENAI_ID } from '../providers/openai/openai-provider.js';
import type { TranslationProvider } from '../providers/contract.js';

/**
 * Defaults per built-in provider, from each vendor's published limits, for calls that take 0.3 to a
 * few seconds (machine translation) or several seconds (12 texts through a model):
 * - DeepL (`mt_primary`): DeepL advises staying under 50 requests per second; 8 calls of up to 50
 *   texts stay far below.
 * - Google (`mt_secondary`): Cloud Translation allows 6,000,000 characters per minute per project;
 *   8 calls of up to 80,000 bytes stay below at the usual latency.
 * - OpenAI (`llm_1`): tier 1 allows 500 requests per minute; 8 calls of several seconds make under 200.
 * - Anthropic (`llm_2`): tier 1 allows 50 requests per minute; 4 calls of about five seconds make about 50.
 * - Gemini (`llm_3`): the paid tiers allow hundreds of requests per minute, the free tier about 10;
 *   4 in flight, and a free key's 429s pause the limiter rather than fail.
 * - Mistral (`llm_4`): the free tier allows one request per second; 2 in flight.
 * - `managed`: the service's own gateway, which answers load with 429 and Retry-After; 8.
 * - `apertium`: a local process with one translation pipeline per core; 2.
 * Higher tiers and self-hosted upstreams take more: set `EXT_TRANSLATE_<ID>_CONCURRENCY`.
 */
export const DEFAULT_CALLS_IN_FLIGHT: Readonly<Record<string, number>> = {
  [DEEPL_ID]: 8,
  [GOOGLE_ID]: 8,
  [OPENAI_ID]: 8,
  [ANTHROPIC_ID]: 4,
  [GEMINI_ID]: 4,
  [MISTRAL_ID]: 2,
  [MANAGED_ID]: 8,
  [APERTIUM_ID]: 2,
};

/** A custom provider's default: its upstream's limits are unknown. */
export const CUSTOM_PROVIDER_CALLS_IN_FLIGHT = 4;

/** The highest limit accepted; beyond it a limit is no protection of the upstream. */
export const MAX_CALLS_IN_FLIGHT = 256;

export const concurrencyVariable = (providerId: string) => `EXT_TRANSLATE_${providerId.toUpperCase()}_CONCURRENCY`;

export const INVALID_CONCURRENCY_MESSAGE = (variable: string, value: string) =>
  `${variable} must be a whole number from 1 to ${MAX_CALLS_IN_FLIGHT}, got "${value}".`;

/** The limit of calls in flight for a provider: `EXT_TRANSLATE_<ID>_CONCURRENCY`, else the default. */
export function callsInFlightFor(providerId: string, env: Record<string, string | undefined>): number {
  const variable = concurrencyVariable(providerId);
  const value = env[variable]?.trim();
  if (value === undefined || value === '') return DEFAULT_CALLS_IN_FLIGHT[providerId] ?? CUSTOM_PROVIDER_CALLS_IN_FLIGHT;
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > MAX_CALLS_IN_FLIGHT) throw new Error(INVALID_CONCURRENCY_MESSAGE(variable, value));
  return limit;
}

/** Makes the limiter of one provider. */
export type LimiterFactory = (name: string, limit: number) => ConcurrencyLimiter;

/** The limiters of one process, by provider id. */
export class CallLimits {
  private readonly limiters = new Map<string, ConcurrencyLimiter>();
  private readonly listening = new WeakSet<TranslationProvider>();

  constructor(
    private readonly create: LimiterFactory,
    private readonly env: Record<string, string | undefined>,
  ) {}

  /** The provider's limiter; the provider's back-pressure reports pause it. */
  forProvider(provider: TranslationProvider): ConcurrencyLimiter {
    const id = provider.getId();
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.create(`provider:${id}`, callsInFlightFor(id, this.env));
      this.limiters.set(id, limiter);
    }
    if (!this.listening.has(provider) && reportsBackPressure(provider)) {
      const paused = limiter;
      provider.onBackPressure((delayMs) => void paused.pause(delayMs));
      this.listening.add(provider);
    }
    return limiter;
  }
}

/**
 * The call limits of a worker process: fleet-wide when the queue transport shares limits (BullMQ),
 * else per process. Every provider's setting is read now, so that a bad value stops the start with
 * its message instead of failing batches later.
 */
export function createCallLimits(
  queue: Queue,
  providers: readonly TranslationProvider[],
  env: Record<string, string | undefined>,
  logger: LimiterLogger,
): CallLimits {
  for (const provider of providers) callsInFlightFor(provider.getId(), env);
  const create: LimiterFactory = hasFleetLimits(queue)
    ? (name, limit) => queue.fleetLimiter(name, limit)
    : (name, limit) => new ConcurrencyLimiter(name, limit, new LocalSlotStore(limit), logger);
  return new CallLimits(create, env);
}
