/**
 * Translatable units of a field value, per translation type (docs/jobs.md, "What a run does with a field").
 *
 * A unit is one string that goes to a provider on its own, addressed by a JSON Pointer (RFC 6901) into
 * the field's API value: `""` for a whole `text`/`html` field, `/2` for an entry of a `string_list`,
 * `/demo_highlight` for a custom field, `/content/value` for a cms slot config entry. applyUnits() writes
 * translations back along those paths and leaves every other part of the value as it was: untouched
 * objects and lists are the very same instances, keys keep their order, and the input is never mutated.
 *
 * @packageDocumentation
 */
import type { TranslationType } from '../../host/entities/definition.js';
import type { TextFormat } from './placeholders.js';

/** One string to translate. */
export interface TranslationUnit {
  /** JSON Pointer into the field value. */
  path: string;
  text: string;
  format: TextFormat;
}

/** What extractUnits() needs beyond the value. */
export interface ExtractOptions {
  /**
   * Custom fields registered as translatable (entity `custom_field` with `translatable` and type text or
   * html), by name. Keys not in the map are never translated; without a map no custom field is.
   */
  customFields?: ReadonlyMap<string, TextFormat>;
}

/** Keys of a cms slot config whose static value is shop copy rather than a setting. */
export const STRUCTURE_CONTENT_KEYS: ReadonlySet<string> = new Set([
  'content',
  'title',
  'text',
  'alt',
  'label',
  'buttonText',
  'headline',
  'subtitle',
  'caption',
  'placeholder',
]);

/** A translation was offered for a path that addresses no translatable string of the value. */
export class UnknownUnitPathError extends Error {
  constructor(type: TranslationType, path: string) {
    super(`No translatable ${type} unit at path "${path}".`);
    this.name = 'UnknownUnitPathError';
  }
}

/**
 * The units of one field value. Empty and whitespace-only strings are no units, and neither is anything
 * that is not a string where a string is expected (a number in a custom field, a list in a slot config).
 */
export function extractUnits(type: TranslationType, value: unknown, options: ExtractOptions = {}): { units: TranslationUnit[] } {
  // Most fields are one text: an array of its exact size, and no closure (a pushed-to empty array
  // reserves room for 17 entries; this runs for every field of every record a run or estimate reads).
  if (type === 'text' || type === 'html') return { units: isTranslatableString(value) ? [{ path: '', text: value, format: type }] : [] };
  // No closure per call: this runs for a field of most records of every run and estimate.
  const units: TranslationUnit[] = [];
  switch (type) {
    case 'string_list':
      if (Array.isArray(value)) value.forEach((item: unknown, index) => addUnit(units, item, 'text', String(index)));
      break;
    case 'custom_fields':
      if (isPlainObject(value)) {
        for (const [name, fieldValue] of Object.entries(value)) {
          const format = options.customFields?.get(name);
          if (format) addUnit(units, fieldValue, format, name);
        }
      }
      break;
    case 'structure':
      if (isPlainObject(value)) {
        for (const [key, entry] of Object.entries(value)) {
          const text = staticContentValue(key, entry);
          if (text !== null) addUnit(units, text, containsMarkup(text) ? 'html' : 'text', key, 'value');
        }
      }
      break;
  }
  return { units };
}

/** Adds a unit at the pointer of these tokens (`/token` or `/token/second`) when the text is translatable. */
function addUnit(units: TranslationUnit[], text: unknown, format: TextFormat, token: string, second?: string): void {
  if (isTranslatableString(text)) units.push({ path: second === undefined ? pointerToken(token) : pointerToken(token) + pointerToken(second), text, format });
}

/**
 * Writes translations back into a field value and returns the new value; paths absent from the map keep
 * their source text (a unit that failed stays as it was). The input value is not modified.
 *
 * @throws UnknownUnitPathError for a path that does not address a translatable string of the value,
 *   which means the caller mixed up values or paths; writing it anyway could corrupt the field.
 */
export function applyUnits<T>(type: TranslationType, value: T, translations: ReadonlyMap<string, string>): T {
  if (translations.size === 0) return value;
  switch (type) {
    case 'text':
    case 'html':
      return applyToScalar(type, value, translations);
    case 'string_list':
      return applyToList(value, translations);
    case 'custom_fields':
      return applyToCustomFields(value, translations);
    case 'structure':
      return applyToStructure(value, translations);
  }
}

function applyToScalar<T>(type: TranslationType, value: T, translations: ReadonlyMap<string, string>): T {
  for (const path of translations.keys()) {
    if (path !== '' || typeof value !== 'string') throw new UnknownUnitPathError(type, path);
  }
  return translations.get('') as T;
}

function applyToList<T>(value: T, translations: ReadonlyMap<string, string>): T {
  if (!Array.isArray(value)) throw new UnknownUnitPathError('string_list', firstKey(translations));
  const list: unknown[] = [...(value as unknown[])];
  for (const [path, translation] of translations) {
    const [segment, ...rest] = parsePointer(path) ?? [];
    const index = segment !== undefined && /^(?:0|[1-9]\d*)$/.test(segment) ? Number(segment) : -1;
    if (rest.length > 0 || index < 0 || index >= list.length || typeof list[index] !== 'string') {
      throw new UnknownUnitPathError('string_list', path);
    }
    list[index] = translation;
  }
  return list as T;
}

function applyToCustomFields<T>(value: T, translations: ReadonlyMap<string, string>): T {
  if (!isPlainObject(value)) throw new UnknownUnitPathError('custom_fields', firstKey(translations));
  const fields: Record<string, unknown> = { ...value };
  for (const [path, translation] of translations) {
    const segments = parsePointer(path);
    const name = segments?.length === 1 ? segments[0] : undefined;
    if (name === undefined || typeof fields[name] !== 'string') throw new UnknownUnitPathError('custom_fields', path);
    // Assigning an existing key keeps its position, so the serialised key order does not change.
    fields[name] = translation;
  }
  return fields as T;
}

function applyToStructure<T>(value: T, translations: ReadonlyMap<string, string>): T {
  if (!isPlainObject(value)) throw new UnknownUnitPathError('structure', firstKey(translations));
  const config: Record<string, unknown> = { ...value };
  for (const [path, translation] of translations) {
    const segments = parsePointer(path);
    const key = segments?.length === 2 && segments[1] === 'value' ? segments[0] : undefined;
    if (key === undefined || staticContentValue(key, value[key]) === null) throw new UnknownUnitPathError('structure', path);
    // Only the entry's value changes; `source` and any other property of the entry stay in place.
    config[key] = { ...(config[key] as Record<string, unknown>), value: translation };
  }
  return config as T;
}

/** The static string value of a content-like slot config entry, or null when the entry is not translated. */
function staticContentValue(key: string, entry: unknown): string | null {
  if (!STRUCTURE_CONTENT_KEYS.has(key) || !isPlainObject(entry) || entry.source !== 'static') return null;
  return typeof entry.value === 'string' ? entry.value : null;
}

/**
 * Whether a slot config value is HTML: it holds a tag, a comment or a character reference. A reference
 * alone ("Hearth &amp; Trail") counts, because as plain text the provider would translate or double-escape it.
 */
export function containsMarkup(text: string): boolean {
  return /<(?:[A-Za-z][^\s/>]*|\/[A-Za-z][^\s/>]*|!--)[^<]*?>|&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#x[0-9A-Fa-f]+);/.test(text);
}

function isTranslatableString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One reference token of a JSON Pointer, escaped, with its leading slash (a pointer is their concatenation). */
function pointerToken(token: string): string {
  // Custom field names and list indexes hold neither character: no replacing (and no copies) for them.
  if (!token.includes('~') && !token.includes('/')) return `/${token}`;
  return `/${token.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The unescaped reference tokens of a JSON Pointer, or null when it is not one. */
function parsePointer(path: string): string[] | null {
  if (path === '') return [];
  if (!path.startsWith('/')) return null;
  return path
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function firstKey(translations: ReadonlyMap<string, string>): string {
  return translations.keys().next().value ?? '';
}
