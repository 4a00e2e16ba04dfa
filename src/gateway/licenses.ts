import { createHash, randomBytes } from 'node:crypto';
import { newId, normalizeId } from '../host/db/ids.js';
import type { GatewayDb, GatewayLicenseRow } from './db/schema.js';
import { isPlan, PLANS, type Plan } from './plans.js';

/** License tokens start with this, so a leaked one is recognisable (e.g. by secret scanners). */
export const LICENSE_TOKEN_PREFIX = 'gwl_';

/** A license as the gateway uses it (never with its token, which is not stored). */
export interface License {
  id: string;
  plan: Plan;
  label: string | null;
  active: boolean;
  createdAt: string;
}

export class LicenseError extends Error {}

export function hashLicenseToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function toLicense(row: GatewayLicenseRow): License {
  if (!isPlan(row.plan)) throw new LicenseError(`License ${row.id} has an unknown plan "${row.plan}".`);
  return { id: row.id, plan: row.plan, label: row.label, active: Number(row.active) === 1, createdAt: row.createdAt };
}

/**
 * Creates a license and returns its token, which exists only in this answer: the database keeps its
 * SHA-256.
 */
export async function createLicense(
  db: GatewayDb,
  input: { plan: string; label?: string | null },
  now: Date = new Date(),
): Promise<{ license: License; token: string }> {
  if (!isPlan(input.plan)) throw new LicenseError(`Unknown plan "${input.plan}"; use one of ${PLANS.join(', ')}.`);
  const token = `${LICENSE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const timestamp = now.toISOString();
  const row: GatewayLicenseRow = {
    id: newId(now.getTime()),
    tokenHash: hashLicenseToken(token),
    plan: input.plan,
    label: input.label?.trim() ? input.label.trim() : null,
    active: 1,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  await db.insertInto('gateway_license').values(row).execute();
  return { license: toLicense(row), token };
}

/** Every license, oldest first. */
export async function listLicenses(db: GatewayDb): Promise<License[]> {
  const rows = await db.selectFrom('gateway_license').selectAll().orderBy('createdAt').orderBy('id').execute();
  return rows.map(toLicense);
}

/** The active license a bearer token belongs to, or null (unknown or revoked). */
export async function findActiveLicense(db: GatewayDb, token: string): Promise<License | null> {
  if (token === '') return null;
  const row = await db.selectFrom('gateway_license').selectAll().where('tokenHash', '=', hashLicenseToken(token)).executeTakeFirst();
  if (!row || Number(row.active) !== 1) return null;
  return toLicense(row);
}

/**
 * Revokes a license: its token is refused from now on; its debits stay. Returns false for an unknown
 * id. Revoking twice is harmless.
 */
export async function revokeLicense(db: GatewayDb, id: string, now: Date = new Date()): Promise<boolean> {
  const normalized = normalizeId(id);
  if (normalized === null) return false;
  const result = await db
    .updateTable('gateway_license')
    .set({ active: 0, updatedAt: now.toISOString() })
    .where('id', '=', normalized)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
