/**
 * Multi-row inserts whose SQL is built once per shape. Kysely builds, transforms (CamelCasePlugin) and
 * compiles an insert's operation tree value by value: a message of the engine writes a few thousand
 * cells per statement (history rows, memory rows, translation rows), and building them cost more than
 * running them. Here the statement of a shape and row count is compiled once, from rows of marker values,
 * and later inserts of the same shape bind their values into the same SQL text (which SQLite's statement
 * cache, database.ts, then prepares once too). The SQL is exactly the one Kysely compiles for the rows:
 * the same columns, conflict clause and dialect.
 *
 * @packageDocumentation
 */
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';

/** Compiled statements kept (shapes x row counts x dialects); the oldest goes first beyond this. */
const MAX_TEMPLATES = 512;
/** Marks a cell's parameter in a template: no real value starts with a NUL and this prefix. */
const CELL_MARK = '\u0000cell\u0000';

/** Where each parameter of a template comes from: a cell (row, column) or a constant of the statement. */
type ParameterSource = { row: number; column: string } | { constant: unknown };

interface Template {
  sql: string;
  parameters: ParameterSource[];
}

const templates = new Map<string, Template>();
/** The placeholder style of an executor's dialect (`?` or `$1`), probed once per executor. */
const dialects = new WeakMap<object, string>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: the statement is built by the caller's builder
type AnyExecutor = Kysely<any>;

function dialectOf(executor: AnyExecutor): string {
  let dialect = dialects.get(executor);
  if (dialect === undefined) {
    const probe = executor.selectFrom('probe').select('probe').where('probe', '=', 0).compile().sql;
    dialect = probe.includes('$1') ? 'numbered' : probe.includes('?') ? 'question' : probe;
    dialects.set(executor, dialect);
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
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length) return null;
    for (let index = 0; index < keys.length; index += 1) {
      const column = keys[index] as string;
      const value = row[column];
      if (column !== columns[index] || value === undefined || isExpression(value)) return null;
    }
  }
  return columns;
}

function compileTemplate(build: (rows: Record<string, unknown>[]) => Compilable<unknown>, count: number, columns: readonly string[]): Template {
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

/**
 * Runs the insert `build` makes of `rows` (a `values(rows)` insert, with any conflict clause), compiling
 * its SQL only the first time a shape and row count is seen. `shape` names the statement: two calls with
 * the same shape must build the same statement apart from the rows' values (constants in the conflict
 * clause are taken from the first compilation; values that vary belong in the rows). Rows that do not
 * all set the same columns, in the same order, are built the ordinary way.
 *
 * @example
 * ```ts
 * await insertCompiled(trx, 'history', part, (rows) => trx.insertInto('ext_translate_history').values(rows));
 * ```
 */
export async function insertCompiled<Row extends Record<string, unknown>>(
  executor: AnyExecutor,
  shape: string,
  rows: readonly Row[],
  build: (rows: Row[]) => Compilable<unknown>,
): Promise<QueryResult<unknown>> {
  const columns = sharedColumns(rows);
  if (columns === null) return executor.executeQuery(build([...rows]));
  const key = `${dialectOf(executor)}\u0000${shape}\u0000${rows.length}\u0000${columns.join(',')}`;
  let template = templates.get(key);
  if (template === undefined) {
    template = compileTemplate(build as (rows: Record<string, unknown>[]) => Compilable<unknown>, rows.length, columns);
    if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value as string);
    templates.set(key, template);
  }
  const parameters = template.parameters.map((source) => ('constant' in source ? source.constant : (rows[source.row] as Row)[source.column]));
  return executor.executeQuery(CompiledQuery.raw(template.sql, parameters));
}
