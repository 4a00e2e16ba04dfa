/**
 * CI's PostgreSQL run leaves out the test files that cannot answer differently there
 * (test/support/database-test-files.ts). These checks keep that rule from dropping a database test:
 * its premise (only the test side reads TEST_DATABASE), its reach (imports and spawned scripts, however
 * deep) and its answer for every file that opens a database through the test support.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestFiles, dependsOnDatabase, testFilesUnder } from '../support/database-test-files.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every .ts, .js, .mjs, .vue file under a folder of the repository (tests too when `tests`). */
function codeFiles(directory: string, tests: boolean): string[] {
  return readdirSync(join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path, tests);
    if (!/\.(ts|js|mjs|cjs|vue)$/.test(entry.name)) return [];
    return tests || !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the test files of the PostgreSQL run', () => {
  const selected = new Set(databaseTestFiles());

  it('rest on the premise that no server, admin app, script or binary code reads TEST_DATABASE or TEST_POSTGRES_URL', () => {
    const readers = ['src', 'admin', 'scripts', 'bin']
      .flatMap((directory) => codeFiles(directory, false))
      .filter((file) => /\b(TEST_DATABASE|TEST_POSTGRES_URL)\b/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(readers).toEqual([]);
  });

  it('include every test file that opens a database through the test support or reads the database under test', () => {
    const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');
    const opening = [...testFilesUnder('test'), ...testFilesUnder('src')].filter((file) =>
      /\b(createHarness|createTestDatabase|harnessOnTransport|startTestWorker|dialect|POSTGRES_URL|TEST_DATABASE|DATABASE_URL|databaseUrl)\b/.test(text(file)),
    );
    expect(opening.length).toBeGreaterThan(50);
    // The one exception: a file that opens the tests' PostgreSQL server whichever database the run tests
    // (it imports it from test/support/postgres-server.ts) and nothing of the database under test.
    const sharedServerOnly = (file: string) =>
      /from '[./]*\/support\/postgres-server\.js'/.test(text(file)) && !/\b(createHarness|createTestDatabase|harnessOnTransport|startTestWorker|dialect|TEST_DATABASE)\b/.test(text(file));
    expect(opening.filter((file) => !selected.has(file) && !sharedServerOnly(file))).toEqual([]);
    expect(opening.filter((file) => !selected.has(file)).sort()).toEqual(['test/e2e/multi-worker.test.ts', 'test/e2e/webhook-worker-kill.test.ts']);
  });

  it('leave out pure unit tests and the vendor simulators, and keep the database tests this documentation names', () => {
    for (const file of ['test/host/entities.test.ts', 'test/host/openapi.test.ts', 'test/translate/jobs/healing-embedded.test.ts', 'test/e2e/admin/screens.test.ts']) {
      expect(selected.has(file), file).toBe(true);
    }
    for (const file of ['test/translate/engine/chunk.test.ts', 'test/upstreams/deepl.test.ts', 'test/architecture/layers.test.ts']) {
      expect(selected.has(file), file).toBe(false);
    }
  });

  describe('follow what a file reaches', () => {
    const scratch = join(ROOT, 'var', `database-test-files-${process.pid}`);
    mkdirSync(join(scratch, 'deep'), { recursive: true });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    const write = (name: string, text: string) => {
      writeFileSync(join(scratch, name), text);
      return join(scratch, name);
    };
    write('deep/reader.ts', "export const database = process.env.TEST_DATABASE ?? 'sqlite';\n");
    write('deep/middle.ts', "export { database } from './reader.js';\n");
    write('helper.ts', "import { database } from './deep/middle.js';\nexport const url = database;\n");
    write('pure-helper.ts', 'export const twice = (value: number) => value * 2;\n');

    it('through relative imports at any depth, static and dynamic', () => {
      expect(dependsOnDatabase(write('static.test.ts', "import { url } from './helper.js';\nconsole.log(url);\n"))).toBe(true);
      expect(dependsOnDatabase(write('dynamic.test.ts', "const { url } = await import('./helper.js');\nconsole.log(url);\n"))).toBe(true);
    });

    it('through a script it names to spawn', () => {
      expect(dependsOnDatabase(write('spawning.test.ts', "spawn(process.execPath, [join(import.meta.dirname, './deep/reader.ts')]);\n"))).toBe(true);
    });

    it('but not through a type-only import, which runs nothing of the module', () => {
      expect(dependsOnDatabase(write('types.test.ts', "import type { database } from './deep/reader.js';\nexport type Url = typeof database;\n"))).toBe(false);
      expect(dependsOnDatabase(write('mixed.test.ts', "import { type database as Database, database } from './deep/reader.js';\nconsole.log(database);\n"))).toBe(true);
    });

    it('and only there: a file reaching pure modules alone is left out', () => {
      expect(dependsOnDatabase(write('pure.test.ts', "import { twice } from './pure-helper.js';\nconsole.log(twice(2));\n"))).toBe(false);
    });
  });
});
