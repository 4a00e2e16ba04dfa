import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { BOM, clearGlossary, createTerm, importCsv, imported, IMPORT, MESSAGES, refused, tableSnapshot, terms } from './helpers.js';

/**
 * POST /glossary/import (docs/glossary.md): the request
 * checks and their messages word for word, the header, the row rules, the CSV dialect (quotes,
 * delimiters, line breaks, BOM), updates of existing terms, and the single transaction.
 */

const HEADER = 'term;mode;caseSensitive';

describe('POST /glossary/import', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearGlossary(h));

  describe('request checks', () => {
    it('refuses a missing or non-string csv', async () => {
      await refused(h, undefined, MESSAGES.missingCsv);
      await refused(h, {}, MESSAGES.missingCsv);
      await refused(h, { csv: 5 }, MESSAGES.missingCsv);
      await refused(h, { csv: null }, MESSAGES.missingCsv);
      await refused(h, { csv: ['term'] }, MESSAGES.missingCsv);
      await refused(h, ['term'], MESSAGES.missingCsv);
      await refused(h, { delimiter: ';' }, MESSAGES.missingCsv);
    });

    it('refuses a delimiter that is not exactly one character', async () => {
      for (const delimiter of ['', ';;', '\t\t', 5, true, {}, '"', '\n', '\r']) {
        await refused(h, { csv: `${HEADER}\nfoo;keep;0`, delimiter }, MESSAGES.delimiter);
      }
      // The delimiter is checked before the content.
      await refused(h, { csv: '', delimiter: ';;' }, MESSAGES.delimiter);
    });

    it('takes a null delimiter as the default, and any single character (also one beyond the BMP)', async () => {
      expect((await h.request('POST', IMPORT, { body: { csv: `${HEADER}\nfoo;keep;0`, delimiter: null } })).json()).toMatchObject({ created: 1 });
      await imported(h, 'term😀mode😀caseSensitive😀de-DE\nbar😀replace😀1😀Stange', { imported: 1, created: 1, updated: 0, skipped: 0 }, '😀');
      expect((await terms(h)).get('bar')).toMatchObject({ mode: 'replace', caseSensitive: true, translations: { 'de-DE': 'Stange' } });
    });

    it('refuses empty content (also blank lines only, or a BOM alone)', async () => {
      for (const csv of ['', '   ', '\n\n', '\r\n \t\r\n', BOM, `${BOM}\n`]) await refused(h, { csv }, MESSAGES.empty);
    });

    it('refuses a header that is not term;mode;caseSensitive followed by locale codes', async () => {
      for (const csv of [
        'term',
        'term;mode',
        'term;mode;case',
        'mode;term;caseSensitive',
        'term;mode;case_sensitive;de-DE',
        'terms;mode;caseSensitive',
        'term,mode,caseSensitive\nfoo,keep,0', // the wrong delimiter leaves one column
        'term;mode;caseSensitive;;de-DE', // an empty locale column between others
        'term;mode;caseSensitive;de-DE;de-de', // a locale twice
        'term;mode;caseSensitive;de-DE;fr-FR;DE-DE',
      ]) {
        await refused(h, { csv }, MESSAGES.invalidHeader);
      }
    });

    it('names the unknown locale codes of the header in header order, each once', async () => {
      await refused(h, { csv: `${HEADER};xx-YY;de-DE;zz;XX-yy;de_DE\nfoo;keep;0` }, MESSAGES.unknownLocales('xx-YY, zz, de_DE'));
      await refused(h, { csv: `${HEADER};en` }, MESSAGES.unknownLocales('en'));
      // Unknown locales are named even when a known one repeats.
      await refused(h, { csv: `${HEADER};de-DE;de-DE;xx` }, MESSAGES.unknownLocales('xx'));
    });

    it('accepts the fixed columns in any case and padded, and locale codes in any case (stored canonically)', async () => {
      await imported(h, ` TERM ;Mode;CASESENSITIVE ; de-de ;FR-fr\nfoo;keep;0;Fu;fou`, { imported: 1, created: 1, updated: 0, skipped: 0 });
      expect((await terms(h)).get('foo')?.translations).toEqual({ 'de-DE': 'Fu', 'fr-FR': 'fou' });
    });

    it('ignores empty header cells at the end (a trailing delimiter) and the cells below them', async () => {
      await imported(h, `${HEADER};de-DE;;\nfoo;keep;0;Fu;x;y\n`, { imported: 1, created: 1, updated: 0, skipped: 0 });
      expect((await terms(h)).get('foo')?.translations).toEqual({ 'de-DE': 'Fu' });
    });

    it('accepts a header with no data rows', async () => {
      await imported(h, `${HEADER};de-DE\r\n`, { imported: 0, created: 0, updated: 0, skipped: 0 });
    });

    it('answers a CSV it cannot read with a 400 naming the reason', async () => {
      const response = await h.request('POST', IMPORT, { body: { csv: `${HEADER}\n"foo;keep;0\n` } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The CSV content could not be read: Quote Not Closed: .+\.$/);
    });
  });

  describe('row rules', () => {
    it('skips empty and invalid terms and modes; an empty mode becomes keep; modes in any case', async () => {
      const csv = [
        `${HEADER};de-DE`,
        ';keep;0;leer', // empty term
        '   ;keep;0;blank', // blank term
        `${'x'.repeat(256)};keep;0`, // longer than the term field allows
        `${'y'.repeat(255)};keep;0`,
        'nul\u0000term;keep;0',
        'plain;;0',
        'loud;REPLACE;0;LAUT',
        'padded; Keep ;0',
        'other;translate;0;x', // unknown mode
        'short', // only the term: mode keep, caseSensitive false, no translations
      ].join('\n');
      await imported(h, csv, { imported: 5, created: 5, updated: 0, skipped: 5 });
      const stored = await terms(h);
      expect([...stored.keys()].sort()).toEqual(['loud', 'padded', 'plain', 'short', 'y'.repeat(255)]);
      expect(stored.get('plain')).toEqual({ term: 'plain', mode: 'keep', caseSensitive: false, translations: {}, active: true });
      expect(stored.get('loud')).toEqual({ term: 'loud', mode: 'replace', caseSensitive: false, translations: { 'de-DE': 'LAUT' }, active: true });
      expect(stored.get('padded')?.mode).toBe('keep');
      expect(stored.get('short')).toEqual({ term: 'short', mode: 'keep', caseSensitive: false, translations: {}, active: true });
    });

    it('reads caseSensitive as true for 1, true and yes in any case, false for anything else', async () => {
      const values = { a: '1', b: 'true', c: 'TRUE', d: 'Yes', e: ' yes ', f: '0', g: 'false', h: 'no', i: '', j: 'y', k: '2', l: 'on' };
      const csv = [HEADER, ...Object.entries(values).map(([term, value]) => `${term};keep;${value}`)].join('\n');
      await imported(h, csv, { imported: 12, created: 12, updated: 0, skipped: 0 });
      const stored = await terms(h);
      for (const [term, value] of Object.entries(values)) {
        expect(stored.get(term)?.caseSensitive, `${term}: "${value}"`).toBe(['a', 'b', 'c', 'd', 'e'].includes(term));
      }
    });

    it('keeps terms and translations exactly as written (no trimming)', async () => {
      await imported(h, `${HEADER};de-DE\n Spaced term ;keep;0; mit Rand `, { imported: 1, created: 1, updated: 0, skipped: 0 });
      expect((await terms(h)).get(' Spaced term ')?.translations).toEqual({ 'de-DE': ' mit Rand ' });
    });

    it('reads an empty cell as no entry, \\N as null (never translate) and \\\\N as the literal text \\N', async () => {
      const csv = [`${HEADER};de-DE;fr-FR;it-IT`, 'brand;replace;1;\\N;;Marca', 'odd;replace;0;\\\\N;\\\\\\N;\\n', 'none;keep;0;;;'].join('\n');
      await imported(h, csv, { imported: 3, created: 3, updated: 0, skipped: 0 });
      const stored = await terms(h);
      expect(stored.get('brand')?.translations).toEqual({ 'de-DE': null, 'it-IT': 'Marca' });
      expect(stored.get('odd')?.translations).toEqual({ 'de-DE': '\\N', 'fr-FR': '\\\\N', 'it-IT': '\\n' });
      expect(stored.get('none')?.translations).toEqual({});
    });

    it('deduplicates by lower-cased term: the last valid row wins, earlier ones count as skipped', async () => {
      const csv = [`${HEADER};de-DE`, 'Foo;keep;0;eins', 'FOO;replace;1;zwei', 'bar;keep;0', 'foo;bogus;0;drei', 'BAR;keep;1'].join('\n');
      await imported(h, csv, { imported: 2, created: 2, updated: 0, skipped: 3 });
      const stored = await terms(h);
      expect([...stored.keys()].sort()).toEqual(['BAR', 'FOO']);
      expect(stored.get('FOO')).toMatchObject({ mode: 'replace', caseSensitive: true, translations: { 'de-DE': 'zwei' } });
    });

    it('updates existing terms by lower-cased term and creates new ones active; active and other locales stay', async () => {
      const kept = await createTerm(h, { term: 'Shop', mode: 'keep', caseSensitive: false, translations: { 'fr-FR': 'boutique', 'de-DE': 'Laden' }, active: false });
      await createTerm(h, { term: 'same', mode: 'keep', caseSensitive: true, translations: { 'de-DE': 'gleich' }, active: true });
      await createTerm(h, { term: 'gone', mode: 'replace', caseSensitive: false, translations: { 'de-DE': 'weg', 'it-IT': 'via' }, active: true });
      const sameBefore = (await tableSnapshot(h)).find((row) => row.term === 'same');

      const csv = [`${HEADER};de-DE;it-IT`, 'SHOP;replace;yes;Geschäft;negozio', 'same;keep;1;gleich;', 'gone;replace;0;;via', 'new;keep;0;neu;'].join('\n');
      await imported(h, csv, { imported: 4, created: 1, updated: 3, skipped: 0 });

      const stored = await terms(h);
      expect(stored.get('SHOP')).toEqual({
        term: 'SHOP',
        mode: 'replace',
        caseSensitive: true,
        translations: { 'fr-FR': 'boutique', 'de-DE': 'Geschäft', 'it-IT': 'negozio' },
        active: false,
      });
      expect(stored.get('gone')?.translations).toEqual({ 'it-IT': 'via' });
      expect(stored.get('new')).toEqual({ term: 'new', mode: 'keep', caseSensitive: false, translations: { 'de-DE': 'neu' }, active: true });
      const after = await tableSnapshot(h);
      expect(after.find((row) => row.id === kept)?.updatedAt).not.toBeNull();
      // A term the file names without changing anything is counted as updated but not written.
      expect(after.find((row) => row.term === 'same')).toEqual(sameBefore);
      expect(after.find((row) => row.term === 'new')?.updatedAt).toBeNull();
    });

    it('leaves an existing empty-string translation alone on an empty cell (both mean no entry)', async () => {
      await createTerm(h, { term: 'blank', mode: 'replace', translations: { 'de-DE': '' } });
      const before = await tableSnapshot(h);
      await imported(h, `${HEADER};de-DE\nblank;replace;0;`, { imported: 1, created: 0, updated: 1, skipped: 0 });
      expect(await tableSnapshot(h)).toEqual(before);
    });

    it('makes the imported terms visible to the engine', async () => {
      const { loadGlossary } = await import('../../../src/translate/engine/glossary.js');
      await imported(h, `${HEADER};de-DE\nWidget;replace;1;Dings`, { imported: 1, created: 1, updated: 0, skipped: 0 });
      expect(await loadGlossary(h.host.database.db)).toEqual([
        { term: 'Widget', mode: 'replace', caseSensitive: true, translations: { 'de-DE': 'Dings' }, active: true },
      ]);
    });
  });

  describe('CSV dialect', () => {
    it('reads quoted cells holding delimiters, quotes, CRLF and LF line breaks', async () => {
      const csv = [
        `${HEADER};de-DE;fr-FR`,
        '"semi;colon";keep;0;"a;b";"say ""hi"""',
        '"multi\nline";replace;1;"eins\r\nzwei";"trois\nquatre"',
        'inch 5" screen;keep;0;5" Bildschirm;',
      ].join('\r\n');
      await imported(h, csv, { imported: 3, created: 3, updated: 0, skipped: 0 });
      const stored = await terms(h);
      expect(stored.get('semi;colon')?.translations).toEqual({ 'de-DE': 'a;b', 'fr-FR': 'say "hi"' });
      expect(stored.get('multi\nline')?.translations).toEqual({ 'de-DE': 'eins\r\nzwei', 'fr-FR': 'trois\nquatre' });
      expect(stored.get('inch 5" screen')?.translations).toEqual({ 'de-DE': '5" Bildschirm' });
    });

    it('reads CRLF and LF files alike and skips empty lines', async () => {
      await imported(h, `${HEADER};de-DE\r\n\r\none;keep;0;eins\r\n\r\ntwo;keep;0;zwei\r\n`, { imported: 2, created: 2, updated: 0, skipped: 0 });
      await imported(h, `${HEADER};de-DE\n\nthree;keep;0;drei\n`, { imported: 1, created: 1, updated: 0, skipped: 0 });
      expect((await terms(h)).get('two')?.translations).toEqual({ 'de-DE': 'zwei' });
    });

    it('reads mixed line endings in one file (CRLF, LF, CR)', async () => {
      await imported(h, `${HEADER};de-DE\r\none;keep;0;eins\ntwo;keep;0;zwei\rthree;keep;0;"drei\r\nvier"\r\n`, {
        imported: 3,
        created: 3,
        updated: 0,
        skipped: 0,
      });
      const stored = await terms(h);
      expect(stored.get('one')?.translations).toEqual({ 'de-DE': 'eins' });
      expect(stored.get('two')?.translations).toEqual({ 'de-DE': 'zwei' });
      expect(stored.get('three')?.translations).toEqual({ 'de-DE': 'drei\r\nvier' });
    });

    it('removes a UTF-8 BOM at the start', async () => {
      await imported(h, `${BOM}${HEADER};de-DE\nÄrger;keep;0;Ärger`, { imported: 1, created: 1, updated: 0, skipped: 0 });
      expect((await terms(h)).get('Ärger')).toBeDefined();
    });

    it('takes a comma or a tab as the delimiter', async () => {
      await imported(h, 'term,mode,caseSensitive,de-DE\n"a, b",keep,1,"c; d"', { imported: 1, created: 1, updated: 0, skipped: 0 }, ',');
      await imported(h, 'term\tmode\tcaseSensitive\tde-DE\ntab term\treplace\t0\tTab Begriff', { imported: 1, created: 1, updated: 0, skipped: 0 }, '\t');
      const stored = await terms(h);
      expect(stored.get('a, b')?.translations).toEqual({ 'de-DE': 'c; d' });
      expect(stored.get('tab term')?.translations).toEqual({ 'de-DE': 'Tab Begriff' });
    });

    it('reads short rows as empty cells and ignores cells beyond the header', async () => {
      await imported(h, `${HEADER};de-DE;fr-FR\nshort;replace;1;kurz\nlong;keep;0;lang;long;extra;more`, {
        imported: 2,
        created: 2,
        updated: 0,
        skipped: 0,
      });
      const stored = await terms(h);
      expect(stored.get('short')?.translations).toEqual({ 'de-DE': 'kurz' });
      expect(stored.get('long')?.translations).toEqual({ 'de-DE': 'lang', 'fr-FR': 'long' });
    });
  });

  describe('size', () => {
    it('refuses CSV content beyond 20 MiB with a 400', async () => {
      const row = `${'t'.repeat(90)};keep;0\n`;
      const csv = `${HEADER}\n${row.repeat(Math.ceil((20 * 1024 * 1024) / row.length) + 1)}`;
      await refused(h, { csv }, MESSAGES.tooLarge);
      expect(await tableSnapshot(h)).toEqual([]);
    });

    it('refuses a request body beyond the route limit with the same 400', async () => {
      // Every quote doubles in JSON: 21 MiB of quotes makes a body over the 41 MiB limit.
      const response = await h.request('POST', IMPORT, { body: JSON.stringify({ csv: '"'.repeat(21 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.tooLarge });
    });
  });

  describe('one transaction', () => {
    it('imports nothing when the database fails part-way', async () => {
      await createTerm(h, { term: 'existing', mode: 'keep', translations: { 'de-DE': 'vorhanden' } });
      const before = await tableSnapshot(h);
      // A trigger refuses one term near the end, after earlier statements of the import have run.
      if (dialect === 'postgres') {
        await sql`create function glossary_refuse() returns trigger language plpgsql as $$
          begin if new.term = 'boom' then raise exception 'forced failure'; end if; return new; end $$`.execute(h.host.database.db);
        await sql`create trigger glossary_refuse before insert on ext_translate_glossary for each row execute function glossary_refuse()`.execute(
          h.host.database.db,
        );
      } else {
        await sql`create trigger glossary_refuse before insert on ext_translate_glossary when new.term = 'boom'
          begin select raise(abort, 'forced failure'); end`.execute(h.host.database.db);
      }
      try {
        const rows = ['existing;replace;1;geändert', ...Array.from({ length: 2500 }, (_, index) => `term ${index};keep;0;Begriff ${index}`), 'boom;keep;0'];
        const response = await importCsv(h, [`${HEADER};de-DE`, ...rows].join('\n'));
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ message: 'An internal error occurred. The details are in the server log.' });
        expect(await tableSnapshot(h)).toEqual(before);
      } finally {
        await sql`drop trigger glossary_refuse${dialect === 'postgres' ? sql` on ext_translate_glossary` : sql``}`.execute(h.host.database.db);
        if (dialect === 'postgres') await sql`drop function glossary_refuse()`.execute(h.host.database.db);
      }
      // Without the trigger the same kind of file goes through.
      await imported(h, `${HEADER}\nboom;keep;0`, { imported: 1, created: 1, updated: 0, skipped: 0 });
    });
  });

  describe('privileges', () => {
    it('needs ext_translate.editor: a viewer gets 403, no token 401', async () => {
      const viewer = await h.tokenWithPrivileges(['ext_translate.viewer']);
      const editor = await h.tokenWithPrivileges(['ext_translate.editor']);
      const csv = `${HEADER}\nfoo;keep;0`;
      expect((await importCsv(h, csv, undefined, viewer)).statusCode).toBe(403);
      expect((await h.request('POST', IMPORT, { token: null, body: { csv } })).statusCode).toBe(401);
      expect(await tableSnapshot(h)).toEqual([]);
      const response = await importCsv(h, csv, undefined, editor);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ imported: 1, created: 1, updated: 0, skipped: 0 });
    });
  });
});
