/**
 * Privileges are `entity:operation` or a dotted bundle name. A bundle stands for a set of privileges:
 * an extension declares its roles as bundles (ExtensionManifest.privilegeBundles), and holding one
 * grants what it stands for.
 */
const bundles = new Map<string, readonly string[]>();

/** Adds the bundles of a loaded extension. The same list again is harmless; another one under a taken name throws. */
export function registerPrivilegeBundles(declared: Readonly<Record<string, readonly string[]>>): void {
  for (const [name, grants] of Object.entries(declared)) {
    const known = bundles.get(name);
    if (known && known !== grants) throw new Error(`Two privilege bundles are named "${name}".`);
    bundles.set(name, grants);
  }
}

/** Expands bundles so that holding a role also grants what it stands for. */
export function expandPrivileges(privileges: Iterable<string>): Set<string> {
  const expanded = new Set<string>();
  for (const privilege of privileges) {
    expanded.add(privilege);
    for (const granted of bundles.get(privilege) ?? []) expanded.add(granted);
  }
  return expanded;
}

/** A privilege name: `entity:operation` or a dotted bundle name. */
export const PRIVILEGE_PATTERN = /^[a-z][a-z0-9_]*(?::[a-z_]+|\.[a-z][a-z0-9_.]*)$/;
