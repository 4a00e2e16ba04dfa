import type { Host } from '../host/host.js';
import { recordTriggers } from './automation.js';
import { registerGlossaryHooks } from './glossary-hooks.js';
import { extTranslateSettings } from './settings.js';

const registered = new WeakSet<Host>();

/** Plugs the extension into a started host: its settings domain and its entities' write rules. */
export function registerExtension(host: Host): void {
  if (registered.has(host)) return;
  registered.add(host);
  host.settings.registerDomain(extTranslateSettings);
  registerGlossaryHooks(host.repository);
  host.repository.observeWrites(recordTriggers);
}
