import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, Tx } from '../db/database.js';
import { newId, normalizeId } from '../db/ids.js';
import { chunked, inStatementChunks } from '../db/statement-chunks.js';
import { nowIso } from '../db/database.js';
import { ApiError, notFound, WRITE_CODES, WriteErrors } from '../http/errors.js';
import { fieldsUsed, NEXT_PAGES, type Criteria, type Filter } from './criteria.js';
import { isTranslatable, translationTable, type EntityDefinition, type FieldDefinition } from './definition.js';
import { findEntity, getEntity } from './definitions.js';
import type { SecretBox } from '../settings/secret-box.js';
import { toApiValue, toDbValue } from './values.js';

/** The system default language (English, en-GB); its id is fixed, so every installation and client can name it. */
export const SYSTEM_LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';

export type EntityRecord = Record<string, unknown>;

/** What a hook sees of a write before it is stored. */
export interface WriteContext {
  trx: Tx;
  definition: EntityDefinition;
  id: string;
  isCreate: boolean;
  /** The request body as sent (already checked to be an object). */
  input: Record<string, unknown>;
  /** Base-table values about to be written, keyed by camelCase column name; hooks may add to it. */
  values: Record<string, unknown>;
  errors: WriteErrors;
  /** Values shown once in the create answer (a generated secret). */
  reveal: Record<string, unknown>;
}

/** A stored write as observers see it, inside its transaction. */
export interface WriteEvent {
  trx: Tx;
  definition: EntityDefinition;
  id: string;
  isCreate: boolean;
  /** Base-table values written, keyed by camelCase column name. */
  values: Readonly<Record<string, unknown>>;
  /** Translated fields written, by language id (the system language's included). */
  translations: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
}

/**
 * Called after every create or update through the repository, in the write's transaction: what it
 * records commits with the write or not at all (the extension's automation triggers).
 */
export type WriteObserver = (event: WriteEvent) => Promise<void>;

/** Entity-specific behaviour the generic repository cannot know (hashing, derived columns, guards). */
export interface EntityHooks {
  beforeWrite?(context: WriteContext): Promise<void>;
  beforeDelete?(trx: Tx, id: string): Promise<void>;
}

export interface SearchResult {
  total: number;
  data: EntityRecord[];
}

export interface CreateResult {
  id: string;
  reveal: Record<string, unknown>;
}

function camel(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function foreignKeyOf(definition: EntityDefinition): string {
  return `${camel(definition.name)}Id`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A record trimmed to the fields `includes` names for its entity (every field when it names none),
 * its loaded associations trimmed by their own entity's entry.
 */
function trimToIncludes(definition: EntityDefinition, record: EntityRecord, includes: Record<string, string[]>): EntityRecord {
  const result: EntityRecord = { ...record };
  for (const [name, association] of Object.entries(definition.associations ?? {})) {
    const value = result[name];
    const target = findEntity(association.entity);
    if (!target || value === undefined || value === null) continue;
    result[name] = Array.isArray(value)
      ? value.map((item) => trimToIncludes(target, item as EntityRecord, includes))
      : trimToIncludes(target, value as EntityRecord, includes);
  }
  const wanted = includes[definition.name];
  if (!wanted) return result;
  return Object.fromEntries(Object.entries(result).filter(([key]) => wanted.includes(key)));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface ParsedWrite {
  values: Record<string, unknown>;
  translations: Map<string, Record<string, unknown>>;
}

interface PendingReference {
  pointer: string;
  entity: string;
  column: string;
  value: unknown;
}

/**
 * The generic repository behind the entity API: criteria search, reads with translations and
 * associations, and validated writes, each write in one transaction.
 */
export class EntityRepository {
  private readonly hooks = new Map<string, EntityHooks>();
  private readonly observers: WriteObserver[] = [];

  /** `secrets` encrypts and decrypts sealed fields (FieldDefinition.sealed); without it they cannot be written. */
  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox | null = null,
  ) {}

  /**
   * The plain value of a sealed field as stored (FieldDefinition.sealed), for the code that owns it;
   * throws when it was sealed with another app secret.
   */
  unseal(stored: string): string {
    if (!this.secrets) throw new Error('This repository has no key for sealed fields.');
    return this.secrets.decrypt(stored);
  }

  registerHooks(entity: string, hooks: EntityHooks): void {
    this.hooks.set(entity, hooks);
  }

  /** Adds an observer of every write (see {@link WriteObserver}). */
  observeWrites(observer: WriteObserver): void {
    this.observers.push(observer);
  }

  // ---------------------------------------------------------------- reads

  /**
   * `languageId`: the language top-level translated fields are read in, filtered and sorted by (the
   * context language of a request's `sw-language-id` header); default the system language.
   */
  async search(definition: EntityDefinition, criteria: Criteria, executor: Db | Tx = this.db, languageId: string = SYSTEM_LANGUAGE_ID): Promise<SearchResult> {
    const joinTranslation = isTranslatable(definition) && fieldsUsed(criteria).some((field) => field.translatable);
    const ref = (field: FieldDefinition): string => `${field.translatable ? 'tr' : 'base'}.${field.name}`;

    let query = executor.selectFrom(`${definition.name} as base`);
    if (joinTranslation) {
      query = query.leftJoin(`${translationTable(definition)} as tr`, (join) =>
        join.onRef(`tr.${foreignKeyOf(definition)}`, '=', 'base.id').on('tr.languageId', '=', languageId),
      );
    }
    if (criteria.ids) query = criteria.ids.length === 0 ? query.where(sql<SqlBool>`1 = 0`) : query.where('base.id', 'in', criteria.ids);
    for (const filter of criteria.filters) {
      query = query.where((eb) => this.buildFilter(eb, filter, ref));
    }
    // A term: every word in one of the searchable text fields (translated ones in the context language).
    const term = criteria.term;
    for (const word of term?.words ?? []) {
      const pattern = `%${escapeLike(word.toLowerCase())}%`;
      query = query.where((eb) => eb.or((term?.fields ?? []).map((field) => sql<SqlBool>`lower(${sql.ref(ref(field))}) like ${pattern} escape '\\'`)));
    }

    const sort = criteria.sort.length > 0 ? criteria.sort : [{ field: this.field(definition, definition.defaultSort.field), order: definition.defaultSort.order }];
    let rowsQuery = query.select(this.baseColumns(definition).map((field) => `base.${field.name}`));
    // NULL counts as the smallest value on both engines (PostgreSQL would otherwise put it last in ASC).
    for (const entry of sort) {
      rowsQuery = rowsQuery.orderBy(ref(entry.field), (order) => (entry.order === 'DESC' ? order.desc().nullsLast() : order.asc().nullsFirst()));
    }
    const offset = (criteria.page - 1) * criteria.limit;
    rowsQuery = rowsQuery.orderBy('base.id', 'asc').limit(criteria.limit).offset(offset);
    const rows = (await rowsQuery.execute()) as EntityRecord[];

    // total-count-mode: `exact` counts every match; `next-pages` counts up to NEXT_PAGES pages beyond
    // this one (and one more record, so a client knows there is more); `none` counts nothing.
    let total: number;
    if (criteria.totalCountMode === 'none') {
      total = offset + rows.length;
    } else if (criteria.totalCountMode === 'next-pages') {
      const window = query.select('base.id').orderBy('base.id').limit(criteria.limit * (NEXT_PAGES + 1) + 1).offset(offset).as('window');
      const countRow = await executor.selectFrom(window).select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
      total = offset + Number(countRow?.total ?? 0);
    } else {
      const countRow = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
      total = Number(countRow?.total ?? 0);
    }

    const data = await this.hydrate(definition, rows, executor, languageId);
    await this.loadAssociations(definition, data, criteria.associations, executor, languageId);
    return { total, data: criteria.includes ? data.map((record) => trimToIncludes(definition, record, criteria.includes ?? {})) : data };
  }

  async findById(definition: EntityDefinition, id: string, executor: Db | Tx = this.db, languageId: string = SYSTEM_LANGUAGE_ID): Promise<EntityRecord | null> {
    const rows = (await executor
      .selectFrom(definition.name)
      .select(this.baseColumns(definition).map((field) => field.name))
      .where('id', '=', id)
      .execute()) as EntityRecord[];
    const [record] = await this.hydrate(definition, rows, executor, languageId);
    return record ?? null;
  }

  /** Reads records by id, unordered; the entity API and associations use it. */
  async findByIds(definition: EntityDefinition, ids: string[], executor: Db | Tx = this.db, languageId: string = SYSTEM_LANGUAGE_ID): Promise<EntityRecord[]> {
    if (ids.length === 0) return [];
    const rows: EntityRecord[] = [];
    for (const part of inStatementChunks(ids, 1)) {
      rows.push(
        ...((await executor
          .selectFrom(definition.name)
          .select(this.baseColumns(definition).map((field) => field.name))
          .where('id', 'in', part)
          .execute()) as EntityRecord[]),
      );
    }
    return this.hydrate(definition, rows, executor, languageId);
  }

  /**
   * The language a request's `sw-language-id` header names (any id form), or an ApiError naming the
   * value when no such language exists.
   */
  async contextLanguage(raw: string): Promise<string> {
    const id = normalizeId(raw);
    const found = id === null ? undefined : await this.db.selectFrom('language').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw ApiError.single(400, 'FRAMEWORK__LANGUAGE_NOT_FOUND', `The language "${raw}" of the sw-language-id header does not exist.`);
    return found.id as string;
  }

  private field(definition: EntityDefinition, name: string): FieldDefinition {
    const field = definition.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`Entity ${definition.name} has no field ${name}.`);
    return field;
  }

  private baseColumns(definition: EntityDefinition): FieldDefinition[] {
    return definition.fields.filter((field) => !field.translatable && !field.virtual);
  }

  private buildFilter(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    eb: ExpressionBuilder<any, any>,
    filter: Filter,
    ref: (field: FieldDefinition) => string,
  ): Expression<SqlBool> {
    // An integer column is compared as BIGINT: PostgreSQL would otherwise type the parameter as the
    // column's INTEGER and fail on a value beyond 32 bits instead of matching nothing.
    const operand = (field: FieldDefinition) => (field.kind === 'int' ? sql`cast(${sql.ref(ref(field))} as bigint)` : ref(field));
    switch (filter.type) {
      case 'equals':
        return filter.value === null ? eb(ref(filter.field), 'is', null) : eb(operand(filter.field), '=', filter.value);
      case 'equalsAny':
        return eb(operand(filter.field), 'in', filter.value);
      case 'contains':
      case 'prefix':
      case 'suffix': {
        const needle = escapeLike(filter.value.toLowerCase());
        const pattern = filter.type === 'contains' ? `%${needle}%` : filter.type === 'prefix' ? `${needle}%` : `%${needle}`;
        // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
        return sql<SqlBool>`lower(${sql.ref(ref(filter.field))}) like ${pattern} escape '\\'`;
      }
      case 'range': {
        const operators = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
        return eb.and(
          Object.entries(filter.parameters).map(([key, value]) => eb(operand(filter.field), operators[key as keyof typeof operators], value)),
        );
      }
      case 'multi':
      case 'not': {
        const parts = filter.queries.map((query) => this.buildFilter(eb, query, ref));
        const combined = parts.length === 0 ? sql<SqlBool>`1 = 1` : filter.operator === 'or' ? eb.or(parts) : eb.and(parts);
        return filter.type === 'not' ? eb.not(combined) : combined;
      }
    }
  }

  private async hydrate(definition: EntityDefinition, rows: EntityRecord[], executor: Db | Tx, languageId: string): Promise<EntityRecord[]> {
    const records = rows.map((row) => {
      const record: EntityRecord = {};
      for (const field of definition.fields) {
        if (field.writeOnly || field.sealed || field.virtual) continue;
        record[field.name] = field.translatable ? null : toApiValue(field, row[field.name]);
      }
      return record;
    });
    if (!isTranslatable(definition) || records.length === 0) return records;

    const translated = definition.fields.filter((field) => field.translatable);
    const foreignKey = foreignKeyOf(definition);
    const byRecord = new Map<string, EntityRecord[]>();
    const ids = records.map((record) => record.id as string);
    for (const part of inStatementChunks(ids, 1)) {
      const translationRows = (await executor
        .selectFrom(translationTable(definition))
        .select([foreignKey, 'languageId', ...translated.map((field) => field.name)])
        .where(foreignKey, 'in', part)
        .orderBy('languageId')
        .execute()) as EntityRecord[];
      for (const row of translationRows) {
        const entry: EntityRecord = { languageId: row.languageId };
        for (const field of translated) entry[field.name] = toApiValue(field, row[field.name]);
        const list = byRecord.get(row[foreignKey] as string) ?? [];
        list.push(entry);
        byRecord.set(row[foreignKey] as string, list);
      }
    }
    for (const record of records) {
      const translations = byRecord.get(record.id as string) ?? [];
      const context = translations.find((entry) => entry.languageId === languageId);
      for (const field of translated) record[field.name] = context?.[field.name] ?? null;
      record.translations = translations;
    }
    return records;
  }

  private async loadAssociations(
    definition: EntityDefinition,
    records: EntityRecord[],
    associations: Record<string, Criteria>,
    executor: Db | Tx,
    languageId: string,
  ): Promise<void> {
    for (const [name, nested] of Object.entries(associations)) {
      const association = definition.associations?.[name];
      if (!association) continue;
      const target = getEntity(association.entity);
      if (association.kind === 'manyToOne') {
        const ids = [...new Set(records.map((record) => record[association.field]).filter((id): id is string => typeof id === 'string'))];
        const related = await this.findByIds(target, ids, executor, languageId);
        await this.loadAssociations(target, related, nested.associations, executor, languageId);
        const byId = new Map(related.map((record) => [record.id as string, record]));
        for (const record of records) record[name] = byId.get(record[association.field] as string) ?? null;
      } else {
        const ids = records.map((record) => record.id as string);
        const grouped = new Map<string, EntityRecord[]>();
        const backField = this.field(target, association.field);
        // 500 parents per search: its statement stays within the parameter limit whatever the nested
        // criteria bind (up to MAX_CRITERIA_VALUES), and their children within its limit of 100,000.
        for (const part of chunked(ids, 500)) {
          const result = await this.search(
            target,
            {
              ...nested,
              filters: [...nested.filters, { type: 'equalsAny', field: backField, value: part }],
              limit: 100_000,
              page: 1,
            },
            executor,
            languageId,
          );
          for (const child of result.data) {
            const key = child[association.field] as string;
            grouped.set(key, [...(grouped.get(key) ?? []), child]);
          }
        }
        for (const record of records) record[name] = grouped.get(record.id as string) ?? [];
      }
    }
  }

  // ---------------------------------------------------------------- writes

  /**
   * Creates a record; with `outer` the write joins that transaction instead of opening its own.
   * `languageId`: the language top-level translated fields are written in (default the system language).
   */
  async create(definition: EntityDefinition, input: unknown, outer?: Tx, languageId: string = SYSTEM_LANGUAGE_ID): Promise<CreateResult> {
    return this.write(definition, input, null, outer, languageId);
  }

  async update(definition: EntityDefinition, id: string, input: unknown, outer?: Tx, languageId: string = SYSTEM_LANGUAGE_ID): Promise<void> {
    await this.write(definition, input, id, outer, languageId);
  }

  async delete(definition: EntityDefinition, id: string, outer?: Tx): Promise<void> {
    await this.transaction(
      async (trx) => {
        const exists = await trx.selectFrom(definition.name).select('id').where('id', '=', id).executeTakeFirst();
        if (!exists) throw notFound(definition.name, id);
        await this.hooks.get(definition.name)?.beforeDelete?.(trx, id);
        await trx.deleteFrom(definition.name).where('id', '=', id).execute();
      },
      outer,
      definition,
    );
  }

  /** Runs work in one transaction and turns constraint violations into 400 answers. */
  async transaction<T>(work: (trx: Tx) => Promise<T>, outer?: Tx, definition?: EntityDefinition): Promise<T> {
    try {
      return outer ? await work(outer) : await this.db.transaction().execute(work);
    } catch (error) {
      throw translateDatabaseError(error, definition);
    }
  }

  private async write(definition: EntityDefinition, input: unknown, existingId: string | null, outer: Tx | undefined, languageId: string): Promise<CreateResult> {
    if (!isObject(input)) {
      throw ApiError.single(400, WRITE_CODES.invalidBody, 'The request body must be a JSON object.', '/');
    }
    const isCreate = existingId === null;
    return this.transaction(async (trx) => {
      const errors = new WriteErrors();
      let id = existingId;
      if (isCreate) {
        if (input.id !== undefined) {
          id = normalizeId(input.id);
          if (id === null) errors.add('/id', WRITE_CODES.invalidId, 'This value is not a valid id.');
        }
        id ??= newId();
      } else {
        const exists = await trx.selectFrom(definition.name).select('id').where('id', '=', existingId).executeTakeFirst();
        if (!exists) throw notFound(definition.name, existingId);
        if (input.id !== undefined && normalizeId(input.id) !== existingId) {
          errors.add('/id', WRITE_CODES.readOnly, 'The id of a record cannot be changed.');
        }
      }
      const references: PendingReference[] = [];
      const parsed = await this.parseWrite(trx, definition, input, isCreate, errors, references, languageId);
      await this.checkReferences(trx, references, errors);
      definition.derive?.(parsed.values);
      const context: WriteContext = {
        trx,
        definition,
        id: id as string,
        isCreate,
        input,
        values: parsed.values,
        errors,
        reveal: {},
      };
      await this.hooks.get(definition.name)?.beforeWrite?.(context);
      errors.throwIfAny();
      this.sealValues(definition, context.values);

      const now = nowIso();
      if (isCreate) {
        await trx.insertInto(definition.name).values({ ...context.values, id, createdAt: now }).execute();
      } else if (Object.keys(context.values).length > 0 || parsed.translations.size > 0) {
        await trx.updateTable(definition.name).set({ ...context.values, updatedAt: now }).where('id', '=', id).execute();
      }
      await this.writeTranslations(trx, definition, id as string, parsed.translations, now);
      for (const observer of this.observers) {
        await observer({ trx, definition, id: id as string, isCreate, values: context.values, translations: parsed.translations });
      }
      return { id: id as string, reveal: context.reveal };
    }, outer, definition);
  }

  /** Encrypts sealed fields after the hooks have seen (or set) their plain values. */
  private sealValues(definition: EntityDefinition, values: Record<string, unknown>): void {
    for (const field of definition.fields) {
      const value = values[field.name];
      if (!field.sealed || typeof value !== 'string') continue;
      if (!this.secrets) throw new Error(`Entity ${definition.name} has a sealed field but the repository has no key.`);
      values[field.name] = this.secrets.encrypt(value);
    }
  }

  private async parseWrite(
    trx: Tx,
    definition: EntityDefinition,
    input: Record<string, unknown>,
    isCreate: boolean,
    errors: WriteErrors,
    references: PendingReference[],
    languageId: string,
  ): Promise<ParsedWrite> {
    const values: Record<string, unknown> = {};
    const translations = new Map<string, Record<string, unknown>>();
    // Top-level translated fields, in the context language.
    const contextEntry: Record<string, unknown> = {};
    const fieldsByName = new Map(definition.fields.map((field) => [field.name, field]));

    for (const [key, value] of Object.entries(input)) {
      const pointer = `/${key}`;
      if (key === 'id') continue;
      if (key === 'translations' && isTranslatable(definition)) continue;
      const field = fieldsByName.get(key);
      if (!field) {
        errors.add(pointer, WRITE_CODES.unknownField, `The field "${key}" does not exist on entity "${definition.name}".`);
        continue;
      }
      if (field.readOnly) {
        errors.add(pointer, WRITE_CODES.readOnly, `The field "${key}" is read-only.`);
        continue;
      }
      if (field.virtual) continue; // hooks read virtual fields from the input
      // A required field may be empty in another language: only the system language must hold it.
      const checked = field.translatable && languageId !== SYSTEM_LANGUAGE_ID ? { ...field, required: false } : field;
      const converted = toDbValue(checked, value, pointer, errors);
      if (field.translatable) contextEntry[field.name] = converted;
      else {
        values[field.name] = converted;
        this.collectReference(field, converted, pointer, references);
      }
    }
    for (const field of definition.fields) {
      if (field.virtual && field.name in input) {
        const value = input[field.name];
        if (value !== null && typeof value !== 'string') {
          errors.add(`/${field.name}`, WRITE_CODES.invalidType, 'This value should be of type string.');
        } else if (field.required && (value === null || value.trim() === '')) {
          errors.add(`/${field.name}`, WRITE_CODES.missing, 'This value should not be blank.');
        }
      }
    }

    if (Object.keys(contextEntry).length > 0) translations.set(languageId, contextEntry);
    if (isTranslatable(definition) && input.translations !== undefined) {
      await this.parseTranslations(trx, definition, input.translations, translations, errors);
    }

    if (isCreate) {
      for (const field of definition.fields) {
        if (!field.required || field.readOnly) continue;
        const given = field.translatable
          ? translations.get(SYSTEM_LANGUAGE_ID)?.[field.name]
          : field.virtual
            ? input[field.name]
            : values[field.name];
        if (given === undefined) {
          const pointer = field.translatable ? `/translations/${SYSTEM_LANGUAGE_ID}/${field.name}` : `/${field.name}`;
          const detail = field.translatable
            ? `The field "${field.name}" is required in the system default language.`
            : 'This value should not be blank.';
          errors.add(field.translatable ? `/${field.name}` : pointer, WRITE_CODES.missing, detail);
        }
      }
      for (const field of definition.fields) {
        if (field.kind === 'json' && !field.translatable && !field.virtual && values[field.name] === undefined && !field.readOnly) {
          values[field.name] = JSON.stringify(field.json === 'object' || field.json?.endsWith('map') ? {} : []);
        }
      }
    }
    return { values, translations };
  }

  private collectReference(field: FieldDefinition, value: unknown, pointer: string, references: PendingReference[]): void {
    if (value === null || value === undefined || !field.references) return;
    if (field.kind === 'json' && typeof value === 'string') {
      for (const item of JSON.parse(value) as string[]) {
        references.push({ pointer, entity: field.references, column: field.referencesField ?? 'id', value: item });
      }
      return;
    }
    references.push({ pointer, entity: field.references, column: field.referencesField ?? 'id', value });
  }

  private async checkReferences(trx: Tx, references: PendingReference[], errors: WriteErrors): Promise<void> {
    for (const reference of references) {
      const found = await trx
        .selectFrom(reference.entity)
        .select('id')
        .where(reference.column, '=', reference.value)
        .executeTakeFirst();
      if (!found) {
        errors.add(
          reference.pointer,
          WRITE_CODES.referenceNotFound,
          `No ${reference.entity} with ${reference.column === 'id' ? 'id' : reference.column} "${String(reference.value)}" exists.`,
        );
      }
    }
  }

  private async parseTranslations(
    trx: Tx,
    definition: EntityDefinition,
    raw: unknown,
    translations: Map<string, Record<string, unknown>>,
    errors: WriteErrors,
  ): Promise<void> {
    const entries: [string, string, unknown][] = [];
    if (Array.isArray(raw)) {
      raw.forEach((item, index) => {
        const pointer = `/translations/${index}`;
        if (!isObject(item)) {
          errors.add(pointer, WRITE_CODES.invalidType, 'A translation must be an object.');
          return;
        }
        const { languageId, ...rest } = item;
        if (typeof languageId !== 'string') {
          errors.add(`${pointer}/languageId`, WRITE_CODES.missing, 'Each translation needs a languageId.');
          return;
        }
        entries.push([languageId, pointer, rest]);
      });
    } else if (isObject(raw)) {
      for (const [key, value] of Object.entries(raw)) entries.push([key, `/translations/${key}`, value]);
    } else {
      errors.add('/translations', WRITE_CODES.invalidType, 'The translations must be an object keyed by language id or locale code, or a list.');
      return;
    }
    if (entries.length === 0) return;

    const languages = (await trx.selectFrom('language').select(['id', 'localeCode']).execute()) as { id: string; localeCode: string }[];
    const byId = new Set(languages.map((language) => language.id));
    const byLocale = new Map<string, string>();
    for (const language of languages) if (!byLocale.has(language.localeCode.toLowerCase())) byLocale.set(language.localeCode.toLowerCase(), language.id);

    const translatable = new Map(definition.fields.filter((field) => field.translatable).map((field) => [field.name, field]));
    for (const [key, pointer, value] of entries) {
      const asId = normalizeId(key);
      const languageId = asId !== null && byId.has(asId) ? asId : byLocale.get(key.toLowerCase());
      if (!languageId) {
        errors.add(pointer, WRITE_CODES.unknownLanguage, `No language with id or locale code "${key}" exists.`);
        continue;
      }
      if (!isObject(value)) {
        errors.add(pointer, WRITE_CODES.invalidType, 'A translation must be an object of field values.');
        continue;
      }
      const entry = translations.get(languageId) ?? {};
      for (const [name, fieldValue] of Object.entries(value)) {
        const field = translatable.get(name);
        if (!field) {
          errors.add(`${pointer}/${name}`, WRITE_CODES.unknownField, `The field "${name}" is not a translatable field of entity "${definition.name}".`);
          continue;
        }
        // A required field may be empty in another language: only the system language must hold it.
        const relaxed = languageId === SYSTEM_LANGUAGE_ID ? field : { ...field, required: false };
        entry[name] = toDbValue(relaxed, fieldValue, `${pointer}/${name}`, errors);
      }
      translations.set(languageId, entry);
    }
  }

  private async writeTranslations(
    trx: Tx,
    definition: EntityDefinition,
    id: string,
    translations: Map<string, Record<string, unknown>>,
    now: string,
  ): Promise<void> {
    const table = translationTable(definition);
    const foreignKey = foreignKeyOf(definition);
    for (const [languageId, values] of translations) {
      if (Object.keys(values).length === 0) continue;
      const existing = await trx
        .selectFrom(table)
        .select('languageId')
        .where(foreignKey, '=', id)
        .where('languageId', '=', languageId)
        .executeTakeFirst();
      if (existing) {
        await trx.updateTable(table).set({ ...values, updatedAt: now }).where(foreignKey, '=', id).where('languageId', '=', languageId).execute();
      } else {
        await trx.insertInto(table).values({ ...values, [foreignKey]: id, languageId, createdAt: now }).execute();
      }
    }
  }
}

interface DatabaseErrorLike {
  code?: string;
  message?: string;
  detail?: string;
  column?: string;
}

/** Turns unique, foreign-key and not-null violations of either engine into a 400 with a pointer. */
export function translateDatabaseError(error: unknown, definition?: EntityDefinition): unknown {
  if (error instanceof ApiError || typeof error !== 'object' || error === null) return error;
  const { code = '', message = '', detail = '', column } = error as DatabaseErrorLike;
  // A derived column (the glossary's term_key) points at the field it is derived from.
  const pointerOf = (snake: string | undefined): string => {
    if (!snake) return '/';
    const column = camel(snake);
    return `/${definition?.derivedFrom?.[column] ?? column}`;
  };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') {
    const columns = code === '23505' ? /Key \(([^)]+)\)/.exec(detail)?.[1] : /failed: ([\w., ]+)/.exec(message)?.[1];
    // In a composite key (snippet: set_id, translation_key) the last column is the one the caller chose.
    const chosen = columns?.split(',').at(-1)?.trim().split('.').at(-1);
    return ApiError.single(400, WRITE_CODES.unique, 'A record with this value already exists.', pointerOf(chosen));
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') {
    return ApiError.single(400, WRITE_CODES.constraint, 'The record is still referenced by, or refers to, another record.', '/');
  }
  if (code === 'SQLITE_CONSTRAINT_NOTNULL' || code === '23502') {
    const snake = code === '23502' ? column : /failed: ([\w.]+)/.exec(message)?.[1]?.split('.')[1];
    return ApiError.single(400, WRITE_CODES.missing, 'This value should not be null.', pointerOf(snake));
  }
  return error;
}
