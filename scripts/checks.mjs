#!/usr/bin/env node
/**
 * The checks `npm test` makes before the tests: the commands of package.json's `lint` and `typecheck`
 * scripts (eslint; tsc for the server and vue-tsc for the admin app), started side by side, since each
 * is one process on one core. Each one's output is printed whole once it ends (not interleaved); the
 * exit code is 1 when any of them failed, so `npm test` stops before the tests as it did when they ran
 * one after another.
 *
 *   node scripts/checks.mjs
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The commands of the `lint` and `typecheck` scripts, each `a && b` split into its parts. */
export function checks() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return ['lint', 'typecheck'].flatMap((script) => scripts[script].split('&&').map((command) => ({ name: `${script}: ${command.trim()}`, command: command.trim() })));
}

function run(check) {
  const started = Date.now();
  return new Promise((resolve) => {
    // As npm runs a script: through the shell, with the packages' binaries on the PATH.
    const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
    const child = spawn(check.command, { cwd: root, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ check, code: 1, output: `${output}${error.message}\n`, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (code, signal) => resolve({ check, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(checks().map(run));
for (const { check, code, output, seconds } of results) {
  console.log(`\n> ${check.name}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`} in ${seconds.toFixed(1)} s`);
  if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
}
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) console.error(`\n${failed.length} of ${results.length} checks failed: ${failed.map((result) => result.check.name).join(', ')}`);
process.exitCode = failed.length > 0 ? 1 : 0;
