import { createHash } from 'node:crypto';
import type pg from 'pg';
import { PRODUCT } from '../product.js';

/**
 * Named (prepared) statements on PostgreSQL. Kysely's driver sends every statement unnamed, so the
 * server parses, analyses and plans the same SQL text again for every page, claim and lookup. A
 * statement sent under a name is parsed once per connection; after five runs PostgreSQL may also keep
 * a generic plan for it, where that plan costs no more than the custom ones it made.
 *
 * What gets a name: a statement with parameters (so already one statement, sent with the extended
 * protocol), at most {@link MOST_NAMED_PARAMETERS} of them, of at most {@link LONGEST_NAMED_TEXT}
 * characters whose SQL text the pool has seen before, while the connection holds fewer than
 * {@link NAMES_PER_CONNECTION} names. A one-off (a migration, an
 * id list of an unusual length) stays unnamed and takes no connection's memory. The names live as long
 * as their connection.
 *
 * A pooler in transaction mode (PgBouncer before 1.21) hands each transaction any server connection,
 * where a name prepared on another is unknown. The first such error switches names off for the pool
 * (that statement fails once, as a lost connection's would); `prepared_statements=off` in the
 * database URL switches them off from the start.
 */

/** What the log says once names are switched off, for the operator to act on. */
export const PREPARED_STATEMENTS_OFF_MESSAGE = 'prepared statements switched off; set prepared_statements=off in DATABASE_URL behind this pooler';

/** Names one connection prepares at most; further texts go unnamed on it. */
export const NAMES_PER_CONNECTION = 200;

/** Distinct SQL texts the pool remembers having seen; texts beyond them go unnamed. */
const REMEMBERED_TEXTS = 4_000;

/**
 * The longest SQL text that gets a name, in characters. Longer ones (multi-row inserts of hundreds of
 * rows) go unnamed: kept, they would hold megabytes in the process and a large plan in every server
 * connection, for a parse that is a small part of running them.
 */
export const LONGEST_NAMED_TEXT = 8_000;

/**
 * The most parameters a named statement takes. More are an id list (`where key in ($1, …, $1000)`),
 * and a named statement may run on PostgreSQL's generic plan, made once for any values: there the list
 * is checked element by element for each row a scan reads (a list of constants, in a custom plan, is
 * hashed). A generic plan cached while its table was empty (the glossary's first import of 47,689 terms
 * looks its terms up before inserting them) kept scanning the grown table: 1.5 s a statement against
 * 10 ms, a second import of the same file 100 s. Unnamed, such a statement is planned for its values.
 */
export const MOST_NAMED_PARAMETERS = 64;

/**
 * SQLSTATEs that say the server does not hold this connection's names as the client believes:
 * 26000 "prepared statement ... does not exist", 42P05 "prepared statement ... already exists".
 */
const NAMES_NOT_KEPT = new Set(['26000', '42P05']);

/** 0A000 "cached plan must not change result type": a table under the statement changed its columns. */
const RESULT_TYPE_CHANGED = '0A000';

type QueryFunction = (...args: unknown[]) => unknown;

/** The product's name as an SQL identifier's start: its statements are told apart from others' in `pg_prepared_statements`. */
const NAME_PREFIX = `${PRODUCT.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_`;

/**
 * A statement's name comes from its text, the same in every process: where connections are shared (a
 * pooler hands one server connection to several clients), a name another process prepared there is
 * the same statement, never another one run with these parameters.
 */
export function statementName(text: string): string {
  return `${NAME_PREFIX}${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

/** The names of one pool: SQL text to statement name, shared by its connections. */
export class StatementNames {
  /** A text seen once maps to null; seen again, to its name. */
  private readonly texts = new Map<string, string | null>();
  private switchedOff: boolean;

  constructor(
    enabled: boolean,
    private readonly onSwitchedOff: (reason: string) => void = () => undefined,
  ) {
    this.switchedOff = !enabled;
  }

  /** The statement's name, or null while it is new (or names are off, the text is long, or too many texts were seen). */
  nameFor(text: string): string | null {
    if (this.switchedOff || text.length > LONGEST_NAMED_TEXT) return null;
    const known = this.texts.get(text);
    if (known !== undefined) {
      if (known !== null) return known;
      const name = statementName(text);
      this.texts.set(text, name);
      return name;
    }
    if (this.texts.size < REMEMBERED_TEXTS) this.texts.set(text, null);
    return null;
  }

  /** No more names from now on, for any connection of the pool. */
  switchOff(reason: string): void {
    if (this.switchedOff) return;
    this.switchedOff = true;
    this.onSwitchedOff(reason);
  }

  /**
   * Makes the client send repeated statements by name. Kysely calls `client.query(text, values)`;
   * every other form (a cursor, a config object, a callback) passes through as it is.
   */
  attach(client: pg.ClientBase): void {
    const original = client.query.bind(client) as QueryFunction;
    const prepared = new Set<string>();
    /** Names this connection must not use again: their statement's result type changed under them. */
    const retired = new Set<string>();
    const named = (text: string, values: unknown[]): unknown => {
      if (values.length > MOST_NAMED_PARAMETERS) return original(text, values);
      const name = this.nameFor(text);
      if (name === null || retired.has(name) || (!prepared.has(name) && prepared.size >= NAMES_PER_CONNECTION)) return original(text, values);
      prepared.add(name);
      return (original({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && NAMES_NOT_KEPT.has(code)) this.switchOff(`the server answered ${code} for a prepared statement (a pooler in transaction mode?)`);
        // The statement's next run on this connection is parsed anew, unnamed.
        if (code === RESULT_TYPE_CHANGED) retired.add(name);
        throw error;
      });
    };
    (client as unknown as { query: QueryFunction }).query = (config: unknown, values?: unknown, callback?: unknown) =>
      typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined ? named(config, values) : original(config, values, callback);
  }
}
