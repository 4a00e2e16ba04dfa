import { setTimeout as sleep } from 'node:timers/promises';
import type { BackPressureListener, BackPressureSource } from './back-pressure.js';
import {
  createProviderResult,
  PROVIDER_SPECIFICATION_VERSION,
  ProviderException,
  type Cost,
  type CredentialStatus,
  type ModelEntry,
  type ProviderContext,
  type ProviderRequest,
  type ProviderResult,
  type TranslationProvider,
} from './contract.js';

/** Statuses worth another attempt (at most MAX_ATTEMPTS attempts in all). */
export const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 529]);
export const MAX_ATTEMPTS = 3;
/** Statuses whose honoured Retry-After pauses every call to the provider (back-pressure.ts), not only this one. */
export const BACK_PRESSURE_STATUSES = new Set([429, 503, 529]);
/** A Retry-After up to this long is honoured; a longer one falls back to exponential backoff. */
export const MAX_RETRY_AFTER_MS = 60_000;
export const DEFAULT_MAX_CHUNK_BYTES = 80_000;
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface HttpProviderOptions {
  id: string;
  label: string;
  /** The vendor's address; `EXT_TRANSLATE_<ID>_BASE_URL` replaces it. */
  defaultBaseUrl: string;
  /** Per-attempt timeout in milliseconds (default 60 s). */
  timeoutMs?: number;
  /** Waits between attempts; tests replace it to run without delay. */
  wait?: (milliseconds: number) => Promise<void>;
}

export interface JsonRequest {
  method: 'GET' | 'POST';
  /** Path and query below the base URL, e.g. `/v2/usage`. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded (repeated keys for arrays). */
  form?: Record<string, string | string[]>;
  /** Another base URL for this call (DeepL's free host); default baseUrl(). */
  baseUrl?: string;
}

/** What a provider decides about a retryable status after reading its body. */
export type RetryDecision = { stop: ProviderException } | { delayMs: number };

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Which part of a failure table row applies, with a user-safe message. */
export function failureForStatus(label: string, status: number, cause: unknown = null): ProviderException {
  const details = { code: status, cause };
  if (status === 429) return ProviderException.rateLimited(`${label} is limiting the request rate (HTTP 429). Try again later.`, details);
  if (RETRYABLE_STATUSES.has(status)) {
    const message = status === 529 ? `${label} is overloaded right now (HTTP 529). Try again later.` : `${label} is unavailable right now (HTTP ${status}). Try again later.`;
    return ProviderException.unavailable(message, details);
  }
  if (status === 400 || status === 413 || status === 422) {
    const message =
      status === 413 ? `The request was too large for ${label} (HTTP 413).` : `${label} could not process the request (HTTP ${status}).`;
    return ProviderException.invalidRequest(message, details);
  }
  if (status === 401 || status === 403) {
    return ProviderException.authentication(`${label} rejected the API key (HTTP ${status}). Check the key in the provider settings.`, details);
  }
  if (status === 402 || status === 456) {
    return ProviderException.quotaExceeded(`The ${label} quota or credit is used up (HTTP ${status}).`, details);
  }
  if (status === 404) {
    return ProviderException.notFound(`${label} does not know the requested resource or model (HTTP 404).`, details);
  }
  if (status >= 500) {
    return ProviderException.unavailable(`${label} failed with an internal error (HTTP ${status}).`, details);
  }
  return ProviderException.misconfigured(`${label} refused the request (HTTP ${status}).`, details);
}

/** Milliseconds to wait from `retry-after-ms` or `retry-after` (seconds or an HTTP date); null when absent. */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | null {
  const exact = headers.get('retry-after-ms');
  if (exact !== null && /^\d+(\.\d+)?$/.test(exact.trim())) return Number(exact);
  const value = headers.get('retry-after');
  if (value === null) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Exponential fallback with full jitter: 0.5 s, 1 s, 2 s ... each scaled by a random factor. */
export function backoffMs(attempt: number): number {
  return Math.round(500 * 2 ** (attempt - 1) * (0.5 + Math.random() * 0.5));
}

/**
 * The HTTP base of the built-in providers (internal; only contract.ts is published): settings access,
 * a JSON helper with retries and timeouts, failures mapped to user-safe ProviderExceptions, and
 * metadata-only logging.
 */
export abstract class HttpProvider implements TranslationProvider, BackPressureSource {
  readonly specificationVersion = PROVIDER_SPECIFICATION_VERSION;
  protected readonly context: ProviderContext;
  protected readonly options: HttpProviderOptions;
  private readonly backPressureListeners = new Set<BackPressureListener>();

  constructor(context: ProviderContext, options: HttpProviderOptions) {
    this.context = context;
    this.options = options;
  }

  getId(): string {
    return this.options.id;
  }

  getLabel(): string {
    return this.options.label;
  }

  abstract translate(request: ProviderRequest): Promise<ProviderResult>;
  abstract validateCredentials(apiKey: string | null): Promise<CredentialStatus>;
  abstract supports(feature: string): boolean;
  abstract estimate(characters: number): Cost;
  abstract getMaxBatchSize(): number;

  getModels(): ModelEntry[] {
    return [];
  }

  onBackPressure(listener: BackPressureListener): () => void {
    this.backPressureListeners.add(listener);
    return () => this.backPressureListeners.delete(listener);
  }

  getMaxChunkBytes(): number {
    return DEFAULT_MAX_CHUNK_BYTES;
  }

  async isConfigured(): Promise<boolean> {
    return (await this.storedApiKey()) !== null;
  }

  /** The stored key (`ExtTranslate.config.<id>ApiKey`), or null. */
  protected async storedApiKey(): Promise<string | null> {
    const value = await this.context.setting(`${this.getId()}ApiKey`);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }

  /** An explicit key wins over the stored one; a blank key counts as none. */
  protected async resolveApiKey(explicit: string | null): Promise<string | null> {
    if (explicit !== null && explicit.trim() !== '') return explicit.trim();
    return this.storedApiKey();
  }

  /** The key for a call, or the user-safe failure a missing key means. */
  protected async requireApiKey(explicit: string | null = null): Promise<string> {
    const key = await this.resolveApiKey(explicit);
    if (key === null) throw ProviderException.authentication(`No API key is configured for ${this.getLabel()}.`);
    return key;
  }

  protected baseUrl(): string {
    return (this.baseUrlOverride() ?? this.options.defaultBaseUrl).replace(/\/+$/, '');
  }

  /** `EXT_TRANSLATE_<ID>_BASE_URL`, or null. */
  protected baseUrlOverride(): string | null {
    const override = this.context.env[`EXT_TRANSLATE_${this.getId().toUpperCase()}_BASE_URL`]?.trim();
    return override ? override.replace(/\/+$/, '') : null;
  }

  protected emptyResult(): ProviderResult {
    return createProviderResult({ texts: [], characters: 0 });
  }

  /**
   * Sends one request with up to three attempts on 429, 500, 502, 503 and 529, honouring Retry-After
   * up to 60 seconds. Answers any other status to the caller, which maps it (vendors differ in what a
   * 400 means). Throws ProviderException for transport failures and exhausted retries.
   */
  protected async sendJson<T = unknown>(request: JsonRequest): Promise<JsonResponse<T>> {
    const url = new URL(`${request.baseUrl ?? this.baseUrl()}${request.path}`);
    const headers: Record<string, string> = { accept: 'application/json', ...(request.headers ?? {}) };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(request.form)) {
        for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
      }
      body = form.toString();
    }
    const wait = this.options.wait ?? ((milliseconds: number) => sleep(milliseconds).then(() => undefined));

    for (let attempt = 1; ; attempt += 1) {
      const started = Date.now();
      let response: Response;
      try {
        response = await this.context.fetch(url, {
          method: request.method,
          headers,
          ...(body !== undefined ? { body } : {}),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        this.log('warn', request.method, url, null, started, attempt);
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        const message = timedOut ? `${this.getLabel()} did not answer in time.` : `${this.getLabel()} could not be reached.`;
        const failure = ProviderException.transportFailure(message, { cause: error });
        if (attempt >= MAX_ATTEMPTS) throw failure;
        await wait(backoffMs(attempt));
        continue;
      }
      this.log(response.ok ? 'info' : 'warn', request.method, url, response.status, started, attempt);

      if (RETRYABLE_STATUSES.has(response.status)) {
        const decision = this.retryDecision(response.status, this.parseErrorBody(await response.text()));
        if (decision && 'stop' in decision) throw decision.stop;
        const delay = decision?.delayMs ?? retryAfterMs(response.headers);
        // A Retry-After within 60 s is honoured as given; a longer or missing one falls back to backoff.
        const honoured = delay !== null && delay <= MAX_RETRY_AFTER_MS ? delay : null;
        // The upstream's pause concerns every call of this provider, also after the last attempt.
        if (honoured !== null && BACK_PRESSURE_STATUSES.has(response.status)) for (const listener of this.backPressureListeners) listener(honoured);
        if (attempt >= MAX_ATTEMPTS) throw failureForStatus(this.getLabel(), response.status);
        await wait(honoured ?? backoffMs(attempt));
        continue;
      }

      const text = await response.text();
      if (!response.ok) return { status: response.status, body: this.parseErrorBody(text) as T, headers: response.headers };
      try {
        return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T, headers: response.headers };
      } catch (error) {
        throw ProviderException.unreadableResponse(`${this.getLabel()} answered with a response that could not be read.`, { code: response.status, cause: error });
      }
    }
  }

  /** Like sendJson, but any non-2xx status becomes the failure table's ProviderException. */
  protected async requestJson<T = unknown>(request: JsonRequest): Promise<T> {
    const response = await this.sendJson<T>(request);
    if (response.status < 200 || response.status >= 300) throw this.failureFor(response.status, response.body);
    return response.body;
  }

  /**
   * Lets a provider read the body of a retryable status before the base retries it: some vendors
   * send a spent quota as 429 (no retry will help: `stop`), others put the delay in the body
   * (`delayMs`). Null keeps the default: retry after Retry-After or backoff.
   */
  protected retryDecision(_status: number, _body: unknown): RetryDecision | null {
    return null;
  }

  /** Maps an error status to a user-safe failure; providers may refine it (never echoing the body). */
  protected failureFor(status: number, _body: unknown): ProviderException {
    return failureForStatus(this.getLabel(), status);
  }

  /**
   * A credential check through one cheap real request: valid when it succeeds, else the failure's
   * user-safe message (a missing key included).
   */
  protected async checkKeyWith(apiKey: string | null, request: (key: string) => JsonRequest): Promise<CredentialStatus> {
    try {
      await this.requestJson(request(await this.requireApiKey(apiKey)));
      return { valid: true, message: `The ${this.getLabel()} key works.`, quota: null };
    } catch (error) {
      return this.credentialFailure(error);
    }
  }

  /** A credential check's answer for a failure: user-safe, never the key. */
  protected credentialFailure(error: unknown): CredentialStatus {
    if (ProviderException.isInstance(error)) return { valid: false, message: error.message, quota: null };
    return { valid: false, message: `The credentials could not be checked with ${this.getLabel()}.`, quota: null };
  }

  private parseErrorBody(text: string): unknown {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  private log(level: 'info' | 'warn', method: string, url: URL, status: number | null, started: number, attempt: number): void {
    // Metadata only: no query string (Google puts the key there), no headers, no bodies.
    this.context.logger[level](
      { provider: this.getId(), method, host: url.host, path: url.pathname, status, durationMs: Date.now() - started, attempt },
      'provider request',
    );
  }
}
