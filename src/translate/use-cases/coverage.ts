/**
 * The coverage report (docs/reports.md, "GET /coverage"): per entity and
 * language, how many records have their own translation there, that is a translation row whose primary
 * text column is non-empty. Counting is set-based: one grouped query per entity covers every language,
 * so the number of queries does not grow with the catalogue or the languages asked for.
 */
import type { TranslateDb } from '../model/tables/translate-schema.js';
import type { SettingsReader } from '../../host/settings/system-config.js';
import { outdatedFields, translatableCustomFields } from '../engine/work.js';
import type { TextFormat } from '../engine/placeholders.js';
import { draftRecordCounts } from '../model/history-rows.js';
import { planTarget, readRoutingSettings, type LanguageRow as RunLanguage } from './resolve.js';
import { normalizeId } from '../../host/db/ids.js';
import { chunked } from '../../host/db/statement-chunks.js';
import { roundTo } from '../../host/rounding.js';
import { SYSTEM_LANGUAGE_ID } from '../../host/entities/repository.js';
import type { ContentSource, LanguagePair } from '../content/content-source.js';
import { changedSinceWritten, contentSource, entityLanguageKey, isSupportedEntity, recordTotals } from '../content/content-sources.js';
import { SNIPPET_ENTITY } from '../content/snippet-source.js';

export interface CoverageRow {
  entity: string;
  languageId: string;
  total: number;
  translated: number;
  /** translated / total * 100, rounded to two decimals; 0 when total is 0. */
  percent: number;
  /**
   * Of the translated records, how many hold an outdated field: still what the service wrote, while the
   * source (the language a default job translates from) has changed since. Beside the spec's fields.
   */
  outdated: number;
  /** Records with a draft waiting for review in this language (docs/jobs.md, "Review and quality checks"). */
  inReview: number;
}

/** What GET /coverage is asked; null (or an empty list) takes the API's default (every language). */
export interface CoverageQuery {
  languageIds: readonly string[] | null;
  entities: readonly string[] | null;
}

export const DEFAULT_COVERAGE_ENTITIES: readonly string[] = ['product', 'category', 'cms_page', SNIPPET_ENTITY];

export const COVERAGE_ERRORS = {
  invalidLanguageId: (value: string) => `Invalid language id "${value}".`,
  unsupportedEntities: (names: readonly string[]) => `Unsupported entities: ${names.join(', ')}.`,
} as const;

/** A coverage request the service refuses; the message is the 400 answer. */
export class CoverageRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CoverageRequestError';
  }
}

/**
 * The items of a comma-separated list parameter, trimmed, blanks dropped. A repeated query parameter
 * (an array) counts as one list. Anything else gives no items.
 */
export function splitList(raw: unknown): string[] {
  const parts = Array.isArray(raw) ? raw : [raw];
  return parts
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

interface LanguageRow {
  id: string;
  name: string;
  localeCode: string;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The languages of the report, in report order: the requested ones (validated, normalised, first
 * occurrence kept), or every non-system language sorted by name.
 * @throws CoverageRequestError `Invalid language id "<value>".` for the first value that is no UUID or names no language
 */
function reportLanguages(languages: LanguageRow[], requested: readonly string[]): LanguageRow[] {
  if (requested.length === 0) {
    return languages
      .filter((language) => language.id !== SYSTEM_LANGUAGE_ID)
      .sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  }
  const known = new Map(languages.map((language) => [language.id, language]));
  const chosen = new Map<string, LanguageRow>();
  for (const value of requested) {
    const id = normalizeId(value);
    const language = id === null ? undefined : known.get(id);
    if (!language) throw new CoverageRequestError(COVERAGE_ERRORS.invalidLanguageId(value));
    if (!chosen.has(language.id)) chosen.set(language.id, language);
  }
  return [...chosen.values()];
}

/**
 * The entities of the report in request order (first occurrence kept), or the default four.
 * @throws CoverageRequestError `Unsupported entities: <list>.` naming every unknown one, in request order
 */
function reportEntities(requested: readonly string[]): string[] {
  if (requested.length === 0) return [...DEFAULT_COVERAGE_ENTITIES];
  const names = [...new Set(requested)];
  const unsupported = names.filter((name) => !isSupportedEntity(name));
  if (unsupported.length > 0) throw new CoverageRequestError(COVERAGE_ERRORS.unsupportedEntities(unsupported));
  return names;
}

export function coveragePercent(translated: number, total: number): number {
  if (total <= 0) return 0;
  return roundTo((translated / total) * 100, 2);
}

/** Records read per statement while checking outdated candidates: a page held in memory at once, far below the parameter limit. */
const OUTDATED_READ = 1_000;

/**
 * Per entity and language, how many records hold an outdated field, against the source a default job
 * translates each language from. One statement finds, for every entity and language at once, the records
 * the service wrote before their source last changed (usually few); only those are read, and their
 * source hashes decide. Without such records this costs that one statement.
 */
async function outdatedCounts(
  db: TranslateDb,
  sources: readonly ContentSource[],
  pairs: ReadonlyMap<string, LanguagePair>,
  customFields: ReadonlyMap<string, TextFormat>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const candidates = await changedSinceWritten(db, sources, [...pairs.values()].map((pair) => ({ ...pair })));
  for (const source of sources) {
    const fields = source.fields({ fields: null, includeCustomFields: true });
    for (const [languageId, pair] of pairs) {
      const ids = candidates.get(entityLanguageKey(source.name, languageId)) ?? [];
      let outdated = 0;
      for (const chunk of chunked(ids, OUTDATED_READ)) {
        const { records, last } = await source.readWithLastWrites(db, pair, chunk);
        for (const record of records) if (outdatedFields(source, record, fields, last, customFields).length > 0) outdated += 1;
      }
      counts.set(entityLanguageKey(source.name, languageId), outdated);
    }
  }
  return counts;
}

/**
 * GET /coverage: one row per entity (request order) and language (request order, or by name).
 * @throws CoverageRequestError for an invalid language id or unsupported entities (checked in that order)
 */
export async function coverageReport(db: TranslateDb, settings: SettingsReader, query: CoverageQuery): Promise<CoverageRow[]> {
  const allLanguages: (LanguageRow & RunLanguage)[] = await db.selectFrom('language').select(['id', 'name', 'localeCode', 'parentId']).execute();
  const languages = reportLanguages(allLanguages, query.languageIds ?? []);
  const systemLocale = allLanguages.find((language) => language.id === SYSTEM_LANGUAGE_ID)?.localeCode ?? null;
  const entities = reportEntities(query.entities ?? []);
  if (languages.length === 0) return [];

  const sources = entities.map((entity) => contentSource(entity)).filter((source): source is ContentSource => source !== undefined);
  const [totals, counts, routing, customFields] = await Promise.all([
    recordTotals(db, sources),
    Promise.all(sources.map((source) => source.translatedCounts(db, languages, systemLocale))),
    readRoutingSettings(settings),
    translatableCustomFields(db),
  ]);
  // Outdated is measured against the source a default job translates each language from.
  const byId = new Map(allLanguages.map((language) => [language.id, language]));
  const pairs = new Map<string, LanguagePair>();
  for (const language of languages) {
    const pair = planTarget(language.id, null, '', byId, routing);
    if (!('skipped' in pair)) pairs.set(language.id, pair);
  }
  const [outdated, drafts] = await Promise.all([
    outdatedCounts(db, sources, pairs, customFields),
    draftRecordCounts(
      db,
      sources.map((source) => source.name),
      languages.map((language) => language.id),
    ),
  ]);
  const inReview = new Map(drafts.map((row) => [entityLanguageKey(row.entity, row.languageId), row.records]));

  return sources.flatMap((source, index) => {
    const entity = source.name;
    const total = totals.get(entity) ?? 0;
    const translated = counts[index]!;
    return languages.map((language) => {
      const count = translated.get(language.id) ?? 0;
      const key = entityLanguageKey(entity, language.id);
      return { entity, languageId: language.id, total, translated: count, percent: coveragePercent(count, total), outdated: outdated.get(key) ?? 0, inReview: inReview.get(key) ?? 0 };
    });
  });
}
