import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import { createHarness, dialect, type Harness } from '../support/harness.js';
import { ACTION } from '../support/jobs.js';
import { ScriptedProvider } from '../support/scripted-provider.js';

/**
 * Issue 18, item 8: estimate and coverage accept locale codes (`de-DE`, any case) wherever they take
 * language ids, as the entity writes do; the glossary import takes a `text/csv` body.
 */
describe(`locale codes and CSV bodies on ${dialect}`, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(new ScriptedProvider('scripted'));
    const created = await h.request('POST', '/api/product', { body: { productNumber: `LC-${randomBytes(4).toString('hex')}`, name: 'Oak table' } });
    expect(created.statusCode, created.body).toBe(204);
  });
  afterAll(async () => h.close());

  async function estimate(config: Record<string, unknown>) {
    return h.request('POST', `${ACTION}/estimate`, { body: { config: { entities: ['product'], providerId: 'scripted', ...config } } });
  }

  it('POST /estimate: locale codes name the source and target languages, with the same answer as ids', async () => {
    const byId = await estimate({ sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageIds: [GERMAN_LANGUAGE_ID] });
    expect(byId.statusCode, byId.body).toBe(200);
    const byCode = await estimate({ sourceLanguageId: 'en-GB', targetLanguageIds: ['de-de'] });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json()).toEqual(byId.json());
    expect(byCode.json().items).toBeGreaterThan(0);
    const unknown = await estimate({ targetLanguageIds: ['xx-XX'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid target language id "xx-XX".' });
  });

  it('GET /coverage: locale codes in languageIds, with the same rows as ids', async () => {
    const byId = await h.request('GET', `${ACTION}/coverage?languageIds=${GERMAN_LANGUAGE_ID}&entities=product`);
    expect(byId.statusCode, byId.body).toBe(200);
    const byCode = await h.request('GET', `${ACTION}/coverage?languageIds=DE-de&entities=product`);
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json()).toEqual(byId.json());
    expect(byCode.json().rows[0].languageId).toBe(GERMAN_LANGUAGE_ID);
    const unknown = await h.request('GET', `${ACTION}/coverage?languageIds=xx-XX`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid language id "xx-XX".' });
  });

  it('POST /glossary/import takes a text/csv body, with the delimiter in the query', async () => {
    const term = `Eiche-${randomBytes(3).toString('hex')}`;
    const response = await h.request('POST', `${ACTION}/glossary/import`, {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: `term;mode;caseSensitive;de-DE\n${term};replace;0;Eiche\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 1, created: 1 });
    const comma = await h.request('POST', `${ACTION}/glossary/import?delimiter=,`, {
      headers: { 'content-type': 'text/csv' },
      body: `term,mode,caseSensitive,de-DE\n${term}-2,keep,1,\n`,
    });
    expect(comma.statusCode, comma.body).toBe(200);
    expect(comma.json()).toMatchObject({ imported: 1, created: 1 });
    const badDelimiter = await h.request('POST', `${ACTION}/glossary/import?delimiter=;;`, { headers: { 'content-type': 'text/csv' }, body: 'term;mode;caseSensitive\n' });
    expect(badDelimiter.statusCode).toBe(400);
    expect(badDelimiter.json()).toEqual({ message: 'The delimiter must be a single character.' });
  });

  it('text/csv stays a 415 on every other route', async () => {
    const entity = await h.request('POST', '/api/product', { headers: { 'content-type': 'text/csv' }, body: 'name\nx\n' });
    expect(entity.statusCode).toBe(415);
    expect(entity.json().errors[0].code).toBe('FRAMEWORK__UNSUPPORTED_MEDIA_TYPE');
    const action = await h.request('POST', `${ACTION}/estimate`, { headers: { 'content-type': 'text/csv' }, body: 'x' });
    expect(action.statusCode).toBe(415);
    expect(action.json()).toEqual({ message: 'The content type of the request body is not supported; send application/json.' });
  });
});
