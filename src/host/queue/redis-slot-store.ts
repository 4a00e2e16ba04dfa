/**
 * The slots of a limit shared by every process of a fleet, in Redis: a sorted set of leases scored by
 * the time they run out, and a key whose time to live is the pause. A process renews the leases it
 * holds; a process that dies stops renewing, so its slots come free once their leases run out instead
 * of being held for ever. Times are Redis's own clock (`TIME`), so the machines' clocks need not agree.
 */
import { randomBytes } from 'node:crypto';
import type { RedisClient } from 'bullmq';
import type { SlotStore, TakeAttempt } from './concurrency-limiter.js';

/** What the store needs of a Redis connection (BullMQ's client). */
export type ScriptClient = Pick<RedisClient, 'defineCommand' | 'runCommand'>;

export interface RedisSlotStoreOptions {
  /** How long a lease lasts without renewal. Default 30 000. */
  leaseMs?: number;
  /** How often held leases are renewed. Default a third of leaseMs. */
  renewEveryMs?: number;
  /** How often a process whose waiters found every slot taken asks again. Default 25. */
  pollMs?: number;
}

const NOW_LUA = `
if redis.replicate_commands then redis.replicate_commands() end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
`;

/**
 * KEYS: leases, pause. ARGV: lease, limit, leaseMs. Returns {1, 0} for a slot, {0, ms} while paused,
 * {0, -1} when every slot is taken.
 */
const TAKE_LUA = `${NOW_LUA}
local paused = redis.call('PTTL', KEYS[2])
if paused > 0 then return {0, paused} end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return {0, -1} end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return {1, 0}`;

/** KEYS: leases. ARGV: leaseMs, then the leases to renew. Renews only leases still held. */
const RENEW_LUA = `${NOW_LUA}
local renewed = 0
for index = 2, #ARGV do
  renewed = renewed + redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[index])
end
if renewed > 0 then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1])) end
return renewed`;

/** KEYS: pause. ARGV: ms. Lengthens the pause, never shortens it. */
const PAUSE_LUA = `
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], '1', 'PX', tonumber(ARGV[1])) end
return 1`;

const COMMANDS = {
  hostTakeSlot: { numberOfKeys: 2, lua: TAKE_LUA },
  hostRenewSlots: { numberOfKeys: 1, lua: RENEW_LUA },
  hostPauseSlots: { numberOfKeys: 1, lua: PAUSE_LUA },
  hostReleaseSlot: { numberOfKeys: 1, lua: `return redis.call('ZREM', KEYS[1], ARGV[1])` },
} as const;

const defined = new WeakSet<object>();

export class RedisSlotStore implements SlotStore {
  private readonly leaseMs: number;
  private readonly renewEveryMs: number;
  private readonly pollMs: number;
  private readonly held = new Set<string>();
  private renewal: NodeJS.Timeout | null = null;

  /**
   * @param client a connection (resolved lazily, so that a limiter can be made before Redis answers)
   * @param key the leases' key; the pause is `<key>:pause`
   */
  constructor(
    private readonly client: Promise<ScriptClient>,
    private readonly key: string,
    readonly limit: number,
    options: RedisSlotStoreOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.renewEveryMs = options.renewEveryMs ?? Math.max(1, Math.floor(this.leaseMs / 3));
    this.pollMs = options.pollMs ?? 25;
  }

  async take(): Promise<TakeAttempt> {
    const lease = randomBytes(12).toString('hex');
    const [taken, waitMs] = (await (await this.scripts()).runCommand('hostTakeSlot', [
      this.key,
      this.pauseKey(),
      lease,
      String(this.limit),
      String(this.leaseMs),
    ])) as [number, number];
    if (Number(taken) === 1) {
      this.held.add(lease);
      this.startRenewal();
      return { lease };
    }
    // Slots given back by other processes are not announced: ask again soon.
    return { retryInMs: Number(waitMs) > 0 ? Number(waitMs) : this.pollMs };
  }

  async give(lease: string): Promise<void> {
    this.held.delete(lease);
    if (this.held.size === 0) this.stopRenewal();
    await this.removeLease(lease);
  }

  async pause(milliseconds: number): Promise<void> {
    await (await this.scripts()).runCommand('hostPauseSlots', [this.pauseKey(), String(Math.ceil(milliseconds))]);
  }

  async close(): Promise<void> {
    this.stopRenewal();
    const leases = [...this.held];
    this.held.clear();
    for (const lease of leases) await this.removeLease(lease).catch(() => undefined);
  }

  private pauseKey(): string {
    return `${this.key}:pause`;
  }

  private async removeLease(lease: string): Promise<void> {
    await (await this.scripts()).runCommand('hostReleaseSlot', [this.key, lease]);
  }

  private async scripts(): Promise<ScriptClient> {
    const client = await this.client;
    if (!defined.has(client)) {
      for (const [name, definition] of Object.entries(COMMANDS)) client.defineCommand(name, definition);
      defined.add(client);
    }
    return client;
  }

  private startRenewal(): void {
    if (this.renewal) return;
    this.renewal = setInterval(() => {
      if (this.held.size === 0) return;
      this.scripts()
        .then((client) => client.runCommand('hostRenewSlots', [this.key, String(this.leaseMs), ...this.held]))
        .catch(() => {
          // A lease that cannot be renewed runs out: the slot frees itself, the call in flight goes on.
        });
    }, this.renewEveryMs);
    this.renewal.unref();
  }

  private stopRenewal(): void {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
  }
}
