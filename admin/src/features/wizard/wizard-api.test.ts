import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import type { EntityInfo } from '../../api/types';
import { pickerField, searchRecords } from './wizard-api';

const product: EntityInfo = {
  name: 'product',
  label: 'Products',
  total: 2,
  fields: [
    { property: 'description', type: 'html', maxLength: 65535 },
    { property: 'name', type: 'text', maxLength: 255 },
  ],
  recordKey: 'id',
  languageSet: null,
};
const slot: EntityInfo = { name: 'cms_slot', label: 'CMS slots', total: 1, fields: [{ property: 'config', type: 'structure', maxLength: 0 }], recordKey: 'id', languageSet: null };
/** As GET /entities describes snippets: keyed by translation key, a language's records in the set of its locale. */
const snippet: EntityInfo = {
  name: 'snippet',
  label: 'Snippets',
  total: 1,
  fields: [{ property: 'value', type: 'text', maxLength: 65535 }],
  recordKey: 'translationKey',
  languageSet: { entity: 'snippet_set', field: 'setId', localeField: 'iso' },
};

function client(answers: Record<string, unknown>) {
  const post = vi.fn(async (path: string) => answers[path]);
  return { post, client: { post } as unknown as ApiClient };
}

describe('record search of the picker', () => {
  it('searches the first text field, the snippet key, or the id of an entity without one', () => {
    expect(pickerField(product)).toBe('name');
    expect(pickerField(snippet)).toBe('translationKey');
    expect(pickerField(slot)).toBe('id');
  });

  it('filters by a contains on that field, sorted by it, and labels records by it with the product number', async () => {
    const { post, client: fake } = client({
      '/search/product': { total: 1, data: [{ id: 'a1', name: 'Red chair', productNumber: 'SW1' }] },
    });
    expect(await searchRecords(product, ' chair ', { sourceLocale: 'en-GB' }, fake)).toEqual({
      total: 1,
      records: [{ id: 'a1', label: 'Red chair', detail: 'SW1' }],
    });
    expect(post).toHaveBeenCalledWith('/search/product', {
      filter: [{ type: 'contains', field: 'name', value: 'chair' }],
      sort: [{ field: 'name', order: 'ASC' }],
      limit: 20,
    });
  });

  it('limits snippets to the sets of the source locale, and finds none without such a set', async () => {
    const { post, client: fake } = client({
      '/search/snippet-set': { total: 1, data: [{ id: 's1' }] },
      '/search/snippet': { total: 1, data: [{ id: 'n1', translationKey: 'checkout.title', value: 'Checkout' }] },
    });
    expect((await searchRecords(snippet, '', { sourceLocale: 'en-GB' }, fake)).records).toEqual([{ id: 'n1', label: 'checkout.title', detail: 'Checkout' }]);
    expect(post).toHaveBeenCalledWith('/search/snippet-set', { filter: [{ type: 'equals', field: 'iso', value: 'en-GB' }], limit: 50 });
    expect(post).toHaveBeenLastCalledWith('/search/snippet', {
      filter: [{ type: 'equalsAny', field: 'setId', value: ['s1'] }],
      sort: [{ field: 'translationKey', order: 'ASC' }],
      limit: 20,
    });

    const none = client({ '/search/snippet-set': { total: 0, data: [] } });
    expect(await searchRecords(snippet, 'x', { sourceLocale: 'xx-YY' }, none.client)).toEqual({ total: 0, records: [] });
    expect(none.post).toHaveBeenCalledTimes(1);
  });

  it('follows what GET /entities says of an entity, not its name: its record key and its language sets', async () => {
    const notes: EntityInfo = { ...snippet, name: 'shop_note', recordKey: 'noteKey', languageSet: { entity: 'note_book', field: 'bookId', localeField: 'locale' } };
    expect(pickerField(notes)).toBe('noteKey');
    const { post, client: fake } = client({ '/search/note-book': { total: 1, data: [{ id: 'b1' }] }, '/search/shop-note': { total: 0, data: [] } });
    await searchRecords(notes, 'x', { sourceLocale: 'de-DE' }, fake);
    expect(post).toHaveBeenCalledWith('/search/note-book', { filter: [{ type: 'equals', field: 'locale', value: 'de-DE' }], limit: 50 });
    expect(post).toHaveBeenLastCalledWith('/search/shop-note', {
      filter: [
        { type: 'contains', field: 'noteKey', value: 'x' },
        { type: 'equalsAny', field: 'bookId', value: ['b1'] },
      ],
      sort: [{ field: 'noteKey', order: 'ASC' }],
      limit: 20,
    });
  });
});
