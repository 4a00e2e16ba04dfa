import type { FastifyInstance } from 'fastify';
import { documentOnly } from '../../host/http/document-only.js';
import { MessageError } from '../../host/http/errors.js';
import { estimateRun } from '../estimate.js';
import { moveHistoryRows } from '../history.js';
import { JobConfigError, normaliseJobConfig } from '../job-config.js';
import { cancelJob, createJob, JobRequestError, parseJobId, requestRevert, retryJob, type JobDependencies } from '../jobs.js';
import { ACTION_BASE, editorAccess, messageSchema } from './access.js';

export const HISTORY_MAX_IDS = 200;
export const HISTORY_ERRORS = {
  missingIds: 'Missing "ids" array in the request body.',
  tooManyIds: `A maximum of ${HISTORY_MAX_IDS} ids can be processed per request.`,
} as const;

const configBody = {
  type: 'object',
  properties: { config: { type: 'object', description: 'JobConfig (spec "JobConfig"); normalised by the server.' } },
} as const;
const jobIdParams = { type: 'object', properties: { jobId: { type: 'string' } }, required: ['jobId'] } as const;
const costSchema = { type: 'object', properties: { amount: { type: 'number' }, currency: { type: 'string' } } } as const;
const historyResult = {
  type: 'object',
  properties: {
    done: { type: 'integer' },
    skipped: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, reason: { type: 'string' } } } },
  },
} as const;

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

/** POST /estimate, /job, /job/{id}/cancel|retry|revert, /history/revert|reapply. */
export function registerJobRoutes(app: FastifyInstance, deps: JobDependencies): void {
  app.post(
    `${ACTION_BASE}/estimate`,
    {
      config: editorAccess,
      validatorCompiler: documentOnly,
      schema: {
        tags: ['Jobs'],
        summary: 'Estimate a run: records, characters, cost and warnings',
        security: [{ bearerAuth: [] }],
        body: configBody,
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'integer' },
              characters: { type: 'integer' },
              exact: { type: 'boolean' },
              cost: costSchema,
              credits: { type: 'integer', nullable: true },
              serviceTier: { type: 'string', nullable: true },
              multiplier: { type: 'integer', nullable: true },
              quota: { type: 'object', nullable: true, additionalProperties: true },
              warnings: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { code: { type: 'string' }, params: { type: 'object', additionalProperties: true }, message: { type: 'string' } },
                },
              },
            },
          },
          400: messageSchema,
        },
      },
    },
    async (request) => {
      const config = normalised(request.body);
      return answering(() => estimateRun(deps, config));
    },
  );

  app.post(
    `${ACTION_BASE}/job`,
    {
      config: editorAccess,
      validatorCompiler: documentOnly,
      schema: {
        tags: ['Jobs'],
        summary: 'Create a translation job (queued; workers run it)',
        security: [{ bearerAuth: [] }],
        body: configBody,
        response: { 200: { type: 'object', properties: { jobId: { type: 'string' } } }, 400: messageSchema },
      },
    },
    async (request) => {
      const config = normalised(request.body);
      return { jobId: await answering(() => createJob(deps, config, request.principal?.id ?? null)) };
    },
  );

  app.post(
    `${ACTION_BASE}/job/:jobId/cancel`,
    {
      config: editorAccess,
      validatorCompiler: documentOnly,
      schema: {
        tags: ['Jobs'],
        summary: 'Cancel a queued or running job; answers the status read again',
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        response: { 200: { type: 'object', properties: { status: { type: 'string' } } }, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const jobId = await answering(async () => parseJobId((request.params as { jobId: string }).jobId));
      return { status: await answering(() => cancelJob(deps.db, jobId)) };
    },
  );

  app.post(
    `${ACTION_BASE}/job/:jobId/retry`,
    {
      config: editorAccess,
      validatorCompiler: documentOnly,
      schema: {
        tags: ['Jobs'],
        summary: 'Retry the failed items of a completed job',
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        response: { 200: { type: 'object', properties: { retried: { type: 'integer' } } }, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const jobId = await answering(async () => parseJobId((request.params as { jobId: string }).jobId));
      return { retried: await answering(() => retryJob(deps, jobId)) };
    },
  );

  app.post(
    `${ACTION_BASE}/job/:jobId/revert`,
    {
      config: editorAccess,
      validatorCompiler: documentOnly,
      schema: {
        tags: ['Jobs'],
        summary: 'Revert what a job wrote (a RevertJobMessage is queued)',
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        response: {
          200: { type: 'object', properties: { queued: { type: 'boolean' }, items: { type: 'integer' } } },
          400: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const jobId = await answering(async () => parseJobId((request.params as { jobId: string }).jobId));
      return { queued: true, items: await answering(() => requestRevert(deps, jobId)) };
    },
  );

  for (const direction of ['revert', 'reapply'] as const) {
    app.post(
      `${ACTION_BASE}/history/${direction}`,
      {
        config: editorAccess,
        validatorCompiler: documentOnly,
        schema: {
          tags: ['History'],
          summary:
            direction === 'revert'
              ? 'Restore the previous value of applied history rows whose field still holds the written value'
              : 'Write again the value of reverted history rows whose field still holds the previous value',
          security: [{ bearerAuth: [] }],
          body: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' }, maxItems: HISTORY_MAX_IDS } } },
          response: { 200: historyResult, 400: messageSchema },
        },
      },
      async (request) => {
        const body = request.body as { ids?: unknown } | null | undefined;
        const ids = typeof body === 'object' && body !== null ? body.ids : undefined;
        if (!Array.isArray(ids)) throw new MessageError(400, HISTORY_ERRORS.missingIds);
        if (ids.length > HISTORY_MAX_IDS) throw new MessageError(400, HISTORY_ERRORS.tooManyIds);
        return moveHistoryRows(deps.db, ids, direction);
      },
    );
  }
}
