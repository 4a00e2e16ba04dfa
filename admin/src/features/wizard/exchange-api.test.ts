import { describe, expect, it, vi } from 'vitest';
import { attachmentName, createApiClient } from '../../api/client';
import { exportXliff, importXliff } from './exchange-api';
import type { JobConfig } from './types';

const config = { entities: [{ name: 'product', scope: 'all', ids: null }], sourceLanguageId: null, targetLanguageIds: ['d2c5a4e2b1f04a7c9e3b6f8a1c0d4e5f'], providerId: '' } as unknown as JobConfig;

function clientAnswering(response: Response) {
  const fetch = vi.fn(async () => response);
  const client = createApiClient({ auth: { accessToken: async () => 'token', refresh: async () => false, expire: () => undefined }, fetch, onUnauthorized: () => undefined });
  return { fetch, client };
}

describe('the exchange calls', () => {
  it('reads the file name the server suggests', () => {
    expect(attachmentName('attachment; filename="product+category-en-GB-de-DE.xlf"')).toBe('product+category-en-GB-de-DE.xlf');
    expect(attachmentName('attachment; filename=glossary.csv')).toBe('glossary.csv');
    expect(attachmentName(null)).toBeNull();
  });

  it('exports through POST /exchange/export and keeps the file as the server wrote it, with its name', async () => {
    const xliff = '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="2.0"/>\n';
    const { fetch, client } = clientAnswering(new Response(xliff, { headers: { 'content-type': 'application/xliff+xml', 'content-disposition': 'attachment; filename="product-en-GB-de-DE.xlf"' } }));
    expect(await exportXliff(config, 'xliff-1.2', client)).toEqual({ text: xliff, fileName: 'product-en-GB-de-DE.xlf' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/_action/ext-translate/exchange/export');
    expect(JSON.parse(String(init.body))).toEqual({ config, format: 'xliff-1.2' });
  });

  it('imports the file\'s text with the manual-edit choice and answers the server\'s message on a refusal', async () => {
    const answer = { jobId: 'a'.repeat(32), status: 'completed', units: 1, written: 1, skipped: [], failed: 0 };
    const ok = clientAnswering(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
    expect(await importXliff('<xliff/>', false, ok.client)).toEqual(answer);
    expect(JSON.parse(String((ok.fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ xliff: '<xliff/>', protectManualEdits: false });

    const message = 'The file is not a valid XLIFF file: line 1: The root element is <html>, not <xliff>.';
    const refused = clientAnswering(new Response(JSON.stringify({ message }), { status: 400, headers: { 'content-type': 'application/json' } }));
    await expect(importXliff('<html/>', true, refused.client)).rejects.toThrow(message);
  });
});
