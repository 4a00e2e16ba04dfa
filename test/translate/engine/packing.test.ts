import { describe, expect, it } from 'vitest';
import { DEFAULT_BATCH_SIZE, MAX_RECORDS_PER_MESSAGE, recordsPerMessage } from '../../../src/translate/engine/packing.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';

/** Records per queue message (docs/operations.md, "Packing"). */
describe('packing', () => {
  const withCalls = (maxBatchSize: number, calls: number | null) => {
    const provider = new ScriptedProvider('packed', { maxBatchSize, maxChunkBytes: 80_000 });
    if (calls !== null) Object.assign(provider, { defaultCallsInFlight: () => calls });
    return provider;
  };

  it('honours the batchSize setting whatever the provider', () => {
    expect(recordsPerMessage(25, withCalls(50, 8), 1)).toBe(25);
    expect(recordsPerMessage(500, withCalls(12, 2), 9)).toBe(500);
  });

  it('without it, fills the calls a message keeps in flight, in whole calls', () => {
    // DeepL-like snippets: 50 texts x 8 calls / 1 field.
    expect(recordsPerMessage(null, withCalls(50, 8), 1)).toBe(400);
    // Language-model snippets: 12 x 8.
    expect(recordsPerMessage(null, withCalls(12, 8), 1)).toBe(96);
    // Products with 8 fields: 50 x 8 / 8 = 50, a whole call of descriptions per message.
    expect(recordsPerMessage(null, withCalls(50, 8), 8)).toBe(50);
    // Rounded up to whole calls: 50 x 4 / 6 = 33.3 -> 50.
    expect(recordsPerMessage(null, withCalls(50, 4), 6)).toBe(50);
    // Calls in flight count at most 8; without the provider's own figure, 4.
    expect(recordsPerMessage(null, withCalls(10, 64), 1)).toBe(80);
    expect(recordsPerMessage(null, withCalls(10, null), 1)).toBe(40);
  });

  it('stays within 500 records in whole calls, and uses the default without a provider', () => {
    expect(recordsPerMessage(null, withCalls(128, 8), 1)).toBe(384);
    expect(recordsPerMessage(null, withCalls(100, 8), 1)).toBe(MAX_RECORDS_PER_MESSAGE);
    expect(recordsPerMessage(null, withCalls(12, 8), 0)).toBe(96);
    expect(recordsPerMessage(null, undefined, 3)).toBe(DEFAULT_BATCH_SIZE);
  });
});
