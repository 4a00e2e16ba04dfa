import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorsSchema } from '../entities/schema.js';
import { ApiError } from '../http/errors.js';
import { Nullable } from '../http/schema-types.js';
import { refusedWith } from '../http/validation.js';
import { StoreLoginRejectedError, StoreUnavailableError } from './errors.js';
import type { StoreService } from './store-service.js';

/** Connecting the shop to the store is an administrator's act (users, integrations and roles are too). */
const adminAccess = { access: { privilege: 'store.connection', adminOnly: true } };

export const STORE_ROUTE = '/api/_action/store';

export const STORE_ERRORS = {
  missingCredentials: 'The fields "email" and "password" are required.',
  userRequired: 'Only an administration user can connect to the store; an integration token has no user.',
} as const;

const ConnectionAnswer = Type.Object({
  connected: Type.Boolean(),
  email: Nullable(Type.String()),
  connectedAt: Nullable(Type.String({ format: 'date-time' })),
});

/** The user behind the token; an integration has none. */
function requestingUserId(request: FastifyRequest): string {
  const principal = request.principal;
  if (!principal || principal.kind !== 'user') throw ApiError.single(400, 'STORE__USER_REQUIRED', STORE_ERRORS.userRequired);
  return principal.id;
}

// The refusal is one fixed message: it never quotes the password back.
const LoginBody = Type.Object(
  { email: Type.String({ pattern: '\\S' }), password: Type.String({ pattern: '\\S', format: 'password' }) },
  refusedWith(STORE_ERRORS.missingCredentials, 'STORE__MISSING_CREDENTIALS', { pointer: false }),
);
type LoginBody = Static<typeof LoginBody>;

/**
 * POST and DELETE /api/_action/store/login and GET /api/_action/store/connection: the store
 * connection of the requesting administration user (docs/subscription.md).
 */
export function registerStoreRoutes(app: FastifyInstance, store: StoreService): void {
  app.post<{ Body: LoginBody }>(
    `${STORE_ROUTE}/login`,
    {
      config: adminAccess,
      schema: {
        tags: ['Store'],
        operationId: 'connectStore',
        summary: 'Connect the requesting administration user to the store',
        description: 'Logs in to the store with the merchant\'s store account. The password is passed to the store and never stored or logged.',
        security: [{ bearerAuth: [] }],
        body: LoginBody,
        response: { 200: ConnectionAnswer, 400: errorsSchema, 502: errorsSchema },
      },
    },
    async (request) => {
      const userId = requestingUserId(request);
      const { email, password } = request.body;
      try {
        return await store.connect(userId, email.trim(), password);
      } catch (error) {
        if (error instanceof StoreLoginRejectedError) throw ApiError.single(400, 'STORE__LOGIN_REJECTED', error.message);
        if (error instanceof StoreUnavailableError) {
          request.log.warn({ status: error.status, reason: error.message }, 'store login failed');
          throw ApiError.single(502, 'STORE__UNAVAILABLE', `${error.message} Try again later.`);
        }
        throw error;
      }
    },
  );

  app.get(
    `${STORE_ROUTE}/connection`,
    {
      config: adminAccess,
      schema: {
        tags: ['Store'],
        operationId: 'readStoreConnection',
        summary: 'The store connection of the requesting administration user',
        security: [{ bearerAuth: [] }],
        response: { 200: ConnectionAnswer, 400: errorsSchema },
      },
    },
    async (request) => store.connection(requestingUserId(request)),
  );

  app.delete(
    `${STORE_ROUTE}/login`,
    {
      config: adminAccess,
      schema: {
        tags: ['Store'],
        operationId: 'disconnectStore',
        summary: 'Disconnect the requesting administration user from the store',
        description: 'The shop\'s stored purchases stay until the next refresh.',
        security: [{ bearerAuth: [] }],
        response: { 204: { type: 'null' }, 400: errorsSchema },
      },
    },
    async (request, reply) => {
      await store.disconnect(requestingUserId(request));
      return reply.status(204).send();
    },
  );
}
