import type { HistoryState } from '../../api/types';

/** What the Changes list is narrowed to: a search text, an entity, a field and a state ('' for any). */
export interface ChangesFilter {
  search: string;
  entity: string;
  field: string;
  state: '' | HistoryState;
}

export const NO_FILTER: ChangesFilter = { search: '', entity: '', field: '', state: '' };

type Filter = Record<string, unknown>;

/**
 * The search criteria of one page of a job's history rows (POST /search/ext-translate-history). The
 * search text matches a row whose written or previous value contains it, or whose record is one of
 * `recordIds` (the records whose name contains it, found beforehand per entity: history rows hold
 * no names).
 */
export function historyCriteria(jobId: string, filter: ChangesFilter, recordIds: string[], page: number, limit: number): Record<string, unknown> {
  const filters: Filter[] = [{ type: 'equals', field: 'jobId', value: jobId }];
  if (filter.state) filters.push({ type: 'equals', field: 'state', value: filter.state });
  if (filter.entity) filters.push({ type: 'equals', field: 'entity', value: filter.entity });
  if (filter.field) filters.push({ type: 'equals', field: 'field', value: filter.field });
  const search = filter.search.trim();
  if (search !== '') {
    const queries: Filter[] = [
      { type: 'contains', field: 'newValue', value: search },
      { type: 'contains', field: 'previousValue', value: search },
    ];
    if (recordIds.length > 0) queries.push({ type: 'equalsAny', field: 'recordId', value: recordIds });
    filters.push({ type: 'multi', operator: 'or', queries });
  }
  return {
    limit,
    page,
    filter: filters,
    sort: [
      { field: 'entity', order: 'ASC' },
      { field: 'recordId', order: 'ASC' },
      { field: 'field', order: 'ASC' },
    ],
  };
}

/** The entities a job wrote to, from its config (`['product', {name: 'category', ...}]`). */
export function jobEntities(config: Record<string, unknown>): string[] {
  const entities = Array.isArray(config.entities) ? config.entities : [];
  return entities
    .map((entry: unknown) => (typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null && typeof (entry as { name?: unknown }).name === 'string' ? (entry as { name: string }).name : null))
    .filter((name): name is string => name !== null);
}

export interface CustomFieldChange {
  key: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

function parseObject(value: string | null): Record<string, unknown> | null | undefined {
  if (value === null || value === '') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A custom-fields change (history stores the whole object as JSON) as one line per key, changed keys
 * first; null when either value is not a JSON object (then it is shown as text).
 */
export function customFieldChanges(previousValue: string | null, newValue: string | null): CustomFieldChange[] | null {
  const before = parseObject(previousValue);
  const after = parseObject(newValue);
  if (before === undefined || after === undefined) return null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => {
      const old = shown(before?.[key]);
      const next = shown(after?.[key]);
      return { key, before: old, after: next, changed: old !== next };
    })
    .sort((a, b) => Number(b.changed) - Number(a.changed) || a.key.localeCompare(b.key));
}
