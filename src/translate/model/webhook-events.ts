/**
 * Webhook events (docs/api.md, "Webhooks"): what an integrator may subscribe to, and the one way to
 * report an event. {@link recordWebhookEvent} writes a delivery row per active subscription of the
 * event in the caller's transaction: the row is the outbox, so the event exists exactly when the change
 * it reports was committed, and the dispatcher (src/translate/use-cases/webhook-delivery.ts) sends it
 * through the queue, at least once, however a worker dies.
 */
import { fromDbBool, nowIso } from '../../host/db/database.js';
import { newId } from '../../host/db/ids.js';
import { columnCount, inStatementChunks } from '../../host/db/statement-chunks.js';
import { publishModeOf, type JobConfig } from './job-config.js';
import type { JobStatus } from './tables/job-table.js';
import type { TranslateTx } from './tables/translate-schema.js';

/**
 * The events a subscription may name. A job ends with exactly one of the four `job.*` events:
 * `job.failed` when it finished with errors and translated nothing, else `job.completed_with_errors`.
 * `review.pending` follows the job's event when the finished job left drafts (`data.drafts`);
 * `budget.reached` and `provider.unavailable` are reported by the features that own those states,
 * through {@link recordWebhookEvent}.
 */
export const WEBHOOK_EVENTS = [
  'job.completed',
  'job.completed_with_errors',
  'job.failed',
  'job.cancelled',
  'review.pending',
  'budget.reached',
  'provider.unavailable',
  'automation.failed',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of the test ping (`POST {action_base}/webhook/{id}/test`); no subscription names it. */
export const PING_EVENT = 'ping';

/** A delivery's states: `pending` until a 2xx answer (`delivered`) or until it is given up (`failed`). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** A value of an event's `data`: ids, statuses, counters, names; never texts or secrets. */
export type WebhookData = { [key: string]: string | number | boolean | null | string[] | WebhookData };

/** The body of a delivery, signed and sent as is on every attempt. */
export interface WebhookBody {
  /** The delivery's id, also sent as `X-Ext-Translate-Delivery`. */
  id: string;
  event: string;
  occurredAt: string;
  data: WebhookData;
}

/** The body of a delivery as its JSON text (what is stored, signed and sent). */
export function webhookBody(id: string, event: string, occurredAt: string, data: WebhookData): string {
  const body: WebhookBody = { id, event, occurredAt, data };
  return JSON.stringify(body);
}

/**
 * Records `event` for every active subscription that names it, in the caller's transaction, and
 * answers the delivery ids. Call it in the transaction that makes the change the event reports, so
 * that a rollback takes the event back too. `data` carries ids, statuses and counters, never texts
 * or secrets.
 *
 * @example
 * ```ts
 * await db.transaction().execute(async (trx) => {
 *   await markBudgetReached(trx, providerId, period);
 *   await recordWebhookEvent(trx, 'budget.reached', { providerId, period, characters: 5000 });
 * });
 * ```
 */
export async function recordWebhookEvent(trx: TranslateTx, event: WebhookEvent, data: WebhookData): Promise<string[]> {
  const subscriptions = await trx.selectFrom('ext_translate_webhook').select(['id', 'events', 'active']).execute();
  const now = nowIso();
  const rows = subscriptions
    .filter((subscription) => fromDbBool(subscription.active) && (JSON.parse(subscription.events) as string[]).includes(event))
    .map((subscription) => {
      const id = newId();
      return {
        id,
        webhookId: subscription.id,
        event,
        payload: webhookBody(id, event, now, data),
        status: 'pending' as const,
        nextAttemptAt: now,
        createdAt: now,
      };
    });
  for (const part of inStatementChunks(rows, columnCount(rows))) await trx.insertInto('ext_translate_webhook_delivery').values(part).execute();
  return rows.map((row) => row.id);
}

/** What an event tells of a job: its id, status, counters and a summary of its config. */
export function jobEventData(job: {
  id: string;
  status: JobStatus;
  config: string;
  total: number;
  processed: number;
  translated: number;
  skipped: number;
  failed: number;
  characters: number;
  message: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}): WebhookData {
  const config = JSON.parse(job.config) as JobConfig;
  return {
    jobId: job.id,
    status: job.status,
    total: Number(job.total),
    processed: Number(job.processed),
    translated: Number(job.translated),
    skipped: Number(job.skipped),
    failed: Number(job.failed),
    characters: Number(job.characters),
    message: job.message,
    startedAt: job.startedAt === null ? null : new Date(job.startedAt).toISOString(),
    finishedAt: job.finishedAt === null ? null : new Date(job.finishedAt).toISOString(),
    config: {
      entities: config.entities.map((entity) => entity.name),
      sourceLanguageId: config.sourceLanguageId,
      targetLanguageIds: [...config.targetLanguageIds],
      providerId: config.providerId === '' ? null : config.providerId,
      mode: config.options.mode,
      automation: config.automation === true,
    },
  };
}

/** The event a job's final status reports. */
export function finalJobEvent(status: JobStatus, translated: number, failed: number): WebhookEvent | null {
  switch (status) {
    case 'completed':
      return 'job.completed';
    case 'completed_with_errors':
      return translated === 0 && failed > 0 ? 'job.failed' : 'job.completed_with_errors';
    case 'cancelled':
      return 'job.cancelled';
    default:
      return null;
  }
}

/**
 * Records the event of a job that has just reached a final status, in the transaction that moved it
 * (the job store calls this; see src/translate/model/job-store.ts).
 */
export async function recordJobEvent(trx: TranslateTx, jobId: string, event?: WebhookEvent): Promise<void> {
  const job = await trx
    .selectFrom('ext_translate_job')
    .select(['id', 'status', 'config', 'total', 'processed', 'translated', 'skipped', 'failed', 'characters', 'message', 'startedAt', 'finishedAt'])
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) return;
  const chosen = event ?? finalJobEvent(job.status, Number(job.translated), Number(job.failed));
  if (!chosen) return;
  const data = jobEventData(job);
  await recordWebhookEvent(trx, chosen, data);
  // A finished job that held fields back for review (publish `review` or `checked`) also says so. A job
  // that publishes at once keeps no drafts (publish.ts keeps them by the job's mode only), and counting
  // its history rows read every one of them in the job's last transaction: 80,000 rows of a 20,000-product
  // job, 57 ms on SQLite with the write lock held.
  if (chosen !== 'job.cancelled' && chosen !== 'automation.failed' && keepsDrafts(job.config)) {
    const drafts = await trx
      .selectFrom('ext_translate_history')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('jobId', '=', jobId)
      .where('state', '=', 'draft')
      .executeTakeFirstOrThrow();
    if (Number(drafts.count) > 0) await recordWebhookEvent(trx, 'review.pending', { ...data, drafts: Number(drafts.count) });
  }
}

/** Whether a job's publish mode (in its stored config) keeps fields as drafts: `review` or `checked`. */
function keepsDrafts(config: string): boolean {
  const options = (JSON.parse(config) as Partial<JobConfig>).options;
  return publishModeOf(options?.publish, 'immediately') !== 'immediately';
}

/** What `provider.unavailable` tells: the job, the provider, and why and since when it has not answered. */
export interface ProviderUnavailable {
  jobId: string;
  providerId: string;
  /** The last failure's kind, as the job page's waiting note names it: `rate_limited`, `overloaded`, `unavailable`, `unreachable`. */
  reason: string;
  /** When the outage began (ISO time). */
  outageSince: string;
}

/**
 * Records `provider.unavailable` when a job gives up waiting for a provider (its outage lasted longer
 * than the limit), once per job and provider: every batch of the job gives up on its own, and the
 * first to commit reports it. Call it after the job's row was updated in the same transaction (the
 * job store's outcome functions do), so that batches of one job committing at once are serialised by
 * the row lock and the second finds the first's delivery.
 */
export async function recordProviderUnavailable(trx: TranslateTx, event: ProviderUnavailable): Promise<void> {
  const job = await trx.selectFrom('ext_translate_job').select('createdAt').where('id', '=', event.jobId).executeTakeFirst();
  if (!job) return;
  const earlier = await trx
    .selectFrom('ext_translate_webhook_delivery')
    .select('payload')
    .where('event', '=', 'provider.unavailable')
    .where('createdAt', '>=', new Date(job.createdAt).toISOString())
    .where('payload', 'like', `%"jobId":"${event.jobId}"%`)
    .execute();
  const reported = earlier.some((row) => {
    const { data } = JSON.parse(row.payload) as WebhookBody;
    return data.jobId === event.jobId && data.providerId === event.providerId;
  });
  if (reported) return;
  await recordWebhookEvent(trx, 'provider.unavailable', { ...event });
}
