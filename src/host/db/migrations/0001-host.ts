import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Table = CreateTableBuilder<any, any>;

// JSON is stored as text on both dialects, so reads and writes behave the same everywhere.
const JSON_TEXT = 'text';

function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz');
}

function idColumn(table: Table): Table {
  return table.addColumn('id', 'varchar(32)', (c) => c.primaryKey());
}

/** Store content: a base table and a translation table (one row per record and language). */
async function translatable(
  db: Kysely<any>,
  name: string,
  base: (table: Table) => Table,
  translated: (table: Table) => Table,
): Promise<void> {
  await base(timestamps(idColumn(db.schema.createTable(name)))).execute();
  await timestamps(
    translated(
      db.schema
        .createTable(`${name}_translation`)
        .addColumn(`${name}_id`, 'varchar(32)', (c) => c.notNull().references(`${name}.id`).onDelete('cascade'))
        .addColumn('language_id', 'varchar(32)', (c) => c.notNull().references('language.id').onDelete('cascade')),
    ).addColumn('custom_fields', JSON_TEXT),
  )
    .addPrimaryKeyConstraint(`${name}_translation_pk`, [`${name}_id`, 'language_id'])
    .execute();
  await db.schema.createIndex(`${name}_translation_language_idx`).on(`${name}_translation`).column('language_id').execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await timestamps(
    idColumn(db.schema.createTable('locale'))
      .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('territory', 'varchar(255)', (c) => c.notNull()),
  ).execute();

  await timestamps(
    idColumn(db.schema.createTable('language'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('locale_code', 'varchar(16)', (c) => c.notNull().references('locale.code'))
      .addColumn('parent_id', 'varchar(32)', (c) => c.references('language.id').onDelete('set null')),
  ).execute();

  await timestamps(
    idColumn(db.schema.createTable('custom_field'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('translatable', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
      .addColumn('label', 'varchar(255)'),
  ).execute();

  await translatable(
    db,
    'product_manufacturer',
    (t) => t.addColumn('link', 'varchar(1024)'),
    (t) => t.addColumn('name', 'varchar(255)').addColumn('description', 'text'),
  );
  await translatable(
    db,
    'unit',
    (t) => t,
    (t) => t.addColumn('name', 'varchar(255)').addColumn('short_code', 'varchar(255)'),
  );
  await translatable(
    db,
    'delivery_time',
    (t) =>
      t
        .addColumn('min', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo('day')),
    (t) => t.addColumn('name', 'varchar(255)'),
  );
  await translatable(
    db,
    'category',
    (t) =>
      t
        .addColumn('parent_id', 'varchar(32)', (c) => c.references('category.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(sql`true`)),
    (t) =>
      t
        .addColumn('name', 'varchar(255)')
        .addColumn('description', 'text')
        .addColumn('meta_title', 'varchar(255)')
        .addColumn('meta_description', 'varchar(255)')
        .addColumn('keywords', 'varchar(255)'),
  );
  await translatable(
    db,
    'media',
    (t) =>
      t
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('mime_type', 'varchar(255)')
        .addColumn('file_size', 'integer'),
    (t) => t.addColumn('title', 'varchar(255)').addColumn('alt', 'varchar(255)'),
  );
  await translatable(
    db,
    'product',
    (t) =>
      t
        .addColumn('product_number', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price', 'double precision')
        .addColumn('manufacturer_id', 'varchar(32)', (c) => c.references('product_manufacturer.id').onDelete('set null'))
        .addColumn('unit_id', 'varchar(32)', (c) => c.references('unit.id').onDelete('set null'))
        .addColumn('delivery_time_id', 'varchar(32)', (c) => c.references('delivery_time.id').onDelete('set null'))
        .addColumn('category_id', 'varchar(32)', (c) => c.references('category.id').onDelete('set null'))
        .addColumn('cover_id', 'varchar(32)', (c) => c.references('media.id').onDelete('set null')),
    (t) =>
      t
        .addColumn('name', 'varchar(255)')
        .addColumn('description', 'text')
        .addColumn('meta_title', 'varchar(255)')
        .addColumn('meta_description', 'varchar(255)')
        .addColumn('keywords', 'varchar(255)')
        .addColumn('pack_unit', 'varchar(255)')
        .addColumn('pack_unit_plural', 'varchar(255)')
        .addColumn('custom_search_keywords', JSON_TEXT),
  );
  await db.schema.createIndex('product_category_idx').on('product').column('category_id').execute();
  await translatable(
    db,
    'cms_page',
    (t) => t.addColumn('type', 'varchar(64)', (c) => c.notNull().defaultTo('page')),
    (t) => t.addColumn('name', 'varchar(255)'),
  );
  await translatable(
    db,
    'cms_slot',
    (t) =>
      t
        .addColumn('cms_page_id', 'varchar(32)', (c) => c.notNull().references('cms_page.id').onDelete('cascade'))
        .addColumn('slot', 'varchar(64)', (c) => c.notNull())
        .addColumn('type', 'varchar(64)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
    (t) => t.addColumn('config', JSON_TEXT),
  );
  await translatable(
    db,
    'property_group',
    (t) =>
      t
        .addColumn('display_type', 'varchar(32)', (c) => c.notNull().defaultTo('text'))
        .addColumn('sorting_type', 'varchar(32)', (c) => c.notNull().defaultTo('alphanumeric')),
    (t) => t.addColumn('name', 'varchar(255)').addColumn('description', 'text'),
  );
  await translatable(
    db,
    'property_group_option',
    (t) =>
      t
        .addColumn('group_id', 'varchar(32)', (c) => c.notNull().references('property_group.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('color_hex_code', 'varchar(16)'),
    (t) => t.addColumn('name', 'varchar(255)'),
  );
  for (const name of ['shipping_method', 'payment_method']) {
    await translatable(
      db,
      name,
      (t) =>
        t
          .addColumn('technical_name', 'varchar(255)', (c) => c.notNull().unique())
          .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
      (t) => t.addColumn('name', 'varchar(255)').addColumn('description', 'text'),
    );
  }

  await timestamps(
    idColumn(db.schema.createTable('snippet_set'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('iso', 'varchar(16)', (c) => c.notNull().references('locale.code')),
  ).execute();
  await timestamps(
    idColumn(db.schema.createTable('snippet'))
      .addColumn('set_id', 'varchar(32)', (c) => c.notNull().references('snippet_set.id').onDelete('cascade'))
      .addColumn('translation_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addUniqueConstraint('snippet_set_key_unique', ['set_id', 'translation_key']),
  ).execute();

  await timestamps(
    idColumn(db.schema.createTable('acl_role'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('privileges', JSON_TEXT, (c) => c.notNull()),
  ).execute();
  await timestamps(
    idColumn(db.schema.createTable('user'))
      .addColumn('username', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('admin', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
      .addColumn('acl_role_ids', JSON_TEXT, (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(sql`true`)),
  ).execute();
  await timestamps(
    idColumn(db.schema.createTable('integration'))
      .addColumn('label', 'varchar(255)', (c) => c.notNull())
      .addColumn('access_key', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('secret_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('admin', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
      .addColumn('acl_role_ids', JSON_TEXT, (c) => c.notNull())
      .addColumn('last_usage_at', 'timestamptz'),
  ).execute();
  await idColumn(db.schema.createTable('refresh_token'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('family_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_token_family_idx').on('refresh_token').column('family_id').execute();

  await timestamps(
    idColumn(db.schema.createTable('system_config'))
      .addColumn('configuration_key', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('configuration_value', JSON_TEXT, (c) => c.notNull()),
  ).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
