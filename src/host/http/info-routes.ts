import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';

const HealthAnswer = Type.Object({ status: Type.String(), database: Type.String(), version: Type.String() });

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
          200: HealthAnswer,
          503: HealthAnswer,
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
        response: { 200: Type.Object({}, { description: 'The OpenAPI 3.0 document of this API.', additionalProperties: true }) },
      },
    },
    async () => app.swagger(),
  );
}
