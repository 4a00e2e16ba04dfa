import { setMaxListeners } from 'node:events';
import { QUEUE_DEFAULTS, type QueueLogger, type QueueMessage, type QueueOptions } from './queue.js';

/** What both transports share beyond the port: option defaults, message checks, backoff, stopping. */

export interface ResolvedQueueOptions {
  maxAttempts: number;
  backoffMs: number;
  stopTimeoutMs: number;
  settleTimeoutMs: number;
  logger: QueueLogger;
}

const consoleQueueLogger: QueueLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

export function resolveQueueOptions(options: QueueOptions): ResolvedQueueOptions {
  const maxAttempts = options.maxAttempts ?? QUEUE_DEFAULTS.maxAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be a positive integer.');
  return {
    maxAttempts,
    backoffMs: options.backoffMs ?? QUEUE_DEFAULTS.backoffMs,
    stopTimeoutMs: options.stopTimeoutMs ?? QUEUE_DEFAULTS.stopTimeoutMs,
    settleTimeoutMs: options.settleTimeoutMs ?? QUEUE_DEFAULTS.settleTimeoutMs,
    logger: options.logger ?? consoleQueueLogger,
  };
}

/** The embedded transport's dedupe_key column holds this many characters; both transports accept as many. */
const MAX_MESSAGE_ID_LENGTH = 255;

/** Rejects what a transport would store wrongly or not at all, before anything is written. */
export function assertValidMessage(message: QueueMessage): void {
  if (typeof message.name !== 'string' || message.name === '') throw new Error('A queue message needs a name.');
  if (message.payload === null || typeof message.payload !== 'object' || Array.isArray(message.payload)) {
    throw new Error(`The payload of queue message "${message.name}" must be a JSON object.`);
  }
  if (message.id !== undefined && (typeof message.id !== 'string' || message.id === '' || message.id.length > MAX_MESSAGE_ID_LENGTH)) {
    throw new Error(`The id of queue message "${message.name}" must be a string of 1 to ${String(MAX_MESSAGE_ID_LENGTH)} characters.`);
  }
  if (message.delayMs !== undefined && !(Number.isFinite(message.delayMs) && message.delayMs >= 0)) {
    throw new Error(`The delayMs of queue message "${message.name}" must be a number >= 0.`);
  }
}

export function assertValidConcurrency(concurrency: number): void {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('Worker concurrency must be a positive integer.');
}

/**
 * How often a started queue checks that its scheduled tasks are still stored: once per shortest period,
 * and at least every {@link QUEUE_DEFAULTS}.scheduleCheckMaxMs.
 */
export function scheduleCheckEveryMs(periodsMs: Iterable<number>): number {
  return Math.min(QUEUE_DEFAULTS.scheduleCheckMaxMs, ...periodsMs);
}

/** Delay before the retry that follows failed attempt `attempt` (1-based): base, 2 x base, 4 x base, ... */
export function retryBackoffMs(attempt: number, backoffMs: number): number {
  return backoffMs * 2 ** (attempt - 1);
}

/** The text stored and logged for a handler's error. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The controller of a worker run's stop signal, aborted when the stop's grace period is over. Every
 * handler of the run gets that one signal and listens to it (a provider call in flight does, each), so
 * its listeners grow with the concurrency and the calls: Node's leak warning past ten listeners would
 * only put noise into the logs of a worker running more than ten messages at once. Each listener is
 * removed when its work ends.
 */
export function stopController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

/**
 * Waits for a handler, or stops waiting when `signal` aborts (the stop's grace period is over).
 * 'aborted' tells the caller to release the message: a handler that ignores its signal keeps running in
 * the background, and its late result is dropped, because the message will run again (at least once).
 * A rejection after the abort counts as 'aborted' too: it is most likely the handler honouring the signal.
 */
export function runUntilAborted(work: Promise<void>, signal: AbortSignal, abandoned?: AbandonedWork): Promise<'finished' | 'aborted'> {
  if (signal.aborted) {
    work.catch(() => {});
    abandoned?.track(work);
    return Promise.resolve('aborted');
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      abandoned?.track(work);
      resolve('aborted');
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve('finished');
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) resolve('aborted');
        else reject(error);
      },
    );
  });
}

/** Calls `onTimeout` unless `work` settles within `timeoutMs`; then waits for `work` either way. */
export async function afterTimeout(work: Promise<unknown>, timeoutMs: number, onTimeout: () => void): Promise<void> {
  const timer = setTimeout(onTimeout, timeoutMs);
  try {
    await work;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Handlers still running after the grace period, when their messages were already released. A transport's
 * stop() waits a bounded time ({@link QueueOptions.settleTimeoutMs}) for them to settle, so that what
 * they record on their way out (the usage of a provider call that was already made and billed) reaches
 * the database before its owner closes it.
 */
export class AbandonedWork {
  private readonly pending = new Set<Promise<void>>();

  track(work: Promise<unknown>): void {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
  }

  get size(): number {
    return this.pending.size;
  }

  /** Resolves when every tracked handler has settled, or after `timeoutMs`, whichever comes first. */
  async settle(timeoutMs: number): Promise<void> {
    if (this.pending.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all([...this.pending]), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }
}
