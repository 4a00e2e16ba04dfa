import { api } from '../../api/client';
import { loadRouting } from '../../api/resources';
import type { EntityInfo, HistoryRow, Job, Language, ListAnswer } from '../../api/types';

/**
 * The source text of each changed field, read from the store through the generic entity API: the
 * record's translation in the language its target was translated from (as history stores values: text
 * as is, JSON serialised). Entities whose languages are sets (snippets: GET /entities `languageSet`) are
 * read from the set of the source locale, by their record key. A text that cannot be found (record
 * deleted since) is absent from the map.
 */
export function sourceKey(row: Pick<HistoryRow, 'entity' | 'recordId' | 'field'>): string {
  return `${row.entity}|${row.recordId}|${row.field}`;
}

function stored(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function searchPath(entity: string): string {
  return `/search/${entity.replace(/_/g, '-')}`;
}

interface TranslatedRecord {
  id: string;
  translations?: ({ languageId: string } & Record<string, unknown>)[];
}

/**
 * Per target language of a job, the language it is translated from as the server resolves it
 * (GET /routing with the job's own source; the settings' source when the job has none). Null: none.
 */
export async function jobSourceLanguages(job: Pick<Job, 'sourceLanguageId'>): Promise<Map<string, string | null>> {
  const routing = await loadRouting(job.sourceLanguageId);
  return new Map(routing.targets.map((target) => [target.languageId, target.sourceLanguageId]));
}

export interface SourceTexts {
  /** By {@link sourceKey}: the field's value in the source language. */
  texts: Map<string, string | null>;
  /** By `<entity>|<recordId>`: the record's name (its primary text column in the source language). */
  names: Map<string, string>;
}

async function readEntityTexts(entity: EntityInfo, rows: HistoryRow[], sourceLanguage: Language, result: SourceTexts): Promise<void> {
  const ids = [...new Set(rows.map((row) => row.recordId))];
  const set = entity.languageSet;
  if (set) {
    const sets = await api.post<ListAnswer<{ id: string }>>(searchPath(set.entity), { filter: [{ type: 'equals', field: set.localeField, value: sourceLanguage.localeCode }], limit: 1 });
    const first = sets.data[0];
    if (!first) return;
    const records = await api.post<ListAnswer<Record<string, unknown>>>(searchPath(entity.name), {
      filter: [{ type: 'equals', field: set.field, value: first.id }, { type: 'equalsAny', field: entity.recordKey, value: ids }],
      limit: ids.length,
    });
    for (const record of records.data) {
      const key = record[entity.recordKey];
      if (typeof key !== 'string') continue;
      for (const row of rows.filter((candidate) => candidate.recordId === key)) result.texts.set(sourceKey(row), stored(record[row.field]));
    }
    return;
  }
  const primaryField = entity.fields[0]?.property ?? '';
  const records = await api.post<ListAnswer<TranslatedRecord>>(searchPath(entity.name), { ids, limit: ids.length });
  for (const record of records.data) {
    const translation = record.translations?.find((candidate) => candidate.languageId === sourceLanguage.id);
    const name = translation?.[primaryField];
    if (typeof name === 'string' && name.trim() !== '') result.names.set(`${entity.name}|${record.id}`, name);
    for (const row of rows.filter((candidate) => candidate.recordId === record.id)) {
      result.texts.set(sourceKey(row), stored(translation?.[row.field]));
    }
  }
}

/** The source texts of history rows, each read in the source language of its row's target (`sourceOf`). */
export async function loadSourceTexts(
  rows: HistoryRow[],
  sourceOf: (targetLanguageId: string) => Language | undefined,
  entities: readonly EntityInfo[],
): Promise<SourceTexts> {
  const result: SourceTexts = { texts: new Map(), names: new Map() };
  const groups = new Map<string, { entity: EntityInfo; source: Language; rows: HistoryRow[] }>();
  for (const row of rows) {
    const entity = entities.find((candidate) => candidate.name === row.entity);
    const source = sourceOf(row.languageId);
    if (!entity || !source) continue;
    const key = `${entity.name}|${source.id}`;
    const group = groups.get(key) ?? { entity, source, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  await Promise.all([...groups.values()].map((group) => readEntityTexts(group.entity, group.rows, group.source, result)));
  return result;
}
