import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { createHarness, dialect, type Harness } from '../support/harness.js';

/**
 * Issue 18, item 4: what integrators using the platform's own admin API client call first: the sync,
 * search-ids, criteria `term`, `includes` and `total-count-mode`, and the version (docs/api.md).
 */

interface Product {
  id: string;
  productNumber: string;
  name: string | null;
  translations: { languageId: string; name: string | null }[];
}

describe(`the platform's admin API conventions on ${dialect}`, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h.close());

  const number = () => `INT-${randomBytes(5).toString('hex')}`;

  async function product(id: string): Promise<Product | null> {
    const response = await h.request('GET', `/api/product/${id}`);
    if (response.statusCode === 404) return null;
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Product;
  }

  async function productCount(): Promise<number> {
    return (await h.request('POST', '/api/search-ids/product', { body: { limit: 1 } })).json().total as number;
  }

  describe('POST /api/_action/sync', () => {
    it('upserts and deletes across entities in one transaction and answers per operation', async () => {
      const doomed = (await h.request('POST', '/api/product?_response=detail', { body: { productNumber: number(), name: 'Old' } })).json().data.id as string;
      const existing = (await h.request('POST', '/api/product?_response=detail', { body: { productNumber: number(), name: 'Before' } })).json().data.id as string;
      const newId = randomBytes(16).toString('hex');
      const response = await h.request('POST', '/api/_action/sync', {
        body: [
          {
            action: 'upsert',
            entity: 'product',
            payload: [
              { id: newId, productNumber: number(), name: 'Synced', translations: { 'de-DE': { name: 'Synchronisiert' } } },
              { id: existing, name: 'After' },
            ],
          },
          { action: 'upsert', entity: 'category', payload: [{ name: 'Synced category' }] },
          { action: 'delete', entity: 'product', payload: [{ id: doomed }] },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as Record<string, { entity: string; action: string; ids: string[] }>;
      expect(data['0']).toEqual({ entity: 'product', action: 'upsert', ids: [newId, existing] });
      expect(data['1']?.entity).toBe('category');
      expect(data['1']?.ids).toHaveLength(1);
      expect(data['2']).toEqual({ entity: 'product', action: 'delete', ids: [doomed] });
      expect((await product(newId))?.translations.find((row) => row.languageId === GERMAN_LANGUAGE_ID)?.name).toBe('Synchronisiert');
      expect((await product(existing))?.name).toBe('After');
      expect(await product(doomed)).toBeNull();
      const category = await h.request('GET', `/api/category/${data['1']?.ids[0] as string}`);
      expect(category.json().data.name).toBe('Synced category');
    });

    it('accepts operations keyed by name, as the platform client sends them', async () => {
      const response = await h.request('POST', '/api/_action/sync', {
        body: { 'write-products': { action: 'upsert', entity: 'product', payload: [{ productNumber: number(), name: 'Keyed' }] } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data['write-products'].ids).toHaveLength(1);
    });

    it('is all or nothing: one bad record writes nothing and its error points into the operation', async () => {
      const before = await productCount();
      const kept = (await h.request('POST', '/api/product?_response=detail', { body: { productNumber: number(), name: 'Kept' } })).json().data.id as string;
      const response = await h.request('POST', '/api/_action/sync', {
        body: [
          { action: 'upsert', entity: 'product', payload: [{ productNumber: number(), name: 'Would be written' }, { id: kept, name: 'Changed' }] },
          { action: 'delete', entity: 'product', payload: [{ id: kept }] },
          { action: 'upsert', entity: 'product', payload: [{ productNumber: number(), name: 'x', nonsense: 1 }] },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          status: '400',
          code: 'FRAMEWORK__WRITE_UNKNOWN_FIELD',
          detail: 'The field "nonsense" does not exist on entity "product".',
          source: { pointer: '/2/payload/0/nonsense' },
        },
      ]);
      expect(await productCount()).toBe(before + 1);
      expect((await product(kept))?.name).toBe('Kept');
    });

    it('needs the privilege of every record it writes, and refuses unknown entities and actions', async () => {
      const creator = await h.tokenWithPrivileges(['product:create']);
      const existing = (await h.request('POST', '/api/product?_response=detail', { body: { productNumber: number(), name: 'Guarded' } })).json().data.id as string;
      const refused = await h.request('POST', '/api/_action/sync', {
        token: creator,
        body: [{ action: 'upsert', entity: 'product', payload: [{ productNumber: number(), name: 'New' }, { id: existing, name: 'Nope' }] }],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].detail).toBe('Missing privilege(s): product:update.');
      expect((await product(existing))?.name).toBe('Guarded');
      const allowed = await h.request('POST', '/api/_action/sync', { token: creator, body: [{ action: 'upsert', entity: 'product', payload: [{ productNumber: number(), name: 'New' }] }] });
      expect(allowed.statusCode, allowed.body).toBe(200);
      const unknown = await h.request('POST', '/api/_action/sync', { body: [{ action: 'upsert', entity: 'nonsense', payload: [{}] }] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_SYNC', detail: 'The entity "nonsense" does not exist.', source: { pointer: '/0/entity' } });
      const action = await h.request('POST', '/api/_action/sync', { body: [{ action: 'merge', entity: 'product', payload: [{}] }] });
      expect(action.json().errors[0]).toMatchObject({ detail: 'The action must be "upsert" or "delete".', source: { pointer: '/0/action' } });
      expect((await h.request('POST', '/api/_action/sync', { token: null, body: [] })).statusCode).toBe(401);
    });

    it('never loses a generated secret: an integration without its secret is refused', async () => {
      const response = await h.request('POST', '/api/_action/sync', { body: [{ action: 'upsert', entity: 'integration', payload: [{ label: 'Sync integration' }] }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].detail).toBe(
        'A integration that generates a secret cannot be created through the sync; send the secret or use POST /api/integration.',
      );
    });
  });

  describe('search-ids, term, includes and total-count-mode', () => {
    const marker = randomBytes(4).toString('hex');
    const ids: string[] = [];
    beforeAll(async () => {
      for (const [name, german] of [
        [`Oak table ${marker}`, `Eichentisch ${marker}`],
        [`Oak chair ${marker}`, `Eichenstuhl ${marker}`],
        [`Pine shelf ${marker}`, `Kiefernregal ${marker}`],
      ] as const) {
        const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: number(), name, translations: { 'de-DE': { name: german } } } });
        ids.push(response.json().data.id as string);
      }
    });

    it('POST /api/search-ids/{entity} answers {total, data: [ids]}', async () => {
      const response = await h.request('POST', '/api/search-ids/product', { body: { filter: [{ type: 'contains', field: 'name', value: marker }], sort: [{ field: 'name', order: 'ASC' }] } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ total: 3, data: [ids[1], ids[0], ids[2]] });
      const viewer = await h.tokenWithPrivileges(['category:read']);
      expect((await h.request('POST', '/api/search-ids/product', { token: viewer, body: {} })).statusCode).toBe(403);
    });

    it('term matches every word in any text field, case-insensitively, in the context language', async () => {
      const search = async (term: string, headers: Record<string, string> = {}) =>
        (await h.request('POST', '/api/search-ids/product', { body: { term }, headers })).json() as { total: number; data: string[] };
      expect((await search(`oak ${marker}`)).data.sort()).toEqual([ids[0], ids[1]].sort());
      expect((await search(`${marker} TABLE`)).data).toEqual([ids[0]]);
      expect((await search(`eichen ${marker}`)).total).toBe(0);
      expect((await search(`eichen ${marker}`, { 'sw-language-id': GERMAN_LANGUAGE_ID })).data.sort()).toEqual([ids[0], ids[1]].sort());
      const long = await h.request('POST', '/api/search/product', { body: { term: 'x'.repeat(501) } });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors[0]).toMatchObject({ detail: 'The term must not be longer than 500 characters.', source: { pointer: '/term' } });
    });

    it('includes trims the answer to the named fields, associations by their own entity', async () => {
      const response = await h.request('POST', '/api/search/product', { body: { term: marker, includes: { product: ['id', 'name'] }, sort: [{ field: 'name', order: 'ASC' }] } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual([
        { id: ids[1], name: `Oak chair ${marker}` },
        { id: ids[0], name: `Oak table ${marker}` },
        { id: ids[2], name: `Pine shelf ${marker}` },
      ]);
      const bad = await h.request('POST', '/api/search/product', { body: { includes: { product: 'name' } } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ detail: 'The includes of an entity must be a list of field names.', source: { pointer: '/includes/product' } });
    });

    it('total-count-mode: exact by default, none counts to this page, next-pages up to five pages ahead', async () => {
      const total = async (mode: unknown, limit: number, page = 1) =>
        (await h.request('POST', '/api/search-ids/product', { body: { term: marker, limit, page, ...(mode === undefined ? {} : { 'total-count-mode': mode }) } })).json().total as number;
      expect(await total(undefined, 1)).toBe(3);
      expect(await total(1, 1)).toBe(3);
      expect(await total(0, 1)).toBe(1);
      expect(await total('none', 1, 2)).toBe(2);
      expect(await total(2, 1)).toBe(3);
      // Many more products than five pages of one: counted up to 6 pages and one record.
      const many = randomBytes(4).toString('hex');
      const sync = await h.request('POST', '/api/_action/sync', {
        body: [{ action: 'upsert', entity: 'product', payload: Array.from({ length: 12 }, (_, index) => ({ productNumber: number(), name: `Bulk ${many} ${index}` })) }],
      });
      expect(sync.statusCode, sync.body).toBe(200);
      const nextPages = await h.request('POST', '/api/search-ids/product', { body: { term: many, limit: 1, 'total-count-mode': 'next-pages' } });
      expect(nextPages.json().total).toBe(7);
      const refused = await h.request('POST', '/api/search/product', { body: { 'total-count-mode': 5 } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].source).toEqual({ pointer: '/total-count-mode' });
    });
  });

  it('GET /api/_info/version answers the version to any valid token, 401 without one', async () => {
    const viewer = await h.tokenWithPrivileges([]);
    const response = await h.request('GET', '/api/_info/version', { token: viewer });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: h.host.version });
    expect((await h.request('GET', '/api/_info/version', { token: null })).statusCode).toBe(401);
  });
});
