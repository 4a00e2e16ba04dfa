import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue, type DemoSummary } from '../../../src/host/content/demo.js';
import { createHarness, type Harness } from '../../support/harness.js';

/**
 * GET /entities (docs/reports.md): every translatable entity
 * in the documented order with its base-table total and its fields, ending with the pseudo-entity
 * `snippet` (total: snippets of the system language's set).
 */

const URL = '/api/_action/ext-translate/entities';

const text = (property: string, maxLength = 255) => ({ property, type: 'text', maxLength });
const html = (property: string) => ({ property, type: 'html', maxLength: 65535 });
const customFields = { property: 'customFields', type: 'custom_fields', maxLength: 0 };

/** The store content's fields, written out: property, type and maxLength as GET /entities reports them. */
const EXPECTED_FIELDS: [string, string, unknown[]][] = [
  [
    'product',
    'Products',
    [
      text('name'),
      html('description'),
      text('metaTitle'),
      text('metaDescription'),
      text('keywords'),
      text('packUnit'),
      text('packUnitPlural'),
      { property: 'customSearchKeywords', type: 'string_list', maxLength: 0 },
      customFields,
    ],
  ],
  ['category', 'Categories', [text('name'), html('description'), text('metaTitle'), text('metaDescription'), text('keywords'), customFields]],
  ['cms_page', 'Shopping experiences', [text('name'), customFields]],
  ['cms_slot', 'CMS slots', [{ property: 'config', type: 'structure', maxLength: 0 }, customFields]],
  ['product_manufacturer', 'Manufacturers', [text('name'), html('description'), customFields]],
  ['property_group', 'Property groups', [text('name'), text('description', 65535), customFields]],
  ['property_group_option', 'Property options', [text('name'), customFields]],
  ['unit', 'Units', [text('name'), text('shortCode'), customFields]],
  ['delivery_time', 'Delivery times', [text('name'), customFields]],
  ['shipping_method', 'Shipping methods', [text('name'), html('description'), customFields]],
  ['payment_method', 'Payment methods', [text('name'), html('description'), customFields]],
  ['media', 'Media', [text('title'), text('alt'), customFields]],
  ['snippet', 'Snippets', [{ property: 'value', type: 'text', maxLength: 65535 }]],
];

interface EntityRecord {
  name: string;
  label: string;
  total: number;
  fields: { property: string; type: string; maxLength: number }[];
  recordKey: string;
  languageSet: { entity: string; field: string; localeField: string } | null;
}

describe('GET /entities', () => {
  let h: Harness;
  let summary: DemoSummary;
  let empty: EntityRecord[];

  beforeAll(async () => {
    h = await createHarness();
    // Read before the demo is seeded: an empty shop.
    empty = (await h.request('GET', URL)).json().entities;
    summary = await seedDemoCatalogue(h.host.database.db);
  });
  afterAll(async () => h?.close());

  it('lists every translatable entity in the documented order with its fields, ending with snippet', async () => {
    const response = await h.request('GET', URL);
    expect(response.statusCode, response.body).toBe(200);
    const entities = response.json().entities as EntityRecord[];
    expect(entities.map((entity) => [entity.name, entity.label, entity.fields])).toEqual(EXPECTED_FIELDS);
    expect(entities.at(-1)?.name).toBe('snippet');
    for (const entity of entities) expect(Object.keys(entity).sort()).toEqual(['fields', 'label', 'languageSet', 'name', 'recordKey', 'total']);
  });

  it('names how a record is keyed and where a language\'s records are: by id in the record itself, snippets by key in their locale\'s set', async () => {
    const entities = (await h.request('GET', URL)).json().entities as EntityRecord[];
    for (const entity of entities.filter((candidate) => candidate.name !== 'snippet')) {
      expect([entity.name, entity.recordKey, entity.languageSet]).toEqual([entity.name, 'id', null]);
    }
    const snippet = entities.find((entity) => entity.name === 'snippet');
    expect([snippet?.recordKey, snippet?.languageSet]).toEqual(['translationKey', { entity: 'snippet_set', field: 'setId', localeField: 'iso' }]);
    // The key is what history rows name a snippet by, and the set lookup names fields the entity API serves.
    const sets = await h.request('POST', '/api/search/snippet-set', { body: { filter: [{ type: 'equals', field: 'iso', value: 'en-GB' }], sort: [{ field: 'name', order: 'ASC' }], limit: 1 } });
    const set = sets.json().data[0] as Record<string, unknown>;
    expect(typeof set.iso).toBe('string');
    const snippets = await h.request('POST', '/api/search/snippet', { body: { filter: [{ type: 'equals', field: 'setId', value: set.id }], limit: 1 } });
    expect(Object.keys(snippets.json().data[0] as object)).toEqual(expect.arrayContaining(['translationKey', 'setId', 'value']));
  });

  it('reports the row total of each base table and the snippets of the system language set', async () => {
    const totals = Object.fromEntries(((await h.request('GET', URL)).json().entities as EntityRecord[]).map((entity) => [entity.name, entity.total]));
    expect(totals).toEqual({
      product: summary.products,
      category: summary.categories,
      cms_page: summary.cmsPages,
      cms_slot: summary.cmsSlots,
      product_manufacturer: summary.manufacturers,
      property_group: summary.propertyGroups,
      property_group_option: summary.propertyOptions,
      unit: summary.units,
      delivery_time: summary.deliveryTimes,
      shipping_method: summary.shippingMethods,
      payment_method: summary.paymentMethods,
      media: summary.media,
      snippet: summary.snippets,
    });
    expect(totals.product).toBe(240);
    // The German set is not counted: the total is the source (system language) set's.
    expect(summary.germanSnippets).toBeGreaterThan(0);
  });

  it('counts a record with no translation at all, and answers 0 totals on an empty shop', async () => {
    expect(empty.map((entity) => entity.total)).toEqual(EXPECTED_FIELDS.map(() => 0));
    await h.host.database.db
      .insertInto('unit')
      .values({ id: 'f'.repeat(32), createdAt: new Date().toISOString() })
      .execute();
    const unit = ((await h.request('GET', URL)).json().entities as EntityRecord[]).find((entity) => entity.name === 'unit');
    expect(unit?.total).toBe(summary.units + 1);
  });

  it('needs ext_translate.viewer: 401 without a token, 403 without the privilege, 200 for viewer and editor', async () => {
    const [viewer, editor, other] = await Promise.all([
      h.tokenWithPrivileges(['ext_translate.viewer']),
      h.tokenWithPrivileges(['ext_translate.editor']),
      h.tokenWithPrivileges(['product:read']),
    ]);
    const anonymous = await h.request('GET', URL, { token: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].code).toBe('FRAMEWORK__UNAUTHORIZED');
    const forbidden = await h.request('GET', URL, { token: other });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors[0]).toMatchObject({ code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR', detail: 'Missing privilege(s): ext_translate.viewer.' });
    expect((await h.request('GET', URL, { token: viewer })).statusCode).toBe(200);
    expect((await h.request('GET', URL, { token: editor })).statusCode).toBe(200);
  });
});
