import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../../src/host/db/database.js';
import { RetryLaterError } from '../../../src/host/queue/queue.js';
import { newId } from '../../../src/host/db/ids.js';
import { webhookDependencies } from '../../../src/translate/manifest.js';
import { webhookBody } from '../../../src/translate/model/webhook-events.js';
import type { TranslateDb } from '../../../src/translate/model/tables/translate-schema.js';
import { isPublicAddress, webhookUrlProblem } from '../../../src/translate/use-cases/webhook-address.js';
import { deliverWebhook, retryDelayMs, webhookRetryBaseMs } from '../../../src/translate/use-cases/webhook-delivery.js';
import { postWebhook, webhookNetwork, type WebhookResolver } from '../../../src/translate/use-cases/webhook-sender.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { WebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * What a webhook may reach (docs/api.md, "Webhooks"): https only and no private, loopback, link-local,
 * unspecified or unique-local address, checked when a subscription is written and again on the address
 * its name resolves to at delivery, the connection pinned to that address; redirects are not followed.
 * Names under `.test` (reserved, never in public DNS) are resolved by a stub resolver.
 */

const NAMES: Record<string, { address: string; family: 4 | 6 }[]> = {
  'internal.example.test': [{ address: '10.0.0.5', family: 4 }],
  'metadata.example.test': [{ address: '169.254.169.254', family: 4 }],
  'loopback6.example.test': [{ address: '::1', family: 6 }],
  'mixed.example.test': [
    { address: '93.184.216.34', family: 4 },
    { address: 'fd00::5', family: 6 },
  ],
  'receiver.example.test': [{ address: '127.0.0.1', family: 4 }],
};
const stubResolver: WebhookResolver = async (hostname) => {
  const addresses = NAMES[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses;
};

const strict = webhookNetwork({}, { resolve: stubResolver });
const lenient = webhookNetwork({ EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE: 'true' }, { resolve: stubResolver });

describe('addresses a webhook may reach', () => {
  it.each(['10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '127.0.0.1', '127.8.9.10', '169.254.169.254', '0.0.0.0', '100.64.0.1', '224.0.0.1', '255.255.255.255'])(
    'refuses the IPv4 address %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
  it.each(['::', '::1', 'fe80::1', 'fd00::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', 'ff02::1', '2001:db8::1', '64:ff9b::a00:1', '64:ff9b::10.0.0.1', '64:ff9b::7f00:1', '64:ff9b::169.254.169.254', '2002:c0a8:101::1', '2002:7f00:1::', '64:ff9b:1::8.8.8.8', '2001:0:4136:e378:8000:63bf:3fff:fdd2'])(
    'refuses the IPv6 address %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '64:ff9b::808:808', '64:ff9b::93.184.216.34', '2002:808:808::1'])('allows the public address %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('checks what is known when a subscription is written: scheme, credentials, address literals, localhost', () => {
    expect(webhookUrlProblem('https://hooks.example.com/translate', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/translate', false)).toBe('The URL must use https.');
    expect(webhookUrlProblem('not a url', false)).toBe('This value is not a valid URL.');
    for (const url of ['https://10.1.2.3/', 'https://[::1]/', 'https://[fd12:3456::1]:8443/', 'https://[::ffff:127.0.0.1]/', 'https://localhost/', 'https://api.localhost./', 'https://2130706433/']) {
      expect(webhookUrlProblem(url, false), url).toBe('The URL must not point to a private, loopback or link-local address.');
    }
    // The operator's switch lifts both rules.
    expect(webhookUrlProblem('http://127.0.0.1:8080/', true)).toBeNull();
    expect(webhookUrlProblem('ftp://127.0.0.1/', true)).toBe('The URL must use https.');
  });

  it('doubles the retry delay from the base, EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS (default 10 s)', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(10_000, attempt))).toEqual([10_000, 20_000, 40_000, 80_000, 160_000]);
    expect(webhookRetryBaseMs({})).toBe(10_000);
    expect(webhookRetryBaseMs({ EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS: '2500' })).toBe(2_500);
    expect(() => webhookRetryBaseMs({ EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS: 'soon' })).toThrow('EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS must be a positive integer, got "soon".');
  });
});

describe('a delivery attempt under the network rules', () => {
  let receiver: WebhookReceiver;
  let other: WebhookReceiver;
  beforeEach(async () => {
    receiver = await new WebhookReceiver().start();
    other = await new WebhookReceiver().start();
  });
  afterEach(async () => {
    await receiver.close();
    await other.close();
  });

  it.each([
    ['http://127.0.0.1/hook', 'The URL must use https.'],
    ['https://127.0.0.1/hook', 'The URL must not point to a private, loopback or link-local address.'],
    ['https://[::1]:8443/hook', 'The URL must not point to a private, loopback or link-local address.'],
    ['https://[fe80::1]/hook', 'The URL must not point to a private, loopback or link-local address.'],
    ['https://internal.example.test/hook', 'The host name resolves to a private, loopback or link-local address (10.0.0.5).'],
    ['https://metadata.example.test/latest', 'The host name resolves to a private, loopback or link-local address (169.254.169.254).'],
    ['https://loopback6.example.test/hook', 'The host name resolves to a private, loopback or link-local address (::1).'],
    // One inside address among public ones is enough to refuse.
    ['https://mixed.example.test/hook', 'The host name resolves to a private, loopback or link-local address (fd00::5).'],
  ])('refuses %s without connecting', async (url, error) => {
    expect(await postWebhook(url, '{}', {}, strict)).toEqual({ kind: 'refused', error });
  });

  it('connects to the address it checked, whatever a second lookup would say', async () => {
    const port = new URL(receiver.url).port;
    let lookups = 0;
    const counting = webhookNetwork({ EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE: 'true' }, {
      resolve: async (hostname) => {
        lookups += 1;
        return stubResolver(hostname);
      },
    });
    // receiver.example.test exists only in the stub: the request can only arrive through the pinned address.
    expect(await postWebhook(`http://receiver.example.test:${port}/pinned`, '{"a":1}', { 'X-Test': 'yes' }, counting)).toEqual({ kind: 'delivered', status: 200 });
    expect(lookups).toBe(1);
    expect(receiver.received[0]).toMatchObject({ path: '/pinned', headers: { host: `receiver.example.test:${port}`, 'x-test': 'yes' } });
    expect(receiver.received[0]!.rawBody.toString()).toBe('{"a":1}');
  });

  it('does not follow a redirect', async () => {
    receiver.answers = [{ status: 302, headers: { location: `${other.url}/elsewhere` } }];
    expect(await postWebhook(`${receiver.url}/hook`, '{}', {}, lenient)).toEqual({ kind: 'failed', status: 302, error: 'The receiver answered 302.' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.received).toHaveLength(0);
  });

  it('gives up an attempt after the timeout', async () => {
    receiver.answers = ['hang'];
    const quick = webhookNetwork({ EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE: 'true' }, { timeoutMs: 300 });
    const started = Date.now();
    expect(await postWebhook(`${receiver.url}/hook`, '{}', {}, quick)).toEqual({ kind: 'failed', status: null, error: 'No answer within 0.3 s.' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a name that does not resolve as a failed attempt (worth retrying)', async () => {
    expect(await postWebhook('https://gone.example.test/hook', '{}', {}, strict)).toEqual({ kind: 'failed', status: null, error: 'getaddrinfo ENOTFOUND gone.example.test' });
  });
});

describe(`subscriptions and deliveries on ${dialect} without EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE`, () => {
  let h: Harness;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    h = await createHarness();
    receiver = await new WebhookReceiver().start();
  });
  afterAll(async () => {
    await receiver?.close();
    await h?.close();
  });
  afterEach(() => {
    delete process.env.EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE;
  });

  it('answers 400 for a subscription to an http or private URL, and accepts it once the operator allows', async () => {
    const refusals: [string, string][] = [
      ['http://hooks.example.com/x', 'The URL must use https.'],
      ['https://192.168.0.10/x', 'The URL must not point to a private, loopback or link-local address.'],
      ['https://[::1]/x', 'The URL must not point to a private, loopback or link-local address.'],
      ['https://[fd00::1]/x', 'The URL must not point to a private, loopback or link-local address.'],
      ['https://169.254.169.254/latest/meta-data', 'The URL must not point to a private, loopback or link-local address.'],
      ['https://localhost:8443/x', 'The URL must not point to a private, loopback or link-local address.'],
    ];
    for (const [url, detail] of refusals) {
      const response = await h.request('POST', '/api/ext-translate-webhook', { body: { url, events: ['job.completed'] } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ errors: [{ status: '400', code: 'FRAMEWORK__WRITE_INVALID_CHOICE', detail, source: { pointer: '/url' } }] });
    }
    expect(await h.host.database.db.selectFrom('ext_translate_webhook').select('id').execute()).toEqual([]);
    expect((await h.request('POST', '/api/ext-translate-webhook', { body: { url: 'https://hooks.example.com/x', events: ['job.completed'] } })).statusCode).toBe(200);
    process.env.EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE = 'true';
    expect((await h.request('POST', '/api/ext-translate-webhook', { body: { url: 'http://127.0.0.1:9/x', events: ['job.completed'] } })).statusCode).toBe(200);
  });

  async function pendingDelivery(url: string, createdAt = nowIso()): Promise<{ webhookId: string; deliveryId: string }> {
    process.env.EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE = 'true';
    const created = await h.request('POST', '/api/ext-translate-webhook?_response=detail', { body: { url, events: ['job.completed'], secret: 'a-webhook-secret-of-some-length' } });
    expect(created.statusCode, created.body).toBe(200);
    delete process.env.EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE;
    const webhookId = created.json().data.id as string;
    const deliveryId = newId();
    await (h.host.database.db as unknown as TranslateDb)
      .insertInto('ext_translate_webhook_delivery')
      .values({ id: deliveryId, webhookId, event: 'job.completed', payload: webhookBody(deliveryId, 'job.completed', createdAt, {}), status: 'pending', nextAttemptAt: createdAt, createdAt })
      .execute();
    return { webhookId, deliveryId };
  }

  async function deliveryRow(id: string) {
    return (h.host.database.db as unknown as TranslateDb).selectFrom('ext_translate_webhook_delivery').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  it('refuses at delivery time what the rules forbid then, and gives the delivery up at once', async () => {
    const deps = webhookDependencies(h.host, {}, { resolve: stubResolver });
    const local = await pendingDelivery(`${receiver.url}/hook`);
    expect(await deliverWebhook(deps, local.deliveryId, 1)).toEqual({ kind: 'refused', error: 'The URL must use https.' });
    expect(await deliveryRow(local.deliveryId)).toMatchObject({ status: 'failed', attempts: 1, lastResponseCode: null, lastError: 'The URL must use https.', nextAttemptAt: null });
    const rebound = await pendingDelivery('https://internal.example.test/hook');
    expect(await deliverWebhook(deps, rebound.deliveryId, 1)).toEqual({ kind: 'refused', error: 'The host name resolves to a private, loopback or link-local address (10.0.0.5).' });
    expect(await deliveryRow(rebound.deliveryId)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(receiver.received).toHaveLength(0);
    // A repeated message of a finished delivery does nothing.
    expect(await deliverWebhook(deps, rebound.deliveryId, 1)).toBeNull();
  });

  it("sends a subscription's events in the order they happened: a first attempt waits for an earlier event's first", async () => {
    const deps = webhookDependencies(h.host, { EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE: 'true' });
    const createdAt = nowIso();
    const earlier = await pendingDelivery(`${receiver.url}/hook`, createdAt);
    // Recorded in the same transaction after it (review.pending after job.completed): same time, a later id.
    const laterId = newId();
    await (h.host.database.db as unknown as TranslateDb)
      .insertInto('ext_translate_webhook_delivery')
      .values({ id: laterId, webhookId: earlier.webhookId, event: 'review.pending', payload: webhookBody(laterId, 'review.pending', createdAt, {}), status: 'pending', nextAttemptAt: createdAt, createdAt })
      .execute();
    await expect(deliverWebhook(deps, laterId, 1)).rejects.toBeInstanceOf(RetryLaterError);
    expect(receiver.received).toHaveLength(0);
    expect(await deliveryRow(laterId)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await deliverWebhook(deps, earlier.deliveryId, 1)).toMatchObject({ kind: 'delivered' });
    expect(await deliverWebhook(deps, laterId, 1)).toMatchObject({ kind: 'delivered' });
    expect(receiver.received.map((request) => request.body.id)).toEqual([earlier.deliveryId, laterId]);
  });

  it('gives a delivery up when its next attempt would fall beyond 24 hours after the event', async () => {
    const deps = webhookDependencies(h.host, { EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE: 'true' });
    receiver.answers = [500, 500];
    const recent = await pendingDelivery(`${receiver.url}/hook`);
    await deliverWebhook(deps, recent.deliveryId, 1);
    const retried = await deliveryRow(recent.deliveryId);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastResponseCode: 500, lastError: 'The receiver answered 500.' });
    // The default base: the next attempt 10 s later.
    expect(Date.parse(retried.nextAttemptAt as string) - Date.now()).toBeGreaterThan(8_000);
    const old = await pendingDelivery(`${receiver.url}/hook`, new Date(Date.now() - 24 * 3_600_000 + 5_000).toISOString());
    await deliverWebhook(deps, old.deliveryId, 1);
    expect(await deliveryRow(old.deliveryId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastResponseCode: 500,
      lastError: 'The receiver answered 500. Given up after 24 hours of failed attempts.',
      nextAttemptAt: null,
    });
  });
});
