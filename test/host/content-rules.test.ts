import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import { createHarness, type Harness } from '../support/harness.js';

function violation(detail: string, pointer: string, code = 'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION') {
  return { errors: [{ status: '400', code, detail, source: { pointer } }] };
}

describe('language rules', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());

  it('keeps the locale of the system default language', async () => {
    const response = await h.request('PATCH', `/api/language/${SYSTEM_LANGUAGE_ID}`, { body: { localeCode: 'en-US' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(violation('The locale of the system default language cannot be changed.', '/localeCode'));
    const language = (await h.request('GET', `/api/language/${SYSTEM_LANGUAGE_ID}`)).json().data;
    expect(language.localeCode).toBe('en-GB');
    // Renaming it, or writing the same locale, is fine.
    expect((await h.request('PATCH', `/api/language/${SYSTEM_LANGUAGE_ID}`, { body: { name: 'English (UK)', localeCode: 'en-GB' } })).statusCode).toBe(204);
  });

  it('refuses parent chains that loop', async () => {
    const self = await h.request('PATCH', `/api/language/${GERMAN_LANGUAGE_ID}`, { body: { parentId: GERMAN_LANGUAGE_ID } });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(violation('A language cannot be its own parent, directly or through other languages.', '/parentId'));

    const swiss = await h.request('POST', '/api/language?_response=detail', { body: { name: 'Schweizerdeutsch', localeCode: 'de-CH', parentId: GERMAN_LANGUAGE_ID } });
    expect(swiss.statusCode, swiss.body).toBe(200);
    const loop = await h.request('PATCH', `/api/language/${GERMAN_LANGUAGE_ID}`, { body: { parentId: swiss.json().data.id } });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toEqual(violation('A language cannot be its own parent, directly or through other languages.', '/parentId'));
    const german = (await h.request('GET', `/api/language/${GERMAN_LANGUAGE_ID}`)).json().data;
    expect(german.parentId).toBeNull();
  });
});

describe('content rules', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());

  it('points a duplicate snippet key at translationKey', async () => {
    const set = (await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE en-GB', iso: 'en-GB' } })).json().data;
    const snippet = { setId: set.id, translationKey: 'checkout.title', value: 'Checkout' };
    expect((await h.request('POST', '/api/snippet', { body: snippet })).statusCode).toBe(204);
    const duplicate = await h.request('POST', '/api/snippet', { body: snippet });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual(violation('A record with this value already exists.', '/translationKey', 'FRAMEWORK__WRITE_UNIQUE_VIOLATION'));
  });

  it('matches non-ASCII letters case-insensitively on every database', async () => {
    const created = await h.request('POST', '/api/product', { body: { productNumber: 'U-1', name: 'Ärmelloses Über-Shirt' } });
    expect(created.statusCode, created.body).toBe(204);
    const found = await h.request('POST', '/api/search/product', {
      body: { filter: [{ type: 'contains', field: 'name', value: 'ärmellose' }, { type: 'prefix', field: 'name', value: 'ÄRMEL' }] },
    });
    expect(found.json().total).toBe(1);
    expect(found.json().data[0].productNumber).toBe('U-1');
  });
});

describe('glossary terms', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());

  it('keys translations by known locale codes, stored in canonical spelling', async () => {
    const unknown = await h.request('POST', '/api/ext-translate-glossary', { body: { term: 'Oak', translations: { 'xx-XX': 'Eiche' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(violation('"xx-XX" is not a known locale code.', '/translations/xx-XX', 'FRAMEWORK__WRITE_UNKNOWN_LANGUAGE'));
    expect((await h.request('GET', '/api/ext-translate-glossary')).json().total).toBe(0);

    const created = await h.request('POST', '/api/ext-translate-glossary?_response=detail', {
      body: { term: 'Oak', mode: 'replace', translations: { 'de-de': 'Eiche', 'fr-FR': null } },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ term: 'Oak', mode: 'replace', active: true, caseSensitive: false, translations: { 'de-DE': 'Eiche', 'fr-FR': null } });
  });
});
