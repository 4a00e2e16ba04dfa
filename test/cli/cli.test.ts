import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/host/db/database.js';
import { cliEnv, runCli, startCli } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';

const run = runCli;
const start = startCli;

/** Starts `serve` on a free port and resolves once it prints its address. */
function serve(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcessWithoutNullStreams; base: string; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = start(['serve', '--port', '0'], env);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: match[1], output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${String(code)}:\n${output}`));
    });
  });
}

async function countRoles(database: TestDatabase): Promise<number> {
  const { db, destroy } = await openDatabase(database.url);
  try {
    const row = await db.selectFrom('acl_role').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await destroy();
  }
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function token(base: string, body: Record<string, string>): Promise<string> {
  const response = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('ext-translate command line', () => {
  let database: TestDatabase;
  let varDir: string;

  beforeAll(() => {
    database = createTestDatabase();
    varDir = mkdtempSync(join(tmpdir(), 'ext-translate-cli-'));
  });
  afterAll(async () => database?.drop());

  it('serves the demo shop, prints a generated admin password once, and stops on SIGTERM', async () => {
    const env = cliEnv(database, varDir);
    const first = await serve(env);
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeDefined();

    const health = await fetch(`${first.base}/api/_info/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });

    const access = await token(first.base, { grant_type: 'password', client_id: 'administration', username: 'admin', password: password as string });
    const products = await fetch(`${first.base}/api/search/product`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 500 }),
    });
    const body = (await products.json()) as { total: number; data: { translations: { languageId: string; name: string | null }[] }[] };
    expect(body.total).toBeGreaterThanOrEqual(200);
    const withGerman = body.data.filter((product) =>
      product.translations.some((translation) => translation.languageId !== '2fbb5fe2e29a4d70aa5854ce7ce3e20b' && translation.name),
    );
    expect(withGerman.length).toBeGreaterThan(0);
    expect(withGerman.length).toBeLessThan(body.data.length);

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    // A second start finds the admin and the catalogue: no new password, no second demo.
    const second = await serve(env);
    expect(second.output()).not.toContain('password:');
    const again = await token(second.base, { grant_type: 'password', client_id: 'administration', username: 'admin', password: password as string });
    const count = await fetch(`${second.base}/api/product?limit=1`, { headers: { authorization: `Bearer ${again}` } });
    expect(((await count.json()) as { total: number }).total).toBe(body.total);
    const stopped = exitOf(second.child);
    second.child.kill('SIGINT');
    expect(await stopped).toBe(0);
  });

  it('prints the generated admin password whichever command starts a new database first', async () => {
    const fresh = createTestDatabase();
    try {
      const first = await run(['providers'], cliEnv(fresh, mkdtempSync(join(tmpdir(), 'ext-translate-cli-'))));
      expect(first.code, first.stderr).toBe(0);
      // On stderr: stdout may be a file the command writes (an export).
      expect(first.stderr).toContain('The first administrator was created. Its password is shown only this once:');
      expect(first.stderr).toMatch(/password: \S{12,}/);
      expect(first.stdout).not.toContain('password:');
      const second = await run(['providers'], cliEnv(fresh, varDir));
      expect(second.stdout + second.stderr).not.toContain('password:');
    } finally {
      await fresh.drop();
    }
  });

  it('creates an integration whose secret is printed once and whose privileges hold', async () => {
    const env = cliEnv(database, varDir);
    const created = await run(['integration', 'create', '--label', 'PIM sync', '--privileges', 'ext_translate.viewer'], env);
    expect(created.code, created.stderr).toBe(0);
    const accessKey = /Access key id:\s+(\S+)/.exec(created.stdout)?.[1];
    const secret = /Secret access key:\s+(\S+)/.exec(created.stdout)?.[1];
    expect(accessKey).toMatch(/^EXTI[A-Z2-7]{24}$/);
    expect(secret?.length).toBeGreaterThanOrEqual(32);

    const server = await serve({ ...env, EXT_TRANSLATE_DEMO: '0' });
    try {
      const access = await token(server.base, { grant_type: 'client_credentials', client_id: accessKey as string, client_secret: secret as string });
      const jobs = await fetch(`${server.base}/api/ext-translate-job`, { headers: { authorization: `Bearer ${access}` } });
      expect(jobs.status).toBe(200);
      const write = await fetch(`${server.base}/api/ext-translate-glossary`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify({ term: 'Oak' }),
      });
      expect(write.status).toBe(403);
    } finally {
      const stopped = exitOf(server.child);
      server.child.kill('SIGTERM');
      await stopped;
    }
  });

  it('refuses an integration without privileges or with an invalid privilege', async () => {
    const env = cliEnv(database, varDir);
    const none = await run(['integration', 'create', '--label', 'nothing'], env);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Give the integration --privileges (comma-separated) or --admin.');
    const invalid = await run(['integration', 'create', '--label', 'bad', '--privileges', 'Not A Privilege'], env);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('/privileges/0: "Not A Privilege" is not a valid privilege name.');
  });

  it('creates users, with a generated password printed once', async () => {
    const env = cliEnv(database, varDir);
    const created = await run(['user', 'create', '--username', 'editor', '--privileges', 'ext_translate.editor'], env);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Password \(shown once\): \S{20,}/);
    const rolesBefore = await countRoles(database);
    const duplicate = await run(['user', 'create', '--username', 'editor', '--password', 'long-enough-password', '--privileges', 'product:read'], env);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('/username: A record with this value already exists.');
    // The role and the user are written in one transaction: the failed user takes its role with it.
    expect(await countRoles(database)).toBe(rolesBefore);
  });

  it('migrates, and explains every command with --help', async () => {
    const env = cliEnv(database, varDir);
    const migrated = await run(['migrate'], env);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('The database is up to date.');
    for (const command of [[], ['serve'], ['migrate'], ['demo'], ['user', 'create'], ['integration', 'create']]) {
      const help = await run([...command, '--help'], env);
      expect(help.code, command.join(' ')).toBe(0);
      expect(help.stdout).toContain('Usage: ext-translate');
    }
    const demo = await run(['demo'], env);
    expect(demo.code).toBe(0);
    expect(demo.stdout).toContain('The catalogue already holds products; the demo is only seeded into an empty shop.');
    // Eight processes, each loading the whole service: on a busy 2-core machine this takes over 30 s.
  }, 90_000);
});
