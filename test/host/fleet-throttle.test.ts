import { randomBytes } from 'node:crypto';
import type { RedisClient } from 'bullmq';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisSignInThrottle } from '../../src/host/auth/fleet-throttle.js';
import { createHarness, type Harness } from '../support/harness.js';
import { deleteRedisPrefix, REDIS_URL, redisReachable } from '../support/redis.js';

/**
 * Issue 18, item 6: with Redis configured, sign-in throttling counts across the fleet: N processes allow
 * what one does (docs/operations.md, "Sign-in throttling").
 */

const withRedis = await redisReachable();
if (!withRedis) console.warn(`fleet-throttle: no Redis at ${REDIS_URL}; the fleet tests are skipped`);

describe.runIf(withRedis)('sign-in throttling across two processes on one Redis', () => {
  const prefix = `ext-translate-test-${randomBytes(4).toString('hex')}`;
  let first: Harness;
  let second: Harness;

  beforeAll(async () => {
    // Two processes of one installation: the same Redis and prefix (each harness has its own database,
    // which the throttle does not use).
    first = await createHarness({ queueUrl: `${REDIS_URL}?prefix=${prefix}` });
    second = await createHarness({ queueUrl: `${REDIS_URL}?prefix=${prefix}` });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await deleteRedisPrefix(prefix);
  });

  function signIn(h: Harness, username: string, password: string, remoteAddress: string): Promise<LightMyRequestResponse> {
    return h.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      remoteAddress,
      payload: { grant_type: 'password', client_id: 'administration', username, password },
    });
  }

  it('failures on one process count on the other: ten spread over two lock the username for both', async () => {
    const username = `fleet-${randomBytes(3).toString('hex')}`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const h = attempt % 2 === 0 ? first : second;
      expect((await signIn(h, username, 'guess', `198.51.100.${attempt}`)).statusCode, `attempt ${attempt}`).toBe(400);
    }
    // An address that failed on the first process is refused by the second as well.
    for (const h of [first, second]) {
      const refused = await signIn(h, username, 'guess', '198.51.100.2');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('slow_down');
    }
  });

  it('an address with ten failures spread over two processes is refused by both, for every username', async () => {
    const address = '203.0.113.77';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await signIn(attempt % 2 === 0 ? first : second, `nobody-${attempt}`, 'guess', address);
    }
    for (const h of [first, second]) expect((await signIn(h, 'admin', 'whatever', address)).statusCode).toBe(429);
  });

  it('the owner from a clean address passes a fleet-wide username lock, and the lock stays for the attacker', async () => {
    const username = `owner-${randomBytes(3).toString('hex')}`;
    const created = await second.request('POST', '/api/user', { body: { username, password: 'right-password', admin: true } });
    expect(created.statusCode, created.body).toBe(204);
    for (let attempt = 1; attempt <= 10; attempt += 1) await signIn(first, username, 'guess', `192.0.2.${attempt}`);
    expect((await signIn(second, username, 'right-password', '192.0.2.3')).statusCode).toBe(429);
    expect((await signIn(second, username, 'right-password', '192.0.2.200')).statusCode).toBe(200);
    expect((await signIn(first, username, 'right-password', '192.0.2.3')).statusCode).toBe(429);
  });
});

describe('sign-in throttling while Redis does not answer', () => {
  it('counts in the process instead, and says so in the log once', async () => {
    const down = async () => {
      throw new Error('Connection is closed.');
    };
    const client = { hmget: down, del: down, defineCommand: () => undefined, runCommand: down } as unknown as RedisClient;
    const warnings: string[] = [];
    // A fixed clock: the locks' remaining time is exact, however long the ten failures took.
    const now = 1_700_000_000_000;
    const throttle = new RedisSignInThrottle(Promise.resolve(client), 'p', { warn: (_details, message) => warnings.push(message) }, () => now);
    for (let attempt = 1; attempt <= 10; attempt += 1) await throttle.failed('admin', '10.0.0.1');
    const assessed = await throttle.assess('admin', '10.0.0.1');
    expect(assessed.userLockedMs).toBe(1000);
    expect(assessed.addressLockedMs).toBe(1000);
    expect(assessed.addressClean).toBe(false);
    expect(warnings).toEqual(['sign-in throttle: Redis unreachable, counting in this process']);
  });
});
