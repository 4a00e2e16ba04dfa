import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { exportCsv, importCsv } from './helpers.js';

/**
 * A 10 MB file (POST /glossary/import; the size limit is ours): imported, changed, exported and
 * imported again. Times are printed, never asserted: wall time belongs in bench/.
 */

const LOCALES = ['de-DE', 'fr-FR', 'it-IT', 'es-ES', 'nl-NL'];
const TARGET_BYTES = 10_000_000;

function bigCsv(version: string): { csv: string; rows: number } {
  const lines = [`term;mode;caseSensitive;${LOCALES.join(';')}`];
  let bytes = lines[0]!.length + 1;
  let rows = 0;
  while (bytes < TARGET_BYTES) {
    const term = `Produkt ${rows} "Serie ${rows % 97}"`;
    const cells = LOCALES.map((code, index) => (rows % 11 === index ? '\\N' : `"${code} ${version} Übersetzung; Nummer ${rows}"`));
    const line = `"${term.replace(/"/g, '""')}";${rows % 3 === 0 ? 'replace' : 'keep'};${rows % 2};${cells.join(';')}`;
    lines.push(line);
    bytes += Buffer.byteLength(line) + 1;
    rows += 1;
  }
  return { csv: lines.join('\n'), rows };
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`[glossary 10 MB, ${dialect}] ${label}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return result;
}

describe('a 10 MB glossary file', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());

  it('is imported, updated, exported and imported again unchanged', { timeout: 300_000 }, async () => {
    const first = bigCsv('v1');
    expect(Buffer.byteLength(first.csv)).toBeGreaterThanOrEqual(TARGET_BYTES);
    console.log(`[glossary 10 MB, ${dialect}] ${first.rows} rows, ${Buffer.byteLength(first.csv)} bytes`);

    const created = await timed('import (all new)', () => importCsv(h, first.csv));
    expect(created.statusCode, created.body.slice(0, 500)).toBe(200);
    expect(created.json()).toEqual({ imported: first.rows, created: first.rows, updated: 0, skipped: 0 });

    const second = bigCsv('v2');
    const updated = await timed('import (all changed)', () => importCsv(h, second.csv));
    expect(updated.json()).toEqual({ imported: second.rows, created: 0, updated: second.rows, skipped: 0 });

    const exported = await timed('export', () => exportCsv(h));
    expect(exported.statusCode).toBe(200);
    console.log(`[glossary 10 MB, ${dialect}] export ${exported.rawPayload.length} bytes`);

    const again = await timed('import of the export (nothing changes)', () => importCsv(h, exported.body));
    expect(again.json()).toEqual({ imported: second.rows, created: 0, updated: second.rows, skipped: 0 });

    const sample = await h.host.database.db
      .selectFrom('ext_translate_glossary')
      .select(['term', 'translations', 'updatedAt'])
      .where('termKey', '=', 'produkt 11 "serie 11"')
      .executeTakeFirstOrThrow();
    expect(sample.term).toBe('Produkt 11 "Serie 11"');
    expect(JSON.parse(sample.translations as string)).toEqual({
      'de-DE': null,
      'fr-FR': 'fr-FR v2 Übersetzung; Nummer 11',
      'it-IT': 'it-IT v2 Übersetzung; Nummer 11',
      'es-ES': 'es-ES v2 Übersetzung; Nummer 11',
      'nl-NL': 'nl-NL v2 Übersetzung; Nummer 11',
    });
    expect((await exportCsv(h)).body).toBe(exported.body);
  });
});
