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
 *   gets a database of its own copied from it (`CREATE DATABASE ... TEMPLATE`); a harness's close resets
 *   it and hands it to the process's next harness ({@link takePostgresCopy}).
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

/** A copy of the template database handed to a harness; `release()` when the harness is done with it. */
export interface PostgresCopy {
  /** The copy's URL, with its schema. */
  url: string;
  /** Hands the copy, reset to the template's state, to this process's next harness, or drops it. */
  release(): Promise<void>;
}

/**
 * The template's state as this process found it in its first copy (before a host touched it): its
 * tables in the order they were made, the rows of those that have some, and its catalogue's fingerprint.
 */
interface PristineCopy {
  tables: string[];
  seeds: Map<string, string>;
  fingerprint: string;
}

let pristine: Promise<PristineCopy> | null = null;
/** Rows from which a released copy's table is truncated rather than emptied with a delete. */
const LARGE_TABLE_ROWS = 1_000;
/** Copies of this process that a harness released, reset and waiting for the next one. */
const idleCopies: { database: string; schema: string }[] = [];

/**
 * A database for a harness: a copy of this run's template database, whose one schema is renamed (a
 * host's connections carry their schema's name, which tests use to find them).
 *
 * A released copy is reset and handed to the process's next harness instead of being dropped: a copy
 * cost about 290 ms of the server's CPU to make and drop (three connections, the blocks copied through
 * the log, and every drop forces a checkpoint, which waited up to 3 s behind the other test files'
 * writes), a reset a fraction of it. The reset ends what is still connected (as a drop would), checks
 * that the catalogue is the template's (a copy whose catalogue a test changed is dropped instead),
 * empties the tables that have rows, puts the template's rows back and renames the schema, in one
 * transaction: a pool the test left open reconnects to a schema that is gone, and fails as it would on
 * a dropped database.
 */
export async function takePostgresCopy(postgresUrl: string, make: DatabaseMaker): Promise<PostgresCopy> {
  const template = templateName();
  templateReady ??= withClient(postgresUrl, (client) => ensureTemplateDatabase(client, postgresUrl, template, make));
  await templateReady;
  let copy = idleCopies.pop();
  if (copy === undefined) {
    // Named after the template, so the run's teardown finds the copies its processes left.
    const database = `${template}_${randomBytes(4).toString('hex')}`;
    // The copy is made block by block through the log (no checkpoint), as fast as a small database allows.
    await withClient(postgresUrl, (client) => client.query(`create database ${database} template ${template} strategy wal_log`));
    await withClient(databaseUrl(postgresUrl, database), async (client) => {
      await client.query(`alter schema ${template} rename to ${database}`);
      pristine ??= readPristine(client, database);
      await pristine;
    });
    copy = { database, schema: database };
  }
  const { database, schema } = copy;
  const url = databaseUrl(postgresUrl, database);
  let released = false;
  return {
    url: `${url}${url.includes('?') ? '&' : '?'}schema=${schema}`,
    async release() {
      // Once: a harness closed twice must not hand on (or reset) a copy another harness has by then.
      if (released) return;
      released = true;
      const next = await resetCopy(url, database, schema).catch(() => null);
      if (next !== null) idleCopies.push({ database, schema: next });
      else await dropPostgresCopy(postgresUrl, database);
    },
  };
}

function templateName(): string {
  // A lower-case identifier made by the setup below: it needs no quotes in the statements.
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (!template) throw new Error(`${TEMPLATE_DATABASE_ENV} is not set: the template database is named by the test run's global setup (test/support/database-template.ts).`);
  return template;
}

/** Reads the tables, their rows and the catalogue's fingerprint of a copy no host has opened yet. */
async function readPristine(client: pg.Client, schema: string): Promise<PristineCopy> {
  await client.query(`set search_path to ${schema}`);
  const { rows } = await client.query<{ name: string }>(`select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r' order by oid`);
  const tables = rows.map((row) => row.name);
  const seeds = new Map<string, string>();
  for (const table of tables) {
    const { rows: seeded } = await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${quoted(table)} as t`);
    if (seeded[0]?.rows) seeds.set(table, seeded[0].rows);
  }
  return { tables, seeds, fingerprint: await catalogueFingerprint(client) };
}

/**
 * Resets a copy a harness released to the template's state under a new schema name, and answers the
 * name; null when it cannot be reset (its catalogue differs from the template's).
 */
async function resetCopy(url: string, database: string, schema: string): Promise<string | null> {
  const { tables, seeds, fingerprint } = await pristine!;
  return withClient(url, async (client) => {
    await client.query(`set search_path to ${schema}`);
    // What the harness left connected (a pool a test did not close) ends here, as the drop ended it.
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    if ((await catalogueFingerprint(client)) !== fingerprint) return null;
    // Rows per table, counted up to LARGE_TABLE_ROWS.
    const probes = tables.map((table) => `(${literal(table)}, (select count(*) from (select from ${quoted(table)} limit ${LARGE_TABLE_ROWS}) as rows))`).join(', ');
    const { rows } = await client.query<{ name: string; rows: string }>(`select name, rows from (values ${probes}) as probe(name, rows) where rows > 0`);
    const counted = new Map(rows.map((row) => [row.name, Number(row.rows)]));
    // Large tables are truncated (new, empty files; a delete would leave every row behind, dead, for the
    // next harness's reads to step over), the others emptied with a delete, which takes a fraction of a
    // truncate's time on a small table; newest first, so that a row goes before the rows it refers to.
    // The tables the template has rows in get them back, oldest first.
    const large = tables.filter((table) => (counted.get(table) ?? 0) >= LARGE_TABLE_ROWS);
    const small = tables.filter((table) => !large.includes(table) && (counted.has(table) || seeds.has(table))).reverse();
    const seeded = tables.filter((table) => seeds.has(table));
    const renamed = `${database}_${randomBytes(3).toString('hex')}`;
    await client.query('begin');
    try {
      if (large.length > 0) await client.query(`truncate ${large.map(quoted).join(', ')} cascade`);
      if (small.length > 0) await client.query(small.map((table) => `delete from ${quoted(table)}`).join('; '));
      const inserts = seeded.map((table, index) => `${index === 0 ? 'with' : ','} seed_${index} as (insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, $${index + 1}::json))`);
      if (seeded.length > 0) await client.query(`${inserts.join(' ')} select 1`, seeded.map((table) => seeds.get(table)));
      await client.query(`alter schema ${schema} rename to ${renamed}`);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    return renamed;
  });
}

/**
 * What a test can change in a copy's catalogue besides rows: the current schema's relations, columns,
 * defaults, indexes, constraints, triggers, functions and types, the database's other schemas,
 * extensions and settings, with the schema's own name taken out of them (the search path is set to the
 * schema), so that copies of the same template under different names agree.
 */
async function catalogueFingerprint(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(`
    select md5(coalesce(string_agg(replace(line, current_schema() || '.', ''), e'\\n' order by line), '')) as fingerprint from (
      select format('relation %s %s', relname, relkind) as line from pg_class where relnamespace = current_schema()::regnamespace
      union all
      select format('column %s.%s %s %s %s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
        from pg_attribute a join pg_class c on c.oid = a.attrelid left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where c.relnamespace = current_schema()::regnamespace and a.attnum > 0 and not a.attisdropped
      union all
      select format('index %s', pg_get_indexdef(i.indexrelid)) from pg_index i join pg_class c on c.oid = i.indexrelid where c.relnamespace = current_schema()::regnamespace
      union all
      select format('constraint %s %s', conname, pg_get_constraintdef(oid)) from pg_constraint where connamespace = current_schema()::regnamespace
      union all
      select format('trigger %s %s', c.relname, t.tgname) from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = current_schema()::regnamespace
      union all
      select format('function %s', oid::regprocedure) from pg_proc where pronamespace = current_schema()::regnamespace
      union all
      select format('type %s %s', typname, typtype) from pg_type where typnamespace = current_schema()::regnamespace
      union all
      select format('schema %s', nspname) from pg_namespace where nspname <> current_schema() and not starts_with(nspname, 'pg_') and nspname <> 'information_schema'
      union all
      select format('extension %s', extname) from pg_extension
      union all
      select format('setting %s', array_to_string(setconfig, ',')) from pg_db_role_setting where setdatabase = (select oid from pg_database where datname = current_database())
    ) as catalogue`);
  return rows[0]!.fingerprint;
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Drops a copy, closing what is still connected to it. */
async function dropPostgresCopy(postgresUrl: string, name: string): Promise<void> {
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

/** Global setup: names this run's template database, and drops it and its copies when the run ends. */
export default function setup(): () => Promise<void> {
  const template = `tmpl_${randomBytes(6).toString('hex')}`;
  process.env[TEMPLATE_DATABASE_ENV] = template;
  return async () => {
    if (process.env.TEST_DATABASE !== 'postgres') return;
    await withClient(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test', async (client) => {
      // The copies the test processes kept for their next harness, then the template.
      const { rows } = await client.query<{ name: string }>("select datname as name from pg_database where starts_with(datname, $1)", [`${template}_`]);
      for (const { name } of rows) await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`drop database if exists ${template} with (force)`);
    });
  };
}
