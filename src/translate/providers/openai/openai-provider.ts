import { ProviderException, type CredentialStatus, type LiveModelProvider, type ModelEntry, type ProviderContext, type CallLimitProvider } from '../contract.js';
import { failureForStatus, type HttpProviderOptions, type RetryDecision } from '../http-base.js';
import { LlmProvider, TRANSLATIONS_SCHEMA, type ModelAnswer, type ModelCall } from '../llm-base.js';

export const OPENAI_ID = 'llm_1';
const OPENAI_HOST = 'https://api.openai.com';
const CHAT_PATH = '/v1/chat/completions';
const MODELS_PATH = '/v1/models';

/**
 * Curated models, best first (the first is the default). List prices in USD per 1M tokens as
 * OpenAI published them (reported June 2026; check before billing).
 */
const CURATED_MODELS: ModelEntry[] = [
  { id: 'gpt-5.5', name: 'GPT-5.5', tier: 'quality', pricing: { input: 5, output: 30, currency: 'USD' }, source: 'curated' },
  { id: 'gpt-5.4', name: 'GPT-5.4', tier: 'quality', pricing: { input: 2.5, output: 15, currency: 'USD' }, source: 'curated' },
  { id: 'gpt-5.4-mini', name: 'GPT-5.4 mini', tier: 'balanced', pricing: { input: 0.75, output: 4.5, currency: 'USD' }, source: 'curated' },
  { id: 'gpt-5.4-nano', name: 'GPT-5.4 nano', tier: 'budget', pricing: { input: 0.2, output: 1.25, currency: 'USD' }, source: 'curated' },
];

/**
 * GPT-5 family and o-series: they accept only the default temperature, reject `max_tokens`, take the
 * instructions as a `developer` message and spend hidden reasoning tokens (as OpenAI documents them, 2026).
 */
function isReasoningModel(model: string): boolean {
  return /^(ft:)?(gpt-5|o\d)/.test(model);
}

/**
 * Older chat models known to accept a custom temperature. An allow-list rather than a deny-list, so
 * a model id this code does not know yet gets the vendor's default instead of a 400.
 */
function acceptsTemperature(model: string): boolean {
  return /^(ft:)?(gpt-4|gpt-3\.5)/.test(model);
}

/** Families served by Chat Completions, fine-tuned ones included. */
const CHAT_FAMILY = /^(ft:)?(gpt-|chatgpt-|o\d)/;
/**
 * Ids in those families that are not text chat models, or that Chat Completions does not serve
 * (audio, realtime and image models; the Responses-only `-pro`, codex, computer-use and deep-research
 * models; search previews that bill per web search; completions-only `instruct`).
 */
const NOT_TEXT_CHAT = /(embedding|whisper|tts|dall-e|image|moderation|audio|realtime|transcribe|search|instruct|codex|computer-use|deep-research|-pro\b)/;

export function isOpenAiChatModel(id: string): boolean {
  return CHAT_FAMILY.test(id) && !NOT_TEXT_CHAT.test(id);
}

interface OpenAiErrorBody {
  error?: { type?: unknown; code?: unknown; param?: unknown };
}

interface ChatCompletionAnswer {
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
}

interface ModelListAnswer {
  data?: { id?: unknown }[];
}

function errorOf(body: unknown): { type: unknown; code: unknown; param: unknown } {
  const error = (body as OpenAiErrorBody | null)?.error;
  return { type: error?.type, code: error?.code, param: error?.param };
}

/** OpenAI's spent-credit 429 (its documented codes: `insufficient_quota` or `credit_balance_exhausted`). */
function isSpentQuota(body: unknown): boolean {
  const { type, code } = errorOf(body);
  return type === 'insufficient_quota' || code === 'insufficient_quota' || code === 'credit_balance_exhausted';
}

function tokenCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * OpenAI (`llm_1`): Chat Completions with Structured Outputs (a strict JSON schema), so the model can
 * only answer `{"translations": [...]}`. Live models and the credential check come from GET /v1/models.
 */
export class OpenAiProvider extends LlmProvider implements LiveModelProvider, CallLimitProvider {
  /**
   * OpenAI's first tier allows 500 requests per minute; 8 calls of several seconds make under 200.
   */
  defaultCallsInFlight(): number {
    return 8;
  }

  protected readonly curatedModels = CURATED_MODELS;

  constructor(context: ProviderContext, options: Partial<HttpProviderOptions> = {}) {
    super(context, { id: OPENAI_ID, label: 'OpenAI', defaultBaseUrl: OPENAI_HOST, ...options });
  }

  protected async callModel(call: ModelCall): Promise<ModelAnswer> {
    const reasoning = isReasoningModel(call.model);
    const body: Record<string, unknown> = {
      model: call.model,
      messages: [{ role: reasoning ? 'developer' : 'system', content: call.system }, ...call.messages],
      response_format: { type: 'json_schema', json_schema: { name: 'translations', schema: TRANSLATIONS_SCHEMA, strict: true } },
    };
    // No output limit is sent: a cut-off answer is useless, and for reasoning models the limit also
    // counts hidden reasoning tokens. Translation needs little reasoning, so it is kept low.
    if (reasoning) body.reasoning_effort = 'low';
    else if (acceptsTemperature(call.model)) body.temperature = 0.2;

    const answer = await this.requestJson<ChatCompletionAnswer | null>({ method: 'POST', path: CHAT_PATH, headers: this.headers(call.apiKey), json: body });
    const choice = answer?.choices?.[0];
    if (choice === undefined) {
      throw ProviderException.unreadableResponse(`${this.getLabel()} answered with a response that could not be read.`, { code: 200 });
    }
    const inputTokens = tokenCount(answer?.usage?.prompt_tokens);
    const outputTokens = tokenCount(answer?.usage?.completion_tokens);
    if (typeof choice.message?.refusal === 'string' && choice.message.refusal !== '') {
      // A refusal is about the content: a smaller chunk may isolate the text the model will not take.
      throw ProviderException.invalidRequest(`${this.getLabel()} declined to translate these texts.`, { code: 200 });
    }
    if (choice.finish_reason === 'length') {
      throw ProviderException.invalidRequest(`The ${this.getLabel()} answer was cut off at the model's output limit.`, { code: 200 });
    }
    if (choice.finish_reason === 'content_filter') {
      throw ProviderException.invalidRequest(`The ${this.getLabel()} content filter stopped the answer.`, { code: 200 });
    }
    const content = choice.message?.content;
    return { text: typeof content === 'string' ? content : '', inputTokens, outputTokens };
  }

  async fetchLiveModels(apiKey: string | null): Promise<ModelEntry[]> {
    const key = await this.requireApiKey(apiKey);
    const answer = await this.requestJson<ModelListAnswer | null>({ method: 'GET', path: MODELS_PATH, headers: this.headers(key) });
    const ids = (answer?.data ?? []).map((model) => model.id).filter((id): id is string => typeof id === 'string' && isOpenAiChatModel(id));
    return [...new Set(ids)].map((id) => ({ id, name: id, tier: null, pricing: null, source: 'live' }));
  }

  /** GET /v1/models: free, and it needs a working key. It cannot see whether the account has credit. */
  async validateCredentials(apiKey: string | null): Promise<CredentialStatus> {
    return this.checkKeyWith(apiKey, (key) => ({ method: 'GET', path: MODELS_PATH, headers: this.headers(key) }));
  }

  /**
   * OpenAI answers a spent account with 429, the status of a rate limit: retrying would make a
   * merchant wait for a limit that never lifts, so that one case stops at once.
   */
  protected override retryDecision(status: number, body: unknown): RetryDecision | null {
    return status === 429 && isSpentQuota(body) ? { stop: this.failureFor(status, body) } : null;
  }

  /** Refines the failure table where OpenAI's error code says more; never echoes the body. */
  protected override failureFor(status: number, body: unknown): ProviderException {
    const label = this.getLabel();
    const { code, param } = errorOf(body);
    if ((status === 402 || status === 429) && isSpentQuota(body)) {
      return ProviderException.quotaExceeded(`The ${label} account has no credit left (quota exceeded). Add credit or raise the limit in the OpenAI billing settings.`, { code: status });
    }
    if (status === 404 && code === 'model_not_found') {
      return ProviderException.notFound(`${label} does not offer the configured model to this key (HTTP 404). Choose another model in the provider settings.`, { code: status });
    }
    if (status === 403 && code === 'unsupported_country_region_territory') {
      return ProviderException.misconfigured(`${label} does not serve the region this server is in (HTTP 403).`, { code: status });
    }
    if (status === 400 && code === 'context_length_exceeded') {
      // Halving the chunk shortens the prompt, so bisection can still succeed.
      return ProviderException.invalidRequest(`The texts were too long for the ${label} model (HTTP 400).`, { code: status });
    }
    if (status === 400 && (code === 'unsupported_parameter' || code === 'unsupported_value' || param === 'response_format')) {
      // The model cannot take this kind of request at all: every chunk would fail the same way.
      return ProviderException.misconfigured(`The configured ${label} model does not support this request (HTTP 400). Choose another model in the provider settings.`, { code: status });
    }
    return failureForStatus(label, status);
  }

  private headers(apiKey: string): Record<string, string> {
    return { authorization: `Bearer ${apiKey}`, 'user-agent': 'ext-translate' };
  }
}
