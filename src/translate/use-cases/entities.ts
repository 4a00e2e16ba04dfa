/**
 * What can be translated (docs/reports.md, "GET /entities"): every translatable store entity of
 * the installation in the order of `contentEntities`, then the pseudo-entity `snippet`.
 */
import type { EntityField, LanguageSet } from '../content/content-source.js';
import { contentSources, recordTotals } from '../content/content-sources.js';
import type { TranslateDb } from '../model/tables/translate-schema.js';

export type { EntityField, LanguageSet };

export interface EntityRecord {
  name: string;
  label: string;
  /** Rows of the base table; for `snippet` the snippets of the system language's set. */
  total: number;
  fields: EntityField[];
  /** The property history rows name a record by (`recordId`); beside the spec's fields. */
  recordKey: string;
  /** Where a language's records are when a record does not hold every language (snippets); else null. */
  languageSet: LanguageSet | null;
}

/** GET /entities: every translatable entity with its record total and fields, ending with `snippet`. */
export async function listEntities(db: TranslateDb): Promise<EntityRecord[]> {
  const sources = contentSources();
  const totals = await recordTotals(db, sources);
  return sources.map((source) => ({
    name: source.name,
    label: source.label,
    total: totals.get(source.name) ?? 0,
    fields: source.entityFields(),
    recordKey: source.recordKey,
    languageSet: source.languageSet === null ? null : { ...source.languageSet },
  }));
}
