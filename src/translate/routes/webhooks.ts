import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { normalizeId } from '../../host/db/ids.js';
import { MessageError } from '../../host/http/errors.js';
import { IdString, Nullable, StringEnum } from '../../host/http/schema-types.js';
import { refusedWith } from '../../host/http/validation.js';
import { pingWebhook, WEBHOOK_ERRORS, type WebhookDependencies } from '../use-cases/webhook-delivery.js';
import { ACTION_BASE, messageSchema } from './access.js';

const WebhookIdParams = Type.Object({ id: IdString({ description: 'The webhook id; any case, with or without dashes.', ...refusedWith(WEBHOOK_ERRORS.invalidId) }) });
type WebhookIdParams = Static<typeof WebhookIdParams>;

const PingAnswer = Type.Object({
  deliveryId: Type.String({ description: 'The ping\'s delivery, readable as ext_translate_webhook_delivery.' }),
  status: StringEnum(['delivered', 'failed']),
  responseCode: Nullable(Type.Integer(), { description: 'The receiver\'s HTTP status; null when no answer came.' }),
  error: Nullable(Type.String(), { description: 'Why it failed: the answer\'s status, a network error, a timeout or a refused address.' }),
});

/** POST /webhook/{id}/test (docs/api.md, "Webhooks"): a `ping` event to one subscription, answered with what happened. */
export function registerWebhookRoutes(app: FastifyInstance, deps: WebhookDependencies): void {
  app.post<{ Params: WebhookIdParams }>(
    `${ACTION_BASE}/webhook/:id/test`,
    {
      config: { access: { privilege: 'ext_translate_webhook:update' } },
      schema: {
        tags: ['Webhooks'],
        operationId: 'testWebhook',
        summary: 'Send a signed `ping` event to a webhook now (once, no retries) and answer how the receiver took it',
        security: [{ bearerAuth: [] }],
        params: WebhookIdParams,
        response: { 200: PingAnswer, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const id = normalizeId(request.params.id);
      if (id === null) throw new MessageError(400, WEBHOOK_ERRORS.invalidId);
      const result = await pingWebhook(deps, id);
      if (!result) throw new MessageError(404, WEBHOOK_ERRORS.notFound);
      return result;
    },
  );
}
