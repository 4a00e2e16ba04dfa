/**
 * The plans and service tiers of the managed translation service, as its gateway meters them
 * (docs/subscription.md). The gateway (src/gateway/plans.ts) meters with these same
 * constants.
 */
import type { ServiceTier } from '../../model/job-config.js';

/** Plan names, largest first (the `plans` of the subscription status, docs/subscription.md). */
export const MANAGED_PLANS = ['enterprise', 'scale', 'growth', 'starter'] as const;

export type ManagedPlan = (typeof MANAGED_PLANS)[number];

/** Credits each plan grants per UTC month. */
export const MANAGED_PLAN_CREDITS: Readonly<Record<ManagedPlan, number>> = {
  enterprise: 50_000_000,
  scale: 10_000_000,
  growth: 2_000_000,
  starter: 500_000,
};

/** Credits per character of each service tier: credits = characters × multiplier. */
export const SERVICE_TIER_MULTIPLIERS: Readonly<Record<ServiceTier, number>> = {
  speed: 1,
  balanced: 2,
  quality: 4,
};

/** The tier of a request without one (JobConfig normalisation: any other value becomes `balanced`). */
export const DEFAULT_SERVICE_TIER: ServiceTier = 'balanced';

export function isManagedPlan(value: unknown): value is ManagedPlan {
  return typeof value === 'string' && (MANAGED_PLANS as readonly string[]).includes(value);
}

export function serviceTierOf(value: unknown): ServiceTier {
  return value === 'speed' || value === 'balanced' || value === 'quality' ? value : DEFAULT_SERVICE_TIER;
}

/**
 * The store identifier of a plan, `ExtTranslateAllInOne<Plan>` with the plan name capitalised.
 *
 * @example planIdentifier('growth') // 'ExtTranslateAllInOneGrowth'
 */
export function planIdentifier(plan: ManagedPlan): string {
  return `ExtTranslateAllInOne${plan.charAt(0).toUpperCase()}${plan.slice(1)}`;
}

/** The plan a store identifier names, or null for any other product. */
export function planOfIdentifier(identifier: string): ManagedPlan | null {
  return MANAGED_PLANS.find((plan) => planIdentifier(plan) === identifier) ?? null;
}

/** The managed quota of the current month, as the gateway reports it (`GET /v1/quota`). */
export interface ManagedQuota {
  plan: string;
  /** `YYYY-MM` (UTC). */
  period: string;
  limit: number;
  used: number;
  remaining: number;
}

/** The credits one managed call debited (ProviderResult `managedUsage` entries). */
export interface ManagedUsage {
  credits: number;
  multiplier: number;
  serviceTier: ServiceTier;
  characters: number;
}
