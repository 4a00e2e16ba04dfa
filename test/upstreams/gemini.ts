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
 * A local stand-in for the Google Gemini Developer API (as Google documents it, 2026), speaking
 * its wire format: `POST /v1beta/models/{model}:generateContent`, `GET /v1beta/models` (paged) and
 * `GET /v1beta/models/{model}`, Google's `{"error":{code,message,status,details}}` envelope, the key in
 * `x-goog-api-key` or `?key=`, and an HTML 404 for paths the API does not serve.
 *
 * The "model" is deterministic. It reads the newest user part that parses as the LLM prompt contract
 * `{"sourceLocale","targetLocale","format","texts":[...]}` and answers `{"translations":[...]}` built with
 * `fakeTranslate`; anything else gets `{}` in JSON mode or a short plain reply. Usage is `fakeTokens` over
 * the text it read (system instruction + every content part, joined with "\n") and over what it wrote.
 *
 * Thinking counts against `maxOutputTokens` as it does on the real API: with `thoughtsTokens` set, a
 * thinking model spends that many tokens first, so a low limit ends in `finishReason: "MAX_TOKENS"` with a
 * cut-off answer, or with a candidate that has no parts at all. `failWithMaxTokensNoParts` scripts the
 * latter directly.
 */

export const GEMINI_TEST_KEY = 'gemini-test-key';

export interface GeminiSimulatorOptions {
  validKeys?: string[];
  /**
   * Tokens a thinking model spends on thoughts before answering (default 0: no thinking). A request's
   * `thinkingConfig.thinkingBudget` caps it; a budget of 0 turns thinking off.
   */
  thoughtsTokens?: number;
}

export interface GeminiSimulator extends Simulator {
  /**
   * The next `count` generateContent calls that reach the model answer 200 with `finishReason:
   * "MAX_TOKENS"`, a candidate without `parts`, and the whole output budget spent on thoughts. A queued
   * base fault is served first and does not use this up.
   */
  failWithMaxTokensNoParts(count?: number): void;
}

export interface GeminiModel {
  /** The id without the `models/` prefix. */
  id: string;
  displayName: string;
  description: string;
  version: string;
  inputTokenLimit: number;
  outputTokenLimit: number;
  supportedGenerationMethods: string[];
  /** Whether the model thinks (and so spends output tokens on thoughts). */
  thinking: boolean;
}

const CHAT_METHODS = ['generateContent', 'countTokens', 'createCachedContent', 'batchGenerateContent'];

/**
 * The catalogue in the order the API lists it. Ids come from Google's published price table (September 2026);
 * versions, descriptions and limits are plausible values, not vendor facts. The embedding model is there
 * because real listings mix in models that cannot `generateContent`.
 */
export const GEMINI_MODELS: readonly GeminiModel[] = [
  chatModel('gemini-2.5-flash', 'Gemini 2.5 Flash', '001', 'Stable version of Gemini 2.5 Flash.'),
  chatModel('gemini-2.5-pro', 'Gemini 2.5 Pro', '2.5', 'Stable release of Gemini 2.5 Pro.'),
  chatModel('gemini-2.5-flash-lite', 'Gemini 2.5 Flash-Lite', '001', 'Stable version of Gemini 2.5 Flash-Lite.'),
  chatModel('gemini-3.1-pro-preview', 'Gemini 3.1 Pro Preview', '3.1-pro-preview', 'Preview release of Gemini 3.1 Pro.'),
  chatModel('gemini-3.5-flash', 'Gemini 3.5 Flash', '3.5', 'Gemini 3.5 Flash.'),
  {
    id: 'gemini-embedding-001',
    displayName: 'Gemini Embedding 001',
    description: 'Obtain a distributed representation of a text.',
    version: '001',
    inputTokenLimit: 2048,
    outputTokenLimit: 1,
    supportedGenerationMethods: ['embedContent', 'countTextTokens', 'countTokens', 'asyncBatchEmbedContent'],
    thinking: false,
  },
];

function chatModel(id: string, displayName: string, version: string, description: string): GeminiModel {
  return {
    id,
    displayName,
    description,
    version,
    inputTokenLimit: 1_048_576,
    outputTokenLimit: 65_536,
    supportedGenerationMethods: CHAT_METHODS,
    thinking: true,
  };
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'NOT_IMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Request contains an invalid argument.',
  401: 'Request had invalid authentication credentials.',
  403: 'The caller does not have permission',
  404: 'Requested entity was not found.',
  429: 'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits. To monitor your current usage, head to: https://ai.dev/rate-limit.',
  499: 'The operation was cancelled.',
  500: 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
  503: 'The model is overloaded. Please try again later.',
  504: 'Deadline expired before operation could complete.',
};

export interface GeminiErrorOptions {
  message?: string;
  /** For 429: the `google.rpc.RetryInfo` delay, e.g. "7s". Without it the body carries no RetryInfo. */
  retryDelay?: string;
  /** For 429: the violated quota; a `...PerDay...` id marks a daily quota that must not be retried soon. */
  quotaId?: string;
  /** For 429: the model named in the quota violation. */
  model?: string;
  details?: unknown[];
}

/** Google's error envelope for a status, with the `details` the Gemini API attaches to 429s. */
export function geminiErrorBody(status: number, options: GeminiErrorOptions = {}): unknown {
  let message = options.message ?? DEFAULT_MESSAGES[status] ?? 'Unknown error.';
  let details = options.details ?? [];
  if (status === 429 && options.details === undefined) {
    const model = options.model ?? 'gemini-2.5-flash';
    const quotaId = options.quotaId ?? 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier';
    const metric = 'generativelanguage.googleapis.com/generate_content_free_tier_requests';
    message += `\n* Quota exceeded for metric: ${metric}, limit: 10, model: ${model}`;
    details = [
      {
        '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
        violations: [{ quotaMetric: metric, quotaId, quotaDimensions: { location: 'global', model }, quotaValue: '10' }],
      },
      {
        '@type': 'type.googleapis.com/google.rpc.Help',
        links: [{ description: 'Learn more about Gemini API quotas', url: 'https://ai.google.dev/gemini-api/docs/rate-limits' }],
      },
    ];
    if (options.retryDelay !== undefined) {
      message += `\nPlease retry in ${options.retryDelay}.`;
      details.push({ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: options.retryDelay });
    }
  }
  const error: Record<string, unknown> = { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' };
  if (details.length > 0) error.details = details;
  return { error };
}

const INVALID_KEY_MESSAGE = 'API key not valid. Please pass a valid API key.';

function invalidKeyBody(): unknown {
  return geminiErrorBody(400, {
    message: INVALID_KEY_MESSAGE,
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'generativelanguage.googleapis.com' },
      },
      { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message: INVALID_KEY_MESSAGE },
    ],
  });
}

/** A request the API refuses, carried to the reply as Google's error envelope. */
class GeminiApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown[],
  ) {
    super(message);
  }
}

function invalidArgument(message: string, details?: unknown[]): GeminiApiError {
  return new GeminiApiError(400, message, details);
}

/** Google's proto-JSON parser names the first field it does not know and stops. */
function unknownField(name: string, parent: string | null): GeminiApiError {
  const where = parent === null ? '' : ` at '${parent}'`;
  const message = `Invalid JSON payload received. Unknown name "${name}"${where}: Cannot find field.`;
  return invalidArgument(message, [
    {
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [{ ...(parent === null ? {} : { field: parent }), description: message }],
    },
  ]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Proto JSON accepts the original snake_case field names as well as the camelCase JSON names. */
function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Reads a field by its camelCase JSON name, falling back to its snake_case proto name. */
function protoField(object: Record<string, unknown>, name: string): unknown {
  return object[name] ?? object[name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)];
}

const REQUEST_FIELDS = new Set([
  'model',
  'contents',
  'systemInstruction',
  'generationConfig',
  'safetySettings',
  'tools',
  'toolConfig',
  'cachedContent',
  'labels',
  'serviceTier',
  'store',
  'continuationToken',
]);

const GENERATION_CONFIG_FIELDS = new Set([
  'stopSequences',
  'responseMimeType',
  'responseSchema',
  'responseJsonSchema',
  'responseModalities',
  'candidateCount',
  'maxOutputTokens',
  'temperature',
  'topP',
  'topK',
  'seed',
  'presencePenalty',
  'frequencyPenalty',
  'responseLogprobs',
  'logprobs',
  'enableEnhancedCivicAnswers',
  'speechConfig',
  'thinkingConfig',
  'imageConfig',
  'mediaResolution',
  'audioTranscriptionConfig',
]);

const RESPONSE_MIME_TYPES = ['text/plain', 'application/json', 'text/x.enum'];

function rejectUnknownFields(object: Record<string, unknown>, known: ReadonlySet<string>, parent: string | null): void {
  for (const name of Object.keys(object)) {
    if (!known.has(camelCase(name))) throw unknownField(name, parent);
  }
}

interface Content {
  role: 'user' | 'model';
  texts: string[];
}

function partTexts(parts: unknown): string[] {
  if (!Array.isArray(parts)) return [];
  return parts.flatMap((part) => (isRecord(part) && typeof part.text === 'string' ? [part.text] : []));
}

function validateContents(value: unknown): Content[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw invalidArgument('* GenerateContentRequest.contents: contents is not specified\n');
  }
  return value.map((content, index): Content => {
    if (!isRecord(content)) throw invalidArgument(`* GenerateContentRequest.contents[${index}]: must be an object\n`);
    const role = content.role ?? 'user';
    if (role !== 'user' && role !== 'model') throw invalidArgument('Please use a valid role: user, model.');
    if (!Array.isArray(content.parts) || content.parts.length === 0) {
      throw invalidArgument(`* GenerateContentRequest.contents[${index}].parts: contents.parts must not be empty.\n`);
    }
    return { role, texts: partTexts(content.parts) };
  });
}

interface GenerationSettings {
  jsonMode: boolean;
  maxOutputTokens: number | null;
  thinkingBudget: number | null;
}

function validateGenerationConfig(value: unknown): GenerationSettings {
  if (value === undefined) return { jsonMode: false, maxOutputTokens: null, thinkingBudget: null };
  if (!isRecord(value)) throw invalidArgument('Invalid JSON payload received. generation_config must be an object.');
  rejectUnknownFields(value, GENERATION_CONFIG_FIELDS, 'generation_config');

  const mimeType = protoField(value, 'responseMimeType');
  if (mimeType !== undefined && (typeof mimeType !== 'string' || !RESPONSE_MIME_TYPES.includes(mimeType))) {
    throw invalidArgument(
      `* GenerateContentRequest.generation_config.response_mime_type: allowed mimetypes are ${RESPONSE_MIME_TYPES.map((type) => `\`${type}\``).join(', ')}.\n`,
    );
  }
  const schema = protoField(value, 'responseSchema');
  const jsonSchema = protoField(value, 'responseJsonSchema');
  if (schema !== undefined && jsonSchema !== undefined) {
    throw invalidArgument('* GenerateContentRequest.generation_config: only one of response_schema and response_json_schema may be set.\n');
  }
  if ((schema !== undefined || jsonSchema !== undefined) && mimeType !== 'application/json' && mimeType !== 'text/x.enum') {
    throw invalidArgument(
      '* GenerateContentRequest.generation_config.response_mime_type: must be application/json or text/x.enum when a response schema is set.\n',
    );
  }

  const maxOutputTokens = protoField(value, 'maxOutputTokens');
  if (maxOutputTokens !== undefined && (typeof maxOutputTokens !== 'number' || !Number.isInteger(maxOutputTokens) || maxOutputTokens < 1)) {
    throw invalidArgument('* GenerateContentRequest.generation_config.max_output_tokens: must be a positive integer.\n');
  }
  const thinkingConfig = protoField(value, 'thinkingConfig');
  const thinkingBudget = isRecord(thinkingConfig) ? protoField(thinkingConfig, 'thinkingBudget') : undefined;
  return {
    jsonMode: mimeType === 'application/json',
    maxOutputTokens: typeof maxOutputTokens === 'number' ? maxOutputTokens : null,
    thinkingBudget: typeof thinkingBudget === 'number' ? thinkingBudget : null,
  };
}

interface GenerateRequest {
  model: GeminiModel;
  systemTexts: string[];
  contents: Content[];
  settings: GenerationSettings;
}

function parseGenerateRequest(body: unknown, model: GeminiModel): GenerateRequest {
  if (!isRecord(body)) throw invalidArgument('Invalid JSON payload received. Expected an object.');
  rejectUnknownFields(body, REQUEST_FIELDS, null);
  const systemInstruction = protoField(body, 'systemInstruction');
  if (systemInstruction !== undefined && !isRecord(systemInstruction)) {
    throw invalidArgument('Invalid JSON payload received. system_instruction must be a Content object.');
  }
  const contents = validateContents(body.contents);
  const settings = validateGenerationConfig(protoField(body, 'generationConfig'));
  if (settings.maxOutputTokens !== null && settings.maxOutputTokens > model.outputTokenLimit) {
    throw invalidArgument(
      `Unable to submit request because it has a maxOutputTokens value of ${settings.maxOutputTokens} but the supported range is from 1 (inclusive) to ${model.outputTokenLimit + 1} (exclusive). Update the value and try again.`,
    );
  }
  return { model, systemTexts: partTexts(systemInstruction?.parts), contents, settings };
}

interface TranslationPrompt {
  targetLocale: string;
  format: 'html' | 'text';
  texts: string[];
}

/** Reads the prompt contract from one part text; anything else is a conversation, not a job. */
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

/**
 * The newest user part holding the prompt contract. A real model reads the whole conversation, so a
 * corrective turn is still answered from the job given earlier.
 */
function latestTranslationPrompt(contents: Content[]): TranslationPrompt | null {
  for (const content of [...contents].reverse()) {
    if (content.role !== 'user') continue;
    for (const text of [...content.texts].reverse()) {
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

const PLAIN_REPLY = 'Hello! This is the simulated Gemini model.';
const CHARACTERS_PER_TOKEN = 4;

/** What the model means to write before the output budget is applied. */
function composeAnswer(prompt: TranslationPrompt | null, settings: GenerationSettings, fault: ContentFault): string {
  let json = '{}';
  if (prompt) {
    const { targetLocale, format } = prompt;
    const translated = prompt.texts.map((text) => fakeTranslate(text, targetLocale, format));
    const translations = applyWrongLength(translated, fault, fakeTranslate('Unrequested text', targetLocale, format));
    json = JSON.stringify({ translations });
  }
  if (fault.badContent) return brokenJson(json);
  return prompt === null && !settings.jsonMode ? PLAIN_REPLY : json;
}

/** Thoughts the model spends: its natural amount, capped by the request's budget (0 turns thinking off). */
function thoughtsFor(request: GenerateRequest, naturalThoughts: number): number {
  if (!request.model.thinking) return 0;
  const budget = request.settings.thinkingBudget;
  return budget === null || budget < 0 ? naturalThoughts : Math.min(budget, naturalThoughts);
}

function generateContent(
  request: GenerateRequest,
  fault: ContentFault,
  options: { naturalThoughts: number; exhaustOnThoughts: boolean; responseId: string },
): Record<string, unknown> {
  const promptText = [...request.systemTexts, ...request.contents.flatMap((content) => content.texts)].join('\n');
  const promptTokenCount = fakeTokens(promptText);
  if (promptTokenCount > request.model.inputTokenLimit) {
    throw invalidArgument(
      `The input token count (${promptTokenCount}) exceeds the maximum number of tokens allowed (${request.model.inputTokenLimit}).`,
    );
  }
  const envelope = { modelVersion: request.model.id, responseId: options.responseId };
  const promptTokensDetails = [{ modality: 'TEXT', tokenCount: promptTokenCount }];
  const outputBudget = request.settings.maxOutputTokens ?? request.model.outputTokenLimit;
  const thoughts = options.exhaustOnThoughts ? outputBudget : thoughtsFor(request, options.naturalThoughts);

  if (thoughts >= outputBudget) {
    // The model thought until the limit and never started its answer: no parts, no candidatesTokenCount.
    return {
      candidates: [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS', index: 0 }],
      usageMetadata: {
        promptTokenCount,
        totalTokenCount: promptTokenCount + outputBudget,
        promptTokensDetails,
        thoughtsTokenCount: outputBudget,
      },
      ...envelope,
    };
  }

  const fullText = composeAnswer(latestTranslationPrompt(request.contents), request.settings, fault);
  const answerBudget = outputBudget - thoughts;
  const truncated = fakeTokens(fullText) > answerBudget;
  const text = truncated ? fullText.slice(0, answerBudget * CHARACTERS_PER_TOKEN) : fullText;
  const candidatesTokenCount = fakeTokens(text);
  const usageMetadata: Record<string, unknown> = {
    promptTokenCount,
    candidatesTokenCount,
    totalTokenCount: promptTokenCount + candidatesTokenCount + thoughts,
    promptTokensDetails,
  };
  if (thoughts > 0) usageMetadata.thoughtsTokenCount = thoughts;
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: truncated ? 'MAX_TOKENS' : 'STOP', index: 0 }],
    usageMetadata,
    ...envelope,
  };
}

function modelObject(model: GeminiModel): Record<string, unknown> {
  return {
    name: `models/${model.id}`,
    version: model.version,
    displayName: model.displayName,
    description: model.description,
    inputTokenLimit: model.inputTokenLimit,
    outputTokenLimit: model.outputTokenLimit,
    supportedGenerationMethods: model.supportedGenerationMethods,
    ...(model.supportedGenerationMethods.includes('generateContent')
      ? { temperature: 1, topP: 0.95, topK: 64, maxTemperature: 2, thinking: model.thinking }
      : {}),
  };
}

/** The page token is opaque to clients; here it encodes the offset of the next page. */
function encodePageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function decodePageToken(token: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!match?.[1]) throw invalidArgument('Invalid page token.');
  return Number(match[1]);
}

/** `GET /v1beta/models`: `pageSize` defaults to 50 and is capped at 1000; `nextPageToken` only when more follow. */
function listModels(query: URLSearchParams): Record<string, unknown> {
  const pageSizeText = query.get('pageSize') ?? query.get('page_size');
  const requested = pageSizeText === null ? 50 : Number(pageSizeText);
  if (!Number.isInteger(requested) || requested < 0) throw invalidArgument('Invalid value for page_size.');
  const pageSize = requested === 0 ? 50 : Math.min(requested, 1000);
  const token = query.get('pageToken') ?? query.get('page_token');
  const start = token === null || token === '' ? 0 : decodePageToken(token);
  const page = GEMINI_MODELS.slice(start, start + pageSize);
  const next = start + pageSize;
  return { models: page.map(modelObject), ...(next < GEMINI_MODELS.length ? { nextPageToken: encodePageToken(next) } : {}) };
}

/** Paths name a model as `gemini-…` or `models/gemini-…`. */
function bareModelId(id: string): string {
  return id.replace(/^models\//, '');
}

function findModel(id: string): GeminiModel {
  const found = GEMINI_MODELS.find((model) => model.id === bareModelId(id));
  if (!found) throw new GeminiApiError(404, `models/${bareModelId(id)} is not found for API version v1beta.`);
  return found;
}

function findGenerativeModel(id: string): GeminiModel {
  const found = GEMINI_MODELS.find((model) => model.id === bareModelId(id));
  if (!found?.supportedGenerationMethods.includes('generateContent')) {
    throw new GeminiApiError(
      404,
      `models/${bareModelId(id)} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
    );
  }
  return found;
}

/** What Google's front end answers for a path no API serves: an HTML page, not JSON. */
function htmlNotFound(path: string): VendorReply {
  const body = [
    '<!DOCTYPE html>',
    '<html lang=en>',
    '  <meta charset=utf-8>',
    '  <title>Error 404 (Not Found)!!1</title>',
    `  <p><b>404.</b> <ins>That’s an error.</ins>`,
    `  <p>The requested URL <code>${path}</code> was not found on this server.  <ins>That’s all we know.</ins>`,
  ].join('\n');
  return { status: 404, body, headers: { 'content-type': 'text/html; charset=UTF-8' } };
}

type Route = { kind: 'list' } | { kind: 'get'; model: string } | { kind: 'generate'; model: string };

function routeOf(request: RecordedRequest): Route | null {
  if (request.method === 'GET' && request.path === '/v1beta/models') return { kind: 'list' };
  const match = /^\/v1beta\/models\/([^/:]+)(?::([A-Za-z]+))?$/.exec(request.path);
  const model = match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
  if (model === undefined) return null;
  if (request.method === 'GET' && match?.[2] === undefined) return { kind: 'get', model };
  if (request.method === 'POST' && match?.[2] === 'generateContent') return { kind: 'generate', model };
  return null;
}

function apiKeyOf(request: RecordedRequest): string | null {
  const header = request.headers['x-goog-api-key'];
  if (typeof header === 'string' && header !== '') return header;
  return request.query.get('key');
}

/**
 * A scripted status answer gets Gemini's own body. Google sends the retry hint in the body
 * (`RetryInfo.retryDelay`), and whether it also sends `Retry-After` is unverified, so a `retryAfter`
 * given in seconds ("7") becomes `retryDelay: "7s"` and no header.
 */
function renderStatusFault(fault: Fault): Fault {
  if (fault.kind !== 'status' || fault.body !== undefined) return fault;
  const { retryAfter, ...rest } = fault;
  const retryDelay = retryAfter === undefined ? undefined : /^\d+(\.\d+)?$/.test(retryAfter) ? `${retryAfter}s` : retryAfter;
  return { ...rest, body: JSON.stringify(geminiErrorBody(fault.status, retryDelay === undefined ? {} : { retryDelay })) };
}

export async function startGeminiSimulator(options: GeminiSimulatorOptions = {}): Promise<GeminiSimulator> {
  const validKeys = new Set(options.validKeys ?? [GEMINI_TEST_KEY]);
  const naturalThoughts = options.thoughtsTokens ?? 0;
  let pendingNoPartsAnswers = 0;
  let responseCounter = 0;

  const answer = (request: RecordedRequest, route: Route, fault: ContentFault): unknown => {
    if (route.kind === 'list') return listModels(request.query);
    if (route.kind === 'get') return modelObject(findModel(route.model));
    const model = findGenerativeModel(route.model);
    if (request.json === null) throw invalidArgument('Invalid JSON payload received. Unexpected token.');
    const generateRequest = parseGenerateRequest(request.json, model);
    const exhaustOnThoughts = pendingNoPartsAnswers > 0;
    if (exhaustOnThoughts) pendingNoPartsAnswers -= 1;
    const responseId = `simResponse${String(++responseCounter).padStart(10, '0')}`;
    return generateContent(generateRequest, fault, { naturalThoughts, exhaustOnThoughts, responseId });
  };

  const simulator = await startSimulator({
    errorBody: (status) => geminiErrorBody(status),
    handle: (request, fault): VendorReply => {
      const route = routeOf(request);
      if (!route) return htmlNotFound(request.path);
      const apiKey = apiKeyOf(request);
      if (apiKey === null) {
        return {
          status: 403,
          body: geminiErrorBody(403, {
            message:
              "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
          }),
        };
      }
      if (!validKeys.has(apiKey)) return { status: 400, body: invalidKeyBody() };
      try {
        return { status: 200, body: answer(request, route, fault) };
      } catch (error) {
        if (!(error instanceof GeminiApiError)) throw error;
        const details = error.details === undefined ? {} : { details: error.details };
        return { status: error.status, body: geminiErrorBody(error.status, { message: error.message, ...details }) };
      }
    },
  });

  return {
    ...simulator,
    fail: (...faults) => simulator.fail(...faults.map(renderStatusFault)),
    reset: () => {
      simulator.reset();
      pendingNoPartsAnswers = 0;
    },
    failWithMaxTokensNoParts: (count = 1) => {
      pendingNoPartsAnswers += count;
    },
  };
}
