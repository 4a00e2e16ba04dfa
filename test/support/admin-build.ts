import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Vitest global setup: builds the admin app into dist/admin when it is missing or older than any of
 * its sources, so that the server tests that serve it (and the browser tests) see the current app.
 */
const root = join(import.meta.dirname, '../..');
const sources = join(root, 'admin');
const entry = join(root, 'dist/admin/index.html');

function newestModification(directory: string): number {
  let newest = 0;
  for (const entryName of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entryName.name);
    newest = Math.max(newest, entryName.isDirectory() ? newestModification(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function adminBuildIsCurrent(): boolean {
  return existsSync(entry) && statSync(entry).mtimeMs >= newestModification(sources);
}

export default function setup(): void {
  if (adminBuildIsCurrent()) return;
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(sources, 'vite.config.ts'), '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
