import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm test` (scripts/test.mjs) runs the checks beside the tests: the tests print as they run, the checks'
 * report follows them, and the exit code is 1 when either failed. Checked with stand-in commands.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'test-script-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const node = (code: string) => `node -e ${JSON.stringify(code)}`;

/** Runs checksBesideTests in a process of its own; answers its exit code and what it printed. */
function runScript(checks: { name: string; command: string }[], tests: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const program = `import { checksBesideTests } from ${JSON.stringify(pathToFileURL(join(root, 'scripts/test.mjs')).href)};
process.exitCode = await checksBesideTests(${JSON.stringify(checks)}, ${JSON.stringify(tests)});`;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--input-type=module', '-e', program], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('npm test: the checks beside the tests (scripts/test.mjs)', () => {
  it('runs them at the same time and reports the checks after the tests', async () => {
    // The check passes only if it sees the file the tests write while it waits: one after the other, it would time out.
    const marker = join(scratch, 'tests-started');
    const check = node(`const fs = require('fs'); const end = Date.now() + 20000; (function wait() { if (fs.existsSync(${JSON.stringify(marker)})) { console.log('saw the tests'); return; } if (Date.now() > end) process.exit(3); setTimeout(wait, 20); })();`);
    const tests = ['node', '-e', `require('fs').writeFileSync(${JSON.stringify(marker)}, ''); setTimeout(() => console.log('tests done'), 200);`];
    const result = await runScript([{ name: 'lint: waits for the tests', command: check }], tests);
    expect(result.code).toBe(0);
    expect(result.stdout.indexOf('tests done')).toBeGreaterThanOrEqual(0);
    expect(result.stdout.indexOf('> lint: waits for the tests: passed in')).toBeGreaterThan(result.stdout.indexOf('tests done'));
    expect(result.stdout).toContain('saw the tests');
  });

  it('fails when a check fails, though the tests passed, and names the check', async () => {
    const result = await runScript(
      [
        { name: 'lint: fine', command: node('') },
        { name: 'typecheck: broken', command: node("console.log('error TS2304'); process.exit(2)") },
      ],
      ['node', '-e', ''],
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('> typecheck: broken: FAILED (exit code 2) in');
    expect(result.stdout).toContain('error TS2304');
    expect(result.stderr).toContain('1 of 2 checks failed: typecheck: broken');
  });

  it('fails when the tests fail, though every check passed', async () => {
    const result = await runScript([{ name: 'lint: fine', command: node('') }], ['node', '-e', 'process.exit(1)']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('> lint: fine: passed in');
  });
});
