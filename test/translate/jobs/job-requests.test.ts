import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { newId } from '../../../src/host/db/ids.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { ACTION, createJob, readJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';

/**
 * The job requests (POST /job, cancel, retry, revert, POST /history/revert and POST
 * /history/reapply; docs/jobs.md): what POST /job stores and what it refuses, the status moves
 * of cancel, retry and revert, and the request checks of the history routes. No worker runs in the
 * first harness, so its jobs stay queued.
 */

const GERMAN = GERMAN_LANGUAGE_ID;
const HEX32 = /^[0-9a-f]{32}$/;

const MESSAGES = {
  missingConfig: 'Missing "config" object in the request body.',
  invalidId: 'Invalid job id.',
  notFound: 'Translation job not found.',
  retryNotCompleted: 'Only completed jobs can retry failed items.',
  revertBusy: 'The job is still queued or running and cannot be reverted yet.',
  revertNothing: 'The job has no revertible history rows.',
  missingIds: 'Missing "ids" array in the request body.',
  tooManyIds: 'A maximum of 200 ids can be processed per request.',
};

function dashedUpper(id: string): string {
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`.toUpperCase();
}

/** An Apertium modes directory with only the English/Spanish pairs, whatever is installed on the machine. */
function apertiumModes(): string {
  const directory = mkdtempSync(join(tmpdir(), 'ext-translate-apertium-modes-'));
  for (const pair of ['eng-spa', 'spa-eng']) writeFileSync(join(directory, `${pair}.mode`), '');
  return directory;
}

async function saveSettings(h: Harness, values: Record<string, unknown>): Promise<void> {
  const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [`ExtTranslate.config.${key}`, value]));
  const response = await h.request('POST', '/api/_action/system-config', { body });
  expect(response.statusCode, response.body).toBe(204);
}

async function jobCount(h: Harness): Promise<number> {
  const row = await h.host.database.db
    .selectFrom('ext_translate_job')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function setStatus(h: Harness, jobId: string, status: string): Promise<void> {
  await h.host.database.db.updateTable('ext_translate_job').set({ status }).where('id', '=', jobId).execute();
}

describe('job requests without a worker', () => {
  let h: Harness;
  let spanish: string;
  let viewer: string;
  let editor: string;
  const offline = new ScriptedProvider('offline');
  const valid = () => ({ entities: ['product'], targetLanguageIds: [GERMAN], providerId: 'scripted' });

  beforeAll(async () => {
    h = await createHarness({}, { providers: { env: { EXT_TRANSLATE_APERTIUM_MODES_DIR: apertiumModes() } } });
    h.app.providers.register(new ScriptedProvider('scripted'));
    h.app.providers.register(new ScriptedProvider('scripted_two'));
    offline.configured = false;
    h.app.providers.register(offline);
    spanish = (await h.request('POST', '/api/language?_response=detail', { body: { name: 'Español', localeCode: 'es-ES' } })).json().data.id;
    viewer = await h.tokenWithPrivileges(['ext_translate.viewer']);
    editor = await h.tokenWithPrivileges(['ext_translate.editor']);
  });
  afterAll(async () => h?.close());

  describe('POST /job', () => {
    it('answers {jobId} and stores a queued job with the normalised config (unknown keys kept)', async () => {
      const response = await h.request('POST', `${ACTION}/job`, {
        body: {
          config: {
            entities: ['product', { name: 'category', scope: 'missing', priority: 3 }, { name: 'snippet', scope: 'odd' }],
            sourceLanguageId: ' ',
            targetLanguageIds: [dashedUpper(GERMAN), '', spanish, GERMAN],
            providerId: ' scripted ',
            options: { mode: 'all', tone: 'loud', customPrompt: '  Keep it short.  ', glossary: 'no', serviceTier: 'quality', fields: { product: ['name', 3] }, extra: { a: 1 } },
            note: 'kept',
          },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(Object.keys(body)).toEqual(['jobId']);
      expect(body.jobId).toMatch(HEX32);

      const job = (await h.request('GET', `/api/ext-translate-job/${body.jobId}`)).json().data;
      expect(job).toMatchObject({
        id: body.jobId,
        status: 'queued',
        providerId: 'scripted',
        sourceLanguageId: null,
        targetLanguageIds: [GERMAN, spanish],
        total: 0,
        processed: 0,
        failed: 0,
        revertedAt: null,
      });
      expect(job.config).toEqual({
        entities: [
          { name: 'product', scope: 'all', ids: null },
          { name: 'category', scope: 'missing', ids: null, priority: 3 },
          { name: 'snippet', scope: 'all', ids: null },
        ],
        sourceLanguageId: null,
        targetLanguageIds: [GERMAN, spanish],
        providerId: 'scripted',
        options: {
          mode: 'all',
          refreshOutdated: true,
          protectManualEdits: true,
          publish: 'immediately',
          skipUnchanged: true,
          fields: { product: ['name'] },
          includeCustomFields: true,
          tone: 'default',
          customPrompt: 'Keep it short.',
          glossary: false,
          seoTruncate: true,
          serviceTier: 'quality',
          extra: { a: 1 },
        },
        note: 'kept',
      });
    });

    it('stores the provider the routing resolves when no providerId is given (none when targets differ)', async () => {
      await saveSettings(h, { defaultProvider: 'scripted_two' });
      try {
        const routed = await createJob(h, { entities: ['product'], targetLanguageIds: [GERMAN, spanish] });
        expect(await readJob(h, routed)).toMatchObject({ status: 'queued', providerId: 'scripted_two' } as object);
        await saveSettings(h, { languageProviderMap: { [spanish]: 'scripted' } });
        const mixed = await createJob(h, { entities: ['product'], targetLanguageIds: [GERMAN, spanish] });
        expect(await readJob(h, mixed)).toMatchObject({ status: 'queued', providerId: null } as object);
      } finally {
        await saveSettings(h, { defaultProvider: null, languageProviderMap: null });
      }
    });

    it('refuses a config that cannot run, with the message, and stores nothing', async () => {
      const absent = newId();
      const cases: [Record<string, unknown>, string][] = [
        [{ ...valid(), entities: [] }, 'The config names no entity to translate.'],
        [{ targetLanguageIds: [GERMAN], providerId: 'scripted' }, 'The config names no entity to translate.'],
        [{ ...valid(), targetLanguageIds: [] }, 'The config names no target language.'],
        [{ ...valid(), targetLanguageIds: ['', '  ', 7] }, 'The config names no target language.'],
        [{ ...valid(), entities: ['product', 'no_such_entity'] }, 'The entity "no_such_entity" cannot be translated.'],
        [{ ...valid(), entities: ['language'] }, 'The entity "language" cannot be translated.'],
        [{ ...valid(), targetLanguageIds: [GERMAN, absent] }, `The target language "${absent}" does not exist.`],
        [{ ...valid(), providerId: 'nope' }, 'Unknown translation provider "nope".'],
        [{ ...valid(), providerId: 'p'.repeat(40) }, `Unknown translation provider "${'p'.repeat(40)}".`],
        [{ ...valid(), providerId: 'mt_primary' }, 'The translation provider "DeepL" (mt_primary) is not configured.'],
        [{ ...valid(), providerId: '' }, 'The translation provider "DeepL" (mt_primary) is not configured.'],
        [{ ...valid(), providerId: 'offline' }, 'The translation provider "Scripted test provider" (offline) is not configured.'],
        [{ ...valid(), providerId: 'apertium' }, 'The Apertium language pair eng-deu is not installed.'],
        [{ ...valid(), providerId: 'apertium', targetLanguageIds: [spanish, GERMAN] }, 'The Apertium language pair eng-deu is not installed.'],
        // Invalid configs: the normalisation's messages.
        [{ ...valid(), entities: 'product' }, 'The "entities" of the config must be a list.'],
        [{ ...valid(), entities: [{ name: 'product', scope: 'selection', ids: ['x'] }] }, 'Invalid id "x" in the selection of entity "product".'],
        [{ ...valid(), targetLanguageIds: ['de-DE'] }, 'Invalid target language id "de-DE".'],
      ];
      const before = await jobCount(h);
      for (const [config, message] of cases) {
        const response = await h.request('POST', `${ACTION}/job`, { body: { config } });
        expect(response.statusCode, message).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      expect(await jobCount(h)).toBe(before);
    });

    it('refuses a missing or non-object config', async () => {
      const before = await jobCount(h);
      const none = await h.request('POST', `${ACTION}/job`);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ message: MESSAGES.missingConfig });
      for (const body of [{}, { config: null }, [], { Config: valid() }]) {
        const response = await h.request('POST', `${ACTION}/job`, { body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ message: MESSAGES.missingConfig });
      }
      for (const config of ['product', 1, true, [valid()]]) {
        const response = await h.request('POST', `${ACTION}/job`, { body: { config } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'The "config" must be an object.' });
      }
      expect(await jobCount(h)).toBe(before);
    });

    it('accepts a config whose warnings do not block the run', async () => {
      await saveSettings(h, { mt_secondaryApiKey: 'test-key' });
      try {
        const english = (await h.request('POST', '/api/language?_response=detail', { body: { name: 'English (US)', localeCode: 'en-US' } })).json().data.id;
        const jobId = await createJob(h, { entities: ['product'], sourceLanguageId: GERMAN, targetLanguageIds: [english], providerId: 'mt_secondary' });
        const job = await readJob(h, jobId);
        expect(job).toMatchObject({ status: 'queued', providerId: 'mt_secondary' } as object);
        expect(job.message).toBe('Google Cloud Translation translates into generic English: en-US is sent as "en" and regional spelling is not kept.');
      } finally {
        await saveSettings(h, { mt_secondaryApiKey: null });
      }
    });

    it('needs ext_translate.editor', async () => {
      expect((await h.request('POST', `${ACTION}/job`, { token: viewer, body: { config: valid() } })).statusCode).toBe(403);
      const response = await h.request('POST', `${ACTION}/job`, { token: editor, body: { config: valid() } });
      expect(response.statusCode).toBe(200);
      expect(response.json().jobId).toMatch(HEX32);
    });
  });

  describe('POST /job/{jobId}/cancel', () => {
    it('400 for an id that is no UUID, 404 for an unknown job', async () => {
      for (const id of ['nope', 'x'.repeat(32), '1234', `${newId()}0`, `${newId().slice(0, 31)}g`]) {
        const response = await h.request('POST', `${ACTION}/job/${id}/cancel`);
        expect(response.statusCode, id).toBe(400);
        expect(response.json()).toEqual({ message: MESSAGES.invalidId });
      }
      const absent = newId();
      for (const id of [absent, dashedUpper(absent)]) {
        const response = await h.request('POST', `${ACTION}/job/${id}/cancel`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: MESSAGES.notFound });
      }
    });

    it('cancels a queued job and answers the status read again; a second cancel changes nothing', async () => {
      const jobId = await createJob(h, valid());
      const response = await h.request('POST', `${ACTION}/job/${jobId}/cancel`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'cancelled' });
      expect((await readJob(h, jobId)).status).toBe('cancelled');
      const again = await h.request('POST', `${ACTION}/job/${jobId}/cancel`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ status: 'cancelled' });
    });

    it('takes the id upper-case and dashed', async () => {
      const jobId = await createJob(h, valid());
      for (const id of [dashedUpper(jobId), jobId.toUpperCase()]) {
        const response = await h.request('POST', `${ACTION}/job/${id}/cancel`);
        expect(response.statusCode, id).toBe(200);
        expect(response.json()).toEqual({ status: 'cancelled' });
      }
    });

    it('cancels a running job; leaves any other status unchanged', async () => {
      const running = await createJob(h, valid());
      await setStatus(h, running, 'running');
      expect((await h.request('POST', `${ACTION}/job/${running}/cancel`)).json()).toEqual({ status: 'cancelled' });
      for (const status of ['completed', 'completed_with_errors']) {
        const jobId = await createJob(h, valid());
        await setStatus(h, jobId, status);
        const response = await h.request('POST', `${ACTION}/job/${jobId}/cancel`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status });
        expect((await readJob(h, jobId)).status).toBe(status);
      }
    });
  });

  describe('POST /job/{jobId}/retry', () => {
    it('400 unless the job is completed or completed_with_errors', async () => {
      const queued = await createJob(h, valid());
      const cancelled = await createJob(h, valid());
      expect((await h.request('POST', `${ACTION}/job/${cancelled}/cancel`)).json()).toEqual({ status: 'cancelled' });
      const running = await createJob(h, valid());
      await setStatus(h, running, 'running');
      for (const jobId of [queued, cancelled, running, dashedUpper(queued)]) {
        const response = await h.request('POST', `${ACTION}/job/${jobId}/retry`);
        expect(response.statusCode, jobId).toBe(400);
        expect(response.json()).toEqual({ message: MESSAGES.retryNotCompleted });
      }
      expect((await readJob(h, queued)).status).toBe('queued');
      expect((await readJob(h, cancelled)).status).toBe('cancelled');
    });

    it('400 for an invalid id, 404 for an unknown job', async () => {
      const invalid = await h.request('POST', `${ACTION}/job/nope/retry`);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: MESSAGES.invalidId });
      const unknown = await h.request('POST', `${ACTION}/job/${newId()}/retry`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: MESSAGES.notFound });
    });
  });

  describe('POST /job/{jobId}/revert', () => {
    it('400 for an invalid id, 404 for an unknown job', async () => {
      for (const id of ['nope', 'x'.repeat(32)]) {
        const response = await h.request('POST', `${ACTION}/job/${id}/revert`);
        expect(response.statusCode, id).toBe(400);
        expect(response.json()).toEqual({ message: MESSAGES.invalidId });
      }
      const unknown = await h.request('POST', `${ACTION}/job/${dashedUpper(newId())}/revert`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: MESSAGES.notFound });
    });

    it('400 while the job is queued or running', async () => {
      const queued = await createJob(h, valid());
      const running = await createJob(h, valid());
      await setStatus(h, running, 'running');
      for (const jobId of [queued, running]) {
        const response = await h.request('POST', `${ACTION}/job/${jobId}/revert`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: MESSAGES.revertBusy });
      }
    });

    it('400 for a cancelled job that wrote nothing', async () => {
      const jobId = await createJob(h, valid());
      await h.request('POST', `${ACTION}/job/${jobId}/cancel`);
      const response = await h.request('POST', `${ACTION}/job/${jobId}/revert`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.revertNothing });
    });
  });

  describe('job routes need ext_translate.editor', () => {
    it('403 for a viewer on cancel, retry and revert; an editor gets the route answer', async () => {
      const jobId = await createJob(h, valid());
      for (const action of ['cancel', 'retry', 'revert']) {
        expect((await h.request('POST', `${ACTION}/job/${jobId}/${action}`, { token: viewer })).statusCode, action).toBe(403);
      }
      expect((await h.request('POST', `${ACTION}/job/${jobId}/retry`, { token: editor })).json()).toEqual({ message: MESSAGES.retryNotCompleted });
      expect((await h.request('POST', `${ACTION}/job/${jobId}/revert`, { token: editor })).json()).toEqual({ message: MESSAGES.revertBusy });
      expect((await h.request('POST', `${ACTION}/job/${jobId}/cancel`, { token: editor })).json()).toEqual({ status: 'cancelled' });
    });
  });

  describe('POST /history/revert and /history/reapply', () => {
    for (const direction of ['revert', 'reapply'] as const) {
      const url = `${ACTION}/history/${direction}`;

      it(`${direction}: 400 without an "ids" array`, async () => {
        const none = await h.request('POST', url);
        expect(none.statusCode).toBe(400);
        expect(none.json()).toEqual({ message: MESSAGES.missingIds });
        for (const body of [{}, { ids: null }, { ids: 'abc' }, { ids: { 0: newId() } }, { ids: 3 }, { id: [newId()] }, []]) {
          const response = await h.request('POST', url, { body });
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
          expect(response.json()).toEqual({ message: MESSAGES.missingIds });
        }
      });

      it(`${direction}: at most 200 ids`, async () => {
        const ids = Array.from({ length: 201 }, () => newId());
        const response = await h.request('POST', url, { body: { ids } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: MESSAGES.tooManyIds });
      });

      it(`${direction}: 200 unknown ids are each skipped as not_found`, async () => {
        const ids = Array.from({ length: 200 }, () => newId());
        const response = await h.request('POST', url, { body: { ids } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ done: 0, skipped: ids.map((id) => ({ id, reason: 'not_found' })) });
        const empty = await h.request('POST', url, { body: { ids: [] } });
        expect(empty.statusCode).toBe(200);
        expect(empty.json()).toEqual({ done: 0, skipped: [] });
      });

      it(`${direction}: needs ext_translate.editor`, async () => {
        expect((await h.request('POST', url, { token: viewer, body: { ids: [newId()] } })).statusCode).toBe(403);
        expect((await h.request('POST', url, { token: viewer })).statusCode).toBe(403);
        const id = newId();
        const response = await h.request('POST', url, { token: editor, body: { ids: [id] } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ done: 0, skipped: [{ id, reason: 'not_found' }] });
      });
    }
  });
});

describe('job requests with a worker', () => {
  let h: Harness;
  const provider = new ScriptedProvider('scripted');
  let productId: string;

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
    await startTestWorker(h);
    const created = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: 'REV-1', name: 'Oak table', metaTitle: 'Oak table | Shop' } });
    expect(created.statusCode, created.body).toBe(200);
    productId = created.json().data.id;
  });
  afterAll(async () => h?.close());

  it('a job that selects nothing completes with total 0: no revert (400), nothing to retry, cancel leaves it', async () => {
    const jobId = await createJob(h, { entities: [{ name: 'product', ids: [newId()] }], targetLanguageIds: [GERMAN], providerId: 'scripted' });
    const job = await waitForJob(h, jobId);
    expect(job).toMatchObject({ status: 'completed', total: 0, processed: 0 } as object);

    const revert = await h.request('POST', `${ACTION}/job/${jobId}/revert`);
    expect(revert.statusCode).toBe(400);
    expect(revert.json()).toEqual({ message: MESSAGES.revertNothing });

    const retry = await h.request('POST', `${ACTION}/job/${dashedUpper(jobId)}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ retried: 0 });
    expect((await readJob(h, jobId)).status).toBe('completed');

    const cancel = await h.request('POST', `${ACTION}/job/${jobId}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ status: 'completed' });
  });

  it('a job that wrote fields can be reverted once; then it has no revertible rows left', async () => {
    const jobId = await createJob(h, { entities: [{ name: 'product', ids: [productId] }], targetLanguageIds: [GERMAN], providerId: 'scripted' });
    expect(await waitForJob(h, jobId)).toMatchObject({ status: 'completed', total: 1, translated: 1 } as object);

    const revert = await h.request('POST', `${ACTION}/job/${jobId}/revert`);
    expect(revert.statusCode, revert.body).toBe(200);
    expect(revert.json()).toEqual({ queued: true, items: 2 });
    const reverted = await waitForJob(h, jobId, (job) => job.revertedAt !== null);
    expect(reverted.status).toBe('completed');

    const again = await h.request('POST', `${ACTION}/job/${jobId}/revert`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.revertNothing });
  });
});
