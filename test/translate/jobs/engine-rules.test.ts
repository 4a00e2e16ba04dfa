import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { RetryLaterError } from '../../../src/host/queue/queue.js';
import { usagePeriod } from '../../../src/translate/engine/usage-accounting.js';
import { BATCH_FAILED_MESSAGE, failBatch, runBatch, TOO_LONG_MESSAGE } from '../../../src/translate/engine/run-batch.js';
import { GENERIC_FAILURE_MESSAGE, LENGTH_MISMATCH_MESSAGE, MIXED_CURRENCY_MESSAGE } from '../../../src/translate/engine/translate-chunks.js';
import { sourceHash } from '../../../src/translate/model/stored-values.js';
import { loadBatchToRun } from '../../../src/translate/model/job-store.js';
import { Cost, createProviderResult, ProviderException, type ProviderRequest } from '../../../src/translate/providers/contract.js';
import { jobDependencies } from '../../../src/translate/manifest.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { createJob, readJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { MeteredScriptedProvider, ScriptedProvider } from '../../support/scripted-provider.js';

const de = (text: string) => ScriptedProvider.translateText(text, 'de-DE');

describe('the translation engine', () => {
  let h: Harness;
  const provider = new ScriptedProvider('scripted', { maxBatchSize: 50, maxChunkBytes: 80_000 });

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
    // One call at a time, so that these rules show call by call (a global stop after exactly one call);
    // calls in flight together have tests of their own (translate-chunks.test.ts, back-pressure.test.ts).
    await startTestWorker(h, { env: { EXT_TRANSLATE_SCRIPTED_CONCURRENCY: '1' } });
    // Every text must reach the provider here; the translation memory has tests of its own.
    await h.host.settings.write({ 'ExtTranslate.config.translationMemory': false });
  });
  afterAll(async () => h?.close());
  beforeEach(() => {
    provider.behaviour = null;
    provider.requests.length = 0;
    provider.currency = 'USD';
  });

  async function product(fields: Record<string, unknown>, german?: Record<string, unknown>): Promise<string> {
    const body: Record<string, unknown> = { productNumber: `P-${randomBytes(5).toString('hex')}`, ...fields };
    if (german) body.translations = { 'de-DE': german };
    const response = await h.request('POST', '/api/product?_response=detail', { body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  async function germanOf(entity: string, id: string): Promise<Record<string, unknown> | undefined> {
    const response = await h.request('GET', `/api/${entity.replaceAll('_', '-')}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const translations = response.json().data.translations as { languageId: string }[];
    return translations.find((row) => row.languageId === GERMAN_LANGUAGE_ID) as Record<string, unknown> | undefined;
  }

  async function run(ids: string[], options: Record<string, unknown> = {}, entity = 'product'): Promise<Awaited<ReturnType<typeof waitForJob>>> {
    const jobId = await createJob(h, {
      entities: [{ name: entity, scope: 'selection', ids }],
      targetLanguageIds: [GERMAN_LANGUAGE_ID],
      providerId: 'scripted',
      options,
    });
    return waitForJob(h, jobId);
  }

  async function errorsOf(jobId: string): Promise<{ recordId: string; field: string | null; message: string }[]> {
    const response = await h.request('POST', '/api/search/ext-translate-job-error', {
      body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }], sort: [{ field: 'recordId', order: 'ASC' }], limit: 500 },
    });
    return response.json().data;
  }

  async function historyOf(recordId: string): Promise<{ field: string; state: string; previousValue: string | null; newValue: string | null; sourceHash: string; jobId: string }[]> {
    const response = await h.request('POST', '/api/search/ext-translate-history', {
      body: { filter: [{ type: 'equals', field: 'recordId', value: recordId }], sort: [{ field: 'createdAt', order: 'ASC' }], limit: 500 },
    });
    return response.json().data;
  }

  it('writes every field with its history row and counts the job', async () => {
    const id = await product({ name: 'Oak table', description: '<p>Solid <b>oak</b>.</p>', metaTitle: 'Oak table | Shop', customSearchKeywords: ['oak', 'table'] });
    const job = await run([id], { mode: 'all' });
    expect(job).toMatchObject({ status: 'completed', total: 1, processed: 1, translated: 1, skipped: 0, failed: 0 });
    const german = await germanOf('product', id);
    expect(german).toMatchObject({
      name: de('Oak table'),
      description: de('<p>Solid <b>oak</b>.</p>'),
      metaTitle: de('Oak table | Shop'),
      customSearchKeywords: [de('oak'), de('table')],
    });
    const history = await historyOf(id);
    expect(history.map((row) => row.field).sort()).toEqual(['customSearchKeywords', 'description', 'metaTitle', 'name']);
    const name = history.find((row) => row.field === 'name');
    expect(name).toMatchObject({ state: 'applied', previousValue: null, newValue: de('Oak table'), sourceHash: sourceHash('Oak table'), jobId: job.id });
    expect(history.find((row) => row.field === 'customSearchKeywords')?.newValue).toBe(JSON.stringify([de('oak'), de('table')]));
    // HTML and text travel in separate calls; the job's totals are what the provider reported.
    expect(provider.requests.map((request) => request.format).sort()).toEqual(['html', 'text']);
    const sent = provider.sentTexts();
    const characters = sent.reduce((sum, text) => sum + [...text].length, 0);
    expect(job.characters).toBe(characters);
    expect(job.inputTokens).toBe(sent.length * 3);
    expect(job.outputTokens).toBe(sent.length * 4);
    expect(job.costAmount).toBeCloseTo(characters * provider.costPerCharacter, 9);
    for (const request of provider.requests) {
      expect(request).toMatchObject({ sourceLocale: 'en-GB', targetLocale: 'de-DE', contentType: 'product', traceId: job.id, serviceTier: null, tone: null });
    }
  });

  it('skips unchanged sources, protects manual edits, and supersedes older history rows', async () => {
    const id = await product({ name: 'Walnut shelf', metaTitle: 'Walnut shelf' });
    await run([id], { mode: 'all' });
    provider.requests.length = 0;

    // Nothing changed: skip-unchanged leaves the record alone without a provider call.
    const again = await run([id], { mode: 'all' });
    expect(again).toMatchObject({ status: 'completed', translated: 0, skipped: 1 });
    expect(provider.requests).toHaveLength(0);

    // A new source text is translated again; the older history row of that field is superseded.
    expect((await h.request('PATCH', `/api/product/${id}`, { body: { name: 'Walnut wall shelf' } })).statusCode).toBe(204);
    const changed = await run([id], { mode: 'all' });
    expect(changed).toMatchObject({ translated: 1 });
    expect(provider.sentTexts()).toEqual(['Walnut wall shelf']);
    const names = (await historyOf(id)).filter((row) => row.field === 'name');
    expect(names.map((row) => row.state)).toEqual(['superseded', 'applied']);
    expect(names[1]?.previousValue).toBe(de('Walnut shelf'));

    // A merchant's own edit of the target is never overwritten while protection is on.
    await h.request('PATCH', `/api/product/${id}`, { body: { translations: { 'de-DE': { name: 'Nussbaum-Wandregal' } } } });
    await h.request('PATCH', `/api/product/${id}`, { body: { name: 'Walnut wall shelf, large' } });
    provider.requests.length = 0;
    const protectedRun = await run([id], { mode: 'all', skipUnchanged: false });
    expect((await germanOf('product', id))?.name).toBe('Nussbaum-Wandregal');
    expect(provider.sentTexts()).toEqual(['Walnut shelf']);
    expect(protectedRun.translated).toBe(1);

    const unprotected = await run([id], { mode: 'all', skipUnchanged: false, protectManualEdits: false });
    expect(unprotected.translated).toBe(1);
    expect((await germanOf('product', id))?.name).toBe(de('Walnut wall shelf, large'));
  });

  it('in mode missing fills only empty target fields; an existing target the service never wrote counts as a manual edit', async () => {
    const id = await product({ name: 'Linen cushion', metaTitle: 'Linen cushion', metaDescription: 'Soft linen' }, { name: 'Leinenkissen', metaTitle: '' });
    await run([id]);
    expect(await germanOf('product', id)).toMatchObject({ name: 'Leinenkissen', metaTitle: de('Linen cushion'), metaDescription: de('Soft linen') });
    expect(provider.sentTexts().sort()).toEqual(['Linen cushion', 'Soft linen']);
    provider.requests.length = 0;
    await run([id], { mode: 'all', skipUnchanged: false });
    // name: protected (never written by the service); the two written fields are rewritten.
    expect((await germanOf('product', id))?.name).toBe('Leinenkissen');
    expect(provider.sentTexts().sort()).toEqual(['Linen cushion', 'Soft linen']);
  });

  it('honours options.fields, includeCustomFields and the translatable custom-field registry', async () => {
    for (const field of [
      { name: 'care_hint', type: 'text', translatable: true },
      { name: 'teaser_html', type: 'html', translatable: true },
      { name: 'internal_code', type: 'text', translatable: false },
    ]) {
      expect((await h.request('POST', '/api/custom-field', { body: field })).statusCode).toBe(204);
    }
    const customFields = { care_hint: 'Wipe clean', teaser_html: '<em>New</em>', internal_code: 'X-1', weight: 12 };
    const id = await product({ name: 'Clay vase', metaTitle: 'Clay vase', customFields });
    await run([id], { mode: 'all', fields: { product: ['metaTitle'] } });
    expect(await germanOf('product', id)).toMatchObject({ metaTitle: de('Clay vase') });
    expect((await germanOf('product', id))?.name ?? null).toBeNull();

    await run([id], { mode: 'all', includeCustomFields: false });
    expect((await germanOf('product', id))?.customFields ?? null).toBeNull();
    expect(provider.sentTexts()).not.toContain('Wipe clean');

    provider.requests.length = 0;
    await run([id], { mode: 'all' });
    expect((await germanOf('product', id))?.customFields).toEqual({ care_hint: de('Wipe clean'), teaser_html: de('<em>New</em>') });
    expect(provider.requests.find((request) => request.texts.includes('<em>New</em>'))?.format).toBe('html');
    expect(provider.sentTexts()).not.toContain('X-1');
  });

  it('translates static content entries of a cms slot config and keeps everything else', async () => {
    const page = await h.request('POST', '/api/cms-page?_response=detail', { body: { name: 'Landing', type: 'landingpage' } });
    const config = {
      title: { source: 'static', value: 'Summer sale' },
      content: { source: 'static', value: '<p>All <b>linen</b> -20%</p>' },
      media: { source: 'static', value: 'a8f0e0c4' },
      text: { source: 'mapped', value: 'product.name' },
    };
    const slot = await h.request('POST', '/api/cms-slot?_response=detail', {
      body: { cmsPageId: page.json().data.id, slot: 'main', type: 'text', config },
    });
    expect(slot.statusCode, slot.body).toBe(200);
    const id = slot.json().data.id as string;
    await run([id], { mode: 'all' }, 'cms_slot');
    expect((await germanOf('cms_slot', id))?.config).toEqual({
      title: { source: 'static', value: de('Summer sale') },
      content: { source: 'static', value: de('<p>All <b>linen</b> -20%</p>') },
      media: { source: 'static', value: 'a8f0e0c4' },
      text: { source: 'mapped', value: 'product.name' },
    });
  });

  it('sends template placeholders as ⟦n⟧ tokens and restores them', async () => {
    const text = 'Hi {{ name }}, {% if vip %}VIP{% endif %} %count% items, %s and %1$s, {0} of {total}';
    const id = await product({ name: 'Placeholders', metaDescription: text });
    await run([id], { mode: 'all' });
    const sent = provider.sentTexts().find((candidate) => candidate.startsWith('Hi '));
    expect(sent).toBe('Hi ⟦0⟧, ⟦1⟧VIP⟦2⟧ ⟦3⟧ items, ⟦4⟧ and ⟦5⟧, ⟦6⟧ of ⟦7⟧');
    expect((await germanOf('product', id))?.metaDescription).toBe(de(text));
  });

  it('leaves a field unwritten when a placeholder is lost or duplicated, and writes the record\'s other fields', async () => {
    const id = await product({ name: 'Token loss', metaTitle: 'Only {{ count }} left', metaDescription: 'Only %s left' });
    provider.behaviour = (request) => createProviderResult({ texts: request.texts.map((text) => de(text).replace('⟦0⟧', '')), characters: 1 });
    const job = await run([id], { mode: 'all' });
    expect(job).toMatchObject({ status: 'completed_with_errors', translated: 1, failed: 0 });
    const errors = await errorsOf(job.id);
    expect(errors.map((error) => [error.field, error.message]).sort()).toEqual([
      ['metaDescription', 'The placeholder "%s" was lost in the translation.'],
      ['metaTitle', 'The placeholder "{{ count }}" was lost in the translation.'],
    ]);
    const german = await germanOf('product', id);
    expect(german).toMatchObject({ name: de('Token loss'), metaTitle: null, metaDescription: null });
    expect((await historyOf(id)).map((row) => row.field)).toEqual(['name']);
    // Each text that lost its token was asked for once more, alone, naming the token; both answers lost it.
    expect(job).toMatchObject({ placeholderReasks: 2, placeholderRepairs: 0 });
    const reasks = provider.requests.filter((request) => request.repair);
    expect(reasks.map((request) => [request.texts, request.repair]).sort()).toEqual([
      [['Only ⟦0⟧ left'], { missingPlaceholders: ['⟦0⟧'] }],
      [['Only ⟦0⟧ left'], { missingPlaceholders: ['⟦0⟧'] }],
    ]);

    provider.behaviour = (request) => createProviderResult({ texts: request.texts.map((text) => de(text).replace('⟦0⟧', '⟦0⟧ ⟦0⟧')), characters: 1 });
    const duplicated = await run([id], { mode: 'all', fields: { product: ['metaTitle'] } });
    expect((await errorsOf(duplicated.id)).map((error) => error.message)).toEqual(['The placeholder "{{ count }}" appears more than once in the translation.']);
  });

  it('asks once more for a text whose translation lost a placeholder, and writes the repaired answer', async () => {
    const id = await product({ name: 'Repair me', metaTitle: 'Just {{ count }} in stock' });
    // The first answer drops the token; the re-ask (which names it) keeps it.
    provider.behaviour = (request) => (request.repair ? undefined : createProviderResult({ texts: request.texts.map((text) => de(text).replace('⟦0⟧', '')), characters: 1 }));
    const job = await run([id], { mode: 'all', fields: { product: ['metaTitle'] } });
    expect(job).toMatchObject({ status: 'completed', translated: 1, failed: 0, placeholderReasks: 1, placeholderRepairs: 1 });
    expect((await germanOf('product', id))?.metaTitle).toBe(de('Just {{ count }} in stock'));
    const reask = provider.requests.find((request) => request.repair);
    expect(reask).toMatchObject({ texts: ['Just ⟦0⟧ in stock'], repair: { missingPlaceholders: ['⟦0⟧'] }, textHints: [{ field: 'metaTitle', kind: 'product SEO meta title', maxLength: 255 }] });
    // The first call carried the same hint.
    expect(provider.requests[0]?.textHints).toEqual([{ field: 'metaTitle', kind: 'product SEO meta title', maxLength: 255 }]);
  });

  it('applies the glossary for the target locale before the call and checks it after', async () => {
    const terms = [
      { term: 'TrailMaster', mode: 'keep', caseSensitive: true, translations: {} },
      { term: 'gift card', mode: 'replace', caseSensitive: false, translations: { 'de-DE': 'Geschenkkarte' } },
      { term: 'backpack', mode: 'replace', caseSensitive: false, translations: { 'fr-FR': 'sac à dos' } },
    ];
    const created: string[] = [];
    for (const term of terms) {
      const response = await h.request('POST', '/api/ext-translate-glossary?_response=detail', { body: term });
      expect(response.statusCode, response.body).toBe(200);
      created.push(response.json().data.id as string);
    }
    try {
      const id = await product({ name: 'TrailMaster backpack with a Gift Card', metaTitle: 'trailmaster' });
      await run([id], { mode: 'all' });
      const sent = provider.sentTexts();
      expect(sent).toContain('⟦0⟧ backpack with a ⟦1⟧');
      // Case-sensitive keep term: the lower-case spelling is ordinary text.
      expect(sent).toContain('trailmaster');
      expect(provider.requests[0]?.glossaryTerms).toEqual({ TrailMaster: null, 'gift card': 'Geschenkkarte' });
      expect((await germanOf('product', id))?.name).toBe(de('TrailMaster backpack with a Geschenkkarte'));

      // With options.glossary false nothing is protected.
      provider.requests.length = 0;
      const plain = await product({ name: 'TrailMaster tent' });
      await run([plain], { mode: 'all', glossary: false });
      expect(provider.sentTexts()).toEqual(['TrailMaster tent']);
    } finally {
      for (const id of created) await h.request('DELETE', `/api/ext-translate-glossary/${id}`);
    }
  });

  it('cuts SEO fields to their maxLength at a word boundary, and fails other fields that do not fit', async () => {
    const long = `${'word '.repeat(60)}end`;
    const id = await product({ name: 'Short name', metaTitle: 'Short title' });
    provider.behaviour = (request) => createProviderResult({ texts: request.texts.map(() => long), characters: 1 });
    const job = await run([id], { mode: 'all' });
    const german = await germanOf('product', id);
    // The limit falls right after a space: the cut keeps 51 words and drops the dangling space.
    expect(german?.metaTitle).toBe(`${'word '.repeat(50)}word`);
    expect((german?.metaTitle as string).length).toBeLessThanOrEqual(255);
    expect((await errorsOf(job.id)).map((error) => [error.field, error.message])).toEqual([['name', TOO_LONG_MESSAGE('name', 303, 255)]]);

    const off = await product({ name: 'Short', metaTitle: 'Short' });
    const noTruncate = await run([off], { mode: 'all', seoTruncate: false });
    expect((await errorsOf(noTruncate.id)).map((error) => error.field).sort()).toEqual(['metaTitle', 'name']);
  });

  it('sends identical texts of a batch once and reuses the translation', async () => {
    const ids = [await product({ name: 'Same name', metaTitle: 'Same name' }), await product({ name: 'Same name' })];
    await run(ids, { mode: 'all' });
    expect(provider.sentTexts()).toEqual(['Same name']);
    for (const id of ids) expect((await germanOf('product', id))?.name).toBe(de('Same name'));
  });

  it('bisects a failing chunk so that only the failing record fails', async () => {
    const ids = [];
    for (let index = 0; index < 8; index += 1) ids.push(await product({ name: index === 5 ? 'Broken item' : `Item number ${index}` }));
    provider.behaviour = (request) => {
      if (request.texts.includes('Broken item')) throw new ProviderException('The provider rejected one of the texts.', false, null, 400, false, true);
      return undefined;
    };
    const job = await run(ids, { mode: 'all' });
    expect(job).toMatchObject({ status: 'completed_with_errors', translated: 7, failed: 1 });
    const errors = await errorsOf(job.id);
    expect(errors).toEqual([expect.objectContaining({ recordId: ids[5], field: 'name', message: 'The provider rejected one of the texts.' })]);
    // 8 texts: 1 + 2 + 2 + 2 calls down to the single failing text at depth 3.
    expect(provider.requests).toHaveLength(7);
  });

  it('stops the batch after a global failure and fails the rest with its message', async () => {
    const ids = [await product({ name: 'First', description: '<p>First</p>' }), await product({ name: 'Second', description: '<p>Second</p>' })];
    provider.behaviour = () => {
      throw new ProviderException('The API key of the provider was rejected.', false, null, 403, true, false);
    };
    const job = await run(ids, { mode: 'all' });
    expect(job).toMatchObject({ status: 'completed_with_errors', translated: 0, failed: 2 });
    expect(provider.requests).toHaveLength(1);
    const errors = await errorsOf(job.id);
    expect(errors).toHaveLength(4);
    expect(new Set(errors.map((error) => error.message))).toEqual(new Set(['The API key of the provider was rejected.']));
  });

  it('fails a result of the wrong length (after bisection) and anything thrown that is no ProviderException', async () => {
    const id = await product({ name: 'Length check' });
    provider.behaviour = (request) => createProviderResult({ texts: [...request.texts, 'extra'], characters: 3 });
    const job = await run([id], { mode: 'all' });
    expect((await errorsOf(job.id)).map((error) => error.message)).toEqual([LENGTH_MISMATCH_MESSAGE]);
    // The reported usage counts although the result was refused.
    expect(job.characters).toBe(3);

    provider.behaviour = () => {
      throw new TypeError('secret internals');
    };
    const thrown = await run([id], { mode: 'all' });
    expect((await errorsOf(thrown.id)).map((error) => error.message)).toEqual([GENERIC_FAILURE_MESSAGE]);
  });

  it('refuses a second currency within one batch', async () => {
    const ids = [await product({ name: 'Euro one', description: '<p>Euro</p>' })];
    provider.behaviour = (request, call) =>
      createProviderResult({ texts: request.texts.map((text) => de(text)), characters: 10, cost: new Cost(1, call === 1 ? 'USD' : 'EUR') });
    const job = await run(ids, { mode: 'all' });
    expect(job.status).toBe('completed_with_errors');
    expect((await errorsOf(job.id)).map((error) => error.message)).toEqual([MIXED_CURRENCY_MESSAGE]);
    expect(job).toMatchObject({ costAmount: 1, costCurrency: 'USD', characters: 10 });
  });

  it('records monthly usage per provider, and an accounting key only once', async () => {
    const usage = async () =>
      (
        await h.request('POST', '/api/search/ext-translate-usage', {
          body: { filter: [{ type: 'equals', field: 'providerId', value: 'scripted' }, { type: 'equals', field: 'period', value: usagePeriod() }] },
        })
      ).json().data[0] as { characters: number; requests: number; inputTokens: number; outputTokens: number; costAmount: number } | undefined;
    const before = (await usage()) ?? { characters: 0, requests: 0, inputTokens: 0, outputTokens: 0, costAmount: 0 };
    const key = randomUUID();
    provider.behaviour = (request) =>
      createProviderResult({ texts: request.texts.map((text) => de(text)), characters: 100, inputTokens: 7, outputTokens: 9, cost: new Cost(0.5), accountingKey: key });
    const first = await run([await product({ name: 'Keyed one' })], { mode: 'all' });
    const second = await run([await product({ name: 'Keyed two' })], { mode: 'all' });
    const after = await usage();
    expect(after).toMatchObject({
      characters: before.characters + 100,
      requests: before.requests + 1,
      inputTokens: before.inputTokens + 7,
      outputTokens: before.outputTokens + 9,
    });
    expect(after?.costAmount).toBeCloseTo(before.costAmount + 0.5, 9);
    expect(first.characters).toBe(100);
    expect(second.characters).toBe(0);
  });

  it('hands a retryable managed failure back to the queue with the same idempotency keys', async () => {
    // The managed provider's powers are capabilities (hand-back, metered by tier): the scripted stand-in has them too.
    const managed = new MeteredScriptedProvider('managed');
    h.app.providers.register(managed);
    const id = await product({ name: 'Managed item', metaTitle: 'Managed title' });
    const deps = jobDependencies(h.host, h.app.providers);
    // A queued job without a worker pass: insert its batch by hand through the planner's tables.
    const jobId = await createJob(h, {
      entities: [{ name: 'product', ids: [id] }],
      targetLanguageIds: [GERMAN_LANGUAGE_ID],
      providerId: 'managed',
      options: { mode: 'all', serviceTier: 'quality', skipUnchanged: false },
    });
    // Let the worker's own run finish first, then run a fresh batch by hand to see the hand-back.
    const job = await waitForJob(h, jobId);
    expect(job.status).toBe('completed');
    const batchId = randomBytes(16).toString('hex');
    await h.host.database.db
      .insertInto('ext_translate_job_batch')
      .values({
        id: batchId,
        jobId,
        seq: 99,
        entity: 'product',
        sourceLanguageId: SYSTEM_LANGUAGE_ID,
        targetLanguageId: GERMAN_LANGUAGE_ID,
        providerId: 'managed',
        recordIds: JSON.stringify([id]),
        size: 1,
        status: 'pending',
        createdAt: new Date().toISOString(),
      })
      .execute();
    await h.host.database.db.updateTable('ext_translate_job').set({ status: 'running' }).where('id', '=', jobId).execute();
    managed.requests.length = 0;
    managed.behaviour = () => {
      throw new ProviderException('The managed service is busy.', true, null, 503, true, false);
    };
    await expect(runBatch(deps, batchId)).rejects.toBeInstanceOf(RetryLaterError);
    const ofThisBatch = (requests: ProviderRequest[]) => requests.filter((request) => request.idempotencyKey?.startsWith(`${batchId}:`));
    const firstKeys = ofThisBatch(managed.requests).map((request) => request.idempotencyKey);
    expect(managed.requests[0]?.serviceTier).toBe('quality');
    expect((await h.host.database.db.selectFrom('ext_translate_job_batch').select('status').where('id', '=', batchId).executeTakeFirst())?.status).toBe('pending');
    managed.behaviour = null;
    managed.requests.length = 0;
    const outcome = await runBatch(deps, batchId);
    expect(outcome.status).toBe('done');
    expect(ofThisBatch(managed.requests).map((request) => request.idempotencyKey).slice(0, firstKeys.length)).toEqual(firstKeys);
    expect(firstKeys[0]).toBe(`${batchId}:0`);
    // A second delivery of the finished batch writes nothing.
    expect((await runBatch(deps, batchId)).status).toBe('already_done');
  });

  it('hands back for any provider with the capability, with its delay; without it (or when it declines) the records fail', async () => {
    const metered = new MeteredScriptedProvider('custom_metered');
    h.app.providers.register(metered);
    const deps = jobDependencies(h.host, h.app.providers);
    const busy = () => {
      throw ProviderException.unavailable('The custom service is busy.');
    };
    // A batch of a running job, inserted by hand so no worker takes it.
    const pendingBatch = async (providerId: string, recordId: string): Promise<string> => {
      const jobId = await createJob(h, { entities: [{ name: 'product', ids: [recordId] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId, options: { mode: 'all', skipUnchanged: false } });
      await waitForJob(h, jobId);
      const batchId = randomBytes(16).toString('hex');
      await h.host.database.db
        .insertInto('ext_translate_job_batch')
        .values({
          id: batchId,
          jobId,
          seq: 99,
          entity: 'product',
          sourceLanguageId: SYSTEM_LANGUAGE_ID,
          targetLanguageId: GERMAN_LANGUAGE_ID,
          providerId,
          recordIds: JSON.stringify([recordId]),
          size: 1,
          status: 'pending',
          createdAt: new Date().toISOString(),
        })
        .execute();
      await h.host.database.db.updateTable('ext_translate_job').set({ status: 'running' }).where('id', '=', jobId).execute();
      return batchId;
    };

    const id = await product({ name: 'Metered chair' });
    const handedBack = await pendingBatch('custom_metered', id);
    metered.handBackDelay = 12_345;
    metered.behaviour = busy;
    metered.requests.length = 0;
    const deferred = await runBatch(deps, handedBack).catch((error: unknown) => error);
    expect(deferred).toBeInstanceOf(RetryLaterError);
    expect(deferred).toMatchObject({ delayMs: 12_345, message: 'The custom service is busy.' });
    expect(metered.handedBack.map((failure) => failure.message)).toEqual(['The custom service is busy.']);
    // Metered by tier: its requests carry the job's service tier (the default, balanced).
    expect(metered.requests[0]?.serviceTier).toBe('balanced');

    // The capability declines: the records fail as for any provider.
    metered.handBackDelay = null;
    expect(await runBatch(deps, handedBack)).toMatchObject({ status: 'done', failed: 1 });

    // Without the capability, the same failure fails the records and the tier is not sent.
    const plainBatch = await pendingBatch('scripted', id);
    provider.behaviour = busy;
    provider.requests.length = 0;
    expect(await runBatch(deps, plainBatch)).toMatchObject({ status: 'done', failed: 1 });
    expect(provider.requests[0]?.serviceTier).toBeNull();
  });

  it('fails the records of a batch whose message failed for good, so the job ends', async () => {
    const id = await product({ name: 'Doomed' });
    const jobId = await createJob(h, { entities: [{ name: 'product', ids: [id] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted' });
    await waitForJob(h, jobId);
    const batchId = randomBytes(16).toString('hex');
    const db = h.host.database.db;
    await db.updateTable('ext_translate_job').set({ status: 'running' }).where('id', '=', jobId).execute();
    await db
      .insertInto('ext_translate_job_batch')
      .values({
        id: batchId,
        jobId,
        seq: 5,
        entity: 'product',
        sourceLanguageId: SYSTEM_LANGUAGE_ID,
        targetLanguageId: GERMAN_LANGUAGE_ID,
        providerId: 'scripted',
        recordIds: JSON.stringify([id]),
        size: 1,
        status: 'pending',
        createdAt: new Date().toISOString(),
      })
      .execute();
    await failBatch(db, batchId);
    const job = await readJob(h, jobId);
    expect(job.status).toBe('completed_with_errors');
    expect((await errorsOf(jobId)).map((error) => [error.recordId, error.field, error.message])).toEqual([[id, null, BATCH_FAILED_MESSAGE]]);
  });

  it('reads a batch with its locales in one statement; a batch whose target language no longer exists fails its records and calls no provider', async () => {
    const id = await product({ name: 'Orphaned' });
    const jobId = await createJob(h, { entities: [{ name: 'product', ids: [id] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'scripted', options: { mode: 'all', skipUnchanged: false } });
    await waitForJob(h, jobId);
    const db = h.host.database.db;
    await db.updateTable('ext_translate_job').set({ status: 'running' }).where('id', '=', jobId).execute();
    const batch = (languageId: string) => ({
      id: randomBytes(16).toString('hex'),
      jobId,
      entity: 'product',
      sourceLanguageId: SYSTEM_LANGUAGE_ID,
      targetLanguageId: languageId,
      providerId: 'scripted',
      recordIds: JSON.stringify([id]),
      size: 1,
      status: 'pending',
      createdAt: new Date().toISOString(),
    });
    const gone = batch('f'.repeat(32));
    const german = batch(GERMAN_LANGUAGE_ID);
    await db.insertInto('ext_translate_job_batch').values([{ ...gone, seq: 7 }, { ...german, seq: 8 }]).execute();
    expect(await loadBatchToRun(db, gone.id)).toMatchObject({ id: gone.id, jobId, job: { id: jobId }, recordIds: [id], locales: { source: 'en-GB', target: null } });
    expect(await loadBatchToRun(db, german.id)).toMatchObject({ locales: { source: 'en-GB', target: 'de-DE' } });
    expect(await loadBatchToRun(db, 'e'.repeat(32))).toBeNull();

    const deps = jobDependencies(h.host, h.app.providers);
    provider.requests.length = 0;
    // Without both locales the records are not read: each fails with the reason.
    expect(await runBatch(deps, gone.id)).toMatchObject({ status: 'done', translated: 0, skipped: 0, failed: 1, providerCalls: 0 });
    expect(provider.requests).toHaveLength(0);
    expect((await errorsOf(jobId)).map((error) => [error.recordId, error.field, error.message])).toEqual([[id, null, 'The source or target language no longer exists.']]);
    expect(await runBatch(deps, german.id)).toMatchObject({ status: 'done', translated: 1, providerCalls: 1 });
    expect(provider.requests.map((request) => [request.sourceLocale, request.targetLocale, request.texts])).toEqual([['en-GB', 'de-DE', ['Orphaned']]]);
  });
});
