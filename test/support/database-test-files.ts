import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which test files can give a different result on PostgreSQL than on SQLite. The two runs differ in one
 * thing only: the environment variable `TEST_DATABASE`, which the server code never reads
 * (test/architecture/database-test-files.test.ts checks it) and the test support reads in
 * test/support/harness.ts. So a test file depends on the database exactly when it, or a module of the
 * test side it reaches, names that variable; it reaches a module by a relative import or by a path it
 * names (a script it spawns). A file that reaches none runs the same on both databases, and the
 * PostgreSQL run (`TEST_DATABASE_FILES_ONLY=1`, vitest.config.ts) leaves it out.
 *
 * `TEST_POSTGRES_URL` names the PostgreSQL server, the same in both runs (test/support/postgres-server.ts):
 * a file that uses that server whatever TEST_DATABASE says (worker processes sharing one database) answers
 * the same in both runs, and runs once, in the first.
 */
export const DATABASE_VARIABLES = /\bTEST_DATABASE\b/;

const ROOT = resolve(import.meta.dirname, '../..');

/** Test-side modules: what the walk follows. The server code (src/ outside tests) never reads the variables. */
function isTestSide(path: string): boolean {
  const inRepo = relative(ROOT, path);
  if (inRepo.startsWith('..')) return false;
  if (inRepo.startsWith('node_modules')) return false;
  if (inRepo.startsWith('src/') || inRepo.startsWith('admin/src/')) return /\.test\.ts$/.test(inRepo);
  return true;
}

/** A specifier or named path as a file: the path itself, or a `.js` import of a `.ts` file, or a folder's index. */
function asFile(candidate: string): string | null {
  const options = [candidate, candidate.replace(/\.js$/, '.ts'), `${candidate}.ts`, join(candidate, 'index.ts')];
  for (const option of options) if (existsSync(option) && statSync(option).isFile()) return option;
  return null;
}

/**
 * The modules a file reaches directly: relative imports (not type-only ones), and string literals naming a
 * script file beside it or from the repository's root.
 */
function reached(file: string, text: string): string[] {
  const found = new Set<string>();
  // Type-only imports and exports are erased before the file runs: nothing of the module runs through them.
  const runtime = text.replace(/^\s*(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"];?/gm, '');
  for (const match of runtime.matchAll(/(?:from|import\(|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const hit = asFile(resolve(dirname(file), match[1]!));
    if (hit) found.add(hit);
  }
  for (const match of runtime.matchAll(/['"`]((?:\.{1,2}\/|test\/|scripts\/|bench\/)[^'"`\s]*\.(?:ts|js|mjs|cjs))['"`]/g)) {
    const named = match[1]!;
    for (const base of [dirname(file), ROOT]) {
      const hit = asFile(resolve(base, named));
      if (hit) found.add(hit);
    }
  }
  return [...found].filter(isTestSide);
}

/**
 * Whether the test file (absolute path) depends on the database under test: it or a test-side module it
 * reaches names TEST_DATABASE or TEST_POSTGRES_URL.
 */
export function dependsOnDatabase(file: string): boolean {
  const pending = [resolve(file)];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const text = readFileSync(current, 'utf8');
    if (DATABASE_VARIABLES.test(text)) return true;
    pending.push(...reached(current, text));
  }
  return false;
}

/** Every `*.test.ts` file under `directory` (repository-relative), node_modules and dist left out. */
export function testFilesUnder(directory: string): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(join(ROOT, path), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.test.ts')) files.push(child);
    }
  };
  walk(directory);
  return files.sort();
}

/** The server project's test files (test/ and src/) that depend on the database, repository-relative. */
export function databaseTestFiles(): string[] {
  return [...testFilesUnder('test'), ...testFilesUnder('src')].filter((file) => dependsOnDatabase(join(ROOT, file)));
}
