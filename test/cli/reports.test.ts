import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { newId } from '../../src/host/db/ids.js';
import { SystemConfigService } from '../../src/host/settings/system-config.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import { coverageReport } from '../../src/translate/use-cases/coverage.js';
import { extTranslateSettings } from '../../src/translate/use-cases/settings-domain.js';
import { usagePeriods } from '../../src/translate/use-cases/usage.js';
import { cliEnv, runCli } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';

/** `ext-translate coverage` and `ext-translate usage` on the demo catalogue: tables, --json, refusals. */

const GERMAN = GERMAN_LANGUAGE_ID;
const ENGLISH = SYSTEM_LANGUAGE_ID;
const BUDGETS = 'ExtTranslate.config.monthlyBudgets';
const MONTHLY_BUDGETS = { mt_primary: { characters: 1000 }, llm_1: { amount: 50 }, mt_secondary: { amount: 5 } };

describe('ext-translate coverage and usage', { timeout: 90_000 }, () => {
  let database: TestDatabase;
  let db: Database;
  let env: NodeJS.ProcessEnv;
  let periods: string[];
  let settings: SystemConfigService;

  beforeAll(async () => {
    database = createTestDatabase();
    env = cliEnv(database, mkdtempSync(join(tmpdir(), 'ext-translate-cli-')));
    const demo = await runCli(['demo'], env);
    expect(demo.code, demo.stderr).toBe(0);
    db = await openDatabase(database.url);
    periods = usagePeriods(6, new Date());
    const createdAt = new Date().toISOString();
    await db.db
      .insertInto('ext_translate_usage')
      .values([
        { id: newId(), period: periods[0], providerId: 'mt_primary', characters: 1200, inputTokens: 0, outputTokens: 0, requests: 3, costAmount: 0.024, costCurrency: 'EUR', createdAt },
        { id: newId(), period: periods[0], providerId: 'llm_1', characters: 90, inputTokens: 4500, outputTokens: 5200, requests: 12, costAmount: 0.0012345678, costCurrency: 'USD', createdAt },
        { id: newId(), period: periods[2], providerId: 'mt_secondary', characters: 77, inputTokens: 0, outputTokens: 0, requests: 1, costAmount: 0.00154, costCurrency: 'USD', createdAt },
      ])
      .execute();
    settings = new SystemConfigService(db.db, 'unused: only plain settings are read');
    settings.registerDomain(extTranslateSettings);
    await settings.write({ [BUDGETS]: MONTHLY_BUDGETS });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('coverage prints an aligned table, and with --json what GET /coverage answers', async () => {
    const [table, json] = await Promise.all([runCli(['coverage'], env), runCli(['coverage', '--json'], env)]);
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ENTITY +LANGUAGE +TRANSLATED +TOTAL +PERCENT +OUTDATED +IN REVIEW$/);
    expect(lines[1]).toMatch(/^product +de-DE Deutsch +90 +240 +37\.50% +0 +0$/);
    expect(lines.slice(1).map((line) => line.split(/ {2,}/)[0])).toEqual(['product', 'category', 'cms_page', 'snippet']);
    // Aligned: every line is as long as the header, numbers flush right under their titles.
    for (const line of lines) expect(line.length).toBe(lines[0]!.length);

    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ rows: await coverageReport(db.db, new SystemConfigService(db.db, 'unused: only plain settings are read'), { languageIds: null, entities: null }) });
  });

  it('coverage takes locale codes or ids in --languages and entity names in --entities', async () => {
    const result = await runCli(['coverage', '--languages', `de-DE, EN-gb,${GERMAN.toUpperCase()}`, '--entities', 'product', '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      rows: [
        { entity: 'product', languageId: GERMAN, total: 240, translated: 90, percent: 37.5, outdated: 0, inReview: 0 },
        { entity: 'product', languageId: ENGLISH, total: 240, translated: 240, percent: 100, outdated: 0, inReview: 0 },
      ],
    });
  });

  it('coverage refuses unknown entities and languages with the API messages and exit code 1', async () => {
    const [entities, locale, uuid] = await Promise.all([
      runCli(['coverage', '--entities', 'foo,product,bar'], env),
      runCli(['coverage', '--languages', 'de-DE,xx-XX'], env),
      runCli(['coverage', '--languages', '0123456789abcdef0123456789abcdef'], env),
    ]);
    expect(entities.code).toBe(1);
    expect(entities.stderr).toBe('Unsupported entities: foo, bar.\n');
    expect(entities.stdout).toBe('');
    expect(locale.code).toBe(1);
    expect(locale.stderr).toBe('--languages: unknown language "xx-XX". Give a locale code or a language id of this shop (de-DE, en-GB).\n');
    expect(uuid.code).toBe(1);
    expect(uuid.stderr).toBe('Invalid language id "0123456789abcdef0123456789abcdef".\n');
  });

  it('usage prints one line per month and provider, newest first, and with --json what GET /usage answers', async () => {
    const [table, json, clamped] = await Promise.all([
      runCli(['usage', '--months', '3'], env),
      runCli(['usage', '--json'], env),
      runCli(['usage', '--months', 'lots', '--json'], env),
    ]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toBe(
      [
        'PERIOD   PROVIDER      CHARACTERS  INPUT TOKENS  OUTPUT TOKENS  REQUESTS          COST',
        `${periods[0]}  llm_1                 90          4500           5200        12  0.001235 USD`,
        `${periods[0]}  mt_primary          1200             0              0         3  0.024000 EUR`,
        `${periods[1]}  -                      0             0              0         0             -`,
        `${periods[2]}  mt_secondary          77             0              0         1  0.001540 USD`,
        '',
        'BUDGET        CHARACTERS     AMOUNT  REACHED',
        'llm_1                  -  50.00 USD  no',
        'mt_primary          1000          -  yes',
        'mt_secondary           -       5.00  no',
        '',
      ].join('\n'),
    );

    expect(json.code, json.stderr).toBe(0);
    const months = JSON.parse(json.stdout).months as { period: string; providers: Record<string, unknown> }[];
    expect(months.map((month) => month.period)).toEqual(periods);
    expect(months[0]!.providers).toEqual({
      llm_1: { characters: 90, inputTokens: 4500, outputTokens: 5200, requests: 12, cost: { amount: 0.001235, currency: 'USD' } },
      mt_primary: { characters: 1200, inputTokens: 0, outputTokens: 0, requests: 3, cost: { amount: 0.024, currency: 'EUR' } },
    });
    expect(months[1]!.providers).toEqual({});

    // The budgets as GET /usage shows them: mt_primary used 1,200 of its 1,000 characters this month.
    expect(JSON.parse(json.stdout).budgets).toEqual({
      llm_1: { amount: 50, reached: false },
      mt_primary: { characters: 1000, reached: true },
      mt_secondary: { amount: 5, reached: false },
    });

    // Not a number: the default 6, as GET /usage.
    expect(JSON.parse(clamped.stdout).months).toHaveLength(6);
  });

  it('usage says when there are no budgets, and --json shows them empty', async () => {
    await settings.write({ [BUDGETS]: null });
    try {
      const [table, json] = await Promise.all([runCli(['usage', '--months', '1'], env), runCli(['usage', '--months', '1', '--json'], env)]);
      expect(table.code, table.stderr).toBe(0);
      expect(table.stdout.trimEnd().split('\n').slice(-2)).toEqual(['', 'No monthly budgets (the monthlyBudgets setting).']);
      expect(JSON.parse(json.stdout).budgets).toEqual({});
    } finally {
      await settings.write({ [BUDGETS]: MONTHLY_BUDGETS });
    }
  });
});
