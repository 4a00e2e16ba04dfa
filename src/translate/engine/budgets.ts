/**
 * Monthly budgets (docs/operations.md, "Budgets"): the setting `monthlyBudgets` maps a provider id to a
 * cap of the month's characters and/or of its cost (in the provider's cost currency). The usage
 * reservation before each call checks it (usage-accounting.ts); at the cap the provider fails globally
 * for the job, not retryable, so the fallback chain takes over exactly as after a spent quota.
 *
 * @packageDocumentation
 */
import type { SettingsReader } from '../../host/settings/system-config.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import type { TranslateDb } from '../model/tables/translate-schema.js';
import { warning, type Warning } from '../model/warnings.js';
import { ProviderException } from '../providers/contract.js';

export const BUDGETS_SETTING = 'monthlyBudgets';

/** A provider's cap for one month (UTC); a limit left out is not checked. */
export interface MonthlyBudget {
  characters?: number;
  amount?: number;
}

/** The budget of one provider as a reservation checks it: its caps and the label its message names. */
export interface BudgetCheck extends MonthlyBudget {
  providerLabel: string;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The `monthlyBudgets` setting: provider id -> budget, empty by default. */
export async function monthlyBudgets(settings: SettingsReader | undefined): Promise<Record<string, MonthlyBudget>> {
  const value = settings ? await settings.get(`${CONFIG_DOMAIN}.${BUDGETS_SETTING}`) : null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const budgets: Record<string, MonthlyBudget> = {};
  for (const [providerId, budget] of Object.entries(value as Record<string, unknown>)) {
    if (typeof budget !== 'object' || budget === null) continue;
    const characters = positive((budget as MonthlyBudget).characters);
    const amount = positive((budget as MonthlyBudget).amount);
    if (characters === undefined && amount === undefined) continue;
    budgets[providerId] = { ...(characters !== undefined ? { characters } : {}), ...(amount !== undefined ? { amount } : {}) };
  }
  return budgets;
}

/** The budget of one provider, or null when it has none. */
export async function monthlyBudget(settings: SettingsReader | undefined, providerId: string): Promise<MonthlyBudget | null> {
  return (await monthlyBudgets(settings))[providerId] ?? null;
}

/** `5,000 characters` or `€50.00`: a cap as the budget's message names it. */
export function budgetLimitText(limit: { characters: number } | { amount: number; currency: string }): string {
  if ('characters' in limit) return `${limit.characters.toLocaleString('en-US')} characters`;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: limit.currency }).format(limit.amount);
}

/** The month's usage has reached a provider's budget: a global failure no wait repairs (the chain takes over). */
export class BudgetReachedException extends ProviderException {
  constructor(providerLabel: string, limit: string) {
    super(`The monthly budget of ${limit} for ${providerLabel} is used up.`, { retryable: false, globalFailure: true, bisectable: false });
    this.name = 'BudgetReachedException';
  }
}

/**
 * Which cap the month's usage (reservations included) has reached, as the text of the message, or
 * null while there is room. A call is let through while the usage is below the cap, so the month ends
 * at most one call's characters beyond it.
 */
export function reachedCap(budget: MonthlyBudget, used: { characters: number; amount: number; currency: string }): string | null {
  if (budget.characters !== undefined && used.characters >= budget.characters) return budgetLimitText({ characters: budget.characters });
  if (budget.amount !== undefined && used.amount >= budget.amount) return budgetLimitText({ amount: budget.amount, currency: used.currency });
  return null;
}

/** The month's usage of a provider so far, open reservations included (nothing used: zeros). */
export async function monthUsage(db: TranslateDb, providerId: string, period: string): Promise<{ characters: number; amount: number; currency: string | null }> {
  const row = await db
    .selectFrom('ext_translate_usage')
    .select(['characters', 'costAmount', 'costCurrency'])
    .where('period', '=', period)
    .where('providerId', '=', providerId)
    .executeTakeFirst();
  return row ? { characters: Number(row.characters), amount: Number(row.costAmount), currency: Number(row.costAmount) > 0 ? row.costCurrency : null } : { characters: 0, amount: 0, currency: null };
}

/**
 * `budget_exceeded` when a run's characters (or its estimated cost, in the provider's cost currency)
 * added to the month's usage would cross the provider's budget; the params name the numbers as the
 * message shows them.
 */
export function budgetWarning(
  providerId: string,
  label: string,
  budget: MonthlyBudget,
  used: { characters: number; amount: number; currency: string | null },
  run: { characters: number; cost: { amount: number; currency: string } | null },
): Warning | null {
  if (budget.characters !== undefined && used.characters + run.characters > budget.characters) {
    const params = {
      providerId,
      budget: budgetLimitText({ characters: budget.characters }),
      used: budgetLimitText({ characters: used.characters }),
      needed: budgetLimitText({ characters: run.characters }),
    };
    return warning('budget_exceeded', params, { label });
  }
  const currency = used.currency ?? run.cost?.currency;
  if (budget.amount !== undefined && run.cost !== null && currency === run.cost.currency && used.amount + run.cost.amount > budget.amount) {
    const params = {
      providerId,
      budget: budgetLimitText({ amount: budget.amount, currency }),
      used: budgetLimitText({ amount: used.amount, currency }),
      needed: budgetLimitText({ amount: run.cost.amount, currency }),
    };
    return warning('budget_exceeded', params, { label });
  }
  return null;
}

/**
 * The message of the provider's reached budget this month (`The monthly budget of ... is used up.`),
 * or null while it has room or has no budget.
 */
export async function usedUpBudget(db: TranslateDb, settings: SettingsReader | undefined, providerId: string, label: string, period: string): Promise<string | null> {
  const budget = await monthlyBudget(settings, providerId);
  if (!budget) return null;
  const used = await monthUsage(db, providerId, period);
  const reached = reachedCap(budget, { characters: used.characters, amount: used.amount, currency: used.currency ?? 'USD' });
  return reached === null ? null : new BudgetReachedException(label, reached).message;
}
