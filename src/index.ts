/**
 * Programmatic entry: start the service in-process. The provider contract is `ext-translate/provider`.
 *
 *   const host = await startTranslateHost(loadConfig());
 *   const app = await buildApplication(host, { logger: true });
 *   await app.listen({ port: 8080 });
 *   await startWorker(host, app.providers, { concurrency: 2 });
 */
export { loadConfig, type AppConfig } from './host/config/config.js';
export { startHost, type Host } from './host/host.js';
export type { ExtensionManifest } from './host/extension.js';
export { buildApplication, startTranslateHost, startWorker, type ApplicationOptions } from './translate/app.js';
export { extTranslate } from './translate/manifest.js';
export * from './translate/providers/contract.js';
