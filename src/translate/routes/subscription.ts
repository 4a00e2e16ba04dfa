import type { FastifyInstance } from 'fastify';
import type { JobDependencies } from '../jobs.js';

/** Registers the subscription routes (being built for issue 5). */
export function registerSubscriptionRoutes(app: FastifyInstance, deps: JobDependencies): void {
  void app;
  void deps;
}
