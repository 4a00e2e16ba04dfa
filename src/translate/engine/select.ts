import { sql } from 'kysely';
import type { TranslateExecutor } from '../db/translate-schema.js';
import { translationTable, type EntityDefinition, type FieldDefinition } from '../../host/entities/definition.js';
import { findEntity } from '../../host/entities/definitions.js';
import { dynamicTables } from '../../host/entities/dynamic-tables.js';
import { toApiValue } from '../../host/entities/values.js';
import type { EntityScope } from '../job-config.js';

/**
 * Which records a run processes, and their source and target values (spec "What the service does";
 * DESIGN.md section 5). Store entities read their translation tables; the pseudo-entity `snippet`
 * reads the snippet set whose iso is the source locale and the one whose iso is the target locale.
 */

export const SNIPPET_ENTITY = 'snippet';

/** One record as the engine sees it: the translatable values in the source and in the target language. */
export interface SelectedRecord {
  /** Record id; for snippets the translation key. */
  id: string;
  source: Record<string, unknown>;
  /** Null when the target has no translation row (or, for snippets, no snippet) yet. */
  target: Record<string, unknown> | null;
}

export interface SelectionQuery {
  scope: EntityScope;
  ids: string[] | null;
  sourceLanguageId: string;
  targetLanguageId: string;
}

export interface SnippetQuery {
  scope: EntityScope;
  /** With scope `selection`: ids of snippets of the source set (UUIDs, as the spec's selection requires). */
  ids: string[] | null;
  /** Translation keys to read regardless of scope (a planned batch names its records by key). */
  keys?: string[] | null;
  sourceLocale: string;
  targetLocale: string;
}

type Executor = TranslateExecutor;

function camel(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** `sourceMetaTitle`: an alias the CamelCasePlugin maps to snake case and back unchanged. */
function alias(side: 'source' | 'target', field: FieldDefinition): string {
  return `${side}${field.name.charAt(0).toUpperCase()}${field.name.slice(1)}`;
}

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
  db: Executor,
  definition: EntityDefinition,
  query: SelectionQuery,
  page: { afterId: string | null; limit: number },
): Promise<SelectedRecord[]> {
  const foreignKey = `${camel(definition.name)}Id`;
  const fields = translatedFields(definition);

  if (query.scope === 'selection' && (!query.ids || query.ids.length === 0)) return [];
  let statement = selectionBase(db, definition, query).select([
    `src.${foreignKey} as recordId`,
    sql<number>`case when ${sql.ref(`tgt.${foreignKey}`)} is null then 0 else 1 end`.as('hasTarget'),
    ...fields.map((field) => `src.${field.name} as ${alias('source', field)}`),
    ...fields.map((field) => `tgt.${field.name} as ${alias('target', field)}`),
  ]);
  if (page.afterId !== null) statement = statement.where(`src.${foreignKey}`, '>', page.afterId);
  const rows = (await statement.orderBy(`src.${foreignKey}`).limit(page.limit).execute()) as Record<string, unknown>[];

  return rows.map((row) => {
    const source: Record<string, unknown> = {};
    const target: Record<string, unknown> = {};
    for (const field of fields) {
      source[field.name] = toApiValue(field, row[alias('source', field)]);
      target[field.name] = toApiValue(field, row[alias('target', field)]);
    }
    return { id: row.recordId as string, source, target: Number(row.hasTarget) === 1 ? target : null };
  });
}

/** How many records a run of this entity would process (the estimate's `items`). */
export async function countRecords(db: Executor, definition: EntityDefinition, query: SelectionQuery): Promise<number> {
  if (query.scope === 'selection' && (!query.ids || query.ids.length === 0)) return 0;
  const row = await selectionBase(db, definition, query)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number((row as { count?: unknown } | undefined)?.count ?? 0);
}

/** The ids of the records a run processes, in id order, `limit` at a time after `afterId` (planning reads no content). */
export async function selectRecordIds(
  db: Executor,
  definition: EntityDefinition,
  query: SelectionQuery,
  page: { afterId: string | null; limit: number },
): Promise<string[]> {
  if (query.scope === 'selection' && (!query.ids || query.ids.length === 0)) return [];
  const foreignKey = `${camel(definition.name)}Id`;
  let statement = selectionBase(db, definition, query).select(`src.${foreignKey} as recordId`);
  if (page.afterId !== null) statement = statement.where(`src.${foreignKey}`, '>', page.afterId);
  const rows = (await statement.orderBy(`src.${foreignKey}`).limit(page.limit).execute()) as { recordId: string }[];
  return rows.map((row) => row.recordId);
}

/** The source rows of a selection joined to their target rows, filtered by scope (no columns selected yet). */
function selectionBase(db: Executor, definition: EntityDefinition, query: SelectionQuery) {
  const table = translationTable(definition);
  const foreignKey = `${camel(definition.name)}Id`;
  const primary = definition.primaryTextField as string;
  let statement = dynamicTables(db)
    .selectFrom(`${table} as src`)
    .leftJoin(`${table} as tgt`, (join) => join.onRef(`tgt.${foreignKey}`, '=', `src.${foreignKey}`).on('tgt.languageId', '=', query.targetLanguageId))
    .where('src.languageId', '=', query.sourceLanguageId)
    .where(sql<boolean>`not ${emptyText(`src.${primary}`)}`);
  if (query.scope === 'selection' && query.ids) statement = statement.where(`src.${foreignKey}`, 'in', query.ids);
  if (query.scope === 'missing') statement = statement.where(emptyText(`tgt.${primary}`));
  return statement;
}

/** The snippet set whose iso is this locale (the first by name when several exist), or null. */
export async function snippetSetFor(db: Executor, locale: string): Promise<string | null> {
  const row = await db.selectFrom('snippet_set').select('id').where('iso', '=', locale).orderBy('name').orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Snippets of the source set in translation-key order, each with the target set's value. Scope
 * `missing` keeps keys the target set lacks or holds empty; `selection` takes ids of source snippets; `keys`
 * reads the given translation keys (a planned batch).
 * Returns null when the source or the target set is missing (the estimate warns about each).
 */
export async function selectSnippets(
  db: Executor,
  query: SnippetQuery,
  page: { afterKey: string | null; limit: number },
): Promise<SelectedRecord[] | null> {
  const [sourceSet, targetSet] = await Promise.all([snippetSetFor(db, query.sourceLocale), snippetSetFor(db, query.targetLocale)]);
  if (sourceSet === null || targetSet === null) return null;
  let statement = db
    .selectFrom('snippet as src')
    .leftJoin('snippet as tgt', (join) => join.onRef('tgt.translationKey', '=', 'src.translationKey').on('tgt.setId', '=', targetSet))
    .select(['src.translationKey as key', 'src.value as sourceValue', 'tgt.value as targetValue', 'tgt.id as targetId'])
    .where('src.setId', '=', sourceSet)
    .where(sql<boolean>`not ${emptyText('src.value')}`);
  if (query.keys) {
    if (query.keys.length === 0) return [];
    statement = statement.where('src.translationKey', 'in', query.keys);
  } else if (query.scope === 'selection') {
    if (!query.ids || query.ids.length === 0) return [];
    statement = statement.where('src.id', 'in', query.ids);
  }
  if (query.scope === 'missing') statement = statement.where(emptyText('tgt.value'));
  if (page.afterKey !== null) statement = statement.where('src.translationKey', '>', page.afterKey);
  const rows = (await statement.orderBy('src.translationKey').limit(page.limit).execute()) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: row.key as string,
    source: { value: row.sourceValue },
    target: row.targetId === null || row.targetId === undefined ? null : { value: row.targetValue },
  }));
}
