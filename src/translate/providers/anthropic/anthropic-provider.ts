import { ProviderException, type CredentialStatus, type LiveModelProvider, type ModelEntry, type ProviderContext, type CallLimitProvider } from '../contract.js';
import { failureForStatus, type HttpProviderOptions, type RetryDecision } from '../http-base.js';
import { LlmProvider, TRANSLATIONS_SCHEMA, type ModelAnswer, type ModelCall } from '../llm-base.js';

export const ANTHROPIC_ID = 'llm_2';
const ANTHROPIC_HOST = 'https://api.anthropic.com';
const MESSAGES_PATH = '/v1/messages';
const MODELS_PATH = '/v1/models';
/**
 * The version Anthropic's API reference documents (2026). The installed SDK sends 2026-10-21, under which the sampling
 * parameters are refused on every model; this provider sends none, so either works, and 2023-06-01 is
 * the one both that documentation and older deployments of the API accept.
 */
export const ANTHROPIC_API_VERSION = '2023-06-01';

/** The tool the model is forced to call: its input is the structured answer. */
export const TRANSLATIONS_TOOL_NAME = 'submit_translations';
const TRANSLATIONS_TOOL = {
  name: TRANSLATIONS_TOOL_NAME,
  description: 'Submit the translations: exactly one translated string per input text, in the order of the input texts.',
  input_schema: TRANSLATIONS_SCHEMA,
};

/** Page size and page count of the live listing: 1,000 models is far beyond any real catalogue. */
const MODEL_PAGE_SIZE = 100;
const MAX_MODEL_PAGES = 10;

/**
 * Curated models, best first (the first is the default), with USD list prices per 1M tokens as
 * Anthropic published them (platform.claude.com models overview, about September 2026; check before
 * billing). Haiku 5.5 is listed "from" its price, the lowest rate it bills at.
 */
const CURATED_MODELS: ModelEntry[] = [
  { id: 'claude-opus-5-5', name: 'Claude Opus 5.5', tier: 'quality', pricing: { input: 4, output: 20, currency: 'USD' }, source: 'curated' },
  { id: 'claude-sonnet-5-5', name: 'Claude Sonnet 5.5', tier: 'balanced', pricing: { input: 2, output: 10, currency: 'USD' }, source: 'curated' },
  { id: 'claude-haiku-5-5', name: 'Claude Haiku 5.5', tier: 'budget', pricing: { input: 0.1, output: 0.5, currency: 'USD' }, source: 'curated' },
];

/** Per-model ceilings for `max_tokens`; a request above its model's ceiling is refused with 400. */
const OUTPUT_CEILINGS: Record<string, number> = {
  'claude-opus-5-5': 128_000,
  'claude-sonnet-5-5': 128_000,
  'claude-haiku-5-5': 64_000,
};
/** Every model named in the current scheme (`claude-<family>-<version>`, Claude 4 on) writes at least 32,000 tokens. */
const CURRENT_SCHEME_CEILING = 32_000;
/** The Claude 3 generation's lowest ceiling, for the older `claude-3-…` ids. */
const LEGACY_CEILING = 4_096;
/**
 * Room for what the answer needs beyond the translations themselves: the tool call's JSON, escaping,
 * and the thoughts of a model that always thinks before answering.
 */
const ANSWER_OVERHEAD_TOKENS = 2_048;

/** A `max_tokens` that fits the answer to these texts, within the model's ceiling. */
export function maxTokensFor(model: string, requestBytes: number): number {
  const ceiling = OUTPUT_CEILINGS[model] ?? (/^claude-[a-z]+-\d/.test(model) ? CURRENT_SCHEME_CEILING : LEGACY_CEILING);
  // A token is about three UTF-8 bytes or more in every script; twice that leaves room for a target
  // language that runs longer, or a script that takes more tokens, than the source.
  return Math.min(ceiling, ANSWER_OVERHEAD_TOKENS + 2 * Math.ceil(requestBytes / 3));
}

type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: string; is_error: boolean };

interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string | ContentBlock[];
}

interface MessagesAnswer {
  content?: unknown;
  stop_reason?: unknown;
  usage?: { input_tokens?: unknown; output_tokens?: unknown };
}

interface ModelListAnswer {
  data?: { id?: unknown; display_name?: unknown }[];
  has_more?: unknown;
  last_id?: unknown;
}

interface AnthropicErrorBody {
  error?: { type?: unknown; message?: unknown; details?: { error_code?: unknown } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function tokenCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function errorOf(body: unknown): { type: unknown; message: unknown; errorCode: unknown } {
  const error = (body as AnthropicErrorBody | null)?.error;
  return { type: error?.type, message: error?.message, errorCode: error?.details?.error_code };
}

/** The monthly spend cap of the organisation (as Anthropic documents it): a 429 that no retry can lift. */
function isSpendLimitReached(body: unknown): boolean {
  return errorOf(body).errorCode === 'enforced_spend_limit_reached';
}

/**
 * The tool input a previous answer stood for. The answer text of a tool call is its input as JSON;
 * an empty answer stands for a call without input, so the conversation stays a valid tool exchange.
 */
function toolInputOf(answerText: string): Record<string, unknown> | null {
  if (answerText.trim() === '') return {};
  const parsed = parseJson(answerText);
  return isRecord(parsed) ? parsed : null;
}

/**
 * The LLM base's conversation in the Messages API's terms. A corrective turn answers the model's tool
 * call: the API requires every `tool_use` to be followed by a `tool_result` for it in the next user
 * message, so the complaint travels as an error result of that call. The ids are this conversation's
 * own (the API accepts any id for a call it is shown as history), which keeps the base's plain-text
 * turns free of vendor state.
 */
export function toAnthropicMessages(messages: ModelCall['messages']): AnthropicMessage[] {
  const converted: AnthropicMessage[] = [];
  let openToolUseId: string | null = null;
  messages.forEach((message, index) => {
    if (message.role === 'assistant') {
      const input = toolInputOf(message.content);
      if (input === null) {
        openToolUseId = null;
        converted.push({ role: 'assistant', content: message.content });
        return;
      }
      openToolUseId = `toolu_ext_translate_${index}`;
      converted.push({ role: 'assistant', content: [{ type: 'tool_use', id: openToolUseId, name: TRANSLATIONS_TOOL_NAME, input }] });
      return;
    }
    if (openToolUseId !== null) {
      converted.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: openToolUseId, content: message.content, is_error: true }] });
      openToolUseId = null;
      return;
    }
    converted.push({ role: 'user', content: message.content });
  });
  return converted;
}

/**
 * The answer text of a message: the forced tool call's input as JSON. Thinking blocks (which a model
 * that always thinks puts first) are skipped; without a tool call the text blocks are the answer.
 */
function answerTextOf(content: unknown[]): string {
  const blocks = content.filter(isRecord);
  const toolUse = blocks.find((block) => block.type === 'tool_use' && block.name === TRANSLATIONS_TOOL_NAME);
  if (toolUse !== undefined) return JSON.stringify(toolUse.input ?? null);
  return blocks
    .filter((block) => block.type === 'text' && typeof block.text === 'string')
    .map((block) => block.text as string)
    .join('');
}

/**
 * Anthropic (`llm_2`): the Messages API with a forced tool call, whose input schema is the translations
 * contract, so the model answers with structured data instead of free text. No sampling parameters are
 * sent (newer models refuse them). Live models and the key check use GET /v1/models.
 */
export class AnthropicProvider extends LlmProvider implements LiveModelProvider, CallLimitProvider {
  /**
   * Anthropic's first tier allows 50 requests per minute; 4 calls of about five seconds make about 50.
   */
  defaultCallsInFlight(): number {
    return 4;
  }

  protected readonly curatedModels = CURATED_MODELS;

  constructor(context: ProviderContext, options: Partial<HttpProviderOptions> = {}) {
    super(context, { id: ANTHROPIC_ID, label: 'Anthropic', defaultBaseUrl: ANTHROPIC_HOST, ...options });
  }

  protected async callModel(call: ModelCall): Promise<ModelAnswer> {
    const requestBytes = Buffer.byteLength(call.messages[0]?.content ?? '', 'utf8');
    const answer = await this.requestJson<MessagesAnswer | null>({
      method: 'POST',
      path: MESSAGES_PATH,
      headers: this.headers(call.apiKey),
      json: {
        model: call.model,
        max_tokens: maxTokensFor(call.model, requestBytes),
        system: call.system,
        messages: toAnthropicMessages(call.messages),
        tools: [TRANSLATIONS_TOOL],
        tool_choice: { type: 'tool', name: TRANSLATIONS_TOOL_NAME },
      },
    });
    if (answer === null || typeof answer !== 'object' || !Array.isArray(answer.content)) {
      throw ProviderException.unreadableResponse(`${this.getLabel()} answered with a response that could not be read.`, { code: 200 });
    }
    const label = this.getLabel();
    if (answer.stop_reason === 'refusal') {
      // A refusal is about the content: a smaller chunk may isolate the text the model will not take.
      throw ProviderException.invalidRequest(`${label} declined to translate these texts.`, { code: 200 });
    }
    if (answer.stop_reason === 'max_tokens') {
      throw ProviderException.invalidRequest(`The ${label} answer was cut off at the model's output limit.`, { code: 200 });
    }
    if (answer.stop_reason === 'model_context_window_exceeded') {
      throw ProviderException.invalidRequest(`The texts were too long for the ${label} model.`, { code: 200 });
    }
    return {
      text: answerTextOf(answer.content),
      inputTokens: tokenCount(answer.usage?.input_tokens),
      outputTokens: tokenCount(answer.usage?.output_tokens),
    };
  }

  /** Every model the key can use, newest first, following `after_id` while `has_more` holds. */
  async fetchLiveModels(apiKey: string | null): Promise<ModelEntry[]> {
    const key = await this.requireApiKey(apiKey);
    const models = new Map<string, ModelEntry>();
    let afterId: string | null = null;
    for (let page = 0; page < MAX_MODEL_PAGES; page += 1) {
      const query = new URLSearchParams({ limit: String(MODEL_PAGE_SIZE) });
      if (afterId !== null) query.set('after_id', afterId);
      const answer: ModelListAnswer | null = await this.requestJson<ModelListAnswer | null>({
        method: 'GET',
        path: `${MODELS_PATH}?${query.toString()}`,
        headers: this.headers(key),
      });
      for (const model of answer?.data ?? []) {
        if (typeof model.id !== 'string' || model.id === '' || models.has(model.id)) continue;
        const name = typeof model.display_name === 'string' && model.display_name.trim() !== '' ? model.display_name.trim() : model.id;
        models.set(model.id, { id: model.id, name, tier: null, pricing: null, source: 'live' });
      }
      const lastId = answer?.last_id ?? answer?.data?.at(-1)?.id;
      if (answer?.has_more !== true || typeof lastId !== 'string' || lastId === afterId) break;
      afterId = lastId;
    }
    return [...models.values()];
  }

  /** GET /v1/models?limit=1: free, and it needs a working key. It cannot see the account's credit. */
  async validateCredentials(apiKey: string | null): Promise<CredentialStatus> {
    return this.checkKeyWith(apiKey, (key) => ({ method: 'GET', path: `${MODELS_PATH}?limit=1`, headers: this.headers(key) }));
  }

  /**
   * Anthropic answers a reached monthly spend limit with 429, the status of a rate limit, and without
   * Retry-After: retrying would make a merchant wait for a limit that lasts until the month ends.
   */
  protected override retryDecision(status: number, body: unknown): RetryDecision | null {
    return status === 429 && isSpendLimitReached(body) ? { stop: this.failureFor(status, body) } : null;
  }

  /** Refines the failure table where Anthropic's error says more; never echoes the body. */
  protected override failureFor(status: number, body: unknown): ProviderException {
    const label = this.getLabel();
    const { type, message } = errorOf(body);
    if ((status === 402 || status === 429) && isSpendLimitReached(body)) {
      return ProviderException.quotaExceeded(`The ${label} organisation has reached its monthly spend limit (HTTP 429). Raise the limit in the Anthropic console or wait for the next month.`, { code: 429 });
    }
    if (status === 404 && type === 'not_found_error' && typeof message === 'string' && message.startsWith('model:')) {
      return ProviderException.notFound(`${label} does not offer the configured model to this key (HTTP 404). Choose another model in the provider settings.`, { code: status });
    }
    return failureForStatus(label, status);
  }

  private headers(apiKey: string): Record<string, string> {
    return { 'x-api-key': apiKey, 'anthropic-version': ANTHROPIC_API_VERSION, 'user-agent': 'ext-translate' };
  }
}
