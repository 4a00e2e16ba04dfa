import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { newId } from '../../src/host/db/ids.js';
import { createHarness, type Harness } from '../support/harness.js';

/** Criteria of POST /api/search/<entity> and the GET list query (README.md, the entity API). */

const SYSTEM = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';

function invalid(detail: string, pointer: string): { errors: Record<string, unknown>[] } {
  return { errors: [{ status: '400', code: 'FRAMEWORK__INVALID_CRITERIA', detail, source: { pointer } }] };
}

function dashed(id: string): string {
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`.toUpperCase();
}

describe('criteria: POST /api/search/<entity>', () => {
  let h: Harness;
  const ids: Record<string, string> = {};
  const manufacturers: Record<string, string> = {};

  async function create(path: string, body: Record<string, unknown>): Promise<string> {
    const response = await h.request('POST', `/api/${path}?_response=detail`, { body });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
    return response.json().data.id as string;
  }

  /** Searches products and answers their product numbers in answer order. */
  async function numbers(body: Record<string, unknown>): Promise<string[]> {
    const response = await h.request('POST', '/api/search/product', { body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((record: { productNumber: string }) => record.productNumber);
  }

  /** The same, ignoring order (for criteria without a sort). */
  async function matching(...filter: Record<string, unknown>[]): Promise<string[]> {
    return (await numbers({ filter, limit: 500 })).sort();
  }

  async function rejected(body: unknown, detail: string, pointer: string, path = 'product'): Promise<void> {
    const response = await h.request('POST', `/api/search/${path}`, { body: body as object });
    expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
    expect(response.json()).toEqual(invalid(detail, pointer));
  }

  beforeAll(async () => {
    h = await createHarness();
    manufacturers.acme = await create('product-manufacturer', { name: 'Acme', link: 'https://acme.example' });
    manufacturers.globex = await create('product-manufacturer', { name: 'Globex' });
    const products: [string, Record<string, unknown>][] = [
      ['P-001', { name: 'Red Apple', stock: 5, price: 1.5, active: true, manufacturerId: manufacturers.acme, translations: { 'de-DE': { name: 'Roter Apfel' } } }],
      ['P-002', { name: 'Green Pear', stock: 10, price: 2.25, active: false, manufacturerId: manufacturers.acme, translations: { 'de-DE': { name: 'Grüne Birne' } } }],
      ['P-003', { name: 'Yellow Banana', stock: 0, active: true, manufacturerId: manufacturers.globex }],
      ['P-004', { name: 'red Cherry', stock: 20, price: 10, active: true }],
      ['P-005', { name: 'Blue_Berry 100%', stock: 15, price: 3, active: true }],
    ];
    for (const [productNumber, body] of products) ids[productNumber] = await create('product', { productNumber, ...body });
  });
  afterAll(async () => {
    await h.close();
  });

  describe('filters', () => {
    it('equals on a base string, an id (dashed, upper-case), a boolean and null', async () => {
      expect(await matching({ type: 'equals', field: 'productNumber', value: 'P-002' })).toEqual(['P-002']);
      expect(await matching({ type: 'equals', field: 'id', value: dashed(ids['P-003']!) })).toEqual(['P-003']);
      expect(await matching({ type: 'equals', field: 'active', value: false })).toEqual(['P-002']);
      expect(await matching({ type: 'equals', field: 'active', value: true })).toEqual(['P-001', 'P-003', 'P-004', 'P-005']);
      expect(await matching({ type: 'equals', field: 'manufacturerId', value: null })).toEqual(['P-004', 'P-005']);
      expect(await matching({ type: 'equals', field: 'price', value: null })).toEqual(['P-003']);
      expect(await matching({ type: 'equals', field: 'stock', value: 10 })).toEqual(['P-002']);
      expect(await matching({ type: 'equals', field: 'price', value: 2.25 })).toEqual(['P-002']);
      expect(await matching({ type: 'equals', field: 'productNumber', value: 'p-002' })).toEqual([]);
    });

    it('equals on a translated field compares the system language', async () => {
      expect(await matching({ type: 'equals', field: 'name', value: 'Red Apple' })).toEqual(['P-001']);
      expect(await matching({ type: 'equals', field: 'name', value: 'Roter Apfel' })).toEqual([]);
    });

    it('equalsAny with a list and with a pipe-separated string', async () => {
      expect(await matching({ type: 'equalsAny', field: 'productNumber', value: ['P-001', 'P-003', 'P-999'] })).toEqual(['P-001', 'P-003']);
      expect(await matching({ type: 'equalsAny', field: 'productNumber', value: 'P-001|P-003' })).toEqual(['P-001', 'P-003']);
      expect(await matching({ type: 'equalsAny', field: 'manufacturerId', value: [dashed(manufacturers.acme!)] })).toEqual(['P-001', 'P-002']);
      expect(await matching({ type: 'equalsAny', field: 'stock', value: [0, 20] })).toEqual(['P-003', 'P-004']);
      expect(await matching({ type: 'equalsAny', field: 'name', value: ['Green Pear', 'red Cherry'] })).toEqual(['P-002', 'P-004']);
    });

    it('contains ignores case on both databases, on base and translated fields', async () => {
      expect(await matching({ type: 'contains', field: 'name', value: 'RED' })).toEqual(['P-001', 'P-004']);
      expect(await matching({ type: 'contains', field: 'name', value: 'apple' })).toEqual(['P-001']);
      expect(await matching({ type: 'contains', field: 'productNumber', value: 'p-00' })).toEqual(['P-001', 'P-002', 'P-003', 'P-004', 'P-005']);
      expect(await matching({ type: 'contains', field: 'name', value: 'apfel' })).toEqual([]);
    });

    it('contains, prefix and suffix treat %, _ and backslash literally', async () => {
      expect(await matching({ type: 'contains', field: 'name', value: '_' })).toEqual(['P-005']);
      expect(await matching({ type: 'contains', field: 'name', value: '%' })).toEqual(['P-005']);
      expect(await matching({ type: 'contains', field: 'name', value: 'e_b' })).toEqual(['P-005']);
      expect(await matching({ type: 'suffix', field: 'name', value: '100%' })).toEqual(['P-005']);
      expect(await matching({ type: 'prefix', field: 'name', value: '%' })).toEqual([]);
      expect(await matching({ type: 'contains', field: 'name', value: '\\' })).toEqual([]);
    });

    it('prefix and suffix', async () => {
      expect(await matching({ type: 'prefix', field: 'name', value: 'red' })).toEqual(['P-001', 'P-004']);
      expect(await matching({ type: 'prefix', field: 'name', value: 'Apple' })).toEqual([]);
      expect(await matching({ type: 'suffix', field: 'name', value: 'PEAR' })).toEqual(['P-002']);
      expect(await matching({ type: 'suffix', field: 'productNumber', value: '5' })).toEqual(['P-005']);
      // Ids made in the same millisecond share their first 20 characters (ids.ts counts them up from the
      // first one's random bits): the records expected are those whose ids start with the prefix.
      const prefix = ids['P-004']!.slice(0, 20);
      const expected = Object.keys(ids)
        .filter((productNumber) => ids[productNumber]!.startsWith(prefix))
        .sort();
      expect(expected).toContain('P-004');
      expect(await matching({ type: 'prefix', field: 'id', value: prefix })).toEqual(expected);
    });

    it('range with gte, lte, gt and lt on integers, floats and dates', async () => {
      expect(await matching({ type: 'range', field: 'stock', parameters: { gte: 10, lte: 15 } })).toEqual(['P-002', 'P-005']);
      expect(await matching({ type: 'range', field: 'stock', parameters: { gt: 10 } })).toEqual(['P-004', 'P-005']);
      expect(await matching({ type: 'range', field: 'stock', parameters: { lt: 5 } })).toEqual(['P-003']);
      expect(await matching({ type: 'range', field: 'stock', parameters: { lte: 5 } })).toEqual(['P-001', 'P-003']);
      expect(await matching({ type: 'range', field: 'price', parameters: { gt: 2 } })).toEqual(['P-002', 'P-004', 'P-005']);
      expect(await matching({ type: 'range', field: 'price', parameters: { gte: 1.5, lt: 2.25 } })).toEqual(['P-001']);
      expect(await matching({ type: 'range', field: 'createdAt', parameters: { gte: '2000-01-01T00:00:00Z' } })).toEqual(['P-001', 'P-002', 'P-003', 'P-004', 'P-005']);
      expect(await matching({ type: 'range', field: 'createdAt', parameters: { lt: '2000-01-01' } })).toEqual([]);
      expect(await matching({ type: 'range', field: 'productNumber', parameters: { gt: 'P-003' } })).toEqual(['P-004', 'P-005']);
    });

    it('compares integer fields with values beyond 32 bits on both databases', async () => {
      expect(await matching({ type: 'range', field: 'stock', parameters: { lt: 3_000_000_000 } })).toEqual(['P-001', 'P-002', 'P-003', 'P-004', 'P-005']);
      expect(await matching({ type: 'range', field: 'stock', parameters: { gt: -3_000_000_000, lte: 0 } })).toEqual(['P-003']);
      expect(await matching({ type: 'equals', field: 'stock', value: 3_000_000_000 })).toEqual([]);
      expect(await matching({ type: 'equalsAny', field: 'stock', value: [3_000_000_000, 5] })).toEqual(['P-001']);
    });

    it('multi with and / or, nested', async () => {
      expect(
        await matching({ type: 'multi', operator: 'and', queries: [{ type: 'equals', field: 'active', value: true }, { type: 'range', field: 'stock', parameters: { gte: 10 } }] }),
      ).toEqual(['P-004', 'P-005']);
      expect(
        await matching({ type: 'multi', operator: 'OR', queries: [{ type: 'equals', field: 'productNumber', value: 'P-001' }, { type: 'contains', field: 'name', value: 'pear' }] }),
      ).toEqual(['P-001', 'P-002']);
      expect(
        await matching({
          type: 'multi',
          operator: 'or',
          queries: [
            { type: 'multi', operator: 'and', queries: [{ type: 'equals', field: 'manufacturerId', value: manufacturers.acme }, { type: 'equals', field: 'active', value: false }] },
            { type: 'equals', field: 'manufacturerId', value: manufacturers.globex },
          ],
        }),
      ).toEqual(['P-002', 'P-003']);
      // Without an operator a multi filter is an "and"; several top-level filters are combined with "and" too.
      expect(await matching({ type: 'multi', queries: [{ type: 'prefix', field: 'name', value: 'red' }, { type: 'range', field: 'stock', parameters: { gt: 5 } }] })).toEqual(['P-004']);
      expect(await matching({ type: 'prefix', field: 'name', value: 'red' }, { type: 'range', field: 'stock', parameters: { gt: 5 } })).toEqual(['P-004']);
    });

    it('not negates its queries (and by default, or on request)', async () => {
      expect(await matching({ type: 'not', queries: [{ type: 'equals', field: 'active', value: true }] })).toEqual(['P-002']);
      expect(
        await matching({ type: 'not', operator: 'or', queries: [{ type: 'equals', field: 'productNumber', value: 'P-001' }, { type: 'equals', field: 'productNumber', value: 'P-002' }] }),
      ).toEqual(['P-003', 'P-004', 'P-005']);
      expect(
        await matching({ type: 'not', operator: 'and', queries: [{ type: 'equals', field: 'active', value: true }, { type: 'range', field: 'stock', parameters: { gte: 10 } }] }),
      ).toEqual(['P-001', 'P-002', 'P-003']);
    });
  });

  describe('sort, paging, total and ids', () => {
    it('sorts ascending and descending on a base field', async () => {
      expect(await numbers({ sort: [{ field: 'productNumber', order: 'DESC' }] })).toEqual(['P-005', 'P-004', 'P-003', 'P-002', 'P-001']);
      expect(await numbers({ sort: [{ field: 'productNumber', order: 'asc' }] })).toEqual(['P-001', 'P-002', 'P-003', 'P-004', 'P-005']);
      expect(await numbers({ sort: [{ field: 'stock' }] })).toEqual(['P-003', 'P-001', 'P-002', 'P-005', 'P-004']);
    });

    it('sorts on a translated field (the system language value)', async () => {
      const filter = [{ type: 'equalsAny', field: 'productNumber', value: ['P-001', 'P-002', 'P-003', 'P-005'] }];
      expect(await numbers({ filter, sort: [{ field: 'name', order: 'ASC' }] })).toEqual(['P-005', 'P-002', 'P-001', 'P-003']);
      expect(await numbers({ filter, sort: [{ field: 'name', order: 'DESC' }] })).toEqual(['P-003', 'P-001', 'P-002', 'P-005']);
    });

    it('sorts null first in ascending and last in descending order on both databases', async () => {
      expect(await numbers({ sort: [{ field: 'price', order: 'ASC' }] })).toEqual(['P-003', 'P-001', 'P-002', 'P-005', 'P-004']);
      expect(await numbers({ sort: [{ field: 'price', order: 'DESC' }] })).toEqual(['P-004', 'P-005', 'P-002', 'P-001', 'P-003']);
    });

    it('sorts on several fields in order', async () => {
      expect(await numbers({ sort: [{ field: 'active', order: 'DESC' }, { field: 'stock', order: 'ASC' }] })).toEqual(['P-003', 'P-001', 'P-005', 'P-004', 'P-002']);
      expect(await numbers({ sort: [{ field: 'manufacturerId', order: 'ASC' }, { field: 'productNumber', order: 'DESC' }] })).toEqual(
        ['P-005', 'P-004', ...(manufacturers.acme! < manufacturers.globex! ? ['P-002', 'P-001', 'P-003'] : ['P-003', 'P-002', 'P-001'])],
      );
    });

    it('pages with limit and page, and total counts every match', async () => {
      const sort = [{ field: 'productNumber', order: 'ASC' }];
      const page2 = (await h.request('POST', '/api/search/product', { body: { sort, limit: 2, page: 2 } })).json();
      expect(page2.total).toBe(5);
      expect(page2.data.map((record: { productNumber: string }) => record.productNumber)).toEqual(['P-003', 'P-004']);
      const page3 = (await h.request('POST', '/api/search/product', { body: { sort, limit: 2, page: 3 } })).json();
      expect(page3.data.map((record: { productNumber: string }) => record.productNumber)).toEqual(['P-005']);
      const page4 = (await h.request('POST', '/api/search/product', { body: { sort, limit: 2, page: 4 } })).json();
      expect(page4).toEqual({ total: 5, data: [] });
      const filtered = (await h.request('POST', '/api/search/product', { body: { filter: [{ type: 'equals', field: 'active', value: true }], limit: 1 } })).json();
      expect(filtered.total).toBe(4);
      expect(filtered.data).toHaveLength(1);
      const translatedFilter = (
        await h.request('POST', '/api/search/product', { body: { filter: [{ type: 'contains', field: 'name', value: 'e' }], sort: [{ field: 'name' }], limit: 2 } })
      ).json();
      expect(translatedFilter.total).toBe(5);
      expect(translatedFilter.data).toHaveLength(2);
    });

    it('ids restricts the search, in any id form, and combines with filters', async () => {
      const byIds = (await h.request('POST', '/api/search/product', { body: { ids: [ids['P-001'], dashed(ids['P-003']!)] } })).json();
      expect(byIds.total).toBe(2);
      expect(byIds.data.map((record: { productNumber: string }) => record.productNumber).sort()).toEqual(['P-001', 'P-003']);
      expect(await numbers({ ids: [ids['P-001'], ids['P-002']], filter: [{ type: 'equals', field: 'active', value: false }] })).toEqual(['P-002']);
      expect((await h.request('POST', '/api/search/product', { body: { ids: [] } })).json()).toEqual({ total: 0, data: [] });
      expect((await h.request('POST', '/api/search/product', { body: { ids: [newId()] } })).json()).toEqual({ total: 0, data: [] });
    });

    it('an empty body or empty criteria answer every record with the default limit', async () => {
      const empty = await h.app.inject({
        method: 'POST',
        url: '/api/search/product',
        headers: { authorization: `Bearer ${h.adminToken}`, 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(200);
      expect(empty.json().total).toBe(5);
      const object = (await h.request('POST', '/api/search/product', { body: {} })).json();
      expect(object.total).toBe(5);
      expect(object.data).toHaveLength(5);
    });

    it('answers records with translations, like the detail route', async () => {
      const record = (await h.request('POST', '/api/search/product', { body: { ids: [ids['P-001']] } })).json().data[0];
      const detail = (await h.request('GET', `/api/product/${ids['P-001']}`)).json().data;
      expect(record).toEqual(detail);
      expect(record.translations.map((entry: { languageId: string; name: string }) => [entry.languageId, entry.name])).toEqual([
        [SYSTEM, 'Red Apple'],
        [GERMAN_LANGUAGE_ID, 'Roter Apfel'],
      ]);
    });
  });

  describe('associations', () => {
    let colour: string;
    let size: string;
    const options: Record<string, string> = {};
    let page: string;
    const slots: Record<string, string> = {};
    let category: string;

    beforeAll(async () => {
      colour = await create('property-group', { name: 'Colour', displayType: 'color' });
      size = await create('property-group', { name: 'Size' });
      for (const [name, position] of [
        ['red', 2],
        ['blue', 1],
        ['green', 3],
      ] as const) {
        options[name] = await create('property-group-option', { groupId: colour, name, position });
      }
      page = await create('cms-page', { name: 'Home', type: 'landingpage' });
      slots.header = await create('cms-slot', { cmsPageId: page, slot: 'header', type: 'text', position: 2, config: { content: { source: 'static', value: 'Hi' } } });
      slots.body = await create('cms-slot', { cmsPageId: page, slot: 'body', type: 'text', position: 1 });
      category = await create('category', { name: 'Fruit' });
      await h.request('PATCH', `/api/product/${ids['P-001']}`, { body: { categoryId: category } });
      await h.request('PATCH', `/api/product/${ids['P-003']}`, { body: { categoryId: category } });
    });

    it('manyToOne: product.manufacturer holds the full record, or null', async () => {
      const response = await h.request('POST', '/api/search/product', {
        body: { ids: [ids['P-001'], ids['P-004']], associations: { manufacturer: {} }, sort: [{ field: 'productNumber' }] },
      });
      expect(response.statusCode).toBe(200);
      const [apple, cherry] = response.json().data;
      const acme = (await h.request('GET', `/api/product-manufacturer/${manufacturers.acme}`)).json().data;
      expect(acme).toMatchObject({ name: 'Acme', link: 'https://acme.example' });
      expect(apple.manufacturer).toEqual(acme);
      expect(cherry.manufacturer).toBeNull();
      const without = (await h.request('POST', '/api/search/product', { body: { ids: [ids['P-001']] } })).json().data[0];
      expect('manufacturer' in without).toBe(false);
    });

    it('oneToMany: property_group.options, with nested sort and filter', async () => {
      const plain = (await h.request('POST', '/api/search/property-group', { body: { associations: { options: {} }, sort: [{ field: 'name' }] } })).json();
      expect(plain.total).toBe(2);
      const [colourGroup, sizeGroup] = plain.data;
      expect(colourGroup.id).toBe(colour);
      expect(colourGroup.options.map((option: { name: string }) => option.name).sort()).toEqual(['blue', 'green', 'red']);
      expect(colourGroup.options[0]).toEqual((await h.request('GET', `/api/property-group-option/${colourGroup.options[0].id}`)).json().data);
      expect(sizeGroup.id).toBe(size);
      expect(sizeGroup.options).toEqual([]);

      const sorted = (
        await h.request('POST', '/api/search/property-group', { body: { ids: [colour], associations: { options: { sort: [{ field: 'position', order: 'DESC' }] } } } })
      ).json();
      expect(sorted.data[0].options.map((option: { name: string }) => option.name)).toEqual(['green', 'red', 'blue']);

      const filtered = (
        await h.request('POST', '/api/search/property-group', {
          body: { ids: [colour], associations: { options: { filter: [{ type: 'contains', field: 'name', value: 'RE' }], sort: [{ field: 'name' }] } } },
        })
      ).json();
      expect(filtered.data[0].options.map((option: { name: string }) => option.name)).toEqual(['green', 'red']);
    });

    it('oneToMany: cms_page.slots, and nested associations', async () => {
      const response = await h.request('POST', '/api/search/cms-page', {
        body: { associations: { slots: { sort: [{ field: 'position' }], associations: { cmsPage: {} } } } },
      });
      expect(response.statusCode).toBe(200);
      const home = response.json().data[0];
      expect(home.slots.map((slot: { id: string }) => slot.id)).toEqual([slots.body, slots.header]);
      expect(home.slots[1].config).toEqual({ content: { source: 'static', value: 'Hi' } });
      expect(home.slots[0].cmsPage.id).toBe(page);
      expect(home.slots[0].cmsPage.name).toBe('Home');

      const deep = await h.request('POST', '/api/search/category', {
        body: { ids: [category], associations: { products: { sort: [{ field: 'productNumber' }], associations: { manufacturer: {} } } } },
      });
      expect(deep.statusCode).toBe(200);
      const products = deep.json().data[0].products;
      expect(products.map((product: { productNumber: string }) => product.productNumber)).toEqual(['P-001', 'P-003']);
      expect(products.map((product: { manufacturer: { name: string } }) => product.manufacturer.name)).toEqual(['Acme', 'Globex']);

      const back = await h.request('POST', '/api/search/property-group-option', {
        body: { filter: [{ type: 'equals', field: 'name', value: 'red' }], associations: { group: { associations: { options: { sort: [{ field: 'position' }] } } } } },
      });
      const red = back.json().data[0];
      expect(red.group.id).toBe(colour);
      expect(red.group.options.map((option: { name: string }) => option.name)).toEqual(['blue', 'red', 'green']);
    });

    it('translations: accepted on translatable entities (nested too) and changes nothing, since every record carries them', async () => {
      const plain = await h.request('POST', '/api/search/product', { body: { ids: [ids['P-001']] } });
      const asked = await h.request('POST', '/api/search/product', { body: { ids: [ids['P-001']], associations: { translations: {} } } });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toEqual(plain.json());
      expect(asked.json().data[0].translations.map((entry: { name: string }) => entry.name).sort()).toEqual(['Red Apple', 'Roter Apfel']);
      const withNull = await h.request('POST', '/api/search/product', { body: { ids: [ids['P-001']], associations: { translations: null, manufacturer: {} } } });
      expect(withNull.statusCode, withNull.body).toBe(200);
      expect(withNull.json().data[0].manufacturer.name).toBe('Acme');

      const nested = await h.request('POST', '/api/search/category', {
        body: { ids: [category], associations: { translations: {}, products: { associations: { translations: {}, manufacturer: { associations: { translations: {} } } } } } },
      });
      expect(nested.statusCode, nested.body).toBe(200);
      const products = nested.json().data[0].products;
      expect(products.map((product: { manufacturer: { name: string } }) => product.manufacturer.name).sort()).toEqual(['Acme', 'Globex']);
      expect(products.find((product: { productNumber: string }) => product.productNumber === 'P-001').translations).toHaveLength(2);

      // Criteria on it would be silently ignored, so they are refused; an entity without translations has none.
      await rejected(
        { associations: { translations: { filter: [{ type: 'equals', field: 'name', value: 'x' }] } } },
        'The association "translations" accepts no criteria: every record carries all its translations.',
        '/associations/translations/filter',
      );
      await rejected({ associations: { translations: { where: 1 } } }, 'Unknown criteria parameter "where".', '/associations/translations/where');
      await rejected({ associations: { translations: [] } }, 'The criteria must be an object.', '/associations/translations');
      await rejected({ associations: { translations: {} } }, 'The association "translations" does not exist on entity "language".', '/associations/translations', 'language');
    });

    it('rejects unknown and too deeply nested associations', async () => {
      await rejected({ associations: { nope: {} } }, 'The association "nope" does not exist on entity "product".', '/associations/nope');
      await rejected(
        { associations: { options: { associations: { nope: {} } } } },
        'The association "nope" does not exist on entity "property_group_option".',
        '/associations/options/associations/nope',
        'property-group',
      );
      await rejected({ associations: ['manufacturer'] }, 'The associations must be an object keyed by association name.', '/associations');
      await rejected({ associations: { manufacturer: { where: 1 } } }, 'Unknown criteria parameter "where".', '/associations/manufacturer/where');
      // A loaded association is complete: paging per parent is not offered, and a many-to-one
      // reference is a single record, so filtering or sorting it means nothing.
      await rejected({ associations: { manufacturer: { limit: 1 } } }, 'The association "manufacturer" accepts only: associations.', '/associations/manufacturer/limit');
      await rejected(
        { associations: { manufacturer: { filter: [{ type: 'equals', field: 'name', value: 'x' }] } } },
        'The association "manufacturer" accepts only: associations.',
        '/associations/manufacturer/filter',
      );
      await rejected(
        { associations: { options: { page: 2 } } },
        'The association "options" accepts only: filter, sort, associations.',
        '/associations/options/page',
        'property-group',
      );

      const nest = (levels: number): Record<string, unknown> => (levels === 0 ? {} : { associations: { children: nest(levels - 1) } });
      expect((await h.request('POST', '/api/search/category', { body: nest(4) })).statusCode).toBe(200);
      await rejected(nest(5), 'Associations are nested too deeply.', `${'/associations/children'.repeat(4)}/associations`, 'category');
    });
  });

  describe('errors', () => {
    it('rejects an unknown filter field, naming the entity', async () => {
      await rejected({ filter: [{ type: 'equals', field: 'nope', value: 1 }] }, 'The field "nope" does not exist on entity "product".', '/filter/0/field');
      await rejected(
        { filter: [{ type: 'equals', field: 'active', value: true }, { type: 'multi', queries: [{ type: 'contains', field: 'nope', value: 'x' }] }] },
        'The field "nope" does not exist on entity "product".',
        '/filter/1/queries/0/field',
      );
      await rejected({ filter: [{ type: 'equals', value: 1 }] }, 'The field name must be a non-empty string.', '/filter/0/field');
    });

    it('does not expose write-only fields or filter on JSON fields', async () => {
      await rejected({ filter: [{ type: 'equals', field: 'password', value: 'x' }] }, 'The field "password" does not exist on entity "user".', '/filter/0/field', 'user');
      await rejected({ filter: [{ type: 'equals', field: 'customFields', value: 'x' }] }, 'The field "customFields" cannot be used in a filter.', '/filter/0/field');
      await rejected({ sort: [{ field: 'customSearchKeywords' }] }, 'The field "customSearchKeywords" cannot be used in a sort.', '/sort/0/field');
      await rejected({ filter: [{ type: 'equals', field: 'translations', value: 'x' }] }, 'The field "translations" does not exist on entity "product".', '/filter/0/field');
    });

    it('rejects unknown or missing filter types and malformed filter lists', async () => {
      await rejected({ filter: [{ type: 'fuzzy', field: 'name', value: 'x' }] }, 'Unknown filter type "fuzzy".', '/filter/0/type');
      await rejected({ filter: [{ field: 'name', value: 'x' }] }, 'Unknown filter type "undefined".', '/filter/0/type');
      await rejected({ filter: { type: 'equals', field: 'name', value: 'x' } }, 'The filter must be a list of filters.', '/filter');
      await rejected({ filter: ['name'] }, 'A filter must be an object.', '/filter/0');
    });

    it('rejects values of the wrong type for the field', async () => {
      await rejected({ filter: [{ type: 'equals', field: 'stock', value: 1.5 }] }, 'The value for "stock" must be an integer.', '/filter/0/value');
      await rejected({ filter: [{ type: 'equals', field: 'stock', value: '5' }] }, 'The value for "stock" must be an integer.', '/filter/0/value');
      await rejected({ filter: [{ type: 'range', field: 'stock', parameters: { gte: 1.5 } }] }, 'The value for "stock" must be an integer.', '/filter/0/parameters/gte');
      await rejected({ filter: [{ type: 'equals', field: 'price', value: 'cheap' }] }, 'The value for "price" must be a number.', '/filter/0/value');
      await rejected({ filter: [{ type: 'equals', field: 'active', value: 1 }] }, 'The value for "active" must be a boolean.', '/filter/0/value');
      await rejected({ filter: [{ type: 'equals', field: 'manufacturerId', value: 'acme' }] }, 'The value for "manufacturerId" is not a valid id.', '/filter/0/value');
      await rejected({ filter: [{ type: 'equals', field: 'createdAt', value: 'yesterday' }] }, 'The value for "createdAt" must be an ISO 8601 date.', '/filter/0/value');
      // Dates JavaScript accepts but PostgreSQL cannot compare with (year 0, negative and six-digit years).
      for (const value of ['0000-01-01', '-000001-01-01T00:00:00Z', '+100000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z']) {
        await rejected({ filter: [{ type: 'range', field: 'createdAt', parameters: { lt: value } }] }, 'The value for "createdAt" must be an ISO 8601 date.', '/filter/0/parameters/lt');
      }
      expect(await matching({ type: 'range', field: 'createdAt', parameters: { lt: '9999-12-31T23:59:59.999Z', gt: '0001-01-01T00:00:00Z' } })).toEqual([
        'P-001',
        'P-002',
        'P-003',
        'P-004',
        'P-005',
      ]);
      await rejected({ filter: [{ type: 'equals', field: 'name', value: { a: 1 } }] }, 'The value for "name" must be a string.', '/filter/0/value');
      await rejected({ filter: [{ type: 'equalsAny', field: 'stock', value: [1, 'x'] }] }, 'The value for "stock" must be an integer.', '/filter/0/value/1');
      await rejected({ filter: [{ type: 'equalsAny', field: 'stock', value: [] }] }, 'The value of an equalsAny filter must be a non-empty list.', '/filter/0/value');
      await rejected({ filter: [{ type: 'contains', field: 'name', value: 5 }] }, 'The value of a contains filter must be a string.', '/filter/0/value');
    });

    it('allows contains, prefix and suffix on text fields only', async () => {
      await rejected({ filter: [{ type: 'contains', field: 'stock', value: '1' }] }, 'The field "stock" cannot be used in a contains filter.', '/filter/0/field');
      await rejected({ filter: [{ type: 'prefix', field: 'active', value: 't' }] }, 'The field "active" cannot be used in a prefix filter.', '/filter/0/field');
      await rejected({ filter: [{ type: 'suffix', field: 'createdAt', value: 'Z' }] }, 'The field "createdAt" cannot be used in a suffix filter.', '/filter/0/field');
      await rejected({ filter: [{ type: 'contains', field: 'price', value: '1' }] }, 'The field "price" cannot be used in a contains filter.', '/filter/0/field');
    });

    it('rejects NUL characters in values (PostgreSQL cannot compare them) instead of failing with 500', async () => {
      await rejected({ filter: [{ type: 'equals', field: 'productNumber', value: 'P\u0000' }] }, 'The value for "productNumber" must not contain NUL characters.', '/filter/0/value');
      await rejected({ filter: [{ type: 'contains', field: 'name', value: '\u0000' }] }, 'The value of a contains filter must not contain NUL characters.', '/filter/0/value');
    });

    it('rejects malformed range, multi and not filters', async () => {
      await rejected({ filter: [{ type: 'range', field: 'stock', parameters: {} }] }, 'A range filter needs parameters (gt, gte, lt, lte).', '/filter/0/parameters');
      await rejected({ filter: [{ type: 'range', field: 'stock' }] }, 'A range filter needs parameters (gt, gte, lt, lte).', '/filter/0/parameters');
      await rejected({ filter: [{ type: 'range', field: 'stock', parameters: { ne: 1 } }] }, 'Unknown range parameter "ne".', '/filter/0/parameters/ne');
      await rejected({ filter: [{ type: 'multi', operator: 'xor', queries: [] }] }, 'The operator must be "and" or "or".', '/filter/0/operator');
      await rejected({ filter: [{ type: 'not', queries: { type: 'equals' } }] }, 'A not filter needs a list of queries.', '/filter/0/queries');
    });

    it('limits the nesting of filters', async () => {
      const nest = (levels: number): Record<string, unknown> =>
        levels === 0 ? { type: 'equals', field: 'active', value: true } : { type: 'multi', queries: [nest(levels - 1)] };
      expect((await h.request('POST', '/api/search/product', { body: { filter: [nest(10)] } })).statusCode).toBe(200);
      await rejected({ filter: [nest(11)] }, 'Filters are nested too deeply.', `/filter/0${'/queries/0'.repeat(11)}`);
    });

    it('rejects unknown criteria keys, bad limits and pages, bad sorts and bad ids', async () => {
      await rejected({ where: { name: 'x' } }, 'Unknown criteria parameter "where".', '/where');
      await rejected({ limit: 501 }, 'The limit must be an integer between 1 and 500.', '/limit');
      await rejected({ limit: 0 }, 'The limit must be an integer between 1 and 500.', '/limit');
      await rejected({ limit: 2.5 }, 'The limit must be an integer between 1 and 500.', '/limit');
      await rejected({ limit: 'all' }, 'The limit must be an integer between 1 and 500.', '/limit');
      await rejected({ page: 0 }, 'The page must be an integer between 1 and 1000000.', '/page');
      await rejected({ sort: { field: 'name' } }, 'The sort must be a list of {field, order}.', '/sort');
      await rejected({ sort: ['name'] }, 'A sort entry must be an object.', '/sort/0');
      await rejected({ sort: [{ field: 'name', order: 'UP' }] }, 'The order must be "ASC" or "DESC".', '/sort/0/order');
      await rejected({ sort: [{ field: 'nope' }] }, 'The field "nope" does not exist on entity "product".', '/sort/0/field');
      await rejected({ ids: ids['P-001'] }, 'The ids must be a list of ids.', '/ids');
      await rejected({ ids: [ids['P-001'], 'nope'] }, 'This value is not a valid id.', '/ids/1');
    });

    it('rejects a body that is not an object', async () => {
      await rejected([{ type: 'equals' }], 'The criteria must be an object.', '/');
      const string = await h.app.inject({
        method: 'POST',
        url: '/api/search/product',
        headers: { authorization: `Bearer ${h.adminToken}`, 'content-type': 'application/json' },
        payload: '"filter"',
      });
      expect(string.statusCode).toBe(400);
      expect(string.json()).toEqual(invalid('The criteria must be an object.', '/'));
      const number = await h.app.inject({
        method: 'POST',
        url: '/api/search/product',
        headers: { authorization: `Bearer ${h.adminToken}`, 'content-type': 'application/json' },
        payload: '42',
      });
      expect(number.statusCode).toBe(400);
      expect(number.json()).toEqual(invalid('The criteria must be an object.', '/'));
    });

    it('bounds the filters (500, nested and in associations), sort entries (20) and value length (10000 characters) with a 400 naming the limit', async () => {
      const equals = (count: number, field = 'name'): Record<string, unknown>[] =>
        Array.from({ length: count }, (_unused, index) => ({ type: 'equals', field, value: `v${index}` }));
      const tooManyFilters = 'The criteria hold more than 500 filters (nested filters and those of associations included).';
      // The probe's 998 and 9,000 filters and its multi of 5,000 queries (SQLite and PostgreSQL answered 500).
      await rejected({ filter: equals(998, 'productNumber') }, tooManyFilters, '/filter/500');
      await rejected({ filter: equals(9000, 'productNumber') }, tooManyFilters, '/filter/500');
      await rejected({ filter: [{ type: 'multi', operator: 'or', queries: equals(5000) }] }, tooManyFilters, '/filter/0/queries/499');
      await rejected({ filter: equals(501) }, tooManyFilters, '/filter/500');
      // multi and not count themselves, and an association's filters count towards the same total.
      await rejected({ filter: [{ type: 'not', queries: [{ type: 'multi', queries: equals(499) }] }] }, tooManyFilters, '/filter/0/queries/0/queries/498');
      await rejected(
        { filter: equals(300), associations: { options: { filter: equals(201) } } },
        tooManyFilters,
        '/associations/options/filter/200',
        'property-group',
      );

      const tooLongValue = (subject: string) => `${subject} must not be longer than 10000 characters.`;
      await rejected({ filter: [{ type: 'contains', field: 'name', value: 'a'.repeat(50_000) }] }, tooLongValue('The value of a contains filter'), '/filter/0/value');
      await rejected({ filter: [{ type: 'prefix', field: 'name', value: '%'.repeat(10_001) }] }, tooLongValue('The value of a prefix filter'), '/filter/0/value');
      await rejected({ filter: [{ type: 'suffix', field: 'name', value: '\u{1F600}'.repeat(10_001) }] }, tooLongValue('The value of a suffix filter'), '/filter/0/value');
      await rejected({ filter: [{ type: 'equals', field: 'name', value: 'a'.repeat(10_001) }] }, tooLongValue('The value for "name"'), '/filter/0/value');
      await rejected({ filter: [{ type: 'equalsAny', field: 'name', value: ['a', 'b'.repeat(10_001)] }] }, tooLongValue('The value for "name"'), '/filter/0/value/1');
      await rejected({ filter: [{ type: 'range', field: 'name', parameters: { gte: 'a'.repeat(10_001) } }] }, tooLongValue('The value for "name"'), '/filter/0/parameters/gte');

      const tooManySorts = 'The sort holds more than 20 entries.';
      await rejected({ sort: Array.from({ length: 21 }, () => ({ field: 'name' })) }, tooManySorts, '/sort');
      await rejected({ sort: Array.from({ length: 2001 }, () => ({ field: 'name' })) }, tooManySorts, '/sort');
      const listed = await h.request('GET', `/api/product?sort=${Array.from({ length: 21 }, () => 'name').join(',')}`);
      expect(listed.statusCode).toBe(400);
      expect(listed.json()).toEqual(invalid(tooManySorts, '/sort'));
    });

    it('every criteria within the bounds runs on the database (no 500 at the limits)', async () => {
      const equals = (count: number, field = 'name'): Record<string, unknown>[] =>
        Array.from({ length: count }, (_unused, index) => ({ type: 'equals', field, value: `v${index}` }));
      const range = (count: number): Record<string, unknown>[] =>
        Array.from({ length: count }, () => ({ type: 'range', field: 'name', parameters: { gt: 'b', gte: 'b', lt: 'a', lte: 'a' } }));
      const ok = async (body: Record<string, unknown>, path = 'product'): Promise<{ total: number }> => {
        const response = await h.request('POST', `/api/search/${path}`, { body });
        expect(response.statusCode, `${JSON.stringify(body).slice(0, 120)}: ${response.body.slice(0, 200)}`).toBe(200);
        return response.json();
      };
      // 500 filters on a translated field (joined), flat, in one or, in one and of ranges, and nested 10 deep.
      expect((await ok({ filter: equals(500) })).total).toBe(0);
      expect((await ok({ filter: [{ type: 'multi', operator: 'or', queries: [...equals(498), { type: 'equals', field: 'name', value: 'Red Apple' }] }] })).total).toBe(1);
      expect((await ok({ filter: range(500) })).total).toBe(0);
      expect((await ok({ filter: [{ type: 'multi', operator: 'or', queries: range(499) }] })).total).toBe(0);
      const nest = (levels: number, leaves: Record<string, unknown>[]): Record<string, unknown> =>
        levels === 0 ? { type: 'multi', operator: 'or', queries: leaves } : { type: levels % 2 === 0 ? 'multi' : 'not', queries: [nest(levels - 1, leaves)] };
      await ok({ filter: [nest(9, range(490))] });
      await ok({ filter: equals(300), sort: [{ field: 'name' }], associations: { manufacturer: {}, category: { associations: { products: { filter: equals(200) } } } } });
      await ok({ filter: equals(299), associations: { options: { filter: equals(200), sort: [{ field: 'name' }] } } }, 'property-group');

      // Values of 10,000 characters, also when every one needs escaping in LIKE or four bytes in UTF-8.
      for (const value of ['a'.repeat(10_000), '%'.repeat(10_000), '_\\'.repeat(5000), '\u{1F600}'.repeat(10_000)]) {
        for (const type of ['contains', 'prefix', 'suffix', 'equals']) {
          expect((await ok({ filter: [{ type, field: 'name', value }] })).total, `${type} ${value.slice(0, 4)}`).toBe(0);
        }
        expect((await ok({ filter: [{ type: 'range', field: 'name', parameters: { gte: value, lte: value } }] })).total, `range ${value.slice(0, 4)}`).toBe(0);
      }
      await ok({ filter: [{ type: 'equalsAny', field: 'name', value: Array.from({ length: 100 }, (_unused, index) => `${index}`.padEnd(10_000, 'x')) }] });
      await ok({ filter: [{ type: 'contains', field: 'name', value: 'x'.repeat(10_000) }], associations: { manufacturer: {} } });

      // 20 sort entries (translated and plain fields), in the body and in the list query.
      const fields = ['name', 'productNumber', 'stock', 'price', 'createdAt'];
      const sort = Array.from({ length: 20 }, (_unused, index) => ({ field: fields[index % fields.length], order: index % 2 === 0 ? 'ASC' : 'DESC' }));
      expect((await ok({ sort })).total).toBe(5);
      const listed = await h.request('GET', `/api/product?sort=${sort.map((entry) => (entry.order === 'DESC' ? '-' : '') + entry.field).join(',')}`);
      expect(listed.statusCode).toBe(200);
    });

    it('caps the values one criteria binds (10000), instead of failing with 500 on the engine limit', async () => {
      const many = (n: number): string[] => Array.from({ length: n }, (_unused, index) => index.toString(16).padStart(32, '0'));
      const tooMany = 'The criteria hold more than 10000 values (ids and filter values together).';
      expect((await h.request('POST', '/api/search/product', { body: { ids: many(10_000) } })).json()).toEqual({ total: 0, data: [] });
      await rejected({ ids: many(10_001) }, tooMany, '/');
      await rejected({ filter: [{ type: 'equalsAny', field: 'productNumber', value: many(40_000) }] }, tooMany, '/');
      await rejected({ filter: [{ type: 'equalsAny', field: 'productNumber', value: many(70_000).join('|') }] }, tooMany, '/');
      await rejected({ ids: many(6000), filter: [{ type: 'equalsAny', field: 'productNumber', value: many(4001) }] }, tooMany, '/');
      await rejected(
        { associations: { options: { filter: [{ type: 'equalsAny', field: 'name', value: many(10_001) }] } } },
        tooMany,
        '/',
        'property-group',
      );
    });
  });
});

describe('criteria: the GET list query', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    for (const [productNumber, name, active] of [
      ['L-1', 'Delta', true],
      ['L-2', 'Alpha', false],
      ['L-3', 'Charlie', true],
      ['L-4', 'Bravo', false],
      ['L-5', 'Echo', true],
    ] as const) {
      const response = await h.request('POST', '/api/product', { body: { productNumber, name, active } });
      if (response.statusCode !== 204) throw new Error(response.body);
    }
  });
  afterAll(async () => {
    await h.close();
  });

  async function list(query: string): Promise<{ total: number; numbers: string[] }> {
    const response = await h.request('GET', `/api/product?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return { total: body.total, numbers: body.data.map((record: { productNumber: string }) => record.productNumber) };
  }

  it('?limit=2&page=2&sort=-productNumber', async () => {
    expect(await list('limit=2&page=2&sort=-productNumber')).toEqual({ total: 5, numbers: ['L-3', 'L-2'] });
  });

  it('sorts by several fields and by translated fields', async () => {
    expect(await list('sort=active,-productNumber')).toEqual({ total: 5, numbers: ['L-4', 'L-2', 'L-5', 'L-3', 'L-1'] });
    expect(await list('sort=name')).toEqual({ total: 5, numbers: ['L-2', 'L-4', 'L-3', 'L-1', 'L-5'] });
    expect(await list('sort=-name&limit=1')).toEqual({ total: 5, numbers: ['L-5'] });
    expect(await list('sort=%2Bname&limit=1')).toEqual({ total: 5, numbers: ['L-2'] });
  });

  it('rejects unknown query parameters and bad values', async () => {
    for (const [query, detail, pointer] of [
      ['filter=x', 'Unknown query parameter "filter".', '/filter'],
      ['limit=2&term=x', 'Unknown query parameter "term".', '/term'],
      ['sort=nope', 'The field "nope" does not exist on entity "product".', '/sort'],
      ['sort=-', 'The field name must be a non-empty string.', '/sort'],
      ['sort=customFields', 'The field "customFields" cannot be used in a sort.', '/sort'],
      ['limit=501', 'The limit must be an integer between 1 and 500.', '/limit'],
      ['limit=1.5', 'The limit must be an integer between 1 and 500.', '/limit'],
      ['limit=2&limit=3', 'The limit must be an integer between 1 and 500.', '/limit'],
      ['page=0', 'The page must be an integer between 1 and 1000000.', '/page'],
    ] as const) {
      const response = await h.request('GET', `/api/product?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(invalid(detail, pointer));
    }
  });
});
