import type pg from 'pg';

/**
 * Planner statistics for tables that grow fast, on PostgreSQL. The planner picks indexes by what it
 * knows of a table's rows; a table it has no statistics for (a new installation's history, or the
 * translation table of a language added today) is taken for a handful of rows whatever it holds.
 * During a first large job those tables grow from nothing to tens of thousands of rows within a
 * minute, before autovacuum (where it runs at all) analyses them: the history lookups of every
 * message then walked all of a language's rows (an index's equality columns, with the record ids as
 * a filter), and PostgreSQL spent half of a 20,000-product job's server time on statements that found
 * nothing.
 *
 * So the process counts the rows its inserts add to each table and has PostgreSQL analyse a table once
 * they reach {@link FIRST_ANALYZE_ROWS} plus {@link GROWTH_SHARE} of the rows its last statistics
 * counted: a few times while a table grows from empty (or a language's rows join a table), hardly ever
 * once it is large (autovacuum keeps those). An analysis takes a small sample and reads the identifier,
 * state and time columns only (the long texts' statistics answer no lookup and cost the most to
 * read), on a connection of its own, and nothing waits for it: about 15 ms each on a table of 80,000
 * history rows. A failed one (the table gone, the pool closed) is tried again at the next insert; one
 * refused for want of privileges is not tried again for that table.
 */

/** Rows a process inserts into a table before it has the table analysed for the first time. */
export const FIRST_ANALYZE_ROWS = 1_000;

/** The share of a table's rows (at its last statistics) a process inserts before it has the table analysed again. */
export const GROWTH_SHARE = 0.5;

/**
 * The statistics target of these analyses: a sample of 300 rows per unit (3,000 rows) instead of
 * PostgreSQL's 30,000, which is plenty to count a growing table's rows and its distinct ids, at a tenth
 * of the reading; autovacuum's analyses, where it runs, take the full sample later.
 */
const STATISTICS_TARGET = 10;

/** The table of an insert as the statement names it (quoted, maybe with its schema): Kysely's form. */
const INSERT_TABLE = /^insert into ((?:"(?:[^"]|"")+"\.)?"(?:[^"]|"")+")/;

/**
 * The table of an insert composed with an update or a delete before it (compiled-inserts.ts,
 * insertCompiledWith: `with "alongside" as (update … | delete …) insert into "t" …`), whose answer
 * counts the insert's rows. An update or a delete holds no `) insert into "`.
 */
const COMPOSED_INSERT_TABLE = /^with "alongside" as \((?:update|delete from) "[\s\S]*?\) insert into ((?:"(?:[^"]|"")+"\.)?"(?:[^"]|"")+")/;

/** SQLSTATE of a privilege the connection's role lacks (`must be owner of table`). */
const INSUFFICIENT_PRIVILEGE = '42501';

type QueryFunction = (...args: unknown[]) => unknown;

interface TableState {
  /** Rows inserted since the last analysis (or since the process started). */
  inserted: number;
  /** Rows to insert before the next analysis; null until the table's size has been read. */
  threshold: number | null;
  /** An analysis (or the read of the table's size) is running. */
  busy: boolean;
}

/** The inserts of one pool, counted per table, and the analyses they call for. */
export class GrowingTables {
  private readonly tables = new Map<string, TableState>();

  /** `run` sends a statement on a connection of the pool (not one inside a caller's transaction). */
  constructor(private readonly run: (text: string, values?: unknown[]) => Promise<pg.QueryResult>) {}

  /** Counts an insert's rows, and starts an analysis when the table has grown enough. */
  inserted(table: string, rows: number): void {
    if (rows <= 0) return;
    let state = this.tables.get(table);
    if (state === undefined) {
      state = { inserted: 0, threshold: null, busy: false };
      this.tables.set(table, state);
    }
    state.inserted += rows;
    if (!state.busy && state.inserted >= (state.threshold ?? FIRST_ANALYZE_ROWS)) void this.analyzeIfGrown(table, state);
  }

  private async analyzeIfGrown(table: string, state: TableState): Promise<void> {
    state.busy = true;
    try {
      const { threshold, columns } = await this.describe(table);
      state.threshold ??= threshold;
      if (state.inserted < state.threshold) return;
      const counted = state.inserted;
      // One simple query, one implicit transaction (SET LOCAL lasts as long): an error rolls it back
      // and leaves the connection as it was.
      await this.run(`set local default_statistics_target = ${STATISTICS_TARGET}; analyze ${table}${columns.length > 0 ? ` (${columns.join(', ')})` : ''}`);
      state.inserted -= counted;
      state.threshold = (await this.describe(table)).threshold;
    } catch (error) {
      if ((error as { code?: unknown }).code === INSUFFICIENT_PRIVILEGE) state.threshold = Number.POSITIVE_INFINITY;
    } finally {
      state.busy = false;
    }
  }

  /**
   * The rows to insert before the table's next analysis ({@link FIRST_ANALYZE_ROWS} plus
   * {@link GROWTH_SHARE} of the rows its statistics count), and the columns an analysis reads: all but
   * the long contents (text, JSON, bytes), whose statistics no lookup asks for and whose values cost
   * the most to read.
   */
  private async describe(table: string): Promise<{ threshold: number; columns: string[] }> {
    // reltuples is -1 for a table never analysed, and an estimate after.
    const result = await this.run(
      `select c.reltuples::float8 as rows,
        array(select quote_ident(a.attname) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                and a.atttypid not in ('text'::regtype, 'json'::regtype, 'jsonb'::regtype, 'bytea'::regtype)
              order by a.attnum) as columns
       from pg_class c where c.oid = to_regclass($1)`,
      [table],
    );
    const row = result.rows[0] as { rows?: unknown; columns?: unknown } | undefined;
    const rows = Math.max(0, Number(row?.rows ?? 0));
    return { threshold: FIRST_ANALYZE_ROWS + GROWTH_SHARE * (Number.isFinite(rows) ? rows : 0), columns: Array.isArray(row?.columns) ? (row.columns as string[]) : [] };
  }

  /**
   * Counts the rows of the client's inserts. Kysely calls `client.query(text, values)` and awaits the
   * promise; every other form passes through uncounted.
   */
  attach(client: pg.ClientBase): void {
    const original = client.query.bind(client) as QueryFunction;
    (client as unknown as { query: QueryFunction }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      const result = original(config, values, callback);
      if (typeof config !== 'string' || callback !== undefined) return result;
      const table = config.startsWith('insert into ') ? INSERT_TABLE.exec(config)?.[1] : config.startsWith('with "alongside" as (') ? COMPOSED_INSERT_TABLE.exec(config)?.[1] : undefined;
      if (table === undefined) return result;
      return (result as Promise<pg.QueryResult>).then((answer) => {
        this.inserted(table, answer.rowCount ?? 0);
        return answer;
      });
    };
  }
}
