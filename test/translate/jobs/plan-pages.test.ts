/**
 * A plan that reads its selection in several pages (jobs.ts newTextVolumes: 1,000 records a page, the
 * next page asked for while one is worked through): every record lands in exactly one batch, in id
 * order, and a text shared across pages is sent once for the whole job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { createJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';

/** Three pages and a part: the last page is short, and a record sits on each page boundary. */
const TOTAL = 2_345;
/** Every product's name is shared with the product SHARED_EVERY records on, which sits on another page. */
const SHARED_EVERY = 1_200;
const id = (n: number) => `ab${String(n).padStart(30, '0')}`;
const name = (n: number) => `Plan item ${n % SHARED_EVERY}`;

describe(`a plan of several pages on ${dialect}`, () => {
  let h: Harness;
  const provider = new ScriptedProvider('scripted');

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
    const db = h.host.database.db;
    const now = new Date().toISOString();
    for (let start = 1; start <= TOTAL; start += 500) {
      const numbers = Array.from({ length: Math.min(500, TOTAL - start + 1) }, (_, index) => start + index);
      await db.insertInto('product').values(numbers.map((n) => ({ id: id(n), productNumber: `PLAN-${n}`, createdAt: now }))).execute();
      await db
        .insertInto('product_translation')
        .values(numbers.map((n) => ({ productId: id(n), languageId: SYSTEM_LANGUAGE_ID, name: name(n), createdAt: now })))
        .execute();
    }
    await startTestWorker(h);
  }, 120_000);
  afterAll(async () => h?.close());

  it('puts every record in one batch, in id order, and sends a text shared across pages once', async () => {
    const jobId = await createJob(h, { entities: [{ name: 'product', scope: 'all' }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted' });
    const job = await waitForJob(h, jobId, undefined, 90_000);
    expect(job).toMatchObject({ status: 'completed', total: TOTAL, translated: TOTAL, failed: 0 });

    const batches = await h.host.database.db.selectFrom('ext_translate_job_batch').select(['seq', 'recordIds']).where('jobId', '=', jobId).orderBy('seq').execute();
    const planned = batches.flatMap((batch) => JSON.parse(batch.recordIds) as string[]);
    expect(planned).toEqual(Array.from({ length: TOTAL }, (_, index) => id(index + 1)));

    // The memory takes each distinct name once for the whole job: 1,200 texts, not 2,345.
    const sent = provider.sentTexts();
    expect(sent).toHaveLength(SHARED_EVERY);
    expect(new Set(sent).size).toBe(SHARED_EVERY);
    const german = await h.host.database.db.selectFrom('product_translation').select(['productId', 'name']).where('languageId', '=', GERMAN_LANGUAGE_ID).execute();
    expect(german).toHaveLength(TOTAL);
    for (const row of german) expect(row.name).toBe(ScriptedProvider.translateText(name(Number(row.productId.slice(2))), 'de-DE'));
  }, 120_000);
});
