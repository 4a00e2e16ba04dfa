import { describe, expect, it } from 'vitest';
import {
  Cost,
  createProviderRequest,
  createProviderResult,
  InvalidArgumentError,
  PlaceholderLostException,
  ProviderException,
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
  it('fills the ProviderRequest and ProviderResult defaults of the spec', () => {
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

  it('gives ProviderException the spec defaults, lets it be extended, and recognises copies', () => {
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
