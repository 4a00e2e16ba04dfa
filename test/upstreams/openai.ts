import { randomBytes } from 'node:crypto';
import {
  applyWrongLength,
  fakeTokens,
  fakeTranslate,
  startSimulator,
  type ContentFault,
  type Fault,
  type RecordedRequest,
  type Simulator,
  type VendorReply,
} from './simulator.js';

/**
 * A local OpenAI API (Chat Completions and the model list) speaking the wire format OpenAI
 * documents (2026). Its "model" is deterministic: a translation
 * request (the LLM providers' shared instructions) is answered with `fakeTranslate` output, anything else with a short
 * chat reply. The deterministic model is exported because Mistral's chat API carries the same
 * messages and the Mistral simulator answers through it too.
 */

export const OPENAI_TEST_KEY = 'openai-test-key';

export interface OpenAiSimulatorOptions {
  /** Keys accepted as `Authorization: Bearer <key>` (default: `openai-test-key`). */
  validKeys?: string[];
}

// ------------------------------------------------------------------ the deterministic model

/** A chat message as both OpenAI and Mistral carry it: content is a string or an array of parts. */
export interface ChatMessage {
  role?: unknown;
  content?: unknown;
}

export interface ModelOutput {
  content: string;
  finishReason: 'stop' | 'length';
  promptTokens: number;
  completionTokens: number;
}

/** The answer to anything that is not a translation request. */
export const PLAIN_CHAT_REPLY = 'Hello! How can I help you today?';

interface TranslationRequest {
  targetLocale: string;
  format: 'html' | 'text';
  texts: string[];
}

/** The text of a message: a string as is, text parts joined (image or audio parts carry no text). */
export function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => {
      const text = (part as { text?: unknown } | null)?.text;
      return typeof text === 'string' ? text : '';
    })
    .join('');
}

function parseTranslationRequest(text: string): TranslationRequest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { targetLocale, format, texts } = parsed as Record<string, unknown>;
  if (typeof targetLocale !== 'string' || !Array.isArray(texts) || texts.some((item) => typeof item !== 'string')) return null;
  return { targetLocale, format: format === 'html' ? 'html' : 'text', texts: texts as string[] };
}

/**
 * The newest user message holding a translation request. Searching back past later user turns lets
 * the providers' corrective retry ("Answer again with only the JSON object ...") get the translations
 * again, the way a real model that heeds the correction would.
 */
function latestTranslationRequest(messages: ChatMessage[]): TranslationRequest | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.role !== 'user') continue;
    const request = parseTranslationRequest(messageText(message.content));
    if (request !== null) return request;
  }
  return null;
}

/**
 * Answers a conversation deterministically. `jsonOutput` says the caller asked for JSON (JSON mode or
 * structured output); a plain reply is then wrapped in an object, because those modes always yield
 * JSON. `maxTokens` cuts the output like the vendors do (`finish_reason: 'length'`).
 */
export function simulateChatModel(
  messages: ChatMessage[],
  fault: ContentFault,
  options: { jsonOutput: boolean; maxTokens?: number | undefined },
): ModelOutput {
  const request = latestTranslationRequest(messages);
  let content: string;
  if (request === null) {
    content = fault.badContent ? `Sure! ${PLAIN_CHAT_REPLY}` : options.jsonOutput ? JSON.stringify({ reply: PLAIN_CHAT_REPLY }) : PLAIN_CHAT_REPLY;
  } else {
    const translated = request.texts.map((text) => fakeTranslate(text, request.targetLocale, request.format));
    const translations = applyWrongLength(translated, fault, `[${request.targetLocale}] (an extra translation)`);
    content = fault.badContent
      ? `Sure! Here are the translations: ${translations.join(' | ')}`
      : JSON.stringify({ translations });
  }
  const promptTokens = fakeTokens(messages.map((message) => messageText(message.content)).join('\n'));
  let completionTokens = fakeTokens(content);
  let finishReason: ModelOutput['finishReason'] = 'stop';
  if (options.maxTokens !== undefined && completionTokens > options.maxTokens) {
    // fakeTokens counts four characters a token, so the cut keeps the usage consistent with the text.
    content = content.slice(0, Math.max(0, options.maxTokens) * 4);
    completionTokens = options.maxTokens;
    finishReason = 'length';
  }
  return { content, finishReason, promptTokens, completionTokens };
}

// ------------------------------------------------------------------ models

interface OpenAiModel {
  id: string;
  created: number;
  owned_by: string;
  /** Served by /v1/chat/completions (embeddings, audio and image models are not). */
  chat: boolean;
  /** GPT-5 family and o-series: only the default temperature, no `max_tokens`. */
  reasoning: boolean;
  /** The dated snapshot an alias resolves to; chat answers name it in `model`, as the live API does. */
  snapshot?: string;
}

/**
 * A live list mixes chat models with embedding, audio and image models, aliases with dated snapshots.
 * Ids are OpenAI's published model ids and price list (2026); `created` values are realistic Unix times, not
 * guaranteed to match OpenAI's.
 */
export const OPENAI_MODELS: readonly OpenAiModel[] = [
  { id: 'gpt-5.5', created: 1_777_000_000, owned_by: 'system', chat: true, reasoning: true },
  { id: 'gpt-5.4', created: 1_772_000_000, owned_by: 'system', chat: true, reasoning: true },
  { id: 'gpt-5.4-mini', created: 1_772_000_100, owned_by: 'system', chat: true, reasoning: true },
  { id: 'gpt-5.4-nano', created: 1_772_000_200, owned_by: 'system', chat: true, reasoning: true },
  { id: 'gpt-5', created: 1_754_425_777, owned_by: 'system', chat: true, reasoning: true, snapshot: 'gpt-5-2025-08-07' },
  { id: 'gpt-5-2025-08-07', created: 1_754_425_867, owned_by: 'system', chat: true, reasoning: true },
  { id: 'gpt-5-mini', created: 1_754_425_928, owned_by: 'system', chat: true, reasoning: true, snapshot: 'gpt-5-mini-2025-08-07' },
  { id: 'gpt-5-mini-2025-08-07', created: 1_754_425_867, owned_by: 'system', chat: true, reasoning: true },
  { id: 'gpt-5-nano', created: 1_754_426_384, owned_by: 'system', chat: true, reasoning: true, snapshot: 'gpt-5-nano-2025-08-07' },
  { id: 'gpt-5-nano-2025-08-07', created: 1_754_426_303, owned_by: 'system', chat: true, reasoning: true },
  { id: 'gpt-4.1', created: 1_744_316_542, owned_by: 'system', chat: true, reasoning: false, snapshot: 'gpt-4.1-2025-04-14' },
  { id: 'gpt-4.1-2025-04-14', created: 1_744_315_746, owned_by: 'system', chat: true, reasoning: false },
  { id: 'gpt-4.1-mini', created: 1_744_318_173, owned_by: 'system', chat: true, reasoning: false, snapshot: 'gpt-4.1-mini-2025-04-14' },
  { id: 'gpt-4.1-mini-2025-04-14', created: 1_744_317_547, owned_by: 'system', chat: true, reasoning: false },
  { id: 'gpt-4.1-nano', created: 1_744_321_707, owned_by: 'system', chat: true, reasoning: false, snapshot: 'gpt-4.1-nano-2025-04-14' },
  { id: 'gpt-4o', created: 1_715_367_049, owned_by: 'system', chat: true, reasoning: false, snapshot: 'gpt-4o-2024-08-06' },
  { id: 'gpt-4o-2024-08-06', created: 1_722_814_719, owned_by: 'system', chat: true, reasoning: false },
  { id: 'gpt-4o-mini', created: 1_721_172_741, owned_by: 'system', chat: true, reasoning: false, snapshot: 'gpt-4o-mini-2024-07-18' },
  { id: 'gpt-4o-mini-2024-07-18', created: 1_721_172_717, owned_by: 'system', chat: true, reasoning: false },
  { id: 'gpt-3.5-turbo', created: 1_677_610_602, owned_by: 'openai', chat: true, reasoning: false },
  { id: 'o1', created: 1_734_375_816, owned_by: 'system', chat: true, reasoning: true },
  { id: 'o3', created: 1_744_225_308, owned_by: 'system', chat: true, reasoning: true },
  { id: 'o3-mini', created: 1_737_146_383, owned_by: 'system', chat: true, reasoning: true },
  { id: 'o4-mini', created: 1_744_225_351, owned_by: 'system', chat: true, reasoning: true },
  { id: 'text-embedding-3-small', created: 1_705_948_997, owned_by: 'system', chat: false, reasoning: false },
  { id: 'text-embedding-3-large', created: 1_705_953_180, owned_by: 'system', chat: false, reasoning: false },
  { id: 'text-embedding-ada-002', created: 1_671_217_299, owned_by: 'openai-internal', chat: false, reasoning: false },
  { id: 'whisper-1', created: 1_677_532_384, owned_by: 'openai-internal', chat: false, reasoning: false },
  { id: 'tts-1', created: 1_681_940_951, owned_by: 'openai-internal', chat: false, reasoning: false },
  { id: 'tts-1-hd', created: 1_699_046_015, owned_by: 'system', chat: false, reasoning: false },
  { id: 'gpt-image-1', created: 1_745_517_030, owned_by: 'system', chat: false, reasoning: false },
  { id: 'dall-e-3', created: 1_698_785_189, owned_by: 'system', chat: false, reasoning: false },
  { id: 'dall-e-2', created: 1_698_798_177, owned_by: 'system', chat: false, reasoning: false },
  { id: 'omni-moderation-latest', created: 1_731_689_265, owned_by: 'system', chat: false, reasoning: false },
];

function modelObject(model: OpenAiModel) {
  return { id: model.id, object: 'model', created: model.created, owned_by: model.owned_by, shutdown_date: null };
}

// ------------------------------------------------------------------ errors

export interface OpenAiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

/** OpenAI's error body: all four keys are always present (as OpenAI documents its errors). */
export function openAiError(message: string, type: string, param: string | null = null, code: string | null = null): OpenAiErrorBody {
  return { error: { message, type, param, code } };
}

const RATE_LIMIT_MESSAGE =
  'Rate limit reached for requests in organization org-simulator on requests per min (RPM): Limit 500, Used 500, Requested 1. ' +
  'Please try again in 120ms. Visit https://platform.openai.com/account/rate-limits to learn more.';
const INSUFFICIENT_QUOTA_MESSAGE =
  'You exceeded your current quota, please check your plan and billing details. ' +
  'For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.';
const NO_KEY_MESSAGE =
  "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth " +
  '(i.e. Authorization: Bearer YOUR_KEY). You can obtain an API key from https://platform.openai.com/account/api-keys.';
const UNPARSABLE_BODY_MESSAGE =
  "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. " +
  'The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)';

/** The body a `status` fault renders when the test gives none. */
export function openAiErrorBody(status: number): OpenAiErrorBody {
  switch (status) {
    case 400:
      return openAiError('Invalid request.', 'invalid_request_error');
    case 401:
      return openAiError('Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.', 'invalid_request_error', null, 'invalid_api_key');
    case 403:
      return openAiError('Country, region, or territory not supported', 'request_forbidden', null, 'unsupported_country_region_territory');
    case 404:
      return openAiError('The model does not exist or you do not have access to it.', 'invalid_request_error', null, 'model_not_found');
    case 429:
      return openAiError(RATE_LIMIT_MESSAGE, 'requests', null, 'rate_limit_exceeded');
    case 503:
      return openAiError('The server is overloaded or not ready yet.', 'server_error', null, 'server_is_overloaded');
    default:
      if (status >= 500) return openAiError('The server had an error while processing your request. Sorry about that!', 'server_error');
      return openAiError(`Request failed with status ${status}.`, 'invalid_request_error');
  }
}

/**
 * The other 429: the account's credit is spent. It is not retryable and, as OpenAI documents it, carries no
 * Retry-After, so the fault sets none.
 */
export function openAiInsufficientQuotaFault(): Fault {
  return {
    kind: 'status',
    status: 429,
    body: JSON.stringify(openAiError(INSUFFICIENT_QUOTA_MESSAGE, 'insufficient_quota', null, 'insufficient_quota')),
  };
}

/** Shows only the ends of a rejected key, as OpenAI does, so a key never travels back whole. */
function maskKey(key: string): string {
  if (key.length <= 8) return '*'.repeat(key.length);
  return `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}`;
}

// ------------------------------------------------------------------ chat completions

function reply(status: number, body: unknown): VendorReply {
  return { status, body, headers: { 'x-request-id': `req_${randomBytes(16).toString('hex')}` } };
}

function badRequest(message: string, param: string | null = null, code: string | null = null): VendorReply {
  return reply(400, openAiError(message, 'invalid_request_error', param, code));
}

const SCHEMA_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

/** Python's tuple notation, which OpenAI's schema errors use for the path inside the schema. */
function schemaContext(path: string[]): string {
  if (path.length === 0) return '()';
  if (path.length === 1) return `('${path[0]}',)`;
  return `(${path.map((segment) => `'${segment}'`).join(', ')})`;
}

/**
 * Structured Outputs' strict-mode rules for objects: `additionalProperties: false` and every property
 * listed in `required`. Returns the first breach in OpenAI's wording, or null.
 */
function strictSchemaProblem(schema: unknown, path: string[]): string | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const node = schema as Record<string, unknown>;
  if (node.type === 'object') {
    if (node.additionalProperties !== false) {
      return `In context=${schemaContext(path)}, 'additionalProperties' is required to be supplied and to be false.`;
    }
    const properties = (typeof node.properties === 'object' && node.properties !== null ? node.properties : {}) as Record<string, unknown>;
    const required = Array.isArray(node.required) ? (node.required as unknown[]) : [];
    const missing = Object.keys(properties).find((key) => !required.includes(key));
    if (missing !== undefined) {
      return `In context=${schemaContext(path)}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    }
    for (const [key, property] of Object.entries(properties)) {
      const problem = strictSchemaProblem(property, [...path, 'properties', key]);
      if (problem !== null) return problem;
    }
  }
  const children: [string[], unknown][] = [[['items'], node.items]];
  if (Array.isArray(node.anyOf)) node.anyOf.forEach((branch, index) => children.push([['anyOf', String(index)], branch]));
  for (const definitions of ['$defs', 'definitions'] as const) {
    const entries = node[definitions];
    if (typeof entries === 'object' && entries !== null) {
      for (const [name, definition] of Object.entries(entries)) children.push([[definitions, name], definition]);
    }
  }
  for (const [segments, child] of children) {
    const problem = strictSchemaProblem(child, [...path, ...segments]);
    if (problem !== null) return problem;
  }
  return null;
}

/** Checks `response_format`; answers the 400 OpenAI sends, or null when the format is acceptable. */
function responseFormatProblem(format: unknown, messages: ChatMessage[]): VendorReply | null {
  if (format === undefined || format === null) return null;
  const { type, json_schema: jsonSchema } = format as { type?: unknown; json_schema?: unknown };
  if (type === 'text') return null;
  if (type === 'json_object') {
    const mentionsJson = messages.some((message) => /json/i.test(messageText(message.content)));
    if (mentionsJson) return null;
    return badRequest("'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.", 'messages');
  }
  if (type !== 'json_schema') {
    return badRequest(
      `Invalid value: '${String(type)}'. Supported values are: 'text', 'json_object', and 'json_schema'.`,
      'response_format.type',
      'invalid_value',
    );
  }
  if (typeof jsonSchema !== 'object' || jsonSchema === null) {
    return badRequest("Missing required parameter: 'response_format.json_schema'.", 'response_format.json_schema', 'missing_required_parameter');
  }
  const { name, schema, strict } = jsonSchema as { name?: unknown; schema?: unknown; strict?: unknown };
  if (typeof name !== 'string') {
    return badRequest("Missing required parameter: 'response_format.json_schema.name'.", 'response_format.json_schema.name', 'missing_required_parameter');
  }
  if (!SCHEMA_NAME_PATTERN.test(name)) {
    return badRequest(
      "Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
      'response_format.json_schema.name',
      'invalid_value',
    );
  }
  if (strict === true) {
    const rootType = (schema as { type?: unknown } | undefined)?.type;
    if (rootType !== 'object') {
      return badRequest(
        `Invalid schema for response_format '${name}': schema must be a JSON Schema of 'type: "object"', got 'type: "${String(rootType)}"'.`,
        'response_format',
      );
    }
    const problem = strictSchemaProblem(schema, []);
    if (problem !== null) return badRequest(`Invalid schema for response_format '${name}': ${problem}`, 'response_format');
  }
  return null;
}

function chatCompletion(request: RecordedRequest, fault: ContentFault): VendorReply {
  if (typeof request.json !== 'object' || request.json === null || Array.isArray(request.json)) {
    return badRequest(UNPARSABLE_BODY_MESSAGE);
  }
  const body = request.json as Record<string, unknown>;
  if (typeof body.model !== 'string' || body.model === '') return badRequest('you must provide a model parameter');
  if (body.messages === undefined) return badRequest("Missing required parameter: 'messages'.", 'messages', 'missing_required_parameter');
  if (!Array.isArray(body.messages)) return badRequest("Invalid type for 'messages': expected an array of objects.", 'messages', 'invalid_type');
  if (body.messages.length === 0) {
    return badRequest("Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", 'messages', 'empty_array');
  }
  // Streaming (server-sent events) is not simulated; the providers ask for whole answers.
  if (body.stream === true) return badRequest('The OpenAI simulator does not stream; send "stream": false.', 'stream');

  const model = OPENAI_MODELS.find((entry) => entry.id === body.model);
  if (model === undefined) {
    return reply(404, openAiError(`The model \`${body.model}\` does not exist or you do not have access to it.`, 'invalid_request_error', null, 'model_not_found'));
  }
  if (!model.chat) {
    return reply(
      404,
      openAiError('This is not a chat model and thus not supported in the v1/chat/completions endpoint. Did you mean to use v1/completions?', 'invalid_request_error', 'model'),
    );
  }
  if (model.reasoning && body.max_tokens !== undefined && body.max_tokens !== null) {
    return badRequest(
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      'max_tokens',
      'unsupported_parameter',
    );
  }
  if (model.reasoning && typeof body.temperature === 'number' && body.temperature !== 1) {
    return badRequest(
      `Unsupported value: 'temperature' does not support ${body.temperature} with this model. Only the default (1) value is supported.`,
      'temperature',
      'unsupported_value',
    );
  }
  const messages = body.messages as ChatMessage[];
  const formatProblem = responseFormatProblem(body.response_format, messages);
  if (formatProblem !== null) return formatProblem;

  const formatType = (body.response_format as { type?: unknown } | null | undefined)?.type;
  const limit = typeof body.max_completion_tokens === 'number' ? body.max_completion_tokens : typeof body.max_tokens === 'number' ? body.max_tokens : undefined;
  const output = simulateChatModel(messages, fault, { jsonOutput: formatType === 'json_object' || formatType === 'json_schema', maxTokens: limit });
  return reply(200, {
    id: `chatcmpl-${randomBytes(15).toString('base64url')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model.snapshot ?? model.id,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: output.content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: output.finishReason,
      },
    ],
    usage: {
      prompt_tokens: output.promptTokens,
      completion_tokens: output.completionTokens,
      total_tokens: output.promptTokens + output.completionTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_simulator',
  });
}

// ------------------------------------------------------------------ routing

/** The key of an `Authorization: Bearer <key>` header (OpenAI and Mistral both authenticate this way). */
export function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export async function startOpenAiSimulator(options: OpenAiSimulatorOptions = {}): Promise<Simulator> {
  const validKeys = options.validKeys ?? [OPENAI_TEST_KEY];
  return startSimulator({
    errorBody: openAiErrorBody,
    handle(request, fault) {
      const key = bearerKey(request.headers.authorization);
      if (key === null) return reply(401, openAiError(NO_KEY_MESSAGE, 'invalid_request_error'));
      if (!validKeys.includes(key)) {
        return reply(
          401,
          openAiError(
            `Incorrect API key provided: ${maskKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
            'invalid_request_error',
            null,
            'invalid_api_key',
          ),
        );
      }
      if (request.method === 'POST' && request.path === '/v1/chat/completions') return chatCompletion(request, fault);
      if (request.method === 'GET' && request.path === '/v1/models') {
        return reply(200, { object: 'list', data: OPENAI_MODELS.map(modelObject) });
      }
      const modelPath = /^\/v1\/models\/([^/]+)$/.exec(request.path);
      if (request.method === 'GET' && modelPath) {
        const id = decodeURIComponent(modelPath[1] ?? '');
        const model = OPENAI_MODELS.find((entry) => entry.id === id);
        if (model) return reply(200, modelObject(model));
        return reply(404, openAiError(`The model '${id}' does not exist`, 'invalid_request_error', 'model', 'model_not_found'));
      }
      return reply(404, openAiError(`Invalid URL (${request.method} ${request.path})`, 'invalid_request_error'));
    },
  });
}
