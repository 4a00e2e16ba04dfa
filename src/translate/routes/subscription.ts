import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../host/auth/principal.js';
import { StoreDisconnectedError, StoreUnavailableError } from '../../host/store/errors.js';
import type { JobDependencies } from '../jobs.js';
import { refreshSubscription, SUBSCRIPTION_ERRORS, subscriptionStatus, type SubscriptionDependencies } from '../subscription.js';
import { ACTION_BASE, editorAccess, viewerAccess } from './access.js';

const quotaSchema = {
  type: 'object',
  nullable: true,
  properties: {
    plan: { type: 'string' },
    period: { type: 'string', description: 'YYYY-MM (UTC)' },
    limit: { type: 'integer' },
    used: { type: 'integer' },
    remaining: { type: 'integer' },
  },
} as const;

const statusSchema = {
  type: 'object',
  properties: {
    available: { type: 'boolean' },
    active: { type: 'boolean' },
    state: { type: 'string', enum: ['active', 'available', 'expired', 'disconnected'] },
    plan: { type: 'string', enum: ['enterprise', 'scale', 'growth', 'starter'] },
    identifier: { type: 'string' },
    plans: {
      type: 'array',
      items: { type: 'object', properties: { plan: { type: 'string' }, identifier: { type: 'string' }, credits: { type: 'integer' } } },
    },
    quota: quotaSchema,
    reachable: { type: 'boolean' },
  },
} as const;

const codeErrorsSchema = {
  type: 'object',
  properties: { errors: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, detail: { type: 'string' } } } } },
} as const;

/** The guard has set the principal on every route that is not public. */
function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('The subscription routes need an authenticated caller.');
  return request.principal;
}

/** The spec's `{errors: [{code, detail}]}`, exactly: no `status` member as the platform's errors carry. */
function answerError(reply: FastifyReply, error: { status: number; code: string; detail: string }): FastifyReply {
  return reply.status(error.status).send({ errors: [{ code: error.code, detail: error.detail }] });
}

/** GET /subscription and POST /subscription/refresh (spec "Subscription status"; docs/subscription.md). */
export function registerSubscriptionRoutes(app: FastifyInstance, deps: JobDependencies): void {
  const { store } = app;
  if (!store) throw new Error('The subscription routes need the host app\'s store service (HostAppOptions.store).');
  const subscription: SubscriptionDependencies = { store, settings: deps.settings, providers: deps.providers };

  app.get(
    `${ACTION_BASE}/subscription`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Subscription'],
        operationId: 'readSubscription',
        summary: 'The subscription status of the managed provider',
        description:
          'The state follows the caller\'s store connection (an integration: the shop\'s) and the purchases of the last refresh. The quota is read from the managed gateway while a plan is active.',
        security: [{ bearerAuth: [] }],
        response: { 200: statusSchema },
      },
    },
    async (request) => subscriptionStatus(subscription, principalOf(request)),
  );

  app.post(
    `${ACTION_BASE}/subscription/refresh`,
    {
      config: editorAccess,
      schema: {
        tags: ['Subscription'],
        operationId: 'refreshSubscription',
        summary: 'Refresh the in-app purchases from the store, then answer the subscription status',
        security: [{ bearerAuth: [] }],
        response: { 200: statusSchema, 412: codeErrorsSchema, 502: codeErrorsSchema },
      },
    },
    async (request, reply) => {
      try {
        return await refreshSubscription(subscription, principalOf(request));
      } catch (error) {
        if (error instanceof StoreDisconnectedError) return answerError(reply, SUBSCRIPTION_ERRORS.storeDisconnected);
        if (error instanceof StoreUnavailableError) {
          request.log.warn({ status: error.status, reason: error.message }, 'in-app purchase refresh failed');
          return answerError(reply, SUBSCRIPTION_ERRORS.refreshFailed);
        }
        throw error;
      }
    },
  );
}
