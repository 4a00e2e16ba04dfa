import { ACTION_BASE, api, type ApiClient } from '../../api/client';
import { loadEntities, loadLanguages, loadProviders, loadRouting } from '../../api/resources';
import type { EntityInfo } from '../../api/types';
import { readDomainSettings } from '../settings/settings-api';
import type { WizardApi, WizardContext } from './use-wizard';
import type { CreatedJob, EstimateResult, JobConfig, PreviewRequest, PreviewResult, SearchAnswer, SearchedRecord } from './types';

/** POST /estimate, POST /job, POST /preview and GET /routing through the app's client. */
export function wizardApi(client: ApiClient = api): WizardApi {
  return {
    estimate: (config: JobConfig) => client.post<EstimateResult>(`${ACTION_BASE}/estimate`, { config }),
    createJob: (config: JobConfig) => client.post<CreatedJob>(`${ACTION_BASE}/job`, { config }),
    preview: (request: PreviewRequest) => client.post<PreviewResult>(`${ACTION_BASE}/preview`, request),
    routing: (sourceLanguageId: string | null) => loadRouting(sourceLanguageId, client),
  };
}

/** What the wizard needs before it can show a step: entities, languages, providers and the server's routing. */
export async function loadWizardContext(): Promise<WizardContext & { providerModels: Record<string, string | null> }> {
  const [entities, languages, providers, settings, routing] = await Promise.all([loadEntities(), loadLanguages(), loadProviders(), readDomainSettings(), loadRouting()]);
  const providerModels = Object.fromEntries(providers.map((provider) => [provider.id, settings.providers[provider.id]?.model ?? null]));
  return { entities, languages, providers, routing, providerModels };
}

/**
 * The field a record picker searches and shows: the record's own key when it is not a bare id (a
 * snippet's translation key), else the entity's first text field, else the id (an entity of JSON
 * fields only, like CMS slots, has no column a search can match).
 */
export function pickerField(entity: EntityInfo): string {
  if (entity.recordKey !== 'id') return entity.recordKey;
  return entity.fields.find((field) => field.type === 'text')?.property ?? 'id';
}

/** The search path of an entity of the entity API (`cms_page` -> `/search/cms-page`). */
function searchPath(entity: string): string {
  return `/search/${entity.replaceAll('_', '-')}`;
}

export interface PickerRecord {
  id: string;
  label: string;
  detail: string | null;
}

function pickerRecord(record: SearchedRecord, field: string): PickerRecord {
  const label = record[field];
  const detail = record.productNumber ?? record.value ?? null;
  return {
    id: record.id,
    label: typeof label === 'string' && label.trim() !== '' ? label : record.id,
    detail: typeof detail === 'string' && detail !== '' ? detail : null,
  };
}

/**
 * Records of an entity whose picker field contains `query` (POST /api/search/<entity>). Entities whose
 * languages are sets (snippets: GET /entities `languageSet`) are limited to the source locale's sets,
 * since a selection names records of the source.
 */
export async function searchRecords(
  entity: EntityInfo,
  query: string,
  options: { sourceLocale: string | null; limit?: number },
  client: ApiClient = api,
): Promise<{ total: number; records: PickerRecord[] }> {
  const field = pickerField(entity);
  const filter: Record<string, unknown>[] = [];
  if (query.trim() !== '') filter.push({ type: 'contains', field, value: query.trim() });
  const languageSet = entity.languageSet;
  if (languageSet && options.sourceLocale) {
    const sets = await client.post<SearchAnswer>(searchPath(languageSet.entity), { filter: [{ type: 'equals', field: languageSet.localeField, value: options.sourceLocale }], limit: 50 });
    if (sets.data.length === 0) return { total: 0, records: [] };
    filter.push({ type: 'equalsAny', field: languageSet.field, value: sets.data.map((set) => set.id) });
  }
  const answer = await client.post<SearchAnswer>(searchPath(entity.name), {
    filter,
    sort: [{ field, order: 'ASC' }],
    limit: options.limit ?? 20,
  });
  return { total: answer.total, records: answer.data.map((record) => pickerRecord(record, field)) };
}

/** The picker's labels of records already chosen (a pre-filled or restored selection). */
export async function recordsByIds(entity: EntityInfo, ids: string[], client: ApiClient = api): Promise<PickerRecord[]> {
  if (ids.length === 0) return [];
  const field = pickerField(entity);
  const answer = await client.post<SearchAnswer>(searchPath(entity.name), { ids, limit: Math.min(ids.length, 500) });
  return answer.data.map((record) => pickerRecord(record, field));
}
