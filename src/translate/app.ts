import type { FastifyInstance } from 'fastify';
import { allEntities } from '../host/entities/definitions.js';
import { buildHostApp } from '../host/http/app.js';
import { registerMetricsRoute } from './routes/metrics.js';
import type { Host } from '../host/host.js';
import { DEFAULT_STORE_BASE_URL } from '../host/config/config.js';
import { StoreService, type StoreServiceOptions } from '../host/store/store-service.js';
import { registerExtension } from './extension.js';
import { createProviderRegistry, type ProviderServiceOptions } from './providers/provider-service.js';
import type { ProviderRegistry } from './providers/registry.js';
import { registerGlossaryRoutes } from './routes/glossary.js';
import { JobConfigSchema } from './routes/job-config-schema.js';
import { registerJobRoutes } from './routes/jobs.js';
import { registerMemoryRoutes } from './routes/memory.js';
import { registerReportsRoutes } from './routes/reports.js';
import { registerSubscriptionRoutes } from './routes/subscription.js';
import { registerProviderRoutes } from './routes/providers.js';
import { jobDependencies } from './worker.js';

export interface ApplicationOptions {
  logger: boolean | Record<string, unknown>;
  /** Replaces parts of the provider setup (tests: environment with simulator addresses, fetch). */
  providers?: Omit<ProviderServiceOptions, 'logger'>;
  /** Replaces parts of the store client setup (tests: a short timeout, fetch). */
  store?: Partial<Pick<StoreServiceOptions, 'timeoutMs' | 'fetch'>>;
  /** The built admin web app to serve at /admin/ (see buildHostApp); `serve` passes dist/admin. */
  adminDirectory?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    providers: ProviderRegistry;
  }
}

/** The whole HTTP application: the host's routes and the extension's. */
export async function buildApplication(host: Host, options: ApplicationOptions): Promise<FastifyInstance> {
  registerExtension(host);
  return buildHostApp({
    db: host.database.db,
    repository: host.repository,
    oauth: host.oauth,
    settings: host.settings,
    entities: allEntities,
    queue: host.queue,
    version: host.version,
    logger: options.logger,
    ...(host.config.trustProxy !== undefined ? { trustProxy: host.config.trustProxy } : {}),
    ...(options.adminDirectory !== undefined ? { adminDirectory: options.adminDirectory } : {}),
    store: new StoreService({
      db: host.database.db,
      appSecret: host.config.appSecret,
      baseUrl: host.config.storeBaseUrl ?? DEFAULT_STORE_BASE_URL,
      ...options.store,
    }),
    extend: async (app) => {
      const registry = await createProviderRegistry(host, { ...options.providers, logger: app.log });
      app.decorate('providers', registry);
      app.addSchema(JobConfigSchema);
      registerProviderRoutes(app, registry, host.database.db);
      const deps = jobDependencies(host, registry);
      registerJobRoutes(app, deps);
      registerReportsRoutes(app, deps);
      registerGlossaryRoutes(app, deps);
      registerSubscriptionRoutes(app, deps);
      registerMemoryRoutes(app, deps);
      registerMetricsRoute(app, host);
    },
  });
}
