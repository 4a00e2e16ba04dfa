import type { FastifyInstance } from 'fastify';
import { DEFAULT_STORE_BASE_URL } from '../host/config/config.js';
import { bindExtension, startWorkers } from '../host/extension.js';
import { startHost, type Host } from '../host/host.js';
import type { AppConfig } from '../host/config/config.js';
import { StoreService, type StoreServiceOptions } from '../host/store/store-service.js';
import { extTranslate, jobDependencies, webhookDependencies, type TranslateOptions, type TranslateServices, type WorkerOptions } from './manifest.js';
import type { ProviderRegistry } from './providers/registry.js';

/**
 * The composition of the host and this extension, for the CLI, the tests and the benches: the HTTP
 * application and the queue workers of a host started with `startHost(config, [extTranslate])`.
 */
export interface ApplicationOptions extends TranslateOptions {
  logger: boolean | Record<string, unknown>;
  /** Replaces parts of the store client setup (tests: a short timeout, fetch). */
  store?: Partial<Pick<StoreServiceOptions, 'timeoutMs' | 'fetch'>>;
  /** The built admin web app to serve at /admin/ (see buildHostApp); `serve` passes dist/admin. */
  adminDirectory?: string | null;
}

/** The extension's services for a host (the provider registry and what the use cases need). */
export async function translateServices(host: Host, options: TranslateOptions = {}): Promise<TranslateServices> {
  return extTranslate.createServices(host, options);
}

/** The whole HTTP application: the host's routes and the extension's. */
export async function buildApplication(host: Host, options: ApplicationOptions): Promise<FastifyInstance> {
  const services = await translateServices(host, options);
  // Fastify and the host's routes load here, in the process that serves HTTP (see the manifest's registerRoutes).
  const { buildHostApp } = await import('../host/http/app.js');
  return buildHostApp({
    db: host.database.db,
    repository: host.repository,
    oauth: host.oauth,
    settings: host.settings,
    extensions: [bindExtension(extTranslate, services)],
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
  });
}

/** Starts this process's workers of the extension on the host's queue. Stop them with `host.queue.stop()` or `host.close()`. */
export async function startWorker(host: Host, providers: ProviderRegistry, options: WorkerOptions & { concurrency: number }): Promise<void> {
  const services: TranslateServices = { host, providers, jobs: jobDependencies(host, providers), webhooks: webhookDependencies(host, options.env ?? process.env) };
  await startWorkers(host, [extTranslate.worker(services, options)], { concurrency: options.concurrency });
}

/** Starts a host with this extension loaded (its migrations, entities, settings, privileges and write rules). */
export function startTranslateHost(config: AppConfig): Promise<Host> {
  return startHost(config, [extTranslate]);
}
