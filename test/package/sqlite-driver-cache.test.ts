import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * scripts/cache-sqlite-driver.mjs (called by .ci/run after `npm ci`) puts the compiled SQLite driver
 * where better-sqlite3's installer, prebuild-install, looks before it downloads or compiles: the next
 * install of the same version unpacks it. Checked with prebuild-install itself, on an npm cache of the
 * test's own.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const driverDir = dirname(createRequire(join(root, 'package.json')).resolve('better-sqlite3/package.json'));
const driver = JSON.parse(readFileSync(join(driverDir, 'package.json'), 'utf8')) as { version: string };
const prebuildInstall = createRequire(join(driverDir, 'package.json')).resolve('prebuild-install/bin.js');
const BINARY = 'build/Release/better_sqlite3.node';

describe('the SQLite driver in npm cache (scripts/cache-sqlite-driver.mjs)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'sqlite-driver-cache-'));
  const env = { ...process.env, npm_config_cache: join(scratch, 'npm-cache') };
  const script = () => run(process.execPath, [join(root, 'scripts/cache-sqlite-driver.mjs')], { cwd: root, env });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('caches the compiled binary once, under the name prebuild-install looks for, and the installer then unpacks it instead of compiling', async () => {
    const first = await script();
    const entries = readdirSync(join(scratch, 'npm-cache', '_prebuilds'));
    expect(entries).toHaveLength(1);
    const entry = entries[0] as string;
    expect(entry).toMatch(new RegExp(`^[0-9a-f]{6}-better-sqlite3-v${driver.version.replace(/\./g, '\\.')}-node-v${process.versions.modules}-${process.platform}-${process.arch}\\.tar\\.gz$`));
    expect(first.stdout).toBe(`SQLite driver: the compiled binary is cached as ${entry}; the next npm ci of this version unpacks it.\n`);

    // Kept as it is by a second run.
    const cached = join(scratch, 'npm-cache', '_prebuilds', entry);
    const before = statSync(cached).mtimeMs;
    const second = await script();
    expect(second.stdout).toBe(`SQLite driver: ${entry} is in npm's cache already.\n`);
    expect(statSync(cached).mtimeMs).toBe(before);

    // An install of the driver: prebuild-install in a package folder of its own, as npm runs it.
    const install = join(scratch, 'install');
    mkdirSync(install);
    copyFileSync(join(driverDir, 'package.json'), join(install, 'package.json'));
    const installed = await run(process.execPath, [prebuildInstall, '--verbose'], { cwd: install, env });
    expect(installed.stderr).toContain('found cached prebuild');
    expect(installed.stderr).toContain(`required ${join(install, BINARY)} successfully`);
    expect(readFileSync(join(install, BINARY)).equals(readFileSync(join(driverDir, BINARY)))).toBe(true);
  }, 60_000);
});
