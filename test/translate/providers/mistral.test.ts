import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { createProviderRequest, type ProviderContext, type ProviderRequest } from '../../../src/translate/providers/contract.js';
import { buildSystemPrompt, TRANSLATIONS_SCHEMA } from '../../../src/translate/providers/llm-base.js';
import { distinctChatModels, MistralProvider } from '../../../src/translate/providers/mistral/mistral-provider.js';
import { LIVE_MODEL_LIMIT, listModels } from '../../../src/translate/providers/provider-service.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { failureOf, flagsOf, recordingLogger, type LogLine } from './support.js';
import { MISTRAL_MODELS, MISTRAL_TEST_KEY, startMistralSimulator } from '../../upstreams/mistral.js';
import { messageText, type ChatMessage } from '../../upstreams/openai.js';
import { fakeTokens, fakeTranslate, type RecordedRequest, type Simulator } from '../../upstreams/simulator.js';

const KEY = MISTRAL_TEST_KEY;
const WRONG_KEY = 'mistral-wrong-key-that-must-never-show-0123456789';
const BASE = '/api/_action/ext-translate';
const UNAUTHORIZED = 'Mistral rejected the API key (HTTP 401). Check the key in the provider settings, and that the Mistral plan\'s limit is not used up.';
/** Top-level fields of Mistral's ChatCompletionRequest; anything else is a 422 extra_forbidden. */
const MISTRAL_CHAT_FIELDS = ['model', 'messages', 'temperature', 'top_p', 'max_tokens', 'stream', 'stop', 'random_seed', 'response_format', 'safe_prompt'];

interface ChatBody {
  model: string;
  messages: ChatMessage[];
  response_format?: unknown;
  temperature?: unknown;
}

let sim: Simulator;
const logs: LogLine[] = [];
const waits: number[] = [];
let settings: Record<string, unknown>;

beforeAll(async () => {
  sim = await startMistralSimulator();
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.reset();
  logs.length = 0;
  waits.length = 0;
  settings = { llm_4ApiKey: KEY };
});
afterEach(() => {
  // Metadata-only logging: neither the stored key nor a key typed into the credential check.
  const logged = JSON.stringify(logs);
  expect(logged).not.toContain(KEY);
  expect(logged).not.toContain(WRONG_KEY);
});

function context(): ProviderContext {
  return {
    setting: async (name) => settings[name] ?? null,
    env: { EXT_TRANSLATE_LLM_4_BASE_URL: sim.url },
    logger: recordingLogger(logs),
    fetch: globalThis.fetch,
  };
}

/** Built directly, with a short timeout and a `wait` that records delays instead of sleeping. */
function provider(timeoutMs = 2_000): MistralProvider {
  return new MistralProvider(context(), {
    timeoutMs,
    wait: async (milliseconds) => {
      waits.push(milliseconds);
    },
  });
}

function request(overrides: Partial<ProviderRequest> = {}): ProviderRequest {
  return createProviderRequest({ texts: ['Oak chair', 'Blue lamp'], sourceLocale: 'en-GB', targetLocale: 'fr-FR', ...overrides });
}

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
  it('describes itself: id, label, LLM limits and features, curated models with pricing', () => {
    const mistral = provider();
    expect(mistral.getId()).toBe('llm_4');
    expect(mistral.getLabel()).toBe('Mistral');
    expect([mistral.getMaxBatchSize(), mistral.getMaxChunkBytes()]).toEqual([12, 24_000]);
    expect(['html', 'tone', 'glossary', 'formality', 'Glossary'].map((feature) => mistral.supports(feature))).toEqual([true, true, true, false, false]);
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
    expect(sim.requests).toHaveLength(1);
    const sent = sim.requests[0];
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

  it('translates HTML with the configured model, keeping the order, at that model\'s price', async () => {
    settings.llm_4Model = 'mistral-small-latest';
    const texts = ['<p>Solid <b>oak</b></p>', 'Lamp', '<a href="/x">Shop &amp; more</a>'];
    const result = await provider().translate(request({ texts, format: 'html', targetLocale: 'de-DE' }));
    expect(result.texts).toEqual(texts.map((text) => fakeTranslate(text, 'de-DE', 'html')));
    const body = chatBody(sim.requests[0]);
    expect(body.model).toBe('mistral-small-latest');
    expect(messageText(body.messages[0]?.content)).toContain('The texts are HTML');
    const inputTokens = promptTokensOf(sim.requests[0]);
    const outputTokens = fakeTokens(translationsAnswer(texts, 'de-DE', 'html'));
    expect([result.inputTokens, result.outputTokens]).toEqual([inputTokens, outputTokens]);
    expect(result.cost.toJSON()).toEqual({ amount: Math.round(((inputTokens * 0.1 + outputTokens * 0.3) / 1_000_000) * 1e6) / 1e6, currency: 'USD' });
  });

  it('carries tone, glossary and the merchant prompt into the system prompt', async () => {
    await provider().translate(request({ tone: 'informal', glossaryTerms: { Oak: 'Chêne', ACME: null }, customPrompt: 'Use Canadian French.' }));
    const system = messageText(chatBody(sim.requests[0]).messages[0]?.content);
    expect(system).toContain('Use an informal, friendly tone and the informal form of address.');
    expect(system).toContain('- "Oak": always translate as "Chêne".');
    expect(system).toContain('- "ACME": never translate, keep it as written.');
    expect(system).toContain('Instructions from the merchant: Use Canadian French.');
  });

  it('answers empty texts with an empty result and calls nothing upstream', async () => {
    const result = await provider().translate(request({ texts: [] }));
    expect(result).toMatchObject({ texts: [], characters: 0, inputTokens: 0, outputTokens: 0 });
    expect(result.cost.amount).toBe(0);
    expect(sim.requests).toHaveLength(0);
  });

  it('retries 429, 500, 502, 503 and 529 three times, then fails retryable, global, not bisectable', async () => {
    for (const status of [429, 500, 502, 503, 529]) {
      sim.reset();
      sim.fail({ kind: 'status', status }, { kind: 'status', status }, { kind: 'status', status });
      const error = await failureOf(provider().translate(request()));
      expect(sim.requests, String(status)).toHaveLength(3);
      expect(flagsOf(error), String(status)).toEqual({ retryable: true, globalFailure: true, bisectable: false });
      expect(error.code).toBe(status);
    }
  });

  it('honours Retry-After between attempts and succeeds once the vendor recovers', async () => {
    sim.fail({ kind: 'status', status: 429, retryAfter: '3' }, { kind: 'status', status: 502, retryAfter: '1' });
    expect((await provider().translate(request())).texts).toHaveLength(2);
    expect(sim.requests).toHaveLength(3);
    expect(waits).toEqual([3_000, 1_000]);
  });

  it('does not retry 400, 413 and 422: not global, bisectable', async () => {
    for (const status of [400, 413, 422]) {
      sim.reset();
      sim.fail({ kind: 'status', status });
      const error = await failureOf(provider().translate(request()));
      expect(sim.requests, String(status)).toHaveLength(1);
      expect(flagsOf(error), String(status)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
      expect(error.message).not.toContain('Field required');
    }
  });

  it('stops the batch on 401, 402, 403 and 404 without retries', async () => {
    const messages: Record<number, string> = {
      401: UNAUTHORIZED,
      402: 'The Mistral quota or credit is used up (HTTP 402).',
      403: 'Mistral rejected the API key (HTTP 403). Check the key in the provider settings.',
      404: 'Mistral does not know the requested resource or model (HTTP 404).',
    };
    for (const [status, message] of Object.entries(messages)) {
      sim.reset();
      sim.fail({ kind: 'status', status: Number(status) });
      const error = await failureOf(provider().translate(request()));
      expect(sim.requests, status).toHaveLength(1);
      expect(flagsOf(error), status).toEqual({ retryable: false, globalFailure: true, bisectable: false });
      expect(error.message).toBe(message);
    }
  });

  it('stops the batch when the configured model is not a chat model Mistral offers', async () => {
    settings.llm_4Model = 'mistral-embed';
    const error = await failureOf(provider().translate(request()));
    expect(sim.requests).toHaveLength(1);
    expect(error.message).toBe('Mistral does not offer the configured model (HTTP 400). Choose another model in the provider settings.');
    expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
  });

  it('treats a reset connection and a timeout as transport failures: retried, then retryable, global, not bisectable', async () => {
    sim.fail({ kind: 'reset' }, { kind: 'reset' }, { kind: 'reset' });
    const reset = await failureOf(provider().translate(request()));
    expect(sim.requests).toHaveLength(3);
    expect(reset.message).toBe('Mistral could not be reached.');
    expect(flagsOf(reset)).toEqual({ retryable: true, globalFailure: true, bisectable: false });

    sim.reset();
    sim.fail({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const timeout = await failureOf(provider(150).translate(request()));
    expect(sim.requests).toHaveLength(3);
    expect(timeout.message).toBe('Mistral did not answer in time.');
    expect(flagsOf(timeout)).toEqual({ retryable: true, globalFailure: true, bisectable: false });
  });

  it('reports an unreadable answer as retryable, not global', async () => {
    sim.fail({ kind: 'garbage' });
    const error = await failureOf(provider().translate(request()));
    expect(error.message).toBe('Mistral answered with a response that could not be read.');
    expect(flagsOf(error)).toEqual({ retryable: true, globalFailure: false, bisectable: false });
  });

  it('corrects a wrong-length answer with one more turn and counts the tokens of both calls', async () => {
    sim.fail({ kind: 'wrong-length', extra: true });
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[fr-FR] Oak chair', '[fr-FR] Blue lamp']);
    expect(sim.requests).toHaveLength(2);
    const retry = chatBody(sim.requests[1]);
    expect(retry.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const firstAnswer = messageText(retry.messages[2]?.content);
    expect(JSON.parse(firstAnswer).translations).toHaveLength(3);
    expect(messageText(retry.messages[3]?.content)).toContain('The answer held 3 translations for 2 texts.');

    const inputTokens = promptTokensOf(sim.requests[0]) + promptTokensOf(sim.requests[1]);
    const outputTokens = fakeTokens(firstAnswer) + fakeTokens(translationsAnswer(['Oak chair', 'Blue lamp'], 'fr-FR', 'text'));
    expect([result.inputTokens, result.outputTokens]).toEqual([inputTokens, outputTokens]);
    expect(result.cost.amount).toBeCloseTo((inputTokens * 2 + outputTokens * 6) / 1_000_000, 12);
  });

  it('gives up after two answers that break the format', async () => {
    sim.fail({ kind: 'bad-content' }, { kind: 'bad-content' });
    const error = await failureOf(provider().translate(request()));
    expect(sim.requests).toHaveLength(2);
    expect(error.message).toBe('Mistral returned an answer that does not match the expected format.');
    expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
  });

  it('reads a reasoning model\'s chunked answer, skipping the thinking chunk', async () => {
    const answer = JSON.stringify({ translations: ['Chaise en chêne', 'Lampe bleue'] });
    sim.fail({
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
      sim.reset();
      sim.fail({ kind: 'status', status: 200, body: completion('{"translations": ["[fr-FR] Oak', reason) });
      const error = await failureOf(provider().translate(request()));
      expect(error.message, reason).toBe("The Mistral answer was cut off at the model's output limit.");
      expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
    }
    sim.reset();
    sim.fail({ kind: 'status', status: 200, body: completion('', 'error') });
    const error = await failureOf(provider().translate(request()));
    expect(error.message).toBe('Mistral stopped with an error while answering. Try again later.');
    expect(flagsOf(error)).toEqual({ retryable: true, globalFailure: false, bisectable: true });
  });

  it('lists one live entry per chat model, aliases folded, merged with the curated list', async () => {
    const mistral = provider();
    const live = await mistral.fetchLiveModels(null);
    expect(sim.requests[0]?.path).toBe('/v1/models');
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

  it('falls back to the curated list when the live listing fails', async () => {
    const mistral = provider();
    sim.fail({ kind: 'status', status: 503 }, { kind: 'status', status: 503 }, { kind: 'status', status: 503 });
    expect(await listModels(mistral, null)).toEqual({ models: mistral.getModels(), source: 'curated' });
    expect(await listModels(mistral, WRONG_KEY)).toEqual({ models: mistral.getModels(), source: 'curated' });
  });

  it('validates credentials with GET /v1/models; a 401 is invalid with a safe message', async () => {
    const mistral = provider();
    expect(await mistral.validateCredentials(null)).toEqual({ valid: true, message: 'The Mistral key works.', quota: null });
    expect(sim.requests[0]?.path).toBe('/v1/models');
    expect(await mistral.validateCredentials(WRONG_KEY)).toEqual({ valid: false, message: UNAUTHORIZED, quota: null });
    settings = {};
    expect(await mistral.validateCredentials(null)).toEqual({ valid: false, message: 'No API key is configured for Mistral.', quota: null });
  });

  it('keeps keys out of every failure message', async () => {
    settings = { llm_4ApiKey: WRONG_KEY };
    const messages = [(await failureOf(provider().translate(request()))).message, (await provider().validateCredentials(WRONG_KEY)).message];
    settings = { llm_4ApiKey: KEY };
    sim.fail({ kind: 'status', status: 422 });
    messages.push((await failureOf(provider().translate(request()))).message);
    for (const message of messages) {
      expect(message).not.toContain(KEY);
      expect(message).not.toContain(WRONG_KEY);
    }
  });
});

describe('Mistral provider (llm_4) through the running server', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness({}, { providers: { env: { EXT_TRANSLATE_LLM_4_BASE_URL: sim.url } } });
  });
  afterAll(async () => h?.close());

  async function saveKey(value: string | null): Promise<void> {
    const saved = await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.llm_4ApiKey': value } });
    expect(saved.statusCode).toBe(204);
  }

  it('lists llm_4 before apertium, configured once a key is saved, with its curated models', async () => {
    const before = (await h.request('GET', `${BASE}/providers`)).json().providers as { id: string; configured: boolean }[];
    const ids = before.map((provider) => provider.id);
    expect(ids.indexOf('llm_4')).toBeGreaterThan(ids.indexOf('mt_primary'));
    expect(ids.indexOf('llm_4')).toBeLessThan(ids.indexOf('apertium'));
    expect(before.find((provider) => provider.id === 'llm_4')?.configured).toBe(false);

    await saveKey(KEY);
    const providers = (await h.request('GET', `${BASE}/providers`)).json().providers as Record<string, unknown>[];
    const mistral = providers.find((provider) => provider.id === 'llm_4');
    expect(mistral).toMatchObject({ label: 'Mistral', configured: true, supports: { html: true, formality: false, tone: true, glossary: true }, viaSubscription: false });
    expect((mistral?.models as { id: string }[]).map((model) => model.id)).toEqual(['mistral-large-latest', 'mistral-medium-latest', 'mistral-small-latest']);
  });

  it('lists live models with a key and curated ones when Mistral fails', async () => {
    await saveKey(KEY);
    const live = await h.request('GET', `${BASE}/provider/llm_4/models`);
    expect(live.json().source).toBe('live');
    expect(live.json().models[0]).toEqual({ id: 'mistral-large-latest', name: 'Mistral Large', tier: 'quality', pricing: { input: 2, output: 6, currency: 'USD' }, source: 'live' });
    // Retry-After 0 keeps the real server's retries instant.
    sim.fail(...[1, 2, 3].map(() => ({ kind: 'status' as const, status: 500, retryAfter: '0' })));
    const failing = await h.request('POST', `${BASE}/provider/llm_4/models`, { body: { apiKey: KEY } });
    expect(failing.json().source).toBe('curated');
  });

  it('tests a valid and an invalid key: always 200, the key never echoed', async () => {
    await saveKey(KEY);
    expect((await h.request('POST', `${BASE}/provider/llm_4/test`, { body: {} })).json()).toEqual({ valid: true, message: 'The Mistral key works.', quota: null });
    const invalid = await h.request('POST', `${BASE}/provider/llm_4/test`, { body: { apiKey: WRONG_KEY } });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json()).toEqual({ valid: false, message: UNAUTHORIZED, quota: null });
    expect(invalid.body).not.toContain(WRONG_KEY);
  });

  it('previews into German, and answers a provider failure with 400 and the safe message', async () => {
    await saveKey(KEY);
    sim.reset();
    const body = { providerId: 'llm_4', text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID };
    const response = await h.request('POST', `${BASE}/preview`, { body });
    expect(response.statusCode, response.body).toBe(200);
    const inputTokens = promptTokensOf(sim.requests[0]);
    const outputTokens = fakeTokens(translationsAnswer(['Oak chair'], 'de-DE', 'text'));
    const amount = Math.round(((inputTokens * 2 + outputTokens * 6) / 1_000_000) * 1e6) / 1e6;
    expect(response.json()).toEqual({ translation: '[de-DE] Oak chair', characters: 9, cost: { amount, currency: 'USD' } });

    sim.fail({ kind: 'status', status: 401 });
    const failing = await h.request('POST', `${BASE}/preview`, { body });
    expect(failing.statusCode).toBe(400);
    expect(failing.json()).toEqual({ message: UNAUTHORIZED });
  });
});
