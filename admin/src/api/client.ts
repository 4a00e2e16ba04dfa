import { auth as defaultAuth, type AuthStore } from '../auth/auth-store';
import { ApiRequestError } from './errors';

export { ApiRequestError, errorMessage } from './errors';

/**
 * The one way the screens talk to the server: JSON over `/api` with the session's bearer token.
 * A 401 tries one token refresh and the call again; when that fails too, the session ends and the
 * unauthorised handler (the router: log in, then back to this page) takes over.
 */
export const ACTION_BASE = '/_action/ext-translate';

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** `text` answers the body as a string (CSV downloads); `file` as a {@link DownloadedFile}. */
  responseType?: 'json' | 'text' | 'file';
  signal?: AbortSignal;
}

/** A downloaded file: its text and the name the server's Content-Disposition suggests (null: none). */
export interface DownloadedFile {
  text: string;
  fileName: string | null;
}

/** The file name of a Content-Disposition header (`attachment; filename="a.xlf"`), or null. */
export function attachmentName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? null;
}

export interface ApiClientDependencies {
  auth: Pick<AuthStore, 'accessToken' | 'refresh' | 'expire'>;
  fetch: typeof fetch;
  onUnauthorized: () => void;
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

export function createApiClient(deps: ApiClientDependencies) {
  async function send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { accept: options.responseType === 'text' || options.responseType === 'file' ? '*/*' : 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return deps.fetch(`/api${withQuery(path, options.query)}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    let token = await deps.auth.accessToken();
    let response = await send(method, path, options, token);
    if (response.status === 401 && token) {
      if (await deps.auth.refresh()) {
        token = await deps.auth.accessToken();
        response = await send(method, path, options, token);
      }
    }
    const text = await response.text();
    if (response.status === 401) {
      deps.auth.expire();
      deps.onUnauthorized();
    }
    if (!response.ok) {
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON: the text itself is the message.
      }
      throw new ApiRequestError(response.status, body, `The request failed (HTTP ${response.status}).`);
    }
    if (options.responseType === 'text') return text as T;
    if (options.responseType === 'file') return { text, fileName: attachmentName(response.headers.get('content-disposition')) } satisfies DownloadedFile as T;
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...options, body }),
    patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('PATCH', path, { ...options, body }),
    delete: <T = void>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let unauthorizedHandler: () => void = () => undefined;

/** The router registers where a refused session goes (the login page with the return path). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

export const api: ApiClient = createApiClient({
  auth: defaultAuth,
  fetch: (...args) => globalThis.fetch(...args),
  onUnauthorized: () => unauthorizedHandler(),
});
