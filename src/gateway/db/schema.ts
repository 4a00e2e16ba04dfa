import type { Kysely } from 'kysely';

/**
 * The gateway's own tables (its database is not the Host's). Column names are camelCase here and
 * snake_case in SQL: the database handle carries Kysely's CamelCasePlugin.
 */

/** `gateway_license`: one license token (stored as its SHA-256 only) with its plan. */
export interface GatewayLicenseRow {
  id: string;
  /** Hex SHA-256 of the token; the token itself is shown once at creation and never stored. */
  tokenHash: string;
  plan: string;
  label: string | null;
  /** 1 active, 0 revoked (a number on both dialects). */
  active: number;
  createdAt: string;
  updatedAt: string;
}

export type DebitState = 'pending' | 'done';

/**
 * `gateway_debit`: one metered translation. A row is inserted `pending` (its credits already count
 * against the quota, so concurrent requests cannot overspend) before the provider is called, becomes
 * `done` with the answer stored, or is deleted when the translation failed. Monthly usage is the sum
 * of the credits of a license's rows in a period.
 */
export interface GatewayDebitRow {
  id: string;
  licenseId: string;
  /** UTC month `YYYY-MM` the credits count in. */
  period: string;
  /** The client's key; unique per license. Null: every call debits. */
  idempotencyKey: string | null;
  /** Hex SHA-256 of the canonical request, to tell a replay from a conflicting reuse of a key. */
  requestHash: string;
  state: DebitState;
  serviceTier: string;
  provider: string;
  /** The answer's JSON text once `done`, replayed byte for byte. */
  response: string | null;
  credits: number;
  characters: number;
  /** The UUID (with dashes) the answer carries. */
  accountingKey: string;
  createdAt: string;
  /** Last change; a `pending` row not changed for the lease time is taken over (its process died). */
  updatedAt: string;
}

export interface GatewaySchema {
  gateway_license: GatewayLicenseRow;
  gateway_debit: GatewayDebitRow;
}

export type GatewayDb = Kysely<GatewaySchema>;
