import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Vitest global setup: builds the admin app into dist/admin when its sources changed since its last
 * build (scripts/build-changed.mjs, the same check `npm start` makes), so that the server tests that
 * serve it (and the browser tests) see the current app.
 */
const root = join(import.meta.dirname, '../..');

export default function setup(): void {
  execFileSync(process.execPath, [join(root, 'scripts/build-changed.mjs'), 'admin'], { cwd: root, stdio: 'inherit' });
}
