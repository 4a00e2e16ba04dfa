import { describe, expect, it } from 'vitest';
import { ENGINE_MAX_CHUNK_BYTES, lowerBoundCalls, planChunks, type Chunk, type ChunkItem, type ChunkLimits } from '../../../src/translate/engine/chunk.js';

const MT_PRIMARY: ChunkLimits = { maxBatchSize: 50, maxChunkBytes: 80_000 };
const MT_SECONDARY: ChunkLimits = { maxBatchSize: 100, maxChunkBytes: 80_000 };
const LLM: ChunkLimits = { maxBatchSize: 12, maxChunkBytes: 24_000 };

function textItems(texts: string[], format: ChunkItem['format'] = 'text'): ChunkItem[] {
  return texts.map((text, index) => ({ key: `k${index}`, text, format }));
}

function bytesOf(chunk: Chunk): number {
  return chunk.texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0);
}

/** A small deterministic generator, so the "realistic" messages are the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A queue message of store records: short names and keywords, meta descriptions, HTML descriptions of very mixed length. */
function storeMessage(random: () => number, records: number): ChunkItem[] {
  const words = ['chair', 'Stuhl', 'grün', 'éclat', '椅子', 'table', 'oak', 'Größe', 'naïve', 'steel', 'sofa'];
  const sentence = (count: number): string => Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(' ');
  const items: ChunkItem[] = [];
  for (let record = 0; record < records; record += 1) {
    items.push({ key: `${record}:name`, text: sentence(2 + Math.floor(random() * 6)), format: 'text' });
    items.push({ key: `${record}:metaDescription`, text: sentence(10 + Math.floor(random() * 30)), format: 'text' });
    // Repeated keywords are common in a catalogue and exercise the dedupe.
    items.push({ key: `${record}:keywords`, text: random() < 0.3 ? 'sale' : sentence(3), format: 'text' });
    const paragraphs = 1 + Math.floor(random() * random() * 60);
    const description = Array.from({ length: paragraphs }, () => `<p>${sentence(20 + Math.floor(random() * 60))}</p>`).join('');
    items.push({ key: `${record}:description`, text: description, format: 'html' });
  }
  return items;
}

function assertWithinLimits(chunks: Chunk[], limits: ChunkLimits): void {
  const budget = Math.min(limits.maxChunkBytes, ENGINE_MAX_CHUNK_BYTES);
  for (const chunk of chunks) {
    expect(chunk.texts.length).toBeGreaterThan(0);
    expect(chunk.texts.length).toBeLessThanOrEqual(limits.maxBatchSize);
    expect(chunk.keys).toHaveLength(chunk.texts.length);
    if (chunk.texts.length > 1) expect(bytesOf(chunk)).toBeLessThanOrEqual(budget);
  }
}

describe('planChunks', () => {
  it('plans nothing for no items', () => {
    expect(planChunks([], MT_PRIMARY)).toEqual([]);
    expect(lowerBoundCalls([], MT_PRIMARY)).toBe(0);
  });

  it('puts no more texts into a chunk than the batch size', () => {
    const chunks = planChunks(textItems(['a', 'b', 'c', 'd', 'e', 'f', 'g']), { maxBatchSize: 3, maxChunkBytes: 1000 });
    expect(chunks.map((chunk) => chunk.texts)).toEqual([['a', 'b', 'c'], ['d', 'e', 'f'], ['g']]);
    expect(chunks.map((chunk) => chunk.keys)).toEqual([[['k0'], ['k1'], ['k2']], [['k3'], ['k4'], ['k5']], [['k6']]]);
  });

  it('counts UTF-8 bytes, not characters, and allows a chunk to reach the budget exactly', () => {
    // "ää" is 2 characters but 4 bytes: two of them fill 8 of 10 bytes, a third would need 12.
    const chunks = planChunks(textItems(['ää', 'öö', 'üü', 'ßß', 'éé']), { maxBatchSize: 50, maxChunkBytes: 10 });
    expect(chunks.map((chunk) => chunk.texts)).toEqual([['ää', 'öö'], ['üü', 'ßß'], ['éé']]);
    // 3-byte characters: "椅子" is 6 bytes, and 6 + 4 = 10 fits exactly.
    const exact = planChunks(textItems(['椅子', 'ää']), { maxBatchSize: 50, maxChunkBytes: 10 });
    expect(exact.map((chunk) => chunk.texts)).toEqual([['椅子', 'ää']]);
  });

  it('caps the byte budget at 80,000 even when the provider allows more', () => {
    const text = (letter: string): string => letter.repeat(30_000);
    const limits = { maxBatchSize: 100, maxChunkBytes: 1_000_000 };
    const chunks = planChunks(textItems([text('a'), text('b'), text('c')]), limits);
    expect(chunks.map((chunk) => chunk.texts.length)).toEqual([2, 1]);
    expect(chunks.every((chunk) => bytesOf(chunk) <= ENGINE_MAX_CHUNK_BYTES)).toBe(true);
    expect(lowerBoundCalls(textItems([text('a'), text('b'), text('c')]), limits)).toBe(2);
  });

  it('gives a text larger than the budget a chunk of its own and keeps filling the others', () => {
    const oversized = 'x'.repeat(11);
    const chunks = planChunks(textItems(['abc', oversized, 'de']), { maxBatchSize: 50, maxChunkBytes: 10 });
    expect(chunks).toEqual([
      { format: 'text', texts: ['abc', 'de'], keys: [['k0'], ['k2']] },
      { format: 'text', texts: [oversized], keys: [['k1']] },
    ]);
  });

  it('fills the room a larger text left in an earlier chunk (first fit in input order)', () => {
    const chunks = planChunks(textItems(['aaaaaa', 'bbbbbb', 'ccc']), { maxBatchSize: 50, maxChunkBytes: 10 });
    expect(chunks.map((chunk) => chunk.texts)).toEqual([['aaaaaa', 'ccc'], ['bbbbbb']]);
  });

  it('stops offering a chunk that is full by count', () => {
    const chunks = planChunks(textItems(['a', 'b', 'cccccccc', 'd']), { maxBatchSize: 2, maxChunkBytes: 10 });
    expect(chunks.map((chunk) => chunk.texts)).toEqual([['a', 'b'], ['cccccccc', 'd']]);
  });

  it('plans html and text separately, html first, even when they interleave', () => {
    const items: ChunkItem[] = [
      { key: 'name', text: 'Chair', format: 'text' },
      { key: 'description', text: '<p>Chair</p>', format: 'html' },
      { key: 'meta', text: 'A chair', format: 'text' },
      { key: 'teaser', text: '<b>Oak</b>', format: 'html' },
    ];
    expect(planChunks(items, MT_PRIMARY)).toEqual([
      { format: 'html', texts: ['<p>Chair</p>', '<b>Oak</b>'], keys: [['description'], ['teaser']] },
      { format: 'text', texts: ['Chair', 'A chair'], keys: [['name'], ['meta']] },
    ]);
  });

  it('sends identical texts of one format once and lists every key they serve', () => {
    const items: ChunkItem[] = [
      { key: 'p1:name', text: 'Chair', format: 'text' },
      { key: 'p2:name', text: 'Table', format: 'text' },
      { key: 'p3:name', text: 'Chair', format: 'text' },
      { key: 'p4:description', text: 'Chair', format: 'html' },
    ];
    expect(planChunks(items, MT_PRIMARY)).toEqual([
      { format: 'html', texts: ['Chair'], keys: [['p4:description']] },
      { format: 'text', texts: ['Chair', 'Table'], keys: [['p1:name', 'p3:name'], ['p2:name']] },
    ]);
    // The repeated text counts once against the batch size and the bytes.
    expect(lowerBoundCalls(items, { maxBatchSize: 2, maxChunkBytes: 100 })).toBe(2);
  });

  it('folds texts that carry a key of their sameness (the memory key) by that key, never with a text that only equals the key', () => {
    const memoryKey = 'a'.repeat(64);
    const items: ChunkItem[] = [
      { key: 'p1:name', text: 'Chair', format: 'text', sameAs: memoryKey },
      { key: 'p2:name', text: 'Chair', format: 'text', sameAs: memoryKey },
      { key: 'p3:name', text: memoryKey, format: 'text' },
      { key: 'p4:description', text: 'Chair', format: 'html', sameAs: memoryKey },
    ];
    expect(planChunks(items, MT_PRIMARY)).toEqual([
      { format: 'html', texts: ['Chair'], keys: [['p4:description']] },
      { format: 'text', texts: ['Chair', memoryKey], keys: [['p1:name', 'p2:name'], ['p3:name']] },
    ]);
  });

  it('plans the same input the same way every time', () => {
    const items = storeMessage(mulberry32(7), 40);
    expect(planChunks(items, LLM)).toEqual(planChunks(items, LLM));
  });

  it('refuses a key given twice and limits that are not positive integers', () => {
    expect(() => planChunks([{ key: 'a', text: 'x', format: 'text' }, { key: 'a', text: 'y', format: 'text' }], MT_PRIMARY)).toThrow(RangeError);
    expect(() => planChunks(textItems(['a']), { maxBatchSize: 0, maxChunkBytes: 10 })).toThrow(RangeError);
    expect(() => planChunks(textItems(['a']), { maxBatchSize: 2, maxChunkBytes: Number.NaN })).toThrow(RangeError);
  });
});

describe('planChunks against lowerBoundCalls', () => {
  it('meets the bound exactly for uniform texts limited by count', () => {
    const items = textItems(Array.from({ length: 100 }, (_, index) => `Product name number ${index}`));
    const chunks = planChunks(items, LLM);
    expect(lowerBoundCalls(items, LLM)).toBe(9);
    expect(chunks).toHaveLength(9);
    assertWithinLimits(chunks, LLM);
  });

  it('meets the bound exactly for uniform texts limited by bytes', () => {
    // 50 texts of 5,000 bytes: 16 fit into 80,000 bytes, so 250,000 bytes need 4 calls.
    const items = textItems(Array.from({ length: 50 }, (_, index) => `${String(index).padStart(4, '0')}${'ü'.repeat(2498)}`), 'html');
    const chunks = planChunks(items, MT_PRIMARY);
    expect(lowerBoundCalls(items, MT_PRIMARY)).toBe(4);
    expect(chunks.map((chunk) => chunk.texts.length)).toEqual([16, 16, 16, 2]);
  });

  it('stays within 1.05 times the bound for a realistic mix of store content', () => {
    const random = mulberry32(2024);
    const messages = Array.from({ length: 60 }, (_, index) => storeMessage(random, [10, 25, 50, 100][index % 4] ?? 10));
    for (const limits of [MT_PRIMARY, MT_SECONDARY, LLM]) {
      let planned = 0;
      let bound = 0;
      for (const items of messages) {
        const chunks = planChunks(items, limits);
        assertWithinLimits(chunks, limits);
        // Every key appears exactly once in the plan.
        expect(chunks.flatMap((chunk) => chunk.keys.flat()).sort()).toEqual(items.map((item) => item.key).sort());
        planned += chunks.length;
        bound += lowerBoundCalls(items, limits);
      }
      expect(planned / bound).toBeLessThanOrEqual(1.05);
    }
  });
});
