import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { Queue } from '../queue/queue.js';
import { checkHealth } from './health.js';

/** GET /api/_info/health and GET /api/_info/openapi.json, both public. */
export function registerInfoRoutes(app: FastifyInstance, db: Db, queue: Queue, version: string): void {
  const healthBody = {
    type: 'object',
    properties: { status: { type: 'string' }, database: { type: 'string' }, queue: { type: 'string' }, version: { type: 'string' } },
  } as const;
  app.get(
    '/api/_info/health',
    {
      config: { access: { privilege: 'public' } },
      schema: {
        tags: ['Info'],
        summary: 'Liveness, database and queue reachability',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (request, reply) => {
      const report = await checkHealth(db, queue, version, request.log);
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    },
  );

  app.get(
    '/api/_info/openapi.json',
    { config: { access: { privilege: 'public' } }, schema: { tags: ['Info'], summary: 'This document' } },
    async () => app.swagger(),
  );
}
