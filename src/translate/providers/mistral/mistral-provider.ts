import { ProviderException, type CredentialStatus, type LiveModelProvider, type ModelEntry, type ProviderContext, type CallLimitProvider } from '../contract.js';
import { failureForStatus, type HttpProviderOptions } from '../http-base.js';
import { LlmProvider, TRANSLATIONS_SCHEMA, type ModelAnswer, type ModelCall } from '../llm-base.js';

export const MISTRAL_ID = 'llm_4';
const MISTRAL_HOST = 'https://api.mistral.ai';
const CHAT_PATH = '/v1/chat/completions';
const MODELS_PATH = '/v1/models';
/** Within Mistral's recommended 0.0-0.7 for every chat model; low keeps translations literal and stable. */
const TEMPERATURE = 0.2;

/**
 * Curated models, best first (the first is the default). The `-latest` aliases are the ids Mistral's
 * OpenAPI document and examples use, and they survive the retirement of dated versions.
 * These are Mistral's published list prices in USD
 * per 1M tokens for Mistral Large 24.11, Medium 3.1 and Small 3.2, the versions the aliases named
 * when this was written. An alias moves to new versions, and prices with it: check before billing.
 */
const CURATED_MODELS: ModelEntry[] = [
  { id: 'mistral-large-latest', name: 'Mistral Large', tier: 'quality', pricing: { input: 2, output: 6, currency: 'USD' }, source: 'curated' },
  { id: 'mistral-medium-latest', name: 'Mistral Medium', tier: 'balanced', pricing: { input: 0.4, output: 2, currency: 'USD' }, source: 'curated' },
  { id: 'mistral-small-latest', name: 'Mistral Small', tier: 'budget', pricing: { input: 0.1, output: 0.3, currency: 'USD' }, source: 'curated' },
];
const CURATED_IDS = new Set(CURATED_MODELS.map((model) => model.id));

interface ModelCard {
  id?: unknown;
  name?: unknown;
  aliases?: unknown;
  capabilities?: { completion_chat?: unknown };
}

interface ChatCompletionAnswer {
  choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
}

function tokenCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The answer text: a string as is; reasoning models may answer an array of chunks, of which only the
 * `text` ones are the answer (`thinking` chunks carry the reasoning, not a top-level text).
 */
function answerText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((chunk: unknown) => {
      const { type, text } = (chunk ?? {}) as { type?: unknown; text?: unknown };
      return (type === undefined || type === 'text') && typeof text === 'string' ? text : '';
    })
    .join('');
}

/**
 * The id to show for one model: Mistral lists a dated id and each of its aliases as separate cards.
 * A curated id wins (so curated name, tier and price apply), then the `-latest` alias that follows new
 * versions, then the dated id the card names as the model.
 */
function representativeId(ids: string[], canonical: string | null): string {
  return ids.find((id) => CURATED_IDS.has(id)) ?? ids.find((id) => id.endsWith('-latest')) ?? canonical ?? ids[0] ?? '';
}

/** One entry per distinct chat model of a live listing, aliases folded together. */
export function distinctChatModels(cards: ModelCard[]): string[] {
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const card of cards) {
    if (typeof card.id !== 'string' || card.capabilities?.completion_chat !== true || seen.has(card.id)) continue;
    const aliases = Array.isArray(card.aliases) ? card.aliases.filter((alias): alias is string => typeof alias === 'string') : [];
    const family = [card.id, ...aliases];
    for (const id of family) seen.add(id);
    const canonical = typeof card.name === 'string' && family.includes(card.name) ? card.name : null;
    chosen.push(representativeId(family, canonical));
  }
  return chosen;
}

/**
 * Mistral (`llm_4`): chat completions with `response_format` json_schema (documented in Mistral's
 * OpenAPI document, 2026). Mistral rejects unknown top-level fields with 422, so the body
 * holds only fields of its ChatCompletionRequest. Live models and the key check use GET /v1/models.
 */
export class MistralProvider extends LlmProvider implements LiveModelProvider, CallLimitProvider {
  /**
   * Mistral's free tier allows one request per second.
   */
  defaultCallsInFlight(): number {
    return 2;
  }

  protected readonly curatedModels = CURATED_MODELS;

  constructor(context: ProviderContext, options: Partial<HttpProviderOptions> = {}) {
    super(context, { id: MISTRAL_ID, label: 'Mistral', defaultBaseUrl: MISTRAL_HOST, ...options });
  }

  protected async callModel(call: ModelCall): Promise<ModelAnswer> {
    const answer = await this.requestJson<ChatCompletionAnswer | null>({
      method: 'POST',
      path: CHAT_PATH,
      headers: this.headers(call.apiKey),
      // No max_tokens: a cut-off answer is useless, and the model's own limit is the safe one.
      json: {
        model: call.model,
        messages: [{ role: 'system', content: call.system }, ...call.messages],
        response_format: { type: 'json_schema', json_schema: { name: 'translations', schema: TRANSLATIONS_SCHEMA, strict: true } },
        temperature: TEMPERATURE,
      },
    });
    const choice = answer?.choices?.[0];
    if (choice === undefined) {
      throw ProviderException.unreadableResponse(`${this.getLabel()} answered with a response that could not be read.`, { code: 200 });
    }
    if (choice.finish_reason === 'length' || choice.finish_reason === 'model_length') {
      throw ProviderException.invalidRequest(`The ${this.getLabel()} answer was cut off at the model's output limit.`, { code: 200 });
    }
    if (choice.finish_reason === 'error') {
      throw new ProviderException(`${this.getLabel()} stopped with an error while answering. Try again later.`, { retryable: true, code: 200 });
    }
    return {
      text: answerText(choice.message?.content),
      inputTokens: tokenCount(answer?.usage?.prompt_tokens),
      outputTokens: tokenCount(answer?.usage?.completion_tokens),
    };
  }

  async fetchLiveModels(apiKey: string | null): Promise<ModelEntry[]> {
    const key = await this.requireApiKey(apiKey);
    const answer = await this.requestJson<{ data?: ModelCard[] } | null>({ method: 'GET', path: MODELS_PATH, headers: this.headers(key) });
    return distinctChatModels(answer?.data ?? []).map((id) => ({ id, name: id, tier: null, pricing: null, source: 'live' }));
  }

  /** GET /v1/models: free, and it needs a working key. */
  async validateCredentials(apiKey: string | null): Promise<CredentialStatus> {
    return this.checkKeyWith(apiKey, (key) => ({ method: 'GET', path: MODELS_PATH, headers: this.headers(key) }));
  }

  /** Refines the failure table where Mistral's answer says more; never echoes the body. */
  protected override failureFor(status: number, body: unknown): ProviderException {
    const label = this.getLabel();
    if (status === 401) {
      // Mistral also answers a bare 401 for a valid key whose plan limit is used up (as Mistral documents it).
      return ProviderException.authentication(`${label} rejected the API key (HTTP 401). Check the key in the provider settings, and that the Mistral plan's limit is not used up.`, { code: status });
    }
    if (status === 400 && (body as { type?: unknown } | null)?.type === 'invalid_model') {
      // A model the key cannot use fails every chunk alike: stop the batch instead of bisecting.
      return ProviderException.misconfigured(`${label} does not offer the configured model (HTTP 400). Choose another model in the provider settings.`, { code: status });
    }
    return failureForStatus(label, status);
  }

  private headers(apiKey: string): Record<string, string> {
    return { authorization: `Bearer ${apiKey}`, 'user-agent': 'ext-translate' };
  }
}
