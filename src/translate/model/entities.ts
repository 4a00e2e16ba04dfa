/**
 * The extension's entities as the host's generic entity API serves them: each table is described here
 * once; the row types in tables/ are checked against these definitions and the migrated columns
 * (test/architecture/tables.test.ts).
 */
import type { EntityDefinition } from '../../host/entities/definition.js';
import { plainEntity } from '../../host/entities/definitions.js';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from './webhook-events.js';
import { COST_DECIMALS } from '../../host/rounding.js';

/** A job's statuses (docs/jobs.md); the job entity's `status` enum, the job row's type and the routes use this list. */
export const JOB_STATUSES = ['queued', 'running', 'completed', 'completed_with_errors', 'cancelled'] as const;
/** A history row's states (docs/jobs.md, "Revert" and "Review and quality checks"). */
export const HISTORY_STATES = ['applied', 'reverted', 'superseded', 'draft', 'rejected'] as const;

/** The extension's seven stored entities of the generic entity API (docs/architecture.md, "Tables"). */
export const extensionEntities: readonly EntityDefinition[] = [
  plainEntity(
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
      { name: 'costAmount', kind: 'float', decimals: COST_DECIMALS, readOnly: true },
      { name: 'costCurrency', kind: 'string', maxLength: 8, readOnly: true },
      { name: 'memoryTexts', kind: 'int', readOnly: true },
      { name: 'memoryCharacters', kind: 'int', readOnly: true },
      { name: 'placeholderReasks', kind: 'int', readOnly: true },
      { name: 'placeholderRepairs', kind: 'int', readOnly: true },
      { name: 'flagged', kind: 'int', readOnly: true },
      { name: 'message', kind: 'text', readOnly: true },
      {
        name: 'waiting',
        kind: 'json',
        json: 'object',
        readOnly: true,
        description: 'While healing passes wait for the provider: {providerId, reason, fields, retryAt}; else null (docs/jobs.md, "Healing").',
      },
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
  plainEntity(
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
      { name: 'resolvedAt', kind: 'datetime', readOnly: true, description: 'Set when a healing pass or a retry resolved the error; the row is kept and no longer counted.' },
    ],
    {
      operations: ['read'],
      associations: { job: { kind: 'manyToOne', entity: 'ext_translate_job', field: 'jobId' } },
    },
  ),
  plainEntity(
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
  plainEntity(
    'ext_translate_usage',
    'Monthly usage',
    [
      { name: 'period', kind: 'string', maxLength: 7, readOnly: true },
      { name: 'providerId', kind: 'string', maxLength: 32, readOnly: true },
      { name: 'characters', kind: 'int', readOnly: true },
      { name: 'inputTokens', kind: 'int', readOnly: true },
      { name: 'outputTokens', kind: 'int', readOnly: true },
      { name: 'requests', kind: 'int', readOnly: true },
      { name: 'costAmount', kind: 'float', decimals: COST_DECIMALS, readOnly: true },
      { name: 'costCurrency', kind: 'string', maxLength: 8, readOnly: true },
    ],
    { operations: ['read'], defaultSort: { field: 'period', order: 'DESC' } },
  ),
  plainEntity(
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
      { name: 'providerId', kind: 'string', maxLength: 32, readOnly: true, description: 'The provider that translated the written value (a fallback may take over from the routed one).' },
      { name: 'state', kind: 'string', maxLength: 16, enum: HISTORY_STATES },
      {
        name: 'checks',
        kind: 'json',
        json: 'string_list',
        readOnly: true,
        description: 'Quality check codes of newValue (GET /api/_action/ext-translate/quality-checks explains each); empty when clean, null on rows from before the checks.',
      },
      { name: 'sourceValue', kind: 'text', readOnly: true, description: 'The source text the value was translated from.' },
      { name: 'memory', kind: 'json', json: 'object', readOnly: true, description: "A draft's translation memory entries, stored when it is approved; null when none." },
    ],
    {
      operations: ['read', 'update'],
      associations: { job: { kind: 'manyToOne', entity: 'ext_translate_job', field: 'jobId' } },
      defaultSort: { field: 'createdAt', order: 'DESC' },
    },
  ),
  plainEntity(
    'ext_translate_webhook',
    'Webhooks',
    [
      {
        name: 'url',
        kind: 'string',
        maxLength: 2048,
        required: true,
        description: 'Where events are posted: https, and no private, loopback or link-local address (docs/api.md, "Webhooks").',
      },
      { name: 'events', kind: 'json', json: 'string_list', enum: WEBHOOK_EVENTS, required: true, description: `The events to send, at least one of: ${WEBHOOK_EVENTS.join(', ')}.` },
      { name: 'active', kind: 'bool' },
      {
        name: 'secret',
        kind: 'string',
        maxLength: 1024,
        writeOnly: true,
        sealed: true,
        description: 'The HMAC-SHA256 signing secret, at least 16 characters; write-only. Generated on create when not given, and answered that once.',
      },
      { name: 'description', kind: 'string', maxLength: 255 },
    ],
    {
      associations: { deliveries: { kind: 'oneToMany', entity: 'ext_translate_webhook_delivery', field: 'webhookId' } },
      defaultSort: { field: 'createdAt', order: 'ASC' },
    },
  ),
  plainEntity(
    'ext_translate_webhook_delivery',
    'Webhook deliveries',
    [
      { name: 'webhookId', kind: 'id', references: 'ext_translate_webhook', readOnly: true },
      { name: 'event', kind: 'string', maxLength: 64, readOnly: true },
      { name: 'payload', kind: 'json', json: 'object', readOnly: true, description: 'The body sent: {id, event, occurredAt, data}.' },
      { name: 'status', kind: 'string', maxLength: 16, enum: WEBHOOK_DELIVERY_STATUSES, readOnly: true },
      { name: 'attempts', kind: 'int', readOnly: true },
      { name: 'lastResponseCode', kind: 'int', readOnly: true },
      { name: 'lastError', kind: 'text', readOnly: true },
      { name: 'nextAttemptAt', kind: 'datetime', readOnly: true },
      { name: 'deliveredAt', kind: 'datetime', readOnly: true },
    ],
    {
      operations: ['read'],
      associations: { webhook: { kind: 'manyToOne', entity: 'ext_translate_webhook', field: 'webhookId' } },
      defaultSort: { field: 'createdAt', order: 'DESC' },
    },
  ),
];
