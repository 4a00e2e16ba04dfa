import { PostgresDialect, sql, type DatabaseIntrospector, type DatabaseMetadata, type DatabaseMetadataOptions, type SchemaMetadata, type TableMetadata } from 'kysely';

/** The database an introspector reads, as Kysely hands it over (without the service's plugins). */
type IntrospectedDatabase = Parameters<PostgresDialect['createIntrospector']>[0];

/**
 * PostgreSQL as Kysely speaks it, but with an introspection that sees only the connection's current
 * schema: the installation's own. Kysely's migrator asks for the tables twice a run (is there a
 * `kysely_migration`, a `kysely_migration_lock`?), and Kysely's own PostgreSQL introspector answers with
 * every column of every table of every schema on the server, calling `col_description()` and
 * `pg_get_serial_sequence()` for each: its time grows with what other installations (or test files)
 * keep on the same server, and it fails ("schema ... does not exist") while one of them drops a schema.
 */
export class InstallationPostgresDialect extends PostgresDialect {
  override createIntrospector(db: IntrospectedDatabase): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

interface ColumnRow {
  table: string;
  table_type: string;
  schema: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
}

/** Kysely's table metadata, for the tables and views of `current_schema()` only. */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: IntrospectedDatabase) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    // Kysely's own bookkeeping tables (by their default names) only when asked for, as Kysely does.
    const internal = options.withInternalKyselyTables ? sql`` : sql`and c.relname not in ('kysely_migration', 'kysely_migration_lock')`;
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as table_type, ns.nspname as schema, a.attname as column,
        a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as type, dtns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as auto_incrementing
      from pg_catalog.pg_namespace ns
      join pg_catalog.pg_class c on c.relnamespace = ns.oid
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped ${internal}
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, { name: string; isView: boolean; schema: string; columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, isView: row.table_type === 'v', schema: row.schema, columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing !== null,
        ...(row.column_description === null ? {} : { comment: row.column_description }),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
