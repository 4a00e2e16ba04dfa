import type { Database } from '../db/database.js';
import { EmbeddedQueue } from './embedded-queue.js';
import type { Queue, QueueOptions } from './queue.js';

/**
 * The queue named by `QUEUE_URL` (AppConfig.queueUrl): unset or `embedded` keeps messages in `database`;
 * `redis://...` or `rediss://...` puts them in Redis through BullMQ (`?prefix=<name>` sets the key prefix,
 * default `ext-translate`). BullMQ and its Redis client are loaded only then: they take about 30 MB of a
 * process that never uses them.
 */
export async function createQueue(database: Database, queueUrl: string | undefined, options: QueueOptions = {}): Promise<Queue> {
  const url = queueUrl?.trim() ?? '';
  if (url === '' || url === 'embedded') return new EmbeddedQueue(database, options);
  if (url.startsWith('redis://') || url.startsWith('rediss://')) {
    // `?prefix=` names the key prefix, so that several installations (or test runs) share one Redis.
    const parsed = new URL(url);
    const prefix = parsed.searchParams.get('prefix')?.trim();
    parsed.searchParams.delete('prefix');
    const { BullmqQueue } = await import('./bullmq-queue.js');
    return new BullmqQueue({ ...options, url: parsed.toString(), ...(prefix ? { prefix } : {}) });
  }
  throw new Error(`QUEUE_URL must be "embedded" or start with "redis://" or "rediss://", got "${redactPassword(url)}".`);
}

/** An unusable URL is echoed in the error, but never its password. */
function redactPassword(url: string): string {
  return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
}
