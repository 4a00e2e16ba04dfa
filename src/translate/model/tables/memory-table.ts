import type { ColumnType } from 'kysely';

/**
 * `ext_translate_memory`: one remembered translation, keyed by a hash of the source text and everything
 * that can change its translation (src/translate/engine/translation-memory.ts). `translation` is null while
 * a batch holds the claim to translate it (`claimedBy`, `claimedAt`).
 */
export interface MemoryTable {
  /** sha256 hex of the key's parts. */
  keyHash: string;
  providerId: string;
  sourceLocale: string;
  targetLocale: string;
  translation: string | null;
  /** Code points of the source text: what a provider would have been sent. */
  characters: number;
  claimedBy: string | null;
  claimedAt: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  lastUsedAt: string;
}

export interface MemoryTableSchema {
  ext_translate_memory: MemoryTable;
}
