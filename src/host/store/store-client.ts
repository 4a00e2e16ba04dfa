import { StoreLoginRejectedError, StoreUnavailableError } from './errors.js';
import { PRODUCT } from '../product.js';

/** A store call that has not answered after this long fails (docs/subscription.md). */
export const STORE_TIMEOUT_MS = 10_000;

/** One purchase as the store lists it (`GET /v1/inapp-purchases`). */
export interface StorePurchase {
  identifier: string;
  /** ISO 8601; null for a purchase without an end date. */
  expiresAt: string | null;
  /** The credential the purchase unlocks (the managed gateway's license), or null. */
  licenseToken: string | null;
}

export interface StoreClientOptions {
  /** Without a trailing slash, e.g. `https://store.ext-translate.example`. */
  baseUrl: string;
  /** Default {@link STORE_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Default the global fetch (tests inject one). */
  fetch?: typeof fetch;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}

/** Reads one purchase of the list; null when it is malformed (the whole answer then counts as unreadable). */
function purchaseOf(item: unknown): StorePurchase | null {
  if (!isObject(item)) return null;
  const { identifier, expiresAt, licenseToken } = item;
  if (typeof identifier !== 'string' || identifier.trim() === '' || identifier.length > 255) return null;
  if (expiresAt !== null && expiresAt !== undefined && !isIsoDate(expiresAt)) return null;
  if (licenseToken !== null && licenseToken !== undefined && typeof licenseToken !== 'string') return null;
  return {
    identifier,
    expiresAt: typeof expiresAt === 'string' ? new Date(expiresAt).toISOString() : null,
    licenseToken: typeof licenseToken === 'string' && licenseToken !== '' ? licenseToken : null,
  };
}

/**
 * The store's HTTP protocol (ours; docs/subscription.md): `POST /v1/auth/login` and
 * `GET /v1/inapp-purchases`. One attempt per call, bounded by the timeout: the caller decides whether
 * to try again, and a failure never changes what is stored.
 */
export class StoreClient {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: StoreClientOptions) {
    this.timeoutMs = options.timeoutMs ?? STORE_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /**
   * Logs in with the merchant's store account.
   *
   * @throws StoreLoginRejectedError when the store refuses the credentials (400, 401, 403, 422)
   * @throws StoreUnavailableError on any other failure
   */
  async login(email: string, password: string): Promise<{ token: string; email: string }> {
    const { status, body } = await this.send('POST', '/v1/auth/login', { body: { email, password } });
    if (status === 400 || status === 401 || status === 403 || status === 422) throw new StoreLoginRejectedError();
    if (status !== 200) throw new StoreUnavailableError(`The store answered the login with HTTP ${status}.`, status);
    if (!isObject(body) || typeof body.token !== 'string' || body.token === '') {
      throw new StoreUnavailableError('The store answered the login with a response that could not be read.', status);
    }
    return { token: body.token, email: typeof body.email === 'string' && body.email !== '' ? body.email : email };
  }

  /**
   * The purchases of the account behind a session token.
   *
   * @throws StoreUnavailableError on any failure, a refused token (401) included
   */
  async purchases(token: string): Promise<StorePurchase[]> {
    const { status, body } = await this.send('GET', '/v1/inapp-purchases', { token });
    if (status === 401) throw new StoreUnavailableError('The store no longer accepts the connection; log in to the store again.', status);
    if (status !== 200) throw new StoreUnavailableError(`The store answered with HTTP ${status}.`, status);
    const list = isObject(body) ? body.purchases : undefined;
    const purchases = Array.isArray(list) ? list.map(purchaseOf) : null;
    if (purchases === null || purchases.some((purchase) => purchase === null)) {
      throw new StoreUnavailableError('The store answered with a purchase list that could not be read.', status);
    }
    return purchases as StorePurchase[];
  }

  private async send(method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string }): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': PRODUCT };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new StoreUnavailableError(
        timedOut ? `The store did not answer within ${Math.round(this.timeoutMs / 1000)} seconds.` : 'The store could not be reached.',
        null,
        { cause: error },
      );
    }
    if (!response.ok) return { status: response.status, body: null };
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch (error) {
      throw new StoreUnavailableError('The store answered with a response that could not be read.', response.status, { cause: error });
    }
  }
}
