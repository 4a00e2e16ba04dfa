import { Type, type SchemaOptions, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ID_PATTERN } from '../db/ids.js';

/**
 * TypeBox builders for what the OpenAPI document (3.0) and the validator both read: `nullable` rather
 * than a union with `type: null`, `enum` rather than a union of constants, and
 * `additionalProperties` rather than `patternProperties` for maps.
 */

export function Nullable<T extends TSchema>(schema: T, options: SchemaOptions = {}): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, ...options, nullable: true });
}

export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export function StringMap<T extends TSchema>(values: T, options: SchemaOptions = {}): TUnsafe<Record<string, Static<T>>> {
  return Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: values, ...options });
}

/** An id as {@link ID_PATTERN} accepts it (32 hex digits, or dashed; any case). */
export function IdString(options: SchemaOptions = {}): TUnsafe<string> {
  return Type.Unsafe<string>({ type: 'string', pattern: ID_PATTERN, examples: ['0190a1b2c3d4e5f60718293a4b5c6d7e'], ...options });
}

/** The platform's error answer `{errors: [...]}` (auth, entity API, settings, store). */
export const ErrorsAnswer = Type.Object(
  {
    errors: Type.Array(
      Type.Object({
        status: Type.String(),
        code: Type.String(),
        title: Type.Optional(Type.String()),
        detail: Type.String(),
        source: Type.Optional(Type.Object({ pointer: Type.String() })),
        meta: Type.Optional(Type.Object({}, { additionalProperties: true })),
      }),
    ),
  },
  { $id: 'ErrorsAnswer' },
);

/** The extension's error answer `{message}` (400 and 404 of its action routes, error-handler.ts). */
export const MessageAnswer = Type.Object({ message: Type.String({ description: 'The reason, for people.' }) }, { $id: 'MessageAnswer' });
