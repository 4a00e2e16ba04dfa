/**
 * The provider contract: the one interface ext-translate publishes (`ext-translate/provider`).
 *
 * A provider translates lists of texts for the engine. Built-in providers speak their vendors' HTTP
 * APIs; a third party writes its own against this file and names the module in
 * `EXT_TRANSLATE_PROVIDERS`. Everything else in the code base is internal and may change.
 *
 * Besides the required {@link TranslationProvider} operations, a provider may implement optional
 * capabilities, each a small interface the service finds with a type guard: {@link LiveModelProvider},
 * {@link HandBackProvider}, {@link EstimateDetailsProvider} and {@link LocaleAdviceProvider}
 * (docs/providers.md, "Capabilities"). `ext-translate/provider/testing` checks a provider against
 * this contract.
 *
 * @packageDocumentation
 */
import { COST_DECIMALS, roundTo } from '../../host/rounding.js';

/**
 * The version of this contract. It rises only when a promise of the contract changes in a way an
 * existing provider could break; adding an optional capability does not raise it.
 */
export const PROVIDER_SPECIFICATION_VERSION = 1;

/** The contract versions this service can call. */
export type ProviderSpecificationVersion = typeof PROVIDER_SPECIFICATION_VERSION;

/** A feature a provider may support (supports(feature)). */
export type ProviderFeature = 'html' | 'formality' | 'tone' | 'glossary';

export const PROVIDER_FEATURES: readonly ProviderFeature[] = ['html', 'formality', 'tone', 'glossary'];

/** Quality tier of a model. Curated lists use quality/balanced/budget; live listings may add more. */
export type ModelTier = 'flagship' | 'quality' | 'balanced' | 'budget' | 'legacy';

/** Price per 1,000,000 tokens. */
export interface ModelPricing {
  input: number;
  output: number;
  currency: string;
}

/** One model a provider offers. */
export interface ModelEntry {
  id: string;
  /** Plain product name, no prose. */
  name: string;
  tier: ModelTier | null;
  pricing: ModelPricing | null;
  source: 'curated' | 'live';
}

/** The texts to translate and how (docs/providers.md, "ProviderRequest"). */
export interface ProviderRequest {
  /** Texts in preserved order. */
  texts: string[];
  /** Platform locale code such as `en-GB`. */
  sourceLocale: string;
  /** Platform locale code such as `de-DE`. */
  targetLocale: string;
  /** HTML and plain text always travel in separate requests. Default `text`. */
  format: 'html' | 'text';
  /** `formal`, `informal` or null (default). */
  tone: 'formal' | 'informal' | null;
  /** The merchant's instructions, or null. */
  customPrompt: string | null;
  /** Term -> forced translation; null means never translate the term. Default empty. */
  glossaryTerms: Record<string, string | null>;
  /**
   * The job's service tier (`speed`, `balanced` or `quality`); set only for a provider with the
   * {@link EstimateDetailsProvider} capability (among the built-ins, `managed`), null for the others.
   */
  serviceTier: string | null;
  /** Stable per logical provider call, also across bisection calls. */
  idempotencyKey: string | null;
  /** Entity name the texts came from. */
  contentType: string | null;
  /** Batch request id or job id. */
  traceId: string | null;
  /**
   * Optional, beside the spec's fields: per text (parallel to `texts`), the kind of store field it comes
   * from and the most characters its translation may have; null where nothing is known. Language-model
   * providers put it into their prompt so that answers fit; others may ignore it.
   */
  textHints?: (TextHint | null)[];
  /**
   * Optional, beside the spec's fields: set when the engine asks again for a single text whose earlier
   * translation lost placeholder tokens (docs/jobs.md); names the tokens to keep. Language-model providers
   * tell the model; others translate the text as usual.
   */
  repair?: { missingPlaceholders: string[] };
}

/** What a text is, for a provider that can use it (ProviderRequest.textHints). */
export interface TextHint {
  /** The entity's field, such as `name` or `metaTitle`. */
  field: string;
  /** In words, such as "product name" or "SEO meta title". */
  kind: string;
  /** The most characters the translation may have, or null. */
  maxLength: number | null;
}

/** Fills the contract's defaults into a partial request. */
export function createProviderRequest(
  request: Pick<ProviderRequest, 'texts' | 'sourceLocale' | 'targetLocale'> & Partial<ProviderRequest>,
): ProviderRequest {
  return {
    format: 'text',
    tone: null,
    customPrompt: null,
    glossaryTerms: {},
    serviceTier: null,
    idempotencyKey: null,
    contentType: null,
    traceId: null,
    ...request,
  };
}

/** An invalid argument given to a contract helper. */
export class InvalidArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidArgumentError';
  }
}

/** An amount of money in one currency. Serialised with the amount rounded to six decimals. */
export class Cost {
  readonly amount: number;
  readonly currency: string;

  /** @param currency ISO code, default `USD`. */
  constructor(amount = 0, currency = 'USD') {
    if (!Number.isFinite(amount)) throw new InvalidArgumentError('A cost amount must be a finite number.');
    this.amount = amount;
    this.currency = currency;
  }

  static zero(currency = 'USD'): Cost {
    return new Cost(0, currency);
  }

  /** @throws InvalidArgumentError `Costs in different currencies cannot be added.` */
  add(other: Cost): Cost {
    if (other.currency !== this.currency) throw new InvalidArgumentError('Costs in different currencies cannot be added.');
    return new Cost(this.amount + other.amount, this.currency);
  }

  toJSON(): { amount: number; currency: string } {
    return { amount: roundTo(this.amount, COST_DECIMALS), currency: this.currency };
  }
}

/**
 * Vendor-specific facts about one call, namespaced by the provider id that reports them (like the AI SDK's
 * `providerMetadata`): `{ mt_primary: { detectedSourceLanguages: ['EN'] } }`. Values are JSON. The spec's
 * fields of {@link ProviderResult} never move here; this holds only what the spec does not name, so a
 * provider can report more without widening the contract for everyone.
 */
export type ProviderMetadata = Record<string, Record<string, unknown>>;

/** What one translate() call returns (docs/providers.md, "ProviderResult"). */
export interface ProviderResult {
  /** Same length and order as the request's texts. */
  texts: string[];
  /** Billable characters. */
  characters: number;
  inputTokens: number;
  outputTokens: number;
  cost: Cost;
  /** The spec's managed accounting field: set by the `managed` provider only, null for every other. */
  managedUsage: unknown[] | null;
  /** The spec's managed accounting field: set by the `managed` provider only, null for every other. */
  managedQuota: unknown[] | null;
  /** A stable upstream debit key (a UUID) when the upstream gives one; null otherwise. */
  accountingKey: string | null;
  /**
   * Optional, beside the spec's fields (contract v1): what else the upstream said about this call, under
   * the provider's own id. The engine records none of it; absent when there is nothing to say.
   */
  providerMetadata?: ProviderMetadata;
}

/** Fills the contract's defaults into a partial result. */
export function createProviderResult(result: Pick<ProviderResult, 'texts' | 'characters'> & Partial<ProviderResult>): ProviderResult {
  return {
    inputTokens: 0,
    outputTokens: 0,
    cost: Cost.zero(),
    managedUsage: null,
    managedQuota: null,
    accountingKey: null,
    ...result,
  };
}

/** The accounting part of a result, which a failed call can report too (ProviderException.usage). */
export type ProviderUsage = Pick<ProviderResult, 'characters' | 'inputTokens' | 'outputTokens' | 'cost' | 'accountingKey'>;

/** The outcome of a credential check. A null quota limit means unlimited. */
export interface CredentialStatus {
  valid: boolean;
  message: string;
  quota: { used: number; limit: number | null } | null;
}

const PROVIDER_EXCEPTION_BRAND = Symbol.for('ext-translate.ProviderException');

/** What a named {@link ProviderException} factory takes besides the message. */
export interface ProviderFailureDetails {
  /** The upstream's status or the provider's own number; each factory has its default. */
  code?: number;
  /** The underlying error, kept for the caller's logs (Error's standard `cause`); never shown. */
  cause?: unknown;
  /**
   * The underlying error under its name before contract v1's options form.
   *
   * @deprecated Use {@link ProviderFailureDetails.cause}; `previous` is read only when `cause` is absent.
   */
  previous?: unknown;
}

/**
 * What {@link ProviderException} takes besides the message. Every field is optional; the defaults are
 * the spec's (a failure that is not retried, not global, and may be isolated by halving the chunk).
 *
 * @example
 * throw new ProviderException('ACME refused the glossary.', { code: 422, bisectable: false, cause: error });
 */
export interface ProviderExceptionOptions {
  /** The failure may clear if the call is made again later. @defaultValue false */
  retryable?: boolean;
  /** The upstream's status or the provider's own number, stored beside the message. @defaultValue 0 */
  code?: number;
  /** The whole batch should stop (credentials, quota, upstream down). @defaultValue false */
  globalFailure?: boolean;
  /** Halving the chunk may isolate the failing text. @defaultValue true */
  bisectable?: boolean;
  /** The underlying error, kept for the caller's logs (Error's standard `cause`); never stored or shown. */
  cause?: unknown;
  /** What the failed call had already spent upstream ({@link ProviderException.usage}). @defaultValue null */
  usage?: ProviderUsage | null;
}

/** The second argument is the options object of contract v1 (not a positional `retryable`). */
function isExceptionOptions(value: unknown): value is ProviderExceptionOptions {
  return typeof value === 'object' && value !== null;
}

/**
 * A provider failure. The message is user-safe: it is stored in job errors and shown in the admin,
 * so it never holds keys, raw upstream bodies or stack traces. Not final: extend it freely.
 *
 * The named factories build the failures of the contract's failure table with the right flags
 * (docs/providers.md, "Failures"); for anything else pass the flags by name in an options object.
 * The spec's positional form `(message, retryable, previous, code, globalFailure, bisectable)` keeps
 * working but is deprecated: its six arguments are easy to swap.
 *
 * @example
 * if (response.status === 429) throw ProviderException.rateLimited('ACME is limiting the request rate. Try again later.');
 * throw new ProviderException('ACME cut the answer off.', { code: 200, bisectable: true, cause: error });
 */
export class ProviderException extends Error {
  readonly retryable: boolean;
  readonly code: number;
  /** The whole batch should stop (credentials, quota, upstream down). */
  readonly globalFailure: boolean;
  /** Halving the chunk may isolate the failing text. */
  readonly bisectable: boolean;
  /**
   * What the failed call had already spent upstream (for example the tokens of model answers that broke
   * the response contract), or null. The engine records it in the job and monthly usage like a
   * result's, because the contract counts usage "also for a response that later fails structural validation".
   */
  usage: ProviderUsage | null = null;

  /**
   * @param message user-safe: no keys, raw upstream bodies or stack traces.
   * @param options the flags, the code, the `cause` and the usage; see {@link ProviderExceptionOptions}.
   */
  constructor(message: string, options?: ProviderExceptionOptions);
  /**
   * The spec's positional form, kept so that providers written before contract v1's options form still load.
   *
   * @deprecated Pass an options object: `new ProviderException(message, { retryable, cause, code, globalFailure, bisectable })`.
   */
  constructor(message: string, retryable?: boolean, previous?: unknown, code?: number, globalFailure?: boolean, bisectable?: boolean);
  constructor(
    message: string,
    optionsOrRetryable?: ProviderExceptionOptions | boolean,
    previous: unknown = null,
    code = 0,
    globalFailure = false,
    bisectable = true,
  ) {
    const options: ProviderExceptionOptions = isExceptionOptions(optionsOrRetryable)
      ? optionsOrRetryable
      : { retryable: optionsOrRetryable ?? false, cause: previous, code, globalFailure, bisectable };
    super(message, options.cause === undefined || options.cause === null ? undefined : { cause: options.cause });
    this.name = 'ProviderException';
    this.retryable = options.retryable ?? false;
    this.code = options.code ?? 0;
    this.globalFailure = options.globalFailure ?? false;
    this.bisectable = options.bisectable ?? true;
    this.usage = options.usage ?? null;
    Object.defineProperty(this, PROVIDER_EXCEPTION_BRAND, { value: true });
  }

  /**
   * The underlying error, or null.
   *
   * @deprecated Read Error's standard {@link ProviderException.cause}; `previous` returns the same value (null when there is none).
   */
  get previous(): unknown {
    return this.cause ?? null;
  }

  /** True also for instances from another copy of this package (a custom provider's own dependency). */
  static isInstance(value: unknown): value is ProviderException {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[PROVIDER_EXCEPTION_BRAND] === true;
  }

  /** A factory's exception: the row's flags, the details' code (else the row's default) and cause. */
  private static of(message: string, details: ProviderFailureDetails, row: Required<Pick<ProviderExceptionOptions, 'retryable' | 'code' | 'globalFailure' | 'bisectable'>>): ProviderException {
    return new ProviderException(message, { ...row, code: details.code ?? row.code, cause: details.cause ?? details.previous });
  }

  /** No answer at all (network error, timeout): retryable, global, not bisectable. Code default 0. */
  static transportFailure(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: true, code: 0, globalFailure: true, bisectable: false });
  }

  /** The upstream limits the request rate (HTTP 429): retryable, global, not bisectable. Code default 429. */
  static rateLimited(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: true, code: 429, globalFailure: true, bisectable: false });
  }

  /** The upstream is down or overloaded (HTTP 500, 502, 503, 529): retryable, global, not bisectable. Code default 503. */
  static unavailable(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: true, code: 503, globalFailure: true, bisectable: false });
  }

  /**
   * The upstream could not process these texts (HTTP 400, 413, 422, or an answer refused or cut off
   * for their content or length): not retryable, not global, bisectable, so halving the chunk can
   * isolate the text at fault. Code default 400.
   */
  static invalidRequest(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: false, code: 400, globalFailure: false, bisectable: true });
  }

  /** The key is missing or refused (HTTP 401, 403): not retryable, global, not bisectable. Code default 401. */
  static authentication(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: false, code: 401, globalFailure: true, bisectable: false });
  }

  /** The account's quota or credit is used up (HTTP 402): not retryable, global, not bisectable. Code default 402. */
  static quotaExceeded(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: false, code: 402, globalFailure: true, bisectable: false });
  }

  /** The upstream knows no such resource or model (HTTP 404): not retryable, global, not bisectable. Code default 404. */
  static notFound(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: false, code: 404, globalFailure: true, bisectable: false });
  }

  /**
   * The provider cannot serve any request as configured (a model the key may not use, a region or
   * billing requirement, an invalid address): not retryable, global, not bisectable. Code default 0.
   */
  static misconfigured(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: false, code: 0, globalFailure: true, bisectable: false });
  }

  /**
   * The upstream answered something that cannot be read: retryable, not global (later chunks may be
   * answered well), not bisectable (the texts are not at fault). Code default 0.
   */
  static unreadableResponse(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: true, code: 0, globalFailure: false, bisectable: false });
  }

  /**
   * The provider has no code for a locale of the request: not retryable, not global (other target
   * languages may work), not bisectable (every text of the chunk shares the locale). Code default 0.
   */
  static unsupportedLanguage(message: string, details: ProviderFailureDetails = {}): ProviderException {
    return ProviderException.of(message, details, { retryable: false, code: 0, globalFailure: false, bisectable: false });
  }
}

/** Raised by the engine only, when a protected ⟦n⟧ token did not survive translation. */
export class PlaceholderLostException extends ProviderException {
  constructor(message = 'A protected placeholder was lost or duplicated in the translation.') {
    super(message, { bisectable: true });
    this.name = 'PlaceholderLostException';
  }
}

/** The interface every provider implements (docs/providers.md, "Writing a provider"). */
export interface TranslationProvider {
  /**
   * The contract version the provider implements, {@link PROVIDER_SPECIFICATION_VERSION}. Optional: a
   * provider without it is taken as version 1, which every provider written before the field existed
   * implements. The service refuses to register a provider that declares a version it does not know,
   * rather than call it by promises it does not keep.
   *
   * @defaultValue 1
   */
  readonly specificationVersion?: ProviderSpecificationVersion;
  /** Unique, stable, lower-case, at most 32 characters; the prefix of the provider's settings keys. */
  getId(): string;
  /** Human-readable name. */
  getLabel(): string;
  /** Usable now (key stored; for `managed`, subscription active). Performs no network I/O. */
  isConfigured(): Promise<boolean>;
  /**
   * Translates `request.texts`; the result has the same length and order. For empty texts it returns
   * an empty result and calls nothing upstream. Throws ProviderException on failure.
   */
  translate(request: ProviderRequest): Promise<ProviderResult>;
  /** Checks a key (the stored one when null) with a cheap real call. Never throws for a bad key. */
  validateCredentials(apiKey: string | null): Promise<CredentialStatus>;
  /** The curated model list; empty for machine-translation providers. */
  getModels(): ModelEntry[];
  /** False for any feature the provider lacks and for any unrecognised string. */
  supports(feature: string): boolean;
  /** Advisory cost of translating this many characters; cheap, calls nothing upstream. */
  estimate(characters: number): Cost;
  /** Maximum texts per translate() call. */
  getMaxBatchSize(): number;
  /** Maximum cumulative text bytes per translate() call. */
  getMaxChunkBytes(): number;
}

/** The contract version a provider implements: its `specificationVersion`, or 1 when it declares none. */
export function specificationVersionOf(provider: TranslationProvider): unknown {
  const declared = (provider as { specificationVersion?: unknown }).specificationVersion;
  return declared === undefined ? 1 : declared;
}

/** Optional capability: a live model listing from the vendor (docs/providers.md, "Live models"). */
export interface LiveModelProvider {
  /** Models the key can use, with `source` = `live`. */
  fetchLiveModels(apiKey: string | null): Promise<ModelEntry[]>;
}

export function isLiveModelProvider(provider: TranslationProvider): provider is TranslationProvider & LiveModelProvider {
  return typeof (provider as Partial<LiveModelProvider>).fetchLiveModels === 'function';
}

/**
 * Optional capability: hand a failed batch back to the queue instead of failing its records.
 *
 * Without it, a failure that stops a batch (`globalFailure`) fails the batch's remaining records, and
 * the merchant retries them from the job. A provider whose upstream replays a repeated idempotency
 * key (answers it from its store and bills it once) can do better: when a call fails with a
 * `retryable` and `globalFailure` ProviderException, the engine asks {@link handBackDelayMs}; a
 * number hands the whole batch back to the queue, which runs it again after that delay with the same
 * sequence of idempotency keys. Nothing of the batch is written in between, and a deferral does not use
 * up one of the message's attempts.
 *
 * @example
 * handBackDelayMs(failure) {
 *   return failure.code === 503 ? 30_000 : null; // only an outage is worth waiting for
 * }
 */
export interface HandBackProvider {
  /**
   * Milliseconds to wait before the batch runs again, or null to fail its records as without this
   * capability. Called only for a failure that is both `retryable` and `globalFailure`.
   */
  handBackDelayMs(failure: ProviderException): number | null;
}

export function isHandBackProvider(provider: TranslationProvider): provider is TranslationProvider & HandBackProvider {
  return typeof (provider as Partial<HandBackProvider>).handBackDelayMs === 'function';
}

/** A provider's quota for the current period, as the estimate shows it. */
export interface EstimateQuota {
  /** The plan or account the quota belongs to. */
  plan: string;
  /** The period the quota counts, such as `2026-11`. */
  period: string;
  limit: number;
  used: number;
  remaining: number;
}

/** What a provider metered in credits adds to an estimate. */
export interface EstimateDetails {
  /** Credits the characters cost in the tier. */
  credits: number;
  /** The tier the credits were computed for. */
  serviceTier: string;
  /** Credits per character in that tier. */
  multiplier: number;
  /** The current period's quota, or null when it cannot be read now. */
  quota: EstimateQuota | null;
}

/**
 * Optional capability: a provider metered in credits per service tier.
 *
 * Such a provider receives the job's `serviceTier` in every ProviderRequest (other providers get
 * null), and the estimate (POST /estimate) shows its `credits`, `serviceTier`, `multiplier` and
 * `quota`, with the `managed_quota_exceeded` warning when the credits exceed what remains. Keep it cheap
 * and bounded in time: the estimate waits for it. A rejection counts as the `estimate_failed` warning.
 *
 * @example
 * async estimateDetails(characters, serviceTier) {
 *   const multiplier = serviceTier === 'quality' ? 3 : 1;
 *   return { credits: characters * multiplier, serviceTier, multiplier, quota: await readQuotaWithin(2_000) };
 * }
 */
export interface EstimateDetailsProvider {
  /** @param serviceTier the job's tier: `speed`, `balanced` or `quality`. */
  estimateDetails(characters: number, serviceTier: string): Promise<EstimateDetails>;
}

export function isEstimateDetailsProvider(provider: TranslationProvider): provider is TranslationProvider & EstimateDetailsProvider {
  return typeof (provider as Partial<EstimateDetailsProvider>).estimateDetails === 'function';
}

/** What a provider says about a pair of locales before anything is sent. */
export interface LocaleAdvice {
  /**
   * The user-safe reason the provider cannot translate between the two locales (the message its
   * translate() would fail with), or null when it can. A reason blocks POST /job for that target.
   */
  unmappable: string | null;
  /**
   * True when the provider translates into generic English for a regional English target (`en-GB`,
   * `en-US` ... all sent as `en`), so regional spelling is not kept.
   */
  englishVariantCollapsed: boolean;
}

/**
 * Optional capability: advice on a pair of locales, without network I/O. The estimate turns it into
 * the `locale_unmappable` warning (which also makes POST /job refuse the target before any call) and
 * the `mt_secondary_english_collapse` warning.
 *
 * @example
 * adviseLocales(sourceLocale, targetLocale) {
 *   const supported = ['de', 'en', 'fr'];
 *   const missing = [sourceLocale, targetLocale].find((locale) => !supported.includes(locale.slice(0, 2)));
 *   return { unmappable: missing ? `ACME does not support the language "${missing}".` : null, englishVariantCollapsed: false };
 * }
 */
export interface LocaleAdviceProvider {
  adviseLocales(sourceLocale: string, targetLocale: string): LocaleAdvice;
}

export function isLocaleAdviceProvider(provider: TranslationProvider): provider is TranslationProvider & LocaleAdviceProvider {
  return typeof (provider as Partial<LocaleAdviceProvider>).adviseLocales === 'function';
}

/**
 * Optional capability: how many calls of this provider may be in flight at once by default, from its
 * upstream's published rate limits. The engine shares that many slots among every worker of a process
 * (of the fleet with the Redis transport); `EXT_TRANSLATE_<ID>_CONCURRENCY` overrides it. Without this
 * capability a provider gets a conservative default (docs/operations.md "Provider concurrency").
 *
 * @example
 * defaultCallsInFlight() {
 *   return 6; // ACME allows 10 requests per second; a call takes about half a second
 * }
 */
export interface CallLimitProvider {
  /** A whole number from 1 to 256. */
  defaultCallsInFlight(): number;
}

export function isCallLimitProvider(provider: TranslationProvider): provider is TranslationProvider & CallLimitProvider {
  return typeof (provider as Partial<CallLimitProvider>).defaultCallsInFlight === 'function';
}

/** A log sink for metadata only (never bodies, never keys). */
export interface ProviderLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/** What the service hands to a provider module. */
export interface ProviderContext {
  /** Reads a setting of the `ExtTranslate.config` domain, secrets decrypted (e.g. `mt_primaryApiKey`). */
  setting(name: string): Promise<unknown>;
  /** The process environment (for `EXT_TRANSLATE_<ID>_BASE_URL` and a module's own options). */
  env: Record<string, string | undefined>;
  logger: ProviderLogger;
  /** The fetch to use (tests inject one). */
  fetch: typeof fetch;
}

/**
 * A custom provider module exports, as default or as `createProviders`, a function that receives the
 * context and returns one provider or several.
 */
export type ProviderFactory = (context: ProviderContext) => TranslationProvider | TranslationProvider[] | Promise<TranslationProvider | TranslationProvider[]>;
