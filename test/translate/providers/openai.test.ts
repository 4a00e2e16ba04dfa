import { describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { buildSystemPrompt, TRANSLATIONS_SCHEMA } from '../../../src/translate/providers/llm-base.js';
import { isOpenAiChatModel, OpenAiProvider } from '../../../src/translate/providers/openai/openai-provider.js';
import { LIVE_MODEL_LIMIT, listModels } from '../../../src/translate/providers/provider-service.js';
import { failureOf, flagsOf } from './support.js';
import { describeVendorServerSuite, describeVendorSuite, useVendorFixture, type VendorCase } from './vendor-suite.js';
import { messageText, OPENAI_MODELS, OPENAI_TEST_KEY, openAiInsufficientQuotaFault, startOpenAiSimulator, type ChatMessage } from '../../upstreams/openai.js';
import { fakeTokens, fakeTranslate, type RecordedRequest, type Simulator } from '../../upstreams/simulator.js';

const KEY = OPENAI_TEST_KEY;
const WRONG_KEY = 'sk-proj-wrong-key-that-must-never-show-0123456789';
const BASE = '/api/_action/ext-translate';

interface ChatBody {
  model: string;
  messages: ChatMessage[];
  response_format?: unknown;
  temperature?: unknown;
  reasoning_effort?: unknown;
  max_tokens?: unknown;
  max_completion_tokens?: unknown;
}

const OPENAI: VendorCase<Simulator, OpenAiProvider> = {
  id: 'llm_1',
  label: 'OpenAI',
  key: KEY,
  wrongKey: WRONG_KEY,
  start: startOpenAiSimulator,
  create: (context, options) => new OpenAiProvider(context, options),
  limits: [12, 24_000],
  features: ['html', 'tone', 'glossary'],
  texts: ['Oak chair', 'Blue lamp'],
  targetLocale: 'de-DE',
  translated: ['[de-DE] Oak chair', '[de-DE] Blue lamp'],
  messages: {
    403: 'OpenAI does not serve the region this server is in (HTTP 403).',
    404: 'OpenAI does not offer the configured model to this key (HTTP 404). Choose another model in the provider settings.',
  },
  liveListingFailure: 500,
  languageModel: {
    systemOf: (recorded) => messageText(chatBody(recorded).messages[0]?.content),
    userOf: (recorded) => JSON.parse(messageText(chatBody(recorded).messages[1]?.content)) as Record<string, unknown>,
    modelOf: (recorded) => chatBody(recorded).model,
    promptTokensOf: (recorded) => promptTokensOf(recorded),
    pricedModel: { setting: 'gpt-5.4-mini', id: 'gpt-5.4-mini' },
    unpricedModel: 'gpt-4.1-mini',
  },
  checkLiveModelIds: (ids) => expect(ids).not.toContain('whisper-1'),
};

const fx = useVendorFixture(OPENAI);
const { provider, request } = fx;

describeVendorSuite(OPENAI, fx);

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

function completion(choice: Record<string, unknown>): string {
  return JSON.stringify({
    id: 'chatcmpl-scripted',
    object: 'chat.completion',
    created: 1_777_000_000,
    model: 'gpt-5.5',
    choices: [{ index: 0, logprobs: null, ...choice }],
    usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
  });
}

describe('OpenAI provider (llm_1) against the simulator', () => {
  it('offers its curated models with pricing, each one the vendor serves', () => {
    const openAi = provider();
    const models = openAi.getModels();
    expect(models.map((model) => [model.id, model.tier])).toEqual([
      ['gpt-5.5', 'quality'],
      ['gpt-5.4', 'quality'],
      ['gpt-5.4-mini', 'balanced'],
      ['gpt-5.4-nano', 'budget'],
    ]);
    expect(models.every((model) => model.source === 'curated' && model.pricing?.currency === 'USD')).toBe(true);
    // Every curated id is one the vendor serves on Chat Completions.
    const served = new Set(OPENAI_MODELS.filter((model) => model.chat).map((model) => model.id));
    expect(models.every((model) => served.has(model.id))).toBe(true);
    // Advisory: 4,000 characters = 1,000 tokens each way at GPT-5.5's $5 / $30 per million.
    expect(openAi.estimate(4_000).toJSON()).toEqual({ amount: 0.035, currency: 'USD' });
  });

  it('translates text through Chat Completions with strict structured output', async () => {
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
    expect(result.characters).toBe('Oak chair'.length + 'Blue lamp'.length);
    expect(fx.sim.requests).toHaveLength(1);
    const sent = fx.sim.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = chatBody(sent);
    expect(body.model).toBe('gpt-5.5');
    expect(body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'translations', schema: TRANSLATIONS_SCHEMA, strict: true } });
    // GPT-5 family: instructions as a developer message, no temperature, no max_tokens.
    expect(body.messages[0]).toEqual({ role: 'developer', content: buildSystemPrompt(request()) });
    expect(body.messages[1]?.role).toBe('user');
    expect(JSON.parse(messageText(body.messages[1]?.content))).toEqual({
      sourceLocale: 'en-GB',
      targetLocale: 'de-DE',
      format: 'text',
      texts: ['Oak chair', 'Blue lamp'],
    });
    expect(body.messages).toHaveLength(2);
    expect(body.temperature).toBeUndefined();
    expect(body.max_tokens).toBeUndefined();
    expect(body.max_completion_tokens).toBeUndefined();
    expect(body.reasoning_effort).toBe('low');
  });

  it('sends older chat models a system message and a low temperature; unknown prices cost nothing', async () => {
    fx.settings.llm_1Model = 'gpt-4.1-mini';
    const result = await provider().translate(request());
    const body = chatBody(fx.sim.requests[0]);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.temperature).toBe(0.2);
    expect(body.reasoning_effort).toBeUndefined();
    expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
    expect(result.inputTokens).toBeGreaterThan(0);
    expect(result.cost.toJSON()).toEqual({ amount: 0, currency: 'USD' });
  });

  it('tells the model what each text is and its maximum length, and which placeholder a re-ask must keep', async () => {
    const textHints = [
      { field: 'name', kind: 'product name', maxLength: 255 },
      null,
      { field: 'metaTitle', kind: 'product SEO meta title', maxLength: 255 },
    ];
    await provider().translate(request({ texts: ['Oak chair', 'Solid oak', 'Oak chair | Shop'], contentType: 'product', textHints }));
    const body = chatBody(fx.sim.requests[0]);
    const system = messageText(body.messages[0]?.content);
    expect(system).toContain("The texts come from the store's product content.");
    expect(system).toContain('Entry i of "fields" describes text i: the kind of store field it is, and where "maxLength" is set, the most characters its translation may have.');
    const user = JSON.parse(messageText(body.messages[body.messages.length - 1]?.content)) as { texts: string[]; fields: unknown[] };
    expect(user.texts).toEqual(['Oak chair', 'Solid oak', 'Oak chair | Shop']);
    expect(user.fields).toEqual([{ kind: 'product name', maxLength: 255 }, null, { kind: 'product SEO meta title', maxLength: 255 }]);

    fx.sim.reset();
    await provider().translate(request({ texts: ['Only ⟦0⟧ left'], repair: { missingPlaceholders: ['⟦0⟧'] } }));
    const again = chatBody(fx.sim.requests[0]);
    expect(messageText(again.messages[0]?.content)).toContain(
      'Your previous translation of this text dropped the placeholder(s) ⟦0⟧. Translate it again and keep every placeholder exactly once, unchanged, where it belongs in the sentence.',
    );
    expect(JSON.parse(messageText(again.messages[again.messages.length - 1]?.content))).not.toHaveProperty('fields');
  });

  it('treats a spent account (429 insufficient_quota) as a quota failure: one attempt, global, not retryable', async () => {
    fx.sim.fail(openAiInsufficientQuotaFault());
    const error = await failureOf(provider().translate(request()));
    expect(fx.sim.requests).toHaveLength(1);
    expect(fx.waits).toEqual([]);
    expect(error.message).toBe('The OpenAI account has no credit left (quota exceeded). Add credit or raise the limit in the OpenAI billing settings.');
    expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
    // The vendor's own words (and its links) stay out of the user-safe message.
    expect(error.message).not.toContain('platform.openai.com');
  });

  it('asks for another model when the model cannot take the request, and bisects a context overflow', async () => {
    fx.sim.fail({
      kind: 'status',
      status: 400,
      body: JSON.stringify({ error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error', param: 'response_format', code: null } }),
    });
    const unsupported = await failureOf(provider().translate(request()));
    expect(unsupported.message).toBe('The configured OpenAI model does not support this request (HTTP 400). Choose another model in the provider settings.');
    expect(flagsOf(unsupported)).toEqual({ retryable: false, globalFailure: true, bisectable: false });

    fx.sim.fail({
      kind: 'status',
      status: 400,
      body: JSON.stringify({ error: { message: "This model's maximum context length is 8192 tokens.", type: 'invalid_request_error', param: 'messages', code: 'context_length_exceeded' } }),
    });
    const overflow = await failureOf(provider().translate(request()));
    expect(overflow.message).toBe('The texts were too long for the OpenAI model (HTTP 400).');
    expect(flagsOf(overflow)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
  });

  it('corrects a wrong-length answer with one more turn and counts the tokens of both calls', async () => {
    fx.settings.llm_1Model = 'gpt-5.4';
    fx.sim.fail({ kind: 'wrong-length' });
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
    expect(fx.sim.requests).toHaveLength(2);

    const retry = chatBody(fx.sim.requests[1]);
    const firstAnswer = JSON.stringify({ translations: ['[de-DE] Oak chair'] });
    expect(retry.messages.map((message) => message.role)).toEqual(['developer', 'user', 'assistant', 'user']);
    expect(retry.messages[2]?.content).toBe(firstAnswer);
    expect(messageText(retry.messages[3]?.content)).toBe(
      'The answer held 1 translations for 2 texts. Answer again with only the JSON object {"translations": [...]} holding exactly 2 strings.',
    );

    const inputTokens = promptTokensOf(fx.sim.requests[0]) + promptTokensOf(fx.sim.requests[1]);
    const outputTokens = fakeTokens(firstAnswer) + fakeTokens(translationsAnswer(['Oak chair', 'Blue lamp'], 'de-DE', 'text'));
    expect([result.inputTokens, result.outputTokens]).toEqual([inputTokens, outputTokens]);
    expect(result.cost.amount).toBeCloseTo((inputTokens * 2.5 + outputTokens * 15) / 1_000_000, 12);
    expect(result.providerMetadata).toEqual({ llm_1: { model: 'gpt-5.4', answers: 2 } });
  });

  it('turns a refusal, a cut-off answer and a content filter stop into clear, bisectable failures', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ message: { role: 'assistant', content: null, refusal: "I'm sorry, I can't help with that.", annotations: [] }, finish_reason: 'stop' }, 'OpenAI declined to translate these texts.'],
      [{ message: { role: 'assistant', content: '{"translations": ["[de-DE] Oak', refusal: null, annotations: [] }, finish_reason: 'length' }, "The OpenAI answer was cut off at the model's output limit."],
      [{ message: { role: 'assistant', content: '', refusal: null, annotations: [] }, finish_reason: 'content_filter' }, 'The OpenAI content filter stopped the answer.'],
    ];
    for (const [choice, message] of cases) {
      fx.sim.reset();
      fx.sim.fail({ kind: 'status', status: 200, body: completion(choice) });
      const error = await failureOf(provider().translate(request()));
      expect(error.message).toBe(message);
      expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
      expect(fx.sim.requests).toHaveLength(1);
    }
  });

  it('lists live chat models only, and merges them with the curated list (curated first, at most 30)', async () => {
    const openAi = provider();
    const live = await openAi.fetchLiveModels(null);
    expect(fx.sim.requests[0]?.path).toBe('/v1/models');
    expect(fx.sim.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    const ids = live.map((model) => model.id);
    expect(ids).toEqual(expect.arrayContaining(['gpt-5.5', 'gpt-4.1-mini', 'gpt-4o-mini-2024-07-18', 'o3']));
    for (const excluded of ['text-embedding-3-small', 'whisper-1', 'tts-1', 'tts-1-hd', 'gpt-image-1', 'dall-e-3', 'omni-moderation-latest']) {
      expect(ids).not.toContain(excluded);
    }
    expect(live.every((model) => model.source === 'live' && model.name === model.id && model.tier === null && model.pricing === null)).toBe(true);

    const listed = await listModels(openAi, null);
    expect(listed.source).toBe('live');
    expect(listed.models.length).toBeLessThanOrEqual(LIVE_MODEL_LIMIT);
    expect(listed.models.slice(0, 4)).toEqual(openAi.getModels().map((model) => ({ ...model, source: 'live' })));
    const rest = listed.models.slice(4).map((model) => model.id);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(listed.models.every((model) => model.source === 'live')).toBe(true);
  });

  it('keeps chat families and drops the rest, fine-tuned chat models included', () => {
    expect(['gpt-5.4-nano', 'o4-mini', 'chatgpt-4o-latest', 'ft:gpt-4o-mini-2024-07-18:acme::abc123'].every(isOpenAiChatModel)).toBe(true);
    expect(
      ['gpt-4o-realtime-preview', 'gpt-4o-mini-tts', 'gpt-4o-transcribe', 'gpt-audio', 'gpt-3.5-turbo-instruct', 'o3-pro', 'gpt-5-codex', 'davinci-002', 'sora-2'].some(
        isOpenAiChatModel,
      ),
    ).toBe(false);
  });

  it('validates credentials with GET /v1/models and never echoes a key', async () => {
    const openAi = provider();
    expect(await openAi.validateCredentials(null)).toEqual({ valid: true, message: 'The OpenAI key works.', quota: null });
    expect(fx.sim.requests[0]?.path).toBe('/v1/models');

    const invalid = await openAi.validateCredentials(WRONG_KEY);
    expect(invalid).toEqual({ valid: false, message: 'OpenAI rejected the API key (HTTP 401). Check the key in the provider settings.', quota: null });
    expect(fx.sim.requests[1]?.headers.authorization).toBe(`Bearer ${WRONG_KEY}`);
  });
});

describeVendorServerSuite(OPENAI, fx, (server) => {
  it('answers a spent account in the preview with 400 and the user-safe message', async () => {
    await server.saveKey(KEY);
    fx.sim.fail(openAiInsufficientQuotaFault());
    const body = { providerId: 'llm_1', text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID };
    const quota = await server.request('POST', `${BASE}/preview`, { body });
    expect(quota.statusCode).toBe(400);
    expect(quota.json()).toEqual({ message: 'The OpenAI account has no credit left (quota exceeded). Add credit or raise the limit in the OpenAI billing settings.' });
  });
});
