import { createHash } from 'node:crypto';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../src/gateway/app.js';
import type { GatewayDb } from '../../src/gateway/db/schema.js';
import { openDatabase } from '../../src/host/db/database.js';
import { runCli, startCli } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';

/** `ext-translate gateway` and `gateway license create|list|revoke`, spawned like a user runs them. */

let database: TestDatabase;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  database = createTestDatabase();
  env = { PATH: process.env.PATH, HOME: process.env.HOME, GATEWAY_DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
});

afterAll(async () => {
  await database.drop();
});

async function withDb<T>(work: (db: GatewayDb) => Promise<T>): Promise<T> {
  const opened = await openDatabase(database.url);
  try {
    return await work(opened.db as unknown as GatewayDb);
  } finally {
    await opened.destroy();
  }
}

async function createLicense(args: string[]): Promise<{ id: string; token: string }> {
  const run = await runCli(['gateway', 'license', 'create', ...args], env);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const id = /Created license ([0-9a-f]{32})/.exec(run.stdout)?.[1];
  const token = /Token \(shown once\): (gwl_\S+)/.exec(run.stdout)?.[1];
  if (!id || !token) throw new Error(`unexpected output: ${run.stdout}`);
  return { id, token };
}

async function quotaStatus(token: string): Promise<number> {
  const app = await buildGatewayApp({ databaseUrl: database.url, env: {} });
  try {
    return (await app.inject({ method: 'GET', url: '/v1/quota', headers: { authorization: `Bearer ${token}` } })).statusCode;
  } finally {
    await app.close();
  }
}

describe('gateway license commands', () => {
  it('creates a license, prints its token once and stores only its hash', async () => {
    const { id, token } = await createLicense(['--plan', 'growth', '--label', 'Shop A']);
    const rows = await withDb((db) => db.selectFrom('gateway_license').selectAll().where('id', '=', id).execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plan: 'growth', label: 'Shop A', tokenHash: createHash('sha256').update(token).digest('hex') });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await quotaStatus(token)).toBe(200);
  });

  it('lists licenses as a table and as JSON', async () => {
    const { id } = await createLicense(['--plan', 'starter']);
    const table = await runCli(['gateway', 'license', 'list'], env);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^ID\s+PLAN\s+STATE\s+USED \d{4}-\d{2}\s+CREATED\s+LABEL$/m);
    expect(table.stdout).toMatch(new RegExp(`^${id}\\s+starter\\s+active\\s+0/500000\\s`, 'm'));
    expect(table.stdout).not.toContain('gwl_');
    const json = await runCli(['gateway', 'license', 'list', '--json'], env);
    expect(JSON.parse(json.stdout)).toContainEqual(expect.objectContaining({ id, plan: 'starter', active: true, used: 0, limit: 500_000 }));
  });

  it('revokes a license: its token is refused from then on', async () => {
    const { id, token } = await createLicense(['--plan', 'scale']);
    const revoked = await runCli(['gateway', 'license', 'revoke', id], env);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`Revoked license ${id}.`);
    expect((await runCli(['gateway', 'license', 'list'], env)).stdout).toMatch(new RegExp(`^${id}\\s+scale\\s+revoked`, 'm'));
    expect(await quotaStatus(token)).toBe(401);

    const unknown = await runCli(['gateway', 'license', 'revoke', 'f'.repeat(32)], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No license with id');
  });

  it('refuses an unknown plan', async () => {
    const run = await runCli(['gateway', 'license', 'create', '--plan', 'platinum'], env);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('Allowed choices are enterprise, scale, growth, starter');
  });
});

/** Starts `ext-translate gateway --port 0` and resolves with its address once it listens. */
function startGateway(): Promise<{ child: ChildProcessWithoutNullStreams; url: string; exited: Promise<number | null> }> {
  const child = startCli(['gateway', '--port', '0'], env);
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+) /.exec(output)?.[1];
      if (url) resolve({ child, url, exited });
    });
    void exited.then((code) => reject(new Error(`gateway exited (${String(code)}): ${errors}${output}`)));
  });
}

describe('ext-translate gateway (serve)', () => {
  it('serves until SIGTERM; two processes on one database debit a key once', async () => {
    const { token } = await createLicense(['--plan', 'growth']);
    const servers = await Promise.all([startGateway(), startGateway()]);
    try {
      expect(await (await fetch(`${servers[0]!.url}/v1/health`)).json()).toEqual({ status: 'ok' });
      const body = JSON.stringify({ texts: ['The red chair'], sourceLocale: 'en-GB', targetLocale: 'es-ES', idempotencyKey: 'across-processes' });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          fetch(`${servers[index % 2]!.url}/v1/translate`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body,
          }).then(async (response) => ({ status: response.status, replay: response.headers.get('idempotent-replay'), text: await response.text() })),
        ),
      );
      expect(responses.map((response) => response.status), responses.find((response) => response.status !== 200)?.text).toEqual(Array(20).fill(200));
      expect(new Set(responses.map((response) => response.text)).size).toBe(1);
      expect(JSON.parse(responses[0]!.text).texts).toEqual(['La silla roja']);
      expect(responses.filter((response) => response.replay === 'true')).toHaveLength(19);
      const debits = await withDb((db) => db.selectFrom('gateway_debit').selectAll().where('idempotencyKey', '=', 'across-processes').execute());
      expect(debits).toHaveLength(1);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
    }
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  }, 60_000);
});
