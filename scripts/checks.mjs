#!/usr/bin/env node
/**
 * The checks `npm test` makes beside the tests (scripts/test.mjs): the commands of package.json's `lint`
 * and `typecheck` scripts (eslint; tsc for the server and vue-tsc for the admin app), started side by
 * side, since each is one process on one core. Each one's output is printed whole once it ends (not
 * interleaved); the exit code is 1 when any of them failed.
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

/** The PATH npm gives a script: the packages' binaries first. */
export function scriptEnv() {
  return { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
}

/** Runs one check through the shell, as npm runs a script; answers its exit code, output and seconds. */
export function runCheck(check) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, { cwd: root, env: scriptEnv(), shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ check, code: 1, output: `${output}${error.message}\n`, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (code, signal) => resolve({ check, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Prints each check's outcome and output; answers how many failed. */
export function reportChecks(results) {
  for (const { check, code, output, seconds } of results) {
    console.log(`\n> ${check.name}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`} in ${seconds.toFixed(1)} s`);
    if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) console.error(`\n${failed.length} of ${results.length} checks failed: ${failed.map((result) => result.check.name).join(', ')}`);
  return failed.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = reportChecks(await Promise.all(checks().map(runCheck))) > 0 ? 1 : 0;
}
