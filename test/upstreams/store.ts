import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSimulator, type RecordedRequest, type Simulator, type VendorReply } from './simulator.js';

/**
 * A local store (ours; docs/subscription.md): `POST /v1/auth/login` {email, password} -> {token, email}
 * and `GET /v1/inapp-purchases` with the session token as Bearer -> {purchases: [{identifier,
 * expiresAt, licenseToken}]}. Errors are `{error: {code, message}}`: 400 invalid_request, 401
 * invalid_credentials (login) or invalid_token. Scriptable: the simulator's faults (`status`, `hang`,
 * `reset` = the store down, `garbage`), and `slowNext` (an answer after a delay).
 */

export interface StorePurchaseRecord {
  identifier: string;
  expiresAt: string | null;
  licenseToken: string | null;
}

export interface StoreAccount {
  email: string;
  password: string;
  purchases: StorePurchaseRecord[];
}

export interface StoreSimulator extends Simulator {
  /** Adds or replaces an account (by email, case-insensitive). */
  setAccount(account: StoreAccount): void;
  setPurchases(email: string, purchases: StorePurchaseRecord[]): void;
  /** Every session token issued so far stops working (401 invalid_token). */
  revokeSessions(): void;
  /** The next request is answered only after this many milliseconds. */
  slowNext(milliseconds: number): void;
}

const STATUS_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_token',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'unavailable',
};

function storeError(status: number, message: string, code: string = STATUS_CODES[status] ?? 'error'): VendorReply {
  return { status, body: { error: { code, message } } };
}

export async function startStoreSimulator(accounts: StoreAccount[] = []): Promise<StoreSimulator> {
  const byEmail = new Map<string, StoreAccount>();
  const sessions = new Map<string, string>();
  const delays: number[] = [];
  const setAccount = (account: StoreAccount) => byEmail.set(account.email.toLowerCase(), { ...account, purchases: [...account.purchases] });
  for (const account of accounts) setAccount(account);

  function login(request: RecordedRequest): VendorReply {
    const body = request.json as Record<string, unknown> | null;
    const email = typeof body?.email === 'string' ? body.email : null;
    const password = typeof body?.password === 'string' ? body.password : null;
    if (email === null || password === null || email === '' || password === '') return storeError(400, 'email and password are required.');
    const account = byEmail.get(email.toLowerCase());
    if (!account || account.password !== password) return storeError(401, 'The email or password is wrong.', 'invalid_credentials');
    const token = `store-session-${randomBytes(12).toString('hex')}`;
    sessions.set(token, account.email.toLowerCase());
    return { status: 200, body: { token, email: account.email } };
  }

  function purchases(request: RecordedRequest): VendorReply {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const email = match?.[1] ? sessions.get(match[1]) : undefined;
    const account = email === undefined ? undefined : byEmail.get(email);
    if (!account) return storeError(401, 'The session token is invalid or has expired.');
    return { status: 200, body: { purchases: account.purchases } };
  }

  const simulator = await startSimulator({
    errorBody: (status) => storeError(status, `HTTP ${status}`).body,
    async handle(request) {
      const delay = delays.shift();
      if (delay !== undefined) await sleep(delay);
      if (request.method === 'POST' && request.path === '/v1/auth/login') return login(request);
      if (request.method === 'GET' && request.path === '/v1/inapp-purchases') return purchases(request);
      return storeError(404, 'No such route.');
    },
  });

  return {
    ...simulator,
    reset: () => {
      simulator.reset();
      delays.length = 0;
    },
    setAccount,
    setPurchases: (email, list) => {
      const account = byEmail.get(email.toLowerCase());
      if (!account) throw new Error(`no store account ${email}`);
      account.purchases = [...list];
    },
    revokeSessions: () => sessions.clear(),
    slowNext: (milliseconds) => delays.push(milliseconds),
  };
}
