import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';

/** GET /api/_info/health and GET /api/_info/openapi.json, both public. */
export function registerInfoRoutes(app: FastifyInstance, db: Db, version: string): void {
  app.get(
    '/api/_info/health',
    {
      config: { access: { privilege: 'public' } },
      schema: {
        tags: ['Info'],
        operationId: 'getHealth',
        summary: 'Liveness and database reachability',
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' }, version: { type: 'string' } } },
          503: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' }, version: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok', database: 'ok', version };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable', version });
      }
    },
  );

  app.get(
    '/api/_info/openapi.json',
    {
      config: { access: { privilege: 'public' } },
      schema: {
        tags: ['Info'],
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        response: { 200: { description: 'The OpenAPI 3.0 document of this API.', type: 'object', additionalProperties: true } },
      },
    },
    async () => app.swagger(),
  );
}
