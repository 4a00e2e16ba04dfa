import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../../src/host/db/database.js';
import { PRODUCT } from '../../src/host/product.js';

/**
 * The CPU time (ms) PostgreSQL's backends serving a benchmark's pool have used so far, by backend pid,
 * read from /proc (the server runs on this machine); null when it cannot be read (a remote server). The
 * pool's connections carry their schema in their application_name (src/host/db/database.ts), so other
 * work on the same server is not counted, nor is the server's own (WAL writer, checkpointer).
 */
export async function backendCpuMs(db: Db, schema: string): Promise<Map<number, number> | null> {
  const rows = await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${`${PRODUCT}/${schema}`}`.execute(db);
  const ticks = new Map<number, number>();
  try {
    for (const { pid } of rows.rows) {
      // Fields 14 and 15 of /proc/<pid>/stat (utime, stime) in clock ticks of 10 ms; the command name
      // (field 2) is in parentheses and holds no ')' for postgres.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    }
  } catch {
    return null;
  }
  return ticks;
}

/**
 * The backends' CPU between two readings of {@link backendCpuMs}: a backend opened in between counts
 * from zero; null when either reading is missing.
 */
export function backendCpuBetween(start: Map<number, number> | null, end: Map<number, number> | null): number | null {
  if (start === null || end === null) return null;
  let total = 0;
  for (const [pid, ms] of end) total += ms - (start.get(pid) ?? 0);
  return total;
}
