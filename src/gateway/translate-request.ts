import { createHash } from 'node:crypto';
import { DEFAULT_SERVICE_TIER, isServiceTier, SERVICE_TIERS, type ServiceTier } from './plans.js';

/** At most this many texts per request; chunking is the client's job. */
export const MAX_TEXTS_PER_REQUEST = 100;
/** At most this many UTF-8 bytes of texts per request. */
export const MAX_TEXT_BYTES_PER_REQUEST = 100_000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

const LOCALE_PATTERN = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/;

/** The body of `POST /v1/translate` after validation, defaults filled in. */
export interface GatewayTranslateRequest {
  texts: string[];
  sourceLocale: string;
  targetLocale: string;
  format: 'text' | 'html';
  /** `formal` or `informal`; any other value counts as the default tone (null). */
  tone: 'formal' | 'informal' | null;
  customPrompt: string | null;
  glossaryTerms: Record<string, string | null>;
  /** A null tier in the body means `balanced`. */
  serviceTier: ServiceTier;
  idempotencyKey: string | null;
  contentType: string | null;
  traceId: string | null;
}

/** A body the gateway refuses with 400 `invalid_request`. */
export class InvalidRequestError extends Error {}

function optionalString(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new InvalidRequestError(`${field} must be a string or null.`);
  return value;
}

function locale(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !LOCALE_PATTERN.test(value)) {
    throw new InvalidRequestError(`${field} must be a locale code such as "en-GB".`);
  }
  return value;
}

function texts(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((text) => typeof text === 'string')) {
    throw new InvalidRequestError('texts must be a list of strings.');
  }
  if (value.length > MAX_TEXTS_PER_REQUEST) throw new InvalidRequestError(`texts holds more than ${MAX_TEXTS_PER_REQUEST} texts.`);
  const bytes = value.reduce((sum: number, text: string) => sum + Buffer.byteLength(text, 'utf8'), 0);
  if (bytes > MAX_TEXT_BYTES_PER_REQUEST) throw new InvalidRequestError(`texts hold more than ${MAX_TEXT_BYTES_PER_REQUEST} bytes.`);
  return value as string[];
}

function glossaryTerms(value: unknown): Record<string, string | null> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new InvalidRequestError('glossaryTerms must be an object of term to translation.');
  const terms: Record<string, string | null> = {};
  for (const [term, translation] of Object.entries(value)) {
    if (translation !== null && typeof translation !== 'string') {
      throw new InvalidRequestError('Every glossary translation must be a string or null.');
    }
    terms[term] = translation;
  }
  return terms;
}

/** Validates a `POST /v1/translate` body. @throws InvalidRequestError */
export function parseTranslateRequest(body: unknown): GatewayTranslateRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new InvalidRequestError('The body must be a JSON object.');
  const fields = body as Record<string, unknown>;
  const format = fields.format ?? 'text';
  if (format !== 'text' && format !== 'html') throw new InvalidRequestError('format must be "text" or "html".');
  const tier = fields.serviceTier ?? DEFAULT_SERVICE_TIER;
  if (!isServiceTier(tier)) throw new InvalidRequestError(`serviceTier must be one of ${SERVICE_TIERS.join(', ')} or null.`);
  const tone = optionalString(fields, 'tone');
  const idempotencyKey = optionalString(fields, 'idempotencyKey');
  if (idempotencyKey !== null && (idempotencyKey === '' || idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH)) {
    throw new InvalidRequestError(`idempotencyKey must be null or a string of 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  return {
    texts: texts(fields.texts),
    sourceLocale: locale(fields, 'sourceLocale'),
    targetLocale: locale(fields, 'targetLocale'),
    format,
    tone: tone === 'formal' || tone === 'informal' ? tone : null,
    customPrompt: optionalString(fields, 'customPrompt'),
    glossaryTerms: glossaryTerms(fields.glossaryTerms),
    serviceTier: tier,
    idempotencyKey,
    contentType: optionalString(fields, 'contentType'),
    traceId: optionalString(fields, 'traceId'),
  };
}

/** Billable characters: code points of the texts. */
export function countCharacters(texts: readonly string[]): number {
  let characters = 0;
  for (const text of texts) for (const _ of text) characters += 1;
  return characters;
}

/**
 * SHA-256 of the canonical request: the fields that shape the translation, defaults filled in and
 * glossary terms sorted. The idempotency key (the scope) and the metadata `contentType` and `traceId`
 * are left out, so a retry that only carries a new trace id still replays.
 */
export function requestHash(request: GatewayTranslateRequest): string {
  const canonical = [
    request.texts,
    request.sourceLocale,
    request.targetLocale,
    request.format,
    request.tone,
    request.customPrompt,
    Object.entries(request.glossaryTerms).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    request.serviceTier,
  ];
  return createHash('sha256').update(JSON.stringify(canonical), 'utf8').digest('hex');
}
