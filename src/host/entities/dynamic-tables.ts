import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';

/**
 * A handle on tables chosen at run time from entity definitions (the generic repository, and the
 * translation tables of the store entities, whose names and columns come from their definitions).
 * Code that names its tables in the source uses a typed schema instead (src/translate/model/tables/translate-schema.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DynamicDb = Kysely<any>;

/** A statement over tables chosen at run time whose result rows have a known shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DynamicSelect<Row> = SelectQueryBuilder<any, any, Row>;

/** The same handle for any typed one: it reads and writes the same database, without column types. */
export function dynamicTables<Schema>(db: Kysely<Schema> | Transaction<Schema>): DynamicDb {
  return db as DynamicDb;
}
