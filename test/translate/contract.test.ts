import { describe, expect, it } from 'vitest';
import {
  Cost,
  createProviderRequest,
  createProviderResult,
  InvalidArgumentError,
  PlaceholderLostException,
  PROVIDER_SPECIFICATION_VERSION,
  ProviderException,
  specificationVersionOf,
  type TranslationProvider,
} from '../../src/translate/providers/contract.js';
import { mergeLiveModels } from '../../src/translate/providers/provider-service.js';
import { InvalidProviderError, loadCustomProviders, PROVIDER_TAG, ProviderRegistry } from '../../src/translate/providers/registry.js';

function stub(id: string, label = id): TranslationProvider {
  return {
    getId: () => id,
    getLabel: () => label,
    isConfigured: async () => true,
    translate: async (request) => createProviderResult({ texts: request.texts, characters: 0 }),
    validateCredentials: async () => ({ valid: true, message: '', quota: null }),
    getModels: () => [],
    supports: () => false,
    estimate: () => Cost.zero(),
    getMaxBatchSize: () => 1,
    getMaxChunkBytes: () => 1,
  };
}

describe('provider contract', () => {
  it('fills the ProviderRequest and ProviderResult defaults of the contract', () => {
    expect(createProviderRequest({ texts: ['a'], sourceLocale: 'en-GB', targetLocale: 'de-DE' })).toEqual({
      texts: ['a'],
      sourceLocale: 'en-GB',
      targetLocale: 'de-DE',
      format: 'text',
      tone: null,
      customPrompt: null,
      glossaryTerms: {},
      serviceTier: null,
      idempotencyKey: null,
      contentType: null,
      traceId: null,
    });
    const result = createProviderResult({ texts: ['a'], characters: 1 });
    expect(JSON.parse(JSON.stringify(result))).toEqual({
      texts: ['a'],
      characters: 1,
      inputTokens: 0,
      outputTokens: 0,
      cost: { amount: 0, currency: 'USD' },
      managedUsage: null,
      managedQuota: null,
      accountingKey: null,
    });
  });

  it('adds costs of one currency, refuses two, and serialises six decimals', () => {
    expect(new Cost(0.1).add(new Cost(0.2)).toJSON()).toEqual({ amount: 0.3, currency: 'USD' });
    expect(new Cost(1.23456789, 'EUR').toJSON()).toEqual({ amount: 1.234568, currency: 'EUR' });
    expect(() => new Cost(1, 'USD').add(new Cost(1, 'EUR'))).toThrow(InvalidArgumentError);
    expect(() => new Cost(1, 'USD').add(new Cost(1, 'EUR'))).toThrow('Costs in different currencies cannot be added.');
  });

  it('gives ProviderException the contract defaults, lets it be extended, and recognises copies', () => {
    const error = new ProviderException('Safe message');
    expect([error.message, error.retryable, error.previous, error.code, error.globalFailure, error.bisectable]).toEqual(['Safe message', false, null, 0, false, true]);
    class QuotaException extends ProviderException {}
    const quota = new QuotaException('Quota', false, null, 456, true, false);
    expect(quota).toBeInstanceOf(ProviderException);
    expect(ProviderException.isInstance(quota)).toBe(true);
    expect(ProviderException.isInstance(new Error('x'))).toBe(false);
    const lost = new PlaceholderLostException();
    expect(ProviderException.isInstance(lost)).toBe(true);
    expect(lost.retryable).toBe(false);
  });
});

describe('ProviderException options (contract v1)', () => {
  it('takes the flags, the code, the cause and the usage by name, with the spec defaults for the rest', () => {
    const cause = new Error('socket hang up');
    const usage = { characters: 9, inputTokens: 3, outputTokens: 4, cost: new Cost(0.5, 'EUR'), accountingKey: null };
    const error = new ProviderException('ACME cut the answer off.', { retryable: true, code: 529, globalFailure: true, bisectable: false, cause, usage });
    expect([error.message, error.retryable, error.code, error.globalFailure, error.bisectable, error.cause, error.usage]).toEqual([
      'ACME cut the answer off.',
      true,
      529,
      true,
      false,
      cause,
      usage,
    ]);
    expect(Object.getOwnPropertyDescriptor(error, 'cause')?.enumerable).toBe(false);
    const defaults = new ProviderException('Safe message', {});
    expect([defaults.retryable, defaults.code, defaults.globalFailure, defaults.bisectable, defaults.cause, defaults.usage]).toEqual([false, 0, false, true, undefined, null]);
    expect('cause' in defaults).toBe(false);
  });

  it('keeps the deprecated positional form working, its previous error as the standard cause', () => {
    const cause = new Error('raw upstream body');
    const error = new ProviderException('The vendor is unavailable.', true, cause, 503, true, false);
    expect([error.retryable, error.code, error.globalFailure, error.bisectable, error.cause, error.previous]).toEqual([true, 503, true, false, cause, cause]);
    expect(new ProviderException('Partly given', true).bisectable).toBe(true);
    expect(new ProviderException('No previous', false, null, 400).cause).toBeUndefined();
  });

  it('reads the deprecated previous as the cause, null when there is none', () => {
    const cause = new TypeError('fetch failed');
    expect(new ProviderException('m', { cause }).previous).toBe(cause);
    expect(new ProviderException('m').previous).toBeNull();
    expect(ProviderException.transportFailure('m', { cause }).cause).toBe(cause);
    expect(ProviderException.transportFailure('m', { previous: cause }).cause).toBe(cause);
    const other = new Error('the newer name wins');
    expect(ProviderException.unavailable('m', { cause: other, previous: cause }).cause).toBe(other);
  });

  it('lets a subclass pass the options object through', () => {
    class GlossaryRefused extends ProviderException {
      constructor(cause: unknown) {
        super('ACME refused the glossary.', { code: 422, bisectable: false, cause });
        this.name = 'GlossaryRefused';
      }
    }
    const cause = new Error('422');
    const error = new GlossaryRefused(cause);
    expect(ProviderException.isInstance(error)).toBe(true);
    expect([error.name, error.code, error.bisectable, error.retryable, error.cause]).toEqual(['GlossaryRefused', 422, false, false, cause]);
  });
});

describe('ProviderException factories', () => {
  function flags(error: ProviderException) {
    return { retryable: error.retryable, globalFailure: error.globalFailure, bisectable: error.bisectable, code: error.code, previous: error.previous };
  }

  it('build the rows of the failure table with their flags and default codes', () => {
    expect(flags(ProviderException.transportFailure('m'))).toEqual({ retryable: true, globalFailure: true, bisectable: false, code: 0, previous: null });
    expect(flags(ProviderException.rateLimited('m'))).toEqual({ retryable: true, globalFailure: true, bisectable: false, code: 429, previous: null });
    expect(flags(ProviderException.unavailable('m'))).toEqual({ retryable: true, globalFailure: true, bisectable: false, code: 503, previous: null });
    expect(flags(ProviderException.invalidRequest('m'))).toEqual({ retryable: false, globalFailure: false, bisectable: true, code: 400, previous: null });
    expect(flags(ProviderException.authentication('m'))).toEqual({ retryable: false, globalFailure: true, bisectable: false, code: 401, previous: null });
    expect(flags(ProviderException.quotaExceeded('m'))).toEqual({ retryable: false, globalFailure: true, bisectable: false, code: 402, previous: null });
    expect(flags(ProviderException.notFound('m'))).toEqual({ retryable: false, globalFailure: true, bisectable: false, code: 404, previous: null });
    expect(flags(ProviderException.misconfigured('m'))).toEqual({ retryable: false, globalFailure: true, bisectable: false, code: 0, previous: null });
    expect(flags(ProviderException.unreadableResponse('m'))).toEqual({ retryable: true, globalFailure: false, bisectable: false, code: 0, previous: null });
    expect(flags(ProviderException.unsupportedLanguage('m'))).toEqual({ retryable: false, globalFailure: false, bisectable: false, code: 0, previous: null });
  });

  it('take the code and the cause, and make ordinary ProviderExceptions with the message', () => {
    const cause = new Error('socket hang up');
    const error = ProviderException.unavailable('ACME is down.', { code: 529, cause });
    expect(error).toBeInstanceOf(ProviderException);
    expect(ProviderException.isInstance(error)).toBe(true);
    expect([error.message, error.name, error.code, error.cause, error.previous, error.usage]).toEqual(['ACME is down.', 'ProviderException', 529, cause, cause, null]);
  });
});

describe('provider registry', () => {
  const warnings: Record<string, unknown>[] = [];
  const logger = { info() {}, warn: (fields: Record<string, unknown>) => warnings.push(fields) };

  it('lists providers in order; a duplicate id replaces the earlier one with a warning', () => {
    const registry = new ProviderRegistry(logger);
    registry.register(stub('mt_primary', 'first'));
    registry.register(stub('apertium'));
    registry.register(stub('mt_primary', 'second'), [PROVIDER_TAG]);
    expect(registry.all().map((provider) => provider.getLabel())).toEqual(['apertium', 'second']);
    expect(registry.get('mt_primary')?.getLabel()).toBe('second');
    expect(warnings).toEqual([{ provider: 'mt_primary' }]);
  });

  it('validates ids: lower-case, at most 32 characters', () => {
    const registry = new ProviderRegistry(logger);
    for (const id of ['Upper', 'x'.repeat(33), '1starts_with_digit', 'has-dash', '']) {
      expect(() => registry.register(stub(id)), id).toThrow(InvalidProviderError);
    }
    registry.register(stub('x'.repeat(32)));
    expect(registry.all()).toHaveLength(1);
  });

  it('takes a provider without specificationVersion as version 1 and refuses an unknown version', () => {
    const registry = new ProviderRegistry(logger);
    const unversioned = stub('unversioned');
    expect(specificationVersionOf(unversioned)).toBe(1);
    registry.register(unversioned);
    registry.register({ ...stub('versioned'), specificationVersion: PROVIDER_SPECIFICATION_VERSION });
    expect(registry.all().map((provider) => provider.getId())).toEqual(['unversioned', 'versioned']);
    for (const version of [2, '1', null]) {
      const future = { ...stub('future'), specificationVersion: version } as unknown as TranslationProvider;
      expect(() => registry.register(future), String(version)).toThrow(
        `The provider "future" implements contract version ${JSON.stringify(version)}; this service supports version 1.`,
      );
    }
    expect(registry.get('future')).toBeUndefined();
  });

  it('loads custom modules and refuses a module without a factory', async () => {
    const context = { setting: async () => null, env: {}, logger, fetch: globalThis.fetch };
    const [provider] = await loadCustomProviders(' ./examples/pseudo-locale-provider.js , ', context);
    expect(provider?.getId()).toBe('pseudo_locale');
    expect(provider?.supports('html')).toBe(true);
    expect(provider?.supports('glossary')).toBe(false);
    expect(provider?.supports('nonsense')).toBe(false);
    await expect(loadCustomProviders('./test/support/no-factory-module.ts', context)).rejects.toThrow(
      'The provider module "./test/support/no-factory-module.ts" exports no factory (a default export or "createProviders").',
    );
  });
});

describe('live model list merge', () => {
  const curated = [
    { id: 'b-model', name: 'B curated', tier: 'quality' as const, pricing: { input: 1, output: 2, currency: 'USD' }, source: 'curated' as const },
    { id: 'a-model', name: 'A curated', tier: 'budget' as const, pricing: null, source: 'curated' as const },
    { id: 'gone', name: 'Gone', tier: null, pricing: null, source: 'curated' as const },
  ];
  const live = (ids: string[]) => ids.map((id) => ({ id, name: id, tier: null, pricing: null, source: 'live' as const }));

  it('puts curated-known models first in curated order with curated data, the rest alphabetically descending', () => {
    const merged = mergeLiveModels(curated, live(['x-1', 'a-model', 'z-2', 'b-model', 'm-3']));
    expect(merged.map((model) => model.id)).toEqual(['b-model', 'a-model', 'z-2', 'x-1', 'm-3']);
    expect(merged[0]).toEqual({ ...curated[0], source: 'live' });
    expect(merged.every((model) => model.source === 'live')).toBe(true);
  });

  it('keeps at most 30 entries', () => {
    const merged = mergeLiveModels(curated, live(Array.from({ length: 50 }, (_, index) => `m-${String(index).padStart(2, '0')}`)));
    expect(merged).toHaveLength(30);
    expect(merged[0]?.id).toBe('m-49');
  });
});
