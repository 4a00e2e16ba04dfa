import { register } from 'node:module';

/**
 * Lets a custom provider module import the published contract by its package names wherever it lives.
 *
 * A provider module named in `EXT_TRANSLATE_PROVIDERS` imports `ext-translate/provider` (and its tests
 * `ext-translate/provider/testing`). Node resolves a bare name from the importing file's folder upwards
 * through `node_modules`, so a module outside this package's tree (`/etc/ext-translate/acme.js`, a
 * package checked out beside the server) found no `ext-translate` and failed to load with
 * `Cannot find package 'ext-translate'`. A module resolution hook answers the two names with this
 * server's own files instead: the contract a provider implements is the one of the server that calls
 * it (a peer dependency), one copy in the process, so `instanceof ProviderException` and the contract
 * version hold even when the provider's folder carries its own copy for its tests.
 *
 * Works from the build (`dist/`, the hook maps to the `.js` files) and from source under tsx (to the
 * `.ts` files, which tsx's own hooks load). Under vitest, `vitest.config.ts` aliases the same names for
 * the modules vitest transforms itself.
 */

/** The published entry points (package.json `exports`) and the files of this folder they name. */
export const PROVIDER_PACKAGE_ENTRIES: Readonly<Record<string, string>> = {
  'ext-translate/provider': 'contract',
  'ext-translate/provider/testing': 'provider-conformance',
};

// Runs in Node's hooks thread: plain JavaScript, no imports, the targets handed over by `initialize`.
const HOOKS_SOURCE = `
let targets = {};
export function initialize(data) {
  targets = data.targets;
}
export async function resolve(specifier, context, nextResolve) {
  const target = Object.hasOwn(targets, specifier) ? targets[specifier] : undefined;
  return target === undefined ? nextResolve(specifier, context) : nextResolve(target, context);
}
`;

let registered = false;

/** The file URLs the package names resolve to: beside this module, with its own extension (`.ts` from source, `.js` built). */
export function providerPackageTargets(moduleUrl: string = import.meta.url): Record<string, string> {
  const extension = new URL(moduleUrl).pathname.endsWith('.ts') ? '.ts' : '.js';
  return Object.fromEntries(Object.entries(PROVIDER_PACKAGE_ENTRIES).map(([name, file]) => [name, new URL(`./${file}${extension}`, moduleUrl).href]));
}

/**
 * Registers the resolution hook once per process (Node >= 20.6); later calls do nothing. The registry
 * calls it before it imports the first custom provider module.
 */
export function registerProviderPackageResolution(): void {
  if (registered) return;
  registered = true;
  register(`data:text/javascript,${encodeURIComponent(HOOKS_SOURCE)}`, { data: { targets: providerPackageTargets() } });
}
