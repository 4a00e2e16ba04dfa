import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { Queue } from '../queue/queue.js';
import { checkHealth } from './health.js';

const HealthAnswer = Type.Object({ status: Type.String(), database: Type.String(), queue: Type.String(), version: Type.String() });

/** GET /api/_info/health and GET /api/_info/openapi.json, both public; GET /api/_info/version for any valid token. */
export function registerInfoRoutes(app: FastifyInstance, db: Db, queue: Queue, version: string): void {
  app.get(
    '/api/_info/health',
    {
      // Load balancers ask every few seconds: their requests are not logged at info (a failing check
      // still logs its error, health.ts).
      logLevel: 'warn',
      config: { access: { privilege: 'public' } },
      schema: {
        tags: ['Info'],
        operationId: 'getHealth',
        summary: 'Liveness, database and queue reachability',
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (request, reply) => {
      const report = await checkHealth(db, queue, version, request.log);
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    },
  );

  app.get(
    '/api/_info/version',
    {
      config: { access: { privilege: 'authenticated' } },
      schema: {
        tags: ['Info'],
        operationId: 'getVersion',
        summary: 'The version of this installation (any valid token)',
        response: { 200: Type.Object({ version: Type.String({ examples: ['1.4.0'] }) }) },
      },
    },
    async () => ({ version }),
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
