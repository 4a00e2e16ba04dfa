import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { newId } from '../../src/host/db/ids.js';
import { createHarness, type Harness } from '../support/harness.js';

/** The generic entity API (README.md): CRUD, ids, translations, write validation, extension entities. */

const SYSTEM = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const HEX32 = /^[0-9a-f]{32}$/;

function error(status: number, code: string, detail: string, pointer?: string): Record<string, unknown> {
  return { status: String(status), code, detail, ...(pointer !== undefined ? { source: { pointer } } : {}) };
}

function errors(...entries: Record<string, unknown>[]): { errors: Record<string, unknown>[] } {
  return { errors: entries };
}

async function count(h: Harness, table: string, where?: [string, unknown]): Promise<number> {
  let query = h.host.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  if (where) query = query.where(where[0], '=', where[1]);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

function idFromLocation(location: unknown, path: string): string {
  expect(typeof location).toBe('string');
  const match = new RegExp(`^/api/${path}/([0-9a-f]{32})$`).exec(location as string);
  expect(match).not.toBeNull();
  return match![1]!;
}

const EMPTY_PRODUCT_TRANSLATION = {
  name: null,
  description: null,
  metaTitle: null,
  metaDescription: null,
  keywords: null,
  packUnit: null,
  packUnitPlural: null,
  customSearchKeywords: null,
  customFields: null,
};

function dashed(id: string): string {
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`.toUpperCase();
}

describe('entity API: CRUD of a translatable entity (product)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('creates with 204 and a Location header, then reads the full record', async () => {
    const created = await h.request('POST', '/api/product', {
      body: { productNumber: 'CRUD-1', name: 'Chair', description: '<p>Sturdy</p>', stock: 7, price: 19.5, active: false },
    });
    expect(created.statusCode).toBe(204);
    expect(created.body).toBe('');
    const id = idFromLocation(created.headers.location, 'product');

    const read = await h.request('GET', `/api/product/${id}`);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body).toEqual({
      data: {
        id,
        productNumber: 'CRUD-1',
        active: false,
        stock: 7,
        price: 19.5,
        manufacturerId: null,
        unitId: null,
        deliveryTimeId: null,
        categoryId: null,
        coverId: null,
        ...EMPTY_PRODUCT_TRANSLATION,
        name: 'Chair',
        description: '<p>Sturdy</p>',
        createdAt: expect.stringMatching(ISO),
        updatedAt: null,
        translations: [{ languageId: SYSTEM, ...EMPTY_PRODUCT_TRANSLATION, name: 'Chair', description: '<p>Sturdy</p>' }],
      },
    });
  });

  it('applies the column defaults when optional fields are omitted', async () => {
    const created = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: 'CRUD-DEF', name: 'Stool' } });
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    expect(data.active).toBe(true);
    expect(data.stock).toBe(0);
    expect(data.price).toBeNull();
  });

  it('answers 200 {data} with ?_response=detail, still with the Location header', async () => {
    const created = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: 'CRUD-2', name: 'Table' } });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    const id = idFromLocation(created.headers.location, 'product');
    expect(body.data.id).toBe(id);
    expect(body.data.productNumber).toBe('CRUD-2');
    expect(body.data.name).toBe('Table');
    expect(body.data.translations).toEqual([{ languageId: SYSTEM, ...EMPTY_PRODUCT_TRANSLATION, name: 'Table' }]);
    expect(Object.keys(body)).toEqual(['data']);
  });

  it('updates with PATCH (204), setting updatedAt and keeping the rest', async () => {
    const created = await h.request('POST', '/api/product', { body: { productNumber: 'CRUD-3', name: 'Lamp', stock: 3 } });
    const id = idFromLocation(created.headers.location, 'product');
    const before = (await h.request('GET', `/api/product/${id}`)).json().data;

    const patched = await h.request('PATCH', `/api/product/${id}`, { body: { stock: 4, metaTitle: 'Bright lamp' } });
    expect(patched.statusCode).toBe(204);
    expect(patched.body).toBe('');

    const after = (await h.request('GET', `/api/product/${id}`)).json().data;
    expect(after.stock).toBe(4);
    expect(after.metaTitle).toBe('Bright lamp');
    expect(after.name).toBe('Lamp');
    expect(after.productNumber).toBe('CRUD-3');
    expect(after.createdAt).toBe(before.createdAt);
    expect(before.updatedAt).toBeNull();
    expect(after.updatedAt).toMatch(ISO);
  });

  it('answers PATCH ?_response=detail with the updated record', async () => {
    const created = await h.request('POST', '/api/product', { body: { productNumber: 'CRUD-3B', name: 'Rug' } });
    const id = idFromLocation(created.headers.location, 'product');
    const patched = await h.request('PATCH', `/api/product/${id}?_response=detail`, { body: { stock: 9 } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ id, stock: 9, name: 'Rug' });
  });

  it('accepts an empty PATCH and changes nothing', async () => {
    const created = await h.request('POST', '/api/product', { body: { productNumber: 'CRUD-3C', name: 'Mat' } });
    const id = idFromLocation(created.headers.location, 'product');
    const before = (await h.request('GET', `/api/product/${id}`)).json();
    expect((await h.request('PATCH', `/api/product/${id}`, { body: {} })).statusCode).toBe(204);
    expect((await h.request('GET', `/api/product/${id}`)).json()).toEqual(before);
  });

  it('deletes with 204; afterwards read, update and delete answer 404 and the translation rows are gone', async () => {
    const created = await h.request('POST', '/api/product', {
      body: { productNumber: 'CRUD-4', name: 'Shelf', translations: { 'de-DE': { name: 'Regal' } } },
    });
    const id = idFromLocation(created.headers.location, 'product');
    expect(await count(h, 'product_translation', ['productId', id])).toBe(2);

    const deleted = await h.request('DELETE', `/api/product/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    const notFound = errors(error(404, 'FRAMEWORK__ENTITY_NOT_FOUND', `Could not find product with id "${id}".`));
    const read = await h.request('GET', `/api/product/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(notFound);
    const patch = await h.request('PATCH', `/api/product/${id}`, { body: { stock: 1 } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual(notFound);
    const again = await h.request('DELETE', `/api/product/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFound);

    expect(await count(h, 'product', ['id', id])).toBe(0);
    expect(await count(h, 'product_translation', ['productId', id])).toBe(0);
  });

  it('normalises a client-supplied id given dashed and upper-case', async () => {
    const id = newId();
    const created = await h.request('POST', '/api/product', { body: { id: dashed(id), productNumber: 'CRUD-5', name: 'Desk' } });
    expect(created.statusCode).toBe(204);
    expect(created.headers.location).toBe(`/api/product/${id}`);
    const row = await h.host.database.db.selectFrom('product').select('id').where('productNumber', '=', 'CRUD-5').executeTakeFirstOrThrow();
    expect(row.id).toBe(id);
    expect(await count(h, 'product_translation', ['productId', id])).toBe(1);
  });

  it('accepts a 32-character upper-case id on create', async () => {
    const id = newId();
    const created = await h.request('POST', '/api/product', { body: { id: id.toUpperCase(), productNumber: 'CRUD-5B', name: 'Bench' } });
    expect(created.statusCode).toBe(204);
    expect(created.headers.location).toBe(`/api/product/${id}`);
  });

  it('reads, updates and deletes through path ids in dashed or upper-case form', async () => {
    const id = newId();
    await h.request('POST', '/api/product', { body: { id, productNumber: 'CRUD-6', name: 'Sofa' } });

    const byDashed = await h.request('GET', `/api/product/${dashed(id)}`);
    expect(byDashed.statusCode).toBe(200);
    expect(byDashed.json().data.id).toBe(id);
    const byUpper = await h.request('GET', `/api/product/${id.toUpperCase()}`);
    expect(byUpper.statusCode).toBe(200);
    expect(byUpper.json().data.id).toBe(id);

    expect((await h.request('PATCH', `/api/product/${id.toUpperCase()}`, { body: { stock: 12 } })).statusCode).toBe(204);
    expect((await h.request('GET', `/api/product/${id}`)).json().data.stock).toBe(12);

    expect((await h.request('DELETE', `/api/product/${dashed(id)}`)).statusCode).toBe(204);
    expect(await count(h, 'product', ['id', id])).toBe(0);
  });

  it('rejects a malformed path id with 400 FRAMEWORK__INVALID_UUID on read, update and delete', async () => {
    for (const [method, bad] of [
      ['GET', 'not-an-id'],
      ['PATCH', '1234'],
      ['DELETE', 'g'.repeat(32)],
      ['GET', `${newId()}0`],
    ] as const) {
      const response = await h.request(method, `/api/product/${bad}`, method === 'PATCH' ? { body: { stock: 1 } } : {});
      expect(response.statusCode, `${method} ${bad}`).toBe(400);
      expect(response.json()).toEqual(errors(error(400, 'FRAMEWORK__INVALID_UUID', `The id "${bad}" is not a valid id.`)));
    }
  });

  it('an over-long path id answers the same 400, not the router\'s 414, and needs a token first', async () => {
    for (const length of [101, 5000]) {
      const bad = 'a'.repeat(length);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await h.request(method, `/api/product/${bad}`, method === 'PATCH' ? { body: { stock: 1 } } : {});
        expect(response.statusCode, `${method} ${length}`).toBe(400);
        expect(response.json()).toEqual(errors(error(400, 'FRAMEWORK__INVALID_UUID', `The id "${bad}" is not a valid id.`)));
      }
      const anonymous = await h.request('GET', `/api/product/${bad}`, { token: null });
      expect(anonymous.statusCode).toBe(401);
      // The action routes answer their own message for their ids.
      const cancel = await h.request('POST', `/api/_action/ext-translate/job/${bad}/cancel`);
      expect(cancel.statusCode).toBe(400);
      expect(cancel.json()).toEqual({ message: 'Invalid job id.' });
    }
  });

  it('a path segment beyond any request Node accepts, or a path that is no valid URL, answers 400 in the shape of its routes', async () => {
    const huge = 'a'.repeat(16 * 1024 + 1);
    const entity = await h.request('GET', `/api/product/${huge}`);
    expect(entity.statusCode).toBe(400);
    expect(entity.json()).toEqual(errors(error(400, 'FRAMEWORK__BAD_REQUEST', 'A path segment is longer than 16384 characters.')));
    const action = await h.request('POST', `/api/_action/ext-translate/job/${huge}/cancel`);
    expect(action.statusCode).toBe(400);
    expect(action.json()).toEqual({ message: 'A path segment is longer than 16384 characters.' });
    const badUrl = await h.request('GET', '/api/product/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual(errors(error(400, 'FRAMEWORK__BAD_REQUEST', 'The request path is not a valid URL.')));
  });

  it('answers 404 for a well-formed id that does not exist', async () => {
    const id = newId();
    const response = await h.request('GET', `/api/product/${dashed(id)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errors(error(404, 'FRAMEWORK__ENTITY_NOT_FOUND', `Could not find product with id "${id}".`)));
  });

  it('rejects an invalid client-supplied id and writes nothing', async () => {
    const before = await count(h, 'product');
    const response = await h.request('POST', '/api/product', { body: { id: 'xyz', productNumber: 'CRUD-7', name: 'Bad' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_INVALID_ID', 'This value is not a valid id.', '/id')));
    expect(await count(h, 'product')).toBe(before);
  });

  it('rejects a client-supplied id that is already taken with a unique violation on /id', async () => {
    const id = newId();
    expect((await h.request('POST', '/api/product', { body: { id, productNumber: 'CRUD-8', name: 'First' } })).statusCode).toBe(204);
    const second = await h.request('POST', '/api/product', { body: { id: dashed(id), productNumber: 'CRUD-9', name: 'Second' } });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_UNIQUE_VIOLATION', 'A record with this value already exists.', '/id')));
    expect((await h.request('GET', `/api/product/${id}`)).json().data.name).toBe('First');
    expect(await count(h, 'product', ['productNumber', 'CRUD-9'])).toBe(0);
  });

  it('refuses to change the id through PATCH but accepts the same id in another form', async () => {
    const id = newId();
    await h.request('POST', '/api/product', { body: { id, productNumber: 'CRUD-10', name: 'Box' } });
    const changed = await h.request('PATCH', `/api/product/${id}`, { body: { id: newId(), stock: 2 } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_READ_ONLY_FIELD', 'The id of a record cannot be changed.', '/id')));
    expect((await h.request('GET', `/api/product/${id}`)).json().data.stock).toBe(0);

    const same = await h.request('PATCH', `/api/product/${id}`, { body: { id: dashed(id), stock: 2 } });
    expect(same.statusCode).toBe(204);
    expect((await h.request('GET', `/api/product/${id}`)).json().data.stock).toBe(2);
  });
});

describe('entity API: list paging (limit default 25, max 500, page from 1)', () => {
  let h: Harness;
  const names: string[] = [];
  beforeAll(async () => {
    h = await createHarness();
    for (let index = 0; index < 30; index += 1) {
      const name = `field_${String(index).padStart(2, '0')}`;
      names.push(name);
      const response = await h.request('POST', '/api/custom-field', { body: { name, type: 'text' } });
      if (response.statusCode !== 204) throw new Error(response.body);
    }
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers {total, data} with 25 records by default', async () => {
    const response = await h.request('GET', '/api/custom-field');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'total']);
    expect(body.total).toBe(30);
    expect(body.data).toHaveLength(25);
  });

  it('pages from 1: page 2 holds the remaining 5, and pages 1 and 2 together hold every record once', async () => {
    const first = (await h.request('GET', '/api/custom-field?page=1')).json();
    const second = (await h.request('GET', '/api/custom-field?page=2')).json();
    expect(second.total).toBe(30);
    expect(second.data).toHaveLength(5);
    const seen = [...first.data, ...second.data].map((record: { name: string }) => record.name).sort();
    expect(seen).toEqual(names);
    const third = (await h.request('GET', '/api/custom-field?page=3')).json();
    expect(third).toEqual({ total: 30, data: [] });
  });

  it('accepts limit 500 and answers every record', async () => {
    const body = (await h.request('GET', '/api/custom-field?limit=500')).json();
    expect(body.total).toBe(30);
    expect(body.data).toHaveLength(30);
    const searched = await h.request('POST', '/api/search/custom-field', { body: { limit: 500 } });
    expect(searched.statusCode).toBe(200);
    expect(searched.json().data).toHaveLength(30);
  });

  it('rejects limit 501, limit 0 and page 0', async () => {
    for (const [query, pointer, detail] of [
      ['limit=501', '/limit', 'The limit must be an integer between 1 and 500.'],
      ['limit=0', '/limit', 'The limit must be an integer between 1 and 500.'],
      ['page=0', '/page', 'The page must be an integer between 1 and 1000000.'],
      ['limit=-1', '/limit', 'The limit must be an integer between 1 and 500.'],
      ['limit=ten', '/limit', 'The limit must be an integer between 1 and 500.'],
    ] as const) {
      const response = await h.request('GET', `/api/custom-field?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(errors(error(400, 'FRAMEWORK__INVALID_CRITERIA', detail, pointer)));
    }
  });

  it('sorts a GET list with ?sort=-name', async () => {
    const body = (await h.request('GET', '/api/custom-field?limit=3&sort=-name')).json();
    expect(body.data.map((record: { name: string }) => record.name)).toEqual(['field_29', 'field_28', 'field_27']);
  });
});

describe('entity API: plain entities', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('custom_field: create, read, update, delete', async () => {
    const created = await h.request('POST', '/api/custom-field?_response=detail', {
      body: { name: 'material', type: 'text', translatable: true, label: 'Material' },
    });
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    expect(data).toEqual({
      id: expect.stringMatching(HEX32),
      name: 'material',
      type: 'text',
      translatable: true,
      label: 'Material',
      createdAt: expect.stringMatching(ISO),
      updatedAt: null,
    });
    expect(created.headers.location).toBe(`/api/custom-field/${data.id}`);
    expect('translations' in data).toBe(false);

    expect((await h.request('PATCH', `/api/custom-field/${data.id}`, { body: { translatable: false, type: 'html' } })).statusCode).toBe(204);
    const read = (await h.request('GET', `/api/custom-field/${data.id}`)).json().data;
    expect(read).toMatchObject({ translatable: false, type: 'html', name: 'material' });

    expect((await h.request('DELETE', `/api/custom-field/${data.id}`)).statusCode).toBe(204);
    const gone = await h.request('GET', `/api/custom-field/${data.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(errors(error(404, 'FRAMEWORK__ENTITY_NOT_FOUND', `Could not find custom_field with id "${data.id}".`)));
  });

  it('custom_field: the name is unique and the type an enum', async () => {
    expect((await h.request('POST', '/api/custom-field', { body: { name: 'colour', type: 'text' } })).statusCode).toBe(204);
    const duplicate = await h.request('POST', '/api/custom-field', { body: { name: 'colour', type: 'html' } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_UNIQUE_VIOLATION', 'A record with this value already exists.', '/name')));
    const badType = await h.request('POST', '/api/custom-field', { body: { name: 'weight', type: 'blob' } });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_INVALID_CHOICE', 'The value should be one of: text, html, int, float, bool, select, json.', '/type')),
    );
    expect(await count(h, 'custom_field', ['name', 'weight'])).toBe(0);
  });

  it('rejects translations on an entity that is not translatable', async () => {
    const response = await h.request('POST', '/api/custom-field', { body: { name: 'x1', type: 'text', translations: { 'de-DE': { label: 'X' } } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_UNKNOWN_FIELD', 'The field "translations" does not exist on entity "custom_field".', '/translations')),
    );
  });

  it('snippet_set and snippet: references are checked, and deleting a set deletes its snippets', async () => {
    const set = await h.request('POST', '/api/snippet-set?_response=detail', { body: { name: 'BASE de-DE', iso: 'de-DE' } });
    expect(set.statusCode).toBe(200);
    const setId = set.json().data.id;
    expect(set.json().data).toEqual({ id: setId, name: 'BASE de-DE', iso: 'de-DE', createdAt: expect.stringMatching(ISO), updatedAt: null });

    const snippet = await h.request('POST', '/api/snippet', { body: { setId: dashed(setId), translationKey: 'checkout.title', value: 'Kasse' } });
    expect(snippet.statusCode).toBe(204);
    const snippetId = idFromLocation(snippet.headers.location, 'snippet');
    expect((await h.request('GET', `/api/snippet/${snippetId}`)).json().data).toEqual({
      id: snippetId,
      setId,
      translationKey: 'checkout.title',
      value: 'Kasse',
      createdAt: expect.stringMatching(ISO),
      updatedAt: null,
    });

    const missingSet = newId();
    const orphan = await h.request('POST', '/api/snippet', { body: { setId: missingSet, translationKey: 'x', value: 'y' } });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_REFERENCE_NOT_FOUND', `No snippet_set with id "${missingSet}" exists.`, '/setId')),
    );

    const badIso = await h.request('POST', '/api/snippet-set', { body: { name: 'X', iso: 'xx-XX' } });
    expect(badIso.statusCode).toBe(400);
    expect(badIso.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_REFERENCE_NOT_FOUND', 'No locale with code "xx-XX" exists.', '/iso')));

    const searched = await h.request('POST', '/api/search/snippet-set', { body: { ids: [setId], associations: { snippets: {} } } });
    expect(searched.json().data[0].snippets.map((entry: { id: string }) => entry.id)).toEqual([snippetId]);

    expect((await h.request('DELETE', `/api/snippet-set/${setId}`)).statusCode).toBe(204);
    expect(await count(h, 'snippet', ['id', snippetId])).toBe(0);
  });

  it('language: localeCode must be a known locale; parentId must name a language', async () => {
    const created = await h.request('POST', '/api/language?_response=detail', { body: { name: 'Français', localeCode: 'fr-FR', parentId: SYSTEM } });
    expect(created.statusCode).toBe(200);
    const french = created.json().data;
    expect(french).toEqual({
      id: expect.stringMatching(HEX32),
      name: 'Français',
      localeCode: 'fr-FR',
      parentId: SYSTEM,
      createdAt: expect.stringMatching(ISO),
      updatedAt: null,
    });

    const unknownLocale = await h.request('POST', '/api/language', { body: { name: 'Nowhere', localeCode: 'xx-XX' } });
    expect(unknownLocale.statusCode).toBe(400);
    expect(unknownLocale.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_REFERENCE_NOT_FOUND', 'No locale with code "xx-XX" exists.', '/localeCode')),
    );
    const patchLocale = await h.request('PATCH', `/api/language/${french.id}`, { body: { localeCode: 'zz-ZZ' } });
    expect(patchLocale.statusCode).toBe(400);
    expect(patchLocale.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_REFERENCE_NOT_FOUND', 'No locale with code "zz-ZZ" exists.', '/localeCode')),
    );

    const missingParent = newId();
    const badParent = await h.request('POST', '/api/language', { body: { name: 'Orphan', localeCode: 'it-IT', parentId: missingParent } });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_REFERENCE_NOT_FOUND', `No language with id "${missingParent}" exists.`, '/parentId')),
    );

    const withParent = await h.request('POST', '/api/search/language', { body: { ids: [french.id], associations: { parent: {} } } });
    expect(withParent.json().data[0].parent).toMatchObject({ id: SYSTEM, name: 'English', localeCode: 'en-GB' });

    const list = (await h.request('GET', '/api/language?limit=500')).json();
    expect(list.data.map((language: { localeCode: string }) => language.localeCode)).toEqual(['de-DE', 'en-GB', 'fr-FR']);
    expect(await count(h, 'language')).toBe(3);
  });

  it('language: the system default language cannot be deleted; another language can, with its translations', async () => {
    const product = await h.request('POST', '/api/product', { body: { productNumber: 'LANG-1', name: 'Kept', translations: { 'it-IT': { name: 'x' } } } });
    // it-IT is a locale but no language yet.
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_UNKNOWN_LANGUAGE', 'No language with id or locale code "it-IT" exists.', '/translations/it-IT')),
    );
    const italian = await h.request('POST', '/api/language', { body: { name: 'Italiano', localeCode: 'it-IT' } });
    const italianId = idFromLocation(italian.headers.location, 'language');
    const created = await h.request('POST', '/api/product', { body: { productNumber: 'LANG-1', name: 'Kept', translations: { 'it-IT': { name: 'Tenuto' } } } });
    const productId = idFromLocation(created.headers.location, 'product');

    const refused = await h.request('DELETE', `/api/language/${SYSTEM}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION', 'The system default language cannot be deleted.', '/')));
    expect(await count(h, 'language', ['id', SYSTEM])).toBe(1);
    expect((await h.request('GET', `/api/product/${productId}`)).json().data.name).toBe('Kept');

    expect((await h.request('DELETE', `/api/language/${italianId}`)).statusCode).toBe(204);
    expect((await h.request('GET', `/api/product/${productId}`)).json().data.translations.map((entry: { languageId: string }) => entry.languageId)).toEqual([SYSTEM]);
  });

  it('locale is read-only through the API', async () => {
    const list = await h.request('GET', '/api/locale?limit=1&sort=code');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThan(2);
    const post = await h.request('POST', '/api/locale', { body: { code: 'qq-QQ', name: 'Q', territory: 'Q' } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(errors(error(404, 'FRAMEWORK__ROUTE_NOT_FOUND', 'No route matches POST /api/locale.')));
    expect(await count(h, 'locale', ['code', 'qq-QQ'])).toBe(0);
  });
});

describe('entity API: translations', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  async function createProduct(body: Record<string, unknown>): Promise<string> {
    const response = await h.request('POST', '/api/product', { body });
    expect(response.statusCode, response.body).toBe(204);
    return idFromLocation(response.headers.location, 'product');
  }

  async function translationsOf(id: string): Promise<Record<string, unknown>[]> {
    return (await h.request('GET', `/api/product/${id}`)).json().data.translations;
  }

  it('writes translations keyed by language id; top-level fields go to the system language', async () => {
    const id = await createProduct({ productNumber: 'TR-1', name: 'Chair', translations: { [GERMAN_LANGUAGE_ID]: { name: 'Stuhl', metaTitle: 'Stuhl kaufen' } } });
    const data = (await h.request('GET', `/api/product/${id}`)).json().data;
    expect(data.name).toBe('Chair');
    expect(data.metaTitle).toBeNull();
    expect(data.translations).toEqual([
      { languageId: SYSTEM, ...EMPTY_PRODUCT_TRANSLATION, name: 'Chair' },
      { languageId: GERMAN_LANGUAGE_ID, ...EMPTY_PRODUCT_TRANSLATION, name: 'Stuhl', metaTitle: 'Stuhl kaufen' },
    ]);
    const rows = await h.host.database.db
      .selectFrom('product_translation')
      .select(['languageId', 'name'])
      .where('productId', '=', id)
      .orderBy('languageId')
      .execute();
    expect(rows).toEqual([
      { languageId: SYSTEM, name: 'Chair' },
      { languageId: GERMAN_LANGUAGE_ID, name: 'Stuhl' },
    ]);
  });

  it('writes translations keyed by locale code (any case) and by dashed language id', async () => {
    const byLocale = await createProduct({ productNumber: 'TR-2', translations: { 'en-GB': { name: 'Table' }, 'de-DE': { name: 'Tisch' } } });
    expect((await translationsOf(byLocale)).map((entry) => [entry.languageId, entry.name])).toEqual([
      [SYSTEM, 'Table'],
      [GERMAN_LANGUAGE_ID, 'Tisch'],
    ]);
    const byLowerLocale = await createProduct({ productNumber: 'TR-2B', name: 'Lamp', translations: { 'DE-de': { name: 'Lampe' } } });
    expect((await translationsOf(byLowerLocale))[1]).toMatchObject({ languageId: GERMAN_LANGUAGE_ID, name: 'Lampe' });
    const byDashed = await createProduct({ productNumber: 'TR-2C', name: 'Bed', translations: { [dashed(GERMAN_LANGUAGE_ID)]: { name: 'Bett' } } });
    expect((await translationsOf(byDashed))[1]).toMatchObject({ languageId: GERMAN_LANGUAGE_ID, name: 'Bett' });
  });

  it('writes translations given as an array of {languageId, ...}', async () => {
    const id = await createProduct({
      productNumber: 'TR-3',
      translations: [
        { languageId: SYSTEM, name: 'Sofa', description: '<b>soft</b>' },
        { languageId: dashed(GERMAN_LANGUAGE_ID), name: 'Sofa (de)', customSearchKeywords: ['Couch'] },
      ],
    });
    expect(await translationsOf(id)).toEqual([
      { languageId: SYSTEM, ...EMPTY_PRODUCT_TRANSLATION, name: 'Sofa', description: '<b>soft</b>' },
      { languageId: GERMAN_LANGUAGE_ID, ...EMPTY_PRODUCT_TRANSLATION, name: 'Sofa (de)', customSearchKeywords: ['Couch'] },
    ]);
  });

  it('a PATCH of one language leaves the other languages unchanged', async () => {
    const id = await createProduct({ productNumber: 'TR-4', name: 'Shelf', metaTitle: 'Shelf meta', translations: { 'de-DE': { name: 'Regal', metaTitle: 'Regal meta' } } });

    expect((await h.request('PATCH', `/api/product/${id}`, { body: { translations: { 'de-DE': { name: 'Bücherregal' } } } })).statusCode).toBe(204);
    expect(await translationsOf(id)).toEqual([
      { languageId: SYSTEM, ...EMPTY_PRODUCT_TRANSLATION, name: 'Shelf', metaTitle: 'Shelf meta' },
      { languageId: GERMAN_LANGUAGE_ID, ...EMPTY_PRODUCT_TRANSLATION, name: 'Bücherregal', metaTitle: 'Regal meta' },
    ]);

    expect((await h.request('PATCH', `/api/product/${id}`, { body: { name: 'Bookshelf' } })).statusCode).toBe(204);
    const data = (await h.request('GET', `/api/product/${id}`)).json().data;
    expect(data.name).toBe('Bookshelf');
    expect(data.translations).toEqual([
      { languageId: SYSTEM, ...EMPTY_PRODUCT_TRANSLATION, name: 'Bookshelf', metaTitle: 'Shelf meta' },
      { languageId: GERMAN_LANGUAGE_ID, ...EMPTY_PRODUCT_TRANSLATION, name: 'Bücherregal', metaTitle: 'Regal meta' },
    ]);
  });

  it('adds a language through PATCH without touching the system language', async () => {
    const id = await createProduct({ productNumber: 'TR-5', name: 'Clock' });
    expect((await h.request('PATCH', `/api/product/${id}`, { body: { translations: [{ languageId: GERMAN_LANGUAGE_ID, name: 'Uhr' }] } })).statusCode).toBe(204);
    expect((await translationsOf(id)).map((entry) => [entry.languageId, entry.name])).toEqual([
      [SYSTEM, 'Clock'],
      [GERMAN_LANGUAGE_ID, 'Uhr'],
    ]);
  });

  it('a required field may be null in another language, never in the system language', async () => {
    const id = await createProduct({ productNumber: 'TR-6', name: 'Vase', translations: { 'de-DE': { name: 'Vase' } } });
    expect((await h.request('PATCH', `/api/product/${id}`, { body: { translations: { 'de-DE': { name: null } } } })).statusCode).toBe(204);
    expect((await translationsOf(id))[1]).toMatchObject({ languageId: GERMAN_LANGUAGE_ID, name: null });

    const system = await h.request('PATCH', `/api/product/${id}`, { body: { translations: { 'en-GB': { name: null } } } });
    expect(system.statusCode).toBe(400);
    expect(system.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be null.', '/translations/en-GB/name')));
    const topLevel = await h.request('PATCH', `/api/product/${id}`, { body: { name: null } });
    expect(topLevel.statusCode).toBe(400);
    expect(topLevel.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be null.', '/name')));
    expect((await translationsOf(id))[0]).toMatchObject({ languageId: SYSTEM, name: 'Vase' });
  });

  it('rejects an unknown language key with FRAMEWORK__WRITE_UNKNOWN_LANGUAGE and writes nothing', async () => {
    const before = await count(h, 'product');
    const response = await h.request('POST', '/api/product', { body: { productNumber: 'TR-7', name: 'Pen', translations: { 'xx-XX': { name: 'Stift' } } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_UNKNOWN_LANGUAGE', 'No language with id or locale code "xx-XX" exists.', '/translations/xx-XX')),
    );
    expect(await count(h, 'product')).toBe(before);

    const unknownId = newId();
    const asArray = await h.request('POST', '/api/product', { body: { productNumber: 'TR-7', name: 'Pen', translations: [{ languageId: unknownId, name: 'Stift' }] } });
    expect(asArray.statusCode).toBe(400);
    expect(asArray.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_UNKNOWN_LANGUAGE', `No language with id or locale code "${unknownId}" exists.`, '/translations/0')),
    );
    expect(await count(h, 'product')).toBe(before);
  });

  it('rejects an unknown field inside a translation with its pointer', async () => {
    const response = await h.request('POST', '/api/product', {
      body: { productNumber: 'TR-8', name: 'Cup', translations: { 'de-DE': { name: 'Tasse', productNumber: 'X', colour: 'rot' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errors(
        error(400, 'FRAMEWORK__WRITE_UNKNOWN_FIELD', 'The field "productNumber" is not a translatable field of entity "product".', '/translations/de-DE/productNumber'),
        error(400, 'FRAMEWORK__WRITE_UNKNOWN_FIELD', 'The field "colour" is not a translatable field of entity "product".', '/translations/de-DE/colour'),
      ),
    );
    expect(await count(h, 'product', ['productNumber', 'TR-8'])).toBe(0);
  });

  it('validates translated values with pointers into the translation', async () => {
    const response = await h.request('POST', '/api/product', {
      body: {
        productNumber: 'TR-9',
        name: 'Mug',
        translations: [{ languageId: GERMAN_LANGUAGE_ID, name: 'B'.repeat(256), customSearchKeywords: 'Becher', customFields: [1] }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errors(
        error(400, 'FRAMEWORK__WRITE_TOO_LONG', 'This value is too long. It should have 255 characters or less.', '/translations/0/name'),
        error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be a list of strings.', '/translations/0/customSearchKeywords'),
        error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type object.', '/translations/0/customFields'),
      ),
    );
  });

  it('rejects malformed translation containers', async () => {
    const cases: [unknown, Record<string, unknown>][] = [
      ['de-DE', error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'The translations must be an object keyed by language id or locale code, or a list.', '/translations')],
      [{ 'de-DE': 'Stuhl' }, error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'A translation must be an object of field values.', '/translations/de-DE')],
      [['x'], error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'A translation must be an object.', '/translations/0')],
      [[{ name: 'Stuhl' }], error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'Each translation needs a languageId.', '/translations/0/languageId')],
    ];
    for (const [translations, expected] of cases) {
      const response = await h.request('POST', '/api/product', { body: { productNumber: 'TR-10', name: 'Chair', translations } });
      expect(response.statusCode, JSON.stringify(translations)).toBe(400);
      expect(response.json()).toEqual(errors(expected));
    }
    expect(await count(h, 'product', ['productNumber', 'TR-10'])).toBe(0);
  });

  it('requires name in the system language on create (pointer /name), also when another language has one', async () => {
    const expected = errors(error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'The field "name" is required in the system default language.', '/name'));
    const none = await h.request('POST', '/api/product', { body: { productNumber: 'TR-11' } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(expected);
    const germanOnly = await h.request('POST', '/api/product', { body: { productNumber: 'TR-11', translations: { 'de-DE': { name: 'Nur Deutsch' } } } });
    expect(germanOnly.statusCode).toBe(400);
    expect(germanOnly.json()).toEqual(expected);
    const blank = await h.request('POST', '/api/product', { body: { productNumber: 'TR-11', name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be blank.', '/name')));
    expect(await count(h, 'product', ['productNumber', 'TR-11'])).toBe(0);
    expect(await count(h, 'product_translation', ['name', 'Nur Deutsch'])).toBe(0);
  });

  it('deleting a product deletes its translation rows in every language', async () => {
    const id = await createProduct({ productNumber: 'TR-12', name: 'Pot', translations: { 'de-DE': { name: 'Topf' } } });
    const other = await createProduct({ productNumber: 'TR-13', name: 'Pan', translations: { 'de-DE': { name: 'Pfanne' } } });
    expect(await count(h, 'product_translation', ['productId', id])).toBe(2);
    expect((await h.request('DELETE', `/api/product/${id}`)).statusCode).toBe(204);
    expect(await count(h, 'product_translation', ['productId', id])).toBe(0);
    expect(await count(h, 'product_translation', ['productId', other])).toBe(2);
  });

  it('other translatable entities (category, cms_slot structure) read back their translations', async () => {
    const category = await h.request('POST', '/api/category?_response=detail', {
      body: { name: 'Furniture', translations: { 'de-DE': { name: 'Möbel', description: '<p>Alles</p>' } } },
    });
    expect(category.statusCode).toBe(200);
    expect(category.json().data.translations.map((entry: { name: string }) => entry.name)).toEqual(['Furniture', 'Möbel']);

    const page = await h.request('POST', '/api/cms-page', { body: { name: 'Home' } });
    const pageId = idFromLocation(page.headers.location, 'cms-page');
    const config = { content: { source: 'static', value: 'Welcome' } };
    const slot = await h.request('POST', '/api/cms-slot?_response=detail', {
      body: { cmsPageId: pageId, slot: 'content', type: 'text', config, translations: { 'de-DE': { config: { content: { source: 'static', value: 'Willkommen' } } } } },
    });
    expect(slot.statusCode).toBe(200);
    expect(slot.json().data.config).toEqual(config);
    expect(slot.json().data.translations).toEqual([
      { languageId: SYSTEM, config, customFields: null },
      { languageId: GERMAN_LANGUAGE_ID, config: { content: { source: 'static', value: 'Willkommen' } }, customFields: null },
    ]);
  });
});

describe('entity API: write validation', () => {
  let h: Harness;
  let manufacturerId: string;
  beforeAll(async () => {
    h = await createHarness();
    const manufacturer = await h.request('POST', '/api/product-manufacturer', { body: { name: 'Acme' } });
    manufacturerId = idFromLocation(manufacturer.headers.location, 'product-manufacturer');
  });
  afterAll(async () => {
    await h.close();
  });

  async function expectRejected(body: Record<string, unknown>, ...expected: Record<string, unknown>[]): Promise<void> {
    const before = await count(h, 'product');
    const beforeTranslations = await count(h, 'product_translation');
    const response = await h.request('POST', '/api/product', { body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(errors(...expected));
    expect(await count(h, 'product')).toBe(before);
    expect(await count(h, 'product_translation')).toBe(beforeTranslations);
  }

  it('rejects an unknown field', async () => {
    await expectRejected(
      { productNumber: 'V-1', name: 'A', colour: 'red' },
      error(400, 'FRAMEWORK__WRITE_UNKNOWN_FIELD', 'The field "colour" does not exist on entity "product".', '/colour'),
    );
  });

  it('rejects read-only fields (createdAt, updatedAt)', async () => {
    await expectRejected(
      { productNumber: 'V-2', name: 'A', createdAt: '2020-01-01T00:00:00.000Z', updatedAt: '2020-01-01T00:00:00.000Z' },
      error(400, 'FRAMEWORK__WRITE_READ_ONLY_FIELD', 'The field "createdAt" is read-only.', '/createdAt'),
      error(400, 'FRAMEWORK__WRITE_READ_ONLY_FIELD', 'The field "updatedAt" is read-only.', '/updatedAt'),
    );
  });

  it('rejects wrong types: string for int, number for string, string for bool, string for float', async () => {
    await expectRejected(
      { productNumber: 42, name: 'A', stock: '5', active: 'yes', price: 'cheap' },
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type string.', '/productNumber'),
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type integer.', '/stock'),
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type boolean.', '/active'),
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type number.', '/price'),
    );
    await expectRejected(
      { productNumber: 'V-3', name: 'A', stock: 1.5, active: 1 },
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type integer.', '/stock'),
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type boolean.', '/active'),
    );
    await expectRejected(
      { productNumber: 'V-3', name: ['A'], customSearchKeywords: [1], customFields: 'x' },
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type string.', '/name'),
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be a list of strings.', '/customSearchKeywords'),
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type object.', '/customFields'),
    );
  });

  it('rejects integers out of range, including beyond the 32-bit column on both databases', async () => {
    await expectRejected(
      { productNumber: 'V-4', name: 'A', stock: -1 },
      error(400, 'FRAMEWORK__WRITE_OUT_OF_RANGE', 'This value should be between 0 and 2147483647.', '/stock'),
    );
    await expectRejected(
      { productNumber: 'V-4', name: 'A', stock: 2147483648 },
      error(400, 'FRAMEWORK__WRITE_OUT_OF_RANGE', 'This value should be between 0 and 2147483647.', '/stock'),
    );
    const category = await h.request('POST', '/api/category', { body: { name: 'C', position: -2147483649 } });
    expect(category.statusCode).toBe(400);
    expect(category.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_OUT_OF_RANGE', 'This value should be between -2147483648 and 2147483647.', '/position')),
    );
    const max = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: 'V-4', name: 'A', stock: 2147483647 } });
    expect(max.statusCode).toBe(200);
    expect(max.json().data.stock).toBe(2147483647);
  });

  it('rejects a value over maxLength (256 characters for name) and accepts 255, counting characters not bytes', async () => {
    await expectRejected(
      { productNumber: 'V-5', name: 'x'.repeat(256) },
      error(400, 'FRAMEWORK__WRITE_TOO_LONG', 'This value is too long. It should have 255 characters or less.', '/name'),
    );
    await expectRejected(
      { productNumber: 'V'.repeat(65), name: 'A' },
      error(400, 'FRAMEWORK__WRITE_TOO_LONG', 'This value is too long. It should have 64 characters or less.', '/productNumber'),
    );
    const euro = '€'.repeat(255);
    const ok = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: 'V-5', name: euro } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.name).toBe(euro);
  });

  it('rejects NUL characters in text (PostgreSQL cannot store them) instead of failing with 500', async () => {
    await expectRejected(
      { productNumber: 'V-NUL', name: 'a\u0000b' },
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should not contain NUL characters.', '/name'),
    );
  });

  it('rejects JSON values nested deeper than 32 levels instead of failing with 500', async () => {
    // Built as text: JSON.parse copes with any depth, JSON.stringify of the stored value would not.
    const levels = 100_000;
    const deep = `${'{"next":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const before = await count(h, 'product');
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: { authorization: `Bearer ${h.adminToken}`, 'content-type': 'application/json' },
      payload: `{"productNumber":"V-DEEP","name":"A","customFields":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should not be nested more than 32 levels deep.', '/customFields')),
    );
    expect(await count(h, 'product')).toBe(before);
    let tooDeep: Record<string, unknown> = { leaf: 'x' };
    for (let level = 1; level < 33; level += 1) tooDeep = { next: tooDeep };
    await expectRejected(
      { productNumber: 'V-DEEP', name: 'A', customFields: tooDeep },
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should not be nested more than 32 levels deep.', '/customFields'),
    );
    let ok: Record<string, unknown> = { leaf: 'x' };
    for (let level = 1; level < 32; level += 1) ok = { next: ok };
    const accepted = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: 'V-DEEP', name: 'A', customFields: ok } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.customFields).toEqual(ok);
  });

  it('rejects an enum violation', async () => {
    const group = await h.request('POST', '/api/property-group', { body: { name: 'Shape', displayType: 'circle', sortingType: 'random' } });
    expect(group.statusCode).toBe(400);
    expect(group.json()).toEqual(
      errors(
        error(400, 'FRAMEWORK__WRITE_INVALID_CHOICE', 'The value should be one of: text, color, image, select.', '/displayType'),
        error(400, 'FRAMEWORK__WRITE_INVALID_CHOICE', 'The value should be one of: alphanumeric, position.', '/sortingType'),
      ),
    );
    expect(await count(h, 'property_group')).toBe(0);
    const glossary = await h.request('POST', '/api/ext-translate-glossary', { body: { term: 'Acme', mode: 'drop' } });
    expect(glossary.statusCode).toBe(400);
    expect(glossary.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_INVALID_CHOICE', 'The value should be one of: keep, replace.', '/mode')));
  });

  it('rejects an invalid id in a reference, and a reference to a record that does not exist', async () => {
    await expectRejected(
      { productNumber: 'V-6', name: 'A', manufacturerId: 'acme' },
      error(400, 'FRAMEWORK__WRITE_INVALID_ID', 'This value is not a valid id.', '/manufacturerId'),
    );
    const missing = newId();
    await expectRejected(
      { productNumber: 'V-6', name: 'A', manufacturerId: missing, unitId: dashed(missing) },
      error(400, 'FRAMEWORK__WRITE_REFERENCE_NOT_FOUND', `No product_manufacturer with id "${missing}" exists.`, '/manufacturerId'),
      error(400, 'FRAMEWORK__WRITE_REFERENCE_NOT_FOUND', `No unit with id "${missing}" exists.`, '/unitId'),
    );
    const ok = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: 'V-6', name: 'A', manufacturerId: dashed(manufacturerId) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.manufacturerId).toBe(manufacturerId);
    const cleared = await h.request('PATCH', `/api/product/${ok.json().data.id}?_response=detail`, { body: { manufacturerId: null } });
    expect(cleared.json().data.manufacturerId).toBeNull();
  });

  it('rejects missing, blank and null required base fields', async () => {
    await expectRejected({ name: 'A' }, error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be blank.', '/productNumber'));
    await expectRejected({ productNumber: ' ', name: 'A' }, error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be blank.', '/productNumber'));
    await expectRejected({ productNumber: null, name: 'A' }, error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be null.', '/productNumber'));
  });

  it('rejects null for a NOT NULL column that is optional in the API, with its pointer', async () => {
    await expectRejected({ productNumber: 'V-7', name: 'A', stock: null }, error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be null.', '/stock'));
  });

  it('rejects the same productNumber twice with a unique violation on /productNumber', async () => {
    const first = await h.request('POST', '/api/product', { body: { productNumber: 'UNIQUE-1', name: 'First', translations: { 'de-DE': { name: 'Erster' } } } });
    expect(first.statusCode).toBe(204);
    await expectRejected(
      { productNumber: 'UNIQUE-1', name: 'Second', translations: { 'de-DE': { name: 'Zweiter' } } },
      error(400, 'FRAMEWORK__WRITE_UNIQUE_VIOLATION', 'A record with this value already exists.', '/productNumber'),
    );
    expect(await count(h, 'product_translation', ['name', 'Zweiter'])).toBe(0);

    const other = await h.request('POST', '/api/product', { body: { productNumber: 'UNIQUE-2', name: 'Other' } });
    const otherId = idFromLocation(other.headers.location, 'product');
    const patch = await h.request('PATCH', `/api/product/${otherId}`, { body: { productNumber: 'UNIQUE-1', name: 'Renamed', translations: { 'de-DE': { name: 'Umbenannt' } } } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_UNIQUE_VIOLATION', 'A record with this value already exists.', '/productNumber')));
    const after = (await h.request('GET', `/api/product/${otherId}`)).json().data;
    expect(after.productNumber).toBe('UNIQUE-2');
    expect(after.name).toBe('Other');
    expect(after.updatedAt).toBeNull();
    expect(after.translations).toHaveLength(1);
  });

  it('reports several problems together in one answer, in order', async () => {
    const missing = newId();
    await expectRejected(
      {
        colour: 'red',
        createdAt: '2020-01-01T00:00:00.000Z',
        stock: 'many',
        name: 'n'.repeat(256),
        manufacturerId: missing,
        translations: { 'xx-XX': { name: 'X' }, 'de-DE': { nope: 1 } },
      },
      error(400, 'FRAMEWORK__WRITE_UNKNOWN_FIELD', 'The field "colour" does not exist on entity "product".', '/colour'),
      error(400, 'FRAMEWORK__WRITE_READ_ONLY_FIELD', 'The field "createdAt" is read-only.', '/createdAt'),
      error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type integer.', '/stock'),
      error(400, 'FRAMEWORK__WRITE_TOO_LONG', 'This value is too long. It should have 255 characters or less.', '/name'),
      error(400, 'FRAMEWORK__WRITE_UNKNOWN_LANGUAGE', 'No language with id or locale code "xx-XX" exists.', '/translations/xx-XX'),
      error(400, 'FRAMEWORK__WRITE_UNKNOWN_FIELD', 'The field "nope" is not a translatable field of entity "product".', '/translations/de-DE/nope'),
      error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be blank.', '/productNumber'),
      error(400, 'FRAMEWORK__WRITE_REFERENCE_NOT_FOUND', `No product_manufacturer with id "${missing}" exists.`, '/manufacturerId'),
    );
  });

  it('a PATCH with one valid and one invalid field changes nothing', async () => {
    const created = await h.request('POST', '/api/product', { body: { productNumber: 'HALF-1', name: 'Kept', stock: 1, translations: { 'de-DE': { name: 'Behalten' } } } });
    const id = idFromLocation(created.headers.location, 'product');
    const before = (await h.request('GET', `/api/product/${id}`)).json();

    for (const body of [
      { stock: 2, price: 'x' },
      { name: 'Changed', active: 'no' },
      { translations: { 'de-DE': { name: 'Geändert' } }, stock: -5 },
      { stock: 3, translations: { 'de-DE': { name: 'Geändert' }, 'xx-XX': { name: 'X' } } },
      { metaTitle: 'Meta', createdAt: '2020-01-01T00:00:00.000Z' },
      { stock: 4, manufacturerId: newId() },
    ]) {
      const response = await h.request('PATCH', `/api/product/${id}`, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((await h.request('GET', `/api/product/${id}`)).json(), JSON.stringify(body)).toEqual(before);
    }
  });

  it('ext_translate_job: status and the other columns are read-only', async () => {
    const id = newId();
    await h.host.database.db
      .insertInto('ext_translate_job')
      .values({ id, status: 'running', config: '{}', targetLanguageIds: JSON.stringify([GERMAN_LANGUAGE_ID]), createdAt: '2025-01-01T00:00:00.000Z' })
      .execute();
    const response = await h.request('PATCH', `/api/ext-translate-job/${id}`, { body: { status: 'cancelled', total: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errors(
        error(400, 'FRAMEWORK__WRITE_READ_ONLY_FIELD', 'The field "status" is read-only.', '/status'),
        error(400, 'FRAMEWORK__WRITE_READ_ONLY_FIELD', 'The field "total" is read-only.', '/total'),
      ),
    );
    const row = await h.host.database.db.selectFrom('ext_translate_job').select(['status', 'total', 'updatedAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'running', total: 0, updatedAt: null });
  });

  it('ext_translate_glossary: term is unique case-insensitively and term_key holds the lower-cased term', async () => {
    const created = await h.request('POST', '/api/ext-translate-glossary?_response=detail', { body: { term: 'ExtTranslate', translations: { 'de-DE': null, 'fr-FR': 'ExtTraduire' } } });
    expect(created.statusCode, created.body).toBe(200);
    const data = created.json().data;
    expect(data).toEqual({
      id: expect.stringMatching(HEX32),
      term: 'ExtTranslate',
      mode: 'keep',
      caseSensitive: false,
      translations: { 'de-DE': null, 'fr-FR': 'ExtTraduire' },
      active: true,
      createdAt: expect.stringMatching(ISO),
      updatedAt: null,
    });
    const row = await h.host.database.db.selectFrom('ext_translate_glossary').select(['term', 'termKey']).where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ term: 'ExtTranslate', termKey: 'exttranslate' });

    const duplicate = await h.request('POST', '/api/ext-translate-glossary', { body: { term: 'EXTTRANSLATE' } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_UNIQUE_VIOLATION', 'A record with this value already exists.', '/term')));
    expect(await count(h, 'ext_translate_glossary')).toBe(1);

    const other = await h.request('POST', '/api/ext-translate-glossary', { body: { term: 'Widget', mode: 'replace', caseSensitive: true } });
    expect(other.statusCode).toBe(204);
    const otherId = idFromLocation(other.headers.location, 'ext-translate-glossary');
    const clash = await h.request('PATCH', `/api/ext-translate-glossary/${otherId}`, { body: { term: 'extTRANSLATE' } });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_UNIQUE_VIOLATION', 'A record with this value already exists.', '/term')));

    expect((await h.request('PATCH', `/api/ext-translate-glossary/${otherId}`, { body: { term: 'Gadget' } })).statusCode).toBe(204);
    const renamed = await h.host.database.db.selectFrom('ext_translate_glossary').select(['term', 'termKey']).where('id', '=', otherId).executeTakeFirstOrThrow();
    expect(renamed).toEqual({ term: 'Gadget', termKey: 'gadget' });
    // The old key is free again.
    expect((await h.request('POST', '/api/ext-translate-glossary', { body: { term: 'widget' } })).statusCode).toBe(204);

    const badMap = await h.request('POST', '/api/ext-translate-glossary', { body: { term: 'Gizmo', translations: { 'de-DE': 5 } } });
    expect(badMap.statusCode).toBe(400);
    expect(badMap.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be an object whose values are strings or null.', '/translations')),
    );
    const missingTerm = await h.request('POST', '/api/ext-translate-glossary', { body: { mode: 'keep' } });
    expect(missingTerm.statusCode).toBe(400);
    expect(missingTerm.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be blank.', '/term')));

    expect((await h.request('DELETE', `/api/ext-translate-glossary/${data.id}`)).statusCode).toBe(204);
    expect(await count(h, 'ext_translate_glossary', ['id', data.id])).toBe(0);
  });
});

describe('entity API: the extension entities', () => {
  let h: Harness;
  const jobId = newId();
  const errorId = newId();
  const usageId = newId();
  const historyId = newId();
  const recordId = newId();

  beforeAll(async () => {
    h = await createHarness();
    const db = h.host.database.db;
    await db
      .insertInto('ext_translate_job')
      .values({
        id: jobId,
        status: 'completed_with_errors',
        providerId: 'mt_primary',
        config: JSON.stringify({ entities: ['product'] }),
        sourceLanguageId: SYSTEM,
        targetLanguageIds: JSON.stringify([GERMAN_LANGUAGE_ID]),
        total: 2,
        processed: 2,
        translated: 1,
        skipped: 0,
        failed: 1,
        characters: 5_000_000_000,
        inputTokens: 0,
        outputTokens: 0,
        costAmount: 1.25,
        costCurrency: 'EUR',
        message: null,
        createdBy: null,
        startedAt: '2025-01-02T03:04:05.000Z',
        finishedAt: '2025-01-02T03:05:05.000Z',
        createdAt: '2025-01-02T03:04:00.000Z',
      })
      .execute();
    await db
      .insertInto('ext_translate_job_error')
      .values({
        id: errorId,
        jobId,
        entity: 'product',
        recordId,
        languageId: GERMAN_LANGUAGE_ID,
        field: 'name',
        message: 'The provider rejected the request.',
        code: 456,
        createdAt: '2025-01-02T03:04:30.000Z',
      })
      .execute();
    await db
      .insertInto('ext_translate_usage')
      .values({
        id: usageId,
        period: '2025-01',
        providerId: 'mt_primary',
        characters: 1234,
        inputTokens: 10,
        outputTokens: 20,
        requests: 3,
        costAmount: 0.5,
        costCurrency: 'USD',
        createdAt: '2025-01-02T03:04:00.000Z',
      })
      .execute();
    await db
      .insertInto('ext_translate_history')
      .values({
        id: historyId,
        jobId,
        entity: 'product',
        recordId,
        languageId: GERMAN_LANGUAGE_ID,
        field: 'name',
        previousValue: 'Alt',
        newValue: 'Neu',
        sourceHash: 'a'.repeat(64),
        state: 'applied',
        createdAt: '2025-01-02T03:04:40.000Z',
      })
      .execute();
  });
  afterAll(async () => {
    await h.close();
  });

  async function snapshot(): Promise<unknown[]> {
    const db = h.host.database.db;
    return Promise.all(
      ['ext_translate_job', 'ext_translate_job_error', 'ext_translate_usage', 'ext_translate_history'].map((table) =>
        db.selectFrom(table).selectAll().orderBy('id').execute(),
      ),
    );
  }

  it('reads a job with every column in API form', async () => {
    const response = await h.request('GET', `/api/ext-translate-job/${jobId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: jobId,
        status: 'completed_with_errors',
        providerId: 'mt_primary',
        config: { entities: ['product'] },
        sourceLanguageId: SYSTEM,
        targetLanguageIds: [GERMAN_LANGUAGE_ID],
        total: 2,
        processed: 2,
        translated: 1,
        skipped: 0,
        failed: 1,
        characters: 5_000_000_000,
        inputTokens: 0,
        outputTokens: 0,
        costAmount: 1.25,
        costCurrency: 'EUR',
        memoryTexts: 0,
        memoryCharacters: 0,
        placeholderReasks: 0,
        placeholderRepairs: 0,
        flagged: 0,
        message: null,
        createdBy: null,
        waiting: null,
        startedAt: '2025-01-02T03:04:05.000Z',
        finishedAt: '2025-01-02T03:05:05.000Z',
        revertedAt: null,
        createdAt: '2025-01-02T03:04:00.000Z',
        updatedAt: null,
      },
    });
  });

  it('reads job errors, usage and history rows, and a job with its errors association', async () => {
    const jobError = (await h.request('GET', `/api/ext-translate-job-error/${errorId}`)).json();
    expect(jobError).toEqual({
      data: {
        id: errorId,
        jobId,
        entity: 'product',
        recordId,
        languageId: GERMAN_LANGUAGE_ID,
        field: 'name',
        message: 'The provider rejected the request.',
        code: 456,
        createdAt: '2025-01-02T03:04:30.000Z',
        resolvedAt: null,
        updatedAt: null,
      },
    });
    const usage = (await h.request('GET', '/api/ext-translate-usage')).json();
    expect(usage).toEqual({
      total: 1,
      data: [
        {
          id: usageId,
          period: '2025-01',
          providerId: 'mt_primary',
          characters: 1234,
          inputTokens: 10,
          outputTokens: 20,
          requests: 3,
          costAmount: 0.5,
          costCurrency: 'USD',
          createdAt: '2025-01-02T03:04:00.000Z',
          updatedAt: null,
        },
      ],
    });
    const history = (await h.request('GET', `/api/ext-translate-history/${historyId}`)).json();
    expect(history.data).toMatchObject({ id: historyId, jobId, state: 'applied', previousValue: 'Alt', newValue: 'Neu' });

    const withErrors = await h.request('POST', '/api/search/ext-translate-job', { body: { associations: { errors: {} } } });
    expect(withErrors.statusCode).toBe(200);
    expect(withErrors.json().data[0].errors).toEqual([jobError.data]);
    const withJob = await h.request('POST', '/api/search/ext-translate-history', { body: { associations: { job: {} } } });
    expect(withJob.json().data[0].job.id).toBe(jobId);
    const big = await h.request('POST', '/api/search/ext-translate-job', { body: { filter: [{ type: 'range', field: 'characters', parameters: { gt: 4_000_000_000 } }] } });
    expect(big.json().total).toBe(1);
  });

  it('ext_translate_job_error and ext_translate_usage are read-only: write routes do not exist and nothing is written', async () => {
    const before = await snapshot();
    for (const [method, url] of [
      ['POST', '/api/ext-translate-job-error'],
      ['PATCH', `/api/ext-translate-job-error/${errorId}`],
      ['DELETE', `/api/ext-translate-job-error/${errorId}`],
      ['POST', '/api/ext-translate-usage'],
      ['PATCH', `/api/ext-translate-usage/${usageId}`],
      ['DELETE', `/api/ext-translate-usage/${usageId}`],
      ['POST', '/api/ext-translate-job'],
      ['POST', '/api/ext-translate-history'],
      ['DELETE', `/api/ext-translate-history/${historyId}`],
    ] as const) {
      const response = await h.request(method, url, method === 'DELETE' ? {} : { body: { message: 'x', state: 'reverted', status: 'queued' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(errors(error(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route matches ${method} ${url}.`)));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('ext_translate_history allows PATCH of state only', async () => {
    const readOnly = await h.request('PATCH', `/api/ext-translate-history/${historyId}`, { body: { state: 'reverted', newValue: 'Hacked', field: 'description' } });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json()).toEqual(
      errors(
        error(400, 'FRAMEWORK__WRITE_READ_ONLY_FIELD', 'The field "newValue" is read-only.', '/newValue'),
        error(400, 'FRAMEWORK__WRITE_READ_ONLY_FIELD', 'The field "field" is read-only.', '/field'),
      ),
    );
    const badState = await h.request('PATCH', `/api/ext-translate-history/${historyId}`, { body: { state: 'deleted' } });
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toEqual(
      errors(error(400, 'FRAMEWORK__WRITE_INVALID_CHOICE', 'The value should be one of: applied, reverted, superseded, draft, rejected.', '/state')),
    );
    const nullState = await h.request('PATCH', `/api/ext-translate-history/${historyId}`, { body: { state: null } });
    expect(nullState.statusCode).toBe(400);
    expect(nullState.json()).toEqual(errors(error(400, 'FRAMEWORK__WRITE_MISSING_FIELD', 'This value should not be null.', '/state')));
    expect((await h.request('GET', `/api/ext-translate-history/${historyId}`)).json().data).toMatchObject({ state: 'applied', newValue: 'Neu', updatedAt: null });

    const ok = await h.request('PATCH', `/api/ext-translate-history/${historyId}`, { body: { state: 'reverted' } });
    expect(ok.statusCode).toBe(204);
    const after = (await h.request('GET', `/api/ext-translate-history/${historyId}`)).json().data;
    expect(after).toMatchObject({ state: 'reverted', newValue: 'Neu', previousValue: 'Alt', field: 'name' });
    expect(after.updatedAt).toMatch(ISO);
  });

  it('ext_translate_job has no POST route but can be deleted; its errors go with it and history keeps its rows', async () => {
    const post = await h.request('POST', '/api/ext-translate-job', { body: { config: {} } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(errors(error(404, 'FRAMEWORK__ROUTE_NOT_FOUND', 'No route matches POST /api/ext-translate-job.')));

    expect((await h.request('PATCH', `/api/ext-translate-job/${jobId}`, { body: {} })).statusCode).toBe(204);
    expect((await h.request('DELETE', `/api/ext-translate-job/${jobId}`)).statusCode).toBe(204);
    expect(await count(h, 'ext_translate_job', ['id', jobId])).toBe(0);
    expect(await count(h, 'ext_translate_job_error', ['jobId', jobId])).toBe(0);
    const history = await h.host.database.db.selectFrom('ext_translate_history').select(['id', 'jobId']).execute();
    expect(history).toEqual([{ id: historyId, jobId: null }]);
  });
});

describe('OpenAPI document and health', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('GET /api/_info/openapi.json answers an OpenAPI 3 document without a token', async () => {
    const response = await h.request('GET', '/api/_info/openapi.json', { token: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe('ext-translate');
    const paths = document.paths as Record<string, Record<string, unknown>>;
    for (const path of ['/api/product', '/api/search/product', '/api/oauth/token', '/api/_action/system-config', '/api/product/{id}', '/api/_info/health']) {
      expect(paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(paths['/api/product']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/product/{id}']!).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(paths['/api/search/product']!)).toEqual(['post']);
    expect(Object.keys(paths['/api/_action/system-config']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/oauth/token']!)).toEqual(['post']);
    // The extension's read-only entities document no write operations.
    expect(Object.keys(paths['/api/ext-translate-job-error']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/ext-translate-job-error/{id}']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/ext-translate-usage/{id}']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/ext-translate-job']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/ext-translate-history/{id}']!).sort()).toEqual(['get', 'patch']);
  });

  it('GET /api/_info/health answers status, database, queue and the package version without a token', async () => {
    const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
    const response = await h.request('GET', '/api/_info/health', { token: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok', version });
  });

  it('the entity API itself needs a token', async () => {
    const response = await h.request('GET', '/api/product', { token: null });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('FRAMEWORK__UNAUTHORIZED');
  });
});
