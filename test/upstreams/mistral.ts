import { randomBytes } from 'node:crypto';
import { bearerKey, simulateChatModel, type ChatMessage } from './openai.js';
import { startSimulator, type ContentFault, type RecordedRequest, type Simulator, type VendorReply } from './simulator.js';

/**
 * A local Mistral API (chat completions and the model list) speaking the wire format Mistral
 * documents (2026). Mistral validates request bodies strictly (a
 * FastAPI/pydantic service): unknown fields and missing required ones give 422 with pydantic's error
 * list. The deterministic model is the OpenAI simulator's, since both APIs carry the same messages.
 */

export const MISTRAL_TEST_KEY = 'mistral-test-key';

export interface MistralSimulatorOptions {
  /** Keys accepted as `Authorization: Bearer <key>` (default: `mistral-test-key`). */
  validKeys?: string[];
}

// ------------------------------------------------------------------ models

interface Capabilities {
  completion_chat: boolean;
  function_calling: boolean;
  reasoning: boolean;
  completion_fim: boolean;
  fine_tuning: boolean;
  vision: boolean;
  ocr: boolean;
  classification: boolean;
  moderation: boolean;
  audio: boolean;
}

const NO_CAPABILITIES: Capabilities = {
  completion_chat: false,
  function_calling: false,
  reasoning: false,
  completion_fim: false,
  fine_tuning: false,
  vision: false,
  ocr: false,
  classification: false,
  moderation: false,
  audio: false,
};
const CHAT: Partial<Capabilities> = { completion_chat: true, function_calling: true, fine_tuning: true };

/** One model family: its dated id and the aliases (such as `-latest`) that resolve to it. */
interface ModelFamily {
  name: string;
  aliases: string[];
  created: number;
  description: string;
  maxContextLength: number;
  capabilities: Partial<Capabilities>;
  defaultTemperature: number | null;
}

const MODEL_FAMILIES: readonly ModelFamily[] = [
  { name: 'mistral-large-2411', aliases: ['mistral-large-latest'], created: 1_731_542_400, description: 'Our top-tier reasoning model for high-complexity tasks.', maxContextLength: 131_072, capabilities: CHAT, defaultTemperature: 0.7 },
  { name: 'mistral-medium-2508', aliases: ['mistral-medium-latest', 'mistral-medium'], created: 1_754_524_800, description: 'Our frontier-class multimodal model.', maxContextLength: 131_072, capabilities: { ...CHAT, vision: true }, defaultTemperature: 0.3 },
  { name: 'mistral-small-2506', aliases: ['mistral-small-latest'], created: 1_750_118_400, description: 'A small, fast multimodal model.', maxContextLength: 131_072, capabilities: { ...CHAT, vision: true }, defaultTemperature: 0.3 },
  { name: 'magistral-medium-2509', aliases: ['magistral-medium-latest'], created: 1_758_067_200, description: 'Our frontier-class reasoning model.', maxContextLength: 131_072, capabilities: { ...CHAT, reasoning: true, vision: true }, defaultTemperature: 0.7 },
  { name: 'ministral-8b-2410', aliases: ['ministral-8b-latest'], created: 1_729_036_800, description: 'A powerful edge model.', maxContextLength: 131_072, capabilities: CHAT, defaultTemperature: 0.3 },
  { name: 'ministral-3b-2410', aliases: ['ministral-3b-latest'], created: 1_729_036_800, description: 'The smallest edge model.', maxContextLength: 131_072, capabilities: CHAT, defaultTemperature: 0.3 },
  { name: 'open-mistral-nemo-2407', aliases: ['open-mistral-nemo'], created: 1_721_001_600, description: 'A 12B multilingual model.', maxContextLength: 131_072, capabilities: CHAT, defaultTemperature: 0.3 },
  { name: 'codestral-2508', aliases: ['codestral-latest'], created: 1_753_920_000, description: 'Our cutting-edge language model for coding.', maxContextLength: 256_000, capabilities: { ...CHAT, completion_fim: true }, defaultTemperature: 0.3 },
  { name: 'pixtral-large-2411', aliases: ['pixtral-large-latest'], created: 1_731_542_400, description: 'A frontier-class multimodal model.', maxContextLength: 131_072, capabilities: { ...CHAT, vision: true }, defaultTemperature: 0.7 },
  { name: 'voxtral-mini-2507', aliases: ['voxtral-mini-latest'], created: 1_752_624_000, description: 'A mini audio understanding model.', maxContextLength: 32_768, capabilities: { completion_chat: true, audio: true }, defaultTemperature: 0.2 },
  { name: 'mistral-embed', aliases: [], created: 1_702_425_600, description: 'Our state-of-the-art semantic model for extracting representations of text.', maxContextLength: 8_192, capabilities: {}, defaultTemperature: null },
  { name: 'mistral-moderation-2411', aliases: ['mistral-moderation-latest'], created: 1_731_542_400, description: 'A content moderation classifier.', maxContextLength: 8_192, capabilities: { classification: true, moderation: true }, defaultTemperature: null },
  { name: 'mistral-ocr-2505', aliases: ['mistral-ocr-latest'], created: 1_747_094_400, description: 'Our document understanding model.', maxContextLength: 16_384, capabilities: { ocr: true }, defaultTemperature: null },
];

/**
 * The live list names every id separately, the dated one and each alias, each card listing the
 * others as `aliases` and the dated id as `name`; a client that wants distinct models must dedupe.
 */
export const MISTRAL_MODELS = MODEL_FAMILIES.flatMap((family) =>
  [family.name, ...family.aliases].map((id) => ({
    id,
    object: 'model',
    created: family.created,
    owned_by: 'mistralai',
    capabilities: { ...NO_CAPABILITIES, ...family.capabilities },
    name: family.name,
    description: family.description,
    max_context_length: family.maxContextLength,
    aliases: [family.name, ...family.aliases].filter((other) => other !== id),
    deprecation: null,
    deprecation_replacement_model: null,
    default_model_temperature: family.defaultTemperature,
    type: 'base',
  })),
);

// ------------------------------------------------------------------ errors

/** Mistral's general error envelope (400, 429, 5xx); recent bodies echo the status as `raw_status_code`. */
export function mistralError(status: number, message: string, type: string, code: string | null = null) {
  return { object: 'error', message, type, param: null, code, raw_status_code: status };
}

/** One entry of pydantic's validation error list, as FastAPI renders it in a 422. */
interface ValidationIssue {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

function validationFailure(issues: ValidationIssue[]): VendorReply {
  return { status: 422, body: { detail: issues } };
}

/**
 * The body a `status` fault renders when the test gives none. 401 is the gateway's bare body; it is
 * also what a valid key with an exhausted plan gets (as Mistral documents it). The 5xx bodies are not
 * documented: they use the general envelope.
 */
export function mistralErrorBody(status: number): unknown {
  switch (status) {
    case 400:
      return mistralError(400, 'Invalid request', 'invalid_request_error');
    case 401:
      return { detail: 'Unauthorized' };
    case 403:
      return { detail: 'Forbidden' };
    case 404:
      return { detail: 'Not Found' };
    case 422:
      return { detail: [{ type: 'missing', loc: ['body', 'model'], msg: 'Field required', input: {} }] };
    case 429:
      return mistralError(429, 'Rate limit exceeded', 'rate_limited', '1300');
    case 503:
      return mistralError(503, 'Service unavailable', 'service_unavailable');
    default:
      if (status >= 500) return mistralError(status, 'Internal server error', 'internal_server_error');
      return mistralError(status, `Request failed with status ${status}`, 'invalid_request_error');
  }
}

// ------------------------------------------------------------------ chat completions

/** Every top-level field of ChatCompletionRequest in Mistral's OpenAPI spec; anything else is a 422. */
const CHAT_REQUEST_FIELDS = new Set([
  'model',
  'messages',
  'temperature',
  'top_p',
  'max_tokens',
  'stream',
  'stop',
  'random_seed',
  'metadata',
  'response_format',
  'tools',
  'tool_choice',
  'presence_penalty',
  'frequency_penalty',
  'n',
  'prediction',
  'parallel_tool_calls',
  'reasoning_effort',
  'prompt_mode',
  'guardrails',
  'prompt_cache_key',
  'service_tier',
  'safe_prompt',
]);
const REQUIRED_FIELDS = ['model', 'messages'] as const;
const RESPONSE_FORMAT_TYPES = ['text', 'json_object', 'json_schema'];

function requestIssues(body: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const field of REQUIRED_FIELDS) {
    if (body[field] === undefined) issues.push({ type: 'missing', loc: ['body', field], msg: 'Field required', input: body });
  }
  if (body.messages !== undefined && !Array.isArray(body.messages)) {
    issues.push({ type: 'list_type', loc: ['body', 'messages'], msg: 'Input should be a valid list', input: body.messages });
  }
  const format = body.response_format;
  if (format !== undefined && format !== null) {
    const { type, json_schema: jsonSchema } = format as { type?: unknown; json_schema?: unknown };
    if (type !== undefined && !RESPONSE_FORMAT_TYPES.includes(type as string)) {
      issues.push({
        type: 'literal_error',
        loc: ['body', 'response_format', 'type'],
        msg: "Input should be 'text', 'json_object' or 'json_schema'",
        input: type,
        ctx: { expected: "'text', 'json_object' or 'json_schema'" },
      });
    }
    if (typeof jsonSchema === 'object' && jsonSchema !== null) {
      for (const field of ['name', 'schema'] as const) {
        if ((jsonSchema as Record<string, unknown>)[field] === undefined) {
          issues.push({ type: 'missing', loc: ['body', 'response_format', 'json_schema', field], msg: 'Field required', input: jsonSchema });
        }
      }
    }
  }
  // pydantic reports the declared fields first, then the extra ones.
  for (const [field, value] of Object.entries(body)) {
    if (!CHAT_REQUEST_FIELDS.has(field)) {
      issues.push({ type: 'extra_forbidden', loc: ['body', field], msg: 'Extra inputs are not permitted', input: value });
    }
  }
  return issues;
}

function chatCompletion(request: RecordedRequest, fault: ContentFault): VendorReply {
  if (request.body === '') {
    return validationFailure([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
  }
  if (request.json === null) {
    return validationFailure([{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error', input: {}, ctx: { error: 'Expecting value' } }]);
  }
  if (typeof request.json !== 'object' || Array.isArray(request.json)) {
    return validationFailure([
      { type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', input: request.json },
    ]);
  }
  const body = request.json as Record<string, unknown>;
  const issues = requestIssues(body);
  if (issues.length > 0) return validationFailure(issues);

  const model = MISTRAL_MODELS.find((card) => card.id === body.model);
  if (model === undefined || !model.capabilities.completion_chat) {
    return { status: 400, body: mistralError(400, `Invalid model: ${String(body.model)}`, 'invalid_model', '1500') };
  }
  const formatType = (body.response_format as { type?: unknown } | null | undefined)?.type;
  if (formatType === 'json_schema' && typeof (body.response_format as { json_schema?: unknown }).json_schema !== 'object') {
    return { status: 400, body: mistralError(400, 'response_format of type json_schema needs a json_schema object', 'invalid_request_error') };
  }
  // Streaming (server-sent events) is not simulated; the providers ask for whole answers.
  if (body.stream === true) {
    return { status: 400, body: mistralError(400, 'The Mistral simulator does not stream; send "stream": false.', 'invalid_request_error') };
  }

  const output = simulateChatModel(body.messages as ChatMessage[], fault, {
    jsonOutput: formatType === 'json_object' || formatType === 'json_schema',
    maxTokens: typeof body.max_tokens === 'number' ? body.max_tokens : undefined,
  });
  return {
    status: 200,
    body: {
      id: `cmpl-${randomBytes(16).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      // Mistral names the model as it was requested, alias included.
      model: model.id,
      choices: [{ index: 0, message: { role: 'assistant', tool_calls: null, content: output.content }, finish_reason: output.finishReason }],
      usage: {
        prompt_tokens: output.promptTokens,
        completion_tokens: output.completionTokens,
        total_tokens: output.promptTokens + output.completionTokens,
      },
    },
  };
}

// ------------------------------------------------------------------ routing

export async function startMistralSimulator(options: MistralSimulatorOptions = {}): Promise<Simulator> {
  const validKeys = options.validKeys ?? [MISTRAL_TEST_KEY];
  return startSimulator({
    errorBody: mistralErrorBody,
    handle(request, fault) {
      const key = bearerKey(request.headers.authorization);
      if (key === null || !validKeys.includes(key)) return { status: 401, body: { detail: 'Unauthorized' } };
      if (request.method === 'POST' && request.path === '/v1/chat/completions') return chatCompletion(request, fault);
      if (request.method === 'GET' && request.path === '/v1/models') return { status: 200, body: { object: 'list', data: MISTRAL_MODELS } };
      const modelPath = /^\/v1\/models\/([^/]+)$/.exec(request.path);
      const card = modelPath && MISTRAL_MODELS.find((entry) => entry.id === decodeURIComponent(modelPath[1] ?? ''));
      if (request.method === 'GET' && card) return { status: 200, body: card };
      return { status: 404, body: { detail: 'Not Found' } };
    },
  });
}
