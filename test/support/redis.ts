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
