import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConcurrencyLimiter, LocalSlotStore } from '../../../src/host/queue/concurrency-limiter.js';
import type { Queue } from '../../../src/host/queue/queue.js';
import {
  CallLimits,
  callsInFlightFor,
  createCallLimits,
  CUSTOM_PROVIDER_CALLS_IN_FLIGHT,
} from '../../../src/translate/engine/call-limits.js';
import type { BackPressureListener } from '../../../src/translate/providers/back-pressure.js';
import { BUILT_IN_PROVIDERS } from '../../../src/translate/providers/provider-service.js';
import { isCallLimitProvider, type ProviderContext, type TranslationProvider } from '../../../src/translate/providers/contract.js';

const context: ProviderContext = {
  setting: async () => null,
  env: {},
  logger: { info: () => {}, warn: () => {} },
  fetch: globalThis.fetch,
};

/** Just enough of a provider for the limits: an id, and a back-pressure report the test triggers. */
function providerNamed(id: string): TranslationProvider & { onBackPressure(listener: BackPressureListener): () => void; report(delayMs: number): void } {
  const listeners = new Set<BackPressureListener>();
  return {
    getId: () => id,
    onBackPressure: (listener: BackPressureListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report: (delayMs: number) => {
      for (const listener of listeners) listener(delayMs);
    },
  } as unknown as TranslationProvider & { onBackPressure(listener: BackPressureListener): () => void; report(delayMs: number): void };
}

const local = (name: string, limit: number) => new ConcurrencyLimiter(name, limit, new LocalSlotStore(limit));

describe('call limits per provider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the default each built-in provider states, a conservative one for custom providers, and EXT_TRANSLATE_<ID>_CONCURRENCY', () => {
    const builtIns = new Map(BUILT_IN_PROVIDERS.map((build) => build(context)).map((provider) => [provider.getId(), provider]));
    // Every built-in states its default from its vendor's published limits (the call-limit capability).
    for (const provider of builtIns.values()) expect(isCallLimitProvider(provider), provider.getId()).toBe(true);
    const defaults = Object.fromEntries([...builtIns].map(([id, provider]) => [id, callsInFlightFor(provider, {})]));
    expect(defaults).toEqual({ mt_primary: 8, mt_secondary: 8, llm_1: 8, llm_2: 4, llm_3: 4, llm_4: 2, managed: 8, apertium: 2 });
    const deepl = builtIns.get('mt_primary') as TranslationProvider;
    expect(callsInFlightFor(providerNamed('my_vendor'), {})).toBe(CUSTOM_PROVIDER_CALLS_IN_FLIGHT);
    expect(CUSTOM_PROVIDER_CALLS_IN_FLIGHT).toBe(4);
    expect(callsInFlightFor(deepl, { EXT_TRANSLATE_MT_PRIMARY_CONCURRENCY: ' 20 ' })).toBe(20);
    expect(callsInFlightFor(providerNamed('my_vendor'), { EXT_TRANSLATE_MY_VENDOR_CONCURRENCY: '1' })).toBe(1);
    expect(callsInFlightFor(deepl, { EXT_TRANSLATE_MT_PRIMARY_CONCURRENCY: '' })).toBe(8);
  });

  it('gives a custom provider with the call-limit capability its own default; an unusable one falls back', () => {
    const withDefault = (limit: number) => Object.assign(providerNamed('acme'), { defaultCallsInFlight: () => limit });
    expect(callsInFlightFor(withDefault(6), {})).toBe(6);
    expect(callsInFlightFor(withDefault(6), { EXT_TRANSLATE_ACME_CONCURRENCY: '3' })).toBe(3);
    for (const unusable of [0, 2.5, 257, Number.NaN]) expect(callsInFlightFor(withDefault(unusable), {})).toBe(CUSTOM_PROVIDER_CALLS_IN_FLIGHT);
  });

  it('refuses a value that is no whole number from 1 to 256, with its message', () => {
    for (const value of ['0', '-1', '2.5', 'many', '257']) {
      expect(() => callsInFlightFor(providerNamed('llm_1'), { EXT_TRANSLATE_LLM_1_CONCURRENCY: value })).toThrow(
        `EXT_TRANSLATE_LLM_1_CONCURRENCY must be a whole number from 1 to 256, got "${value}".`,
      );
    }
    const queue = {} as Queue;
    // Read at the start of the workers, so a typo stops the start rather than failing batches later.
    expect(() => createCallLimits(queue, [providerNamed('llm_1')], { EXT_TRANSLATE_LLM_1_CONCURRENCY: 'ten' }, { warn: () => {} })).toThrow(
      'EXT_TRANSLATE_LLM_1_CONCURRENCY must be a whole number from 1 to 256, got "ten".',
    );
  });

  it('gives one limiter per provider id with its limit, in this process without fleet limits', async () => {
    const limits = createCallLimits({} as Queue, [], { EXT_TRANSLATE_MT_PRIMARY_CONCURRENCY: '3' }, { warn: () => {} });
    const deepl = limits.forProvider(providerNamed('mt_primary'));
    expect(limits.forProvider(providerNamed('mt_primary'))).toBe(deepl);
    expect(deepl.limit).toBe(3);
    const mistral = Object.assign(providerNamed('llm_4'), { defaultCallsInFlight: () => 2 });
    expect(limits.forProvider(mistral).limit).toBe(2);
    expect(limits.forProvider(mistral)).not.toBe(deepl);
  });

  it('pauses the provider limiter when the provider reports back-pressure, and no other provider', async () => {
    vi.useFakeTimers();
    const limits = new CallLimits(local, {});
    const busy = providerNamed('llm_1');
    const other = providerNamed('mt_primary');
    const limiter = limits.forProvider(busy);
    // Asked again (another batch): still one listener, so one report pauses once.
    limits.forProvider(busy);
    busy.report(2000);
    await vi.advanceTimersByTimeAsync(0);
    let started = false;
    const waiting = limiter.acquire().then((release) => {
      started = true;
      return release;
    });
    (await limits.forProvider(other).acquire())();
    await vi.advanceTimersByTimeAsync(1999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    (await waiting)();
    expect(started).toBe(true);
  });
});
