import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Queue } from '../queue/queue.js';

export type ComponentHealth = 'ok' | 'unreachable';

export interface HealthReport {
  /** `ok` when every component is; `unavailable` otherwise (answered with 503). */
  status: 'ok' | 'unavailable';
  database: ComponentHealth;
  queue: ComponentHealth;
  version: string;
}

/** How long the health check waits for each component: a load balancer must get an answer in time. */
export const HEALTH_CHECK_TIMEOUT_MS = 3000;

interface HealthLogger {
  error(details: Record<string, unknown>, message: string): void;
}

async function probe(name: string, check: () => Promise<unknown>, log: HealthLogger): Promise<ComponentHealth> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${String(HEALTH_CHECK_TIMEOUT_MS)} ms`)), HEALTH_CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, `health check: ${name} unreachable`);
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database and the queue, each checked on its own (with the embedded transport the queue lives in
 * the database, and both fail together). Jobs are accepted while the queue is down (the relay dispatches
 * them later), but none runs, so a failing queue fails the check as a failing database does.
 */
export async function checkHealth(db: Db, queue: Queue, version: string, log: HealthLogger): Promise<HealthReport> {
  const [database, queueHealth] = await Promise.all([
    probe('database', () => sql`select 1`.execute(db), log),
    probe('queue', () => queue.status(), log),
  ]);
  const status = database === 'ok' && queueHealth === 'ok' ? 'ok' : 'unavailable';
  return { status, database, queue: queueHealth, version };
}
