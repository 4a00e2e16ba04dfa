import type { ColumnType } from 'kysely';

/** Read as 1/0 on SQLite and true/false on PostgreSQL (read with fromDbBool), written as 1/0 (toDbBool). */
type BooleanColumn = ColumnType<number | boolean, number | undefined, number>;

/** `ext_translate_glossary`: one term, unique by its lower-cased value (`termKey`). */
export interface GlossaryTable {
  id: string;
  term: string;
  termKey: string;
  /** `keep` or `replace`. */
  mode: ColumnType<string, string | undefined, string>;
  caseSensitive: BooleanColumn;
  /** JSON object: locale code -> translation (null: keep the term in that locale). */
  translations: string;
  active: BooleanColumn;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GlossaryTableSchema {
  ext_translate_glossary: GlossaryTable;
}
