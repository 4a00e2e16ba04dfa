import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BullmqQueue } from '../../src/host/queue/bullmq-queue.js';
import { ConcurrencyLimiter, hasFleetLimits, LocalSlotStore, type ReleaseSlot } from '../../src/host/queue/concurrency-limiter.js';
import { EmbeddedQueue } from '../../src/host/queue/embedded-queue.js';
import { RedisSlotStore } from '../../src/host/queue/redis-slot-store.js';
import type { Database } from '../../src/host/db/database.js';
import { deleteRedisPrefix, REDIS_URL, redisReachable } from '../support/redis.js';

const withRedis = await redisReachable();
if (!withRedis) console.warn(`Redis at ${REDIS_URL} is unreachable: the fleet limiter tests are skipped.`);

const local = (limit: number) => new ConcurrencyLimiter('test', limit, new LocalSlotStore(limit));

/** Runs `count` holders through the limiter at once, each holding its slot for a few event-loop turns; the most in flight. */
async function maxInFlight(limiter: ConcurrencyLimiter, count: number, hold: (index: number) => Promise<void>): Promise<number> {
  let inFlight = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const release = await limiter.acquire();
      inFlight += 1;
      most = Math.max(most, inFlight);
      await hold(index);
      inFlight -= 1;
      release();
    }),
  );
  return most;
}

/** Whether a promise has settled after the pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  return done;
}

describe('the concurrency limiter (in-process)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never has more than its limit in flight under many concurrent acquirers, and reaches it', async () => {
    const limiter = local(3);
    const most = await maxInFlight(limiter, 40, (index) => new Promise((resolve) => setTimeout(resolve, index % 4)));
    expect(most).toBe(3);
  });

  it('serves waiters in the order they came, and a released slot goes to the next one', async () => {
    const limiter = local(1);
    const order: number[] = [];
    const first = await limiter.acquire();
    const waiting = [1, 2, 3].map((index) => limiter.acquire().then((release) => (order.push(index), release)));
    expect(await settled(waiting[0] as Promise<ReleaseSlot>)).toBe(false);
    first();
    // Releasing twice gives back one slot only.
    first();
    (await waiting[0])?.();
    (await waiting[1])?.();
    (await waiting[2])?.();
    expect(order).toEqual([1, 2, 3]);
  });

  it('gives up the place of a waiter whose signal aborts, with the signal reason', async () => {
    const limiter = local(1);
    const held = await limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    const next = limiter.acquire();
    controller.abort(new Error('worker stopping'));
    await expect(waiting).rejects.toThrow('worker stopping');
    held();
    // The aborted waiter took no slot: the next one gets it.
    (await next)();
    await expect(limiter.acquire(AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });

  it('delays every acquirer while paused; calls in flight are not affected; a shorter pause does not shorten it', async () => {
    vi.useFakeTimers();
    const limiter = local(5);
    const inFlight = await limiter.acquire();
    await limiter.pause(1000);
    await limiter.pause(200);
    const waiting = [limiter.acquire(), limiter.acquire(), limiter.acquire()];
    await vi.advanceTimersByTimeAsync(999);
    for (const acquire of waiting) expect(await settled(acquire)).toBe(false);
    inFlight();
    await vi.advanceTimersByTimeAsync(1);
    for (const acquire of waiting) expect(await settled(acquire)).toBe(true);
    for (const acquire of waiting) (await acquire)();
  });

  it('refuses a limit below one', () => {
    expect(() => local(0)).toThrow('The limit of "test" must be a whole number of at least 1, got 0.');
  });

  it('is per process on the embedded transport: it has no fleet limits', () => {
    expect(hasFleetLimits(new EmbeddedQueue({} as Database))).toBe(false);
  });
});

describe.skipIf(!withRedis)('the concurrency limiter shared through Redis', () => {
  const prefix = `ext-translate-test-${randomBytes(6).toString('hex')}`;
  const queues: BullmqQueue[] = [];
  /** One queue per simulated process: each has its own connection and limiter state. */
  const processQueue = () => {
    const queue = new BullmqQueue({ url: REDIS_URL, prefix });
    queues.push(queue);
    return queue;
  };

  afterAll(async () => {
    for (const queue of queues) await queue.close();
    // Only this file's keys: never the whole Redis.
    await deleteRedisPrefix(prefix);
  });

  it('is a fleet limit on the BullMQ transport: two processes together never exceed it', async () => {
    const [first, second] = [processQueue(), processQueue()];
    expect(hasFleetLimits(first)).toBe(true);
    const limiters = [first.fleetLimiter('shared', 2), second.fleetLimiter('shared', 2)];
    expect(first.fleetLimiter('shared', 2)).toBe(limiters[0]);
    let inFlight = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const release = await (limiters[index % 2] as ConcurrencyLimiter).acquire();
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 15));
        inFlight -= 1;
        release();
      }),
    );
    expect(most).toBe(2);
  });

  it('pauses the acquirers of every process', async () => {
    const [first, second] = [processQueue(), processQueue()];
    const pausing = first.fleetLimiter('paused', 4);
    const other = second.fleetLimiter('paused', 4);
    // Timed from before the pause is asked for: the pause starts when Redis sets it, which is after
    // this, however long the answer takes to come back (on a busy machine it took over 80 ms).
    const started = Date.now();
    await pausing.pause(400);
    const release = await other.acquire();
    // Redis counts the pause in whole milliseconds (PTTL): at most a millisecond or two is lost to rounding.
    expect(Date.now() - started).toBeGreaterThanOrEqual(397);
    release();
  });

  it('frees the slot of a process that died once its lease runs out, and renews the leases of a live one', async () => {
    const client = (processQueue() as unknown as { producer: { client: Promise<never> } }).producer.client;
    const key = `${prefix}:leases-test`;
    // A holder that never renews nor releases: a killed worker.
    const dead = new ConcurrencyLimiter('dead', 1, new RedisSlotStore(client, key, 1, { leaseMs: 300, renewEveryMs: 3_600_000 }));
    // Renewed every 300 ms, the survivor's lease lapses only after 600 ms without a renewal: a busy machine
    // delays a timer by a few hundred milliseconds (at 300 ms, renewed every 100, the slot could go free).
    const survivor = new ConcurrencyLimiter('survivor', 1, new RedisSlotStore(client, key, 1, { leaseMs: 900, renewEveryMs: 300 }));
    // Timed from before the dead holder's lease is taken (as the pause above): its 300 ms run from when
    // Redis wrote it, which is after this.
    const started = Date.now();
    await dead.acquire();
    const taken = await survivor.acquire();
    expect(Date.now() - started).toBeGreaterThanOrEqual(297);
    // The survivor renews its lease: past two of its lease times another process still finds the slot taken.
    const third = new ConcurrencyLimiter('third', 1, new RedisSlotStore(client, key, 1, { leaseMs: 300 }));
    await expect(third.acquire(AbortSignal.timeout(2_000))).rejects.toThrow();
    taken();
    (await third.acquire(AbortSignal.timeout(2000)))();
    for (const limiter of [dead, survivor, third]) await limiter.close();
  });
});
