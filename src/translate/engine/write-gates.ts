/**
 * The gates that decide whether a field may be written at all: mode, manual-edit protection and
 * skip-unchanged. Writing itself belongs to the content sources (src/translate/content), the history
 * rows to src/translate/history-rows.ts, revert and reapply to the history service (src/translate/history.ts).
 */
import { sourceHash, storedValue, type LastWrite } from '../history-rows.js';

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

export type WriteDecision = 'write' | 'skip_has_value' | 'skip_manual_edit' | 'skip_unchanged';

export interface WriteGate {
  mode: 'all' | 'missing';
  protectManualEdits: boolean;
  skipUnchanged: boolean;
}

/**
 * Whether a field is translated: in mode `missing` only an empty target; a target value that differs
 * from what the service last wrote there is never overwritten (manual-edit protection); a field whose
 * source is unchanged since the last write and whose target is untouched is skipped (skip-unchanged).
 */
export function decideWrite(gate: WriteGate, sourceValue: unknown, targetValue: unknown, last: LastWrite | null): WriteDecision {
  const current = storedValue(targetValue);
  const untouched = last !== null && last.newValue === current;
  if (gate.skipUnchanged && untouched && last.sourceHash === sourceHash(sourceValue)) return 'skip_unchanged';
  if (isEmpty(targetValue)) return 'write';
  if (gate.mode === 'missing') return 'skip_has_value';
  if (gate.protectManualEdits && !untouched) return 'skip_manual_edit';
  return 'write';
}
