import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRANSLATIONS_SCHEMA } from '../../src/translate/providers/llm-base.js';
import {
  OPENAI_TEST_KEY,
  PLAIN_CHAT_REPLY,
  openAiErrorBody,
  openAiInsufficientQuotaFault,
  startOpenAiSimulator,
} from './openai.js';
import { fakeTokens, fakeTranslate, type Simulator } from './simulator.js';

// Drives the simulator with OpenAI's official SDK (fidelity) and with plain fetch (faults, raw bodies).

const SYSTEM_PROMPT = 'You are a professional translator. Answer with one JSON object {"translations": [...]}.';
const REQUEST = { sourceLocale: 'en-GB', targetLocale: 'de-DE', format: 'html', texts: ['Oak chair', '<p>Solid <b>oak</b></p>'] };
const EXPECTED = REQUEST.texts.map((text) => fakeTranslate(text, 'de-DE', 'html'));
const STRUCTURED_OUTPUT = {
  type: 'json_schema',
  json_schema: { name: 'translations', schema: TRANSLATIONS_SCHEMA, strict: true },
} as const;

function translationMessages(request: object = REQUEST) {
  return [
    { role: 'developer' as const, content: SYSTEM_PROMPT },
    { role: 'user' as const, content: JSON.stringify(request) },
  ];
}

let sim: Simulator;
let client: OpenAI;

beforeAll(async () => {
  sim = await startOpenAiSimulator();
  client = new OpenAI({ apiKey: OPENAI_TEST_KEY, baseURL: `${sim.url}/v1`, maxRetries: 0 });
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

async function postChat(body: unknown, init: { key?: string | null; signal?: AbortSignal } = {}): Promise<Response> {
  const key = init.key === undefined ? OPENAI_TEST_KEY : init.key;
  return fetch(`${sim.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

interface ChatBody {
  model: string;
  choices: { message: { content: string }; finish_reason: string }[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

async function chatContent(response: Response): Promise<string> {
  const body = (await response.json()) as ChatBody;
  return body.choices[0]?.message.content ?? '';
}

describe('OpenAI simulator through the official SDK', () => {
  it('answers a structured-output translation request in the chat.completion shape', async () => {
    const completion = await client.chat.completions.create({
      model: 'gpt-4.1-mini',
      messages: translationMessages(),
      response_format: STRUCTURED_OUTPUT,
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.id).toMatch(/^chatcmpl-/);
    expect(completion.model).toBe('gpt-4.1-mini-2025-04-14');
    expect(completion.choices).toHaveLength(1);
    const choice = completion.choices[0];
    expect(choice?.finish_reason).toBe('stop');
    expect(choice?.message.role).toBe('assistant');
    expect(choice?.message.refusal).toBeNull();
    expect(JSON.parse(choice?.message.content ?? '')).toEqual({ translations: EXPECTED });
    const promptText = `${SYSTEM_PROMPT}\n${JSON.stringify(REQUEST)}`;
    expect(completion.usage).toMatchObject({
      prompt_tokens: fakeTokens(promptText),
      completion_tokens: fakeTokens(JSON.stringify({ translations: EXPECTED })),
      total_tokens: fakeTokens(promptText) + fakeTokens(JSON.stringify({ translations: EXPECTED })),
    });
  });

  it('records what the SDK sent', async () => {
    await client.chat.completions.create({ model: 'gpt-5-mini', messages: translationMessages(), response_format: STRUCTURED_OUTPUT });
    expect(sim.requests).toHaveLength(1);
    const [request] = sim.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${OPENAI_TEST_KEY}`);
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.json).toEqual({ model: 'gpt-5-mini', messages: translationMessages(), response_format: STRUCTURED_OUTPUT });
  });

  it('lists chat and non-chat models as the live list does', async () => {
    const models = [];
    for await (const model of client.models.list()) models.push(model);
    const ids = models.map((model) => model.id);
    expect(ids).toEqual(expect.arrayContaining(['gpt-5', 'gpt-5-mini', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-4o', 'gpt-4o-mini', 'o3', 'o4-mini']));
    expect(ids).toEqual(expect.arrayContaining(['text-embedding-3-small', 'whisper-1', 'tts-1', 'dall-e-3']));
    for (const model of models) {
      expect(model.object).toBe('model');
      expect(Number.isInteger(model.created)).toBe(true);
      expect(typeof model.owned_by).toBe('string');
    }
    expect(sim.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
    const retrieved = await client.models.retrieve('gpt-4o');
    expect(retrieved).toMatchObject({ id: 'gpt-4o', object: 'model' });
  });

  it('rejects a bad key with AuthenticationError and never echoes the whole key', async () => {
    const badClient = new OpenAI({ apiKey: 'sk-wrong-key-123456', baseURL: `${sim.url}/v1`, maxRetries: 0 });
    const error = await badClient.chat.completions.create({ model: 'gpt-4o', messages: translationMessages() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    const authError = error as InstanceType<typeof OpenAI.AuthenticationError>;
    expect(authError.status).toBe(401);
    expect(authError.code).toBe('invalid_api_key');
    expect(authError.type).toBe('invalid_request_error');
    expect(authError.message).toContain('Incorrect API key provided: sk-************3456.');
    expect(authError.message).not.toContain('sk-wrong-key-123456');
    await expect(badClient.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });

  it('surfaces a 429 as RateLimitError with its Retry-After header', async () => {
    sim.fail({ kind: 'status', status: 429, retryAfter: '7' });
    const error = (await client.chat.completions
      .create({ model: 'gpt-4o', messages: translationMessages() })
      .catch((caught: unknown) => caught)) as InstanceType<typeof OpenAI.RateLimitError>;
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(error.headers?.get('retry-after')).toBe('7');
    expect(error.code).toBe('rate_limit_exceeded');
  });

  it('surfaces the insufficient_quota 429 without Retry-After', async () => {
    sim.fail(openAiInsufficientQuotaFault());
    const error = (await client.chat.completions
      .create({ model: 'gpt-4o', messages: translationMessages() })
      .catch((caught: unknown) => caught)) as InstanceType<typeof OpenAI.RateLimitError>;
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(error.code).toBe('insufficient_quota');
    expect(error.type).toBe('insufficient_quota');
    expect(error.headers?.get('retry-after')).toBeNull();
  });

  it.each([500, 502, 503])('surfaces a %i as InternalServerError of type server_error', async (status) => {
    sim.fail({ kind: 'status', status });
    const error = (await client.chat.completions
      .create({ model: 'gpt-4o', messages: translationMessages() })
      .catch((caught: unknown) => caught)) as InstanceType<typeof OpenAI.InternalServerError>;
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect(error.status).toBe(status);
    expect(error.type).toBe('server_error');
  });

  it('refuses a temperature other than 1 for GPT-5-family models only', async () => {
    const error = (await client.chat.completions
      .create({ model: 'gpt-5', messages: translationMessages(), temperature: 0.2 })
      .catch((caught: unknown) => caught)) as InstanceType<typeof OpenAI.BadRequestError>;
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect(error.error).toEqual({
      message: "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.",
      type: 'invalid_request_error',
      param: 'temperature',
      code: 'unsupported_value',
    });
    await expect(client.chat.completions.create({ model: 'gpt-5', messages: translationMessages(), temperature: 1 })).resolves.toBeDefined();
    await expect(client.chat.completions.create({ model: 'gpt-4.1', messages: translationMessages(), temperature: 0.2 })).resolves.toBeDefined();
  });

  it('refuses max_tokens on reasoning models and cuts the answer at max_completion_tokens', async () => {
    await expect(client.chat.completions.create({ model: 'o4-mini', messages: translationMessages(), max_tokens: 100 })).rejects.toMatchObject({
      status: 400,
      param: 'max_tokens',
      code: 'unsupported_parameter',
    });
    const cut = await client.chat.completions.create({ model: 'gpt-5', messages: translationMessages(), max_completion_tokens: 3 });
    expect(cut.choices[0]?.finish_reason).toBe('length');
    expect(cut.choices[0]?.message.content).toHaveLength(12);
    expect(cut.usage?.completion_tokens).toBe(3);
  });

  it('needs the word "json" in the messages for json_object mode', async () => {
    const error = (await client.chat.completions
      .create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Say hello.' }], response_format: { type: 'json_object' } })
      .catch((caught: unknown) => caught)) as InstanceType<typeof OpenAI.BadRequestError>;
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect(error.error).toEqual({
      message: "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      type: 'invalid_request_error',
      param: 'messages',
      code: null,
    });
    const completion = await client.chat.completions.create({ model: 'gpt-4o', messages: translationMessages(), response_format: { type: 'json_object' } });
    expect(JSON.parse(completion.choices[0]?.message.content ?? '')).toEqual({ translations: EXPECTED });
  });

  it('enforces the strict structured-output rules for object schemas', async () => {
    const loose = { type: 'object', properties: { translations: { type: 'array', items: { type: 'string' } } } };
    await expect(
      client.chat.completions.create({
        model: 'gpt-4o',
        messages: translationMessages(),
        response_format: { type: 'json_schema', json_schema: { name: 'translations', schema: loose, strict: true } },
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: "400 Invalid schema for response_format 'translations': In context=(), 'additionalProperties' is required to be supplied and to be false.",
    });
    const nested = { ...TRANSLATIONS_SCHEMA, properties: { translations: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' } }, additionalProperties: false } } } };
    await expect(
      client.chat.completions.create({
        model: 'gpt-4o',
        messages: translationMessages(),
        response_format: { type: 'json_schema', json_schema: { name: 'translations', schema: nested, strict: true } },
      }),
    ).rejects.toMatchObject({
      message:
        "400 Invalid schema for response_format 'translations': In context=('properties', 'translations', 'items'), 'required' is required to be supplied and to be an array including every key in properties. Missing 'text'.",
    });
    // Without strict the same schema is accepted.
    await expect(
      client.chat.completions.create({
        model: 'gpt-4o',
        messages: translationMessages(),
        response_format: { type: 'json_schema', json_schema: { name: 'translations', schema: loose } },
      }),
    ).resolves.toBeDefined();
  });

  it('answers 404 for unknown and non-chat models', async () => {
    await expect(client.chat.completions.create({ model: 'gpt-9-imaginary', messages: translationMessages() })).rejects.toMatchObject({
      status: 404,
      code: 'model_not_found',
      message: '404 The model `gpt-9-imaginary` does not exist or you do not have access to it.',
    });
    await expect(client.chat.completions.create({ model: 'text-embedding-3-small', messages: translationMessages() })).rejects.toBeInstanceOf(
      OpenAI.NotFoundError,
    );
  });

  it('answers a message that is not a translation request with a plain chat reply', async () => {
    const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'ping' }] });
    expect(completion.choices[0]?.message.content).toBe(PLAIN_CHAT_REPLY);
    const jsonMode = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'Reply in JSON.' }],
      response_format: { type: 'json_object' },
    });
    expect(JSON.parse(jsonMode.choices[0]?.message.content ?? '')).toEqual({ reply: PLAIN_CHAT_REPLY });
  });

  it('translates again after a corrective turn, like a model that heeds the correction', async () => {
    const completion = await client.chat.completions.create({
      model: 'gpt-4o',
      response_format: STRUCTURED_OUTPUT,
      messages: [
        ...translationMessages(),
        { role: 'assistant', content: 'Sure! Here are the translations: ...' },
        { role: 'user', content: 'The answer was not valid JSON. Answer again with only the JSON object {"translations": [...]} holding exactly 2 strings.' },
      ],
    });
    expect(JSON.parse(completion.choices[0]?.message.content ?? '')).toEqual({ translations: EXPECTED });
  });
});

describe('OpenAI simulator over plain HTTP: scripted faults', () => {
  const body = { model: 'gpt-4o', messages: translationMessages() };

  it('renders a status fault with Retry-After and OpenAI\'s error body, then recovers', async () => {
    sim.fail({ kind: 'status', status: 429, retryAfter: '3' });
    const failed = await postChat(body);
    expect(failed.status).toBe(429);
    expect(failed.headers.get('retry-after')).toBe('3');
    expect(await failed.json()).toEqual(openAiErrorBody(429));
    expect(openAiErrorBody(429).error.code).toBe('rate_limit_exceeded');
    const recovered = await postChat(body);
    expect(recovered.status).toBe(200);
  });

  it('renders server errors as server_error bodies', async () => {
    sim.fail({ kind: 'status', status: 500 }, { kind: 'status', status: 503 });
    const internal = (await (await postChat(body)).json()) as { error: { type: string; code: string | null } };
    const unavailable = (await (await postChat(body)).json()) as { error: { type: string; code: string | null } };
    expect(internal.error).toMatchObject({ type: 'server_error', code: null });
    expect(unavailable.error).toMatchObject({ type: 'server_error', code: 'server_is_overloaded' });
  });

  it('hangs until the client gives up', async () => {
    sim.fail({ kind: 'hang' });
    await expect(postChat(body, { signal: AbortSignal.timeout(200) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await postChat(body)).status).toBe(200);
  });

  it('resets the connection without an answer', async () => {
    sim.fail({ kind: 'reset' });
    await expect(postChat(body)).rejects.toThrow(TypeError);
  });

  it('answers 200 with a body that is not JSON', async () => {
    sim.fail({ kind: 'garbage' });
    const response = await postChat(body);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('answers one translation too few, or one too many', async () => {
    sim.fail({ kind: 'wrong-length' }, { kind: 'wrong-length', extra: true });
    const fewer = JSON.parse(await chatContent(await postChat(body))) as { translations: string[] };
    const more = JSON.parse(await chatContent(await postChat(body))) as { translations: string[] };
    expect(fewer.translations).toEqual(EXPECTED.slice(0, 1));
    expect(more.translations).toHaveLength(3);
    expect(more.translations.slice(0, 2)).toEqual(EXPECTED);
  });

  it('answers model output that breaks the JSON contract, in a valid envelope', async () => {
    sim.fail({ kind: 'bad-content' });
    const response = await postChat({ ...body, response_format: STRUCTURED_OUTPUT });
    expect(response.status).toBe(200);
    const content = await chatContent(response);
    expect(content).toMatch(/^Sure! Here are the translations: /);
    expect(() => JSON.parse(content) as unknown).toThrow(SyntaxError);
  });

  it('reports usage from fakeTokens over all messages and the completion', async () => {
    const response = (await (await postChat(body)).json()) as ChatBody;
    const prompt = fakeTokens(`${SYSTEM_PROMPT}\n${JSON.stringify(REQUEST)}`);
    const completion = fakeTokens(JSON.stringify({ translations: EXPECTED }));
    expect(response.usage).toMatchObject({ prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion });
  });

  it('records method, path, headers and the parsed JSON body', async () => {
    await postChat(body);
    expect(sim.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/chat/completions',
        headers: expect.objectContaining({ authorization: `Bearer ${OPENAI_TEST_KEY}` }) as unknown,
        json: body,
      }),
    ]);
  });
});

describe('OpenAI simulator over plain HTTP: request errors', () => {
  it('asks for a key when the Authorization header is missing', async () => {
    const response = await postChat({ model: 'gpt-4o', messages: translationMessages() }, { key: null });
    expect(response.status).toBe(401);
    const { error } = (await response.json()) as { error: { message: string; type: string; param: null; code: null } };
    expect(error).toMatchObject({ type: 'invalid_request_error', param: null, code: null });
    expect(error.message).toMatch(/^You didn't provide an API key\./);
  });

  it('accepts any of the configured keys', async () => {
    const custom = await startOpenAiSimulator({ validKeys: ['key-one', 'key-two'] });
    try {
      const call = (key: string) =>
        fetch(`${custom.url}/v1/models`, { headers: { authorization: `Bearer ${key}` } }).then((response) => response.status);
      expect(await call('key-two')).toBe(200);
      expect(await call(OPENAI_TEST_KEY)).toBe(401);
    } finally {
      await custom.close();
    }
  });

  it('rejects a body that is not JSON and requests without model or messages', async () => {
    const unparsable = await postChat('{"model": ');
    expect(unparsable.status).toBe(400);
    expect(((await unparsable.json()) as { error: { message: string } }).error.message).toMatch(/^We could not parse the JSON body/);
    const noModel = await postChat({ messages: translationMessages() });
    expect(await noModel.json()).toEqual({ error: { message: 'you must provide a model parameter', type: 'invalid_request_error', param: null, code: null } });
    const noMessages = await postChat({ model: 'gpt-4o' });
    expect(((await noMessages.json()) as { error: { code: string } }).error.code).toBe('missing_required_parameter');
  });

  it('answers an unknown route with "Invalid URL"', async () => {
    const response = await fetch(`${sim.url}/v1/completions/nothing`, { headers: { authorization: `Bearer ${OPENAI_TEST_KEY}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { message: 'Invalid URL (GET /v1/completions/nothing)', type: 'invalid_request_error', param: null, code: null },
    });
  });
});
