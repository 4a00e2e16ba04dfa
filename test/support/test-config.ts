import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../src/host/config/config.js';

export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = 'admin-password-for-tests';
/** The app secret of every harness (settings' secrets are encrypted with it). */
export const HARNESS_APP_SECRET = 'test-app-secret-0123456789abcdef';

/** A host's configuration for a test on the database at `databaseUrl`: a port of its own, a var folder of its own, a quiet log. */
export function testConfig(databaseUrl: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    databaseUrl,
    host: '127.0.0.1',
    port: 0,
    varDir: mkdtempSync(join(tmpdir(), 'ext-translate-var-')),
    appSecret: HARNESS_APP_SECRET,
    adminUser: ADMIN_USER,
    adminPassword: ADMIN_PASSWORD,
    demo: false,
    logLevel: 'silent',
    queueUrl: 'embedded',
    workerConcurrency: 2,
    ...overrides,
  };
}
