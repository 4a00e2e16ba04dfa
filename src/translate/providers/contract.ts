/**
 * The provider contract: the one interface ext-translate publishes (`ext-translate/provider`).
 *
 * A provider translates lists of texts for the engine. Built-in providers speak their vendors' HTTP
 * APIs; a third party writes its own against this file and names the module in
 * `EXT_TRANSLATE_PROVIDERS`. Everything else in the code base is internal and may change.
 *
 * @packageDocumentation
 */

/** A feature a provider may support (spec "Provider contract": supports(feature)). */
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

/** The texts to translate and how (spec "ProviderRequest"). */
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
  /** Set on the `managed` route only. */
  serviceTier: string | null;
  /** Stable per logical provider call, also across bisection calls. */
  idempotencyKey: string | null;
  /** Entity name the texts came from. */
  contentType: string | null;
  /** Batch request id or job id. */
  traceId: string | null;
}

/** Fills the spec's defaults into a partial request. */
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

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
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
    return { amount: round(this.amount, 6), currency: this.currency };
  }
}

/** What one translate() call returns (spec "ProviderResult"). */
export interface ProviderResult {
  /** Same length and order as the request's texts. */
  texts: string[];
  /** Billable characters. */
  characters: number;
  inputTokens: number;
  outputTokens: number;
  cost: Cost;
  managedUsage: unknown[] | null;
  managedQuota: unknown[] | null;
  /** A stable upstream debit key (a UUID) when the upstream gives one; null otherwise. */
  accountingKey: string | null;
}

/** Fills the spec's defaults into a partial result. */
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

/**
 * A provider failure. The message is user-safe: it is stored in job errors and shown in the admin,
 * so it never holds keys, raw upstream bodies or stack traces. Not final: extend it freely.
 */
export class ProviderException extends Error {
  readonly retryable: boolean;
  readonly previous: unknown;
  readonly code: number;
  /** The whole batch should stop (credentials, quota, upstream down). */
  readonly globalFailure: boolean;
  /** Halving the chunk may isolate the failing text. */
  readonly bisectable: boolean;
  /**
   * What the failed call had already spent upstream (for example the tokens of model answers that broke
   * the response contract), or null. The engine records it in the job and monthly usage like a
   * result's, because the spec counts usage "also for a response that later fails structural validation".
   */
  usage: ProviderUsage | null = null;

  constructor(message: string, retryable = false, previous: unknown = null, code = 0, globalFailure = false, bisectable = true) {
    super(message);
    this.name = 'ProviderException';
    this.retryable = retryable;
    this.previous = previous;
    this.code = code;
    this.globalFailure = globalFailure;
    this.bisectable = bisectable;
    Object.defineProperty(this, PROVIDER_EXCEPTION_BRAND, { value: true });
  }

  /** True also for instances from another copy of this package (a custom provider's own dependency). */
  static isInstance(value: unknown): value is ProviderException {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[PROVIDER_EXCEPTION_BRAND] === true;
  }
}

/** Raised by the engine only, when a protected ⟦n⟧ token did not survive translation. */
export class PlaceholderLostException extends ProviderException {
  constructor(message = 'A protected placeholder was lost or duplicated in the translation.') {
    super(message, false, null, 0, false, true);
    this.name = 'PlaceholderLostException';
  }
}

/** The interface every provider implements (spec "Provider contract"). */
export interface TranslationProvider {
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

/** The optional second interface: a live model listing from the vendor. */
export interface LiveModelProvider {
  /** Models the key can use, with `source` = `live`. */
  fetchLiveModels(apiKey: string | null): Promise<ModelEntry[]>;
}

export function isLiveModelProvider(provider: TranslationProvider): provider is TranslationProvider & LiveModelProvider {
  return typeof (provider as Partial<LiveModelProvider>).fetchLiveModels === 'function';
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
