import type { FastifyInstance } from 'fastify';
import type { JobDependencies } from '../jobs.js';

/** Registers the glossary routes (being built for issue 5). */
export function registerGlossaryRoutes(app: FastifyInstance, deps: JobDependencies): void {
  void app;
  void deps;
}
