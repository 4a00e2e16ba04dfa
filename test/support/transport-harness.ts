import { afterEach } from 'vitest';
import type { AppConfig } from '../../src/host/config/config.js';
import { createHarness, type Harness } from './harness.js';
import { deleteRedisPrefix, type TestTransport } from './redis.js';

/**
 * Opens a harness on a queue transport inside a test; after each test it is closed and, on BullMQ, the
 * test's Redis keys are deleted. Call it in a describe block.
 */
export function harnessOnTransport(transport: TestTransport): (overrides?: Partial<AppConfig>) => Promise<Harness> {
  let harness: Harness | null = null;
  let prefix: string | null = null;
  afterEach(async () => {
    await harness?.close();
    harness = null;
    if (prefix) await deleteRedisPrefix(prefix);
    prefix = null;
  });
  return async (overrides = {}) => {
    const queue = transport.queue();
    prefix = queue.prefix;
    harness = await createHarness({ ...overrides, queueUrl: queue.url });
    return harness;
  };
}
