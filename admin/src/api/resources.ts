import { t } from '../i18n';
import { ACTION_BASE, api, type ApiClient } from './client';
import type {
  CoverageRow,
  EntityInfo,
  HistoryResult,
  HistoryRow,
  Job,
  JobErrorReport,
  JobStatus,
  Language,
  ListAnswer,
  ProviderRecord,
  Routing,
  Subscription,
  UsageMonth,
} from './types';

/** The calls of the Overview, Jobs and Changes screens (the action routes and the generic entity API). */

export async function loadLanguages(): Promise<Language[]> {
  const answer = await api.post<ListAnswer<Language>>('/search/language', { limit: 500, sort: [{ field: 'name', order: 'ASC' }] });
  return answer.data;
}

/**
 * The translatable content types. Their labels come in English from the API; a type the catalogue
 * knows (`entities.<name>`) is named in the interface language, any other keeps the API's label.
 */
export async function loadEntities(): Promise<EntityInfo[]> {
  const entities = (await api.get<{ entities: EntityInfo[] }>(`${ACTION_BASE}/entities`)).entities;
  return entities.map((entity) => {
    const label = t(`entities.${entity.name}`);
    return label === `entities.${entity.name}` ? entity : { ...entity, label };
  });
}

export async function loadCoverage(entities: string[]): Promise<CoverageRow[]> {
  return (await api.get<{ rows: CoverageRow[] }>(`${ACTION_BASE}/coverage`, { query: { entities } })).rows;
}

export async function loadUsage(months: number): Promise<UsageMonth[]> {
  return (await api.get<{ months: UsageMonth[] }>(`${ACTION_BASE}/usage`, { query: { months } })).months;
}

export async function loadSubscription(): Promise<Subscription> {
  return api.get<Subscription>(`${ACTION_BASE}/subscription`);
}

export async function loadProviders(): Promise<ProviderRecord[]> {
  return (await api.get<{ providers: ProviderRecord[] }>(`${ACTION_BASE}/providers`)).providers;
}

/** GET /routing: per language as a target, the provider and source a run would use (with the run's own source, when it has one). */
export async function loadRouting(sourceLanguageId: string | null = null, client: ApiClient = api): Promise<Routing> {
  return client.get<Routing>(`${ACTION_BASE}/routing`, { query: { sourceLanguageId } });
}

export async function searchJobs(options: { statuses?: JobStatus[]; providerId?: string; limit: number; page?: number }): Promise<ListAnswer<Job>> {
  const filter = [
    ...(options.statuses?.length ? [{ type: 'equalsAny', field: 'status', value: options.statuses }] : []),
    ...(options.providerId ? [{ type: 'equals', field: 'providerId', value: options.providerId }] : []),
  ];
  return api.post<ListAnswer<Job>>('/search/ext-translate-job', {
    limit: options.limit,
    page: options.page ?? 1,
    sort: [{ field: 'createdAt', order: 'DESC' }],
    ...(filter.length > 0 ? { filter } : {}),
  });
}

export async function loadJob(id: string): Promise<Job> {
  return (await api.get<{ data: Job }>(`/ext-translate-job/${encodeURIComponent(id)}`)).data;
}

export async function loadHistory(jobId: string, options: { page: number; limit: number; state?: string }): Promise<ListAnswer<HistoryRow>> {
  return api.post<ListAnswer<HistoryRow>>('/search/ext-translate-history', {
    limit: options.limit,
    page: options.page,
    filter: [{ type: 'equals', field: 'jobId', value: jobId }, ...(options.state ? [{ type: 'equals', field: 'state', value: options.state }] : [])],
    sort: [
      { field: 'entity', order: 'ASC' },
      { field: 'recordId', order: 'ASC' },
      { field: 'field', order: 'ASC' },
    ],
  });
}

export async function cancelJob(id: string): Promise<{ status: string }> {
  return api.post<{ status: string }>(`${ACTION_BASE}/job/${encodeURIComponent(id)}/cancel`);
}

export async function retryJob(id: string): Promise<{ retried: number }> {
  return api.post<{ retried: number }>(`${ACTION_BASE}/job/${encodeURIComponent(id)}/retry`);
}

export async function loadJobErrorReport(id: string): Promise<JobErrorReport> {
  return api.get<JobErrorReport>(`${ACTION_BASE}/job/${encodeURIComponent(id)}/errors`);
}

/** Starts jobs for the partly translated records of a finished job (scope selection, mode missing; one per 10,000 records of an entity). */
export async function completePartlyTranslated(id: string): Promise<{ jobId: string; jobIds: string[]; records: number }> {
  return api.post<{ jobId: string; jobIds: string[]; records: number }>(`${ACTION_BASE}/job/${encodeURIComponent(id)}/complete`);
}

export async function revertJob(id: string): Promise<{ queued: boolean; items: number }> {
  return api.post<{ queued: boolean; items: number }>(`${ACTION_BASE}/job/${encodeURIComponent(id)}/revert`);
}

export async function changeHistory(direction: 'revert' | 'reapply', ids: string[]): Promise<HistoryResult> {
  return api.post<HistoryResult>(`${ACTION_BASE}/history/${direction}`, { ids });
}
