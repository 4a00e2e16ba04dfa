import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
}

const rootUrl = new URL('../..', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', rootUrl), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const manifest = JSON.parse(readFileSync(new URL('package.json', rootUrl), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};

/** Where Node (and npm) would find `name` required from the package installed at `from`. */
function resolveLocked(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (lock.packages[candidate] !== undefined) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  // `npm ci` refuses a lock that misses any dependency of a locked package, optional platform builds
  // included ("Missing: ... from lock file"), even those it would never install on this machine.
  it('locks every dependency and optional dependency of every locked package, as npm ci requires', () => {
    const missing: string[] = [];
    for (const [path, locked] of Object.entries(lock.packages)) {
      if (locked.link) continue;
      const required = { ...locked.dependencies, ...locked.optionalDependencies };
      for (const name of Object.keys(required)) {
        if (resolveLocked(path, name) === undefined) missing.push(`${name} (required by ${path || 'the project'})`);
      }
      for (const name of Object.keys(locked.peerDependencies ?? {})) {
        if (locked.peerDependenciesMeta?.[name]?.optional) continue;
        if (resolveLocked(path, name) === undefined) missing.push(`${name} (peer of ${path})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('locks the versions package.json asks for', () => {
    const root = lock.packages[''] ?? {};
    expect(root.dependencies).toEqual(manifest.dependencies);
    expect(root.devDependencies).toEqual(manifest.devDependencies);
  });

  it('pins msgpackr-extract to the release whose platform builds are all served (docs/operations.md)', () => {
    expect(manifest.overrides?.['msgpackr-extract']).toBe('3.0.4');
    const extract = lock.packages['node_modules/msgpackr-extract'] ?? {};
    expect(extract.version).toBe('3.0.4');
    for (const name of Object.keys(extract.optionalDependencies ?? {})) {
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe('3.0.4');
    }
  });
});
