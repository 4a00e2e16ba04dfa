/**
 * An import writes in its request; only its revert travels through the queue (the RevertJobMessage).
 * That revert on each queue transport, on the database of TEST_DATABASE.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { ACTION, startTestWorker, waitForJob } from '../../support/jobs.js';
import { deleteRedisPrefix, queueTransports } from '../../support/redis.js';

const transports = await queueTransports();

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`an import reverted on ${dialect} with the ${transport.name} queue`, () => {
    let h: Harness;
    let prefix: string | null = null;

    beforeAll(async () => {
      const queue = transport.queue();
      prefix = queue.prefix;
      h = await createHarness({ queueUrl: queue.url });
      await startTestWorker(h);
    });
    afterAll(async () => {
      await h?.close();
      if (prefix) await deleteRedisPrefix(prefix);
    });

    it('exports, imports the filled file and reverts the import job', async () => {
      const created = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `P-${randomBytes(5).toString('hex')}`, name: 'Oak shelf' } });
      const id = created.json().data.id as string;
      const exported = await h.request('POST', `${ACTION}/exchange/export`, {
        body: { config: { entities: [{ name: 'product', scope: 'selection', ids: [id] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: '' }, format: 'xliff-1.2' },
      });
      const filled = exported.body.replace('<source>Oak shelf</source>', '<source>Oak shelf</source><target>Eichenregal</target>');
      const imported = await h.request('POST', `${ACTION}/exchange/import`, { body: filled, headers: { 'content-type': 'application/xliff+xml' } });
      expect(imported.json()).toMatchObject({ status: 'completed', written: 1 });
      const german = async () =>
        ((await h.request('GET', `/api/product/${id}`)).json().data.translations as { languageId: string; name: string | null }[]).find((row) => row.languageId === GERMAN_LANGUAGE_ID);
      expect((await german())?.name).toBe('Eichenregal');

      const revert = await h.request('POST', `${ACTION}/job/${imported.json().jobId}/revert`);
      expect(revert.json()).toEqual({ queued: true, items: 1 });
      await waitForJob(h, imported.json().jobId, (job) => job.revertedAt !== null);
      expect((await german())?.name ?? null).toBeNull();
    });
  });
}
