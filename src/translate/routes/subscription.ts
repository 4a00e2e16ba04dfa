import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Nullable, StringEnum } from '../../host/http/schema-types.js';
import type { Principal } from '../../host/auth/principal.js';
import { StoreDisconnectedError, StoreUnavailableError } from '../../host/store/errors.js';
import type { JobDependencies } from '../use-cases/jobs.js';
import { refreshSubscription, SUBSCRIPTION_ERRORS, subscriptionStatus, type SubscriptionDependencies } from '../use-cases/subscription.js';
import { ACTION_BASE, editorAccess, viewerAccess } from './access.js';

const QuotaSchema = Nullable(
  Type.Object({
    plan: Type.String(),
    period: Type.String({ description: 'YYYY-MM (UTC)' }),
    limit: Type.Integer(),
    used: Type.Integer(),
    remaining: Type.Integer(),
  }),
);

const StatusAnswer = Type.Object({
  available: Type.Boolean(),
  active: Type.Boolean(),
  state: StringEnum(['active', 'available', 'expired', 'disconnected']),
  plan: StringEnum(['enterprise', 'scale', 'growth', 'starter'], { description: 'The active plan, else the last expired one, else the entry plan.' }),
  identifier: Type.String(),
  plans: Type.Array(Type.Object({ plan: Type.String(), identifier: Type.String(), credits: Type.Integer() })),
  quota: QuotaSchema,
  reachable: Type.Boolean({ description: 'False when the gateway was asked for the quota and did not answer usably.' }),
});

/** The documented `{errors: [{code, detail}]}` (docs/subscription.md), exactly: no `status` member as the platform's errors carry. */
const CodeErrorsAnswer = Type.Object({ errors: Type.Array(Type.Object({ code: Type.String(), detail: Type.String() })) });

/** The guard has set the principal on every route that is not public. */
function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('The subscription routes need an authenticated caller.');
  return request.principal;
}

function answerError(reply: FastifyReply, error: { status: number; code: string; detail: string }): FastifyReply {
  return reply.status(error.status).send({ errors: [{ code: error.code, detail: error.detail }] });
}

/** GET /subscription and POST /subscription/refresh (docs/subscription.md). */
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
        response: { 200: StatusAnswer },
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
        response: { 200: StatusAnswer, 412: CodeErrorsAnswer, 502: CodeErrorsAnswer },
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
