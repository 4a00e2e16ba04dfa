/**
 * Webhook delivery (docs/api.md, "Webhooks"; docs/architecture.md, "Queue messages").
 *
 * A delivery row is written by `recordWebhookEvent` (model/webhook-events.ts) in the transaction of the
 * change it reports: it is the outbox. The dispatcher (a schedule, every {@link WEBHOOK_DISPATCH_EVERY_MS})
 * sends one `ext_translate.deliver_webhook` message {deliveryId, attempt} per pending delivery that is due;
 * the message's id names the attempt, so a message already waiting is not sent twice, and a worker that
 * dies before, during or after an attempt leaves the row pending for the next run of the dispatcher on
 * any process. After a failed attempt the handler stores when the next one is due (exponential backoff
 * from `EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS`) and queues it with that delay; a delivery still failing 24
 * hours after its event is given up (`failed`). Delivery is therefore at least once: a receiver
 * recognises a repeated delivery by its id.
 */
import { parsePositiveInteger } from '../../host/config/config.js';
import { nowIso } from '../../host/db/database.js';
import { newId } from '../../host/db/ids.js';
import { RetryLaterError, type Queue, type QueueMessage } from '../../host/queue/queue.js';
import type { TranslateDb } from '../model/tables/translate-schema.js';
import { PING_EVENT, webhookBody } from '../model/webhook-events.js';
import { postWebhook, WEBHOOK_HEADERS, webhookSignature, type AttemptOutcome, type WebhookNetwork } from './webhook-sender.js';

export const DELIVER_WEBHOOK_MESSAGE = 'ext_translate.deliver_webhook';

/** How often pending deliveries are looked for. */
export const WEBHOOK_DISPATCH_EVERY_MS = 2_000;

/** How often deliveries older than {@link WEBHOOK_DELIVERY_RETENTION_DAYS} are deleted. */
export const WEBHOOK_PRUNE_EVERY_MS = 6 * 3_600_000;

export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

/** The first retry's delay; each further one doubles it. */
export const DEFAULT_WEBHOOK_RETRY_BASE_MS = 10_000;

/** A delivery is attempted for this long after its event, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;

/** Deliveries the dispatcher queues per run (the rest follow on the next run). */
const DISPATCH_BATCH = 500;

export const WEBHOOK_ERRORS = {
  notFound: 'Webhook not found.',
  invalidId: 'Invalid webhook id.',
  gaveUp: (hours: number) => `Given up after ${hours} hours of failed attempts.`,
  secretUnreadable: 'The secret cannot be decrypted with the current app secret; set a new one.',
} as const;

export interface WebhookDependencies {
  db: TranslateDb;
  queue: Queue;
  network: WebhookNetwork;
  /** Opens the sealed secret of a subscription (EntityRepository.unseal). */
  unseal(stored: string): string;
  retryBaseMs: number;
  logger: { warn(details: Record<string, unknown>, message: string): void };
}

/** `EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS`, else {@link DEFAULT_WEBHOOK_RETRY_BASE_MS}; throws when it is no positive integer. */
export function webhookRetryBaseMs(env: Record<string, string | undefined>): number {
  return parsePositiveInteger('EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS', env.EXT_TRANSLATE_WEBHOOK_RETRY_BASE_MS, DEFAULT_WEBHOOK_RETRY_BASE_MS);
}

/** The delay before attempt `attempt + 1` after `attempt` failed attempts: base, 2 x base, 4 x base, ... */
export function retryDelayMs(baseMs: number, failedAttempts: number): number {
  return baseMs * 2 ** Math.min(failedAttempts - 1, 30);
}

export function deliveryMessage(deliveryId: string, attempt: number, delayMs = 0): QueueMessage {
  return {
    name: DELIVER_WEBHOOK_MESSAGE,
    payload: { deliveryId, attempt },
    id: `${DELIVER_WEBHOOK_MESSAGE}:${deliveryId}:${attempt}`,
    ...(delayMs > 0 ? { delayMs } : {}),
  };
}

/** The dispatcher: queues the next attempt of every pending delivery that is due; answers how many. */
export async function dispatchDueDeliveries(deps: Pick<WebhookDependencies, 'db' | 'queue'>, now = new Date()): Promise<number> {
  const due = await deps.db
    .selectFrom('ext_translate_webhook_delivery')
    .select(['id', 'attempts'])
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now.toISOString())
    .orderBy('nextAttemptAt')
    .limit(DISPATCH_BATCH)
    .execute();
  for (const row of due) await deps.queue.add(deliveryMessage(row.id, Number(row.attempts) + 1));
  return due.length;
}

/** Signs and sends a stored body to a subscription once. */
async function attempt(deps: WebhookDependencies, webhook: { url: string; secret: string }, delivery: { id: string; event: string; payload: string }): Promise<AttemptOutcome> {
  let secret: string;
  try {
    secret = deps.unseal(webhook.secret);
  } catch {
    return { kind: 'refused', error: WEBHOOK_ERRORS.secretUnreadable };
  }
  return postWebhook(
    webhook.url,
    delivery.payload,
    {
      [WEBHOOK_HEADERS.event]: delivery.event,
      [WEBHOOK_HEADERS.delivery]: delivery.id,
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, delivery.payload),
    },
    deps.network,
  );
}

/**
 * The handler of `ext_translate.deliver_webhook`: makes attempt `attempt` of a delivery, unless the
 * delivery is no longer pending or that attempt was made already (a repeated message does nothing).
 */
export async function deliverWebhook(deps: WebhookDependencies, deliveryId: string, attemptNumber: number): Promise<AttemptOutcome | null> {
  const delivery = await deps.db
    .selectFrom('ext_translate_webhook_delivery as delivery')
    .innerJoin('ext_translate_webhook as webhook', 'webhook.id', 'delivery.webhookId')
    .select(['delivery.id', 'delivery.webhookId', 'delivery.event', 'delivery.payload', 'delivery.status', 'delivery.attempts', 'delivery.createdAt', 'webhook.url', 'webhook.secret'])
    .where('delivery.id', '=', deliveryId)
    .executeTakeFirst();
  if (!delivery || delivery.status !== 'pending' || Number(delivery.attempts) !== attemptNumber - 1) return null;
  // A subscription's events go out in the order they happened (review.pending after the job's own
  // event): a first attempt waits while an earlier event of the same subscription has not had its first.
  // Retries do not wait, and nothing waits for a failing receiver's retries.
  if (attemptNumber === 1 && (await earlierFirstAttemptPending(deps.db, delivery))) throw new RetryLaterError(EARLIER_EVENT_WAIT_MS);

  const outcome = await attempt(deps, delivery, delivery);
  const now = new Date();
  // A failed attempt is retried while its next attempt falls within the window; a refusal never is.
  const next = new Date(now.getTime() + retryDelayMs(deps.retryBaseMs, attemptNumber));
  const retry = outcome.kind === 'failed' && next.getTime() - new Date(delivery.createdAt).getTime() <= WEBHOOK_RETRY_WINDOW_MS;
  const status = outcome.kind === 'delivered' ? 'delivered' : retry ? 'pending' : 'failed';
  const nextAttemptAt = retry ? next.toISOString() : null;
  let lastError: string | null = null;
  if (outcome.kind !== 'delivered') lastError = outcome.kind === 'failed' && !retry ? `${outcome.error} ${WEBHOOK_ERRORS.gaveUp(WEBHOOK_RETRY_WINDOW_MS / 3_600_000)}` : outcome.error;
  const stored = await deps.db
    .updateTable('ext_translate_webhook_delivery')
    .set({
      status,
      attempts: attemptNumber,
      lastResponseCode: outcome.kind === 'refused' ? null : outcome.status,
      lastError,
      nextAttemptAt,
      deliveredAt: outcome.kind === 'delivered' ? now.toISOString() : null,
      updatedAt: now.toISOString(),
    })
    .where('id', '=', deliveryId)
    .where('status', '=', 'pending')
    .where('attempts', '=', attemptNumber - 1)
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) === 0) return outcome;
  if (outcome.kind !== 'delivered') deps.logger.warn({ deliveryId, event: delivery.event, attempt: attemptNumber, status, reason: outcome.error }, 'webhook delivery attempt failed');
  if (retry) {
    // Queued with its delay now; should this message be lost, the dispatcher sends it once it is due.
    try {
      await deps.queue.add(deliveryMessage(deliveryId, attemptNumber + 1, next.getTime() - Date.now()));
    } catch (error) {
      deps.logger.warn({ deliveryId, err: error instanceof Error ? error.message : String(error) }, 'webhook retry not queued; the dispatcher will send it');
    }
  }
  return outcome;
}

/** How long a delivery waits before it looks again for the first attempt of an earlier event. */
const EARLIER_EVENT_WAIT_MS = 200;

/** Whether a delivery of the same subscription, recorded before this one, still waits for its first attempt. */
async function earlierFirstAttemptPending(db: TranslateDb, delivery: { id: string; webhookId: string; createdAt: string }): Promise<boolean> {
  const earlier = await db
    .selectFrom('ext_translate_webhook_delivery')
    .select('id')
    .where('webhookId', '=', delivery.webhookId)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where((eb) => eb.or([eb('createdAt', '<', delivery.createdAt), eb.and([eb('createdAt', '=', delivery.createdAt), eb('id', '<', delivery.id)])]))
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}

/** Deletes deliveries older than the retention; answers how many. */
export async function pruneDeliveries(db: TranslateDb, now = new Date(), retentionDays = WEBHOOK_DELIVERY_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const removed = await db.deleteFrom('ext_translate_webhook_delivery').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/** What the test ping answers. */
export interface PingResult {
  deliveryId: string;
  status: 'delivered' | 'failed';
  responseCode: number | null;
  error: string | null;
}

/**
 * `POST {action_base}/webhook/{id}/test`: sends a `ping` event to a subscription now, active or not,
 * once (no retries), and records it as a delivery. Null when there is no such subscription.
 */
export async function pingWebhook(deps: WebhookDependencies, webhookId: string): Promise<PingResult | null> {
  const webhook = await deps.db.selectFrom('ext_translate_webhook').select(['id', 'url', 'secret']).where('id', '=', webhookId).executeTakeFirst();
  if (!webhook) return null;
  const id = newId();
  const now = nowIso();
  const payload = webhookBody(id, PING_EVENT, now, { webhookId });
  const outcome = await attempt(deps, webhook, { id, event: PING_EVENT, payload });
  const delivered = outcome.kind === 'delivered';
  const responseCode = outcome.kind === 'refused' ? null : outcome.status;
  const error = delivered ? null : outcome.error;
  await deps.db
    .insertInto('ext_translate_webhook_delivery')
    .values({
      id,
      webhookId,
      event: PING_EVENT,
      payload,
      status: delivered ? 'delivered' : 'failed',
      attempts: 1,
      lastResponseCode: responseCode,
      lastError: error,
      nextAttemptAt: null,
      deliveredAt: delivered ? nowIso() : null,
      createdAt: now,
    })
    .execute();
  return { deliveryId: id, status: delivered ? 'delivered' : 'failed', responseCode, error };
}
