/**
 * Arrays of texts in PostgreSQL's binary array format, for the array inserts of compiled-inserts.ts.
 * The driver sends an array parameter as a literal it builds in JavaScript (`{"a","b \"c\""}`): every
 * text escaped by two regular expressions and concatenated into one string of the whole column (a
 * message's history texts: a string of about a megabyte), which the driver then encodes again into its
 * message. Those strings were the largest part of what a job allocates on PostgreSQL, and each one goes
 * straight to the collector's old space, which they kept filling (a full collection every few hundred
 * milliseconds of a large job). A Buffer parameter goes as it is, in binary format: the texts are
 * encoded once, into one buffer of the column's bytes.
 *
 * The format is the server's own (`array_recv`): dimensions (1), a flag for nulls, the element type, the
 * length and lower bound (1), then each element as its byte length (-1 for null) and its UTF-8 bytes. The
 * element type must be the one the statement casts the parameter to (`$1::text[]`: text's), or the
 * server refuses the value.
 *
 * @packageDocumentation
 */

/** The element types (pg_type oids) whose arrays go in binary, by their `format_type` names. */
const TEXT_ELEMENT_TYPES: ReadonlyMap<string, number> = new Map([
  ['text', 25],
  ['character varying', 1043],
]);

/** The element type of a column type's binary text arrays, or null for a type whose arrays go as literals. */
export function textElementType(typeName: string): number | null {
  return TEXT_ELEMENT_TYPES.get(typeName) ?? null;
}

/** Bytes before the elements: dimensions, null flag, element type, then the one dimension's length and lower bound. */
const HEADER_BYTES = 20;

/**
 * The values as a binary array of `elementType`, or null when one of them is neither a string nor null
 * (the caller then sends the array as the driver would). A string's bytes are its UTF-8 encoding, as
 * in a literal (a lone surrogate becomes U+FFFD either way).
 */
export function binaryTextArray(values: readonly unknown[], elementType: number): Buffer | null {
  // Room for the longest encoding (three bytes per UTF-16 unit), so that each text is encoded once, with
  // its length written after it; the answer is the part written.
  let room = HEADER_BYTES;
  let hasNull = 0;
  for (const value of values) {
    if (value === null || value === undefined) hasNull = 1;
    else if (typeof value !== 'string') return null;
    room += 4 + (value === null || value === undefined ? 0 : (value as string).length * 3);
  }
  if (values.length === 0) {
    // No dimensions: the empty array.
    const empty = Buffer.alloc(12);
    empty.writeInt32BE(elementType, 8);
    return empty;
  }
  const buffer = Buffer.allocUnsafe(room);
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
      const length = buffer.write(value as string, offset + 4, 'utf8');
      buffer.writeInt32BE(length, offset);
      offset += 4 + length;
    }
  }
  return buffer.subarray(0, offset);
}
