import { ACTION_BASE, api, type ApiClient } from '../../api/client';
import type { ListAnswer } from '../../api/types';
import { GLOSSARY_ENTITY_PATH, termSearchCriteria, type GlossaryImportResult, type GlossaryTerm } from './glossary-model';

/** The export's file name (the Content-Disposition of GET /glossary/export, docs/glossary.md). */
export const EXPORT_FILE_NAME = 'ext-translate-glossary.csv';

export function searchTerms(query: string, page: number, limit: number, client: ApiClient = api): Promise<ListAnswer<GlossaryTerm>> {
  return client.post<ListAnswer<GlossaryTerm>>(`/search/${GLOSSARY_ENTITY_PATH}`, termSearchCriteria(query, page, limit));
}

export function createTerm(term: Omit<GlossaryTerm, 'id'>, client: ApiClient = api): Promise<{ data: GlossaryTerm }> {
  return client.post<{ data: GlossaryTerm }>(`/${GLOSSARY_ENTITY_PATH}`, term, { query: { _response: 'detail' } });
}

export function updateTerm(id: string, term: Partial<GlossaryTerm>, client: ApiClient = api): Promise<{ data: GlossaryTerm }> {
  return client.patch<{ data: GlossaryTerm }>(`/${GLOSSARY_ENTITY_PATH}/${id}`, term, { query: { _response: 'detail' } });
}

export function deleteTerm(id: string, client: ApiClient = api): Promise<void> {
  return client.delete(`/${GLOSSARY_ENTITY_PATH}/${id}`);
}

export function importGlossary(csv: string, delimiter: string, client: ApiClient = api): Promise<GlossaryImportResult> {
  return client.post<GlossaryImportResult>(`${ACTION_BASE}/glossary/import`, { csv, delimiter });
}

/**
 * The export file's content. Decoding the answer as text drops the UTF-8 BOM the server writes, so it
 * is put back: the saved file is the server's, and spreadsheet programs read it as UTF-8.
 */
export async function exportGlossary(client: ApiClient = api): Promise<string> {
  const text = await client.get<string>(`${ACTION_BASE}/glossary/export`, { responseType: 'text' });
  return text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
}

/** The known locale codes (`/api/locale`), for the translation lines of a term. */
export async function loadLocaleCodes(client: ApiClient = api): Promise<{ code: string; name: string }[]> {
  return (await client.get<ListAnswer<{ code: string; name: string }>>('/locale', { query: { limit: 500, sort: 'code' } })).data;
}

/** Saves text as a file through a temporary link (the browser's download). */
export function saveFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  globalThis.setTimeout(() => URL.revokeObjectURL(url), 0);
}
