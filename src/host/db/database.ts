import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresAdapter, SqliteDialect, sql, type CompiledQuery, type Transaction } from 'kysely';
import pg from 'pg';
import { PRODUCT } from '../product.js';
import { attachArrayRows, wantsArrayRows } from './array-rows.js';
import { PREPARED_STATEMENTS_OFF_MESSAGE, StatementNames } from './prepared-statements.js';
import { GrowingTables } from './table-statistics.js';
import { InstallationPostgresDialect } from './schema-introspector.js';
import { SqliteSideReader } from './sqlite-side-reader.js';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The database handle used everywhere. Rows are untyped here on purpose: the entity definitions
 * (src/host/entities) are the single description of every table, and the generic repository reads them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = Transaction<any>;

/** The dialect of a handle (a transaction's or a plugin's too): they share its adapter. */
export function dialectOf(db: Db): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Has PostgreSQL take statistics of tables a bulk load has just filled. Until autovacuum analyses them
 * (within a minute where it runs; never where it is off) the planner takes a table it has no
 * statistics for as nearly empty, and joins a page's target rows in a nested loop that scans the
 * whole target language once per source row. On SQLite it does nothing: its plans need no statistics,
 * and the statements are written for the plans it makes without them.
 */
export async function analyzeLoadedTables(db: Db, tables: readonly string[]): Promise<void> {
  if (dialectOf(db) !== 'postgres' || tables.length === 0) return;
  await sql`analyze ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
}

/**
 * Runs `work` in a transaction that holds `table` exclusively from its start: other such transactions
 * and the table's writers wait for it, its readers do not. On PostgreSQL `begin` and `lock table` go as
 * one simple query, a round trip less than a transaction and its lock one after the other (a
 * parameterless text may hold several statements); SQLite's transaction takes the database's write
 * lock at `begin` already. `work` gets a handle of the transaction's connection: what it runs must be
 * single statements, never a transaction of their own (its `commit` would end this one).
 */
export async function exclusiveTransaction<D, T>(db: Kysely<D>, table: string, work: (executor: Kysely<D>) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    let result: T;
    try {
      // Inside the try: a lock that fails (a lock timeout, a missing table) leaves the transaction
      // begun and aborted, and the connection would go back to the pool that way.
      await sql`begin; lock table ${sql.table(table)} in exclusive mode`.execute(connection);
      result = await work(connection);
    } catch (error) {
      // A connection that lost its server fails the rollback too; the work's error is the one to report.
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
    await sql`commit`.execute(connection);
    return result;
  });
}

export interface Database {
  db: Db;
  dialect: DialectName;
  destroy(): Promise<void>;
}

// PostgreSQL returns int8 and numeric as strings by default; our counters fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
// Timestamps travel as ISO strings on both dialects, so API answers do not depend on the engine.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value}Z`).toISOString());

/** The file of a `sqlite:` URL. */
export function sqlitePath(url: string): string {
  const rest = url.slice('sqlite:'.length);
  return rest.startsWith('//') ? rest.slice(2) : rest;
}

/**
 * Pages the SQLite write-ahead log grows to before it is folded into the database file: about 40 MB at
 * 4 KiB pages (docs/operations.md, "One machine (SQLite)").
 */
export const WAL_CHECKPOINT_PAGES = 10_000;

/**
 * How long a PostgreSQL connection stays open unused (`pg`'s default is 10 s). Each new connection is a
 * new server backend whose catalogue caches and prepared statements start empty: a merchant's estimate
 * after a pause of a few seconds, or the job started after reading it, met only new connections and
 * took longer (docs/operations.md, "Several machines (PostgreSQL)"). A minute covers that pause and
 * stays below the idle timeouts after which network load balancers drop a connection without a word
 * (4 minutes and more), where the next statement on it would fail.
 */
export const POSTGRES_IDLE_MS = 60_000;

/**
 * The connections one process opens to PostgreSQL at most (`pg`'s default), unless `pool_size` in
 * DATABASE_URL says otherwise: an operator running many processes against one server sizes
 * `max_connections` by it (docs/operations.md, "Several machines (PostgreSQL)").
 */
export const POSTGRES_POOL_SIZE = 10;

/** The largest `pool_size` accepted: one Node process keeps few statements in flight, and a server's `max_connections` is 100 by default. */
export const POSTGRES_POOL_SIZE_LIMIT = 100;

/** Prepared statements kept per SQLite connection (least recently used ones are dropped). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver prepares every statement anew, which costs more than running most of them.
 * This keeps the prepared statements of the most recent distinct SQL texts and hands them out again.
 * better-sqlite3 runs statements synchronously, so a cached one is never in use twice at once; one
 * still iterating (`busy`, a streamed query) is not handed out.
 *
 * Transactions begin IMMEDIATE: they take the write lock at their start, waiting for it up to the busy
 * timeout. A deferred transaction that reads and then writes fails at once with SQLITE_BUSY when another
 * process (a second server, the CLI) committed in between, whatever the timeout. Within one process
 * Kysely runs one transaction at a time on its single connection, so this costs nothing there.
 */
function withStatementCache(handle: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = (text: string): SqliteDatabase.Statement => {
    const source = text === 'begin' ? 'begin immediate' : text;
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = handle.prepare(source);
    if (wantsArrayRows(source)) statement.raw(true);
    cache.set(source, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  return new Proxy(handle, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface OpenDatabaseOptions {
  /**
   * Told of a PostgreSQL connection that broke (the server restarted or failed over, an administrator
   * or a proxy ended it). The connection is dropped from the pool and the next query opens a new one;
   * the query that was running on it fails. Default: one line on stderr.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * Told once when PostgreSQL answered that a prepared statement of a connection is unknown there (a
   * pooler in transaction mode): statements go unnamed from then on (src/host/db/prepared-statements.ts).
   */
  onPreparedStatementsOff?: (reason: string) => void;
}

function logConnectionErrorToStderr(error: Error): void {
  process.stderr.write(`${JSON.stringify({ level: 'error', time: Date.now(), msg: 'database connection lost; it is dropped and replaced on next use', err: describeConnectionError(error) })}\n`);
}

function logPreparedStatementsOffToStderr(reason: string): void {
  process.stderr.write(`${JSON.stringify({ level: 'warn', time: Date.now(), msg: PREPARED_STATEMENTS_OFF_MESSAGE, reason })}\n`);
}

/** What a broken connection's error says, without the client object pg attaches to it. */
export function describeConnectionError(error: Error): { message: string; code?: string } {
  const code = (error as { code?: unknown }).code;
  return { message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}

/**
 * Opens the database named by a URL: `sqlite:<path>` (`sqlite::memory:` for a throwaway one) or
 * `postgres://user@host:port/db`. A `schema` query parameter on a PostgreSQL URL selects (and creates)
 * a schema, which lets tests and several installations share one server.
 */
export async function openDatabase(url: string, options: OpenDatabaseOptions = {}): Promise<Database> {
  if (url.startsWith('sqlite:')) {
    const path = sqlitePath(url);
    if (path !== ':memory:' && path !== '') mkdirSync(dirname(path), { recursive: true });
    const handle = new SqliteDatabase(path === '' ? ':memory:' : path);
    handle.pragma('journal_mode = WAL');
    handle.pragma('foreign_keys = ON');
    handle.pragma('busy_timeout = 5000');
    handle.pragma('synchronous = NORMAL');
    // The write-ahead log is folded into the file (a checkpoint, with its syncs) every WAL_CHECKPOINT_PAGES
    // pages instead of SQLite's 1,000: a job rewrites the same index pages message after message, and each
    // checkpoint copied them again (20,000 products: the job 11 % faster, plain bulk writes 16 %).
    handle.pragma(`wal_autocheckpoint = ${String(WAL_CHECKPOINT_PAGES)}`);
    // Temporary storage stays in files (temp_store's default). In memory, a job's statement journals
    // would stop spilling to disk (about 2 % of a large job), but sorts would no longer spill either: a
    // deep page of 100,000 rows of 1 KB sorted by a column without an index (as the entity API may be
    // asked for one) took 450 MB against 17 to 33 MB (bench/README.md, the engine's eleventh round).
    // SQLite's own lower() folds ASCII only; PostgreSQL folds every letter. Case-insensitive filters
    // (contains, prefix, suffix) must find "Ärger" with "ärger" on both.
    handle.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
    const db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(handle) }), plugins: [new CamelCasePlugin()] });
    const sideReader = path === ':memory:' || path === '' ? null : new SqliteSideReader(path);
    if (sideReader !== null) sideReaders.set(db, sideReader);
    return {
      db,
      dialect: 'sqlite',
      destroy: async () => {
        await sideReader?.close();
        await db.destroy();
      },
    };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const parsed = new URL(url);
    const report = options.onConnectionError ?? logConnectionErrorToStderr;
    const schema = parsed.searchParams.get('schema');
    parsed.searchParams.delete('schema');
    const names = new StatementNames(takeSwitch(parsed, 'prepared_statements'), options.onPreparedStatementsOff ?? logPreparedStatementsOffToStderr);
    const tableStatistics = takeSwitch(parsed, 'table_statistics');
    const poolSize = takePoolSize(parsed);
    if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
      throw new Error('The schema parameter of DATABASE_URL must be a lower-case SQL identifier.');
    }
    // Named in pg_stat_activity (an operator finds, and can end, this installation's connections);
    // an `application_name` in the URL wins.
    if (!parsed.searchParams.has('application_name')) parsed.searchParams.set('application_name', schema ? `${PRODUCT}/${schema}` : PRODUCT);
    const pool = new pg.Pool({
      connectionString: parsed.toString(),
      max: poolSize,
      idleTimeoutMillis: POSTGRES_IDLE_MS,
      // Idle connections do not keep a process alive: a command that is done ends without waiting them out.
      allowExitOnIdle: true,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A connection that breaks emits `error`: on the pool while idle, on the client while checked out
    // (a transaction waiting on something else). Unheard, either ends the process. Heard, pg marks the
    // client unusable, the pool drops it (at once when idle, on release otherwise) and opens a new one
    // for the next query: the process outlives a database restart, a failover or a proxy's idle timeout.
    // An idle client's error reaches both listeners: it is reported once. A client that broke is never
    // handed to a statement again (`usableConnections`).
    const broken = new WeakSet<pg.PoolClient>();
    const reported = new WeakSet<Error>();
    const onConnectionError = (error: Error) => {
      if (reported.has(error)) return;
      reported.add(error);
      report(error);
    };
    pool.on('error', onConnectionError);
    const growing = tableStatistics ? new GrowingTables((text, values) => pool.query(text, values)) : null;
    pool.on('connect', (client) => {
      client.on('error', (error: Error) => {
        broken.add(client);
        onConnectionError(error);
      });
      endOnServerFarewell(client, () => broken.add(client));
      // Before the names: a named statement's config object gets the row mode too.
      attachArrayRows(client);
      names.attach(client);
      // Tables that grow fast get planner statistics as they grow (src/host/db/table-statistics.ts).
      growing?.attach(client);
    });
    const db = new Kysely({ dialect: new InstallationPostgresDialect({ pool: usableConnections(pool, broken) }), plugins: [new CamelCasePlugin()] });
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  throw new Error('DATABASE_URL must start with "sqlite:" or "postgres://".');
}

/**
 * SQLSTATEs the server sends as it closes a connection: 57P01 an administrator ended it
 * (`pg_terminate_backend`), 57P02 the server crashed, 57P03 it cannot take connections now, 57P05 the
 * session sat idle too long, 25P03 a transaction did; class 08 is a broken connection.
 */
const FAREWELL_CODES = new Set(['57P01', '57P02', '57P03', '57P05', '25P03']);

/** Whether an error the server sent says it is closing the connection (its severity may be translated: the code is checked too). */
export function isServerFarewell(message: { severity?: string; code?: string }): boolean {
  return message.severity === 'FATAL' || message.severity === 'PANIC' || (message.code !== undefined && (FAREWELL_CODES.has(message.code) || message.code.startsWith('08')));
}

/**
 * Ends a client whose running query the server answered with its farewell. pg marks a client unusable
 * when the socket closes, which comes after the error: under load, tens of milliseconds after the backend
 * left `pg_stat_activity`. Released in between, the pool would take the client for a live one and hand
 * it to the next query waiting, which would fail on it too. An ended client is dropped on release.
 * (A client that was idle when the farewell came is marked unusable by pg at once.)
 */
function endOnServerFarewell(client: pg.PoolClient, onFarewell: () => void): void {
  client.connection.on('errorMessage', (message: { severity?: string; code?: string }) => {
    if (!isServerFarewell(message)) return;
    onFarewell();
    void client.end();
  });
}

/** How many connections a statement is offered before it takes a broken one (and fails on it). */
const CONNECTION_ATTEMPTS = 3;

/**
 * The pool as Kysely takes it, without the connections that broke between their making (or their last
 * release) and their handing over. pg-pool hands a new connection to the waiting statement as soon as
 * the server's first ReadyForQuery is read; when the server's farewell came in the same read (a backend
 * ended as it started: a failover, every connection of the installation terminated at once), pg marks
 * the connection unusable only after that, and the statement would fail on it ("Client has encountered
 * a connection error and is not queryable"). Such a connection is dropped and another one taken.
 */
function usableConnections(pool: pg.Pool, broken: WeakSet<pg.PoolClient>): { connect(): Promise<pg.PoolClient>; end(): Promise<void> } {
  return {
    async connect() {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        if (!broken.has(client) || attempt === CONNECTION_ATTEMPTS) return client;
        client.release(true);
      }
    },
    end: () => pool.end(),
  };
}

/**
 * Reads a switch of the service's own off a PostgreSQL URL (`on`, the default, or `off`) and removes
 * it, since the server would take it for a setting of its own: `prepared_statements`
 * (prepared-statements.ts), `table_statistics` (table-statistics.ts).
 */
function takeSwitch(url: URL, name: string): boolean {
  const value = url.searchParams.get(name);
  url.searchParams.delete(name);
  if (value === null || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`The ${name} parameter of DATABASE_URL must be "on" or "off".`);
}

/**
 * Reads `pool_size` (a whole number from 1 to POSTGRES_POOL_SIZE_LIMIT; POSTGRES_POOL_SIZE when absent)
 * off a PostgreSQL URL and removes it, as takeSwitch does its switches.
 */
function takePoolSize(url: URL): number {
  const value = url.searchParams.get('pool_size');
  url.searchParams.delete('pool_size');
  if (value === null) return POSTGRES_POOL_SIZE;
  const size = /^[0-9]{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(size >= 1 && size <= POSTGRES_POOL_SIZE_LIMIT)) {
    throw new Error(`The pool_size parameter of DATABASE_URL must be a whole number from 1 to ${POSTGRES_POOL_SIZE_LIMIT}.`);
  }
  return size;
}

/** The side readers of open SQLite databases, by their handle. */
const sideReaders = new WeakMap<Db, SqliteSideReader>();

/**
 * Reads a long read-only statement beside the process's own connection where the database has a side
 * reader (an SQLite file: src/host/db/sqlite-side-reader.ts), so it does not stop the process's other
 * statements; null where it has none (PostgreSQL, whose pool already reads side by side; SQLite in
 * memory; a transaction, whose reads must see its own writes), and the caller runs it itself. The rows
 * come with the columns as the statement names them, past every plugin.
 */
export function readAside(db: unknown, query: CompiledQuery): Promise<Record<string, unknown>[]> | null {
  const reader = sideReaders.get(db as Db);
  return reader === undefined ? null : reader.read(query);
}

/** A value for a boolean column: both dialects accept 1 and 0 (better-sqlite3 cannot bind booleans). */
export function toDbBool(value: boolean): number {
  return value ? 1 : 0;
}

/** A boolean column's value as read: SQLite answers 1/0, PostgreSQL true/false. */
export function fromDbBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function nowIso(): string {
  return new Date().toISOString();
}
