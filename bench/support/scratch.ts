/**
 * What the benchmarks share: a scratch database on SQLite or PostgreSQL, the host configuration of a
 * benchmark run, the administrator's token, and where profiles go.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/host/config/config.js';
import { dropSchemaUnderMigrationLock } from '../../src/host/db/migrate.js';

export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_ADMIN = { username: 'admin', password: 'bench-password' };

export interface Scratch {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own: a PostgreSQL schema, or an SQLite file in a temporary directory. */
export function scratchDatabase(dialect: string, name: string): Scratch {
  if (dialect === 'postgres') {
    const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
    return {
      url: `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}schema=${schema}`,
      // Under the migrations' lock: a migrator elsewhere (a test file, another benchmark run) reading the
      // catalogue fails while a schema disappears.
      drop: () => dropSchemaUnderMigrationLock(POSTGRES_URL, schema),
    };
  }
  const directory = mkdtempSync(join(tmpdir(), `ext-translate-bench-${name}-`));
  return { url: `sqlite:${join(directory, 'bench.sqlite')}`, drop: async () => rmSync(directory, { recursive: true, force: true }) };
}

/** The var directories handed out by {@link benchVarDir}, removed when the process exits. */
const varDirectories = new Set<string>();

/**
 * A temporary var directory for a benchmark's host (its locks and caches), removed with what the host
 * left in it when the process exits, however the benchmark ends.
 */
export function benchVarDir(): string {
  if (varDirectories.size === 0) {
    process.once('exit', () => {
      for (const directory of varDirectories) rmSync(directory, { recursive: true, force: true });
    });
  }
  const directory = mkdtempSync(join(tmpdir(), 'ext-translate-bench-var-'));
  varDirectories.add(directory);
  return directory;
}

/** A quiet host on the embedded queue with `workerConcurrency` workers. */
export function benchHostConfig(databaseUrl: string, varDir: string, workerConcurrency: number): AppConfig {
  return {
    databaseUrl,
    host: '127.0.0.1',
    port: 0,
    varDir,
    appSecret: 'bench-secret-0123456789abcdef',
    adminUser: BENCH_ADMIN.username,
    adminPassword: BENCH_ADMIN.password,
    demo: false,
    logLevel: 'silent',
    queueUrl: 'embedded',
    workerConcurrency,
  };
}

/** The administrator's access token (password grant). */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: 'administration', ...BENCH_ADMIN } });
  return (response.json() as { access_token: string }).access_token;
}

/** Where a benchmark's CPU and allocation profiles go: the project's var/bench (kept out of git), made as needed. */
export function profileDirectory(): string {
  const directory = fileURLToPath(new URL('../../var/bench/', import.meta.url));
  mkdirSync(directory, { recursive: true });
  return directory;
}
