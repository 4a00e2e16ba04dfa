import type { JobErrorReport } from '../../api/types';
import { formatNumber, t } from '../../i18n';

/**
 * "Translated by DeepL (212) and Google (28, fallback)" from GET /job/{id}/errors `translatedBy`;
 * null when the job wrote nothing.
 */
export function translatedByText(translatedBy: JobErrorReport['translatedBy'], labels: Record<string, string>): string | null {
  if (translatedBy.length === 0) return null;
  const parts = translatedBy.map((entry) => {
    const label = labels[entry.providerId] ?? entry.providerId;
    const count = formatNumber(entry.fields);
    return entry.fallback ? t('jobs.job.translatedBy.fallback', { provider: label, count }) : t('jobs.job.translatedBy.routed', { provider: label, count });
  });
  const last = parts.pop() as string;
  const list = parts.length === 0 ? last : t('jobs.job.translatedBy.and', { list: parts.join(', '), last });
  return t('jobs.job.translatedBy.text', { list });
}
