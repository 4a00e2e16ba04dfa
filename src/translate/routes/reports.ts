import type { FastifyInstance } from 'fastify';
import { documentOnly } from '../../host/http/document-only.js';
import { MessageError } from '../../host/http/errors.js';
import { CoverageRequestError, coverageReport, DEFAULT_COVERAGE_ENTITIES, splitList } from '../coverage.js';
import { listEntities } from '../entities.js';
import type { JobDependencies } from '../jobs.js';
import { parseMonths, usageReport, USAGE_MONTHS } from '../usage.js';
import { ACTION_BASE, messageSchema, viewerAccess } from './access.js';

const entityRecord = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    label: { type: 'string' },
    total: { type: 'integer' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          property: { type: 'string' },
          type: { type: 'string', enum: ['text', 'html', 'custom_fields', 'string_list', 'structure'] },
          maxLength: { type: 'integer', description: '0 for JSON-stored fields' },
        },
      },
    },
  },
} as const;

const coverageRow = {
  type: 'object',
  properties: {
    entity: { type: 'string' },
    languageId: { type: 'string' },
    total: { type: 'integer' },
    translated: { type: 'integer' },
    percent: { type: 'number' },
  },
} as const;

const providerUsage = {
  type: 'object',
  properties: {
    characters: { type: 'integer' },
    inputTokens: { type: 'integer' },
    outputTokens: { type: 'integer' },
    requests: { type: 'integer' },
    cost: { type: 'object', properties: { amount: { type: 'number' }, currency: { type: 'string' } } },
  },
} as const;

/** GET /entities, GET /coverage, GET /usage. */
export function registerReportsRoutes(app: FastifyInstance, deps: JobDependencies): void {
  app.get(
    `${ACTION_BASE}/entities`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Reports'],
        summary: 'The translatable entities with their row totals and fields, ending with the pseudo-entity snippet',
        security: [{ bearerAuth: [] }],
        response: { 200: { type: 'object', properties: { entities: { type: 'array', items: entityRecord } } } },
      },
    },
    async () => ({ entities: await listEntities(deps.db) }),
  );

  app.get(
    `${ACTION_BASE}/coverage`,
    {
      config: viewerAccess,
      validatorCompiler: documentOnly,
      schema: {
        tags: ['Reports'],
        summary: 'Per entity and language: records with their own translation of the primary text column',
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          properties: {
            languageIds: { type: 'string', description: 'comma-separated language UUIDs; default every non-system language, sorted by name' },
            entities: { type: 'string', description: `comma-separated entity names; default ${DEFAULT_COVERAGE_ENTITIES.join(',')}` },
          },
        },
        response: { 200: { type: 'object', properties: { rows: { type: 'array', items: coverageRow } } }, 400: messageSchema },
      },
    },
    async (request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      try {
        return { rows: await coverageReport(deps.db, { languageIds: splitList(query.languageIds), entities: splitList(query.entities) }) };
      } catch (error) {
        if (error instanceof CoverageRequestError) throw new MessageError(400, error.message);
        throw error;
      }
    },
  );

  app.get(
    `${ACTION_BASE}/usage`,
    {
      config: viewerAccess,
      validatorCompiler: documentOnly,
      schema: {
        tags: ['Reports'],
        summary: 'Monthly usage per provider (UTC months), newest first; every month of the window is present',
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          properties: {
            months: {
              type: 'integer',
              minimum: USAGE_MONTHS.min,
              maximum: USAGE_MONTHS.max,
              default: USAGE_MONTHS.default,
              description: 'clamped to 1..36; not a number: 6',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              months: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { period: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, providers: { type: 'object', additionalProperties: providerUsage } },
                },
              },
            },
          },
        },
      },
    },
    async (request) => ({ months: await usageReport(deps.db, parseMonths((request.query as Record<string, unknown> | undefined)?.months)) }),
  );
}
