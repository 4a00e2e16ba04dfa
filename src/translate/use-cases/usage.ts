/**
 * Monthly usage (docs/reports.md, "GET /usage"): the `ext_translate_usage` rows the engine
 * writes (src/translate/engine/usage-accounting.ts, one per UTC month and provider), as a window of months
 * ending with the current one, newest first. Every month of the window is present, an unused one with
 * no providers. The amounts are the extension's own records; the provider's invoice is authoritative.
 */
import type { TranslateDb } from '../model/tables/translate-schema.js';
import type { SettingsReader } from '../../host/settings/system-config.js';
import { monthlyBudgets, reachedCap } from '../engine/budgets.js';
import { usagePeriod } from '../engine/usage-accounting.js';
import { Cost } from '../providers/contract.js';

export const USAGE_MONTHS = { min: 1, max: 36, default: 6 } as const;

/** One provider's totals of one month, as GET /usage answers them (one call's usage is the contract's `ProviderUsage`). */
export interface ProviderMonthUsage {
  characters: number;
  inputTokens: number;
  outputTokens: number;
  requests: number;
  /** The amount rounded to six decimals (the contract's cost serialisation). */
  cost: { amount: number; currency: string };
}

export interface UsageMonth {
  /** `YYYY-MM`, UTC. */
  period: string;
  /** Keyed by provider id, in id order; empty when nothing was used that month. */
  providers: Record<string, ProviderMonthUsage>;
}

/**
 * The `months` parameter: a number, floored, clamped to 1..36. Absent, blank or not a number (also a
 * repeated parameter's first value that is none) gives the default 6.
 */
export function parseMonths(raw: unknown): number {
  const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number)) return USAGE_MONTHS.default;
  return Math.min(USAGE_MONTHS.max, Math.max(USAGE_MONTHS.min, Math.floor(number)));
}

/** The periods of a window of `months` UTC months ending with the month of `now`, newest first. */
export function usagePeriods(months: number, now: Date): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: months }, (_, back) => usagePeriod(new Date(Date.UTC(year, month - back, 1))));
}

/**
 * GET /usage: `months` (already parsed: 1..36) UTC months ending with the month of `now`, newest first.
 * @param now the current moment (injectable for tests); default the clock
 */
export async function usageReport(db: TranslateDb, months: number, now: Date = new Date()): Promise<UsageMonth[]> {
  const periods = usagePeriods(months, now);
  const rows = await db
    .selectFrom('ext_translate_usage')
    .select(['period', 'providerId', 'characters', 'inputTokens', 'outputTokens', 'requests', 'costAmount', 'costCurrency'])
    .where('period', '>=', periods[periods.length - 1]!)
    .where('period', '<=', periods[0]!)
    .execute();

  const byPeriod = new Map(periods.map((period) => [period, {} as Record<string, ProviderMonthUsage>]));
  // Provider ids in code-point order on both dialects (a database collation may order them differently).
  rows.sort((a, b) => (a.providerId < b.providerId ? -1 : a.providerId > b.providerId ? 1 : 0));
  for (const row of rows) {
    const providers = byPeriod.get(row.period);
    if (!providers) continue;
    const amount = Number(row.costAmount);
    providers[row.providerId] = {
      characters: Number(row.characters),
      inputTokens: Number(row.inputTokens),
      outputTokens: Number(row.outputTokens),
      requests: Number(row.requests),
      cost: new Cost(Number.isFinite(amount) ? amount : 0, row.costCurrency).toJSON(),
    };
  }
  return periods.map((period) => ({ period, providers: byPeriod.get(period)! }));
}

/** A provider's monthly budget as GET /usage shows it (docs/operations.md, "Budgets"). */
export interface BudgetView {
  characters?: number;
  amount?: number;
  /** Whether this month's usage (open reservations included) has reached a cap: the provider takes no more calls. */
  reached: boolean;
}

/** The `monthlyBudgets` setting by provider id, each with whether the current month (`months[0]`) has reached it. */
export async function budgetReport(settings: SettingsReader | undefined, current: UsageMonth): Promise<Record<string, BudgetView>> {
  const views: Record<string, BudgetView> = {};
  for (const [providerId, budget] of Object.entries(await monthlyBudgets(settings))) {
    const used = current.providers[providerId];
    const reached = used ? reachedCap(budget, { characters: used.characters, amount: used.cost.amount, currency: used.cost.currency }) !== null : false;
    views[providerId] = { ...budget, reached };
  }
  return views;
}
