#!/usr/bin/env node
/**
 * Keeps the SQLite driver this machine compiled where its installer looks before it compiles again.
 *
 * better-sqlite3 installs with `prebuild-install || node-gyp rebuild`: prebuild-install takes a
 * prebuilt binary from npm's cache (`<npm cache>/_prebuilds/`, under a name made of the package's
 * version, Node's ABI, the platform and the architecture) or downloads it, and only when neither works
 * does node-gyp compile SQLite, about two minutes on one core of a small machine. Where the download
 * cannot be reached, every `npm ci` compiles. This script packs the binary the last install compiled
 * into that cache entry, in the layout of a downloaded one, so that the next `npm ci` of the same
 * versions on this machine unpacks it instead (prebuild-install loads it before it accepts it, and
 * compiles when it does not load). `.ci/run` calls it after `npm ci`. An existing entry is left as it
 * is; nothing here fails the caller: a problem is printed and the exit code stays 0.
 *
 *   node scripts/cache-sqlite-driver.mjs
 */
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BINARY = 'build/Release/better_sqlite3.node';

/** Where prebuild-install looks for this install's prebuilt binary in npm's cache, and the driver's folder. */
function cacheEntry() {
  const requireHere = createRequire(join(root, 'package.json'));
  const driverDir = dirname(requireHere.resolve('better-sqlite3/package.json'));
  const requireDriver = createRequire(join(driverDir, 'package.json'));
  const pkg = requireDriver('./package.json');
  // prebuild-install's own options (rc) and names (util), so the entry is the one it computes.
  const options = requireDriver('prebuild-install/rc')(pkg);
  const util = requireDriver('prebuild-install/util');
  return { driverDir, path: util.cachedPrebuild(util.getDownloadUrl({ ...options, pkg })), requireDriver };
}

async function main() {
  const { driverDir, path, requireDriver } = cacheEntry();
  if (existsSync(path)) {
    console.log(`SQLite driver: ${basename(path)} is in npm's cache already.`);
    return;
  }
  const binary = join(driverDir, BINARY);
  if (!existsSync(binary)) {
    console.log(`SQLite driver: no compiled binary at ${BINARY}; nothing cached.`);
    return;
  }
  // Only a binary that works: the driver opens a database with it.
  const Database = requireDriver('./lib/index.js');
  new Database(':memory:').prepare('select 1').get();
  const tar = createRequire(requireDriver.resolve('prebuild-install/package.json'))('tar-fs');
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.tmp`;
  try {
    await pipeline(tar.pack(driverDir, { entries: [BINARY] }), createGzip(), createWriteStream(partial));
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  console.log(`SQLite driver: the compiled binary is cached as ${basename(path)}; the next npm ci of this version unpacks it.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main().catch((error) => console.log(`SQLite driver: not cached (${error instanceof Error ? error.message : String(error)}).`));
}
