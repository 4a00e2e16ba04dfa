import { createHash } from 'node:crypto';
import type { RedisClient } from 'bullmq';
import { ADDRESS_POLICY, FORGET_AFTER_MS, LoginThrottle, USER_POLICY, type ThrottlePolicy } from './login-throttle.js';

/**
 * What the token endpoint asks of sign-in throttling (docs/operations.md, "Sign-in throttling"): the
 * locks of a username and an address, and whether the address failed recently. Kept in the memory of
 * one process, or in Redis for a fleet ({@link RedisSignInThrottle}).
 */
export interface SignInThrottle {
  assess(username: string, address: string): Promise<SignInAssessment>;
  failed(username: string, address: string): Promise<void>;
  /** `keepUserLock`: the success passed a username lock (from a clean address); the lock stays for others. */
  succeeded(username: string, address: string, options?: { keepUserLock?: boolean }): Promise<void>;
}

export interface SignInAssessment {
  /** Milliseconds the username is still locked (0: not). */
  userLockedMs: number;
  /** Milliseconds the address is still locked (0: not). */
  addressLockedMs: number;
  /** The address has no failure within the last {@link FORGET_AFTER_MS}. */
  addressClean: boolean;
}

/** The counters of one process (the default without Redis). */
export class MemorySignInThrottle implements SignInThrottle {
  constructor(private readonly throttle: LoginThrottle = new LoginThrottle()) {}

  async assess(username: string, address: string): Promise<SignInAssessment> {
    return this.throttle.assess(username, address);
  }

  async failed(username: string, address: string): Promise<void> {
    this.throttle.failed(username, address);
  }

  async succeeded(username: string, address: string, options: { keepUserLock?: boolean } = {}): Promise<void> {
    this.throttle.succeeded(username, address, options);
  }
}

// KEYS[1]: the key. ARGV: now, lockAfter, maxLockMs, forgetMs. The same rules as login-throttle.ts's Counter.
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local lockAfter = tonumber(ARGV[2])
local maxLock = tonumber(ARGV[3])
local forget = tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'failures', 'lockedUntil', 'lastFailureAt')
local failures = tonumber(state[1]) or 0
local lockedUntil = tonumber(state[2]) or 0
local last = tonumber(state[3]) or 0
if failures > 0 and now - last > forget and lockedUntil <= now then
  failures = 0
  lockedUntil = 0
end
failures = failures + 1
local beyond = failures - lockAfter
if beyond >= 0 then
  lockedUntil = now + math.min(1000 * 2 ^ math.min(beyond, 30), maxLock)
end
redis.call('HSET', KEYS[1], 'failures', failures, 'lockedUntil', string.format('%d', lockedUntil), 'lastFailureAt', string.format('%d', now))
redis.call('PEXPIRE', KEYS[1], math.max(forget, lockedUntil - now) + 1000)
return failures
`;

const FAIL_COMMAND = 'hostSignInFailure';
/** Connections the script is defined on. */
const defined = new WeakSet<object>();

interface KeyState {
  failures: number;
  lockedMs: number;
}

/** How long a sign-in waits for Redis before it counts in this process. */
export const REDIS_WAIT_MS = 1000;

/** How often a Redis failure is logged while it lasts. */
const FALLBACK_LOG_EVERY_MS = 60_000;

/**
 * The counters in Redis, shared by every process of a fleet on the same Redis and prefix: N processes
 * allow what one does. Keys `<prefix>:signin:<user|address>:<sha256>` (usernames and addresses are not
 * stored in the clear) expire 15 minutes after the last failure. While Redis does not answer, the
 * process counts in its own memory (and logs it), so a Redis outage neither blocks sign-ins nor lifts
 * throttling.
 */
export class RedisSignInThrottle implements SignInThrottle {
  private readonly fallback: MemorySignInThrottle;
  private lastLoggedAt = 0;

  constructor(
    private readonly client: Promise<RedisClient>,
    private readonly prefix: string,
    private readonly logger: { warn(details: Record<string, unknown>, message: string): void },
    private readonly clock: () => number = Date.now,
  ) {
    this.fallback = new MemorySignInThrottle(new LoginThrottle(clock));
  }

  async assess(username: string, address: string): Promise<SignInAssessment> {
    return this.orFallback(
      async (redis) => {
        const now = this.clock();
        const [user, place] = await Promise.all([this.state(redis, 'user', username, now), this.state(redis, 'address', address, now)]);
        return { userLockedMs: user.lockedMs, addressLockedMs: place.lockedMs, addressClean: place.failures === 0 };
      },
      () => this.fallback.assess(username, address),
    );
  }

  async failed(username: string, address: string): Promise<void> {
    await this.fallback.failed(username, address);
    await this.orFallback(
      async (redis) => {
        const now = this.clock();
        await this.fail(redis, 'user', username, now, USER_POLICY);
        await this.fail(redis, 'address', address, now, ADDRESS_POLICY);
      },
      async () => undefined,
    );
  }

  async succeeded(username: string, address: string, options: { keepUserLock?: boolean } = {}): Promise<void> {
    await this.fallback.succeeded(username, address, options);
    await this.orFallback(
      async (redis) => {
        await redis.del(this.key('address', address));
        if (!options.keepUserLock) await redis.del(this.key('user', username));
      },
      async () => undefined,
    );
  }

  private key(kind: 'user' | 'address', value: string): string {
    return `${this.prefix}:signin:${kind}:${createHash('sha256').update(value).digest('hex')}`;
  }

  private async state(redis: RedisClient, kind: 'user' | 'address', value: string, now: number): Promise<KeyState> {
    const [failures, lockedUntil, last] = (await redis.hmget(this.key(kind, value), 'failures', 'lockedUntil', 'lastFailureAt')).map((field) => Number(field ?? 0));
    if (!failures || (now - (last ?? 0) > FORGET_AFTER_MS && (lockedUntil ?? 0) <= now)) return { failures: 0, lockedMs: 0 };
    return { failures, lockedMs: Math.max(0, (lockedUntil ?? 0) - now) };
  }

  private async fail(redis: RedisClient, kind: 'user' | 'address', value: string, now: number, policy: ThrottlePolicy): Promise<void> {
    if (!defined.has(redis)) {
      redis.defineCommand(FAIL_COMMAND, { numberOfKeys: 1, lua: FAIL_SCRIPT });
      defined.add(redis);
    }
    await redis.runCommand(FAIL_COMMAND, [this.key(kind, value), String(now), String(policy.lockAfter), String(policy.maxLockMs), String(FORGET_AFTER_MS)]);
  }

  private async orFallback<T>(work: (redis: RedisClient) => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      // A connection that is still being made (Redis down at start) never settles: a sign-in waits
      // at most REDIS_WAIT_MS for Redis.
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${String(REDIS_WAIT_MS)} ms.`)), REDIS_WAIT_MS);
      });
      return await Promise.race([this.client.then(work), timeout]);
    } catch (error) {
      const now = Date.now();
      if (now - this.lastLoggedAt >= FALLBACK_LOG_EVERY_MS) {
        this.lastLoggedAt = now;
        this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'sign-in throttle: Redis unreachable, counting in this process');
      }
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  }
}
