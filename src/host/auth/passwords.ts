import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELIZATION = 1;

function scrypt(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a password or secret as `scrypt$N$r$p$salt$hash` (base64url parts). `cost` is scrypt's N (a
 * power of two): the service always hashes at its default; verification reads the cost from the stored
 * hash, so a lower one serves fixtures whose speed matters more than their strength (the tests' template
 * administrator).
 */
export async function hashSecret(secret: string, cost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELIZATION });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELIZATION, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelization, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64url'), {
    N: Number(cost),
    r: Number(blockSize),
    p: Number(parallelization),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A random secret for generated passwords, integration secrets and refresh tokens. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
