import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { languageIdsOf } from '../../host/content/language-refs.js';
import { Nullable, StringEnum, StringMap } from '../../host/http/schema-types.js';
import { checkedByService } from '../../host/http/validation.js';
import { MessageError } from '../../host/http/errors.js';
import { CoverageRequestError, coverageReport, DEFAULT_COVERAGE_ENTITIES, splitList } from '../use-cases/coverage.js';
import { listEntities } from '../use-cases/entities.js';
import type { JobDependencies } from '../use-cases/jobs.js';
import { budgetReport, parseMonths, usageReport, USAGE_MONTHS } from '../use-cases/usage.js';
import { ACTION_BASE, CostSchema, messageSchema, viewerAccess } from './access.js';

const EntityRecord = Type.Object({
  name: Type.String(),
  label: Type.String(),
  total: Type.Integer(),
  fields: Type.Array(
    Type.Object({
      property: Type.String(),
      type: StringEnum(['text', 'html', 'custom_fields', 'string_list', 'structure']),
      maxLength: Type.Integer({ description: '0 for JSON-stored fields' }),
    }),
  ),
  recordKey: Type.String({
    description: 'The property history rows and job errors name a record by (`recordId`): `id`, or `translationKey` for snippets. A selection\'s `ids` are always record ids. Beside the spec\'s fields.',
  }),
  languageSet: Nullable(
    Type.Object({
      entity: Type.String({ description: 'The entity of the sets, such as `snippet_set`.' }),
      field: Type.String({ description: 'The property of a record naming its set, such as `setId`.' }),
      localeField: Type.String({ description: 'The property of a set holding its locale code, such as `iso`.' }),
    }),
    {
      description:
        'Null when a record holds its translations for every language. Otherwise a language\'s records are those of the first set (by name, then id) whose locale is the language\'s: snippets. Beside the spec\'s fields.',
    },
  ),
});

const CoverageRow = Type.Object({
  entity: Type.String(),
  languageId: Type.String(),
  total: Type.Integer(),
  translated: Type.Integer(),
  percent: Type.Number(),
  outdated: Type.Integer({
    description:
      'Of the translated records, those with a field that is still what the service wrote while its source (the language a default job translates from) has changed since. A default job refreshes them.',
  }),
  inReview: Type.Integer({ description: 'Records with a draft waiting for review (POST /review/approve) in this language. Beside the spec\'s fields.' }),
});

/** A comma-separated list; a repeated parameter counts as one list. */
function ListParameter(description: string) {
  return Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())], { description: `${description} (comma-separated; may be repeated)` }));
}

const CoverageQuery = Type.Object({
  languageIds: ListParameter('language UUIDs or locale codes (de-DE); default every non-system language, sorted by name'),
  entities: ListParameter(`entity names; default ${DEFAULT_COVERAGE_ENTITIES.join(',')}`),
});
type CoverageQuery = Static<typeof CoverageQuery>;

const UsageQuery = Type.Object({
  months: Type.Optional(
    Type.Integer({
      ...checkedByService,
      minimum: USAGE_MONTHS.min,
      maximum: USAGE_MONTHS.max,
      default: USAGE_MONTHS.default,
      description: `clamped to ${USAGE_MONTHS.min}..${USAGE_MONTHS.max}; not a number: ${USAGE_MONTHS.default}`,
    }),
  ),
});
type UsageQuery = Static<typeof UsageQuery>;

const ProviderUsage = Type.Object({
  characters: Type.Integer(),
  inputTokens: Type.Integer(),
  outputTokens: Type.Integer(),
  requests: Type.Integer(),
  cost: CostSchema,
});

const MonthlyBudget = Type.Object({
  characters: Type.Optional(Type.Integer({ minimum: 1 })),
  amount: Type.Optional(Type.Number({ minimum: 0, description: "in the provider's cost currency" })),
  reached: Type.Boolean({ description: "the current month's usage has reached a cap: the provider takes no more calls this month" }),
});

const UsageAnswer = Type.Object({
  months: Type.Array(Type.Object({ period: Type.String({ pattern: '^\\d{4}-\\d{2}$' }), providers: StringMap(ProviderUsage) })),
  budgets: StringMap(MonthlyBudget, { description: 'ExtTranslate.config.monthlyBudgets by provider id (docs/operations.md, "Budgets")' }),
});

/** GET /entities, GET /coverage, GET /usage. */
export function registerReportsRoutes(app: FastifyInstance, deps: JobDependencies): void {
  app.get(
    `${ACTION_BASE}/entities`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Reports'],
        operationId: 'listTranslatableEntities',
        summary: 'The translatable entities with their row totals and fields, ending with the pseudo-entity snippet',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ entities: Type.Array(EntityRecord) }) },
      },
    },
    async () => ({ entities: await listEntities(deps.db) }),
  );

  app.get<{ Querystring: CoverageQuery }>(
    `${ACTION_BASE}/coverage`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Reports'],
        operationId: 'readCoverage',
        summary: 'Per entity and language: records with their own translation of the primary text column',
        security: [{ bearerAuth: [] }],
        querystring: CoverageQuery,
        response: { 200: Type.Object({ rows: Type.Array(CoverageRow) }), 400: messageSchema },
      },
    },
    async (request) => {
      try {
        // Locale codes (`de-DE`) name languages too, as the entity writes accept (issue 18).
        const languageIds = (await languageIdsOf(deps.db, splitList(request.query.languageIds))) as string[];
        return { rows: await coverageReport(deps.db, deps.settings, { languageIds, entities: splitList(request.query.entities) }) };
      } catch (error) {
        if (error instanceof CoverageRequestError) throw new MessageError(400, error.message);
        throw error;
      }
    },
  );

  app.get<{ Querystring: UsageQuery }>(
    `${ACTION_BASE}/usage`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Reports'],
        operationId: 'readUsage',
        summary: 'Monthly usage per provider (UTC months), newest first; every month of the window is present',
        security: [{ bearerAuth: [] }],
        querystring: UsageQuery,
        response: { 200: UsageAnswer },
      },
    },
    async (request) => {
      const months = await usageReport(deps.db, parseMonths(request.query.months));
      return { months, budgets: await budgetReport(deps.settings, months[0]!) };
    },
  );
}
