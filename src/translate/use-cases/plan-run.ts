/**
 * What a config asks for, resolved against the installation: the entities that can be translated, and
 * per target language its source language and provider (docs/jobs.md), with
 * the warnings the resolution raised. The estimate, POST /job and the job planner share it.
 */
import type { TranslateDb } from '../model/tables/translate-schema.js';
import type { SettingsReader } from '../../host/settings/system-config.js';
import { contentSource, isSupportedEntity } from '../content/content-sources.js';
import type { ContentQuery } from '../content/content-source.js';
import { JobConfigError, type EntitySelection, type JobConfig, type JobOptions } from '../model/job-config.js';
import { localeWarnings } from '../providers/provider-capabilities.js';
import type { ProviderRegistry } from '../providers/registry.js';
import { planTarget, readLanguages, readRoutingSettings, resolveProviderId } from './resolve.js';
import { warning, type Warning } from '../model/warnings.js';

export interface RunDependencies {
  db: TranslateDb;
  settings: SettingsReader;
  providers: ProviderRegistry;
}

/** A target language the run translates into. */
export interface ResolvedTarget {
  targetLanguageId: string;
  targetLocale: string;
  sourceLanguageId: string;
  sourceLocale: string;
  providerId: string;
}

export interface RunPlan {
  /** The entities of the config that can be translated, in config order. */
  entities: EntitySelection[];
  targets: ResolvedTarget[];
  warnings: Warning[];
  /**
   * Entity-target pairs whose content cannot be read or written (see {@link pairKey}); planRun has
   * warned about each. Kept so that the estimate and the planner need not ask the database again.
   */
  unavailable: ReadonlySet<string>;
}

/**
 * Entity-target pairs a plan or an estimate reads at once: on PostgreSQL each over a connection of its
 * own (SQLite answers in turn); each holds up to a page or two of records in memory, hence the bound.
 */
export const PAIRS_AT_ONCE = 4;

/** `work` for each item, at most `limit` at a time, answering the results in the items' order. */
export async function mapAtMost<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** The key of an entity in a target language in {@link RunPlan.unavailable}. */
export function pairKey(entity: string, target: Pick<ResolvedTarget, 'targetLanguageId'>): string {
  return `${entity}\u0000${target.targetLanguageId}`;
}

export async function planRun(deps: RunDependencies, config: JobConfig, options: { automation?: boolean } = {}): Promise<RunPlan> {
  const warnings: Warning[] = [];
  const once = new Set<string>();
  const warnOnce = (item: Warning) => {
    const key = `${item.code}:${JSON.stringify(item.params)}`;
    if (once.has(key)) return;
    once.add(key);
    warnings.push(item);
  };

  const entities: EntitySelection[] = [];
  const seenEntities = new Set<string>();
  for (const entity of config.entities) {
    if (!isSupportedEntity(entity.name)) {
      warnOnce(warning('entity_unsupported', { entity: entity.name }));
      continue;
    }
    // The same entity named twice is one run over the union of what both name.
    if (seenEntities.has(entity.name)) continue;
    seenEntities.add(entity.name);
    entities.push(mergeSelections(config.entities.filter((candidate) => candidate.name === entity.name)));
  }

  const [languages, routing] = await Promise.all([readLanguages(deps.db), readRoutingSettings(deps.settings)]);
  if (config.sourceLanguageId !== null && !languages.has(config.sourceLanguageId)) {
    throw new JobConfigError(`The source language "${config.sourceLanguageId}" does not exist.`);
  }
  const targets: ResolvedTarget[] = [];
  for (const targetLanguageId of config.targetLanguageIds) {
    const providerId = resolveProviderId(targetLanguageId, config.providerId, routing, options);
    const plan = planTarget(targetLanguageId, config.sourceLanguageId, providerId, languages, routing);
    if ('skipped' in plan) {
      const locale = languages.get(targetLanguageId)?.localeCode ?? null;
      warnOnce(
        plan.skipped === 'target_language_missing'
          ? warning('target_language_missing', { languageId: targetLanguageId })
          : warning('source_equals_target', { languageId: targetLanguageId, locale }),
      );
      continue;
    }
    const provider = deps.providers.get(providerId);
    if (!provider) {
      warnOnce(warning('unknown_provider', { providerId }));
    } else {
      if (!(await provider.isConfigured())) warnOnce(warning('provider_not_configured', { providerId, label: provider.getLabel() }));
      for (const advice of localeWarnings(provider, { providerId, languageId: targetLanguageId, sourceLocale: plan.sourceLocale, targetLocale: plan.targetLocale })) {
        warnOnce(advice);
      }
    }
    targets.push(plan);
  }
  // Some content cannot be read or written for a target (snippets need a snippet set of each locale);
  // it is skipped, and the job (which keeps these warnings in its message) says why it wrote nothing.
  const unavailable = new Set<string>();
  for (const entity of entities) {
    const source = contentSource(entity.name);
    if (!source) continue;
    for (const target of targets) {
      const problems = await source.unavailable(deps.db, target);
      if (problems.length > 0) unavailable.add(pairKey(entity.name, target));
      for (const problem of problems) warnOnce(problem);
    }
  }
  return { entities, targets, warnings, unavailable };
}

/**
 * The records of one entity a run selects in one target: the entity's scope and ids; with scope
 * `missing`, records with outdated fields too unless the options turn refreshOutdated off. The planner
 * and the estimate both select through this.
 */
export function contentQuery(target: ResolvedTarget, entity: EntitySelection, options: Pick<JobOptions, 'refreshOutdated'>): ContentQuery {
  return { ...target, scope: entity.scope, ids: entity.ids, ...(entity.scope === 'missing' && options.refreshOutdated ? { outdated: 'include' as const } : {}) };
}

/** Several selections of one entity: `all` wins over `missing`, which wins over `selection` (ids united). */
function mergeSelections(selections: EntitySelection[]): EntitySelection {
  const first = selections[0] as EntitySelection;
  if (selections.length === 1) return first;
  if (selections.some((selection) => selection.scope === 'all')) return { ...first, scope: 'all', ids: null };
  if (selections.some((selection) => selection.scope === 'missing')) return { ...first, scope: 'missing', ids: null };
  const ids = [...new Set(selections.flatMap((selection) => selection.ids ?? []))];
  return { ...first, scope: 'selection', ids: ids.length > 0 ? ids : null };
}
