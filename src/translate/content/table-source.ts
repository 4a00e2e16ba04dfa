/**
 * The content source of a store entity: its translation table (one row per record and language), as
 * its entity definition describes it. A record is read in a language from its translation row there; a
 * record "has its own translation" when that row's primary text column is non-empty. Tables and columns
 * come from the definition at run time, so the queries go through the untyped handle of
 * src/host/entities/dynamic-tables.ts.
 *
 * @packageDocumentation
 */
import { sql, type CompiledQuery } from 'kysely';
import { withArrayRows } from '../../host/db/array-rows.js';
import { insertCompiled, insertCompiledWith } from '../../host/db/compiled-inserts.js';
import { keptStatement } from '../../host/db/compiled-statements.js';
import { nowIso, readAside } from '../../host/db/database.js';
import { translationTable, type EntityDefinition, type FieldDefinition, type TranslationType } from '../../host/entities/definition.js';
import { findEntity } from '../../host/entities/definitions.js';
import { dynamicTables, type DynamicDb, type DynamicSelect } from '../../host/entities/dynamic-tables.js';
import type { WriteEvent } from '../../host/entities/repository.js';
import { toApiValue } from '../../host/entities/values.js';
import type { TranslateExecutor, TranslateTx } from '../model/tables/translate-schema.js';
import { addLastWrites, historyRow, lastWritesColumn, supersedeStatements, writtenBeforeSourceChanged, type HistoryRow, type LastWrite, type SupersededRows } from '../model/history-rows.js';
import { storedValue } from '../model/stored-values.js';
import type { EntityScope, JobOptions } from '../model/job-config.js';
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

/** A selection of a store entity's records between two languages. */
export interface SelectionQuery {
  scope: EntityScope;
  ids: string[] | null;
  sourceLanguageId: string;
  targetLanguageId: string;
  /** Records whose source changed since the service wrote them: added to scope `missing`, or the only ones. */
  outdated?: 'include' | 'only';
}

function camel(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** The translation table's column naming the record: `productId` for `product`. */
function foreignKeyOf(definition: EntityDefinition): string {
  return `${camel(definition.name)}Id`;
}

/**
 * The aliases of a record page's columns (the translated fields by their position): snake case already,
 * so the CamelCasePlugin compiles them unchanged. The page's rows come back as arrays, read by position
 * in this order (readRecordPage); the names tell the columns apart in a plan or a log.
 */
const PAGE_COLUMNS = {
  recordId: 'record_id',
  hasTarget: 'has_target',
  lastWrites: 'last_writes',
  source: (index: number) => `source_${index}`,
  target: (index: number) => `target_${index}`,
};

function translatedFields(definition: EntityDefinition): FieldDefinition[] {
  return definition.fields.filter((field) => field.translatable);
}

/** The translatable store entity of this name, or undefined (unknown, or not translatable). */
export function translatableEntity(name: string): EntityDefinition | undefined {
  const definition = findEntity(name);
  return definition && translatedFields(definition).length > 0 && definition.primaryTextField ? definition : undefined;
}

function emptyText(column: string) {
  return sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} = '')`;
}

/**
 * Records of a store entity in id order, `limit` at a time after `afterId` (keyset paging, so a large
 * catalogue is read in constant memory). Only records that have a source translation are returned:
 * without a source text there is nothing to translate.
 */
export async function selectRecords(
  db: TranslateExecutor,
  definition: EntityDefinition,
  query: SelectionQuery,
  page: { afterId: string | null; limit: number },
): Promise<SelectedRecord[]> {
  return (await readRecordPage(db, definition, query, page, false)).records;
}

/** {@link selectRecords} with the last writes of the records in the target language, from the same statement. */
export function selectRecordsWithLastWrites(
  db: TranslateExecutor,
  definition: EntityDefinition,
  query: SelectionQuery,
  page: { afterId: string | null; limit: number },
): Promise<WrittenPage> {
  return readRecordPage(db, definition, query, page, true);
}

async function readRecordPage(
  db: TranslateExecutor,
  definition: EntityDefinition,
  query: SelectionQuery,
  page: { afterId: string | null; limit: number },
  withLastWrites: boolean,
): Promise<WrittenPage> {
  const last = new Map<string, LastWrite>();
  if (query.scope === 'selection' && (!query.ids || query.ids.length === 0)) return { records: [], last };
  // The rows as the database returns them, as arrays (array-rows.ts): the camel-case plugin would copy
  // each into a new object with renamed keys (a sixth of the CPU of an estimate of 10,000 records), and
  // a row object of twenty-odd columns cost better-sqlite3 a quarter of a page's read. Compiling still
  // runs every plugin's query transform.
  const compiled =
    page.afterId === null && query.scope !== 'selection'
      ? firstPageStatement(db, definition, query, page.limit, withLastWrites)
      : withArrayRows(recordPageStatement(db, definition, query, page, withLastWrites).compile());
  const rows = (await db.withoutPlugins().executeQuery(compiled)).rows as unknown[][];

  // The columns by position, in the statement's order (recordPageStatement): the record's id, whether
  // it has a target row, the source fields, the target fields, then the last writes. A record without a
  // target row gets no target object.
  const fields = translatedFields(definition);
  const lastWritesAt = 2 + 2 * fields.length;
  // Loops, not callbacks, here and in the engine's other per-message paths (docs/architecture.md,
  // "Optimised code and the collector"): a callback made at each call loses its optimised code at every
  // full collection, and a long job compiled it again about once a message.
  const records: SelectedRecord[] = [];
  for (const row of rows) {
    const id = row[0] as string;
    if (withLastWrites) addLastWrites(last, id, row[lastWritesAt]);
    const source: Record<string, unknown> = {};
    for (let index = 0; index < fields.length; index += 1) {
      const field = fields[index] as FieldDefinition;
      source[field.name] = toApiValue(field, row[2 + index]);
    }
    if (Number(row[1]) !== 1) {
      records.push({ id, source, target: null });
      continue;
    }
    const target: Record<string, unknown> = {};
    for (let index = 0; index < fields.length; index += 1) {
      const field = fields[index] as FieldDefinition;
      target[field.name] = toApiValue(field, row[2 + fields.length + index]);
    }
    records.push({ id, source, target });
  }
  return { records, last };
}

/**
 * The first page's statement of a selection without ids, kept per executor, entity and query
 * (keptStatement): an estimate or a plan reads the first page of every entity each time. The statement
 * is a function of exactly these inputs; later pages (keyset after a record) are built each time.
 */
function firstPageStatement(db: TranslateExecutor, definition: EntityDefinition, query: SelectionQuery, limit: number, withLastWrites: boolean): CompiledQuery {
  const key = `${query.scope}\u0000${query.outdated ?? ''}\u0000${query.sourceLanguageId}\u0000${query.targetLanguageId}\u0000${limit}\u0000${withLastWrites}`;
  return keptStatement(db, definition, key, () => withArrayRows(recordPageStatement(db, definition, { ...query, ids: null }, { afterId: null, limit }, withLastWrites).compile()));
}

/**
 * The statement {@link selectRecords} runs (the estimate benchmark shows its plan); with `withLastWrites`,
 * a column of the records' last writes. Its columns' order is the one readRecordPage reads by position.
 */
export function recordPageStatement(db: TranslateExecutor, definition: EntityDefinition, query: SelectionQuery, page: { afterId: string | null; limit: number }, withLastWrites = false) {
  const foreignKey = foreignKeyOf(definition);
  const fields = translatedFields(definition);
  return selectionBase(db, definition, query, page.afterId, true)
    .select([
      `src.${foreignKey} as ${PAGE_COLUMNS.recordId}`,
      sql<number>`case when ${sql.ref(`tgt.${foreignKey}`)} is null then 0 else 1 end`.as(PAGE_COLUMNS.hasTarget),
      ...fields.map((field, index) => `src.${field.name} as ${PAGE_COLUMNS.source(index)}`),
      ...fields.map((field, index) => `tgt.${field.name} as ${PAGE_COLUMNS.target(index)}`),
      ...(withLastWrites ? [lastWritesColumn(db, { entity: definition.name, languageId: query.targetLanguageId }, `src.${foreignKey}`).as(PAGE_COLUMNS.lastWrites)] : []),
    ])
    .orderBy(`src.${foreignKey}`)
    .limit(page.limit);
}

/** The statement {@link countRecords} runs (the estimate benchmark shows its plan). */
export function countStatement(db: TranslateExecutor, definition: EntityDefinition, query: SelectionQuery) {
  return selectionBase(db, definition, query, null, false).select((eb) => eb.fn.countAll().as('count'));
}

/**
 * How many records a run of this entity would process (the estimate's `items`). On an SQLite file the
 * count runs beside the process's connection (readAside): counting 100,000 records there stopped the
 * estimate's page reads for its whole length.
 */
export async function countRecords(db: TranslateExecutor, definition: EntityDefinition, query: SelectionQuery): Promise<number> {
  if (query.scope === 'selection' && (!query.ids || query.ids.length === 0)) return 0;
  const compiled = countStatement(db, definition, query).compile();
  // The side reader is only a faster way: should it fail, the count runs here (a fault of the statement
  // itself then shows as it would have).
  const rows = (await readAside(db, compiled)?.catch(() => null)) ?? (await db.executeQuery(compiled)).rows;
  return Number((rows[0] as { count?: unknown } | undefined)?.count ?? 0);
}

/** The ids of the records a run processes, in id order, `limit` at a time after `afterId` (planning reads no content). */
export async function selectRecordIds(
  db: TranslateExecutor,
  definition: EntityDefinition,
  query: SelectionQuery,
  page: { afterId: string | null; limit: number },
): Promise<string[]> {
  if (query.scope === 'selection' && (!query.ids || query.ids.length === 0)) return [];
  const foreignKey = foreignKeyOf(definition);
  const rows = (await selectionBase(db, definition, query, page.afterId, false)
    .select(`src.${foreignKey} as recordId`)
    .orderBy(`src.${foreignKey}`)
    .limit(page.limit)
    .execute()) as { recordId: string }[];
  return rows.map((row) => row.recordId);
}

/**
 * The source rows of a selection, filtered by scope (no columns selected yet), joined to their target
 * rows when `withTarget` asks for them or the scope's filter reads them; with `afterId`, only the records
 * after it (a keyset page).
 *
 * A count and the planner's ids leave the join out where the filter does not read the target row: the
 * table's primary key is record and language, so the left join neither adds nor removes a record, and
 * without it SQLite counts 100,000 products without probing the target language for each.
 *
 * The keyset bound is repeated on every side that reads the target language (the joined target row,
 * the NOT EXISTS): PostgreSQL does not carry `src.id > after` across the join, so each page's merge
 * walked the target language from its first row, a page deep in the catalogue reading most of it.
 */
function selectionBase(db: TranslateExecutor, definition: EntityDefinition, query: SelectionQuery, afterId: string | null, withTarget: boolean) {
  const foreignKey = foreignKeyOf(definition);
  const filterReadsTarget = query.scope === 'missing' && query.outdated === 'include';
  let statement = sourceRows(db, definition, query, afterId);
  if (withTarget || filterReadsTarget) {
    statement = statement.leftJoin(`${translationTable(definition)} as tgt`, (join) => {
      const joined = join.onRef(`tgt.${foreignKey}`, '=', `src.${foreignKey}`).on('tgt.languageId', '=', query.targetLanguageId);
      return afterId === null ? joined : joined.on(`tgt.${foreignKey}`, '>', afterId);
    });
  }
  if (query.outdated === 'only') statement = statement.where(changedSinceWritten(definition, query));
  if (query.scope === 'missing') {
    // With outdated records, one filter over the joined target row (the record's only row in the
    // target language: the table's primary key is record and language): a NOT EXISTS inside the OR
    // cannot become an anti-join, and PostgreSQL ran it as a hashed subplan over the whole target
    // language for every page and for the count. A UNION ALL of the two disjoint sides measured no
    // faster, and pages as a UNION walked the whole language whenever a side held fewer rows than a
    // page (bench/README.md, "Scope missing with outdated records").
    statement = statement.where(
      query.outdated === 'include' ? sql<boolean>`(${withoutOwnTranslation(definition)} or ${changedSinceWritten(definition, query)})` : untranslated(db, definition, query, afterId),
    );
  }
  return statement;
}

/** The source rows of a selection: in the source language, with a primary text, of the chosen ids, after `afterId`. */
function sourceRows(db: TranslateExecutor, definition: EntityDefinition, query: SelectionQuery, afterId: string | null) {
  const foreignKey = foreignKeyOf(definition);
  let statement = dynamicTables(db)
    .selectFrom(`${translationTable(definition)} as src`)
    .where('src.languageId', '=', query.sourceLanguageId)
    .where(sql<boolean>`not ${emptyText(`src.${definition.primaryTextField as string}`)}`);
  if (query.scope === 'selection' && query.ids) statement = statement.where(`src.${foreignKey}`, 'in', query.ids);
  if (afterId !== null) statement = statement.where(`src.${foreignKey}`, '>', afterId);
  return statement;
}

/**
 * "No own translation" as NOT EXISTS rather than a filter on the outer join's nulls: PostgreSQL plans it
 * as an anti-join it can estimate, and walks the keyset index page by page; the filter made it expect
 * one row, hash-join the whole language and sort it for every page.
 */
function untranslated(db: TranslateExecutor, definition: EntityDefinition, query: SelectionQuery, afterId: string | null) {
  const table = translationTable(definition);
  const foreignKey = foreignKeyOf(definition);
  let own = dynamicTables(db)
    .selectFrom(`${table} as own`)
    .select(sql.lit(1).as('one'))
    .whereRef(`own.${foreignKey}`, '=', `src.${foreignKey}`)
    .where('own.languageId', '=', query.targetLanguageId)
    .where(sql<boolean>`not ${emptyText(`own.${definition.primaryTextField as string}`)}`);
  if (afterId !== null) own = own.where(`own.${foreignKey}`, '>', afterId);
  return sql<boolean>`not exists ${own}`;
}

/** No own translation, read from the joined target row (null when the record has no row in the target language). */
function withoutOwnTranslation(definition: EntityDefinition) {
  return sql<boolean>`(${sql.ref(`tgt.${foreignKeyOf(definition)}`)} is null or ${emptyText(`tgt.${definition.primaryTextField as string}`)})`;
}

/** Written by the service before the source row last changed: it may hold outdated fields. */
function changedSinceWritten(definition: EntityDefinition, query: SelectionQuery) {
  return writtenBeforeSourceChanged(
    { entity: definition.name, languageId: query.targetLanguageId },
    { recordId: `src.${foreignKeyOf(definition)}`, updatedAt: 'src.updatedAt', createdAt: 'src.createdAt' },
  );
}

function selectionOf(query: ContentQuery): SelectionQuery {
  return { scope: query.scope, ids: query.ids, sourceLanguageId: query.sourceLanguageId, targetLanguageId: query.targetLanguageId, ...(query.outdated ? { outdated: query.outdated } : {}) };
}

/** The selection of these records of a pair, whatever the scope that chose them. */
function recordsOf(pair: LanguagePair, recordIds: readonly string[]): SelectionQuery {
  return { scope: 'selection', ids: [...recordIds], sourceLanguageId: pair.sourceLanguageId, targetLanguageId: pair.targetLanguageId };
}

class TableSource implements ContentSource {
  readonly name: string;
  readonly label: string;
  readonly recordKey = 'id';
  readonly languageSet = null;

  constructor(private readonly definition: EntityDefinition) {
    this.name = definition.name;
    this.label = definition.label;
  }

  entityFields(): EntityField[] {
    return translatedFields(this.definition).map((field) => ({
      property: field.name,
      type: field.translationType ?? 'text',
      maxLength: field.kind === 'json' ? 0 : (field.maxLength ?? 0),
    }));
  }

  fields(options: Pick<JobOptions, 'fields' | 'includeCustomFields'>): FieldSpec[] {
    const chosen = options.fields?.[this.name] ?? null;
    return this.definition.fields
      .filter((field) => field.translatable && field.translationType)
      .filter((field) => chosen === null || chosen.includes(field.name))
      .filter((field) => options.includeCustomFields || field.translationType !== 'custom_fields')
      .map((field) => ({
        name: field.name,
        type: field.translationType as TranslationType,
        maxLength: field.kind === 'json' ? null : (field.maxLength ?? null),
      }));
  }

  readonly textMayHoldMarkup = false;

  async unavailable(): Promise<[]> {
    return [];
  }

  select(db: TranslateExecutor, query: ContentQuery, page: ContentPage): Promise<SelectedRecord[]> {
    return selectRecords(db, this.definition, selectionOf(query), { afterId: page.after, limit: page.limit });
  }

  selectWithLastWrites(db: TranslateExecutor, query: ContentQuery, page: ContentPage): Promise<WrittenPage> {
    return selectRecordsWithLastWrites(db, this.definition, selectionOf(query), { afterId: page.after, limit: page.limit });
  }

  selectIds(db: TranslateExecutor, query: ContentQuery, page: ContentPage): Promise<string[]> {
    return selectRecordIds(db, this.definition, selectionOf(query), { afterId: page.after, limit: page.limit });
  }

  count(db: TranslateExecutor, query: ContentQuery): Promise<number> {
    return countRecords(db, this.definition, selectionOf(query));
  }

  read(db: TranslateExecutor, pair: LanguagePair, recordIds: readonly string[]): Promise<SelectedRecord[]> {
    return selectRecords(db, this.definition, recordsOf(pair, recordIds), { afterId: null, limit: recordIds.length });
  }

  readWithLastWrites(db: TranslateExecutor, pair: LanguagePair, recordIds: readonly string[]): Promise<WrittenPage> {
    return selectRecordsWithLastWrites(db, this.definition, recordsOf(pair, recordIds), { afterId: null, limit: recordIds.length });
  }

  /** The rows of the base table. */
  totalQuery(db: DynamicDb): DynamicSelect<TotalRow> {
    return db.selectFrom(this.definition.name).select((eb) => [sql.lit(this.name).as('entity'), eb.fn.countAll().as('count')]);
  }

  changedSinceWrittenQuery(db: DynamicDb, languages: readonly SourcedLanguage[]): DynamicSelect<ChangedSinceWrittenRow> {
    const foreignKey = foreignKeyOf(this.definition);
    const bySource = groupBySource(languages, (language) => language.sourceLanguageId);
    return db
      .selectFrom('ext_translate_history as written')
      .innerJoin(`${translationTable(this.definition)} as src`, (join) => join.onRef(`src.${foreignKey}`, '=', 'written.recordId'))
      .select([sql.lit(this.name).as('entity'), 'written.languageId as languageId', 'written.recordId as recordId'])
      .distinct()
      .where('written.entity', '=', this.name)
      .where('written.state', '=', 'applied')
      .where((eb) => eb.or([...bySource].map(([sourceId, targets]) => eb.and([eb('src.languageId', '=', sourceId), eb('written.languageId', 'in', targets)]))))
      .where(sql<boolean>`written.created_at <= coalesce(src.updated_at, src.created_at)`);
  }

  async changedSourceText(_trx: TranslateTx, write: WriteEvent, source: { languageId: string }): Promise<string | null> {
    if (write.definition.name !== this.name) return null;
    const written = write.translations.get(source.languageId);
    if (!written) return null;
    return this.definition.fields.some((field) => field.translatable && field.translationType && field.name in written) ? write.id : null;
  }

  /** Per language: translation rows whose primary text column is non-empty, in one grouped query. */
  async translatedCounts(db: TranslateExecutor, languages: readonly CoverageLanguage[]): Promise<Map<string, number>> {
    const primary = this.definition.primaryTextField as string;
    const rows = (await dynamicTables(db)
      .selectFrom(translationTable(this.definition))
      .select((eb) => ['languageId', eb.fn.countAll().as('count')])
      .where(
        'languageId',
        'in',
        languages.map((language) => language.id),
      )
      .where(primary, 'is not', null)
      .where(primary, '<>', '')
      .groupBy('languageId')
      .execute()) as { languageId: string; count: unknown }[];
    return new Map(rows.map((row) => [row.languageId, Number(row.count)]));
  }

  /**
   * Set-based: records that write the same fields share one upsert of their translation rows and one
   * statement that supersedes the older `applied` history rows of those fields.
   */
  async writeRecords(trx: TranslateTx, target: TargetLanguage & { jobId: string | null }, records: readonly RecordWrites[], supersede: SupersededRows = 'applied'): Promise<HistoryRow[]> {
    const table = translationTable(this.definition);
    const foreignKey = foreignKeyOf(this.definition);
    const groups = new Map<string, RecordWrites[]>();
    const writing: RecordWrites[] = [];
    for (const record of records) {
      if (record.writes.length === 0) continue;
      writing.push(record);
      const names: string[] = [];
      for (const write of record.writes) names.push(write.field);
      const groupKey = names.sort().join(',');
      const group = groups.get(groupKey);
      if (group) group.push(record);
      else groups.set(groupKey, [record]);
    }
    const now = nowIso();
    for (const [groupKey, group] of groups) {
      const fields = groupKey.split(',');
      const kinds = new Map(fields.map((name) => [name, this.translatableField(name).kind]));
      const rows: Record<string, unknown>[] = [];
      const recordIds: string[] = [];
      for (const record of group) {
        const row: Record<string, unknown> = { [foreignKey]: record.recordId, languageId: target.languageId, createdAt: now, updatedAt: now };
        for (const write of record.writes) row[write.field] = kinds.get(write.field) === 'json' ? storedValue(write.newValue) : write.newValue;
        rows.push(row);
        recordIds.push(record.recordId);
      }
      // One statement per shape and row count, compiled once (compiled-inserts.ts): the update takes
      // updatedAt from the inserted row, which carries `now`.
      const shape = `translation-rows\u0000${table}\u0000${groupKey}`;
      const upsert = (values: Record<string, unknown>[]) =>
        dynamicTables(trx)
          .insertInto(table)
          .values(values)
          .onConflict((conflict) =>
            conflict.columns([foreignKey, 'languageId']).doUpdateSet((eb) => ({
              ...Object.fromEntries(fields.map((field) => [field, eb.ref(`excluded.${field}`)])),
              updatedAt: eb.ref('excluded.updatedAt'),
            })),
          );
      const superseding = supersedeStatements(trx, { entity: this.name, languageId: target.languageId }, recordIds, fields, now, supersede);
      // The fields' older history rows are superseded with the write, on PostgreSQL in its statement
      // (insertCompiledWith: a round trip less for each set of fields).
      const [only] = superseding;
      if (only && superseding.length === 1) await insertCompiledWith(trx, shape, rows, upsert, only);
      else {
        await insertCompiled(trx, shape, rows, upsert);
        for (const statement of superseding) await statement.execute();
      }
    }
    const history: HistoryRow[] = [];
    for (const record of writing) {
      for (const write of record.writes) history.push(historyRow({ entity: this.name, languageId: target.languageId, jobId: target.jobId, recordId: record.recordId, field: write.field }, write, now));
    }
    return history;
  }

  async currentValue(trx: TranslateTx, key: FieldKey): Promise<string | null> {
    const translation = (await dynamicTables(trx)
      .selectFrom(translationTable(this.definition))
      .select(key.field)
      .where(foreignKeyOf(this.definition), '=', key.recordId)
      .where('languageId', '=', key.languageId)
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    return storedValue(translation?.[key.field] ?? null);
  }

  /** Updates the translation row, or creates it when missing; JSON fields get their stored text parsed back. */
  async restoreValue(trx: TranslateTx, key: FieldKey, _locale: string | null, stored: string | null): Promise<void> {
    const field = this.translatableField(key.field);
    const value = stored !== null && field.kind === 'json' ? (JSON.parse(stored) as unknown) : stored;
    const column = { [key.field]: field.kind === 'json' ? storedValue(value) : value };
    const table = translationTable(this.definition);
    const foreignKey = foreignKeyOf(this.definition);
    const tables = dynamicTables(trx);
    const now = nowIso();
    const updated = await tables
      .updateTable(table)
      .set({ ...column, updatedAt: now })
      .where(foreignKey, '=', key.recordId)
      .where('languageId', '=', key.languageId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await tables
        .insertInto(table)
        .values({ [foreignKey]: key.recordId, languageId: key.languageId, ...column, createdAt: now })
        .execute();
    }
  }

  private translatableField(name: string): FieldDefinition {
    const field = this.definition.fields.find((candidate) => candidate.name === name && candidate.translatable);
    if (!field) throw new Error(`${this.name}.${name} is not a translatable field.`);
    return field;
  }
}

const sources = new Map<string, ContentSource>();

/** The content source of a translatable store entity, or undefined. */
export function tableSource(name: string): ContentSource | undefined {
  const cached = sources.get(name);
  if (cached) return cached;
  const definition = translatableEntity(name);
  if (!definition) return undefined;
  const source = new TableSource(definition);
  sources.set(name, source);
  return source;
}
