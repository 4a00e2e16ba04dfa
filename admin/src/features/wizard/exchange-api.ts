import { ACTION_BASE, api, type ApiClient, type DownloadedFile } from '../../api/client';
import type { JobConfig } from './types';

export type ExchangeFormat = 'xliff-2.0' | 'xliff-1.2';

/** The answer of POST /exchange/import. */
export interface ImportedXliff {
  jobId: string;
  status: string;
  units: number;
  written: number;
  skipped: { entity: string; recordId: string; field: string; reason: string }[];
  failed: number;
}

/** POST /exchange/export: the file of a config with one target language. */
export async function exportXliff(config: JobConfig, format: ExchangeFormat, client: ApiClient = api): Promise<{ text: string; fileName: string }> {
  const file = await client.post<DownloadedFile>(`${ACTION_BASE}/exchange/export`, { config, format }, { responseType: 'file' });
  return { text: file.text, fileName: file.fileName ?? 'export.xlf' };
}

/** POST /exchange/import: the file's text; the answer names the import job. */
export function importXliff(xliff: string, protectManualEdits: boolean, client: ApiClient = api): Promise<ImportedXliff> {
  return client.post<ImportedXliff>(`${ACTION_BASE}/exchange/import`, { xliff, protectManualEdits });
}
