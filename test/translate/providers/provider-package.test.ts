import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { providerConformanceChecks } from '../../../src/translate/providers/provider-conformance.js';
import { providerPackageTargets } from '../../../src/translate/providers/provider-package-resolution.js';
import { listeningBase } from '../../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../../support/harness.js';
import { ACME_KEY, startAcmeUpstream, writeAcmeProviderPackage, type AcmeUpstream } from '../../support/scratch-provider-package.js';

/**
 * docs/providers.md, "Write a provider package", step by step from a scratch folder outside the
 * repository: the package's own conformance test (with ext-translate installed as its dev
 * dependency), then the built server (`node bin/ext-translate.js serve`) loading the module through
 * `EXT_TRANSLATE_PROVIDERS` with no node_modules beside it and translating with it, then the CLI
 * from source under tsx doing the same.
 */

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');
const SOURCE_CLI = join(ROOT, 'test/support/cli-entry.ts');
const BASE = '/api/_action/ext-translate';
const PASSWORD = 'provider-package-admin-password';

/** The package's server build (dist/src), rebuilt when its sources changed (scripts/build-changed.mjs, as `npm start` does). */
async function ensureServerBuild(): Promise<void> {
  await run(process.execPath, [join(ROOT, 'scripts/build-changed.mjs'), 'server'], { cwd: ROOT });
}

describe('a provider package in a scratch folder', () => {
  let scratch: string;
  let packageDir: string;
  let modulePath: string;
  let upstream: AcmeUpstream;
  let database: TestDatabase;

  function serverEnv(databaseUrl = database.url): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      EXT_TRANSLATE_VAR_DIR: mkdtempSync(join(scratch, 'var-')),
      EXT_TRANSLATE_APP_SECRET: 'provider-package-secret-0123456789',
      EXT_TRANSLATE_ADMIN_PASSWORD: PASSWORD,
      EXT_TRANSLATE_DEMO: '0',
      EXT_TRANSLATE_PROVIDERS: modulePath,
      ACME_BASE_URL: upstream.url,
      LOG_LEVEL: 'warn',
    };
  }

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'ext-translate-provider-package-'));
    packageDir = join(scratch, 'acme-translate-provider');
    modulePath = writeAcmeProviderPackage(packageDir);
    upstream = await startAcmeUpstream();
    database = createTestDatabase();
    await ensureServerBuild();
  }, 240_000);

  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('lies outside the repository, with no node_modules of its own', () => {
    expect(modulePath.startsWith(ROOT)).toBe(false);
    expect(existsSync(join(packageDir, 'node_modules'))).toBe(false);
  });

  it('passes its own conformance test with ext-translate as its dev dependency, and fails it when it breaks the contract', async () => {
    // What `npm install --save-dev <path to ext-translate>` makes: a link to the package, resolved through its exports (dist/).
    const installed = join(packageDir, 'node_modules');
    mkdirSync(installed);
    symlinkSync(ROOT, join(installed, 'ext-translate'), 'dir');
    try {
      const passing = await run(process.execPath, ['--test'], { cwd: packageDir, env: { PATH: process.env.PATH } });
      const checks = providerConformanceChecks({
        createProvider: () => {
          throw new Error('only the names are listed');
        },
        upstreamRequests: () => 0,
        invalidApiKey: 'wrong-key',
        failures: { rateLimited: () => {}, unavailable: () => {}, authentication: () => {} },
      });
      expect(passing.stdout).toContain(`# pass ${checks.length}`);
      expect(passing.stdout).toContain('# fail 0');
      expect(passing.stdout).toContain('ok 1 - acme_mt');
      expect(passing.stdout).toContain('- the rateLimited failure is a ProviderException with retryable true, globalFailure true, bisectable false');

      // The same test fails a provider that answers in the wrong order.
      const module = readFileSync(modulePath, 'utf8');
      writeFileSync(modulePath, module.replace('texts: answer.translations,', 'texts: [...answer.translations].reverse(),'));
      const failing = await run(process.execPath, ['--test'], { cwd: packageDir, env: { PATH: process.env.PATH } }).then(
        () => null,
        (error: { code: number; stdout: string }) => error,
      );
      expect(failing?.code).toBe(1);
      expect(failing?.stdout).toMatch(/not ok \d+ - translate\(\) keeps the order of the texts: a batch answers what each text alone answers/);
      expect(failing?.stdout).toContain('# fail 1');
      expect(failing?.stdout).toContain('translate() must answer in request order');
    } finally {
      rmSync(installed, { recursive: true, force: true });
      writeAcmeProviderPackage(packageDir);
    }
  });

  it('is loaded by the built server through EXT_TRANSLATE_PROVIDERS and translates, its failures kept as ProviderExceptions', async () => {
    const server = spawn(process.execPath, [join(ROOT, 'bin/ext-translate.js'), 'serve', '--port', '0'], { cwd: scratch, env: serverEnv() });
    try {
      const base = await listeningBase(server);
      const token = await adminToken(base);
      const call = api(base, token);

      const before = await call('GET', `${BASE}/providers`);
      expect(before.status).toBe(200);
      const listed = (before.json.providers as { id: string; label: string; configured: boolean; supports: Record<string, boolean> }[]).find(
        (provider) => provider.id === 'acme_mt',
      );
      expect(listed).toMatchObject({ label: 'ACME Translate', configured: false, supports: { html: true, formality: false, tone: false, glossary: false } });

      expect((await call('POST', '/api/_action/system-config', { 'ExtTranslate.config.acme_mtApiKey': ACME_KEY })).status).toBe(204);
      const tested = await call('POST', `${BASE}/provider/acme_mt/test`, { apiKey: 'wrong-key' });
      expect(tested.json).toEqual({ valid: false, message: 'ACME rejected the API key.', quota: null });

      const body = { providerId: 'acme_mt', text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID };
      const preview = await call('POST', `${BASE}/preview`, body);
      expect(preview.status, preview.text).toBe(200);
      expect(preview.json).toEqual({ translation: 'de-DE: Oak chair', characters: 9, cost: { amount: 0.00009, currency: 'EUR' } });
      expect(upstream.requests.at(-1)).toEqual({ path: '/translate', authorization: `Bearer ${ACME_KEY}`, body: { texts: ['Oak chair'], target: 'de-DE', format: 'text' } });

      // The module's ProviderException is the server's own class: its user-safe message reaches the merchant.
      upstream.failNext(429);
      const limited = await call('POST', `${BASE}/preview`, body);
      expect(limited.status).toBe(400);
      expect(limited.json).toEqual({ message: 'ACME is limiting the request rate. Try again later.' });
    } finally {
      await stop(server);
    }
  });

  it('is loaded by the CLI run from source under tsx, without any alias of the package name', async () => {
    const own = createTestDatabase();
    try {
      const listed = await run(process.execPath, ['--import', 'tsx', SOURCE_CLI, 'providers'], { cwd: ROOT, env: serverEnv(own.url) });
      const line = listed.stdout.split('\n').find((text) => text.startsWith('acme_mt'));
      // A fresh installation: no ACME key stored yet.
      expect(line?.split(/\s{2,}/)).toEqual(['acme_mt', 'ACME Translate', 'no', 'html', '0']);
    } finally {
      await own.drop();
    }
  });

  it('resolves the package names to the server\'s own contract files, built or from source', () => {
    const built = providerPackageTargets('file:///srv/ext-translate/dist/src/translate/providers/provider-package-resolution.js');
    expect(built).toEqual({
      'ext-translate/provider': 'file:///srv/ext-translate/dist/src/translate/providers/contract.js',
      'ext-translate/provider/testing': 'file:///srv/ext-translate/dist/src/translate/providers/provider-conformance.js',
    });
    const source = providerPackageTargets();
    expect(Object.values(source).map((url) => existsSync(new URL(url)))).toEqual([true, true]);
    expect(source['ext-translate/provider']?.endsWith('/src/translate/providers/contract.ts')).toBe(true);
  });
});

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'administration', username: 'admin', password: PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

function api(base: string, token: string) {
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown>; text: string }> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, json: (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>, text };
  };
}

async function stop(server: ChildProcessWithoutNullStreams): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  server.kill('SIGTERM');
  await exited;
}
