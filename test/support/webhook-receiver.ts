import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The receiver's side of docs/api.md, "Webhooks": the verification an integrator writes, word for word
 * as the docs show it (HMAC-SHA256 of the raw body, compared in constant time).
 */
export function verifyWebhookSignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface ReceivedWebhook {
  /** When it arrived (Date.now()). */
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  body: { id: string; event: string; occurredAt: string; data: Record<string, unknown> };
}

/** What the receiver does with one request: answer a status (with headers), or never answer. */
export type ReceiverAnswer = number | { status: number; headers: Record<string, string> } | 'hang';

/**
 * A local webhook receiver: records every request, answers the scripted `answers` in order (then 200).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answers: ReceiverAnswer[] = [];
  private readonly hanging: ServerResponse[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const rawBody = Buffer.concat(chunks);
        let body: ReceivedWebhook['body'];
        try {
          body = JSON.parse(rawBody.toString('utf8')) as ReceivedWebhook['body'];
        } catch {
          body = { id: '', event: '', occurredAt: '', data: {} };
        }
        this.received.push({ at: Date.now(), path: request.url ?? '', headers: request.headers, rawBody, body });
        const answer = this.answers.shift() ?? 200;
        if (answer === 'hang') {
          this.hanging.push(response);
          return;
        }
        if (typeof answer === 'number') response.writeHead(answer).end();
        else response.writeHead(answer.status, answer.headers).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Resolves once `count` requests have arrived (rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`the receiver got ${this.received.length} of ${count} requests in time`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.received;
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
