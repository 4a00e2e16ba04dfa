import { normalizeId } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { isTranslatable, type EntityDefinition, type FieldDefinition } from './definition.js';
import { findEntity } from './definitions.js';
import { isoDateTime } from './values.js';

/**
 * Search criteria of the generic entity API (README.md), parsed and checked against the
 * entity definition so that a query never names a column the entity does not expose.
 */

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 500;
/**
 * Values one criteria may bind (ids, filter values, nested criteria included): every value is a
 * query parameter, and SQLite (32766) and PostgreSQL (65535) cap those per statement.
 */
export const MAX_CRITERIA_VALUES = 10_000;
/**
 * Filters one criteria may hold, counting every filter object (multi and not included) at any depth
 * and in associations. SQLite refuses a statement whose expression tree is deeper than 1000 (a chain of
 * about 900 conditions on a translated field already is), and PostgreSQL runs out of stack at a few
 * thousand; 500 leaves room for ranges (up to four comparisons each) and nesting on both.
 */
export const MAX_FILTERS = 500;
/** How deeply multi and not filters nest. */
export const MAX_FILTER_DEPTH = 10;
/** How deeply associations nest. */
export const MAX_ASSOCIATION_DEPTH = 3;
/**
 * Characters of one string value. SQLite refuses a LIKE pattern over 50,000 bytes; 10,000 characters
 * stay below it even when every character needs four bytes or an escape.
 */
export const MAX_VALUE_LENGTH = 10_000;
/** Sort entries of one criteria (SQLite refuses more than 2000 ORDER BY terms; clients use a few). */
export const MAX_SORT_ENTRIES = 20;

export type Filter =
  | { type: 'equals'; field: FieldDefinition; value: unknown }
  | { type: 'equalsAny'; field: FieldDefinition; value: unknown[] }
  | { type: 'contains' | 'prefix' | 'suffix'; field: FieldDefinition; value: string }
  | { type: 'range'; field: FieldDefinition; parameters: Partial<Record<'gt' | 'gte' | 'lt' | 'lte', unknown>> }
  | { type: 'multi' | 'not'; operator: 'and' | 'or'; queries: Filter[] };

export interface SortEntry {
  field: FieldDefinition;
  order: 'ASC' | 'DESC';
}

/** How `total` is counted (the platform's `total-count-mode`: 0 `none`, 1 `exact`, 2 `next-pages`). */
export type TotalCountMode = 'none' | 'exact' | 'next-pages';

/** Pages beyond the current one that `next-pages` looks at. */
export const NEXT_PAGES = 5;

export interface Criteria {
  ids: string[] | null;
  filters: Filter[];
  sort: SortEntry[];
  limit: number;
  page: number;
  associations: Record<string, Criteria>;
  /** Every word must occur (case-insensitively) in one of the entity's searchable text fields. */
  term: { words: string[]; fields: FieldDefinition[] } | null;
  /** Entity name -> the fields its records are trimmed to in the answer; null: every field. */
  includes: Record<string, string[]> | null;
  totalCountMode: TotalCountMode;
}

/** Words of one search term at most (each is a condition over every searchable field). */
export const MAX_TERM_WORDS = 20;
/** Characters of a search term at most. */
export const MAX_TERM_LENGTH = 500;

/** The fields a `term` searches: every readable text field (translated ones in the context language). */
export function searchableFields(definition: EntityDefinition): FieldDefinition[] {
  return definition.fields.filter((field) => (field.kind === 'string' || field.kind === 'text') && !field.writeOnly && !field.sealed && !field.virtual);
}

const CRITERIA_KEYS = new Set(['ids', 'filter', 'sort', 'limit', 'page', 'associations', 'total-count-mode', 'includes', 'term']);
const RANGE_KEYS = new Set(['gt', 'gte', 'lt', 'lte']);
const CODE = 'FRAMEWORK__INVALID_CRITERIA';

/** What one criteria has used of its limits so far, shared by its nested filters and associations. */
interface Budget {
  filters: number;
}

function invalid(pointer: string, detail: string): ApiError {
  return ApiError.single(400, CODE, detail, pointer);
}

function tooManyValues(): ApiError {
  return invalid('/', `The criteria hold more than ${MAX_CRITERIA_VALUES} values (ids and filter values together).`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function queryableField(definition: EntityDefinition, name: unknown, pointer: string, purpose: string): FieldDefinition {
  if (typeof name !== 'string' || name === '') throw invalid(pointer, 'The field name must be a non-empty string.');
  const field = definition.fields.find((candidate) => candidate.name === name);
  if (!field || field.writeOnly || field.sealed || field.virtual) {
    throw invalid(pointer, `The field "${name}" does not exist on entity "${definition.name}".`);
  }
  if (field.kind === 'json') throw invalid(pointer, `The field "${name}" cannot be used in a ${purpose}.`);
  return field;
}

/** Characters (code points) of a value, counted only when its UTF-16 length could exceed the limit. */
function tooLong(value: string): boolean {
  return value.length > MAX_VALUE_LENGTH && [...value].length > MAX_VALUE_LENGTH;
}

/**
 * PostgreSQL cannot compare with U+0000 (it cannot store it either), so no criteria value holds it;
 * `subject` names the value in messages ('The value for "name"').
 */
function text(value: string, pointer: string, subject: string): string {
  if (value.includes('\u0000')) throw invalid(pointer, `${subject} must not contain NUL characters.`);
  if (tooLong(value)) throw invalid(pointer, `${subject} must not be longer than ${MAX_VALUE_LENGTH} characters.`);
  return value;
}

function scalar(field: FieldDefinition, value: unknown, pointer: string): unknown {
  if (value === null) return null;
  switch (field.kind) {
    case 'id': {
      const id = normalizeId(value);
      if (id === null) throw invalid(pointer, `The value for "${field.name}" is not a valid id.`);
      return id;
    }
    case 'int':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        throw invalid(pointer, `The value for "${field.name}" must be an integer.`);
      }
      return value;
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw invalid(pointer, `The value for "${field.name}" must be a number.`);
      }
      return value;
    case 'bool':
      if (typeof value !== 'boolean') throw invalid(pointer, `The value for "${field.name}" must be a boolean.`);
      return value ? 1 : 0;
    case 'datetime': {
      const iso = isoDateTime(value);
      if (iso === null) throw invalid(pointer, `The value for "${field.name}" must be an ISO 8601 date.`);
      return iso;
    }
    default:
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw invalid(pointer, `The value for "${field.name}" must be a string.`);
      }
      return text(String(value), pointer, `The value for "${field.name}"`);
  }
}

function parseFilter(definition: EntityDefinition, raw: unknown, pointer: string, depth: number, budget: Budget): Filter {
  if (!isObject(raw)) throw invalid(pointer, 'A filter must be an object.');
  if (depth > MAX_FILTER_DEPTH) throw invalid(pointer, 'Filters are nested too deeply.');
  budget.filters += 1;
  if (budget.filters > MAX_FILTERS) {
    throw invalid(pointer, `The criteria hold more than ${MAX_FILTERS} filters (nested filters and those of associations included).`);
  }
  const type = raw.type;
  switch (type) {
    case 'equals': {
      const field = queryableField(definition, raw.field, `${pointer}/field`, 'filter');
      return { type, field, value: scalar(field, raw.value, `${pointer}/value`) };
    }
    case 'equalsAny': {
      const field = queryableField(definition, raw.field, `${pointer}/field`, 'filter');
      const values = typeof raw.value === 'string' ? raw.value.split('|') : raw.value;
      if (!Array.isArray(values) || values.length === 0) {
        throw invalid(`${pointer}/value`, 'The value of an equalsAny filter must be a non-empty list.');
      }
      // Refused before every value is checked: the whole criteria cannot hold more anyway.
      if (values.length > MAX_CRITERIA_VALUES) throw tooManyValues();
      return { type, field, value: values.map((value, index) => scalar(field, value, `${pointer}/value/${index}`)) };
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const field = queryableField(definition, raw.field, `${pointer}/field`, 'filter');
      // Text matching needs a text column: lower() of a number, boolean or timestamp fails on PostgreSQL.
      if (field.kind !== 'string' && field.kind !== 'text' && field.kind !== 'id') {
        throw invalid(`${pointer}/field`, `The field "${field.name}" cannot be used in a ${type} filter.`);
      }
      if (typeof raw.value !== 'string') throw invalid(`${pointer}/value`, `The value of a ${type} filter must be a string.`);
      return { type, field, value: text(raw.value, `${pointer}/value`, `The value of a ${type} filter`) };
    }
    case 'range': {
      const field = queryableField(definition, raw.field, `${pointer}/field`, 'filter');
      if (!isObject(raw.parameters) || Object.keys(raw.parameters).length === 0) {
        throw invalid(`${pointer}/parameters`, 'A range filter needs parameters (gt, gte, lt, lte).');
      }
      const parameters: Partial<Record<'gt' | 'gte' | 'lt' | 'lte', unknown>> = {};
      for (const [key, value] of Object.entries(raw.parameters)) {
        if (!RANGE_KEYS.has(key)) throw invalid(`${pointer}/parameters/${key}`, `Unknown range parameter "${key}".`);
        parameters[key as 'gt'] = scalar(field, value, `${pointer}/parameters/${key}`);
      }
      return { type, field, parameters };
    }
    case 'multi':
    case 'not': {
      const operator = typeof raw.operator === 'string' ? raw.operator.toLowerCase() : 'and';
      if (operator !== 'and' && operator !== 'or') throw invalid(`${pointer}/operator`, 'The operator must be "and" or "or".');
      if (!Array.isArray(raw.queries)) throw invalid(`${pointer}/queries`, `A ${type} filter needs a list of queries.`);
      return {
        type,
        operator,
        queries: raw.queries.map((query, index) => parseFilter(definition, query, `${pointer}/queries/${index}`, depth + 1, budget)),
      };
    }
    default:
      throw invalid(`${pointer}/type`, `Unknown filter type "${String(type)}".`);
  }
}

function parseInteger(value: unknown, pointer: string, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw invalid(pointer, `The ${name} must be an integer between ${min} and ${max}.`);
  }
  return number;
}

function parseSort(definition: EntityDefinition, raw: unknown, pointer: string): SortEntry[] {
  if (raw === undefined || raw === null) return [];
  // GET lists accept `sort=name,-createdAt`.
  if (typeof raw === 'string') {
    const parts = raw.split(',').filter((part) => part.trim() !== '');
    if (parts.length > MAX_SORT_ENTRIES) throw invalid(pointer, `The sort holds more than ${MAX_SORT_ENTRIES} entries.`);
    return parts.map((part) => {
      const descending = part.trim().startsWith('-');
      const name = part.trim().replace(/^[-+]/, '');
      return { field: queryableField(definition, name, pointer, 'sort'), order: descending ? 'DESC' : 'ASC' };
    });
  }
  if (!Array.isArray(raw)) throw invalid(pointer, 'The sort must be a list of {field, order}.');
  if (raw.length > MAX_SORT_ENTRIES) throw invalid(pointer, `The sort holds more than ${MAX_SORT_ENTRIES} entries.`);
  return raw.map((entry, index) => {
    if (!isObject(entry)) throw invalid(`${pointer}/${index}`, 'A sort entry must be an object.');
    const order = entry.order === undefined ? 'ASC' : String(entry.order).toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') throw invalid(`${pointer}/${index}/order`, 'The order must be "ASC" or "DESC".');
    return { field: queryableField(definition, entry.field, `${pointer}/${index}/field`, 'sort'), order };
  });
}

function checkTranslationsAssociation(nested: unknown, pointer: string): void {
  if (nested === undefined || nested === null) return;
  if (!isObject(nested)) throw invalid(pointer, 'The criteria must be an object.');
  for (const key of Object.keys(nested)) {
    if (!CRITERIA_KEYS.has(key)) throw invalid(`${pointer}/${key}`, `Unknown criteria parameter "${key}".`);
    throw invalid(`${pointer}/${key}`, 'The association "translations" accepts no criteria: every record carries all its translations.');
  }
}

function parseAssociations(definition: EntityDefinition, raw: unknown, pointer: string, depth: number, budget: Budget): Record<string, Criteria> {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) throw invalid(pointer, 'The associations must be an object keyed by association name.');
  if (depth > MAX_ASSOCIATION_DEPTH) throw invalid(pointer, 'Associations are nested too deeply.');
  const result: Record<string, Criteria> = {};
  for (const [name, nested] of Object.entries(raw)) {
    if (name === 'translations' && isTranslatable(definition)) {
      // Every record of a translatable entity carries all its translations already; platform clients
      // still ask for them, so the request is accepted and changes nothing.
      checkTranslationsAssociation(nested, `${pointer}/${name}`);
      continue;
    }
    const association = definition.associations?.[name];
    const target = association ? findEntity(association.entity) : undefined;
    if (!association || !target) {
      throw invalid(`${pointer}/${name}`, `The association "${name}" does not exist on entity "${definition.name}".`);
    }
    // Loaded associations are complete: paging them per parent record is not offered, and a
    // many-to-one reference is one record, so only its own associations may be asked for.
    const allowed = association.kind === 'manyToOne' ? ['associations'] : ['filter', 'sort', 'associations'];
    if (isObject(nested)) {
      const refused = Object.keys(nested).find((key) => CRITERIA_KEYS.has(key) && !allowed.includes(key));
      if (refused) {
        throw invalid(
          `${pointer}/${name}/${refused}`,
          `The association "${name}" accepts only: ${allowed.join(', ')}.`,
        );
      }
    }
    result[name] = parseCriteriaLevel(target, nested ?? {}, `${pointer}/${name}`, depth + 1, budget);
  }
  return result;
}

/** How many values these criteria bind, nested filters and associations included. */
function valueCount(criteria: Criteria): number {
  const count = (filter: Filter): number => {
    if ('queries' in filter) return filter.queries.reduce((sum, query) => sum + count(query), 0);
    if (filter.type === 'equalsAny') return filter.value.length;
    if (filter.type === 'range') return Object.keys(filter.parameters).length;
    return 1;
  };
  return (
    (criteria.ids?.length ?? 0) +
    (criteria.term ? criteria.term.words.length * criteria.term.fields.length : 0) +
    criteria.filters.reduce((sum, filter) => sum + count(filter), 0) +
    Object.values(criteria.associations).reduce((sum, nested) => sum + valueCount(nested), 0)
  );
}

/** Parses criteria from a search body or a list query; throws a 400 ApiError with a pointer. */
export function parseCriteria(definition: EntityDefinition, raw: unknown): Criteria {
  const criteria = parseCriteriaLevel(definition, raw, '', 0, { filters: 0 });
  if (valueCount(criteria) > MAX_CRITERIA_VALUES) throw tooManyValues();
  return criteria;
}

function parseTerm(definition: EntityDefinition, raw: unknown, pointer: string): Criteria['term'] {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw invalid(pointer, 'The term must be a string.');
  if (raw.includes('\u0000')) throw invalid(pointer, 'The term must not contain NUL characters.');
  if ([...raw].length > MAX_TERM_LENGTH) throw invalid(pointer, `The term must not be longer than ${MAX_TERM_LENGTH} characters.`);
  const words = [...new Set(raw.trim().split(/\s+/).filter((word) => word !== ''))];
  if (words.length === 0) return null;
  if (words.length > MAX_TERM_WORDS) throw invalid(pointer, `The term must not hold more than ${MAX_TERM_WORDS} words.`);
  const fields = searchableFields(definition);
  if (fields.length === 0) throw invalid(pointer, `The entity "${definition.name}" has no text fields to search.`);
  return { words, fields };
}

function parseIncludes(raw: unknown, pointer: string): Criteria['includes'] {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw invalid(pointer, 'The includes must be an object of entity names and field lists.');
  const includes: Record<string, string[]> = {};
  for (const [entity, fields] of Object.entries(raw)) {
    if (!Array.isArray(fields) || fields.some((field) => typeof field !== 'string')) {
      throw invalid(`${pointer}/${entity}`, 'The includes of an entity must be a list of field names.');
    }
    includes[entity] = fields as string[];
  }
  return includes;
}

function parseTotalCountMode(raw: unknown, pointer: string): TotalCountMode {
  if (raw === undefined || raw === null) return 'exact';
  const modes: Record<string, TotalCountMode> = { '0': 'none', '1': 'exact', '2': 'next-pages', none: 'none', exact: 'exact', 'next-pages': 'next-pages' };
  const mode = typeof raw === 'number' || typeof raw === 'string' ? modes[String(raw)] : undefined;
  if (!mode) throw invalid(pointer, 'The total-count-mode must be 0 (none), 1 (exact) or 2 (next-pages).');
  return mode;
}

function parseCriteriaLevel(definition: EntityDefinition, raw: unknown, pointer: string, depth: number, budget: Budget): Criteria {
  if (raw === undefined || raw === null) raw = {};
  if (!isObject(raw)) throw invalid(pointer || '/', 'The criteria must be an object.');
  for (const key of Object.keys(raw)) {
    if (!CRITERIA_KEYS.has(key)) throw invalid(`${pointer}/${key}`, `Unknown criteria parameter "${key}".`);
  }
  let ids: string[] | null = null;
  if (raw.ids !== undefined && raw.ids !== null) {
    if (!Array.isArray(raw.ids)) throw invalid(`${pointer}/ids`, 'The ids must be a list of ids.');
    if (raw.ids.length > MAX_CRITERIA_VALUES) throw tooManyValues();
    ids = raw.ids.map((value, index) => {
      const id = normalizeId(value);
      if (id === null) throw invalid(`${pointer}/ids/${index}`, 'This value is not a valid id.');
      return id;
    });
  }
  const rawFilters = raw.filter === undefined || raw.filter === null ? [] : raw.filter;
  if (!Array.isArray(rawFilters)) throw invalid(`${pointer}/filter`, 'The filter must be a list of filters.');
  return {
    ids,
    filters: rawFilters.map((filter, index) => parseFilter(definition, filter, `${pointer}/filter/${index}`, 0, budget)),
    sort: parseSort(definition, raw.sort, `${pointer}/sort`),
    limit: parseInteger(raw.limit, `${pointer}/limit`, 'limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
    page: parseInteger(raw.page, `${pointer}/page`, 'page', 1, 1_000_000, 1),
    associations: parseAssociations(definition, raw.associations, `${pointer}/associations`, depth, budget),
    term: parseTerm(definition, raw.term, `${pointer}/term`),
    includes: parseIncludes(raw.includes, `${pointer}/includes`),
    totalCountMode: parseTotalCountMode(raw['total-count-mode'], `${pointer}/total-count-mode`),
  };
}

/** Every entity the associations of these criteria read, nested associations included. */
export function associatedEntities(definition: EntityDefinition, criteria: Criteria): EntityDefinition[] {
  return Object.entries(criteria.associations).flatMap(([name, nested]) => {
    const association = definition.associations?.[name];
    const target = association ? findEntity(association.entity) : undefined;
    return target ? [target, ...associatedEntities(target, nested)] : [];
  });
}

/** Every field a filter or sort of these criteria names, nested filters included. */
export function fieldsUsed(criteria: Criteria): FieldDefinition[] {
  const used: FieldDefinition[] = [...criteria.sort.map((entry) => entry.field), ...(criteria.term?.fields ?? [])];
  const visit = (filter: Filter): void => {
    if ('queries' in filter) filter.queries.forEach(visit);
    else used.push(filter.field);
  };
  criteria.filters.forEach(visit);
  return used;
}
