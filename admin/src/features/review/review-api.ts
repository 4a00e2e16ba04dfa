import { ACTION_BASE, api } from '../../api/client';
import type { Answer, RequestBody } from '../../api/types';

/** The review routes (docs/jobs.md, "Review and quality checks"), typed from the OpenAPI document. */
export type DraftPage = Answer<'listDrafts'>;
export type Draft = DraftPage['data'][number];
export type CheckCode = Answer<'listQualityChecks'>['checks'][number]['code'];
export type ApproveResult = Answer<'approveDrafts'>;
/** What the queue is narrowed to (GET /review/drafts); an empty value does not narrow it. */
export interface DraftFilter {
  jobId?: string;
  entity?: string;
  languageId?: string;
  check?: CheckCode | 'none' | 'any' | '';
}

/** Ids per approve or reject request (the server's limit). */
export const REVIEW_BATCH = 200;

export async function loadDrafts(filter: DraftFilter, page: number, limit: number): Promise<DraftPage> {
  const query: Record<string, string | number> = { page, limit };
  for (const [key, value] of Object.entries(filter)) if (value) query[key] = value;
  return api.get<DraftPage>(`${ACTION_BASE}/review/drafts`, { query });
}

/** How many drafts wait (the navigation's count). */
export async function countDrafts(): Promise<number> {
  return (await loadDrafts({}, 1, 1)).total;
}

export async function loadQualityChecks(): Promise<Map<CheckCode, string>> {
  const answer = await api.get<Answer<'listQualityChecks'>>(`${ACTION_BASE}/quality-checks`);
  return new Map(answer.checks.map((check) => [check.code, check.explanation]));
}

export async function approveDrafts(ids: string[]): Promise<ApproveResult> {
  return api.post<ApproveResult>(`${ACTION_BASE}/review/approve`, { ids } satisfies RequestBody<'approveDrafts'>);
}

export async function rejectDrafts(ids: string[]): Promise<Answer<'rejectDrafts'>> {
  return api.post<Answer<'rejectDrafts'>>(`${ACTION_BASE}/review/reject`, { ids } satisfies RequestBody<'rejectDrafts'>);
}

export async function editDraft(id: string, value: string): Promise<Draft> {
  return api.post<Draft>(`${ACTION_BASE}/review/edit`, { id, value } satisfies RequestBody<'editDraft'>);
}

/** POST /history/edit: the merchant's text for a written field, as a history row of its own. */
export async function editWrittenField(id: string, value: string): Promise<Draft> {
  return api.post<Draft>(`${ACTION_BASE}/history/edit`, { id, value } satisfies RequestBody<'editWrittenField'>);
}

/**
 * Approves every draft without findings that the filter shows, {@link REVIEW_BATCH} at a time, and
 * answers what was approved and skipped in all. A skipped draft stays in the queue (its field changed in
 * the shop): it is not sent again, and a page holding only such drafts is stepped past.
 */
export async function approveAllClean(filter: DraftFilter): Promise<{ approved: number; skipped: number }> {
  const skipped = new Set<string>();
  let approved = 0;
  let page = 1;
  for (;;) {
    const drafts = await loadDrafts({ ...filter, check: 'none' }, page, REVIEW_BATCH);
    if (drafts.data.length === 0) return { approved, skipped: skipped.size };
    const fresh = drafts.data.filter((draft) => !skipped.has(draft.id)).map((draft) => draft.id);
    if (fresh.length === 0) {
      page += 1;
      continue;
    }
    const result = await approveDrafts(fresh);
    approved += result.approved;
    for (const skip of result.skipped) skipped.add(skip.id);
  }
}
