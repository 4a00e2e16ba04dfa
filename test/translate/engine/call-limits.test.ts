import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConcurrencyLimiter, LocalSlotStore } from '../../../src/host/queue/concurrency-limiter.js';
import type { Queue } from '../../../src/host/queue/queue.js';
import {
  CallLimits,
  callsInFlightFor,
  createCallLimits,
  CUSTOM_PROVIDER_CALLS_IN_FLIGHT,
  DEFAULT_CALLS_IN_FLIGHT,
} from '../../../src/translate/engine/call-limits.js';
import type { BackPressureListener } from '../../../src/translate/providers/back-pressure.js';
import { BUILT_IN_PROVIDERS } from '../../../src/translate/providers/provider-service.js';
import type { ProviderContext, TranslationProvider } from '../../../src/translate/providers/contract.js';

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

  it('has a default for every built-in provider, a conservative one for custom providers, and takes EXT_TRANSLATE_<ID>_CONCURRENCY', () => {
    const builtIns = BUILT_IN_PROVIDERS.map((build) => build(context).getId()).sort();
    expect(Object.keys(DEFAULT_CALLS_IN_FLIGHT).sort()).toEqual(builtIns);
    expect(callsInFlightFor('mt_primary', {})).toBe(8);
    expect(callsInFlightFor('llm_2', {})).toBe(4);
    expect(callsInFlightFor('llm_4', {})).toBe(2);
    expect(callsInFlightFor('apertium', {})).toBe(2);
    expect(callsInFlightFor('my_vendor', {})).toBe(CUSTOM_PROVIDER_CALLS_IN_FLIGHT);
    expect(CUSTOM_PROVIDER_CALLS_IN_FLIGHT).toBe(4);
    expect(callsInFlightFor('mt_primary', { EXT_TRANSLATE_MT_PRIMARY_CONCURRENCY: ' 20 ' })).toBe(20);
    expect(callsInFlightFor('my_vendor', { EXT_TRANSLATE_MY_VENDOR_CONCURRENCY: '1' })).toBe(1);
    expect(callsInFlightFor('mt_primary', { EXT_TRANSLATE_MT_PRIMARY_CONCURRENCY: '' })).toBe(8);
  });

  it('refuses a value that is no whole number from 1 to 256, with its message', () => {
    for (const value of ['0', '-1', '2.5', 'many', '257']) {
      expect(() => callsInFlightFor('llm_1', { EXT_TRANSLATE_LLM_1_CONCURRENCY: value })).toThrow(
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
    expect(limits.forProvider(providerNamed('llm_4')).limit).toBe(2);
    expect(limits.forProvider(providerNamed('llm_4'))).not.toBe(deepl);
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
