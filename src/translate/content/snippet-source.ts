/**
 * The content source of the pseudo-entity `snippet`: storefront texts keyed by translation key. A
 * language is the snippet set whose iso is its locale (the first by name, then id, when several are);
 * a record is a translation key of the source set, translated into the target set. The one field is
 * `value`, a plain string that may carry markup.
 *
 * @packageDocumentation
 */
import { sql } from 'kysely';
import { keptStatement } from '../../host/db/compiled-statements.js';
import { nowIso } from '../../host/db/database.js';
import { newId } from '../../host/db/ids.js';
import { columnCount, inStatementChunks } from '../../host/db/statement-chunks.js';
import { findEntity } from '../../host/entities/definitions.js';
import type { DynamicDb, DynamicSelect } from '../../host/entities/dynamic-tables.js';
import type { WriteEvent } from '../../host/entities/repository.js';
import { SYSTEM_LANGUAGE_ID } from '../../host/entities/repository.js';
import type { TranslateExecutor, TranslateTx } from '../model/tables/translate-schema.js';
import { addLastWrites, historyRow, lastWritesColumn, supersedeApplied, writtenBeforeSourceChanged, type HistoryRow, type LastWrite, type SupersededRows } from '../model/history-rows.js';
import { storedValue } from '../model/stored-values.js';
import type { EntityScope } from '../model/job-config.js';
import { warning, type Warning } from '../model/warnings.js';
import type {
  ContentPage,
  ContentQuery,
  ContentSource,
  CoverageLanguage,
  EntityField,
  FieldKey,
  FieldSpec,
  LanguagePair,
  RecordWrites,
  SelectedRecord,
  TargetLanguage,
  TotalRow,
  ChangedSinceWrittenRow,
  SourcedLanguage,
  WrittenPage,
} from './content-source.js';
import { groupBySource } from './content-source.js';

/** The entity name of snippets in configs, batches and history rows. */
export const SNIPPET_ENTITY = 'snippet';

export const SNIPPET_LABEL = 'Snippets';

export interface SnippetQuery {
  scope: EntityScope;
  /** With scope `selection`: ids of snippets of the source set (UUIDs, as a JobConfig selection requires). */
  ids: string[] | null;
  /** Translation keys to read regardless of scope (a planned batch names its records by key). */
  keys?: string[] | null;
  sourceLocale: string;
  targetLocale: string;
  /**
   * Keys the service wrote into this target language before their source snippet last changed (see
   * writtenBeforeSourceChanged): added to scope `missing`, or the only ones.
   */
  outdated?: { mode: 'include' | 'only'; targetLanguageId: string };
  /** With a language id: each key's last writes in that language are read too (lastWritesColumn). */
  lastWritesIn?: string;
}

function emptyText(column: string) {
  return sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} = '')`;
}

/** The snippet set whose iso is this locale (the first by name when several exist), or null. */
export async function snippetSetFor(db: TranslateExecutor, locale: string): Promise<string | null> {
  const row = await db.selectFrom('snippet_set').select('id').where('iso', '=', locale).orderBy('name').orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The snippet sets snippetSetFor() picks for these locales, by locale (a locale without a set is absent),
 * in one statement: a run's plan asks for the source's and the target's set together.
 */
async function snippetSetsFor(db: TranslateExecutor, locales: readonly string[]): Promise<Map<string, string>> {
  const sets = await db.selectFrom('snippet_set').select(['id', 'iso']).where('iso', 'in', locales).orderBy('name').orderBy('id').execute();
  const byIso = new Map<string, string>();
  for (const set of sets) if (!byIso.has(set.iso)) byIso.set(set.iso, set.id);
  return byIso;
}

/** The id of the snippet set snippetSetFor() picks for a locale, as a subquery (null when none). */
function snippetSetOf(db: TranslateExecutor, locale: string) {
  return db.selectFrom('snippet_set').select('id').where('iso', '=', locale).orderBy('name').orderBy('id').limit(1);
}

/**
 * Snippets of the source set in translation-key order, each with the target set's value. Scope
 * `missing` keeps keys the target set lacks or holds empty; `selection` takes ids of source snippets; `keys`
 * reads the given translation keys (a planned batch).
 * Returns null when the source or the target set is missing (the estimate warns about each). The sets
 * are chosen inside the statement, so a page costs one round trip; only an empty page asks which set
 * is missing.
 */
export async function selectSnippets(
  db: TranslateExecutor,
  query: SnippetQuery,
  page: { afterKey: string | null; limit: number },
): Promise<SelectedRecord[] | null> {
  return (await readSnippetPage(db, query, page))?.records ?? null;
}

/** The source of the kept first pages' statements (keptStatement's owner). */
const SNIPPET_PAGES = {};

/**
 * The statement of a page of snippets: the source set's snippets after `afterKey` in translation-key order,
 * each with the target set's value (and, with `query.lastWritesIn`, the key's last writes there).
 */
function snippetPageStatement(db: TranslateExecutor, query: SnippetQuery, page: { afterKey: string | null; limit: number }, chosen: readonly string[] | null) {
  let statement = db
    .selectFrom('snippet as src')
    .leftJoin('snippet as tgt', (join) => join.onRef('tgt.translationKey', '=', 'src.translationKey').on('tgt.setId', '=', snippetSetOf(db, query.targetLocale)))
    .select(['src.translationKey as key', 'src.value as sourceValue', 'tgt.value as targetValue', 'tgt.id as targetId'])
    .$if(query.lastWritesIn !== undefined, (select) =>
      select.select(lastWritesColumn(db, { entity: SNIPPET_ENTITY, languageId: query.lastWritesIn as string }, 'src.translationKey').as('lastWrites')),
    )
    .where('src.setId', '=', snippetSetOf(db, query.sourceLocale))
    .where((eb) => eb.exists(db.selectFrom('snippet_set').select('id').where('iso', '=', query.targetLocale)))
    .where(sql<boolean>`not ${emptyText('src.value')}`);
  if (chosen !== null && chosen.length > 0) statement = statement.where(query.keys ? 'src.translationKey' : 'src.id', 'in', chosen);
  const changedSinceWritten = query.outdated
    ? writtenBeforeSourceChanged(
        { entity: SNIPPET_ENTITY, languageId: query.outdated.targetLanguageId },
        { recordId: 'src.translationKey', updatedAt: 'src.updatedAt', createdAt: 'src.createdAt' },
      )
    : null;
  if (changedSinceWritten !== null && query.outdated?.mode === 'only') statement = statement.where(changedSinceWritten);
  if (query.scope === 'missing') {
    statement = changedSinceWritten !== null && query.outdated?.mode === 'include' ? statement.where((eb) => eb.or([emptyText('tgt.value'), changedSinceWritten])) : statement.where(emptyText('tgt.value'));
  }
  if (page.afterKey !== null) statement = statement.where('src.translationKey', '>', page.afterKey);
  return statement.orderBy('src.translationKey').limit(page.limit);
}

/**
 * The compiled statement of a page: a first page of the whole set (no keys, no ids) is kept per executor
 * and query (keptStatement), since an estimate or a plan reads it each time and building it cost more
 * than half a millisecond; the key names every input of snippetPageStatement.
 */
function compiledSnippetPage(db: TranslateExecutor, query: SnippetQuery, page: { afterKey: string | null; limit: number }, chosen: readonly string[] | null) {
  if (page.afterKey !== null || chosen !== null) return snippetPageStatement(db, query, page, chosen).compile();
  const key = [query.scope, query.sourceLocale, query.targetLocale, query.lastWritesIn ?? '', query.outdated?.mode ?? '', query.outdated?.targetLanguageId ?? '', page.limit].join('\u0000');
  return keptStatement(db, SNIPPET_PAGES, key, () => snippetPageStatement(db, query, page, null).compile());
}

/** {@link selectSnippets} with, when `query.lastWritesIn` names a language, the keys' last writes there (else an empty map). */
async function readSnippetPage(db: TranslateExecutor, query: SnippetQuery, page: { afterKey: string | null; limit: number }): Promise<WrittenPage | null> {
  const chosen = query.keys ?? (query.scope === 'selection' ? (query.ids ?? []) : null);
  const rows = chosen !== null && chosen.length === 0 ? [] : (await db.executeQuery(compiledSnippetPage(db, query, page, chosen))).rows;
  const last = new Map<string, LastWrite>();
  if (rows.length === 0) {
    const sets = await snippetSetsFor(db, [query.sourceLocale, query.targetLocale]);
    return sets.has(query.sourceLocale) && sets.has(query.targetLocale) ? { records: [], last } : null;
  }
  const records = rows.map((row): SelectedRecord => {
    if (query.lastWritesIn !== undefined) addLastWrites(last, row.key, (row as { lastWrites?: unknown }).lastWrites);
    return {
      id: row.key,
      source: { value: row.sourceValue },
      target: row.targetId === null || row.targetId === undefined ? null : { value: row.targetValue },
    };
  });
  return { records, last };
}

/** The snippets a content query selects. */
function snippetQuery(query: ContentQuery): SnippetQuery {
  return {
    scope: query.scope,
    ids: query.ids,
    sourceLocale: query.sourceLocale,
    targetLocale: query.targetLocale,
    ...(query.outdated ? { outdated: { mode: query.outdated, targetLanguageId: query.targetLanguageId } } : {}),
  };
}

/** The first snippet set of each iso, in the order snippetSetFor() picks one (by name, then id). */
async function snippetSetsByIso(db: TranslateExecutor): Promise<Map<string, string>> {
  const sets = await db.selectFrom('snippet_set').select(['id', 'iso']).orderBy('name').orderBy('id').execute();
  const byIso = new Map<string, string>();
  for (const set of sets) if (!byIso.has(set.iso)) byIso.set(set.iso, set.id);
  return byIso;
}

/** The query of these snippets of a pair (by translation key), whatever the scope that chose them. */
function snippetsOf(pair: LanguagePair, recordIds: readonly string[]): SnippetQuery {
  return { scope: 'all', ids: null, keys: [...recordIds], sourceLocale: pair.sourceLocale, targetLocale: pair.targetLocale };
}

class SnippetSource implements ContentSource {
  readonly name = SNIPPET_ENTITY;
  readonly label = SNIPPET_LABEL;
  /** A snippet is named by its key, the same in every set. */
  readonly recordKey = 'translationKey';
  /** A language's snippets are those of the set of its locale (snippetSetFor). */
  readonly languageSet = { entity: 'snippet_set', field: 'setId', localeField: 'iso' };

  /** The one field: its value, type text, with the limit of the `snippet.value` column. */
  entityFields(): EntityField[] {
    const value = findEntity(SNIPPET_ENTITY)?.fields.find((field) => field.name === 'value');
    return [{ property: 'value', type: 'text', maxLength: value?.maxLength ?? 0 }];
  }

  fields(): FieldSpec[] {
    return [{ name: 'value', type: 'text', maxLength: null }];
  }

  /** Snippet values are plain strings that may carry markup. */
  readonly textMayHoldMarkup = true;

  async unavailable(db: TranslateExecutor, pair: LanguagePair): Promise<Warning[]> {
    const sets = await snippetSetsFor(db, [pair.sourceLocale, pair.targetLocale]);
    const warnings: Warning[] = [];
    if (!sets.has(pair.sourceLocale)) warnings.push(warning('snippet_source_set_missing', { locale: pair.sourceLocale, targetLocale: pair.targetLocale, languageId: pair.targetLanguageId }));
    if (!sets.has(pair.targetLocale)) warnings.push(warning('snippet_target_set_missing', { locale: pair.targetLocale, languageId: pair.targetLanguageId }));
    return warnings;
  }

  async select(db: TranslateExecutor, query: ContentQuery, page: ContentPage): Promise<SelectedRecord[]> {
    return (await selectSnippets(db, snippetQuery(query), { afterKey: page.after, limit: page.limit })) ?? [];
  }

  async selectWithLastWrites(db: TranslateExecutor, query: ContentQuery, page: ContentPage): Promise<WrittenPage> {
    const written = await readSnippetPage(db, { ...snippetQuery(query), lastWritesIn: query.targetLanguageId }, { afterKey: page.after, limit: page.limit });
    return written ?? { records: [], last: new Map() };
  }

  async selectIds(db: TranslateExecutor, query: ContentQuery, page: ContentPage): Promise<string[]> {
    return (await this.select(db, query, page)).map((record) => record.id);
  }

  /** Snippets are counted by reading them (the estimate scans them). */
  async count(): Promise<null> {
    return null;
  }

  async read(db: TranslateExecutor, pair: LanguagePair, recordIds: readonly string[]): Promise<SelectedRecord[]> {
    return (await selectSnippets(db, snippetsOf(pair, recordIds), { afterKey: null, limit: recordIds.length })) ?? [];
  }

  async readWithLastWrites(db: TranslateExecutor, pair: LanguagePair, recordIds: readonly string[]): Promise<WrittenPage> {
    const written = await readSnippetPage(db, { ...snippetsOf(pair, recordIds), lastWritesIn: pair.targetLanguageId }, { afterKey: null, limit: recordIds.length });
    return written ?? { records: [], last: new Map() };
  }

  /** The snippets of the system language's set (the set snippetSetFor() picks for its locale). */
  totalQuery(db: DynamicDb): DynamicSelect<TotalRow> {
    const systemLocale = db.selectFrom('language').select('localeCode').where('id', '=', SYSTEM_LANGUAGE_ID);
    const systemSet = db.selectFrom('snippet_set').select('id').where('iso', '=', systemLocale).orderBy('name').orderBy('id').limit(1);
    return db
      .selectFrom('snippet')
      .select((eb) => [sql.lit(SNIPPET_ENTITY).as('entity'), eb.fn.countAll().as('count')])
      .where('setId', '=', systemSet);
  }

  changedSinceWrittenQuery(db: DynamicDb, languages: readonly SourcedLanguage[]): DynamicSelect<ChangedSinceWrittenRow> {
    const bySource = groupBySource(languages, (language) => language.sourceLocale);
    return db
      .selectFrom('ext_translate_history as written')
      .innerJoin('snippet as src', (join) => join.onRef('src.translationKey', '=', 'written.recordId'))
      .select([sql.lit(SNIPPET_ENTITY).as('entity'), 'written.languageId as languageId', 'written.recordId as recordId'])
      .distinct()
      .where('written.entity', '=', SNIPPET_ENTITY)
      .where('written.state', '=', 'applied')
      .where((eb) => eb.or([...bySource].map(([locale, targets]) => eb.and([eb('src.setId', '=', snippetSetOf(db, locale)), eb('written.languageId', 'in', targets)]))))
      .where(sql<boolean>`written.created_at <= coalesce(src.updated_at, src.created_at)`);
  }

  /** A snippet's value written in a set of the source locale: the snippet's id (selections name snippets by id). */
  async changedSourceText(trx: TranslateTx, write: WriteEvent, source: { locale: string }): Promise<string | null> {
    if (write.definition.name !== SNIPPET_ENTITY || !('value' in write.values)) return null;
    const row = await trx
      .selectFrom('snippet')
      .innerJoin('snippet_set', 'snippet_set.id', 'snippet.setId')
      .select('snippet_set.iso as iso')
      .where('snippet.id', '=', write.id)
      .executeTakeFirst();
    return row?.iso === source.locale ? write.id : null;
  }

  /**
   * Per language: the keys of the system language's set that have a non-empty value in the set whose
   * iso is the language's locale (keys only the target set has are not counted, so translated never
   * exceeds the total).
   */
  async translatedCounts(db: TranslateExecutor, languages: readonly CoverageLanguage[], systemLocale: string | null): Promise<Map<string, number>> {
    const translated = new Map<string, number>();
    const sets = await snippetSetsByIso(db);
    const sourceSet = systemLocale === null ? undefined : sets.get(systemLocale);
    if (sourceSet === undefined) return translated;
    const targetSets = [...new Set(languages.map((language) => sets.get(language.localeCode)).filter((id): id is string => id !== undefined))];
    const rows =
      targetSets.length === 0
        ? []
        : await db
            .selectFrom('snippet as tgt')
            .innerJoin('snippet as src', (join) => join.onRef('src.translationKey', '=', 'tgt.translationKey').on('src.setId', '=', sourceSet))
            .select((eb) => ['tgt.setId as setId', eb.fn.countAll().as('count')])
            .where('tgt.setId', 'in', targetSets)
            .where('tgt.value', '<>', '')
            .groupBy('tgt.setId')
            .execute();
    const bySet = new Map(rows.map((row) => [row.setId, Number(row.count)]));
    for (const language of languages) {
      const setId = sets.get(language.localeCode);
      translated.set(language.id, setId === undefined ? 0 : (bySet.get(setId) ?? 0));
    }
    return translated;
  }

  /**
   * A message's snippets in a few statements: the target set is looked up once, the values of every key
   * are upserted (or, for a value of null, deleted) together, and the superseded history of the keys is
   * marked in one update per field list.
   */
  async writeRecords(trx: TranslateTx, target: TargetLanguage & { jobId: string | null }, records: readonly RecordWrites[], supersede: SupersededRows = 'applied'): Promise<HistoryRow[]> {
    const writing = records.filter((record) => record.writes.length > 0);
    if (writing.length === 0) return [];
    const setId = await this.targetSet(trx, target.locale);
    const now = nowIso();
    // A key's value (for a key given twice, the last one, as writing them one after another would leave).
    const values = new Map<string, unknown>();
    for (const record of writing) values.set(record.recordId, record.writes.find((write) => write.field === 'value')?.newValue);
    const removed: string[] = [];
    const rows: { id: string; setId: string; translationKey: string; value: string; createdAt: string }[] = [];
    for (const [translationKey, value] of values) {
      if (value === null || value === undefined) removed.push(translationKey);
      else rows.push({ id: newId(), setId, translationKey, value: storedValue(value) ?? '', createdAt: now });
    }
    // The update binds one value of its own (the time).
    for (const part of inStatementChunks(rows, columnCount(rows), 1)) {
      await trx
        .insertInto('snippet')
        .values(part)
        .onConflict((conflict) => conflict.columns(['setId', 'translationKey']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updatedAt: now })))
        .execute();
    }
    for (const part of inStatementChunks(removed, 1, 1)) await trx.deleteFrom('snippet').where('setId', '=', setId).where('translationKey', 'in', part).execute();

    const byFields = new Map<string, { fields: string[]; recordIds: string[] }>();
    for (const record of writing) {
      const fields = record.writes.map((write) => write.field);
      const group = byFields.get(fields.join('\n')) ?? { fields, recordIds: [] };
      group.recordIds.push(record.recordId);
      byFields.set(fields.join('\n'), group);
    }
    for (const { fields, recordIds } of byFields.values()) await supersedeApplied(trx, { entity: this.name, languageId: target.languageId }, recordIds, fields, now, supersede);
    const history: HistoryRow[] = [];
    for (const record of writing) {
      for (const write of record.writes) {
        history.push(historyRow({ entity: this.name, languageId: target.languageId, jobId: target.jobId, recordId: record.recordId, field: write.field }, write, now));
      }
    }
    return history;
  }

  async currentValue(trx: TranslateTx, key: FieldKey, locale: string | null): Promise<string | null> {
    const setId = locale === null ? null : await snippetSetFor(trx, locale);
    if (setId === null) return null;
    const snippet = await trx.selectFrom('snippet').select('value').where('setId', '=', setId).where('translationKey', '=', key.recordId).executeTakeFirst();
    return snippet?.value ?? null;
  }

  async restoreValue(trx: TranslateTx, key: FieldKey, locale: string | null, stored: string | null): Promise<void> {
    await this.writeValue(trx, key.recordId, locale, stored);
  }

  /** The snippet set a write goes to: the one snippetSetFor() picks for the target locale. */
  private async targetSet(trx: TranslateTx, locale: string | null): Promise<string> {
    if (!locale) throw new Error('Writing a snippet needs the target locale.');
    const setId = await snippetSetFor(trx, locale);
    if (setId === null) throw new Error(`No snippet set has the iso "${locale}".`);
    return setId;
  }

  /** Writes a snippet's value into the set of the locale; null or undefined removes the snippet (a revert of the write that created it). */
  private async writeValue(trx: TranslateTx, translationKey: string, locale: string | null, value: unknown): Promise<void> {
    const setId = await this.targetSet(trx, locale);
    const now = nowIso();
    const existing = await trx.selectFrom('snippet').select('id').where('setId', '=', setId).where('translationKey', '=', translationKey).executeTakeFirst();
    if (value === null || value === undefined) {
      if (existing) await trx.deleteFrom('snippet').where('id', '=', existing.id).execute();
      return;
    }
    if (existing) await trx.updateTable('snippet').set({ value: storedValue(value) ?? '', updatedAt: now }).where('id', '=', existing.id).execute();
    else await trx.insertInto('snippet').values({ id: newId(), setId, translationKey, value: storedValue(value) ?? '', createdAt: now }).execute();
  }
}

/** The snippet content source. */
export const snippetSource: ContentSource = new SnippetSource();
