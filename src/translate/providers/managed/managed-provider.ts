import {
  Cost,
  createProviderResult,
  ProviderException,
  type CredentialStatus,
  type EstimateDetails,
  type EstimateDetailsProvider,
  type HandBackProvider,
  type ProviderContext,
  type ProviderRequest,
  type ProviderResult,
  type CallLimitProvider,
} from '../contract.js';
import { DEFAULT_MAX_CHUNK_BYTES, DEFAULT_TIMEOUT_MS, failureForStatus, HttpProvider, type HttpProviderOptions } from '../http-base.js';
import { VIA_SUBSCRIPTION, type SubscriptionBilledProvider } from '../provider-capabilities.js';
import { SERVICE_TIER_MULTIPLIERS, serviceTierOf, type ManagedQuota, type ManagedUsage } from './managed-plans.js';

export const MANAGED_ID = 'managed';
/** The gateway's address; `EXT_TRANSLATE_MANAGED_BASE_URL` replaces it. */
export const DEFAULT_MANAGED_BASE_URL = 'https://gateway.ext-translate.example';
/** A quota read (subscription status, estimate) waits this long at most: it must not hold up the page. */
export const QUOTA_TIMEOUT_MS = 3_000;
/** Delay before a batch handed back for a retryable failure runs again (see handBackDelayMs). */
export const MANAGED_RETRY_DELAY_MS = 30_000;
/** Texts per call; the gateway takes at most 100. */
export const MANAGED_MAX_BATCH_SIZE = 100;

/** The settings the subscription refresh writes (docs/subscription.md); the key is write-only. */
export const MANAGED_SETTINGS = {
  licenseToken: `${MANAGED_ID}ApiKey`,
  plan: `${MANAGED_ID}Plan`,
  expiresAt: `${MANAGED_ID}ExpiresAt`,
} as const;

export const MANAGED_MESSAGES = {
  noLicense: 'No managed translation license is stored. Refresh the subscription.',
  licenseRefused: 'The managed translation license was refused (HTTP 401). Refresh the subscription.',
  quotaExceeded: 'The managed translation quota for this month is used up.',
  invalidRequest: 'The managed translation service could not process the request (HTTP 400).',
  idempotencyConflict: 'The managed translation service refused the request: its idempotency key belongs to a different request (HTTP 409).',
  upstreamFailed: 'The managed translation service could not translate the texts right now (HTTP 502).',
  unreadable: 'The managed translation service answered with a response that could not be read.',
} as const;

/** What a quota read found: `reachable` false when the gateway was down or answered garbage. */
export interface QuotaSnapshot {
  reachable: boolean;
  quota: ManagedQuota | null;
}

export interface ManagedProviderOptions extends Partial<HttpProviderOptions> {
  /** Default {@link QUOTA_TIMEOUT_MS}. */
  quotaTimeoutMs?: number;
}

interface GatewayResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The gateway's quota object, or null when it is not one. */
export function quotaOf(value: unknown): ManagedQuota | null {
  if (!isObject(value)) return null;
  const limit = count(value.limit);
  const used = count(value.used);
  const remaining = count(value.remaining);
  if (typeof value.plan !== 'string' || typeof value.period !== 'string' || limit === null || used === null || remaining === null) return null;
  return { plan: value.plan, period: value.period, limit, used, remaining };
}

function codePoints(texts: string[]): number {
  return texts.reduce((sum, text) => sum + [...text].length, 0);
}

/**
 * The `managed` provider: our gateway (docs/gateway.md), paid for through a store subscription
 * instead of a key of its own. Usable while the subscription refresh has stored an unexpired license;
 * the check reads settings only. A call is made exactly once: a retryable failure goes back to the
 * engine, which hands the batch back to the queue with the same idempotency keys (the hand-back
 * capability, docs/providers.md), so the gateway replays a debit instead of taking it twice.
 * Metered in credits per service tier, it fills the estimate's credits and quota.
 */
export class ManagedProvider extends HttpProvider implements HandBackProvider, EstimateDetailsProvider, SubscriptionBilledProvider, CallLimitProvider {
  /**
   * Our gateway answers load with 429 and Retry-After, which pauses the limiter.
   */
  defaultCallsInFlight(): number {
    return 8;
  }

  readonly [VIA_SUBSCRIPTION] = true as const;
  private readonly quotaTimeoutMs: number;

  constructor(context: ProviderContext, options: ManagedProviderOptions = {}) {
    const { quotaTimeoutMs, ...http } = options;
    super(context, { id: MANAGED_ID, label: 'Managed translation', defaultBaseUrl: DEFAULT_MANAGED_BASE_URL, ...http });
    this.quotaTimeoutMs = quotaTimeoutMs ?? QUOTA_TIMEOUT_MS;
  }

  supports(feature: string): boolean {
    return feature === 'html' || feature === 'tone' || feature === 'glossary';
  }

  getMaxBatchSize(): number {
    return MANAGED_MAX_BATCH_SIZE;
  }

  override getMaxChunkBytes(): number {
    return DEFAULT_MAX_CHUNK_BYTES;
  }

  /** Credits are the plan's currency; no money is billed per call. */
  estimate(_characters: number): Cost {
    return Cost.zero('USD');
  }

  /**
   * Every retryable failure goes back to the queue: the gateway keeps each idempotency key's answer,
   * so the redelivered batch is answered, and debited, once.
   */
  handBackDelayMs(failure: ProviderException): number | null {
    return failure.retryable ? MANAGED_RETRY_DELAY_MS : null;
  }

  /** The credits the characters cost in the tier, and the month's quota from the gateway (null when it cannot be read). */
  async estimateDetails(characters: number, serviceTier: string): Promise<EstimateDetails> {
    const tier = serviceTierOf(serviceTier);
    const multiplier = SERVICE_TIER_MULTIPLIERS[tier];
    const { quota } = await this.readQuota();
    return { credits: characters * multiplier, serviceTier: tier, multiplier, quota };
  }

  /** A license stored by the subscription refresh whose end date lies ahead; no network I/O. */
  override async isConfigured(): Promise<boolean> {
    const [license, expiresAt] = await Promise.all([this.storedApiKey(), this.context.setting(MANAGED_SETTINGS.expiresAt)]);
    return license !== null && typeof expiresAt === 'string' && Date.parse(expiresAt) > Date.now();
  }

  async translate(request: ProviderRequest): Promise<ProviderResult> {
    if (request.texts.length === 0) return this.emptyResult();
    const license = await this.storedApiKey();
    if (license === null) throw ProviderException.authentication(MANAGED_MESSAGES.noLicense);
    const serviceTier = serviceTierOf(request.serviceTier);
    const response = await this.call('POST', '/v1/translate', license, this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS, {
      texts: request.texts,
      sourceLocale: request.sourceLocale,
      targetLocale: request.targetLocale,
      format: request.format,
      tone: request.tone,
      customPrompt: request.customPrompt,
      glossaryTerms: request.glossaryTerms,
      serviceTier,
      idempotencyKey: request.idempotencyKey,
      contentType: request.contentType,
      traceId: request.traceId,
    });
    if (response.status !== 200) throw this.failureFor(response.status, response.body);
    const answer = response.body;
    if (!isObject(answer) || !Array.isArray(answer.texts) || !answer.texts.every((text) => typeof text === 'string')) {
      // The call was debited but its answer is unusable; asking again would replay the same answer.
      throw new ProviderException(MANAGED_MESSAGES.unreadable, { code: response.status, globalFailure: true, bisectable: false });
    }
    const texts = answer.texts as string[];
    const characters = count(answer.characters) ?? codePoints(request.texts);
    const tier = serviceTierOf(answer.serviceTier ?? serviceTier);
    const multiplier = count(answer.multiplier) ?? SERVICE_TIER_MULTIPLIERS[tier];
    const usage: ManagedUsage = { credits: count(answer.credits) ?? characters * multiplier, multiplier, serviceTier: tier, characters };
    const quota = quotaOf(answer.quota);
    return createProviderResult({
      texts,
      characters,
      cost: Cost.zero('USD'),
      managedUsage: [usage],
      managedQuota: quota ? [quota] : null,
      // The gateway's debit id: a replayed call carries the same one, so usage counts it once.
      accountingKey: typeof answer.accountingKey === 'string' && answer.accountingKey !== '' ? answer.accountingKey : null,
      // Beside the spec's managed fields: whether the gateway answered a repeated idempotency key from its store.
      providerMetadata: { [MANAGED_ID]: { replayed: response.headers.get('idempotent-replay') === 'true' } },
    });
  }

  async validateCredentials(apiKey: string | null): Promise<CredentialStatus> {
    const license = await this.resolveApiKey(apiKey);
    if (license === null) return { valid: false, message: MANAGED_MESSAGES.noLicense, quota: null };
    try {
      const response = await this.call('GET', '/v1/quota', license, this.quotaTimeoutMs);
      if (response.status !== 200) throw this.failureFor(response.status, response.body);
      const quota = quotaOf(response.body);
      if (quota === null) throw new ProviderException(MANAGED_MESSAGES.unreadable, { retryable: true, code: 200, globalFailure: true, bisectable: false });
      return {
        valid: true,
        message: `The managed translation license works (${quota.used} of ${quota.limit} credits used in ${quota.period}).`,
        quota: { used: quota.used, limit: quota.limit },
      };
    } catch (error) {
      return this.credentialFailure(error);
    }
  }

  /**
   * The quota of the stored license (`GET /v1/quota`, at most {@link QUOTA_TIMEOUT_MS}). Never throws:
   * without a license there is nothing to ask (reachable, no quota); a refused license is reachable
   * without a quota; no answer, a server error or garbage is unreachable.
   */
  async readQuota(): Promise<QuotaSnapshot> {
    const license = await this.storedApiKey();
    if (license === null) return { reachable: true, quota: null };
    try {
      const response = await this.call('GET', '/v1/quota', license, this.quotaTimeoutMs);
      if (response.status >= 500) return { reachable: false, quota: null };
      if (response.status !== 200) return { reachable: true, quota: null };
      const quota = quotaOf(response.body);
      return quota === null ? { reachable: false, quota: null } : { reachable: true, quota };
    } catch {
      return { reachable: false, quota: null };
    }
  }

  /** The gateway's error statuses (docs/gateway.md) as user-safe failures with the engine's flags. */
  protected override failureFor(status: number, body: unknown): ProviderException {
    const error = isObject(body) && isObject(body.error) ? body.error : {};
    switch (status) {
      case 400:
        return new ProviderException(MANAGED_MESSAGES.invalidRequest, { code: status, bisectable: false });
      case 401:
        return ProviderException.authentication(MANAGED_MESSAGES.licenseRefused, { code: status });
      case 402:
        return ProviderException.quotaExceeded(MANAGED_MESSAGES.quotaExceeded, { code: status });
      case 409:
        return new ProviderException(MANAGED_MESSAGES.idempotencyConflict, { code: status, bisectable: false });
      case 502: {
        // upstream_failed says whether asking again can help; a 502 without it (a proxy) may.
        const retryable = typeof error.retryable === 'boolean' ? error.retryable : true;
        return new ProviderException(`${MANAGED_MESSAGES.upstreamFailed}${retryable ? ' It is tried again later.' : ''}`, { retryable, code: status, globalFailure: true, bisectable: false });
      }
      default:
        return failureForStatus(this.getLabel(), status);
    }
  }

  /**
   * One request, no retries (see the class comment). A transport failure or timeout is locally
   * ambiguous (the gateway may have debited): retryable, global, not bisectable. So is a 200 that
   * cannot be parsed, since a replay returns the stored answer.
   */
  private async call(method: 'GET' | 'POST', path: string, license: string, timeoutMs: number, json?: unknown): Promise<GatewayResponse> {
    const url = new URL(`${this.baseUrl()}${path}`);
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${license}`, 'user-agent': 'ext-translate' };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const started = Date.now();
    let response: Response;
    let text: string;
    try {
      response = await this.context.fetch(url, {
        method,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      this.logCall('warn', method, url, null, started, false);
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const message = timedOut ? `${this.getLabel()} did not answer in time.` : `${this.getLabel()} could not be reached.`;
      throw ProviderException.transportFailure(message, { cause: error });
    }
    const replay = response.headers.get('idempotent-replay') === 'true';
    this.logCall(response.ok ? 'info' : 'warn', method, url, response.status, started, replay);
    let body: unknown = null;
    try {
      body = text === '' ? null : (JSON.parse(text) as unknown);
    } catch (error) {
      if (response.ok) throw new ProviderException(MANAGED_MESSAGES.unreadable, { retryable: true, cause: error, code: response.status, globalFailure: true, bisectable: false });
    }
    return { status: response.status, body, headers: response.headers };
  }

  private logCall(level: 'info' | 'warn', method: string, url: URL, status: number | null, started: number, replay: boolean): void {
    // Metadata only, like the HTTP base: never the license, never a body.
    this.context.logger[level](
      { provider: this.getId(), method, host: url.host, path: url.pathname, status, durationMs: Date.now() - started, attempt: 1, replay },
      'provider request',
    );
  }
}
