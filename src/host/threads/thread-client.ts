import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread that answers requests, started with the first request and ended after a while without
 * one, so that work which would hold the event loop (a long read, CPU-bound text checks) runs on another
 * core while the process goes on. Only a request in flight keeps the process alive: an idle thread never
 * does, and its memory is the process's only while it runs.
 *
 * The protocol: the client posts `{ id, request }`; the thread answers `{ id, result }`, or
 * `{ id, error: { message, code? } }` when the request failed there. A thread that cannot start, or fails
 * (an `error` event), is not tried again: {@link ThreadClient.request} answers null from then on and the
 * caller does the work itself.
 */

/** What the thread answers for one request. */
type Answer = { id: number; result: unknown } | { id: number; error: { message: string; code?: string } };

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

export interface ThreadClientOptions {
  /** Creates the thread; may throw (the client then answers null). */
  start(): Worker;
  /** How long the thread stays without a request before it ends. */
  idleMs: number;
  /** The message of the error that requests in flight fail with when the thread ends before answering. */
  endedMessage: string;
}

export class ThreadClient<Request, Result> {
  private worker: Worker | null = null;
  private failed = false;
  private closed = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ThreadClientOptions) {}

  /** The thread's answer to a request; null when the thread is not available (failed or closed). */
  request(request: Request): Promise<Result> | null {
    if (this.failed || this.closed) return null;
    const worker = this.worker ?? this.start();
    if (worker === null) return null;
    const id = (this.nextId += 1);
    const answer = new Promise<Result>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      try {
        worker.postMessage({ id, request });
      } catch (error) {
        // A request the thread cannot be sent (a value structured cloning refuses) is not in flight.
        this.pending.delete(id);
        reject(error as Error);
      }
    });
    this.holdOpen();
    return answer.finally(() => this.holdOpen());
  }

  /**
   * Starts the thread now if it is not running, so that the request a caller expects soon does not wait
   * for the thread to load its module. It ends after `idleMs` if no request comes.
   */
  warm(): void {
    if (this.failed || this.closed || this.worker !== null) return;
    if (this.start() !== null) this.holdOpen();
  }

  /** Whether the thread runs now (it starts with a request and ends when idle). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Whether the thread failed to start or failed later: requests answer null from then on. */
  get unavailable(): boolean {
    return this.failed || this.closed;
  }

  /** Ends the thread (requests in flight fail with `reason`); later requests answer null. */
  async close(reason: string): Promise<void> {
    this.closed = true;
    await this.stop(new Error(reason));
  }

  private start(): Worker | null {
    try {
      const worker = this.options.start();
      worker.on('message', (answer: Answer) => {
        const pending = this.pending.get(answer.id);
        if (pending === undefined) return;
        this.pending.delete(answer.id);
        if ('result' in answer) pending.resolve(answer.result);
        else pending.reject(Object.assign(new Error(answer.error.message), answer.error.code === undefined ? {} : { code: answer.error.code }));
      });
      // A thread that fails (its module could not be loaded, a resource could not be opened) is not tried again.
      worker.on('error', (error) => {
        this.failed = true;
        void this.stop(error);
      });
      // Only the thread of the moment takes the requests in flight with it. One told to end when idle
      // exits a little later, and a request sent meanwhile went to the next thread: it is not this one's.
      worker.on('exit', () => {
        if (this.worker !== worker) return;
        this.worker = null;
        this.rejectPending(new Error(this.options.endedMessage));
      });
      // After the listeners: adding the message listener refs the thread again.
      worker.unref();
      this.worker = worker;
      return worker;
    } catch {
      this.failed = true;
      return null;
    }
  }

  /**
   * Keeps the thread while requests are in flight, and for `idleMs` after the last one. A request in
   * flight keeps the process alive until it is answered (the thread is ref'd); an idle thread does not.
   */
  private holdOpen(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.worker === null) return;
    if (this.pending.size > 0) {
      this.worker.ref();
      return;
    }
    this.worker.unref();
    this.idleTimer = setTimeout(() => void this.stop(null), this.options.idleMs);
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

/**
 * The thread's side of the protocol: answers each request with `handle`'s result, or with its error.
 * Call it in the thread's module.
 */
export function answerRequests(port: { on(event: 'message', listener: (message: { id: number; request: unknown }) => void): unknown; postMessage(message: Answer): void }, handle: (request: never) => unknown): void {
  port.on('message', ({ id, request }) => {
    try {
      port.postMessage({ id, result: handle(request as never) });
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      port.postMessage({ id, error: { message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { code } : {}) } });
    }
  });
}

/**
 * Starts a thread running the module named `name` beside the module at `besideUrl` (pass
 * `import.meta.url`), with that module's own extension: the compiled `.js` of a build or a bundle, or
 * the `.ts` source when the server runs from source (tests, benchmarks), which the thread then loads
 * through tsx as the process does. `resourceLimits` bounds the thread's heap (Worker's option).
 */
export function moduleThread(besideUrl: string, name: string, resourceLimits?: ResourceLimits): Worker {
  const extension = extname(fileURLToPath(besideUrl));
  const entry = new URL(`./${name}${extension}`, besideUrl).href;
  const loader = extension === '.ts' ? tsxLoader() : null;
  return new Worker(BOOTSTRAP, {
    eval: true,
    workerData: { entry, loader },
    ...(resourceLimits === undefined ? {} : { resourceLimits }),
    // From source, the thread registers the loader itself: inherited loader flags would register it twice.
    ...(loader === null ? {} : { execArgv: [] }),
  });
}

/**
 * The ES module build of tsx's `register` (its `tsx/esm/api` export for `import`): the CommonJS build
 * resolves a file of its own that is not there when it runs in a thread.
 */
function tsxLoader(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return new URL(manifest.exports['./esm/api']!.import.default, pathToFileURL(manifestPath)).href;
}

/** The thread's first code (CommonJS, evaluated): the loader when running from source, then the module. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.loader !== null) (await import(workerData.loader)).register();
  await import(workerData.entry);
})().catch((error) => setImmediate(() => { throw error; }));
`;
