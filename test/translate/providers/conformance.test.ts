import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { AnthropicProvider } from '../../../src/translate/providers/anthropic/anthropic-provider.js';
import { ApertiumProvider } from '../../../src/translate/providers/apertium/apertium-provider.js';
import type { ProviderContext, TranslationProvider } from '../../../src/translate/providers/contract.js';
import { DeeplProvider } from '../../../src/translate/providers/deepl/deepl-provider.js';
import { GeminiProvider } from '../../../src/translate/providers/gemini/gemini-provider.js';
import { GoogleTranslateProvider } from '../../../src/translate/providers/google/google-provider.js';
import { MAX_ATTEMPTS, type HttpProviderOptions } from '../../../src/translate/providers/http-base.js';
import { ManagedProvider } from '../../../src/translate/providers/managed/managed-provider.js';
import { MistralProvider } from '../../../src/translate/providers/mistral/mistral-provider.js';
import { OpenAiProvider } from '../../../src/translate/providers/openai/openai-provider.js';
import { describeProviderConformance, type ConformanceOptions } from '../../../src/translate/providers/provider-conformance.js';
import { ANTHROPIC_TEST_KEY, startAnthropicSimulator } from '../../upstreams/anthropic.js';
import { startDeeplSimulator } from '../../upstreams/deepl.js';
import { GEMINI_TEST_KEY, startGeminiSimulator } from '../../upstreams/gemini.js';
import { startGoogleSimulator } from '../../upstreams/google.js';
import { startManagedGatewaySimulator, type ManagedGatewaySimulator } from '../../upstreams/managed-gateway.js';
import { MISTRAL_TEST_KEY, startMistralSimulator } from '../../upstreams/mistral.js';
import { OPENAI_TEST_KEY, startOpenAiSimulator } from '../../upstreams/openai.js';
import type { Fault, Simulator } from '../../upstreams/simulator.js';

/**
 * Every built-in provider passes the published conformance suite (`ext-translate/provider/testing`)
 * against its vendor simulator, with the failures of the failure table arranged as simulator faults.
 */

const test = { describe, it };
const logger = { info() {}, warn() {} };
const INVALID_KEY = 'conformance-invalid-key-0123456789';

function context(settings: Record<string, unknown>, env: Record<string, string>): ProviderContext {
  return { setting: async (name) => settings[name] ?? null, env, logger, fetch: globalThis.fetch };
}

/** Options of an HTTP-base provider: no real waiting between attempts, a short timeout. */
const http: Partial<HttpProviderOptions> = { timeoutMs: 2_000, wait: async () => {} };

/** Every attempt of the HTTP base meets the same fault, so the failure surfaces. */
function everyAttempt(sim: Simulator, fault: Fault): () => void {
  return () => sim.fail(...Array.from({ length: MAX_ATTEMPTS }, () => fault));
}

interface VendorCase {
  id: string;
  key: string;
  start: () => Promise<Simulator>;
  build: (context: ProviderContext) => TranslationProvider;
  /** The status the vendor answers for a refused key. */
  authenticationStatus: number;
  /** The status of a request the vendor cannot process, or null when it has none that bisects. */
  invalidRequestStatus: number | null;
}

const VENDORS: VendorCase[] = [
  { id: 'mt_primary', key: 'deepl-test-key', start: () => startDeeplSimulator(), build: (c) => new DeeplProvider(c, http), authenticationStatus: 403, invalidRequestStatus: 400 },
  { id: 'mt_secondary', key: 'google-test-key', start: () => startGoogleSimulator(), build: (c) => new GoogleTranslateProvider(c, http), authenticationStatus: 401, invalidRequestStatus: null },
  { id: 'llm_1', key: OPENAI_TEST_KEY, start: () => startOpenAiSimulator(), build: (c) => new OpenAiProvider(c, http), authenticationStatus: 401, invalidRequestStatus: 400 },
  { id: 'llm_2', key: ANTHROPIC_TEST_KEY, start: () => startAnthropicSimulator(), build: (c) => new AnthropicProvider(c, http), authenticationStatus: 401, invalidRequestStatus: 400 },
  { id: 'llm_3', key: GEMINI_TEST_KEY, start: () => startGeminiSimulator(), build: (c) => new GeminiProvider(c, http), authenticationStatus: 403, invalidRequestStatus: null },
  { id: 'llm_4', key: MISTRAL_TEST_KEY, start: () => startMistralSimulator(), build: (c) => new MistralProvider(c, http), authenticationStatus: 401, invalidRequestStatus: 422 },
];

for (const vendor of VENDORS) {
  describe(vendor.id, () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await vendor.start();
  });
  afterAll(() => sim.close());
  const failures: ConformanceOptions['failures'] = {
    transportFailure: () => everyAttempt(sim, { kind: 'reset' })(),
    rateLimited: () => everyAttempt(sim, { kind: 'status', status: 429 })(),
    unavailable: () => everyAttempt(sim, { kind: 'status', status: 503 })(),
    authentication: () => sim.fail({ kind: 'status', status: vendor.authenticationStatus }),
    ...(vendor.invalidRequestStatus !== null ? { invalidRequest: () => sim.fail({ kind: 'status', status: vendor.invalidRequestStatus as number }) } : {}),
  };
  describeProviderConformance(
    `${vendor.id} against its simulator`,
    {
      createProvider: () =>
        vendor.build(context({ [`${vendor.id}ApiKey`]: vendor.key }, { [`EXT_TRANSLATE_${vendor.id.toUpperCase()}_BASE_URL`]: sim.url })),
      reset: () => sim.reset(),
      upstreamRequests: () => sim.requests.length,
      secrets: [vendor.key],
      invalidApiKey: INVALID_KEY,
      failures,
    },
    test,
  );
  });
}

describe('managed', () => {
  const license = 'conformance-license';
  let gateway: ManagedGatewaySimulator;
  beforeAll(async () => {
    gateway = await startManagedGatewaySimulator();
  });
  afterAll(() => gateway.close());
  describeProviderConformance(
    'managed against the fake gateway',
    {
      createProvider: () =>
        new ManagedProvider(
          context({ managedApiKey: license, managedExpiresAt: '2099-01-01T00:00:00.000Z', managedPlan: 'growth' }, { EXT_TRANSLATE_MANAGED_BASE_URL: gateway.url }),
          { timeoutMs: 2_000, quotaTimeoutMs: 500 },
        ),
      reset: () => {
        gateway.reset();
        gateway.setLicense(license, 'growth');
      },
      upstreamRequests: () => gateway.requests.length,
      secrets: [license],
      invalidApiKey: INVALID_KEY,
      // One attempt only: the gateway client hands retryable failures back to the queue instead.
      failures: {
        transportFailure: () => gateway.fail({ kind: 'reset' }),
        unavailable: () => gateway.fail({ kind: 'status', status: 503 }),
        authentication: () => gateway.fail({ kind: 'status', status: 401 }),
        quotaExceeded: () => gateway.fail({ kind: 'status', status: 402 }),
      },
    },
    test,
  );
});

describe('apertium', () => {
  // Runs the real apertium command, like its own tests; the modes directory names the one pair the suite uses.
  const modes = mkdtempSync(join(tmpdir(), 'ext-translate-conformance-apertium-'));
  writeFileSync(join(modes, 'eng-spa.mode'), '');
  describeProviderConformance(
    'apertium, offline',
    {
      createProvider: () => new ApertiumProvider(context({}, {}), modes),
      targetLocale: 'es-ES',
      texts: ['The red chair is beautiful.', 'The table', 'The lamp is blue.'],
    },
    test,
  );
});
