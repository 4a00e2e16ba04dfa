import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import { cliArgv, listeningBase } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';
import { startAnthropicSimulator } from '../upstreams/anthropic.js';
import { startDeeplSimulator } from '../upstreams/deepl.js';
import { startGeminiSimulator } from '../upstreams/gemini.js';
import { startGoogleSimulator } from '../upstreams/google.js';
import { startMistralSimulator } from '../upstreams/mistral.js';
import { startOpenAiSimulator } from '../upstreams/openai.js';
import type { Simulator } from '../upstreams/simulator.js';

/**
 * Every built-in provider through the real, listening server (`ext-translate serve` in a child
 * process) against the vendor simulators: list, models, credential test and preview.
 */
const BASE = '/api/_action/ext-translate';
const PASSWORD = 'e2e-admin-password';

const VENDORS = [
  { id: 'mt_primary', key: 'deepl-test-key', start: startDeeplSimulator, live: false, prefix: '[DE] ' },
  { id: 'mt_secondary', key: 'google-test-key', start: startGoogleSimulator, live: false, prefix: '[de] ' },
  { id: 'llm_1', key: 'openai-test-key', start: startOpenAiSimulator, live: true, prefix: '[de-DE] ' },
  { id: 'llm_2', key: 'anthropic-test-key', start: startAnthropicSimulator, live: true, prefix: '[de-DE] ' },
  { id: 'llm_3', key: 'gemini-test-key', start: startGeminiSimulator, live: true, prefix: '[de-DE] ' },
  { id: 'llm_4', key: 'mistral-test-key', start: startMistralSimulator, live: true, prefix: '[de-DE] ' },
] as const;

describe('providers through the running server', () => {
  let database: TestDatabase;
  let server: ChildProcessWithoutNullStreams;
  let base: string;
  let token: string;
  let output = '';
  const simulators = new Map<string, Simulator>();

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown>; text: string }> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, json: (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>, text };
  }

  beforeAll(async () => {
    database = createTestDatabase();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: database.url,
      EXT_TRANSLATE_VAR_DIR: mkdtempSync(join(tmpdir(), 'ext-translate-e2e-')),
      EXT_TRANSLATE_APP_SECRET: 'e2e-secret-0123456789abcdef',
      EXT_TRANSLATE_ADMIN_PASSWORD: PASSWORD,
      EXT_TRANSLATE_DEMO: '0',
      LOG_LEVEL: 'info',
    };
    for (const vendor of VENDORS) {
      const simulator = await vendor.start();
      simulators.set(vendor.id, simulator);
      env[`EXT_TRANSLATE_${vendor.id.toUpperCase()}_BASE_URL`] = simulator.url;
    }
    server = spawn(process.execPath, cliArgv(['serve', '--port', '0']), { env });
    base = await listeningBase(server, (text) => (output += text));
    const tokenResponse = await fetch(`${base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: 'administration', username: 'admin', password: PASSWORD }),
    });
    token = ((await tokenResponse.json()) as { access_token: string }).access_token;
    const keys = Object.fromEntries(VENDORS.map((vendor) => [`ExtTranslate.config.${vendor.id}ApiKey`, vendor.key]));
    expect((await call('POST', '/api/_action/system-config', keys)).status).toBe(204);
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await Promise.all([...simulators.values()].map((simulator) => simulator.close()));
    await database?.drop();
  });

  it('lists every built-in provider: each keyed one configured, managed only through a subscription', async () => {
    const { status, json } = await call('GET', `${BASE}/providers`);
    expect(status).toBe(200);
    const providers = json.providers as { id: string; configured: boolean; viaSubscription: boolean }[];
    expect(providers.map((provider) => provider.id)).toEqual(['mt_primary', 'mt_secondary', 'llm_1', 'llm_2', 'llm_3', 'llm_4', 'managed', 'apertium']);
    const keyed = providers.filter((provider) => provider.id !== 'managed');
    expect(keyed.every((provider) => provider.configured && !provider.viaSubscription)).toBe(true);
    // No plan has been bought in this shop: managed is listed, via the subscription, and not usable.
    expect(providers.find((provider) => provider.id === 'managed')).toMatchObject({ configured: false, viaSubscription: true });
  });

  it.each(VENDORS)('$id: models, credential test (valid and invalid) and preview', async (vendor) => {
    const models = await call('POST', `${BASE}/provider/${vendor.id}/models`, {});
    expect(models.status).toBe(200);
    expect(models.json.source).toBe(vendor.live ? 'live' : 'curated');
    if (vendor.live) expect((models.json.models as unknown[]).length).toBeGreaterThan(0);

    const valid = await call('POST', `${BASE}/provider/${vendor.id}/test`, {});
    expect(valid.status).toBe(200);
    expect(valid.json.valid, valid.text).toBe(true);
    const wrongKey = `wrong-${vendor.key}-0000`;
    const invalid = await call('POST', `${BASE}/provider/${vendor.id}/test`, { apiKey: wrongKey });
    expect(invalid.status).toBe(200);
    expect(invalid.json).toMatchObject({ valid: false, quota: null });
    expect(invalid.text).not.toContain(wrongKey);

    const preview = await call('POST', `${BASE}/preview`, {
      providerId: vendor.id,
      text: 'Oak dining chair',
      sourceLanguageId: SYSTEM_LANGUAGE_ID,
      targetLanguageId: GERMAN_LANGUAGE_ID,
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json.translation).toBe(`${vendor.prefix}Oak dining chair`);
    expect(preview.json.characters).toBeGreaterThan(0);
  });

  it('previews with Apertium for real and never logs a key', async () => {
    const spanish = await call('POST', '/api/language?_response=detail', { name: 'Español', localeCode: 'es-ES' });
    const preview = await call('POST', `${BASE}/preview`, {
      providerId: 'apertium',
      text: 'The table is red.',
      sourceLanguageId: SYSTEM_LANGUAGE_ID,
      targetLanguageId: (spanish.json.data as { id: string }).id,
    });
    expect(preview.json).toEqual({ translation: 'La mesa es roja.', characters: 17, cost: { amount: 0, currency: 'USD' } });
    expect(output).toContain('provider request');
    for (const vendor of VENDORS) expect(output).not.toContain(vendor.key);
  });
});
