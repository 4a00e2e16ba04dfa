import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { ProviderException } from '../../../src/translate/providers/contract.js';
import { insertFailedJob } from '../../../src/translate/model/job-store.js';
import { normaliseJobConfig } from '../../../src/translate/model/job-config.js';
import { recordWebhookEvent } from '../../../src/translate/model/webhook-events.js';
import type { TranslateDb } from '../../../src/translate/model/tables/translate-schema.js';
import { pruneDeliveries } from '../../../src/translate/use-cases/webhook-delivery.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { ACTION, createJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { deleteRedisPrefix, queueTransports, REDIS_URL, redisReachable } from '../../support/redis.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';
import { verifyWebhookSignature, WebhookReceiver, type ReceivedWebhook } from '../../support/webhook-receiver.js';

/**
 * Webhooks end to end (docs/api.md, "Webhooks"): subscriptions through the entity API, events written
 * with the job's final status, signed deliveries through the queue, retries with backoff, the test ping
 * and the 30-day pruning, on the current TEST_DATABASE with each queue transport. The receivers listen
 * on 127.0.0.1 over http, which EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE allows (the refusals without it
 * are in ssrf.test.ts).
 */

process.env.EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE = 'true';

const withRedis = await redisReachable();
if (!withRedis) console.warn(`Redis at ${REDIS_URL} is unreachable: the bullmq webhook tests are skipped.`);

const SECRET = 'a-webhook-secret-of-some-length';

for (const transport of await queueTransports()) {
  describe.skipIf(!transport.enabled)(`webhooks on ${dialect} with the ${transport.name} queue`, () => {
    let h: Harness;
    let prefix: string | null = null;
    let receiver: WebhookReceiver;
    const provider = new ScriptedProvider('scripted');

    beforeAll(async () => {
      const queue = transport.queue();
      prefix = queue.prefix;
      h = await createHarness({ queueUrl: queue.url });
      h.app.providers.register(provider);
      await startTestWorker(h, {
        webhookDispatchEveryMs: 200,
        env: { EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS: '150', EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE: 'true' },
      });
    });
    afterAll(async () => {
      await h?.close();
      if (prefix) await deleteRedisPrefix(prefix);
    });
    beforeEach(async () => {
      provider.behaviour = null;
      receiver = await new WebhookReceiver().start();
      // Every test starts without subscriptions, so that an earlier test's receiver gets nothing more.
      await h.host.database.db.deleteFrom('ext_translate_webhook').execute();
    });
    afterEach(async () => {
      await receiver.close();
    });

    async function subscribe(events: string[], extra: Record<string, unknown> = {}): Promise<string> {
      const response = await h.request('POST', '/api/ext-translate-webhook?_response=detail', {
        body: { url: `${receiver.url}/hooks`, events, secret: SECRET, ...extra },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as string;
    }

    async function product(name: string): Promise<string> {
      const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `W-${randomBytes(5).toString('hex')}`, name } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as string;
    }

    function config(ids: string[]) {
      return { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted', options: { mode: 'all' } };
    }

    async function deliveries(webhookId: string): Promise<Record<string, unknown>[]> {
      const response = await h.request('POST', '/api/search/ext-translate-webhook-delivery', {
        body: { filter: [{ type: 'equals', field: 'webhookId', value: webhookId }], sort: [{ field: 'createdAt', order: 'ASC' }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    }

    async function waitForDelivery(webhookId: string, status: string): Promise<Record<string, unknown>> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [delivery] = await deliveries(webhookId);
        if (delivery?.status === status) return delivery;
        if (Date.now() > deadline) throw new Error(`no ${status} delivery in time: ${JSON.stringify(delivery)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    function expectSigned(request: ReceivedWebhook): void {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-ext-translate-event']).toBe(request.body.event);
      expect(request.headers['x-ext-translate-delivery']).toBe(request.body.id);
      expect(request.headers['x-ext-translate-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(SECRET, request.rawBody, request.headers['x-ext-translate-signature'] as string)).toBe(true);
      // Any change of the raw body breaks the signature; so does another secret.
      expect(verifyWebhookSignature(SECRET, Buffer.concat([request.rawBody, Buffer.from(' ')]), request.headers['x-ext-translate-signature'] as string)).toBe(false);
      expect(verifyWebhookSignature(`${SECRET}x`, request.rawBody, request.headers['x-ext-translate-signature'] as string)).toBe(false);
    }

    it('keeps the secret write-only: sealed at rest, never answered, never searchable', async () => {
      const id = await subscribe(['job.completed'], { description: 'Cache purge' });
      const read = await h.request('GET', `/api/ext-translate-webhook/${id}`);
      expect(read.json().data).toMatchObject({ url: `${receiver.url}/hooks`, events: ['job.completed'], active: true, description: 'Cache purge' });
      expect(read.json().data).not.toHaveProperty('secret');
      expect(read.body).not.toContain(SECRET);
      const stored = await h.host.database.db.selectFrom('ext_translate_webhook').select('secret').where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored.secret).toMatch(/^enc:v1:/);
      expect(stored.secret).not.toContain(SECRET);
      expect(h.host.repository.unseal(stored.secret as string)).toBe(SECRET);
      const search = await h.request('POST', '/api/search/ext-translate-webhook', { body: { filter: [{ type: 'equals', field: 'secret', value: SECRET }] } });
      expect(search.statusCode).toBe(400);
      // A create without a secret gets a generated one, answered this once.
      const generated = await h.request('POST', '/api/ext-translate-webhook', { body: { url: `${receiver.url}/other`, events: ['job.failed'] } });
      expect(generated.statusCode).toBe(200);
      const { secret, id: otherId } = generated.json().data as { secret: string; id: string };
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await h.request('GET', `/api/ext-translate-webhook/${otherId}`)).json().data).not.toHaveProperty('secret');
      // Rotating the secret through an update; the answer does not show it.
      const rotated = await h.request('PATCH', `/api/ext-translate-webhook/${id}?_response=detail`, { body: { secret: 'another-secret-0123456789' } });
      expect(rotated.statusCode).toBe(200);
      expect(rotated.body).not.toContain('another-secret-0123456789');
    });

    it('refuses bad subscriptions with 400 and every problem named', async () => {
      const response = await h.request('POST', '/api/ext-translate-webhook', {
        body: { url: 'ftp://example.com/hook', events: ['job.completed', 'job.exploded'], secret: 'short' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ source: { pointer: '/url' }, detail: 'The URL must use https.' }),
          expect.objectContaining({
            source: { pointer: '/events/1' },
            detail:
              '"job.exploded" is not a webhook event. Events: job.completed, job.completed_with_errors, job.failed, job.cancelled, review.pending, budget.reached, provider.unavailable, automation.failed.',
          }),
          expect.objectContaining({ source: { pointer: '/secret' }, detail: 'The secret must be at least 16 characters long.' }),
        ]),
      );
      expect(response.json().errors).toHaveLength(3);
      const missing = await h.request('POST', '/api/ext-translate-webhook', { body: { url: 'https://example.com/hook', events: [] } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([expect.objectContaining({ source: { pointer: '/events' }, detail: 'Choose at least one event.' })]);
      const noUrl = await h.request('POST', '/api/ext-translate-webhook', { body: { events: ['job.completed'] } });
      expect(noUrl.json().errors).toEqual([expect.objectContaining({ source: { pointer: '/url' }, detail: 'This value should not be blank.' })]);
      const credentials = await h.request('POST', '/api/ext-translate-webhook', { body: { url: 'https://user:pass@example.com/hook', events: ['job.completed'] } });
      expect(credentials.json().errors).toEqual([expect.objectContaining({ source: { pointer: '/url' }, detail: 'The URL must not contain a user name or password.' })]);
      const id = await subscribe(['job.completed']);
      const removed = await h.request('PATCH', `/api/ext-translate-webhook/${id}`, { body: { secret: null } });
      expect(removed.json().errors).toEqual([expect.objectContaining({ source: { pointer: '/secret' }, detail: 'The secret cannot be removed; set a new one instead.' })]);
      expect(await h.host.database.db.selectFrom('ext_translate_webhook').select('id').execute()).toHaveLength(1);
    });

    it('posts a signed job.completed when a job completes, with the job\'s counters and no texts', async () => {
      const webhookId = await subscribe(['job.completed', 'job.cancelled']);
      await subscribe(['job.failed']); // not this event: gets nothing
      const ids = [await product('Webhook lamp one'), await product('Webhook lamp two')];
      const jobId = await createJob(h, config(ids));
      await waitForJob(h, jobId);
      const [request] = await receiver.waitFor(1);
      expect(request!.path).toBe('/hooks');
      expectSigned(request!);
      expect(request!.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        event: 'job.completed',
        occurredAt: expect.any(String),
        data: {
          jobId,
          status: 'completed',
          total: 2,
          processed: 2,
          translated: 2,
          skipped: 0,
          failed: 0,
          characters: expect.any(Number),
          message: null,
          startedAt: expect.any(String),
          finishedAt: expect.any(String),
          config: { entities: ['product'], sourceLanguageId: null, targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted', mode: 'all', automation: false },
        },
      });
      expect(request!.rawBody.toString()).not.toContain('Webhook lamp');
      const delivery = await waitForDelivery(webhookId, 'delivered');
      expect(delivery).toMatchObject({ id: request!.body.id, event: 'job.completed', attempts: 1, lastResponseCode: 200, lastError: null });
      expect(delivery.payload).toEqual(request!.body);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received).toHaveLength(1);
    });

    it('sends review.pending after the job\'s own event when the finished job left drafts', async () => {
      await subscribe(['job.completed', 'review.pending']);
      const ids = [await product('Webhook desk one'), await product('Webhook desk two')];
      const held = await createJob(h, { ...config(ids), options: { mode: 'all', publish: 'review' } });
      await waitForJob(h, held);
      const [completed, pending] = await receiver.waitFor(2);
      expect(completed!.body).toMatchObject({ event: 'job.completed', data: { jobId: held } });
      expect(pending!.body).toMatchObject({ event: 'review.pending', data: { jobId: held, status: 'completed', drafts: 2 } });
      expectSigned(pending!);
      expect(pending!.rawBody.toString()).not.toContain('Webhook desk');
      // A job that publishes at once leaves no drafts: its job.completed comes alone.
      const published = await createJob(h, config(ids));
      await waitForJob(h, published);
      await receiver.waitFor(3);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received.map((request) => request.body.event)).toEqual(['job.completed', 'review.pending', 'job.completed']);
    });

    it('retries after two 500s with growing delays, the same body and signature each time', async () => {
      const webhookId = await subscribe(['job.completed']);
      receiver.answers = [500, 500];
      const jobId = await createJob(h, config([await product('Retried lamp')]));
      await waitForJob(h, jobId);
      const received = await receiver.waitFor(3);
      const delivery = await waitForDelivery(webhookId, 'delivered');
      expect(delivery).toMatchObject({ attempts: 3, lastResponseCode: 200, lastError: null });
      // EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS=150: the first retry after 150 ms, the second after 300 ms.
      expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(140);
      expect(received[2]!.at - received[1]!.at).toBeGreaterThanOrEqual(290);
      expect(new Set(received.map((request) => request.rawBody.toString())).size).toBe(1);
      expect(new Set(received.map((request) => request.headers['x-ext-translate-signature'])).size).toBe(1);
      for (const request of received) expectSigned(request);
    });

    it('records a pending delivery with the receiver\'s answer and the next attempt while it fails', async () => {
      const webhookId = await subscribe(['job.completed']);
      receiver.answers = [503, 503, 503, 503, 503, 503, 503, 503];
      const jobId = await createJob(h, config([await product('Failing lamp')]));
      await waitForJob(h, jobId);
      await receiver.waitFor(2);
      // The receiver has answered the second attempt; the sender records it right after, in its own transaction.
      let [delivery] = await deliveries(webhookId);
      for (let wait = 0; wait < 100 && Number(delivery?.attempts ?? 0) < 2; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [delivery] = await deliveries(webhookId);
      }
      expect(delivery).toMatchObject({ status: 'pending', lastResponseCode: 503, lastError: 'The receiver answered 503.' });
      expect(Number(delivery!.attempts)).toBeGreaterThanOrEqual(2);
      expect(Date.parse(delivery!.nextAttemptAt as string)).toBeGreaterThan(Date.now() - 1_000);
    });

    it('sends job.cancelled, job.failed and job.completed_with_errors for the jobs that end so', async () => {
      await subscribe(['job.cancelled', 'job.failed', 'job.completed_with_errors']);
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered: () => void = () => {};
      const inCall = new Promise<void>((resolve) => (entered = resolve));
      provider.behaviour = async () => {
        entered();
        await gate;
        return undefined;
      };
      const cancelledId = await createJob(h, config([await product('Cancelled lamp')]));
      await inCall;
      expect((await h.request('POST', `${ACTION}/job/${cancelledId}/cancel`)).json()).toEqual({ status: 'cancelled' });
      release();
      const [cancelled] = await receiver.waitFor(1);
      expect(cancelled!.body).toMatchObject({ event: 'job.cancelled', data: { jobId: cancelledId, status: 'cancelled' } });

      provider.behaviour = (request) => {
        if (request.texts.some((text) => text.startsWith('Refused'))) throw new ProviderException('The text was refused.', { code: 400 });
        return undefined;
      };
      const failedId = await createJob(h, config([await product('Refused lamp')]));
      await waitForJob(h, failedId);
      const [, failed] = await receiver.waitFor(2);
      expect(failed!.body).toMatchObject({ event: 'job.failed', data: { jobId: failedId, status: 'completed_with_errors', translated: 0, failed: 1 } });

      const partlyId = await createJob(h, config([await product('Refused chair'), await product('Fine chair')]));
      await waitForJob(h, partlyId);
      const [, , partly] = await receiver.waitFor(3);
      expect(partly!.body).toMatchObject({ event: 'job.completed_with_errors', data: { jobId: partlyId, status: 'completed_with_errors', translated: 1, failed: 1 } });
    });

    it('sends nothing to an inactive subscription', async () => {
      const webhookId = await subscribe(['job.completed'], { active: false });
      const jobId = await createJob(h, config([await product('Quiet lamp')]));
      await waitForJob(h, jobId);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(receiver.received).toHaveLength(0);
      expect(await deliveries(webhookId)).toEqual([]);
    });

    it('pings a subscription on request and answers how the receiver took it', async () => {
      const webhookId = await subscribe(['job.completed'], { active: false });
      const ping = await h.request('POST', `${ACTION}/webhook/${webhookId.toUpperCase()}/test`);
      expect(ping.statusCode, ping.body).toBe(200);
      expect(ping.json()).toEqual({ deliveryId: expect.stringMatching(/^[0-9a-f]{32}$/), status: 'delivered', responseCode: 200, error: null });
      const [request] = receiver.received;
      expectSigned(request!);
      expect(request!.body).toMatchObject({ id: ping.json().deliveryId, event: 'ping', data: { webhookId } });
      receiver.answers = [410];
      expect((await h.request('POST', `${ACTION}/webhook/${webhookId}/test`)).json()).toMatchObject({ status: 'failed', responseCode: 410, error: 'The receiver answered 410.' });
      const recorded = await deliveries(webhookId);
      expect(recorded.map((delivery) => [delivery.event, delivery.status, delivery.attempts])).toEqual([
        ['ping', 'delivered', 1],
        ['ping', 'failed', 1],
      ]);
      // A failed ping is not retried.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received).toHaveLength(2);

      const unknown = await h.request('POST', `${ACTION}/webhook/${'0'.repeat(32)}/test`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Webhook not found.' });
      const invalid = await h.request('POST', `${ACTION}/webhook/not-an-id/test`);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: 'Invalid webhook id.' });
      const viewer = await h.tokenWithPrivileges(['ext_translate.viewer']);
      expect((await h.request('POST', `${ACTION}/webhook/${webhookId}/test`, { token: viewer })).statusCode).toBe(403);
      const editor = await h.tokenWithPrivileges(['ext_translate.editor']);
      expect((await h.request('POST', `${ACTION}/webhook/${webhookId}/test`, { token: editor })).statusCode).toBe(200);
    });

    it('writes an event only when the transaction that reports it commits', async () => {
      const webhookId = await subscribe(['budget.reached']);
      const db = h.host.database.db as unknown as TranslateDb;
      await expect(
        db.transaction().execute(async (trx) => {
          await recordWebhookEvent(trx, 'budget.reached', { providerId: 'scripted' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await deliveries(webhookId)).toEqual([]);
      await db.transaction().execute((trx) => recordWebhookEvent(trx, 'budget.reached', { providerId: 'scripted', characters: 5000 }));
      const [request] = await receiver.waitFor(1);
      expect(request!.body).toMatchObject({ event: 'budget.reached', data: { providerId: 'scripted', characters: 5000 } });
      expectSigned(request!);
    });

    it('sends automation.failed when automatic translation records a job it could not start', async () => {
      await subscribe(['automation.failed', 'job.cancelled']);
      const db = h.host.database.db as unknown as TranslateDb;
      const config = normaliseJobConfig({ config: { entities: [{ name: 'product' }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted', automation: true } });
      const message = `Automatic translation could not start: test ${randomBytes(3).toString('hex')}`;
      expect(await db.transaction().execute((trx) => insertFailedJob(trx, config, message, 60_000))).toBe(true);
      const [request] = await receiver.waitFor(1);
      expect(request!.body).toMatchObject({ event: 'automation.failed', data: { status: 'cancelled', message, config: { entities: ['product'], automation: true } } });
      // Only that event: the job never ran, so no job.cancelled.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received).toHaveLength(1);
    });

    it('deletes a subscription with its deliveries', async () => {
      const webhookId = await subscribe(['job.completed']);
      expect((await h.request('POST', `${ACTION}/webhook/${webhookId}/test`)).json()).toMatchObject({ status: 'delivered' });
      expect(await deliveries(webhookId)).toHaveLength(1);
      expect((await h.request('DELETE', `/api/ext-translate-webhook/${webhookId}`)).statusCode).toBe(204);
      expect(await h.host.database.db.selectFrom('ext_translate_webhook_delivery').select('id').where('webhookId', '=', webhookId).execute()).toEqual([]);
    });

    it('keeps deliveries 30 days', async () => {
      const webhookId = await subscribe(['job.completed']);
      const db = h.host.database.db as unknown as TranslateDb;
      await db.transaction().execute((trx) => recordWebhookEvent(trx, 'job.completed', { jobId: 'x' }));
      await receiver.waitFor(1);
      await waitForDelivery(webhookId, 'delivered');
      const now = new Date();
      expect(await pruneDeliveries(db, new Date(now.getTime() + 29 * 86_400_000))).toBe(0);
      expect(await pruneDeliveries(db, new Date(now.getTime() + 31 * 86_400_000))).toBe(1);
      expect(await deliveries(webhookId)).toEqual([]);
    });
  });
}
