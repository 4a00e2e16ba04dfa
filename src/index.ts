/** Programmatic entry: start the service in-process. The provider contract is `ext-translate/provider`. */
export { loadConfig, type AppConfig } from './host/config/config.js';
export { startHost, type Host } from './host/host.js';
export { buildApplication, type ApplicationOptions } from './translate/app.js';
export * from './translate/providers/contract.js';
