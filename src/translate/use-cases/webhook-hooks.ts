import { randomSecret } from '../../host/auth/passwords.js';
import { WRITE_CODES } from '../../host/http/errors.js';
import type { EntityRepository, WriteContext } from '../../host/entities/repository.js';
import { WEBHOOK_EVENTS } from '../model/webhook-events.js';
import { allowsPrivateWebhooks, webhookUrlProblem } from './webhook-address.js';

/** The shortest secret a subscription may set (a generated one has 43 characters). */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

export const WEBHOOK_WRITE_ERRORS = {
  noEvents: 'Choose at least one event.',
  unknownEvent: (event: string) => `"${event}" is not a webhook event. Events: ${WEBHOOK_EVENTS.join(', ')}.`,
  secretTooShort: `The secret must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters long.`,
  secretRemoved: 'The secret cannot be removed; set a new one instead.',
} as const;

/**
 * A subscription's rules (docs/api.md, "Webhooks"): a URL the service may call (webhook-address.ts,
 * with `EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE` read at the time of the write), at least one known event
 * (stored once each), and a signing secret of at least 16 characters, generated on create when none is
 * given and then answered that once. The repository seals the secret after this hook.
 */
async function beforeWebhookWrite(context: WriteContext, env: Record<string, string | undefined>): Promise<void> {
  const { values, errors, isCreate, reveal } = context;
  if (typeof values.url === 'string') {
    const problem = webhookUrlProblem(values.url, allowsPrivateWebhooks(env));
    if (problem) errors.add('/url', WRITE_CODES.invalidChoice, problem);
  }
  if (typeof values.events === 'string') {
    const events = JSON.parse(values.events) as string[];
    if (events.length === 0) errors.add('/events', WRITE_CODES.missing, WEBHOOK_WRITE_ERRORS.noEvents);
    events.forEach((event, index) => {
      if (!(WEBHOOK_EVENTS as readonly string[]).includes(event)) errors.add(`/events/${index}`, WRITE_CODES.invalidChoice, WEBHOOK_WRITE_ERRORS.unknownEvent(event));
    });
    values.events = JSON.stringify([...new Set(events)]);
  }
  if (values.secret === null) errors.add('/secret', WRITE_CODES.missing, WEBHOOK_WRITE_ERRORS.secretRemoved);
  else if (typeof values.secret === 'string') {
    if ([...values.secret].length < MIN_WEBHOOK_SECRET_LENGTH) errors.add('/secret', WRITE_CODES.tooShort, WEBHOOK_WRITE_ERRORS.secretTooShort);
  } else if (isCreate) {
    const secret = randomSecret(32);
    values.secret = secret;
    reveal.secret = secret;
  }
}

/** Registers the subscription's rules; `env` is read at each write (default process.env). */
export function webhookHooks(env: Record<string, string | undefined> = process.env): (repository: EntityRepository) => void {
  return (repository) => repository.registerHooks('ext_translate_webhook', { beforeWrite: (context) => beforeWebhookWrite(context, env) });
}
