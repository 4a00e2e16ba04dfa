import type { Host } from '../host/host.js';
import { recordTriggers } from './use-cases/automation.js';
import { registerGlossaryHooks } from './use-cases/glossary-hooks.js';
import { extTranslateSettings } from './use-cases/settings-domain.js';

const registered = new WeakSet<Host>();

/** Plugs the extension into a started host: its settings domain and its entities' write rules. */
export function registerExtension(host: Host): void {
  if (registered.has(host)) return;
  registered.add(host);
  host.settings.registerDomain(extTranslateSettings);
  registerGlossaryHooks(host.repository);
  host.repository.observeWrites(recordTriggers);
}
