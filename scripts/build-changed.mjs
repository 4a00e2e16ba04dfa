#!/usr/bin/env node
/**
 * Builds what changed since the last build, and nothing else (`npm start` runs it; `npm run build`
 * always builds everything). Each part has a fingerprint: the SHA-256 of its input files' paths and
 * contents. A part is rebuilt when its output is missing or its fingerprint differs from the one stored
 * beside the output after its last successful build (dist/.fingerprints/<part>).
 *
 *   node scripts/build-changed.mjs            # server and admin app, what changed (npm start)
 *   node scripts/build-changed.mjs admin      # only the admin app (the test run's global setup)
 *   node scripts/build-changed.mjs --force    # everything, changed or not (npm run build)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (path) => join(root, 'node_modules', path);

/** The parts: their inputs (files and folders), the file whose presence shows a build, and how to build. */
const PARTS = {
  server: {
    inputs: ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'],
    output: 'dist/src/cli/main.js',
    command: [bin('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  },
  admin: {
    inputs: ['admin', 'package-lock.json'],
    output: 'dist/admin/index.html',
    command: [bin('vite/bin/vite.js'), 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
  },
};

/** Files of the inputs, sorted; component and unit tests do not change a build. */
function inputFiles(inputs) {
  const files = [];
  const walk = (path) => {
    const absolute = join(root, path);
    if (!existsSync(absolute)) return;
    const entries = (() => {
      try {
        return readdirSync(absolute, { withFileTypes: true });
      } catch {
        return null;
      }
    })();
    if (entries === null) {
      if (!/\.test\.ts$/.test(path)) files.push(path);
      return;
    }
    for (const entry of entries) if (entry.name !== 'node_modules') walk(join(path, entry.name));
  };
  for (const input of inputs) walk(input);
  return files.sort();
}

export function fingerprint(part) {
  const hash = createHash('sha256');
  for (const file of inputFiles(PARTS[part].inputs)) {
    hash.update(`${relative(root, join(root, file))}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampOf = (part) => join(root, 'dist', '.fingerprints', part);

/** Builds a part unless its output is there and its inputs are what they were at its last build. */
export function buildIfChanged(part, force = false) {
  const current = fingerprint(part);
  const stamp = stampOf(part);
  if (!force && existsSync(join(root, PARTS[part].output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
    console.log(`${part}: unchanged since its last build`);
    return false;
  }
  console.log(`${part}: building`);
  execFileSync(process.execPath, PARTS[part].command, { cwd: root, stdio: 'inherit' });
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, current);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const force = process.argv.includes('--force');
  const asked = process.argv.slice(2).filter((argument) => argument !== '--force');
  const unknown = asked.filter((part) => !(part in PARTS));
  if (unknown.length > 0) {
    console.error(`Unknown part: ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}.`);
    process.exit(2);
  }
  try {
    for (const part of asked.length > 0 ? asked : Object.keys(PARTS)) buildIfChanged(part, force);
  } catch {
    process.exit(1);
  }
}
