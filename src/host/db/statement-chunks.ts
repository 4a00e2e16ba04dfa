/**
 * Statement-sized chunks: every value a statement binds (a row of a multi-row insert, an id of an `in`
 * list) is one bound parameter, and both databases cap those per statement. Code that writes or reads
 * an unbounded number of rows splits them with {@link inStatementChunks}, one statement per chunk, so
 * the cap is known in one place and each chunk is as large as it may be.
 *
 * @packageDocumentation
 */

/**
 * Bound parameters one statement may carry on both databases: SQLite's `SQLITE_MAX_VARIABLE_NUMBER`
 * (32,766 since SQLite 3.32, the build better-sqlite3 bundles), the lower of the two; PostgreSQL takes
 * 65,535 (its wire protocol counts parameters in 16 bits).
 */
export const MAX_STATEMENT_PARAMETERS = 32_766;

/**
 * `items` in consecutive chunks of at most `size`, in order; none for no items.
 *
 * @example chunked(['a', 'b', 'c'], 2) // [['a', 'b'], ['c']]
 */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A chunk size must be a positive integer, got ${String(size)}.`);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * `rows` in chunks that each fit one statement: one that binds `parametersPerRow` parameters per row
 * (the columns of a multi-row insert, 1 for an id of an `in` list) and `otherParameters` of its own
 * (its other conditions, the values of an upsert's update), within {@link MAX_STATEMENT_PARAMETERS}.
 *
 * @example
 * ```ts
 * for (const part of inStatementChunks(rows, columnCount(rows))) await trx.insertInto(table).values(part).execute();
 * for (const part of inStatementChunks(ids, 1, 2)) await trx.deleteFrom(table).where('id', 'in', part).where('jobId', '=', jobId).where('state', '=', 'open').execute();
 * ```
 */
export function inStatementChunks<T>(rows: readonly T[], parametersPerRow: number, otherParameters = 0): T[][] {
  if (!Number.isInteger(parametersPerRow) || parametersPerRow < 1) throw new RangeError(`Parameters per row must be a positive integer, got ${String(parametersPerRow)}.`);
  const size = Math.floor((MAX_STATEMENT_PARAMETERS - otherParameters) / parametersPerRow);
  if (size < 1) throw new RangeError(`A statement binding ${String(otherParameters)} parameters of its own leaves no room for a row of ${String(parametersPerRow)}.`);
  return chunked(rows, size);
}

/**
 * The columns a multi-row insert of `rows` binds per row: every column any row sets (a row without one
 * gets its default or null, which binds nothing more).
 */
export function columnCount(rows: readonly object[]): number {
  const columns = new Set<string>();
  // for...in builds no array of keys per row (the engine counts the columns of thousands of rows per message).
  for (const row of rows) for (const column in row) if (Object.hasOwn(row, column)) columns.add(column);
  return Math.max(1, columns.size);
}
