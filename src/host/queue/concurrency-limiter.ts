/**
 * A limit of work in flight (for example calls to one upstream), with a pause that holds back every
 * new start for a while (an upstream that answered 429 with Retry-After). Waiters are served in the
 * order they came. Where the slots live is a {@link SlotStore}: this process only
 * ({@link LocalSlotStore}) or every process of a fleet (redis-slot-store.ts, through the BullMQ
 * transport's Redis).
 */
import type { Queue } from './queue.js';

/** Gives a slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

/** What a slot store answers to a take. */
export type TakeAttempt =
  /** A slot, named by its lease. */
  | { lease: string }
  /** No slot now: try again after `retryInMs`, or, when null, once this process gives a slot back. */
  | { retryInMs: number | null };

/** Where the slots of one limit are counted. */
export interface SlotStore {
  take(): Promise<TakeAttempt>;
  give(lease: string): Promise<void>;
  /**
   * Shares a pause with the other processes: no slot is handed out there for the next `milliseconds`
   * (a longer pause already set stays). Absent for a store of this process only: the limiter itself
   * holds the pause here.
   */
  pause?(milliseconds: number): Promise<void>;
  /** Stops background work (lease renewal); slots still held are given back. */
  close(): Promise<void>;
}

/** Slots counted in this process. */
export class LocalSlotStore implements SlotStore {
  private held = 0;
  private nextLease = 0;

  constructor(readonly limit: number) {}

  async take(): Promise<TakeAttempt> {
    if (this.held >= this.limit) return { retryInMs: null };
    this.held += 1;
    this.nextLease += 1;
    return { lease: String(this.nextLease) };
  }

  async give(): Promise<void> {
    this.held = Math.max(0, this.held - 1);
  }

  async close(): Promise<void> {}
}

interface Waiter {
  resolve: (release: ReleaseSlot) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/** Where a limiter reports what no caller awaits (a pause that could not be shared). */
export interface LimiterLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export class ConcurrencyLimiter {
  private readonly waiters: Waiter[] = [];
  private pumping = false;
  /** This process's pause (Date.now() time); a store may share it with other processes too. */
  private pausedUntil = 0;
  /** Wakes the pump before its retry time: a slot was given back here, a waiter left, a pause arrived. */
  private wake: (() => void) | null = null;

  constructor(
    readonly name: string,
    readonly limit: number,
    private readonly store: SlotStore,
    private readonly logger?: LimiterLogger,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`The limit of "${name}" must be a whole number of at least 1, got ${String(limit)}.`);
  }

  /**
   * Resolves once a slot is free and no pause holds; the caller must call the release it gets. Rejects
   * with the signal's reason when the signal aborts first (the place in the line is given up).
   */
  acquire(signal?: AbortSignal): Promise<ReleaseSlot> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<ReleaseSlot>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          this.removeWaiter(waiter);
          reject(signal?.reason);
          this.wake?.();
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.waiters.push(waiter);
      void this.pump();
    });
  }

  /**
   * Holds back every start for `milliseconds` (calls in flight go on). Never rejects: a pause that the
   * store could not share still holds in this process.
   */
  async pause(milliseconds: number): Promise<void> {
    if (!(milliseconds > 0)) return;
    // Here at once, before the store shares it: no start of this process slips in meanwhile.
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + milliseconds);
    this.wake?.();
    try {
      await this.store.pause?.(milliseconds);
    } catch (error) {
      this.logger?.warn({ limiter: this.name, err: error instanceof Error ? error.message : String(error) }, 'the pause could not be shared');
    }
  }

  /** Gives back the slots of the store's background work; waiters still in line are rejected. */
  async close(): Promise<void> {
    for (const waiter of this.waiters.splice(0)) {
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.reject(new Error(`The limiter "${this.name}" is closed.`));
    }
    this.wake?.();
    await this.store.close();
  }

  private removeWaiter(waiter: Waiter): void {
    const index = this.waiters.indexOf(waiter);
    if (index !== -1) this.waiters.splice(index, 1);
  }

  /** Takes slots for the waiters in order, one pump at a time, so the store is asked once per slot. */
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.waiters.length > 0) {
        let attempt: TakeAttempt;
        const pausedFor = this.pausedUntil - Date.now();
        try {
          attempt = pausedFor > 0 ? { retryInMs: pausedFor } : await this.store.take();
        } catch (error) {
          // The store is unreachable: the work waiting now fails (and is retried by its caller) rather than hanging.
          for (const waiter of this.waiters.splice(0)) {
            waiter.signal?.removeEventListener('abort', waiter.onAbort);
            waiter.reject(error);
          }
          return;
        }
        if ('lease' in attempt) {
          const waiter = this.waiters.shift();
          if (!waiter) {
            // The last waiter gave up while the slot was being taken (a new one may have come meanwhile).
            await this.store.give(attempt.lease);
            continue;
          }
          waiter.signal?.removeEventListener('abort', waiter.onAbort);
          waiter.resolve(this.releaseOf(attempt.lease));
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = attempt.retryInMs === null ? null : setTimeout(done, attempt.retryInMs);
          function done(): void {
            if (timer) clearTimeout(timer);
            resolve();
          }
          this.wake = done;
        });
        this.wake = null;
      }
    } finally {
      this.pumping = false;
    }
  }

  private releaseOf(lease: string): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.store.give(lease).then(
        () => this.wake?.(),
        (error: unknown) => {
          // The lease runs out by itself; until then the slot stays taken.
          this.logger?.warn({ limiter: this.name, err: error instanceof Error ? error.message : String(error) }, 'a slot could not be given back');
          this.wake?.();
        },
      );
    };
  }
}

/**
 * A queue transport whose workers share limits across processes (the BullMQ transport keeps them in
 * Redis). With a transport that lacks it, a limit holds per process.
 */
export interface FleetLimits {
  fleetLimiter(name: string, limit: number): ConcurrencyLimiter;
}

export function hasFleetLimits(queue: Queue): queue is Queue & FleetLimits {
  return typeof (queue as Partial<FleetLimits>).fleetLimiter === 'function';
}
