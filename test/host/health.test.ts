import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, dialect, type Harness } from '../support/harness.js';

/** GET /api/_info/health reports the database and the queue each on its own (docs/operations.md "Health"). */
describe(`health on ${dialect}`, () => {
  let h: Harness | null = null;
  afterEach(async () => {
    await h?.close();
    h = null;
  });

  it('answers 200 with both components ok', async () => {
    h = await createHarness();
    const response = await h.request('GET', '/api/_info/health', { token: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok' });
  });

  it('answers 503 naming the queue when Redis does not answer, while the database is fine', async () => {
    // Nothing listens on port 1: the BullMQ transport never connects.
    h = await createHarness({ queueUrl: 'redis://127.0.0.1:1' });
    const response = await h.request('GET', '/api/_info/health', { token: null });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'ok', queue: 'unreachable' });
  });

  it('answers 503 naming the database when it is gone (the embedded queue lives in it, and fails with it)', async () => {
    h = await createHarness();
    await h.host.database.destroy();
    const response = await h.request('GET', '/api/_info/health', { token: null });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable', queue: 'unreachable' });
  });
});
