import type { ColumnType } from 'kysely';

/** `custom_field`: a registered custom field; only translatable text and html ones are translated. */
export interface CustomFieldTable {
  id: string;
  name: string;
  type: string;
  /** Read as 1/0 on SQLite and true/false on PostgreSQL (read it with fromDbBool), written as 1/0 (toDbBool). */
  translatable: ColumnType<number | boolean, number, number>;
  label: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface CustomFieldTableSchema {
  custom_field: CustomFieldTable;
}
