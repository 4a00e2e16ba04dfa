import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import {
  applyWrongLength,
  fakeTranslate,
  startSimulator,
  type ContentFault,
  type Fault,
  type RecordedRequest,
  type Simulator,
  type VendorReply,
} from './simulator.js';

/**
 * A local DeepL API v2 (as DeepL documents it, 2026): `POST /v2/translate`,
 * `GET /v2/usage` and `GET /v2/languages`, with DeepL's header authentication, its error bodies
 * (`{"message": ...}`), the 456 character quota and the 128 KiB request limit.
 *
 * Free and Pro hosts on one server: DeepL serves Free keys (ending `:fx`) on api-free.deepl.com and
 * all other keys on api.deepl.com, and answers a key sent to the other host with 403 "Wrong
 * endpoint". A local server has only one host name, so the two hosts are path prefixes here:
 * `proUrl` (`<url>/api.deepl.com`) and `freeUrl` (`<url>/api-free.deepl.com`) enforce the rule,
 * while the bare `url` accepts both kinds of key. Recorded request paths keep the prefix.
 */

const DEFAULT_VALID_KEYS = ['deepl-test-key', 'deepl-test-key:fx'];
/** The Free plan's monthly allowance. */
const DEFAULT_CHARACTER_LIMIT = 500_000;
/** Pro usage reports this `api_key_character_limit` when the key itself has no limit. */
const NO_KEY_LIMIT = 1_000_000_000_000;
const MAX_REQUEST_BYTES = 128 * 1024;
/** The source language a request without `source_lang` is "detected" as. */
const DETECTED_SOURCE_LANGUAGE = 'EN';

type HostKind = 'pro' | 'free';

const HOSTS: Record<HostKind, { pathPrefix: string; origin: string }> = {
  pro: { pathPrefix: '/api.deepl.com', origin: 'https://api.deepl.com' },
  free: { pathPrefix: '/api-free.deepl.com', origin: 'https://api-free.deepl.com' },
};

interface DeeplLanguage {
  code: string;
  name: string;
  use: 'source' | 'target' | 'both';
  formality?: boolean;
  /** The name `/v2/languages?type=target` gives when it differs from the source name. */
  targetName?: string;
}

/** The established DeepL languages, as the v2 endpoint lists them (upper case, sorted by code). */
const LANGUAGES: DeeplLanguage[] = [
  { code: 'AR', name: 'Arabic', use: 'both' },
  { code: 'BG', name: 'Bulgarian', use: 'both' },
  { code: 'CS', name: 'Czech', use: 'both' },
  { code: 'DA', name: 'Danish', use: 'both' },
  { code: 'DE', name: 'German', use: 'both', formality: true },
  { code: 'EL', name: 'Greek', use: 'both' },
  { code: 'EN', name: 'English', use: 'source' },
  { code: 'EN-GB', name: 'English (British)', use: 'target' },
  { code: 'EN-US', name: 'English (American)', use: 'target' },
  { code: 'ES', name: 'Spanish', use: 'both', formality: true },
  { code: 'ES-419', name: 'Spanish (Latin American)', use: 'target', formality: true },
  { code: 'ET', name: 'Estonian', use: 'both' },
  { code: 'FI', name: 'Finnish', use: 'both' },
  { code: 'FR', name: 'French', use: 'both', formality: true },
  { code: 'HE', name: 'Hebrew', use: 'both' },
  { code: 'HU', name: 'Hungarian', use: 'both' },
  { code: 'ID', name: 'Indonesian', use: 'both' },
  { code: 'IT', name: 'Italian', use: 'both', formality: true },
  { code: 'JA', name: 'Japanese', use: 'both', formality: true },
  { code: 'KO', name: 'Korean', use: 'both' },
  { code: 'LT', name: 'Lithuanian', use: 'both' },
  { code: 'LV', name: 'Latvian', use: 'both' },
  { code: 'NB', name: 'Norwegian (bokmål)', use: 'both' },
  { code: 'NL', name: 'Dutch', use: 'both', formality: true },
  { code: 'PL', name: 'Polish', use: 'both', formality: true },
  { code: 'PT', name: 'Portuguese', use: 'source' },
  { code: 'PT-BR', name: 'Portuguese (Brazilian)', use: 'target', formality: true },
  { code: 'PT-PT', name: 'Portuguese (European)', use: 'target', formality: true },
  { code: 'RO', name: 'Romanian', use: 'both' },
  { code: 'RU', name: 'Russian', use: 'both', formality: true },
  { code: 'SK', name: 'Slovak', use: 'both' },
  { code: 'SL', name: 'Slovenian', use: 'both' },
  { code: 'SV', name: 'Swedish', use: 'both' },
  { code: 'TH', name: 'Thai', use: 'both' },
  { code: 'TR', name: 'Turkish', use: 'both' },
  { code: 'UK', name: 'Ukrainian', use: 'both' },
  { code: 'VI', name: 'Vietnamese', use: 'both' },
  { code: 'ZH', name: 'Chinese', use: 'both', targetName: 'Chinese (simplified)' },
  { code: 'ZH-HANS', name: 'Chinese (simplified)', use: 'target' },
  { code: 'ZH-HANT', name: 'Chinese (traditional)', use: 'target' },
];

/**
 * Plain `EN` and `PT` targets are deprecated (the v2 target list hides them and the official client
 * refuses them) but the API still translates into them.
 */
const DEPRECATED_TARGETS = new Set(['EN', 'PT']);

const FORMALITY_VALUES = ['default', 'more', 'less', 'prefer_more', 'prefer_less'];
const TAG_HANDLING_VALUES = ['html', 'xml'];
const TAG_HANDLING_VERSIONS = ['v1', 'v2'];
const SPLIT_SENTENCES_VALUES = ['0', '1', 'nonewlines'];
const MODEL_TYPE_VALUES = ['quality_optimized', 'prefer_quality_optimized', 'latency_optimized'];

function isSourceLanguage(code: string): boolean {
  return LANGUAGES.some((language) => language.code === code && language.use !== 'target');
}

function isTargetLanguage(code: string): boolean {
  return DEPRECATED_TARGETS.has(code) || LANGUAGES.some((language) => language.code === code && language.use !== 'source');
}

function supportsFormality(target: string): boolean {
  return LANGUAGES.some((language) => language.code === target && language.formality === true);
}

/** DeepL's error body; `detail` appears on some errors only. */
export function deeplError(message: string): { message: string } {
  return { message };
}

/** The messages DeepL's error table gives per status, for scripted `status` faults. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request. Please check error message and your parameters.',
  403: 'Authorization failed. Please supply a valid auth_key parameter.',
  404: 'The requested resource could not be found.',
  414: 'Request-URI Too Long',
  456: 'Quota for this billing period has been exceeded.',
  500: 'Internal error',
  503: 'Resource currently unavailable. Try again later.',
  529: 'Too many requests',
};

/** What DeepL's nginx front answers above the body limit: HTML, not DeepL's JSON. */
const REQUEST_TOO_LARGE_HTML =
  '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n' +
  '<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

function deeplErrorBody(status: number): { message: string } {
  return deeplError(STATUS_MESSAGES[status] ?? STATUS_CODES[status] ?? 'Error');
}

/**
 * Fills in the body of a scripted status fault. Two statuses are not DeepL JSON: 429 comes with an
 * empty body (as DeepL's own mock server sends it), 413 with the front server's HTML page.
 */
function renderStatusFault(fault: Fault): Fault {
  if (fault.kind !== 'status' || fault.body !== undefined) return fault;
  if (fault.status === 429) return { ...fault, body: '' };
  if (fault.status === 413) {
    return { ...fault, body: REQUEST_TOO_LARGE_HTML, headers: { 'content-type': 'text/html', ...(fault.headers ?? {}) } };
  }
  return { ...fault, body: JSON.stringify(deeplErrorBody(fault.status)) };
}

function reply(status: number, body: unknown): VendorReply {
  return { status, body, headers: { 'x-trace-id': randomUUID().replaceAll('-', '') } };
}

function badRequest(message: string): VendorReply {
  return reply(400, deeplError(message));
}

/** Request fields from a JSON or form body. Query parameters are ignored: DeepL retired them. */
type Fields = Record<string, unknown>;

function bodyFields(request: RecordedRequest): Fields {
  const { json } = request;
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Fields) : {};
}

function isFormBody(request: RecordedRequest): boolean {
  return request.headers['content-type']?.includes('application/x-www-form-urlencoded') ?? false;
}

/** One value of a field: form fields may repeat, JSON booleans and numbers arrive typed. */
function singleValue(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'boolean' || typeof first === 'number') return String(first);
  return undefined;
}

function flagValue(fields: Fields, name: string): boolean {
  const value = singleValue(fields, name);
  return value === '1' || value === 'true';
}

/** Characters DeepL bills: Unicode code points, without the tags in html/xml mode. */
function billableCharacters(text: string, markup: boolean): number {
  return [...(markup ? text.replace(/<[^>]*>/g, '') : text)].length;
}

function startOfMonth(date: Date, monthOffset: number): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthOffset, 1)).toISOString().replace('.000Z', 'Z');
}

export interface DeeplSimulatorOptions {
  validKeys?: string[];
  /** The account's `character_limit` (Free allowance or Pro Cost Control); default 500,000. */
  characterLimit?: number;
  /** Characters already used in this billing period; default 0. */
  characterCount?: number;
}

export interface DeeplUsage {
  characterCount: number;
  characterLimit: number;
}

export interface DeeplSimulator extends Simulator {
  /** Stands for https://api.deepl.com: a Free (`:fx`) key gets 403 "Wrong endpoint". */
  proUrl: string;
  /** Stands for https://api-free.deepl.com: a Pro key gets 403 "Wrong endpoint". */
  freeUrl: string;
  /** The account's usage in this billing period, as `/v2/usage` reports it. */
  usage(): DeeplUsage;
  setUsage(usage: Partial<DeeplUsage>): void;
}

export async function startDeeplSimulator(options: DeeplSimulatorOptions = {}): Promise<DeeplSimulator> {
  const validKeys = new Set(options.validKeys ?? DEFAULT_VALID_KEYS);
  const initialUsage: DeeplUsage = {
    characterCount: options.characterCount ?? 0,
    characterLimit: options.characterLimit ?? DEFAULT_CHARACTER_LIMIT,
  };
  const account = { ...initialUsage, countByKey: new Map<string, number>() };

  /** Splits a host prefix off the path; null stands for the bare URL, which accepts both hosts. */
  function routeOf(path: string): { host: HostKind | null; route: string } {
    for (const host of ['pro', 'free'] as const) {
      const { pathPrefix } = HOSTS[host];
      if (path.startsWith(`${pathPrefix}/`)) return { host, route: path.slice(pathPrefix.length) };
    }
    return { host: null, route: path };
  }

  /** Returns the authenticated key, or DeepL's 403 answer. */
  function authenticate(request: RecordedRequest, host: HostKind | null): string | VendorReply {
    const header = request.headers.authorization;
    if (header === undefined) {
      // The auth_key parameter was removed in January 2026; DeepL now names the legacy method.
      if (request.query.has('auth_key')) {
        return reply(403, deeplError("Legacy authentication method 'query parameter' is no longer supported"));
      }
      if (singleValue(bodyFields(request), 'auth_key') !== undefined) {
        return reply(403, deeplError("Legacy authentication method 'form body' is no longer supported"));
      }
      return reply(403, deeplErrorBody(403));
    }
    const prefix = 'DeepL-Auth-Key ';
    if (!header.startsWith(prefix)) return reply(403, deeplErrorBody(403));
    const key = header.slice(prefix.length).trim();
    const isFreeKey = key.endsWith(':fx');
    if (host === 'pro' && isFreeKey) return reply(403, deeplError(`Wrong endpoint. Use ${HOSTS.free.origin}`));
    if (host === 'free' && !isFreeKey) return reply(403, deeplError(`Wrong endpoint. Use ${HOSTS.pro.origin}`));
    if (!validKeys.has(key)) return reply(403, deeplErrorBody(403));
    return key;
  }

  function translate(request: RecordedRequest, key: string, fault: ContentFault): VendorReply {
    const fields = bodyFields(request);

    const targetValue = singleValue(fields, 'target_lang');
    if (targetValue === undefined) return badRequest("Parameter 'target_lang' not specified");
    const target = targetValue.toUpperCase();
    if (!isTargetLanguage(target)) return badRequest("Value for 'target_lang' not supported.");

    const sourceValue = singleValue(fields, 'source_lang');
    const source = sourceValue?.toUpperCase();
    if (source !== undefined && !isSourceLanguage(source)) return badRequest("Value for 'source_lang' not supported.");

    // JSON bodies carry `text` as an array; form bodies repeat the field (or send it once).
    const textField = fields.text;
    const texts: unknown[] =
      Array.isArray(textField) ? textField : typeof textField === 'string' && isFormBody(request) ? [textField] : [];
    if (texts.length === 0) return badRequest("Parameter 'text' not specified");
    if (!texts.every((text): text is string => typeof text === 'string')) {
      return badRequest("Value for 'text' not supported.");
    }

    const formality = singleValue(fields, 'formality');
    if (formality !== undefined && !FORMALITY_VALUES.includes(formality)) {
      return badRequest("Value for 'formality' not supported.");
    }
    // `prefer_*` falls back silently on targets without formality; `more`/`less` are refused there.
    if ((formality === 'more' || formality === 'less') && !supportsFormality(target)) {
      return badRequest("'formality' is not supported for given 'target_lang'.");
    }

    const tagHandling = singleValue(fields, 'tag_handling');
    if (tagHandling !== undefined && !TAG_HANDLING_VALUES.includes(tagHandling)) {
      return badRequest("Value for 'tag_handling' not supported.");
    }
    const tagHandlingVersion = singleValue(fields, 'tag_handling_version');
    if (tagHandlingVersion !== undefined && !TAG_HANDLING_VERSIONS.includes(tagHandlingVersion)) {
      return badRequest("Value for 'tag_handling_version' not supported.");
    }
    const splitSentences = singleValue(fields, 'split_sentences');
    if (splitSentences !== undefined && !SPLIT_SENTENCES_VALUES.includes(splitSentences)) {
      return badRequest("Value for 'split_sentences' not supported.");
    }
    const modelType = singleValue(fields, 'model_type');
    if (modelType !== undefined && !MODEL_TYPE_VALUES.includes(modelType)) {
      return badRequest("Value for 'model_type' not supported.");
    }

    if (fields.glossary_id !== undefined || fields.glossary_ids !== undefined) {
      if (source === undefined) {
        return badRequest('Use of a glossary requires the source_lang parameter to be specified');
      }
      // The simulated account owns no glossaries, so every id names a missing one.
      return reply(404, deeplError('Glossary not found'));
    }

    const markup = tagHandling !== undefined;
    const billed = texts.map((text) => billableCharacters(text, markup));
    const requestCharacters = billed.reduce((sum, count) => sum + count, 0);
    if (account.characterCount + requestCharacters > account.characterLimit) {
      return reply(456, deeplErrorBody(456));
    }
    account.characterCount += requestCharacters;
    account.countByKey.set(key, (account.countByKey.get(key) ?? 0) + requestCharacters);

    const showBilledCharacters = flagValue(fields, 'show_billed_characters');
    const format = markup ? 'html' : 'text';
    const translationOf = (text: string, billedCharacters: number) => ({
      detected_source_language: source ?? DETECTED_SOURCE_LANGUAGE,
      text: fakeTranslate(text, target, format),
      ...(showBilledCharacters ? { billed_characters: billedCharacters } : {}),
      ...(modelType !== undefined
        ? { model_type_used: modelType === 'latency_optimized' ? 'latency_optimized' : 'quality_optimized' }
        : {}),
      // A newly created account defaults to the strict v2 tag handling (since 2025-12-01).
      ...(markup ? { tag_handling_version: tagHandlingVersion ?? 'v2' } : {}),
    });
    const translations = texts.map((text, index) => translationOf(text, billed[index] ?? 0));
    const extra = translationOf('Unrequested extra text', 0);
    return reply(200, { translations: applyWrongLength(translations, fault, extra) });
  }

  function usageReport(key: string): VendorReply {
    const base = { character_count: account.characterCount, character_limit: account.characterLimit };
    if (key.endsWith(':fx')) return reply(200, base);
    // Pro accounts also report the key's own share and the billing period.
    const keyCount = account.countByKey.get(key) ?? 0;
    const now = new Date();
    return reply(200, {
      ...base,
      api_key_character_count: keyCount,
      api_key_character_limit: NO_KEY_LIMIT,
      start_time: startOfMonth(now, 0),
      end_time: startOfMonth(now, 1),
      products: [
        {
          product_type: 'translate',
          billing_unit: 'characters',
          api_key_character_count: keyCount,
          character_count: account.characterCount,
        },
      ],
    });
  }

  function languages(request: RecordedRequest): VendorReply {
    const type = request.query.get('type') ?? singleValue(bodyFields(request), 'type') ?? 'source';
    if (type === 'source') {
      return reply(
        200,
        LANGUAGES.filter((language) => language.use !== 'target').map(({ code, name }) => ({ language: code, name })),
      );
    }
    if (type === 'target') {
      return reply(
        200,
        LANGUAGES.filter((language) => language.use !== 'source').map((language) => ({
          language: language.code,
          name: language.targetName ?? language.name,
          supports_formality: language.formality === true,
        })),
      );
    }
    return badRequest("Parameter 'type' is invalid. 'source' and 'target' are valid values.");
  }

  const simulator = await startSimulator({
    errorBody: deeplErrorBody,
    handle(request, fault) {
      // The size limit is enforced by the front server, before authentication.
      if (Buffer.byteLength(request.body, 'utf8') > MAX_REQUEST_BYTES) {
        return { status: 413, body: REQUEST_TOO_LARGE_HTML, headers: { 'content-type': 'text/html' } };
      }
      const { host, route } = routeOf(request.path);
      const key = authenticate(request, host);
      if (typeof key !== 'string') return key;
      switch (route) {
        case '/v2/translate':
          // GET and query parameters on /translate were retired in 2025: only POST with a body.
          return request.method === 'POST' ? translate(request, key, fault) : reply(405, deeplError('Method not allowed. Use POST.'));
        case '/v2/usage':
          return usageReport(key);
        case '/v2/languages':
          return languages(request);
        default:
          return reply(404, '');
      }
    },
  });

  return {
    ...simulator,
    proUrl: `${simulator.url}${HOSTS.pro.pathPrefix}`,
    freeUrl: `${simulator.url}${HOSTS.free.pathPrefix}`,
    fail: (...faults) => simulator.fail(...faults.map(renderStatusFault)),
    reset: () => {
      simulator.reset();
      Object.assign(account, initialUsage);
      account.countByKey.clear();
    },
    usage: () => ({ characterCount: account.characterCount, characterLimit: account.characterLimit }),
    setUsage: (usage) => {
      if (usage.characterCount !== undefined) account.characterCount = usage.characterCount;
      if (usage.characterLimit !== undefined) account.characterLimit = usage.characterLimit;
    },
  };
}
