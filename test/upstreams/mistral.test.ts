import { Mistral } from '@mistralai/mistralai';
import type { BaseModelCard } from '@mistralai/mistralai/models/components';
import { HTTPValidationError, MistralError, SDKError } from '@mistralai/mistralai/models/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRANSLATIONS_SCHEMA } from '../../src/translate/providers/llm-base.js';
import { MISTRAL_TEST_KEY, mistralErrorBody, startMistralSimulator } from './mistral.js';
import { PLAIN_CHAT_REPLY } from './openai.js';
import { fakeTokens, fakeTranslate, type Simulator } from './simulator.js';

// Drives the simulator with Mistral's official SDK (fidelity) and with plain fetch (faults, strict
// validation the SDK cannot provoke, raw bodies).

const SYSTEM_PROMPT = 'You are a professional translator. Answer with one JSON object {"translations": [...]}.';
const REQUEST = { sourceLocale: 'en-GB', targetLocale: 'fr-FR', format: 'text', texts: ['Oak chair', 'Blue lamp', 'Desk'] };
const EXPECTED = REQUEST.texts.map((text) => fakeTranslate(text, 'fr-FR', 'text'));
const MESSAGES = [
  { role: 'system' as const, content: SYSTEM_PROMPT },
  { role: 'user' as const, content: JSON.stringify(REQUEST) },
];

let sim: Simulator;
let client: Mistral;

beforeAll(async () => {
  sim = await startMistralSimulator();
  client = new Mistral({ apiKey: MISTRAL_TEST_KEY, serverURL: sim.url });
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

async function postChat(body: unknown, init: { key?: string | null; signal?: AbortSignal } = {}): Promise<Response> {
  const key = init.key === undefined ? MISTRAL_TEST_KEY : init.key;
  return fetch(`${sim.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

interface ChatBody {
  id: string;
  object: string;
  model: string;
  choices: { index: number; message: { role: string; content: string; tool_calls: null }; finish_reason: string }[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

async function chatContent(response: Response): Promise<string> {
  const body = (await response.json()) as ChatBody;
  return body.choices[0]?.message.content ?? '';
}

describe('Mistral simulator through the official SDK', () => {
  it('answers a json_schema translation request in the chat.completion shape', async () => {
    const completion = await client.chat.complete({
      model: 'mistral-small-latest',
      messages: MESSAGES,
      temperature: 0.2,
      responseFormat: { type: 'json_schema', jsonSchema: { name: 'translations', schemaDefinition: { ...TRANSLATIONS_SCHEMA }, strict: true } },
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe('mistral-small-latest');
    const choice = completion.choices[0];
    expect(choice?.finishReason).toBe('stop');
    expect(choice?.message?.role).toBe('assistant');
    expect(JSON.parse(choice?.message?.content as string)).toEqual({ translations: EXPECTED });
    const prompt = fakeTokens(`${SYSTEM_PROMPT}\n${JSON.stringify(REQUEST)}`);
    const answer = fakeTokens(JSON.stringify({ translations: EXPECTED }));
    expect(completion.usage).toMatchObject({ promptTokens: prompt, completionTokens: answer, totalTokens: prompt + answer });
  });

  it('records what the SDK sent, with the schema under response_format.json_schema.schema', async () => {
    await client.chat.complete({
      model: 'mistral-large-latest',
      messages: MESSAGES,
      responseFormat: { type: 'json_schema', jsonSchema: { name: 'translations', schemaDefinition: { ...TRANSLATIONS_SCHEMA }, strict: true } },
    });
    const [request] = sim.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${MISTRAL_TEST_KEY}`);
    expect(request?.json).toMatchObject({
      model: 'mistral-large-latest',
      messages: MESSAGES,
      response_format: { type: 'json_schema', json_schema: { name: 'translations', schema: TRANSLATIONS_SCHEMA, strict: true } },
    });
  });

  it('answers json_object mode with JSON', async () => {
    const completion = await client.chat.complete({ model: 'ministral-8b-latest', messages: MESSAGES, responseFormat: { type: 'json_object' } });
    expect(JSON.parse(completion.choices[0]?.message?.content as string)).toEqual({ translations: EXPECTED });
  });

  it('answers a message that is not a translation request with a plain chat reply', async () => {
    const completion = await client.chat.complete({ model: 'open-mistral-nemo', messages: [{ role: 'user', content: 'ping' }] });
    expect(completion.choices[0]?.message?.content).toBe(PLAIN_CHAT_REPLY);
  });

  it('lists model cards that the SDK parses, capabilities included', async () => {
    const list = await client.models.list();
    // An entry the SDK cannot match to a known card type would come back as an "unknown" variant.
    const cards = (list.data ?? []).filter((card): card is BaseModelCard => card.type === 'base');
    expect(cards).toHaveLength(list.data?.length ?? -1);
    const ids = cards.map((card) => card.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'mistral-large-latest',
        'mistral-medium-latest',
        'mistral-small-latest',
        'ministral-8b-latest',
        'open-mistral-nemo',
        'codestral-latest',
        'mistral-embed',
      ]),
    );
    const small = cards.find((card) => card.id === 'mistral-small-latest');
    expect(small).toMatchObject({ type: 'base', ownedBy: 'mistralai', name: 'mistral-small-2506', aliases: ['mistral-small-2506'] });
    expect(small?.capabilities.completionChat).toBe(true);
    expect(cards.find((card) => card.id === 'mistral-embed')?.capabilities.completionChat).toBe(false);
    expect(sim.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
  });

  it('rejects a bad key with 401 {"detail":"Unauthorized"}', async () => {
    const badClient = new Mistral({ apiKey: 'not-a-key', serverURL: sim.url });
    const error = await badClient.chat.complete({ model: 'mistral-small-latest', messages: MESSAGES }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SDKError);
    expect((error as SDKError).statusCode).toBe(401);
    expect(JSON.parse((error as SDKError).body)).toEqual({ detail: 'Unauthorized' });
    await expect(badClient.models.list()).rejects.toMatchObject({ statusCode: 401 });
  });

  it('parses a 422 into HTTPValidationError', async () => {
    sim.fail({ kind: 'status', status: 422 });
    const error = await client.chat.complete({ model: 'mistral-small-latest', messages: MESSAGES }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPValidationError);
    expect((error as HTTPValidationError).detail?.[0]).toMatchObject({ type: 'missing', loc: ['body', 'model'], msg: 'Field required' });
  });

  it('surfaces a 429 with its Retry-After header and the rate_limited body', async () => {
    sim.fail({ kind: 'status', status: 429, retryAfter: '5' });
    const error = (await client.chat.complete({ model: 'mistral-small-latest', messages: MESSAGES }).catch((caught: unknown) => caught)) as MistralError;
    expect(error).toBeInstanceOf(MistralError);
    expect(error.statusCode).toBe(429);
    expect(error.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(error.body)).toMatchObject({ object: 'error', type: 'rate_limited', code: '1300' });
  });

  it('answers 400 invalid_model for an unknown model and for a model that cannot chat', async () => {
    for (const model of ['mistral-imaginary-latest', 'mistral-embed']) {
      const error = (await client.chat.complete({ model, messages: MESSAGES }).catch((caught: unknown) => caught)) as MistralError;
      expect(error.statusCode).toBe(400);
      expect(JSON.parse(error.body)).toEqual({
        object: 'error',
        message: `Invalid model: ${model}`,
        type: 'invalid_model',
        param: null,
        code: '1500',
        raw_status_code: 400,
      });
    }
  });
});

describe('Mistral simulator over plain HTTP: strict validation', () => {
  it('refuses OpenAI-only fields with 422 extra_forbidden', async () => {
    const response = await postChat({ model: 'mistral-small-latest', messages: MESSAGES, max_completion_tokens: 8192 });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [{ type: 'extra_forbidden', loc: ['body', 'max_completion_tokens'], msg: 'Extra inputs are not permitted', input: 8192 }],
    });
  });

  it('lists every problem at once: missing fields first, then extra ones', async () => {
    const body = { messages: MESSAGES, store: true, user: 'someone' };
    const response = await postChat(body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [
        { type: 'missing', loc: ['body', 'model'], msg: 'Field required', input: body },
        { type: 'extra_forbidden', loc: ['body', 'store'], msg: 'Extra inputs are not permitted', input: true },
        { type: 'extra_forbidden', loc: ['body', 'user'], msg: 'Extra inputs are not permitted', input: 'someone' },
      ],
    });
  });

  it('validates response_format', async () => {
    const unknownType = await postChat({ model: 'mistral-small-latest', messages: MESSAGES, response_format: { type: 'xml' } });
    expect(unknownType.status).toBe(422);
    expect(((await unknownType.json()) as { detail: { type: string; loc: string[] }[] }).detail[0]).toMatchObject({
      type: 'literal_error',
      loc: ['body', 'response_format', 'type'],
    });
    const noSchema = await postChat({ model: 'mistral-small-latest', messages: MESSAGES, response_format: { type: 'json_schema', json_schema: { name: 'translations' } } });
    expect(noSchema.status).toBe(422);
    expect(((await noSchema.json()) as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual(['body', 'response_format', 'json_schema', 'schema']);
  });

  it('answers a body that is not JSON with json_invalid', async () => {
    const response = await postChat('{"model": ');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: { type: string }[] }).detail[0]?.type).toBe('json_invalid');
  });

  it('answers 401 {"detail":"Unauthorized"} without an Authorization header', async () => {
    const response = await postChat({ model: 'mistral-small-latest', messages: MESSAGES }, { key: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Unauthorized' });
  });

  it('accepts any of the configured keys', async () => {
    const custom = await startMistralSimulator({ validKeys: ['key-one', 'key-two'] });
    try {
      const call = (key: string) =>
        fetch(`${custom.url}/v1/models`, { headers: { authorization: `Bearer ${key}` } }).then((response) => response.status);
      expect(await call('key-one')).toBe(200);
      expect(await call(MISTRAL_TEST_KEY)).toBe(401);
    } finally {
      await custom.close();
    }
  });

  it('cuts the answer at max_tokens with finish_reason "length"', async () => {
    const body = (await (await postChat({ model: 'mistral-small-latest', messages: MESSAGES, max_tokens: 2 })).json()) as ChatBody;
    expect(body.choices[0]).toMatchObject({ finish_reason: 'length', message: { content: '{"transl' } });
    expect(body.usage.completion_tokens).toBe(2);
  });
});

describe('Mistral simulator over plain HTTP: scripted faults', () => {
  const body = { model: 'mistral-small-latest', messages: MESSAGES };

  it('renders a status fault with Retry-After and Mistral\'s error body, then recovers', async () => {
    sim.fail({ kind: 'status', status: 429, retryAfter: '2' });
    const failed = await postChat(body);
    expect(failed.status).toBe(429);
    expect(failed.headers.get('retry-after')).toBe('2');
    expect(await failed.json()).toEqual({ object: 'error', message: 'Rate limit exceeded', type: 'rate_limited', param: null, code: '1300', raw_status_code: 429 });
    expect((await postChat(body)).status).toBe(200);
  });

  it.each([500, 502, 503])('renders a %i in the general error envelope', async (status) => {
    sim.fail({ kind: 'status', status });
    const response = await postChat(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(mistralErrorBody(status));
    expect(mistralErrorBody(status)).toMatchObject({ object: 'error', raw_status_code: status });
  });

  it('hangs until the client gives up', async () => {
    sim.fail({ kind: 'hang' });
    await expect(postChat(body, { signal: AbortSignal.timeout(200) })).rejects.toMatchObject({ name: 'TimeoutError' });
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
    expect(fewer.translations).toEqual(EXPECTED.slice(0, 2));
    expect(more.translations).toHaveLength(4);
  });

  it('answers model output that breaks the JSON contract, in a valid envelope', async () => {
    sim.fail({ kind: 'bad-content' });
    const response = await postChat({ ...body, response_format: { type: 'json_object' } });
    expect(response.status).toBe(200);
    const content = await chatContent(response);
    expect(content).toMatch(/^Sure! Here are the translations: /);
    expect(() => JSON.parse(content) as unknown).toThrow(SyntaxError);
  });

  it('answers in Mistral\'s chat.completion shape with deterministic usage', async () => {
    const response = (await (await postChat(body)).json()) as ChatBody;
    expect(response.id).toMatch(/^cmpl-[0-9a-f]{32}$/);
    expect(response.object).toBe('chat.completion');
    expect(response.choices[0]).toMatchObject({ index: 0, finish_reason: 'stop', message: { role: 'assistant', tool_calls: null } });
    const prompt = fakeTokens(`${SYSTEM_PROMPT}\n${JSON.stringify(REQUEST)}`);
    const completion = fakeTokens(JSON.stringify({ translations: EXPECTED }));
    expect(response.usage).toEqual({ prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion });
  });

  it('records method, path, headers and the parsed JSON body', async () => {
    await postChat(body);
    expect(sim.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/chat/completions',
        headers: expect.objectContaining({ authorization: `Bearer ${MISTRAL_TEST_KEY}` }) as unknown,
        json: body,
      }),
    ]);
  });
});
