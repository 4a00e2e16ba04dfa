import { randomBytes } from 'node:crypto';

const HEX32 = /^[0-9a-f]{32}$/;
const DASHED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Random bytes are drawn from a pool: one randomBytes() call per 256 ids instead of one per id. */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function randomBlock(): Buffer {
  if (poolOffset + 16 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const block = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  return block;
}

/** A new id: a UUIDv7 as 32 lower-case hex characters (time-ordered, so inserts stay index-friendly). */
export function newId(now: number = Date.now()): string {
  // Ids made in the same millisecond count up from the first one's random bits (RFC 9562, 6.2, method 2),
  // so that they sort in the order they were made: queue messages dispatched together are then
  // delivered in that order (the job planner counts on it to attribute shared texts, packing.ts).
  if (now === last.time && increment(last.bytes)) return last.bytes.toString('hex');
  const bytes = randomBlock();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  last.time = now;
  last.bytes = Buffer.from(bytes);
  return bytes.toString('hex');
}

/** The last id made from fresh random bits, and its millisecond. */
const last = { time: -1, bytes: Buffer.alloc(16) };

/** Adds one to the 62 random bits after the variant; false when they would overflow (a fresh id is drawn). */
function increment(bytes: Buffer): boolean {
  for (let index = 15; index >= 9; index -= 1) {
    if (bytes[index]! < 0xff) {
      bytes[index]! += 1;
      return true;
    }
    bytes[index] = 0;
  }
  if ((bytes[8]! & 0x3f) < 0x3f) {
    bytes[8]! += 1;
    return true;
  }
  return false;
}

/**
 * Normalises an id given in any case, as 32 hex characters or in the dashed 36-character form.
 * Returns null when the value is not a valid id.
 */
export function normalizeId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  if (HEX32.test(lower)) return lower;
  if (DASHED.test(lower)) return lower.replaceAll('-', '');
  return null;
}

/** What {@link normalizeId} accepts, as a JSON Schema pattern (route parameters and bodies). */
export const ID_PATTERN = '^\\s*([0-9a-fA-F]{32}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\\s*$';

export function isValidId(value: unknown): boolean {
  return normalizeId(value) !== null;
}
