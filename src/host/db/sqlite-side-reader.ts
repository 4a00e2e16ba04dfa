import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { ThreadClient } from '../threads/thread-client.js';
import { ARRAY_ROWS_MARK } from './array-rows.js';

/**
 * A second, read-only connection to an SQLite file, in a worker thread: a long read (the count of a
 * catalogue of 100,000 records) runs there on another core while the process goes on with its own
 * statements, where on the process's connection it would stop everything else for its whole length
 * (better-sqlite3 answers synchronously).
 *
 * It reads the database as last committed (WAL: readers never wait for the writer), so it is for reads
 * that need not see the caller's own uncommitted writes: never inside a transaction.
 *
 * The thread starts with the first read and ends after {@link IDLE_MS} without one (its memory is the
 * process's while it runs), and with {@link SqliteSideReader.close}. It never keeps the process alive.
 * If it cannot start or its thread fails, {@link SqliteSideReader.read} answers null from then on and
 * the caller reads on its own connection.
 */

/** How long the thread stays without a read before it ends. */
export const IDLE_MS = 60_000;

/** Prepared statements the thread keeps (least recently used go). */
const STATEMENTS_KEPT = 32;

/** The thread's code (CommonJS, evaluated): it opens the file read-only and answers `{ id, request: { sql, parameters } }`. */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.function('lower', { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
const statements = new Map();
parentPort.on('message', ({ id, request: { sql, parameters } }) => {
  try {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      if (sql.startsWith(${JSON.stringify(ARRAY_ROWS_MARK)})) statement.raw(true);
      statements.set(sql, statement);
      if (statements.size > ${STATEMENTS_KEPT}) statements.delete(statements.keys().next().value);
    }
    parentPort.postMessage({ id, result: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

export class SqliteSideReader {
  private readonly thread: ThreadClient<{ sql: string; parameters: unknown[] }, Record<string, unknown>[]>;

  constructor(path: string, idleMs: number = IDLE_MS) {
    this.thread = new ThreadClient({
      start: () => new Worker(THREAD_SOURCE, { eval: true, workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), path } }),
      idleMs,
      endedMessage: 'The side reader ended.',
    });
  }

  /**
   * The rows of a read-only statement, read on the thread's connection, with the columns as the
   * statement names them (no Kysely plugin sees them); null when the thread is not available.
   */
  read(query: CompiledQuery): Promise<Record<string, unknown>[]> | null {
    return this.thread.request({ sql: query.sql, parameters: [...query.parameters] });
  }

  /** Whether the thread runs now (it starts with a read and ends when idle). */
  get running(): boolean {
    return this.thread.running;
  }

  /** Ends the thread (reads in flight fail); later reads answer null. */
  async close(): Promise<void> {
    await this.thread.close('The database was closed.');
  }
}
