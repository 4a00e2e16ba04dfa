import { ApiError, FinishReason, GoogleGenAI, Type } from '@google/genai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRANSLATIONS_SCHEMA } from '../../src/translate/providers/llm-base.js';
import { GEMINI_MODELS, GEMINI_TEST_KEY, geminiErrorBody, startGeminiSimulator, type GeminiSimulator } from './gemini.js';
import { fakeTokens, fakeTranslate } from './simulator.js';

// Drives the simulator with Google's official @google/genai SDK (fidelity) and with plain fetch (faults,
// raw bodies).

const MODEL = 'gemini-2.5-flash';
const SYSTEM_PROMPT = 'You are a professional translator. Answer with one JSON object {"translations": [...]}.';
const REQUEST = { sourceLocale: 'en-GB', targetLocale: 'de-DE', format: 'html', texts: ['Oak chair', '<p>Solid <b>oak</b></p>'] };
const PROMPT = JSON.stringify(REQUEST);
const EXPECTED = REQUEST.texts.map((text) => fakeTranslate(text, 'de-DE', 'html'));
const EXPECTED_JSON = JSON.stringify({ translations: EXPECTED });
const OPENAPI_SCHEMA = {
  type: Type.OBJECT,
  properties: { translations: { type: Type.ARRAY, items: { type: Type.STRING } } },
  required: ['translations'],
};

let sim: GeminiSimulator;
let ai: GoogleGenAI;

beforeAll(async () => {
  sim = await startGeminiSimulator();
  ai = new GoogleGenAI({ apiKey: GEMINI_TEST_KEY, httpOptions: { baseUrl: sim.url } });
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

function translationBody(generationConfig: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    systemInstruction: { parts: [{ text: SYSTEM_PROMPT }] },
    contents: [{ role: 'user', parts: [{ text: PROMPT }] }],
    generationConfig: { responseMimeType: 'application/json', responseJsonSchema: TRANSLATIONS_SCHEMA, ...generationConfig },
    ...extra,
  };
}

async function postGenerate(
  body: unknown,
  init: { model?: string; key?: string | null; queryKey?: string; signal?: AbortSignal; url?: string } = {},
): Promise<Response> {
  const key = init.key === undefined ? GEMINI_TEST_KEY : init.key;
  const query = init.queryKey === undefined ? '' : `?key=${encodeURIComponent(init.queryKey)}`;
  return fetch(`${init.url ?? sim.url}/v1beta/models/${init.model ?? MODEL}:generateContent${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-goog-api-key': key }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

interface GenerateBody {
  candidates: { content: { role: string; parts?: { text: string }[] }; finishReason: string; index: number }[];
  usageMetadata: { promptTokenCount: number; candidatesTokenCount?: number; totalTokenCount: number; thoughtsTokenCount?: number };
  modelVersion: string;
  responseId: string;
}

interface ErrorBody {
  error: { code: number; message: string; status: string; details?: Record<string, unknown>[] };
}

async function generated(response: Response): Promise<GenerateBody> {
  expect(response.status).toBe(200);
  return (await response.json()) as GenerateBody;
}

function textOf(body: GenerateBody): string {
  return body.candidates[0]?.content.parts?.map((part) => part.text).join('') ?? '';
}

async function expectError(response: Response, code: number, status: string): Promise<ErrorBody> {
  expect(response.status).toBe(code);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(body.error.status).toBe(status);
  return body;
}

function detailOfType(body: ErrorBody, type: string): Record<string, unknown> | undefined {
  return body.error.details?.find((detail) => detail['@type'] === `type.googleapis.com/google.rpc.${type}`);
}

const PROMPT_TOKENS = fakeTokens(`${SYSTEM_PROMPT}\n${PROMPT}`);

describe('Gemini simulator driven by @google/genai', () => {
  it('answers generateContent with responseMimeType and responseSchema', async () => {
    const response = await ai.models.generateContent({
      model: MODEL,
      contents: PROMPT,
      config: {
        systemInstruction: SYSTEM_PROMPT,
        responseMimeType: 'application/json',
        responseSchema: OPENAPI_SCHEMA,
        temperature: 0.2,
        maxOutputTokens: 2048,
      },
    });

    expect(JSON.parse(response.text ?? '')).toEqual({ translations: EXPECTED });
    expect(response.candidates?.[0]?.finishReason).toBe(FinishReason.STOP);
    expect(response.candidates?.[0]?.content?.role).toBe('model');
    expect(response.modelVersion).toBe(MODEL);
    expect(response.responseId).toBeTruthy();
    expect(response.usageMetadata?.promptTokenCount).toBe(PROMPT_TOKENS);
    expect(response.usageMetadata?.candidatesTokenCount).toBe(fakeTokens(EXPECTED_JSON));
    expect(response.usageMetadata?.totalTokenCount).toBe(PROMPT_TOKENS + fakeTokens(EXPECTED_JSON));
  });

  it('records the key header and the wire body the SDK sent', async () => {
    await ai.models.generateContent({
      model: MODEL,
      contents: PROMPT,
      config: { systemInstruction: SYSTEM_PROMPT, responseMimeType: 'application/json', responseSchema: OPENAPI_SCHEMA },
    });

    expect(sim.requests).toHaveLength(1);
    const [recorded] = sim.requests;
    expect(recorded?.method).toBe('POST');
    expect(recorded?.path).toBe(`/v1beta/models/${MODEL}:generateContent`);
    expect(recorded?.headers['x-goog-api-key']).toBe(GEMINI_TEST_KEY);
    expect(recorded?.json).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: PROMPT }] }],
      systemInstruction: { parts: [{ text: SYSTEM_PROMPT }] },
      generationConfig: { responseMimeType: 'application/json', responseSchema: { type: 'OBJECT' } },
    });
  });

  it('accepts a standard JSON schema through responseJsonSchema', async () => {
    const response = await ai.models.generateContent({
      model: 'gemini-3.5-flash',
      contents: [{ role: 'user', parts: [{ text: PROMPT }] }],
      config: { responseMimeType: 'application/json', responseJsonSchema: TRANSLATIONS_SCHEMA },
    });

    expect(JSON.parse(response.text ?? '')).toEqual({ translations: EXPECTED });
    expect(sim.requests[0]?.json).toMatchObject({ generationConfig: { responseJsonSchema: { type: 'object' } } });
  });

  it('answers a plain conversation with a short text', async () => {
    const response = await ai.models.generateContent({ model: MODEL, contents: 'Hello?' });
    expect(response.text).toBeTruthy();
    expect(() => JSON.parse(response.text ?? '')).toThrow();
  });

  it('lists the models with the models/ prefix across pages', async () => {
    const pager = await ai.models.list({ config: { pageSize: 4 } });
    const names: string[] = [];
    for await (const model of pager) names.push(model.name ?? '');

    expect(names).toEqual(GEMINI_MODELS.map((model) => `models/${model.id}`));
    expect(sim.requests.map((request) => request.query.get('pageSize'))).toEqual(['4', '4']);
    expect(sim.requests[1]?.query.get('pageToken')).toBeTruthy();
    const [flash] = (await ai.models.list({ config: { pageSize: 1 } })).page;
    expect(flash).toMatchObject({ name: 'models/gemini-2.5-flash', displayName: 'Gemini 2.5 Flash', inputTokenLimit: 1_048_576 });
    // The SDK renames the wire field supportedGenerationMethods to supportedActions.
    expect(flash?.supportedActions).toContain('generateContent');
  });

  it('retrieves one model', async () => {
    await expect(ai.models.get({ model: 'gemini-2.5-pro' })).resolves.toMatchObject({ name: 'models/gemini-2.5-pro', outputTokenLimit: 65_536 });
  });

  it('turns a bad key into an ApiError 400 carrying API_KEY_INVALID', async () => {
    const intruder = new GoogleGenAI({ apiKey: 'AIza-wrong', httpOptions: { baseUrl: sim.url } });
    const error: unknown = await intruder.models.generateContent({ model: MODEL, contents: PROMPT }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.status).toBe(400);
    const body = JSON.parse(error.message) as ErrorBody;
    expect(body.error.status).toBe('INVALID_ARGUMENT');
    expect(detailOfType(body, 'ErrorInfo')).toMatchObject({ reason: 'API_KEY_INVALID', domain: 'googleapis.com' });
  });

  it('turns a 429 into an ApiError whose body carries RetryInfo', async () => {
    sim.fail({ kind: 'status', status: 429, retryAfter: '7' });
    const error: unknown = await ai.models.generateContent({ model: MODEL, contents: PROMPT }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.status).toBe(429);
    const body = JSON.parse(error.message) as ErrorBody;
    expect(body.error.status).toBe('RESOURCE_EXHAUSTED');
    expect(detailOfType(body, 'RetryInfo')).toEqual({ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '7s' });
  });
});

describe('Gemini simulator request validation', () => {
  it('takes the key from ?key= too, and answers 403 without any key', async () => {
    await generated(await postGenerate(translationBody(), { key: null, queryKey: GEMINI_TEST_KEY }));
    const missing = await expectError(await postGenerate(translationBody(), { key: null }), 403, 'PERMISSION_DENIED');
    expect(missing.error.message).toContain('unregistered callers');
    const wrong = await expectError(await postGenerate(translationBody(), { key: null, queryKey: 'nope' }), 400, 'INVALID_ARGUMENT');
    expect(wrong.error.message).toBe('API key not valid. Please pass a valid API key.');
  });

  it('accepts any key listed in validKeys', async () => {
    const custom = await startGeminiSimulator({ validKeys: ['key-a', 'key-b'] });
    try {
      await generated(await postGenerate(translationBody(), { key: 'key-b', url: custom.url }));
      await expectError(await postGenerate(translationBody(), { url: custom.url }), 400, 'INVALID_ARGUMENT');
    } finally {
      await custom.close();
    }
  });

  it('answers 404 for unknown models and for models that cannot generate content', async () => {
    const unknown = await expectError(await postGenerate(translationBody(), { model: 'gemini-0.1-nano' }), 404, 'NOT_FOUND');
    expect(unknown.error.message).toContain('models/gemini-0.1-nano is not found for API version v1beta');
    await expectError(await postGenerate(translationBody(), { model: 'gemini-embedding-001' }), 404, 'NOT_FOUND');
  });

  it('answers an HTML 404 for paths the API does not serve', async () => {
    const response = await fetch(`${sim.url}/v1/chat/completions`, { method: 'POST', headers: { 'x-goog-api-key': GEMINI_TEST_KEY } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('refuses unknown fields the way the proto-JSON parser does, and accepts snake_case names', async () => {
    const topLevel = await expectError(await postGenerate(translationBody({}, { response_format: { type: 'json' } })), 400, 'INVALID_ARGUMENT');
    expect(topLevel.error.message).toBe('Invalid JSON payload received. Unknown name "response_format": Cannot find field.');
    expect(detailOfType(topLevel, 'BadRequest')).toBeDefined();
    const nested = await expectError(await postGenerate(translationBody({ max_tokens: 100 })), 400, 'INVALID_ARGUMENT');
    expect(nested.error.message).toContain('Unknown name "max_tokens" at \'generation_config\'');
    const snakeCase = {
      system_instruction: { parts: [{ text: SYSTEM_PROMPT }] },
      contents: [{ role: 'user', parts: [{ text: PROMPT }] }],
      generation_config: { response_mime_type: 'application/json', max_output_tokens: 2048 },
    };
    expect(JSON.parse(textOf(await generated(await postGenerate(snakeCase))))).toEqual({ translations: EXPECTED });
  });

  it('refuses empty contents, empty parts, unknown roles and conflicting schemas', async () => {
    await expectError(await postGenerate(translationBody({}, { contents: [] })), 400, 'INVALID_ARGUMENT');
    const emptyParts = await expectError(await postGenerate(translationBody({}, { contents: [{ role: 'user', parts: [] }] })), 400, 'INVALID_ARGUMENT');
    expect(emptyParts.error.message).toContain('contents.parts must not be empty');
    const badRole = translationBody({}, { contents: [{ role: 'assistant', parts: [{ text: PROMPT }] }] });
    expect((await expectError(await postGenerate(badRole), 400, 'INVALID_ARGUMENT')).error.message).toBe('Please use a valid role: user, model.');
    await expectError(await postGenerate(translationBody({ responseSchema: OPENAPI_SCHEMA })), 400, 'INVALID_ARGUMENT');
    await expectError(
      await postGenerate(translationBody({ responseMimeType: undefined, responseJsonSchema: TRANSLATIONS_SCHEMA })),
      400,
      'INVALID_ARGUMENT',
    );
    await expectError(await postGenerate(translationBody({ maxOutputTokens: 1_000_000 })), 400, 'INVALID_ARGUMENT');
  });

  it('answers a corrective turn from the translation job given earlier in the conversation', async () => {
    const contents = [
      { role: 'user', parts: [{ text: PROMPT }] },
      { role: 'model', parts: [{ text: '{"translations": [' }] },
      { role: 'user', parts: [{ text: 'The answer was not valid JSON. Answer again with only the JSON object.' }] },
    ];
    const body = await generated(await postGenerate(translationBody({}, { contents })));
    expect(JSON.parse(textOf(body))).toEqual({ translations: EXPECTED });
  });
});

describe('Gemini simulator output budget and thinking', () => {
  it('cuts the answer off with MAX_TOKENS when maxOutputTokens is too low', async () => {
    const body = await generated(await postGenerate(translationBody({ maxOutputTokens: 5 })));
    expect(body.candidates[0]?.finishReason).toBe('MAX_TOKENS');
    expect(textOf(body)).toHaveLength(20);
    expect(body.usageMetadata.candidatesTokenCount).toBe(5);
  });

  it('reports thoughts separately and bills them inside totalTokenCount', async () => {
    const thinker = await startGeminiSimulator({ thoughtsTokens: 300 });
    try {
      const body = await generated(await postGenerate(translationBody({ maxOutputTokens: 2048 }), { url: thinker.url }));
      expect(body.candidates[0]?.finishReason).toBe('STOP');
      expect(body.usageMetadata).toMatchObject({
        promptTokenCount: PROMPT_TOKENS,
        candidatesTokenCount: fakeTokens(EXPECTED_JSON),
        thoughtsTokenCount: 300,
        totalTokenCount: PROMPT_TOKENS + fakeTokens(EXPECTED_JSON) + 300,
      });
      const noThinking = await generated(
        await postGenerate(translationBody({ thinkingConfig: { thinkingBudget: 0 } }), { url: thinker.url }),
      );
      expect(noThinking.usageMetadata.thoughtsTokenCount).toBeUndefined();
    } finally {
      await thinker.close();
    }
  });

  it('answers MAX_TOKENS with no parts when thinking uses up maxOutputTokens', async () => {
    const thinker = await startGeminiSimulator({ thoughtsTokens: 300 });
    try {
      const body = await generated(await postGenerate(translationBody({ maxOutputTokens: 200 }), { url: thinker.url }));
      expect(body.candidates[0]).toEqual({ content: { role: 'model' }, finishReason: 'MAX_TOKENS', index: 0 });
      expect(body.usageMetadata).toMatchObject({ promptTokenCount: PROMPT_TOKENS, thoughtsTokenCount: 200, totalTokenCount: PROMPT_TOKENS + 200 });
      expect(body.usageMetadata.candidatesTokenCount).toBeUndefined();
    } finally {
      await thinker.close();
    }
  });

  it('scripts the MAX_TOKENS-without-parts answer, which the SDK surfaces as no text', async () => {
    sim.failWithMaxTokensNoParts();
    const response = await ai.models.generateContent({
      model: MODEL,
      contents: PROMPT,
      config: { responseMimeType: 'application/json', maxOutputTokens: 512 },
    });
    expect(response.candidates?.[0]?.finishReason).toBe(FinishReason.MAX_TOKENS);
    expect(response.candidates?.[0]?.content?.parts).toBeUndefined();
    expect(response.text).toBeUndefined();
    expect(response.usageMetadata?.thoughtsTokenCount).toBe(512);

    const next = await ai.models.generateContent({ model: MODEL, contents: PROMPT, config: { responseMimeType: 'application/json' } });
    expect(JSON.parse(next.text ?? '')).toEqual({ translations: EXPECTED });
  });
});

describe('Gemini simulator scripted faults', () => {
  it('renders Google error bodies for status faults, the retry hint in RetryInfo rather than a header', async () => {
    const cases: [number, string][] = [
      [429, 'RESOURCE_EXHAUSTED'],
      [500, 'INTERNAL'],
      [503, 'UNAVAILABLE'],
      [400, 'INVALID_ARGUMENT'],
      [504, 'DEADLINE_EXCEEDED'],
    ];
    for (const [status] of cases) sim.fail({ kind: 'status', status, ...(status === 429 ? { retryAfter: '7' } : {}) });
    for (const [status, name] of cases) {
      const response = await postGenerate(translationBody());
      const body = await expectError(response, status, name);
      expect(response.headers.get('retry-after')).toBeNull();
      expect(detailOfType(body, 'RetryInfo')?.retryDelay).toBe(status === 429 ? '7s' : undefined);
    }
    await generated(await postGenerate(translationBody()));
  });

  it('names a daily quota in QuotaFailure when a test asks for one', async () => {
    sim.fail({
      kind: 'status',
      status: 429,
      body: JSON.stringify(geminiErrorBody(429, { quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' })),
    });
    const body = await expectError(await postGenerate(translationBody()), 429, 'RESOURCE_EXHAUSTED');
    expect(detailOfType(body, 'QuotaFailure')).toMatchObject({
      violations: [{ quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' }],
    });
    expect(detailOfType(body, 'RetryInfo')).toBeUndefined();
  });

  it('hangs until the client gives up', async () => {
    sim.fail({ kind: 'hang' });
    await expect(postGenerate(translationBody(), { signal: AbortSignal.timeout(200) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(sim.requests).toHaveLength(1);
  });

  it('resets the connection without an answer', async () => {
    sim.fail({ kind: 'reset' });
    await expect(postGenerate(translationBody())).rejects.toThrow(TypeError);
  });

  it('answers 200 with a body that is not JSON', async () => {
    sim.fail({ kind: 'garbage' });
    const response = await postGenerate(translationBody());
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('answers one translation too few, or one too many', async () => {
    sim.fail({ kind: 'wrong-length' }, { kind: 'wrong-length', extra: true });
    const fewer = JSON.parse(textOf(await generated(await postGenerate(translationBody())))) as { translations: string[] };
    expect(fewer.translations).toEqual(EXPECTED.slice(0, 1));
    const more = JSON.parse(textOf(await generated(await postGenerate(translationBody())))) as { translations: string[] };
    expect(more.translations).toHaveLength(EXPECTED.length + 1);
  });

  it('answers model output that is not valid JSON, still finishing with STOP', async () => {
    sim.fail({ kind: 'bad-content' });
    const body = await generated(await postGenerate(translationBody()));
    expect(body.candidates[0]?.finishReason).toBe('STOP');
    expect(() => JSON.parse(textOf(body))).toThrow(SyntaxError);
    expect(body.usageMetadata.candidatesTokenCount).toBe(fakeTokens(textOf(body)));
  });

  it('serves faults in order, then answers normally', async () => {
    sim.fail({ kind: 'status', status: 503 }, { kind: 'bad-content' });
    expect((await postGenerate(translationBody())).status).toBe(503);
    const broken = textOf(await generated(await postGenerate(translationBody())));
    expect(() => JSON.parse(broken)).toThrow(SyntaxError);
    expect(JSON.parse(textOf(await generated(await postGenerate(translationBody()))))).toEqual({ translations: EXPECTED });
    expect(sim.requests).toHaveLength(3);
  });

  it('forgets scripted faults on reset', async () => {
    sim.fail({ kind: 'status', status: 500 });
    sim.failWithMaxTokensNoParts(2);
    sim.reset();
    const body = await generated(await postGenerate(translationBody()));
    expect(body.candidates[0]?.finishReason).toBe('STOP');
  });
});
