import { ACTION_BASE, api, type ApiClient } from '../../api/client';
import type { ListAnswer, Webhook, WebhookDelivery, WebhookEvent, WebhookPing } from '../../api/types';

/** The subscription as the form sends it; `secret` only when one is typed (write-only, docs/api.md "Webhooks"). */
export interface WebhookInput {
  url: string;
  events: WebhookEvent[];
  active: boolean;
  description: string | null;
  secret?: string;
}

/** How many deliveries each subscription shows. */
export const LAST_DELIVERIES = 5;

export async function listWebhooks(client: ApiClient = api): Promise<Webhook[]> {
  return (await client.post<ListAnswer<Webhook>>('/search/ext-translate-webhook', { limit: 100, sort: [{ field: 'createdAt', order: 'ASC' }] })).data;
}

/** The last deliveries of each subscription, newest first, in one request per subscription. */
export async function lastDeliveries(webhookIds: readonly string[], client: ApiClient = api): Promise<Record<string, WebhookDelivery[]>> {
  const lists = await Promise.all(
    webhookIds.map((id) =>
      client.post<ListAnswer<WebhookDelivery>>('/search/ext-translate-webhook-delivery', {
        filter: [{ type: 'equals', field: 'webhookId', value: id }],
        sort: [{ field: 'createdAt', order: 'DESC' }],
        limit: LAST_DELIVERIES,
        'total-count-mode': 'none',
      }),
    ),
  );
  return Object.fromEntries(webhookIds.map((id, index) => [id, lists[index]?.data ?? []]));
}

/** Creates a subscription; a secret the server generated (none typed) comes back this once. */
export async function createWebhook(input: WebhookInput, client: ApiClient = api): Promise<{ id: string; generatedSecret: string | null }> {
  const answer = await client.post<{ data: Webhook & { secret?: string } }>('/ext-translate-webhook', input, { query: { _response: 'detail' } });
  return { id: answer.data.id, generatedSecret: answer.data.secret ?? null };
}

export async function updateWebhook(id: string, input: Partial<WebhookInput>, client: ApiClient = api): Promise<void> {
  await client.patch<void>(`/ext-translate-webhook/${id}`, input);
}

export function deleteWebhook(id: string, client: ApiClient = api): Promise<void> {
  return client.delete(`/ext-translate-webhook/${id}`);
}

export function pingWebhook(id: string, client: ApiClient = api): Promise<WebhookPing> {
  return client.post<WebhookPing>(`${ACTION_BASE}/webhook/${id}/test`);
}
