import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGET_AFTER_MS, LoginThrottle, MAX_KEYS } from '../../src/host/auth/login-throttle.js';
import { ADMIN_PASSWORD, ADMIN_USER, createHarness, type Harness } from '../support/harness.js';

/** Throttling of failed password sign-ins per username and per client address (docs/operations.md). */

const BAD_CREDENTIALS = { error: 'invalid_grant', error_description: 'The user credentials were incorrect.' };

function slowDown(seconds: number) {
  return { error: 'slow_down', error_description: `Too many failed sign-in attempts; try again in ${seconds} second${seconds === 1 ? '' : 's'}.` };
}

describe('LoginThrottle (a fake clock)', () => {
  function throttle(): { limiter: LoginThrottle; advance(ms: number): void } {
    let now = 1_000_000;
    return { limiter: new LoginThrottle(() => now), advance: (ms) => (now += ms) };
  }

  it('the 10th failure in a row locks for 1 s, each further one twice as long, a username at most 60 s', () => {
    const { limiter, advance } = throttle();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      // Each failure from a new address: only the username's counter grows.
      expect(limiter.retryAfter('admin', `10.0.0.${attempt}`)).toBe(0);
      limiter.failed('admin', `10.0.0.${attempt}`);
      const wait = limiter.retryAfter('admin', '192.0.2.1');
      waits.push(wait);
      advance(wait * 1000);
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60]);
  });

  it('locks an address the same way, at most 5 minutes', () => {
    const { limiter, advance } = throttle();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      limiter.failed(`user-${attempt}`, '10.0.0.1');
      const wait = limiter.retryAfter('someone-else', '10.0.0.1');
      waits.push(wait);
      advance(wait * 1000);
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    expect(limiter.retryAfter('someone-else', '10.0.0.2')).toBe(0);
  });

  it('a success clears its address and username; other addresses keep their count', () => {
    const { limiter } = throttle();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      limiter.failed('admin', '10.0.0.1');
      limiter.failed(`other-${attempt}`, '10.0.0.2');
    }
    expect(limiter.retryAfter('admin', '10.0.0.3')).toBe(1);
    limiter.succeeded('admin', '10.0.0.1');
    expect(limiter.retryAfter('admin', '10.0.0.1')).toBe(0);
    expect(limiter.retryAfter('x', '10.0.0.2')).toBe(1);
    // After the success the count starts from zero: one more failure locks nothing.
    limiter.failed('admin', '10.0.0.1');
    expect(limiter.retryAfter('admin', '10.0.0.1')).toBe(0);
  });

  it('assess: a username lock, the address lock, and whether the address failed recently', () => {
    const { limiter, advance } = throttle();
    for (let attempt = 1; attempt <= 10; attempt += 1) limiter.failed('admin', `10.0.0.${attempt}`);
    expect(limiter.assess('admin', '192.0.2.1')).toEqual({ userLockedMs: 1000, addressLockedMs: 0, addressClean: true });
    expect(limiter.assess('admin', '10.0.0.3')).toEqual({ userLockedMs: 1000, addressLockedMs: 0, addressClean: false });
    // A success that passed the lock leaves it for the others.
    limiter.succeeded('admin', '192.0.2.1', { keepUserLock: true });
    expect(limiter.assess('admin', '10.0.0.3').userLockedMs).toBe(1000);
    advance(FORGET_AFTER_MS + 1001);
    expect(limiter.assess('admin', '10.0.0.3')).toEqual({ userLockedMs: 0, addressLockedMs: 0, addressClean: true });
  });

  it('forgets a key 15 minutes after its last failure', () => {
    const { limiter, advance } = throttle();
    for (let attempt = 0; attempt < 9; attempt += 1) limiter.failed('admin', '10.0.0.1');
    advance(FORGET_AFTER_MS + 1);
    limiter.failed('admin', '10.0.0.1');
    expect(limiter.retryAfter('admin', '10.0.0.1')).toBe(0);
  });

  it(`keeps at most ${MAX_KEYS} keys a kind, forgetting the least recently failed`, () => {
    const { limiter } = throttle();
    for (let attempt = 0; attempt < 10; attempt += 1) limiter.failed('first', `a-${attempt}`);
    expect(limiter.retryAfter('first', 'elsewhere')).toBe(1);
    for (let index = 0; index < MAX_KEYS; index += 1) limiter.failed(`flood-${index}`, 'flood');
    expect(limiter.retryAfter('first', 'elsewhere')).toBe(0);
  });
});

describe('POST /api/oauth/token: failed password sign-ins are throttled', () => {
  let h: Harness;
  let proxied: Harness;

  beforeAll(async () => {
    h = await createHarness();
    proxied = await createHarness({ trustProxy: '127.0.0.1' });
  });
  afterAll(async () => {
    await h?.close();
    await proxied?.close();
  });

  async function signIn(
    harness: Harness,
    username: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return harness.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      remoteAddress,
      headers,
      payload: { grant_type: 'password', client_id: 'administration', username, password },
    });
  }

  async function createUser(harness: Harness, username: string): Promise<void> {
    const response = await harness.request('POST', '/api/user', { body: { username, password: 'right-password', admin: true } });
    expect(response.statusCode, response.body).toBe(204);
  }

  it('after 10 wrong passwords the next attempt answers 429 with Retry-After, even with the right password; after the wait it works', async () => {
    await createUser(h, 'alice');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await signIn(h, 'alice', `wrong-${attempt}`, '198.51.100.7');
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
      expect(wrong.json()).toEqual(BAD_CREDENTIALS);
    }
    const locked = await signIn(h, 'alice', 'right-password', '198.51.100.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.headers['cache-control']).toBe('no-store');
    expect(locked.json()).toEqual(slowDown(1));

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await signIn(h, 'alice', 'right-password', '198.51.100.7');
    expect(after.statusCode, after.body).toBe(200);
    // The success cleared the count: a wrong password is a plain 400 again.
    expect((await signIn(h, 'alice', 'wrong-again', '198.51.100.7')).statusCode).toBe(400);
  });

  it('an attack on a username from many addresses cannot keep its owner out: a correct password from a clean address passes the lock', async () => {
    // Issue 18: at about 23 requests a minute an attacker kept a username locked for good. The lock now
    // stops guesses from addresses that failed recently; an address without recent failures is heard.
    await createUser(h, 'bob');
    for (let attempt = 1; attempt <= 16; attempt += 1) {
      const response = await signIn(h, 'bob', 'guess', `203.0.113.${attempt}`);
      // Each attacking address is clean on its first try: checked, and refused as a wrong password.
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
    }
    // The username is locked: an address that has failed gets no further guess, even a right one.
    const again = await signIn(h, 'bob', 'right-password', '203.0.113.16');
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The owner, from an address without failures, signs in at once, and the lock stays for the attacker.
    const owner = await signIn(h, 'bob', 'right-password', '192.0.2.50');
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await signIn(h, 'bob', 'right-password', '203.0.113.16')).statusCode).toBe(429);
    // The owner's own address has no failures, so other users sign in from it at once.
    expect((await signIn(h, ADMIN_USER, ADMIN_PASSWORD, '192.0.2.50')).statusCode).toBe(200);
  });

  it('an address with 10 failures is refused for every username; other addresses are not', async () => {
    await createUser(h, 'carol');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(h, `nobody-${attempt}`, 'guess', '198.51.100.99')).statusCode).toBe(400);
    }
    const refused = await signIn(h, 'carol', 'right-password', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(slowDown(1));
    expect((await signIn(h, 'carol', 'right-password', '198.51.100.100')).statusCode).toBe(200);
  });

  it('X-Forwarded-For counts only from a configured proxy (EXT_TRANSLATE_TRUST_PROXY)', async () => {
    // Without a trusted proxy a forged header changes nothing: the connection's address is locked.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await signIn(h, `spoof-${attempt}`, 'guess', '198.51.100.150', { 'x-forwarded-for': `10.1.0.${attempt}` });
    }
    expect((await signIn(h, ADMIN_USER, ADMIN_PASSWORD, '198.51.100.150', { 'x-forwarded-for': '10.1.0.99' })).statusCode).toBe(429);

    // Behind the trusted proxy each client's own address counts.
    await createUser(proxied, 'dave');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await signIn(proxied, `nobody-${attempt}`, 'guess', '127.0.0.1', { 'x-forwarded-for': '10.2.0.1' });
    }
    expect((await signIn(proxied, 'dave', 'right-password', '127.0.0.1', { 'x-forwarded-for': '10.2.0.1' })).statusCode).toBe(429);
    expect((await signIn(proxied, 'dave', 'right-password', '127.0.0.1', { 'x-forwarded-for': '10.2.0.2' })).statusCode).toBe(200);
  });
});
