import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { createProviderRequest, PROVIDER_FEATURES, type ProviderContext, type ProviderFeature, type ProviderRequest, type TranslationProvider } from '../../../src/translate/providers/contract.js';
import type { HttpProviderOptions } from '../../../src/translate/providers/http-base.js';
import { listModels } from '../../../src/translate/providers/provider-service.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { failureOf, flagsOf, recordingLogger, type LogLine } from './support.js';
import { fakeTokens, fakeTranslate, type Fault, type RecordedRequest, type Simulator } from '../../upstreams/simulator.js';

/**
 * One suite for what every built-in HTTP provider promises against its vendor simulator, run per
 * vendor from that vendor's test file (`describeVendorSuite`): identity, limits and features; the
 * failure table of the HTTP base (retries of 429 and 5xx with Retry-After or backoff, 400/413/422
 * bisectable, 401 to 404 global, transport failures and timeouts, unreadable answers); empty texts and
 * a missing key without a call; the credential check's key handling; keys and vendor bodies kept out
 * of every message and log line; for machine translation, answers of the wrong length or shape passed
 * on as they came; for language models, the configured model and its price, the prompt's tone,
 * glossary and instructions, and two broken answers with their usage. `describeVendorServerSuite`
 * runs a language-model provider's routes through the running server. Each vendor file keeps only
 * what is its own (request shape, vendor-specific failures, models, hosts, locales).
 */

/** What the suite needs to know about one vendor. */
export interface VendorCase<S extends Simulator = Simulator, P extends TranslationProvider = TranslationProvider> {
  id: string;
  /** The provider's label, which starts its messages. */
  label: string;
  key: string;
  /** A key the simulator refuses; never in a message or log line. */
  wrongKey: string;
  start: () => Promise<S>;
  create: (context: ProviderContext, options: Pick<HttpProviderOptions, 'timeoutMs' | 'wait'>) => P;
  /** getMaxBatchSize() and getMaxChunkBytes(). */
  limits: [number, number];
  /** The features supports() answers true for. */
  features: ProviderFeature[];
  /** For a machine-translation provider: 200 answers of the vendor's shape that are malformed (bad items, no list, not a list). */
  malformedAnswers?: [string, string, string];
  /** The texts and target of the default request. */
  texts: string[];
  targetLocale: string;
  /** What the simulator answers for `texts`. */
  translated: string[];
  /** The message of each failing status the suite scripts, where it differs from the HTTP base's. */
  messages?: Partial<Record<number, string>>;
  /** The message of a refused key in the credential check. Default the 401 message. */
  invalidKeyMessage?: string;
  /** The status that follows the 429 in the Retry-After test. Default 503. */
  retryAfterStatus?: number;
  /** A status fault with a Retry-After header, where the simulator renders `retryAfter` otherwise. */
  withRetryAfterHeader?: (status: number, seconds: string) => Fault;
  /** Status faults that fail the live model listing, for a provider that lists models live. */
  liveListingFailure?: number;
  /** Phrases of the simulator's error bodies: a user-safe message never quotes them. */
  bodyPhrases?: string[];
  /** The statuses of 401 to 404 that stop the batch as a plain status (a vendor may read one otherwise). Default all four. */
  globalStatuses?: number[];
  /** Vendor-specific fault sequences the key-leak check scripts too. */
  extraKeyFaults?: Fault[][];
  /** Checks the ids of the live listing served through the server (what the vendor's listing leaves out). */
  checkLiveModelIds?: (ids: string[]) => void;
  /** For a language-model provider: how to read its vendor's request body (see {@link LanguageModelAccess}). */
  languageModel?: LanguageModelAccess;
}

/** How the suite reads a language-model vendor's requests, which each vendor shapes its own way. */
export interface LanguageModelAccess {
  /** The system prompt a recorded call sent. */
  systemOf(recorded: RecordedRequest | undefined): string;
  /** The prompt contract's JSON object (`{sourceLocale, targetLocale, format, texts}`) of the call's first user turn. */
  userOf(recorded: RecordedRequest | undefined): Record<string, unknown>;
  /** The model a recorded call asked for. */
  modelOf(recorded: RecordedRequest | undefined): string;
  /** The simulator's deterministic input tokens of a recorded call. */
  promptTokensOf(recorded: RecordedRequest | undefined): number;
  /** A curated model other than the default (its setting value, and the id it is sent and priced as). */
  pricedModel: { setting: string; id: string };
  /** A model the vendor serves that has no curated price. */
  unpricedModel: string;
}

/** The HTTP base's user-safe message for a status (http-base.ts, failureForStatus). */
function baseMessage(label: string, status: number): string {
  if (status === 429) return `${label} is limiting the request rate (HTTP 429). Try again later.`;
  if (status === 529) return `${label} is overloaded right now (HTTP 529). Try again later.`;
  if ([500, 502, 503].includes(status)) return `${label} is unavailable right now (HTTP ${status}). Try again later.`;
  if (status === 413) return `The request was too large for ${label} (HTTP 413).`;
  if (status === 400 || status === 422) return `${label} could not process the request (HTTP ${status}).`;
  if (status === 401 || status === 403) return `${label} rejected the API key (HTTP ${status}). Check the key in the provider settings.`;
  if (status === 402) return `The ${label} quota or credit is used up (HTTP 402).`;
  if (status === 404) return `${label} does not know the requested resource or model (HTTP 404).`;
  throw new Error(`no base message for HTTP ${status}`);
}

/** A provider built on its own, with the log lines and waits it recorded. */
export interface ProviderUnderTest<P> {
  provider: P;
  logs: LogLine[];
  /** The delays the provider asked to wait between attempts (recorded, not slept). */
  waits: number[];
}

/** How {@link createVendorProvider} builds one: the stored key (default the vendor's), environment, fetch and timeout. */
export interface ProviderSetup {
  apiKey?: string | null;
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A provider of `vendor` outside the file's fixture, for a test that needs its own key, address or
 * fetch: the key is the only setting, the address the simulator's unless `env` says otherwise.
 */
export function createVendorProvider<S extends Simulator, P extends TranslationProvider>(
  vendor: VendorCase<S, P>,
  sim: Simulator,
  setup: ProviderSetup = {},
): ProviderUnderTest<P> {
  const logs: LogLine[] = [];
  const waits: number[] = [];
  const apiKey = setup.apiKey === undefined ? vendor.key : setup.apiKey;
  const context: ProviderContext = {
    setting: async (name) => (name === `${vendor.id}ApiKey` ? apiKey : null),
    env: setup.env ?? { [`EXT_TRANSLATE_${vendor.id.toUpperCase()}_BASE_URL`]: sim.url },
    logger: recordingLogger(logs),
    fetch: setup.fetch ?? globalThis.fetch,
  };
  const provider = vendor.create(context, {
    timeoutMs: setup.timeoutMs ?? 2_000,
    wait: async (milliseconds) => {
      waits.push(milliseconds);
    },
  });
  return { provider, logs, waits };
}

/** The simulator, settings, logs and waits of one vendor's test file, fresh for every test. */
export interface VendorFixture<S extends Simulator, P extends TranslationProvider> {
  readonly sim: S;
  /** The settings the provider reads; starts each test with the vendor's key stored. */
  settings: Record<string, unknown>;
  readonly logs: LogLine[];
  /** The delays the provider asked to wait between attempts (recorded, not slept). */
  readonly waits: number[];
  context(url?: string): ProviderContext;
  /** Built directly, with a short timeout and a `wait` that records delays instead of sleeping. */
  provider(timeoutMs?: number, url?: string): P;
  request(overrides?: Partial<ProviderRequest>): ProviderRequest;
}

/**
 * Starts the vendor's simulator for the calling file (or describe block) and resets the fixture
 * before each test; after each, no log line may hold the key or the wrong key.
 */
export function useVendorFixture<S extends Simulator, P extends TranslationProvider>(vendor: VendorCase<S, P>): VendorFixture<S, P> {
  let sim: S | undefined;
  const logs: LogLine[] = [];
  const waits: number[] = [];
  const fixture: VendorFixture<S, P> = {
    get sim(): S {
      if (sim === undefined) throw new Error(`the ${vendor.label} simulator is not started yet`);
      return sim;
    },
    settings: {},
    logs,
    waits,
    context: (url = fixture.sim.url) => ({
      setting: async (name) => fixture.settings[name] ?? null,
      env: { [`EXT_TRANSLATE_${vendor.id.toUpperCase()}_BASE_URL`]: url },
      logger: recordingLogger(logs),
      fetch: globalThis.fetch,
    }),
    provider: (timeoutMs = 2_000, url = fixture.sim.url) =>
      vendor.create(fixture.context(url), {
        timeoutMs,
        wait: async (milliseconds) => {
          waits.push(milliseconds);
        },
      }),
    request: (overrides = {}) => createProviderRequest({ texts: vendor.texts, sourceLocale: 'en-GB', targetLocale: vendor.targetLocale, ...overrides }),
  };
  beforeAll(async () => {
    sim = await vendor.start();
  });
  afterAll(async () => sim?.close());
  beforeEach(() => {
    fixture.sim.reset();
    logs.length = 0;
    waits.length = 0;
    fixture.settings = { [`${vendor.id}ApiKey`]: vendor.key };
  });
  afterEach(() => {
    // Metadata-only logging: neither the stored key nor a key typed into the credential check.
    const logged = JSON.stringify(logs);
    expect(logged).not.toContain(vendor.key);
    expect(logged).not.toContain(vendor.wrongKey);
  });
  return fixture;
}

const times = (count: number, fault: Fault): Fault[] => Array.from({ length: count }, () => fault);

/** Registers the shared rules for `vendor`, on the file's fixture. */
export function describeVendorSuite<S extends Simulator, P extends TranslationProvider>(vendor: VendorCase<S, P>, fx: VendorFixture<S, P>): void {
  const { label } = vendor;
  const message = (status: number): string => vendor.messages?.[status] ?? baseMessage(label, status);
  const apiKeySetting = `${vendor.id}ApiKey`;

  describe(`${label} (${vendor.id}): the rules every HTTP provider keeps`, () => {
    it('describes itself: id, label, limits, and the features it supports (none it does not, no unknown string)', () => {
      const provider = fx.provider();
      expect([provider.getId(), provider.getLabel()]).toEqual([vendor.id, label]);
      expect([provider.getMaxBatchSize(), provider.getMaxChunkBytes()]).toEqual(vendor.limits);
      expect(PROVIDER_FEATURES.filter((feature) => provider.supports(feature))).toEqual(vendor.features);
      expect(['HTML', 'Glossary', 'anything', ''].some((feature) => provider.supports(feature))).toBe(false);
    });

    it('is configured only with a stored key, without calling upstream', async () => {
      expect(await fx.provider().isConfigured()).toBe(true);
      fx.settings = { [apiKeySetting]: '   ' };
      expect(await fx.provider().isConfigured()).toBe(false);
      fx.settings = {};
      expect(await fx.provider().isConfigured()).toBe(false);
      expect(fx.sim.requests).toHaveLength(0);
    });

    it('answers empty texts with an empty result and calls nothing upstream, even without a key', async () => {
      fx.settings = {};
      const result = await fx.provider().translate(fx.request({ texts: [] }));
      expect(result).toMatchObject({ texts: [], characters: 0, inputTokens: 0, outputTokens: 0 });
      expect(result.cost.amount).toBe(0);
      expect(fx.sim.requests).toHaveLength(0);
    });

    it('fails with a user-safe global message when no key is stored, without calling upstream', async () => {
      fx.settings = {};
      const error = await failureOf(fx.provider().translate(fx.request()));
      expect(error.message).toBe(`No API key is configured for ${label}.`);
      expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
      expect(fx.sim.requests).toHaveLength(0);
    });

    it('retries 429, 500, 502, 503 and 529 three times, then fails retryable, global, not bisectable', async () => {
      for (const status of [429, 500, 502, 503, 529]) {
        fx.sim.reset();
        fx.waits.length = 0;
        fx.sim.fail(...times(3, { kind: 'status', status }));
        const error = await failureOf(fx.provider().translate(fx.request()));
        expect(fx.sim.requests, String(status)).toHaveLength(3);
        expect(fx.waits, String(status)).toHaveLength(2);
        expect(flagsOf(error), String(status)).toEqual({ retryable: true, globalFailure: true, bisectable: false });
        expect(error.code).toBe(status);
        expect(error.message).toBe(message(status));
      }
    });

    it('honours Retry-After between attempts and succeeds once the vendor recovers', async () => {
      const second = vendor.retryAfterStatus ?? 503;
      const headed = vendor.withRetryAfterHeader ?? ((status: number, seconds: string): Fault => ({ kind: 'status', status, retryAfter: seconds }));
      fx.sim.fail(headed(429, '2'), headed(second, '1'));
      const result = await fx.provider().translate(fx.request());
      expect(result.texts).toEqual(vendor.translated);
      expect(fx.sim.requests).toHaveLength(3);
      expect(fx.waits).toEqual([2_000, 1_000]);
      expect(fx.logs.map((line) => [line.level, line.fields.status, line.fields.attempt])).toEqual([
        ['warn', 429, 1],
        ['warn', second, 2],
        ['info', 200, 3],
      ]);
    });

    it('backs off exponentially when a retried status carries no Retry-After', async () => {
      const headed = vendor.withRetryAfterHeader ?? ((status: number, seconds: string): Fault => ({ kind: 'status', status, retryAfter: seconds }));
      fx.sim.fail(headed(429, '2'), { kind: 'status', status: 503 });
      const result = await fx.provider().translate(fx.request());
      expect(result.texts).toEqual(vendor.translated);
      expect(fx.sim.requests).toHaveLength(3);
      expect(fx.waits[0]).toBe(2_000);
      // The second attempt's fallback: 1 s scaled by a jitter factor from 0.5 to 1.
      expect(fx.waits[1]).toBeGreaterThanOrEqual(250);
      expect(fx.waits[1]).toBeLessThanOrEqual(1_000);
    });

    it('does not retry 400, 413 and 422: not global, bisectable', async () => {
      for (const status of [400, 413, 422]) {
        fx.sim.reset();
        fx.sim.fail({ kind: 'status', status });
        const error = await failureOf(fx.provider().translate(fx.request()));
        expect(fx.sim.requests, String(status)).toHaveLength(1);
        expect(flagsOf(error), String(status)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
        expect(error.code).toBe(status);
        expect(error.message).toBe(message(status));
      }
    });

    it(`stops the batch on ${(vendor.globalStatuses ?? [401, 402, 403, 404]).join(', ')} without retries`, async () => {
      for (const status of vendor.globalStatuses ?? [401, 402, 403, 404]) {
        fx.sim.reset();
        fx.sim.fail({ kind: 'status', status });
        const error = await failureOf(fx.provider().translate(fx.request()));
        expect(fx.sim.requests, String(status)).toHaveLength(1);
        expect(flagsOf(error), String(status)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
        expect(error.code).toBe(status);
        expect(error.message).toBe(message(status));
      }
    });

    it('treats a reset connection and a timeout as transport failures: retried, then retryable, global, not bisectable', async () => {
      fx.sim.fail(...times(3, { kind: 'reset' }));
      const reset = await failureOf(fx.provider().translate(fx.request()));
      expect(fx.sim.requests).toHaveLength(3);
      expect(reset.message).toBe(`${label} could not be reached.`);
      expect(flagsOf(reset)).toEqual({ retryable: true, globalFailure: true, bisectable: false });

      fx.sim.reset();
      fx.sim.fail(...times(3, { kind: 'hang' }));
      const timeout = await failureOf(fx.provider(150).translate(fx.request()));
      expect(fx.sim.requests).toHaveLength(3);
      expect(timeout.message).toBe(`${label} did not answer in time.`);
      expect(flagsOf(timeout)).toEqual({ retryable: true, globalFailure: true, bisectable: false });
    });

    it('recovers from a transport failure or a timeout on the next attempt', async () => {
      fx.sim.fail({ kind: 'reset' });
      expect((await fx.provider().translate(fx.request())).texts).toEqual(vendor.translated);
      expect(fx.sim.requests).toHaveLength(2);

      fx.sim.reset();
      fx.waits.length = 0;
      fx.sim.fail({ kind: 'hang' }, { kind: 'reset' });
      // The attempt that succeeds must answer within the timeout too: on a busy CI machine 150 ms was
      // not always enough for the simulator's answer, so the timeout here is longer than a failing one's.
      expect((await fx.provider(1_000).translate(fx.request())).texts).toEqual(vendor.translated);
      expect(fx.sim.requests).toHaveLength(3);
      expect(fx.waits).toHaveLength(2);
    });

    it('reports an unreadable answer as retryable, not global, without retrying', async () => {
      fx.sim.fail({ kind: 'garbage' });
      const error = await failureOf(fx.provider().translate(fx.request()));
      expect(error.message).toBe(`${label} answered with a response that could not be read.`);
      expect(flagsOf(error)).toEqual({ retryable: true, globalFailure: false, bisectable: false });
      expect(fx.sim.requests).toHaveLength(1);
    });

    it('checks an explicit key instead of the stored one; a blank or missing key is invalid without a call', async () => {
      const provider = fx.provider();
      expect((await provider.validateCredentials(null)).valid).toBe(true);
      expect(await provider.validateCredentials(vendor.wrongKey)).toEqual({ valid: false, message: vendor.invalidKeyMessage ?? message(401), quota: null });
      fx.settings = { [apiKeySetting]: vendor.wrongKey };
      expect((await provider.validateCredentials(vendor.key)).valid).toBe(true);
      expect((await provider.validateCredentials(null)).valid).toBe(false);
      expect((await provider.validateCredentials('  ')).valid).toBe(false);
      fx.settings = {};
      const sent = fx.sim.requests.length;
      expect(await provider.validateCredentials(null)).toEqual({ valid: false, message: `No API key is configured for ${label}.`, quota: null });
      expect(fx.sim.requests).toHaveLength(sent);
    });

    it('never puts a key or a vendor error body into a failure message or a log line', async () => {
      const messages: string[] = [];
      fx.settings = { [apiKeySetting]: vendor.wrongKey };
      messages.push((await failureOf(fx.provider().translate(fx.request()))).message);
      messages.push((await fx.provider().validateCredentials(vendor.wrongKey)).message);
      fx.settings = { [apiKeySetting]: vendor.key };
      // Hanging answers come last, with a short time limit: an attempt that gives up before the simulator
      // reads its request may still be read after the script is done, and would take the next script's fault
      // (its own request then answered as usual). The others keep the fixture's limit, which a busy
      // machine's simulator answers well within.
      const faults: Fault[][] = [
        [{ kind: 'status', status: 400 }],
        [{ kind: 'status', status: 403 }],
        [{ kind: 'status', status: 404 }],
        times(3, { kind: 'status', status: 500 }),
        times(3, { kind: 'reset' }),
        [{ kind: 'garbage' }],
        ...(vendor.extraKeyFaults ?? []),
        times(3, { kind: 'hang' }),
      ];
      for (const scripted of faults) {
        fx.sim.reset();
        fx.sim.fail(...scripted);
        const hangs = scripted.some((fault) => fault.kind === 'hang');
        messages.push((await failureOf((hangs ? fx.provider(150) : fx.provider()).translate(fx.request()))).message);
      }
      expect(fx.logs.length).toBeGreaterThan(10);
      for (const line of fx.logs) expect(Object.keys(line.fields).sort()).toEqual(['attempt', 'durationMs', 'host', 'method', 'path', 'provider', 'status']);
      const everything = JSON.stringify({ messages, logs: fx.logs });
      for (const secret of [vendor.key, vendor.wrongKey, ...(vendor.bodyPhrases ?? [])]) expect(everything).not.toContain(secret);
      for (const text of messages) expect(text).not.toContain(vendor.wrongKey.slice(-4));
    });

    const malformed = vendor.malformedAnswers;
    if (malformed !== undefined) {
      it('lists no models: a machine-translation provider has only the empty curated list', () => {
        expect(fx.provider().getModels()).toEqual([]);
      });

      it('returns a wrong-length answer as it came, for the engine to reject', async () => {
        fx.sim.fail({ kind: 'wrong-length' }, { kind: 'wrong-length', extra: true });
        const [first] = vendor.translated;
        const fewer = await fx.provider().translate(fx.request({ texts: [...vendor.texts, 'Two'] }));
        expect(fewer.texts).toEqual([first]);
        const more = await fx.provider().translate(fx.request({ texts: [...vendor.texts, 'Two'] }));
        expect(more.texts).toHaveLength(3);
      });

      it('reads a malformed answer as missing texts instead of crashing', async () => {
        fx.sim.fail(...malformed.map((body): Fault => ({ kind: 'status', status: 200, body })));
        const nullItems = await fx.provider().translate(fx.request({ texts: ['One', 'Two'] }));
        expect(nullItems.texts).toEqual(['', '']);
        expect(nullItems.characters).toBe(6);
        expect((await fx.provider().translate(fx.request({ texts: ['One', 'Two'] }))).texts).toEqual([]);
        expect((await fx.provider().translate(fx.request({ texts: ['One', 'Two'] }))).texts).toEqual([]);
      });
    }

    const model = vendor.languageModel;
    if (model !== undefined) {
      /** What the simulated model answers for `texts`, which is what it bills as output. */
      const answerTokens = (texts: string[], format: 'html' | 'text'): number =>
        fakeTokens(JSON.stringify({ translations: texts.map((text) => fakeTranslate(text, vendor.targetLocale, format)) }));
      const priceOf = (id: string): { input: number; output: number } => {
        const pricing = fx.provider().getModels().find((entry) => entry.id === id)?.pricing;
        if (!pricing) throw new Error(`no curated price for ${id}`);
        return pricing;
      };

      it('translates HTML with the configured model, keeping the order, and costs its tokens at the curated price', async () => {
        fx.settings[`${vendor.id}Model`] = model.pricedModel.setting;
        const texts = ['<p>Solid <b>oak</b></p>', 'Plain <i>text</i> &amp; more', '<ul><li>One</li><li>Two</li></ul>'];
        const result = await fx.provider().translate(fx.request({ texts, format: 'html' }));
        expect(result.texts).toEqual(texts.map((text) => fakeTranslate(text, vendor.targetLocale, 'html')));
        expect(result.texts[0]).toBe(`<p>[${vendor.targetLocale}] Solid <b>[${vendor.targetLocale}] oak</b></p>`);
        const sent = fx.sim.requests[0];
        expect(model.modelOf(sent)).toBe(model.pricedModel.id);
        expect(model.userOf(sent).format).toBe('html');
        expect(model.systemOf(sent)).toContain('The texts are HTML');

        const inputTokens = model.promptTokensOf(sent);
        const outputTokens = answerTokens(texts, 'html');
        expect([result.inputTokens, result.outputTokens]).toEqual([inputTokens, outputTokens]);
        const price = priceOf(model.pricedModel.id);
        expect(result.cost.currency).toBe('USD');
        expect(result.cost.amount).toBeCloseTo((inputTokens * price.input + outputTokens * price.output) / 1_000_000, 12);
        expect(result.accountingKey).toBeNull();
        // Beside the spec's fields, under the provider's own id: the model that translated, in one answer.
        expect(result.providerMetadata).toEqual({ [vendor.id]: { model: model.pricedModel.id, answers: 1 } });
      });

      it('costs a model without a curated price at zero', async () => {
        fx.settings[`${vendor.id}Model`] = model.unpricedModel;
        const result = await fx.provider().translate(fx.request());
        expect(result.texts).toEqual(vendor.translated);
        expect(model.modelOf(fx.sim.requests[0])).toBe(model.unpricedModel);
        expect(result.inputTokens).toBeGreaterThan(0);
        expect(result.cost.toJSON()).toEqual({ amount: 0, currency: 'USD' });
      });

      it('carries tone, glossary and the merchant prompt into the system prompt', async () => {
        const glossary = { Oak: 'Eiche', ACME: null };
        await fx.provider().translate(fx.request({ tone: 'formal', glossaryTerms: glossary, customPrompt: 'Keep product names in English.' }));
        const system = model.systemOf(fx.sim.requests[0]);
        expect(system).toContain('Use a formal tone and the formal form of address.');
        expect(system).toContain('- "Oak": always translate as "Eiche".');
        expect(system).toContain('- "ACME": never translate, keep it as written.');
        expect(system).toContain('Instructions from the merchant: Keep product names in English.');

        fx.sim.reset();
        await fx.provider().translate(fx.request({ tone: 'informal' }));
        expect(model.systemOf(fx.sim.requests[0])).toContain('Use an informal, friendly tone and the informal form of address.');
      });

      it('gives up after two answers that break the format, reporting the tokens both cost', async () => {
        const scripts: Fault[][] = [
          [{ kind: 'bad-content' }, { kind: 'bad-content' }],
          [{ kind: 'bad-content' }, { kind: 'wrong-length', extra: true }],
        ];
        for (const scripted of scripts) {
          fx.sim.reset();
          fx.sim.fail(...scripted);
          const error = await failureOf(fx.provider().translate(fx.request()));
          expect(fx.sim.requests).toHaveLength(2);
          expect(error.message).toBe(`${label} returned an answer that does not match the expected format.`);
          expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
          // Both answers were billed: the exception carries their tokens for the job and monthly usage.
          expect(error.usage?.inputTokens).toBe(model.promptTokensOf(fx.sim.requests[0]) + model.promptTokensOf(fx.sim.requests[1]));
          expect(error.usage?.outputTokens).toBeGreaterThan(0);
          expect(error.usage?.cost.amount).toBeGreaterThan(0);
          expect(error.usage?.characters).toBe(vendor.texts.reduce((sum, text) => sum + text.length, 0));
        }
      });
    }

    if (vendor.liveListingFailure !== undefined) {
      const status = vendor.liveListingFailure;
      it('falls back to the curated list when the live listing fails', async () => {
        const provider = fx.provider();
        fx.sim.fail(...times(3, { kind: 'status', status }));
        expect(await listModels(provider, null)).toEqual({ models: provider.getModels(), source: 'curated' });
        expect(await listModels(provider, vendor.wrongKey)).toEqual({ models: provider.getModels(), source: 'curated' });
        fx.settings = {};
        fx.sim.reset();
        expect(await listModels(provider, null)).toEqual({ models: provider.getModels(), source: 'curated' });
        expect(fx.sim.requests).toHaveLength(0);
      });
    }
  });
}

const BASE = '/api/_action/ext-translate';
/** The built-in providers in their documented order (docs/providers.md). */
const BUILT_IN_ORDER = ['mt_primary', 'mt_secondary', 'llm_1', 'llm_2', 'llm_3', 'llm_4', 'apertium'];

/** The running server of a vendor's server tests, its provider pointed at the file's simulator. */
export interface VendorServer {
  request: Harness['request'];
  /** Stores the vendor's key (null removes it) through the settings route. */
  saveKey(value: string | null): Promise<void>;
}

/**
 * The routes every language-model provider answers through the running server: the listing, live
 * models with their curated fallback, the credential test and a failing preview. `vendorTests`
 * adds the vendor's own server tests to the same server.
 */
export function describeVendorServerSuite<S extends Simulator, P extends TranslationProvider>(
  vendor: VendorCase<S, P>,
  fx: VendorFixture<S, P>,
  vendorTests: (server: VendorServer) => void = () => {},
): void {
  const { id, label } = vendor;
  const message = (status: number): string => vendor.messages?.[status] ?? baseMessage(label, status);
  const invalidKeyMessage = vendor.invalidKeyMessage ?? message(401);
  const headed = vendor.withRetryAfterHeader ?? ((status: number, seconds: string): Fault => ({ kind: 'status', status, retryAfter: seconds }));

  describe(`${label} (${id}) through the running server`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness({}, { providers: { env: { [`EXT_TRANSLATE_${id.toUpperCase()}_BASE_URL`]: fx.sim.url } } });
    });
    afterAll(async () => h?.close());

    const server: VendorServer = {
      request: (method, url, options) => h.request(method, url, options),
      async saveKey(value) {
        const saved = await h.request('POST', '/api/_action/system-config', { body: { [`ExtTranslate.config.${id}ApiKey`]: value } });
        expect(saved.statusCode).toBe(204);
      },
    };

    it(`lists ${id} in the built-in order, configured once a key is saved, with its curated models`, async () => {
      await server.saveKey(null);
      const before = (await h.request('GET', `${BASE}/providers`)).json().providers as { id: string; configured: boolean }[];
      // The built-ins registered so far keep the documented order (other providers may join concurrently).
      const builtIns = before.map((provider) => provider.id).filter((listed) => BUILT_IN_ORDER.includes(listed));
      expect(builtIns).toEqual(BUILT_IN_ORDER.filter((listed) => builtIns.includes(listed)));
      expect(builtIns).toEqual(expect.arrayContaining(['mt_primary', id, 'apertium']));
      expect(before.find((provider) => provider.id === id)?.configured).toBe(false);

      await server.saveKey(vendor.key);
      const providers = (await h.request('GET', `${BASE}/providers`)).json().providers as Record<string, unknown>[];
      const listed = providers.find((provider) => provider.id === id);
      expect(listed).toMatchObject({ label, configured: true, supports: { html: true, formality: false, tone: true, glossary: true }, viaSubscription: false, capabilities: { usesKey: true, liveModels: true, serviceTier: false } });
      expect(listed?.models).toEqual(fx.provider().getModels());
      expect((listed?.models as { source: string }[]).every((model) => model.source === 'curated')).toBe(true);
      expect(JSON.stringify(providers)).not.toContain(vendor.key);
    });

    it('lists curated models without a key, live ones with the saved or a typed key, and falls back to curated on failure', async () => {
      const curatedModels = fx.provider().getModels();
      await server.saveKey(null);
      const curated = await h.request('GET', `${BASE}/provider/${id}/models`);
      expect(curated.statusCode).toBe(200);
      expect(curated.json()).toEqual({ models: curatedModels, source: 'curated' });

      const viaTyped = await h.request('POST', `${BASE}/provider/${id}/models`, { body: { apiKey: vendor.key } });
      expect(viaTyped.json().source).toBe('live');

      await server.saveKey(vendor.key);
      const viaSaved = await h.request('GET', `${BASE}/provider/${id}/models`);
      expect(viaSaved.statusCode).toBe(200);
      expect(viaSaved.json().source).toBe('live');
      // Curated models first, in curated order, with their curated name, tier and pricing.
      expect(viaSaved.json().models.slice(0, curatedModels.length)).toEqual(curatedModels.map((model) => ({ ...model, source: 'live' })));
      vendor.checkLiveModelIds?.((viaSaved.json().models as { id: string }[]).map((model) => model.id));

      // Retry-After 0 keeps the real server's retries instant.
      fx.sim.fail(...times(3, headed(vendor.liveListingFailure ?? 503, '0')));
      const failing = await h.request('GET', `${BASE}/provider/${id}/models`);
      expect(failing.statusCode).toBe(200);
      expect(failing.json()).toEqual({ models: curatedModels, source: 'curated' });

      const wrongKey = await h.request('POST', `${BASE}/provider/${id}/models`, { body: { apiKey: vendor.wrongKey } });
      expect(wrongKey.json().source).toBe('curated');
    });

    it('tests a valid and an invalid key: always 200, the key never echoed', async () => {
      await server.saveKey(vendor.key);
      const saved = await h.request('POST', `${BASE}/provider/${id}/test`, { body: {} });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ valid: true, message: `The ${label} key works.`, quota: null });

      const typed = await h.request('POST', `${BASE}/provider/${id}/test`, { body: { apiKey: vendor.wrongKey } });
      expect(typed.statusCode).toBe(200);
      expect(typed.json()).toEqual({ valid: false, message: invalidKeyMessage, quota: null });
      expect(typed.body).not.toContain(vendor.wrongKey);
      expect(typed.body).not.toContain(vendor.wrongKey.slice(-4));
    });

    const model = vendor.languageModel;
    if (model !== undefined) {
      it('previews a translation into German with its characters and cost at the default model\'s price', async () => {
        await server.saveKey(vendor.key);
        fx.sim.reset();
        const response = await h.request('POST', `${BASE}/preview`, {
          body: { providerId: id, text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID, tone: 'formal' },
        });
        expect(response.statusCode, response.body).toBe(200);
        const sent = fx.sim.requests[0];
        expect(model.userOf(sent)).toEqual({ sourceLocale: 'en-GB', targetLocale: 'de-DE', format: 'text', texts: ['Oak chair'] });
        expect(model.systemOf(sent)).toContain('Use a formal tone');
        const inputTokens = model.promptTokensOf(sent);
        const outputTokens = fakeTokens(JSON.stringify({ translations: [fakeTranslate('Oak chair', 'de-DE', 'text')] }));
        const pricing = fx.provider().getModels()[0]?.pricing;
        if (!pricing) throw new Error(`no curated price for ${label}'s default model`);
        const amount = Math.round(((inputTokens * pricing.input + outputTokens * pricing.output) / 1_000_000) * 1e6) / 1e6;
        expect(response.json()).toEqual({ translation: '[de-DE] Oak chair', characters: 9, cost: { amount, currency: 'USD' } });
      });
    }

    it('answers a failing preview with 400 and the user-safe message: an outage, then a refused key', async () => {
      await server.saveKey(vendor.key);
      fx.sim.fail(...times(3, headed(503, '0')));
      const body = { providerId: id, text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID };
      const down = await h.request('POST', `${BASE}/preview`, { body });
      expect(down.statusCode).toBe(400);
      expect(down.json()).toEqual({ message: message(503) });

      await server.saveKey(vendor.wrongKey);
      const rejected = await h.request('POST', `${BASE}/preview`, { body });
      expect(rejected.statusCode).toBe(400);
      expect(rejected.json()).toEqual({ message: invalidKeyMessage });
      expect(rejected.body).not.toContain(vendor.wrongKey.slice(-4));
      await server.saveKey(vendor.key);
    });

    vendorTests(server);
  });
}
