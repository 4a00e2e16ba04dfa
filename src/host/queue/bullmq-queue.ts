import {
  DelayedError,
  Queue as BullQueue,
  UnrecoverableError as BullUnrecoverableError,
  Worker,
  type Job,
  type RedisClient,
  type RedisOptions,
} from 'bullmq';
import { ConcurrencyLimiter, type FleetLimits } from './concurrency-limiter.js';
import {
  QUEUE_DEFAULTS,
  RetryLaterError,
  UnrecoverableError,
  type JsonObject,
  type MessageHandlers,
  type Queue,
  type QueueMessage,
  type QueueOptions,
  type QueueStatus,
  type ScheduledTask,
  type StartOptions,
} from './queue.js';
import {
  afterTimeout,
  assertValidConcurrency,
  assertValidMessage,
  describeError,
  resolveQueueOptions,
  runUntilAborted,
  scheduleCheckEveryMs,
  stopController,
  AbandonedWork,
  type ResolvedQueueOptions,
} from './transport-support.js';
import { RedisSlotStore, type RedisSlotStoreOptions } from './redis-slot-store.js';
import { PRODUCT } from '../product.js';

export interface BullmqQueueOptions extends QueueOptions {
  /** `redis://[user:password@]host:port[/db]` or `rediss://...` (QUEUE_URL). */
  url: string;
  /** Prefix of every Redis key, so that installations (and tests) can share a server. Default `ext-translate`. */
  prefix?: string;
  /** Default `messages`. */
  queueName?: string;
  /**
   * How long a worker's lock on a running message lasts without renewal (BullMQ `lockDuration`). The lock
   * is renewed while the handler runs; a dead worker's messages are taken over once it has run out.
   * Default 30 000.
   */
  lockDurationMs?: number;
  /** How often workers look for messages whose lock ran out (BullMQ `stalledInterval`). Default 30 000. */
  stalledIntervalMs?: number;
  /**
   * How long `add` waits for Redis before it rejects. Default 5000. A message whose add timed out may
   * still be stored once Redis answers; a relay of it with the same id is then deduplicated.
   */
  addTimeoutMs?: number;
}

/** A message no handler in this process knows is put back for a worker that knows it, after this delay. */
const UNHANDLED_MESSAGE_DELAY_MS = 60_000;

/**
 * Redis scripts for a lease on a scheduled task, so that one run at a time happens across workers:
 * BullMQ creates the next period's job when the current one starts, so a run that outlasts its period
 * would otherwise overlap with the next.
 */
const TASK_LEASE_COMMANDS = {
  hostTakeTaskLease: `return redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX')`,
  hostRenewTaskLease: `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`,
  hostDropTaskLease: `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`,
} as const;

/**
 * The `bullmq` transport: messages are BullMQ jobs in Redis, for fleets of worker processes.
 *
 * How the port maps onto BullMQ:
 * - message name and payload: the job's name and data; the message id: the job's deduplication id, which
 *   holds while the job waits, runs or waits for a retry and is freed when it completes or fails for
 *   good (the same rule as the embedded transport; a job id would stay taken while the finished job is kept).
 * - retries: `attempts` = maxAttempts with exponential backoff from backoffMs.
 * - retention: `removeOnComplete` and `removeOnFail` by age, from {@link QUEUE_DEFAULTS}.
 * - {@link RetryLaterError}: `job.moveToDelayed` and BullMQ's DelayedError, which defers this one message
 *   without counting an attempt (a queue-wide rate limit would also hold back other providers' work).
 * - {@link UnrecoverableError}: BullMQ's UnrecoverableError, which skips the remaining attempts.
 * - stop: `worker.close()`, which takes no new jobs and waits for running ones; past stopTimeoutMs the
 *   handlers are aborted and their jobs moved back to delayed without counting an attempt.
 * - scheduled tasks: job schedulers (`upsertJobScheduler` with `every`), plus a lease key per task. A
 *   started queue checks that its schedulers still exist and upserts the lost ones again: Redis may
 *   restart empty or be flushed while the workers keep running.
 * - fleet limits ({@link FleetLimits}): a sorted set of expiring leases per limit (redis-slot-store.ts).
 */
export class BullmqQueue implements Queue, FleetLimits {
  readonly queueName: string;
  readonly prefix: string;
  private readonly options: ResolvedQueueOptions;
  private readonly connection: RedisOptions;
  private readonly lockDurationMs: number;
  private readonly stalledIntervalMs: number;
  private readonly addTimeoutMs: number;
  private readonly producer: BullQueue<JsonObject>;
  private readonly tasks = new Map<string, { everyMs: number; task: ScheduledTask }>();
  private worker: Worker<JsonObject> | null = null;
  private scheduleCheck: NodeJS.Timeout | null = null;
  private graceOver = stopController();
  private readonly abandoned = new AbandonedWork();
  private taskLeaseClient: Promise<RedisClient> | null = null;
  private readonly limiters = new Map<string, ConcurrencyLimiter>();
  private closed = false;

  constructor(options: BullmqQueueOptions) {
    this.options = resolveQueueOptions(options);
    this.queueName = options.queueName ?? 'messages';
    this.prefix = options.prefix ?? PRODUCT;
    this.lockDurationMs = options.lockDurationMs ?? 30_000;
    this.stalledIntervalMs = options.stalledIntervalMs ?? 30_000;
    this.addTimeoutMs = options.addTimeoutMs ?? 5000;
    this.connection = { url: options.url };
    this.producer = new BullQueue<JsonObject>(this.queueName, {
      // Fail fast while Redis is down instead of queueing commands in memory: a caller that dispatches
      // after its commit must learn at once that the message did not go out (BullMQ's guide on this).
      connection: { ...this.connection, enableOfflineQueue: false },
      prefix: this.prefix,
      defaultJobOptions: {
        attempts: this.options.maxAttempts,
        backoff: { type: 'exponential', delay: this.options.backoffMs },
        removeOnComplete: { age: QUEUE_DEFAULTS.keepDoneMs / 1000 },
        removeOnFail: { age: QUEUE_DEFAULTS.keepFailedMs / 1000 },
      },
    });
    this.producer.on('error', (error) => this.options.logger.error({ err: describeError(error) }, 'queue connection error'));
  }

  async add(message: QueueMessage): Promise<void> {
    await this.addAll([message]);
  }

  async addAll(messages: readonly QueueMessage[]): Promise<void> {
    this.assertOpen();
    for (const message of messages) assertValidMessage(message);
    if (messages.length === 0) return;
    await this.withinAddTimeout(
      this.producer.addBulk(
        messages.map((message) => ({
          name: message.name,
          data: message.payload,
          opts: { delay: message.delayMs ?? 0, ...(message.id !== undefined ? { deduplication: { id: message.id } } : {}) },
        })),
      ),
    );
  }

  async status(): Promise<QueueStatus> {
    this.assertOpen();
    return this.withinAddTimeout(
      (async () => {
        const counts = await this.producer.getJobCounts('wait', 'paused', 'prioritized', 'active', 'delayed', 'waiting-children');
        // Oldest first: one from the head of each waiting structure.
        const oldest = await this.producer.getJobs(['wait', 'paused', 'prioritized'], 0, 0, true);
        const dueSince = oldest.map((job) => job.timestamp + (job.opts.delay ?? 0));
        return {
          waiting: (counts.wait ?? 0) + (counts.paused ?? 0) + (counts.prioritized ?? 0),
          running: counts.active ?? 0,
          delayed: (counts.delayed ?? 0) + (counts['waiting-children'] ?? 0),
          oldestWaitingMs: dueSince.length === 0 ? null : Math.max(0, Date.now() - Math.min(...dueSince)),
        };
      })(),
    );
  }

  /**
   * Without the offline queue, commands fail at once while a connection is down; but the first
   * connection is awaited without a limit, so the limit is set here.
   */
  private async withinAddTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${String(this.addTimeoutMs)} ms.`)), this.addTimeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
      work.catch(() => {});
    }
  }

  async schedule(name: string, everyMs: number, task: ScheduledTask): Promise<void> {
    this.assertOpen();
    if (name === '') throw new Error('A scheduled task needs a name.');
    if (!Number.isInteger(everyMs) || everyMs < 1) throw new Error('everyMs must be a positive integer.');
    this.tasks.set(name, { everyMs, task });
    await this.upsertScheduler(name, everyMs);
    if (this.worker) this.watchSchedules();
  }

  private async upsertScheduler(name: string, everyMs: number): Promise<void> {
    await this.producer.upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data: {}, opts: { attempts: 1, removeOnComplete: true, removeOnFail: { age: QUEUE_DEFAULTS.keepFailedMs / 1000 } } },
    );
  }

  /** (Re)starts the periodic check that the registered tasks' schedulers still exist in Redis. */
  private watchSchedules(): void {
    if (this.scheduleCheck) clearInterval(this.scheduleCheck);
    this.scheduleCheck = null;
    if (this.tasks.size === 0) return;
    const everyMs = scheduleCheckEveryMs([...this.tasks.values()].map((registered) => registered.everyMs));
    this.scheduleCheck = setInterval(() => void this.restoreLostSchedulers(), everyMs);
  }

  private async restoreLostSchedulers(): Promise<void> {
    for (const [name, registered] of this.tasks) {
      try {
        if (await this.withinAddTimeout(this.producer.getJobScheduler(name))) continue;
        await this.withinAddTimeout(this.upsertScheduler(name, registered.everyMs));
        this.options.logger.warn({ task: name }, 'scheduled task was missing from Redis; scheduled again');
      } catch (error) {
        // Redis is unreachable: the next check tries again.
        this.options.logger.error({ task: name, err: describeError(error) }, 'scheduled task check failed');
      }
    }
  }

  async start(handlers: MessageHandlers, options: StartOptions): Promise<void> {
    this.assertOpen();
    if (this.worker) throw new Error('The queue is already started.');
    assertValidConcurrency(options.concurrency);
    const graceOver = stopController();
    this.graceOver = graceOver;
    const knownHandlers = { ...handlers };
    const worker = new Worker<JsonObject>(this.queueName, (job, token) => this.process(job, token, knownHandlers, graceOver.signal), {
      connection: { ...this.connection, maxRetriesPerRequest: null },
      prefix: this.prefix,
      concurrency: options.concurrency,
      lockDuration: this.lockDurationMs,
      stalledInterval: this.stalledIntervalMs,
    });
    worker.on('error', (error) => this.options.logger.error({ err: describeError(error) }, 'queue worker error'));
    this.worker = worker;
    await worker.waitUntilReady();
    this.watchSchedules();
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    if (this.scheduleCheck) clearInterval(this.scheduleCheck);
    this.scheduleCheck = null;
    const graceOver = this.graceOver;
    await afterTimeout(worker.close(), this.options.stopTimeoutMs, () => graceOver.abort());
    await this.abandoned.settle(this.options.settleTimeoutMs);
    this.worker = null;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.stop();
    this.closed = true;
    for (const limiter of this.limiters.values()) await limiter.close();
    await this.producer.close();
  }

  /**
   * This queue's Redis connection (it fails fast while Redis is down) and key prefix, for other state
   * the processes of a fleet share (the sign-in throttle, src/host/auth/fleet-throttle.ts).
   */
  sharedRedis(): { client: Promise<RedisClient>; prefix: string } {
    return { client: this.producer.client, prefix: `${this.prefix}:${this.queueName}` };
  }

  /**
   * A limit shared by every process on this Redis and prefix (one limiter per name and limit in this
   * process). Keys: `<prefix>:<queue>:limiter:<name>` and its `:pause`.
   */
  fleetLimiter(name: string, limit: number, options: RedisSlotStoreOptions = {}): ConcurrencyLimiter {
    this.assertOpen();
    const known = this.limiters.get(name);
    if (known && known.limit === limit) return known;
    const key = `${this.prefix}:${this.queueName}:limiter:${name}`;
    const limiter = new ConcurrencyLimiter(name, limit, new RedisSlotStore(this.producer.client, key, limit, options), this.options.logger);
    this.limiters.set(name, limiter);
    return limiter;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The queue is closed.');
  }

  private async process(job: Job<JsonObject>, token: string | undefined, handlers: MessageHandlers, signal: AbortSignal): Promise<void> {
    if (job.repeatJobKey !== undefined) {
      await this.runScheduledTask(job, token, signal);
      return;
    }
    const handler = handlers[job.name];
    if (!handler) {
      this.options.logger.warn({ messageId: job.id, name: job.name }, 'no handler here for this queue message; put back for another worker');
      return this.moveBackToDelayed(job, token, UNHANDLED_MESSAGE_DELAY_MS);
    }
    const attempt = job.attemptsMade + 1;
    // BullMQ retries by the attempts the job was added with, which another process may have set.
    const maxAttempts = job.opts.attempts ?? this.options.maxAttempts;
    let outcome: 'finished' | 'aborted';
    try {
      const work = Promise.resolve().then(() => handler(job.data, { attempt, maxAttempts, messageId: job.id ?? '', signal }));
      outcome = await runUntilAborted(work, signal, this.abandoned);
    } catch (error) {
      if (error instanceof RetryLaterError) return this.moveBackToDelayed(job, token, error.delayMs);
      const details = { messageId: job.id, name: job.name, attempt, err: describeError(error) };
      if (error instanceof UnrecoverableError) {
        this.options.logger.error(details, 'queue message failed for good');
        // BullMQ's own class, so that it skips the remaining attempts.
        throw new BullUnrecoverableError(error.message);
      }
      if (attempt >= maxAttempts) this.options.logger.error(details, 'queue message failed for good');
      else this.options.logger.warn(details, 'queue message failed; it will be retried');
      throw error;
    }
    if (outcome === 'aborted') return this.moveBackToDelayed(job, token, 0);
  }

  /**
   * Puts a running job back, to run again after `delayMs`, without counting an attempt. BullMQ wants the
   * processor to throw DelayedError after moving the job itself.
   */
  private async moveBackToDelayed(job: Job<JsonObject>, token: string | undefined, delayMs: number): Promise<never> {
    await job.moveToDelayed(Date.now() + delayMs, token);
    throw new DelayedError();
  }

  private async runScheduledTask(job: Job<JsonObject>, token: string | undefined, signal: AbortSignal): Promise<void> {
    const name = job.repeatJobKey ?? '';
    const task = this.tasks.get(name)?.task;
    // A task that this process does not register: the next period's job goes to a worker that does.
    if (!task) return;
    const client = await this.taskLeases();
    const leaseKey = `${this.prefix}:${this.queueName}:task-lease:${name}`;
    const leaseArgs = [leaseKey, job.id ?? '', String(this.lockDurationMs)];
    // Still held by the previous period's run: skip this period rather than overlap.
    if ((await client.runCommand('hostTakeTaskLease', leaseArgs)) === null) return;
    const renewal = setInterval(() => {
      client.runCommand('hostRenewTaskLease', leaseArgs).catch((error: unknown) => {
        this.options.logger.error({ task: name, err: describeError(error) }, 'scheduled task lease renewal failed');
      });
    }, Math.max(1, Math.floor(this.lockDurationMs / 3)));
    let outcome: 'finished' | 'aborted' = 'finished';
    try {
      outcome = await runUntilAborted(Promise.resolve().then(() => task({ signal })), signal, this.abandoned);
    } catch (error) {
      this.options.logger.error({ task: name, err: describeError(error) }, 'scheduled task failed; it runs again next period');
    } finally {
      clearInterval(renewal);
      await client.runCommand('hostDropTaskLease', leaseArgs);
    }
    // Released at shutdown: run it again soon, on whichever worker is still up.
    if (outcome === 'aborted') return this.moveBackToDelayed(job, token, 0);
  }

  private taskLeases(): Promise<RedisClient> {
    this.taskLeaseClient ??= this.producer.client.then((client) => {
      for (const [name, lua] of Object.entries(TASK_LEASE_COMMANDS)) client.defineCommand(name, { numberOfKeys: 1, lua });
      return client;
    });
    return this.taskLeaseClient;
  }
}
