/**
 * The benchmarks' SQL profile (BENCH_SQL_PROFILE=1): time per statement shape during a measured stretch,
 * on SQLite (better-sqlite3's own time) and on PostgreSQL (each statement's call to its answer).
 * Measurement code: it costs a little time itself.
 */
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

export interface SqlShape {
  sql: string;
  count: number;
  /** Executions (a statement prepared once runs many times from the driver's cache). */
  runs: number;
  prepareMs: number;
  executeMs: number;
}

/** The statement with its value lists folded, so that inserts of any row count share one shape. */
function statementShape(text: string): string {
  return text
    .replace(/\((?:\?, )*\?\)(?:, \((?:\?, )*\?\))+/g, '(?…)×n')
    .replace(/in \((?:\?, )+\?\)/g, 'in (?…)')
    .replace(/^(.{110}).{4,}(.{60})$/s, '$1 … $2');
}

/** The SQL profile of a run: counts statements between `start` and `stop` only. */
export interface SqlProfile {
  start(): void;
  stop(): SqlShape[];
}

/** The shapes counted between `start` and `stop`. */
class Tally {
  counting = false;
  private readonly shapes = new Map<string, SqlShape>();

  shape(key: string): SqlShape {
    let shape = this.shapes.get(key);
    if (!shape) {
      shape = { sql: key, count: 0, runs: 0, prepareMs: 0, executeMs: 0 };
      this.shapes.set(key, shape);
    }
    return shape;
  }

  profile(): SqlProfile {
    return {
      start: () => {
        this.shapes.clear();
        this.counting = true;
      },
      stop: () => {
        this.counting = false;
        return [...this.shapes.values()].sort((a, b) => b.prepareMs + b.executeMs - (a.prepareMs + a.executeMs));
      },
    };
  }
}

/** Names a commit after the first statement of its transaction (one connection's statements, in order): what it writes is theirs. */
class TransactionNames {
  private opened = false;
  private first = '';

  name(key: string): string {
    if (key === 'begin' || key.startsWith('begin ')) this.opened = true;
    else if (this.opened) {
      this.opened = false;
      this.first = key;
    }
    return key === 'commit' ? `commit of: ${this.first}` : key;
  }
}

/**
 * Wraps better-sqlite3's prepare and the run/all/get of each statement it returns, for this process
 * only. Installed before the run opens its database, so that statements prepared once and kept by the
 * connection's cache (`begin immediate`, `commit`, the seeding's) are wrapped too; they count only
 * between `start` and `stop`.
 */
export function profileSqlite(): SqlProfile {
  const tally = new Tally();
  const transactions = new TransactionNames();
  const prototype = SqliteDatabase.prototype as unknown as { prepare: (this: unknown, source: string) => Record<string, unknown> };
  const prepare = prototype.prepare;
  prototype.prepare = function profiledPrepare(this: unknown, source: string) {
    const started = performance.now();
    const statement = prepare.call(this, source);
    // Folded once per prepared statement: a cached statement runs many times.
    const key = statementShape(source);
    if (tally.counting) {
      const shape = tally.shape(key);
      shape.count += 1;
      shape.prepareMs += performance.now() - started;
    }
    for (const method of ['all', 'run', 'get']) {
      const original = statement[method] as (...args: unknown[]) => unknown;
      statement[method] = (...args: unknown[]) => {
        if (!tally.counting) return original.apply(statement, args);
        const began = performance.now();
        try {
          return original.apply(statement, args);
        } finally {
          const shape = tally.shape(transactions.name(key));
          shape.runs += 1;
          shape.executeMs += performance.now() - began;
        }
      };
    }
    return statement;
  };
  return tally.profile();
}

/**
 * The same profile on PostgreSQL: wraps pg's `Client.prototype.query` in this process, and times each
 * statement from its call to its answer (the round trip, the server's work, and any wait in the client's
 * queue). `runs` counts statements; `count` is 0 (the server prepares). Commits are named per connection.
 */
export function profilePostgres(): SqlProfile {
  const tally = new Tally();
  const transactions = new WeakMap<object, TransactionNames>();
  const prototype = pg.Client.prototype as unknown as { query: (this: object, ...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function profiledQuery(this: object, ...args: unknown[]) {
    const result = query.apply(this, args);
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (!tally.counting || typeof text !== 'string' || !(result instanceof Promise)) return result;
    let names = transactions.get(this);
    if (!names) {
      names = new TransactionNames();
      transactions.set(this, names);
    }
    const shape = tally.shape(names.name(statementShape(text.replace(/\$\d+/g, '?'))));
    const began = performance.now();
    const done = () => {
      shape.runs += 1;
      shape.executeMs += performance.now() - began;
    };
    result.then(done, done);
    return result;
  };
  return tally.profile();
}

/** Prints a profile: the totals, then the `top` shapes by time. */
export function printSqlProfile(title: string, shapes: readonly SqlShape[], elapsedMs: number, top = 25): void {
  const total = shapes.reduce((sum, shape) => ({ count: sum.count + shape.count, runs: sum.runs + shape.runs, ms: sum.ms + shape.prepareMs + shape.executeMs }), { count: 0, runs: 0, ms: 0 });
  const fixed = (value: number, digits: number) => value.toFixed(digits);
  console.log('');
  console.log(`${title}: ${total.count} statements prepared, ${total.runs} run, ${fixed(total.ms / 1000, 2)} s of ${fixed(elapsedMs / 1000, 2)} s`);
  for (const shape of shapes.slice(0, top)) {
    console.log(`${String(shape.count).padStart(7)} ${String(shape.runs).padStart(7)} runs  prepare ${fixed(shape.prepareMs, 0).padStart(5)} ms  execute ${fixed(shape.executeMs, 0).padStart(5)} ms  ${shape.sql.replace(/\s+/g, ' ')}`);
  }
}
