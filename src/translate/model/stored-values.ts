/**
 * How history stores a field's values, and the hash of the source it keeps to tell later whether the
 * source changed (history-rows.ts). A module of its own without dependencies beyond node:crypto, so
 * that the checks' thread (engine/check-thread-entry.ts) can hash a field's source where it checks it.
 *
 * @packageDocumentation
 */
import { hash } from 'node:crypto';

/** A field's value as history stores it: text as is, JSON values serialised; null stays null. */
export function storedValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The hash recorded with a write, to tell later whether the source changed since. */
export function sourceHash(value: unknown): string {
  // One-shot: a Hash object per field written cost more than hashing its text (the same digest).
  return hash('sha256', storedValue(value) ?? '', 'hex');
}
