import { formatTime, t } from '../../i18n';

/**
 * What a job waits for while healing passes wait for its provider (the job's `waiting` field, a JSON
 * object in the entity API; docs/jobs.md, "Healing").
 */
export interface JobWaiting {
  providerId: string;
  reason: string;
  fields: number;
  retryAt: string;
}

/** The job's `waiting` field when it has the documented shape, else null. */
export function readWaiting(value: unknown): JobWaiting | null {
  if (typeof value !== 'object' || value === null) return null;
  const { providerId, reason, fields, retryAt } = value as Record<string, unknown>;
  if (typeof providerId !== 'string' || typeof reason !== 'string' || typeof fields !== 'number' || typeof retryAt !== 'string') return null;
  return { providerId, reason, fields, retryAt };
}

/**
 * "Waiting for DeepL: rate limited; 146 fields will be retried at 12:04", from the job's `waiting`
 * field and the providers' labels; null when the job waits for nothing.
 */
export function waitingText(value: unknown, labels: Record<string, string>): string | null {
  const waiting = readWaiting(value);
  if (!waiting) return null;
  const provider = labels[waiting.providerId] ?? waiting.providerId;
  const reasonKey = `jobs.job.waiting.reasons.${waiting.reason}`;
  const reason = t(reasonKey);
  return t('jobs.job.waiting.text', { provider, reason: reason === reasonKey ? waiting.reason : reason, count: waiting.fields, time: formatTime(waiting.retryAt) });
}
