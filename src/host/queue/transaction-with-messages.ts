import type { Kysely, Transaction } from 'kysely';
import type { Tx } from '../db/database.js';
import type { Queue, QueueMessage } from './queue.js';

/**
 * An optional ability of a transport (the embedded one has it): adding a message inside the caller's
 * database transaction, so that the message exists exactly when the rows it refers to do.
 */
export interface TransactionalQueue extends Queue {
  /** With `transaction`, the message is written by it and becomes visible when (and if) it commits. */
  add(message: QueueMessage, transaction?: Tx): Promise<void>;
  /** {@link add} for several messages: with `transaction`, written by it in as few statements as the parameter limit allows. */
  addAll(messages: readonly QueueMessage[], transaction?: Tx): Promise<void>;
  /** Tells this process's worker that committed messages wait (it need not wait for its next poll). */
  committed(): void;
}

export function isTransactionalQueue(queue: Queue): queue is TransactionalQueue {
  return (queue as Partial<{ supportsTransactionalAdd: boolean }>).supportsTransactionalAdd === true;
}

/** Collects a transaction's messages (see {@link transactionWithMessages}). */
export interface MessageOutbox {
  add(message: QueueMessage): Promise<void>;
  /** Several messages at once, delivered in their order (one statement on the embedded transport). */
  addAll(messages: readonly QueueMessage[]): Promise<void>;
}

export interface TransactionWithMessagesResult<T> {
  result: T;
  /**
   * Messages that could not be dispatched after the commit (the transport was unreachable). Their rows
   * are committed; the caller logs them and answers as usual, and a scheduled recovery relays them.
   */
  undispatched: { message: QueueMessage; error: unknown }[];
}

/**
 * Runs `work` in a transaction and dispatches the messages it adds to `outbox` so that no worker sees a
 * message before the rows it refers to are committed, and no message of a rolled-back transaction runs.
 *
 * On a {@link TransactionalQueue} (the embedded transport, whose rows live in this same database) the
 * messages are written in the same transaction: they commit or roll back together. Otherwise (Redis) they are held and added after the commit, an
 * onCommit hook in effect: a failure there cannot undo the commit, so it is reported in `undispatched`
 * instead of thrown.
 *
 * @example
 * ```ts
 * const { result: job, undispatched } = await transactionWithMessages(db, queue, async (trx, outbox) => {
 *   const job = await insertQueuedJob(trx, input);
 *   await outbox.add({ name: 'ext_translate.plan_job', payload: { jobId: job.id }, id: `plan:${job.id}` });
 *   return job;
 * });
 * for (const { error } of undispatched) log.warn({ err: error, jobId: job.id }, 'dispatch failed; recovery will relay it');
 * ```
 */
export async function transactionWithMessages<T, Schema>(
  db: Kysely<Schema>,
  queue: Queue,
  work: (transaction: Transaction<Schema>, outbox: MessageOutbox) => Promise<T>,
): Promise<TransactionWithMessagesResult<T>> {
  const transactional: TransactionalQueue | null = isTransactionalQueue(queue) ? queue : null;
  const held: QueueMessage[] = [];
  let written = 0;
  const result = await db.transaction().execute((transaction) => {
    const addAll = async (messages: readonly QueueMessage[]) => {
      if (!transactional) held.push(...messages);
      else {
        await transactional.addAll(messages, transaction);
        written += messages.length;
      }
    };
    return work(transaction, { add: (message) => addAll([message]), addAll });
  });
  if (transactional && written > 0) transactional.committed();
  const undispatched: TransactionWithMessagesResult<T>['undispatched'] = [];
  if (held.length > 0) {
    try {
      await queue.addAll(held);
    } catch (error) {
      for (const message of held) undispatched.push({ message, error });
    }
  }
  return { result, undispatched };
}
