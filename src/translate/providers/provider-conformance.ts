/**
 * The provider conformance suite, published as `ext-translate/provider/testing`: named checks of what
 * the contract (`ext-translate/provider`) promises, run against a provider instance. The built-in
 * providers pass it against their vendor simulators; a third party runs it against its own provider
 * and a deterministic stand-in for its upstream (docs/providers.md, "Testing a provider").
 *
 * It imports no test framework: {@link runProviderConformance} returns a report, and
 * {@link describeProviderConformance} registers one test per check with the `describe` and `it` the
 * caller passes (vitest, jest, mocha or `node:test`).
 *
 * @packageDocumentation
 */
import {
  isCallLimitProvider,
  isEstimateDetailsProvider,
  isHandBackProvider,
  isLiveModelProvider,
  isLocaleAdviceProvider,
  PROVIDER_FEATURES,
  PROVIDER_SPECIFICATION_VERSION,
  ProviderException,
  specificationVersionOf,
  createProviderRequest,
  type ModelEntry,
  type ProviderRequest,
  type ProviderResult,
  type TranslationProvider,
} from './contract.js';
import { PROVIDER_ID_PATTERN } from './registry.js';

/** The situations of the failure table a check can arrange, named like the ProviderException factories. */
export type ConformanceFailure = 'transportFailure' | 'rateLimited' | 'unavailable' | 'invalidRequest' | 'authentication' | 'quotaExceeded' | 'notFound';

export interface ConformanceOptions {
  /**
   * Builds the provider under test: configured, and pointed at a deterministic upstream (a simulator
   * or a fake that answers the same text the same way). Called once per check.
   */
  createProvider: () => TranslationProvider | Promise<TranslationProvider>;
  /** Default `en-GB`. */
  sourceLocale?: string;
  /** Default `de-DE`. */
  targetLocale?: string;
  /** At least two different texts the upstream translates. Default three short product names. */
  texts?: string[];
  /** Called before each check, for example to clear a simulator's recorded requests and pending faults. */
  reset?: () => void | Promise<void>;
  /**
   * How many requests the upstream has received so far. With it, the suite checks that
   * isConfigured(), estimate(), getModels() and an empty translate() send nothing upstream.
   */
  upstreamRequests?: () => number;
  /** Values that must never appear in a failure or credential message (the keys the provider uses). */
  secrets?: string[];
  /** A key the upstream refuses: validateCredentials() must answer `valid: false` without throwing or echoing it. */
  invalidApiKey?: string;
  /**
   * Arranges for the next translate() to fail in one situation of the failure table (for example by
   * queueing faults on a simulator, as many as the provider makes attempts). The check expects a
   * ProviderException with the flags of the factory of the same name.
   */
  failures?: Partial<Record<ConformanceFailure, () => void | Promise<void>>>;
}

/** One named check; `run` rejects with a {@link ConformanceError} saying what broke the contract. */
export interface ConformanceCheck {
  name: string;
  run: () => Promise<void>;
}

export interface ConformanceReport {
  passed: string[];
  failed: { name: string; message: string }[];
}

/** The test functions {@link describeProviderConformance} registers with (vitest's, jest's, node:test's). */
export interface ConformanceTestFunctions {
  describe: (name: string, body: () => void) => unknown;
  it: (name: string, body: () => Promise<void>) => unknown;
}

/** A broken promise of the contract. */
export class ConformanceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConformanceError';
  }
}

const DEFAULT_TEXTS = ['Oak table', 'Red chair with armrests', 'Blue lamp'];
const UNKNOWN_FEATURES = ['', 'HTML', 'Html', 'nonsense', 'toString', 'constructor', '__proto__'];
const MODEL_TIERS = new Set(['flagship', 'quality', 'balanced', 'budget', 'legacy']);
const PLACEHOLDER_TEXT = 'Only ⟦0⟧ chairs left for ⟦1⟧.';
const HTML_TEXT = '<p>The <strong>oak</strong> table</p><ul><li>Solid wood</li></ul>';
/** More texts than this are not sent at once by the batch check, to keep the suite quick. */
const BATCH_CHECK_LIMIT = 50;

function fail(message: string): never {
  throw new ConformanceError(message);
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) fail(message);
}

/** null, a string, a boolean, a finite number, or an array or plain object of these: what survives JSON unchanged. */
function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isJsonValue);
}

function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function checkCost(value: unknown, where: string): { amount: number; currency: string } {
  check(isObject(value), `${where} must be a Cost ({amount, currency}), got ${show(value)}.`);
  check(typeof value.amount === 'number' && Number.isFinite(value.amount) && value.amount >= 0, `${where}.amount must be a finite number of at least 0, got ${show(value.amount)}.`);
  check(typeof value.currency === 'string' && /^[A-Z]{3}$/.test(value.currency), `${where}.currency must be an ISO code such as USD, got ${show(value.currency)}.`);
  return { amount: value.amount, currency: value.currency };
}

function checkResult(result: unknown, request: ProviderRequest, where: string, providerId: string): ProviderResult {
  check(isObject(result), `${where} must resolve to a ProviderResult, got ${show(result)}.`);
  const texts = result.texts;
  check(Array.isArray(texts), `${where}: texts must be an array, got ${show(texts)}.`);
  check(
    texts.length === request.texts.length,
    `${where}: texts must hold one translation per text sent (${request.texts.length}), got ${texts.length}.`,
  );
  check(texts.every((text) => typeof text === 'string'), `${where}: every translation must be a string, got ${show(texts)}.`);
  check(isCount(result.characters), `${where}: characters must be a whole number of at least 0, got ${show(result.characters)}.`);
  check(isCount(result.inputTokens), `${where}: inputTokens must be a whole number of at least 0, got ${show(result.inputTokens)}.`);
  check(isCount(result.outputTokens), `${where}: outputTokens must be a whole number of at least 0, got ${show(result.outputTokens)}.`);
  checkCost(result.cost, `${where}: cost`);
  for (const field of ['managedUsage', 'managedQuota'] as const) {
    check(result[field] === null || Array.isArray(result[field]), `${where}: ${field} must be null or an array, got ${show(result[field])}.`);
  }
  check(result.accountingKey === null || typeof result.accountingKey === 'string', `${where}: accountingKey must be null or a string, got ${show(result.accountingKey)}.`);
  if (result.providerMetadata !== undefined) {
    const metadata = result.providerMetadata;
    check(isObject(metadata), `${where}: providerMetadata must be absent or an object keyed by the provider id, got ${show(metadata)}.`);
    for (const [namespace, facts] of Object.entries(metadata)) {
      check(namespace === providerId, `${where}: providerMetadata may only hold the provider's own namespace "${providerId}", got "${namespace}".`);
      check(isObject(facts), `${where}: providerMetadata.${namespace} must be an object, got ${show(facts)}.`);
      check(isJsonValue(facts), `${where}: providerMetadata.${namespace} must hold JSON values only (no undefined, functions, class instances or non-finite numbers), got ${show(facts)}.`);
    }
  }
  return result as unknown as ProviderResult;
}

function checkMessage(message: unknown, secrets: readonly string[], where: string): void {
  check(typeof message === 'string' && message.trim() !== '', `${where}: the message must be a non-empty user-safe string, got ${show(message)}.`);
  for (const secret of secrets) {
    if (secret !== '') check(!message.includes(secret), `${where}: the message must never contain a key, got ${show(message)}.`);
  }
}

function checkModel(model: unknown, source: 'curated' | 'live', where: string): ModelEntry {
  check(isObject(model), `${where} must be a model entry, got ${show(model)}.`);
  check(typeof model.id === 'string' && model.id !== '', `${where}: id must be a non-empty string, got ${show(model.id)}.`);
  check(typeof model.name === 'string' && model.name !== '', `${where}: name must be a non-empty string, got ${show(model.name)}.`);
  check(model.tier === null || MODEL_TIERS.has(model.tier as string), `${where}: tier must be null or one of ${[...MODEL_TIERS].join(', ')}, got ${show(model.tier)}.`);
  if (model.pricing !== null) {
    const pricing = model.pricing;
    check(isObject(pricing), `${where}: pricing must be null or {input, output, currency}, got ${show(pricing)}.`);
    check(
      typeof pricing.input === 'number' && pricing.input >= 0 && typeof pricing.output === 'number' && pricing.output >= 0 && typeof pricing.currency === 'string',
      `${where}: pricing must be null or {input, output, currency}, got ${show(pricing)}.`,
    );
  }
  check(model.source === source, `${where}: source must be '${source}', got ${show(model.source)}.`);
  return model as unknown as ModelEntry;
}

/** The markup of a text: its tags in order. */
function tagsOf(text: string): string[] {
  return text.match(/<\/?[a-z][^>]*>/gi) ?? [];
}

function occurrences(text: string, token: string): number {
  return text.split(token).length - 1;
}

/** The flags a factory gives, to compare a thrown failure with. */
function expectedFlags(kind: ConformanceFailure): { retryable: boolean; globalFailure: boolean; bisectable: boolean } {
  const sample = ProviderException[kind]('sample');
  return { retryable: sample.retryable, globalFailure: sample.globalFailure, bisectable: sample.bisectable };
}

/**
 * The checks of the contract, each against a fresh provider from `options.createProvider`. The html and
 * capability checks assert what the provider offers (`supports('html')`, the capabilities it
 * implements); a failure check exists for each failure `options.failures` arranges.
 */
export function providerConformanceChecks(options: ConformanceOptions): ConformanceCheck[] {
  const sourceLocale = options.sourceLocale ?? 'en-GB';
  const targetLocale = options.targetLocale ?? 'de-DE';
  const texts = options.texts ?? DEFAULT_TEXTS;
  const secrets = [...(options.secrets ?? []), ...(options.invalidApiKey ? [options.invalidApiKey] : [])];
  const request = (overrides: Partial<ProviderRequest> & Pick<ProviderRequest, 'texts'>): ProviderRequest =>
    createProviderRequest({ sourceLocale, targetLocale, ...overrides });

  /** Runs `body` on a fresh provider; with `quiet`, fails when the upstream saw a request meanwhile. */
  const withProvider = (body: (provider: TranslationProvider) => Promise<void>, quiet = false) => async () => {
    await options.reset?.();
    const provider = await options.createProvider();
    const before = options.upstreamRequests?.();
    await body(provider);
    if (quiet && before !== undefined) {
      const sent = (options.upstreamRequests?.() ?? before) - before;
      check(sent === 0, `performs no network I/O, but the upstream received ${sent} request(s).`);
    }
  };

  const translateChecked = async (provider: TranslationProvider, sent: ProviderRequest, where: string): Promise<ProviderResult> => {
    const copy = structuredClone(sent);
    let result: unknown;
    try {
      result = await provider.translate(sent);
    } catch (error) {
      fail(`${where} must succeed against the test upstream, but threw ${ProviderException.isInstance(error) ? `ProviderException "${error.message}"` : show(String(error))}.`);
    }
    check(show(sent) === show(copy), `${where} must not change the request it was given.`);
    return checkResult(result, sent, where, provider.getId());
  };

  const checks: ConformanceCheck[] = [
    {
      name: 'getId() is stable, lower-case letters, digits and underscores, at most 32 characters; getLabel() names it',
      run: withProvider(async (provider) => {
        const id = provider.getId();
        check(typeof id === 'string' && PROVIDER_ID_PATTERN.test(id), `getId() must match ${String(PROVIDER_ID_PATTERN)}, got ${show(id)}.`);
        check(provider.getId() === id, 'getId() must return the same id on every call.');
        const label = provider.getLabel();
        check(typeof label === 'string' && label.trim() !== '', `getLabel() must return a non-empty string, got ${show(label)}.`);
      }),
    },
    {
      name: `specificationVersion is absent or ${PROVIDER_SPECIFICATION_VERSION}`,
      run: withProvider(async (provider) => {
        const version = specificationVersionOf(provider);
        check(version === PROVIDER_SPECIFICATION_VERSION, `specificationVersion must be ${PROVIDER_SPECIFICATION_VERSION} or absent, got ${show(version)}.`);
      }),
    },
    {
      name: 'isConfigured() resolves to true for the provider under test, without network I/O',
      run: withProvider(async (provider) => {
        const configured: unknown = await provider.isConfigured();
        check(typeof configured === 'boolean', `isConfigured() must resolve to a boolean, got ${show(configured)}.`);
        check(configured, 'isConfigured() must be true for the provider under test (configure it as the suite needs a working provider).');
      }, true),
    },
    {
      name: 'getMaxBatchSize() and getMaxChunkBytes() are positive whole numbers',
      run: withProvider(async (provider) => {
        for (const [name, value] of [['getMaxBatchSize()', provider.getMaxBatchSize()], ['getMaxChunkBytes()', provider.getMaxChunkBytes()]] as const) {
          check(typeof value === 'number' && Number.isInteger(value) && value >= 1, `${name} must be a whole number of at least 1, got ${show(value)}.`);
        }
      }),
    },
    {
      name: 'supports() answers a boolean for every feature and false for anything else',
      run: withProvider(async (provider) => {
        for (const feature of PROVIDER_FEATURES) {
          const answer: unknown = provider.supports(feature);
          check(typeof answer === 'boolean', `supports(${show(feature)}) must return a boolean, got ${show(answer)}.`);
        }
        for (const feature of UNKNOWN_FEATURES) {
          check(provider.supports(feature) === false, `supports(${show(feature)}) must be false for an unrecognised feature.`);
        }
      }, true),
    },
    {
      name: 'getModels() lists curated model entries with distinct ids, without network I/O',
      run: withProvider(async (provider) => {
        const models: unknown = provider.getModels();
        check(Array.isArray(models), `getModels() must return an array, got ${show(models)}.`);
        models.forEach((model, index) => checkModel(model, 'curated', `getModels()[${index}]`));
        const ids = models.map((model) => (model as ModelEntry).id);
        check(new Set(ids).size === ids.length, `getModels() must not list a model id twice, got ${show(ids)}.`);
      }, true),
    },
    {
      name: 'estimate() returns a non-negative Cost that does not fall with more characters, without network I/O',
      run: withProvider(async (provider) => {
        const small = checkCost(provider.estimate(1_000), 'estimate(1000)');
        const large = checkCost(provider.estimate(100_000), 'estimate(100000)');
        checkCost(provider.estimate(0), 'estimate(0)');
        check(large.amount >= small.amount, `estimate() must not fall with more characters: ${small.amount} for 1000, ${large.amount} for 100000.`);
        check(large.currency === small.currency, `estimate() must answer in one currency, got ${small.currency} and ${large.currency}.`);
      }, true),
    },
    {
      name: 'translate() of no texts returns an empty result and calls nothing upstream',
      run: withProvider(async (provider) => {
        const empty = request({ texts: [] });
        const result = await translateChecked(provider, empty, 'translate() of no texts');
        check(result.characters === 0, `translate() of no texts must report 0 characters, got ${show(result.characters)}.`);
      }, true),
    },
    {
      name: 'translate() returns one string per text, with usage, a Cost in the estimate\'s currency and the result defaults',
      run: withProvider(async (provider) => {
        const result = await translateChecked(provider, request({ texts }), 'translate()');
        const estimated = checkCost(provider.estimate(1_000), 'estimate(1000)');
        if (result.cost.amount > 0) {
          check(result.cost.currency === estimated.currency, `translate() must bill in the estimate's currency ${estimated.currency}, got ${result.cost.currency}.`);
        }
      }),
    },
    {
      name: 'translate() keeps the order of the texts: a batch answers what each text alone answers',
      run: withProvider(async (provider) => {
        const batch = await translateChecked(provider, request({ texts }), 'translate()');
        for (const [index, text] of texts.entries()) {
          const alone = await translateChecked(provider, request({ texts: [text] }), `translate() of text ${index}`);
          check(
            batch.texts[index] === alone.texts[0],
            `translate() must answer in request order: text ${index} (${show(text)}) came back as ${show(batch.texts[index])} in the batch and ${show(alone.texts[0])} alone.`,
          );
        }
      }),
    },
    {
      name: 'translate() takes a full batch of getMaxBatchSize() texts',
      run: withProvider(async (provider) => {
        const size = Math.min(provider.getMaxBatchSize(), BATCH_CHECK_LIMIT);
        const many = Array.from({ length: size }, (_unused, index) => `${texts[index % texts.length] ?? 'Text'} ${index + 1}`);
        await translateChecked(provider, request({ texts: many }), `translate() of ${size} texts`);
      }),
    },
    {
      name: 'translate() returns every ⟦n⟧ placeholder token exactly once',
      run: withProvider(async (provider) => {
        const result = await translateChecked(provider, request({ texts: [PLACEHOLDER_TEXT] }), 'translate() of a text with placeholders');
        const translated = result.texts[0] ?? '';
        for (const token of ['⟦0⟧', '⟦1⟧']) {
          check(occurrences(translated, token) === 1, `translate() must return ${token} exactly once, got ${show(translated)}.`);
        }
      }),
    },
    {
      name: 'validateCredentials() answers {valid, message, quota} and never echoes a key',
      run: withProvider(async (provider) => {
        const keys: (string | null)[] = [null, ...(options.invalidApiKey ? [options.invalidApiKey] : [])];
        for (const key of keys) {
          const where = `validateCredentials(${key === null ? 'null' : 'invalid key'})`;
          let status: unknown;
          try {
            status = await provider.validateCredentials(key);
          } catch (error) {
            fail(`${where} must answer, not throw, got ${ProviderException.isInstance(error) ? `ProviderException "${error.message}"` : show(String(error))}.`);
          }
          check(isObject(status) && typeof status.valid === 'boolean', `${where} must resolve to {valid, message, quota}, got ${show(status)}.`);
          checkMessage(status.message, secrets, where);
          const quota = status.quota;
          check(
            quota === null || (isObject(quota) && isCount(quota.used) && (quota.limit === null || isCount(quota.limit))),
            `${where}: quota must be null or {used, limit}, got ${show(quota)}.`,
          );
          if (key !== null) check(status.valid === false, `${where} must answer valid false for a key the upstream refuses.`);
        }
      }),
    },
  ];

  checks.push({
    name: 'translate() of html keeps the markup (when it supports html)',
    run: withProvider(async (provider) => {
      if (!provider.supports('html')) return;
      const result = await translateChecked(provider, request({ texts: [HTML_TEXT], format: 'html' }), 'translate() of html');
      const translated = result.texts[0] ?? '';
      check(show(tagsOf(translated)) === show(tagsOf(HTML_TEXT)), `translate() of html must keep the tags ${show(tagsOf(HTML_TEXT))}, got ${show(translated)}.`);
    }),
  });

  checks.push({
    name: 'optional capabilities answer in their documented shapes',
    run: withProvider(async (provider) => {
      if (isHandBackProvider(provider)) {
        const delay: unknown = provider.handBackDelayMs(ProviderException.unavailable('The upstream is unavailable.'));
        check(delay === null || (typeof delay === 'number' && Number.isFinite(delay) && delay >= 0), `handBackDelayMs() must return null or a delay of at least 0, got ${show(delay)}.`);
      }
      if (isEstimateDetailsProvider(provider)) {
        const details: unknown = await provider.estimateDetails(1_000, 'balanced');
        check(isObject(details), `estimateDetails() must resolve to {credits, serviceTier, multiplier, quota}, got ${show(details)}.`);
        check(typeof details.credits === 'number' && details.credits >= 0, `estimateDetails(): credits must be a number of at least 0, got ${show(details.credits)}.`);
        check(typeof details.serviceTier === 'string', `estimateDetails(): serviceTier must be a string, got ${show(details.serviceTier)}.`);
        check(typeof details.multiplier === 'number' && details.multiplier >= 0, `estimateDetails(): multiplier must be a number of at least 0, got ${show(details.multiplier)}.`);
        const quota = details.quota;
        check(
          quota === null ||
            (isObject(quota) && typeof quota.plan === 'string' && typeof quota.period === 'string' && isCount(quota.limit) && isCount(quota.used) && isCount(quota.remaining)),
          `estimateDetails(): quota must be null or {plan, period, limit, used, remaining}, got ${show(quota)}.`,
        );
      }
      if (isLocaleAdviceProvider(provider)) {
        const advice: unknown = provider.adviseLocales(sourceLocale, targetLocale);
        check(
          isObject(advice) && typeof advice.englishVariantCollapsed === 'boolean' && (advice.unmappable === null || typeof advice.unmappable === 'string'),
          `adviseLocales() must return {unmappable, englishVariantCollapsed}, got ${show(advice)}.`,
        );
        check(advice.unmappable === null, `adviseLocales(${sourceLocale}, ${targetLocale}) calls a pair it translates unmappable: ${show(advice.unmappable)}.`);
      }
      if (isCallLimitProvider(provider)) {
        const limit: unknown = provider.defaultCallsInFlight();
        check(Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= 256, `defaultCallsInFlight() must return a whole number from 1 to 256, got ${show(limit)}.`);
      }
      if (isLiveModelProvider(provider)) {
        const live: unknown = await provider.fetchLiveModels(null);
        check(Array.isArray(live), `fetchLiveModels() must resolve to an array, got ${show(live)}.`);
        live.forEach((model, index) => checkModel(model, 'live', `fetchLiveModels()[${index}]`));
      }
    }),
  });

  for (const [kind, arrange] of Object.entries(options.failures ?? {}) as [ConformanceFailure, () => void | Promise<void>][]) {
    const flags = expectedFlags(kind);
    checks.push({
      name: `the ${kind} failure is a ProviderException with retryable ${flags.retryable}, globalFailure ${flags.globalFailure}, bisectable ${flags.bisectable}`,
      run: withProvider(async (provider) => {
        await arrange();
        let thrown: unknown = null;
        try {
          await provider.translate(request({ texts }));
        } catch (error) {
          thrown = error;
        }
        check(thrown !== null, `translate() must reject after the ${kind} failure was arranged, but it resolved.`);
        check(ProviderException.isInstance(thrown), `translate() must reject with a ProviderException, got ${show(thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : thrown)}.`);
        const got = { retryable: thrown.retryable, globalFailure: thrown.globalFailure, bisectable: thrown.bisectable };
        check(show(got) === show(flags), `the ${kind} failure must have the flags ${show(flags)}, got ${show(got)}.`);
        check(typeof thrown.code === 'number' && Number.isInteger(thrown.code), `the code must be a whole number, got ${show(thrown.code)}.`);
        checkMessage(thrown.message, secrets, `the ${kind} failure`);
      }),
    });
  }
  return checks;
}

/** Runs every check and reports which passed and which failed, with the reason. */
export async function runProviderConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const report: ConformanceReport = { passed: [], failed: [] };
  for (const item of providerConformanceChecks(options)) {
    try {
      await item.run();
      report.passed.push(item.name);
    } catch (error) {
      report.failed.push({ name: item.name, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}

/**
 * Registers the checks as tests: one `describe` named `title`, one `it` per check.
 *
 * @example
 * import { describe, it } from 'vitest';
 * import { describeProviderConformance } from 'ext-translate/provider/testing';
 * describeProviderConformance('acme_mt', { createProvider: () => createProviders(context) }, { describe, it });
 */
export function describeProviderConformance(title: string, options: ConformanceOptions, test: ConformanceTestFunctions): void {
  test.describe(title, () => {
    for (const item of providerConformanceChecks(options)) test.it(item.name, item.run);
  });
}
