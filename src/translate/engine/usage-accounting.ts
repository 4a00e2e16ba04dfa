/**
 * Accounting (ProviderResult, docs/providers.md): what a provider call reports is added to the job's totals and to the
 * monthly `ext_translate_usage` row of the provider as soon as the call returns, also when its result
 * then fails a check. A result with a UUID `accountingKey` is recorded once: the key goes into
 * `ext_translate_usage_key` first, and a key already there means a redelivered message reports a debit
 * that was counted before.
 *
 * A job's calls are reserved before they are made ({@link reserveUsage}): their characters, known from
 * the request, are counted in a transaction committed before the call, and the call's report settles
 * the reservation ({@link settleUsage}). A worker killed while the call is in flight thus loses at most
 * the tokens and cost of that call, never its characters (docs/operations.md "Usage accounting"). Calls
 * of a process that start (or end) together share those transactions ({@link UsageTransactions}), with
 * the outcome of counting them one after the other.
 *
 * @packageDocumentation
 */
import { sql } from 'kysely';
import type { TranslateDb, TranslateTx } from '../model/tables/translate-schema.js';
import { executeCompiled } from '../../host/db/compiled-statements.js';
import { dialectOf } from '../../host/db/database.js';
import { newId } from '../../host/db/ids.js';
import { addJobUsage } from '../model/job-store.js';
import { recordWebhookEvent } from '../model/webhook-events.js';
import { Cost, type ProviderUsage } from '../providers/contract.js';
import { inStatementChunks } from '../../host/db/statement-chunks.js';
import { characterCount } from './text-length.js';
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
  let characters = 0;
  for (const text of texts) characters += characterCount(text);
  return characters;
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
  await addMonthUsage(trx, delta, timestamp);
  await addJobsUsage(trx, [delta], timestamp);
}

/** Takes the result's accounting key; false when it was recorded before (the debit is counted already). */
async function claimAccountingKey(trx: TranslateTx, providerId: string, result: ProviderUsage, timestamp: string): Promise<boolean> {
  const key = accountingKeyOf(result);
  return key === null || (await claimAccountingKeys(trx, [{ key, providerId }], timestamp)).has(key);
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

/** A provider call about to be made, as {@link reserveUsage} counts it. */
export interface UsageCall {
  jobId: string | null;
  providerId: string;
  texts: readonly string[];
  requestKey: string | null;
  budget?: BudgetCheck | null;
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
 *
 * Calls of this process that are reserved while such a transaction runs share the next one
 * ({@link UsageTransactions}): one upsert of the month's row and one update of each job for all of them
 * (at no latency a job's calls otherwise queue on those two rows' locks, on PostgreSQL).
 */
export async function reserveUsage(db: TranslateDb, call: UsageCall): Promise<UsageReservation> {
  const outcome = await usageTransactions(db).reserve(call);
  if (outcome instanceof BudgetReachedException) throw outcome;
  return outcome;
}

/**
 * Reserves calls in one transaction: per call its reservation, or the BudgetReachedException that
 * refused it (nothing reserved for that one). A provider's calls are checked against its budget in their
 * order, each with the month's usage before it, the calls let through before it included: the outcome
 * of reserving them one after the other.
 */
export async function reserveUsages(db: TranslateDb, calls: readonly UsageCall[], now: Date = new Date()): Promise<(UsageReservation | BudgetReachedException)[]> {
  const timestamp = now.toISOString();
  const period = usagePeriod(now);
  const reservations: UsageReservation[] = calls.map((call) => ({ id: newId(), period, providerId: call.providerId, jobId: call.jobId, characters: requestCharacters(call.texts) }));
  if (calls.length > 0 && dialectOf(db) === 'postgres' && calls.every((call) => !call.budget)) {
    await reserveInOneStatement(db, reservations, calls, timestamp);
    return reservations;
  }
  return db.transaction().execute(async (trx) => {
    const outcomes: (UsageReservation | BudgetReachedException)[] = [...reservations];
    const nothing = Cost.zero();
    const kept: { reservation: UsageReservation; requestKey: string | null }[] = [];
    // Month rows in provider order, then job rows in id order: every accounting transaction locks them in this order.
    for (const providerId of [...new Set(reservations.map((reservation) => reservation.providerId))].sort()) {
      const indexes = reservations.flatMap((reservation, index) => (reservation.providerId === providerId ? [index] : []));
      const base = { period, providerId, jobId: null, inputTokens: 0, outputTokens: 0, requests: 0, amount: 0, currency: nothing.currency };
      let allowed = indexes;
      if (indexes.some((index) => calls[index]?.budget)) {
        // Locks the month's row (created when missing) and reads the usage before these calls.
        const month = await addMonthUsage(trx, { ...base, characters: 0 }, timestamp);
        let characters = Number(month.characters);
        allowed = [];
        for (const index of indexes) {
          const reservation = reservations[index] as UsageReservation;
          const budget = calls[index]?.budget;
          if (budget) {
            const reached = reachedCap(budget, { characters, amount: Number(month.costAmount), currency: month.costCurrency });
            if (reached !== null) {
              outcomes[index] = new BudgetReachedException(budget.providerLabel, reached);
              continue;
            }
            // The one reservation that crosses the characters cap reports it, once a month.
            const after = characters + reservation.characters;
            if (budget.characters !== undefined && characters < budget.characters && after >= budget.characters) {
              // webhook: budget.reached (a characters cap)
              await recordBudgetReached(trx, reservation, budget, { characters: after, amount: Number(month.costAmount), currency: month.costCurrency });
            }
          }
          characters += reservation.characters;
          allowed.push(index);
        }
      }
      const characters = allowed.reduce((sum, index) => sum + (reservations[index] as UsageReservation).characters, 0);
      if (allowed.length > 0) await addMonthUsage(trx, { ...base, characters }, timestamp);
      for (const index of allowed) kept.push({ reservation: reservations[index] as UsageReservation, requestKey: calls[index]?.requestKey ?? null });
    }
    for (const part of inStatementChunks(kept, 7)) {
      await trx
        .insertInto('ext_translate_usage_reservation')
        .values(part.map(({ reservation, requestKey }) => ({ ...reservation, requestKey: requestKey?.slice(0, 255) ?? null, createdAt: timestamp })))
        .execute();
    }
    await addJobsUsage(
      trx,
      kept.map(({ reservation }) => ({ jobId: reservation.jobId, characters: reservation.characters, inputTokens: 0, outputTokens: 0, amount: 0, currency: nothing.currency })),
      timestamp,
    );
    return outcomes;
  });
}

/**
 * Reservations without a budget on PostgreSQL, in one statement where the transaction of
 * {@link reserveUsages} takes five round trips (`begin`, the month's upsert, the reservations, the job's
 * update, `commit`): half of a job's statements are its accounting, and each costs the process about as
 * much CPU as its round trip costs time (bench/README.md, "This machine, nineteenth round"). Its
 * effect is the transaction's: the month's row of each provider takes the characters (created without
 * cost in the currency of no cost, or taking that currency while its cost is still zero), the
 * reservations are inserted, and each job's row takes its calls' characters (the same currency rule).
 *
 * One statement is one transaction, and it locks as every accounting transaction does: the month rows
 * in provider order (the insert's rows come in that order), then, once every month row is written (the
 * `count` reads the whole upsert first), the job rows in id order (`for no key update` after the sort), so
 * that it never waits in a circle with a settlement or another reservation. `for no key update` is the
 * lock the update itself takes: it excludes the other accounting statements and the job's own updates,
 * but not a batch's open transaction whose history and error rows name the job (each row's key check
 * holds the job's row for key share until the batch commits), which `for update` would wait for.
 */
async function reserveInOneStatement(db: TranslateDb, reservations: readonly UsageReservation[], calls: readonly UsageCall[], timestamp: string): Promise<void> {
  const currency = Cost.zero().currency;
  const period = (reservations[0] as UsageReservation).period;
  const months = new Map<string, number>();
  const jobs = new Map<string, number>();
  for (const reservation of reservations) {
    months.set(reservation.providerId, (months.get(reservation.providerId) ?? 0) + reservation.characters);
    if (reservation.jobId !== null) jobs.set(reservation.jobId, (jobs.get(reservation.jobId) ?? 0) + reservation.characters);
  }
  const providers = [...months.keys()].sort();
  const jobIds = [...jobs.keys()].sort();
  await sql`
    with month as (
      insert into ext_translate_usage as usage (id, period, provider_id, characters, input_tokens, output_tokens, requests, cost_amount, cost_currency, created_at)
      select m.id, ${period}::varchar, m.provider_id, m.characters, 0, 0, 0, 0, ${currency}::varchar, ${timestamp}::timestamptz
      from unnest(${providers.map(() => newId())}::varchar[], ${providers}::varchar[], ${providers.map((provider) => months.get(provider) as number)}::bigint[]) as m(id, provider_id, characters)
      order by m.provider_id
      on conflict (period, provider_id) do update set
        characters = usage.characters + excluded.characters,
        cost_currency = case when usage.cost_amount = 0 then excluded.cost_currency else usage.cost_currency end,
        updated_at = excluded.created_at
      returning 1
    ), reserved as (
      insert into ext_translate_usage_reservation (id, period, provider_id, job_id, characters, request_key, created_at)
      select r.id, ${period}::varchar, r.provider_id, r.job_id, r.characters, r.request_key, ${timestamp}::timestamptz
      from unnest(
        ${reservations.map((reservation) => reservation.id)}::varchar[],
        ${reservations.map((reservation) => reservation.providerId)}::varchar[],
        ${reservations.map((reservation) => reservation.jobId)}::varchar[],
        ${reservations.map((reservation) => reservation.characters)}::integer[],
        ${calls.map((call) => call.requestKey?.slice(0, 255) ?? null)}::varchar[]
      ) as r(id, provider_id, job_id, characters, request_key)
    ), locked as (
      select job.id from ext_translate_job as job
      where job.id = any(${jobIds}::varchar[]) and (select count(*) from month) > 0
      order by job.id
      for no key update
    )
    update ext_translate_job as job set
      ${addedUsage('job', 'jobs', currency, timestamp)}
    from (
      select added.id, added.characters, 0 as input_tokens, 0 as output_tokens, 0 as amount
      from unnest(${jobIds}::varchar[], ${jobIds.map((jobId) => jobs.get(jobId) as number)}::bigint[]) as added(id, characters)
    ) as jobs
    where job.id = jobs.id and job.id in (select id from locked)
  `.execute(db);
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

/** A call's report, given to {@link settleUsage}. */
export interface UsageSettlement {
  reservation: UsageReservation;
  result: ProviderUsage | null;
  budget?: MonthlyBudget | null;
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
 *
 * Like reservations, the reports of calls of this process that end while such a transaction runs share
 * the next one ({@link UsageTransactions}).
 */
export async function settleUsage(db: TranslateDb, reservation: UsageReservation, result: ProviderUsage | null, budget: MonthlyBudget | null = null): Promise<boolean> {
  return usageTransactions(db).settle({ reservation, result, budget });
}

/**
 * Settles reports in one transaction (per report, whether it was counted): the outcome of settling them
 * one after the other, in their order.
 */
export async function settleUsages(db: TranslateDb, settlements: readonly UsageSettlement[], now: Date = new Date()): Promise<boolean[]> {
  const timestamp = now.toISOString();
  if (settlements.length > 0 && dialectOf(db) === 'postgres' && settlesInOneStatement(settlements)) return settleInOneStatement(db, settlements, timestamp);
  return db.transaction().execute(async (trx) => {
    const counted = settlements.map(() => false);
    const open = new Set<string>();
    for (const part of inStatementChunks([...new Set(settlements.map((settlement) => settlement.reservation.id))], 1)) {
      for (const row of await trx.deleteFrom('ext_translate_usage_reservation').where('id', 'in', part).returning('id').execute()) open.add(row.id);
    }
    const fresh = await claimAccountingKeys(
      trx,
      settlements.flatMap((settlement) => {
        const key = settlement.result ? accountingKeyOf(settlement.result) : null;
        return key !== null && open.has(settlement.reservation.id) ? [{ key, providerId: settlement.reservation.providerId }] : [];
      }),
      timestamp,
    );
    const settled: { settlement: UsageSettlement; delta: UsageDelta; reported: { amount: number; currency: string } }[] = [];
    for (const [index, settlement] of settlements.entries()) {
      const { reservation, result } = settlement;
      // Settled before, or twice here: only the first settles.
      if (!open.delete(reservation.id)) continue;
      const key = result ? accountingKeyOf(result) : null;
      // A key counts once, for the first report that carries it.
      counted[index] = result !== null && (key === null || fresh.delete(key));
      const reported = counted[index] && result ? reportedDelta(result) : { characters: 0, inputTokens: 0, outputTokens: 0, requests: 0, amount: 0, currency: Cost.zero().currency };
      settled.push({ settlement, reported, delta: { ...reservation, ...reported, characters: reported.characters - reservation.characters } });
    }
    for (const key of [...new Set(settled.map(({ delta }) => `${delta.period}\n${delta.providerId}`))].sort()) {
      const month = settled.filter(({ delta }) => `${delta.period}\n${delta.providerId}` === key);
      let row: MonthRow | null = null;
      for (const delta of foldDeltas(month.map((entry) => entry.delta))) row = await addMonthUsage(trx, delta, timestamp);
      if (row) await checkAmountsCrossed(trx, month, row);
    }
    await addJobsUsage(trx, settled.map(({ delta }) => delta), timestamp);
    return counted;
  });
}

/** The currency a settlement's delta is in: its report's, or no cost's for a call that reported nothing. */
function settlementCurrency(settlement: UsageSettlement): string {
  return settlement.result ? settlement.result.cost.currency : Cost.zero().currency;
}

/**
 * Whether a group of settlements may go as one statement ({@link settleInOneStatement}): none has a
 * budget (whose amount cap is checked against the month row after each report) or an accounting key
 * (taken in a statement of its own, and deciding what counts), and all are in one currency, so that
 * folding a row's deltas ({@link foldDeltas}) is a plain sum whichever of them turn out to be open.
 */
function settlesInOneStatement(settlements: readonly UsageSettlement[]): boolean {
  const currency = settlementCurrency(settlements[0] as UsageSettlement);
  return settlements.every((settlement) => !settlement.budget && (settlement.result === null || accountingKeyOf(settlement.result) === null) && settlementCurrency(settlement) === currency);
}

/**
 * Settlements on PostgreSQL in one statement (one transaction) where {@link settleUsages} takes a
 * transaction of five round trips or more, with its outcome: the reservations are deleted, and those
 * that were still open (the first settlement of each; a reservation settled before is not) replace
 * their characters by what their calls reported, in the month of the reservation and in the job. A
 * report counts when the call reported one; a call that failed unbilled only takes its characters back.
 *
 * The month rows are updated, not upserted: a reservation that is still open wrote its month's row when
 * it was made (in the same transaction), and no usage row is ever deleted. The locks are taken as in
 * every accounting transaction: the month rows in period and provider order, then, once all of them are
 * written (the `count`), the job rows in id order.
 */
async function settleInOneStatement(db: TranslateDb, settlements: readonly UsageSettlement[], timestamp: string): Promise<boolean[]> {
  const currency = settlementCurrency(settlements[0] as UsageSettlement);
  const counted = settlements.map(() => false);
  /** The first settlement of each reservation, by index: a later one of the same reservation settles nothing. */
  const first = new Map<string, number>();
  settlements.forEach((settlement, index) => {
    if (!first.has(settlement.reservation.id)) first.set(settlement.reservation.id, index);
  });
  const rows = [...first.values()].map((index) => {
    const { reservation, result } = settlements[index] as UsageSettlement;
    const reported = result ? reportedDelta(result) : { characters: 0, inputTokens: 0, outputTokens: 0, requests: 0, amount: 0 };
    return { index, reservation, reported: { ...reported, characters: reported.characters - reservation.characters } };
  });
  const column = <T>(pick: (row: (typeof rows)[number]) => T): T[] => rows.map(pick);
  const result = await sql<{ id: string }>`
    with deleted as (
      delete from ext_translate_usage_reservation where id = any(${column((row) => row.reservation.id)}::varchar[]) returning id
    ), settled as (
      select s.* from unnest(
        ${column((row) => row.reservation.id)}::varchar[],
        ${column((row) => row.reservation.period)}::varchar[],
        ${column((row) => row.reservation.providerId)}::varchar[],
        ${column((row) => row.reservation.jobId)}::varchar[],
        ${column((row) => row.reported.characters)}::bigint[],
        ${column((row) => row.reported.inputTokens)}::bigint[],
        ${column((row) => row.reported.outputTokens)}::bigint[],
        ${column((row) => row.reported.requests)}::bigint[],
        ${column((row) => row.reported.amount)}::float8[]
      ) as s(id, period, provider_id, job_id, characters, input_tokens, output_tokens, requests, amount)
      where s.id in (select id from deleted)
    ), months as (
      select period, provider_id, sum(characters) as characters, sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens,
        sum(requests) as requests, sum(amount) as amount
      from settled group by period, provider_id
    ), month_rows as (
      select usage.id from ext_translate_usage as usage
      join months on usage.period = months.period and usage.provider_id = months.provider_id
      order by usage.period, usage.provider_id
      for no key update of usage
    ), month as (
      update ext_translate_usage as usage set
        requests = usage.requests + months.requests,
        ${addedUsage('usage', 'months', currency, timestamp)}
      from months
      where usage.period = months.period and usage.provider_id = months.provider_id and usage.id in (select id from month_rows)
      returning usage.id
    ), jobs as (
      select job_id, sum(characters) as characters, sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens, sum(amount) as amount
      from settled where job_id is not null group by job_id
    ), job_rows as (
      select job.id from ext_translate_job as job
      where job.id in (select job_id from jobs) and (select count(*) from month) >= 0
      order by job.id
      for no key update
    ), job as (
      update ext_translate_job as job set
        ${addedUsage('job', 'jobs', currency, timestamp)}
      from jobs
      where job.id = jobs.job_id and job.id in (select id from job_rows)
    )
    select id from deleted
  `.execute(db);
  const open = new Set(result.rows.map((row) => row.id));
  for (const row of rows) counted[row.index] = open.has(row.reservation.id) && settlements[row.index]?.result !== null;
  return counted;
}

/**
 * The assignments that add a delta (`delta`'s characters, tokens and amount, in `currency`) to a month's
 * or a job's row (`row`), by the rule of addMonthUsage and addJobUsage: a row whose cost is still zero
 * takes the currency, and an amount in another currency than the row's is left out.
 */
function addedUsage(row: 'usage' | 'job', delta: 'months' | 'jobs', currency: string, timestamp: string) {
  const [r, d] = [sql.raw(row), sql.raw(delta)];
  return sql`characters = ${r}.characters + ${d}.characters,
        input_tokens = ${r}.input_tokens + ${d}.input_tokens,
        output_tokens = ${r}.output_tokens + ${d}.output_tokens,
        cost_currency = case when ${r}.cost_amount = 0 then ${currency}::varchar else ${r}.cost_currency end,
        cost_amount = case when ${r}.cost_amount = 0 or ${r}.cost_currency = ${currency}::varchar then ${r}.cost_amount + ${d}.amount else ${r}.cost_amount end,
        updated_at = ${timestamp}::timestamptz`;
}

/**
 * After settled calls added their cost: the one call whose cost crosses the amount cap (settlements of
 * a month are ordered by the row's lock, held since their upsert, and by their order here) reports
 * `budget.reached`, unless the characters cap was reached first (its reservation reported it). Only a
 * cost added in the row's currency counts (the upsert leaves another out). `month` is one month row's
 * settlements in order, `row` that row after all of them.
 */
async function checkAmountsCrossed(trx: TranslateTx, month: readonly { settlement: UsageSettlement; delta: UsageDelta; reported: { amount: number; currency: string } }[], row: MonthRow): Promise<void> {
  const counts = (entry: (typeof month)[number]) => entry.reported.amount > 0 && entry.reported.currency === row.costCurrency;
  // The row as each settlement left it: what the ones after it added is taken off again.
  let amount = Number(row.costAmount) - month.reduce((sum, entry) => sum + (counts(entry) ? entry.reported.amount : 0), 0);
  let characters = Number(row.characters) - month.reduce((sum, entry) => sum + entry.delta.characters, 0);
  for (const entry of month) {
    characters += entry.delta.characters;
    if (!counts(entry)) continue;
    amount += entry.reported.amount;
    const budget = entry.settlement.budget;
    if (!budget || budget.amount === undefined) continue;
    if (budget.characters !== undefined && characters >= budget.characters) continue;
    if (amount - entry.reported.amount < budget.amount && amount >= budget.amount) {
      // webhook: budget.reached (an amount cap)
      await recordBudgetReached(trx, entry.settlement.reservation, budget, { characters, amount, currency: row.costCurrency });
    }
  }
}

/** A month's usage row after an upsert. */
interface MonthRow {
  characters: number | string;
  costAmount: number | string;
  costCurrency: string;
}

/** Adds `delta` to the month's row of the provider (see addUsage) and returns the row as it is now. */
async function addMonthUsage(trx: TranslateTx, delta: UsageDelta, timestamp: string): Promise<MonthRow> {
  const { characters, inputTokens, outputTokens, requests, amount, currency } = delta;
  // Once or twice per accounting transaction: the statement is compiled once (compiled-statements.ts).
  const values = { id: newId(), period: delta.period, providerId: delta.providerId, startCharacters: Math.max(0, characters), characters, inputTokens, outputTokens, requests, amount, currency, timestamp };
  const result = await executeCompiled(trx, 'usage-month', values, (v) =>
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
      )
      .returning(['characters', 'costAmount', 'costCurrency']),
  );
  // Through the executor, so the camel-case plugin names the columns as for any statement.
  const row = result.rows[0] as MonthRow | undefined;
  if (!row) throw new Error('The usage upsert returned no row.');
  return row;
}

/** Adds each job's deltas to its totals, one update per job (in id order) and currency. */
async function addJobsUsage(trx: TranslateTx, deltas: readonly (Pick<UsageDelta, 'characters' | 'inputTokens' | 'outputTokens' | 'amount' | 'currency'> & { jobId: string | null })[], timestamp: string): Promise<void> {
  for (const jobId of [...new Set(deltas.flatMap((delta) => (delta.jobId === null ? [] : [delta.jobId])))].sort()) {
    const folded = foldDeltas(deltas.filter((delta) => delta.jobId === jobId).map((delta) => ({ ...delta, requests: 0 })));
    for (const delta of folded) await addJobUsage(trx, jobId, delta, timestamp);
  }
}

/**
 * Deltas for one row (a month's or a job's) folded into as few as give the same row as adding them one
 * after the other: the counts summed into the first, costs summed per currency in the order the
 * currencies first come. The row's cost takes the currency of its first costed delta and leaves out the
 * amounts of any other (addUsage, addJobUsage), so amounts of 0 only name the currency of a row that has
 * none yet: with a costed delta they change nothing, and without one the last of them names it.
 */
export function foldDeltas<T extends Pick<UsageDelta, 'characters' | 'inputTokens' | 'outputTokens' | 'requests' | 'amount' | 'currency'>>(deltas: readonly T[]): T[] {
  const first = deltas[0];
  if (first === undefined) return [];
  const costed = deltas.filter((delta) => delta.amount !== 0);
  const currencies = costed.length > 0 ? [...new Set(costed.map((delta) => delta.currency))] : [(deltas[deltas.length - 1] as T).currency];
  const sum = (pick: (delta: T) => number, of: readonly T[] = deltas) => of.reduce((total, delta) => total + pick(delta), 0);
  return currencies.map((currency, index) => ({
    ...first,
    characters: index === 0 ? sum((delta) => delta.characters) : 0,
    inputTokens: index === 0 ? sum((delta) => delta.inputTokens) : 0,
    outputTokens: index === 0 ? sum((delta) => delta.outputTokens) : 0,
    requests: index === 0 ? sum((delta) => delta.requests) : 0,
    amount: sum((delta) => delta.amount, costed.filter((delta) => delta.currency === currency)),
    currency,
  }));
}

/** The accounting key of a report (a UUID, without dashes, lower case), or null when it has none. */
function accountingKeyOf(result: ProviderUsage): string | null {
  return typeof result.accountingKey === 'string' && UUID.test(result.accountingKey) ? result.accountingKey.replace(/-/g, '').toLowerCase() : null;
}

/** Takes these accounting keys; returns those that were new (a key recorded before counts a debit counted already). */
async function claimAccountingKeys(trx: TranslateTx, keys: readonly { key: string; providerId: string }[], timestamp: string): Promise<Set<string>> {
  const byKey = new Map(keys.map((entry) => [entry.key, entry]));
  const fresh = new Set<string>();
  for (const part of inStatementChunks([...byKey.values()], 3)) {
    const rows = await trx
      .insertInto('ext_translate_usage_key')
      .values(part.map((entry) => ({ accountingKey: entry.key, providerId: entry.providerId, createdAt: timestamp })))
      .onConflict((conflict) => conflict.column('accountingKey').doNothing())
      .returning('accountingKey')
      .execute();
    for (const row of rows) fresh.add(row.accountingKey);
  }
  return fresh;
}

/** Requests of one kind waiting for their transaction, each with the promise that answers it. */
class WaitingRequests<Request, Result> {
  private entries: { request: Request; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];

  get size(): number {
    return this.entries.length;
  }

  add(request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => this.entries.push({ request, resolve, reject }));
  }

  /** Runs every request waiting now as one group and answers each: its result, or the error the group failed with. */
  async runAll(run: (requests: readonly Request[]) => Promise<Result[]>): Promise<void> {
    const group = this.entries;
    this.entries = [];
    try {
      const results = await run(group.map((entry) => entry.request));
      group.forEach((entry, index) => entry.resolve(results[index] as Result));
    } catch (error) {
      for (const entry of group) entry.reject(error);
    }
  }
}

/**
 * The reservations and settlements of one database in this process ({@link reserveUsage},
 * {@link settleUsage}): one usage transaction at a time, of either kind. Both update the month's row
 * and the job's row, so on PostgreSQL the second waited for the first's commit on those row locks
 * anyway; waiting here, a request holds no connection and no backend, and the requests of a kind that
 * arrive meanwhile run together in the next transaction of that kind. With provider calls of real
 * latency the groups are mostly of one; at no latency (the simulators, or answers from the memory) a
 * job's calls arrive together and share.
 *
 * The settlements waiting go first: a reservation runs after every settlement asked for before it, so
 * that its budget check sees the cost of every call of this process that ended before this one started
 * (an amount cap is crossed by the calls in flight at most, docs/operations.md, "Budgets"). A
 * settlement's reservation was written before its call was made, so settling early is always safe.
 */
export class UsageTransactions {
  private readonly reservations = new WaitingRequests<UsageCall, UsageReservation | BudgetReachedException>();
  private readonly settlements = new WaitingRequests<UsageSettlement, boolean>();
  private draining = false;

  constructor(private readonly db: TranslateDb) {}

  reserve(call: UsageCall): Promise<UsageReservation | BudgetReachedException> {
    return this.enqueue(this.reservations.add(call));
  }

  settle(settlement: UsageSettlement): Promise<boolean> {
    return this.enqueue(this.settlements.add(settlement));
  }

  private enqueue<Result>(answer: Promise<Result>): Promise<Result> {
    if (!this.draining) {
      this.draining = true;
      // The next turn of the event loop: calls that start (or end) together arrive together.
      setImmediate(() => void this.drain());
    }
    return answer;
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.settlements.size > 0) await this.settlements.runAll((settlements) => settleUsages(this.db, settlements));
        else if (this.reservations.size > 0) await this.reservations.runAll((calls) => reserveUsages(this.db, calls));
        else return;
      }
    } finally {
      this.draining = false;
    }
  }
}

const transactionsByDatabase = new WeakMap<TranslateDb, UsageTransactions>();

function usageTransactions(db: TranslateDb): UsageTransactions {
  let transactions = transactionsByDatabase.get(db);
  if (transactions === undefined) {
    transactions = new UsageTransactions(db);
    transactionsByDatabase.set(db, transactions);
  }
  return transactions;
}
