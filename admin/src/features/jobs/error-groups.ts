import type { JobErrorGroup } from '../../api/types';
import { t } from '../../i18n';

/** "403: DeepL rejected the API key … - 61 records": the code (when the provider gave one), the message, the records. */
export function errorGroupTitle(group: Pick<JobErrorGroup, 'code' | 'message' | 'records'>): string {
  const count = t('jobs.job.errors.recordCount', { count: group.records });
  return group.code > 0 ? `${group.code}: ${group.message} - ${count}` : `${group.message} - ${count}`;
}

/**
 * The group's first records as a merchant knows them: "Products: Oak chair (Deutsch), Pine table
 * (Deutsch) and 59 more"; a record without a name (deleted since) by the start of its id.
 */
export function errorGroupRecords(group: Pick<JobErrorGroup, 'examples' | 'records'>, languageName: (id: string) => string): string {
  const byLabel = new Map<string, string[]>();
  for (const example of group.examples) {
    const name = example.name ?? `#${example.recordId.slice(0, 8)}`;
    const language = example.languageId ? ` (${languageName(example.languageId)})` : '';
    const field = example.field ? ` · ${example.field}` : '';
    byLabel.set(example.entityLabel, [...(byLabel.get(example.entityLabel) ?? []), `${name}${language}${field}`]);
  }
  const named = [...byLabel].map(([label, names]) => `${label}: ${names.join(', ')}`).join('; ');
  const more = group.records - group.examples.length;
  return more > 0 ? `${named} ${t('jobs.job.errors.more', { count: more })}` : named;
}
