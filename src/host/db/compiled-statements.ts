/**
 * Statements of a fixed shape whose SQL is built once. Kysely builds, transforms (CamelCasePlugin) and
 * compiles a statement's operation tree on every run; for the few small statements that run several
 * times per job message (a job's totals, a month's usage row) that costs more than
 * running them. Here a shape is compiled once per dialect from marker values, and later runs bind their
 * values into the same SQL text (which SQLite's statement cache, database.ts, prepares once too). The
 * SQL is exactly the one Kysely compiles: a shape is kept only when binding the first run's values into
 * it gives back what Kysely compiles for them; otherwise every run is built the ordinary way.
 *
 * The sibling of compiled-inserts.ts, which does the same for multi-row inserts of any row count.
 *
 * @packageDocumentation
 */
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';

/** Marks a value's parameter in a shape: no real value starts with a NUL and this prefix. */
const VALUE_MARK = '\u0000value\u0000';

/** Where each parameter of a shape comes from: a named value of the run, or a constant of the statement. */
type ParameterSource = { value: string } | { constant: unknown };

interface Shape {
  sql: string;
  parameters: ParameterSource[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: the statement is built by the caller's builder
type AnyExecutor = Kysely<any>;

/**
 * Shapes by the executor's dialect adapter (a database and its transactions share it, so a
 * transaction finds the shapes its database compiled) and name; null: built the ordinary way.
 */
const shapes = new WeakMap<object, Map<string, Shape | null>>();

/** The first run's statement with markers in place of the values, kept if it binds back to Kysely's own. */
function deriveShape<Values extends Record<string, unknown>>(build: (values: Values) => Compilable<unknown>, values: Values, compiled: CompiledQuery<unknown>): Shape | null {
  const marked = Object.fromEntries(Object.keys(values).map((name) => [name, `${VALUE_MARK}${name}`])) as Values;
  const template = build(marked).compile();
  const parameters = template.parameters.map((parameter): ParameterSource =>
    typeof parameter === 'string' && parameter.startsWith(VALUE_MARK) ? { value: parameter.slice(VALUE_MARK.length) } : { constant: parameter },
  );
  const shape = { sql: template.sql, parameters };
  const bound = bind(shape, values);
  const same = template.sql === compiled.sql && bound.length === compiled.parameters.length && bound.every((parameter, index) => Object.is(parameter, compiled.parameters[index]));
  return same ? shape : null;
}

function bind(shape: Shape, values: Record<string, unknown>): unknown[] {
  return shape.parameters.map((source) => ('value' in source ? values[source.value] : source.constant));
}

/**
 * Runs the statement `build` makes of `values`, compiling its SQL only the first time the shape is seen
 * on the executor's dialect. `shape` names the statement: every run with that name must build the same
 * statement apart from the values (each a bound parameter: a string, number or null, never an
 * expression). Returns Kysely's raw result (`numAffectedRows` for writes, rows for reads).
 *
 * @example
 * ```ts
 * await executeCompiled(trx, 'job-touch', { id, now }, (v) => trx.updateTable('ext_translate_job').set({ updatedAt: v.now }).where('id', '=', v.id));
 * ```
 */
export async function executeCompiled<Values extends Record<string, unknown>>(
  executor: AnyExecutor,
  shape: string,
  values: Values,
  build: (values: Values) => Compilable<unknown>,
): Promise<QueryResult<unknown>> {
  const adapter = executor.getExecutor().adapter;
  let byName = shapes.get(adapter);
  if (byName === undefined) {
    byName = new Map();
    shapes.set(adapter, byName);
  }
  const known = byName.get(shape);
  if (known === undefined) {
    const compiled = build(values).compile();
    byName.set(shape, deriveShape(build, values, compiled));
    return executor.executeQuery(compiled);
  }
  if (known === null) return executor.executeQuery(build(values).compile());
  return executor.executeQuery(CompiledQuery.raw(known.sql, bind(known, values)));
}

/** Statements kept per executor and owner by {@link keptStatement}, at most this many of each (least recently used go). */
export const KEPT_STATEMENTS = 64;

/** Kept statements by executor (its dialect and plugins), then owner, then key; most recently used last. */
const keptStatements = new WeakMap<object, WeakMap<object, Map<string, CompiledQuery<unknown>>>>();

/**
 * The statement `compile` makes, compiled once per executor, `owner` (an entity's definition, a content
 * source) and `key`, for statements too varied for {@link executeCompiled}'s one shape per name: an
 * estimate or a plan reads the first page of every entity each time, and building and compiling it
 * (Kysely's operation tree, the camel-case transform) cost a sixth to half a millisecond a page. The key
 * must name every input of the statement (its values included), so that a kept statement is the one a new
 * build would compile.
 */
export function keptStatement<Row>(executor: object, owner: object, key: string, compile: () => CompiledQuery<Row>): CompiledQuery<Row> {
  let byOwner = keptStatements.get(executor);
  if (byOwner === undefined) {
    byOwner = new WeakMap();
    keptStatements.set(executor, byOwner);
  }
  let statements = byOwner.get(owner);
  if (statements === undefined) {
    statements = new Map();
    byOwner.set(owner, statements);
  }
  let compiled = statements.get(key) as CompiledQuery<Row> | undefined;
  if (compiled === undefined) {
    compiled = compile();
    if (statements.size >= KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string);
  } else statements.delete(key);
  statements.set(key, compiled);
  return compiled;
}
