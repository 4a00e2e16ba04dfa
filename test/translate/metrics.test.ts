import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/host/config/config.js';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { ProviderException } from '../../src/translate/providers/contract.js';
import { createHarness, dialect, type Harness } from '../support/harness.js';
import { createJob, startTestWorker, waitForJob } from '../support/jobs.js';
import { ScriptedProvider } from '../support/scripted-provider.js';

/** GET /metrics (docs/operations.md "Metrics"): scraped after real jobs, guarded by admin auth or a token. */

/** The value of one series, e.g. `ext_translate_jobs{status="completed"}`; undefined when absent. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`GET /metrics on ${dialect}`, () => {
  let h: Harness;
  const ok = new ScriptedProvider('metricsok');
  const failing = new ScriptedProvider('metricsfail');

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(ok);
    h.app.providers.register(failing);
    // A global failure no wait repairs (a refused key): the job ends with the error at once. A retryable
    // one would heal (docs/jobs.md, "Healing") and keep the job running until the outage limit.
    failing.behaviour = () => {
      throw new ProviderException('The upstream refused the key.', { retryable: false, code: 403, globalFailure: true, bisectable: false });
    };
    await startTestWorker(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function runJob(providerId: string, name: string): Promise<void> {
    const created = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `M-${randomBytes(4).toString('hex')}`, name } });
    expect(created.statusCode, created.body).toBe(200);
    const jobId = await createJob(h, { entities: [{ name: 'product', ids: [created.json().data.id] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId, options: { mode: 'all' } });
    await waitForJob(h, jobId);
  }

  it('reports jobs, provider calls, latency, failures by kind, characters and the queue after jobs ran', async () => {
    await runJob('metricsok', 'Metric lamp');
    await runJob('metricsfail', 'Metric chair');
    const response = await h.request('GET', '/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = response.body;
    expect(body).toContain('# TYPE ext_translate_jobs gauge');
    expect(sample(body, 'ext_translate_jobs{status="completed"}')).toBe(1);
    expect(sample(body, 'ext_translate_jobs{status="completed_with_errors"}')).toBe(1);
    expect(sample(body, 'ext_translate_provider_calls_total{provider="metricsok",outcome="ok"}')).toBe(1);
    expect(sample(body, 'ext_translate_provider_calls_total{provider="metricsfail",outcome="failed"}')).toBe(1);
    expect(sample(body, 'ext_translate_provider_failures_total{provider="metricsfail",kind="provider_global"}')).toBe(1);
    expect(sample(body, 'ext_translate_provider_call_duration_seconds_count{provider="metricsok"}')).toBe(1);
    expect(sample(body, 'ext_translate_provider_call_duration_seconds_bucket{le="+Inf",provider="metricsok"}')).toBe(1);
    expect(sample(body, 'ext_translate_provider_characters_total{provider="metricsok"}')).toBe('Metric lamp'.length);
    expect(sample(body, 'ext_translate_usage_month_characters{provider="metricsok"}')).toBe('Metric lamp'.length);
    expect(sample(body, 'ext_translate_usage_month_requests{provider="metricsok"}')).toBe(1);
    expect(sample(body, 'ext_translate_queue_up')).toBe(1);
    expect(sample(body, 'ext_translate_queue_messages{state="waiting"}')).toBe(0);
    expect(sample(body, 'ext_translate_queue_messages{state="running"}')).toBe(0);
    expect(sample(body, 'ext_translate_queue_oldest_waiting_seconds')).toBe(0);
    // Translation memory does not exist yet: no series pretends to count its hits.
    expect(body).not.toMatch(/memory_hit/);
  });

  it('shows queue depth and the age of the oldest waiting message', async () => {
    await h.host.queue.add({ name: 'test.nobody_handles_this', payload: {} });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const body = (await h.request('GET', '/metrics')).body;
    expect(sample(body, 'ext_translate_queue_messages{state="waiting"}')).toBe(1);
    expect(sample(body, 'ext_translate_queue_oldest_waiting_seconds')).toBeGreaterThanOrEqual(1);
  });

  it('takes an administrator only, when no metrics token is set', async () => {
    expect((await h.request('GET', '/metrics', { token: null })).statusCode).toBe(401);
    const reader = await h.tokenWithPrivileges(['product:read']);
    const denied = await h.request('GET', '/metrics', { token: reader });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('ext_translate_');
  });
});

describe(`GET /metrics with EXT_TRANSLATE_METRICS_TOKEN on ${dialect}`, () => {
  let h: Harness;
  const token = `scrape-${randomBytes(12).toString('hex')}`;
  beforeAll(async () => {
    h = await createHarness({ metricsToken: token });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers the token, and refuses no token, a wrong one and an access token', async () => {
    const scraped = await h.request('GET', '/metrics', { token });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('ext_translate_queue_up 1');
    for (const wrong of [null, `${token}x`, h.adminToken]) {
      const response = await h.request('GET', '/metrics', { token: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].detail).toBe('The metrics token is missing or wrong.');
    }
  });
});

describe('EXT_TRANSLATE_METRICS_TOKEN', () => {
  it('is read trimmed, and a blank value sets no token', () => {
    const base = { EXT_TRANSLATE_APP_SECRET: 'a-secret-of-sixteen-chars', EXT_TRANSLATE_VAR_DIR: mkdtempSync(join(tmpdir(), 'ext-translate-config-')) };
    expect(loadConfig({ ...base, EXT_TRANSLATE_METRICS_TOKEN: ' scrape-me ' }).metricsToken).toBe('scrape-me');
    expect(loadConfig({ ...base, EXT_TRANSLATE_METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig(base).metricsToken).toBeUndefined();
  });
});
