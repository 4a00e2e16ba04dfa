import { normalizeId } from '../db/ids.js';
import { toDbBool } from '../db/database.js';
import { roundTo } from '../rounding.js';
import { WRITE_CODES, type WriteErrors } from '../http/errors.js';
import type { FieldDefinition } from './definition.js';

/** Every writable integer column is a 32-bit INTEGER (PostgreSQL rejects larger values). */
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A date and time as the ISO string both engines store, or null when the value is none or lies
 * outside the years 1 to 9999 (PostgreSQL rejects year 0, negative and six-digit years).
 */
export function isoDateTime(value: unknown): string | null {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return null;
  const iso = new Date(value).toISOString();
  return /^\d{4}-/.test(iso) && !iso.startsWith('0000-') ? iso : null;
}

/** JSON values nest at most this deep; deeper ones would overflow the stack when stored or read. */
export const MAX_JSON_DEPTH = 32;

/** Whether a value nests deeper than `MAX_JSON_DEPTH` (the walk itself stops at that depth). */
function nestsTooDeep(value: unknown, depth = 1): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_JSON_DEPTH) return true;
  return Object.values(value).some((item) => nestsTooDeep(item, depth + 1));
}

function jsonShapeProblem(field: FieldDefinition, value: unknown): string | null {
  if (nestsTooDeep(value)) return `This value should not be nested more than ${MAX_JSON_DEPTH} levels deep.`;
  switch (field.json) {
    case 'object':
      return isPlainObject(value) ? null : 'This value should be of type object.';
    case 'string_list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? null
        : 'This value should be a list of strings.';
    case 'id_list':
      return Array.isArray(value) && value.every((item) => normalizeId(item) !== null)
        ? null
        : 'This value should be a list of valid ids.';
    case 'string_map':
      return isPlainObject(value) && Object.values(value).every((item) => typeof item === 'string')
        ? null
        : 'This value should be an object of strings.';
    case 'nullable_string_map':
      return isPlainObject(value) && Object.values(value).every((item) => item === null || typeof item === 'string')
        ? null
        : 'This value should be an object whose values are strings or null.';
    default:
      return null;
  }
}

/**
 * Validates one written value and converts it to what the column stores. Problems go to `errors` with
 * the pointer; the return value is then meaningless.
 */
export function toDbValue(field: FieldDefinition, value: unknown, pointer: string, errors: WriteErrors): unknown {
  if (value === null) {
    if (field.required) errors.add(pointer, WRITE_CODES.missing, 'This value should not be null.');
    return null;
  }
  switch (field.kind) {
    case 'id': {
      const id = normalizeId(value);
      if (id === null) errors.add(pointer, WRITE_CODES.invalidId, 'This value is not a valid id.');
      return id;
    }
    case 'string':
    case 'text': {
      if (typeof value !== 'string') {
        errors.add(pointer, WRITE_CODES.invalidType, 'This value should be of type string.');
        return null;
      }
      if (field.required && value.trim() === '') {
        errors.add(pointer, WRITE_CODES.missing, 'This value should not be blank.');
      }
      // PostgreSQL cannot store U+0000 in a text column; SQLite could, so both reject it alike.
      if (value.includes('\u0000')) {
        errors.add(pointer, WRITE_CODES.invalidType, 'This value should not contain NUL characters.');
      }
      const max = field.maxLength;
      if (max !== undefined && [...value].length > max) {
        errors.add(pointer, WRITE_CODES.tooLong, `This value is too long. It should have ${max} characters or less.`);
      }
      if (field.enum && !field.enum.includes(value)) {
        errors.add(pointer, WRITE_CODES.invalidChoice, `The value should be one of: ${field.enum.join(', ')}.`);
      }
      return value;
    }
    case 'int': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        errors.add(pointer, WRITE_CODES.invalidType, 'This value should be of type integer.');
        return null;
      }
      const min = Math.max(field.min ?? INT32_MIN, INT32_MIN);
      const max = Math.min(field.max ?? INT32_MAX, INT32_MAX);
      if (value < min || value > max) {
        errors.add(pointer, WRITE_CODES.outOfRange, `This value should be between ${min} and ${max}.`);
      }
      return value;
    }
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        errors.add(pointer, WRITE_CODES.invalidType, 'This value should be of type number.');
        return null;
      }
      return value;
    case 'bool':
      if (typeof value !== 'boolean') {
        errors.add(pointer, WRITE_CODES.invalidType, 'This value should be of type boolean.');
        return null;
      }
      return toDbBool(value);
    case 'datetime': {
      const iso = isoDateTime(value);
      if (iso === null) errors.add(pointer, WRITE_CODES.invalidType, 'This value should be a date and time in ISO 8601 format.');
      return iso;
    }
    case 'json': {
      const problem = jsonShapeProblem(field, value);
      if (problem) {
        errors.add(pointer, WRITE_CODES.invalidType, problem);
        return null;
      }
      const normalised = field.json === 'id_list' ? [...new Set((value as unknown[]).map((item) => normalizeId(item)))] : value;
      return JSON.stringify(normalised);
    }
  }
}

/** Converts a stored value to its API form. */
export function toApiValue(field: FieldDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'bool':
      return Boolean(value);
    case 'int':
      return Number(value);
    case 'float':
      return field.decimals === undefined ? Number(value) : roundTo(Number(value), field.decimals);
    case 'json':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    case 'datetime':
      return value instanceof Date ? value.toISOString() : String(value);
    default:
      return value;
  }
}
