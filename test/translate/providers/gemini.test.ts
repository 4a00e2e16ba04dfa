import { describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import {
  GeminiProvider,
  isGeminiTextModel,
  maxOutputTokensFor,
  retryDelayMs,
  toGeminiContents,
  toGeminiSchema,
} from '../../../src/translate/providers/gemini/gemini-provider.js';
import { buildSystemPrompt, TRANSLATIONS_SCHEMA } from '../../../src/translate/providers/llm-base.js';
import { LIVE_MODEL_LIMIT, listModels } from '../../../src/translate/providers/provider-service.js';
import { failureOf, flagsOf } from './support.js';
import { describeVendorServerSuite, describeVendorSuite, useVendorFixture, type VendorCase } from './vendor-suite.js';
import { GEMINI_MODELS, GEMINI_TEST_KEY, geminiErrorBody, startGeminiSimulator, type GeminiSimulator } from '../../upstreams/gemini.js';
import { fakeTokens, fakeTranslate, type RecordedRequest } from '../../upstreams/simulator.js';

const KEY = GEMINI_TEST_KEY;
const WRONG_KEY = 'AIzaSyWrong-key-that-must-never-show-0123456789';
const BASE = '/api/_action/ext-translate';
const DEFAULT_MODEL = 'gemini-3.1-pro-preview';
const KEY_REJECTED = 'Google Gemini rejected the API key (HTTP 400). Check the key in the provider settings.';

interface GenerateBody {
  systemInstruction: { parts: { text: string }[] };
  contents: { role: string; parts: { text: string }[] }[];
  generationConfig: Record<string, unknown>;
  [field: string]: unknown;
}

const GEMINI: VendorCase<GeminiSimulator, GeminiProvider> = {
  id: 'llm_3',
  label: 'Google Gemini',
  key: KEY,
  wrongKey: WRONG_KEY,
  start: () => startGeminiSimulator(),
  create: (context, options) => new GeminiProvider(context, options),
  limits: [12, 24_000],
  features: ['html', 'tone', 'glossary'],
  texts: ['Oak chair', 'Blue lamp'],
  targetLocale: 'de-DE',
  translated: ['[de-DE] Oak chair', '[de-DE] Blue lamp'],
  messages: { 404: 'Google Gemini does not offer the configured model to this key (HTTP 404). Choose another model in the provider settings.' },
  invalidKeyMessage: KEY_REJECTED,
  liveListingFailure: 503,
  bodyPhrases: ['API key not valid'],
  checkLiveModelIds: (ids) => expect(ids).not.toContain('gemini-embedding-001'),
  languageModel: {
    systemOf: (recorded) => generateBody(recorded).systemInstruction.parts[0]?.text ?? '',
    userOf: (recorded) => JSON.parse(generateBody(recorded).contents[0]?.parts[0]?.text ?? '') as Record<string, unknown>,
    // The model travels in the path; a `models/` prefix the setting carries is not doubled there.
    modelOf: (recorded) => /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(recorded?.path ?? '')?.[1] ?? '',
    promptTokensOf: (recorded) => promptTokensOf(recorded),
    pricedModel: { setting: 'models/gemini-3.5-flash', id: 'gemini-3.5-flash' },
    unpricedModel: 'gemini-2.5-pro',
  },
  // The simulator turns `retryAfter` into Gemini's RetryInfo body; with a body of its own the header stays.
  withRetryAfterHeader: (status, seconds) => ({ kind: 'status', status, body: JSON.stringify(geminiErrorBody(status)), retryAfter: seconds }),
};

const fx = useVendorFixture(GEMINI);
const { provider, request } = fx;

describeVendorSuite(GEMINI, fx);

function generateBody(recorded: RecordedRequest | undefined): GenerateBody {
  return recorded?.json as GenerateBody;
}

/** The simulator's deterministic usage: four characters a token over the system instruction and every part. */
function promptTokensOf(recorded: RecordedRequest | undefined): number {
  const body = generateBody(recorded);
  const texts = [...body.systemInstruction.parts.map((part) => part.text), ...body.contents.flatMap((content) => content.parts.map((part) => part.text))];
  return fakeTokens(texts.join('\n'));
}

function translationsAnswer(texts: string[], target: string, format: 'html' | 'text'): string {
  return JSON.stringify({ translations: texts.map((text) => fakeTranslate(text, target, format)) });
}

/** A scripted 200 answer in generateContent's shape. */
function generated(candidate: Record<string, unknown> | null, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    ...(candidate === null ? {} : { candidates: [{ index: 0, ...candidate }] }),
    usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 30, thoughtsTokenCount: 12, totalTokenCount: 162 },
    modelVersion: DEFAULT_MODEL,
    responseId: 'scripted',
    ...extra,
  });
}

describe('Gemini provider (llm_3) against the simulator', () => {
  it('offers its curated models with pricing, each one the vendor serves', () => {
    const gemini = provider();
    expect(gemini.getModels()).toEqual([
      { id: 'gemini-3.1-pro-preview', name: 'Gemini 3.1 Pro Preview', tier: 'quality', pricing: { input: 2, output: 12, currency: 'USD' }, source: 'curated' },
      { id: 'gemini-3.5-flash', name: 'Gemini 3.5 Flash', tier: 'balanced', pricing: { input: 1.5, output: 9, currency: 'USD' }, source: 'curated' },
      { id: 'gemini-2.5-flash', name: 'Gemini 2.5 Flash', tier: 'budget', pricing: { input: 0.3, output: 2.5, currency: 'USD' }, source: 'curated' },
    ]);
    // Every curated id is one the vendor serves on generateContent.
    const served = new Set(GEMINI_MODELS.filter((model) => model.supportedGenerationMethods.includes('generateContent')).map((model) => model.id));
    expect(gemini.getModels().every((model) => served.has(model.id))).toBe(true);
    // Advisory: 4,000 characters = 1,000 tokens each way at 3.1 Pro's $2 / $12 per million.
    expect(gemini.estimate(4_000).toJSON()).toEqual({ amount: 0.014, currency: 'USD' });
  });

  it('translates text through generateContent with a response schema, the key in a header only', async () => {
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
    expect(result.characters).toBe('Oak chair'.length + 'Blue lamp'.length);
    expect(fx.sim.requests).toHaveLength(1);
    const sent = fx.sim.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe(`/v1beta/models/${DEFAULT_MODEL}:generateContent`);
    expect(sent?.headers['x-goog-api-key']).toBe(KEY);
    expect([...(sent?.query.keys() ?? [])]).toEqual([]);
    expect(sent?.headers.authorization).toBeUndefined();

    const body = generateBody(sent);
    expect(Object.keys(body).sort()).toEqual(['contents', 'generationConfig', 'systemInstruction']);
    expect(body.systemInstruction).toEqual({ parts: [{ text: buildSystemPrompt(request()) }] });
    expect(body.contents).toHaveLength(1);
    expect(body.contents[0]?.role).toBe('user');
    expect(JSON.parse(body.contents[0]?.parts[0]?.text ?? '')).toEqual({ sourceLocale: 'en-GB', targetLocale: 'de-DE', format: 'text', texts: ['Oak chair', 'Blue lamp'] });
    expect(body.generationConfig).toEqual({
      responseMimeType: 'application/json',
      responseSchema: {
        type: 'OBJECT',
        properties: { translations: { type: 'ARRAY', items: { type: 'STRING' } } },
        required: ['translations'],
      },
      maxOutputTokens: maxOutputTokensFor(DEFAULT_MODEL, Buffer.byteLength(body.contents[0]?.parts[0]?.text ?? '')),
    });
  });

  it('honours the retry delay Gemini puts in the 429 body, and a Retry-After header', async () => {
    // The simulator renders retryAfter '7' as RetryInfo.retryDelay "7s" in the body, with no header.
    fx.sim.fail({ kind: 'status', status: 429, retryAfter: '7' }, { kind: 'status', status: 503, body: JSON.stringify(geminiErrorBody(503)), retryAfter: '1' });
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
    expect(fx.sim.requests).toHaveLength(3);
    expect(fx.waits).toEqual([7_000, 1_000]);
    expect(fx.logs.map((line) => [line.fields.status, line.fields.attempt])).toEqual([
      [429, 1],
      [503, 2],
      [200, 3],
    ]);
  });

  it('falls back to backoff for a retry delay over 60 seconds, and to plain backoff without RetryInfo', async () => {
    fx.sim.fail({ kind: 'status', status: 429, body: JSON.stringify(geminiErrorBody(429, { retryDelay: '120s' })) }, { kind: 'status', status: 429 });
    await provider().translate(request());
    expect(fx.sim.requests).toHaveLength(3);
    expect(fx.waits).toHaveLength(2);
    expect(fx.waits[0]).toBeLessThanOrEqual(500);
    expect(fx.waits[1]).toBeGreaterThanOrEqual(500);
    expect(fx.waits[1]).toBeLessThanOrEqual(1_000);
    expect(retryDelayMs(geminiErrorBody(429, { retryDelay: '0.5s' }))).toBe(500);
    expect(retryDelayMs(geminiErrorBody(429))).toBeNull();
    expect(retryDelayMs(null)).toBeNull();
  });

  it('stops at a spent daily quota without retrying: global, not retryable', async () => {
    fx.sim.fail({ kind: 'status', status: 429, body: JSON.stringify(geminiErrorBody(429, { quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' })) });
    const error = await failureOf(provider().translate(request()));
    expect(fx.sim.requests).toHaveLength(1);
    expect(fx.waits).toEqual([]);
    expect(error.message).toBe('The Google Gemini daily quota is used up (HTTP 429). Try again tomorrow or raise the quota in Google AI Studio.');
    expect(error.code).toBe(429);
    expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
  });

  it('treats the 400 API_KEY_INVALID of a bad key as a rejected key: global, not retryable, not bisectable', async () => {
    fx.settings = { llm_3ApiKey: WRONG_KEY };
    const error = await failureOf(provider().translate(request()));
    expect(fx.sim.requests).toHaveLength(1);
    expect(fx.sim.requests[0]?.headers['x-goog-api-key']).toBe(WRONG_KEY);
    expect(error.message).toBe(KEY_REJECTED);
    expect(error.code).toBe(400);
    expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
  });

  it('asks for another model when the configured one is unknown, and stops when billing is needed', async () => {
    fx.settings.llm_3Model = 'gemini-nonexistent';
    const unknown = await failureOf(provider().translate(request()));
    expect(unknown.message).toBe('Google Gemini does not offer the configured model to this key (HTTP 404). Choose another model in the provider settings.');
    expect(flagsOf(unknown)).toEqual({ retryable: false, globalFailure: true, bisectable: false });

    fx.settings.llm_3Model = DEFAULT_MODEL;
    fx.sim.reset();
    const precondition = { error: { code: 400, message: 'User location is not supported for the API use.', status: 'FAILED_PRECONDITION' } };
    fx.sim.fail({ kind: 'status', status: 400, body: JSON.stringify(precondition) });
    const billing = await failureOf(provider().translate(request()));
    expect(billing.message).toBe('Google Gemini is not available to this key without billing, or not in the region this server is in (HTTP 400).');
    expect(flagsOf(billing)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
  });

  it('corrects a wrong-length answer with one more turn and counts the tokens of both calls', async () => {
    fx.settings.llm_3Model = 'gemini-2.5-flash';
    fx.sim.fail({ kind: 'wrong-length' });
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
    expect(fx.sim.requests).toHaveLength(2);

    const retry = generateBody(fx.sim.requests[1]);
    const firstAnswer = JSON.stringify({ translations: ['[de-DE] Oak chair'] });
    expect(retry.contents.map((content) => content.role)).toEqual(['user', 'model', 'user']);
    expect(retry.contents[1]?.parts).toEqual([{ text: firstAnswer }]);
    expect(retry.contents[2]?.parts).toEqual([
      { text: 'The answer held 1 translations for 2 texts. Answer again with only the JSON object {"translations": [...]} holding exactly 2 strings.' },
    ]);

    const inputTokens = promptTokensOf(fx.sim.requests[0]) + promptTokensOf(fx.sim.requests[1]);
    const outputTokens = fakeTokens(firstAnswer) + fakeTokens(translationsAnswer(['Oak chair', 'Blue lamp'], 'de-DE', 'text'));
    expect([result.inputTokens, result.outputTokens]).toEqual([inputTokens, outputTokens]);
    expect(result.cost.amount).toBeCloseTo((inputTokens * 0.3 + outputTokens * 2.5) / 1_000_000, 12);
  });

  it('turns MAX_TOKENS with no parts (thinking spent the budget) into a clear, bisectable failure, never a crash', async () => {
    fx.sim.failWithMaxTokensNoParts();
    const error = await failureOf(provider().translate(request()));
    expect(fx.sim.requests).toHaveLength(1);
    expect(error.message).toBe("The Google Gemini answer was cut off at the model's output limit.");
    expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
    // The next call is answered normally.
    expect((await provider().translate(request())).texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
  });

  it('bills thoughts as output tokens and leaves room for them in maxOutputTokens', async () => {
    const thinker = await startGeminiSimulator({ thoughtsTokens: 300 });
    try {
      const result = await provider(2_000, thinker.url).translate(request());
      expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
      expect(result.inputTokens).toBe(promptTokensOf(thinker.requests[0]));
      expect(result.outputTokens).toBe(fakeTokens(translationsAnswer(['Oak chair', 'Blue lamp'], 'de-DE', 'text')) + 300);
    } finally {
      await thinker.close();
    }
  });

  it('skips thought parts and reads the answer parts', async () => {
    fx.sim.fail({
      kind: 'status',
      status: 200,
      body: generated({
        content: { role: 'model', parts: [{ text: 'Two short product names.', thought: true }, { text: '{"translations": ["Eichenstuhl", ' }, { text: '"Blaue Lampe"]}' }] },
        finishReason: 'STOP',
      }),
    });
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['Eichenstuhl', 'Blaue Lampe']);
    expect([result.inputTokens, result.outputTokens]).toEqual([120, 42]);
  });

  it('turns blocked prompts and answers into clear, bisectable failures', async () => {
    const cases: [string, string][] = [
      [generated(null, { promptFeedback: { blockReason: 'SAFETY' } }), 'Google Gemini declined to translate these texts.'],
      [generated({ content: { role: 'model' }, finishReason: 'SAFETY' }), 'Google Gemini declined to translate these texts.'],
      [generated({ content: { role: 'model' }, finishReason: 'RECITATION' }), 'Google Gemini declined to translate these texts.'],
      [generated({ content: { role: 'model' }, finishReason: 'LANGUAGE' }), 'Google Gemini does not support the language of these texts.'],
      [generated({ content: { role: 'model', parts: [{ text: '{"translations": ["Eic' }] }, finishReason: 'MAX_TOKENS' }), "The Google Gemini answer was cut off at the model's output limit."],
    ];
    for (const [body, text] of cases) {
      fx.sim.reset();
      fx.sim.fail({ kind: 'status', status: 200, body });
      const error = await failureOf(provider().translate(request()));
      expect(error.message, body).toBe(text);
      expect(flagsOf(error), body).toEqual({ retryable: false, globalFailure: false, bisectable: true });
      expect(fx.sim.requests).toHaveLength(1);
    }
  });

  it('converts the shared schema, sizes the output budget and keeps the conversation valid', () => {
    expect(toGeminiSchema(TRANSLATIONS_SCHEMA)).toEqual({
      type: 'OBJECT',
      properties: { translations: { type: 'ARRAY', items: { type: 'STRING' } } },
      required: ['translations'],
    });
    expect(maxOutputTokensFor('gemini-2.5-flash', 30)).toBe(8_192 + 1_024 + 20);
    expect(maxOutputTokensFor('gemini-2.5-flash', 24_000)).toBe(8_192 + 1_024 + 16_000);
    expect(maxOutputTokensFor('gemini-3.5-flash', 10_000_000)).toBe(65_536);
    expect(maxOutputTokensFor('gemini-2.0-flash', 24_000)).toBe(8_192);
    // An empty model answer is left out, and the user turns that then meet are joined.
    expect(
      toGeminiContents([
        { role: 'user', content: '{"texts":["a"]}' },
        { role: 'assistant', content: '' },
        { role: 'user', content: 'The answer was not valid JSON.' },
      ]),
    ).toEqual([{ role: 'user', parts: [{ text: '{"texts":["a"]}' }, { text: 'The answer was not valid JSON.' }] }]);
  });

  it('lists live text models without the models/ prefix across pages, and merges them with the curated list', async () => {
    // The first page is scripted to stop after two models; its token is the simulator's own page
    // encoding (base64url "offset:<n>"), so the provider must follow it to the rest.
    const firstPage = GEMINI_MODELS.slice(0, 2).map((model) => ({
      name: `models/${model.id}`,
      displayName: model.displayName,
      supportedGenerationMethods: model.supportedGenerationMethods,
    }));
    const nextPageToken = Buffer.from('offset:2').toString('base64url');
    fx.sim.fail({ kind: 'status', status: 200, body: JSON.stringify({ models: firstPage, nextPageToken }) });
    const gemini = provider();
    const live = await gemini.fetchLiveModels(null);
    expect(fx.sim.requests.map((recorded) => recorded.path)).toEqual(['/v1beta/models', '/v1beta/models']);
    expect(fx.sim.requests[0]?.query.get('pageToken')).toBeNull();
    expect(fx.sim.requests[1]?.query.get('pageToken')).toBe(nextPageToken);
    expect(fx.sim.requests[1]?.query.get('key')).toBeNull();
    expect(fx.sim.requests[1]?.headers['x-goog-api-key']).toBe(KEY);
    const textModels = GEMINI_MODELS.filter((model) => model.supportedGenerationMethods.includes('generateContent')).map((model) => model.id);
    expect(live.map((model) => model.id)).toEqual(textModels);
    expect(live.map((model) => model.id)).not.toContain('gemini-embedding-001');
    expect(live[0]).toEqual({ id: 'gemini-2.5-flash', name: 'Gemini 2.5 Flash', tier: null, pricing: null, source: 'live' });

    fx.sim.reset();
    const listed = await listModels(gemini, null);
    expect(listed.source).toBe('live');
    expect(listed.models.length).toBeLessThanOrEqual(LIVE_MODEL_LIMIT);
    expect(listed.models.slice(0, 3)).toEqual(gemini.getModels().map((model) => ({ ...model, source: 'live' })));
    const rest = listed.models.slice(3).map((model) => model.id);
    expect(rest).toEqual(['gemini-2.5-pro', 'gemini-2.5-flash-lite']);
  });

  it('keeps Gemini text models and drops speech, image, embedding and other families', () => {
    expect(['gemini-2.5-flash', 'gemini-3.1-pro-preview', 'gemini-2.5-flash-lite'].every(isGeminiTextModel)).toBe(true);
    expect(
      ['gemini-embedding-001', 'gemini-2.5-flash-preview-tts', 'gemini-2.5-flash-image', 'gemini-2.5-flash-native-audio-latest', 'gemma-3-27b-it', 'imagen-4.0-generate-001'].some(
        isGeminiTextModel,
      ),
    ).toBe(false);
  });

  it('validates credentials with GET /v1beta/models?pageSize=1 and never echoes a key', async () => {
    const gemini = provider();
    expect(await gemini.validateCredentials(null)).toEqual({ valid: true, message: 'The Google Gemini key works.', quota: null });
    expect(fx.sim.requests[0]?.path).toBe('/v1beta/models');
    expect(fx.sim.requests[0]?.query.get('pageSize')).toBe('1');

    const invalid = await gemini.validateCredentials(WRONG_KEY);
    expect(invalid).toEqual({ valid: false, message: KEY_REJECTED, quota: null });
    expect(fx.sim.requests[1]?.headers['x-goog-api-key']).toBe(WRONG_KEY);
    expect(fx.sim.requests[1]?.query.get('key')).toBeNull();
  });
});

describeVendorServerSuite(GEMINI, fx, (server) => {
  it('answers an answer cut off at the output limit in the preview with 400 and the user-safe message', async () => {
    await server.saveKey(KEY);
    fx.sim.failWithMaxTokensNoParts();
    const body = { providerId: 'llm_3', text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID };
    const cutOff = await server.request('POST', `${BASE}/preview`, { body });
    expect(cutOff.statusCode).toBe(400);
    expect(cutOff.json()).toEqual({ message: "The Google Gemini answer was cut off at the model's output limit." });
  });
});
