/**
 * The history service: reverting and reapplying field writes (POST /history/revert and
 * /history/reapply, and the RevertJobMessage of a whole job). Revert acts on `applied` rows whose
 * field still holds the written value and restores the previous one; reapply acts on `reverted` rows
 * whose field still holds the previous value and writes the new one again. Anything else is skipped,
 * with its reason, and left unchanged. Fields are read and written through their content source.
 *
 * @packageDocumentation
 */
import { nowIso } from '../../host/db/database.js';
import { normalizeId } from '../../host/db/ids.js';
import { contentSource } from '../content/content-sources.js';
import type { TranslateDb, TranslateTx } from '../model/tables/translate-schema.js';
import { appliedRowIds } from '../model/history-rows.js';

export type HistoryDirection = 'revert' | 'reapply';

export type SkipReason = 'not_found' | 'state_mismatch' | 'value_changed';

export interface HistoryResult {
  done: number;
  skipped: { id: string; reason: SkipReason }[];
}

/** Rows reverted per transaction by the RevertJobMessage (the history routes' own limit). */
export const REVERT_PAGE = 200;

/**
 * Reverts or reapplies history rows in the caller's transaction, one row after the other; a row that
 * does not qualify is skipped with its reason.
 */
export async function moveHistory(trx: TranslateTx, ids: readonly string[], direction: HistoryDirection): Promise<HistoryResult> {
  const result: HistoryResult = { done: 0, skipped: [] };
  for (const rawId of ids) {
    const id = normalizeId(rawId) ?? rawId;
    const row = await trx
      .selectFrom('ext_translate_history')
      .select(['id', 'entity', 'recordId', 'languageId', 'field', 'previousValue', 'newValue', 'state'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) {
      result.skipped.push({ id, reason: 'not_found' });
      continue;
    }
    if (row.state !== (direction === 'revert' ? 'applied' : 'reverted')) {
      result.skipped.push({ id, reason: 'state_mismatch' });
      continue;
    }
    const source = contentSource(row.entity);
    const language = await trx.selectFrom('language').select('localeCode').where('id', '=', row.languageId).executeTakeFirst();
    const locale = language?.localeCode ?? null;
    const expected = direction === 'revert' ? row.newValue : row.previousValue;
    const current = source ? await source.currentValue(trx, row, locale) : null;
    if (current !== expected) {
      result.skipped.push({ id, reason: 'value_changed' });
      continue;
    }
    if (!source) throw new Error(`${row.entity} is not a translatable entity.`);
    await source.restoreValue(trx, row, locale, direction === 'revert' ? row.previousValue : row.newValue);
    await trx
      .updateTable('ext_translate_history')
      .set({ state: direction === 'revert' ? 'reverted' : 'applied', updatedAt: nowIso() })
      .where('id', '=', row.id)
      .execute();
    result.done += 1;
  }
  return result;
}

/** POST /history/revert and /history/reapply: the rows named, in one transaction. */
export async function moveHistoryRows(db: TranslateDb, ids: readonly unknown[], direction: HistoryDirection): Promise<HistoryResult> {
  const names = ids.map((id) => (typeof id === 'string' ? id : String(id)));
  return db.transaction().execute((trx) => moveHistory(trx, names, direction));
}

/**
 * The RevertJobMessage's work: every `applied` history row of the job is reverted where its field still
 * holds the written value, {@link REVERT_PAGE} rows per transaction; changed fields are skipped.
 */
export async function revertJobHistory(db: TranslateDb, jobId: string): Promise<HistoryResult> {
  const total: HistoryResult = { done: 0, skipped: [] };
  let afterId = '';
  for (;;) {
    const ids = await appliedRowIds(db, jobId, afterId, REVERT_PAGE);
    if (ids.length === 0) break;
    const result = await db.transaction().execute((trx) => moveHistory(trx, ids, 'revert'));
    total.done += result.done;
    total.skipped.push(...result.skipped);
    afterId = ids[ids.length - 1]!;
  }
  return total;
}
