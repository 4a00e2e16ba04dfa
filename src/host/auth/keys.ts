import { hkdfSync } from 'node:crypto';
import { PRODUCT } from '../product.js';

/**
 * What a derived key is for: access tokens, stored settings' secrets, the refresh grant's sealed
 * answers, sealed fields of entities (src/host/entities/definition.ts).
 */
export type KeyPurpose = 'jwt' | 'settings' | 'refresh-grace' | 'entity-secrets';

/** Derives a purpose-bound 32-byte key from the app secret, so one secret never serves two uses. */
export function deriveKey(appSecret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, PRODUCT, `${PRODUCT}:${purpose}`, 32));
}
