import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PRODUCT } from '../product.js';

/** Runtime configuration, read from the environment once at start. */
export interface AppConfig {
  /** `sqlite:<path>` (default `sqlite:./var/ext-translate.sqlite`) or `postgres://...`. */
  databaseUrl: string;
  /** Listening address, default 127.0.0.1:8080. */
  host: string;
  port: number;
  /** Folder for local state (SQLite file, generated app secret). Default `./var`. */
  varDir: string;
  /** Secret for JWT signatures and settings encryption. */
  appSecret: string;
  adminUser: string;
  /** null: generate one when the first admin is created. */
  adminPassword: string | null;
  /** Seed the demo catalogue into an empty database. */
  demo: boolean;
  logLevel: string;
  /** `QUEUE_URL`: `embedded` (default; messages in the database) or `redis://...` / `rediss://...` (BullMQ). */
  queueUrl: string;
  /** `EXT_TRANSLATE_WORKER_CONCURRENCY`: queue messages one worker process handles at a time. Default 2. */
  workerConcurrency: number;
  /**
   * `EXT_TRANSLATE_STORE_BASE_URL`: the store that sells the managed plans and holds the in-app purchases
   * (docs/subscription.md). Default {@link DEFAULT_STORE_BASE_URL}; optional so that hand-made configs
   * (tests, benchmarks) need not name it.
   */
  storeBaseUrl?: string;
  /**
   * `EXT_TRANSLATE_METRICS_TOKEN`: the bearer token `GET /metrics` requires (docs/operations.md
   * "Metrics"). Unset: the route takes an administrator's access token instead.
   */
  metricsToken?: string;
  /**
   * `EXT_TRANSLATE_TRUST_PROXY`: which proxies in front of the server to believe about the client's
   * address (X-Forwarded-For): a comma-separated list of their addresses and CIDR ranges. Unset: none,
   * the connection's address counts (sign-in throttling keys on it).
   */
  trustProxy?: string;
  /**
   * `EXT_TRANSLATE_HEAP_GROWTH_PERCENT`: how far the JavaScript heap of `serve` and `worker` may grow
   * past its live data before a full collection (docs/operations.md "Memory"). Default
   * {@link DEFAULT_HEAP_GROWTH_PERCENT}; 0 leaves it to V8. Optional so that hand-made configs need not
   * name it.
   */
  heapGrowthPercent?: number;
}

/**
 * The default heap growth of the long-running commands. V8 lets a heap grow to up to four times its live
 * data while a program allocates fast, as a job does; 50 % past it keeps `serve` translating a
 * 20,000-product catalogue under 300 MB (bench/README.md, "Memory of `serve`": 264 to 267 MB, where 30 %
 * gave 256 to 263 and V8's own growth 333 to 349 in an earlier round) with half the full collections of
 * 30 %: on PostgreSQL, whose server shares the machine's cores with the collector's marking threads, the
 * engine's 20,000-product job took about a tenth less CPU (the twenty-ninth round).
 */
export const DEFAULT_HEAP_GROWTH_PERCENT = 50;

export const DEFAULT_STORE_BASE_URL = `https://store.${PRODUCT}.example`;

export type Environment = Record<string, string | undefined>;

function parseFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

/** A positive integer from the environment, `fallback` when unset; throws naming the variable when it is not one. */
export function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}".`);
  return number;
}

/** A whole number from 0 up, `fallback` when unset; throws naming the variable when it is not one. */
function parseNonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number from 0 up, got "${value}".`);
  return number;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}".`);
  }
  return port;
}

/**
 * Reads the app secret from `EXT_TRANSLATE_APP_SECRET`, else from `<varDir>/app-secret`, generating that
 * file (mode 0600) on first use. Several machines sharing one database must share the secret, so they
 * set the variable.
 */
export function resolveAppSecret(env: Environment, varDir: string): string {
  const fromEnv = env.EXT_TRANSLATE_APP_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < 16) throw new Error('EXT_TRANSLATE_APP_SECRET must be at least 16 characters long.');
    return fromEnv;
  }
  const file = resolve(varDir, 'app-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 16) return stored;
  }
  mkdirSync(dirname(file), { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return generated;
}

function parseTrustProxy(value: string | undefined): Pick<AppConfig, 'trustProxy'> {
  const text = value?.trim() ?? '';
  if (text === '') return {};
  return { trustProxy: text };
}

export function loadConfig(env: Environment = process.env): AppConfig {
  const varDir = resolve(env.EXT_TRANSLATE_VAR_DIR?.trim() || './var');
  const databaseUrl = env.DATABASE_URL?.trim() || `sqlite:${resolve(varDir, `${PRODUCT}.sqlite`)}`;
  return {
    databaseUrl,
    host: env.HOST?.trim() || '127.0.0.1',
    port: parsePort(env.PORT),
    varDir,
    appSecret: resolveAppSecret(env, varDir),
    adminUser: env.EXT_TRANSLATE_ADMIN_USER?.trim() || 'admin',
    adminPassword: env.EXT_TRANSLATE_ADMIN_PASSWORD ? env.EXT_TRANSLATE_ADMIN_PASSWORD : null,
    demo: parseFlag(env.EXT_TRANSLATE_DEMO, true),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    queueUrl: env.QUEUE_URL?.trim() || 'embedded',
    workerConcurrency: parsePositiveInteger('EXT_TRANSLATE_WORKER_CONCURRENCY', env.EXT_TRANSLATE_WORKER_CONCURRENCY, 2),
    storeBaseUrl: (env.EXT_TRANSLATE_STORE_BASE_URL?.trim() || DEFAULT_STORE_BASE_URL).replace(/\/+$/, ''),
    ...(env.EXT_TRANSLATE_METRICS_TOKEN?.trim() ? { metricsToken: env.EXT_TRANSLATE_METRICS_TOKEN.trim() } : {}),
    ...parseTrustProxy(env.EXT_TRANSLATE_TRUST_PROXY),
    heapGrowthPercent: parseNonNegativeInteger('EXT_TRANSLATE_HEAP_GROWTH_PERCENT', env.EXT_TRANSLATE_HEAP_GROWTH_PERCENT, DEFAULT_HEAP_GROWTH_PERCENT),
  };
}
