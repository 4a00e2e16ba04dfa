/**
 * What can be translated (spec "Entity record", "GET /entities"; DESIGN.md section 5): every
 * translatable store entity of the installation in the order of `contentEntities`, then the
 * pseudo-entity `snippet`.
 */
import { sql } from 'kysely';
import type { TranslateDb } from './db/translate-schema.js';
import type { EntityDefinition, FieldDefinition, TranslationType } from '../host/entities/definition.js';
import { contentEntities, findEntity } from '../host/entities/definitions.js';
import { dynamicTables } from '../host/entities/dynamic-tables.js';
import { SYSTEM_LANGUAGE_ID } from '../host/entities/repository.js';
import { SNIPPET_ENTITY, snippetSetFor, translatableEntity } from './engine/select.js';
import { localeOfLanguage } from './languages.js';

export interface EntityField {
  property: string;
  type: TranslationType;
  /** The column limit; 0 for JSON-stored fields (custom fields, string lists, structures). */
  maxLength: number;
}

export interface EntityRecord {
  name: string;
  label: string;
  /** Rows of the base table; for `snippet` the snippets of the system language's set. */
  total: number;
  fields: EntityField[];
}

export const SNIPPET_LABEL = 'Snippets';

/**
 * The translatable store entities the installation has. Every entity of `contentEntities` has its
 * tables from the migrations; one without translatable text (no primary text column) is left out.
 */
export function translatableStoreEntities(): EntityDefinition[] {
  return contentEntities.filter((definition) => translatableEntity(definition.name) !== undefined);
}

function reportedField(field: FieldDefinition): EntityField {
  return {
    property: field.name,
    type: field.translationType ?? 'text',
    maxLength: field.kind === 'json' ? 0 : (field.maxLength ?? 0),
  };
}

/** The translatable fields of an entity as GET /entities reports them. */
export function entityFields(definition: EntityDefinition): EntityField[] {
  return definition.fields.filter((field) => field.translatable).map(reportedField);
}

/** The one field of a snippet: its value (type text, the limit of the `snippet.value` column). */
export function snippetFields(): EntityField[] {
  const value = findEntity('snippet')?.fields.find((field) => field.name === 'value');
  return [{ property: 'value', type: 'text', maxLength: value?.maxLength ?? 0 }];
}

/** Base-table row counts of these entities, in one query (a UNION ALL of one count per table). */
export async function entityTotals(db: TranslateDb, definitions: readonly EntityDefinition[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (definitions.length === 0) return totals;
  const counts = definitions.map((definition) =>
    dynamicTables(db).selectFrom(definition.name).select((eb) => [sql.lit(definition.name).as('entity'), eb.fn.countAll().as('count')]),
  );
  const [first, ...rest] = counts;
  const query = rest.reduce((union, next) => union.unionAll(next), first!);
  for (const row of (await query.execute()) as { entity: string; count: unknown }[]) totals.set(row.entity, Number(row.count));
  return totals;
}

/** The snippet set of the system language's locale (en-GB), as the engine picks it, or null. */
export async function systemSnippetSet(db: TranslateDb): Promise<string | null> {
  const locale = await localeOfLanguage(db, SYSTEM_LANGUAGE_ID);
  return locale === null ? null : snippetSetFor(db, locale);
}

/** How many snippets a set holds (0 for no set). */
export async function snippetCount(db: TranslateDb, setId: string | null): Promise<number> {
  if (setId === null) return 0;
  const row = await db
    .selectFrom('snippet')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('setId', '=', setId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** GET /entities: every translatable entity with its row total and fields, ending with `snippet`. */
export async function listEntities(db: TranslateDb): Promise<EntityRecord[]> {
  const definitions = translatableStoreEntities();
  const [totals, snippets] = await Promise.all([entityTotals(db, definitions), systemSnippetSet(db).then((setId) => snippetCount(db, setId))]);
  return [
    ...definitions.map((definition) => ({
      name: definition.name,
      label: definition.label,
      total: totals.get(definition.name) ?? 0,
      fields: entityFields(definition),
    })),
    { name: SNIPPET_ENTITY, label: SNIPPET_LABEL, total: snippets, fields: snippetFields() },
  ];
}
