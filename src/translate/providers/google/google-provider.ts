import {
  Cost,
  createProviderResult,
  ProviderException,
  type CredentialStatus,
  type LocaleAdvice,
  type LocaleAdviceProvider,
  type ProviderContext,
  type ProviderRequest,
  type ProviderResult,
  type CallLimitProvider,
} from '../contract.js';
import { HttpProvider, type HttpProviderOptions } from '../http-base.js';
import { languageOf, regionOf, unmappableLocale, unmappableReason } from '../locales.js';

export const GOOGLE_ID = 'mt_secondary';
const DEFAULT_HOST = 'https://translation.googleapis.com';
const API_PATH = '/language/translate/v2';
/** USD 20 per million characters sent (Translation Basic NMT list price, tags and whitespace included). */
const PRICE_PER_MILLION_CHARACTERS = 20;

/**
 * Languages Google Translate v2 takes under their plain ISO-639 code. The regional exceptions
 * (Chinese, Portuguese, Canadian French) and the renamed codes are handled in googleLanguageCode.
 */
const PLAIN_LANGUAGES = new Set(
  (
    'af ak am ar as ay az be bg bm bn bs ca ceb ckb co cs cy da de dv ee el en eo es et eu fa fi fr fy ga gd gl gn gu ha haw ' +
    'he hi hmn hr ht hu hy id ig ilo is it ja jv ka kk km kn ko kri ku ky la lb lg ln lo lt lus lv mai mg mi mk ml mn mr ms ' +
    'mt my ne nl no nso ny om or pa pl ps pt qu ro ru rw sa sd si sk sl sm sn so sq sr st su sv sw ta te tg th ti tk tl tr ts ' +
    'tt ug uk ur uz vi xh yi yo zu'
  ).split(' '),
);
/** Platform languages Google knows under another code. */
const RENAMED_LANGUAGES: Record<string, string> = {
  // Google's single Norwegian is Bokmål; Nynorsk (nn) has no Google code and stays unmappable.
  nb: 'no',
  fil: 'tl',
};
/** Regions whose Portuguese follows the European standard; every other region gets Google's `pt` (Brazilian). */
const EUROPEAN_PORTUGUESE_REGIONS = new Set(['PT']);
const TRADITIONAL_CHINESE_REGIONS = new Set(['TW', 'HK', 'MO']);

/**
 * True when Google cannot tell the locale's English variant apart: en-GB, en-US and every other
 * English region all become `en`, so British and American spelling are not kept apart (the
 * estimate's `mt_secondary_english_collapse` warning).
 */
export function collapsesEnglishVariant(locale: string): boolean {
  return languageOf(locale) === 'en' && regionOf(locale) !== '';
}

/** The platform locale as a Google v2 language code, or null when Google has none. */
export function googleLanguageCode(locale: string): string | null {
  const language = languageOf(locale);
  const region = regionOf(locale);
  if (language === 'zh') return TRADITIONAL_CHINESE_REGIONS.has(region) ? 'zh-TW' : 'zh-CN';
  if (language === 'pt') return EUROPEAN_PORTUGUESE_REGIONS.has(region) ? 'pt-PT' : 'pt';
  if (language === 'fr') return region === 'CA' ? 'fr-CA' : 'fr';
  const renamed = RENAMED_LANGUAGES[language];
  if (renamed !== undefined) return renamed;
  return PLAIN_LANGUAGES.has(language) ? language : null;
}

interface TranslateAnswer {
  data?: { translations?: unknown } | null;
}

/** Google's error envelope: the current `details[].reason` plus the legacy `errors[].reason` v2 still sends. */
interface GoogleErrorAnswer {
  error?: { message?: unknown; errors?: { reason?: unknown }[]; details?: { reason?: unknown }[] };
}

/** The reasons and the message of a Google error body, for classification only (never shown). */
interface ErrorSignals {
  reasons: Set<string>;
  message: string;
}

function errorSignals(body: unknown): ErrorSignals {
  const error = (body as GoogleErrorAnswer | null)?.error;
  const reasons = new Set<string>();
  for (const item of [...(Array.isArray(error?.errors) ? error.errors : []), ...(Array.isArray(error?.details) ? error.details : [])]) {
    if (typeof item?.reason === 'string') reasons.add(item.reason);
  }
  return { reasons, message: typeof error?.message === 'string' ? error.message : '' };
}

function hasReason(signals: ErrorSignals, ...reasons: string[]): boolean {
  return reasons.some((reason) => signals.reasons.has(reason));
}

/** A 400 for the key itself: `API_KEY_INVALID` in the details, `keyInvalid` in the legacy array. */
function isInvalidKey(signals: ErrorSignals): boolean {
  return hasReason(signals, 'API_KEY_INVALID', 'keyInvalid') || signals.message.startsWith('API key not valid');
}

/** v2's per-minute quota, sent as 403 `User Rate Limit Exceeded`. */
function isRateLimit(signals: ErrorSignals): boolean {
  return hasReason(signals, 'userRateLimitExceeded', 'rateLimitExceeded', 'RATE_LIMIT_EXCEEDED') || /rate limit exceeded/i.test(signals.message);
}

/** v2's daily quota, sent as 403 `Daily Limit Exceeded`. */
function isDailyLimit(signals: ErrorSignals): boolean {
  return hasReason(signals, 'dailyLimitExceeded', 'quotaExceeded') || /daily limit exceeded/i.test(signals.message);
}

/** The key's project has the Cloud Translation API switched off. */
function isServiceDisabled(signals: ErrorSignals): boolean {
  return hasReason(signals, 'SERVICE_DISABLED', 'accessNotConfigured');
}

/** Google Cloud Translation Basic v2 (`mt_secondary`): API key in the query string, format html or text, no formality. */
export class GoogleTranslateProvider extends HttpProvider implements LocaleAdviceProvider, CallLimitProvider {
  /**
   * Cloud Translation allows 6,000,000 characters per minute per project; 8 calls of up to 80,000 bytes
   * stay below at the usual latency.
   */
  defaultCallsInFlight(): number {
    return 8;
  }

  constructor(context: ProviderContext, options: Partial<HttpProviderOptions> = {}) {
    super(context, { id: GOOGLE_ID, label: 'Google Cloud Translation', defaultBaseUrl: DEFAULT_HOST, ...options });
  }

  supports(feature: string): boolean {
    return feature === 'html';
  }

  getMaxBatchSize(): number {
    return 100;
  }

  estimate(characters: number): Cost {
    return new Cost((characters * PRICE_PER_MILLION_CHARACTERS) / 1_000_000, 'USD');
  }

  /** See collapsesEnglishVariant. */
  collapsesLocale(locale: string): boolean {
    return collapsesEnglishVariant(locale);
  }

  /** Google has no code for some locales, and sends every regional English as plain `en`. */
  adviseLocales(sourceLocale: string, targetLocale: string): LocaleAdvice {
    return {
      unmappable: unmappableReason(() => {
        this.languageCode(sourceLocale);
        this.languageCode(targetLocale);
      }),
      englishVariantCollapsed: this.collapsesLocale(targetLocale),
    };
  }

  /** The platform locale as a Google code (`en-GB` -> `en`, `zh-TW` -> `zh-TW`, `pt-BR` -> `pt`). */
  languageCode(locale: string): string {
    const code = googleLanguageCode(locale);
    if (code === null) throw unmappableLocale(this.getLabel(), locale);
    return code;
  }

  async translate(request: ProviderRequest): Promise<ProviderResult> {
    if (request.texts.length === 0) return this.emptyResult();
    const apiKey = await this.requireApiKey();
    const body = {
      q: request.texts,
      target: this.languageCode(request.targetLocale),
      // Always named: detection would bill nothing extra, but could pick the wrong language for short texts.
      source: this.languageCode(request.sourceLocale),
      // html is v2's default and escapes plain text (`'` -> `&#39;`), so plain text must say `text`.
      format: request.format,
    };
    const answer = await this.requestJson<TranslateAnswer>({ method: 'POST', path: this.keyedPath(API_PATH, apiKey), json: body });
    // The html answer is returned as Google sends it: its entity escaping is valid markup. A wrong
    // count, or a malformed answer read as no texts, is passed on: the engine checks the length.
    const translations: ({ translatedText?: unknown } | null)[] = Array.isArray(answer?.data?.translations) ? answer.data.translations : [];
    const texts = translations.map((item) => (typeof item?.translatedText === 'string' ? item.translatedText : ''));
    const characters = request.texts.reduce((sum, text) => sum + [...text].length, 0);
    return createProviderResult({ texts, characters, cost: this.estimate(characters) });
  }

  /** Lists the languages with the key: the cheapest authenticated call. Google has no quota endpoint. */
  async validateCredentials(apiKey: string | null): Promise<CredentialStatus> {
    try {
      const key = await this.requireApiKey(apiKey);
      await this.requestJson({ method: 'GET', path: this.keyedPath(`${API_PATH}/languages`, key, { target: 'en' }) });
      return { valid: true, message: 'The Google Cloud Translation key works.', quota: null };
    } catch (error) {
      return this.credentialFailure(error);
    }
  }

  /**
   * Google reports some failures under statuses the shared table reads differently: a bad key is a
   * 400 (not a per-text problem, so never bisected) and its quotas are 403s (not a key problem).
   */
  protected override failureFor(status: number, body: unknown): ProviderException {
    const label = this.getLabel();
    const signals = errorSignals(body);
    const globalFailure = (message: string, retryable = false) => new ProviderException(message, { retryable, code: status, globalFailure: true, bisectable: false });
    if (status === 400 && isInvalidKey(signals)) {
      return globalFailure(`${label} rejected the API key (HTTP 400). Check the key in the provider settings.`);
    }
    if (status === 403 && isRateLimit(signals)) {
      // The per-minute quota: retryable like a 429, since it clears within a minute; global, since
      // every further call of the batch would hit the same project quota. It is not retried inline:
      // the base's backoff of a second or two is far shorter than the quota's one-minute window.
      return globalFailure(`${label} is limiting the request rate (HTTP 403). Try again later.`, true);
    }
    if (status === 403 && isDailyLimit(signals)) {
      // The daily quota: like a spent quota (402/456) it does not clear until the next day, so
      // retrying within a job is pointless; global, since the whole project is out.
      return globalFailure(`The ${label} daily quota is used up (HTTP 403). It resets at midnight Pacific time.`);
    }
    if (status === 403 && isServiceDisabled(signals)) {
      return globalFailure(`The Cloud Translation API is not enabled for the project of this ${label} key (HTTP 403).`);
    }
    return super.failureFor(status, body);
  }

  /**
   * The path with the key in the query string, where v2 expects it. The base logs paths without
   * their query string; the base address is checked first so that a malformed override cannot make
   * URL parsing fail with an error that quotes the keyed address.
   */
  private keyedPath(path: string, apiKey: string, parameters: Record<string, string> = {}): string {
    if (!URL.canParse(this.baseUrl())) {
      throw ProviderException.misconfigured(`The ${this.getLabel()} address is not a valid URL.`);
    }
    return `${path}?${new URLSearchParams({ key: apiKey, ...parameters }).toString()}`;
  }
}
