import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { nowIso } from '../../../src/host/db/database.js';
import { historyRow, insertHistoryRows } from '../../../src/translate/model/history-rows.js';
import { normaliseJobConfig, type PublishMode } from '../../../src/translate/model/job-config.js';
import { insertQueuedJob } from '../../../src/translate/model/job-store.js';
import { recordJobEvent } from '../../../src/translate/model/webhook-events.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { StatementRecorder } from '../../support/statement-recorder.js';

/**
 * The events a job records when it ends (webhook-events.ts, recordJobEvent): `review.pending` after the
 * job's own event when it kept fields as drafts, and no count of its history rows when its publish mode
 * keeps none (a 20,000-product job's last transaction read 80,000 rows for it).
 */
describe(`a finished job's events on ${dialect}`, () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
    const response = await h.request('POST', '/api/ext-translate-webhook', { body: { url: 'https://hooks.example.com/translate', events: ['job.completed', 'review.pending'], secret: 'a-webhook-secret-of-some-length' } });
    expect(response.statusCode, response.body).toBe(204);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A completed job of this publish mode with two history rows of each state given. */
  async function finishedJob(publish: PublishMode, states: ('applied' | 'draft')[]): Promise<string> {
    const config = normaliseJobConfig({ config: { entities: [{ name: 'product' }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted', options: { mode: 'all', publish } } });
    return h.host.database.db.transaction().execute(async (trx) => {
      const jobId = await insertQueuedJob(trx, { providerId: 'scripted', config, message: null, createdBy: null });
      await trx.updateTable('ext_translate_job').set({ status: 'completed', total: states.length, processed: states.length, translated: states.length, finishedAt: nowIso() }).where('id', '=', jobId).execute();
      const rows = states.map((state) =>
        historyRow({ entity: 'product', languageId: GERMAN_LANGUAGE_ID, jobId, recordId: randomUUID().replaceAll('-', ''), field: 'name' }, { field: 'name', previousValue: null, newValue: 'Lampe', sourceValue: 'Lamp', checks: [] }, nowIso(), state),
      );
      await insertHistoryRows(trx, rows);
      return jobId;
    });
  }

  /** Records the job's final event as the job store does, and answers the tables its statements read or wrote. */
  async function recordEvents(jobId: string): Promise<{ tables: string[]; events: string[] }> {
    const recorder = new StatementRecorder();
    await h.host.database.db.withPlugin(recorder).transaction().execute((trx) => recordJobEvent(trx, jobId));
    const db = h.host.database.db;
    const tables = recorder.nodes.flatMap((node) => [...db.getExecutor().compileQuery(node, { queryId: 'job-events' } as never).sql.matchAll(/(?:from|into) "(ext_translate_[a-z_]+)"/g)].map((match) => match[1] as string));
    const deliveries = await db.selectFrom('ext_translate_webhook_delivery').select(['event', 'payload']).where('payload', 'like', `%"jobId":"${jobId}"%`).orderBy('createdAt').orderBy('id').execute();
    return { tables, events: deliveries.map((row) => `${row.event} ${String((JSON.parse(row.payload) as { data: { drafts?: number } }).data.drafts ?? '')}`.trim()) };
  }

  it('counts the drafts of a job that keeps them for review, and reports them', async () => {
    const { tables, events } = await recordEvents(await finishedJob('review', ['draft', 'draft', 'applied']));
    expect(tables).toContain('ext_translate_history');
    expect(events).toEqual(['job.completed', 'review.pending 2']);
    // `checked` keeps flagged fields: a job of that mode is counted too, and without drafts reports none.
    const checked = await recordEvents(await finishedJob('checked', ['applied']));
    expect(checked.tables).toContain('ext_translate_history');
    expect(checked.events).toEqual(['job.completed']);
  });

  it('reads no history row for a job that publishes at once', async () => {
    const { tables, events } = await recordEvents(await finishedJob('immediately', ['applied', 'applied']));
    expect(tables).not.toContain('ext_translate_history');
    expect(events).toEqual(['job.completed']);
  });
});
