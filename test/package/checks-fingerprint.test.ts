import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsFingerprint } from '../../scripts/checks.mjs';

/**
 * `npm test`'s checks (scripts/checks.mjs) run nothing when what they read is what they read when they
 * last passed: the fingerprint must change with every file git would list, and with nothing else.
 */
describe('the checks’ fingerprint of what they read', () => {
  const repository = mkdtempSync(join(tmpdir(), 'ext-translate-checks-'));
  afterAll(() => rmSync(repository, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(join(repository, file, '..'), { recursive: true });
    writeFileSync(join(repository, file), text);
  };
  execFileSync('git', ['init', '-q'], { cwd: repository });
  write('.gitignore', 'var/\nnode_modules/\n');
  write('src/a.ts', 'export const a = 1;\n');
  execFileSync('git', ['add', '.'], { cwd: repository });

  it('changes with a tracked file’s content, a new file, a deleted file and the installed packages, not with an ignored file', () => {
    const seen = new Set<string | null>();
    const fingerprint = () => inputsFingerprint(repository);
    const first = fingerprint();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    seen.add(first);
    // Ignored: build output and caches.
    write('var/cache/anything.json', '{}');
    expect(fingerprint()).toBe(first);
    for (const change of [
      () => write('src/a.ts', 'export const a = 2;\n'),
      () => write('src/b.ts', 'export const b = 1;\n'),
      () => rmSync(join(repository, 'src/a.ts')),
      () => write('node_modules/.package-lock.json', '{"packages":{}}'),
    ]) {
      change();
      const next = fingerprint();
      expect(seen.has(next)).toBe(false);
      seen.add(next);
    }
  });

  it('is null outside a git checkout, so that the checks always run there', () => {
    const plain = mkdtempSync(join(tmpdir(), 'ext-translate-checks-plain-'));
    try {
      expect(inputsFingerprint(plain)).toBeNull();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
