import { normalizeId } from '../db/ids.js';
import { toDbBool } from '../db/database.js';
import { WRITE_CODES, type WriteErrors } from '../http/errors.js';
import type { FieldDefinition } from './definition.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonShapeProblem(field: FieldDefinition, value: unknown): string | null {
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
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) {
        errors.add(pointer, WRITE_CODES.outOfRange, `This value should be between ${field.min ?? '-∞'} and ${field.max ?? '∞'}.`);
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
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
        errors.add(pointer, WRITE_CODES.invalidType, 'This value should be a date and time in ISO 8601 format.');
        return null;
      }
      return new Date(value).toISOString();
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
    case 'float':
      return Number(value);
    case 'json':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    case 'datetime':
      return value instanceof Date ? value.toISOString() : String(value);
    default:
      return value;
  }
}
