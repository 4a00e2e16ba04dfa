import { hkdfSync } from 'node:crypto';
import { PRODUCT } from '../product.js';

/** Derives a purpose-bound 32-byte key from the app secret, so one secret never serves two uses. */
export function deriveKey(appSecret: string, purpose: 'jwt' | 'settings'): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, PRODUCT, `${PRODUCT}:${purpose}`, 32));
}
