import type { ColumnType } from 'kysely';

/**
 * `ext_translate_memory`: one remembered translation, keyed by a hash of the source text and everything
 * that can change its translation (src/translate/engine/translation-memory.ts).
 */
export interface MemoryTable {
  /** sha256 hex of the key's parts. */
  keyHash: string;
  providerId: string;
  sourceLocale: string;
  targetLocale: string;
  /** Never null since the claims have a table of their own (0017-memory-claims). */
  translation: string | null;
  /** Code points of the source text: what a provider would have been sent. */
  characters: number;
  createdAt: string;
  lastUsedAt: string;
}

/**
 * `ext_translate_memory_claim`: the texts a batch is translating right now, one row per batch, so that
 * other batches wait for them instead of paying for them again.
 */
export interface MemoryClaimTable {
  /** The batch's id. */
  claimant: string;
  /** The memory keys it holds, comma-separated (hex digests). */
  keyHashes: string;
  /** When it claimed them or last renewed the claim; older than CLAIM_TTL_MS, the claim has lapsed. */
  claimedAt: ColumnType<string, string, string>;
}

export interface MemoryTableSchema {
  ext_translate_memory: MemoryTable;
  ext_translate_memory_claim: MemoryClaimTable;
}
