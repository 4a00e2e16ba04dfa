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
 * A local stand-in for the Anthropic Messages API (as Anthropic documents it, 2026), speaking its
 * wire format: `POST /v1/messages`, `GET /v1/models`, `GET /v1/models/{id}`, Anthropic's error envelope and
 * a `request-id` header on every answer the API itself renders.
 *
 * Two API versions are served. `2023-06-01` is the one Anthropic's API reference describes; `2026-10-21` is what the
 * official SDK sends from 1.0.0 on (together with the key as `Authorization: Bearer`, which the API accepts
 * besides `x-api-key`). Under 2026-10-21 `temperature`, `top_p` and `top_k` are refused on every model;
 * under 2023-06-01 only models newer than Opus 4.6 refuse non-default values.
 *
 * The "model" is deterministic. It reads the newest user text that parses as the LLM prompt contract
 * `{"sourceLocale","targetLocale","format","texts":[...]}` and answers `{"translations":[...]}` built with
 * `fakeTranslate`, either as a `tool_use` block (when the request forces a tool) or as a text block (plain
 * or `output_config.format` json_schema). Anything else gets a short plain reply. Usage is `fakeTokens`
 * over the text the model read (system + every message text, joined with "\n") and over what it wrote
 * (thinking + answer), so tests can compute the expected numbers.
 */

export const ANTHROPIC_TEST_KEY = 'anthropic-test-key';
/** The version Anthropic's API reference documents and providers send. */
export const ANTHROPIC_VERSION = '2023-06-01';
/** The version `@anthropic-ai/sdk` 1.x sends by default. */
export const ANTHROPIC_SDK_VERSION = '2026-10-21';
const SUPPORTED_VERSIONS: readonly string[] = [ANTHROPIC_VERSION, ANTHROPIC_SDK_VERSION];

export interface AnthropicSimulatorOptions {
  validKeys?: string[];
  /** Behave like an always-thinking model: every answer starts with a `thinking` block. */
  thinking?: boolean;
}

export interface AnthropicModel {
  id: string;
  displayName: string;
  createdAt: string;
  maxInputTokens: number;
  /** The per-model ceiling for `max_tokens`. */
  maxOutputTokens: number;
  /** Models released after Claude Opus 4.6 reject temperature != 1, top_p < 0.99 and any top_k. */
  samplingParametersRemoved: boolean;
  /** Other ids the Messages API accepts for this model; the list endpoint shows only `id`. */
  aliases?: string[];
}

/**
 * The catalogue, newest first as the API lists it. Ids come from the SDK's `Model` union and the pricing
 * table Anthropic published (September 2026); release dates and token limits are plausible values, not vendor facts.
 */
export const ANTHROPIC_MODELS: readonly AnthropicModel[] = [
  model('claude-opus-5-5', 'Claude Opus 5.5', '2026-09-15', 1_000_000, 128_000, true),
  model('claude-sonnet-5-5', 'Claude Sonnet 5.5', '2026-09-15', 1_000_000, 128_000, true),
  model('claude-haiku-5-5', 'Claude Haiku 5.5', '2026-09-15', 200_000, 64_000, true),
  model('claude-fable-5-2', 'Claude Fable 5.2', '2026-09-02', 1_000_000, 128_000, true),
  model('claude-opus-5', 'Claude Opus 5', '2026-07-28', 1_000_000, 128_000, true),
  model('claude-sonnet-5', 'Claude Sonnet 5', '2026-07-28', 1_000_000, 64_000, true),
  model('claude-opus-4-8', 'Claude Opus 4.8', '2026-06-17', 1_000_000, 128_000, true),
  model('claude-opus-4-7', 'Claude Opus 4.7', '2026-04-16', 1_000_000, 128_000, true),
  model('claude-sonnet-4-6', 'Claude Sonnet 4.6', '2026-02-17', 1_000_000, 64_000, false),
  model('claude-opus-4-6', 'Claude Opus 4.6', '2026-02-05', 1_000_000, 128_000, false),
  { ...model('claude-haiku-4-5-20251001', 'Claude Haiku 4.5', '2025-10-01', 200_000, 64_000, false), aliases: ['claude-haiku-4-5'] },
  { ...model('claude-sonnet-4-5-20250929', 'Claude Sonnet 4.5', '2025-09-29', 200_000, 64_000, false), aliases: ['claude-sonnet-4-5'] },
];

function model(
  id: string,
  displayName: string,
  releaseDate: string,
  maxInputTokens: number,
  maxOutputTokens: number,
  samplingParametersRemoved: boolean,
): AnthropicModel {
  return { id, displayName, createdAt: `${releaseDate}T00:00:00Z`, maxInputTokens, maxOutputTokens, samplingParametersRemoved };
}

/** Messages requests above this size are refused (by Cloudflare, before the API) with 413. */
const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

const ERROR_TYPES: Record<number, { type: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Your request was malformed.' },
  401: { type: 'authentication_error', message: 'invalid x-api-key' },
  402: { type: 'billing_error', message: 'Your credit balance is too low to access the Anthropic API.' },
  403: { type: 'permission_error', message: 'Your API key does not have permission to use the specified resource.' },
  404: { type: 'not_found_error', message: 'The requested resource could not be found.' },
  409: { type: 'conflict_error', message: 'The request conflicts with the current state of the resource.' },
  413: { type: 'request_too_large', message: 'Request exceeds the maximum allowed number of bytes.' },
  429: { type: 'rate_limit_error', message: 'This request would exceed the rate limit for your organization.' },
  500: { type: 'api_error', message: 'Internal server error' },
  504: { type: 'timeout_error', message: 'Request timed out' },
  529: { type: 'overloaded_error', message: 'Overloaded' },
};

/**
 * Anthropic's error envelope for a status. Unlisted 4xx fall back to `invalid_request_error` (the API's
 * catch-all), unlisted 5xx to `api_error`. `errorCode` fills `error.details.error_code`, e.g.
 * `enforced_spend_limit_reached` for the monthly-cap 429 that must not be retried.
 */
export function anthropicErrorBody(
  status: number,
  requestId: string,
  overrides: { message?: string; errorCode?: string } = {},
): unknown {
  const known = ERROR_TYPES[status] ?? (status >= 500 ? ERROR_TYPES[500] : ERROR_TYPES[400]);
  const error: Record<string, unknown> = {
    type: known?.type,
    message: overrides.message ?? known?.message,
  };
  if (overrides.errorCode !== undefined) error.details = { error_code: overrides.errorCode };
  return { type: 'error', error, request_id: requestId };
}

/** A request the API refuses, carried to the reply as Anthropic's error envelope. */
class AnthropicApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function invalidRequest(message: string): AnthropicApiError {
  return new AnthropicApiError(400, message);
}

/** Deterministic ids shaped like Anthropic's (`req_011C…`, `msg_011C…`, `toolu_011C…`), unique per simulator. */
function createIdSequence(): (prefix: string) => string {
  let counter = 0;
  return (prefix) => `${prefix}_011CSim${String(++counter).padStart(17, '0')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface TranslationPrompt {
  targetLocale: string;
  format: 'html' | 'text';
  texts: string[];
}

/** Reads the prompt contract from one message text; anything else is a conversation, not a job. */
function parseTranslationPrompt(text: string): TranslationPrompt | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !Array.isArray(value.texts)) return null;
  const texts = value.texts;
  if (!texts.every((item): item is string => typeof item === 'string')) return null;
  return {
    targetLocale: typeof value.targetLocale === 'string' ? value.targetLocale : 'und',
    format: value.format === 'html' ? 'html' : 'text',
    texts,
  };
}

/** The text pieces a message carries: a string content, text blocks, and the text inside tool results. */
function textsOf(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((block) => {
    if (!isRecord(block)) return [];
    if (block.type === 'text' && typeof block.text === 'string') return [block.text];
    if (block.type === 'tool_result') return textsOf(block.content);
    return [];
  });
}

interface MessageParam {
  role: 'user' | 'assistant';
  content: unknown;
}

/**
 * The newest user text holding the prompt contract. A real model reads the whole conversation, so a
 * corrective turn ("your last answer was not valid JSON, answer again") is still answered from the job
 * given earlier.
 */
function latestTranslationPrompt(messages: MessageParam[]): TranslationPrompt | null {
  for (const message of [...messages].reverse()) {
    if (message.role !== 'user') continue;
    for (const text of textsOf(message.content).reverse()) {
      const prompt = parseTranslationPrompt(text);
      if (prompt) return prompt;
    }
  }
  return null;
}

/** A proper prefix of a JSON object is never valid JSON: the model stopped mid-answer. */
function brokenJson(json: string): string {
  return json.slice(0, Math.ceil(json.length / 2));
}

const PLAIN_REPLY = 'Hello! This is the simulated Claude model.';
const CHARACTERS_PER_TOKEN = 4;

interface MessagesRequest {
  model: AnthropicModel;
  requestedModel: string;
  maxTokens: number;
  systemTexts: string[];
  messages: MessageParam[];
  forcedToolName: string | null;
  jsonSchemaRequested: boolean;
  thinkingRequested: boolean;
}

function findModel(id: string): AnthropicModel | undefined {
  return ANTHROPIC_MODELS.find((candidate) => candidate.id === id || candidate.aliases?.includes(id));
}

function validateSystem(system: unknown): string[] {
  if (system === undefined) return [];
  if (typeof system === 'string') return [system];
  if (!Array.isArray(system)) throw invalidRequest('system: Input should be a valid string or a list of text blocks');
  return system.map((block, index) => {
    if (!isRecord(block) || block.type !== 'text' || typeof block.text !== 'string') {
      throw invalidRequest(`system.${index}: Input should be a text block`);
    }
    return block.text;
  });
}

function validateMessages(value: unknown): MessageParam[] {
  if (value === undefined) throw invalidRequest('messages: Field required');
  if (!Array.isArray(value)) throw invalidRequest('messages: Input should be a valid list');
  if (value.length === 0) throw invalidRequest('messages: at least one message is required');
  const messages = value.map((message, index): MessageParam => {
    if (!isRecord(message)) throw invalidRequest(`messages.${index}: Input should be a valid dictionary`);
    if (message.role === 'system') {
      throw invalidRequest(
        'messages: Unexpected role "system". The Messages API accepts a top-level `system` parameter, not "system" as an input message role.',
      );
    }
    if (message.role !== 'user' && message.role !== 'assistant') {
      throw invalidRequest(`messages.${index}.role: Input should be 'user' or 'assistant'`);
    }
    const content = message.content;
    if (content === undefined) throw invalidRequest(`messages.${index}.content: Field required`);
    if (typeof content !== 'string') {
      if (!Array.isArray(content)) throw invalidRequest(`messages.${index}.content: Input should be a valid list`);
      content.forEach((block, blockIndex) => {
        if (!isRecord(block) || typeof block.type !== 'string') {
          throw invalidRequest(`messages.${index}.content.${blockIndex}.type: Field required`);
        }
      });
    }
    return { role: message.role, content };
  });
  validateToolPairing(messages);
  return messages;
}

function blocksOf(content: unknown, type: string): Record<string, unknown>[] {
  return Array.isArray(content) ? content.filter((block): block is Record<string, unknown> => isRecord(block) && block.type === type) : [];
}

/** Every `tool_use` must be answered by a `tool_result` in the next message, and only those. */
function validateToolPairing(messages: MessageParam[]): void {
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    const offered = previous?.role === 'assistant' ? blocksOf(previous.content, 'tool_use').map((block) => block.id) : [];
    if (Array.isArray(message.content)) {
      message.content.forEach((block, blockIndex) => {
        if (isRecord(block) && block.type === 'tool_result' && !offered.includes(block.tool_use_id)) {
          throw invalidRequest(
            `messages.${index}.content.${blockIndex}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${String(block.tool_use_id)}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`,
          );
        }
      });
    }
    const next = messages[index + 1];
    if (message.role !== 'assistant' || next === undefined) return;
    const answered = blocksOf(next.content, 'tool_result').map((block) => block.tool_use_id);
    const unanswered = blocksOf(message.content, 'tool_use')
      .map((block) => block.id)
      .filter((id) => !answered.includes(id));
    if (unanswered.length > 0) {
      throw invalidRequest(
        `messages.${index}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${unanswered.map(String).join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`,
      );
    }
  });
}

/** The tool the model must call, from `tool_choice` (`tool` names one; `any` means the first offered). */
function validateTools(tools: unknown, toolChoice: unknown): string | null {
  if (tools !== undefined && !Array.isArray(tools)) throw invalidRequest('tools: Input should be a valid list');
  const offeredTools: unknown[] = Array.isArray(tools) ? tools : [];
  const toolNames = offeredTools.map((tool, index) => {
    if (!isRecord(tool) || typeof tool.name !== 'string') throw invalidRequest(`tools.${index}.name: Field required`);
    if (tool.type === undefined || tool.type === 'custom') {
      if (!isRecord(tool.input_schema)) throw invalidRequest(`tools.${index}.custom.input_schema: Field required`);
    }
    return tool.name;
  });
  if (toolChoice === undefined) return null;
  if (!isRecord(toolChoice)) throw invalidRequest('tool_choice: Input should be a valid dictionary');
  if (toolChoice.type === 'auto' || toolChoice.type === 'none') return null;
  if (toolChoice.type === 'any') {
    if (toolNames[0] === undefined) throw invalidRequest('tool_choice: tool_choice.type "any" requires tools');
    return toolNames[0];
  }
  if (toolChoice.type === 'tool') {
    if (typeof toolChoice.name !== 'string') throw invalidRequest('tool_choice.tool.name: Field required');
    if (!toolNames.includes(toolChoice.name)) {
      throw invalidRequest(`tool_choice: Tool '${toolChoice.name}' not found in provided tools`);
    }
    return toolChoice.name;
  }
  throw invalidRequest("tool_choice.type: Input should be 'auto', 'any', 'tool' or 'none'");
}

function validateOutputConfig(outputConfig: unknown): boolean {
  if (outputConfig === undefined) return false;
  if (!isRecord(outputConfig)) throw invalidRequest('output_config: Input should be a valid dictionary');
  const format = outputConfig.format;
  if (format === undefined || format === null) return false;
  if (!isRecord(format) || format.type !== 'json_schema') {
    throw invalidRequest("output_config.format.type: Input should be 'json_schema'");
  }
  if (!isRecord(format.schema)) throw invalidRequest('output_config.format.schema: Field required');
  return true;
}

/**
 * API version 2026-10-21 removed the sampling parameters for every model, even at their defaults; under
 * 2023-06-01 models newer than Opus 4.6 refuse non-default values.
 */
function validateSamplingParameters(body: Record<string, unknown>, model: AnthropicModel, version: string): void {
  if (version === ANTHROPIC_SDK_VERSION) {
    for (const parameter of ['temperature', 'top_p', 'top_k']) {
      if (body[parameter] !== undefined) throw invalidRequest(`\`${parameter}\` is not supported in API version ${version}.`);
    }
    return;
  }
  if (!model.samplingParametersRemoved) return;
  if (body.temperature !== undefined && body.temperature !== 1) throw invalidRequest('`temperature` is deprecated for this model.');
  if (typeof body.top_p === 'number' && body.top_p < 0.99) throw invalidRequest('`top_p` is deprecated for this model.');
  if (body.top_k !== undefined) throw invalidRequest('`top_k` is deprecated for this model.');
}

function parseMessagesRequest(body: unknown, version: string): MessagesRequest {
  if (!isRecord(body)) throw invalidRequest('There was an error parsing the body of your request: expected a JSON object.');
  if (body.stream === true) throw invalidRequest('stream: streaming is not implemented by this simulator');
  if (typeof body.model !== 'string') throw invalidRequest('model: Field required');
  if (body.max_tokens === undefined) throw invalidRequest('max_tokens: Field required');
  if (typeof body.max_tokens !== 'number' || !Number.isInteger(body.max_tokens)) {
    throw invalidRequest('max_tokens: Input should be a valid integer');
  }
  if (body.max_tokens < 1) throw invalidRequest('max_tokens: Input should be greater than or equal to 1');
  const systemTexts = validateSystem(body.system);
  const messages = validateMessages(body.messages);
  const forcedToolName = validateTools(body.tools, body.tool_choice);
  const jsonSchemaRequested = validateOutputConfig(body.output_config);
  const thinkingRequested = isRecord(body.thinking) && (body.thinking.type === 'enabled' || body.thinking.type === 'adaptive');
  if (thinkingRequested && forcedToolName !== null) {
    throw invalidRequest('Thinking may not be enabled when tool_choice forces tool use.');
  }

  const model = findModel(body.model);
  if (!model) throw new AnthropicApiError(404, `model: ${body.model}`);
  if (body.max_tokens > model.maxOutputTokens) {
    throw invalidRequest(
      `max_tokens: ${body.max_tokens} > ${model.maxOutputTokens}, which is the maximum allowed number of output tokens for ${model.id}`,
    );
  }
  validateSamplingParameters(body, model, version);
  return {
    model,
    requestedModel: body.model,
    maxTokens: body.max_tokens,
    systemTexts,
    messages,
    forcedToolName,
    jsonSchemaRequested,
    thinkingRequested,
  };
}

/**
 * What the simulated model means to answer, before any truncation, as an object and as JSON text. Without
 * a translation job the constrained answer is an empty object (a free-text reply is chosen later).
 */
interface ModelAnswer {
  payload: Record<string, unknown>;
  json: string;
}

function composeAnswer(prompt: TranslationPrompt | null, fault: ContentFault): ModelAnswer {
  if (!prompt) return { payload: {}, json: '{}' };
  const { targetLocale, format } = prompt;
  const translated = prompt.texts.map((text) => fakeTranslate(text, targetLocale, format));
  const translations = applyWrongLength(translated, fault, fakeTranslate('Unrequested text', targetLocale, format));
  const json = JSON.stringify({ translations });
  return { payload: { translations }, json };
}

function thinkingTextFor(prompt: TranslationPrompt | null): string {
  if (!prompt) return 'The user is not asking for translations; a short friendly reply will do.';
  return `The user wants ${prompt.texts.length} ${prompt.format} text(s) translated to ${prompt.targetLocale}. Keep markup and placeholder tokens exactly as they are and answer in the requested JSON shape.`;
}

function createMessage(
  request: MessagesRequest,
  fault: ContentFault,
  nextId: (prefix: string) => string,
  thinkingModel: boolean,
): Record<string, unknown> {
  const prompt = latestTranslationPrompt(request.messages);
  const answer = composeAnswer(prompt, fault);
  const promptText = [...request.systemTexts, ...request.messages.flatMap((message) => textsOf(message.content))].join('\n');

  const content: Record<string, unknown>[] = [];
  let thinkingTokens = 0;
  if (thinkingModel || request.thinkingRequested) {
    const thinking = thinkingTextFor(prompt);
    thinkingTokens = fakeTokens(thinking);
    content.push({ type: 'thinking', thinking, signature: Buffer.from(`simulated:${thinking}`).toString('base64') });
  }
  // Thinking is paid from the same max_tokens budget as the answer.
  const answerBudget = Math.max(0, request.maxTokens - thinkingTokens);

  let answerTokens: number;
  let stopReason: string;
  if (request.forcedToolName !== null) {
    // The API hands tool input over already parsed, so a broken answer shows up as a schema violation:
    // the list arrives as a string holding truncated JSON.
    const input = fault.badContent ? { translations: brokenJson(answer.json) } : answer.payload;
    const inputJson = JSON.stringify(input);
    const truncated = fakeTokens(inputJson) > answerBudget;
    answerTokens = truncated ? answerBudget : fakeTokens(inputJson);
    // A tool call cut off by max_tokens cannot carry a complete input object.
    content.push({ type: 'tool_use', id: nextId('toolu'), name: request.forcedToolName, input: truncated ? {} : input });
    stopReason = truncated ? 'max_tokens' : 'tool_use';
  } else {
    const freeText = prompt === null && !request.jsonSchemaRequested;
    const fullText = fault.badContent ? brokenJson(answer.json) : freeText ? PLAIN_REPLY : answer.json;
    const truncated = fakeTokens(fullText) > answerBudget;
    const text = truncated ? fullText.slice(0, answerBudget * CHARACTERS_PER_TOKEN) : fullText;
    answerTokens = truncated ? answerBudget : fakeTokens(text);
    content.push({ type: 'text', text });
    stopReason = truncated ? 'max_tokens' : 'end_turn';
  }

  const usage: Record<string, unknown> = {
    input_tokens: fakeTokens(promptText),
    output_tokens: thinkingTokens + answerTokens,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    service_tier: 'standard',
  };
  if (thinkingTokens > 0) usage.output_tokens_details = { thinking_tokens: thinkingTokens };
  return {
    id: nextId('msg'),
    type: 'message',
    role: 'assistant',
    model: request.requestedModel,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    stop_details: null,
    usage,
  };
}

function modelObject(model: AnthropicModel): Record<string, unknown> {
  return {
    type: 'model',
    id: model.id,
    display_name: model.displayName,
    created_at: model.createdAt,
    max_input_tokens: model.maxInputTokens,
    max_tokens: model.maxOutputTokens,
    capabilities: null,
  };
}

/** `GET /v1/models`: newest first, cursor pagination with `limit`, `after_id` and `before_id`. */
function listModels(query: URLSearchParams): Record<string, unknown> {
  const limitText = query.get('limit');
  const limit = limitText === null ? 20 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) throw invalidRequest('limit: Input should be greater than or equal to 1');
  if (limit > 1000) throw invalidRequest('limit: Input should be less than or equal to 1000');

  const positionOf = (id: string): number => {
    const position = ANTHROPIC_MODELS.findIndex((candidate) => candidate.id === id);
    if (position < 0) throw invalidRequest(`Invalid cursor: ${id}`);
    return position;
  };
  const beforeId = query.get('before_id');
  const afterId = query.get('after_id');
  let page: readonly AnthropicModel[];
  let hasMore: boolean;
  if (beforeId !== null) {
    const end = positionOf(beforeId);
    const start = Math.max(0, end - limit);
    page = ANTHROPIC_MODELS.slice(start, end);
    hasMore = start > 0;
  } else {
    const start = afterId === null ? 0 : positionOf(afterId) + 1;
    page = ANTHROPIC_MODELS.slice(start, start + limit);
    hasMore = start + limit < ANTHROPIC_MODELS.length;
  }
  return {
    data: page.map(modelObject),
    has_more: hasMore,
    first_id: page[0]?.id ?? null,
    last_id: page.at(-1)?.id ?? null,
  };
}

function route(
  request: RecordedRequest,
  version: string,
  fault: ContentFault,
  nextId: (prefix: string) => string,
  thinkingModel: boolean,
): unknown {
  if (request.method === 'POST' && request.path === '/v1/messages') {
    if (Buffer.byteLength(request.body) > MAX_REQUEST_BYTES) {
      throw new AnthropicApiError(413, ERROR_TYPES[413]?.message ?? 'Request too large');
    }
    if (request.json === null) {
      throw invalidRequest('There was an error parsing the body of your request: it is not valid JSON.');
    }
    return createMessage(parseMessagesRequest(request.json, version), fault, nextId, thinkingModel);
  }
  if (request.method === 'GET' && request.path === '/v1/models') return listModels(request.query);
  const modelPath = /^\/v1\/models\/([^/]+)$/.exec(request.path);
  if (request.method === 'GET' && modelPath?.[1] !== undefined) {
    const id = decodeURIComponent(modelPath[1]);
    const found = findModel(id);
    if (!found) throw new AnthropicApiError(404, `model: ${id}`);
    return modelObject(found);
  }
  throw new AnthropicApiError(404, 'Not Found');
}

/** The key from `x-api-key`, else from `Authorization: Bearer` (how SDK 1.x sends it). */
function apiKeyOf(request: RecordedRequest): string | null {
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey !== '') return apiKey;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? null;
}

/** Checks the key and the version header; answers the API version the request is served under. */
function authenticate(request: RecordedRequest, validKeys: ReadonlySet<string>): string {
  const apiKey = apiKeyOf(request);
  if (apiKey === null) throw new AnthropicApiError(401, 'x-api-key header is required');
  if (!validKeys.has(apiKey)) throw new AnthropicApiError(401, 'invalid x-api-key');
  const version = request.headers['anthropic-version'];
  if (version === undefined) throw invalidRequest('anthropic-version: header is required');
  if (typeof version !== 'string' || !SUPPORTED_VERSIONS.includes(version)) {
    throw invalidRequest(`anthropic-version: "${String(version)}" is not a valid version`);
  }
  return version;
}

export async function startAnthropicSimulator(options: AnthropicSimulatorOptions = {}): Promise<Simulator> {
  const validKeys = new Set(options.validKeys ?? [ANTHROPIC_TEST_KEY]);
  const thinkingModel = options.thinking ?? false;
  const nextId = createIdSequence();

  const simulator = await startSimulator({
    errorBody: (status) => anthropicErrorBody(status, nextId('req')),
    handle: (request, fault): VendorReply => {
      const requestId = nextId('req');
      const headers = { 'request-id': requestId };
      try {
        const version = authenticate(request, validKeys);
        return { status: 200, body: route(request, version, fault, nextId, thinkingModel), headers };
      } catch (error) {
        if (!(error instanceof AnthropicApiError)) throw error;
        return { status: error.status, body: anthropicErrorBody(error.status, requestId, { message: error.message }), headers };
      }
    },
  });

  /** Scripted status answers carry the same `request-id` header and body field as the API's own errors. */
  const withRequestId = (fault: Fault): Fault => {
    if (fault.kind !== 'status') return fault;
    const requestId = nextId('req');
    return {
      ...fault,
      headers: { 'request-id': requestId, ...fault.headers },
      body: fault.body ?? JSON.stringify(anthropicErrorBody(fault.status, requestId)),
    };
  };

  return { ...simulator, fail: (...faults) => simulator.fail(...faults.map(withRequestId)) };
}
