/**
 * No webhook delivery is lost when the worker that finished a job is killed (SIGKILL) between the job's
 * commit and the delivery: the delivery row is committed with the job's final status (the outbox), and
 * another `ext-translate worker` process delivers it. The receiver holds every request while the first
 * worker lives, so that worker can never complete a delivery, whether it was killed before dispatching
 * it or in the middle of the attempt.
 *
 * Runs on PostgreSQL whichever database the run tests (worker processes share it), with the BullMQ
 * transport (skipped without Redis) and with the embedded one; CI runs the file in its SQLite run only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { nowIso } from '../../src/host/db/database.js';
import { newId } from '../../src/host/db/ids.js';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { getEntity } from '../../src/host/entities/definitions.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import type { Host } from '../../src/host/host.js';
import { startTranslateHost } from '../../src/translate/app.js';
import { jobDependencies } from '../../src/translate/manifest.js';
import { normaliseJobConfig } from '../../src/translate/model/job-config.js';
import type { TranslateDb } from '../../src/translate/model/tables/translate-schema.js';
import { createProviderRegistry } from '../../src/translate/providers/provider-service.js';
import { createJob } from '../../src/translate/use-cases/jobs.js';
import { dropPostgresSchema, POSTGRES_URL } from '../support/postgres-server.js';
import { testConfig } from '../support/test-config.js';
import { deleteRedisPrefix, REDIS_URL, redisReachable } from '../support/redis.js';
import { verifyWebhookSignature, WebhookReceiver } from '../support/webhook-receiver.js';
import { killWorkerProcesses, startWorkerProcess, type WorkerProcess } from '../support/worker-process.js';

const PROVIDER_MODULE = join(import.meta.dirname, '../support/multi-worker-provider.js');
const APP_SECRET = 'webhook-kill-secret-0123456789abcdef';
const WEBHOOK_SECRET = 'the-receivers-shared-secret';

process.env.EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE = 'true';

const withRedis = await redisReachable();
const transports = [
  { name: 'bullmq', enabled: withRedis, url: (prefix: string) => `${REDIS_URL}${REDIS_URL.includes('?') ? '&' : '?'}prefix=${prefix}` },
  { name: 'embedded', enabled: true, url: () => 'embedded' },
];

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`webhook delivery across a killed worker on PostgreSQL with the ${transport.name} queue`, () => {
    const schema = `t_wh_${randomBytes(6).toString('hex')}`;
    const databaseUrl = `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}schema=${schema}`;
    const prefix = `wh-${randomBytes(6).toString('hex')}`;
    const queueUrl = transport.url(prefix);
    const directory = mkdtempSync(join(tmpdir(), 'ext-translate-webhook-kill-'));
    const workers: WorkerProcess[] = [];
    let host: Host | undefined;
    let receiver: WebhookReceiver;

    const workerEnv = (): NodeJS.ProcessEnv => ({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      QUEUE_URL: queueUrl,
      EXT_TRANSLATE_PROVIDERS: PROVIDER_MODULE,
      EXT_TRANSLATE_APP_SECRET: APP_SECRET,
      EXT_TRANSLATE_VAR_DIR: directory,
      EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE: 'true',
      EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS: '500',
      LOG_LEVEL: 'warn',
    });

    beforeAll(async () => {
      host = await startTranslateHost(testConfig(databaseUrl, { queueUrl, appSecret: APP_SECRET }));
      receiver = await new WebhookReceiver().start();
    });
    afterAll(async () => {
      await killWorkerProcesses(workers);
      await receiver?.close();
      await host?.close();
      await dropPostgresSchema(schema);
      if (transport.name === 'bullmq') await deleteRedisPrefix(prefix);
      rmSync(directory, { recursive: true, force: true });
    });

    it('delivers the job.completed of a job whose worker was killed right after committing it', async () => {
      onTestFailed(() => {
        for (const worker of workers) console.error(`--- worker (pid ${String(worker.child.pid)}) output:\n${worker.output()}`);
      });
      const current = host as Host;
      const db = current.database.db as unknown as TranslateDb;
      const { id: webhookId } = await current.repository.create(getEntity('ext_translate_webhook'), { url: `${receiver.url}/hook`, events: ['job.completed'], secret: WEBHOOK_SECRET });
      const productIds: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const id = newId();
        productIds.push(id);
        await current.database.db.insertInto('product').values({ id, productNumber: `WH-${prefix}-${index}`, stock: 1, createdAt: nowIso() }).execute();
        await current.database.db.insertInto('product_translation').values({ productId: id, languageId: SYSTEM_LANGUAGE_ID, name: `Kill lamp ${index}`, createdAt: nowIso() }).execute();
      }
      // Every request hangs while the first worker lives: it cannot complete a delivery.
      receiver.answers = Array.from({ length: 50 }, () => 'hang' as const);
      const first = await startWorkerProcess('A', workerEnv(), workers);
      const deps = jobDependencies(current, await createProviderRegistry(current, { logger: current.logger, env: { EXT_TRANSLATE_PROVIDERS: PROVIDER_MODULE } }));
      const config = normaliseJobConfig({
        config: { entities: [{ name: 'product', ids: productIds }], sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'counting', options: { mode: 'all' } },
      });
      const jobId = await createJob(deps, config, null);

      const deadline = Date.now() + 60_000;
      for (;;) {
        const job = await db.selectFrom('ext_translate_job').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
        if (job.status === 'completed') break;
        if (Date.now() > deadline) throw new Error(`the job did not complete: ${job.status}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      first.child.kill('SIGKILL');
      await first.exited;

      // The event was committed with the job, and nothing has delivered it.
      const atKill = await db.selectFrom('ext_translate_webhook_delivery').selectAll().where('webhookId', '=', webhookId).execute();
      expect(atKill).toHaveLength(1);
      expect(atKill[0]).toMatchObject({ event: 'job.completed', status: 'pending', attempts: 0 });

      receiver.answers = [];
      await startWorkerProcess('B', workerEnv(), workers);
      const deliveredBy = Date.now() + 120_000;
      for (;;) {
        const row = await db.selectFrom('ext_translate_webhook_delivery').select(['status', 'attempts']).where('id', '=', atKill[0]!.id).executeTakeFirstOrThrow();
        if (row.status === 'delivered') break;
        if (Date.now() > deliveredBy) throw new Error(`the delivery was not made: ${JSON.stringify(row)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const answered = receiver.received.filter((request) => request.body.id === atKill[0]!.id);
      expect(answered.length).toBeGreaterThanOrEqual(1);
      const last = answered.at(-1)!;
      expect(last.body).toMatchObject({ event: 'job.completed', data: { jobId, status: 'completed', translated: 3 } });
      expect(verifyWebhookSignature(WEBHOOK_SECRET, last.rawBody, last.headers['x-ext-translate-signature'] as string)).toBe(true);
    }, 240_000);
  });
}
