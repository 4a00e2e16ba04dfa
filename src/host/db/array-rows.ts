/**
 * Rows as arrays. A driver builds each row of a result as an object keyed by its column names; for a
 * page of a thousand records of twenty columns that is most of a read's CPU besides the texts
 * themselves (better-sqlite3 sets the properties one by one). A statement marked here comes back with
 * each row as an array of its column values, in the order the statement selects them: better-sqlite3's
 * raw mode, pg's `rowMode: 'array'`. The reader then takes the columns by position.
 *
 * The mark is a comment at the start of the SQL text, so it travels with the compiled statement
 * through Kysely (whose drivers pass the text on untouched) to the places that act on it: the SQLite
 * statement cache (database.ts), the SQLite side reader (sqlite-side-reader.ts) and the PostgreSQL
 * connection ({@link attachArrayRows}). Run anywhere else, a marked statement is an ordinary one with a
 * comment.
 *
 * @packageDocumentation
 */
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

/** The comment that marks a statement whose rows come back as arrays. */
export const ARRAY_ROWS_MARK = '/* array rows */ ';

/** The statement, marked: its rows come back as arrays of column values, in select order. */
export function withArrayRows<T>(compiled: CompiledQuery<T>): CompiledQuery<unknown[]> {
  return { ...compiled, sql: `${ARRAY_ROWS_MARK}${compiled.sql}` } as CompiledQuery<unknown[]>;
}

/** Whether a statement's text asks for its rows as arrays. */
export function wantsArrayRows(sql: string): boolean {
  return sql.startsWith(ARRAY_ROWS_MARK);
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Makes the client answer marked statements with array rows. Kysely calls `client.query(text, values)`
 * and the prepared statements' names send `client.query({ name, text, values })`
 * (prepared-statements.ts): attached before them, this sees both forms, and adds the row mode to each.
 */
export function attachArrayRows(client: pg.ClientBase): void {
  const original = client.query.bind(client) as QueryFunction;
  (client as unknown as { query: QueryFunction }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (callback === undefined && typeof config === 'string' && wantsArrayRows(config)) return original({ text: config, values, rowMode: 'array' });
    if (callback === undefined && values === undefined && isQueryConfig(config) && wantsArrayRows(config.text)) return original({ ...config, rowMode: 'array' });
    return original(config, values, callback);
  };
}

function isQueryConfig(config: unknown): config is { text: string } {
  return typeof config === 'object' && config !== null && typeof (config as { text?: unknown }).text === 'string' && !('submit' in config);
}
