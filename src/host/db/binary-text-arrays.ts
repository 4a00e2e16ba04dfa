/**
 * Arrays of texts in PostgreSQL's binary array format, for the array inserts of compiled-inserts.ts.
 * The driver sends an array parameter as a literal it builds in JavaScript (`{"a","b \"c\""}`): every
 * text escaped by two regular expressions and concatenated into one string of the whole column (a
 * message's history texts: a string of about half a megabyte), which the driver then encodes again
 * into its message. A parameter the driver gets as a Buffer goes as it is, in binary format: here the
 * texts are encoded once, straight into the bytes the server reads.
 *
 * The encoding happens when the driver writes the statement (the parameter's `toPostgres`, which the
 * driver calls for each value just before it copies the value into its message) and reuses one buffer
 * of the process: a buffer allocated per parameter was slower in a whole job than the literals, because
 * large buffers live outside the collector's heap and their churn set off more full collections.
 *
 * The format is the server's own (`array_recv`): dimensions (1), a flag for nulls, the element type, the
 * length and lower bound (1), then each element as its byte length (-1 for null) and its UTF-8 bytes. The
 * element type must be the one the statement casts the parameter to (`$1::text[]`: text's), or the
 * server refuses the value.
 *
 * @packageDocumentation
 */

/** text's oid, also the element type of the arrays the server casts ({@link castsFromTextArray}). */
export const TEXT_ELEMENT_TYPE = 25;

/** The element types (pg_type oids) whose arrays go in binary, by their `format_type` names. */
const TEXT_ELEMENT_TYPES: ReadonlyMap<string, number> = new Map([
  ['text', TEXT_ELEMENT_TYPE],
  ['character varying', 1043],
]);

/** The element type of a column type's binary text arrays, or null for a type whose arrays go as literals. */
export function textElementType(typeName: string): number | null {
  return TEXT_ELEMENT_TYPES.get(typeName) ?? null;
}

/**
 * Column types whose values the engine writes as texts (`nowIso()`'s times) and whose arrays therefore
 * go as binary text arrays the statement casts to the column's type (`$1::text[]::timestamp with time
 * zone[]`). The server reads each element with the type's own input function, as it reads a literal's
 * elements, so what is stored is the same; the driver's literal of such a column, built element by
 * element in JavaScript, was the largest garbage of a PostgreSQL job's inserts after the texts'.
 */
const CAST_FROM_TEXT_TYPES: ReadonlySet<string> = new Set(['timestamp with time zone']);

/** Whether a column type's arrays go as text arrays cast to the type (see {@link CAST_FROM_TEXT_TYPES}). */
export function castsFromTextArray(typeName: string): boolean {
  return CAST_FROM_TEXT_TYPES.has(typeName);
}

/** Bytes before the elements: dimensions, null flag, element type, then the one dimension's length and lower bound. */
const HEADER_BYTES = 20;

/** The largest array the shared buffer grows to; a larger one gets a buffer of its own. */
const SHARED_BYTES_MAX = 8 * 1024 * 1024;

let shared = Buffer.allocUnsafe(64 * 1024);

/**
 * A parameter the driver writes as a binary text array: it calls `toPostgres` when it writes the
 * statement and copies the bytes at once, before the next parameter's.
 */
export interface BinaryTextArray {
  toPostgres(): Buffer;
}

/**
 * The values as a binary array parameter of `elementType`, or null when one of them is neither a string
 * nor null (the caller then sends the array as the driver would). A string's bytes are its UTF-8
 * encoding, as in a literal (a lone surrogate becomes U+FFFD either way).
 */
export function binaryTextArray(values: readonly unknown[], elementType: number): BinaryTextArray | null {
  for (const value of values) if (value !== null && value !== undefined && typeof value !== 'string') return null;
  return { toPostgres: () => encode(values as readonly (string | null | undefined)[], elementType) };
}

/** The array's bytes, in the shared buffer (valid until the next encoding) unless they exceed it. */
function encode(values: readonly (string | null | undefined)[], elementType: number): Buffer {
  if (values.length === 0) {
    // No dimensions: the empty array.
    const empty = Buffer.alloc(12);
    empty.writeInt32BE(elementType, 8);
    return empty;
  }
  // Room for the longest encoding (a UTF-16 unit is at most 3 bytes of UTF-8), so that each text is
  // written in one pass: measuring its bytes first read every text twice (a sixth of the encoding's time
  // for a message's restored translations, concatenations V8 flattens on their first read). An array
  // whose longest encoding exceeds the shared buffer is measured exactly for a buffer of its own.
  let size = HEADER_BYTES;
  let hasNull = 0;
  for (const value of values) {
    if (value === null || value === undefined) {
      hasNull = 1;
      size += 4;
    } else size += 4 + 3 * value.length;
  }
  if (size > SHARED_BYTES_MAX) size = exactSize(values);
  let buffer = shared;
  if (size > buffer.length) {
    buffer = Buffer.allocUnsafe(size <= SHARED_BYTES_MAX ? Math.min(SHARED_BYTES_MAX, Math.max(size, buffer.length * 2)) : size);
    if (size <= SHARED_BYTES_MAX) shared = buffer;
  }
  buffer.writeInt32BE(1, 0);
  buffer.writeInt32BE(hasNull, 4);
  buffer.writeInt32BE(elementType, 8);
  buffer.writeInt32BE(values.length, 12);
  buffer.writeInt32BE(1, 16);
  let offset = HEADER_BYTES;
  for (const value of values) {
    if (value === null || value === undefined) {
      buffer.writeInt32BE(-1, offset);
      offset += 4;
    } else {
      const length = buffer.write(value, offset + 4, 'utf8');
      buffer.writeInt32BE(length, offset);
      offset += 4 + length;
    }
  }
  return buffer.subarray(0, offset);
}

/** The bytes of the array's encoding, each text measured. */
function exactSize(values: readonly (string | null | undefined)[]): number {
  let size = HEADER_BYTES;
  for (const value of values) size += 4 + (value === null || value === undefined ? 0 : Buffer.byteLength(value, 'utf8'));
  return size;
}
