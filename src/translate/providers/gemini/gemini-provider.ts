import { ProviderException, type CredentialStatus, type LiveModelProvider, type ModelEntry, type ProviderContext, type CallLimitProvider } from '../contract.js';
import { failureForStatus, type HttpProviderOptions, type RetryDecision } from '../http-base.js';
import { LlmProvider, TRANSLATIONS_SCHEMA, type ModelAnswer, type ModelCall } from '../llm-base.js';

export const GEMINI_ID = 'llm_3';
const GEMINI_HOST = 'https://generativelanguage.googleapis.com';
const MODELS_PATH = '/v1beta/models';

/** Page size and page count of the live listing: 1,000 models is far beyond any real catalogue. */
const MODEL_PAGE_SIZE = 100;
const MAX_MODEL_PAGES = 10;

/**
 * Curated models, best first (the first is the default), with USD list prices per 1M tokens as Google
 * published them (ai.google.dev pricing as transcribed 2026-09-20; check before billing). Gemini 3.1 Pro's
 * price is the one for prompts up to 200k tokens, far above any chunk. That transcription leaves Gemini 2.5
 * Flash's output price open; 2.50 is Google's published rate for it (output including thinking), next to the
 * 0.30 input the transcription confirms.
 */
const CURATED_MODELS: ModelEntry[] = [
  { id: 'gemini-3.1-pro-preview', name: 'Gemini 3.1 Pro Preview', tier: 'quality', pricing: { input: 2, output: 12, currency: 'USD' }, source: 'curated' },
  { id: 'gemini-3.5-flash', name: 'Gemini 3.5 Flash', tier: 'balanced', pricing: { input: 1.5, output: 9, currency: 'USD' }, source: 'curated' },
  { id: 'gemini-2.5-flash', name: 'Gemini 2.5 Flash', tier: 'budget', pricing: { input: 0.3, output: 2.5, currency: 'USD' }, source: 'curated' },
];

/** Gemini 2.5 and later write up to 65,536 tokens; the 1.x and 2.0 generations up to 8,192. */
const CURRENT_CEILING = 65_536;
const LEGACY_CEILING = 8_192;
/**
 * Thinking models spend their thoughts from `maxOutputTokens`. Translation needs little thought, but a
 * limit without room for it ends in MAX_TOKENS with no answer at all.
 */
const THINKING_ALLOWANCE_TOKENS = 8_192;
const ANSWER_OVERHEAD_TOKENS = 1_024;

/** A `maxOutputTokens` that fits thoughts and the answer to these texts, within the model's ceiling. */
export function maxOutputTokensFor(model: string, requestBytes: number): number {
  const ceiling = /^gemini-(2\.5|[3-9]|\d{2,})/.test(model) ? CURRENT_CEILING : LEGACY_CEILING;
  // A token is about three UTF-8 bytes or more in every script; twice that leaves room for a target
  // language that runs longer, or a script that takes more tokens, than the source.
  return Math.min(ceiling, THINKING_ALLOWANCE_TOKENS + ANSWER_OVERHEAD_TOKENS + 2 * Math.ceil(requestBytes / 3));
}

interface JsonSchemaNode {
  type: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  required?: readonly string[];
}

/**
 * A JSON schema in the form `responseSchema` takes: Gemini's OpenAPI 3.0 subset with upper-case type
 * names and no `additionalProperties`. `responseSchema` is used rather than `responseJsonSchema`
 * because every Gemini model with JSON output accepts it, older ones included.
 */
export function toGeminiSchema(schema: JsonSchemaNode): Record<string, unknown> {
  const converted: Record<string, unknown> = { type: schema.type.toUpperCase() };
  if (schema.properties !== undefined) {
    converted.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, toGeminiSchema(property)]));
  }
  if (schema.items !== undefined) converted.items = toGeminiSchema(schema.items);
  if (schema.required !== undefined) converted.required = [...schema.required];
  return converted;
}

const RESPONSE_SCHEMA = toGeminiSchema(TRANSLATIONS_SCHEMA);

/** Finish reasons that mean the answer was withheld for its content. */
const BLOCKED_FINISH_REASONS = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII', 'IMAGE_SAFETY']);

/** Model families served by generateContent that do not write text answers (speech, images, live audio). */
const NOT_TEXT_MODELS = /(embedding|tts|image|audio|live|robotics|computer-use|veo|imagen|aqa)/;

/** Gemini models that write text: other families in the listing (Gemma, Imagen, Veo) take other requests. */
export function isGeminiTextModel(id: string): boolean {
  return id.startsWith('gemini-') && !NOT_TEXT_MODELS.test(id);
}

interface Part {
  text?: unknown;
  thought?: unknown;
}

interface GenerateAnswer {
  candidates?: { content?: { parts?: Part[] }; finishReason?: unknown }[];
  promptFeedback?: { blockReason?: unknown };
  usageMetadata?: { promptTokenCount?: unknown; candidatesTokenCount?: unknown; thoughtsTokenCount?: unknown };
}

interface ModelListAnswer {
  models?: { name?: unknown; displayName?: unknown; supportedGenerationMethods?: unknown }[];
  nextPageToken?: unknown;
}

interface GoogleErrorBody {
  error?: { status?: unknown; details?: { '@type'?: unknown; reason?: unknown; retryDelay?: unknown; violations?: { quotaId?: unknown }[] }[] };
}

interface Content {
  role: 'user' | 'model';
  parts: { text: string }[];
}

function tokenCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function detailsOf(body: unknown): NonNullable<NonNullable<GoogleErrorBody['error']>['details']> {
  const details = (body as GoogleErrorBody | null)?.error?.details;
  return Array.isArray(details) ? details.filter((detail) => typeof detail === 'object' && detail !== null) : [];
}

/** A bad or expired key: Gemini answers it with 400 INVALID_ARGUMENT and says so only in ErrorInfo. */
function isKeyRejected(body: unknown): boolean {
  return detailsOf(body).some((detail) => detail.reason === 'API_KEY_INVALID' || detail.reason === 'API_KEY_EXPIRED');
}

/** A 429 for a per-day quota: it lifts only when the day's quota resets (as Google documents it). */
function isDailyQuota(body: unknown): boolean {
  return detailsOf(body).some(
    (detail) =>
      Array.isArray(detail.violations) && detail.violations.some((violation) => typeof violation?.quotaId === 'string' && violation.quotaId.includes('PerDay')),
  );
}

/** `RetryInfo.retryDelay` (a protobuf Duration such as "7s" or "0.5s") in milliseconds, or null. */
export function retryDelayMs(body: unknown): number | null {
  for (const detail of detailsOf(body)) {
    if (detail['@type'] !== 'type.googleapis.com/google.rpc.RetryInfo' || typeof detail.retryDelay !== 'string') continue;
    const seconds = /^(\d+(?:\.\d+)?)s$/.exec(detail.retryDelay.trim())?.[1];
    if (seconds !== undefined) return Math.round(Number(seconds) * 1000);
  }
  return null;
}

/**
 * The LLM base's conversation as Gemini contents (roles `user` and `model`). An empty model turn is
 * left out, because Gemini refuses a content without text; turns of one role that then meet are joined,
 * so the roles still alternate.
 */
export function toGeminiContents(messages: ModelCall['messages']): Content[] {
  const contents: Content[] = [];
  for (const message of messages) {
    const role = message.role === 'assistant' ? 'model' : 'user';
    if (role === 'model' && message.content.trim() === '') continue;
    const previous = contents.at(-1);
    if (previous?.role === role) previous.parts.push({ text: message.content });
    else contents.push({ role, parts: [{ text: message.content }] });
  }
  return contents;
}

/** The bare model id for the path: settings and listings may carry the `models/` prefix. */
function bareModelId(model: string): string {
  return model.replace(/^models\//, '');
}

/**
 * Google Gemini (`llm_3`): generateContent with JSON output constrained by a response schema, the
 * instructions as `systemInstruction`, the key in `x-goog-api-key` (never in the URL, which would put
 * it into access logs). Live models and the key check use GET /v1beta/models.
 */
export class GeminiProvider extends LlmProvider implements LiveModelProvider, CallLimitProvider {
  /**
   * The paid tiers allow hundreds of requests per minute, the free tier about 10; a free key's 429s pause
   * the limiter rather than fail.
   */
  defaultCallsInFlight(): number {
    return 4;
  }

  protected readonly curatedModels = CURATED_MODELS;

  constructor(context: ProviderContext, options: Partial<HttpProviderOptions> = {}) {
    super(context, { id: GEMINI_ID, label: 'Google Gemini', defaultBaseUrl: GEMINI_HOST, ...options });
  }

  /** The configured model without the `models/` prefix, so the curated price applies to either spelling. */
  protected override async model(): Promise<string> {
    return bareModelId(await super.model());
  }

  protected async callModel(call: ModelCall): Promise<ModelAnswer> {
    const model = bareModelId(call.model);
    const requestBytes = Buffer.byteLength(call.messages[0]?.content ?? '', 'utf8');
    const answer = await this.requestJson<GenerateAnswer | null>({
      method: 'POST',
      path: `${MODELS_PATH}/${encodeURIComponent(model)}:generateContent`,
      headers: this.headers(call.apiKey),
      json: {
        systemInstruction: { parts: [{ text: call.system }] },
        contents: toGeminiContents(call.messages),
        generationConfig: {
          responseMimeType: 'application/json',
          responseSchema: RESPONSE_SCHEMA,
          maxOutputTokens: maxOutputTokensFor(model, requestBytes),
        },
      },
    });
    const label = this.getLabel();
    if (answer === null || typeof answer !== 'object') {
      throw ProviderException.unreadableResponse(`${label} answered with a response that could not be read.`, { code: 200 });
    }
    const candidate = Array.isArray(answer.candidates) ? answer.candidates[0] : undefined;
    if (candidate === undefined) {
      if (answer.promptFeedback?.blockReason !== undefined) {
        // The prompt itself was blocked: a smaller chunk may isolate the text that triggers it.
        throw ProviderException.invalidRequest(`${label} declined to translate these texts.`, { code: 200 });
      }
      throw ProviderException.unreadableResponse(`${label} answered with a response that could not be read.`, { code: 200 });
    }
    const finishReason = candidate.finishReason;
    if (finishReason === 'MAX_TOKENS') {
      // Also the answer that has no parts at all, when thinking spent the whole budget: either way
      // there is no complete answer, and a smaller chunk needs fewer tokens.
      throw ProviderException.invalidRequest(`The ${label} answer was cut off at the model's output limit.`, { code: 200 });
    }
    if (typeof finishReason === 'string' && BLOCKED_FINISH_REASONS.has(finishReason)) {
      throw ProviderException.invalidRequest(`${label} declined to translate these texts.`, { code: 200 });
    }
    if (finishReason === 'LANGUAGE') {
      throw ProviderException.invalidRequest(`${label} does not support the language of these texts.`, { code: 200 });
    }
    const parts = Array.isArray(candidate.content?.parts) ? candidate.content.parts : [];
    const text = parts
      .filter((part) => part.thought !== true && typeof part.text === 'string')
      .map((part) => part.text as string)
      .join('');
    const usage = answer.usageMetadata;
    return {
      text,
      inputTokens: tokenCount(usage?.promptTokenCount),
      // Thoughts are billed as output (Google's Gemini pricing).
      outputTokens: tokenCount(usage?.candidatesTokenCount) + tokenCount(usage?.thoughtsTokenCount),
    };
  }

  /** Text models the key can call with generateContent, following `nextPageToken`. */
  async fetchLiveModels(apiKey: string | null): Promise<ModelEntry[]> {
    const key = await this.requireApiKey(apiKey);
    const models = new Map<string, ModelEntry>();
    let pageToken: string | null = null;
    for (let page = 0; page < MAX_MODEL_PAGES; page += 1) {
      const query = new URLSearchParams({ pageSize: String(MODEL_PAGE_SIZE) });
      if (pageToken !== null) query.set('pageToken', pageToken);
      const answer: ModelListAnswer | null = await this.requestJson<ModelListAnswer | null>({
        method: 'GET',
        path: `${MODELS_PATH}?${query.toString()}`,
        headers: this.headers(key),
      });
      for (const model of answer?.models ?? []) {
        if (typeof model.name !== 'string') continue;
        const id = bareModelId(model.name);
        const methods = Array.isArray(model.supportedGenerationMethods) ? model.supportedGenerationMethods : [];
        if (!methods.includes('generateContent') || !isGeminiTextModel(id) || models.has(id)) continue;
        const name = typeof model.displayName === 'string' && model.displayName.trim() !== '' ? model.displayName.trim() : id;
        models.set(id, { id, name, tier: null, pricing: null, source: 'live' });
      }
      const next = answer?.nextPageToken;
      if (typeof next !== 'string' || next === '' || next === pageToken) break;
      pageToken = next;
    }
    return [...models.values()];
  }

  /** GET /v1beta/models?pageSize=1: free, and it needs a working key. It cannot see the quota. */
  async validateCredentials(apiKey: string | null): Promise<CredentialStatus> {
    return this.checkKeyWith(apiKey, (key) => ({ method: 'GET', path: `${MODELS_PATH}?pageSize=1`, headers: this.headers(key) }));
  }

  /**
   * Gemini puts its retry hint in the 429 body (`RetryInfo.retryDelay`), not in a Retry-After header;
   * the base honours it up to 60 seconds. A daily-quota 429 cannot lift within a retry: it stops.
   */
  protected override retryDecision(status: number, body: unknown): RetryDecision | null {
    if (status !== 429) return null;
    if (isDailyQuota(body)) return { stop: this.failureFor(status, body) };
    const delayMs = retryDelayMs(body);
    return delayMs === null ? null : { delayMs };
  }

  /** Refines the failure table where Google's error says more; never echoes the body. */
  protected override failureFor(status: number, body: unknown): ProviderException {
    const label = this.getLabel();
    if (status === 400 && isKeyRejected(body)) {
      // Gemini's answer to a bad key is a 400: without this it would look like a bad chunk and be bisected.
      return ProviderException.authentication(`${label} rejected the API key (HTTP 400). Check the key in the provider settings.`, { code: status });
    }
    if (status === 400 && (body as GoogleErrorBody | null)?.error?.status === 'FAILED_PRECONDITION') {
      return ProviderException.misconfigured(`${label} is not available to this key without billing, or not in the region this server is in (HTTP 400).`, { code: status });
    }
    if ((status === 402 || status === 429) && isDailyQuota(body)) {
      return ProviderException.quotaExceeded(`The ${label} daily quota is used up (HTTP 429). Try again tomorrow or raise the quota in Google AI Studio.`, { code: 429 });
    }
    if (status === 404 && (body as GoogleErrorBody | null)?.error?.status === 'NOT_FOUND') {
      // Google's own 404 envelope: the API knows no such model (a wrong address answers an HTML page).
      return ProviderException.notFound(`${label} does not offer the configured model to this key (HTTP 404). Choose another model in the provider settings.`, { code: status });
    }
    return failureForStatus(label, status);
  }

  private headers(apiKey: string): Record<string, string> {
    return { 'x-goog-api-key': apiKey, 'user-agent': 'ext-translate' };
  }
}
