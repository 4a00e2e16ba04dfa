import { Type } from '@sinclair/typebox';
import { ErrorsAnswer } from '../http/schema-types.js';
import type { EntityDefinition, FieldDefinition } from './definition.js';

/** JSON schemas of an entity for the OpenAPI document, derived from its definition. */

type JsonSchema = Record<string, unknown>;

function valueSchema(field: FieldDefinition): JsonSchema {
  const base: JsonSchema = (() => {
    switch (field.kind) {
      case 'id':
        return { type: 'string', pattern: '^[0-9a-f]{32}$' };
      case 'string':
      case 'text':
        return { type: 'string', ...(field.maxLength ? { maxLength: field.maxLength } : {}), ...(field.enum ? { enum: [...field.enum] } : {}) };
      case 'int':
        return { type: 'integer' };
      case 'float':
        return { type: 'number' };
      case 'bool':
        return { type: 'boolean' };
      case 'datetime':
        return { type: 'string', format: 'date-time' };
      case 'json':
        // A list's `enum` names the values its items may take (the hooks of its entity check them).
        if (field.json === 'string_list' || field.json === 'id_list') return { type: 'array', items: { type: 'string', ...(field.enum ? { enum: [...field.enum] } : {}) } };
        return { type: 'object', additionalProperties: true };
    }
  })();
  return { ...base, nullable: !field.required, ...(field.description ? { description: field.description } : {}) };
}

export function recordSchema(definition: EntityDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of definition.fields) {
    if (field.writeOnly || field.sealed || field.virtual) continue;
    properties[field.name] = valueSchema(field);
  }
  const translated = definition.fields.filter((field) => field.translatable);
  if (translated.length > 0) {
    properties.translations = {
      type: 'array',
      items: {
        type: 'object',
        properties: { languageId: { type: 'string' }, ...Object.fromEntries(translated.map((field) => [field.name, valueSchema(field)])) },
      },
    };
  }
  return { type: 'object', properties, additionalProperties: true };
}

export function writeSchema(definition: EntityDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'string', description: 'Optional on create: 32 hex characters or a dashed UUID.' } };
  for (const field of definition.fields) {
    if (field.readOnly) continue;
    properties[field.name] = valueSchema(field);
  }
  const translated = definition.fields.filter((field) => field.translatable);
  if (translated.length > 0) {
    properties.translations = {
      description: 'Translations keyed by language id or locale code, or a list of objects with languageId.',
      oneOf: [
        { type: 'object', additionalProperties: { type: 'object' } },
        { type: 'array', items: { type: 'object', properties: { languageId: { type: 'string' } } } },
      ],
    };
  }
  return { type: 'object', properties, additionalProperties: false };
}

export const criteriaSchema: JsonSchema = {
  type: 'object',
  properties: {
    ids: { type: 'array', items: { type: 'string' } },
    filter: {
      type: 'array',
      items: {
        type: 'object',
        description: 'A filter; `multi` and `not` hold further filters in `queries` (docs/api.md).',
        required: ['type'],
        properties: {
          type: { type: 'string', enum: ['equals', 'equalsAny', 'contains', 'prefix', 'suffix', 'range', 'multi', 'not'] },
          field: { type: 'string' },
          value: { description: 'The value to compare (equalsAny: a list, or a string split at `|`).' },
          parameters: { type: 'object', description: 'range: gt, gte, lt, lte', additionalProperties: true },
          operator: { type: 'string', description: '`and` (default) or `or`, any case' },
          queries: { type: 'array', items: { type: 'object', additionalProperties: true } },
        },
        additionalProperties: true,
      },
    },
    sort: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, order: { type: 'string', enum: ['ASC', 'DESC'] } } } },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 25 },
    page: { type: 'integer', minimum: 1, default: 1 },
    associations: { type: 'object', additionalProperties: { type: 'object' } },
    term: { type: 'string', maxLength: 500, description: 'Words that must each occur (case-insensitively) in one of the entity\'s text fields; translated fields in the context language.' },
    includes: {
      type: 'object',
      description: 'Entity name -> the fields its records keep in the answer (associated records by their own entity name).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    'total-count-mode': {
      description: 'How `total` is counted: 1 or `exact` (default) every match; 0 or `none` only up to this page; 2 or `next-pages` up to five pages beyond this one and one record more.',
      oneOf: [{ type: 'integer', enum: [0, 1, 2] }, { type: 'string', enum: ['none', 'exact', 'next-pages'] }],
    },
  },
  additionalProperties: false,
};

/** The `{errors: [...]}` answer, shared (app.ts registers it). */
export const errorsSchema: JsonSchema = Type.Ref(ErrorsAnswer);
