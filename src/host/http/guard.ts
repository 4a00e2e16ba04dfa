import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { OAuthService } from '../auth/oauth.js';
import { holds, loadPrincipal, type Principal } from '../auth/principal.js';
import { ApiError } from './errors.js';

/**
 * What a route needs: a privilege name, `public` for the token endpoint and info routes, or
 * `authenticated` for any valid token (routes that check privileges per item, such as the sync).
 */
export interface RouteAccess {
  privilege: string | 'public' | 'authenticated';
  /** Only administrators (users, integrations and roles are managed by admins alone). */
  adminOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function unauthorized(detail: string): ApiError {
  return new ApiError(401, [{ code: 'FRAMEWORK__UNAUTHORIZED', title: 'Unauthorized', detail }]);
}

export function missingPrivilege(privileges: string[]): ApiError {
  return new ApiError(403, [
    {
      code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR',
      title: 'Forbidden',
      detail: `Missing privilege(s): ${privileges.join(', ')}.`,
      meta: { parameters: { missingPrivileges: privileges } },
    },
  ]);
}

/**
 * Throws 403 naming every privilege of `required` the principal lacks; an admin-only access is
 * lacking for everyone but administrators. The guard checks a route's own access with it, and routes
 * check what a request reaches beyond that (the entities an association reads).
 */
export function requireAccess(principal: Principal | null, required: RouteAccess[]): void {
  if (!principal) throw unauthorized('The request has no bearer token in the Authorization header.');
  const missing = required
    .filter((access) => access.privilege !== 'public' && access.privilege !== 'authenticated')
    .filter((access) => (access.adminOnly && !principal.admin) || !holds(principal, access.privilege))
    .map((access) => access.privilege);
  if (missing.length > 0) throw missingPrivilege([...new Set(missing)]);
}

/**
 * Every route under /api must declare its access; the check runs on request, before the body is
 * read, so an unauthenticated or unprivileged caller never reaches the route's logic.
 */
export function registerGuard(app: FastifyInstance, db: Db, oauth: OAuthService): void {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access.`);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access || access.privilege === 'public') return;
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('The request has no bearer token in the Authorization header.');
    const claims = await oauth.verifyAccessToken(match[1]);
    if (!claims) throw unauthorized('The access token is invalid or has expired.');
    const principal = await loadPrincipal(db, claims.kind, claims.id);
    if (!principal) throw unauthorized('The access token belongs to a user or integration that no longer exists or is inactive.');
    // Read with the principal on every request, never cached: an ended token fails from the first
    // request after the write that ended it.
    if (principal.tokenGeneration !== claims.generation) {
      throw unauthorized('The access token has been revoked (a new password or secret, or a deactivation); request a new one.');
    }
    request.principal = principal;
    requireAccess(principal, [access]);
  });
}
