import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  Cost,
  createProviderRequest,
  createProviderResult,
  ProviderException,
  type CredentialStatus,
  type ProviderContext,
  type ProviderRequest,
  type ProviderResult,
} from '../../src/translate/providers/contract.js';
import { reportsBackPressure } from '../../src/translate/providers/back-pressure.js';
import { BACK_PRESSURE_STATUSES, backoffMs, failureForStatus, HttpProvider, retryAfterMs } from '../../src/translate/providers/http-base.js';
import { startSimulator, type Simulator } from '../upstreams/simulator.js';

const KEY = 'sk-secret-key-never-logged-0123456789';

/** A minimal vendor: POST /translate {texts} -> {texts}. */
class EchoProvider extends HttpProvider {
  readonly waits: number[] = [];

  constructor(context: ProviderContext, timeoutMs = 2_000) {
    super(context, {
      id: 'echo_vendor',
      label: 'Echo',
      defaultBaseUrl: 'http://127.0.0.1:1',
      timeoutMs,
      wait: async (milliseconds) => {
        this.waits.push(milliseconds);
      },
    });
  }

  supports(): boolean {
    return false;
  }
  estimate(): Cost {
    return Cost.zero();
  }
  getMaxBatchSize(): number {
    return 10;
  }
  async translate(request: ProviderRequest): Promise<ProviderResult> {
    const key = await this.requireApiKey();
    const answer = await this.requestJson<{ texts: string[] }>({ method: 'POST', path: '/translate?mode=fast', headers: { authorization: `Bearer ${key}` }, json: { texts: request.texts } });
    return createProviderResult({ texts: answer.texts, characters: 0 });
  }
  async validateCredentials(): Promise<CredentialStatus> {
    return { valid: true, message: '', quota: null };
  }
}

describe('HTTP base', () => {
  let simulator: Simulator;
  const logs: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  let provider: EchoProvider;

  beforeAll(async () => {
    simulator = await startSimulator({
      errorBody: (status) => ({ error: `upstream said ${status} for key ${KEY}` }),
      handle: (request) => ({ status: 200, body: { texts: (request.json as { texts: string[] }).texts.map((text) => text.toUpperCase()) } }),
    });
  });
  afterAll(async () => simulator?.close());

  beforeEach(() => {
    simulator.reset();
    logs.length = 0;
    const context: ProviderContext = {
      setting: async (name) => (name === 'echo_vendorApiKey' ? KEY : null),
      env: { EXT_TRANSLATE_ECHO_VENDOR_BASE_URL: `${simulator.url}/` },
      logger: {
        info: (fields, message) => logs.push({ level: 'info', fields, message }),
        warn: (fields, message) => logs.push({ level: 'warn', fields, message }),
      },
      fetch: globalThis.fetch,
    };
    provider = new EchoProvider(context);
  });

  const request = createProviderRequest({ texts: ['a', 'b'], sourceLocale: 'en-GB', targetLocale: 'de-DE' });

  async function failure(): Promise<ProviderException> {
    try {
      await provider.translate(request);
    } catch (error) {
      if (ProviderException.isInstance(error)) return error;
      throw error;
    }
    throw new Error('expected a failure');
  }

  it('uses the EXT_TRANSLATE_<ID>_BASE_URL address and logs metadata only', async () => {
    expect((await provider.translate(request)).texts).toEqual(['A', 'B']);
    expect(simulator.requests[0]?.path).toBe('/translate');
    expect(logs).toHaveLength(1);
    expect(logs[0]?.fields).toMatchObject({ provider: 'echo_vendor', method: 'POST', host: new URL(simulator.url).host, path: '/translate', status: 200, attempt: 1 });
    expect(JSON.stringify(logs)).not.toContain('mode=fast');
    expect(JSON.stringify(logs)).not.toContain(KEY);
  });

  it('retries 429 honouring Retry-After, and succeeds on the third attempt', async () => {
    simulator.fail({ kind: 'status', status: 429, retryAfter: '2' }, { kind: 'status', status: 503 });
    expect((await provider.translate(request)).texts).toEqual(['A', 'B']);
    expect(simulator.requests).toHaveLength(3);
    expect(provider.waits[0]).toBe(2000);
    expect(provider.waits[1]).toBeGreaterThanOrEqual(500);
    expect(provider.waits[1]).toBeLessThanOrEqual(1000);
    expect(logs.map((log) => log.fields.attempt)).toEqual([1, 2, 3]);
  });

  it('gives up after three attempts with the failure table flags', async () => {
    for (const status of [429, 500, 502, 503, 529]) {
      simulator.reset();
      simulator.fail({ kind: 'status', status }, { kind: 'status', status }, { kind: 'status', status });
      const error = await failure();
      expect(simulator.requests, String(status)).toHaveLength(3);
      expect([error.retryable, error.globalFailure, error.bisectable, error.code]).toEqual([true, true, false, status]);
    }
  });

  it('falls back to exponential backoff when Retry-After is longer than 60 seconds', async () => {
    simulator.fail({ kind: 'status', status: 429, retryAfter: '120' });
    await provider.translate(request);
    expect(provider.waits[0]).toBeLessThanOrEqual(500);
  });

  it('tells its back-pressure listeners the Retry-After of a 429, 503 or 529, also on the last attempt', async () => {
    const pauses: number[] = [];
    const stop = provider.onBackPressure((delayMs) => pauses.push(delayMs));
    expect(reportsBackPressure(provider)).toBe(true);
    simulator.fail({ kind: 'status', status: 429, retryAfter: '2' }, { kind: 'status', status: 503, retryAfter: '1' });
    await provider.translate(request);
    expect(pauses).toEqual([2000, 1000]);
    simulator.fail(
      { kind: 'status', status: 529, retryAfter: '1' },
      { kind: 'status', status: 529, retryAfter: '1' },
      { kind: 'status', status: 529, retryAfter: '3' },
    );
    expect((await failure()).code).toBe(529);
    expect(pauses).toEqual([2000, 1000, 1000, 1000, 3000]);
    // No pause without a Retry-After to honour, for 500 and 502, or once the listener is removed.
    simulator.fail(
      { kind: 'status', status: 429 },
      { kind: 'status', status: 429, retryAfter: '120' },
      { kind: 'status', status: 500, retryAfter: '1' },
    );
    await failure();
    simulator.fail({ kind: 'status', status: 502, retryAfter: '1' });
    await provider.translate(request);
    stop();
    simulator.fail({ kind: 'status', status: 429, retryAfter: '1' });
    await provider.translate(request);
    expect(pauses).toEqual([2000, 1000, 1000, 1000, 3000]);
    expect(BACK_PRESSURE_STATUSES).toEqual(new Set([429, 503, 529]));
  });

  it('maps 400/413/422 and 401/402/403/404 to the failure table, without retries', async () => {
    const expected: Record<number, [boolean, boolean, boolean]> = {
      400: [false, false, true],
      413: [false, false, true],
      422: [false, false, true],
      401: [false, true, false],
      402: [false, true, false],
      403: [false, true, false],
      404: [false, true, false],
    };
    for (const [status, flags] of Object.entries(expected)) {
      simulator.reset();
      simulator.fail({ kind: 'status', status: Number(status) });
      const error = await failure();
      expect(simulator.requests).toHaveLength(1);
      expect([error.retryable, error.globalFailure, error.bisectable], status).toEqual(flags);
      expect(error.message).not.toContain(KEY);
      expect(error.message).not.toContain('upstream said');
    }
  });

  it('treats a transport failure and a timeout as retryable, global, not bisectable', async () => {
    simulator.fail({ kind: 'reset' }, { kind: 'reset' }, { kind: 'reset' });
    const reset = await failure();
    expect(reset.message).toBe('Echo could not be reached.');
    expect([reset.retryable, reset.globalFailure, reset.bisectable]).toEqual([true, true, false]);

    simulator.reset();
    provider = new EchoProvider({ ...(provider as unknown as { context: ProviderContext }).context }, 200);
    simulator.fail({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const timeout = await failure();
    expect(timeout.message).toBe('Echo did not answer in time.');
    expect([timeout.retryable, timeout.globalFailure, timeout.bisectable]).toEqual([true, true, false]);
  });

  it('reports an unreadable answer without the body', async () => {
    simulator.fail({ kind: 'garbage' });
    const error = await failure();
    expect(error.message).toBe('Echo answered with a response that could not be read.');
  });

  it('parses Retry-After forms and keeps backoff bounded', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': new Date(Date.now() + 5000).toUTCString() }), Date.now())).toBeGreaterThan(3000);
    expect(retryAfterMs(new Headers())).toBeNull();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const delay = backoffMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(250 * 2 ** (attempt - 1));
      expect(delay).toBeLessThanOrEqual(500 * 2 ** (attempt - 1));
    }
    expect(failureForStatus('X', 456).globalFailure).toBe(true);
  });

  it('fails clearly without a key', async () => {
    const bare = new EchoProvider({ setting: async () => '  ', env: {}, logger: { info() {}, warn() {} }, fetch: globalThis.fetch });
    expect(await bare.isConfigured()).toBe(false);
    await expect(bare.translate(request)).rejects.toThrow('No API key is configured for Echo.');
  });
});
