import type { EntityDefinition, FieldDefinition, Operation } from './definition.js';

const ALL: readonly Operation[] = ['read', 'create', 'update', 'delete'];

const id: FieldDefinition = { name: 'id', kind: 'id', readOnly: true };
const createdAt: FieldDefinition = { name: 'createdAt', kind: 'datetime', readOnly: true };
const updatedAt: FieldDefinition = { name: 'updatedAt', kind: 'datetime', readOnly: true };

function text(name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { name, kind: 'string', maxLength: 255, translatable: true, translationType: 'text', ...extra };
}
function html(name: string): FieldDefinition {
  return { name, kind: 'text', maxLength: 65535, translatable: true, translationType: 'html' };
}
function longText(name: string): FieldDefinition {
  return { name, kind: 'text', maxLength: 65535, translatable: true, translationType: 'text' };
}
const customFields: FieldDefinition = {
  name: 'customFields',
  kind: 'json',
  json: 'object',
  translatable: true,
  translationType: 'custom_fields',
};

function content(
  name: string,
  label: string,
  base: FieldDefinition[],
  translated: FieldDefinition[],
  associations?: EntityDefinition['associations'],
): EntityDefinition {
  const primary = translated.find((field) => field.translationType === 'text' || field.translationType === 'structure');
  return {
    name,
    label,
    fields: [id, ...base, ...translated, customFields, createdAt, updatedAt],
    primaryTextField: primary?.name,
    operations: ALL,
    ...(associations ? { associations } : {}),
    defaultSort: { field: 'createdAt', order: 'ASC' },
  };
}

/** Store content, in the order GET /entities lists it. */
export const contentEntities: EntityDefinition[] = [
  content(
    'product',
    'Products',
    [
      { name: 'productNumber', kind: 'string', maxLength: 64, required: true },
      { name: 'active', kind: 'bool' },
      { name: 'stock', kind: 'int', min: 0 },
      { name: 'price', kind: 'float' },
      { name: 'manufacturerId', kind: 'id', references: 'product_manufacturer' },
      { name: 'unitId', kind: 'id', references: 'unit' },
      { name: 'deliveryTimeId', kind: 'id', references: 'delivery_time' },
      { name: 'categoryId', kind: 'id', references: 'category' },
      { name: 'coverId', kind: 'id', references: 'media' },
    ],
    [
      text('name', { required: true }),
      html('description'),
      text('metaTitle'),
      text('metaDescription'),
      text('keywords'),
      text('packUnit'),
      text('packUnitPlural'),
      { name: 'customSearchKeywords', kind: 'json', json: 'string_list', translatable: true, translationType: 'string_list' },
    ],
    {
      manufacturer: { kind: 'manyToOne', entity: 'product_manufacturer', field: 'manufacturerId' },
      unit: { kind: 'manyToOne', entity: 'unit', field: 'unitId' },
      deliveryTime: { kind: 'manyToOne', entity: 'delivery_time', field: 'deliveryTimeId' },
      category: { kind: 'manyToOne', entity: 'category', field: 'categoryId' },
      cover: { kind: 'manyToOne', entity: 'media', field: 'coverId' },
    },
  ),
  content(
    'category',
    'Categories',
    [
      { name: 'parentId', kind: 'id', references: 'category' },
      { name: 'position', kind: 'int' },
      { name: 'active', kind: 'bool' },
    ],
    [text('name', { required: true }), html('description'), text('metaTitle'), text('metaDescription'), text('keywords')],
    {
      parent: { kind: 'manyToOne', entity: 'category', field: 'parentId' },
      children: { kind: 'oneToMany', entity: 'category', field: 'parentId' },
      products: { kind: 'oneToMany', entity: 'product', field: 'categoryId' },
    },
  ),
  content('cms_page', 'Shopping experiences', [{ name: 'type', kind: 'string', maxLength: 64 }], [text('name', { required: true })], {
    slots: { kind: 'oneToMany', entity: 'cms_slot', field: 'cmsPageId' },
  }),
  content(
    'cms_slot',
    'CMS slots',
    [
      { name: 'cmsPageId', kind: 'id', references: 'cms_page', required: true },
      { name: 'slot', kind: 'string', maxLength: 64, required: true },
      { name: 'type', kind: 'string', maxLength: 64, required: true },
      { name: 'position', kind: 'int' },
    ],
    [{ name: 'config', kind: 'json', json: 'object', translatable: true, translationType: 'structure' }],
    { cmsPage: { kind: 'manyToOne', entity: 'cms_page', field: 'cmsPageId' } },
  ),
  content('product_manufacturer', 'Manufacturers', [{ name: 'link', kind: 'string', maxLength: 1024 }], [
    text('name', { required: true }),
    html('description'),
  ]),
  content(
    'property_group',
    'Property groups',
    [
      { name: 'displayType', kind: 'string', maxLength: 32, enum: ['text', 'color', 'image', 'select'] },
      { name: 'sortingType', kind: 'string', maxLength: 32, enum: ['alphanumeric', 'position'] },
    ],
    [text('name', { required: true }), longText('description')],
    { options: { kind: 'oneToMany', entity: 'property_group_option', field: 'groupId' } },
  ),
  content(
    'property_group_option',
    'Property options',
    [
      { name: 'groupId', kind: 'id', references: 'property_group', required: true },
      { name: 'position', kind: 'int' },
      { name: 'colorHexCode', kind: 'string', maxLength: 16 },
    ],
    [text('name', { required: true })],
    { group: { kind: 'manyToOne', entity: 'property_group', field: 'groupId' } },
  ),
  content('unit', 'Units', [], [text('name', { required: true }), text('shortCode')]),
  content(
    'delivery_time',
    'Delivery times',
    [
      { name: 'min', kind: 'int', min: 0 },
      { name: 'max', kind: 'int', min: 0 },
      { name: 'unit', kind: 'string', maxLength: 16, enum: ['hour', 'day', 'week', 'month', 'year'] },
    ],
    [text('name', { required: true })],
  ),
  content(
    'shipping_method',
    'Shipping methods',
    [
      { name: 'technicalName', kind: 'string', maxLength: 255, required: true },
      { name: 'active', kind: 'bool' },
      { name: 'position', kind: 'int' },
    ],
    [text('name', { required: true }), html('description')],
  ),
  content(
    'payment_method',
    'Payment methods',
    [
      { name: 'technicalName', kind: 'string', maxLength: 255, required: true },
      { name: 'active', kind: 'bool' },
      { name: 'position', kind: 'int' },
    ],
    [text('name', { required: true }), html('description')],
  ),
  content(
    'media',
    'Media',
    [
      { name: 'fileName', kind: 'string', maxLength: 255, required: true },
      { name: 'mimeType', kind: 'string', maxLength: 255 },
      { name: 'fileSize', kind: 'int', min: 0 },
    ],
    [text('title'), text('alt')],
  ),
];

/** An entity without translations: id, the given fields, createdAt and updatedAt; every operation unless `extra` says otherwise. */
export function plainEntity(
  name: string,
  label: string,
  fields: FieldDefinition[],
  extra: Partial<EntityDefinition> = {},
): EntityDefinition {
  return {
    name,
    label,
    fields: [id, ...fields, createdAt, updatedAt],
    operations: ALL,
    defaultSort: { field: 'createdAt', order: 'ASC' },
    ...extra,
  };
}

export const platformEntities: EntityDefinition[] = [
  plainEntity(
    'locale',
    'Locales',
    [
      { name: 'code', kind: 'string', maxLength: 16, required: true },
      { name: 'name', kind: 'string', maxLength: 255, required: true },
      { name: 'territory', kind: 'string', maxLength: 255, required: true },
    ],
    { operations: ['read'], defaultSort: { field: 'code', order: 'ASC' } },
  ),
  plainEntity(
    'language',
    'Languages',
    [
      { name: 'name', kind: 'string', maxLength: 255, required: true },
      { name: 'localeCode', kind: 'string', maxLength: 16, required: true, references: 'locale', referencesField: 'code' },
      { name: 'parentId', kind: 'id', references: 'language' },
    ],
    {
      associations: { parent: { kind: 'manyToOne', entity: 'language', field: 'parentId' } },
      defaultSort: { field: 'name', order: 'ASC' },
    },
  ),
  plainEntity('custom_field', 'Custom fields', [
    { name: 'name', kind: 'string', maxLength: 255, required: true },
    { name: 'type', kind: 'string', maxLength: 32, required: true, enum: ['text', 'html', 'int', 'float', 'bool', 'select', 'json'] },
    { name: 'translatable', kind: 'bool' },
    { name: 'label', kind: 'string', maxLength: 255 },
  ]),
  plainEntity(
    'snippet_set',
    'Snippet sets',
    [
      { name: 'name', kind: 'string', maxLength: 255, required: true },
      { name: 'iso', kind: 'string', maxLength: 16, required: true, references: 'locale', referencesField: 'code' },
    ],
    { associations: { snippets: { kind: 'oneToMany', entity: 'snippet', field: 'setId' } } },
  ),
  plainEntity(
    'snippet',
    'Snippets',
    [
      { name: 'setId', kind: 'id', references: 'snippet_set', required: true },
      { name: 'translationKey', kind: 'string', maxLength: 255, required: true },
      { name: 'value', kind: 'text', maxLength: 65535, required: true },
    ],
    { associations: { set: { kind: 'manyToOne', entity: 'snippet_set', field: 'setId' } } },
  ),
  plainEntity(
    'acl_role',
    'Roles',
    [
      { name: 'name', kind: 'string', maxLength: 255, required: true },
      { name: 'description', kind: 'text', maxLength: 65535 },
      { name: 'privileges', kind: 'json', json: 'string_list', required: true },
    ],
    { adminOnly: true },
  ),
  plainEntity(
    'user',
    'Users',
    [
      { name: 'username', kind: 'string', maxLength: 255, required: true },
      { name: 'password', kind: 'string', maxLength: 1024, required: true, writeOnly: true, virtual: true },
      { name: 'admin', kind: 'bool' },
      { name: 'active', kind: 'bool' },
      { name: 'aclRoleIds', kind: 'json', json: 'id_list', references: 'acl_role' },
    ],
    { adminOnly: true, defaultSort: { field: 'username', order: 'ASC' } },
  ),
  plainEntity(
    'integration',
    'Integrations',
    [
      { name: 'label', kind: 'string', maxLength: 255, required: true },
      { name: 'accessKey', kind: 'string', maxLength: 64 },
      { name: 'secretAccessKey', kind: 'string', maxLength: 1024, writeOnly: true, virtual: true },
      { name: 'admin', kind: 'bool' },
      { name: 'aclRoleIds', kind: 'json', json: 'id_list', references: 'acl_role' },
      { name: 'lastUsageAt', kind: 'datetime', readOnly: true },
    ],
    { adminOnly: true },
  ),
];

/** The host's own entities: the platform's and the store content. */
export const hostEntities: readonly EntityDefinition[] = [...platformEntities, ...contentEntities];

const byName = new Map(hostEntities.map((definition) => [definition.name, definition]));

/**
 * Adds the entities of a loaded extension (src/host/extension.ts), so that associations and lookups by
 * name find them. Registering the same definition again is harmless; another one under a taken name throws.
 */
export function registerEntities(definitions: readonly EntityDefinition[]): void {
  for (const definition of definitions) {
    const known = byName.get(definition.name);
    if (known && known !== definition) throw new Error(`Two entities are named "${definition.name}".`);
    byName.set(definition.name, definition);
  }
}

export function findEntity(name: string): EntityDefinition | undefined {
  return byName.get(name);
}

export function getEntity(name: string): EntityDefinition {
  const definition = byName.get(name);
  if (!definition) throw new Error(`Unknown entity "${name}".`);
  return definition;
}
