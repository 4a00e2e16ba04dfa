import { describe, expect, it } from 'vitest';
import { customFieldChanges, historyCriteria, jobEntities, NO_FILTER } from './changes-query';

describe('the Changes list', () => {
  it('asks for one page of a job’s rows, narrowed by state, entity and field', () => {
    expect(historyCriteria('job1', { ...NO_FILTER, state: 'applied', entity: 'product', field: 'name' }, [], 2, 50)).toEqual({
      limit: 50,
      page: 2,
      filter: [
        { type: 'equals', field: 'jobId', value: 'job1' },
        { type: 'equals', field: 'state', value: 'applied' },
        { type: 'equals', field: 'entity', value: 'product' },
        { type: 'equals', field: 'field', value: 'name' },
      ],
      sort: [
        { field: 'entity', order: 'ASC' },
        { field: 'recordId', order: 'ASC' },
        { field: 'field', order: 'ASC' },
      ],
    });
  });

  it('searches the written and the previous text, and the records whose name matched', () => {
    const criteria = historyCriteria('job1', { ...NO_FILTER, search: ' Sneaker ' }, ['r1', 'r2'], 1, 50);
    expect((criteria.filter as unknown[])[1]).toEqual({
      type: 'multi',
      operator: 'or',
      queries: [
        { type: 'contains', field: 'newValue', value: 'Sneaker' },
        { type: 'contains', field: 'previousValue', value: 'Sneaker' },
        { type: 'equalsAny', field: 'recordId', value: ['r1', 'r2'] },
      ],
    });
    // Without matching names, only the texts are searched.
    expect(((historyCriteria('job1', { ...NO_FILTER, search: 'x' }, [], 1, 50).filter as { queries?: unknown[] }[])[1]!.queries ?? []).length).toBe(2);
  });

  it('reads the entities from a job’s config', () => {
    expect(jobEntities({ entities: ['product', { name: 'category', scope: 'missing' }, 3] })).toEqual(['product', 'category']);
    expect(jobEntities({})).toEqual([]);
  });

  it('shows custom fields per key, changed keys first', () => {
    expect(customFieldChanges('{"care":"Hand wash","size":"M"}', '{"care":"Handwäsche","size":"M","note":"Neu"}')).toEqual([
      { key: 'care', before: 'Hand wash', after: 'Handwäsche', changed: true },
      { key: 'note', before: null, after: 'Neu', changed: true },
      { key: 'size', before: 'M', after: 'M', changed: false },
    ]);
    expect(customFieldChanges(null, '{"care":"Handwäsche"}')).toEqual([{ key: 'care', before: null, after: 'Handwäsche', changed: true }]);
    expect(customFieldChanges('plain text', 'other text')).toBeNull();
  });
});
