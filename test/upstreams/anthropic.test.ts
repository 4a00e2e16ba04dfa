import Anthropic, { AuthenticationError, NotFoundError, OverloadedError, RateLimitError } from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRANSLATIONS_SCHEMA } from '../../src/translate/providers/llm-base.js';
import {
  ANTHROPIC_MODELS,
  ANTHROPIC_SDK_VERSION,
  ANTHROPIC_TEST_KEY,
  ANTHROPIC_VERSION,
  anthropicErrorBody,
  startAnthropicSimulator,
} from './anthropic.js';
import { fakeTokens, fakeTranslate, type Simulator } from './simulator.js';

// Drives the simulator with Anthropic's official SDK (fidelity) and with plain fetch (faults, raw bodies).

const MODEL = 'claude-sonnet-4-6';
const SYSTEM_PROMPT = 'You are a professional translator. Answer with one JSON object {"translations": [...]}.';
const REQUEST = { sourceLocale: 'en-GB', targetLocale: 'de-DE', format: 'html', texts: ['Oak chair', '<p>Solid <b>oak</b></p>'] };
const PROMPT = JSON.stringify(REQUEST);
const EXPECTED = REQUEST.texts.map((text) => fakeTranslate(text, 'de-DE', 'html'));
// The SDK types want mutable arrays, the shared schema is declared `as const`.
const MUTABLE_SCHEMA = { ...TRANSLATIONS_SCHEMA, required: [...TRANSLATIONS_SCHEMA.required] };
const TRANSLATIONS_TOOL = { name: 'submit_translations', description: 'Return the translations.', input_schema: MUTABLE_SCHEMA };
const FORCED_TOOL = { tools: [TRANSLATIONS_TOOL], tool_choice: { type: 'tool' as const, name: TRANSLATIONS_TOOL.name } };
const JSON_OUTPUT = { output_config: { format: { type: 'json_schema' as const, schema: MUTABLE_SCHEMA } } };

let sim: Simulator;
let client: Anthropic;

beforeAll(async () => {
  sim = await startAnthropicSimulator();
  client = new Anthropic({ apiKey: ANTHROPIC_TEST_KEY, baseURL: sim.url, maxRetries: 0 });
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

function translationBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { model: MODEL, max_tokens: 1024, system: SYSTEM_PROMPT, messages: [{ role: 'user', content: PROMPT }], ...extra };
}

async function postMessages(
  body: unknown,
  init: { key?: string | null; bearer?: string; version?: string | null; signal?: AbortSignal } = {},
): Promise<Response> {
  const key = init.key === undefined ? ANTHROPIC_TEST_KEY : init.key;
  const version = init.version === undefined ? ANTHROPIC_VERSION : init.version;
  return fetch(`${sim.url}/v1/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'x-api-key': key }),
      ...(init.bearer === undefined ? {} : { authorization: `Bearer ${init.bearer}` }),
      ...(version === null ? {} : { 'anthropic-version': version }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

interface MessageBody {
  model: string;
  content: { type: string; text?: string; thinking?: string; input?: unknown; name?: string }[];
  stop_reason: string;
  usage: { input_tokens: number; output_tokens: number; output_tokens_details?: { thinking_tokens: number } };
}

interface ErrorBody {
  type: string;
  error: { type: string; message: string; details?: { error_code: string } };
  request_id: string;
}

function textOf(message: MessageBody): string {
  return message.content.map((block) => block.text ?? '').join('');
}

async function expectError(response: Response, status: number, type: string): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.type).toBe('error');
  expect(body.error.type).toBe(type);
  expect(body.request_id).toMatch(/^req_/);
  expect(response.headers.get('request-id')).toBe(body.request_id);
  return body;
}

describe('Anthropic simulator driven by @anthropic-ai/sdk', () => {
  it('answers a forced tool with a tool_use block holding the translations', async () => {
    const message = await client.messages.create({
      model: MODEL,
      max_tokens: 1024,
      system: SYSTEM_PROMPT,
      messages: [{ role: 'user', content: PROMPT }],
      ...FORCED_TOOL,
    });

    expect(message.type).toBe('message');
    expect(message.role).toBe('assistant');
    expect(message.model).toBe(MODEL);
    expect(message.id).toMatch(/^msg_/);
    expect(message.stop_reason).toBe('tool_use');
    expect(message.stop_sequence).toBeNull();
    const [block] = message.content;
    expect(block?.type).toBe('tool_use');
    if (block?.type !== 'tool_use') return;
    expect(block.name).toBe(TRANSLATIONS_TOOL.name);
    expect(block.id).toMatch(/^toolu_/);
    expect(block.input).toEqual({ translations: EXPECTED });
    expect(message.usage.input_tokens).toBe(fakeTokens(`${SYSTEM_PROMPT}\n${PROMPT}`));
    expect(message.usage.output_tokens).toBe(fakeTokens(JSON.stringify({ translations: EXPECTED })));
  });

  it('records the headers and the body the SDK sent', async () => {
    await client.messages.create({ model: MODEL, max_tokens: 1024, messages: [{ role: 'user', content: PROMPT }], ...FORCED_TOOL });

    expect(sim.requests).toHaveLength(1);
    const [recorded] = sim.requests;
    expect(recorded?.method).toBe('POST');
    expect(recorded?.path).toBe('/v1/messages');
    // SDK 1.x sends the key as a bearer token and pins the 2026-10-21 API version.
    expect(recorded?.headers.authorization).toBe(`Bearer ${ANTHROPIC_TEST_KEY}`);
    expect(recorded?.headers['anthropic-version']).toBe(ANTHROPIC_SDK_VERSION);
    expect(recorded?.json).toMatchObject({
      model: MODEL,
      max_tokens: 1024,
      messages: [{ role: 'user', content: PROMPT }],
      tool_choice: { type: 'tool', name: TRANSLATIONS_TOOL.name },
    });
  });

  it('answers output_config json_schema with a text block holding the JSON', async () => {
    const message = await client.messages.create({
      model: MODEL,
      max_tokens: 1024,
      system: [{ type: 'text', text: SYSTEM_PROMPT }],
      messages: [{ role: 'user', content: [{ type: 'text', text: PROMPT }] }],
      ...JSON_OUTPUT,
    });

    expect(message.stop_reason).toBe('end_turn');
    const [block] = message.content;
    expect(block?.type).toBe('text');
    expect(block?.type === 'text' ? JSON.parse(block.text) : null).toEqual({ translations: EXPECTED });
  });

  it('answers a plain conversation with a short text', async () => {
    const message = await client.messages.create({ model: MODEL, max_tokens: 64, messages: [{ role: 'user', content: 'Hello?' }] });

    expect(message.stop_reason).toBe('end_turn');
    const [block] = message.content;
    expect(block?.type === 'text' ? block.text : '').not.toBe('');
  });

  it('lists the models newest first and pages through them with after_id', async () => {
    const ids: string[] = [];
    for await (const model of client.models.list({ limit: 5 })) ids.push(model.id);

    expect(ids).toEqual(ANTHROPIC_MODELS.map((model) => model.id));
    expect(sim.requests.map((request) => request.query.get('after_id'))).toEqual([null, ids[4], ids[9]]);
    const firstPage = await client.models.list({ limit: 2 });
    expect(firstPage.data[0]).toMatchObject({ type: 'model', id: 'claude-opus-5-5', display_name: 'Claude Opus 5.5' });
    expect(firstPage.data[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(firstPage.has_more).toBe(true);
    expect(firstPage.first_id).toBe(ids[0]);
    expect(firstPage.last_id).toBe(ids[1]);
  });

  it('retrieves one model and answers 404 not_found_error for an unknown one', async () => {
    await expect(client.models.retrieve('claude-haiku-4-5-20251001')).resolves.toMatchObject({ display_name: 'Claude Haiku 4.5' });
    await expect(client.models.retrieve('claude-unknown-9')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('turns a bad key into an AuthenticationError carrying the request id', async () => {
    const intruder = new Anthropic({ apiKey: 'sk-ant-wrong', baseURL: sim.url, maxRetries: 0 });
    const error: unknown = await intruder.messages
      .create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'Hi' }] })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(AuthenticationError);
    if (!(error instanceof AuthenticationError)) return;
    expect(error.status).toBe(401);
    expect(error.type).toBe('authentication_error');
    expect(error.requestID).toMatch(/^req_/);
    expect(error.error).toMatchObject({ type: 'error', error: { type: 'authentication_error' }, request_id: error.requestID });
  });

  it('turns a 529 into an OverloadedError with no retry-after', async () => {
    sim.fail({ kind: 'status', status: 529 });
    const error: unknown = await client.messages.create(translationBody() as never).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(OverloadedError);
    if (!(error instanceof OverloadedError)) return;
    expect(error.status).toBe(529);
    expect(error.type).toBe('overloaded_error');
    expect(error.headers?.get('retry-after')).toBeNull();
    expect(error.requestID).toMatch(/^req_/);
  });

  it('turns a 429 into a RateLimitError whose retry-after the SDK can read', async () => {
    sim.fail({ kind: 'status', status: 429, retryAfter: '3' });
    const error: unknown = await client.messages.create(translationBody() as never).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RateLimitError);
    if (!(error instanceof RateLimitError)) return;
    expect(error.status).toBe(429);
    expect(error.type).toBe('rate_limit_error');
    expect(error.headers?.get('retry-after')).toBe('3');
  });

  it('passes the monthly spend-cap code through error.details', async () => {
    sim.fail({
      kind: 'status',
      status: 429,
      body: JSON.stringify(anthropicErrorBody(429, 'req_spend', { errorCode: 'enforced_spend_limit_reached' })),
    });
    const error: unknown = await client.messages.create(translationBody() as never).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RateLimitError);
    expect(error instanceof RateLimitError ? error.errorCode : null).toBe('enforced_spend_limit_reached');
  });

  it('starts every answer with a thinking block when the model always thinks', async () => {
    const thinker = await startAnthropicSimulator({ thinking: true });
    try {
      const thinkingClient = new Anthropic({ apiKey: ANTHROPIC_TEST_KEY, baseURL: thinker.url, maxRetries: 0 });
      const message = await thinkingClient.messages.create({
        model: 'claude-opus-5-5',
        max_tokens: 2048,
        messages: [{ role: 'user', content: PROMPT }],
        ...FORCED_TOOL,
      });

      const [thinking, toolUse] = message.content;
      expect(thinking?.type).toBe('thinking');
      expect(toolUse?.type === 'tool_use' ? toolUse.input : null).toEqual({ translations: EXPECTED });
      const thinkingTokens = fakeTokens(thinking?.type === 'thinking' ? thinking.thinking : '');
      expect(message.usage.output_tokens).toBe(thinkingTokens + fakeTokens(JSON.stringify({ translations: EXPECTED })));
      expect(message.usage.output_tokens_details?.thinking_tokens).toBe(thinkingTokens);
    } finally {
      await thinker.close();
    }
  });
});

describe('Anthropic simulator request validation', () => {
  it('requires x-api-key, a known key and anthropic-version', async () => {
    const missingKey = await expectError(await postMessages(translationBody(), { key: null }), 401, 'authentication_error');
    expect(missingKey.error.message).toBe('x-api-key header is required');
    const wrongKey = await expectError(await postMessages(translationBody(), { key: 'nope' }), 401, 'authentication_error');
    expect(wrongKey.error.message).toBe('invalid x-api-key');
    const noVersion = await expectError(await postMessages(translationBody(), { version: null }), 400, 'invalid_request_error');
    expect(noVersion.error.message).toBe('anthropic-version: header is required');
  });

  it('takes the key from Authorization: Bearer too, and refuses unknown API versions', async () => {
    expect((await postMessages(translationBody(), { key: null, bearer: ANTHROPIC_TEST_KEY })).status).toBe(200);
    await expectError(await postMessages(translationBody(), { key: null, bearer: 'nope' }), 401, 'authentication_error');
    const unknownVersion = await expectError(await postMessages(translationBody(), { version: '2024-01-01' }), 400, 'invalid_request_error');
    expect(unknownVersion.error.message).toContain('anthropic-version');
  });

  it('accepts any key listed in validKeys', async () => {
    const custom = await startAnthropicSimulator({ validKeys: ['key-a', 'key-b'] });
    try {
      const answer = await fetch(`${custom.url}/v1/models`, { headers: { 'x-api-key': 'key-b', 'anthropic-version': ANTHROPIC_VERSION } });
      expect(answer.status).toBe(200);
      const refused = await fetch(`${custom.url}/v1/models`, {
        headers: { 'x-api-key': ANTHROPIC_TEST_KEY, 'anthropic-version': ANTHROPIC_VERSION },
      });
      expect(refused.status).toBe(401);
    } finally {
      await custom.close();
    }
  });

  it('refuses a request without max_tokens', async () => {
    const { max_tokens: _omitted, ...withoutMaxTokens } = translationBody();
    const body = await expectError(await postMessages(withoutMaxTokens), 400, 'invalid_request_error');
    expect(body.error.message).toBe('max_tokens: Field required');
  });

  it('refuses max_tokens above the model ceiling, unknown models and a system role message', async () => {
    const tooMany = await expectError(await postMessages(translationBody({ max_tokens: 500_000 })), 400, 'invalid_request_error');
    expect(tooMany.error.message).toContain('maximum allowed number of output tokens');
    const unknown = await expectError(await postMessages(translationBody({ model: 'gpt-5.5' })), 404, 'not_found_error');
    expect(unknown.error.message).toBe('model: gpt-5.5');
    const systemRole = translationBody({ messages: [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: PROMPT }] });
    const roleError = await expectError(await postMessages(systemRole), 400, 'invalid_request_error');
    expect(roleError.error.message).toContain('top-level `system` parameter');
  });

  it('accepts a dated model id by its alias', async () => {
    const response = await postMessages(translationBody({ model: 'claude-haiku-4-5' }));
    expect(response.status).toBe(200);
  });

  it('refuses sampling parameters on models newer than Opus 4.6 only', async () => {
    const newer = await expectError(
      await postMessages(translationBody({ model: 'claude-opus-4-7', temperature: 0.2 })),
      400,
      'invalid_request_error',
    );
    expect(newer.error.message).toBe('`temperature` is deprecated for this model.');
    expect((await postMessages(translationBody({ model: 'claude-opus-4-7', temperature: 1 }))).status).toBe(200);
    expect((await postMessages(translationBody({ model: 'claude-opus-4-6', temperature: 0.2 }))).status).toBe(200);
  });

  it('refuses every sampling parameter under API version 2026-10-21, even at its default', async () => {
    const body = await expectError(
      await postMessages(translationBody({ model: 'claude-opus-4-6', temperature: 1 }), { version: ANTHROPIC_SDK_VERSION }),
      400,
      'invalid_request_error',
    );
    expect(body.error.message).toBe('`temperature` is not supported in API version 2026-10-21.');
    expect((await postMessages(translationBody(), { version: ANTHROPIC_SDK_VERSION })).status).toBe(200);
  });

  it('refuses a tool_use that the next message does not answer with a tool_result', async () => {
    const messages = [
      { role: 'user', content: PROMPT },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: TRANSLATIONS_TOOL.name, input: {} }] },
      { role: 'user', content: 'Try again.' },
    ];
    const body = await expectError(await postMessages(translationBody({ messages, ...FORCED_TOOL })), 400, 'invalid_request_error');
    expect(body.error.message).toContain('`tool_use` ids were found without `tool_result` blocks immediately after: toolu_1');
  });

  it('refuses thinking together with a forced tool', async () => {
    const body = await expectError(
      await postMessages(translationBody({ thinking: { type: 'enabled', budget_tokens: 1024 }, max_tokens: 4096, ...FORCED_TOOL })),
      400,
      'invalid_request_error',
    );
    expect(body.error.message).toBe('Thinking may not be enabled when tool_choice forces tool use.');
  });

  it('stops with max_tokens and a cut-off text when the answer does not fit', async () => {
    const response = await postMessages(translationBody({ max_tokens: 5 }));
    const message = (await response.json()) as MessageBody;

    expect(message.stop_reason).toBe('max_tokens');
    expect(textOf(message)).toHaveLength(20);
    expect(() => JSON.parse(textOf(message))).toThrow();
    expect(message.usage.output_tokens).toBe(5);
  });

  it('answers a corrective turn from the translation job given earlier in the conversation', async () => {
    const messages = [
      { role: 'user', content: PROMPT },
      { role: 'assistant', content: '{"translations": [' },
      { role: 'user', content: 'The answer was not valid JSON. Answer again with only the JSON object.' },
    ];
    const message = (await (await postMessages(translationBody({ messages }))).json()) as MessageBody;

    expect(JSON.parse(textOf(message))).toEqual({ translations: EXPECTED });
    expect(message.usage.input_tokens).toBe(fakeTokens([SYSTEM_PROMPT, ...messages.map((turn) => turn.content)].join('\n')));
  });
});

describe('Anthropic simulator scripted faults', () => {
  it('renders Anthropic error bodies for status faults, with retry-after only when given', async () => {
    const cases: [number, string][] = [
      [429, 'rate_limit_error'],
      [529, 'overloaded_error'],
      [500, 'api_error'],
      [400, 'invalid_request_error'],
      [413, 'request_too_large'],
      [401, 'authentication_error'],
      [503, 'api_error'],
    ];
    for (const [status] of cases) sim.fail({ kind: 'status', status, ...(status === 429 ? { retryAfter: '7' } : {}) });
    for (const [status, type] of cases) {
      const response = await postMessages(translationBody());
      await expectError(response, status, type);
      expect(response.headers.get('retry-after')).toBe(status === 429 ? '7' : null);
    }
    expect((await postMessages(translationBody())).status).toBe(200);
  });

  it('hangs until the client gives up', async () => {
    sim.fail({ kind: 'hang' });
    await expect(postMessages(translationBody(), { signal: AbortSignal.timeout(200) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(sim.requests).toHaveLength(1);
  });

  it('resets the connection without an answer', async () => {
    sim.fail({ kind: 'reset' });
    await expect(postMessages(translationBody())).rejects.toThrow(TypeError);
  });

  it('answers 200 with a body that is not JSON', async () => {
    sim.fail({ kind: 'garbage' });
    const response = await postMessages(translationBody());
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('answers one translation too few, or one too many', async () => {
    sim.fail({ kind: 'wrong-length' }, { kind: 'wrong-length', extra: true });
    const fewer = (await (await postMessages(translationBody(FORCED_TOOL))).json()) as MessageBody;
    expect(fewer.content[0]?.input).toEqual({ translations: EXPECTED.slice(0, 1) });
    const more = (await (await postMessages(translationBody(JSON_OUTPUT))).json()) as MessageBody;
    expect((JSON.parse(textOf(more)) as { translations: string[] }).translations).toHaveLength(EXPECTED.length + 1);
  });

  it('breaks the JSON contract in text answers and in tool input', async () => {
    sim.fail({ kind: 'bad-content' }, { kind: 'bad-content' });
    const text = (await (await postMessages(translationBody(JSON_OUTPUT))).json()) as MessageBody;
    expect(text.stop_reason).toBe('end_turn');
    expect(() => JSON.parse(textOf(text))).toThrow(SyntaxError);
    expect(text.usage.output_tokens).toBe(fakeTokens(textOf(text)));

    const tool = (await (await postMessages(translationBody(FORCED_TOOL))).json()) as MessageBody;
    const input = tool.content[0]?.input as { translations: unknown };
    expect(typeof input.translations).toBe('string');
    expect(() => JSON.parse(input.translations as string)).toThrow(SyntaxError);
  });

  it('serves faults in order, then answers normally', async () => {
    sim.fail({ kind: 'status', status: 500 }, { kind: 'bad-content' });
    expect((await postMessages(translationBody())).status).toBe(500);
    const broken = textOf((await (await postMessages(translationBody())).json()) as MessageBody);
    expect(() => JSON.parse(broken)).toThrow(SyntaxError);
    const healthy = textOf((await (await postMessages(translationBody())).json()) as MessageBody);
    expect(JSON.parse(healthy)).toEqual({ translations: EXPECTED });
    expect(sim.requests).toHaveLength(3);
  });
});
