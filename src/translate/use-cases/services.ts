import type { Host } from '../../host/host.js';
import type { ProviderRegistry } from '../providers/registry.js';
import type { JobDependencies } from './jobs.js';
import type { WebhookDependencies } from './webhook-delivery.js';

/**
 * What the extension's routes and workers share in one process: made once by the composition
 * (`translateServices`, src/translate/app.ts), handed to the manifest's routes and workers.
 */
export interface TranslateServices {
  host: Host;
  providers: ProviderRegistry;
  jobs: JobDependencies;
  webhooks: WebhookDependencies;
}
