import { normalizeId } from '../../host/db/ids.js';

/**
 * The JobConfig of POST /estimate and POST /job, normalised exactly as docs/jobs.md ("The config") says: an
 * invalid value becomes the documented default, unknown keys pass through unchanged. What cannot be
 * normalised (a malformed id where an id is required, absurd sizes) is refused with a
 * JobConfigError, answered as 400 with its message.
 */

export type EntityScope = 'all' | 'missing' | 'selection';
export type Tone = 'default' | 'formal' | 'informal';
export type ServiceTier = 'speed' | 'balanced' | 'quality';
/**
 * What a run does with a translated field (docs/jobs.md, "Review and quality checks"): write it at once
 * (`immediately`), keep every field as a draft for review (`review`), or write the fields the quality
 * checks pass and keep the flagged ones as drafts (`checked`).
 */
export const PUBLISH_MODES = ['immediately', 'review', 'checked'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

/** The publish mode a value names, else the fallback. */
export function publishModeOf(value: unknown, fallback: PublishMode): PublishMode {
  return typeof value === 'string' && (PUBLISH_MODES as readonly string[]).includes(value) ? (value as PublishMode) : fallback;
}

export interface EntitySelection {
  name: string;
  scope: EntityScope;
  /** Null, or a non-empty deduplicated list; with scope `selection` every entry is a normalised id. */
  ids: string[] | null;
  [passThrough: string]: unknown;
}

export interface JobOptions {
  mode: 'all' | 'missing';
  /**
   * With mode `missing`: also translate outdated fields (the target still holds what the service wrote
   * and the source changed since). Default true; an extra option key beside the spec's.
   */
  refreshOutdated: boolean;
  protectManualEdits: boolean;
  skipUnchanged: boolean;
  fields: Record<string, string[]> | null;
  includeCustomFields: boolean;
  tone: Tone;
  customPrompt: string | null;
  glossary: boolean;
  seoTruncate: boolean;
  serviceTier: ServiceTier;
  publish: PublishMode;
  [passThrough: string]: unknown;
}

export interface JobConfig {
  entities: EntitySelection[];
  sourceLanguageId: string | null;
  targetLanguageIds: string[];
  providerId: string;
  options: JobOptions;
  [passThrough: string]: unknown;
}

/** Sizes beyond these are refused rather than run (a config is typed by hand or by a script). */
export const JOB_CONFIG_LIMITS = {
  entities: 100,
  idsPerEntity: 10_000,
  targetLanguages: 100,
  customPromptCharacters: 4_000,
  fieldsPerEntity: 100,
} as const;

export const MISSING_CONFIG_MESSAGE = 'Missing "config" object in the request body.';

/** A config that cannot be normalised; the message is the 400 answer. */
export class JobConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobConfigError';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

/** "Parsed as boolean": booleans, 1/0 and the usual words; anything else is the default. */
export function parseBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : fallback;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return fallback;
}

/** Non-string and blank entries dropped, the rest trimmed and deduplicated in order. */
function cleanStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' || item.trim() === '') continue;
    seen.add(item.trim());
  }
  return [...seen];
}

function normaliseEntity(raw: unknown, index: number): EntitySelection {
  const item: Record<string, unknown> = typeof raw === 'string' ? { name: raw } : isObject(raw) ? { ...raw } : {};
  const name = typeof item.name === 'string' ? item.name.trim() : '';
  if (name === '') throw new JobConfigError(`Entity ${index + 1} of the config has no "name".`);

  let ids: string[] | null = cleanStrings(item.ids);
  if (ids.length > JOB_CONFIG_LIMITS.idsPerEntity) {
    throw new JobConfigError(`At most ${JOB_CONFIG_LIMITS.idsPerEntity} ids can be selected for entity "${name}".`);
  }
  if (ids.length === 0) ids = null;
  const scope: EntityScope =
    item.scope === 'all' || item.scope === 'missing' || item.scope === 'selection' ? item.scope : ids !== null ? 'selection' : 'all';
  if (scope === 'selection' && ids !== null) {
    const normalised = ids.map((id) => {
      const valid = normalizeId(id);
      if (valid === null) throw new JobConfigError(`Invalid id "${id}" in the selection of entity "${name}".`);
      return valid;
    });
    ids = [...new Set(normalised)];
  }
  return { ...item, name, scope, ids };
}

function normaliseFields(value: unknown): Record<string, string[]> | null {
  if (!isObject(value)) return null;
  const fields: Record<string, string[]> = {};
  for (const [entity, names] of Object.entries(value)) {
    const list = cleanStrings(names);
    if (list.length > JOB_CONFIG_LIMITS.fieldsPerEntity) {
      throw new JobConfigError(`At most ${JOB_CONFIG_LIMITS.fieldsPerEntity} fields can be chosen for entity "${entity}".`);
    }
    if (list.length > 0) fields[entity] = list;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

function normaliseOptions(raw: unknown): JobOptions {
  const options = isObject(raw) ? raw : {};
  const customPrompt = typeof options.customPrompt === 'string' ? options.customPrompt.trim() : '';
  if ([...customPrompt].length > JOB_CONFIG_LIMITS.customPromptCharacters) {
    throw new JobConfigError(`The custom prompt can hold at most ${JOB_CONFIG_LIMITS.customPromptCharacters} characters.`);
  }
  return {
    ...options,
    mode: options.mode === 'all' ? 'all' : 'missing',
    refreshOutdated: parseBoolean(options.refreshOutdated, true),
    protectManualEdits: parseBoolean(options.protectManualEdits, true),
    skipUnchanged: parseBoolean(options.skipUnchanged, true),
    fields: normaliseFields(options.fields),
    includeCustomFields: parseBoolean(options.includeCustomFields, true),
    tone: options.tone === 'formal' || options.tone === 'informal' ? options.tone : 'default',
    customPrompt: customPrompt === '' ? null : customPrompt,
    glossary: parseBoolean(options.glossary, true),
    seoTruncate: parseBoolean(options.seoTruncate, true),
    serviceTier: options.serviceTier === 'speed' || options.serviceTier === 'quality' ? options.serviceTier : 'balanced',
    publish: publishModeOf(options.publish, 'immediately'),
  };
}

function languageId(value: string, role: 'source' | 'target'): string {
  const id = normalizeId(value);
  if (id === null) throw new JobConfigError(`Invalid ${role} language id "${value}".`);
  return id;
}

/**
 * Normalises the `config` of a request body. Throws JobConfigError with `Missing "config" object in
 * the request body.` when it is absent, and with a specific message when it cannot be normalised.
 */
export function normaliseJobConfig(body: unknown): JobConfig {
  const raw = isObject(body) ? body.config : undefined;
  if (raw === undefined || raw === null) throw new JobConfigError(MISSING_CONFIG_MESSAGE);
  if (!isObject(raw)) throw new JobConfigError('The "config" must be an object.');

  const rawEntities = raw.entities === undefined || raw.entities === null ? [] : raw.entities;
  if (!Array.isArray(rawEntities)) throw new JobConfigError('The "entities" of the config must be a list.');
  if (rawEntities.length > JOB_CONFIG_LIMITS.entities) {
    throw new JobConfigError(`A config can name at most ${JOB_CONFIG_LIMITS.entities} entities.`);
  }

  const source = typeof raw.sourceLanguageId === 'string' ? raw.sourceLanguageId.trim() : '';
  const targets = cleanStrings(raw.targetLanguageIds);
  if (targets.length > JOB_CONFIG_LIMITS.targetLanguages) {
    throw new JobConfigError(`A config can name at most ${JOB_CONFIG_LIMITS.targetLanguages} target languages.`);
  }

  return {
    ...raw,
    entities: rawEntities.map((entity, index) => normaliseEntity(entity, index)),
    sourceLanguageId: source === '' ? null : languageId(source, 'source'),
    targetLanguageIds: [...new Set(targets.map((target) => languageId(target, 'target')))],
    providerId: typeof raw.providerId === 'string' ? raw.providerId.trim() : '',
    options: normaliseOptions(raw.options),
  };
}
