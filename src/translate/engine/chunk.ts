/**
 * Chunk planning: turns the texts of one queue message into the provider calls that translate them
 * (the chunk rules, docs/architecture.md).
 *
 * @packageDocumentation
 */
import type { TextHint } from '../providers/contract.js';
import type { TextFormat } from './placeholders.js';

/** The engine's own ceiling on cumulative text bytes per provider call, whatever a provider reports. */
export const ENGINE_MAX_CHUNK_BYTES = 80_000;

/** One text to translate; `key` names the place its translation goes back to (a field of a record). */
export interface ChunkItem {
  key: string;
  text: string;
  format: TextFormat;
  /** What the text is (ProviderRequest.textHints); a repeated text keeps its first item's. */
  hint?: TextHint | null;
  /**
   * A key equal for equal texts of the format and only for them (the text's memory key): items that carry
   * one fold by it instead of by their text, which a map would hash character by character; items
   * without one fold by their text, and never with an item that carries one.
   */
  sameAs?: string | null;
}

/** A provider's limits, as its getMaxBatchSize() and getMaxChunkBytes() report them. */
export interface ChunkLimits {
  maxBatchSize: number;
  maxChunkBytes: number;
}

/** The texts of one logical provider call. */
export interface Chunk {
  format: TextFormat;
  /** Distinct texts, in the order of their first occurrence in the input. */
  texts: string[];
  /** `keys[i]` lists every item key that `texts[i]` serves (more than one when the input repeats a text). */
  keys: string[][];
  /** `hints[i]` describes `texts[i]` (null: nothing known); absent when nothing is known of any. */
  hints?: (TextHint | null)[];
}

/** One distinct text of one format, with its byte length and every key it serves. */
interface DistinctText {
  text: string;
  bytes: number;
  keys: string[];
  hint: TextHint | null;
}

const FORMATS: readonly TextFormat[] = ['html', 'text'];

/** Byte length as the providers count it: UTF-8, the encoding every upstream receives. */
function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function assertPositiveInteger(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${String(value)}.`);
}

/**
 * The byte budget of one chunk: the provider's maximum, capped at the engine's 80,000.
 *
 * @throws RangeError when a limit is not a positive integer (a provider bug that would otherwise make
 * every text oversized or every chunk empty).
 */
export function effectiveChunkBytes(limits: ChunkLimits): number {
  assertPositiveInteger(limits.maxBatchSize, 'maxBatchSize');
  assertPositiveInteger(limits.maxChunkBytes, 'maxChunkBytes');
  return Math.min(limits.maxChunkBytes, ENGINE_MAX_CHUNK_BYTES);
}

/**
 * Groups the items per format and folds identical texts of one format into one entry, keeping the order
 * of first occurrence so that the plan is deterministic.
 *
 * @throws RangeError for a key given twice: its translation could go back to only one place.
 */
function distinctTextsByFormat(items: readonly ChunkItem[]): Map<TextFormat, DistinctText[]> {
  const seenKeys = new Set<string>();
  // Per format: its distinct texts in order of first occurrence, found by text or by `sameAs`.
  const byFormat = new Map(FORMATS.map((format) => [format, { list: [] as DistinctText[], byText: new Map<string, DistinctText>(), bySame: new Map<string, DistinctText>() }]));
  for (const item of items) {
    if (seenKeys.has(item.key)) throw new RangeError(`The item key "${item.key}" occurs more than once.`);
    seenKeys.add(item.key);
    const texts = byFormat.get(item.format);
    if (!texts) throw new RangeError(`Unknown text format "${String(item.format)}".`);
    const same = item.sameAs ?? null;
    const existing = same === null ? texts.byText.get(item.text) : texts.bySame.get(same);
    if (existing) {
      existing.keys.push(item.key);
      continue;
    }
    const entry: DistinctText = { text: item.text, bytes: utf8Bytes(item.text), keys: [item.key], hint: item.hint ?? null };
    texts.list.push(entry);
    if (same === null) texts.byText.set(item.text, entry);
    else texts.bySame.set(same, entry);
  }
  return new Map(FORMATS.map((format) => [format, byFormat.get(format)?.list ?? []]));
}

/** A chunk under construction, with the running totals the packing decisions need. */
interface OpenChunk {
  chunk: Chunk;
  bytes: number;
}

/**
 * Plans the provider calls for a list of items.
 *
 * Rules: html and text are planned separately (html chunks first); identical texts of one
 * format are sent once and their translation serves every key; no chunk holds more than
 * `maxBatchSize` texts; the cumulative UTF-8 bytes of a chunk stay within
 * min(`maxChunkBytes`, 80,000); a text larger than that budget is a chunk of its own.
 *
 * Packing is first-fit in input order: each text goes into the earliest chunk of its format that still
 * has room for it, else opens a new one. Unlike closing a chunk at the first text that does not fit, this
 * lets small texts fill the gaps that larger ones leave behind, which keeps the call count close to the
 * lower bound ({@link lowerBoundCalls}) for mixed lengths. Within a chunk the texts keep their input
 * order, and the chunks are ordered by their first text, so the same input always gives the same plan
 * (the idempotency keys of the calls depend on that).
 */
export function planChunks(items: readonly ChunkItem[], limits: ChunkLimits): Chunk[] {
  const budget = effectiveChunkBytes(limits);
  const chunks: Chunk[] = [];
  for (const [format, texts] of distinctTextsByFormat(items)) {
    // Chunks that may still take a text; a chunk leaves the list once it holds maxBatchSize texts.
    let open: OpenChunk[] = [];
    for (const entry of texts) {
      if (entry.bytes > budget) {
        chunks.push({ format, texts: [entry.text], keys: [entry.keys], hints: [entry.hint] });
        continue;
      }
      let target: OpenChunk | undefined;
      for (const candidate of open) {
        if (candidate.bytes + entry.bytes <= budget) {
          target = candidate;
          break;
        }
      }
      if (!target) {
        target = { chunk: { format, texts: [], keys: [], hints: [] }, bytes: 0 };
        open.push(target);
        chunks.push(target.chunk);
      }
      target.chunk.texts.push(entry.text);
      target.chunk.keys.push(entry.keys);
      target.chunk.hints?.push(entry.hint);
      target.bytes += entry.bytes;
      if (target.chunk.texts.length >= limits.maxBatchSize) open = open.filter((candidate) => candidate !== target);
    }
  }
  // Hints only travel when some text has one.
  if (!items.some((item) => item.hint)) for (const chunk of chunks) delete chunk.hints;
  return chunks;
}

/**
 * The fewest provider calls any plan can make for these items: per format,
 * ceil(max(distinct texts / maxBatchSize, distinct bytes / byte budget)), summed over the formats.
 *
 * The byte budget is the same min(`maxChunkBytes`, 80,000) the planner uses, because no plan can put more
 * into one call. Used by the benchmark to judge how tightly {@link planChunks} packs.
 */
export function lowerBoundCalls(items: readonly ChunkItem[], limits: ChunkLimits): number {
  const budget = effectiveChunkBytes(limits);
  let calls = 0;
  for (const texts of distinctTextsByFormat(items).values()) {
    const bytes = texts.reduce((sum, entry) => sum + entry.bytes, 0);
    calls += Math.ceil(Math.max(texts.length / limits.maxBatchSize, bytes / budget));
  }
  return calls;
}
