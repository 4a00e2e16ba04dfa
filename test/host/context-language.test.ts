import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import { createHarness, dialect, type Harness } from '../support/harness.js';

/**
 * Issue 18, item 3: the platform's context-language header `sw-language-id` selects the language that
 * top-level translated fields are read in, filtered and sorted by, and written to, on every entity route;
 * an unknown id is a 400 naming it; without the header nothing changes (docs/api.md, "The context language").
 */

const HEADER = 'sw-language-id';
const GERMAN_DASHED = `${GERMAN_LANGUAGE_ID.slice(0, 8)}-${GERMAN_LANGUAGE_ID.slice(8, 12)}-${GERMAN_LANGUAGE_ID.slice(12, 16)}-${GERMAN_LANGUAGE_ID.slice(16, 20)}-${GERMAN_LANGUAGE_ID.slice(20)}`.toUpperCase();

interface Product {
  id: string;
  name: string | null;
  description: string | null;
  translations: { languageId: string; name: string | null }[];
}

describe(`the sw-language-id header on ${dialect}`, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h.close());

  async function createProduct(name: string, german?: string): Promise<string> {
    const body: Record<string, unknown> = { productNumber: `CTX-${randomBytes(4).toString('hex')}`, name };
    if (german !== undefined) body.translations = { 'de-DE': { name: german } };
    const response = await h.request('POST', '/api/product?_response=detail', { body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  async function read(id: string, language?: string): Promise<Product> {
    const response = await h.request('GET', `/api/product/${id}`, language ? { headers: { [HEADER]: language } } : {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Product;
  }

  const nameIn = (product: Product, languageId: string) => product.translations.find((row) => row.languageId === languageId)?.name;

  it('an update with the header writes top-level fields in that language and leaves the source text alone', async () => {
    const id = await createProduct('Oak table', 'Eichentisch');
    const response = await h.request('PATCH', `/api/product/${id}?_response=detail`, { body: { name: 'Tisch aus Eiche' }, headers: { [HEADER]: GERMAN_LANGUAGE_ID } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.name).toBe('Tisch aus Eiche');
    const stored = await read(id);
    expect(stored.name).toBe('Oak table');
    expect(nameIn(stored, SYSTEM_LANGUAGE_ID)).toBe('Oak table');
    expect(nameIn(stored, GERMAN_LANGUAGE_ID)).toBe('Tisch aus Eiche');
  });

  it('reads top-level fields in the header language (any id form), null where it has no text', async () => {
    const id = await createProduct('Chair', 'Stuhl');
    expect((await read(id, GERMAN_DASHED)).name).toBe('Stuhl');
    expect((await read(id)).name).toBe('Chair');
    const untranslated = await createProduct('Lamp');
    expect((await read(untranslated, GERMAN_LANGUAGE_ID)).name).toBeNull();
  });

  it('list and search read, filter and sort in the header language', async () => {
    const marker = randomBytes(3).toString('hex');
    const first = await createProduct(`A ${marker}`, `Z ${marker} Bank`);
    const second = await createProduct(`Z ${marker}`, `A ${marker} Regal`);
    const criteria = { filter: [{ type: 'contains', field: 'name', value: marker }], sort: [{ field: 'name', order: 'ASC' }] };
    const german = await h.request('POST', '/api/search/product', { body: criteria, headers: { [HEADER]: GERMAN_LANGUAGE_ID } });
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json().data.map((row: Product) => [row.id, row.name])).toEqual([
      [second, `A ${marker} Regal`],
      [first, `Z ${marker} Bank`],
    ]);
    const bank = await h.request('POST', '/api/search/product', { body: { filter: [{ type: 'contains', field: 'name', value: `${marker} Bank` }] }, headers: { [HEADER]: GERMAN_LANGUAGE_ID } });
    expect(bank.json().data.map((row: Product) => row.id)).toEqual([first]);
    const english = await h.request('POST', '/api/search/product', { body: criteria });
    expect(english.json().data.map((row: Product) => row.id)).toEqual([first, second]);
    const list = await h.request('GET', '/api/product?limit=500', { headers: { [HEADER]: GERMAN_LANGUAGE_ID } });
    expect(list.json().data.find((row: Product) => row.id === first).name).toBe(`Z ${marker} Bank`);
  });

  it('a create with the header writes top-level fields in that language; the system language is still required', async () => {
    const refused = await h.request('POST', '/api/product', { body: { productNumber: `CTX-${randomBytes(4).toString('hex')}`, name: 'Nur Deutsch' }, headers: { [HEADER]: GERMAN_LANGUAGE_ID } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ detail: 'The field "name" is required in the system default language.' });
    const created = await h.request('POST', '/api/product?_response=detail', {
      body: { productNumber: `CTX-${randomBytes(4).toString('hex')}`, name: 'Sessel', translations: { [SYSTEM_LANGUAGE_ID]: { name: 'Armchair' } } },
      headers: { [HEADER]: GERMAN_LANGUAGE_ID },
    });
    expect(created.statusCode, created.body).toBe(200);
    const stored = await read(created.json().data.id as string);
    expect(nameIn(stored, SYSTEM_LANGUAGE_ID)).toBe('Armchair');
    expect(nameIn(stored, GERMAN_LANGUAGE_ID)).toBe('Sessel');
  });

  it('an unknown or malformed language id answers 400 naming it, and writes nothing', async () => {
    const id = await createProduct('Shelf');
    const unknown = '0190a1b2c3d47e8f9a0b1c2d3e4f5a6b';
    for (const [method, url, body] of [
      ['GET', `/api/product/${id}`, undefined],
      ['GET', '/api/product', undefined],
      ['POST', '/api/search/product', {}],
      ['PATCH', `/api/product/${id}`, { name: 'Overwritten' }],
      ['POST', '/api/product', { productNumber: 'CTX-NEVER', name: 'Never' }],
    ] as const) {
      for (const value of [unknown, 'de-DE']) {
        const response = await h.request(method, url, { headers: { [HEADER]: value }, ...(body ? { body } : {}) });
        expect(response.statusCode, `${method} ${url} ${value}`).toBe(400);
        expect(response.json()).toEqual({
          errors: [{ status: '400', code: 'FRAMEWORK__LANGUAGE_NOT_FOUND', detail: `The language "${value}" of the sw-language-id header does not exist.` }],
        });
      }
    }
    expect((await read(id)).name).toBe('Shelf');
    const never = await h.request('POST', '/api/search/product', { body: { filter: [{ type: 'equals', field: 'productNumber', value: 'CTX-NEVER' }] } });
    expect(never.json().total).toBe(0);
  });
});
