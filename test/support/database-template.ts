import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A database as a harness starts it (migrated, languages seeded, the first administrator created), made
 * once and then copied for each harness: on PostgreSQL a copy and a host's start on it took 270 to 290 ms
 * (backend CPU 255 to 280 ms) where a new schema migrated and seeded took 530 to 590 ms (400 to 430 ms).
 * The host started on a copy finds every migration applied and the administrator present, so it starts
 * as it does on an installation that ran before.
 *
 * - SQLite: the template is a file of this process, copied per harness.
 * - PostgreSQL: the template is a database of this test run (named by the global setup below, which
 *   drops it at the end), made by the first process that needs it under an advisory lock. Each harness
 *   gets a database of its own copied from it (`CREATE DATABASE ... TEMPLATE`), dropped on close.
 */

/** The environment variable naming this run's template database (set by the global setup). */
export const TEMPLATE_DATABASE_ENV = 'EXT_TRANSLATE_TEST_TEMPLATE_DATABASE';
/** Serialises the making of the template database among the run's processes. */
const TEMPLATE_LOCK_KEY = 727_001_312;

export interface DatabaseMaker {
  /** Migrates and seeds a new, empty database at this URL as a harness's host would. */
  (url: string): Promise<void>;
}

let sqliteTemplate: Promise<string> | null = null;

/** A new SQLite database file, a copy of this process's template. */
export async function copySqliteTemplate(make: DatabaseMaker): Promise<string> {
  sqliteTemplate ??= (async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ext-translate-template-')), 'template.sqlite');
    await make(`sqlite:${path}`);
    return path;
  })();
  const template = await sqliteTemplate;
  const path = join(mkdtempSync(join(tmpdir(), 'ext-translate-test-')), 'test.sqlite');
  copyFileSync(template, path);
  return path;
}

let templateReady: Promise<void> | null = null;

/**
 * A new database `name` on the server of `postgresUrl`, a copy of this run's template database, whose
 * one schema is renamed to `name` too (a host's connections carry their schema's name, which tests use
 * to find them). Answers the new database's URL.
 */
export async function copyPostgresTemplate(postgresUrl: string, name: string, make: DatabaseMaker): Promise<string> {
  // A lower-case identifier made by the setup below: it needs no quotes in the statements.
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (!template) throw new Error(`${TEMPLATE_DATABASE_ENV} is not set: the template database is named by the test run's global setup (test/support/database-template.ts).`);
  templateReady ??= withClient(postgresUrl, (client) => ensureTemplateDatabase(client, postgresUrl, template, make));
  await templateReady;
  // The copy is made block by block through the log (no checkpoint), as fast as a small database allows.
  await withClient(postgresUrl, (client) => client.query(`create database ${name} template ${template} strategy wal_log`));
  const url = databaseUrl(postgresUrl, name);
  await withClient(url, (client) => client.query(`alter schema ${template} rename to ${name}`));
  return `${url}${url.includes('?') ? '&' : '?'}schema=${name}`;
}

/** Drops a database made by copyPostgresTemplate, closing what is still connected to it. */
export async function dropPostgresCopy(postgresUrl: string, name: string): Promise<void> {
  await withClient(postgresUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** The URL of another database on the same server. */
function databaseUrl(postgresUrl: string, name: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes the template database, once per run: the first process to get the lock makes it, the others find it. */
async function ensureTemplateDatabase(client: pg.Client, postgresUrl: string, template: string, make: DatabaseMaker): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount !== 0) return;
    await client.query(`create database ${template}`);
    try {
      // The host's tables go into a schema named like the database, renamed in each copy.
      await make(`${databaseUrl(postgresUrl, template)}?schema=${template}`);
    } catch (error) {
      await client.query(`drop database if exists ${template} with (force)`);
      throw error;
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

/** Global setup: names this run's template database, and drops it when the run ends. */
export default function setup(): () => Promise<void> {
  const template = `tmpl_${randomBytes(6).toString('hex')}`;
  process.env[TEMPLATE_DATABASE_ENV] = template;
  return async () => {
    if (process.env.TEST_DATABASE !== 'postgres') return;
    await withClient(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test', (client) => client.query(`drop database if exists ${template} with (force)`));
  };
}
