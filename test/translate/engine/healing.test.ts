import { describe, expect, it } from 'vitest';
import { DEFAULT_HEALING_LIMITS, healingLimits, healReason, INVALID_SECONDS_MESSAGE, planHeal, type HealingLimits } from '../../../src/translate/engine/healing.js';
import { ProviderException } from '../../../src/translate/providers/contract.js';

/** When and whether a healing pass runs (docs/jobs.md, "Healing"). */
describe('healing decisions', () => {
  const limits: HealingLimits = { outageLimitMs: 60_000, baseDelayMs: 5_000, maxDelayMs: 40_000 };
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const failure = (code: number) => new ProviderException('DeepL is limiting the request rate (HTTP 429). Try again later.', { retryable: true, globalFailure: true, bisectable: false, code });
  const fields = { r1: ['name', 'description'] };
  const first = { heal: null };

  it('reads its limits from the environment and refuses what is no whole number of seconds', () => {
    expect(healingLimits({})).toEqual(DEFAULT_HEALING_LIMITS);
    expect(healingLimits({ EXT_TRANSLATE_PROVIDER_OUTAGE_LIMIT_S: '60', EXT_TRANSLATE_HEAL_MAX_DELAY_S: '2' })).toEqual({ outageLimitMs: 60_000, baseDelayMs: 2_000, maxDelayMs: 2_000 });
    expect(() => healingLimits({ EXT_TRANSLATE_PROVIDER_OUTAGE_LIMIT_S: '0' })).toThrow(INVALID_SECONDS_MESSAGE('EXT_TRANSLATE_PROVIDER_OUTAGE_LIMIT_S', '0'));
    expect(() => healingLimits({ EXT_TRANSLATE_HEAL_MAX_DELAY_S: '1.5' })).toThrow('EXT_TRANSLATE_HEAL_MAX_DELAY_S must be a whole number of seconds from 1, got "1.5".');
  });

  it('names the reason from the status', () => {
    expect([429, 529, 500, 503, 0].map((code) => healReason(failure(code)))).toEqual(['rate_limited', 'overloaded', 'unavailable', 'unavailable', 'unreachable']);
  });

  it('waits for the Retry-After the provider asked for, else 5 s doubled per pass, never beyond the cap', () => {
    const asked = planHeal({ batch: first, failure: failure(429), fields, translatedAny: false, pausedUntil: now + 2_000, now }, limits);
    expect(asked).toEqual({ fields, runAfter: '2026-11-27T12:00:02.000Z', outageSince: '2026-11-27T12:00:00.000Z', round: 1, reason: 'rate_limited' });
    const later = (round: number) => ({ heal: { fields, runAfter: '', outageSince: '2026-11-27T11:59:50.000Z', round, reason: 'unavailable' as const } });
    expect(planHeal({ batch: first, failure: failure(500), fields, translatedAny: false, pausedUntil: null, now }, limits)?.runAfter).toBe('2026-11-27T12:00:05.000Z');
    expect(planHeal({ batch: later(1), failure: failure(500), fields, translatedAny: false, pausedUntil: null, now }, limits)).toMatchObject({ runAfter: '2026-11-27T12:00:10.000Z', round: 2, outageSince: '2026-11-27T11:59:50.000Z' });
    expect(planHeal({ batch: later(4), failure: failure(500), fields, translatedAny: false, pausedUntil: null, now }, limits)?.runAfter).toBe('2026-11-27T12:00:40.000Z');
    expect(planHeal({ batch: first, failure: failure(429), fields, translatedAny: false, pausedUntil: now + 90_000, now }, limits)?.runAfter).toBe('2026-11-27T12:00:40.000Z');
  });

  it('gives up once the outage has lasted the limit, and counts again after a pass that translated something', () => {
    const since = (iso: string) => ({ heal: { fields, runAfter: '', outageSince: iso, round: 3, reason: 'unavailable' as const } });
    expect(planHeal({ batch: since('2026-11-27T11:59:00.001Z'), failure: failure(503), fields, translatedAny: false, pausedUntil: null, now }, limits)).not.toBeNull();
    expect(planHeal({ batch: since('2026-11-27T11:59:00.000Z'), failure: failure(503), fields, translatedAny: false, pausedUntil: null, now }, limits)).toBeNull();
    expect(planHeal({ batch: since('2026-11-27T11:00:00.000Z'), failure: failure(503), fields, translatedAny: true, pausedUntil: null, now }, limits)).toMatchObject({ outageSince: '2026-11-27T12:00:00.000Z', round: 4 });
  });
});
