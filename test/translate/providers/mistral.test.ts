import { describe, expect, it } from 'vitest';
import { buildSystemPrompt, TRANSLATIONS_SCHEMA } from '../../../src/translate/providers/llm-base.js';
import { distinctChatModels, MistralProvider } from '../../../src/translate/providers/mistral/mistral-provider.js';
import { LIVE_MODEL_LIMIT, listModels } from '../../../src/translate/providers/provider-service.js';
import { failureOf, flagsOf } from './support.js';
import { describeVendorServerSuite, describeVendorSuite, useVendorFixture, type VendorCase } from './vendor-suite.js';
import { MISTRAL_MODELS, MISTRAL_TEST_KEY, startMistralSimulator } from '../../upstreams/mistral.js';
import { messageText, type ChatMessage } from '../../upstreams/openai.js';
import { fakeTokens, fakeTranslate, type RecordedRequest, type Simulator } from '../../upstreams/simulator.js';

const KEY = MISTRAL_TEST_KEY;
const WRONG_KEY = 'mistral-wrong-key-that-must-never-show-0123456789';
const UNAUTHORIZED = 'Mistral rejected the API key (HTTP 401). Check the key in the provider settings, and that the Mistral plan\'s limit is not used up.';
/** Top-level fields of Mistral's ChatCompletionRequest; anything else is a 422 extra_forbidden. */
const MISTRAL_CHAT_FIELDS = ['model', 'messages', 'temperature', 'top_p', 'max_tokens', 'stream', 'stop', 'random_seed', 'response_format', 'safe_prompt'];

interface ChatBody {
  model: string;
  messages: ChatMessage[];
  response_format?: unknown;
  temperature?: unknown;
}

const MISTRAL: VendorCase<Simulator, MistralProvider> = {
  id: 'llm_4',
  label: 'Mistral',
  key: KEY,
  wrongKey: WRONG_KEY,
  start: () => startMistralSimulator(),
  create: (context, options) => new MistralProvider(context, options),
  limits: [12, 24_000],
  features: ['html', 'tone', 'glossary'],
  texts: ['Oak chair', 'Blue lamp'],
  targetLocale: 'fr-FR',
  translated: ['[fr-FR] Oak chair', '[fr-FR] Blue lamp'],
  messages: { 401: UNAUTHORIZED },
  retryAfterStatus: 502,
  liveListingFailure: 503,
  languageModel: {
    systemOf: (recorded) => messageText(chatBody(recorded).messages[0]?.content),
    userOf: (recorded) => JSON.parse(messageText(chatBody(recorded).messages[1]?.content)) as Record<string, unknown>,
    modelOf: (recorded) => chatBody(recorded).model,
    promptTokensOf: (recorded) => promptTokensOf(recorded),
    pricedModel: { setting: 'mistral-small-latest', id: 'mistral-small-latest' },
    unpricedModel: 'open-mistral-nemo',
  },
  bodyPhrases: ['Field required'],
};

const fx = useVendorFixture(MISTRAL);
const { provider, request } = fx;

describeVendorSuite(MISTRAL, fx);

function chatBody(recorded: RecordedRequest | undefined): ChatBody {
  return recorded?.json as ChatBody;
}

/** The simulator's deterministic usage: four characters a token over every message, and over the answer. */
function promptTokensOf(recorded: RecordedRequest | undefined): number {
  return fakeTokens(chatBody(recorded).messages.map((message) => messageText(message.content)).join('\n'));
}

function translationsAnswer(texts: string[], target: string, format: 'html' | 'text'): string {
  return JSON.stringify({ translations: texts.map((text) => fakeTranslate(text, target, format)) });
}

function completion(content: unknown, finishReason: string): string {
  return JSON.stringify({
    id: 'cmpl-scripted',
    object: 'chat.completion',
    created: 1_777_000_000,
    model: 'mistral-large-latest',
    choices: [{ index: 0, message: { role: 'assistant', tool_calls: null, content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
  });
}

describe('Mistral provider (llm_4) against the simulator', () => {
  it('offers its curated models with pricing, each one the vendor serves', () => {
    const mistral = provider();
    const models = mistral.getModels();
    expect(models.map((model) => [model.id, model.tier])).toEqual([
      ['mistral-large-latest', 'quality'],
      ['mistral-medium-latest', 'balanced'],
      ['mistral-small-latest', 'budget'],
    ]);
    expect(models.every((model) => model.source === 'curated' && model.pricing?.currency === 'USD')).toBe(true);
    const chatIds = new Set(MISTRAL_MODELS.filter((card) => card.capabilities.completion_chat).map((card) => card.id));
    expect(models.every((model) => chatIds.has(model.id))).toBe(true);
    // Advisory: 4,000 characters = 1,000 tokens each way at Mistral Large's $2 / $6 per million.
    expect(mistral.estimate(4_000).toJSON()).toEqual({ amount: 0.008, currency: 'USD' });
  });

  it('translates text with json_schema output and only fields Mistral accepts', async () => {
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[fr-FR] Oak chair', '[fr-FR] Blue lamp']);
    expect(result.characters).toBe(18);
    expect(fx.sim.requests).toHaveLength(1);
    const sent = fx.sim.requests[0];
    expect([sent?.method, sent?.path, sent?.headers.authorization]).toEqual(['POST', '/v1/chat/completions', `Bearer ${KEY}`]);
    const body = chatBody(sent);
    expect(Object.keys(body).every((field) => MISTRAL_CHAT_FIELDS.includes(field))).toBe(true);
    expect(body.model).toBe('mistral-large-latest');
    expect(body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'translations', schema: TRANSLATIONS_SCHEMA, strict: true } });
    expect(body.temperature).toBe(0.2);
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]).toEqual({ role: 'system', content: buildSystemPrompt(request()) });
    expect(body.messages[1]?.role).toBe('user');
    expect(JSON.parse(messageText(body.messages[1]?.content))).toEqual({ sourceLocale: 'en-GB', targetLocale: 'fr-FR', format: 'text', texts: ['Oak chair', 'Blue lamp'] });

    const inputTokens = promptTokensOf(sent);
    const outputTokens = fakeTokens(translationsAnswer(['Oak chair', 'Blue lamp'], 'fr-FR', 'text'));
    expect([result.inputTokens, result.outputTokens]).toEqual([inputTokens, outputTokens]);
    expect(result.cost.amount).toBeCloseTo((inputTokens * 2 + outputTokens * 6) / 1_000_000, 12);
  });

  it('stops the batch when the configured model is not a chat model Mistral offers', async () => {
    fx.settings.llm_4Model = 'mistral-embed';
    const error = await failureOf(provider().translate(request()));
    expect(fx.sim.requests).toHaveLength(1);
    expect(error.message).toBe('Mistral does not offer the configured model (HTTP 400). Choose another model in the provider settings.');
    expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
  });

  it('corrects a wrong-length answer with one more turn and counts the tokens of both calls', async () => {
    fx.sim.fail({ kind: 'wrong-length', extra: true });
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[fr-FR] Oak chair', '[fr-FR] Blue lamp']);
    expect(fx.sim.requests).toHaveLength(2);
    const retry = chatBody(fx.sim.requests[1]);
    expect(retry.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const firstAnswer = messageText(retry.messages[2]?.content);
    expect(JSON.parse(firstAnswer).translations).toHaveLength(3);
    expect(messageText(retry.messages[3]?.content)).toContain('The answer held 3 translations for 2 texts.');

    const inputTokens = promptTokensOf(fx.sim.requests[0]) + promptTokensOf(fx.sim.requests[1]);
    const outputTokens = fakeTokens(firstAnswer) + fakeTokens(translationsAnswer(['Oak chair', 'Blue lamp'], 'fr-FR', 'text'));
    expect([result.inputTokens, result.outputTokens]).toEqual([inputTokens, outputTokens]);
    expect(result.cost.amount).toBeCloseTo((inputTokens * 2 + outputTokens * 6) / 1_000_000, 12);
  });

  it('reads a reasoning model\'s chunked answer, skipping the thinking chunk', async () => {
    const answer = JSON.stringify({ translations: ['Chaise en chêne', 'Lampe bleue'] });
    fx.sim.fail({
      kind: 'status',
      status: 200,
      body: completion([{ type: 'thinking', thinking: [{ type: 'text', text: 'The user wants French.' }] }, { type: 'text', text: answer }], 'stop'),
    });
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['Chaise en chêne', 'Lampe bleue']);
    expect([result.inputTokens, result.outputTokens]).toEqual([120, 30]);
  });

  it('turns a cut-off answer and a generation error into clear failures', async () => {
    for (const reason of ['length', 'model_length']) {
      fx.sim.reset();
      fx.sim.fail({ kind: 'status', status: 200, body: completion('{"translations": ["[fr-FR] Oak', reason) });
      const error = await failureOf(provider().translate(request()));
      expect(error.message, reason).toBe("The Mistral answer was cut off at the model's output limit.");
      expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
    }
    fx.sim.reset();
    fx.sim.fail({ kind: 'status', status: 200, body: completion('', 'error') });
    const error = await failureOf(provider().translate(request()));
    expect(error.message).toBe('Mistral stopped with an error while answering. Try again later.');
    expect(flagsOf(error)).toEqual({ retryable: true, globalFailure: false, bisectable: true });
  });

  it('lists one live entry per chat model, aliases folded, merged with the curated list', async () => {
    const mistral = provider();
    const live = await mistral.fetchLiveModels(null);
    expect(fx.sim.requests[0]?.path).toBe('/v1/models');
    expect(live.map((model) => model.id).sort()).toEqual(
      [
        'mistral-large-latest',
        'mistral-medium-latest',
        'mistral-small-latest',
        'magistral-medium-latest',
        'ministral-8b-latest',
        'ministral-3b-latest',
        'open-mistral-nemo-2407',
        'codestral-latest',
        'pixtral-large-latest',
        'voxtral-mini-latest',
      ].sort(),
    );
    expect(live.every((model) => model.source === 'live' && model.name === model.id && model.tier === null && model.pricing === null)).toBe(true);

    const listed = await listModels(mistral, null);
    expect(listed.source).toBe('live');
    expect(listed.models.length).toBeLessThanOrEqual(LIVE_MODEL_LIMIT);
    expect(listed.models.slice(0, 3)).toEqual(mistral.getModels().map((model) => ({ ...model, source: 'live' })));
    const rest = listed.models.slice(3).map((model) => model.id);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it('folds aliases whatever card comes first, and skips cards that cannot chat', () => {
    const cards = [
      { id: 'mistral-small-2506', name: 'mistral-small-2506', aliases: ['mistral-small-latest'], capabilities: { completion_chat: true } },
      { id: 'mistral-small-latest', name: 'mistral-small-2506', aliases: ['mistral-small-2506'], capabilities: { completion_chat: true } },
      { id: 'open-mistral-nemo', name: 'open-mistral-nemo-2407', aliases: ['open-mistral-nemo-2407'], capabilities: { completion_chat: true } },
      { id: 'mistral-ocr-latest', name: 'mistral-ocr-2505', aliases: [], capabilities: { completion_chat: false, ocr: true } },
      { id: 'ft:open-mistral-7b:acme:1', name: null, aliases: [], capabilities: { completion_chat: true } },
    ];
    expect(distinctChatModels(cards)).toEqual(['mistral-small-latest', 'open-mistral-nemo-2407', 'ft:open-mistral-7b:acme:1']);
  });

  it('validates credentials with GET /v1/models; a 401 is invalid with a safe message', async () => {
    const mistral = provider();
    expect(await mistral.validateCredentials(null)).toEqual({ valid: true, message: 'The Mistral key works.', quota: null });
    expect(fx.sim.requests[0]?.path).toBe('/v1/models');
    expect(await mistral.validateCredentials(WRONG_KEY)).toEqual({ valid: false, message: UNAUTHORIZED, quota: null });
  });
});

describeVendorServerSuite(MISTRAL, fx);
