import {
  Cost,
  createProviderResult,
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

export const DEEPL_ID = 'mt_primary';
const PRO_HOST = 'https://api.deepl.com';
const FREE_HOST = 'https://api-free.deepl.com';
/** EUR 20 per million characters (DeepL API Pro's per-character fee). */
const PRICE_PER_MILLION_CHARACTERS = 20;

/** Source languages DeepL takes (base codes). */
const SOURCE_LANGUAGES = new Set(
  'ar bg cs da de el en es et fi fr he hu id it ja ko lt lv nb nl pl pt ro ru sk sl sv th tr uk vi zh'.split(' '),
);
/** Targets that need a regional variant, and the variant a bare language falls back to. */
const REGIONAL_TARGETS: Record<string, { variants: string[]; fallback: string }> = {
  en: { variants: ['GB', 'US'], fallback: 'EN-GB' },
  pt: { variants: ['BR', 'PT'], fallback: 'PT-PT' },
};
const FORMALITY_TARGETS = new Set(['DE', 'ES', 'FR', 'IT', 'JA', 'NL', 'PL', 'PT-BR', 'PT-PT', 'RU']);

interface TranslateAnswer {
  translations?: unknown;
}

interface TranslationItem {
  text?: unknown;
  billed_characters?: unknown;
  detected_source_language?: unknown;
}

interface UsageAnswer {
  character_count?: unknown;
  character_limit?: unknown;
}

/** DeepL API v2 (`mt_primary`): tag_handling html, native formality, quota from /v2/usage. */
export class DeeplProvider extends HttpProvider implements LocaleAdviceProvider, CallLimitProvider {
  /**
   * DeepL advises staying under 50 requests per second; 8 calls of up to 50 texts stay far below.
   */
  defaultCallsInFlight(): number {
    return 8;
  }

  constructor(context: ProviderContext, options: Partial<HttpProviderOptions> = {}) {
    super(context, { id: DEEPL_ID, label: 'DeepL', defaultBaseUrl: PRO_HOST, ...options });
  }

  supports(feature: string): boolean {
    return feature === 'html' || feature === 'formality';
  }

  getMaxBatchSize(): number {
    return 50;
  }

  estimate(characters: number): Cost {
    return new Cost((characters * PRICE_PER_MILLION_CHARACTERS) / 1_000_000, 'EUR');
  }

  /** The platform locale as a DeepL source code (`en-GB` -> `EN`). */
  sourceCode(locale: string): string {
    const language = languageOf(locale);
    if (!SOURCE_LANGUAGES.has(language)) throw unmappableLocale(this.getLabel(), locale);
    return language.toUpperCase();
  }

  /** DeepL takes a fixed set of languages; it keeps English variants apart (`EN-GB`, `EN-US`). */
  adviseLocales(sourceLocale: string, targetLocale: string): LocaleAdvice {
    return {
      unmappable: unmappableReason(() => {
        this.sourceCode(sourceLocale);
        this.targetCode(targetLocale);
      }),
      englishVariantCollapsed: false,
    };
  }

  /** The platform locale as a DeepL target code (`en-US` -> `EN-US`, `zh-TW` -> `ZH-HANT`). */
  targetCode(locale: string): string {
    const language = languageOf(locale);
    const region = regionOf(locale);
    if (language === 'zh') return region === 'TW' || region === 'HK' ? 'ZH-HANT' : 'ZH-HANS';
    // Spanish outside Spain reads as Latin American Spanish, which DeepL offers as ES-419.
    if (language === 'es') return region === 'ES' || region === '' ? 'ES' : 'ES-419';
    const regional = REGIONAL_TARGETS[language];
    if (regional) return regional.variants.includes(region) ? `${language.toUpperCase()}-${region}` : regional.fallback;
    if (!SOURCE_LANGUAGES.has(language)) throw unmappableLocale(this.getLabel(), locale);
    return language.toUpperCase();
  }

  /** Free keys (ending `:fx`) go to the free host; an override address serves both. */
  private hostFor(apiKey: string): string {
    return this.baseUrlOverride() ?? (apiKey.endsWith(':fx') ? FREE_HOST : PRO_HOST);
  }

  async translate(request: ProviderRequest): Promise<ProviderResult> {
    if (request.texts.length === 0) return this.emptyResult();
    const apiKey = await this.requireApiKey();
    const target = this.targetCode(request.targetLocale);
    const body: Record<string, unknown> = {
      text: request.texts,
      source_lang: this.sourceCode(request.sourceLocale),
      target_lang: target,
      show_billed_characters: true,
    };
    if (request.format === 'html') body.tag_handling = 'html';
    // prefer_* falls back silently where a target has no formality, instead of failing the call.
    if (request.tone !== null && FORMALITY_TARGETS.has(target)) body.formality = request.tone === 'formal' ? 'prefer_more' : 'prefer_less';
    const answer = await this.requestJson<TranslateAnswer>({
      method: 'POST',
      path: '/v2/translate',
      baseUrl: this.hostFor(apiKey),
      headers: this.headers(apiKey),
      json: body,
    });
    // A malformed answer yields fewer texts instead of a crash; the engine rejects the length.
    const translations: (TranslationItem | null)[] = Array.isArray(answer?.translations) ? answer.translations : [];
    const texts = translations.map((item) => (typeof item?.text === 'string' ? item.text : ''));
    // DeepL's own count wins whenever it sends one, zero included (markup alone is not billed); the
    // code point count of the request is only the fallback for an answer without billed_characters.
    const billedCounts = translations.map((item) => item?.billed_characters).filter((count): count is number => typeof count === 'number');
    const characters =
      billedCounts.length > 0 ? billedCounts.reduce((sum, count) => sum + count, 0) : request.texts.reduce((sum, text) => sum + [...text].length, 0);
    // DeepL names the source language it found per text; beside the spec's fields, for whoever wants it.
    const detectedSourceLanguages = translations.map((item) => (typeof item?.detected_source_language === 'string' ? item.detected_source_language : null));
    return createProviderResult({ texts, characters, cost: this.estimate(characters), providerMetadata: { [this.getId()]: { detectedSourceLanguages } } });
  }

  async validateCredentials(apiKey: string | null): Promise<CredentialStatus> {
    try {
      const key = await this.requireApiKey(apiKey);
      const usage = await this.requestJson<UsageAnswer>({ method: 'GET', path: '/v2/usage', baseUrl: this.hostFor(key), headers: this.headers(key) });
      const used = typeof usage?.character_count === 'number' ? usage.character_count : 0;
      const limit = typeof usage?.character_limit === 'number' && usage.character_limit < 1_000_000_000_000 ? usage.character_limit : null;
      return {
        valid: true,
        message: limit === null ? `The DeepL key works (${used} characters used).` : `The DeepL key works (${used} of ${limit} characters used).`,
        quota: { used, limit },
      };
    } catch (error) {
      return this.credentialFailure(error);
    }
  }

  private headers(apiKey: string): Record<string, string> {
    return { authorization: `DeepL-Auth-Key ${apiKey}`, 'user-agent': 'ext-translate' };
  }
}
