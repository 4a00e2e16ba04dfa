import { computed, reactive } from 'vue';
import { ApiRequestError } from '../api/errors';

/**
 * The signed-in session: OAuth password grant (client `administration`), a refresh shortly before the
 * access token expires (a refresh token works once, so one refresh runs at a time), and revocation on
 * log out. Tokens live in sessionStorage: they end with the tab and are not shared with other tabs.
 */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  username: string;
}

export interface AuthDependencies {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
  setTimer: (callback: () => void, milliseconds: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const STORAGE_KEY = 'ext-translate.session';
/** Refresh this long before the access token expires, so no request goes out with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

function readStored(storage: AuthDependencies['storage']): Session | null {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<Session> | null;
    if (parsed && typeof parsed.accessToken === 'string' && typeof parsed.refreshToken === 'string' && typeof parsed.expiresAt === 'number') {
      return { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken, expiresAt: parsed.expiresAt, username: String(parsed.username ?? '') };
    }
  } catch {
    // A damaged entry is treated as signed out.
  }
  return null;
}

export function createAuthStore(deps: AuthDependencies) {
  const state = reactive<{ session: Session | null }>({ session: readStored(deps.storage) });
  let timer: unknown = null;
  let refreshing: Promise<boolean> | null = null;

  function schedule(): void {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    const session = state.session;
    if (!session) return;
    const delay = Math.max(0, session.expiresAt - REFRESH_MARGIN_MS - deps.now());
    timer = deps.setTimer(() => {
      timer = null;
      void refresh();
    }, delay);
  }

  function store(session: Session | null): void {
    state.session = session;
    if (session) deps.storage.setItem(STORAGE_KEY, JSON.stringify(session));
    else deps.storage.removeItem(STORAGE_KEY);
    schedule();
  }

  async function tokenRequest(body: Record<string, string>): Promise<TokenAnswer> {
    const response = await deps.fetch('/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = text;
    }
    if (!response.ok) throw new ApiRequestError(response.status, parsed, `The sign-in failed (HTTP ${response.status}).`);
    return parsed as TokenAnswer;
  }

  function sessionFrom(answer: TokenAnswer, username: string): Session {
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt: deps.now() + answer.expires_in * 1000, username };
  }

  async function login(username: string, password: string): Promise<void> {
    const answer = await tokenRequest({ grant_type: 'password', client_id: 'administration', scope: 'write', username, password });
    store(sessionFrom(answer, username));
  }

  /** Exchanges the refresh token; false (and signed out) when it is no longer accepted. */
  function refresh(): Promise<boolean> {
    const session = state.session;
    if (!session) return Promise.resolve(false);
    refreshing ??= tokenRequest({ grant_type: 'refresh_token', client_id: 'administration', refresh_token: session.refreshToken })
      .then((answer) => {
        store(sessionFrom(answer, session.username));
        return true;
      })
      .catch((error: unknown) => {
        // Only a refused token ends the session; a network failure leaves it for the next attempt.
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) store(null);
        return false;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** The access token to send now, refreshed first when it is about to expire; null when signed out. */
  async function accessToken(): Promise<string | null> {
    if (refreshing) await refreshing;
    const session = state.session;
    if (!session) return null;
    if (session.expiresAt - deps.now() < REFRESH_MARGIN_MS / 2) await refresh();
    return state.session?.accessToken ?? null;
  }

  async function logout(): Promise<void> {
    const session = state.session;
    store(null);
    if (!session) return;
    try {
      await deps.fetch('/api/oauth/revoke', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: session.refreshToken }),
      });
    } catch {
      // The tokens are gone from this tab either way; the access token expires on its own.
    }
  }

  /** Forgets the session without revoking (the server already refused it). */
  function expire(): void {
    store(null);
  }

  // A session restored from storage refreshes on the same schedule as a fresh one.
  schedule();

  return {
    state,
    isAuthenticated: computed(() => state.session !== null),
    username: computed(() => state.session?.username ?? ''),
    login,
    logout,
    refresh,
    accessToken,
    expire,
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

export const auth: AuthStore = createAuthStore({
  fetch: (...args) => globalThis.fetch(...args),
  storage: globalThis.sessionStorage,
  now: () => Date.now(),
  setTimer: (callback, milliseconds) => globalThis.setTimeout(callback, milliseconds),
  clearTimer: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
});
