import { ACTION_BASE, api, type ApiClient } from '../../api/client';
import { loadEntities, loadLanguages, loadProviders } from '../../api/resources';
import type { EntityInfo } from '../../api/types';
import { readDomainSettings } from '../settings/settings-api';
import type { Routing } from './wizard-model';
import type { WizardApi, WizardContext } from './use-wizard';
import type { CreatedJob, EstimateResult, JobConfig, PreviewRequest, PreviewResult, SearchAnswer, SearchedRecord } from './types';

/** POST /estimate, POST /job and POST /preview through the app's client. */
export function wizardApi(client: ApiClient = api): WizardApi {
  return {
    estimate: (config: JobConfig) => client.post<EstimateResult>(`${ACTION_BASE}/estimate`, { config }),
    createJob: (config: JobConfig) => client.post<CreatedJob>(`${ACTION_BASE}/job`, { config }),
    preview: (request: PreviewRequest) => client.post<PreviewResult>(`${ACTION_BASE}/preview`, request),
  };
}

/** What the wizard needs before it can show a step: entities, languages, providers and the routing. */
export async function loadWizardContext(): Promise<WizardContext & { providerModels: Record<string, string | null> }> {
  const [entities, languages, providers, settings] = await Promise.all([loadEntities(), loadLanguages(), loadProviders(), readDomainSettings()]);
  const routing: Routing = {
    languageProviderMap: settings.languageProviderMap,
    defaultProvider: settings.defaultProvider,
    sourceLanguageId: settings.sourceLanguageId,
  };
  const providerModels = Object.fromEntries(providers.map((provider) => [provider.id, settings.providers[provider.id]?.model ?? null]));
  return { entities, languages, providers, routing, providerModels };
}

/**
 * The field a record picker searches and shows: the snippet's key, else the entity's first text field,
 * else the id (an entity of JSON fields only, like CMS slots, has no column a search can match).
 */
export function pickerField(entity: EntityInfo): string {
  if (entity.name === 'snippet') return 'translationKey';
  return entity.fields.find((field) => field.type === 'text')?.property ?? 'id';
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
 * Records of an entity whose picker field contains `query` (POST /api/search/<entity>). Snippets are
 * limited to the source language's set, since a selection names snippets of that set.
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
  if (entity.name === 'snippet' && options.sourceLocale) {
    const sets = await client.post<SearchAnswer>('/search/snippet-set', { filter: [{ type: 'equals', field: 'iso', value: options.sourceLocale }], limit: 50 });
    if (sets.data.length === 0) return { total: 0, records: [] };
    filter.push({ type: 'equalsAny', field: 'setId', value: sets.data.map((set) => set.id) });
  }
  const answer = await client.post<SearchAnswer>(`/search/${entity.name.replaceAll('_', '-')}`, {
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
  const answer = await client.post<SearchAnswer>(`/search/${entity.name.replaceAll('_', '-')}`, { ids, limit: Math.min(ids.length, 500) });
  return answer.data.map((record) => pickerRecord(record, field));
}
