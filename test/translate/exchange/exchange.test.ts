/**
 * The exchange with translation agencies (docs/api.md, "Exchange"; docs/jobs.md, "Import jobs"): the
 * files are read by an independent XLIFF parser from npm (`xliff`), and the round trip export -> fill
 * targets -> import -> revert runs through the routes, on the database of TEST_DATABASE.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xliff12ToJs, xliff2js } from 'xliff';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { sourceHash } from '../../../src/translate/model/stored-values.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { ACTION, readJob, startTestWorker, waitForJob } from '../../support/jobs.js';

const DESCRIPTION = '<p>Solid <b>oak</b> &amp; steel.<br>Made for %name%.</p>';

/** What an agency does: a target after every source, its words translated and its inline codes kept. */
function fillTargets(xliff: string, words: Record<string, string>): string {
  return xliff.replace(/<source>([\s\S]*?)<\/source>/g, (whole, inner: string) => {
    const translated = inner.replace(/(^|>)([^<]+)/g, (_match, before: string, text: string) => before + text.replace(/[A-Za-z]+/g, (word) => words[word] ?? word));
    return `${whole}<target>${translated}</target>`;
  });
}

const WORDS = { Solid: 'Massive', oak: 'Eiche', steel: 'Stahl', Made: 'Gemacht', for: 'für', table: 'Tisch', Oak: 'Eiche' };

describe('XLIFF exchange', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
    await startTestWorker(h);
  });
  afterAll(async () => h?.close());

  async function product(fields: Record<string, unknown>, german?: Record<string, unknown>): Promise<string> {
    const body: Record<string, unknown> = { productNumber: `P-${randomBytes(5).toString('hex')}`, ...fields };
    if (german) body.translations = { 'de-DE': german };
    const response = await h.request('POST', '/api/product?_response=detail', { body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  async function germanOf(id: string): Promise<Record<string, unknown> | undefined> {
    const response = await h.request('GET', `/api/product/${id}`);
    const translations = response.json().data.translations as { languageId: string }[];
    return translations.find((row) => row.languageId === GERMAN_LANGUAGE_ID) as Record<string, unknown> | undefined;
  }

  async function exportFile(ids: string[], format: string, options: Record<string, unknown> = {}) {
    return h.request('POST', `${ACTION}/exchange/export`, {
      body: { config: { entities: [{ name: 'product', scope: 'selection', ids }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: '', options }, format },
    });
  }

  async function importFile(xliff: string, query = '') {
    return h.request('POST', `${ACTION}/exchange/import${query}`, { body: xliff, headers: { 'content-type': 'application/xliff+xml' } });
  }

  async function jobCount(): Promise<number> {
    const response = await h.request('POST', '/api/search/ext-translate-job', { body: { limit: 1, 'total-count-mode': 1 } });
    return response.json().total as number;
  }

  async function errorsOf(jobId: string): Promise<{ recordId: string; field: string | null; message: string }[]> {
    const response = await h.request('POST', '/api/search/ext-translate-job-error', {
      body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }], sort: [{ field: 'field', order: 'ASC' }], limit: 100 },
    });
    return response.json().data;
  }

  async function historyOf(jobId: string): Promise<{ id: string; field: string; state: string; previousValue: string | null; newValue: string | null }[]> {
    const response = await h.request('POST', '/api/search/ext-translate-history', {
      body: { filter: [{ type: 'equals', field: 'jobId', value: jobId }], sort: [{ field: 'field', order: 'ASC' }], limit: 100 },
    });
    return response.json().data;
  }

  it('exports XLIFF 2.0 that an independent parser reads: one unit per field, record and hash as attributes and notes, markup as <pc>/<ph>', async () => {
    const id = await product({ name: 'Oak table', description: DESCRIPTION, customSearchKeywords: ['oak', 'table'] });
    const response = await exportFile([id], 'xliff-2.0', { mode: 'all' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xliff+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="product-en-GB-de-DE.xlf"');
    expect(response.headers['x-exchange-units']).toBe('3');

    const parsed = await xliff2js(response.body);
    expect(parsed.sourceLanguage).toBe('en-GB');
    expect(parsed.targetLanguage).toBe('de-DE');
    const units = Object.values(parsed.resources.product ?? {}) as { source: unknown; target?: unknown; additionalAttributes: Record<string, string> }[];
    expect(units.map((unit) => unit.additionalAttributes.name).sort()).toEqual([`product/${id}/customSearchKeywords`, `product/${id}/description`, `product/${id}/name`]);
    const description = units.find((unit) => unit.additionalAttributes.name === `product/${id}/description`);
    expect(description?.additionalAttributes).toMatchObject({ 'et:entity': 'product', 'et:record': id, 'et:field': 'description', 'et:sourceHash': sourceHash(DESCRIPTION) });
    // <p> wraps everything, <b> wraps "oak", <br> and the placeholder stand alone; "&amp;" is shown as "&".
    expect(description?.source).toEqual({
        Span: {
          id: '1',
          dataRefStart: 'd1',
          dataRefEnd: 'd6',
          contents: ['Solid ', { Span: { id: '2', dataRefStart: 'd2', dataRefEnd: 'd3', contents: 'oak' } }, ' & steel.', { Standalone: { id: '4', dataRef: 'd4' } }, 'Made for ', { Standalone: { id: '5', dataRef: 'd5', disp: '%name%' } }, '.'],
        },
    });
    const name = units.find((unit) => unit.additionalAttributes.name === `product/${id}/name`);
    expect(name?.additionalAttributes['et:maxLength']).toBe('255');
    expect(name?.source).toBe('Oak table');
    // The notes an agency tool shows carry the same facts.
    expect(response.body).toContain(`<note category="sourceHash">${sourceHash('Oak table')}</note>`);
    expect(response.body).toContain('<note category="maxLength">255</note>');
    expect(response.body).toContain('<data id="d1">&lt;p&gt;</data>');
  });

  it('exports XLIFF 1.2 with <g>/<x/>, one trans-unit per text of a list field, the length limit as maxwidth', async () => {
    const id = await product({ name: 'Oak table', description: DESCRIPTION, customSearchKeywords: ['oak', 'table'] });
    const response = await exportFile([id], 'xliff-1.2', { mode: 'all' });
    expect(response.statusCode, response.body).toBe(200);
    const parsed = await xliff12ToJs(response.body);
    expect(parsed).toMatchObject({ sourceLanguage: 'en-GB', targetLanguage: 'de-DE' });
    const units = Object.values(parsed.resources.product ?? {}) as { source: unknown; additionalAttributes: Record<string, string> }[];
    expect(units.map((unit) => unit.additionalAttributes.resname).sort()).toEqual([
      `product/${id}/customSearchKeywords#0`,
      `product/${id}/customSearchKeywords#1`,
      `product/${id}/description`,
      `product/${id}/name`,
    ]);
    const description = units.find((unit) => unit.additionalAttributes.resname === `product/${id}/description`);
    expect(description?.source).toEqual({
        GenericSpan: {
          id: '1',
          ctype: 'x-html-p',
          contents: ['Solid ', { GenericSpan: { id: '2', ctype: 'x-html-b', contents: 'oak' } }, ' & steel.', { Standalone: { id: '4', ctype: 'x-html-br' } }, 'Made for ', { Standalone: { id: '5', ctype: 'x-placeholder', 'equiv-text': '%name%' } }, '.'],
        },
    });
    const name = units.find((unit) => unit.additionalAttributes.resname === `product/${id}/name`);
    expect(name?.additionalAttributes).toMatchObject({ maxwidth: '255', 'size-unit': 'char', 'et:sourceHash': sourceHash('Oak table') });
    expect(units.find((unit) => unit.additionalAttributes.resname === `product/${id}/customSearchKeywords#1`)?.source).toBe('table');
  });

  it('exports only missing fields in mode missing, with the current translation as the target in mode all', async () => {
    const id = await product({ name: 'Oak table', metaTitle: 'Oak | Shop' }, { name: 'Eichentisch' });
    const missing = await exportFile([id], 'xliff-2.0', { mode: 'missing' });
    const missingUnits = Object.values((await xliff2js(missing.body)).resources.product ?? {}) as { additionalAttributes: Record<string, string> }[];
    expect(missingUnits.map((unit) => unit.additionalAttributes['et:field'])).toEqual(['metaTitle']);
    const all = await exportFile([id], 'xliff-2.0', { mode: 'all', protectManualEdits: false });
    const allUnits = Object.values((await xliff2js(all.body)).resources.product ?? {}) as { target?: unknown; additionalAttributes: Record<string, string> }[];
    expect(allUnits.find((unit) => unit.additionalAttributes['et:field'] === 'name')?.target).toBe('Eichentisch');
  });

  for (const format of ['xliff-2.0', 'xliff-1.2'] as const) {
    it(`round trip (${format}): export, fill targets, import as a job with history, revert one field and then the whole job`, async () => {
      const id = await product({ name: 'Oak table', description: DESCRIPTION, customSearchKeywords: ['oak', 'table'] });
      const exported = await exportFile([id], format, { mode: 'missing' });
      expect(exported.statusCode).toBe(200);
      const imported = await importFile(fillTargets(exported.body, WORDS));
      expect(imported.statusCode, imported.body).toBe(200);
      const answer = imported.json();
      expect(answer).toMatchObject({ status: 'completed', units: 3, written: 3, skipped: [], failed: 0 });

      expect(await germanOf(id)).toMatchObject({
        name: 'Eiche Tisch',
        description: '<p>Massive <b>Eiche</b> &amp; Stahl.<br>Gemacht für %name%.</p>',
        customSearchKeywords: ['Eiche', 'Tisch'],
      });
      const job = await h.request('GET', `/api/ext-translate-job/${answer.jobId}`);
      expect(job.json().data).toMatchObject({ status: 'completed', total: 3, processed: 3, translated: 3, skipped: 0, failed: 0, providerId: null, targetLanguageIds: [GERMAN_LANGUAGE_ID] });
      expect(job.json().data.config).toMatchObject({ kind: 'import', format, entities: [{ name: 'product', scope: 'selection', ids: [id] }] });
      const history = await historyOf(answer.jobId);
      expect(history.map((row) => [row.field, row.state, row.previousValue, row.newValue])).toEqual([
        ['customSearchKeywords', 'applied', null, JSON.stringify(['Eiche', 'Tisch'])],
        ['description', 'applied', null, '<p>Massive <b>Eiche</b> &amp; Stahl.<br>Gemacht für %name%.</p>'],
        ['name', 'applied', null, 'Eiche Tisch'],
      ]);

      // One field back, through the history routes.
      const name = history.find((row) => row.field === 'name');
      const one = await h.request('POST', `${ACTION}/history/revert`, { body: { ids: [name?.id] } });
      expect(one.json()).toEqual({ done: 1, skipped: [] });
      expect((await germanOf(id))?.name ?? null).toBeNull();

      // The rest as a whole job.
      const revert = await h.request('POST', `${ACTION}/job/${answer.jobId}/revert`);
      expect(revert.json()).toEqual({ queued: true, items: 2 });
      await waitForJob(h, answer.jobId, (view) => view.revertedAt !== null);
      expect(await germanOf(id)).toMatchObject({ description: null, customSearchKeywords: null });
      expect((await historyOf(answer.jobId)).map((row) => row.state)).toEqual(['reverted', 'reverted', 'reverted']);
    });
  }

  it('honours the publish mode: review keeps every field as a draft, checked holds only the flagged ones', async () => {
    const id = await product({ name: 'Oak table 42', description: '<p>Solid oak.</p>' });
    const exported = await exportFile([id], 'xliff-2.0', { mode: 'missing' });
    // The agency lost the number in the name: the numbers check flags it.
    const filled = fillTargets(exported.body, WORDS).replace('<target>Eiche Tisch 42</target>', '<target>Eiche Tisch</target>');
    expect(filled).toContain('<target>Eiche Tisch</target>');

    const review = await importFile(filled, '?publish=review');
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ status: 'completed', units: 2, written: 0, drafts: 2, failed: 0 });
    expect(await germanOf(id)).toBeUndefined();
    expect((await historyOf(review.json().jobId)).map((row) => [row.field, row.state])).toEqual([
      ['description', 'draft'],
      ['name', 'draft'],
    ]);
    const reviewJob = await h.request('GET', `/api/ext-translate-job/${review.json().jobId}`);
    expect(reviewJob.json().data.config).toMatchObject({ kind: 'import', options: { publish: 'review' } });

    const checked = await importFile(filled, '?publish=checked');
    expect(checked.json()).toMatchObject({ written: 1, drafts: 1 });
    expect(await germanOf(id)).toMatchObject({ name: null, description: '<p>Massive Eiche.</p>' });
    const held = await h.request('POST', '/api/search/ext-translate-history', {
      body: { filter: [{ type: 'equals', field: 'jobId', value: checked.json().jobId }, { type: 'equals', field: 'state', value: 'draft' }] },
    });
    expect(held.json().data.map((row: { field: string; checks: string[] }) => [row.field, row.checks])).toEqual([['name', ['numbers']]]);
    expect((await h.request('GET', `/api/ext-translate-job/${checked.json().jobId}`)).json().data.flagged).toBe(1);

    const refused = await importFile(filled, '?publish=later');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The "publish" must be "immediately", "review" or "checked".' });
  });

  it('skips a unit whose source changed since the export, and one edited by hand unless protectManualEdits is off', async () => {
    const changed = await product({ name: 'Oak chair' });
    const edited = await product({ name: 'Oak bench' }, { name: 'Bank (von Hand)' });
    const exported = await exportFile([changed, edited], 'xliff-2.0', { mode: 'all', protectManualEdits: false });
    expect((await h.request('PATCH', `/api/product/${changed}`, { body: { name: 'Oak armchair' } })).statusCode).toBe(204);
    const filled = fillTargets(exported.body, { Oak: 'Eiche', chair: 'Stuhl', bench: 'Bank' });

    const first = await importFile(filled);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'completed', written: 0, failed: 0 });
    expect(first.json().skipped).toEqual(
      expect.arrayContaining([
        { entity: 'product', recordId: changed, field: 'name', reason: 'source_changed' },
        { entity: 'product', recordId: edited, field: 'name', reason: 'skip_manual_edit' },
      ]),
    );
    const job = await readJob(h, first.json().jobId);
    expect(job.message).toContain(`1 field skipped: The source changed since the export. (product/${changed}/name)`);
    expect((await germanOf(edited))?.name).toBe('Bank (von Hand)');

    const second = await importFile(filled, '?protectManualEdits=false');
    expect(second.json()).toMatchObject({ written: 1 });
    expect((await germanOf(edited))?.name).toBe('Eiche Bank');
  });

  it('makes a lost or invented inline code, an unknown record, field or language errors of the job, never a 500', async () => {
    const id = await product({ name: 'Oak table', description: DESCRIPTION });
    const exported = await exportFile([id], 'xliff-2.0', { mode: 'missing' });
    let filled = fillTargets(exported.body, WORDS);
    // The translator dropped the placeholder of the description and added a code to the name.
    filled = filled.replace(/(<target>(?:(?!<\/target>)[^])*?)<ph id="5" dataRef="d5" disp="%name%"\/>/, '$1');
    filled = filled.replace('<target>Eiche Tisch</target>', '<target>Eiche <ph id="9"/>Tisch</target>');
    const gone = '0123456789abcdef0123456789abcdef';
    filled = filled.replace('</file>', `<unit id="x1" name="product/${gone}/name"><notes><note category="sourceHash">abc</note></notes><segment><source>a</source><target>b</target></segment></unit><unit id="x2" name="product/${id}/stock"><notes><note category="sourceHash">abc</note></notes><segment><source>a</source><target>b</target></segment></unit></file>`);
    const response = await importFile(filled);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completed_with_errors', units: 4, written: 0, failed: 4 });
    const errors = await errorsOf(response.json().jobId);
    const byMessage = (a: string[], b: string[]) => ((a[2] ?? '') < (b[2] ?? '') ? -1 : 1);
    expect(errors.map((error) => [error.recordId, error.field ?? '', error.message]).sort(byMessage)).toEqual([
      [id, 'description', 'The placeholder "%name%" was lost in the translation.'],
      [gone, 'name', `The record "${gone}" of "product" does not exist.`],
      [id, 'name', 'The translation has an inline code <ph id="9"> that its source does not have.'],
      [id, 'stock', '"stock" is no translatable field of "product".'],
    ].sort(byMessage));
    expect((await germanOf(id))?.name ?? null).toBeNull();

    const french = await importFile(exported.body.replace('trgLang="de-DE"', 'trgLang="fr-FR"'));
    expect(french.json()).toMatchObject({ status: 'completed_with_errors', written: 0, failed: 2 });
    expect((await errorsOf(french.json().jobId))[0]?.message).toBe('The target language "fr-FR" of the file is no language of the shop.');
  });

  it('refuses a translation longer than its column (an import is never cut to size)', async () => {
    const id = await product({ name: 'Oak table', metaTitle: 'Oak table' });
    const exported = await exportFile([id], 'xliff-2.0', { mode: 'missing' });
    const long = 'E'.repeat(256);
    const response = await importFile(exported.body.replace('<source>Oak table</source>', `<source>Oak table</source><target>${long}</target>`));
    expect(response.json()).toMatchObject({ written: 0, failed: 1 });
    expect((await errorsOf(response.json().jobId))[0]).toMatchObject({ field: 'name', message: 'The translation of "name" has 256 characters; the field holds at most 255.' });
  });

  it('answers a malformed file with 400, its line and the reason, and writes nothing', async () => {
    const id = await product({ name: 'Oak table' });
    const exported = await exportFile([id], 'xliff-2.0', { mode: 'missing' });
    const before = await jobCount();
    const broken = fillTargets(exported.body, WORDS).replace('<target>Eiche Tisch</target>', '<target>Eiche Tisch</source>');
    const line = broken.split('\n').findIndex((text) => text.includes('<target>Eiche Tisch</source>')) + 1;
    const response = await importFile(broken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `The file is not a valid XLIFF file: line ${line}: The closing tag </source> does not match <target> (opened on line ${line}).` });
    const doctype = await importFile('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "b">]>\n<xliff version="2.0"/>');
    expect(doctype.json()).toEqual({ message: 'The file is not a valid XLIFF file: line 2: A document type declaration (DOCTYPE) is not allowed.' });
    const other = await importFile('<html/>');
    expect(other.json()).toEqual({ message: 'The file is not a valid XLIFF file: line 1: The root element is <html>, not <xliff>.' });
    const empty = await importFile('   ');
    expect(empty.json()).toEqual({ message: 'Missing XLIFF file in the request body.' });
    expect(await jobCount()).toBe(before);
    expect(await germanOf(id)).toBeUndefined();
  });

  it('takes the file as a multipart upload', async () => {
    const id = await product({ name: 'Oak table' });
    const exported = await exportFile([id], 'xliff-1.2', { mode: 'missing' });
    const boundary = `----x${randomBytes(6).toString('hex')}`;
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="protectManualEdits"',
      '',
      'false',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="product-en-GB-de-DE.xlf"',
      'Content-Type: application/xliff+xml',
      '',
      fillTargets(exported.body, WORDS),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await h.request('POST', `${ACTION}/exchange/import`, { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ written: 1 });
    expect((await germanOf(id))?.name).toBe('Eiche Tisch');
    const garbage = await h.request('POST', `${ACTION}/exchange/import`, { body: 'nothing', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ message: 'The multipart body cannot be read, or it holds no file.' });
    // Only routes that say so take uploads.
    const elsewhere = await h.request('POST', `${ACTION}/glossary/import`, { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('refuses an export that does not name exactly one target or a known format, and an import job cannot be retried', async () => {
    const id = await product({ name: 'Oak table' });
    const two = await h.request('POST', `${ACTION}/exchange/export`, {
      body: { config: { entities: ['product'], targetLanguageIds: [GERMAN_LANGUAGE_ID, GERMAN_LANGUAGE_ID.replace(/.$/, '0')], providerId: '' }, format: 'xliff-2.0' },
    });
    expect(two.json()).toEqual({ message: 'An export names exactly one target language.' });
    const format = await h.request('POST', `${ACTION}/exchange/export`, { body: { config: { entities: ['product'], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: '' }, format: 'tmx' } });
    expect(format.statusCode).toBe(400);
    expect(format.json()).toEqual({ message: 'The "format" must be "xliff-1.2" or "xliff-2.0".' });

    const exported = await exportFile([id], 'xliff-2.0', { mode: 'missing' });
    const imported = await importFile(exported.body.replace('</source>', '</source><target>Tisch <ph id="1"/></target>'));
    // A config that selects nothing to translate has nothing to export (an XLIFF 2.0 file needs a unit).
    const german = await product({ name: 'Oak table' }, { name: 'Eichentisch' });
    const nothing = await exportFile([german], 'xliff-2.0', { mode: 'missing' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ message: 'The config selects no field to export.' });
    expect(imported.json()).toMatchObject({ status: 'completed_with_errors', failed: 1 });
    const retry = await h.request('POST', `${ACTION}/job/${imported.json().jobId}/retry`);
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toEqual({ message: 'An import job cannot retry its failed items; import the corrected file again.' });
  });

  it('checks the glossary: a kept term must stay in the translation', async () => {
    const term = await h.request('POST', '/api/ext-translate-glossary', { body: { term: 'Hearth', mode: 'keep' } });
    expect(term.statusCode, term.body).toBe(204);
    const id = await product({ name: 'Hearth lamp' });
    const exported = await exportFile([id], 'xliff-2.0', { mode: 'missing' });
    const response = await importFile(exported.body.replace('</source>', '</source><target>Herd-Lampe</target>'));
    expect(response.json()).toMatchObject({ written: 0, failed: 1 });
    expect((await errorsOf(response.json().jobId))[0]?.message).toBe('The glossary wording "Hearth" is missing from the translation.');
    const kept = await importFile(exported.body.replace('</source>', '</source><target>Hearth-Lampe</target>'));
    expect(kept.json()).toMatchObject({ written: 1, failed: 0 });
  });

  it('exports snippets per snippet set, by translation key, and imports them into the target set', async () => {
    const englishSet = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE en-GB', iso: 'en-GB' } })).json().data.id as string;
    const germanSet = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE de-DE', iso: 'de-DE' } })).json().data.id as string;
    expect((await h.request('POST', '/api/snippet', { body: { setId: englishSet, translationKey: 'checkout.hello', value: 'Hello {name}, <b>welcome</b>' } })).statusCode).toBe(204);
    const exported = await h.request('POST', `${ACTION}/exchange/export`, {
      body: { config: { entities: [{ name: 'snippet', scope: 'missing' }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: '' }, format: 'xliff-2.0' },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="snippet-en-GB-de-DE.xlf"');
    const units = Object.values((await xliff2js(exported.body)).resources.snippet ?? {}) as { source: unknown; additionalAttributes: Record<string, string> }[];
    const hello = units.find((unit) => unit.additionalAttributes['et:record'] === 'checkout.hello');
    expect(hello?.source).toEqual(['Hello ', { Standalone: { id: '1', dataRef: 'd1', disp: '{name}' } }, ', ', { Span: { id: '2', dataRefStart: 'd2', dataRefEnd: 'd3', contents: 'welcome' } }]);
    const imported = await importFile(exported.body.replace(/(<source>Hello .*?<\/source>)/, '$1<target>Hallo <ph id="1"/>, <pc id="2">willkommen</pc></target>'));
    expect(imported.json()).toMatchObject({ written: 1, failed: 0 });
    const snippets = await h.request('POST', '/api/search/snippet', { body: { filter: [{ type: 'equals', field: 'setId', value: germanSet }] } });
    expect(snippets.json().data.map((row: { translationKey: string; value: string }) => [row.translationKey, row.value])).toEqual([['checkout.hello', 'Hallo {name}, <b>welcome</b>'.replace('welcome', 'willkommen')]]);
  });
});
