import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { CLI_BUNDLE_DIR, CLI_BUNDLE_ENV } from './cli.js';

/**
 * Vitest global setup: bundles the command line from source (test/support/cli-entry.ts) into a folder
 * under var/test-cli/ once per test run (removed at its end), so that a spawned `ext-translate` loads one file instead of tsx
 * transpiling and Node resolving some thousand modules again: `--help` takes 3.1 s of CPU under tsx,
 * 1.1 s from a bundle of the source alone and 0.6 s with the dependencies bundled too (2-core machine;
 * the suite spawns well over a hundred). Dependencies that find files beside themselves at run time
 * (a native addon, Lua scripts, worker-thread transports, static assets, their own package.json) stay
 * in node_modules, and `require` is given to the bundled CommonJS packages.
 *
 * The published provider entry points are bundled beside the CLI under the names the server resolves
 * `ext-translate/provider` and `ext-translate/provider/testing` to (provider-package-resolution.ts,
 * "beside this module, with its own extension"), with shared code split into chunks, so a custom
 * provider module and the server share one ProviderException class, as with the build.
 */
const root = join(import.meta.dirname, '../..');

/** Packages loaded from node_modules: each reads files relative to its own location when it runs. */
const EXTERNAL = ['better-sqlite3', 'bullmq', 'pino', 'thread-stream', 'pg-native', '@fastify/swagger', '@fastify/swagger-ui', '@fastify/static'];

/**
 * Builds the bundle into a folder of this run's own under var/test-cli/ (two test runs in one checkout
 * must not rebuild each other's files mid-run) and names it to the processes this one starts, the test
 * workers among them, in {@link CLI_BUNDLE_ENV}. Returns the folder.
 */
export async function buildCliBundle(): Promise<string> {
  const outdir = join(CLI_BUNDLE_DIR, `${process.pid}-${Date.now()}`);
  await build({
    absWorkingDir: root,
    entryPoints: {
      cli: 'test/support/cli-entry.ts',
      contract: 'src/translate/providers/contract.ts',
      'provider-conformance': 'src/translate/providers/provider-conformance.ts',
      // The check thread's module, beside the code that starts it (thread-client.ts moduleThread).
      'check-thread-entry': 'src/translate/engine/check-thread-entry.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // For stack traces that name the source's files and lines (EXT_TRANSLATE_TEST_SOURCE_MAPS=1, cli.ts);
    // the map leaves the sources' text out, which the files in the repository hold: a third of the size.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  process.env[CLI_BUNDLE_ENV] = outdir;
  return outdir;
}

export default async function setup(): Promise<() => void> {
  const outdir = await buildCliBundle();
  return () => rmSync(outdir, { recursive: true, force: true });
}
