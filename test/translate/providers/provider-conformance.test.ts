import { describe, expect, it } from 'vitest';
import { Cost, createProviderResult, ProviderException, type ProviderRequest, type TranslationProvider } from '../../../src/translate/providers/contract.js';
import {
  describeProviderConformance,
  providerConformanceChecks,
  runProviderConformance,
  type ConformanceOptions,
} from '../../../src/translate/providers/provider-conformance.js';
import { loadCustomProviders } from '../../../src/translate/providers/registry.js';

/**
 * The conformance suite itself: a provider that keeps the contract passes every check, and a provider
 * that breaks one rule fails the check of that rule, with a message naming it.
 */

const KEY = 'acme-secret-key-0123456789';

/** A fake upstream: counts requests and answers `<target>: <text>` for text and each text node of html. */
class FakeUpstream {
  requests = 0;
  /** The failure the next call meets, or null. */
  failure: (() => never) | null = null;

  translate(texts: string[], target: string): string[] {
    this.requests += 1;
    const failure = this.failure;
    this.failure = null;
    if (failure) failure();
    return texts.map((text) => text.replace(/(^|>)([^<]+)/g, (_match, open: string, content: string) => `${open}${target}: ${content}`));
  }
}

/** A provider that keeps every promise of the contract; `overrides` break one at a time. */
function acmeProvider(upstream: FakeUpstream, overrides: Record<string, unknown> = {}): TranslationProvider {
  const provider: TranslationProvider = {
    getId: () => 'acme_mt',
    getLabel: () => 'ACME Translate',
    isConfigured: async () => true,
    async translate(request: ProviderRequest) {
      if (request.texts.length === 0) return createProviderResult({ texts: [], characters: 0 });
      const texts = upstream.translate(request.texts, request.targetLocale);
      const characters = request.texts.reduce((sum, text) => sum + [...text].length, 0);
      return createProviderResult({ texts, characters, cost: new Cost(characters * 0.00001, 'EUR') });
    },
    async validateCredentials(apiKey: string | null) {
      if (apiKey !== null && apiKey !== KEY) return { valid: false, message: 'ACME refused the key.', quota: null };
      upstream.requests += 1;
      return { valid: true, message: 'The ACME key works.', quota: { used: 10, limit: null } };
    },
    getModels: () => [{ id: 'acme-1', name: 'ACME 1', tier: 'balanced', pricing: null, source: 'curated' }],
    supports: (feature: string) => feature === 'html' || feature === 'formality',
    estimate: (characters: number) => new Cost(characters * 0.00001, 'EUR'),
    getMaxBatchSize: () => 20,
    getMaxChunkBytes: () => 50_000,
  };
  return Object.assign(provider, overrides);
}

function options(upstream: FakeUpstream, overrides: Record<string, unknown> = {}): ConformanceOptions {
  const fail = (error: () => never) => () => {
    upstream.failure = error;
  };
  return {
    createProvider: () => acmeProvider(upstream, overrides),
    upstreamRequests: () => upstream.requests,
    secrets: [KEY],
    invalidApiKey: 'not-the-acme-key',
    failures: {
      rateLimited: fail(() => {
        throw ProviderException.rateLimited('ACME is limiting the request rate.', { code: 429 });
      }),
      authentication: fail(() => {
        throw ProviderException.authentication('ACME refused the key.');
      }),
      invalidRequest: fail(() => {
        throw ProviderException.invalidRequest('ACME could not process the texts.');
      }),
    },
  };
}

describe('provider conformance suite', () => {
  it('passes a provider that keeps the contract, and names every check it ran', async () => {
    const report = await runProviderConformance(options(new FakeUpstream()));
    expect(report.failed).toEqual([]);
    expect(report.passed).toHaveLength(providerConformanceChecks(options(new FakeUpstream())).length);
    expect(report.passed).toEqual(
      expect.arrayContaining([
        'translate() keeps the order of the texts: a batch answers what each text alone answers',
        'the rateLimited failure is a ProviderException with retryable true, globalFailure true, bisectable false',
        'the invalidRequest failure is a ProviderException with retryable false, globalFailure false, bisectable true',
      ]),
    );
  });

  it('passes a provider that reports JSON metadata under its own id', async () => {
    const upstream = new FakeUpstream();
    const report = await runProviderConformance({
      ...options(upstream),
      createProvider: () =>
        acmeProvider(upstream, {
          translate: async (request: ProviderRequest) =>
            request.texts.length === 0
              ? createProviderResult({ texts: [], characters: 0, cost: new Cost(0, 'EUR') })
              : createProviderResult({
                  texts: upstream.translate(request.texts, request.targetLocale),
                  characters: request.texts.reduce((sum, text) => sum + [...text].length, 0),
                  cost: new Cost(0, 'EUR'),
                  providerMetadata: { acme_mt: { engine: 'acme-1', detected: ['en', null], scores: { fluency: 0.9 } } },
                }),
        }),
    });
    expect(report.failed).toEqual([]);
  });

  it('passes the example custom provider, loaded as a module and checked through the published package name', async () => {
    const specifier = 'ext-translate/provider/testing';
    const published = (await import(specifier)) as { runProviderConformance: typeof runProviderConformance };
    expect(published.runProviderConformance).toBe(runProviderConformance);
    const context = { setting: async () => null, env: {}, logger: { info() {}, warn() {} }, fetch: globalThis.fetch };
    const report = await published.runProviderConformance({
      createProvider: async () => (await loadCustomProviders('./examples/pseudo-locale-provider.js', context))[0] as TranslationProvider,
    });
    expect(report.failed).toEqual([]);
  });

  it('registers one test per check with the describe and it it is given', () => {
    const registered: string[] = [];
    describeProviderConformance('acme_mt', options(new FakeUpstream()), {
      describe: (name, body) => {
        registered.push(`describe ${name}`);
        body();
      },
      it: (name) => registered.push(name),
    });
    expect(registered[0]).toBe('describe acme_mt');
    expect(registered.slice(1)).toEqual(providerConformanceChecks(options(new FakeUpstream())).map((check) => check.name));
  });

  const throwing = (error: unknown) => () => {
    throw error;
  };

  // Each broken provider breaks one rule; the suite fails exactly the check of that rule.
  const broken: { rule: string; overrides: (upstream: FakeUpstream) => Record<string, unknown>; check: string; message: string }[] = [
    {
      rule: 'an id with capitals',
      overrides: () => ({ getId: () => 'Acme-MT' }),
      check: 'getId() is stable, lower-case letters, digits and underscores, at most 32 characters; getLabel() names it',
      message: 'getId() must match /^[a-z][a-z0-9_]{0,31}$/, got "Acme-MT".',
    },
    {
      rule: 'an unknown contract version',
      overrides: () => ({ specificationVersion: 2 }),
      check: 'specificationVersion is absent or 1',
      message: 'specificationVersion must be 1 or absent, got 2.',
    },
    {
      rule: 'a network call in isConfigured()',
      overrides: (upstream) => ({
        isConfigured: async () => {
          upstream.requests += 1;
          return true;
        },
      }),
      check: 'isConfigured() resolves to true for the provider under test, without network I/O',
      message: 'performs no network I/O, but the upstream received 1 request(s).',
    },
    {
      rule: 'supports() true for an unknown feature',
      overrides: () => ({ supports: (feature: string) => feature !== 'tone' }),
      check: 'supports() answers a boolean for every feature and false for anything else',
      message: 'supports("") must be false for an unrecognised feature.',
    },
    {
      rule: 'a live model in the curated list',
      overrides: () => ({ getModels: () => [{ id: 'acme-1', name: 'ACME 1', tier: null, pricing: null, source: 'live' }] }),
      check: 'getModels() lists curated model entries with distinct ids, without network I/O',
      message: 'getModels()[0]: source must be \'curated\', got "live".',
    },
    {
      rule: 'an estimate that is not a number',
      overrides: () => ({ estimate: () => ({ amount: Number.NaN, currency: 'EUR' }) }),
      check: 'estimate() returns a non-negative Cost that does not fall with more characters, without network I/O',
      message: 'estimate(1000).amount must be a finite number of at least 0, got null.',
    },
    {
      rule: 'an upstream call for no texts',
      overrides: (upstream) => ({
        translate: async (request: ProviderRequest) =>
          createProviderResult({ texts: upstream.translate(request.texts, request.targetLocale), characters: 0, cost: Cost.zero('EUR') }),
      }),
      check: 'translate() of no texts returns an empty result and calls nothing upstream',
      message: 'performs no network I/O, but the upstream received 1 request(s).',
    },
    {
      rule: 'one translation too few',
      overrides: (upstream) => ({
        translate: async (request: ProviderRequest) =>
          createProviderResult({ texts: upstream.translate(request.texts, request.targetLocale).slice(1), characters: 1, cost: Cost.zero('EUR') }),
      }),
      check: 'translate() returns one string per text, with usage, a Cost in the estimate\'s currency and the result defaults',
      message: 'translate(): texts must hold one translation per text sent (3), got 2.',
    },
    {
      rule: 'the answers in reverse order',
      overrides: (upstream) => ({
        translate: async (request: ProviderRequest) =>
          createProviderResult({ texts: upstream.translate(request.texts, request.targetLocale).reverse(), characters: 1, cost: Cost.zero('EUR') }),
      }),
      check: 'translate() keeps the order of the texts: a batch answers what each text alone answers',
      message: 'translate() must answer in request order: text 0 ("Oak table") came back as "de-DE: Blue lamp" in the batch and "de-DE: Oak table" alone.',
    },
    {
      rule: 'a request changed in place',
      overrides: (upstream) => ({
        translate: async (request: ProviderRequest) => {
          request.texts.reverse().reverse().push('extra');
          request.texts.pop();
          request.glossaryTerms.added = null;
          return createProviderResult({ texts: upstream.translate(request.texts, request.targetLocale), characters: 1, cost: Cost.zero('EUR') });
        },
      }),
      check: 'translate() of no texts returns an empty result and calls nothing upstream',
      message: 'translate() of no texts must not change the request it was given.',
    },
    {
      rule: 'a placeholder token translated away',
      overrides: (upstream) => ({
        translate: async (request: ProviderRequest) =>
          createProviderResult({
            texts: upstream.translate(request.texts, request.targetLocale).map((text) => text.replace('⟦1⟧', '[1]')),
            characters: 1,
            cost: Cost.zero('EUR'),
          }),
      }),
      check: 'translate() returns every ⟦n⟧ placeholder token exactly once',
      message: 'translate() must return ⟦1⟧ exactly once, got "de-DE: Only ⟦0⟧ chairs left for [1].".',
    },
    {
      rule: 'html support that drops the markup',
      overrides: (upstream) => ({
        translate: async (request: ProviderRequest) =>
          createProviderResult({
            texts: upstream.translate(request.texts, request.targetLocale).map((text) => text.replace(/<\/?strong>/g, '')),
            characters: 1,
            cost: Cost.zero('EUR'),
          }),
      }),
      check: 'translate() of html keeps the markup (when it supports html)',
      message:
        'translate() of html must keep the tags ["<p>","<strong>","</strong>","</p>","<ul>","<li>","</li>","</ul>"], got "<p>de-DE: The de-DE: oakde-DE:  table</p><ul><li>de-DE: Solid wood</li></ul>".',
    },
    {
      rule: 'provider metadata under another provider\'s id',
      overrides: (upstream) => ({
        translate: async (request: ProviderRequest) =>
          createProviderResult({ texts: upstream.translate(request.texts, request.targetLocale), characters: 1, cost: Cost.zero('EUR'), providerMetadata: { mt_primary: { model: 'x' } } }),
      }),
      check: 'translate() returns one string per text, with usage, a Cost in the estimate\'s currency and the result defaults',
      message: 'translate(): providerMetadata may only hold the provider\'s own namespace "acme_mt", got "mt_primary".',
    },
    {
      rule: 'provider metadata that is no JSON',
      overrides: (upstream) => ({
        translate: async (request: ProviderRequest) =>
          createProviderResult({
            texts: upstream.translate(request.texts, request.targetLocale),
            characters: 1,
            cost: Cost.zero('EUR'),
            providerMetadata: { acme_mt: { answeredAt: new Date(0), seconds: Number.NaN } },
          }),
      }),
      check: 'translate() returns one string per text, with usage, a Cost in the estimate\'s currency and the result defaults',
      message:
        'translate(): providerMetadata.acme_mt must hold JSON values only (no undefined, functions, class instances or non-finite numbers), got {"answeredAt":"1970-01-01T00:00:00.000Z","seconds":null}.',
    },
    {
      rule: 'provider metadata that is not namespaced',
      overrides: (upstream) => ({
        translate: async (request: ProviderRequest) =>
          createProviderResult({
            texts: upstream.translate(request.texts, request.targetLocale),
            characters: 1,
            cost: Cost.zero('EUR'),
            providerMetadata: { acme_mt: 'gpt' } as unknown as Record<string, Record<string, unknown>>,
          }),
      }),
      check: 'translate() returns one string per text, with usage, a Cost in the estimate\'s currency and the result defaults',
      message: 'translate(): providerMetadata.acme_mt must be an object, got "gpt".',
    },
    {
      rule: 'a credential check that throws for a refused key',
      overrides: () => ({ validateCredentials: throwing(ProviderException.authentication('ACME refused the key.')) }),
      check: 'validateCredentials() answers {valid, message, quota} and never echoes a key',
      message: 'validateCredentials(null) must answer, not throw, got ProviderException "ACME refused the key.".',
    },
    {
      rule: 'a credential message that echoes the key',
      overrides: () => ({ validateCredentials: async (apiKey: string | null) => ({ valid: apiKey === null, message: `Key ${apiKey ?? KEY} checked.`, quota: null }) }),
      check: 'validateCredentials() answers {valid, message, quota} and never echoes a key',
      message: `validateCredentials(null): the message must never contain a key, got "Key ${KEY} checked.".`,
    },
    {
      rule: 'a hand-back capability with a negative delay',
      overrides: () => ({ handBackDelayMs: () => -5 }),
      check: 'optional capabilities answer in their documented shapes',
      message: 'handBackDelayMs() must return null or a delay of at least 0, got -5.',
    },
    {
      rule: 'locale advice calling the tested pair unmappable',
      overrides: () => ({ adviseLocales: () => ({ unmappable: 'No German.', englishVariantCollapsed: false }) }),
      check: 'optional capabilities answer in their documented shapes',
      message: 'adviseLocales(en-GB, de-DE) calls a pair it translates unmappable: "No German.".',
    },
    {
      rule: 'a call-limit capability with no whole number',
      overrides: () => ({ defaultCallsInFlight: () => 1.5 }),
      check: 'optional capabilities answer in their documented shapes',
      message: 'defaultCallsInFlight() must return a whole number from 1 to 256, got 1.5.',
    },
  ];

  for (const { rule, overrides, check, message } of broken) {
    it(`fails a provider with ${rule}`, async () => {
      const upstream = new FakeUpstream();
      const report = await runProviderConformance({ ...options(upstream), createProvider: () => acmeProvider(upstream, overrides(upstream)) });
      expect(report.failed.find((failure) => failure.name === check)).toEqual({ name: check, message });
    });
  }

  it('fails failures that are no ProviderException, carry the wrong flags or leak the key', async () => {
    const upstream = new FakeUpstream();
    const arranged = (error: unknown) => () => {
      upstream.failure = throwing(error) as () => never;
    };
    const report = await runProviderConformance({
      ...options(upstream),
      failures: {
        rateLimited: arranged(new Error('HTTP 429 from https://api.acme.example')),
        authentication: arranged(new ProviderException('ACME refused the key.')),
        quotaExceeded: arranged(ProviderException.quotaExceeded(`The quota of ${KEY} is used up.`)),
        notFound: () => {},
      },
    });
    expect(report.failed).toEqual([
      {
        name: 'the rateLimited failure is a ProviderException with retryable true, globalFailure true, bisectable false',
        message: 'translate() must reject with a ProviderException, got "Error: HTTP 429 from https://api.acme.example".',
      },
      {
        name: 'the authentication failure is a ProviderException with retryable false, globalFailure true, bisectable false',
        message:
          'the authentication failure must have the flags {"retryable":false,"globalFailure":true,"bisectable":false}, got {"retryable":false,"globalFailure":false,"bisectable":true}.',
      },
      {
        name: 'the quotaExceeded failure is a ProviderException with retryable false, globalFailure true, bisectable false',
        message: `the quotaExceeded failure: the message must never contain a key, got "The quota of ${KEY} is used up.".`,
      },
      {
        name: 'the notFound failure is a ProviderException with retryable false, globalFailure true, bisectable false',
        message: 'translate() must reject after the notFound failure was arranged, but it resolved.',
      },
    ]);
  });
});
