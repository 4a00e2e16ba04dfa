/**
 * Each of the extension's tables is described once (model/entities.ts for the five of the entity API,
 * model/tables/ for the row types, model/migrations/ for the columns, which never change once
 * shipped). This checks the descriptions against each other on the migrated database: the row type's
 * columns (a record with exactly its keys, which the type checker holds to the interface) are the
 * table's columns, and for an entity of the API its definition's fields are those columns too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../src/host/host.js';
import { startTranslateHost } from '../../src/translate/app.js';
import { extensionEntities } from '../../src/translate/model/entities.js';
import type { TranslateSchema } from '../../src/translate/model/tables/translate-schema.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../support/harness.js';

type ExtensionTable = Exclude<keyof TranslateSchema, 'language' | 'locale' | 'snippet' | 'snippet_set' | 'custom_field'> & `ext_translate_${string}`;

/** Exactly the row type's keys: a key missing or too many is a type error. */
type Columns<Row> = { [Column in keyof Required<Row>]: true };

const rowTypes: { [Table in ExtensionTable]: Columns<TranslateSchema[Table]> } = {
  ext_translate_job: {
    id: true, status: true, providerId: true, config: true, sourceLanguageId: true, targetLanguageIds: true, total: true, processed: true,
    translated: true, skipped: true, failed: true, characters: true, inputTokens: true, outputTokens: true, costAmount: true, costCurrency: true,
    memoryTexts: true, memoryCharacters: true, placeholderReasks: true, placeholderRepairs: true, flagged: true, message: true, createdBy: true, waiting: true, startedAt: true,
    finishedAt: true, revertedAt: true, createdAt: true, updatedAt: true,
  },
  ext_translate_job_error: { id: true, jobId: true, entity: true, recordId: true, languageId: true, field: true, message: true, code: true, createdAt: true, resolvedAt: true, updatedAt: true },
  ext_translate_job_batch: {
    id: true, jobId: true, seq: true, entity: true, sourceLanguageId: true, targetLanguageId: true, providerId: true, recordIds: true, size: true, status: true,
    fields: true, runAfter: true, outageSince: true, healRound: true, healReason: true, createdAt: true, updatedAt: true,
  },
  ext_translate_glossary: { id: true, term: true, termKey: true, mode: true, caseSensitive: true, translations: true, active: true, createdAt: true, updatedAt: true },
  ext_translate_usage: {
    id: true, period: true, providerId: true, characters: true, inputTokens: true, outputTokens: true, requests: true, costAmount: true, costCurrency: true,
    createdAt: true, updatedAt: true,
  },
  ext_translate_usage_key: { accountingKey: true, providerId: true, createdAt: true },
  ext_translate_usage_reservation: { id: true, period: true, providerId: true, jobId: true, requestKey: true, characters: true, createdAt: true },
  ext_translate_history: {
    id: true, jobId: true, entity: true, recordId: true, languageId: true, field: true, previousValue: true, newValue: true, sourceHash: true, state: true,
    checks: true, sourceValue: true, memory: true, providerId: true, createdAt: true, updatedAt: true,
  },
  ext_translate_memory: { keyHash: true, providerId: true, sourceLocale: true, targetLocale: true, translation: true, characters: true, createdAt: true, lastUsedAt: true },
  ext_translate_memory_claim: { claimant: true, keyHashes: true, claimedAt: true },
  ext_translate_automation_trigger: { id: true, entity: true, targetLanguageId: true, recordId: true, createdAt: true },
  ext_translate_webhook: { id: true, url: true, events: true, active: true, secret: true, description: true, createdAt: true, updatedAt: true },
  ext_translate_webhook_delivery: {
    id: true, webhookId: true, event: true, payload: true, status: true, attempts: true, lastResponseCode: true, lastError: true, nextAttemptAt: true,
    deliveredAt: true, createdAt: true, updatedAt: true,
  },
};

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
const sorted = (names: Iterable<string>) => [...names].sort();

describe('the extension tables are described once', () => {
  let test: TestDatabase;
  let host: Host;
  let columns: Map<string, string[]>;

  beforeAll(async () => {
    test = createTestDatabase();
    host = await startTranslateHost(testConfig(test.url));
    // On PostgreSQL, the tables of this installation's schema only (schema-introspector.ts).
    columns = new Map((await host.database.db.introspection.getTables()).map((table) => [table.name, sorted(table.columns.map((column) => camel(column.name)))]));
  });

  afterAll(async () => {
    await host?.close();
    await test?.drop();
  });

  it('every table of the migrations has a row type, and every row type a table', () => {
    const migrated = sorted([...columns.keys()].filter((name) => name.startsWith('ext_translate_')));
    expect(migrated).toEqual(sorted(Object.keys(rowTypes)));
  });

  it.each(Object.keys(rowTypes))('%s: the row type has the columns of the table', (table) => {
    expect(sorted(Object.keys(rowTypes[table as ExtensionTable]))).toEqual(columns.get(table));
  });

  it.each(extensionEntities.map((definition) => definition.name))('%s: the entity definition names the columns of the table', (name) => {
    const definition = extensionEntities.find((candidate) => candidate.name === name)!;
    const described = [...definition.fields.filter((field) => !field.virtual).map((field) => field.name), ...Object.keys(definition.derivedFrom ?? {})];
    expect(sorted(described)).toEqual(columns.get(name));
  });
});
