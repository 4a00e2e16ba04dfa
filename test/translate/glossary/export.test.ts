import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadGlossary } from '../../../src/translate/engine/glossary.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { BOM, clearGlossary, createTerm, exportCsv, imported, tableSnapshot, terms } from './helpers.js';

/**
 * GET /glossary/export (docs/glossary.md): headers, BOM, columns and order, quoting, the full
 * glossary, and that an export imported again changes nothing.
 */

async function exported(h: Harness, token?: string): Promise<string> {
  const response = await exportCsv(h, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** A glossary with every kind of value: nulls, quotes, line breaks, delimiters, inactive terms, odd case. */
async function varied(h: Harness): Promise<void> {
  await createTerm(h, { term: 'Brand', mode: 'keep', caseSensitive: true, translations: { 'fr-FR': null }, active: true });
  await createTerm(h, { term: 'apple', mode: 'replace', caseSensitive: false, translations: { 'de-DE': 'Apfel', 'fr-FR': 'pomme', 'it-IT': null } });
  await createTerm(h, { term: 'say "hi"; now', mode: 'replace', translations: { 'de-DE': 'sag "hallo";\r\njetzt', 'zh-TW': '說嗨' } });
  await createTerm(h, { term: 'multi\nline', mode: 'keep', caseSensitive: true, translations: {}, active: false });
  await createTerm(h, { term: ' spaced ', mode: 'replace', translations: { 'nb-NO': ' mellomrom ', 'de-DE': '\\N' } });
  await createTerm(h, { term: 'Zebra', mode: 'replace', translations: { 'de-DE': '', 'en-US': '\\\\N' } });
  await createTerm(h, { term: 'émigré', mode: 'keep', translations: { 'en-GB': 'emigre' } });
  await createTerm(h, { term: '=SUM(1)', mode: 'keep', translations: {} });
}

describe('GET /glossary/export', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearGlossary(h));

  it('answers a CSV attachment with a BOM and just the header for an empty glossary', async () => {
    const response = await exportCsv(h);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=ext-translate-glossary.csv');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(`${BOM}term;mode;caseSensitive\r\n`);
  });

  it('writes every term, inactive ones too, ordered case-insensitively, with the locale columns sorted', async () => {
    await varied(h);
    const body = await exported(h);
    expect(body.startsWith(BOM)).toBe(true);
    expect(body).toBe(
      [
        `${BOM}term;mode;caseSensitive;de-DE;en-GB;en-US;fr-FR;it-IT;nb-NO;zh-TW`,
        '" spaced ";replace;0;\\\\N;;;;;" mellomrom ";',
        "'=SUM(1);keep;0;;;;;;;",
        'apple;replace;0;Apfel;;;pomme;\\N;;',
        'Brand;keep;1;;;;\\N;;;',
        '"multi\nline";keep;1;;;;;;;',
        '"say ""hi""; now";replace;0;"sag ""hallo"";\r\njetzt";;;;;;說嗨',
        'Zebra;replace;0;;;\\\\\\N;;;;',
        'émigré;keep;0;;emigre;;;;;',
        '',
      ].join('\r\n'),
    );
  });

  it('is imported again without any change (rows identical; every term counted as updated)', async () => {
    await varied(h);
    const before = await tableSnapshot(h);
    const glossaryBefore = await loadGlossary(h.host.database.db);
    const first = await exported(h);
    await imported(h, first, { imported: 8, created: 0, updated: 8, skipped: 0 });
    expect(await tableSnapshot(h)).toEqual(before);
    expect(await loadGlossary(h.host.database.db)).toEqual(glossaryBefore);
    expect(await exported(h)).toBe(first);
  });

  it('rebuilds the same glossary in an empty one (where every term becomes active)', async () => {
    await varied(h);
    const original = await terms(h);
    const file = await exported(h);
    await clearGlossary(h);
    await imported(h, file, { imported: 8, created: 8, updated: 0, skipped: 0 });
    const rebuilt = await terms(h);
    for (const [term, values] of original) {
      // The one empty-string translation (no entry for the engine either) is not carried over.
      const translations = Object.fromEntries(Object.entries(values.translations).filter(([, value]) => value !== ''));
      expect(rebuilt.get(term), term).toEqual({ ...values, translations, active: true });
    }
    expect(rebuilt.size).toBe(original.size);
    // Neither the active flag nor an empty-string entry shows in the file, so it is the same.
    expect(await exported(h)).toBe(file);
  });

  it('quotes per RFC 4180 so that a CSV reader gets the values back (formula-like ones behind their protecting quote)', async () => {
    await varied(h);
    const records = parse((await exported(h)).slice(1), { delimiter: ';' }) as string[][];
    expect(records[0]).toEqual(['term', 'mode', 'caseSensitive', 'de-DE', 'en-GB', 'en-US', 'fr-FR', 'it-IT', 'nb-NO', 'zh-TW']);
    expect(records.map((record) => record[0])).toEqual(['term', ' spaced ', "'=SUM(1)", 'apple', 'Brand', 'multi\nline', 'say "hi"; now', 'Zebra', 'émigré']);
    expect(records[6]?.[3]).toBe('sag "hallo";\r\njetzt');
  });

  it('protects cells a spreadsheet would run as formulas with a single quote, and an import gets every value back exactly', async () => {
    // OWASP's triggers (=, +, -, @, tab, carriage return), values that already start with quotes before
    // one, and look-alikes that need no protection.
    const protectedTerms: [string, string][] = [
      ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
      ['+1+1', "'+1+1"],
      ['-2+3', "'-2+3"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\tcmd', "'\tcmd"],
      ['\rcmd', `"'\rcmd"`],
      ["'=quoted", "''=quoted"],
      ["''@twice", "'''@twice"],
    ];
    const plainTerms = ["'plain quote", "'", 'a=b', 'x-y', ' =spaced'];
    for (const [term] of protectedTerms) await createTerm(h, { term, mode: 'keep' });
    for (const term of plainTerms) await createTerm(h, { term, mode: 'keep' });
    await createTerm(h, {
      term: 'discount',
      mode: 'replace',
      translations: { 'de-DE': '-20 %', 'fr-FR': "'=cmd|' /C calc'!A0", 'it-IT': '\\N', 'nb-NO': null, 'en-GB': "'-" },
    });
    const before = await terms(h);
    const snapshot = await tableSnapshot(h);
    const file = await exported(h);
    const lines = file.slice(1).split('\r\n');
    for (const [term, cell] of protectedTerms) {
      expect(lines.some((line) => line.startsWith(`${cell};keep;0`)), `${JSON.stringify(term)} as ${cell}`).toBe(true);
    }
    const plainLines = lines.filter((line) => plainTerms.some((term) => line.startsWith(`${term.startsWith(' ') ? `"${term}"` : term};keep;0`)));
    expect(plainLines).toHaveLength(plainTerms.length);
    expect(lines[0]).toBe('term;mode;caseSensitive;de-DE;en-GB;fr-FR;it-IT;nb-NO');
    expect(lines.find((line) => line.startsWith('discount;'))).toBe(`discount;replace;0;'-20 %;''-;''=cmd|' /C calc'!A0;\\\\N;\\N`);
    // No data cell a spreadsheet reads starts with a trigger any more.
    const cells = (parse(file.slice(1), { delimiter: ';' }) as string[][]).slice(1).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);

    // Into the same glossary: nothing changes; into an empty one: the same terms; and the same file again.
    await imported(h, file, { imported: 14, created: 0, updated: 14, skipped: 0 });
    expect(await tableSnapshot(h)).toEqual(snapshot);
    await clearGlossary(h);
    await imported(h, file, { imported: 14, created: 14, updated: 0, skipped: 0 });
    expect(await terms(h)).toEqual(before);
    expect(await exported(h)).toBe(file);
  });

  it('an import removes one protecting quote before a trigger (as a spreadsheet may keep it), and only there', async () => {
    const csv = ['term;mode;caseSensitive;de-DE', "'=A1;keep;0;'+x", '=B1;keep;0;-y', "'hello;keep;0;'", "''=C1;keep;0;'''@z"].join('\n');
    await imported(h, csv, { imported: 4, created: 4, updated: 0, skipped: 0 });
    const stored = await terms(h);
    expect([...stored.keys()].sort()).toEqual(["'=C1", "'hello", '=A1', '=B1']);
    expect(stored.get('=A1')?.translations).toEqual({ 'de-DE': '+x' });
    expect(stored.get('=B1')?.translations).toEqual({ 'de-DE': '-y' });
    expect(stored.get("'hello")?.translations).toEqual({ 'de-DE': "'" });
    expect(stored.get("'=C1")?.translations).toEqual({ 'de-DE': "''@z" });
  });

  it('needs ext_translate.viewer: a viewer and an editor can export, no token is 401, no privilege 403', async () => {
    await createTerm(h, { term: 'foo', mode: 'keep' });
    const viewer = await h.tokenWithPrivileges(['ext_translate.viewer']);
    const editor = await h.tokenWithPrivileges(['ext_translate.editor']);
    const unrelated = await h.tokenWithPrivileges(['product:read']);
    expect(await exported(h, viewer)).toBe(`${BOM}term;mode;caseSensitive\r\nfoo;keep;0\r\n`);
    expect(await exported(h, editor)).toBe(`${BOM}term;mode;caseSensitive\r\nfoo;keep;0\r\n`);
    expect((await h.request('GET', '/api/_action/ext-translate/glossary/export', { token: null })).statusCode).toBe(401);
    expect((await exportCsv(h, unrelated)).statusCode).toBe(403);
  });
});
