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

function plain(
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
  plain(
    'locale',
    'Locales',
    [
      { name: 'code', kind: 'string', maxLength: 16, required: true },
      { name: 'name', kind: 'string', maxLength: 255, required: true },
      { name: 'territory', kind: 'string', maxLength: 255, required: true },
    ],
    { operations: ['read'], defaultSort: { field: 'code', order: 'ASC' } },
  ),
  plain(
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
  plain('custom_field', 'Custom fields', [
    { name: 'name', kind: 'string', maxLength: 255, required: true },
    { name: 'type', kind: 'string', maxLength: 32, required: true, enum: ['text', 'html', 'int', 'float', 'bool', 'select', 'json'] },
    { name: 'translatable', kind: 'bool' },
    { name: 'label', kind: 'string', maxLength: 255 },
  ]),
  plain(
    'snippet_set',
    'Snippet sets',
    [
      { name: 'name', kind: 'string', maxLength: 255, required: true },
      { name: 'iso', kind: 'string', maxLength: 16, required: true, references: 'locale', referencesField: 'code' },
    ],
    { associations: { snippets: { kind: 'oneToMany', entity: 'snippet', field: 'setId' } } },
  ),
  plain(
    'snippet',
    'Snippets',
    [
      { name: 'setId', kind: 'id', references: 'snippet_set', required: true },
      { name: 'translationKey', kind: 'string', maxLength: 255, required: true },
      { name: 'value', kind: 'text', maxLength: 65535, required: true },
    ],
    { associations: { set: { kind: 'manyToOne', entity: 'snippet_set', field: 'setId' } } },
  ),
  plain(
    'acl_role',
    'Roles',
    [
      { name: 'name', kind: 'string', maxLength: 255, required: true },
      { name: 'description', kind: 'text', maxLength: 65535 },
      { name: 'privileges', kind: 'json', json: 'string_list', required: true },
    ],
    { adminOnly: true },
  ),
  plain(
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
  plain(
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

export const JOB_STATUSES = ['queued', 'running', 'completed', 'completed_with_errors', 'cancelled'] as const;
export const HISTORY_STATES = ['applied', 'reverted', 'superseded'] as const;

/** The extension's five stored entities (docs/architecture.md, "Tables"), with their roles' privileges. */
export const extensionEntities: EntityDefinition[] = [
  plain(
    'ext_translate_job',
    'Translation jobs',
    [
      { name: 'status', kind: 'string', maxLength: 32, enum: JOB_STATUSES, readOnly: true },
      { name: 'providerId', kind: 'string', maxLength: 32, readOnly: true },
      { name: 'config', kind: 'json', json: 'object', readOnly: true },
      { name: 'sourceLanguageId', kind: 'id', readOnly: true },
      { name: 'targetLanguageIds', kind: 'json', json: 'id_list', readOnly: true },
      { name: 'total', kind: 'int', readOnly: true },
      { name: 'processed', kind: 'int', readOnly: true },
      { name: 'translated', kind: 'int', readOnly: true },
      { name: 'skipped', kind: 'int', readOnly: true },
      { name: 'failed', kind: 'int', readOnly: true },
      { name: 'characters', kind: 'int', readOnly: true },
      { name: 'inputTokens', kind: 'int', readOnly: true },
      { name: 'outputTokens', kind: 'int', readOnly: true },
      { name: 'costAmount', kind: 'float', readOnly: true },
      { name: 'costCurrency', kind: 'string', maxLength: 8, readOnly: true },
      { name: 'memoryTexts', kind: 'int', readOnly: true },
      { name: 'memoryCharacters', kind: 'int', readOnly: true },
      { name: 'placeholderReasks', kind: 'int', readOnly: true },
      { name: 'placeholderRepairs', kind: 'int', readOnly: true },
      { name: 'message', kind: 'text', readOnly: true },
      { name: 'createdBy', kind: 'id', readOnly: true },
      { name: 'startedAt', kind: 'datetime', readOnly: true },
      { name: 'finishedAt', kind: 'datetime', readOnly: true },
      { name: 'revertedAt', kind: 'datetime', readOnly: true },
    ],
    {
      // Jobs are created through POST /job; the entity API reads, updates (nothing writable yet) and deletes.
      operations: ['read', 'update', 'delete'],
      associations: { errors: { kind: 'oneToMany', entity: 'ext_translate_job_error', field: 'jobId' } },
      defaultSort: { field: 'createdAt', order: 'DESC' },
    },
  ),
  plain(
    'ext_translate_job_error',
    'Translation job errors',
    [
      { name: 'jobId', kind: 'id', references: 'ext_translate_job', readOnly: true },
      { name: 'entity', kind: 'string', maxLength: 64, readOnly: true },
      { name: 'recordId', kind: 'string', maxLength: 255, readOnly: true },
      { name: 'languageId', kind: 'id', readOnly: true },
      { name: 'field', kind: 'string', maxLength: 255, readOnly: true },
      { name: 'message', kind: 'text', readOnly: true },
      { name: 'code', kind: 'int', readOnly: true },
    ],
    {
      operations: ['read'],
      associations: { job: { kind: 'manyToOne', entity: 'ext_translate_job', field: 'jobId' } },
    },
  ),
  plain(
    'ext_translate_glossary',
    'Glossary terms',
    [
      { name: 'term', kind: 'string', maxLength: 255, required: true },
      { name: 'mode', kind: 'string', maxLength: 16, enum: ['keep', 'replace'] },
      { name: 'caseSensitive', kind: 'bool' },
      {
        name: 'translations',
        kind: 'json',
        json: 'nullable_string_map',
        description: 'Locale code -> forced translation, or null meaning never translate the term.',
      },
      { name: 'active', kind: 'bool' },
    ],
    {
      defaultSort: { field: 'term', order: 'ASC' },
      // Terms are unique by lower-cased value (docs/glossary.md); the unique index is on term_key.
      derivedFrom: { termKey: 'term' },
      derive(values) {
        if (typeof values.term === 'string') values.termKey = values.term.toLowerCase();
      },
    },
  ),
  plain(
    'ext_translate_usage',
    'Monthly usage',
    [
      { name: 'period', kind: 'string', maxLength: 7, readOnly: true },
      { name: 'providerId', kind: 'string', maxLength: 32, readOnly: true },
      { name: 'characters', kind: 'int', readOnly: true },
      { name: 'inputTokens', kind: 'int', readOnly: true },
      { name: 'outputTokens', kind: 'int', readOnly: true },
      { name: 'requests', kind: 'int', readOnly: true },
      { name: 'costAmount', kind: 'float', readOnly: true },
      { name: 'costCurrency', kind: 'string', maxLength: 8, readOnly: true },
    ],
    { operations: ['read'], defaultSort: { field: 'period', order: 'DESC' } },
  ),
  plain(
    'ext_translate_history',
    'Translation history',
    [
      { name: 'jobId', kind: 'id', references: 'ext_translate_job', readOnly: true },
      { name: 'entity', kind: 'string', maxLength: 64, readOnly: true },
      { name: 'recordId', kind: 'string', maxLength: 255, readOnly: true },
      { name: 'languageId', kind: 'id', readOnly: true },
      { name: 'field', kind: 'string', maxLength: 255, readOnly: true },
      { name: 'previousValue', kind: 'text', readOnly: true },
      { name: 'newValue', kind: 'text', readOnly: true },
      { name: 'sourceHash', kind: 'string', maxLength: 64, readOnly: true },
      { name: 'state', kind: 'string', maxLength: 16, enum: HISTORY_STATES },
    ],
    {
      operations: ['read', 'update'],
      associations: { job: { kind: 'manyToOne', entity: 'ext_translate_job', field: 'jobId' } },
      defaultSort: { field: 'createdAt', order: 'DESC' },
    },
  ),
];

export const allEntities: EntityDefinition[] = [...platformEntities, ...contentEntities, ...extensionEntities];

const byName = new Map(allEntities.map((definition) => [definition.name, definition]));

export function findEntity(name: string): EntityDefinition | undefined {
  return byName.get(name);
}

export function getEntity(name: string): EntityDefinition {
  const definition = byName.get(name);
  if (!definition) throw new Error(`Unknown entity "${name}".`);
  return definition;
}
