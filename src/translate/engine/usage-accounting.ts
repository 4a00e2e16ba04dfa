/**
 * Usage accounting (spec ProviderResult): what a provider call reports is added to the job's totals and to the
 * monthly `ext_translate_usage` row of the provider as soon as the call returns, also when its result
 * then fails a check. A result with a UUID `accountingKey` is recorded once: the key goes into
 * `ext_translate_usage_key` first, and a key already there means a redelivered message reports a debit
 * that was counted before.
 *
 * @packageDocumentation
 */
import { sql } from 'kysely';
import type { TranslateDb } from '../db/translate-schema.js';
import { newId } from '../../host/db/ids.js';
import { addJobUsage } from '../job-store.js';
import type { ProviderResult } from '../providers/contract.js';

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** The usage period of a moment: `YYYY-MM` in UTC. */
export function usagePeriod(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

export interface UsageRecord {
  /** The job the call belongs to; null for calls outside a job. */
  jobId: string | null;
  providerId: string;
  result: Pick<ProviderResult, 'characters' | 'inputTokens' | 'outputTokens' | 'cost' | 'accountingKey'>;
}

/**
 * Records one provider call. Returns false when its accounting key was recorded before (nothing added).
 * One transaction: the key, the monthly row and the job totals commit together.
 */
export async function recordUsage(db: TranslateDb, usage: UsageRecord, now: Date = new Date()): Promise<boolean> {
  const { result, providerId, jobId } = usage;
  const characters = count(result.characters);
  const inputTokens = count(result.inputTokens);
  const outputTokens = count(result.outputTokens);
  const amount = Number.isFinite(result.cost.amount) ? result.cost.amount : 0;
  const currency = result.cost.currency;
  const key = typeof result.accountingKey === 'string' && UUID.test(result.accountingKey) ? result.accountingKey.replace(/-/g, '').toLowerCase() : null;
  const timestamp = now.toISOString();

  return db.transaction().execute(async (trx) => {
    if (key !== null) {
      const inserted = await trx
        .insertInto('ext_translate_usage_key')
        .values({ accountingKey: key, providerId, createdAt: timestamp })
        .onConflict((conflict) => conflict.column('accountingKey').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    }
    await trx
      .insertInto('ext_translate_usage')
      .values({
        id: newId(),
        period: usagePeriod(now),
        providerId,
        characters,
        inputTokens,
        outputTokens,
        requests: 1,
        costAmount: amount,
        costCurrency: currency,
        createdAt: timestamp,
      })
      .onConflict((conflict) =>
        conflict.columns(['period', 'providerId']).doUpdateSet({
          characters: sql`ext_translate_usage.characters + ${characters}`,
          inputTokens: sql`ext_translate_usage.input_tokens + ${inputTokens}`,
          outputTokens: sql`ext_translate_usage.output_tokens + ${outputTokens}`,
          requests: sql`ext_translate_usage.requests + 1`,
          // A row keeps the currency it started with; an amount in another one cannot be added to it.
          costAmount: sql`case when ext_translate_usage.cost_currency = ${currency} then ext_translate_usage.cost_amount + ${amount} else ext_translate_usage.cost_amount end`,
          updatedAt: timestamp,
        }),
      )
      .execute();
    if (jobId !== null) await addJobUsage(trx, jobId, { characters, inputTokens, outputTokens, amount, currency }, timestamp);
    return true;
  });
}
