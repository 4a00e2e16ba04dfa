/**
 * The translatable content of one entity, as the engine, the estimate, the coverage report, GET
 * /entities and the history service see it. Two kinds implement it: the store entities' translation
 * tables, described by their entity definitions (table-source.ts), and the storefront snippets, where a
 * record is a translation key and a language is the snippet set of its locale (snippet-source.ts).
 * Code outside those two files never asks which kind it holds.
 *
 * @packageDocumentation
 */
import type { TranslationType } from '../../host/entities/definition.js';
import type { DynamicDb, DynamicSelect } from '../../host/entities/dynamic-tables.js';
import type { WriteEvent } from '../../host/entities/repository.js';
import type { TranslateExecutor, TranslateTx } from '../model/tables/translate-schema.js';
import type { FieldKey, HistoryRow, LastWrite, RecordFieldWrite, SupersededRows } from '../model/history-rows.js';
import type { EntityScope, JobOptions } from '../model/job-config.js';
import type { Warning } from '../model/warnings.js';

/** One record as the engine sees it: the translatable values in the source and in the target language. */
export interface SelectedRecord {
  /** Record id; for snippets the translation key. */
  id: string;
  source: Record<string, unknown>;
  /** Null when the target has no translation row (or, for snippets, no snippet) yet. */
  target: Record<string, unknown> | null;
}

/** A page of records and the last writes of their fields, by writeKey() (history-rows.ts). */
export interface WrittenPage {
  records: SelectedRecord[];
  last: Map<string, LastWrite>;
}

/** The languages a run reads from and writes to, with their locales. */
export interface LanguagePair {
  sourceLanguageId: string;
  sourceLocale: string;
  targetLanguageId: string;
  targetLocale: string;
}

/** Which records of a language pair a run processes. */
export interface ContentQuery extends LanguagePair {
  scope: EntityScope;
  /** With scope `selection`: the ids the config names (for snippets, ids of snippets of the source set). */
  ids: string[] | null;
  /**
   * Records the service wrote in the target before their source last changed (they may hold outdated
   * fields; the write gates decide field by field): `include` adds them to scope `missing`, `only`
   * keeps just them (the coverage report's outdated count). Unset: the scope alone decides.
   */
  outdated?: 'include' | 'only';
}

/** Keyset paging: `limit` records in key order after the key `after` (null: from the start). */
export interface ContentPage {
  after: string | null;
  limit: number;
}

/** A target language: the language id history keeps, and the locale a snippet set is chosen by. */
export interface TargetLanguage {
  languageId: string;
  /** Null when the language no longer exists. */
  locale: string | null;
}

/** One field a run may translate. */
export interface FieldSpec {
  name: string;
  type: TranslationType;
  /** Column limit of a text field; null when unbounded or JSON. */
  maxLength: number | null;
}

/**
 * Where the records of one language are, when not in the record itself: the records of a language are
 * those whose `field` names the first record of `entity` (by name, then id) whose `localeField` is the
 * language's locale. Snippets: `{entity: 'snippet_set', field: 'setId', localeField: 'iso'}`.
 */
export interface LanguageSet {
  entity: string;
  field: string;
  localeField: string;
}

/** A field as GET /entities reports it. */
export interface EntityField {
  property: string;
  type: TranslationType;
  /** The column limit; 0 for JSON-stored fields (custom fields, string lists, structures). */
  maxLength: number;
}

export type { FieldKey, RecordFieldWrite };

/** The translated fields of one record. */
export interface RecordWrites {
  recordId: string;
  writes: RecordFieldWrite[];
}

/** A language of the coverage report. */
export interface CoverageLanguage {
  id: string;
  localeCode: string;
}

/** A target language with the source language a run translates it from. */
export interface SourcedLanguage {
  targetLanguageId: string;
  sourceLanguageId: string;
  sourceLocale: string;
}

/** Target language ids grouped by the source (id or locale) they are translated from. */
export function groupBySource(languages: readonly SourcedLanguage[], sourceOf: (language: SourcedLanguage) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const language of languages) {
    const key = sourceOf(language);
    groups.set(key, [...(groups.get(key) ?? []), language.targetLanguageId]);
  }
  return groups;
}

/** One row: a record the service wrote into a language before its source last changed. */
export type ChangedSinceWrittenRow = { entity: string; languageId: string; recordId: string };

/** One row: the source's entity name and its record total. */
export type TotalRow = { entity: string; count: string | number | bigint };

export interface ContentSource {
  /** The entity name a config, a batch and a history row use. */
  readonly name: string;
  /** The label GET /entities shows. */
  readonly label: string;
  /** The property history rows name a record by (`recordId`): `id`, or `translationKey` for snippets. A selection's ids are always record ids. */
  readonly recordKey: string;
  /** Null when a record holds its translations for every language; else where a language's records are. */
  readonly languageSet: LanguageSet | null;

  /** The translatable fields as GET /entities reports them. */
  entityFields(): EntityField[];
  /** The fields a run considers, after options.fields and includeCustomFields. */
  fields(options: Pick<JobOptions, 'fields' | 'includeCustomFields'>): FieldSpec[];
  /**
   * Whether its `text` fields are plain strings that may still carry markup (snippets): a unit that
   * holds markup is then sent as html, so that the markup comes back intact.
   */
  readonly textMayHoldMarkup: boolean;

  /** Why this pair cannot be read or written (warnings of the estimate); empty when it can. */
  unavailable(db: TranslateExecutor, pair: LanguagePair): Promise<Warning[]>;
  /** The records a query selects, with source and target values, in key order. */
  select(db: TranslateExecutor, query: ContentQuery, page: ContentPage): Promise<SelectedRecord[]>;
  /**
   * What select() returns, with the last writes of those records' fields in the query's target language
   * (the newest `applied` history row of each field, lastWritesColumn in history-rows.ts), read by the
   * same statement.
   */
  selectWithLastWrites(db: TranslateExecutor, query: ContentQuery, page: ContentPage): Promise<WrittenPage>;
  /** Only the keys of what select() returns (planning reads no content). */
  selectIds(db: TranslateExecutor, query: ContentQuery, page: ContentPage): Promise<string[]>;
  /** How many records a query selects, or null when only reading them tells. */
  count(db: TranslateExecutor, query: ContentQuery): Promise<number | null>;
  /** These records of a pair (a planned batch), whatever the scope that chose them; those gone are left out. */
  read(db: TranslateExecutor, pair: LanguagePair, recordIds: readonly string[]): Promise<SelectedRecord[]>;
  /**
   * What read() returns, with the last writes of those records' fields in the pair's target language
   * (the newest `applied` history row of each field, lastWritesColumn in history-rows.ts), read by the
   * same statement.
   */
  readWithLastWrites(db: TranslateExecutor, pair: LanguagePair, recordIds: readonly string[]): Promise<WrittenPage>;

  /**
   * The statement counting the record total GET /entities and the coverage report give, as one row
   * {@link TotalRow}; the totals of every source run as one UNION ALL (recordTotals in content-sources.ts).
   */
  totalQuery(db: DynamicDb): DynamicSelect<TotalRow>;
  /**
   * The records the service wrote into these languages before their source row (in the language each is
   * translated from) last changed, each once per language, as one statement: they may hold outdated
   * fields, which their source hashes decide. The coverage report runs the union of every source's.
   */
  changedSinceWrittenQuery(db: DynamicDb, languages: readonly SourcedLanguage[]): DynamicSelect<ChangedSinceWrittenRow>;
  /**
   * Per language (by id): how many of the total records have their own translation there, in a number
   * of statements that does not grow with the records or the languages. `systemLocale` is the system
   * language's locale.
   */
  translatedCounts(db: TranslateExecutor, languages: readonly CoverageLanguage[], systemLocale: string | null): Promise<Map<string, number>>;

  /**
   * Writes translated fields of records into one target language and returns their `applied` history
   * rows, in the caller's transaction; earlier `applied` rows of those fields become `superseded`, and
   * with `supersede: 'applied-and-drafts'` their drafts too, in the same statement (publish.ts). The
   * caller inserts the rows (insertHistoryRows) in the same transaction.
   */
  writeRecords(trx: TranslateTx, target: TargetLanguage & { jobId: string | null }, records: readonly RecordWrites[], supersede?: SupersededRows): Promise<HistoryRow[]>;
  /** A field's current target value as history stores values (null: none). */
  currentValue(trx: TranslateTx, key: FieldKey, locale: string | null): Promise<string | null>;
  /**
   * Whether a write through the entity API changed translatable text of this source in the source
   * language: the id a selection of this entity names the record by, or null. Runs in the write's
   * transaction (the automation's trigger, src/translate/use-cases/automation.ts).
   */
  changedSourceText(trx: TranslateTx, write: WriteEvent, source: { languageId: string; locale: string }): Promise<string | null>;
  /** Puts a value as history stored it back into a field (null removes what a write created). */
  restoreValue(trx: TranslateTx, key: FieldKey, locale: string | null, stored: string | null): Promise<void>;
}
