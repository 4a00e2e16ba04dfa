/**
 * One HTTP attempt of a webhook delivery: resolve the host, check every address it resolves to
 * (webhook-address.ts), connect to the checked address only (the connection's lookup is pinned, so a
 * second resolution cannot swap in another address), POST the body, follow no redirect, give up after
 * the timeout. The answer says what happened without the receiver's body.
 */
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressLiteral, allowsPrivateWebhooks, isPublicAddress, WEBHOOK_URL_ERRORS, webhookUrlProblem } from './webhook-address.js';

/** How long one attempt may take, connection and answer together. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The headers a delivery carries besides the content type (docs/api.md, "Webhooks"). */
export const WEBHOOK_HEADERS = {
  event: 'X-Ext-Translate-Event',
  delivery: 'X-Ext-Translate-Delivery',
  signature: 'X-Ext-Translate-Signature',
} as const;

/** `sha256=<hex HMAC-SHA256 of the raw body with the secret>`. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** A resolved address of a host name. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (tests replace it to name private addresses). */
export type WebhookResolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: WebhookResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));

export interface WebhookNetwork {
  /** `EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE`: http and private addresses allowed. */
  allowPrivate: boolean;
  resolve: WebhookResolver;
  timeoutMs: number;
}

/** The network policy from the environment (`EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE`). */
export function webhookNetwork(env: Record<string, string | undefined>, overrides: Partial<WebhookNetwork> = {}): WebhookNetwork {
  return { allowPrivate: allowsPrivateWebhooks(env), resolve: systemResolver, timeoutMs: WEBHOOK_TIMEOUT_MS, ...overrides };
}

/**
 * What one attempt came to: `delivered` (a 2xx answer), `failed` (a network error, a timeout or a
 * non-2xx answer: worth another attempt) or `refused` (the URL or the address it resolves to is not
 * allowed: no attempt was made, and another would not help).
 */
export type AttemptOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'failed'; status: number | null; error: string }
  | { kind: 'refused'; error: string };

/** The address to connect to, or the refusal. */
async function checkedAddress(url: URL, network: WebhookNetwork): Promise<ResolvedAddress | { refused: string }> {
  const literal = addressLiteral(url);
  if (literal !== null) return { address: literal, family: literal.includes(':') ? 6 : 4 };
  const addresses = await network.resolve(url.hostname);
  if (addresses.length === 0) throw new Error(`The host name ${url.hostname} has no address.`);
  if (!network.allowPrivate) {
    // Every address is checked, not only the first: a name that also resolves to an inside address is refused.
    const inside = addresses.find((entry) => !isPublicAddress(entry.address));
    if (inside) return { refused: WEBHOOK_URL_ERRORS.resolvesPrivate(inside.address) };
  }
  return addresses[0] as ResolvedAddress;
}

/** Node asks a lookup for one address or (autoSelectFamily) for all of them; both answer the pinned one. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `No answer within ${timeoutMs / 1000} s.`;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** POSTs `body` to `rawUrl` once, with the given headers, under the network policy. */
export async function postWebhook(rawUrl: string, body: string, headers: Record<string, string>, network: WebhookNetwork): Promise<AttemptOutcome> {
  const problem = webhookUrlProblem(rawUrl, network.allowPrivate);
  if (problem) return { kind: 'refused', error: problem };
  const url = new URL(rawUrl);
  const signal = AbortSignal.timeout(network.timeoutMs);
  try {
    const target = await checkedAddress(url, network);
    if ('refused' in target) return { kind: 'refused', error: target.refused };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = send(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'ext-translate-webhooks', ...headers },
          lookup: pinnedLookup(target),
          signal,
          // A keep-alive agent could reuse a socket opened for an address checked earlier.
          agent: false,
        },
        (answer: IncomingMessage) => {
          // The body is not kept (it could be large or hold anything); it is read so the socket closes cleanly.
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    // Redirects are not followed: a 3xx is an answer like any other non-2xx.
    if (status >= 200 && status < 300) return { kind: 'delivered', status };
    return { kind: 'failed', status, error: `The receiver answered ${status}.` };
  } catch (error) {
    return { kind: 'failed', status: null, error: describeError(signal.aborted ? signal.reason : error, network.timeoutMs) };
  }
}
