import { describe, expect, it } from 'vitest';
import { errorGroupRecords, errorGroupTitle } from './error-groups';

describe('job error groups', () => {
  const example = (name: string | null, recordId = '0191c6d5e9a47a4b0000000000000001') => ({ entity: 'product', entityLabel: 'Products', recordId, name, languageId: 'de', field: null });
  const german = (id: string) => (id === 'de' ? 'Deutsch' : id);

  it('says code, message and records in one line', () => {
    expect(errorGroupTitle({ code: 403, message: 'DeepL rejected the API key', records: 61 })).toBe('403: DeepL rejected the API key - 61 records');
    expect(errorGroupTitle({ code: 0, message: 'The translation of "name" has 300 characters; the field holds at most 255.', records: 1 })).toBe(
      'The translation of "name" has 300 characters; the field holds at most 255. - 1 record',
    );
  });

  it('names records by entity label and name, a nameless one by its id, and counts the rest', () => {
    expect(errorGroupRecords({ records: 61, examples: [example('Oak chair'), example(null)] }, german)).toBe('Products: Oak chair (Deutsch), #0191c6d5 (Deutsch) and 59 more');
    expect(errorGroupRecords({ records: 1, examples: [{ ...example('Oak chair'), field: 'metaTitle' }] }, german)).toBe('Products: Oak chair (Deutsch) · metaTitle');
  });
});
