import { describe, expect, it } from 'vitest';
import { DEFAULT_BATCH_SIZE, MAX_RECORDS_PER_MESSAGE, packByVolume, recordsPerMessage, type RecordVolume } from '../../../src/translate/engine/packing.js';
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

/** Dedupe before packing: messages cut by the new texts they send (packByVolume). */
describe('packing by volume', () => {
  const limits = { maxBatchSize: 10, maxChunkBytes: 80_000 };
  /** Calls of one message: per format, whole calls of at most 10 texts. */
  const callsOf = (records: readonly RecordVolume[]) => {
    const counts = new Map<string, number>();
    for (const record of records) for (const text of record.texts) counts.set(text.format, (counts.get(text.format) ?? 0) + 1);
    return [...counts.values()].reduce((sum, count) => sum + Math.ceil(count / limits.maxBatchSize), 0);
  };
  const record = (id: number, html: number, text: number): RecordVolume => ({
    id: `r${id}`,
    texts: [...Array.from({ length: html }, () => ({ format: 'html' as const, bytes: 100 })), ...Array.from({ length: text }, () => ({ format: 'text' as const, bytes: 20 }))],
  });

  it('fills whole calls of each format where the records allow it, and keeps every record once, in order', () => {
    // Uneven volumes (a seeded sequence): one HTML text and up to three plain texts per record, some none.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const records = Array.from({ length: 600 }, (_, index) => record(index, next() < 0.9 ? 1 : 0, Math.floor(next() * 4)));
    const messages = packByVolume(records, limits, 4, 200);
    expect(messages.flat()).toEqual(records.map((item) => item.id));
    const byId = new Map(records.map((item) => [item.id, item]));
    const calls = messages.reduce((sum, ids) => sum + callsOf(ids.map((id) => byId.get(id) as RecordVolume)), 0);
    const html = records.reduce((sum, item) => sum + item.texts.filter((text) => text.format === 'html').length, 0);
    const text = records.reduce((sum, item) => sum + item.texts.filter((entry) => entry.format === 'text').length, 0);
    const bound = Math.ceil(html / 10) + Math.ceil(text / 10);
    expect(calls / bound).toBeLessThanOrEqual(1.02);
    for (const [index, ids] of messages.entries()) {
      expect(ids.length).toBeLessThanOrEqual(200);
      // Every message but the last fills the calls it plans for.
      if (index < messages.length - 1) expect(callsOf(ids.map((id) => byId.get(id) as RecordVolume))).toBeGreaterThanOrEqual(4);
    }
  });

  it('ends each message where its last call is full, the longest such message first', () => {
    // One plain text per record, ten a call: every tenth record ends a message with full calls. With at most
    // 195 records a message, 190 fills 19 calls to the brim, 195 leaves half a call empty, and 40 (the
    // shortest that fills four calls) would be as full but make five times the messages.
    const records = Array.from({ length: 1_000 }, (_, index) => record(index, 0, 1));
    expect(packByVolume(records, limits, 4, 195).map((ids) => ids.length)).toEqual([190, 190, 190, 190, 190, 50]);
  });

  it('puts records without new texts with their neighbours, and never more than the most records a message takes', () => {
    const records = Array.from({ length: 1_200 }, (_, index) => record(index, 0, 0));
    const messages = packByVolume(records, limits, 4, 300);
    expect(messages.map((ids) => ids.length)).toEqual([300, 300, 300, 300]);
    expect(packByVolume([], limits, 4)).toEqual([]);
    expect(packByVolume([record(1, 1, 1)], limits, 4)).toEqual([['r1']]);
    expect(Math.max(...packByVolume(Array.from({ length: 2_000 }, (_, index) => record(index, 1, 0)), limits, 4, 10_000).map((ids) => ids.length))).toBeLessThanOrEqual(MAX_RECORDS_PER_MESSAGE);
  });
});
