import { api } from '../../api/client';
import type { HistoryRow, Language, ListAnswer } from '../../api/types';
import { SYSTEM_LANGUAGE_ID } from '../../api/types';

/**
 * The source text of each changed field, read from the store through the generic entity API: the
 * record's translation in the job's source language (as history stores values: text as is, JSON
 * serialised). Snippets are read from the snippet set of the source locale. A text that cannot be
 * found (record deleted since) is absent from the map.
 */
export function sourceKey(row: Pick<HistoryRow, 'entity' | 'recordId' | 'field'>): string {
  return `${row.entity}|${row.recordId}|${row.field}`;
}

function stored(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface TranslatedRecord {
  id: string;
  translations?: ({ languageId: string } & Record<string, unknown>)[];
}

/** The source language of a job: its own, else the `sourceLanguageId` setting, else the system language. */
export async function jobSourceLanguageId(own: string | null): Promise<string> {
  if (own) return own;
  const settings = await api.get<Record<string, unknown>>('/_action/system-config', { query: { domain: 'ExtTranslate.config' } });
  const configured = settings['ExtTranslate.config.sourceLanguageId'];
  return typeof configured === 'string' && configured !== '' ? configured : SYSTEM_LANGUAGE_ID;
}

export interface SourceTexts {
  /** By {@link sourceKey}: the field's value in the source language. */
  texts: Map<string, string | null>;
  /** By `<entity>|<recordId>`: the record's name (its primary text column in the source language). */
  names: Map<string, string>;
}

export async function loadSourceTexts(rows: HistoryRow[], sourceLanguage: Language | undefined, primaryFields: Map<string, string>): Promise<SourceTexts> {
  const texts = new Map<string, string | null>();
  const names = new Map<string, string>();
  if (!sourceLanguage) return { texts, names };
  const byEntity = new Map<string, HistoryRow[]>();
  for (const row of rows) byEntity.set(row.entity, [...(byEntity.get(row.entity) ?? []), row]);
  await Promise.all(
    [...byEntity.entries()].map(async ([entity, entityRows]) => {
      const ids = [...new Set(entityRows.map((row) => row.recordId))];
      if (entity === 'snippet') {
        const sets = await api.post<ListAnswer<{ id: string; iso: string }>>('/search/snippet-set', { filter: [{ type: 'equals', field: 'iso', value: sourceLanguage.localeCode }], limit: 1 });
        const set = sets.data[0];
        if (!set) return;
        const snippets = await api.post<ListAnswer<{ translationKey: string; value: string }>>('/search/snippet', {
          filter: [{ type: 'equals', field: 'setId', value: set.id }, { type: 'equalsAny', field: 'translationKey', value: ids }],
          limit: ids.length,
        });
        for (const snippet of snippets.data) texts.set(sourceKey({ entity, recordId: snippet.translationKey, field: 'value' }), snippet.value);
        return;
      }
      const records = await api.post<ListAnswer<TranslatedRecord>>(`/search/${entity.replace(/_/g, '-')}`, { ids, limit: ids.length });
      for (const record of records.data) {
        const translation = record.translations?.find((candidate) => candidate.languageId === sourceLanguage.id);
        const name = translation?.[primaryFields.get(entity) ?? ''];
        if (typeof name === 'string' && name.trim() !== '') names.set(`${entity}|${record.id}`, name);
        for (const row of entityRows.filter((candidate) => candidate.recordId === record.id)) {
          texts.set(sourceKey(row), stored(translation?.[row.field]));
        }
      }
    }),
  );
  return { texts, names };
}
