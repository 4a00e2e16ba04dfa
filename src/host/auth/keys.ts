import { hkdfSync } from 'node:crypto';

/** What a derived key is for: access tokens, stored settings' secrets, the refresh grant's sealed answers. */
export type KeyPurpose = 'jwt' | 'settings' | 'refresh-grace';

/** Derives a purpose-bound 32-byte key from the app secret, so one secret never serves two uses. */
export function deriveKey(appSecret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'ext-translate', `ext-translate:${purpose}`, 32));
}
