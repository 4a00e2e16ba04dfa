import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/host/db/database.js';
import { remember } from '../../src/translate/engine/translation-memory.js';
import type { TranslateDb } from '../../src/translate/model/tables/translate-schema.js';
import { cliEnv, runCli } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';

/** `ext-translate memory [--json]` and `ext-translate memory clear [--json]` (docs/cli.md). */
describe('ext-translate memory', () => {
  let database: TestDatabase;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    database = createTestDatabase();
    env = cliEnv(database, mkdtempSync(join(tmpdir(), 'ext-translate-var-')), { EXT_TRANSLATE_ADMIN_PASSWORD: 'cli-admin-password' });
  });
  afterAll(async () => database?.drop());

  it('reports the memory, clears it, and prints the route answers with --json', async () => {
    const empty = await runCli(['memory'], env);
    expect(empty.stderr).toBe('');
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe('Translation memory: on, 0 entries.\n');

    const { db, destroy } = await openDatabase(database.url);
    try {
      const context = { providerId: 'mt_primary', sourceLocale: 'en-GB', targetLocale: 'de-DE' };
      await remember(db as unknown as TranslateDb, context, [
        { key: 'a'.repeat(64), characters: 3, translation: 'Eins' },
        { key: 'b'.repeat(64), characters: 3, translation: 'Zwei' },
      ]);
    } finally {
      await destroy();
    }
    expect(JSON.parse((await runCli(['memory', '--json'], env)).stdout)).toEqual({ enabled: true, entries: 2 });
    const cleared = await runCli(['memory', 'clear'], env);
    expect(cleared.code).toBe(0);
    expect(cleared.stdout).toBe('Cleared the translation memory: 2 entries removed.\n');
    expect(JSON.parse((await runCli(['memory', 'clear', '--json'], env)).stdout)).toEqual({ deleted: 0 });
  });
});
