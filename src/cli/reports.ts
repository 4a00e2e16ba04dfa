import type { Command } from 'commander';
import type { TranslateDb } from '../translate/model/tables/translate-schema.js';
import type { SystemConfigService } from '../host/settings/system-config.js';
import { normalizeId } from '../host/db/ids.js';
import { coverageReport, splitList, type CoverageRow } from '../translate/use-cases/coverage.js';
import { budgetReport, parseMonths, usageReport, type BudgetView, type UsageMonth } from '../translate/use-cases/usage.js';
import { renderTable } from './table.js';
import { withHost } from './with-host.js';

/** `ext-translate coverage` and `ext-translate usage`: GET /coverage and GET /usage in the terminal. */

export interface LanguageLabel {
  id: string;
  name: string;
  localeCode: string;
}

/** The coverage rows as a table: entity, language (locale code and name), translated, total, percent, outdated, in review. */
export function renderCoverage(rows: readonly CoverageRow[], languages: readonly LanguageLabel[]): string[] {
  if (rows.length === 0) return ['No languages to report (the shop has no language besides the system language).'];
  const byId = new Map(languages.map((language) => [language.id, language]));
  return renderTable(
    ['ENTITY', 'LANGUAGE', 'TRANSLATED', 'TOTAL', 'PERCENT', 'OUTDATED', 'IN REVIEW'],
    rows.map((row) => {
      const language = byId.get(row.languageId);
      return [
        row.entity,
        language ? `${language.localeCode} ${language.name}` : row.languageId,
        String(row.translated),
        String(row.total),
        `${row.percent.toFixed(2)}%`,
        String(row.outdated),
        String(row.inReview),
      ];
    }),
    new Set([2, 3, 4, 5, 6]),
  );
}

/** The usage months as a table, one line per month and provider; a month without usage shows `-`. */
export function renderUsage(months: readonly UsageMonth[]): string[] {
  const rows = months.flatMap((month) => {
    const providers = Object.entries(month.providers);
    if (providers.length === 0) return [[month.period, '-', '0', '0', '0', '0', '-']];
    return providers.map(([providerId, usage]) => [
      month.period,
      providerId,
      String(usage.characters),
      String(usage.inputTokens),
      String(usage.outputTokens),
      String(usage.requests),
      `${usage.cost.amount.toFixed(6)} ${usage.cost.currency}`,
    ]);
  });
  return renderTable(['PERIOD', 'PROVIDER', 'CHARACTERS', 'INPUT TOKENS', 'OUTPUT TOKENS', 'REQUESTS', 'COST'], rows, new Set([2, 3, 4, 5, 6]));
}

/**
 * The monthly budgets (the `monthlyBudgets` setting, as GET /usage's `budgets`) as a table: per provider
 * its caps (`-`: none) and whether the current month (`current`) has reached one. An amount cap is in
 * the provider's cost currency, named when the month has usage of the provider.
 */
export function renderBudgets(budgets: Readonly<Record<string, BudgetView>>, current: UsageMonth): string[] {
  const providers = Object.keys(budgets).sort();
  if (providers.length === 0) return ['No monthly budgets (the monthlyBudgets setting).'];
  return renderTable(
    ['BUDGET', 'CHARACTERS', 'AMOUNT', 'REACHED'],
    providers.map((providerId) => {
      const budget = budgets[providerId]!;
      const currency = current.providers[providerId]?.cost.currency;
      return [
        providerId,
        budget.characters === undefined ? '-' : String(budget.characters),
        budget.amount === undefined ? '-' : `${budget.amount.toFixed(2)}${currency ? ` ${currency}` : ''}`,
        budget.reached ? 'yes' : 'no',
      ];
    }),
    new Set([1, 2]),
  );
}

async function readLanguages(db: TranslateDb): Promise<LanguageLabel[]> {
  return db.selectFrom('language').select(['id', 'name', 'localeCode']).execute();
}

/**
 * `--languages` items as language ids: a locale code of the shop (any case) becomes its language's id;
 * a UUID goes to the report as given (which refuses one of no language as GET /coverage does).
 * @throws Error naming the item and the shop's locale codes for anything else
 */
export function languageIdsOf(items: readonly string[], languages: readonly LanguageLabel[]): string[] {
  return items.map((item) => {
    const match = languages.find((language) => language.localeCode.toLowerCase() === item.toLowerCase());
    if (match) return match.id;
    if (normalizeId(item) !== null) return item;
    const known = [...new Set(languages.map((language) => language.localeCode))].sort();
    throw new Error(`--languages: unknown language "${item}". Give a locale code or a language id of this shop (${known.join(', ')}).`);
  });
}

export interface CoverageFlags {
  languages?: string[];
  entities?: string[];
  json?: boolean;
}

/** What `coverage` prints. */
export async function coverageOutput(db: TranslateDb, settings: SystemConfigService, flags: CoverageFlags): Promise<string[]> {
  const languages = await readLanguages(db);
  const rows = await coverageReport(db, settings, {
    languageIds: languageIdsOf(flags.languages ?? [], languages),
    entities: flags.entities ?? [],
  });
  return flags.json ? [JSON.stringify({ rows }, null, 2)] : renderCoverage(rows, languages);
}

/** What `usage` prints: the months, then the monthly budgets (as GET /usage answers both). */
export async function usageOutput(db: TranslateDb, settings: SystemConfigService, flags: { months?: string; json?: boolean }, now: Date = new Date()): Promise<string[]> {
  const months = await usageReport(db, parseMonths(flags.months), now);
  const budgets = await budgetReport(settings, months[0]!);
  return flags.json ? [JSON.stringify({ months, budgets }, null, 2)] : [...renderUsage(months), '', ...renderBudgets(budgets, months[0]!)];
}

/** Registers `coverage` and `usage`. */
export function registerReportsCommands(program: Command): void {
  program
    .command('coverage')
    .description(
      'Show per entity and language how many records have their own translation (as GET /coverage).\n' +
        'A record counts when its translation row in the language has a non-empty primary text (name, title ...).',
    )
    .option('--languages <list>', 'languages, comma-separated locale codes or language ids (default: every language but the system one, by name)', splitList)
    .option('--entities <list>', 'entities, comma-separated (default: product,category,cms_page,snippet)', splitList)
    .option('--json', 'print {"rows": [...]} as GET /coverage answers it')
    .action(async (options: CoverageFlags) => {
      await withHost(async (host) => {
        for (const line of await coverageOutput(host.database.db, host.settings, options)) console.log(line);
      });
    });

  program
    .command('usage')
    .description(
      'Show the recorded monthly usage per provider (as GET /usage), newest month first, UTC months,\n' +
        'then the monthly budgets (the monthlyBudgets setting) and whether this month reached one.\n' +
        'The amounts are this service\'s own records; the provider\'s invoice remains authoritative.',
    )
    .option('--months <n>', 'how many months back, the current one included: 1 to 36 (clamped); default 6')
    .option('--json', 'print {"months": [...], "budgets": {...}} as GET /usage answers it')
    .action(async (options: { months?: string; json?: boolean }) => {
      await withHost(async (host) => {
        for (const line of await usageOutput(host.database.db, host.settings, options)) console.log(line);
      });
    });
}
