/**
 * Throttling of failed password sign-ins (POST /api/oauth/token, password grant), per username and
 * per client address, in the memory of one process; with Redis the same rules hold fleet-wide
 * (fleet-throttle.ts). docs/operations.md ("Sign-in throttling").
 *
 * The `lockAfter`-th failed attempt in a row locks the key for one second, each further one for twice
 * as long, up to the key's cap; a locked key is refused before any password is checked.
 * The per-user lock is capped short (60 s), so an attacker guessing a username's password from many
 * addresses cannot keep its owner out for long; the per-address lock is capped longer (5 min). A
 * successful sign-in clears the address and the username; a key without failures for 15 minutes is
 * forgotten.
 */

export interface ThrottlePolicy {
  /** Failures in a row that lock the key (the first lock: one second). */
  lockAfter: number;
  /** The longest lock, in milliseconds. */
  maxLockMs: number;
}

export const USER_POLICY: ThrottlePolicy = { lockAfter: 10, maxLockMs: 60_000 };
export const ADDRESS_POLICY: ThrottlePolicy = { lockAfter: 10, maxLockMs: 5 * 60_000 };
/** A key without a failure for this long starts again from zero. */
export const FORGET_AFTER_MS = 15 * 60_000;
/** Keys kept per kind; beyond it the least recently failed ones are forgotten (bounded memory). */
export const MAX_KEYS = 100_000;

interface KeyState {
  failures: number;
  lockedUntil: number;
  lastFailureAt: number;
}

class Counter {
  private readonly keys = new Map<string, KeyState>();

  constructor(private readonly policy: ThrottlePolicy) {}

  /** Milliseconds the key is still locked (0 when it is not). */
  remaining(key: string, now: number): number {
    const state = this.current(key, now);
    return state ? Math.max(0, state.lockedUntil - now) : 0;
  }

  /** Failures in a row of the key not yet forgotten. */
  failures(key: string, now: number): number {
    return this.current(key, now)?.failures ?? 0;
  }

  fail(key: string, now: number): void {
    const state = this.current(key, now) ?? { failures: 0, lockedUntil: 0, lastFailureAt: now };
    state.failures += 1;
    state.lastFailureAt = now;
    const beyond = state.failures - this.policy.lockAfter;
    if (beyond >= 0) state.lockedUntil = now + Math.min(1000 * 2 ** Math.min(beyond, 30), this.policy.maxLockMs);
    // Re-inserted so that the map's order is the order of the last failure.
    this.keys.delete(key);
    this.keys.set(key, state);
    if (this.keys.size > MAX_KEYS) this.keys.delete(this.keys.keys().next().value as string);
  }

  clear(key: string): void {
    this.keys.delete(key);
  }

  private current(key: string, now: number): KeyState | undefined {
    const state = this.keys.get(key);
    if (state && now - state.lastFailureAt > FORGET_AFTER_MS && state.lockedUntil <= now) {
      this.keys.delete(key);
      return undefined;
    }
    return state;
  }
}

export class LoginThrottle {
  private readonly users = new Counter(USER_POLICY);
  private readonly addresses = new Counter(ADDRESS_POLICY);

  constructor(private readonly clock: () => number = Date.now) {}

  /** Whole seconds until a sign-in of this username from this address may be tried (0: now). */
  retryAfter(username: string, address: string): number {
    const now = this.clock();
    const wait = Math.max(this.users.remaining(username, now), this.addresses.remaining(address, now));
    return Math.ceil(wait / 1000);
  }

  /** The locks of the username and the address, and whether the address failed recently. */
  assess(username: string, address: string): { userLockedMs: number; addressLockedMs: number; addressClean: boolean } {
    const now = this.clock();
    return {
      userLockedMs: this.users.remaining(username, now),
      addressLockedMs: this.addresses.remaining(address, now),
      addressClean: this.addresses.failures(address, now) === 0,
    };
  }

  failed(username: string, address: string): void {
    const now = this.clock();
    this.users.fail(username, now);
    this.addresses.fail(address, now);
  }

  /** `keepUserLock`: the success passed a username lock from a clean address; the lock stays for others. */
  succeeded(username: string, address: string, options: { keepUserLock?: boolean } = {}): void {
    if (!options.keepUserLock) this.users.clear(username);
    this.addresses.clear(address);
  }
}
