import type { ColumnType, Generated } from 'kysely';
import type { WEBHOOK_DELIVERY_STATUSES } from '../webhook-events.js';

export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * `ext_translate_webhook_delivery`: one event for one subscription, written in the transaction of the
 * change it reports (the outbox row), then attempted through the queue until delivered or given up
 * (src/translate/use-cases/webhook-delivery.ts). Kept 30 days.
 */
export interface WebhookDeliveryTable {
  id: string;
  webhookId: string;
  event: string;
  /** The exact JSON body sent on every attempt, so that its id and signature stay the same. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  lastResponseCode: number | null;
  /** Why the last attempt failed (network error, timeout, refused address); no secret, no body. */
  lastError: string | null;
  /** When the next attempt is due (pending deliveries). */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WebhookDeliveryTableSchema {
  ext_translate_webhook_delivery: WebhookDeliveryTable;
}
