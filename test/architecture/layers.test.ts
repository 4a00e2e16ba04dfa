/**
 * The layering docs/architecture.md draws, checked on the imports of the source: the host imports
 * nothing of the extension, and inside the extension no floor imports a floor above it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/** The extension's floors, lowest first (docs/architecture.md, "The floors of the extension"). */
export const FLOORS = ['model', 'providers', 'content', 'engine', 'use-cases', 'routes', '.'] as const;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Relative imports of a file (static, dynamic and type-only), as absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/g)].map((match) => resolve(dirname(file), match[1] as string));
}

function floorOf(file: string): number {
  const inTranslate = relative(join(SRC, 'translate'), file);
  const top = inTranslate.includes('/') ? (inTranslate.split('/')[0] as string) : '.';
  const floor = FLOORS.indexOf(top as (typeof FLOORS)[number]);
  if (floor < 0) throw new Error(`src/translate/${top} is on no floor: add it to FLOORS and to docs/architecture.md`);
  return floor;
}

describe('layers', () => {
  it('the host imports nothing of the extension, the gateway or the CLI', () => {
    const upward = sourceFiles(join(SRC, 'host')).flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith(join(SRC, 'host') + '/'))
        .map((target) => `${relative(ROOT, file)} -> ${relative(ROOT, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('inside the extension no floor imports a higher one', () => {
    const translate = join(SRC, 'translate');
    const upward = sourceFiles(translate).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(translate + '/') && floorOf(target) > floorOf(file))
        .map((target) => `${relative(translate, file)} -> ${relative(translate, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('every folder of the extension is on a floor', () => {
    const folders = readdirSync(join(SRC, 'translate'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((folder) => !(FLOORS as readonly string[]).includes(folder))).toEqual([]);
  });
});

describe('the host names no extension', () => {
  /** Code of a file without its comments. */
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/[^\n]*/g, '$1');

  it('outside comments, the demo shop and the product name (src/host/product.ts, the EXT_TRANSLATE_* environment)', () => {
    const named = sourceFiles(join(SRC, 'host'))
      .filter((file) => !/\/content\/demo(-data)?\.ts$/.test(file) && !file.endsWith('/host/product.ts'))
      .flatMap((file) =>
        code(readFileSync(file, 'utf8'))
          .replace(/\bEXT_TRANSLATE_[A-Z_]+\b/g, '')
          .split('\n')
          .filter((line) => /ext[_-]?translate/i.test(line))
          .map((line) => `${relative(ROOT, file)}: ${line.trim()}`),
      );
    expect(named).toEqual([]);
  });
});
