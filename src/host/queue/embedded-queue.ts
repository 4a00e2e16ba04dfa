import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Database, Db, Tx } from '../db/database.js';
import { newId } from '../db/ids.js';
import { inStatementChunks } from '../db/statement-chunks.js';
import {
  QUEUE_DEFAULTS,
  RetryLaterError,
  UnrecoverableError,
  type JsonObject,
  type MessageHandlers,
  type QueueMessage,
  type QueueOptions,
  type QueueStatus,
  type ScheduledTask,
  type StartOptions,
} from './queue.js';
import type { TransactionalQueue } from './transaction-with-messages.js';
import {
  afterTimeout,
  assertValidConcurrency,
  assertValidMessage,
  describeError,
  resolveQueueOptions,
  retryBackoffMs,
  runUntilAborted,
  scheduleCheckEveryMs,
  stopController,
  AbandonedWork,
  type ResolvedQueueOptions,
} from './transport-support.js';

const MESSAGE_TABLE = 'queue_message';
/** The columns a new message's row binds (addAll). */
const MESSAGE_COLUMNS = 9;
const SCHEDULE_TABLE = 'queue_schedule';
/** Finished messages are pruned at most this often (by every worker; the deletes are idempotent). */
const PRUNE_INTERVAL_MS = 60_000;

type MessageStatus = 'pending' | 'running' | 'done' | 'failed';

/** A row of `queue_message` (migration 0003-queue). */
export interface QueueMessageRow {
  id: string;
  name: string;
  /** The payload as JSON text. */
  payload: string;
  dedupeKey: string | null;
  status: MessageStatus;
  attempts: number;
  runAt: string;
  lockedBy: string | null;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface EmbeddedQueueOptions extends QueueOptions {
  /** How often an idle worker looks for due messages and tasks. Default 500. */
  pollIntervalMs?: number;
  /**
   * How long a claim on a message or task holds; renewed every third of it while the handler runs. When
   * a worker dies, another takes its messages over once the lease has run out. Default 30 000.
   */
  leaseMs?: number;
  /** Recorded in `locked_by`. Default `<host>:<pid>:<random>`, unique per queue instance. */
  workerId?: string;
}

interface RegisteredTask {
  everyMs: number;
  task: ScheduledTask;
}

/** The state of one start..stop span of working. */
interface WorkerRun {
  handlers: MessageHandlers;
  concurrency: number;
  /** Handlers (and tasks) in flight, each promise settling once its row is updated. */
  inFlight: Set<Promise<void>>;
  tasksRunning: Set<string>;
  /** Messages of {@link inFlight} whose handler is done and whose row is being updated: their slots are free. */
  finishing: number;
  /** The ids of the messages whose handler runs now: the leases the heartbeat renews. */
  handling: Set<string>;
  stopping: boolean;
  /** Aborted when the stop's grace period is over: handlers' signals, and releases. */
  graceOver: AbortController;
  loop: Promise<void>;
  heartbeat: NodeJS.Timeout;
  nextPruneAt: number;
  nextScheduleCheckAt: number;
  /** When {@link EmbeddedQueue.launchDueTasks} looks for due tasks next. */
  nextTaskCheckAt: number;
}

/** How a message's row ends an attempt: its status, and for another attempt its time and count. */
interface MessageOutcome {
  status: MessageStatus;
  attempts?: number;
  runAt?: string;
  lastError?: string | null;
}

/** The longest a due task waits for a busy worker loop to look at the schedule. */
const TASK_CHECK_MS = 100;

function isoAt(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/**
 * The `embedded` transport: messages are rows of `queue_message` in the application's own database,
 * claimed by polling workers under a renewable lease. No extra service to run; on PostgreSQL any number
 * of worker processes share the queue.
 */
export class EmbeddedQueue implements TransactionalQueue {
  /** Marks the ability checked by `isTransactionalQueue`. */
  readonly supportsTransactionalAdd = true;
  readonly workerId: string;
  private readonly options: ResolvedQueueOptions;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly tasks = new Map<string, RegisteredTask>();
  private readonly abandoned = new AbandonedWork();
  private run: WorkerRun | null = null;
  private wakeWorker: (() => void) | null = null;
  /**
   * A wake-up that came while the loop was busy (claiming, running the schedule's statements): the next
   * sleep returns at once, so a slot that freed up meanwhile is filled now, not after a whole poll.
   */
  private wakePending = false;
  private closed = false;

  constructor(
    private readonly database: Database,
    options: EmbeddedQueueOptions = {},
  ) {
    this.options = resolveQueueOptions(options);
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.workerId = options.workerId ?? `${hostname()}:${String(process.pid)}:${randomBytes(4).toString('hex')}`;
  }

  private get db(): Db {
    return this.database.db;
  }

  async add(message: QueueMessage, transaction?: Tx): Promise<void> {
    await this.addAll([message], transaction);
  }

  /**
   * Stores messages in one statement per {@link inStatementChunks} chunk (a job's plan adds one message
   * per batch, 129 for 20,000 products: on PostgreSQL each insert of its own was a round trip inside the
   * plan's transaction).
   */
  async addAll(messages: readonly QueueMessage[], transaction?: Tx): Promise<void> {
    this.assertOpen();
    for (const message of messages) assertValidMessage(message);
    if (messages.length === 0) return;
    const now = Date.now();
    const rows = messages.map((message) => ({
      id: newId(now),
      name: message.name,
      payload: JSON.stringify(message.payload),
      dedupeKey: message.id ?? null,
      status: 'pending' as const,
      attempts: 0,
      runAt: isoAt(now + (message.delayMs ?? 0)),
      createdAt: isoAt(now),
      updatedAt: isoAt(now),
    }));
    for (const part of inStatementChunks(rows, MESSAGE_COLUMNS)) {
      await (transaction ?? this.db)
        .insertInto(MESSAGE_TABLE)
        .values(part)
        // The only unique key a new row can collide with is the dedupe key of an unfinished message
        // (another's, or an earlier one's of the same statement).
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    // A worker in this process need not wait for its next poll; one added in a transaction is not
    // visible before the commit, so that one waits.
    if (!transaction && messages.some((message) => !message.delayMs)) this.wake();
  }

  /** Messages added in a transaction became visible: a worker of this process takes them now. */
  committed(): void {
    this.wake();
  }

  async schedule(name: string, everyMs: number, task: ScheduledTask): Promise<void> {
    this.assertOpen();
    if (name === '') throw new Error('A scheduled task needs a name.');
    if (!Number.isInteger(everyMs) || everyMs < 1) throw new Error('everyMs must be a positive integer.');
    const now = isoAt(Date.now());
    await this.db
      .insertInto(SCHEDULE_TABLE)
      .values({ name, everyMs, nextRunAt: now, createdAt: now, updatedAt: now })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ everyMs, updatedAt: now }))
      .execute();
    this.tasks.set(name, { everyMs, task });
    if (this.run) {
      this.run.nextScheduleCheckAt = Date.now();
      this.run.nextTaskCheckAt = 0;
    }
    this.wake();
  }

  async status(): Promise<QueueStatus> {
    this.assertOpen();
    const now = isoAt(Date.now());
    const [waiting, delayed, running] = await Promise.all([
      this.db
        .selectFrom(MESSAGE_TABLE)
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('runAt').as('oldest')])
        .where('status', '=', 'pending')
        .where('runAt', '<=', now)
        .executeTakeFirstOrThrow(),
      this.db.selectFrom(MESSAGE_TABLE).select((eb) => eb.fn.countAll().as('count')).where('status', '=', 'pending').where('runAt', '>', now).executeTakeFirstOrThrow(),
      this.db.selectFrom(MESSAGE_TABLE).select((eb) => eb.fn.countAll().as('count')).where('status', '=', 'running').executeTakeFirstOrThrow(),
    ]);
    const oldest = waiting.oldest as string | null;
    return {
      waiting: Number(waiting.count),
      running: Number(running.count),
      delayed: Number(delayed.count),
      oldestWaitingMs: oldest === null ? null : Math.max(0, Date.now() - Date.parse(oldest)),
    };
  }

  async start(handlers: MessageHandlers, options: StartOptions): Promise<void> {
    this.assertOpen();
    if (this.run) throw new Error('The queue is already started.');
    assertValidConcurrency(options.concurrency);
    const run: WorkerRun = {
      handlers: { ...handlers },
      concurrency: options.concurrency,
      inFlight: new Set(),
      tasksRunning: new Set(),
      finishing: 0,
      handling: new Set(),
      stopping: false,
      graceOver: stopController(),
      loop: Promise.resolve(),
      heartbeat: setInterval(() => void this.renewLeases(), Math.max(1, Math.floor(this.leaseMs / 3))),
      nextPruneAt: 0,
      nextScheduleCheckAt: Date.now(),
      nextTaskCheckAt: 0,
    };
    this.run = run;
    run.loop = this.workLoop(run);
  }

  async stop(): Promise<void> {
    const run = this.run;
    if (!run) return;
    run.stopping = true;
    this.wake();
    await run.loop;
    await afterTimeout(Promise.all(run.inFlight), this.options.stopTimeoutMs, () => run.graceOver.abort());
    await this.abandoned.settle(this.options.settleTimeoutMs);
    clearInterval(run.heartbeat);
    this.run = null;
  }

  /** Stops the workers. The database belongs to the caller, who closes it. */
  async close(): Promise<void> {
    await this.stop();
    this.closed = true;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The queue is closed.');
  }

  private async workLoop(run: WorkerRun): Promise<void> {
    while (!run.stopping) {
      let mayHaveMore = false;
      try {
        mayHaveMore = await this.claimAndLaunch(run);
        await this.restoreLostSchedules(run);
        await this.launchDueTasks(run);
        await this.pruneFinishedMessages(run);
      } catch (error) {
        // The database may be briefly unreachable; the next poll tries again.
        this.options.logger.error({ err: describeError(error), workerId: this.workerId }, 'queue poll failed');
      }
      if (!mayHaveMore && !run.stopping) await this.sleep(this.pollIntervalMs);
    }
  }

  /** Ends the worker's sleep, or makes its next one return at once when it is not sleeping now. */
  private wake(): void {
    if (this.wakeWorker) this.wakeWorker();
    else this.wakePending = true;
  }

  /** Waits for the poll interval, or less when a message is added here, a slot frees up or stop begins. */
  private sleep(ms: number): Promise<void> {
    if (this.wakePending) {
      this.wakePending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        if (this.wakeWorker === wake) this.wakeWorker = null;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakeWorker = wake;
    });
  }

  /** Claims as many due messages as there are free slots; true when every slot was filled. */
  private async claimAndLaunch(run: WorkerRun): Promise<boolean> {
    const names = Object.keys(run.handlers);
    const free = run.concurrency - this.messagesInFlight(run);
    if (free <= 0 || names.length === 0) return false;
    const claimed = await this.claimDueMessages(names, free);
    for (const row of claimed) this.track(run, this.deliver(run, row));
    return claimed.length === free;
  }

  private messagesInFlight(run: WorkerRun): number {
    return run.inFlight.size - run.tasksRunning.size - run.finishing;
  }

  private track(run: WorkerRun, work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => {
        this.options.logger.error({ err: describeError(error), workerId: this.workerId }, 'queue bookkeeping failed');
      })
      .finally(() => {
        run.inFlight.delete(tracked);
        this.wake();
      });
    run.inFlight.add(tracked);
  }

  /**
   * Claims up to `limit` due messages: pending ones whose time has come, and running ones whose lease
   * has run out (their worker died). Claiming marks them running under this worker's lease and counts
   * the attempt. This is the one place where the dialects differ:
   *
   * - PostgreSQL: one `with due as materialized (select ... for update skip locked) update ... where id
   *   in (select id from due) returning *` statement: the statement locks the rows it claims and updates
   *   them. Concurrent workers in other processes skip each other's locked rows instead of waiting, so
   *   each message is claimed by exactly one of them. (A transaction of a select and an update did the
   *   same in four round trips: begin, select, update, commit.) `materialized` makes PostgreSQL take the
   *   rows once, as the subquery of its own; inlined, the locking select could be planned as a join.
   * - SQLite: one `update ... where id in (select ... limit n) returning *` statement. SQLite lets one
   *   writer at a time in (other connections wait on the busy timeout), so the statement is atomic by
   *   itself; there are no row locks to skip.
   */
  private async claimDueMessages(names: string[], limit: number): Promise<QueueMessageRow[]> {
    const now = Date.now();
    const claim = {
      status: 'running',
      lockedBy: this.workerId,
      lockedUntil: isoAt(now + this.leaseMs),
      updatedAt: isoAt(now),
    } as const;
    const due = (db: Pick<Db, 'selectFrom'>) =>
      db
        .selectFrom(MESSAGE_TABLE)
        .select('id')
        .where('name', 'in', names)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('runAt', '<=', isoAt(now))]),
            eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', isoAt(now))]),
          ]),
        )
        .orderBy('runAt')
        .orderBy('id')
        .limit(limit);

    if (this.database.dialect === 'postgres') {
      return this.db
        .with(
          (cte) => cte('due').materialized(),
          (db) => due(db).forUpdate().skipLocked(),
        )
        .updateTable(MESSAGE_TABLE)
        .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
        .where(sql<boolean>`id in (select id from due)`)
        .returningAll()
        .execute() as Promise<QueueMessageRow[]>;
    }
    return this.db
      .updateTable(MESSAGE_TABLE)
      .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due(this.db))
      .returningAll()
      .execute() as Promise<QueueMessageRow[]>;
  }

  private async deliver(run: WorkerRun, row: QueueMessageRow): Promise<void> {
    const handler = run.handlers[row.name];
    if (!handler) throw new Error(`No handler for claimed message "${row.name}".`);
    const attempt = row.attempts;
    if (attempt > this.options.maxAttempts) {
      // Its worker died during the last attempt (the lease ran out): counted, and none is left.
      await this.finish(row, { status: 'failed', lastError: 'The worker of its last attempt stopped without finishing.' });
      return;
    }
    let outcome: MessageOutcome;
    run.handling.add(row.id);
    try {
      const payload = JSON.parse(row.payload) as JsonObject;
      const work = Promise.resolve().then(() =>
        handler(payload, { attempt, maxAttempts: this.options.maxAttempts, messageId: row.id, signal: run.graceOver.signal }),
      );
      outcome = (await runUntilAborted(work, run.graceOver.signal, this.abandoned)) === 'aborted' ? { status: 'pending', attempts: attempt - 1, runAt: isoAt(Date.now()) } : { status: 'done', lastError: null };
    } catch (error) {
      outcome = this.failedAttempt(row, error);
    }
    // The handler is done, so is its slot: the next message is claimed while this one's row is updated
    // (on PostgreSQL on another connection: a round trip less between two messages of a slot).
    run.handling.delete(row.id);
    run.finishing += 1;
    this.wake();
    try {
      await this.finish(row, outcome);
    } finally {
      run.finishing -= 1;
    }
  }

  /** What a failed attempt leaves: the message later again (a hand-back, a retry with backoff) or failed for good. */
  private failedAttempt(row: QueueMessageRow, error: unknown): MessageOutcome {
    const attempt = row.attempts;
    const lastError = describeError(error);
    const details = { messageId: row.id, name: row.name, attempt, err: lastError };
    if (error instanceof RetryLaterError) return { status: 'pending', attempts: attempt - 1, runAt: isoAt(Date.now() + error.delayMs), lastError };
    if (error instanceof UnrecoverableError || attempt >= this.options.maxAttempts) {
      this.options.logger.error(details, 'queue message failed for good');
      return { status: 'failed', lastError };
    }
    this.options.logger.warn(details, 'queue message failed; it will be retried');
    return { status: 'pending', runAt: isoAt(Date.now() + retryBackoffMs(attempt, this.options.backoffMs)), lastError };
  }

  /** Ends this worker's claim on a message, unless its lease was lost to another worker meanwhile. */
  private async finish(row: QueueMessageRow, outcome: MessageOutcome): Promise<void> {
    const result = await this.db
      .updateTable(MESSAGE_TABLE)
      .set({ ...outcome, lockedBy: null, lockedUntil: null, updatedAt: isoAt(Date.now()) })
      .where('id', '=', row.id)
      .where('status', '=', 'running')
      .where('lockedBy', '=', this.workerId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      this.options.logger.warn(
        { messageId: row.id, name: row.name, workerId: this.workerId },
        'queue message lease was lost before it finished; another worker has taken it over',
      );
    }
  }

  /**
   * Extends the leases of the messages and tasks this worker is running now, so that slow handlers are
   * not taken over. Only those: a row whose handler ended but whose update failed (the database
   * connection lost at that moment) keeps this worker's lease until it runs out, and is then taken over
   * and run again; renewed with the rest, it stayed `running` for as long as the process lived.
   */
  private async renewLeases(): Promise<void> {
    const run = this.run;
    if (!run) return;
    const now = Date.now();
    const lease = { lockedUntil: isoAt(now + this.leaseMs), updatedAt: isoAt(now) };
    const messages = [...run.handling];
    const tasks = [...run.tasksRunning];
    try {
      if (messages.length > 0) await this.db.updateTable(MESSAGE_TABLE).set(lease).where('lockedBy', '=', this.workerId).where('status', '=', 'running').where('id', 'in', messages).execute();
      if (tasks.length > 0) await this.db.updateTable(SCHEDULE_TABLE).set(lease).where('lockedBy', '=', this.workerId).where('name', 'in', tasks).execute();
    } catch (error) {
      this.options.logger.error({ err: describeError(error), workerId: this.workerId }, 'queue lease renewal failed');
    }
  }

  /**
   * Starts each registered task that is due and not leased by another worker. Taking the leases is one
   * conditional update of all of them, atomic on both dialects, so across processes one worker wins each
   * period. A busy loop (each finished message wakes it) looks at most every {@link TASK_CHECK_MS}, or
   * every shortest period of its tasks when that is shorter.
   */
  private async launchDueTasks(run: WorkerRun): Promise<void> {
    const now = Date.now();
    if (run.stopping || now < run.nextTaskCheckAt) return;
    const names = [...this.tasks.keys()].filter((name) => !run.tasksRunning.has(name));
    if (names.length === 0) return;
    run.nextTaskCheckAt = now + Math.min(TASK_CHECK_MS, ...[...this.tasks.values()].map((registered) => registered.everyMs));
    const taken = await this.db
      .updateTable(SCHEDULE_TABLE)
      .set({ lockedBy: this.workerId, lockedUntil: isoAt(now + this.leaseMs), lastStartedAt: isoAt(now), updatedAt: isoAt(now) })
      .where('name', 'in', names)
      .where('nextRunAt', '<=', isoAt(now))
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', isoAt(now))]))
      .returning('name')
      .execute();
    const takenNames = new Set(taken.map((row) => row.name));
    // In the order the tasks were scheduled, as one statement per task took them before.
    for (const [name, registered] of this.tasks) {
      if (!takenNames.has(name)) continue;
      run.tasksRunning.add(name);
      this.track(
        run,
        this.runTask(run, name, registered, now).finally(() => run.tasksRunning.delete(name)),
      );
    }
  }

  private async runTask(run: WorkerRun, name: string, registered: RegisteredTask, startedAt: number): Promise<void> {
    let lastError: string | null = null;
    try {
      const work = Promise.resolve().then(() => registered.task({ signal: run.graceOver.signal }));
      if ((await runUntilAborted(work, run.graceOver.signal, this.abandoned)) === 'aborted') {
        // Released without moving next_run_at: the task is still due, and another worker may run it.
        await this.releaseTask(name, {});
        return;
      }
    } catch (error) {
      lastError = describeError(error);
      this.options.logger.error({ task: name, err: lastError }, 'scheduled task failed; it runs again next period');
    }
    const finishedAt = Date.now();
    await this.releaseTask(name, {
      nextRunAt: isoAt(startedAt + registered.everyMs),
      lastFinishedAt: isoAt(finishedAt),
      lastError,
    });
  }

  private async releaseTask(name: string, changes: Record<string, string | null>): Promise<void> {
    await this.db
      .updateTable(SCHEDULE_TABLE)
      .set({ ...changes, lockedBy: null, lockedUntil: null, updatedAt: isoAt(Date.now()) })
      .where('name', '=', name)
      .where('lockedBy', '=', this.workerId)
      .execute();
  }

  /**
   * Puts back the schedule rows of registered tasks that are gone from the database (restored from a
   * backup, a table emptied by hand): without its row a task would never be due again.
   */
  private async restoreLostSchedules(run: WorkerRun): Promise<void> {
    const now = Date.now();
    if (now < run.nextScheduleCheckAt || this.tasks.size === 0) return;
    run.nextScheduleCheckAt = now + scheduleCheckEveryMs([...this.tasks.values()].map((registered) => registered.everyMs));
    for (const [name, registered] of this.tasks) {
      const restored = await this.db
        .insertInto(SCHEDULE_TABLE)
        .values({ name, everyMs: registered.everyMs, nextRunAt: isoAt(now), createdAt: isoAt(now), updatedAt: isoAt(now) })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      if (Number(restored.numInsertedOrUpdatedRows ?? 0n) > 0) {
        this.options.logger.warn({ task: name }, 'scheduled task was missing from the database; scheduled again');
      }
    }
  }

  /** Deletes finished messages past their retention ({@link QUEUE_DEFAULTS}). */
  private async pruneFinishedMessages(run: WorkerRun): Promise<void> {
    const now = Date.now();
    if (now < run.nextPruneAt) return;
    run.nextPruneAt = now + PRUNE_INTERVAL_MS;
    await this.db
      .deleteFrom(MESSAGE_TABLE)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'done'), eb('updatedAt', '<', isoAt(now - QUEUE_DEFAULTS.keepDoneMs))]),
          eb.and([eb('status', '=', 'failed'), eb('updatedAt', '<', isoAt(now - QUEUE_DEFAULTS.keepFailedMs))]),
        ]),
      )
      .execute();
  }
}
