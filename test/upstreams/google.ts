import { STATUS_CODES } from 'node:http';
import {
  applyWrongLength,
  fakeTranslate,
  startSimulator,
  type ContentFault,
  type RecordedRequest,
  type Simulator,
  type VendorReply,
} from './simulator.js';

/**
 * A local Google Cloud Translation Basic (v2) API (as Google documents it, 2026):
 * `POST|GET /language/translate/v2` and `GET /language/translate/v2/languages`, authenticated by an
 * API key in the query string, answering in Google's `{"data": ...}` envelope and failing with
 * Google's `{"error": {code, message, errors[], status}}` bodies.
 */

const DEFAULT_VALID_KEYS = ['google-test-key'];
const API_PATH = '/language/translate/v2';
const MAX_SEGMENTS = 128;
/** Basic requests may carry at most 100K bytes of text. */
const MAX_TEXT_BYTES = 100_000;
/** The language a request without `source` is "detected" as. */
const DETECTED_SOURCE_LANGUAGE = 'en';
const JSON_CONTENT_TYPE = { 'content-type': 'application/json; charset=UTF-8' };

/** Google's codes: mostly ISO-639-1, with the BCP-47 exceptions and aliases the API lists. */
const LANGUAGES: { code: string; name: string }[] = [
  { code: 'af', name: 'Afrikaans' },
  { code: 'ar', name: 'Arabic' },
  { code: 'bg', name: 'Bulgarian' },
  { code: 'bn', name: 'Bengali' },
  { code: 'ca', name: 'Catalan' },
  { code: 'cs', name: 'Czech' },
  { code: 'cy', name: 'Welsh' },
  { code: 'da', name: 'Danish' },
  { code: 'de', name: 'German' },
  { code: 'el', name: 'Greek' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'et', name: 'Estonian' },
  { code: 'fa', name: 'Persian' },
  { code: 'fi', name: 'Finnish' },
  { code: 'fr', name: 'French' },
  { code: 'fr-CA', name: 'French (Canada)' },
  { code: 'ga', name: 'Irish' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'hr', name: 'Croatian' },
  { code: 'hu', name: 'Hungarian' },
  { code: 'id', name: 'Indonesian' },
  { code: 'is', name: 'Icelandic' },
  { code: 'it', name: 'Italian' },
  { code: 'iw', name: 'Hebrew' },
  { code: 'ja', name: 'Japanese' },
  { code: 'jv', name: 'Javanese' },
  { code: 'jw', name: 'Javanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'lt', name: 'Lithuanian' },
  { code: 'lv', name: 'Latvian' },
  { code: 'ms', name: 'Malay' },
  { code: 'mt', name: 'Maltese' },
  { code: 'nl', name: 'Dutch' },
  { code: 'no', name: 'Norwegian' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt', name: 'Portuguese (Portugal, Brazil)' },
  { code: 'pt-PT', name: 'Portuguese (Portugal)' },
  { code: 'ro', name: 'Romanian' },
  { code: 'ru', name: 'Russian' },
  { code: 'sk', name: 'Slovak' },
  { code: 'sl', name: 'Slovenian' },
  { code: 'sr', name: 'Serbian' },
  { code: 'sv', name: 'Swedish' },
  { code: 'sw', name: 'Swahili' },
  { code: 'ta', name: 'Tamil' },
  { code: 'th', name: 'Thai' },
  { code: 'tl', name: 'Filipino' },
  { code: 'tr', name: 'Turkish' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'ur', name: 'Urdu' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'zh', name: 'Chinese (Simplified)' },
  { code: 'zh-CN', name: 'Chinese (Simplified)' },
  { code: 'zh-TW', name: 'Chinese (Traditional)' },
  { code: 'zu', name: 'Zulu' },
];

/** Accepted as a target or source without being listed by `/languages`. */
const UNLISTED_CODES = ['pt-BR'];

const FORMATS = ['html', 'text'];
const MODELS = ['nmt', 'base'];

/** Resolves a code case-insensitively to Google's spelling; region variants such as en-GB do not resolve. */
function resolveLanguage(code: string): string | undefined {
  const lower = code.toLowerCase();
  return [...LANGUAGES.map((language) => language.code), ...UNLISTED_CODES].find((known) => known.toLowerCase() === lower);
}

export interface GoogleErrorBody {
  error: {
    code: number;
    message: string;
    errors: { message: string; domain: string; reason: string; location?: string; locationType?: string }[];
    status: string;
    details?: unknown[];
  };
}

/** Google's JSON error: the current `status` plus the legacy `errors` array v2 still sends. */
export function googleError(
  code: number,
  message: string,
  reason: string,
  status: string,
  extra: { location?: string; details?: unknown[] } = {},
): GoogleErrorBody {
  const location = extra.location === undefined ? {} : { location: extra.location, locationType: 'parameter' };
  return {
    error: {
      code,
      message,
      errors: [{ message, domain: 'global', reason, ...location }],
      status,
      ...(extra.details === undefined ? {} : { details: extra.details }),
    },
  };
}

/** Realistic bodies per status for scripted faults. 403 is v2's documented quota failure. */
function statusErrorBody(status: number): GoogleErrorBody {
  switch (status) {
    case 400:
      return googleError(400, 'Invalid Value', 'invalid', 'INVALID_ARGUMENT');
    case 401:
      return googleError(401, 'Request had invalid authentication credentials.', 'authError', 'UNAUTHENTICATED');
    case 403:
      return googleError(403, 'User Rate Limit Exceeded', 'userRateLimitExceeded', 'PERMISSION_DENIED');
    case 404:
      return googleError(404, 'Requested entity was not found.', 'notFound', 'NOT_FOUND');
    case 429:
      return googleError(429, 'Resource has been exhausted (e.g. check quota).', 'rateLimitExceeded', 'RESOURCE_EXHAUSTED');
    case 500:
      return googleError(500, 'Internal error encountered.', 'backendError', 'INTERNAL');
    case 503:
      return googleError(503, 'The service is currently unavailable.', 'backendError', 'UNAVAILABLE');
    case 504:
      return googleError(504, 'Deadline expired before operation could complete.', 'backendError', 'DEADLINE_EXCEEDED');
    default:
      return googleError(status, STATUS_CODES[status] ?? 'Error', status >= 500 ? 'backendError' : 'invalid', 'UNKNOWN');
  }
}

function reply(status: number, body: unknown): VendorReply {
  return { status, body, headers: JSON_CONTENT_TYPE };
}

function invalidValue(location: string): VendorReply {
  return reply(400, googleError(400, 'Invalid Value', 'invalid', 'INVALID_ARGUMENT', { location }));
}

function requiredParameter(name: string): VendorReply {
  return reply(
    400,
    googleError(400, `Required parameter: ${name}`, 'required', 'INVALID_ARGUMENT', { location: name }),
  );
}

/**
 * Escapes the text between tags the way v2's html format returns it (`'` as `&#39;`, `"` as
 * `&quot;`, a bare `&` as `&amp;`), leaving tags and existing entities as they are.
 */
function escapeTextNodes(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/gi, '&amp;')
            .replaceAll('<', '&lt;')
            .replaceAll('>', '&gt;')
            .replaceAll('"', '&quot;')
            .replaceAll("'", '&#39;'),
    )
    .join('');
}

/** A request parameter: JSON or form body first, then the query string (GET puts everything there). */
function parameter(request: RecordedRequest, name: string): unknown {
  const { json } = request;
  if (json !== null && typeof json === 'object' && !Array.isArray(json) && name in json) {
    return (json as Record<string, unknown>)[name];
  }
  const fromQuery = request.query.getAll(name);
  if (fromQuery.length === 0) return undefined;
  return fromQuery.length === 1 ? fromQuery[0] : fromQuery;
}

function stringParameter(request: RecordedRequest, name: string): string | undefined {
  const value = parameter(request, name);
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

export interface GoogleSimulatorOptions {
  validKeys?: string[];
}

export interface GoogleSimulator extends Simulator {
  /** The v2 base URL (`<url>/language/translate/v2`), what the SDK calls `baseUrl`. */
  baseUrl: string;
}

export async function startGoogleSimulator(options: GoogleSimulatorOptions = {}): Promise<GoogleSimulator> {
  const validKeys = new Set(options.validKeys ?? DEFAULT_VALID_KEYS);

  /** Returns null when the API key is valid, else Google's answer. */
  function authenticationFailure(request: RecordedRequest): VendorReply | null {
    const key = request.query.get('key');
    if (key === null) {
      // The simulator accepts no OAuth tokens; Google answers an unusable Bearer token with 401.
      if (request.headers.authorization?.startsWith('Bearer ')) {
        return reply(
          401,
          googleError(
            401,
            'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
            'authError',
            'UNAUTHENTICATED',
          ),
        );
      }
      return reply(403, googleError(403, 'The request is missing a valid API key.', 'forbidden', 'PERMISSION_DENIED'));
    }
    if (validKeys.has(key)) return null;
    return reply(
      400,
      googleError(400, 'API key not valid. Please pass a valid API key.', 'badRequest', 'INVALID_ARGUMENT', {
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service: 'translate.googleapis.com' },
          },
        ],
      }),
    );
  }

  function translate(request: RecordedRequest, fault: ContentFault): VendorReply {
    const q = parameter(request, 'q');
    const texts: unknown[] = q === undefined ? [] : Array.isArray(q) ? q : [q];
    if (texts.length === 0) return requiredParameter('q');
    if (!texts.every((text): text is string => typeof text === 'string')) return invalidValue('q');
    if (texts.length > MAX_SEGMENTS) {
      return reply(400, googleError(400, 'Too many text segments', 'invalid', 'INVALID_ARGUMENT', { location: 'q' }));
    }
    const textBytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0);
    if (textBytes > MAX_TEXT_BYTES) {
      return reply(400, googleError(400, 'Text too long', 'invalid', 'INVALID_ARGUMENT', { location: 'q' }));
    }

    const targetValue = stringParameter(request, 'target');
    if (targetValue === undefined) return requiredParameter('target');
    const target = resolveLanguage(targetValue);
    if (target === undefined) return invalidValue('target');

    const sourceValue = stringParameter(request, 'source');
    const source = sourceValue === undefined || sourceValue === '' ? undefined : resolveLanguage(sourceValue);
    if (sourceValue !== undefined && sourceValue !== '' && source === undefined) return invalidValue('source');

    // html is v2's default: the text is treated as HTML and comes back entity-escaped.
    const format = stringParameter(request, 'format') ?? 'html';
    if (!FORMATS.includes(format)) return invalidValue('format');
    const model = stringParameter(request, 'model');
    if (model !== undefined && !MODELS.includes(model)) return invalidValue('model');

    const translationOf = (text: string) => ({
      translatedText: format === 'html' ? escapeTextNodes(fakeTranslate(text, target, 'html')) : fakeTranslate(text, target, 'text'),
      ...(source === undefined ? { detectedSourceLanguage: DETECTED_SOURCE_LANGUAGE } : {}),
      ...(model === undefined ? {} : { model }),
    });
    const translations = applyWrongLength(texts.map(translationOf), fault, translationOf('Unrequested extra text'));
    return reply(200, { data: { translations } });
  }

  function languages(request: RecordedRequest): VendorReply {
    const targetValue = stringParameter(request, 'target');
    // Names are given only for a display language; the simulator's names are always English.
    if (targetValue === undefined) {
      return reply(200, { data: { languages: LANGUAGES.map(({ code }) => ({ language: code })) } });
    }
    if (resolveLanguage(targetValue) === undefined) return invalidValue('target');
    return reply(200, { data: { languages: LANGUAGES.map(({ code, name }) => ({ language: code, name })) } });
  }

  const simulator = await startSimulator({
    errorBody: statusErrorBody,
    handle(request, fault) {
      const failure = authenticationFailure(request);
      if (failure !== null) return failure;
      const isReadOrWrite = request.method === 'GET' || request.method === 'POST';
      if (isReadOrWrite && request.path === API_PATH) return translate(request, fault);
      if (isReadOrWrite && request.path === `${API_PATH}/languages`) return languages(request);
      return reply(404, statusErrorBody(404));
    },
  });

  return { ...simulator, baseUrl: `${simulator.url}${API_PATH}` };
}
