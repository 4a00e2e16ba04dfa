/**
 * Docs that cannot rot: every repository path named in a comment of the source or in the prose of a Markdown page
 * (`src/...`, `test/...`, `docs/...`, `admin/...`, `bench/...`, `bin/...`, `.ci/...`) exists, and every
 * relative Markdown link points at a file of the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** A path from the repository root: a known top folder, then path characters, ending in a name. */
const ROOTED = /(?<![\w./-])((?:src|test|bench|docs|admin|bin|\.ci)\/[\w.\-/*<>]*[\w*>])/g;

/** Comments of a source file (block and line comments). */
function commentsOf(text: string): string {
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g)].map((match) => match[0]).join('\n');
}

/** Whether the path exists from the repository root or, for a page in a subfolder, from that folder. */
function exists(path: string, base = ROOT): boolean {
  return [ROOT, base].some((directory) => existsFrom(directory, path));
}

function existsFrom(directory: string, path: string): boolean {
  const clean = path.replace(/[.,:;)]+$/, '');
  // A glob or a placeholder (`admin/src/**/*.test.ts`, `i18n/en/<feature>.ts`) names a pattern: its fixed folder must exist.
  if (/[*<]/.test(clean)) return existsSync(join(directory, clean.split(/\/[^/]*[*<]/)[0] as string));
  // `src/translate/...` with the `.js` of an import stands for the `.ts` source.
  return [clean, clean.replace(/\.js$/, '.ts')].some((candidate) => existsSync(join(directory, candidate)));
}

describe('paths named in comments and docs exist', () => {
  it('in comments of the source, tests, benchmarks and the admin app', () => {
    const missing = tracked
      .filter((file) => /\.(ts|vue|js|mjs)$/.test(file) && !file.startsWith('admin/src/api/') && !file.includes('node_modules'))
      .flatMap((file) =>
        [...commentsOf(readFileSync(join(ROOT, file), 'utf8')).matchAll(ROOTED)].map((match) => match[1] as string).filter((path) => !exists(path)).map((path) => `${file}: ${path}`),
      );
    expect(missing).toEqual([]);
  });

  it('in the Markdown pages, as paths and as relative links', () => {
    const missing = tracked
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => {
        const text = readFileSync(join(ROOT, file), 'utf8');
        // Fenced blocks show commands, answers and other packages' trees; the paths of the prose and the links are the repository's.
        const prose = text.replace(/^```[\s\S]*?^```/gm, '');
        const named = [...prose.matchAll(ROOTED)].map((match) => match[1] as string).filter((path) => !exists(path, dirname(join(ROOT, file))));
        const links = [...text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s]+)\)/g)]
          .map((match) => (match[1] as string).split('#')[0] as string)
          .filter((link) => link !== '' && !existsSync(resolve(dirname(join(ROOT, file)), link)));
        return [...named, ...links].map((path) => `${file}: ${path}`);
      });
    expect(missing).toEqual([]);
  });
});
