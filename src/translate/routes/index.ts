import type { FastifyInstance } from 'fastify';
import type { ProviderRegistry } from '../providers/registry.js';
import type { TranslateServices } from '../use-cases/services.js';
import { registerExchangeRoutes } from './exchange.js';
import { registerGlossaryRoutes } from './glossary.js';
import { JobConfigSchema } from './job-config-schema.js';
import { registerJobRoutes } from './jobs.js';
import { registerMemoryRoutes } from './memory.js';
import { registerMetricsRoute } from './metrics.js';
import { registerProviderRoutes } from './providers.js';
import { registerReportsRoutes } from './reports.js';
import { registerReviewRoutes } from './review.js';
import { registerSubscriptionRoutes } from './subscription.js';
import { registerWebhookRoutes } from './webhooks.js';

declare module 'fastify' {
  interface FastifyInstance {
    providers: ProviderRegistry;
  }
}

/** The extension's HTTP routes on the host's app (its manifest's `registerRoutes` loads this module). */
export function registerTranslateRoutes(app: FastifyInstance, services: TranslateServices): void {
  const { host, providers, jobs } = services;
  app.decorate('providers', providers);
  app.addSchema(JobConfigSchema);
  registerProviderRoutes(app, providers, host.database.db, host.settings);
  registerJobRoutes(app, jobs);
  registerReportsRoutes(app, jobs);
  registerGlossaryRoutes(app, jobs);
  registerSubscriptionRoutes(app, jobs);
  registerMemoryRoutes(app, jobs);
  registerReviewRoutes(app, jobs);
  registerExchangeRoutes(app, jobs);
  registerMetricsRoute(app, host);
  registerWebhookRoutes(app, services.webhooks);
}
