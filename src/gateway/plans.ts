/**
 * The plans and service tiers the gateway meters. They are the managed provider's own constants
 * (src/translate/providers/managed/managed-plans.ts): client and gateway share one definition, so the
 * plans a merchant sees are the plans the gateway bills.
 */
import { usagePeriod } from '../translate/engine/usage-accounting.js';
import type { ServiceTier } from '../translate/model/job-config.js';
import {
  DEFAULT_SERVICE_TIER,
  isManagedPlan,
  MANAGED_PLAN_CREDITS,
  MANAGED_PLANS,
  planIdentifier,
  SERVICE_TIER_MULTIPLIERS,
  type ManagedPlan,
} from '../translate/providers/managed/managed-plans.js';

export type { ServiceTier };
export { DEFAULT_SERVICE_TIER, planIdentifier };

/** Plan names, largest first (the `plans` of the subscription status, docs/subscription.md). */
export const PLANS = MANAGED_PLANS;

export type Plan = ManagedPlan;

/** Credits per UTC month for each plan. */
export const PLAN_MONTHLY_CREDITS = MANAGED_PLAN_CREDITS;

/** Service tiers a request may ask for; `null` in a request means {@link DEFAULT_SERVICE_TIER}. */
export const SERVICE_TIERS: readonly ServiceTier[] = ['speed', 'balanced', 'quality'];

/** Credits per character for each tier: credits = characters × multiplier. */
export const TIER_CREDIT_MULTIPLIERS = SERVICE_TIER_MULTIPLIERS;

export const isPlan = isManagedPlan;

export function isServiceTier(value: unknown): value is ServiceTier {
  return typeof value === 'string' && (SERVICE_TIERS as readonly string[]).includes(value);
}

/** The metering period of a moment: its UTC month, `YYYY-MM` (the same periods as the shop's usage rows). */
export const periodOf = usagePeriod;
