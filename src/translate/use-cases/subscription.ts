/**
 * The subscription of the `managed` provider (docs/subscription.md). The state comes from the caller's store
 * connection and the shop's stored in-app purchases; a refresh runs the host's purchase updater and stores
 * the active plan's license as the provider's settings, so that the provider's configured check needs no
 * network.
 */
import type { Principal } from '../../host/auth/principal.js';
import type { SystemConfigService } from '../../host/settings/system-config.js';
import type { StoredPurchase, StoreService } from '../../host/store/store-service.js';
import { StoreDisconnectedError } from '../../host/store/errors.js';
import { MANAGED_PLAN_CREDITS, MANAGED_PLANS, planIdentifier, planOfIdentifier, type ManagedPlan, type ManagedQuota } from '../providers/managed/managed-plans.js';
import { MANAGED_ID, MANAGED_SETTINGS, ManagedProvider } from '../providers/managed/managed-provider.js';
import type { ProviderRegistry } from '../providers/registry.js';
import { CONFIG_DOMAIN } from '../model/settings.js';

export type SubscriptionState = 'active' | 'available' | 'expired' | 'disconnected';

/** One entry of `plans`. */
export interface PlanOffer {
  plan: ManagedPlan;
  identifier: string;
  credits: number;
}

/** The subscription status GET /subscription answers. */
export interface SubscriptionStatus {
  /** True exactly when `state` is `available`. */
  available: boolean;
  /** True exactly when `state` is `active`. */
  active: boolean;
  state: SubscriptionState;
  /** The active plan, else the last expired one, else {@link ENTRY_PLAN} (the plan on offer first). */
  plan: ManagedPlan;
  identifier: string;
  plans: PlanOffer[];
  /** The gateway's quota of the month while a plan is active and the gateway answered; else null. */
  quota: ManagedQuota | null;
  /** False when the gateway was asked for the quota and did not answer usably; true when it answered or was not asked. */
  reachable: boolean;
}

/** The plan reported while the shop has none: the smallest, the one a merchant starts with. */
export const ENTRY_PLAN: ManagedPlan = 'starter';

/** `managedExpiresAt` of a purchase without an end date. */
export const NO_END_DATE = '9999-12-31T23:59:59.999Z';

/** The two errors of POST /subscription/refresh, answered as `{errors: [{code, detail}]}` exactly. */
export const SUBSCRIPTION_ERRORS = {
  storeDisconnected: {
    status: 412,
    code: 'EXT_TRANSLATE__STORE_DISCONNECTED',
    detail: 'The administration user is not connected to the store. Connect the user to the store with their store account, then refresh again.',
  },
  refreshFailed: {
    status: 502,
    code: 'EXT_TRANSLATE__SUBSCRIPTION_REFRESH_FAILED',
    detail: 'The purchase state could not be refreshed from the store. Try again later.',
  },
} as const;

/** Every plan, largest first. */
export const PLAN_OFFERS: readonly PlanOffer[] = MANAGED_PLANS.map((plan) => ({ plan, identifier: planIdentifier(plan), credits: MANAGED_PLAN_CREDITS[plan] }));

export interface SubscriptionDependencies {
  store: StoreService;
  settings: SystemConfigService;
  providers: ProviderRegistry;
}

/** A purchase of one of the plans. */
interface PlanPurchase {
  plan: ManagedPlan;
  purchase: StoredPurchase;
}

function isCurrent(purchase: StoredPurchase, now: number): boolean {
  return purchase.expiresAt === null || Date.parse(purchase.expiresAt) > now;
}

function endOf(purchase: StoredPurchase): number {
  return purchase.expiresAt === null ? Number.POSITIVE_INFINITY : Date.parse(purchase.expiresAt);
}

/**
 * The purchase that decides the subscription: the largest current plan (the latest end date among
 * equals), else the plan purchase that ended last; null when the shop never bought a plan. Purchases
 * of other products are ignored.
 */
export function decisivePurchase(purchases: readonly StoredPurchase[], now: number = Date.now()): (PlanPurchase & { current: boolean }) | null {
  const plans = purchases.flatMap((purchase): PlanPurchase[] => {
    const plan = planOfIdentifier(purchase.identifier);
    return plan === null ? [] : [{ plan, purchase }];
  });
  const current = plans
    .filter((entry) => isCurrent(entry.purchase, now))
    .sort((a, b) => MANAGED_PLANS.indexOf(a.plan) - MANAGED_PLANS.indexOf(b.plan) || endOf(b.purchase) - endOf(a.purchase));
  if (current[0]) return { ...current[0], current: true };
  const expired = [...plans].sort((a, b) => endOf(b.purchase) - endOf(a.purchase));
  return expired[0] ? { ...expired[0], current: false } : null;
}

/**
 * Whose store connection counts for a caller: a user's own; for an integration (no user) the shop's,
 * that is the most recently connected administrator's. Null when there is none.
 */
export async function connectedUserFor(store: StoreService, principal: Principal): Promise<string | null> {
  if (principal.kind === 'integration') return store.shopConnectionUserId();
  return (await store.connection(principal.id)).connected ? principal.id : null;
}

function managedProviderOf(providers: ProviderRegistry): ManagedProvider | null {
  const provider = providers.get(MANAGED_ID);
  return provider instanceof ManagedProvider ? provider : null;
}

/** GET /subscription: the caller's subscription status. */
export async function subscriptionStatus(deps: SubscriptionDependencies, principal: Principal): Promise<SubscriptionStatus> {
  const userId = await connectedUserFor(deps.store, principal);
  return statusOf(deps, userId !== null, await deps.store.purchases());
}

async function statusOf(deps: SubscriptionDependencies, connected: boolean, purchases: readonly StoredPurchase[]): Promise<SubscriptionStatus> {
  const decisive = connected ? decisivePurchase(purchases) : null;
  const state: SubscriptionState = !connected ? 'disconnected' : decisive === null ? 'available' : decisive.current ? 'active' : 'expired';
  const plan = decisive?.plan ?? ENTRY_PLAN;
  let quota: ManagedQuota | null = null;
  let reachable = true;
  if (state === 'active') {
    const snapshot = (await managedProviderOf(deps.providers)?.readQuota()) ?? { reachable: true, quota: null };
    quota = snapshot.quota;
    reachable = snapshot.reachable;
  }
  return {
    available: state === 'available',
    active: state === 'active',
    state,
    plan,
    identifier: planIdentifier(plan),
    plans: PLAN_OFFERS.map((offer) => ({ ...offer })),
    quota,
    reachable,
  };
}

/**
 * POST /subscription/refresh: runs the purchase updater with the caller's store connection, stores the
 * active plan's license for the provider (or clears it), and answers the new status.
 *
 * @throws StoreDisconnectedError when the caller has no store connection
 * @throws StoreUnavailableError when the updater fails (the stored purchases stay as they were)
 */
export async function refreshSubscription(deps: SubscriptionDependencies, principal: Principal): Promise<SubscriptionStatus> {
  const userId = await connectedUserFor(deps.store, principal);
  if (userId === null) throw new StoreDisconnectedError();
  const purchases = await deps.store.refreshPurchases(userId);
  await storeManagedLicense(deps.settings, decisivePurchase(purchases));
  return statusOf(deps, true, purchases);
}

/** Writes (or removes) the managed provider's license settings in one settings transaction. */
async function storeManagedLicense(settings: SystemConfigService, decisive: (PlanPurchase & { current: boolean }) | null): Promise<void> {
  const key = (name: string) => `${CONFIG_DOMAIN}.${name}`;
  const license = decisive?.current ? decisive.purchase.licenseToken : null;
  if (decisive === null || license === null) {
    await settings.write({ [key(MANAGED_SETTINGS.licenseToken)]: null, [key(MANAGED_SETTINGS.plan)]: null, [key(MANAGED_SETTINGS.expiresAt)]: null });
    return;
  }
  await settings.write({
    [key(MANAGED_SETTINGS.licenseToken)]: license,
    [key(MANAGED_SETTINGS.plan)]: decisive.plan,
    [key(MANAGED_SETTINGS.expiresAt)]: decisive.purchase.expiresAt ?? NO_END_DATE,
  });
}
