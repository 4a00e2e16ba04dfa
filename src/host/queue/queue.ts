/**
 * The queue port (docs/operations.md, "Queue and workers"): background work and recurring tasks behind one
 * small interface, with two interchangeable transports: `embedded` (rows in the application's own database,
 * see embedded-queue.ts) and `bullmq` (Redis, see bullmq-queue.ts). `createQueue` (create-queue.ts) picks one
 * from `QUEUE_URL`.
 *
 * Delivery is at least once: a message whose worker dies, or that is released at shutdown, runs again.
 * Handlers must therefore be idempotent, and messages should carry ids of work, not the work itself.
 */

/** A value that survives `JSON.stringify` and `JSON.parse` unchanged. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** One unit of background work. */
export interface QueueMessage {
  /** Selects the handler; namespaced by its owner, e.g. `ext_translate.translate_batch`. */
  name: string;
  /**
   * The handler's input, stored in the transport (database rows or Redis) and delivered exactly as
   * given. Never put secrets (API keys, tokens, passwords) here: payloads are readable by anyone with
   * access to the store and are kept after the message has run (see {@link QUEUE_DEFAULTS}).
   */
  payload: JsonObject;
  /**
   * Dedupe key. While a message with this id is waiting or running, adding another one with the same id
   * does nothing. Once the first has finished (done or failed for good), the id may be used again.
   * At most 255 characters.
   * @example `ext_translate.translate_batch:${jobId}:${batchIndex}`
   */
  id?: string;
  /** Run no earlier than this many milliseconds from now. Default 0. */
  delayMs?: number;
}

/** What a handler learns about the delivery it is running. */
export interface MessageContext {
  /**
   * 1 on the first run, 2 on the first retry, and so on. Deferrals through {@link RetryLaterError} and
   * releases at shutdown do not count.
   */
  attempt: number;
  /**
   * The runs this message gets before it fails for good, as its transport counts them (the queue's
   * {@link QueueOptions.maxAttempts}; on BullMQ the attempts the message was added with). The run
   * whose `attempt` reaches it is the last: a handler that must leave no work unfinished cleans up
   * when that run fails.
   */
  maxAttempts: number;
  /** The transport's id of this message; stable across retries. */
  messageId: string;
  /**
   * Aborted when the queue is stopping and its grace period ({@link QueueOptions.stopTimeoutMs}) is
   * over. The message is then released to run again, so a handler should stop promptly and leave no
   * half-written state that a second run would not repair.
   */
  signal: AbortSignal;
}

/**
 * Does the work of one message. Resolving marks it done. Throwing {@link RetryLaterError} defers it
 * without using up an attempt; {@link UnrecoverableError} fails it at once; any other error retries it
 * with exponential backoff until {@link QueueOptions.maxAttempts} is reached, then fails it.
 */
export type MessageHandler = (payload: JsonObject, context: MessageContext) => Promise<void>;

/** Handlers by message name. A worker only takes messages it has a handler for. */
export type MessageHandlers = Record<string, MessageHandler>;

export interface StartOptions {
  /** How many handlers may run at the same time in this process (AppConfig.workerConcurrency). */
  concurrency: number;
}

export interface ScheduledTaskContext {
  /** Aborted when the queue is stopping and its grace period is over. */
  signal: AbortSignal;
}

/** What a queue holds at one moment (health check, `GET /metrics`). */
export interface QueueStatus {
  /** Messages due and not yet taken by a worker. */
  waiting: number;
  /** Messages a worker is running. */
  running: number;
  /** Messages waiting for their time: a delay, a retry's backoff, the next period of a scheduled task. */
  delayed: number;
  /** Milliseconds the oldest waiting message has been due; null when none is waiting. */
  oldestWaitingMs: number | null;
}

/** A recurring task, e.g. relaying stranded jobs. An error is logged; the task runs again next period. */
export type ScheduledTask = (context: ScheduledTaskContext) => Promise<void>;

/**
 * A durable message queue with workers and recurring tasks.
 *
 * @example
 * ```ts
 * const queue = await createQueue(host.database, config.queueUrl);
 * await queue.add({ name: 'ext_translate.translate_batch', payload: { jobId, batch: 3 }, id: `${jobId}:3` });
 * await queue.start({ 'ext_translate.translate_batch': translateBatch }, { concurrency: config.workerConcurrency });
 * await queue.schedule('ext_translate.relay_stranded_jobs', 60_000, relayStrandedJobs);
 * // on SIGINT/SIGTERM
 * await queue.close();
 * ```
 */
export interface Queue {
  /** Stores a message for a worker; resolves once it is durably stored (or deduplicated). */
  add(message: QueueMessage): Promise<void>;
  /**
   * Stores several messages, delivered in their order as far as the workers take them one by one; resolves
   * once all are stored. One round trip where {@link add} would make one per message (the embedded
   * transport's multi-row insert, BullMQ's `addBulk`, which adds them all or none). Every message is
   * checked before any is stored.
   */
  addAll(messages: readonly QueueMessage[]): Promise<void>;
  /**
   * Starts working in this process: takes messages named in `handlers`, at most `concurrency` at a time,
   * and runs the tasks registered with {@link schedule}. Rejects when already started.
   */
  start(handlers: MessageHandlers, options: StartOptions): Promise<void>;
  /**
   * Registers a recurring task, run about every `everyMs` milliseconds while this queue is started. Across
   * all processes sharing the queue, one run at a time: each period's run goes to a single worker.
   * Every process registers the same tasks; registering again updates the period.
   *
   * The schedule lives in the transport's store. Should the store lose it (Redis restarted empty or
   * flushed, a database restored from a backup), a started queue puts it back within one period of the
   * task, and at most {@link QUEUE_DEFAULTS}.scheduleCheckMaxMs, without a restart.
   */
  schedule(name: string, everyMs: number, task: ScheduledTask): Promise<void>;
  /**
   * Stops working, gracefully: takes no new messages, waits up to `stopTimeoutMs` for the handlers in
   * flight, then aborts their signals and releases their messages to run again (the attempt does not
   * count). The queue may be started again; `add` keeps working.
   */
  stop(): Promise<void>;
  /**
   * Counts what the queue holds. Rejects when the transport's store is unreachable, which is what the
   * health check reports.
   */
  status(): Promise<QueueStatus>;
  /** Stops (see {@link stop}) and releases the transport's connections. The queue is unusable after. */
  close(): Promise<void>;
}

/**
 * Thrown by a handler to run the message again after `delayMs` without using up an attempt, e.g. when
 * an upstream answered 429 with `Retry-After`.
 */
export class RetryLaterError extends Error {
  override readonly name = 'RetryLaterError';
  constructor(
    readonly delayMs: number,
    message = `Retry in ${String(delayMs)} ms.`,
  ) {
    super(message);
  }
}

/** Thrown by a handler when retrying cannot help (bad payload, a record that is gone): fails at once. */
export class UnrecoverableError extends Error {
  override readonly name = 'UnrecoverableError';
}

/** Where a transport reports what no caller awaits: handler failures, lost leases, dispatch errors. */
export interface QueueLogger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** Options both transports share. */
export interface QueueOptions {
  /** Runs of a message before it fails for good. Default 5. */
  maxAttempts?: number;
  /** First retry delay; doubles on each further retry (1 s, 2 s, 4 s, ...). Default 1000. */
  backoffMs?: number;
  /** How long {@link Queue.stop} waits for handlers in flight before releasing them. Default 10 000. */
  stopTimeoutMs?: number;
  /**
   * After releasing them, how long {@link Queue.stop} still waits for handlers that ignore their signal
   * (a provider call cannot be taken back) to settle, so that what they record on their way out is
   * stored before the caller closes the database. Default 30 000.
   */
  settleTimeoutMs?: number;
  /** Default: the console. */
  logger?: QueueLogger;
}

/**
 * Defaults of {@link QueueOptions} and the retention of finished messages (the same on both transports,
 * so operators see the same history wherever the queue lives).
 */
export const QUEUE_DEFAULTS = {
  maxAttempts: 5,
  backoffMs: 1000,
  stopTimeoutMs: 10_000,
  settleTimeoutMs: 30_000,
  /** Done messages are kept this long for inspection, then deleted. */
  keepDoneMs: 60 * 60 * 1000,
  /** Failed messages are kept this long for inspection, then deleted. */
  keepFailedMs: 7 * 24 * 60 * 60 * 1000,
  /** The longest a started queue goes without checking that its scheduled tasks are still stored. */
  scheduleCheckMaxMs: 30_000,
} as const;
