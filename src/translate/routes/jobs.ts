import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { IdString, Nullable, StringEnum } from '../../host/http/schema-types.js';
import { checkedByService, refusedWith } from '../../host/http/validation.js';
import { languageIdsOf } from '../../host/content/language-refs.js';
import { MessageError } from '../../host/http/errors.js';
import { estimateRun } from '../use-cases/estimate.js';
import { completePartlyTranslated, GROUP_EXAMPLES, jobErrorReport } from '../use-cases/job-errors.js';
import { moveHistoryRows } from '../use-cases/history.js';
import { JOB_STATUSES } from '../model/entities.js';
import { JobConfigError, normaliseJobConfig } from '../model/job-config.js';
import { JobConfigBody } from './job-config-schema.js';
import { cancelJob, createJob, JOB_ERRORS, JobRequestError, parseJobId, requestRevert, retryJob, type JobDependencies } from '../use-cases/jobs.js';
import { WARNING_CODES } from '../model/warnings.js';
import { ROUTING_ERRORS, RoutingRequestError, routingReport } from '../use-cases/routing.js';
import { ACTION_BASE, CostSchema, editorAccess, messageSchema, viewerAccess } from './access.js';

export const HISTORY_MAX_IDS = 200;
export const HISTORY_ERRORS = {
  missingIds: 'Missing "ids" array in the request body.',
  tooManyIds: `A maximum of ${HISTORY_MAX_IDS} ids can be processed per request.`,
} as const;

const JobIdParams = Type.Object({ jobId: IdString({ description: 'The job id; any case, with or without dashes.', ...refusedWith(JOB_ERRORS.invalidId) }) });
type JobIdParams = Static<typeof JobIdParams>;

const HistoryBody = Type.Object(
  {
    ids: Type.Array(Type.String({ ...checkedByService, description: 'A history row id; one that matches no row is answered as skipped.' }), {
      maxItems: HISTORY_MAX_IDS,
      ...refusedWith({ maxItems: HISTORY_ERRORS.tooManyIds, '*': HISTORY_ERRORS.missingIds }),
    }),
  },
  refusedWith(HISTORY_ERRORS.missingIds),
);
type HistoryBody = Static<typeof HistoryBody>;

const HistoryAnswer = Type.Object({
  done: Type.Integer(),
  skipped: Type.Array(Type.Object({ id: Type.String(), reason: StringEnum(['not_found', 'state_mismatch', 'value_changed']) })),
});

const WarningSchema = Type.Object({
  code: StringEnum(WARNING_CODES),
  params: Type.Object({}, { additionalProperties: true }),
  message: Type.String(),
});

const EstimateAnswer = Type.Object({
  items: Type.Integer({ description: 'Records the run would process.' }),
  characters: Type.Integer({ description: 'Characters the run would send.' }),
  exact: Type.Boolean({ description: 'false when at least one entity could only be extrapolated.' }),
  cost: CostSchema,
  credits: Nullable(Type.Integer(), { description: 'The managed provider only.' }),
  serviceTier: Nullable(Type.String(), { description: 'The managed provider only.' }),
  multiplier: Nullable(Type.Integer(), { description: 'Credit multiplier of the resolved tier.' }),
  quota: Nullable(Type.Object({}, { additionalProperties: true }), { description: 'Snapshot of the managed quota.' }),
  warnings: Type.Array(WarningSchema),
  fromMemory: Type.Object(
    { texts: Type.Integer(), characters: Type.Integer() },
    { description: 'Texts the translation memory holds (and their characters): the run takes them from there, so they are not in `characters` nor in the cost. Beside the spec\'s fields.' },
  ),
});

const JobErrorsAnswer = Type.Object({
  groups: Type.Array(
    Type.Object({
      message: Type.String({ description: "The provider's user-safe message." }),
      code: Type.Integer({ description: 'The HTTP status the provider failed with; 0 for the engine\'s own errors.' }),
      records: Type.Integer({ description: 'Records (per target language) with this error.' }),
      fields: Type.Integer({ description: 'Error rows with this error.' }),
      action: Nullable(StringEnum(['settings']), { description: '`settings`: fixed in the provider settings (a rejected key, a spent quota).' }),
      examples: Type.Array(
        Type.Object({
          entity: Type.String(),
          entityLabel: Type.String(),
          recordId: Type.String(),
          name: Nullable(Type.String(), { description: "The record's name in its source language; null when it is gone." }),
          languageId: Nullable(Type.String()),
          field: Nullable(Type.String()),
        }),
        { description: `The first ${GROUP_EXAMPLES} records of the group.` },
      ),
    }),
  ),
  translatedBy: Type.Array(
    Type.Object({ providerId: Type.String(), fields: Type.Integer(), fallback: Type.Boolean({ description: 'true when it took over from the routed provider (fallbackProviderIds).' }) }),
    { description: 'Who translated the written fields, most first.' },
  ),
  partlyTranslated: Type.Integer({ description: 'Records with open errors of which the job wrote other fields; the retry leaves them out, POST /job/{jobId}/complete takes them.' }),
});

const RoutingQuery = Type.Object({
  sourceLanguageId: Type.Optional(
    IdString({ description: 'The run\'s own source language; absent: each target\'s source comes from the settings.', ...refusedWith(ROUTING_ERRORS.invalidId) }),
  ),
});
type RoutingQuery = Static<typeof RoutingQuery>;

const RoutingAnswer = Type.Object({
  sourceLanguageId: Nullable(Type.String(), { description: 'The run\'s source asked for, or null.' }),
  defaultSourceLanguageId: Type.String({ description: 'What a run without a source of its own translates from: the `sourceLanguageId` setting, else the system language.' }),
  systemLanguageId: Type.String({ description: 'The system default language: the source when the setting is empty.' }),
  defaultProviderId: Type.String({ description: 'The `defaultProvider` setting, else the fallback.' }),
  fallbackProviderId: Type.String({ description: 'The end of the chain: `mt_primary`.' }),
  targets: Type.Array(
    Type.Object({
      languageId: Type.String(),
      providerId: Type.String({ description: 'The provider a run without a `providerId` of its own uses for this target.' }),
      providerOrigin: StringEnum(['map', 'default', 'fallback'], { description: 'The `languageProviderMap` entry, the `defaultProvider` setting, or `mt_primary`.' }),
      sourceLanguageId: Nullable(Type.String(), { description: 'The language it is translated from; null when none remains (a run skips it as `source_equals_target`).' }),
    }),
    { description: 'Every language as a target, by id.' },
  ),
});

function normalised(body: unknown) {
  try {
    return normaliseJobConfig(body);
  } catch (error) {
    if (error instanceof JobConfigError) throw new MessageError(400, error.message);
    throw error;
  }
}

/** Runs a job service call, answering its refusals as `{message}` with their status. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof JobRequestError) throw new MessageError(error.statusCode, error.message);
    if (error instanceof JobConfigError) throw new MessageError(400, error.message);
    throw error;
  }
}

/** The estimate's language ids may be locale codes (`de-DE`), as the entity writes accept. */
async function withLocaleCodes(deps: JobDependencies, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null) return body;
  const config = (body as { config?: unknown }).config;
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return body;
  const { sourceLanguageId, targetLanguageIds } = config as { sourceLanguageId?: unknown; targetLanguageIds?: unknown };
  return {
    ...body,
    config: {
      ...config,
      ...(sourceLanguageId !== undefined ? { sourceLanguageId: (await languageIdsOf(deps.db, [sourceLanguageId]))[0] } : {}),
      ...(Array.isArray(targetLanguageIds) ? { targetLanguageIds: await languageIdsOf(deps.db, targetLanguageIds) } : {}),
    },
  };
}

/** POST /estimate, /job, /job/{id}/cancel|retry|complete|revert, GET /job/{id}/errors, GET /routing, POST /history/revert|reapply. */
export function registerJobRoutes(app: FastifyInstance, deps: JobDependencies): void {
  app.post(
    `${ACTION_BASE}/estimate`,
    {
      config: editorAccess,
      schema: {
        tags: ['Jobs'],
        operationId: 'estimateRun',
        summary: 'Estimate a run: records, characters, cost and warnings',
        security: [{ bearerAuth: [] }],
        body: JobConfigBody,
        response: {
          200: EstimateAnswer,
          400: messageSchema,
        },
      },
    },
    async (request) => {
      const config = normalised(await withLocaleCodes(deps, request.body));
      return answering(() => estimateRun(deps, config));
    },
  );

  app.post(
    `${ACTION_BASE}/job`,
    {
      config: editorAccess,
      schema: {
        tags: ['Jobs'],
        operationId: 'createJob',
        summary: 'Create a translation job (queued; workers run it)',
        security: [{ bearerAuth: [] }],
        body: JobConfigBody,
        response: { 200: Type.Object({ jobId: Type.String({ pattern: '^[0-9a-f]{32}$' }) }), 400: messageSchema },
      },
    },
    async (request) => {
      const config = normalised(request.body);
      return { jobId: await answering(() => createJob(deps, config, request.principal?.id ?? null)) };
    },
  );

  app.post<{ Params: JobIdParams }>(
    `${ACTION_BASE}/job/:jobId/cancel`,
    {
      config: editorAccess,
      schema: {
        tags: ['Jobs'],
        operationId: 'cancelJob',
        summary: 'Cancel a queued or running job; answers the status read again',
        security: [{ bearerAuth: [] }],
        params: JobIdParams,
        response: { 200: Type.Object({ status: StringEnum(JOB_STATUSES) }), 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const jobId = await answering(async () => parseJobId(request.params.jobId));
      return { status: await answering(() => cancelJob(deps.db, jobId)) };
    },
  );

  app.post<{ Params: JobIdParams }>(
    `${ACTION_BASE}/job/:jobId/retry`,
    {
      config: editorAccess,
      schema: {
        tags: ['Jobs'],
        operationId: 'retryJob',
        summary: 'Retry the failed items of a completed job',
        security: [{ bearerAuth: [] }],
        params: JobIdParams,
        response: { 200: Type.Object({ retried: Type.Integer() }), 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const jobId = await answering(async () => parseJobId(request.params.jobId));
      return { retried: await answering(() => retryJob(deps, jobId)) };
    },
  );

  app.get<{ Params: JobIdParams }>(
    `${ACTION_BASE}/job/:jobId/errors`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Jobs'],
        operationId: 'jobErrors',
        summary: "A job's open errors grouped by message, with named records, who translated and the partly translated count",
        security: [{ bearerAuth: [] }],
        params: JobIdParams,
        response: { 200: JobErrorsAnswer, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const jobId = await answering(async () => parseJobId(request.params.jobId));
      return answering(() => jobErrorReport(deps, jobId));
    },
  );

  app.post<{ Params: JobIdParams }>(
    `${ACTION_BASE}/job/:jobId/complete`,
    {
      config: editorAccess,
      schema: {
        tags: ['Jobs'],
        operationId: 'completePartlyTranslated',
        summary: 'Start jobs for the partly translated records of a finished job (scope selection, mode missing; at most 10,000 records of an entity per job)',
        security: [{ bearerAuth: [] }],
        params: JobIdParams,
        response: {
          200: Type.Object({
            jobId: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'The first of the new jobs.' }),
            jobIds: Type.Array(Type.String({ pattern: '^[0-9a-f]{32}$' }), { minItems: 1, description: 'Every new job: one per 10,000 records of an entity.' }),
            records: Type.Integer(),
          }),
          400: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const jobId = await answering(async () => parseJobId(request.params.jobId));
      return answering(() => completePartlyTranslated(deps, jobId, request.principal?.id ?? null));
    },
  );

  app.post<{ Params: JobIdParams }>(
    `${ACTION_BASE}/job/:jobId/revert`,
    {
      config: editorAccess,
      schema: {
        tags: ['Jobs'],
        operationId: 'revertJob',
        summary: 'Revert what a job wrote (a RevertJobMessage is queued)',
        security: [{ bearerAuth: [] }],
        params: JobIdParams,
        response: {
          200: Type.Object({ queued: Type.Boolean(), items: Type.Integer() }),
          400: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const jobId = await answering(async () => parseJobId(request.params.jobId));
      return { queued: true, items: await answering(() => requestRevert(deps, jobId)) };
    },
  );

  app.get<{ Querystring: RoutingQuery }>(
    `${ACTION_BASE}/routing`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Jobs'],
        operationId: 'readRouting',
        summary: 'Per language as a target: the provider and the source language a run would use (the routing settings resolved)',
        security: [{ bearerAuth: [] }],
        querystring: RoutingQuery,
        response: { 200: RoutingAnswer, 400: messageSchema },
      },
    },
    async (request) => {
      try {
        return await routingReport(deps, { sourceLanguageId: request.query.sourceLanguageId ?? null });
      } catch (error) {
        if (error instanceof RoutingRequestError) throw new MessageError(400, error.message);
        throw error;
      }
    },
  );

  for (const direction of ['revert', 'reapply'] as const) {
    app.post<{ Body: HistoryBody }>(
      `${ACTION_BASE}/history/${direction}`,
      {
        config: editorAccess,
          schema: {
          tags: ['History'],
          operationId: direction === 'revert' ? 'revertHistory' : 'reapplyHistory',
          summary:
            direction === 'revert'
              ? 'Restore the previous value of applied history rows whose field still holds the written value'
              : 'Write again the value of reverted history rows whose field still holds the previous value',
          security: [{ bearerAuth: [] }],
          body: HistoryBody,
          response: { 200: HistoryAnswer, 400: messageSchema },
        },
      },
      async (request) => {
        return moveHistoryRows(deps.db, request.body.ids, direction);
      },
    );
  }
}
