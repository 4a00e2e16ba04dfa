import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { seedDemoCatalogue } from '../../../src/host/content/demo.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';
import { ACTION, createJob, startTestWorker, waitForJob } from '../../support/jobs.js';

describe('job smoke', () => {
  let h: Harness;
  const provider = new ScriptedProvider();
  beforeAll(async () => {
    h = await createHarness();
    await seedDemoCatalogue(h.host.database.db);
    h.app.providers.register(provider);
    await startTestWorker(h);
  });
  afterAll(async () => h?.close());

  it('estimates and runs', async () => {
    const config = { entities: ['product', 'category', 'snippet'], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted', options: { mode: 'all' } };
    const estimate = await h.request('POST', `${ACTION}/estimate`, { body: { config } });
    console.log(estimate.body);
    const jobId = await createJob(h, config);
    const t0 = Date.now();
    const job = await waitForJob(h, jobId);
    console.log(Date.now() - t0, job, provider.requests.length);
    const errors = await h.request('POST', '/api/search/ext-translate-job-error', { body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }], limit: 5 } });
    console.log(errors.body.slice(0, 2000));
    expect(job.status).toBe('completed');
  }, 60_000);
});
