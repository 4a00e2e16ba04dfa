/**
 * Records named as a merchant knows them: the first translatable field of the record in the job's
 * source language (a product's name, a page's title), or the translation key for snippets. The job
 * errors report and the review queue name their records this way.
 *
 * @packageDocumentation
 */
import { contentSource } from '../content/content-sources.js';
import type { JobConfig } from '../model/job-config.js';
import { planRun, type RunDependencies } from './plan-run.js';

/** A record of a job in one target language. */
export interface NamedRecord {
  entity: string;
  languageId: string | null;
  recordId: string;
}

/** The key {@link recordNames} answers a record's name under. */
export const recordKey = (entity: string, languageId: string | null, recordId: string): string => `${entity}\u0000${languageId ?? ''}\u0000${recordId}`;

/**
 * The names of these records of a job, read through the content sources, by {@link recordKey}; a
 * record not found (deleted) or without a name is left out.
 */
export async function recordNames(deps: RunDependencies, config: JobConfig, records: readonly NamedRecord[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const groups = new Map<string, { entity: string; languageId: string; ids: Set<string> }>();
  for (const record of records) {
    if (record.languageId === null) continue;
    const key = `${record.entity}\u0000${record.languageId}`;
    const group = groups.get(key) ?? { entity: record.entity, languageId: record.languageId, ids: new Set<string>() };
    group.ids.add(record.recordId);
    groups.set(key, group);
  }
  if (groups.size === 0) return names;
  const plan = await planRun(deps, config);
  for (const group of groups.values()) {
    const source = contentSource(group.entity);
    const target = plan.targets.find((candidate) => candidate.targetLanguageId === group.languageId);
    if (!source || !target) continue;
    const field = source.fields(config.options)[0]?.name;
    const found = await source.read(deps.db, target, [...group.ids]);
    for (const record of found) {
      const value = field ? record.source[field] : undefined;
      const name = source.recordKey === 'id' ? value : record.id;
      if (typeof name === 'string' && name.trim() !== '') names.set(recordKey(group.entity, group.languageId, record.id), name.trim());
    }
  }
  return names;
}
