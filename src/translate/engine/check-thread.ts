/**
 * A run's quality checks on a thread of their own. The checks (field-checks.ts) are pure CPU: about a
 * seventh of a large job's time on the process's thread, where every statement, call and write of the
 * job also runs. A batch's fields go to the thread in one message and their codes come back in one,
 * while the process goes on with the batch that runs beside it, and its requests. Each field's answer
 * also holds the hash of its source that its history row keeps (field-checks.ts): the thread has the
 * source at hand, and hashing every field's source was a third of the run's SHA-256 on the process's
 * thread.
 *
 * A batch of a few fields is checked where it runs (a message to the thread and back costs more than
 * their checks), and so is every batch when the thread cannot start or fails: the answers are the same
 * either way.
 *
 * @packageDocumentation
 */
import type { ResourceLimits } from 'node:worker_threads';
import { ThreadClient, moduleThread } from '../../host/threads/thread-client.js';
import { checkFields, type CheckRequest, type FieldCheck } from './field-checks.js';

/** Batches with fewer fields are checked in place. */
export const MIN_FIELDS_FOR_THREAD = 64;

/** How long the thread stays without a batch before it ends. */
export const CHECK_THREAD_IDLE_MS = 60_000;

/**
 * The thread's young generation: a batch's fields and the garbage of their checks live only while the
 * batch is checked. V8's default took the thread to about 47 MB while a job ran, 4 MB to about 30 MB,
 * as fast (a thread checking 130 batches of 620 fields, the built server).
 */
const THREAD_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 4 };

export interface CheckThreadOptions {
  minFields?: number;
  idleMs?: number;
  /** The thread's module beside this one (check-thread-entry); tests name another. */
  entry?: string;
}

export class CheckThread {
  private readonly thread: ThreadClient<CheckRequest, FieldCheck[]>;
  private readonly minFields: number;
  /** Batches the thread checked (the others were checked in place). */
  answered = 0;

  constructor(options: CheckThreadOptions = {}) {
    this.minFields = options.minFields ?? MIN_FIELDS_FOR_THREAD;
    const entry = options.entry ?? 'check-thread-entry';
    this.thread = new ThreadClient({ start: () => moduleThread(import.meta.url, entry, THREAD_LIMITS), idleMs: options.idleMs ?? CHECK_THREAD_IDLE_MS, endedMessage: 'The check thread ended.' });
  }

  /**
   * The codes and source hash of each field: from the thread for a batch of at least `minFields` fields,
   * else (or when the thread is not available, or ended before it answered) checked here.
   */
  async check(request: CheckRequest): Promise<FieldCheck[]> {
    if (request.fields.length < this.minFields) return checkFields(request);
    const answer = this.thread.request(request);
    if (answer === null) return checkFields(request);
    try {
      const checked = await answer;
      this.answered += 1;
      return checked;
    } catch {
      // The thread ended (or a check threw there): checked here, where an error of the checks is the caller's.
      return checkFields(request);
    }
  }

  /**
   * Starts the thread ahead of a batch of `fields` fields that will be sent to it (a plan that has read
   * a large selection, a batch that has read its records): its module loads on the other core meanwhile
   * (about 0.4 s from source, where the first large batch of a job waited for it) instead of when the
   * batch's checks are due. Smaller batches are checked in place and start nothing.
   */
  prepareFor(fields: number): void {
    if (fields >= this.minFields) this.thread.warm();
  }

  /** Whether the thread runs now. */
  get running(): boolean {
    return this.thread.running;
  }

  /** Whether the thread could not start or failed: every batch is checked in place from then on. */
  get unavailable(): boolean {
    return this.thread.unavailable;
  }

  /** Ends the thread; later batches are checked in place. */
  async close(): Promise<void> {
    await this.thread.close('The check thread was closed.');
  }
}

/** The process's check thread, shared by its workers. */
export const checkThread = new CheckThread();
