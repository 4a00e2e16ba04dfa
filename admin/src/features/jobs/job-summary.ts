import type { Job } from '../../api/types';

/**
 * A job as a merchant recognises it: what it translated into which languages
 * ("Categories, Products → Deutsch, Français"), from its config and the names of entities and languages.
 */
export function jobSummary(job: Pick<Job, 'config' | 'targetLanguageIds'>, entityLabels: Map<string, string>, languageNames: Map<string, string>): string {
  const entities = Array.isArray(job.config.entities) ? (job.config.entities as unknown[]) : [];
  const names = entities
    .map((entity) => (typeof entity === 'string' ? entity : typeof entity === 'object' && entity !== null ? (entity as { name?: unknown }).name : null))
    .filter((name): name is string => typeof name === 'string')
    .map((name) => entityLabels.get(name) ?? name);
  const targets = job.targetLanguageIds.map((id) => languageNames.get(id) ?? id.slice(0, 8));
  return `${names.join(', ') || '–'} → ${targets.join(', ') || '–'}`;
}
