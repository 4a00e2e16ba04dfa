import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import type { Queue } from '../../../src/host/queue/queue.js';
import { createJob as createJobInService, planJob, relayStrandedJobs, STRANDED_AFTER_MS } from '../../../src/translate/use-cases/jobs.js';
import { MESSAGES } from '../../../src/translate/model/messages.js';
import { normaliseJobConfig } from '../../../src/translate/model/job-config.js';
import { ProviderException } from '../../../src/translate/providers/contract.js';
import { jobDependencies } from '../../../src/translate/manifest.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { ACTION, createJob, queueStandIn, readJob, startTestWorker, unreachableQueue, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';
import { deleteRedisPrefix, queueTransports, REDIS_URL, redisReachable } from '../../support/redis.js';

/**
 * The job lifecycle through the running server (docs/jobs.md, "Jobs"): create, progress,
 * cancel, retry, revert, history revert/reapply and the relay of a lost dispatch, on the current
 * TEST_DATABASE with each queue transport.
 */

const withRedis = await redisReachable();
if (!withRedis) console.warn(`Redis at ${REDIS_URL} is unreachable: the bullmq lifecycle tests are skipped.`);

const de = (text: string) => ScriptedProvider.translateText(text, 'de-DE');

const transports = await queueTransports();

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`job lifecycle on ${dialect} with the ${transport.name} queue`, () => {
    let h: Harness;
    let prefix: string | null = null;
    const provider = new ScriptedProvider('scripted');

    beforeAll(async () => {
      const queue = transport.queue();
      prefix = queue.prefix;
      h = await createHarness({ queueUrl: queue.url });
      h.app.providers.register(provider);
      // One record per message, so that a job has several batches.
      expect((await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.batchSize': 1 } })).statusCode).toBe(204);
      await startTestWorker(h);
    });
    afterAll(async () => {
      await h?.close();
      if (prefix) await deleteRedisPrefix(prefix);
    });
    beforeEach(() => {
      provider.behaviour = null;
      provider.requests.length = 0;
    });

    async function product(name: string, extra: Record<string, unknown> = {}): Promise<string> {
      const response = await h.request('POST', '/api/product?_response=detail', {
        body: { productNumber: `L-${randomBytes(5).toString('hex')}`, name, ...extra },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as string;
    }

    async function germanName(id: string): Promise<unknown> {
      const data = (await h.request('GET', `/api/product/${id}`)).json().data as { translations: { languageId: string; name: unknown }[] };
      return data.translations.find((row) => row.languageId === GERMAN_LANGUAGE_ID)?.name ?? null;
    }

    function config(ids: string[], options: Record<string, unknown> = { mode: 'all' }) {
      return { entities: [{ name: 'product', ids }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted', options };
    }

    async function historyIds(jobId: string): Promise<{ id: string; recordId: string; field: string; state: string }[]> {
      const response = await h.request('POST', '/api/search/ext-translate-history', {
        body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }], limit: 500 },
      });
      return response.json().data;
    }

    it('runs a job from queued to completed, progress readable through the entity API', async () => {
      const ids = [await product('Lamp one'), await product('Lamp two'), await product('Lamp three')];
      const jobId = await createJob(h, config(ids));
      expect(jobId).toMatch(/^[0-9a-f]{32}$/);
      const job = await waitForJob(h, jobId);
      expect(job).toMatchObject({ status: 'completed', total: 3, processed: 3, translated: 3, failed: 0 });
      for (const id of ids) expect(await germanName(id)).toMatch(/^\[de\] Lamp /);
      // Jobs are listed newest first.
      const list = await h.request('GET', '/api/ext-translate-job?limit=1');
      expect(list.json().data[0].id).toBe(jobId);
    });

    it('cancels a running job: the batch in flight and the ones after it write nothing', async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered: () => void = () => {};
      const inCall = new Promise<void>((resolve) => (entered = resolve));
      provider.behaviour = async () => {
        entered();
        await gate;
        return undefined;
      };
      const ids = [await product('Chair A'), await product('Chair B'), await product('Chair C'), await product('Chair D')];
      const jobId = await createJob(h, config(ids));
      await inCall;
      const cancelled = await h.request('POST', `${ACTION}/job/${jobId.toUpperCase()}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({ status: 'cancelled' });
      release();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const job = await readJob(h, jobId);
      expect(job.status).toBe('cancelled');
      for (const id of ids) expect(await germanName(id)).toBeNull();
      expect(await historyIds(jobId)).toEqual([]);
      // Cancelling again changes nothing; a dashed id works too.
      const dashed = `${jobId.slice(0, 8)}-${jobId.slice(8, 12)}-${jobId.slice(12, 16)}-${jobId.slice(16, 20)}-${jobId.slice(20)}`;
      expect((await h.request('POST', `${ACTION}/job/${dashed}/cancel`)).json()).toEqual({ status: 'cancelled' });
      // A finished job keeps its status.
      const done = await createJob(h, config([ids[0] as string]));
      provider.behaviour = null;
      await waitForJob(h, done);
      expect((await h.request('POST', `${ACTION}/job/${done}/cancel`)).json()).toEqual({ status: 'completed' });
    });

    it('retries the records that failed entirely; partly translated records keep their errors and their writes', async () => {
      const whole = await product('Fails whole');
      const partly = await product('Partly fine', { metaTitle: 'Fails title' });
      const fine = await product('All fine');
      provider.behaviour = (request) => {
        if (request.texts.some((text) => text.startsWith('Fails'))) throw new ProviderException('The text was refused.', false, null, 400, false, true);
        return undefined;
      };
      const jobId = await createJob(h, config([whole, partly, fine]));
      const failedJob = await waitForJob(h, jobId);
      expect(failedJob).toMatchObject({ status: 'completed_with_errors', total: 3, processed: 3, translated: 2, failed: 1 });
      expect(await germanName(partly)).toBe(de('Partly fine'));

      // While the provider still refuses, a retry fails the same record again.
      expect((await h.request('POST', `${ACTION}/job/${jobId}/retry`)).json()).toEqual({ retried: 1 });
      const retried = await waitForJob(h, jobId);
      // First retry ran with the failing provider: the whole-failure record failed again.
      expect(retried).toMatchObject({ status: 'completed_with_errors', processed: 3, failed: 1 });

      provider.behaviour = null;
      provider.requests.length = 0;
      const response = await h.request('POST', `${ACTION}/job/${jobId}/retry`);
      expect(response.json()).toEqual({ retried: 1 });
      const finished = await waitForJob(h, jobId);
      expect(finished).toMatchObject({ status: 'completed_with_errors', total: 3, processed: 3, translated: 3, failed: 0 });
      expect(await germanName(whole)).toBe(de('Fails whole'));
      // Only the record that failed entirely went to the provider again; the partly translated one did not.
      expect(provider.sentTexts()).toEqual(['Fails whole']);
      const errors = (
        await h.request('POST', '/api/search/ext-translate-job-error', { body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }], sort: [{ field: 'createdAt', order: 'ASC' }] } })
      ).json().data as { recordId: string; field: string | null; resolvedAt: string | null }[];
      // The rows the retries resolved are kept (resolvedAt set); the partly translated record's row stays open.
      expect(errors.filter((error) => error.resolvedAt === null).map((error) => [error.recordId, error.field])).toEqual([[partly, 'metaTitle']]);
      expect(errors.filter((error) => error.resolvedAt !== null).map((error) => error.recordId)).toEqual([whole, whole]);
      // Nothing left to retry.
      expect((await h.request('POST', `${ACTION}/job/${jobId}/retry`)).json()).toEqual({ retried: 0 });
    });

    it('reverts a job through a RevertJobMessage, skipping fields changed since, and reapplies through the history routes', async () => {
      const first = await product('Desk one', { metaTitle: 'Desk one title' });
      const second = await product('Desk two');
      const jobId = await createJob(h, config([first, second]));
      await waitForJob(h, jobId);
      // The merchant edits one written field afterwards.
      await h.request('PATCH', `/api/product/${second}`, { body: { translations: { 'de-DE': { name: 'Schreibtisch zwei' } } } });

      const response = await h.request('POST', `${ACTION}/job/${jobId}/revert`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ queued: true, items: 3 });
      const reverted = await waitForJob(h, jobId, (job) => job.revertedAt !== null);
      expect(reverted.status).toBe('completed');
      expect(await germanName(first)).toBeNull();
      expect(await germanName(second)).toBe('Schreibtisch zwei');
      const rows = await historyIds(jobId);
      const byRecord = (id: string, field: string) => rows.find((row) => row.recordId === id && row.field === field);
      expect(byRecord(first, 'name')?.state).toBe('reverted');
      expect(byRecord(first, 'metaTitle')?.state).toBe('reverted');
      expect(byRecord(second, 'name')?.state).toBe('applied');

      const reapply = await h.request('POST', `${ACTION}/history/reapply`, {
        body: { ids: [byRecord(first, 'name')?.id, byRecord(second, 'name')?.id, 'f'.repeat(32)] },
      });
      expect(reapply.statusCode).toBe(200);
      expect(reapply.json()).toEqual({
        done: 1,
        skipped: [
          { id: byRecord(second, 'name')?.id, reason: 'state_mismatch' },
          { id: 'f'.repeat(32), reason: 'not_found' },
        ],
      });
      expect(await germanName(first)).toBe(de('Desk one'));
      const revertChanged = await h.request('POST', `${ACTION}/history/revert`, { body: { ids: [byRecord(second, 'name')?.id] } });
      expect(revertChanged.json()).toEqual({ done: 0, skipped: [{ id: byRecord(second, 'name')?.id, reason: 'value_changed' }] });
      const revertAgain = await h.request('POST', `${ACTION}/history/revert`, { body: { ids: [byRecord(first, 'name')?.id] } });
      expect(revertAgain.json()).toEqual({ done: 1, skipped: [] });
      expect(await germanName(first)).toBeNull();
      // The record's only applied row left is the edited one: a revert request still covers it.
      expect((await h.request('POST', `${ACTION}/job/${jobId}/revert`)).json()).toEqual({ queued: true, items: 1 });
    });

    it('reverts snippets it created by removing them again', async () => {
      const db = h.host.database.db;
      const sourceSet = randomBytes(16).toString('hex');
      const targetSet = randomBytes(16).toString('hex');
      const existing = await db.selectFrom('snippet_set').select(['id', 'iso']).execute();
      const english = existing.find((set) => set.iso === 'en-GB')?.id ?? sourceSet;
      const german = existing.find((set) => set.iso === 'de-DE')?.id ?? targetSet;
      const now = new Date().toISOString();
      if (english === sourceSet) await db.insertInto('snippet_set').values({ id: sourceSet, name: 'English', iso: 'en-GB', createdAt: now }).execute();
      if (german === targetSet) await db.insertInto('snippet_set').values({ id: targetSet, name: 'German', iso: 'de-DE', createdAt: now }).execute();
      const key = `lifecycle.${randomBytes(4).toString('hex')}`;
      const snippetId = randomBytes(16).toString('hex');
      await db.insertInto('snippet').values({ id: snippetId, setId: english, translationKey: key, value: 'Add %count% items', createdAt: now }).execute();
      const jobId = await createJob(h, { entities: [{ name: 'snippet', scope: 'selection', ids: [snippetId] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted' });
      await waitForJob(h, jobId);
      const written = await db.selectFrom('snippet').select('value').where('setId', '=', german).where('translationKey', '=', key).executeTakeFirst();
      expect(written?.value).toBe(de('Add %count% items'));
      expect((await h.request('POST', `${ACTION}/job/${jobId}/revert`)).json()).toEqual({ queued: true, items: 1 });
      await waitForJob(h, jobId, (job) => job.revertedAt !== null);
      expect(await db.selectFrom('snippet').select('value').where('setId', '=', german).where('translationKey', '=', key).executeTakeFirst()).toBeUndefined();
    });

    it('relays a job whose dispatch failed: the request still answers with the id', async () => {
      const warnings: string[] = [];
      const deps = { ...jobDependencies(h.host, h.app.providers), logger: { warn: (_details: Record<string, unknown>, message: string) => warnings.push(message) } };
      const id = await product('Stranded stool');
      const jobId = await createJobInService({ ...deps, queue: unreachableQueue }, normaliseJobConfig({ config: config([id]) }), null);
      expect(warnings).toEqual(['queue dispatch failed; the scheduled relay will dispatch it']);
      expect((await readJob(h, jobId)).status).toBe('queued');
      // Not yet stranded: nothing is relayed. Once it has waited long enough, the relay dispatches it.
      expect(await relayStrandedJobs(deps, new Date())).toBe(0);
      expect(await relayStrandedJobs(deps, new Date(Date.now() + STRANDED_AFTER_MS + 1000))).toBe(1);
      expect((await waitForJob(h, jobId)).status).toBe('completed');
      expect(await germanName(id)).toBe(de('Stranded stool'));
    });

    it('relays each stranded message once, though the relayed start message plans its job at once', async () => {
      const sent: string[] = [];
      // A queue that plans a job the moment its start message is added (as a free worker may), and only
      // records the batch messages the plan dispatches.
      const planning: Queue = queueStandIn(async (message) => {
        sent.push(message.name);
        if (message.name === MESSAGES.startJob) await planJob({ ...jobDependencies(h.host, h.app.providers), queue: planning }, String(message.payload.jobId));
      }, 'not asked');
      const deps = { ...jobDependencies(h.host, h.app.providers), queue: planning };
      const id = await product('Stranded bench');
      const jobId = await createJobInService({ ...deps, queue: unreachableQueue, logger: { warn: () => undefined } }, normaliseJobConfig({ config: config([id]) }), null);
      // The relay sends the start message; the plan it sets off sends the new batch's message itself.
      expect(await relayStrandedJobs(deps, new Date(Date.now() + STRANDED_AFTER_MS + 1000))).toBe(1);
      expect(sent).toEqual([MESSAGES.startJob, MESSAGES.translateBatch]);
      // The batch's message went nowhere real: the real queue's relay dispatches it, and the job finishes.
      await relayStrandedJobs(jobDependencies(h.host, h.app.providers), new Date(Date.now() + STRANDED_AFTER_MS + 1000));
      expect((await waitForJob(h, jobId)).status).toBe('completed');
    });
  });
}
