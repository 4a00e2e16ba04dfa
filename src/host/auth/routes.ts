import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { StringEnum } from '../http/schema-types.js';
import { checkedByService } from '../http/validation.js';
import { OAuthError, type OAuthService } from './oauth.js';

const TokenAnswer = Type.Object({
  token_type: Type.String({ examples: ['Bearer'] }),
  expires_in: Type.Integer({ description: 'Seconds the access token lives.' }),
  access_token: Type.String(),
  refresh_token: Type.Optional(Type.String({ description: 'Not for client_credentials.' })),
});
/** RFC 6749 section 5.2. */
const OAuthErrorAnswer = Type.Object({ error: Type.String(), error_description: Type.String() });
/** What the host answers before the handler runs (error-handler.ts), in the same shape, error `invalid_request`. */
const OAUTH_REFUSALS = {
  413: Type.Object(OAuthErrorAnswer.properties, { description: 'The request body is larger than the limit (10 MiB).' }),
  415: Type.Object(OAuthErrorAnswer.properties, { description: 'The request body is neither JSON nor a form.' }),
  431: Type.Object(OAuthErrorAnswer.properties, { description: 'The request line and headers are larger than 16 KiB.' }),
};

// OAuth errors have their own RFC 6749 shape, so the service reports missing fields itself.
const TokenBody = Type.Object(
  {
    grant_type: StringEnum(['password', 'refresh_token', 'client_credentials']),
    client_id: Type.Optional(Type.String()),
    client_secret: Type.Optional(Type.String()),
    username: Type.Optional(Type.String()),
    password: Type.Optional(Type.String({ format: 'password' })),
    refresh_token: Type.Optional(Type.String()),
    scope: Type.Optional(Type.String()),
  },
  checkedByService,
);
const RevokeBody = Type.Object({ token: Type.String({ description: 'A refresh token.' }) }, checkedByService);

function bodyOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * RFC 6749 section 2.3.1: a client may authenticate with HTTP Basic (form-encoded id and secret)
 * instead of body parameters. Using both at once is refused.
 */
function withBasicCredentials(body: Record<string, unknown>, header: string | undefined): Record<string, unknown> {
  const match = typeof header === 'string' ? /^Basic\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) return body;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
  if (body.client_secret !== undefined) {
    throw new OAuthError(400, 'invalid_request', 'Send the client credentials either in the Authorization header or in the body, not both.');
  }
  const decode = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));
  return { ...body, client_id: decode(decoded.slice(0, colon)), client_secret: decode(decoded.slice(colon + 1)) };
}

/** POST /api/oauth/token (JSON or form) and POST /api/oauth/revoke (RFC 7009). */
export function registerOAuthRoutes(app: FastifyInstance, oauth: OAuthService): void {
  app.post(
    '/api/oauth/token',
    {
      config: { access: { privilege: 'public' }, errorShape: 'oauth' },
      schema: {
        tags: ['Authentication'],
        operationId: 'createToken',
        summary: 'Get an access token',
        description:
          'Grant types: password (client_id "administration", username, password), refresh_token (rotates the refresh token; the same refresh token sent again by the same client, i.e. client id and address, within 30 seconds of its first use answers the same successor pair, so parallel refreshes keep the session; any other reuse revokes every token rotated from it) and client_credentials (an integration\'s access key and secret). JSON or form-encoded. Failed password sign-ins are throttled per username and per client address: 429 slow_down with Retry-After.',
        body: TokenBody,
        response: { 200: TokenAnswer, 400: OAuthErrorAnswer, 401: OAuthErrorAnswer, 429: OAuthErrorAnswer, ...OAUTH_REFUSALS },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('Pragma', 'no-cache');
      try {
        return await oauth.grant(withBasicCredentials(bodyOf(request.body), request.headers.authorization), request.ip);
      } catch (error) {
        if (error instanceof OAuthError) {
          if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
          return reply.status(error.statusCode as 400 | 401 | 429).send({ error: error.error, error_description: error.description });
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/oauth/revoke',
    {
      config: { access: { privilege: 'public' }, errorShape: 'oauth' },
      schema: {
        tags: ['Authentication'],
        operationId: 'revokeToken',
        summary: 'Revoke a refresh token and every token rotated from it',
        body: RevokeBody,
        response: { 200: Type.Object({}), 400: OAuthErrorAnswer, ...OAUTH_REFUSALS },
      },
    },
    async (request, reply) => {
      const token = bodyOf(request.body).token;
      if (typeof token !== 'string' || token === '') {
        return reply.status(400).send({ error: 'invalid_request', error_description: 'The request is missing the "token" parameter.' });
      }
      await oauth.revoke(token);
      return {};
    },
  );
}
