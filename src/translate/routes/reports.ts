import type { FastifyInstance } from 'fastify';
import type { JobDependencies } from '../jobs.js';

/** Registers the reports routes (being built for issue 5). */
export function registerReportsRoutes(app: FastifyInstance, deps: JobDependencies): void {
  void app;
  void deps;
}
