import { randomUUID } from 'node:crypto';
import { newId } from '../host/db/ids.js';
import type { GatewayDb, GatewayDebitRow } from './db/schema.js';
import type { License } from './licenses.js';
import { PLAN_MONTHLY_CREDITS, periodOf, type Plan, type ServiceTier } from './plans.js';

/** A license's credits in one period (`GET /v1/quota`, and part of every answer). */
export interface Quota {
  plan: Plan;
  /** UTC month `YYYY-MM`. */
  period: string;
  limit: number;
  used: number;
  remaining: number;
}

/**
 * A `pending` debit whose process has not touched it for this long is taken over by the next request
 * with its key: the process that inserted it died before it could finish or release it.
 */
export const PENDING_LEASE_MS = 10 * 60_000;

/** What a request intends to debit. */
export interface DebitIntent {
  license: License;
  idempotencyKey: string | null;
  requestHash: string;
  serviceTier: ServiceTier;
  provider: string;
  characters: number;
  credits: number;
}

/** A reserved debit: its credits count against the quota until it is completed or released. */
export interface ReservedDebit {
  id: string;
  accountingKey: string;
  period: string;
}

export type ReserveOutcome =
  | { kind: 'reserved'; debit: ReservedDebit }
  /** The key's first answer, to replay byte for byte. */
  | { kind: 'replay'; response: string }
  /** The key was used with another request. */
  | { kind: 'conflict' }
  /** The same request with the same key is being translated; ask again later. */
  | { kind: 'in_progress' }
  | { kind: 'quota_exceeded'; quota: Quota };

async function usedCredits(db: GatewayDb, licenseId: string, period: string): Promise<number> {
  const row = await db
    .selectFrom('gateway_debit')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credits'), eb.lit(0)).as('used'))
    .where('licenseId', '=', licenseId)
    .where('period', '=', period)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

function toQuota(plan: Plan, period: string, used: number): Quota {
  const limit = PLAN_MONTHLY_CREDITS[plan];
  return { plan, period, limit, used, remaining: Math.max(0, limit - used) };
}

/** The license's quota in the period of `now` (reserved credits of requests in flight count as used). */
export async function quotaOf(db: GatewayDb, license: License, now: Date): Promise<Quota> {
  const period = periodOf(now);
  return toQuota(license.plan, period, await usedCredits(db, license.id, period));
}

/**
 * Reserves the credits of a request, or tells why not. One transaction that first locks the license
 * row, so every reservation of a license is serialised on both engines:
 * - PostgreSQL: the UPDATE takes the row lock; a second transaction waits on it until the first commits.
 * - SQLite: every transaction begins IMMEDIATE (host/db/database.ts) and so holds the database's write
 *   lock from its start: no two transactions, in any process, read the usage and then both insert.
 * Under that lock the key is looked up, the usage summed and the pending row inserted.
 */
export async function reserveDebit(db: GatewayDb, intent: DebitIntent, now: Date): Promise<ReserveOutcome> {
  return db.transaction().execute(async (trx) => {
    const timestamp = now.toISOString();
    await trx.updateTable('gateway_license').set((eb) => ({ active: eb.ref('active') })).where('id', '=', intent.license.id).execute();

    if (intent.idempotencyKey !== null) {
      const existing = await trx
        .selectFrom('gateway_debit')
        .select(['id', 'state', 'requestHash', 'response', 'updatedAt'])
        .where('licenseId', '=', intent.license.id)
        .where('idempotencyKey', '=', intent.idempotencyKey)
        .executeTakeFirst();
      if (existing) {
        if (existing.requestHash !== intent.requestHash) return { kind: 'conflict' };
        if (existing.state === 'done' && existing.response !== null) return { kind: 'replay', response: existing.response };
        const idleMs = now.getTime() - new Date(existing.updatedAt).getTime();
        if (idleMs < PENDING_LEASE_MS) return { kind: 'in_progress' };
        // The process that reserved it is gone: its reservation is dropped and this request runs.
        await trx.deleteFrom('gateway_debit').where('id', '=', existing.id).where('state', '=', 'pending').execute();
      }
    }

    const period = periodOf(now);
    const used = await usedCredits(trx, intent.license.id, period);
    const limit = PLAN_MONTHLY_CREDITS[intent.license.plan];
    if (used + intent.credits > limit) return { kind: 'quota_exceeded', quota: toQuota(intent.license.plan, period, used) };

    const debit: GatewayDebitRow = {
      id: newId(now.getTime()),
      licenseId: intent.license.id,
      period,
      idempotencyKey: intent.idempotencyKey,
      requestHash: intent.requestHash,
      state: 'pending',
      serviceTier: intent.serviceTier,
      provider: intent.provider,
      response: null,
      credits: intent.credits,
      characters: intent.characters,
      accountingKey: randomUUID(),
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    await trx.insertInto('gateway_debit').values(debit).execute();
    return { kind: 'reserved', debit: { id: debit.id, accountingKey: debit.accountingKey, period } };
  });
}

/**
 * Turns a reservation into a debit and stores the answer `render` builds from the quota after it.
 * Returns the stored JSON text, or null when the reservation was lost (taken over after its lease).
 */
export async function completeDebit(
  db: GatewayDb,
  license: License,
  debit: ReservedDebit,
  render: (quota: Quota) => string,
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const quota = toQuota(license.plan, debit.period, await usedCredits(trx, license.id, debit.period));
    const response = render(quota);
    const result = await trx
      .updateTable('gateway_debit')
      .set({ state: 'done', response, updatedAt: now.toISOString() })
      .where('id', '=', debit.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? response : null;
  });
}

/** Drops a reservation whose translation failed: nothing is debited, and the key is free again. */
export async function releaseDebit(db: GatewayDb, debit: ReservedDebit): Promise<void> {
  await db.deleteFrom('gateway_debit').where('id', '=', debit.id).where('state', '=', 'pending').execute();
}

/** Credits debited (done) per license in a period, for the CLI's license list. */
export async function usageByLicense(db: GatewayDb, period: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('gateway_debit')
    .select((eb) => ['licenseId', eb.fn.sum<number>('credits').as('used')])
    .where('period', '=', period)
    .groupBy('licenseId')
    .execute();
  return new Map(rows.map((row) => [row.licenseId, Number(row.used)]));
}
