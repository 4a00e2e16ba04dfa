/**
 * `ext_translate_usage_reservation`: the characters of a provider call, counted before the call is made
 * and deleted when the call's own report settles them. A row that stays is a call whose worker died or
 * whose answer never came: it remains counted as its characters (docs/operations.md "Usage accounting").
 */
export interface UsageReservationTable {
  id: string;
  /** `YYYY-MM` (UTC) of the month the characters were counted in. */
  period: string;
  providerId: string;
  jobId: string | null;
  /** The call's idempotency key, so that an operator can tie a row to its batch and chunk. */
  requestKey: string | null;
  characters: number;
  createdAt: string;
}

export interface UsageReservationTableSchema {
  ext_translate_usage_reservation: UsageReservationTable;
}
