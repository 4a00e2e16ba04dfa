import type { ColumnType } from 'kysely';

/** Read as 1/0 on SQLite and true/false on PostgreSQL (read with fromDbBool), written as 1/0 (toDbBool). */
type BooleanColumn = ColumnType<number | boolean, number | undefined, number>;

/**
 * `ext_translate_webhook`: one subscription of an integrator (docs/api.md, "Webhooks"), written through
 * the generic entity API.
 */
export interface WebhookTable {
  id: string;
  url: string;
  /** JSON list of event names (WEBHOOK_EVENTS). */
  events: string;
  active: BooleanColumn;
  /** The signing secret, sealed with the app secret (`enc:v1:...`); EntityRepository.unseal opens it. */
  secret: string;
  description: string | null;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WebhookTableSchema {
  ext_translate_webhook: WebhookTable;
}
