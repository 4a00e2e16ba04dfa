/**
 * Healing (docs/jobs.md, "Healing"): when a provider fails a batch globally and retryably (429, 5xx,
 * 529, no answer) after the HTTP base's attempts, the fields that failed become error rows as the
 * spec's engine rule 4 says, and the job schedules a healing pass for exactly those fields once the
 * provider's pause ends, again and again, until the provider has been unavailable for longer than the
 * outage limit. This module decides whether and when; the batch runner (run-batch.ts) adds the pass
 * and the job store (model/job-store.ts) resolves the rows it heals.
 *
 * @packageDocumentation
 */
import type { ProviderException } from '../providers/contract.js';
import type { BatchHeal, BatchRow, HealReason } from '../model/job-store.js';

/** How long healing goes on, and how long it waits between passes. */
export interface HealingLimits {
  /** A provider unavailable longer than this gets no further pass: the job finishes with what still failed. */
  outageLimitMs: number;
  /** The first wait without a Retry-After; doubled every pass. */
  baseDelayMs: number;
  /** No wait is longer than this, a Retry-After included. */
  maxDelayMs: number;
}

export const DEFAULT_HEALING_LIMITS: HealingLimits = { outageLimitMs: 1_800_000, baseDelayMs: 5_000, maxDelayMs: 300_000 };

export const OUTAGE_LIMIT_VARIABLE = 'EXT_TRANSLATE_PROVIDER_OUTAGE_LIMIT_S';
export const HEAL_MAX_DELAY_VARIABLE = 'EXT_TRANSLATE_HEAL_MAX_DELAY_S';

export const INVALID_SECONDS_MESSAGE = (variable: string, value: string) => `${variable} must be a whole number of seconds from 1, got "${value}".`;

function seconds(env: Record<string, string | undefined>, variable: string, fallbackMs: number): number {
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === '') return fallbackMs;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(INVALID_SECONDS_MESSAGE(variable, raw));
  return Number(raw) * 1000;
}

/**
 * The limits from the environment: `EXT_TRANSLATE_PROVIDER_OUTAGE_LIMIT_S` (default 1800) and
 * `EXT_TRANSLATE_HEAL_MAX_DELAY_S` (default 300). A bad value stops the worker's start with its message.
 */
export function healingLimits(env: Record<string, string | undefined>): HealingLimits {
  const maxDelayMs = seconds(env, HEAL_MAX_DELAY_VARIABLE, DEFAULT_HEALING_LIMITS.maxDelayMs);
  return {
    outageLimitMs: seconds(env, OUTAGE_LIMIT_VARIABLE, DEFAULT_HEALING_LIMITS.outageLimitMs),
    baseDelayMs: Math.min(DEFAULT_HEALING_LIMITS.baseDelayMs, maxDelayMs),
    maxDelayMs,
  };
}

/** What the job page says the provider is: from the failure's HTTP status (0: no answer at all). */
export function healReason(failure: ProviderException): HealReason {
  if (failure.code === 429) return 'rate_limited';
  if (failure.code === 529) return 'overloaded';
  if (failure.code >= 500 && failure.code < 600) return 'unavailable';
  return 'unreachable';
}

/** What a batch's run tells the healing decision. */
export interface HealInput {
  batch: Pick<BatchRow, 'heal'>;
  /** The retryable global failure that stopped the run. */
  failure: ProviderException;
  /** Record id -> the fields that failed with it. */
  fields: Record<string, string[]>;
  /** Whether the run translated anything (the provider answered, so an outage ended). */
  translatedAny: boolean;
  /** The end of the latest pause the provider asked for during the run (Date.now() time), or null. */
  pausedUntil: number | null;
  now: number;
}

/**
 * The healing pass to add, or null when the outage has lasted longer than the limit (the fields stay
 * failed). The wait is the provider's own pause (Retry-After) when it asked for one, else the base
 * delay doubled per pass; never longer than the cap.
 */
export function planHeal(input: HealInput, limits: HealingLimits): BatchHeal | null {
  const { batch, now } = input;
  const outageSince = batch.heal && !input.translatedAny ? Date.parse(batch.heal.outageSince) : now;
  if (now - outageSince >= limits.outageLimitMs) return null;
  const round = (batch.heal?.round ?? 0) + 1;
  const asked = input.pausedUntil !== null && input.pausedUntil > now ? input.pausedUntil - now : null;
  const delayMs = Math.min(limits.maxDelayMs, asked ?? limits.baseDelayMs * 2 ** Math.min(round - 1, 20));
  return { fields: input.fields, runAfter: new Date(now + delayMs).toISOString(), outageSince: new Date(outageSince).toISOString(), round, reason: healReason(input.failure) };
}
