/**
 * How an entity is described once and used everywhere: by the migrations' readers, the generic
 * repository (reads, criteria, writes), the REST routes, the OpenAPI document and GET /entities.
 */

/** How a value is stored and validated. */
export type FieldKind =
  | 'id' // 32 hex characters, normalised on write
  | 'string' // bounded by maxLength
  | 'text' // long text
  | 'int'
  | 'float'
  | 'bool'
  | 'datetime'
  | 'json'; // validated by `json`

/** The shape a JSON field must have. */
export type JsonShape = 'object' | 'string_list' | 'id_list' | 'string_map' | 'nullable_string_map';

/** How a translatable field is translated (the field `type` GET /entities reports, docs/reports.md). */
export type TranslationType = 'text' | 'html' | 'custom_fields' | 'string_list' | 'structure';

export interface FieldDefinition {
  /** camelCase API name; the column is its snake_case form. */
  name: string;
  kind: FieldKind;
  /** Lives in the translation table (one value per language). */
  translatable?: boolean;
  translationType?: TranslationType;
  maxLength?: number;
  /** Must be given on create (for a translatable field: in the system default language). */
  required?: boolean;
  /** Set by the service only (ids, timestamps, counters). */
  readOnly?: boolean;
  /** Accepted on write, never returned (passwords, secrets). Such fields are handled by hooks. */
  writeOnly?: boolean;
  /**
   * Stored encrypted with a key derived from the app secret (AES-256-GCM, the settings' secrets' box
   * with its own purpose) and never returned: implies {@link writeOnly}. Hooks see the plain value and
   * may set one (a generated secret); the repository encrypts after them. The owner reads it back with
   * `EntityRepository.unseal` (a webhook's signing secret).
   */
  sealed?: boolean;
  /** Not stored under its own name: a hook turns it into columns (password -> password_hash). */
  virtual?: boolean;
  /** The id must name an existing record of this entity. */
  references?: string;
  /** The value must equal a value of this column of the referenced entity (language.localeCode). */
  referencesField?: string;
  /** The values a string may take; on a `string_list` those of its items (described in the OpenAPI document, checked by the entity's hooks). */
  enum?: readonly string[];
  json?: JsonShape;
  /** Integer bounds. */
  min?: number;
  max?: number;
  /**
   * A float returned rounded to this many decimals: a sum the database accumulates (a job's cost of
   * many calls) carries binary fractions (1.5643199999999997) that no reader wants.
   */
  decimals?: number;
  description?: string;
}

export type Operation = 'read' | 'create' | 'update' | 'delete';

export interface ManyToOneAssociation {
  kind: 'manyToOne';
  entity: string;
  /** The field of this entity holding the referenced id. */
  field: string;
}

export interface OneToManyAssociation {
  kind: 'oneToMany';
  entity: string;
  /** The field of the other entity that points back at this one. */
  field: string;
}

export type Association = ManyToOneAssociation | OneToManyAssociation;

export interface EntityDefinition {
  /** snake_case entity name, also the table name. */
  name: string;
  label: string;
  fields: FieldDefinition[];
  /** The first translatable text field: a record "has its own translation" when it is non-empty. */
  primaryTextField?: string;
  /** Operations the API offers; the service itself may still write read-only entities. */
  operations: readonly Operation[];
  /** Only admins may use this entity through the API (users, integrations, roles). */
  adminOnly?: boolean;
  associations?: Record<string, Association>;
  /**
   * Sets base-table columns that are no API field but follow from the written values (glossary:
   * `term_key`, the lower-cased term its uniqueness rests on). Runs on create and update, before hooks.
   */
  derive?(values: Record<string, unknown>): void;
  /** Which API field a derived column stands for, so a constraint on it points at that field. */
  derivedFrom?: Record<string, string>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
}

export function translationTable(definition: EntityDefinition): string {
  return `${definition.name}_translation`;
}

export function isTranslatable(definition: EntityDefinition): boolean {
  return definition.fields.some((field) => field.translatable);
}

export function entityPath(name: string): string {
  return name.replaceAll('_', '-');
}

export function privilegeOf(entity: string, operation: Operation): string {
  return `${entity}:${operation}`;
}
