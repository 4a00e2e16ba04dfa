import { api } from '../../api/client';
import type { Language, ListAnswer } from '../../api/types';
import type { Locale, SnippetSet } from './language-rows';

/** The locales the platform knows (entity `locale`, read-only), by code. */
export async function loadLocales(): Promise<Locale[]> {
  return (await api.post<ListAnswer<Locale>>('/search/locale', { limit: 500, sort: [{ field: 'code', order: 'ASC' }] })).data;
}

export async function loadSnippetSets(): Promise<SnippetSet[]> {
  return (await api.post<ListAnswer<SnippetSet>>('/search/snippet-set', { limit: 500 })).data;
}

export async function createLanguage(values: { name: string; localeCode: string }): Promise<Language> {
  return (await api.post<{ data: Language }>('/language', values, { query: { _response: 'detail' } })).data;
}

export async function deleteLanguage(id: string): Promise<void> {
  await api.delete<void>(`/language/${encodeURIComponent(id)}`);
}
