import { describe, expect, it } from 'vitest';
import type { UsageMonth } from '../../api/types';
import { niceMaximum, usageSeries } from './usage-series';

const usage = (characters: number, amount: number, currency = 'EUR') => ({ characters, inputTokens: 0, outputTokens: 0, requests: characters > 0 ? 1 : 0, cost: { amount, currency } });

const months: UsageMonth[] = [
  { period: '2026-11', providers: { mt_primary: usage(1000, 0.02), llm_1: usage(5000, 0.5), llm_2: usage(0, 0) } },
  { period: '2026-10', providers: { mt_primary: usage(300, 0.006), llm_1: usage(0, 0) } },
];

describe('usage series', () => {
  it('orders months oldest first and providers by their characters, leaving out unused providers', () => {
    const { bars, totals, currency } = usageSeries(months, 'characters');
    expect(bars.map((bar) => bar.period)).toEqual(['2026-10', '2026-11']);
    expect(totals.map((entry) => [entry.providerId, entry.characters, entry.requests])).toEqual([
      ['llm_1', 5000, 1],
      ['mt_primary', 1300, 2],
    ]);
    expect(totals[1]!.cost).toBeCloseTo(0.026, 6);
    expect(bars[1]!.total).toBe(6000);
    expect(currency).toBe('EUR');
  });

  it('stacks cost when asked, and reports no common currency when providers bill differently', () => {
    expect(usageSeries(months, 'cost').bars[1]!.total).toBeCloseTo(0.52);
    const mixed = usageSeries([{ period: '2026-11', providers: { a: usage(1, 1, 'EUR'), b: usage(1, 1, 'USD') } }], 'cost');
    expect(mixed.currency).toBeNull();
  });

  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMaximum(0)).toBe(1);
    expect(niceMaximum(6000)).toBe(10000);
    expect(niceMaximum(136_428)).toBe(200_000);
    expect(niceMaximum(2400)).toBe(2500);
  });
});
