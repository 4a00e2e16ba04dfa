#!/usr/bin/env node
/**
 * Records how long each test file took, for the test run's order (longest first,
 * test/support/longest-first.ts), from a vitest JSON report such as the one `.ci/run` writes:
 *
 *   node scripts/test-durations.mjs var/ci/sqlite.json [the checkout the report was made in, default this one]
 *
 * writes test/support/file-durations.json (repository-relative path -> milliseconds, sorted by path).
 * Worth running when long files come or go; a file missing from it runs first, as a new file may be long.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [reportPath, reportRoot = root] = process.argv.slice(2);
if (!reportPath) {
  console.error('Usage: node scripts/test-durations.mjs <vitest JSON report> [its checkout]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const durations = Object.fromEntries(
  report.testResults
    .map((file) => [relative(reportRoot, file.name), Math.round(file.endTime - file.startTime)])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
const target = join(root, 'test/support/file-durations.json');
writeFileSync(target, `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files written to ${relative(root, target)}`);
