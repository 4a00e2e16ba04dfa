/**
 * The gates that decide whether a field may be written at all: mode, manual-edit protection and
 * skip-unchanged. Writing itself belongs to the content sources (src/translate/content), the history
 * rows to src/translate/model/history-rows.ts, revert and reapply to the history service (src/translate/use-cases/history.ts).
 */
import type { LastWrite } from '../model/history-rows.js';
import { sourceHash, storedValue } from '../model/stored-values.js';

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
  /** With mode `missing`: translate outdated fields too (see {@link isOutdated}). */
  refreshOutdated: boolean;
  protectManualEdits: boolean;
  skipUnchanged: boolean;
}

/**
 * Outdated: the target still holds exactly what the service last wrote there (no manual edit since) and
 * the source has changed since that write (its hash differs from the one the history row keeps).
 */
export function isOutdated(sourceValue: unknown, targetValue: unknown, last: LastWrite | null): boolean {
  return last !== null && last.newValue === storedValue(targetValue) && last.sourceHash !== sourceHash(sourceValue);
}

/**
 * Whether a field is translated: an empty target always; in mode `missing` otherwise only an outdated
 * one (unless refreshOutdated is off) or, with protectManualEdits off, a hand-edited one whose source
 * changed since the service's last write; in mode `all` every target except one edited by hand since the
 * service's last write (manual-edit protection). A field whose source is unchanged since the last write
 * and whose target is untouched is skipped in either mode (skip-unchanged).
 */
export function decideWrite(gate: WriteGate, sourceValue: unknown, targetValue: unknown, last: LastWrite | null): WriteDecision {
  const untouched = last !== null && last.newValue === storedValue(targetValue);
  const sourceChanged = last !== null && last.sourceHash !== sourceHash(sourceValue);
  if (gate.skipUnchanged && untouched && !sourceChanged) return 'skip_unchanged';
  if (isEmpty(targetValue)) return 'write';
  if (gate.mode === 'missing') {
    // Only a field the service wrote before and whose source moved on since is stale.
    if (!gate.refreshOutdated || !sourceChanged) return 'skip_has_value';
    if (untouched || !gate.protectManualEdits) return 'write';
    return 'skip_manual_edit';
  }
  if (gate.protectManualEdits && !untouched) return 'skip_manual_edit';
  return 'write';
}

/** Whether a draft may be written on approval: `value_changed` when its field no longer holds what it held when the draft was made. */
export type ApprovalDecision = 'write' | 'value_changed';

/**
 * The gate of an approval (POST /review/approve): a draft is written only while its field still holds
 * the value it held when the draft was made, so that an edit by hand since (or another write) wins, as
 * manual-edit protection makes it win over a run. Both values as history stores them.
 */
export function decideApproval(heldWhenDrafted: string | null, current: string | null): ApprovalDecision {
  return heldWhenDrafted === current ? 'write' : 'value_changed';
}
