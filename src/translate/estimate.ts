/**
 * POST /estimate (docs/jobs.md, "Estimate"): the records a run would process, the characters it would
 * send after the mode, manual-edit, skip-unchanged, fields and custom-field rules, and the providers'
 * advisory cost. It reads what the run reads, page by page in the run's batch size, and dedupes
 * identical texts per page as the run does per message.
 */
import type { TranslateDb } from './db/translate-schema.js';
import type { SystemConfigService } from '../host/settings/system-config.js';
import type { ContentSource, SelectedRecord } from './content/content-source.js';
import { contentSource } from './content/content-sources.js';
import { characterCount, recordWork, translatableCustomFields } from './engine/work.js';
import { lastWrites } from './history-rows.js';
import type { TextFormat } from './engine/placeholders.js';
import type { JobConfig } from './job-config.js';
import { Cost } from './providers/contract.js';
import { estimateDetailsOf } from './providers/provider-capabilities.js';
import { planRun, type ResolvedTarget, type RunDependencies } from './plan-run.js';
import { CONFIG_DOMAIN } from './settings.js';
import { warning, type Warning } from './warnings.js';

/** Records read per entity and target before the rest is extrapolated (and `exact` becomes false). */
export const ESTIMATE_SCAN_LIMIT = 50_000;

export const DEFAULT_BATCH_SIZE = 25;

export interface EstimateResult {
  items: number;
  characters: number;
  exact: boolean;
  cost: { amount: number; currency: string };
  credits: number | null;
  serviceTier: string | null;
  multiplier: number | null;
  quota: Record<string, unknown> | null;
  warnings: Warning[];
}

/** The `batchSize` setting: records per queue message (default 25). */
export async function readBatchSize(settings: SystemConfigService): Promise<number> {
  const value = await settings.get(`${CONFIG_DOMAIN}.batchSize`);
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 500 ? value : DEFAULT_BATCH_SIZE;
}

function round4(value: number): number {
  return Math.round((value + Number.EPSILON) * 10_000) / 10_000;
}

/** Characters of one page: distinct texts per format, as one message sends them. */
function pageCharacters(texts: { text: string; format: TextFormat }[]): number {
  const seen = new Set<string>();
  let characters = 0;
  for (const { text, format } of texts) {
    const key = `${format}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    characters += characterCount(text);
  }
  return characters;
}

interface EntityTargetCount {
  items: number;
  characters: number;
  exact: boolean;
}

async function countEntityTarget(
  db: TranslateDb,
  config: JobConfig,
  source: ContentSource,
  entity: { name: string; scope: JobConfig['entities'][number]['scope']; ids: string[] | null },
  target: ResolvedTarget,
  batchSize: number,
  customFields: ReadonlyMap<string, TextFormat>,
): Promise<EntityTargetCount> {
  const fields = source.fields(config.options);
  const query = { ...target, scope: entity.scope, ids: entity.ids };
  const items = await source.count(db, query);

  let scanned = 0;
  let characters = 0;
  let after: string | null = null;
  for (;;) {
    const limit = Math.min(batchSize, ESTIMATE_SCAN_LIMIT - scanned);
    if (limit <= 0) break;
    const page: SelectedRecord[] = await source.select(db, query, { after, limit });
    if (page.length === 0) break;
    const last = await lastWrites(db, entity.name, target.targetLanguageId, page.map((record) => record.id));
    const texts = page.flatMap((record) => recordWork(source, record, fields, config.options, last, customFields).tasks.flatMap((task) => task.units));
    characters += pageCharacters(texts);
    scanned += page.length;
    after = page[page.length - 1]?.id ?? null;
    if (page.length < limit) break;
  }
  const total = items ?? scanned;
  if (total > scanned && scanned > 0) {
    // Beyond the scan limit the rest is assumed to look like what was read.
    return { items: total, characters: Math.round((characters / scanned) * total), exact: false };
  }
  return { items: total, characters, exact: true };
}

export async function estimateRun(deps: RunDependencies, config: JobConfig): Promise<EstimateResult> {
  const plan = await planRun(deps, config);
  const warnings = [...plan.warnings];
  const [batchSize, customFields] = await Promise.all([readBatchSize(deps.settings), translatableCustomFields(deps.db)]);
  let items = 0;
  let exact = true;
  const charactersByProvider = new Map<string, number>();

  for (const target of plan.targets) {
    for (const entity of plan.entities) {
      const source = contentSource(entity.name);
      if (!source) continue;
      // Content that cannot be read or written for this target is skipped (planRun has warned).
      if ((await source.unavailable(deps.db, target)).length > 0) continue;
      const counted = await countEntityTarget(deps.db, config, source, entity, target, batchSize, customFields);
      items += counted.items;
      exact &&= counted.exact;
      charactersByProvider.set(target.providerId, (charactersByProvider.get(target.providerId) ?? 0) + counted.characters);
    }
  }

  // A provider whose estimate throws contributes 0.0 USD; it never decides the run's currency.
  let cost: Cost | null = null;
  for (const [providerId, characters] of charactersByProvider) {
    const provider = deps.providers.get(providerId);
    if (!provider) continue;
    let part: Cost;
    try {
      part = provider.estimate(characters);
      if (!Number.isFinite(part.amount)) throw new Error('not a finite amount');
    } catch (error) {
      warnings.push(warning('estimate_failed', { providerId, reason: error instanceof Error ? error.message : 'unknown error' }));
      continue;
    }
    // A free provider (0.0 in any currency) does not fix the currency either.
    if (cost === null || (cost.amount === 0 && part.amount !== 0)) cost = new Cost(part.amount, part.currency);
    else if (part.currency === cost.currency) cost = cost.add(part);
    else if (part.amount !== 0) {
      warnings.push(warning('estimate_failed', { providerId, reason: `its cost is in ${part.currency}, the run's in ${cost.currency}` }));
    }
  }
  const characters = [...charactersByProvider.values()].reduce((sum, value) => sum + value, 0);
  const details = await estimateDetailsOf(deps.providers, plan.targets.map((target) => target.providerId), charactersByProvider, config.options.serviceTier, warnings);
  return {
    items,
    characters,
    exact,
    cost: { amount: round4(cost?.amount ?? 0), currency: cost?.currency ?? 'USD' },
    ...details,
    warnings,
  };
}
