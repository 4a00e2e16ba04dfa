import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis server of the tests (TEST_REDIS_URL, else the local default). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers; tests of the BullMQ transport are skipped (with a warning) when not. */
export async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Deletes the keys under one test's prefix and returns how many: the Redis server is shared by every
 * test file (and by other work on the machine), so a test never flushes it whole.
 */
export async function deleteRedisPrefix(prefix: string): Promise<number> {
  const client = new Redis(REDIS_URL);
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return deleted;
}

/** A queue transport a job test runs on. */
export interface TestTransport {
  name: 'embedded' | 'bullmq';
  /** False for BullMQ when the test Redis does not answer: the suite is skipped. */
  enabled: boolean;
  /** The QUEUE_URL of one harness; BullMQ gets a key prefix of its own (to delete afterwards). */
  queue(): { url: string; prefix: string | null };
}

/** The embedded queue, and BullMQ on the test Redis when it answers. */
export async function queueTransports(): Promise<TestTransport[]> {
  const withRedis = await redisReachable();
  return [
    { name: 'embedded', enabled: true, queue: () => ({ url: 'embedded', prefix: null }) },
    {
      name: 'bullmq',
      enabled: withRedis,
      queue: () => {
        const prefix = `ext-translate-test-${randomBytes(4).toString('hex')}`;
        return { url: `${REDIS_URL}?prefix=${prefix}`, prefix };
      },
    },
  ];
}
