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
import { reportsBackPressure } from '../providers/back-pressure.js';
import { isCallLimitProvider, type TranslationProvider } from '../providers/contract.js';

/**
 * The default of a provider without the call-limit capability (or with an unusable answer): its
 * upstream's limits are unknown. Each built-in states its own default from its vendor's published
 * limits (`defaultCallsInFlight`).
 */
export const CUSTOM_PROVIDER_CALLS_IN_FLIGHT = 4;

/** The highest limit accepted; beyond it a limit is no protection of the upstream. */
export const MAX_CALLS_IN_FLIGHT = 256;

export const concurrencyVariable = (providerId: string) => `EXT_TRANSLATE_${providerId.toUpperCase()}_CONCURRENCY`;

export const INVALID_CONCURRENCY_MESSAGE = (variable: string, value: string) =>
  `${variable} must be a whole number from 1 to ${MAX_CALLS_IN_FLIGHT}, got "${value}".`;

/** The provider's own default (call-limit capability), else {@link CUSTOM_PROVIDER_CALLS_IN_FLIGHT}. */
export function defaultCallsInFlight(provider: TranslationProvider): number {
  if (!isCallLimitProvider(provider)) return CUSTOM_PROVIDER_CALLS_IN_FLIGHT;
  const limit = provider.defaultCallsInFlight();
  return Number.isInteger(limit) && limit >= 1 && limit <= MAX_CALLS_IN_FLIGHT ? limit : CUSTOM_PROVIDER_CALLS_IN_FLIGHT;
}

/** The limit of calls in flight for a provider: `EXT_TRANSLATE_<ID>_CONCURRENCY`, else its default. */
export function callsInFlightFor(provider: TranslationProvider, env: Record<string, string | undefined>): number {
  const variable = concurrencyVariable(provider.getId());
  const value = env[variable]?.trim();
  if (value === undefined || value === '') return defaultCallsInFlight(provider);
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
      limiter = this.create(`provider:${id}`, callsInFlightFor(provider, this.env));
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
  for (const provider of providers) callsInFlightFor(provider, env);
  const create: LimiterFactory = hasFleetLimits(queue)
    ? (name, limit) => queue.fleetLimiter(name, limit)
    : (name, limit) => new ConcurrencyLimiter(name, limit, new LocalSlotStore(limit), logger);
  return new CallLimits(create, env);
}
