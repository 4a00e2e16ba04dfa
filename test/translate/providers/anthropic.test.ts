import { describe, expect, it } from 'vitest';
import {
  ANTHROPIC_API_VERSION,
  AnthropicProvider,
  maxTokensFor,
  toAnthropicMessages,
  TRANSLATIONS_TOOL_NAME,
} from '../../../src/translate/providers/anthropic/anthropic-provider.js';
import { buildSystemPrompt, TRANSLATIONS_SCHEMA } from '../../../src/translate/providers/llm-base.js';
import { LIVE_MODEL_LIMIT, listModels } from '../../../src/translate/providers/provider-service.js';
import { failureOf, flagsOf } from './support.js';
import { describeVendorServerSuite, describeVendorSuite, useVendorFixture, type VendorCase } from './vendor-suite.js';
import { ANTHROPIC_MODELS, ANTHROPIC_TEST_KEY, anthropicErrorBody, startAnthropicSimulator } from '../../upstreams/anthropic.js';
import { fakeTokens, fakeTranslate, type RecordedRequest, type Simulator } from '../../upstreams/simulator.js';

const KEY = ANTHROPIC_TEST_KEY;
const WRONG_KEY = 'sk-ant-api03-wrong-key-that-must-never-show-0123456789';
const DEFAULT_MODEL = 'claude-opus-5-5';

interface Block {
  type: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
}

interface MessagesBody {
  model: string;
  max_tokens: number;
  system: string;
  messages: { role: string; content: string | Block[] }[];
  tools?: unknown;
  tool_choice?: unknown;
  [parameter: string]: unknown;
}

const ANTHROPIC: VendorCase<Simulator, AnthropicProvider> = {
  id: 'llm_2',
  label: 'Anthropic',
  key: KEY,
  wrongKey: WRONG_KEY,
  start: startAnthropicSimulator,
  create: (context, options) => new AnthropicProvider(context, options),
  limits: [12, 24_000],
  features: ['html', 'tone', 'glossary'],
  texts: ['Oak chair', 'Blue lamp'],
  targetLocale: 'de-DE',
  translated: ['[de-DE] Oak chair', '[de-DE] Blue lamp'],
  retryAfterStatus: 529,
  liveListingFailure: 529,
  languageModel: {
    systemOf: (recorded) => messagesBody(recorded).system,
    userOf: (recorded) => JSON.parse(messagesBody(recorded).messages[0]?.content as string) as Record<string, unknown>,
    modelOf: (recorded) => messagesBody(recorded).model,
    promptTokensOf: (recorded) => promptTokensOf(recorded),
    pricedModel: { setting: 'claude-sonnet-5-5', id: 'claude-sonnet-5-5' },
    unpricedModel: 'claude-sonnet-4-6',
  },
  checkLiveModelIds: (ids) => expect(ids).toHaveLength(ANTHROPIC_MODELS.length),
};

const fx = useVendorFixture(ANTHROPIC);
const { provider, request } = fx;

describeVendorSuite(ANTHROPIC, fx);

function messagesBody(recorded: RecordedRequest | undefined): MessagesBody {
  return recorded?.json as MessagesBody;
}

/** The text pieces the simulated model reads in a message: strings, text blocks and tool results. */
function textsOf(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return (content as Block[]).flatMap((block) => {
    if (block.type === 'text' && typeof block.text === 'string') return [block.text];
    if (block.type === 'tool_result') return textsOf(block.content);
    return [];
  });
}

/** The simulator's deterministic usage: four characters a token over the system prompt and every message text. */
function promptTokensOf(recorded: RecordedRequest | undefined): number {
  const body = messagesBody(recorded);
  return fakeTokens([body.system, ...body.messages.flatMap((message) => textsOf(message.content))].join('\n'));
}

function translationsInput(texts: string[], target: string, format: 'html' | 'text'): { translations: string[] } {
  return { translations: texts.map((text) => fakeTranslate(text, target, format)) };
}

/** A scripted 200 answer in the Messages API's shape. */
function message(content: unknown[], stopReason: string): string {
  return JSON.stringify({
    id: 'msg_scripted',
    type: 'message',
    role: 'assistant',
    model: DEFAULT_MODEL,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 120, output_tokens: 30 },
  });
}

describe('Anthropic provider (llm_2) against the simulator', () => {
  it('offers its curated models with pricing, each one the vendor serves', () => {
    const anthropic = provider();
    expect(anthropic.getModels()).toEqual([
      { id: 'claude-opus-5-5', name: 'Claude Opus 5.5', tier: 'quality', pricing: { input: 4, output: 20, currency: 'USD' }, source: 'curated' },
      { id: 'claude-sonnet-5-5', name: 'Claude Sonnet 5.5', tier: 'balanced', pricing: { input: 2, output: 10, currency: 'USD' }, source: 'curated' },
      { id: 'claude-haiku-5-5', name: 'Claude Haiku 5.5', tier: 'budget', pricing: { input: 0.1, output: 0.5, currency: 'USD' }, source: 'curated' },
    ]);
    // Every curated id is one the vendor lists.
    const listed = new Set(ANTHROPIC_MODELS.map((model) => model.id));
    expect(anthropic.getModels().every((model) => listed.has(model.id))).toBe(true);
    // Advisory: 4,000 characters = 1,000 tokens each way at Opus 5.5's $4 / $20 per million.
    expect(anthropic.estimate(4_000).toJSON()).toEqual({ amount: 0.024, currency: 'USD' });
  });

  it('translates text through the Messages API with a forced tool call, and no sampling parameters', async () => {
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
    expect(result.characters).toBe('Oak chair'.length + 'Blue lamp'.length);
    expect(fx.sim.requests).toHaveLength(1);
    const sent = fx.sim.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/messages');
    expect(sent?.headers['x-api-key']).toBe(KEY);
    expect(sent?.headers['anthropic-version']).toBe('2023-06-01');
    expect(ANTHROPIC_API_VERSION).toBe('2023-06-01');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.headers['content-type']).toBe('application/json');

    const body = messagesBody(sent);
    expect(body.model).toBe(DEFAULT_MODEL);
    expect(body.system).toBe(buildSystemPrompt(request()));
    expect(body.tools).toEqual([{ name: TRANSLATIONS_TOOL_NAME, description: expect.any(String), input_schema: TRANSLATIONS_SCHEMA }]);
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'submit_translations' });
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]?.role).toBe('user');
    expect(JSON.parse(body.messages[0]?.content as string)).toEqual({ sourceLocale: 'en-GB', targetLocale: 'de-DE', format: 'text', texts: ['Oak chair', 'Blue lamp'] });
    // max_tokens is mandatory: sized from the input, within Opus 5.5's 128,000 ceiling.
    expect(Number.isInteger(body.max_tokens)).toBe(true);
    expect(body.max_tokens).toBe(maxTokensFor(DEFAULT_MODEL, Buffer.byteLength(body.messages[0]?.content as string)));
    for (const parameter of ['temperature', 'top_p', 'top_k', 'thinking', 'output_config', 'stream']) {
      expect(body[parameter], parameter).toBeUndefined();
    }
  });

  it('asks for another model when the configured one is unknown', async () => {
    fx.settings.llm_2Model = 'claude-nonexistent-9';
    const error = await failureOf(provider().translate(request()));
    expect(fx.sim.requests).toHaveLength(1);
    expect(error.message).toBe('Anthropic does not offer the configured model to this key (HTTP 404). Choose another model in the provider settings.');
    expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
  });

  it('treats a reached monthly spend limit (429 without Retry-After) as a quota failure: one attempt, global', async () => {
    fx.sim.fail({
      kind: 'status',
      status: 429,
      body: JSON.stringify(
        anthropicErrorBody(429, 'req_spend', { message: 'You have reached your specified API usage limits.', errorCode: 'enforced_spend_limit_reached' }),
      ),
    });
    const error = await failureOf(provider().translate(request()));
    expect(fx.sim.requests).toHaveLength(1);
    expect(fx.waits).toEqual([]);
    expect(error.message).toBe(
      'The Anthropic organisation has reached its monthly spend limit (HTTP 429). Raise the limit in the Anthropic console or wait for the next month.',
    );
    expect(error.code).toBe(429);
    expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
  });

  it('corrects a wrong-length answer with a tool_result turn and counts the tokens of both calls', async () => {
    fx.settings.llm_2Model = 'claude-haiku-5-5';
    fx.sim.fail({ kind: 'wrong-length' });
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
    expect(fx.sim.requests).toHaveLength(2);

    // The corrective turn answers the model's tool call, as the API requires.
    const retry = messagesBody(fx.sim.requests[1]);
    const firstInput = { translations: ['[de-DE] Oak chair'] };
    expect(retry.messages.map((turn) => turn.role)).toEqual(['user', 'assistant', 'user']);
    const [toolUse] = retry.messages[1]?.content as Block[];
    expect(toolUse).toEqual({ type: 'tool_use', id: expect.stringMatching(/^toolu_[A-Za-z0-9_]+$/), name: 'submit_translations', input: firstInput });
    expect(retry.messages[2]?.content).toEqual([
      {
        type: 'tool_result',
        tool_use_id: toolUse?.id,
        is_error: true,
        content: 'The answer held 1 translations for 2 texts. Answer again with only the JSON object {"translations": [...]} holding exactly 2 strings.',
      },
    ]);
    expect(retry.tool_choice).toEqual({ type: 'tool', name: 'submit_translations' });

    const inputTokens = promptTokensOf(fx.sim.requests[0]) + promptTokensOf(fx.sim.requests[1]);
    const outputTokens = fakeTokens(JSON.stringify(firstInput)) + fakeTokens(JSON.stringify(translationsInput(['Oak chair', 'Blue lamp'], 'de-DE', 'text')));
    expect([result.inputTokens, result.outputTokens]).toEqual([inputTokens, outputTokens]);
    expect(result.cost.amount).toBeCloseTo((inputTokens * 0.1 + outputTokens * 0.5) / 1_000_000, 12);
  });

  it('asks again after a broken answer in a corrective conversation the API accepts', async () => {
    fx.sim.fail({ kind: 'bad-content' }, { kind: 'bad-content' });
    const error = await failureOf(provider().translate(request()));
    expect(error.message).toBe('Anthropic returned an answer that does not match the expected format.');
    // The API accepted the corrective conversation: the second call was answered, not refused.
    expect(messagesBody(fx.sim.requests[1]).messages.map((turn) => turn.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('skips the thinking block a model that always thinks puts first, and bills the thoughts', async () => {
    const thinker = await startAnthropicSimulator({ thinking: true });
    try {
      const result = await provider(2_000, thinker.url).translate(request());
      expect(result.texts).toEqual(['[de-DE] Oak chair', '[de-DE] Blue lamp']);
      const answerTokens = fakeTokens(JSON.stringify(translationsInput(['Oak chair', 'Blue lamp'], 'de-DE', 'text')));
      expect(result.outputTokens).toBeGreaterThan(answerTokens);
      expect(result.inputTokens).toBe(promptTokensOf(thinker.requests[0]));
    } finally {
      await thinker.close();
    }
  });

  it('reads the tool call after a thinking block and ignores any text beside it', async () => {
    fx.sim.fail({
      kind: 'status',
      status: 200,
      body: message(
        [
          { type: 'thinking', thinking: 'Two short product names.', signature: 'c2ln' },
          { type: 'text', text: 'Here you go.' },
          { type: 'tool_use', id: 'toolu_scripted', name: 'submit_translations', input: { translations: ['Eichenstuhl', 'Blaue Lampe'] } },
        ],
        'tool_use',
      ),
    });
    const result = await provider().translate(request());
    expect(result.texts).toEqual(['Eichenstuhl', 'Blaue Lampe']);
    expect([result.inputTokens, result.outputTokens]).toEqual([120, 30]);
  });

  it('turns a refusal, a cut-off answer and an exceeded context window into clear, bisectable failures', async () => {
    const cases: [string, string][] = [
      ['refusal', 'Anthropic declined to translate these texts.'],
      ['max_tokens', "The Anthropic answer was cut off at the model's output limit."],
      ['model_context_window_exceeded', 'The texts were too long for the Anthropic model.'],
    ];
    for (const [stopReason, text] of cases) {
      fx.sim.reset();
      fx.sim.fail({ kind: 'status', status: 200, body: message([{ type: 'tool_use', id: 'toolu_scripted', name: 'submit_translations', input: {} }], stopReason) });
      const error = await failureOf(provider().translate(request()));
      expect(error.message, stopReason).toBe(text);
      expect(flagsOf(error), stopReason).toEqual({ retryable: false, globalFailure: false, bisectable: true });
      expect(fx.sim.requests).toHaveLength(1);
    }
  });

  it('sizes max_tokens from the input within each model ceiling', () => {
    expect(maxTokensFor('claude-opus-5-5', 30)).toBe(2_048 + 20);
    // A full chunk (24,000 bytes) stays within every curated ceiling.
    expect(maxTokensFor('claude-haiku-5-5', 24_000)).toBe(2_048 + 16_000);
    expect(maxTokensFor('claude-haiku-5-5', 10_000_000)).toBe(64_000);
    expect(maxTokensFor('claude-opus-5-5', 10_000_000)).toBe(128_000);
    expect(maxTokensFor('claude-sonnet-4-6', 10_000_000)).toBe(32_000);
    expect(maxTokensFor('claude-3-haiku-20240307', 24_000)).toBe(4_096);
  });

  it('builds a corrective conversation the API accepts, also after a text answer', () => {
    const problem = 'The answer was not valid JSON. Answer again.';
    expect(
      toAnthropicMessages([
        { role: 'user', content: '{"texts":["a"]}' },
        { role: 'assistant', content: 'Sorry, here: a' },
        { role: 'user', content: problem },
      ]),
    ).toEqual([
      { role: 'user', content: '{"texts":["a"]}' },
      { role: 'assistant', content: 'Sorry, here: a' },
      { role: 'user', content: problem },
    ]);
    // An empty answer still stands for the forced call, so the text of the complaint is a tool result.
    const [, assistant, user] = toAnthropicMessages([
      { role: 'user', content: '{"texts":["a"]}' },
      { role: 'assistant', content: '' },
      { role: 'user', content: problem },
    ]);
    expect(assistant?.content).toEqual([{ type: 'tool_use', id: 'toolu_ext_translate_1', name: 'submit_translations', input: {} }]);
    expect(user?.content).toEqual([{ type: 'tool_result', tool_use_id: 'toolu_ext_translate_1', content: problem, is_error: true }]);
  });

  it('lists live models with display names across pages, and merges them with the curated list (curated first, at most 30)', async () => {
    // The first page is scripted to end early, so the provider must follow after_id to the rest.
    const firstPage = ANTHROPIC_MODELS.slice(0, 2).map((model) => ({
      type: 'model',
      id: model.id,
      display_name: model.displayName,
      created_at: model.createdAt,
    }));
    fx.sim.fail({ kind: 'status', status: 200, body: JSON.stringify({ data: firstPage, has_more: true, first_id: firstPage[0]?.id, last_id: firstPage[1]?.id }) });
    const anthropic = provider();
    const live = await anthropic.fetchLiveModels(null);
    expect(fx.sim.requests).toHaveLength(2);
    expect(fx.sim.requests.map((recorded) => recorded.path)).toEqual(['/v1/models', '/v1/models']);
    expect(fx.sim.requests[0]?.query.get('after_id')).toBeNull();
    expect(fx.sim.requests[1]?.query.get('after_id')).toBe(ANTHROPIC_MODELS[1]?.id);
    expect(fx.sim.requests[1]?.headers['x-api-key']).toBe(KEY);
    expect(fx.sim.requests[1]?.headers['anthropic-version']).toBe('2023-06-01');
    expect(live.map((model) => model.id)).toEqual(ANTHROPIC_MODELS.map((model) => model.id));
    expect(live[0]).toEqual({ id: 'claude-opus-5-5', name: 'Claude Opus 5.5', tier: null, pricing: null, source: 'live' });
    expect(live.every((model) => model.source === 'live')).toBe(true);

    fx.sim.reset();
    const listed = await listModels(anthropic, null);
    expect(listed.source).toBe('live');
    expect(listed.models.length).toBeLessThanOrEqual(LIVE_MODEL_LIMIT);
    expect(listed.models.slice(0, 3)).toEqual(anthropic.getModels().map((model) => ({ ...model, source: 'live' })));
    const rest = listed.models.slice(3).map((model) => model.id);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(rest).toContain('claude-haiku-4-5-20251001');
    expect(listed.models.find((model) => model.id === 'claude-sonnet-4-6')?.name).toBe('Claude Sonnet 4.6');
  });

  it('validates credentials with GET /v1/models?limit=1 and never echoes a key', async () => {
    const anthropic = provider();
    expect(await anthropic.validateCredentials(null)).toEqual({ valid: true, message: 'The Anthropic key works.', quota: null });
    expect(fx.sim.requests[0]?.path).toBe('/v1/models');
    expect(fx.sim.requests[0]?.query.get('limit')).toBe('1');

    const invalid = await anthropic.validateCredentials(WRONG_KEY);
    expect(invalid).toEqual({ valid: false, message: 'Anthropic rejected the API key (HTTP 401). Check the key in the provider settings.', quota: null });
    expect(fx.sim.requests[1]?.headers['x-api-key']).toBe(WRONG_KEY);
  });
});

describeVendorServerSuite(ANTHROPIC, fx);
