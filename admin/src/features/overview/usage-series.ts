import type { UsageMonth } from '../../api/types';

export type UsageMetric = 'characters' | 'cost';

export interface UsageBar {
  period: string;
  segments: { providerId: string; value: number; characters: number; cost: number; currency: string }[];
  total: number;
}

export interface UsageTotals {
  providerId: string;
  characters: number;
  requests: number;
  cost: number;
  currency: string;
}

/**
 * Shapes GET /usage for the chart: months oldest first (the API answers newest first), providers in
 * the order of their total characters, one stacked segment per provider that used anything.
 */
export function usageSeries(months: UsageMonth[], metric: UsageMetric): { bars: UsageBar[]; totals: UsageTotals[]; currency: string | null } {
  const totals = new Map<string, UsageTotals>();
  for (const month of months) {
    for (const [providerId, usage] of Object.entries(month.providers)) {
      const entry = totals.get(providerId) ?? { providerId, characters: 0, requests: 0, cost: 0, currency: usage.cost.currency };
      entry.characters += usage.characters;
      entry.requests += usage.requests;
      entry.cost += usage.cost.amount;
      totals.set(providerId, entry);
    }
  }
  const used = [...totals.values()].filter((entry) => entry.characters > 0 || entry.cost > 0 || entry.requests > 0);
  used.sort((a, b) => b.characters - a.characters || a.providerId.localeCompare(b.providerId));
  const currencies = new Set(used.map((entry) => entry.currency));
  const bars = [...months].reverse().map((month) => {
    const segments = used.map(({ providerId }) => {
      const usage = month.providers[providerId];
      const characters = usage?.characters ?? 0;
      const cost = usage?.cost.amount ?? 0;
      return { providerId, characters, cost, currency: usage?.cost.currency ?? totals.get(providerId)!.currency, value: metric === 'cost' ? cost : characters };
    });
    return { period: month.period, segments, total: segments.reduce((sum, segment) => sum + segment.value, 0) };
  });
  return { bars, totals: used, currency: currencies.size === 1 ? [...currencies][0]! : null };
}

/** A round axis maximum at or above `value` (1, 2, 2.5 or 5 times a power of ten). */
export function niceMaximum(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}
