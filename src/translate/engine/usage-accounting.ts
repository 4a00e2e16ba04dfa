/**
 * Accounting (ProviderResult, docs/providers.md): what a provider call reports is added to the job's totals and to the
 * monthly `ext_translate_usage` row of the provider as soon as the call returns, also when its result
 * then fails a check. A result with a UUID `accountingKey` is recorded once: the key goes into
 * `ext_translate_usage_key` first, and a key already there means a redelivered message reports a debit
 * that was counted before.
 *
 * A job's calls are reserved before they are made ({@link reserveUsage}): their characters, known from
 * the request, are counted in a transaction of their own, committed before the call, and the call's
 * report settles the reservation ({@link settleUsage}). A worker killed while the call is in flight thus
 * loses at most the tokens and cost of that call, never its characters (docs/operations.md
 * "Usage accounting").
 *
 * @packageDocumentation
 */
import { sql } from 'kysely';
import type { TranslateDb, TranslateTx } from '../model/tables/translate-schema.js';
import { executeCompiled } from '../../host/db/compiled-statements.js';
import { newId } from '../../host/db/ids.js';
import { addJobUsage } from '../model/job-store.js';
import { recordWebhookEvent } from '../model/webhook-events.js';
import { Cost, type ProviderUsage } from '../providers/contract.js';
import { characterCount } from './work.js';
import { BudgetReachedException, reachedCap, type BudgetCheck, type MonthlyBudget } from './budgets.js';

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** The usage period of a moment: `YYYY-MM` in UTC. */
export function usagePeriod(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** Characters of a request as character-billed upstreams count them: Unicode code points. */
export function requestCharacters(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + characterCount(text), 0);
}

export interface UsageRecord {
  /** The job the call belongs to; null for calls outside a job. */
  jobId: string | null;
  providerId: string;
  result: ProviderUsage;
}

/** Signed amounts added to a month's usage row and to a job's totals. */
interface UsageDelta {
  period: string;
  providerId: string;
  jobId: string | null;
  characters: number;
  inputTokens: number;
  outputTokens: number;
  requests: number;
  amount: number;
  currency: string;
}

/**
 * Adds `delta` to the month's row of the provider and to the job. A row or job whose cost is still zero
 * takes the currency of the first costed call (a reservation creates the row before any cost is known);
 * after that, an amount in another currency cannot be added and is left out.
 */
async function addUsage(trx: TranslateTx, delta: UsageDelta, timestamp: string): Promise<void> {
  const { characters, inputTokens, outputTokens, requests, amount, currency } = delta;
  // Twice per provider call (its reservation and its report): the statement is compiled once.
  const values = { id: newId(), period: delta.period, providerId: delta.providerId, startCharacters: Math.max(0, characters), characters, inputTokens, outputTokens, requests, amount, currency, timestamp };
  await executeCompiled(trx, 'usage-month', values, (v) =>
    trx
      .insertInto('ext_translate_usage')
      .values({
        id: v.id,
        period: v.period,
        providerId: v.providerId,
        characters: v.startCharacters,
        inputTokens: v.inputTokens,
        outputTokens: v.outputTokens,
        requests: v.requests,
        costAmount: v.amount,
        costCurrency: v.currency,
        createdAt: v.timestamp,
      })
      .onConflict((conflict) =>
        conflict.columns(['period', 'providerId']).doUpdateSet({
          characters: sql`ext_translate_usage.characters + ${v.characters}`,
          inputTokens: sql`ext_translate_usage.input_tokens + ${v.inputTokens}`,
          outputTokens: sql`ext_translate_usage.output_tokens + ${v.outputTokens}`,
          requests: sql`ext_translate_usage.requests + ${v.requests}`,
          costCurrency: sql`case when ext_translate_usage.cost_amount = 0 then ${v.currency} else ext_translate_usage.cost_currency end`,
          costAmount: sql`case when ext_translate_usage.cost_amount = 0 or ext_translate_usage.cost_currency = ${v.currency} then ext_translate_usage.cost_amount + ${v.amount} else ext_translate_usage.cost_amount end`,
          updatedAt: v.timestamp,
        }),
      ),
  );
  if (delta.jobId !== null) await addJobUsage(trx, delta.jobId, { characters, inputTokens, outputTokens, amount, currency }, timestamp);
}

/** Takes the result's accounting key; false when it was recorded before (the debit is counted already). */
async function claimAccountingKey(trx: TranslateTx, providerId: string, result: ProviderUsage, timestamp: string): Promise<boolean> {
  const key = typeof result.accountingKey === 'string' && UUID.test(result.accountingKey) ? result.accountingKey.replace(/-/g, '').toLowerCase() : null;
  if (key === null) return true;
  const inserted = await trx
    .insertInto('ext_translate_usage_key')
    .values({ accountingKey: key, providerId, createdAt: timestamp })
    .onConflict((conflict) => conflict.column('accountingKey').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

function reportedDelta(result: ProviderUsage): Omit<UsageDelta, 'period' | 'providerId' | 'jobId'> {
  return {
    characters: count(result.characters),
    inputTokens: count(result.inputTokens),
    outputTokens: count(result.outputTokens),
    requests: 1,
    amount: Number.isFinite(result.cost.amount) ? result.cost.amount : 0,
    currency: result.cost.currency,
  };
}

/**
 * Records one provider call after the fact (calls outside a job: the preview). Returns false when its
 * accounting key was recorded before (nothing added). One transaction: the key, the monthly row and the
 * job totals commit together.
 */
export async function recordUsage(db: TranslateDb, usage: UsageRecord, now: Date = new Date()): Promise<boolean> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await claimAccountingKey(trx, usage.providerId, usage.result, timestamp))) return false;
    await addUsage(trx, { period: usagePeriod(now), providerId: usage.providerId, jobId: usage.jobId, ...reportedDelta(usage.result) }, timestamp);
    return true;
  });
}

/** The characters of a call counted before it was made, until {@link settleUsage} replaces them. */
export interface UsageReservation {
  id: string;
  period: string;
  providerId: string;
  jobId: string | null;
  characters: number;
}

/**
 * Counts the characters of a call about to be made, in a transaction committed before the call: the
 * reservation row, the month's characters and the job's characters. Requests, tokens and cost wait for
 * the call's report.
 *
 * With a `budget` (budgets.ts) the same transaction checks the month's usage before this call, open
 * reservations included, against the caps, and throws a {@link BudgetReachedException} (nothing
 * reserved) once one is reached. Race-free fleet-wide: the upsert of the month's row locks it until the
 * commit on PostgreSQL, and SQLite has one writer, so two workers read each other's reservations and
 * cannot both pass the last slot.
 */
export async function reserveUsage(
  db: TranslateDb,
  call: { jobId: string | null; providerId: string; texts: readonly string[]; requestKey: string | null; budget?: BudgetCheck | null },
  now: Date = new Date(),
): Promise<UsageReservation> {
  const timestamp = now.toISOString();
  const reservation: UsageReservation = {
    id: newId(),
    period: usagePeriod(now),
    providerId: call.providerId,
    jobId: call.jobId,
    characters: requestCharacters(call.texts),
  };
  await db.transaction().execute(async (trx) => {
    const row = { ...reservation, requestKey: call.requestKey?.slice(0, 255) ?? null, createdAt: timestamp };
    await executeCompiled(trx, 'usage-reservation', row, (values) => trx.insertInto('ext_translate_usage_reservation').values(values));
    const nothing = Cost.zero();
    await addUsage(trx, { ...reservation, inputTokens: 0, outputTokens: 0, requests: 0, amount: 0, currency: nothing.currency }, timestamp);
    if (call.budget) await checkBudget(trx, reservation, call.budget);
  });
  return reservation;
}

/**
 * Throws (rolling the reservation back) when the month's usage before this reservation has reached a cap
 * of the budget. Read after the reservation's own upsert, which holds the row's lock until the commit.
 */
async function checkBudget(trx: TranslateTx, reservation: UsageReservation, budget: BudgetCheck): Promise<void> {
  const row = await monthUsage(trx, reservation);
  const before = Number(row.characters) - reservation.characters;
  const reached = reachedCap(budget, { characters: before, amount: Number(row.costAmount), currency: row.costCurrency });
  if (reached !== null) throw new BudgetReachedException(budget.providerLabel, reached);
  // The one reservation that crosses the characters cap (the row's lock orders them) reports it, once a month.
  const after = Number(row.characters);
  if (budget.characters !== undefined && before < budget.characters && after >= budget.characters) {
    // webhook: budget.reached (a characters cap)
    await recordBudgetReached(trx, reservation, budget, { characters: after, amount: Number(row.costAmount), currency: row.costCurrency });
  }
}

/** The month's usage row of the reservation's provider (its lock is held since the reservation's upsert). */
async function monthUsage(trx: TranslateTx, reservation: UsageReservation) {
  return trx
    .selectFrom('ext_translate_usage')
    .select(['characters', 'costAmount', 'costCurrency'])
    .where('period', '=', reservation.period)
    .where('providerId', '=', reservation.providerId)
    .executeTakeFirstOrThrow();
}

/** The `budget.reached` webhook event: the provider, the month, the job whose call reached the cap, the caps and the month's usage. */
async function recordBudgetReached(
  trx: TranslateTx,
  reservation: UsageReservation,
  budget: MonthlyBudget,
  month: { characters: number; amount: number; currency: string },
): Promise<void> {
  await recordWebhookEvent(trx, 'budget.reached', {
    providerId: reservation.providerId,
    period: reservation.period,
    jobId: reservation.jobId,
    budget: { characters: budget.characters ?? null, amount: budget.amount ?? null },
    characters: month.characters,
    cost: new Cost(month.amount, month.currency).toJSON(),
  });
}

/**
 * After a settled call added its cost: the one call whose cost crosses the amount cap (settlements of a
 * month are ordered by the row's lock, held since their upsert) reports `budget.reached`, unless the
 * characters cap was reached first (its reservation reported it). Only a cost added in the row's
 * currency counts (addUsage leaves another out).
 */
async function checkAmountCrossed(trx: TranslateTx, reservation: UsageReservation, budget: MonthlyBudget, added: { amount: number; currency: string }): Promise<void> {
  if (budget.amount === undefined || added.amount <= 0) return;
  const row = await monthUsage(trx, reservation);
  if (row.costCurrency !== added.currency) return;
  const after = Number(row.costAmount);
  const characters = Number(row.characters);
  if (budget.characters !== undefined && characters >= budget.characters) return;
  if (after - added.amount < budget.amount && after >= budget.amount) {
    // webhook: budget.reached (an amount cap)
    await recordBudgetReached(trx, reservation, budget, { characters, amount: after, currency: row.costCurrency });
  }
}

/**
 * Replaces a reservation by what the call reported, in one transaction: the reserved characters are
 * taken back and the report is added (the upstream's own character count, tokens, cost, one request),
 * in the month the reservation was made. `null` means the call failed without being billed: the
 * reservation is only taken back. A report whose accounting key was recorded before is taken back too
 * (returns false). A reservation settles once; settling it again does nothing and returns false.
 *
 * With the provider's `budget`, the call whose cost first crosses its amount cap in the month records
 * the `budget.reached` webhook event in the same transaction (a characters cap is reported by the
 * reservation that crosses it, {@link reserveUsage}).
 */
export async function settleUsage(
  db: TranslateDb,
  reservation: UsageReservation,
  result: ProviderUsage | null,
  budget: MonthlyBudget | null = null,
  now: Date = new Date(),
): Promise<boolean> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const deleted = await executeCompiled(trx, 'usage-reservation-settled', { id: reservation.id }, (values) => trx.deleteFrom('ext_translate_usage_reservation').where('id', '=', values.id));
    if (Number(deleted.numAffectedRows ?? 0n) === 0) return false;
    const counted = result !== null && (await claimAccountingKey(trx, reservation.providerId, result, timestamp));
    const reported = counted ? reportedDelta(result) : { characters: 0, inputTokens: 0, outputTokens: 0, requests: 0, amount: 0, currency: Cost.zero().currency };
    await addUsage(trx, { ...reservation, ...reported, characters: reported.characters - reservation.characters }, timestamp);
    if (budget) await checkAmountCrossed(trx, reservation, budget, reported);
    return counted;
  });
}
