import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { newId } from '../../../src/host/db/ids.js';
import { columnCount, inStatementChunks } from '../../../src/host/db/statement-chunks.js';
import { JOB_CONFIG_LIMITS } from '../../../src/translate/model/job-config.js';
import { COMPLETE_ERRORS } from '../../../src/translate/use-cases/job-errors.js';
import { ProviderException } from '../../../src/translate/providers/contract.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { ACTION, createJob, readJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';
import { deleteRedisPrefix, queueTransports } from '../../support/redis.js';

/**
 * Errors a merchant can act on (docs/jobs.md, "Errors"): GET /job/{id}/errors groups the open errors by
 * message and names the records; a retry resolves the rows of what it runs again (kept, not counted) and
 * a job it leaves without failures ends `completed`; POST /job/{id}/complete starts a job for the partly
 * translated records (scope selection, mode missing). On the current TEST_DATABASE with each queue transport.
 */
const KEY_MESSAGE = 'Scripted test provider rejected the API key (HTTP 403). Check the key in the provider settings.';
const REFUSED_MESSAGE = 'The text was refused.';
const transports = await queueTransports();

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`job errors on ${dialect} with the ${transport.name} queue`, () => {
    let h: Harness;
    let prefix: string | null = null;
    const provider = new ScriptedProvider('scripted', { maxBatchSize: 50, maxChunkBytes: 80_000 });

    beforeAll(async () => {
      const queue = transport.queue();
      prefix = queue.prefix;
      h = await createHarness({ queueUrl: queue.url });
      h.app.providers.register(provider);
      await h.host.settings.write({ 'ExtTranslate.config.translationMemory': false });
      await startTestWorker(h);
    });
    afterAll(async () => {
      await h?.close();
      if (prefix) await deleteRedisPrefix(prefix);
    });
    beforeEach(() => {
      provider.behaviour = null;
    });

    async function product(name: string, extra: Record<string, unknown> = {}): Promise<string> {
      const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `E-${randomBytes(5).toString('hex')}`, name, ...extra } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as string;
    }

    const config = (ids: string[], options: Record<string, unknown> = { mode: 'all' }) => ({
      entities: [{ name: 'product', scope: 'selection', ids }],
      targetLanguageIds: [GERMAN_LANGUAGE_ID],
      providerId: 'scripted',
      options,
    });

    it('groups a rejected key into one row that names its records and points to the settings', async () => {
      const names = ['Oak chair', 'Pine table', 'Birch shelf'];
      const ids = await Promise.all(names.map((name) => product(name)));
      provider.behaviour = () => {
        throw new ProviderException(KEY_MESSAGE, { retryable: false, globalFailure: true, bisectable: false, code: 403 });
      };
      const jobId = await createJob(h, config(ids));
      expect(await waitForJob(h, jobId)).toMatchObject({ status: 'completed_with_errors', failed: 3 });

      const response = await h.request('GET', `${ACTION}/job/${jobId}/errors`);
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json() as { groups: { message: string; code: number; records: number; fields: number; action: string | null; examples: { entityLabel: string; name: string; recordId: string }[] }[]; partlyTranslated: number };
      expect(report.partlyTranslated).toBe(0);
      expect(report.groups).toHaveLength(1);
      const [group] = report.groups;
      expect(group).toMatchObject({ message: KEY_MESSAGE, code: 403, records: 3, action: 'settings' });
      expect(group?.fields).toBeGreaterThanOrEqual(3);
      expect(group?.examples.map((example) => example.name).sort()).toEqual([...names].sort());
      expect(new Set(group?.examples.map((example) => example.entityLabel))).toEqual(new Set(['Products']));

      // An unknown job, and a bad id, answer in the action base's shape.
      expect((await h.request('GET', `${ACTION}/job/${'0'.repeat(32)}/errors`)).json()).toEqual({ message: 'Translation job not found.' });
      expect((await h.request('GET', `${ACTION}/job/nope/errors`)).json()).toEqual({ message: 'Invalid job id.' });

      // The key is fixed: the retry resolves the rows it ran again, and with nothing failed the job is completed.
      provider.behaviour = null;
      expect((await h.request('POST', `${ACTION}/job/${jobId}/retry`)).json()).toEqual({ retried: 3 });
      expect(await waitForJob(h, jobId)).toMatchObject({ status: 'completed', translated: 3, failed: 0 });
      const rows = await h.request('POST', '/api/search/ext-translate-job-error', { body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }], limit: 100 } });
      const kept = rows.json().data as { resolvedAt: string | null }[];
      expect(kept.length).toBeGreaterThanOrEqual(3);
      expect(kept.filter((row) => row.resolvedAt === null)).toEqual([]);
      expect((await h.request('GET', `${ACTION}/job/${jobId}/errors`)).json()).toEqual({ groups: [], translatedBy: [{ providerId: 'scripted', fields: 3, fallback: false }], partlyTranslated: 0 });
    });

    it('counts the partly translated records the retry leaves out and completes them in a new job with mode missing', async () => {
      const partly = await product('Walnut desk', { metaTitle: 'Refuse this title' });
      const whole = await product('Refuse this name');
      provider.behaviour = (request) => {
        if (request.texts.some((text) => text.startsWith('Refuse'))) throw new ProviderException(REFUSED_MESSAGE, { retryable: false, globalFailure: false, bisectable: true, code: 400 });
        return undefined;
      };
      const jobId = await createJob(h, config([partly, whole]));
      expect(await waitForJob(h, jobId)).toMatchObject({ status: 'completed_with_errors', translated: 1, failed: 1 });
      const report = (await h.request('GET', `${ACTION}/job/${jobId}/errors`)).json() as { groups: { message: string; records: number; action: string | null }[]; partlyTranslated: number };
      expect(report.partlyTranslated).toBe(1);
      expect(report.groups).toEqual([expect.objectContaining({ message: REFUSED_MESSAGE, records: 2, action: null })]);

      // The finished job's partly translated record goes to a new job that writes only its empty fields.
      provider.behaviour = null;
      const started = await h.request('POST', `${ACTION}/job/${jobId}/complete`);
      expect(started.statusCode, started.body).toBe(200);
      const { jobId: completing, records } = started.json() as { jobId: string; records: number };
      expect(records).toBe(1);
      const stored = await readJob(h, completing);
      expect((stored as unknown as { config: { entities: unknown; options: { mode: string } } }).config).toMatchObject({
        entities: [{ name: 'product', scope: 'selection', ids: [partly] }],
        options: { mode: 'missing' },
      });
      expect(await waitForJob(h, completing)).toMatchObject({ status: 'completed', translated: 1, failed: 0 });
      const german = await h.request('GET', `/api/product/${partly}`);
      const translation = (german.json().data.translations as { languageId: string; metaTitle: string | null; name: string | null }[]).find((row) => row.languageId === GERMAN_LANGUAGE_ID);
      expect(translation).toMatchObject({ name: ScriptedProvider.translateText('Walnut desk', 'de-DE'), metaTitle: ScriptedProvider.translateText('Refuse this title', 'de-DE') });

      const none = await createJob(h, config([await product('Maple stool')]));
      await waitForJob(h, none);
      const refused = await h.request('POST', `${ACTION}/job/${none}/complete`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: COMPLETE_ERRORS.nothingPartly });
    });

    it('completes more partly translated records than a selection holds in several jobs, each within the limit', async () => {
      // A finished job, then (written directly, as a large run would leave them) 10,001 partly translated
      // products and one partly translated category: a written field and an open error each.
      const jobId = await createJob(h, config([await product('Cedar bowl')]));
      await waitForJob(h, jobId);
      const db = h.host.database.db;
      const stamp = new Date().toISOString();
      const limit = JOB_CONFIG_LIMITS.idsPerEntity;
      const productIds = Array.from({ length: limit + 1 }, () => newId());
      const categoryId = newId();
      const records = [...productIds.map((recordId) => ({ entity: 'product', recordId })), { entity: 'category', recordId: categoryId }];
      const history = records.map(({ entity, recordId }) => ({
        id: newId(), jobId, entity, recordId, languageId: GERMAN_LANGUAGE_ID, field: 'name', previousValue: null, newValue: 'Name', sourceHash: null, state: 'applied' as const, createdAt: stamp,
      }));
      const errors = records.map(({ entity, recordId }) => ({
        id: newId(), jobId, entity, recordId, languageId: GERMAN_LANGUAGE_ID, field: 'description', message: REFUSED_MESSAGE, code: 400, createdAt: stamp,
      }));
      for (const part of inStatementChunks(history, columnCount(history))) await db.insertInto('ext_translate_history').values(part).execute();
      for (const part of inStatementChunks(errors, columnCount(errors))) await db.insertInto('ext_translate_job_error').values(part).execute();

      const started = await h.request('POST', `${ACTION}/job/${jobId}/complete`);
      expect(started.statusCode, started.body).toBe(200);
      const answer = started.json() as { jobId: string; jobIds: string[]; records: number };
      expect(answer.records).toBe(limit + 2);
      expect(answer.jobIds).toHaveLength(2);
      expect(answer.jobId).toBe(answer.jobIds[0]);
      const configs = await Promise.all(answer.jobIds.map(async (id) => (await readJob(h, id)) as unknown as { config: { entities: { name: string; scope: string; ids: string[] }[]; targetLanguageIds: string[]; options: { mode: string } } }));
      const sorted = [...productIds].sort();
      expect(configs.map(({ config: stored }) => stored.entities.map((entity) => [entity.name, entity.scope, entity.ids.length]))).toEqual([
        [['product', 'selection', limit], ['category', 'selection', 1]],
        [['product', 'selection', 1]],
      ]);
      expect(configs.flatMap(({ config: stored }) => stored.entities.filter((entity) => entity.name === 'product').flatMap((entity) => entity.ids))).toEqual(sorted);
      for (const { config: stored } of configs) expect(stored).toMatchObject({ targetLanguageIds: [GERMAN_LANGUAGE_ID], options: { mode: 'missing' } });
      // Each config is one the API takes as it is.
      for (const { config: stored } of configs) {
        const estimate = await h.request('POST', `${ACTION}/estimate`, { body: { config: stored } });
        expect(estimate.statusCode, estimate.body).toBe(200);
      }
      // Both run (the records do not exist: nothing to write).
      for (const id of answer.jobIds) expect(await waitForJob(h, id)).toMatchObject({ status: 'completed', failed: 0 });
    });
  });
}
