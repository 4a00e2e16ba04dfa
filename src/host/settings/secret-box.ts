import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey, type KeyPurpose } from '../auth/keys.js';

const PREFIX = 'enc:v1:';

/** AES-256-GCM with a key derived from the app secret; stored as `enc:v1:<iv>:<tag>:<ciphertext>`. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(appSecret: string, purpose: KeyPurpose = 'settings') {
    this.key = deriveKey(appSecret, purpose);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${encrypted.toString('base64url')}`;
  }

  /** Throws when the value was not encrypted with this app secret (the secret changed). */
  decrypt(stored: string): string {
    if (!stored.startsWith(PREFIX)) throw new Error('The stored secret is not in the expected format.');
    const [iv, tag, data] = stored.slice(PREFIX.length).split(':');
    if (!iv || !tag || data === undefined) throw new Error('The stored secret is not in the expected format.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  static isEncrypted(value: unknown): boolean {
    return typeof value === 'string' && value.startsWith(PREFIX);
  }
}
