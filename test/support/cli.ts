import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import type { TestDatabase } from './harness.js';

/**
 * Spawning the command line from source, as bin/ext-translate.js runs it from the build: the test
 * run's global setup bundles test/support/cli-entry.ts (cli-build.ts), and a custom provider module's
 * `ext-translate/provider` resolves to the bundle's contract through the server's own resolution hook.
 */
/** Where the test runs' global setup puts their bundles, each in a folder of its own (cli-build.ts). */
export const CLI_BUNDLE_DIR = join(import.meta.dirname, '../../var/test-cli');
/** The environment variable naming this run's bundle folder. */
export const CLI_BUNDLE_ENV = 'EXT_TRANSLATE_TEST_CLI_BUNDLE';

/**
 * Set to 1 for stack traces of spawned commands that name the source's files and lines (Node's
 * `--enable-source-maps` with the bundle's linked maps). Off by default: reading the maps cost every
 * spawned command 0.05 s of CPU at its start and a `serve` 0.08 s, a few hundred times a run; the
 * bundle is not minified, so a trace without them still names each function, and the bundle names the
 * source file above each module's code.
 */
export const CLI_SOURCE_MAPS_ENV = 'EXT_TRANSLATE_TEST_SOURCE_MAPS';

export function cliArgv(args: string[]): string[] {
  const folder = process.env[CLI_BUNDLE_ENV];
  if (!folder) throw new Error(`${CLI_BUNDLE_ENV} is not set: the command line is bundled by the test run's global setup (test/support/cli-build.ts).`);
  const sourceMaps = process.env[CLI_SOURCE_MAPS_ENV] === '1' ? ['--enable-source-maps'] : [];
  return [...sourceMaps, join(folder, 'cli.js'), ...args];
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a CLI process on a test database: nothing of this process's environment leaks in. */
export function cliEnv(database: TestDatabase, varDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: database.url,
    EXT_TRANSLATE_VAR_DIR: varDir,
    EXT_TRANSLATE_APP_SECRET: 'cli-test-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export function startCli(args: string[], env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, cliArgv(args), { env, cwd: process.cwd() });
}

/** Runs a command to its end. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = startCli(args, env);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The base URL of a spawned `serve` once its start line says where it listens. Every chunk of its
 * output (stdout and stderr) goes to `record` for as long as it runs, so a test can read its logs later.
 */
export function listeningBase(server: ChildProcessWithoutNullStreams, record: (chunk: string) => void = () => undefined, timeoutMs = 60_000): Promise<string> {
  let seen = '';
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${seen}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      seen += text;
      record(text);
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${String(code)}:\n${seen}`));
    });
  });
}
