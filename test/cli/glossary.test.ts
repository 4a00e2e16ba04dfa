import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/host/db/database.js';
import { exportGlossaryCsv } from '../../src/translate/use-cases/glossary-csv.js';
import { cliEnv, runCli } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';

/** `ext-translate glossary import <file> [--delimiter]` and `ext-translate glossary export [file]`. */

const BOM = '\uFEFF';

describe('ext-translate glossary', () => {
  let database: TestDatabase;
  let directory: string;
  let env: NodeJS.ProcessEnv;

  const file = (name: string, content: string) => {
    const path = join(directory, name);
    writeFileSync(path, content);
    return path;
  };

  async function storedTerms(): Promise<Record<string, unknown>[]> {
    const { db, destroy } = await openDatabase(database.url);
    try {
      return await db.selectFrom('ext_translate_glossary').select(['term', 'mode', 'caseSensitive', 'translations']).orderBy('termKey').execute();
    } finally {
      await destroy();
    }
  }

  beforeAll(() => {
    database = createTestDatabase();
    directory = mkdtempSync(join(tmpdir(), 'ext-translate-cli-glossary-'));
    // A chosen admin password: a generated one would be printed on stdout by the first command.
    env = cliEnv(database, mkdtempSync(join(tmpdir(), 'ext-translate-var-')), { EXT_TRANSLATE_ADMIN_PASSWORD: 'cli-admin-password' });
  });
  afterAll(async () => database?.drop());

  it('imports a file and reports the counts', async () => {
    const path = file('terms.csv', `${BOM}term;mode;caseSensitive;de-DE;fr-FR\r\nBrand;keep;1;\\N;\r\napple;replace;0;Apfel;"pomme; fruit"\r\n;keep;0\r\n`);
    const run = await runCli(['glossary', 'import', path], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Imported 2 terms: 2 created, 0 updated; 1 row skipped.\n');
    const stored = await storedTerms();
    expect(stored.map((row) => [row.term, row.mode, JSON.parse(row.translations as string)])).toEqual([
      ['apple', 'replace', { 'de-DE': 'Apfel', 'fr-FR': 'pomme; fruit' }],
      ['Brand', 'keep', { 'de-DE': null }],
    ]);
  });

  it('exports to stdout what GET /glossary/export answers, and to a file', async () => {
    const { db, destroy } = await openDatabase(database.url);
    const expected = await exportGlossaryCsv(db).finally(destroy);
    const toStdout = await runCli(['glossary', 'export'], env);
    expect(toStdout.code).toBe(0);
    expect(toStdout.stdout).toBe(expected.csv);
    expect(toStdout.stdout).toBe(`${BOM}term;mode;caseSensitive;de-DE;fr-FR\r\napple;replace;0;Apfel;"pomme; fruit"\r\nBrand;keep;1;\\N;\r\n`);

    const target = join(directory, 'export.csv');
    const toFile = await runCli(['glossary', 'export', target], env);
    expect(toFile.code).toBe(0);
    expect(toFile.stdout).toBe(`Exported 2 terms to ${target}.\n`);
    expect(readFileSync(target, 'utf8')).toBe(expected.csv);

    const asJson = await runCli(['glossary', 'export', target, '--json'], env);
    expect(asJson.code).toBe(0);
    expect(JSON.parse(asJson.stdout)).toEqual({ file: target, terms: 2 });

    const before = await storedTerms();
    const again = await runCli(['glossary', 'import', target], env);
    expect(again.stdout).toBe('Imported 2 terms: 0 created, 2 updated; 0 rows skipped.\n');
    expect(await storedTerms()).toEqual(before);
    const againAsJson = await runCli(['glossary', 'import', target, '--json'], env);
    expect(againAsJson.code).toBe(0);
    expect(JSON.parse(againAsJson.stdout)).toEqual({ imported: 2, created: 0, updated: 2, skipped: 0 });
  });

  it('takes --delimiter, with tab or \\t for a tab', async () => {
    const comma = await runCli(['glossary', 'import', file('comma.csv', 'term,mode,caseSensitive,de-DE\n"a, b",keep,yes,"c; d"\n'), '--delimiter', ','], env);
    expect(comma.stdout).toBe('Imported 1 term: 1 created, 0 updated; 0 rows skipped.\n');
    const tabs = file('tabs.tsv', 'term\tmode\tcaseSensitive\tit-IT\ntab\treplace\t0\tscheda\n');
    expect((await runCli(['glossary', 'import', tabs, '--delimiter', 'tab'], env)).stdout).toBe('Imported 1 term: 1 created, 0 updated; 0 rows skipped.\n');
    expect((await runCli(['glossary', 'import', tabs, '--delimiter', '\\t'], env)).stdout).toBe('Imported 1 term: 0 created, 1 updated; 0 rows skipped.\n');
    const stored = await storedTerms();
    expect(stored.find((row) => row.term === 'a, b')?.translations).toBe('{"de-DE":"c; d"}');
    expect(stored.find((row) => row.term === 'tab')?.translations).toBe('{"it-IT":"scheda"}');
  });

  it('fails with the documented message and exit code 1, importing nothing', async () => {
    const before = await storedTerms();
    const unknown = await runCli(['glossary', 'import', file('unknown.csv', 'term;mode;caseSensitive;xx-YY;de-DE;zz\nfoo;keep;0\n')], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('Unknown locale code(s) in CSV header: xx-YY, zz.\n');

    const delimiter = await runCli(['glossary', 'import', file('ok.csv', 'term;mode;caseSensitive\nfoo;keep;0\n'), '--delimiter', ';;'], env);
    expect(delimiter.code).toBe(1);
    expect(delimiter.stderr).toBe('The delimiter must be a single character.\n');

    const missing = await runCli(['glossary', 'import', join(directory, 'nope.csv')], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Cannot read ".*nope\.csv": ENOENT/);
    expect(await storedTerms()).toEqual(before);
  });
});
