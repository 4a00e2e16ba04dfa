/**
 * Multi-row inserts whose SQL is built once per shape. Kysely builds, transforms (CamelCasePlugin) and
 * compiles an insert's operation tree value by value: a message of the engine writes a few thousand
 * cells per statement (history rows, memory rows, translation rows), and building them cost more than
 * running them. Here the statement of a shape and row count is compiled once, from rows of marker values,
 * and later inserts of the same shape bind their values into the same SQL text (which SQLite's statement
 * cache, database.ts, then prepares once too). A shape's statement for another row count repeats the
 * one row's value list, so a message of any size compiles nothing. On SQLite the rows go in parts of
 * powers of two ({@link sqliteParts}), so that the prepared statements are reused as well. The SQL is
 * exactly the one Kysely compiles for the rows: the same columns, conflict clause and dialect. On
 * PostgreSQL a shape's rows go as one array per column instead ({@link arrayInsertOf}): one text for
 * any row count, which the server then plans once per connection; a text column's array goes in binary
 * (binary-text-arrays.ts), its texts encoded once instead of escaped into one long literal.
 *
 * @packageDocumentation
 */
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import { binaryTextArray, castsFromTextArray, TEXT_ELEMENT_TYPE, textElementType } from './binary-text-arrays.js';
import { columnCount, inStatementChunks } from './statement-chunks.js';

/**
 * The most rows one statement takes on SQLite, where a statement's rows are a power of two (see
 * {@link sqliteParts}).
 */
const SQLITE_LARGEST_PART = 512;

/** Shapes kept (shapes x column lists x dialects); the oldest goes first beyond this. */
const MAX_TEMPLATES = 256;
/** Marks a cell's parameter in a template: no real value starts with a NUL and this prefix. */
const CELL_MARK = '\u0000cell\u0000';

/** Where each parameter of a template comes from: a cell (row, column) or a constant of the statement. */
type ParameterSource = { row: number; column: string } | { constant: unknown };

/**
 * A shape's statement for any row count: `head`, the row's value list once per row (joined by `, `),
 * then `tail`; each row binds its cells in `columns` order and the tail its constants. Null when the
 * statement does not split so (then each row count is compiled, {@link Compiled}).
 */
interface Template {
  head: string;
  row: string;
  tail: string;
  columns: string[];
  tailParameters: unknown[];
  /** PostgreSQL's `$1` placeholders (numbered in the whole statement), else SQLite's `?`. */
  numbered: boolean;
  /** The SQL by row count, built as needed. */
  texts: Map<number, string>;
}

/**
 * A shape's insert from arrays on PostgreSQL ({@link arrayInsertOf}): its SQL and, per column of the
 * template, the element type its array goes in binary with (null: as the driver's literal).
 */
interface ArrayInsert {
  text: string;
  elementTypes: (number | null)[];
}

/** One row count's compiled statement, for shapes that have no {@link Template}. */
interface Compiled {
  sql: string;
  parameters: ParameterSource[];
}

const templates = new Map<string, Template | null>();
/** The SQL of shapes' array inserts on PostgreSQL ({@link arrayInsertOf}), by the template's head and tail. */
const arrayInserts = new Map<string, ArrayInsert>();
const compiledByCount = new Map<string, Compiled>();
/**
 * The placeholder style of an executor's dialect (`?` or `$1`), probed once per dialect adapter: a
 * database and its transactions share it, and a job's messages insert in transactions of their own.
 */
const dialects = new WeakMap<object, string>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: the statement is built by the caller's builder
type AnyExecutor = Kysely<any>;

function dialectOf(executor: AnyExecutor): string {
  const adapter = executor.getExecutor().adapter;
  let dialect = dialects.get(adapter);
  if (dialect === undefined) {
    const probe = executor.selectFrom('probe').select('probe').where('probe', '=', 0).compile().sql;
    dialect = probe.includes('$1') ? 'numbered' : probe.includes('?') ? 'question' : probe;
    dialects.set(adapter, dialect);
  }
  return dialect;
}

/** A cell Kysely turns into SQL of its own (an expression, a callback), not a bound value. */
function isExpression(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && typeof (value as { toOperationNode?: unknown }).toOperationNode === 'function');
}

/**
 * The columns every row sets, in the first row's order; null when the rows do not all set the same ones,
 * or a cell is undefined (Kysely leaves it to the column's default) or an expression: the SQL then
 * depends on more than the shape.
 */
function sharedColumns(rows: readonly Record<string, unknown>[]): string[] | null {
  const first = rows[0];
  if (!first) return null;
  const columns = Object.keys(first);
  // for...in (own keys, in Object.keys' order) builds no array of keys per row: a message inserts thousands.
  for (const row of rows) {
    let index = 0;
    for (const column in row) {
      if (!Object.hasOwn(row, column)) continue;
      const value = row[column];
      if (column !== columns[index] || value === undefined || isExpression(value)) return null;
      index += 1;
    }
    if (index !== columns.length) return null;
  }
  return columns;
}

type Build = (rows: Record<string, unknown>[]) => Compilable<unknown>;

/** The statement of `count` rows of marker values, with where each parameter comes from. */
function compileMarked(build: Build, count: number, columns: readonly string[]): Compiled {
  const marked = Array.from({ length: count }, (_, row) => Object.fromEntries(columns.map((column) => [column, `${CELL_MARK}${row}\u0000${column}`])));
  const compiled = build(marked).compile();
  const parameters = compiled.parameters.map((value): ParameterSource => {
    if (typeof value === 'string' && value.startsWith(CELL_MARK)) {
      const [row, column] = value.slice(CELL_MARK.length).split('\u0000') as [string, string];
      return { row: Number(row), column };
    }
    return { constant: value };
  });
  return { sql: compiled.sql, parameters };
}

function numberPlaceholders(text: string): string {
  let index = 0;
  return text.replace(/\?/g, () => `$${(index += 1)}`);
}

function templateText(template: Template, count: number): string {
  let text = template.texts.get(count);
  if (text === undefined) {
    const joined = `${template.head}${new Array<string>(count).fill(template.row).join(', ')}${template.tail}`;
    text = template.numbered ? numberPlaceholders(joined) : joined;
    if (template.texts.size >= MAX_TEMPLATES) template.texts.delete(template.texts.keys().next().value as number);
    template.texts.set(count, text);
  }
  return text;
}

/**
 * Splits the one-row statement into head, value list and tail, and keeps the split only when it gives
 * back exactly what Kysely compiles for two rows (text and parameters): anything else is compiled per
 * row count.
 */
function deriveTemplate(build: Build, columns: readonly string[], numbered: boolean): Template | null {
  const one = compileMarked(build, 1, columns);
  const two = compileMarked(build, 2, columns);
  const plain = numbered ? one.sql.replace(/\$\d+/g, '?') : one.sql;
  const row = `(${columns.map(() => '?').join(', ')})`;
  const at = plain.indexOf(` values ${row}`);
  if (at === -1 || plain.indexOf(` values ${row}`, at + 1) !== -1) return null;
  const rowParameters = one.parameters.slice(0, columns.length);
  if (rowParameters.some((source, index) => !('row' in source) || source.column !== columns[index])) return null;
  const template: Template = {
    head: plain.slice(0, at + ' values '.length),
    row,
    tail: plain.slice(at + ' values '.length + row.length),
    columns: [...columns],
    tailParameters: one.parameters.slice(columns.length).map((source) => ('constant' in source ? source.constant : undefined)),
    numbered,
    texts: new Map(),
  };
  // Placeholders before the values (none in an insert) or cells after them would not fit the split.
  if (template.head.includes('?') || one.parameters.slice(columns.length).some((source) => 'row' in source)) return null;
  const expected = [0, 1].flatMap((index) => columns.map((column) => `${index}\u0000${column}`));
  const got = two.parameters.slice(0, expected.length).map((source) => ('row' in source ? `${source.row}\u0000${source.column}` : ''));
  const sameTail = two.parameters.slice(expected.length).every((source, index) => 'constant' in source && Object.is(source.constant, template.tailParameters[index]));
  if (templateText(template, 2) !== two.sql || got.join('\n') !== expected.join('\n') || !sameTail) return null;
  return template;
}

/**
 * Runs the insert `build` makes of `rows` (a `values(rows)` insert, with any conflict clause), compiling
 * its SQL only the first time a shape is seen, in statement-sized chunks (statement-chunks.ts) when the
 * rows bind more parameters than one statement may: `otherParameters` are those the statement binds
 * besides the rows' cells (an upsert's constants). `shape` names the statement: two calls with the same
 * shape must build the same statement apart from the rows' values (constants in the conflict clause
 * are taken from the first compilation; values that vary belong in the rows). Rows that do not all set
 * the same columns, in the same order, are built the ordinary way. The answer holds the rows every
 * chunk returned, in order, and the rows they affected.
 *
 * The rows' columns are read once, for the chunks and the statement together (a message inserts
 * thousands of rows, and reading them cost as much as building their parameters). An insert of several
 * statements runs in a transaction of its own when the executor is not one: it writes all its rows or
 * none, as one statement does.
 *
 * @example
 * ```ts
 * await insertCompiled(trx, 'history', rows, (part) => trx.insertInto('ext_translate_history').values(part));
 * ```
 */
export async function insertCompiled<Row extends Record<string, unknown>>(
  executor: AnyExecutor,
  shape: string,
  rows: readonly Row[],
  build: (rows: Row[]) => Compilable<unknown>,
  otherParameters = 0,
): Promise<QueryResult<unknown>> {
  const statements = await insertStatements(executor, shape, rows, build, otherParameters);
  const run = async (on: AnyExecutor): Promise<QueryResult<unknown>> => {
    const results: QueryResult<unknown>[] = [];
    for (const statement of statements) results.push(await on.executeQuery(statement));
    return merged(results);
  };
  // The statements of one insert write together or not at all (and commit once): in a transaction of
  // their own when the caller has none.
  return statements.length > 1 && !executor.isTransaction ? executor.transaction().execute(run) : run(executor);
}

/**
 * Runs the insert of {@link insertCompiled} together with `alongside`, an update or a delete that must
 * commit with the rows (the release of a claim on them, the supersede of older rows): all of it or
 * nothing. `alongside` sees the tables as they were before the insert, so it never touches the rows
 * inserted. On PostgreSQL an insert of one statement and `alongside` go as one statement, `with
 * "alongside" as (<update or delete>) <insert>`, atomic by itself: one round trip where a transaction of
 * the two took four (begin, one, the other, commit); its answer (and the rows the table statistics
 * count, table-statistics.ts) is the insert's. Elsewhere (SQLite, an insert of several statements, an
 * `alongside` that is no plain update or delete) `alongside` runs first, then the insert, in a
 * transaction, the caller's or one of their own. Answers what the insert answers.
 */
export async function insertCompiledWith<Row extends Record<string, unknown>>(
  executor: AnyExecutor,
  shape: string,
  rows: readonly Row[],
  build: (rows: Row[]) => Compilable<unknown>,
  alongside: Compilable<unknown>,
): Promise<QueryResult<unknown>> {
  const statements = await insertStatements(executor, shape, rows, build, 0);
  const other = alongside.compile();
  const [insert] = statements;
  if (statements.length === 1 && insert && dialectOf(executor) === 'numbered' && COMPOSABLE.test(other.sql)) {
    const offset = other.parameters.length;
    const renumbered = insert.sql.replace(/\$(\d+)/g, (_, index: string) => `$${Number(index) + offset}`);
    return executor.executeQuery(CompiledQuery.raw(`with "alongside" as (${other.sql}) ${renumbered}`, [...other.parameters, ...insert.parameters]));
  }
  const run = async (on: AnyExecutor): Promise<QueryResult<unknown>> => {
    await on.executeQuery(other);
    const results: QueryResult<unknown>[] = [];
    for (const statement of statements) results.push(await on.executeQuery(statement));
    return merged(results);
  };
  return executor.isTransaction ? run(executor) : executor.transaction().execute(run);
}

/** The statements {@link insertCompiledWith} puts before an insert in its statement: a plain update or delete. */
const COMPOSABLE = /^(update|delete from) "/;

/** The statements {@link insertCompiled} runs for these rows, one per part, in order. */
async function insertStatements<Row extends Record<string, unknown>>(
  executor: AnyExecutor,
  shape: string,
  rows: readonly Row[],
  build: (rows: Row[]) => Compilable<unknown>,
  otherParameters: number,
): Promise<CompiledQuery[]> {
  const columns = sharedColumns(rows);
  let parts: Row[][];
  let statementOf: (part: Row[]) => CompiledQuery | Compilable<unknown>;
  if (columns === null) {
    parts = inStatementChunks(rows, columnCount(rows), otherParameters);
    statementOf = build;
  } else {
    const dialect = dialectOf(executor);
    const key = `${dialect}\u0000${shape}\u0000${columns.join(',')}`;
    let template = templates.get(key);
    if (template === undefined) {
      template = deriveTemplate(build as Build, columns, dialect === 'numbered');
      if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value as string);
      templates.set(key, template);
    }
    const shaped = template;
    const arrays = shaped !== null && dialect === 'numbered' ? await arrayInsertOf(executor, shaped) : null;
    if (arrays !== null && rows.every(hasScalarCells)) {
      parts = chunked(rows, ARRAY_INSERT_ROWS);
      statementOf = (part) => fromArrays(arrays, shaped as Template, part);
    } else {
      parts = inStatementChunks(rows, columns.length, otherParameters).flatMap((chunk) => (dialect === 'question' ? sqliteParts(chunk) : [chunk]));
      statementOf = (part) => (shaped === null ? compiledFor(build as Build, key, part, columns) : fromTemplate(shaped, part));
    }
  }
  return parts.map((part) => {
    const statement = statementOf(part);
    return 'compile' in statement ? statement.compile() : statement;
  });
}

/**
 * Rows in parts whose sizes are powers of two, largest first (600 rows: 512, 64, 16 and 8), at most
 * {@link SQLITE_LARGEST_PART} and within the chunk's size. better-sqlite3 prepares a statement per SQL
 * text and the connection keeps the recent ones (database.ts), but a multi-row insert's text changes
 * with its row count: every message's history, memory and translation rows made texts of their own,
 * each prepared for its one run (1 to 2.5 ms for a few hundred rows) and dropped again. With these
 * parts a shape has ten texts at most, prepared once per connection. PostgreSQL takes the rows as
 * arrays ({@link arrayInsertOf}) in one statement, where each further statement would cost a round trip.
 */
export function sqliteParts<T>(rows: readonly T[]): T[][] {
  let size = 1;
  while (size * 2 <= Math.min(SQLITE_LARGEST_PART, rows.length)) size *= 2;
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; ) {
    while (size > rows.length - start) size /= 2;
    parts.push(rows.slice(start, start + size));
    start += size;
  }
  return parts;
}

/** The statement of these rows from their shape's template. */
function fromTemplate(template: Template, rows: readonly Record<string, unknown>[]): CompiledQuery {
  const parameters: unknown[] = [];
  for (const row of rows) for (const column of template.columns) parameters.push(row[column]);
  for (const constant of template.tailParameters) parameters.push(constant);
  return CompiledQuery.raw(templateText(template, rows.length), parameters);
}

/**
 * Rows one PostgreSQL array insert takes ({@link arrayInsertOf}); its parameters do not grow with the rows,
 * so only the size of a statement bounds it.
 */
const ARRAY_INSERT_ROWS = 5_000;

/**
 * The SQL of a shape's statement on PostgreSQL as an insert from arrays, one per column: `insert into
 * t (a, b) select * from unnest($1::uuid[], $2::text[])`, with the shape's own conflict clause and
 * `returning`. Its text is the same for any number of rows, so the server parses and plans it once per
 * connection (a prepared statement, prepared-statements.ts), where a value list of a few hundred rows
 * (several thousand parameters) was parsed and planned anew for every message, too long to be prepared
 * (bench/README.md, "This machine, nineteenth round"). The arrays are cast to the columns' types
 * without their modifiers (a `varchar(64)` column's array to `character varying[]`): a value too long
 * for its column fails as it did in a value list, where a cast to `varchar(64)` would cut it.
 *
 * The types are read from the catalogue once per table and process, for all its columns: a batch
 * writes a table's rows in one statement per set of columns its records write (eight for the demo
 * catalogue's products), each a shape of its own. Null when the statement does not start as an insert
 * of named columns, or the table or a column is not found (the caller then sends a value list); a
 * column not found reads the table's columns again, so a table or column created later is found then.
 */
async function arrayInsertOf(executor: AnyExecutor, template: Template): Promise<ArrayInsert | null> {
  const key = `${template.head}\u0000${template.tail}`;
  const known = arrayInserts.get(key);
  if (known !== undefined) return known;
  const match = /^insert into ((?:"[^"]+"\.)?"[^"]+") \(([^)]*)\) values $/.exec(template.head);
  if (!match) return null;
  const [, table, list] = match as unknown as [string, string, string];
  const names = list.split(', ').map((quoted) => quoted.slice(1, -1));
  const types = await columnTypesOf(executor, table, names);
  if (types === null) return null;
  const arrays = names
    .map((name) => {
      const type = types.get(name) as string;
      return castsFromTextArray(type) ? `?::text[]::${type}[]` : `?::${type}[]`;
    })
    .join(', ');
  const text = numberPlaceholders(`${template.head.slice(0, -' values '.length)} select * from unnest(${arrays})${template.tail}`);
  // The column list names the template's columns in their order: the i-th name is the i-th column's.
  const elementTypes = names.map((name) => {
    const type = types.get(name) as string;
    return castsFromTextArray(type) ? TEXT_ELEMENT_TYPE : textElementType(type);
  });
  const insert: ArrayInsert = { text, elementTypes };
  if (arrayInserts.size >= MAX_TEMPLATES) arrayInserts.delete(arrayInserts.keys().next().value as string);
  arrayInserts.set(key, insert);
  return insert;
}

/** The types of tables' columns (`format_type` names), by table as a statement names it: read once per table and process. */
const tableColumnTypes = new Map<string, ReadonlyMap<string, string>>();

/** The column types of a table when it has all these columns (read again when one is missing), else null. */
async function columnTypesOf(executor: AnyExecutor, table: string, names: readonly string[]): Promise<ReadonlyMap<string, string> | null> {
  const known = tableColumnTypes.get(table);
  if (known !== undefined && names.every((name) => known.has(name))) return known;
  const { rows } = await executor.executeQuery<{ name: string; type: string }>(
    CompiledQuery.raw('select attname as name, format_type(atttypid, null) as type from pg_catalog.pg_attribute where attrelid = to_regclass($1) and attnum > 0 and not attisdropped', [table]),
  );
  const types = new Map(rows.map((row) => [row.name, row.type]));
  if (rows.length > 0) {
    if (!tableColumnTypes.has(table) && tableColumnTypes.size >= MAX_TEMPLATES) tableColumnTypes.delete(tableColumnTypes.keys().next().value as string);
    tableColumnTypes.set(table, types);
  }
  return names.every((name) => types.has(name)) ? types : null;
}

/** A row whose cells all bind as array elements: no cell is itself an array (the driver would nest it). */
function hasScalarCells(row: Record<string, unknown>): boolean {
  for (const column in row) if (Array.isArray(row[column])) return false;
  return true;
}

/**
 * The array insert ({@link arrayInsertOf}) of these rows: one array per column, then the shape's
 * constants. A text column's array goes in binary (binary-text-arrays.ts) when its cells are texts, and
 * so does a time column's, which the statement casts from text (castsFromTextArray).
 */
function fromArrays(insert: ArrayInsert, template: Template, rows: readonly Record<string, unknown>[]): CompiledQuery {
  // Loops, not callbacks, for each row: a callback made at each call loses its optimised code at every
  // full collection, and a long job compiled it again about once a message (docs/architecture.md,
  // "Optimised code and the collector").
  const parameters: unknown[] = [];
  for (let index = 0; index < template.columns.length; index += 1) {
    const column = template.columns[index] as string;
    const cells: unknown[] = [];
    for (const row of rows) cells.push(row[column]);
    const elementType = insert.elementTypes[index] ?? null;
    parameters.push((elementType === null ? null : binaryTextArray(cells, elementType)) ?? cells);
  }
  for (const constant of template.tailParameters) parameters.push(constant);
  return CompiledQuery.raw(insert.text, parameters);
}

function chunked<T>(rows: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += size) parts.push(rows.slice(start, start + size));
  return parts;
}

/** The statement of these rows for a shape without a template: compiled once per row count. */
function compiledFor(build: Build, key: string, rows: readonly Record<string, unknown>[], columns: readonly string[]): CompiledQuery {
  const countKey = `${key}\u0000${rows.length}`;
  let compiled = compiledByCount.get(countKey);
  if (compiled === undefined) {
    compiled = compileMarked(build, rows.length, columns);
    if (compiledByCount.size >= MAX_TEMPLATES) compiledByCount.delete(compiledByCount.keys().next().value as string);
    compiledByCount.set(countKey, compiled);
  }
  const parameters = compiled.parameters.map((source) => ('constant' in source ? source.constant : (rows[source.row] as Record<string, unknown>)[source.column]));
  return CompiledQuery.raw(compiled.sql, parameters);
}

/** The chunks' answers as one: their rows in order, the rows they affected summed. */
function merged(results: readonly QueryResult<unknown>[]): QueryResult<unknown> {
  if (results.length === 1) return results[0] as QueryResult<unknown>;
  let affected: bigint | undefined;
  for (const result of results) if (result.numAffectedRows !== undefined) affected = (affected ?? 0n) + result.numAffectedRows;
  return { rows: results.flatMap((result) => result.rows), ...(affected === undefined ? {} : { numAffectedRows: affected }) };
}
