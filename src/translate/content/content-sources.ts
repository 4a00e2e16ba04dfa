/**
 * Finding the content source of an entity name: the snippets, or a translatable store entity's table.
 *
 * @packageDocumentation
 */
import { contentEntities } from '../../host/entities/definitions.js';
import { dynamicTables } from '../../host/entities/dynamic-tables.js';
import type { TranslateExecutor, TranslateTx } from '../model/tables/translate-schema.js';
import { insertHistoryRows } from '../model/history-rows.js';
import type { ContentSource, FieldKey, SourcedLanguage } from './content-source.js';
import { snippetSource } from './snippet-source.js';
import { tableSource } from './table-source.js';

/** Sources that are no store entity's table, by entity name. */
const sourcesBeyondTables: ReadonlyMap<string, ContentSource> = new Map([[snippetSource.name, snippetSource]]);

/** The content source of an entity name, or undefined when it names nothing translatable. */
export function contentSource(name: string): ContentSource | undefined {
  return sourcesBeyondTables.get(name) ?? tableSource(name);
}

export function isSupportedEntity(name: string): boolean {
  return contentSource(name) !== undefined;
}

/**
 * Every content source of the installation: the translatable store entities in the order of
 * `contentEntities` (one without translatable text is left out), then the snippets.
 */
export function contentSources(): ContentSource[] {
  const tables = contentEntities.map((definition) => tableSource(definition.name)).filter((source): source is ContentSource => source !== undefined);
  return [...tables, snippetSource];
}

/** The record totals of these sources by entity name, in one statement (a UNION ALL of one count per source). */
export async function recordTotals(db: TranslateExecutor, sources: readonly ContentSource[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const [first, ...rest] = sources.map((source) => source.totalQuery(dynamicTables(db)));
  if (!first) return totals;
  const rows = await rest.reduce((union, next) => union.unionAll(next), first).execute();
  for (const row of rows) totals.set(row.entity, Number(row.count));
  return totals;
}

/**
 * Per entity and language, the records the service wrote there before their source last changed
 * (ContentSource.changedSinceWrittenQuery), every source's in one statement.
 */
export async function changedSinceWritten(db: TranslateExecutor, sources: readonly ContentSource[], languages: readonly SourcedLanguage[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const [first, ...rest] = languages.length === 0 ? [] : sources.map((source) => source.changedSinceWrittenQuery(dynamicTables(db), languages));
  if (!first) return found;
  const rows = await rest.reduce((union, next) => union.unionAll(next), first).execute();
  for (const row of rows) {
    const key = entityLanguageKey(row.entity, row.languageId);
    found.set(key, [...(found.get(key) ?? []), row.recordId]);
  }
  return found;
}

export function entityLanguageKey(entity: string, languageId: string): string {
  return `${entity}\u0000${languageId}`;
}

/** One translated field to write, with the job it belongs to (null outside a job). */
export interface FieldWrite extends FieldKey {
  jobId: string | null;
  previousValue: unknown;
  newValue: unknown;
  sourceValue: unknown;
}

/**
 * Writes one translated field and its history row in the caller's transaction: the new row is
 * `applied`, earlier `applied` rows of the same field become `superseded`. Answers the history row's id.
 * @param targetLocale the target language's locale (snippets pick their set by it)
 */
export async function applyFieldWrite(trx: TranslateTx, write: FieldWrite, targetLocale?: string): Promise<string> {
  const source = contentSource(write.entity);
  if (!source) throw new Error(`${write.entity} is not a translatable entity.`);
  const rows = await source.writeRecords(trx, { languageId: write.languageId, locale: targetLocale ?? null, jobId: write.jobId }, [
    { recordId: write.recordId, writes: [{ field: write.field, previousValue: write.previousValue, newValue: write.newValue, sourceValue: write.sourceValue }] },
  ]);
  await insertHistoryRows(trx, rows);
  return rows[0]!.id;
}
