import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Harness } from '../../support/harness.js';

/** Shared by the glossary CSV tests (POST /glossary/import, GET /glossary/export). */

export const IMPORT = '/api/_action/ext-translate/glossary/import';
export const EXPORT = '/api/_action/ext-translate/glossary/export';
export const BOM = '\uFEFF';

export const MESSAGES = {
  missingCsv: 'Missing "csv" content in the request body.',
  delimiter: 'The delimiter must be a single character.',
  empty: 'The CSV content is empty.',
  invalidHeader: 'Invalid CSV header. Expected columns: term;mode;caseSensitive;<localeCode>;...',
  unknownLocales: (list: string) => `Unknown locale code(s) in CSV header: ${list}.`,
  tooLarge: 'The CSV content is larger than the limit of 20 MiB.',
};

export interface StoredTerm {
  term: string;
  mode: string;
  caseSensitive: boolean;
  translations: Record<string, string | null>;
  active: boolean;
}

export async function importCsv(h: Harness, csv: string, delimiter?: string, token?: string): Promise<LightMyRequestResponse> {
  return h.request('POST', IMPORT, { body: delimiter === undefined ? { csv } : { csv, delimiter }, ...(token ? { token } : {}) });
}

/** Imports and expects 200 with these counts. */
export async function imported(
  h: Harness,
  csv: string,
  counts: { imported: number; created: number; updated: number; skipped: number },
  delimiter?: string,
): Promise<void> {
  const response = await importCsv(h, csv, delimiter);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual(counts);
}

export async function refused(h: Harness, body: unknown, message: string): Promise<void> {
  const response = await h.request('POST', IMPORT, { body });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ message });
}

/** Every term through the entity API, by term. */
export async function terms(h: Harness): Promise<Map<string, StoredTerm>> {
  const response = await h.request('POST', '/api/search/ext-translate-glossary', { body: { limit: 500 } });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as (StoredTerm & { id: string })[];
  return new Map(
    data.map((row) => [row.term, { term: row.term, mode: row.mode, caseSensitive: row.caseSensitive, translations: row.translations, active: row.active }]),
  );
}

/** The raw rows of the table, every column, in id order: for "nothing changed" comparisons. */
export async function tableSnapshot(h: Harness): Promise<Record<string, unknown>[]> {
  return h.host.database.db.selectFrom('ext_translate_glossary').selectAll().orderBy('id').execute();
}

export async function clearGlossary(h: Harness): Promise<void> {
  await h.host.database.db.deleteFrom('ext_translate_glossary').execute();
}

export async function createTerm(h: Harness, values: Record<string, unknown>): Promise<string> {
  const response = await h.request('POST', '/api/ext-translate-glossary?_response=detail', { body: values });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

export async function exportCsv(h: Harness, token?: string): Promise<LightMyRequestResponse> {
  return h.request('GET', EXPORT, token ? { token } : {});
}
