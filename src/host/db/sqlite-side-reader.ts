import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

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

/** The thread's code (CommonJS, evaluated): it opens the file read-only and answers `{ id, sql, parameters }`. */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.function('lower', { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > ${STATEMENTS_KEPT}) statements.delete(statements.keys().next().value);
    }
    parentPort.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Pending {
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: Error): void;
}

type Answer = { id: number; rows: Record<string, unknown>[] } | { id: number; error: { message: string; code?: string } };

export class SqliteSideReader {
  private worker: Worker | null = null;
  private failed = false;
  private closed = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly path: string,
    private readonly idleMs: number = IDLE_MS,
  ) {}

  /**
   * The rows of a read-only statement, read on the thread's connection, with the columns as the
   * statement names them (no Kysely plugin sees them); null when the thread is not available.
   */
  read(query: CompiledQuery): Promise<Record<string, unknown>[]> | null {
    if (this.failed || this.closed) return null;
    const worker = this.worker ?? this.start();
    if (worker === null) return null;
    const id = (this.nextId += 1);
    const rows = new Promise<Record<string, unknown>[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql: query.sql, parameters: [...query.parameters] });
    });
    this.holdOpen();
    return rows.finally(() => this.holdOpen());
  }

  /** Whether the thread runs now (it starts with a read and ends when idle). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Ends the thread (reads in flight fail); later reads answer null. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop(new Error('The database was closed.'));
  }

  private start(): Worker | null {
    try {
      const driver = createRequire(import.meta.url).resolve('better-sqlite3');
      const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { driver, path: this.path } });
      worker.unref();
      worker.on('message', (answer: Answer) => {
        const pending = this.pending.get(answer.id);
        if (pending === undefined) return;
        this.pending.delete(answer.id);
        if ('rows' in answer) pending.resolve(answer.rows);
        else pending.reject(Object.assign(new Error(answer.error.message), answer.error.code === undefined ? {} : { code: answer.error.code }));
      });
      // A thread that fails (the file could not be opened, the driver not loaded) is not tried again.
      worker.on('error', (error) => {
        this.failed = true;
        void this.stop(error);
      });
      // Only the thread of the moment takes the reads in flight with it. One told to end when idle
      // exits a little later, and a read sent meanwhile went to the next thread: it is not this one's.
      worker.on('exit', () => {
        if (this.worker !== worker) return;
        this.worker = null;
        this.rejectPending(new Error('The side reader ended.'));
      });
      this.worker = worker;
      return worker;
    } catch {
      this.failed = true;
      return null;
    }
  }

  /** Keeps the thread while reads are in flight, and for IDLE_MS after the last one. */
  private holdOpen(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.pending.size > 0 || this.worker === null) return;
    this.idleTimer = setTimeout(() => void this.stop(null), this.idleMs);
    this.idleTimer.unref();
  }

  private async stop(reason: Error | null): Promise<void> {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    if (reason !== null) this.rejectPending(reason);
    if (worker !== null) await worker.terminate();
  }

  private rejectPending(reason: Error): void {
    for (const pending of this.pending.values()) pending.reject(reason);
    this.pending.clear();
  }
}
