import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, createTestDatabase, type Harness, type TestDatabase } from '../support/harness.js';
import { cliEnv, startCli } from '../support/cli.js';

/**
 * Issue 18, item 8 (host): X-Request-Id is taken from the request (or made), returned and logged; health
 * probes are not logged at info; the start banner is a line of the structured log (docs/operations.md).
 */
describe('request ids and what is logged', () => {
  let h: Harness;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    h = await createHarness({}, { logger: { level: 'info', stream } });
  });
  afterAll(async () => h.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('takes X-Request-Id from the request, returns it and logs every line of the request with it', async () => {
    const response = await h.request('GET', '/api/language', { headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-7f3a:42');
    const logged = lines.filter((line) => line.reqId === 'lb-7f3a:42');
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes one when the request has none or an unusable one, and returns it on errors too', async () => {
    const made = await h.request('GET', '/api/language');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    for (const unusable of ['has spaces', 'x'.repeat(129), 'line\\nbreak"quote']) {
      const response = await h.request('GET', '/api/language', { headers: { 'x-request-id': unusable } });
      expect(response.headers['x-request-id']).not.toBe(unusable);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const refused = await h.request('GET', '/api/language', { token: null, headers: { 'x-request-id': 'refused-1' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('refused-1');
    const missing = await h.request('GET', '/api/nothing-here', { headers: { 'x-request-id': 'missing-1' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('missing-1');
  });

  it('does not log health probes at info', async () => {
    const response = await h.request('GET', '/api/_info/health', { token: null, headers: { 'x-request-id': 'probe-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('probe-1');
    expect(lines.filter((line) => line.reqId === 'probe-1')).toEqual([]);
    // Other requests are still logged.
    await h.request('GET', '/api/language', { headers: { 'x-request-id': 'other-1' } });
    expect(lines.filter((line) => line.reqId === 'other-1')).toHaveLength(2);
  });
});

describe('the start banner of serve', () => {
  let database: TestDatabase;
  beforeAll(() => {
    database = createTestDatabase();
  });
  afterAll(async () => database.drop());

  it('is one JSON line of the structured log, also with LOG_LEVEL=warn, and nothing is printed outside the log', async () => {
    const varDir = mkdtempSync(join(tmpdir(), 'ext-translate-banner-'));
    const child = startCli(['serve', '--port', '0', '--no-demo', '--no-worker'], cliEnv(database, varDir, { EXT_TRANSLATE_ADMIN_PASSWORD: 'a-password-for-tests' }));
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`serve did not start:\n${stdout}\n${stderr}`)), 60_000);
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes('listening on')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    const bannerLine = stdout.split('\n').find((line) => line.includes('listening on')) as string;
    const banner = JSON.parse(bannerLine) as Record<string, unknown>;
    expect(banner).toMatchObject({ level: 30, database: expect.any(String), queue: 'embedded', workerConcurrency: 0 });
    expect(String(banner.msg)).toMatch(/^ext-translate \S+ is listening on http:\/\/127\.0\.0\.1:\d+ \(database: \w+, queue: embedded, no worker\)\.$/);
    for (const line of stdout.split('\n').filter((line) => line.trim() !== '')) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
  }, 90_000);

  it('of worker is one JSON line of the structured log too, also with LOG_LEVEL=warn', async () => {
    const varDir = mkdtempSync(join(tmpdir(), 'ext-translate-banner-'));
    const child = startCli(['worker'], cliEnv(database, varDir, { EXT_TRANSLATE_ADMIN_PASSWORD: 'a-password-for-tests' }));
    let output = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('worker started')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
      });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    const banner = JSON.parse(output.split('\n').find((line) => line.includes('worker started')) as string) as Record<string, unknown>;
    expect(banner).toMatchObject({ level: 30, queue: 'embedded', workerConcurrency: expect.any(Number) });
    expect(String(banner.msg)).toMatch(/^ext-translate \S+ worker started \(database: \w+, queue: embedded, concurrency \d+\)\.$/);
  }, 90_000);
});
