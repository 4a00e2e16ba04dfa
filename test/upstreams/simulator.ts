import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The common part of the vendor simulators: a local HTTP server that records every request, answers through a
 * vendor-specific handler, and can be scripted to fail in the ways the provider contract's failures name
 * (docs/providers.md). Each vendor module (deepl.ts, google.ts, ...) speaks that vendor's real wire format.
 */

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Raw body text. */
  body: string;
  /** Parsed JSON body, or form fields (repeated keys as arrays), or null. */
  json: unknown;
}

/** A scripted failure, consumed by the next matching request (FIFO). */
export type Fault =
  /** Answer with this status; the vendor module renders its own error body for it unless `body` is given. */
  | { kind: 'status'; status: number; retryAfter?: string; body?: string; headers?: Record<string, string> }
  /** Accept the connection and never answer (the client's timeout must fire). */
  | { kind: 'hang' }
  /** Destroy the socket without an answer (a transport failure). */
  | { kind: 'reset' }
  /** Answer 200 with a body that is not valid JSON. */
  | { kind: 'garbage' }
  /** Answer successfully but with one translation too few (or too many with `extra`). */
  | { kind: 'wrong-length'; extra?: boolean }
  /** LLM vendors: answer 200 in the vendor's shape, but with model output that breaks the JSON contract. */
  | { kind: 'bad-content' };

export interface ContentFault {
  wrongLength: 'fewer' | 'more' | null;
  badContent: boolean;
}

export interface VendorReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What a vendor module implements. */
export interface VendorHandler {
  /** Renders the vendor's own error body for a status (used by `status` faults without a body). */
  errorBody(status: number): unknown;
  /** Answers a request, honouring a pending content fault (wrong length, broken model output). */
  handle(request: RecordedRequest, context: ContentFault): VendorReply | Promise<VendorReply>;
}

export interface Simulator {
  url: string;
  requests: RecordedRequest[];
  /** Queue faults; each is used by one request. */
  fail(...faults: Fault[]): void;
  /**
   * Answers every request of `ms` milliseconds with `fault` (an outage window: a stretch of 429s or
   * 500s), after the queued faults. The window opens with the next request (so a slow start of the
   * client does not shorten it); `ms` Infinity lasts until {@link reset} or `endWindow`.
   */
  failFor(ms: number, fault: Fault): void;
  /** Ends an outage window at once. */
  endWindow(): void;
  /** Answers every request this much later (an upstream's latency, for benchmarks). Default 0. */
  setLatency(ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return null;
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const existing = fields[key];
      fields[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    return fields;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function startSimulator(handler: VendorHandler): Promise<Simulator> {
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  let window: { ms: number; until: number | null; fault: Fault } | null = null;
  const hanging = new Set<ServerResponse>();
  let latencyMs = 0;

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const url = new URL(incoming.url ?? '/', 'http://simulator');
        const body = Buffer.concat(chunks).toString('utf8');
        const recorded: RecordedRequest = {
          method: incoming.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: incoming.headers,
          body,
          json: parseBody(body, incoming.headers['content-type']),
        };
        requests.push(recorded);
        if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
        // A request whose client gave up before it was read (its timeout passed on a busy machine) gets no
        // answer and takes no scripted fault: the fault is for the attempts that are still waiting.
        if (incoming.socket.destroyed) return;
        if (window !== null) window.until ??= Date.now() + window.ms;
        const fault = faults.shift() ?? (window !== null && Date.now() < (window.until ?? 0) ? window.fault : undefined);
        if (fault?.kind === 'hang') {
          hanging.add(response);
          return;
        }
        if (fault?.kind === 'reset') {
          incoming.socket.destroy();
          return;
        }
        if (fault?.kind === 'garbage') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"translations": [ this is not json');
          return;
        }
        if (fault?.kind === 'status') {
          const headers: Record<string, string> = { 'content-type': 'application/json', ...(fault.headers ?? {}) };
          if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
          response.writeHead(fault.status, headers);
          response.end(fault.body ?? JSON.stringify(handler.errorBody(fault.status)));
          return;
        }
        const wrongLength = fault?.kind === 'wrong-length' ? (fault.extra ? 'more' : 'fewer') : null;
        try {
          const reply = await handler.handle(recorded, { wrongLength, badContent: fault?.kind === 'bad-content' });
          response.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
          response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
        } catch (error) {
          response.writeHead(500, { 'content-type': 'text/plain' });
          response.end(`simulator error: ${error instanceof Error ? error.message : String(error)}`);
        }
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail: (...more) => faults.push(...more),
    failFor: (ms, fault) => {
      window = { ms, until: null, fault };
    },
    endWindow: () => {
      window = null;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    reset: () => {
      requests.length = 0;
      faults.length = 0;
      window = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The simulators' deterministic "translation": every text node is prefixed with the target locale in
 * brackets (`Oak chair` -> `[de-DE] Oak chair`); markup, entities and placeholder tokens stay intact,
 * so a test can check both that a text was translated and that its HTML survived.
 */
export function fakeTranslate(text: string, target: string, format: 'html' | 'text'): string {
  if (text.trim() === '') return text;
  if (format === 'text') return `[${target}] ${text}`;
  return text.replace(/(^|>)([^<]*[^<\s][^<]*)(?=<|$)/g, (_match, open: string, content: string) => {
    const leading = /^\s*/.exec(content)?.[0] ?? '';
    return `${open}${leading}[${target}] ${content.slice(leading.length)}`;
  });
}

/** Roughly four characters a token, at least one: the LLM simulators' deterministic usage. */
export function fakeTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** Applies a wrong-length fault to a list of results. */
export function applyWrongLength<T>(items: T[], fault: ContentFault, extra: T): T[] {
  if (fault.wrongLength === 'fewer') return items.slice(0, Math.max(0, items.length - 1));
  if (fault.wrongLength === 'more') return [...items, extra];
  return items;
}
