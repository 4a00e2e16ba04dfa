#!/usr/bin/env node
/**
 * The checks `npm test` makes before the tests: the commands of package.json's `lint` and `typecheck`
 * scripts (eslint; tsc for the server and vue-tsc for the admin app), started side by side, since each
 * is one process on one core. Each one's output is printed whole once it ends (not interleaved); the
 * exit code is 1 when any of them failed, so `npm test` stops before the tests as it did when they ran
 * one after another.
 *
 * When every check passed, the run leaves a fingerprint of what they read (var/cache/checks.json): the
 * content of every file git would list (tracked, or new and not ignored), the installed packages' lock
 * (node_modules/.package-lock.json) and Node's version. A later run whose fingerprint is the same says
 * so and runs nothing: each check would read the same files and answer the same. CI makes the checks
 * beside the SQLite driver's compile and then calls `npm test`, whose checks find them done. Outside a
 * git checkout there is no fingerprint, and the checks always run.
 *
 *   node scripts/checks.mjs
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The commands of the `lint` and `typecheck` scripts, each `a && b` split into its parts. */
export function checks() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return ['lint', 'typecheck'].flatMap((script) => scripts[script].split('&&').map((command) => ({ name: `${script}: ${command.trim()}`, command: command.trim() })));
}

const stampFile = join(root, 'var', 'cache', 'checks.json');

/** What the checks of the repository at `directory` read, as one hash; null outside a git checkout. */
export function inputsFingerprint(directory = root) {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: directory, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
  const hash = createHash('sha256').update(`node ${process.version}\0`);
  const files = [...listed.split('\0').filter((file) => file !== ''), join('node_modules', '.package-lock.json')].sort();
  for (const file of files) {
    const path = join(directory, file);
    // A tracked file deleted in the working tree counts as absent.
    hash.update(`${file}\0`).update(existsSync(path) ? readFileSync(path) : '(absent)').update('\0');
  }
  return hash.digest('hex');
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

/** Runs the checks, or says they are done when nothing they read changed since they last passed. */
async function main() {
  const fingerprint = inputsFingerprint();
  if (fingerprint !== null && existsSync(stampFile) && JSON.parse(readFileSync(stampFile, 'utf8')).fingerprint === fingerprint) {
    for (const check of checks()) console.log(`\n> ${check.name}: passed (nothing it reads changed since it last passed)`);
    return;
  }
  const results = await Promise.all(checks().map(run));
  for (const { check, code, output, seconds } of results) {
    console.log(`\n> ${check.name}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`} in ${seconds.toFixed(1)} s`);
    if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) console.error(`\n${failed.length} of ${results.length} checks failed: ${failed.map((result) => result.check.name).join(', ')}`);
  if (failed.length === 0 && fingerprint !== null) {
    mkdirSync(dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, `${JSON.stringify({ fingerprint })}\n`);
  }
  process.exitCode = failed.length > 0 ? 1 : 0;
}

// Run as a script (`node scripts/checks.mjs`, through a symbolic link too), not when a test imports it.
if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
