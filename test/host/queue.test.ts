import type { KyselyPlugin } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue as BullQueue, Worker as BullWorker } from 'bullmq';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/host/config/config.js';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { BullmqQueue, type BullmqQueueOptions } from '../../src/host/queue/bullmq-queue.js';
import { createQueue } from '../../src/host/queue/create-queue.js';
import { EmbeddedQueue, type EmbeddedQueueOptions } from '../../src/host/queue/embedded-queue.js';
import {
  RetryLaterError,
  UnrecoverableError,
  type JsonObject,
  type MessageContext,
  type Queue,
  type QueueLogger,
  type QueueMessage,
} from '../../src/host/queue/queue.js';
import { isTransactionalQueue, transactionWithMessages } from '../../src/host/queue/transaction-with-messages.js';
import { dialect, type TestDatabase } from '../support/harness.js';
import { migratedDatabases } from '../support/migrated-databases.js';

/**
 * The queue port: one behavioural suite run against each transport, embedded on
 * the current TEST_DATABASE and bullmq on the local Redis, then what is particular to each.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MESSAGE = 'test.work';
const WAIT_LIMIT_MS = 8000;

function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const redisReachable = await isReachable(REDIS_URL);
if (!redisReachable) console.warn(`Redis at ${REDIS_URL} is unreachable: the bullmq transport tests are skipped.`);

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(description: string, condition: () => boolean | Promise<boolean>, limitMs = WAIT_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${description}.`);
    await delay(10);
  }
}

/** Collects what a queue logs (handlers failing on purpose would otherwise fill the test output). */
function recordingLogger(): QueueLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (_details, message) => lines.push(message), error: (_details, message) => lines.push(message) };
}

/** Records every handler call. */
function calls() {
  const seen: { payload: JsonObject; context: MessageContext; at: number }[] = [];
  return {
    seen,
    record(payload: JsonObject, context: MessageContext) {
      seen.push({ payload, context, at: Date.now() });
    },
    attempts: () => seen.map((call) => call.context.attempt),
  };
}

/** Options every transport understands, set short so that the suite runs in seconds. */
interface SuiteQueueOptions {
  maxAttempts?: number;
  backoffMs?: number;
  stopTimeoutMs?: number;
  settleTimeoutMs?: number;
  logger?: QueueLogger;
}

interface TransportFixture {
  /** A queue instance as a separate process would have it: its own connections to the shared store. */
  createQueue(options?: SuiteQueueOptions): Promise<Queue>;
  /** The database whose transactions carry messages for `queue` (the embedded queue's own). */
  transactionDatabase(queue: Queue): Promise<Database>;
  /** Leaves `message` claimed by a worker that died: running, under a lease that runs out shortly. */
  simulateCrashedClaim(message: QueueMessage): Promise<void>;
  /** Names and errors of the messages that failed for good. */
  failedMessages(): Promise<{ name: string; error: string }[]>;
  /**
   * The store forgets everything this fixture's queues hold (messages, schedules, leases), as Redis
   * restarted empty or flushed, or a database restored from a backup, would leave it.
   */
  loseStoredState(): Promise<void>;
  close(): Promise<void>;
}

interface Transport {
  name: string;
  enabled: boolean;
  createFixture(): Promise<TransportFixture>;
}

const migrated = migratedDatabases();
afterAll(() => migrated.dropAll());

/** An empty, migrated database of its own for a test (migrated-databases.ts). */
function openMigratedTestDatabase(): Promise<{ testDatabase: TestDatabase; database: Database }> {
  return migrated.open();
}

const embeddedTransport: Transport = {
  name: `embedded (${dialect})`,
  enabled: true,
  async createFixture() {
    const { testDatabase, database: store } = await openMigratedTestDatabase();
    const queues: { queue: EmbeddedQueue; database: Database }[] = [];
    return {
      async createQueue(options = {}) {
        const database = await openDatabase(testDatabase.url);
        // Leases and locks of 5 s: at 1 s, a CI machine whose cores were all busy let one lapse now and then,
        // and a message ran twice (the tests that need a lapse set their own short one).
        const settings: EmbeddedQueueOptions = { pollIntervalMs: 20, leaseMs: 5000, backoffMs: 30, stopTimeoutMs: 2000, logger: recordingLogger(), ...options };
        const queue = new EmbeddedQueue(database, settings);
        queues.push({ queue, database });
        return queue;
      },
      async transactionDatabase(queue) {
        const found = queues.find((entry) => entry.queue === queue);
        if (!found) throw new Error('Not a queue of this fixture.');
        return found.database;
      },
      async simulateCrashedClaim(message) {
        const producer = new EmbeddedQueue(store);
        await producer.add(message);
        await store.db
          .updateTable('queue_message')
          .set({ status: 'running', attempts: 1, lockedBy: 'crashed-worker', lockedUntil: new Date(Date.now() + 300).toISOString() })
          .where('name', '=', message.name)
          .execute();
      },
      async failedMessages() {
        const rows = await store.db.selectFrom('queue_message').select(['name', 'lastError']).where('status', '=', 'failed').execute();
        return rows.map((row) => ({ name: row.name as string, error: row.lastError as string }));
      },
      async loseStoredState() {
        await store.db.deleteFrom('queue_message').execute();
        await store.db.deleteFrom('queue_schedule').execute();
      },
      async close() {
        for (const { queue, database } of queues) {
          await queue.close();
          await database.destroy();
        }
        await store.destroy();
        await testDatabase.drop();
      },
    };
  },
};

async function deleteKeysWithPrefix(client: Awaited<BullQueue['client']>, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, { MATCH: `${prefix}:*`, COUNT: 500 });
    if (keys.length > 0) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

const bullmqTransport: Transport = {
  name: 'bullmq (Redis)',
  enabled: redisReachable,
  async createFixture() {
    const prefix = `ext-translate-test-${randomBytes(6).toString('hex')}`;
    const queueName = 'messages';
    const inspector = new BullQueue(queueName, { connection: { url: REDIS_URL }, prefix });
    const queues: BullmqQueue[] = [];
    let transactionStore: { testDatabase: TestDatabase; database: Database } | null = null;
    return {
      async createQueue(options = {}) {
        const settings: BullmqQueueOptions = {
          url: REDIS_URL,
          prefix,
          queueName,
          // As the embedded fixture's lease: see there.
          lockDurationMs: 5000,
          stalledIntervalMs: 250,
          backoffMs: 30,
          stopTimeoutMs: 2000,
          logger: recordingLogger(),
          ...options,
        };
        const queue = new BullmqQueue(settings);
        queues.push(queue);
        return queue;
      },
      async transactionDatabase() {
        transactionStore ??= await openMigratedTestDatabase();
        return transactionStore.database;
      },
      async simulateCrashedClaim(message) {
        const producer = new BullmqQueue({ url: REDIS_URL, prefix, queueName });
        await producer.add(message);
        await producer.close();
        // A worker that takes the job and dies: its lock is never renewed nor released.
        const crashed = new BullWorker(queueName, null, { connection: { url: REDIS_URL }, prefix, lockDuration: 300 });
        const job = await crashed.getNextJob('crashed-worker-token');
        expect(job?.name).toBe(message.name);
        await crashed.close();
      },
      async failedMessages() {
        const failed = await inspector.getFailed();
        return failed.map((job) => ({ name: job.name, error: job.failedReason }));
      },
      async loseStoredState() {
        // Only this test's keys: the Redis server is shared with other tests.
        await deleteKeysWithPrefix(await inspector.client, prefix);
      },
      async close() {
        for (const queue of queues) await queue.close();
        await deleteKeysWithPrefix(await inspector.client, prefix);
        await inspector.close();
        if (transactionStore) {
          await transactionStore.database.destroy();
          await transactionStore.testDatabase.drop();
        }
      },
    };
  },
};

for (const transport of [embeddedTransport, bullmqTransport]) {
  describe.skipIf(!transport.enabled)(`queue port on ${transport.name}`, () => {
    let fixture: TransportFixture;
    beforeEach(async () => {
      fixture = await transport.createFixture();
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('delivers an added message with its payload exactly as given', async () => {
      const queue = await fixture.createQueue();
      const payload: JsonObject = { jobId: 'a1b2', batch: [1, 2, 3], nested: { text: 'Grüße, 世界 "quoted"', none: null, flag: true }, ratio: 0.25 };
      await queue.add({ name: MESSAGE, payload });
      const handled = calls();
      await queue.start({ [MESSAGE]: async (received, context) => handled.record(received, context) }, { concurrency: 1 });
      await waitFor('the message ran', () => handled.seen.length === 1);
      expect(handled.seen[0]!.payload).toEqual(payload);
      expect(handled.seen[0]!.context.attempt).toBe(1);
      expect(handled.seen[0]!.context.messageId).toMatch(/.+/);
      expect(handled.seen[0]!.context.signal.aborted).toBe(false);
    });

    it('dedupes by id while the message is pending, and frees the id once it has finished', async () => {
      const queue = await fixture.createQueue();
      await queue.add({ name: MESSAGE, payload: { copy: 1 }, id: 'batch-7' });
      await queue.add({ name: MESSAGE, payload: { copy: 2 }, id: 'batch-7' });
      await queue.add({ name: MESSAGE, payload: { copy: 3 } });
      const handled = calls();
      await queue.start({ [MESSAGE]: async (payload, context) => handled.record(payload, context) }, { concurrency: 1 });
      await waitFor('both distinct messages ran', () => handled.seen.length === 2);
      expect(handled.seen.map((call) => call.payload.copy).sort()).toEqual([1, 3]);

      // Added again once the first has finished (its bookkeeping may lag the handler a little).
      while (handled.seen.length < 3) {
        await queue.add({ name: MESSAGE, payload: { copy: 4 }, id: 'batch-7' });
        await delay(50);
      }
      await delay(200);
      expect(handled.seen.map((call) => call.payload.copy)).toEqual(expect.arrayContaining([4]));
      expect(handled.seen).toHaveLength(3);
    });

    it('adds several messages at once: each runs once, in their order, one per dedupe key; an invalid one stores none', async () => {
      const queue = await fixture.createQueue();
      await expect(queue.addAll([{ name: MESSAGE, payload: { index: -1 } }, { name: MESSAGE, payload: {}, delayMs: -1 }])).rejects.toThrow('must be a number >= 0');
      await queue.addAll([]);
      await queue.addAll([
        { name: MESSAGE, payload: { index: 0 }, id: 'plan-0' },
        { name: MESSAGE, payload: { index: 1 } },
        { name: MESSAGE, payload: { index: 2 }, id: 'plan-0' },
        { name: MESSAGE, payload: { index: 3 }, id: 'plan-3' },
      ]);
      const handled = calls();
      await queue.start({ [MESSAGE]: async (payload, context) => handled.record(payload, context) }, { concurrency: 1 });
      await waitFor('the three distinct messages ran', () => handled.seen.length === 3);
      await delay(200);
      expect(handled.seen.map((call) => call.payload.index)).toEqual([0, 1, 3]);
    });

    it('runs at most `concurrency` handlers at the same time', async () => {
      const queue = await fixture.createQueue();
      for (let index = 0; index < 10; index += 1) await queue.add({ name: MESSAGE, payload: { index } });
      let running = 0;
      let mostRunning = 0;
      let finished = 0;
      await queue.start(
        {
          [MESSAGE]: async () => {
            running += 1;
            mostRunning = Math.max(mostRunning, running);
            await delay(40);
            running -= 1;
            finished += 1;
          },
        },
        { concurrency: 3 },
      );
      await waitFor('all ten ran', () => finished === 10);
      expect(mostRunning).toBeLessThanOrEqual(3);
      expect(mostRunning).toBeGreaterThan(1);
    });

    it('runs more than ten handlers at once on one stop signal without a listener warning', async () => {
      // Each handler listens to its signal (a provider call does, per call in flight); the signal is the
      // worker's, shared by every handler: at a concurrency above ten Node warned of a leak there.
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
      process.on('warning', onWarning);
      try {
        const queue = await fixture.createQueue();
        for (let index = 0; index < 12; index += 1) await queue.add({ name: MESSAGE, payload: { index } });
        let running = 0;
        let mostRunning = 0;
        let finished = 0;
        await queue.start(
          {
            [MESSAGE]: async (_payload, context) => {
              const onAbort = () => undefined;
              context.signal.addEventListener('abort', onAbort);
              running += 1;
              mostRunning = Math.max(mostRunning, running);
              await waitFor('all twelve running', () => mostRunning === 12);
              running -= 1;
              context.signal.removeEventListener('abort', onAbort);
              finished += 1;
            },
          },
          { concurrency: 12 },
        );
        await waitFor('all twelve ran', () => finished === 12);
        // A warning is emitted on the next tick of the process.
        await delay(50);
        expect(mostRunning).toBe(12);
        expect(warnings.filter((warning) => warning.startsWith('MaxListenersExceededWarning'))).toEqual([]);
      } finally {
        process.off('warning', onWarning);
      }
    });

    it('retries a failing message with exponential backoff until it succeeds', async () => {
      const queue = await fixture.createQueue({ backoffMs: 100 });
      const handled = calls();
      await queue.add({ name: MESSAGE, payload: {} });
      await queue.start(
        {
          [MESSAGE]: async (payload, context) => {
            handled.record(payload, context);
            if (context.attempt < 3) throw new Error(`flaky upstream (attempt ${String(context.attempt)})`);
          },
        },
        { concurrency: 1 },
      );
      await waitFor('the third attempt ran', () => handled.seen.length === 3);
      expect(handled.attempts()).toEqual([1, 2, 3]);
      const [first, second, third] = handled.seen.map((call) => call.at) as [number, number, number];
      // Lower bounds only: the backoff guarantees the wait, the machine decides how much longer it is.
      expect(second - first).toBeGreaterThanOrEqual(95);
      expect(third - second).toBeGreaterThanOrEqual(195);
      await delay(150);
      expect(handled.seen).toHaveLength(3);
      expect(await fixture.failedMessages()).toEqual([]);
    });

    it('fails a message for good after maxAttempts', async () => {
      const queue = await fixture.createQueue({ maxAttempts: 3 });
      const handled = calls();
      await queue.add({ name: MESSAGE, payload: {} });
      await queue.start(
        {
          [MESSAGE]: async (payload, context) => {
            handled.record(payload, context);
            throw new Error('upstream keeps failing');
          },
        },
        { concurrency: 1 },
      );
      await waitFor('the message failed', async () => (await fixture.failedMessages()).length === 1);
      expect(handled.attempts()).toEqual([1, 2, 3]);
      expect(await fixture.failedMessages()).toEqual([{ name: MESSAGE, error: 'upstream keeps failing' }]);
      await delay(200);
      expect(handled.seen).toHaveLength(3);
    });

    it('tells every run how many runs the message gets, so that its last run knows it is the last', async () => {
      const queue = await fixture.createQueue({ maxAttempts: 3 });
      const handled = calls();
      await queue.add({ name: MESSAGE, payload: {} });
      await queue.start(
        {
          [MESSAGE]: async (payload, context) => {
            handled.record(payload, context);
            throw new Error('upstream keeps failing');
          },
        },
        { concurrency: 1 },
      );
      await waitFor('the message failed', async () => (await fixture.failedMessages()).length === 1);
      expect(handled.seen.map((call) => [call.context.attempt, call.context.maxAttempts])).toEqual([
        [1, 3],
        [2, 3],
        [3, 3],
      ]);
    });

    it('stops retrying at once on UnrecoverableError', async () => {
      const queue = await fixture.createQueue({ maxAttempts: 5 });
      const handled = calls();
      await queue.add({ name: MESSAGE, payload: {} });
      await queue.start(
        {
          [MESSAGE]: async (payload, context) => {
            handled.record(payload, context);
            throw new UnrecoverableError('the record is gone');
          },
        },
        { concurrency: 1 },
      );
      await waitFor('the message failed', async () => (await fixture.failedMessages()).length === 1);
      expect(await fixture.failedMessages()).toEqual([{ name: MESSAGE, error: 'the record is gone' }]);
      await delay(200);
      expect(handled.attempts()).toEqual([1]);
    });

    it('defers on RetryLaterError without using up an attempt', async () => {
      const queue = await fixture.createQueue({ maxAttempts: 2 });
      const handled = calls();
      await queue.add({ name: MESSAGE, payload: {} });
      await queue.start(
        {
          [MESSAGE]: async (payload, context) => {
            handled.record(payload, context);
            if (handled.seen.length <= 3) throw new RetryLaterError(100, 'upstream answered 429');
          },
        },
        { concurrency: 1 },
      );
      await waitFor('the fourth run succeeded', () => handled.seen.length === 4);
      // Three deferrals with maxAttempts 2: none of them counted.
      expect(handled.attempts()).toEqual([1, 1, 1, 1]);
      const times = handled.seen.map((call) => call.at);
      for (let index = 1; index < times.length; index += 1) expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(95);
      expect(await fixture.failedMessages()).toEqual([]);
    });

    it('holds a delayed message until its time', async () => {
      const queue = await fixture.createQueue();
      const handled = calls();
      const addedAt = Date.now();
      await queue.add({ name: MESSAGE, payload: { order: 'later' }, delayMs: 400 });
      await queue.add({ name: MESSAGE, payload: { order: 'now' } });
      await queue.start({ [MESSAGE]: async (payload, context) => handled.record(payload, context) }, { concurrency: 2 });
      await waitFor('both ran', () => handled.seen.length === 2);
      expect(handled.seen.map((call) => call.payload.order)).toEqual(['now', 'later']);
      expect(handled.seen[1]!.at - addedAt).toBeGreaterThanOrEqual(395);
    });

    it('stops gracefully: waits for the handlers in flight and takes nothing new', async () => {
      const queue = await fixture.createQueue();
      const started: number[] = [];
      const finished: number[] = [];
      for (let index = 0; index < 3; index += 1) await queue.add({ name: MESSAGE, payload: { index } });
      const handlers = {
        [MESSAGE]: async (payload: JsonObject) => {
          started.push(payload.index as number);
          await delay(300);
          finished.push(payload.index as number);
        },
      };
      await queue.start(handlers, { concurrency: 1 });
      await waitFor('the first message started', () => started.length === 1);
      await queue.stop();
      expect(finished).toEqual(started);
      expect(started).toHaveLength(1);

      await queue.start(handlers, { concurrency: 3 });
      await waitFor('the rest ran after the restart', () => finished.length === 3);
      await delay(100);
      expect([...started].sort()).toEqual([0, 1, 2]);
    });

    it('releases a message still running when the stop times out, and runs it again after a restart', async () => {
      const queue = await fixture.createQueue({ stopTimeoutMs: 150 });
      const handled = calls();
      let firstSignal: AbortSignal | null = null;
      await queue.add({ name: MESSAGE, payload: { item: 'long' } });
      await queue.start(
        {
          [MESSAGE]: (payload, context) => {
            handled.record(payload, context);
            firstSignal = context.signal;
            // Honours its signal, as handlers should.
            return new Promise((_resolve, reject) => context.signal.addEventListener('abort', () => reject(new Error('aborted'))));
          },
        },
        { concurrency: 1 },
      );
      await waitFor('the message started', () => handled.seen.length === 1);
      await queue.stop();
      expect(firstSignal!.aborted).toBe(true);

      await queue.start({ [MESSAGE]: async (payload, context) => handled.record(payload, context) }, { concurrency: 1 });
      await waitFor('the released message ran again', () => handled.seen.length === 2);
      expect(handled.seen[1]!.payload).toEqual({ item: 'long' });
      // The interrupted run does not count as an attempt.
      expect(handled.seen[1]!.context.attempt).toBe(1);
      expect(await fixture.failedMessages()).toEqual([]);
    });

    it('keeps stop bounded when a handler ignores its signal', async () => {
      const queue = await fixture.createQueue({ stopTimeoutMs: 100, settleTimeoutMs: 200 });
      let started = false;
      let finished = false;
      await queue.add({ name: MESSAGE, payload: {} });
      await queue.start(
        {
          [MESSAGE]: async () => {
            started = true;
            await delay(1500);
            finished = true;
          },
        },
        { concurrency: 1 },
      );
      await waitFor('the message started', () => started);
      await queue.stop();
      // stop returned without waiting for the handler; its message was released.
      expect(finished).toBe(false);
    });

    it('after releasing a handler that ignores its signal, waits for it to settle (so its last records are stored)', async () => {
      const queue = await fixture.createQueue({ stopTimeoutMs: 100, settleTimeoutMs: 5000 });
      let started = false;
      let finished = false;
      await queue.add({ name: MESSAGE, payload: {} });
      await queue.start(
        {
          [MESSAGE]: async () => {
            started = true;
            await delay(600);
            finished = true;
          },
        },
        { concurrency: 1 },
      );
      await waitFor('the message started', () => started);
      await queue.stop();
      expect(finished).toBe(true);
    });

    it("takes over a crashed worker's message once its lease has run out", async () => {
      await fixture.simulateCrashedClaim({ name: MESSAGE, payload: { orphan: true } });
      const queue = await fixture.createQueue();
      const handled = calls();
      await queue.start({ [MESSAGE]: async (payload, context) => handled.record(payload, context) }, { concurrency: 1 });
      await waitFor('the orphaned message ran', () => handled.seen.length === 1);
      expect(handled.seen[0]!.payload).toEqual({ orphan: true });
      await delay(300);
      expect(handled.seen).toHaveLength(1);
    });

    it('shares one queue between two processes: 200 messages, each handled exactly once', async () => {
      const first = await fixture.createQueue();
      const second = await fixture.createQueue();
      for (let index = 0; index < 200; index += 1) await first.add({ name: MESSAGE, payload: { index } });
      const handledBy = new Map<number, string[]>();
      const handlerFor = (process: string) => ({
        [MESSAGE]: async (payload: JsonObject) => {
          const index = payload.index as number;
          handledBy.set(index, [...(handledBy.get(index) ?? []), process]);
          await delay(2);
        },
      });
      await Promise.all([first.start(handlerFor('first'), { concurrency: 4 }), second.start(handlerFor('second'), { concurrency: 4 })]);
      await waitFor('all 200 ran', () => handledBy.size === 200, 20_000);
      await delay(200);
      const runs = [...handledBy.values()];
      expect(runs.every((processes) => processes.length === 1)).toBe(true);
      expect(runs.flat().filter((process) => process === 'first').length).toBeGreaterThan(0);
      expect(runs.flat().filter((process) => process === 'second').length).toBeGreaterThan(0);
    });

    it('runs a scheduled task on one process at a time, once per period', async () => {
      const first = await fixture.createQueue();
      const second = await fixture.createQueue();
      const runs: string[] = [];
      let running = 0;
      let mostRunning = 0;
      const taskFor = (process: string) => async () => {
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        runs.push(process);
        await delay(50);
        running -= 1;
      };
      await first.schedule('test.tick', 250, taskFor('first'));
      await second.schedule('test.tick', 250, taskFor('second'));
      const startedAt = Date.now();
      await Promise.all([first.start({}, { concurrency: 2 }), second.start({}, { concurrency: 2 })]);
      await waitFor('the task ran three times', () => runs.length >= 3);
      await delay(300);
      await Promise.all([first.stop(), second.stop()]);
      const periods = Math.ceil((Date.now() - startedAt) / 250);
      expect(mostRunning).toBe(1);
      // Both processes running it every period would come to about twice this.
      expect(runs.length).toBeLessThanOrEqual(periods + 1);
    });

    it('never overlaps two runs of a task that outlasts its period', async () => {
      const first = await fixture.createQueue();
      const second = await fixture.createQueue();
      let runs = 0;
      let running = 0;
      let mostRunning = 0;
      const slowTask = async () => {
        runs += 1;
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        await delay(400);
        running -= 1;
      };
      await first.schedule('test.slow', 100, slowTask);
      await second.schedule('test.slow', 100, slowTask);
      await Promise.all([first.start({}, { concurrency: 2 }), second.start({}, { concurrency: 2 })]);
      await waitFor('the task ran twice', () => runs >= 2);
      await Promise.all([first.stop(), second.stop()]);
      expect(mostRunning).toBe(1);
    });

    it('schedules a task again when the store has lost it, without a restart, and keeps delivering messages', async () => {
      const logger = recordingLogger();
      const queue = await fixture.createQueue({ logger });
      let runs = 0;
      await queue.schedule('test.relay', 200, async () => {
        runs += 1;
      });
      const handled = calls();
      await queue.start({ [MESSAGE]: async (payload, context) => handled.record(payload, context) }, { concurrency: 1 });
      await waitFor('the task ran', () => runs >= 1);

      await fixture.loseStoredState();
      const runsAtLoss = runs;
      // One period to notice the loss, one to run; the bound leaves room for a slow machine.
      await waitFor('the task ran again after the loss', () => runs >= runsAtLoss + 2, 5000);
      expect(logger.lines).toEqual(expect.arrayContaining([expect.stringMatching(/^scheduled task was missing from (Redis|the database); scheduled again$/)]));
      await queue.add({ name: MESSAGE, payload: { after: 'loss' } });
      await waitFor('a message added after the loss ran', () => handled.seen.length === 1);
      expect(handled.seen[0]!.payload).toEqual({ after: 'loss' });
    });

    it('reports what it holds: waiting, delayed and running messages and how long the oldest has waited', async () => {
      const queue = await fixture.createQueue();
      expect(await queue.status()).toEqual({ waiting: 0, running: 0, delayed: 0, oldestWaitingMs: null });
      await queue.add({ name: MESSAGE, payload: { index: 1 } });
      await delay(60);
      await queue.add({ name: MESSAGE, payload: { index: 2 } });
      await queue.add({ name: MESSAGE, payload: { index: 3 }, delayMs: 60_000 });
      const waiting = await queue.status();
      expect(waiting).toMatchObject({ waiting: 2, running: 0, delayed: 1 });
      expect(waiting.oldestWaitingMs).toBeGreaterThanOrEqual(50);
      expect(waiting.oldestWaitingMs).toBeLessThan(60_000);

      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let started = 0;
      await queue.start(
        {
          [MESSAGE]: async () => {
            started += 1;
            await gate;
          },
        },
        { concurrency: 2 },
      );
      await waitFor('both due messages are running', () => started === 2);
      await waitFor('the queue counts them as running', async () => (await queue.status()).running === 2);
      expect(await queue.status()).toEqual({ waiting: 0, running: 2, delayed: 1, oldestWaitingMs: null });
      release();
    });

    it('never runs a message added in a transaction that rolled back; dispatches the committed one', async () => {
      const queue = await fixture.createQueue();
      const database = await fixture.transactionDatabase(queue);
      const handled = calls();
      await expect(
        transactionWithMessages(database.db, queue, async (transaction, outbox) => {
          await transaction.insertInto('locale').values({ id: 'f'.repeat(32), code: 'xx-RB', name: 'Rolled back', territory: 'Nowhere', createdAt: new Date().toISOString() }).execute();
          await outbox.add({ name: MESSAGE, payload: { outcome: 'rolled back' } });
          throw new Error('the request failed validation');
        }),
      ).rejects.toThrow('the request failed validation');
      const committed = await transactionWithMessages(database.db, queue, async (transaction, outbox) => {
        await outbox.add({ name: MESSAGE, payload: { outcome: 'committed' } });
        return 'created';
      });
      expect(committed).toEqual({ result: 'created', undispatched: [] });
      await queue.start({ [MESSAGE]: async (payload, context) => handled.record(payload, context) }, { concurrency: 2 });
      await waitFor('the committed message ran', () => handled.seen.length === 1);
      await delay(300);
      expect(handled.seen.map((call) => call.payload)).toEqual([{ outcome: 'committed' }]);
      expect(await database.db.selectFrom('locale').select('code').where('code', '=', 'xx-RB').execute()).toEqual([]);
    });

    it('refuses to start twice and rejects malformed messages before storing them', async () => {
      const queue = await fixture.createQueue();
      await expect(queue.add({ name: '', payload: {} })).rejects.toThrow('A queue message needs a name.');
      await expect(queue.add({ name: MESSAGE, payload: [] as unknown as JsonObject })).rejects.toThrow('must be a JSON object');
      await expect(queue.add({ name: MESSAGE, payload: {}, id: 'x'.repeat(256) })).rejects.toThrow('must be a string of 1 to 255 characters');
      await expect(queue.add({ name: MESSAGE, payload: {}, delayMs: -1 })).rejects.toThrow('must be a number >= 0');
      await queue.start({}, { concurrency: 1 });
      await expect(queue.start({}, { concurrency: 1 })).rejects.toThrow('already started');
      await queue.close();
      await expect(queue.add({ name: MESSAGE, payload: {} })).rejects.toThrow('closed');
    });
  });
}

describe(`embedded transport on ${dialect}`, () => {
  let store: { testDatabase: TestDatabase; database: Database };
  beforeEach(async () => {
    store = await openMigratedTestDatabase();
  });
  afterEach(async () => {
    await store.database.destroy();
    await store.testDatabase.drop();
  });

  it('stores messages as rows: payload as JSON text, dedupe key, and the states a run goes through', async () => {
    const queue = new EmbeddedQueue(store.database, { pollIntervalMs: 20, logger: recordingLogger() });
    const payload = { jobId: 'j1', records: ['a', 'b'] };
    await queue.add({ name: MESSAGE, payload, id: 'j1:0' });
    const pending = await store.database.db.selectFrom('queue_message').selectAll().executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ name: MESSAGE, payload: JSON.stringify(payload), dedupeKey: 'j1:0', status: 'pending', attempts: 0, lockedBy: null });

    let sawRunning: unknown = null;
    await queue.start(
      {
        [MESSAGE]: async () => {
          sawRunning = await store.database.db.selectFrom('queue_message').select(['status', 'lockedBy', 'attempts']).executeTakeFirst();
        },
      },
      { concurrency: 1 },
    );
    await waitFor('the message is done', async () => {
      const row = await store.database.db.selectFrom('queue_message').select('status').executeTakeFirst();
      return row?.status === 'done';
    });
    await queue.stop();
    expect(sawRunning).toEqual({ status: 'running', lockedBy: queue.workerId, attempts: 1 });
    const done = await store.database.db.selectFrom('queue_message').selectAll().executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'done', lockedBy: null, lockedUntil: null, lastError: null });

    // A finished message frees its dedupe key.
    await queue.add({ name: MESSAGE, payload, id: 'j1:0' });
    expect(await store.database.db.selectFrom('queue_message').select('status').orderBy('id').execute()).toEqual([{ status: 'done' }, { status: 'pending' }]);
    await queue.close();
  });

  it('a worker takes a message committed with a transaction at once, without waiting for its next poll', async () => {
    // A poll interval far longer than the test may wait: only the wake after the commit can run the message.
    const queue = new EmbeddedQueue(store.database, { pollIntervalMs: 60_000, logger: recordingLogger() });
    const handled: JsonObject[] = [];
    await queue.start({ [MESSAGE]: async (payload) => void handled.push(payload) }, { concurrency: 1 });
    await delay(100);
    await transactionWithMessages(store.database.db, queue, async (_transaction, outbox) => {
      await outbox.add({ name: MESSAGE, payload: { step: 'committed' } });
    });
    await waitFor('the committed message ran', () => handled.length === 1);
    expect(handled).toEqual([{ step: 'committed' }]);
    await queue.close();
  });

  it('a slot that frees up while the worker loop is busy is filled at once, not after the next poll', async () => {
    // Handlers that finish at once free their slot while the loop is still running its own statements
    // (claiming, the schedule); the wake-up then must not be lost, or each message waits a whole poll.
    const queue = new EmbeddedQueue(store.database, { pollIntervalMs: 60_000, logger: recordingLogger() });
    await queue.schedule('test.tick', 60_000, async () => undefined);
    for (let index = 0; index < 6; index += 1) await queue.add({ name: MESSAGE, payload: { index } });
    const handled: JsonObject[] = [];
    await queue.start({ [MESSAGE]: async (payload) => void handled.push(payload) }, { concurrency: 1 });
    await waitFor('every message ran', () => handled.length === 6);
    expect(handled.map((payload) => payload.index)).toEqual([0, 1, 2, 3, 4, 5]);
    await queue.close();
  });

  it.runIf(dialect === 'postgres')('on PostgreSQL, runs a slot’s next message while the last one’s row waits to be updated', async () => {
    const queue = new EmbeddedQueue(store.database, { pollIntervalMs: 60_000, logger: recordingLogger() });
    await queue.add({ name: MESSAGE, payload: { index: 0 }, id: 'first' });
    await queue.add({ name: MESSAGE, payload: { index: 1 }, id: 'second' });
    const db = store.database.db;
    const firstStatus = async () => (await db.selectFrom('queue_message').select('status').where('dedupeKey', '=', 'first').executeTakeFirstOrThrow()).status;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const rowLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another transaction takes the first message's row while its handler runs: the row's update after
    // the handler waits until that transaction ends.
    let holder: Promise<void> = Promise.resolve();
    const seen: { index: unknown; firstStatus: string }[] = [];
    await queue.start(
      {
        [MESSAGE]: async (payload) => {
          if (payload.index === 0) {
            holder = db.transaction().execute(async (trx) => {
              await trx.selectFrom('queue_message').select('id').where('dedupeKey', '=', 'first').forUpdate().execute();
              locked();
              await released;
            });
            await rowLocked;
          }
          seen.push({ index: payload.index, firstStatus: await firstStatus() });
        },
      },
      { concurrency: 1 },
    );
    try {
      await waitFor('the second message ran', () => seen.length === 2);
    } finally {
      release();
      await holder;
    }
    // With one slot, the second message ran while the first's row was still `running`.
    expect(seen).toEqual([
      { index: 0, firstStatus: 'running' },
      { index: 1, firstStatus: 'running' },
    ]);
    await waitFor('the first message is done', async () => (await firstStatus()) === 'done');
    await queue.close();
  });

  it('runs a message again once its lease runs out when its row could not be updated after its handler (the connection lost then)', async () => {
    let failFinish = false;
    // Fails the next update that ends an attempt (the one that sets `last_error`), as a lost connection does.
    const failing: KyselyPlugin = {
      transformQuery: (args) => {
        const node = args.node as unknown as { kind: string; updates?: { column: { column: { name: string } } }[] };
        const columns = node.kind === 'UpdateQueryNode' ? (node.updates ?? []).map((update) => update.column.column.name) : [];
        if (failFinish && columns.some((name) => name === 'last_error' || name === 'lastError')) {
          failFinish = false;
          throw new Error('Connection terminated unexpectedly');
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const queue = new EmbeddedQueue({ ...store.database, db: store.database.db.withPlugin(failing) }, { pollIntervalMs: 50, leaseMs: 600, logger: recordingLogger() });
    await queue.add({ name: MESSAGE, payload: { step: 'once' } });
    const handled = calls();
    await queue.start(
      {
        [MESSAGE]: async (payload, context) => {
          handled.record(payload, context);
          if (handled.seen.length === 1) failFinish = true;
        },
      },
      { concurrency: 1 },
    );
    // The first run's row stays `running` under this worker's lease, which is no longer renewed: after
    // it the message runs again (the handlers are idempotent) and ends `done`.
    await waitFor('the message ran again', () => handled.seen.length === 2, 5_000);
    expect(handled.attempts()).toEqual([1, 2]);
    await waitFor('the message is done', async () => (await store.database.db.selectFrom('queue_message').select('status').executeTakeFirstOrThrow()).status === 'done');
    await queue.close();
  });

  it('adds several messages in one statement, in their order, each dedupe key once; an invalid one stores none', async () => {
    const queue = new EmbeddedQueue(store.database, { pollIntervalMs: 20, logger: recordingLogger() });
    const statements: string[] = [];
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await store.database.db.transaction().execute(async (transaction) => {
      const messages = [
        { name: MESSAGE, payload: { index: 0 }, id: 'plan:0' },
        { name: MESSAGE, payload: { index: 1 }, id: 'plan:1' },
        { name: MESSAGE, payload: { index: 2 }, id: 'plan:0' },
        { name: MESSAGE, payload: { index: 3 } },
      ];
      await queue.addAll(messages, transaction.withPlugin(counting));
    });
    expect(statements).toEqual(['InsertQueryNode']);
    const rows = await store.database.db.selectFrom('queue_message').select(['payload', 'dedupeKey']).orderBy('id').execute();
    expect(rows).toEqual([
      { payload: JSON.stringify({ index: 0 }), dedupeKey: 'plan:0' },
      { payload: JSON.stringify({ index: 1 }), dedupeKey: 'plan:1' },
      { payload: JSON.stringify({ index: 3 }), dedupeKey: null },
    ]);
    await expect(queue.addAll([{ name: MESSAGE, payload: { index: 4 } }, { name: '', payload: {} }])).rejects.toThrow('A queue message needs a name.');
    expect(await store.database.db.selectFrom('queue_message').select('payload').execute()).toHaveLength(3);
    const handled: JsonObject[] = [];
    await queue.start({ [MESSAGE]: async (payload) => void handled.push(payload) }, { concurrency: 1 });
    await waitFor('every message ran', () => handled.length === 3);
    expect(handled.map((payload) => payload.index)).toEqual([0, 1, 3]);
    await queue.close();
  });

  it('adds a message inside the caller’s transaction: it exists exactly when the transaction commits', async () => {
    const queue = new EmbeddedQueue(store.database, { logger: recordingLogger() });
    expect(isTransactionalQueue(queue)).toBe(true);
    await expect(
      store.database.db.transaction().execute(async (transaction) => {
        await queue.add({ name: MESSAGE, payload: { kept: false } }, transaction);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await store.database.db.transaction().execute(async (transaction) => {
      await queue.add({ name: MESSAGE, payload: { kept: true } }, transaction);
    });
    const rows = await store.database.db.selectFrom('queue_message').select('payload').execute();
    expect(rows).toEqual([{ payload: '{"kept":true}' }]);
    await queue.close();
  });

  it('leaves messages without a handler here for a worker that has one', async () => {
    const queue = new EmbeddedQueue(store.database, { pollIntervalMs: 20, logger: recordingLogger() });
    await queue.add({ name: 'test.other', payload: {} });
    await queue.add({ name: MESSAGE, payload: {} });
    const handled = calls();
    await queue.start({ [MESSAGE]: async (payload, context) => handled.record(payload, context) }, { concurrency: 2 });
    await waitFor('the known message ran', () => handled.seen.length === 1);
    await queue.close();
    const other = await store.database.db.selectFrom('queue_message').select(['status', 'attempts']).where('name', '=', 'test.other').executeTakeFirst();
    expect(other).toEqual({ status: 'pending', attempts: 0 });
  });

  it('fails a message whose worker died during its last attempt instead of running it again', async () => {
    const queue = new EmbeddedQueue(store.database, { pollIntervalMs: 20, maxAttempts: 2, logger: recordingLogger() });
    await queue.add({ name: MESSAGE, payload: {} });
    await store.database.db
      .updateTable('queue_message')
      .set({ status: 'running', attempts: 2, lockedBy: 'crashed-worker', lockedUntil: new Date(Date.now() - 1).toISOString() })
      .execute();
    const handled = calls();
    await queue.start({ [MESSAGE]: async (payload, context) => handled.record(payload, context) }, { concurrency: 1 });
    await waitFor('the message failed', async () => {
      const row = await store.database.db.selectFrom('queue_message').select('status').executeTakeFirst();
      return row?.status === 'failed';
    });
    await queue.close();
    expect(handled.seen).toEqual([]);
  });

  it('renews the lease of a slow handler, so that no other worker takes its message over', async () => {
    // Renewed every 300 ms, the lease lapses only after 600 ms without a renewal: a busy machine delays a
    // timer by a few hundred milliseconds (at a 300 ms lease, renewed every 100, it lapsed once so). The
    // handler outlasts the lease almost three times, so a lease that is not renewed is taken over.
    const database = await openDatabase(store.testDatabase.url);
    const slow = new EmbeddedQueue(store.database, { pollIntervalMs: 20, leaseMs: 900, logger: recordingLogger() });
    const other = new EmbeddedQueue(database, { pollIntervalMs: 20, leaseMs: 900, logger: recordingLogger() });
    try {
      await slow.add({ name: MESSAGE, payload: {} });
      let runs = 0;
      const handler = {
        [MESSAGE]: async () => {
          runs += 1;
          await delay(2500);
        },
      };
      await slow.start(handler, { concurrency: 1 });
      await waitFor('the message started', () => runs === 1);
      await other.start(handler, { concurrency: 1 });
      await waitFor('the message is done', async () => {
        const row = await store.database.db.selectFrom('queue_message').select('status').executeTakeFirst();
        return row?.status === 'done';
      });
      expect(runs).toBe(1);
    } finally {
      await slow.close();
      await other.close();
      await database.destroy();
    }
  });
});

describe.skipIf(!redisReachable)('bullmq transport', () => {
  it('runs a message as often as it was added for, whatever the worker’s own maxAttempts, and says so in its context', async () => {
    const fixture = await bullmqTransport.createFixture();
    try {
      const producer = await fixture.createQueue({ maxAttempts: 2 });
      const worker = await fixture.createQueue({ maxAttempts: 4 });
      await producer.add({ name: MESSAGE, payload: {} });
      const handled = calls();
      await worker.start(
        {
          [MESSAGE]: async (payload, context) => {
            handled.record(payload, context);
            throw new Error('upstream keeps failing');
          },
        },
        { concurrency: 1 },
      );
      await waitFor('the message failed', async () => (await fixture.failedMessages()).length === 1);
      await delay(200);
      expect(handled.seen.map((call) => [call.context.attempt, call.context.maxAttempts])).toEqual([
        [1, 2],
        [2, 2],
      ]);
    } finally {
      await fixture.close();
    }
  });

  it('reports a message that could not be dispatched after the commit instead of failing the committed work', async () => {
    const { testDatabase, database } = await openMigratedTestDatabase();
    // Nothing listens on port 1: every add fails fast (the producer keeps no offline queue).
    const unreachable = new BullmqQueue({ url: 'redis://127.0.0.1:1', addTimeoutMs: 300, logger: recordingLogger() });
    try {
      const outcome = await transactionWithMessages(database.db, unreachable, async (transaction, outbox) => {
        await transaction.insertInto('locale').values({ id: 'e'.repeat(32), code: 'xx-CM', name: 'Committed', territory: 'Here', createdAt: new Date().toISOString() }).execute();
        await outbox.add({ name: MESSAGE, payload: { jobId: 'j9' }, id: 'j9' });
        await outbox.addAll([
          { name: MESSAGE, payload: { jobId: 'j9', batch: 1 }, id: 'j9:1' },
          { name: MESSAGE, payload: { jobId: 'j9', batch: 2 }, id: 'j9:2' },
        ]);
        return 'created';
      });
      expect(outcome.result).toBe('created');
      expect(outcome.undispatched.map(({ message }) => message.id)).toEqual(['j9', 'j9:1', 'j9:2']);
      expect(await database.db.selectFrom('locale').select('code').where('code', '=', 'xx-CM').execute()).toEqual([{ code: 'xx-CM' }]);
    } finally {
      await unreachable.close();
      await database.destroy();
      await testDatabase.drop();
    }
  });
});

describe('createQueue and its configuration', () => {
  it('picks the transport from QUEUE_URL', async () => {
    const database = await openDatabase('sqlite::memory:');
    try {
      expect(await createQueue(database, undefined)).toBeInstanceOf(EmbeddedQueue);
      expect(await createQueue(database, 'embedded')).toBeInstanceOf(EmbeddedQueue);
      const redis = await createQueue(database, 'redis://127.0.0.1:6379', { logger: recordingLogger() });
      expect(redis).toBeInstanceOf(BullmqQueue);
      await redis.close();
      await expect(createQueue(database, 'amqp://user:secret@broker:5672')).rejects.toThrow(
        'QUEUE_URL must be "embedded" or start with "redis://" or "rediss://", got "amqp://user:***@broker:5672".',
      );
    } finally {
      await database.destroy();
    }
  });

  it('reads QUEUE_URL and EXT_TRANSLATE_WORKER_CONCURRENCY, with defaults', () => {
    const base = { EXT_TRANSLATE_APP_SECRET: 'a-secret-of-sixteen-chars', EXT_TRANSLATE_VAR_DIR: mkdtempSync(join(tmpdir(), 'ext-translate-config-')) };
    expect(loadConfig(base)).toMatchObject({ queueUrl: 'embedded', workerConcurrency: 2 });
    expect(loadConfig({ ...base, QUEUE_URL: 'redis://cache:6379', EXT_TRANSLATE_WORKER_CONCURRENCY: '8' })).toMatchObject({
      queueUrl: 'redis://cache:6379',
      workerConcurrency: 8,
    });
    expect(() => loadConfig({ ...base, EXT_TRANSLATE_WORKER_CONCURRENCY: '0' })).toThrow(
      'EXT_TRANSLATE_WORKER_CONCURRENCY must be a positive integer, got "0".',
    );
  });
});
