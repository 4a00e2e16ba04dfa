/**
 * POST /estimate (docs/jobs.md, "Estimate"): the records a run would process, the characters it would
 * send after the mode, manual-edit, skip-unchanged, fields and custom-field rules, and the providers'
 * advisory cost. It reads what the run reads, page by page in the run's batch size, and dedupes
 * identical texts per page as the run does per message.
 */
import type { SystemConfigService } from '../../host/settings/system-config.js';
import { roundTo } from '../../host/rounding.js';
import type { TranslateDb } from '../model/tables/translate-schema.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import type { ContentSource, SelectedRecord, WrittenPage } from '../content/content-source.js';
import { contentSource } from '../content/content-sources.js';
import { loadGlossary, termsForTarget } from '../engine/glossary.js';
import { FirstOccurrences, memoryContextFor, memoryEnabled, memoryHoldsTranslations, memoryKey, rememberedKeys, type MemoryContext } from '../engine/translation-memory.js';
import { configuredBatchSize, recordsPerMessage } from '../engine/packing.js';
import { budgetWarning, monthlyBudgets, monthUsage } from '../engine/budgets.js';
import { usagePeriod } from '../engine/usage-accounting.js';
import { characterCount } from '../engine/text-length.js';
import { recordWork, translatableCustomFields, type RecordWork } from '../engine/work.js';
import type { TranslationUnit } from '../engine/fields.js';
import type { TextFormat } from '../engine/placeholders.js';
import type { EntitySelection, JobConfig } from '../model/job-config.js';
import { Cost } from '../providers/contract.js';
import { estimateDetailsOf } from '../providers/provider-capabilities.js';
import { contentQuery, mapAtMost, PAIRS_AT_ONCE, pairKey, planRun, type ResolvedTarget, type RunDependencies } from './plan-run.js';
import { warning, type Warning } from '../model/warnings.js';

/**
 * Records read per entity and target before the rest is extrapolated (and `exact` becomes false).
 * Reading costs about 30 µs of CPU per record (units, the write rules, the per-message dedupe), so
 * this keeps an estimate of any catalogue within about a third of a second.
 */
export const ESTIMATE_SCAN_LIMIT = 10_000;

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
  /** Texts (and their characters) the translation memory holds: not sent, not in `characters`. */
  fromMemory: { texts: number; characters: number };
}

/** Characters of one message: distinct texts per format, as one message sends them. */
function messageCharacters(texts: { text: string; format: TextFormat }[]): number {
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

/**
 * Records read per statement: whole messages of `batchSize` records, so that a read never splits one.
 * Each read is one round trip (the records with their last writes); reading a message at a time made a
 * PostgreSQL estimate of a few hundred records wait on a hundred sequential round trips.
 */
const READ_RECORDS = 2_000;

function readSize(batchSize: number): number {
  return Math.max(1, Math.floor(READ_RECORDS / batchSize)) * batchSize;
}

/** What an entity-target pair counted in the records it read (the memory's part complete once its lookups ran). */
interface Tally {
  characters: number;
  memoryTexts: number;
  memoryCharacters: number;
}

/** An entity-target pair's count: its tally over the records read, and how many records it selects. */
interface EntityTargetCount {
  tally: Tally;
  scanned: number;
  total: number;
}

/**
 * With the translation memory on, a run sends each text once per job and none the memory holds: the
 * memory context of each target, and the lookups of the whole estimate.
 */
interface MemoryCount {
  context: MemoryContext;
  lookups: MemoryLookups;
}

/** A text a run with the memory would send, waiting for the memory's answer, and the tally it counts into. */
interface PendingText {
  key: string;
  text: string;
  tally: Tally;
}

/**
 * Texts per memory lookup: the demo shop's estimate (about 1,400 texts) asks once; a scan of 10,000
 * products (40,000 texts) asks five times, each while it reads on.
 */
const LOOKUP_TEXTS = 8_192;

/**
 * The memory lookups of one estimate, gathered across pages and entity-target pairs (a statement per page
 * was one per entity of the demo shop). Lookups run one after another in the order their texts were
 * added, while the scan goes on: a text counted before (earlier in the job) costs nothing more, so only
 * its first occurrence counts its characters.
 *
 * When the memory holds no translation at all (asked once per estimate, before the scan), nothing is
 * looked up and no short text hashed (FirstOccurrences): each text is counted as it is added, in the same
 * order, which gives the same tallies.
 */
class MemoryLookups {
  private pending: PendingText[] = [];
  /** The texts counted so far, over every target (a key includes its target's context). */
  private readonly counted = new FirstOccurrences();
  /** The last lookup started; each starts when the one before has counted its texts. */
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: TranslateDb,
    private readonly holdsTranslations: boolean,
  ) {}

  add(context: MemoryContext, text: string, format: TextFormat, tally: Tally): void {
    if (this.holdsTranslations) this.pending.push({ key: memoryKey(context, text, format), text, tally });
    else if (this.counted.firstText(context, text, format)) tally.characters += characterCount(text);
  }

  /**
   * Starts a lookup of the pending texts once a lookup's worth has gathered, and waits for the lookup
   * before it: at most two lookups' texts are held while the scan reads on.
   */
  lookUpWhenFull(): Promise<void> {
    if (this.pending.length < LOOKUP_TEXTS) return Promise.resolve();
    const before = this.inFlight;
    this.start();
    return before;
  }

  /** Looks up what is still pending and waits until every text is counted. */
  async finish(): Promise<void> {
    this.start();
    await this.inFlight;
  }

  private start(): void {
    const texts = this.pending;
    this.pending = [];
    this.inFlight = this.inFlight.then(() => this.lookUp(texts));
    // A failed lookup fails finish() (or the lookUpWhenFull() after it); this only keeps it from being
    // reported as unhandled when the estimate has already failed elsewhere and never waits for it.
    this.inFlight.catch(() => undefined);
  }

  /** Counts texts into their tallies: what the memory holds, and the first occurrence of each other key. */
  private async lookUp(texts: readonly PendingText[]): Promise<void> {
    if (texts.length === 0) return;
    const remembered = await rememberedKeys(this.db, texts.map((text) => text.key));
    for (const { key, text, tally } of texts) {
      if (remembered.has(key)) {
        tally.memoryTexts += 1;
        tally.memoryCharacters += characterCount(text);
      } else if (this.counted.firstKey(key)) tally.characters += characterCount(text);
    }
  }
}

/** The units a run would send for these records, in order (one array, no intermediate ones per record). */
function pageUnits(records: readonly SelectedRecord[], work: (record: SelectedRecord) => RecordWork): TranslationUnit[] {
  const units: TranslationUnit[] = [];
  for (const record of records) for (const task of work(record).tasks) for (const unit of task.units) units.push(unit);
  return units;
}

async function countEntityTarget(
  db: TranslateDb,
  config: JobConfig,
  source: ContentSource,
  entity: EntitySelection,
  target: ResolvedTarget,
  batchSize: number,
  customFields: ReadonlyMap<string, TextFormat>,
  memory: MemoryCount | null,
): Promise<EntityTargetCount> {
  const fields = source.fields(config.options);
  const query = contentQuery(target, entity, config.options);

  const tally: Tally = { characters: 0, memoryTexts: 0, memoryCharacters: 0 };
  let scanned = 0;
  let total: Promise<number | null> | null = null;
  // Starts at a message boundary (scanned is a multiple of batchSize until the last read).
  const read = (after: string | null): Promise<WrittenPage> | null => {
    const limit = Math.min(readSize(batchSize), ESTIMATE_SCAN_LIMIT - scanned);
    if (limit <= 0) return null;
    // The page's last writes come with it, in the same statement.
    const reading = source.selectWithLastWrites(db, query, { after, limit });
    // Awaited below; this only keeps a failure from being reported as unhandled should the work on the
    // page before fail first.
    reading.catch(() => undefined);
    return reading;
  };
  let next = read(null);
  while (next !== null) {
    const limit = Math.min(readSize(batchSize), ESTIMATE_SCAN_LIMIT - scanned);
    const { records: page, last } = await next;
    if (page.length === 0) break;
    scanned += page.length;
    // The next read runs while this page is counted (on PostgreSQL over a connection of its own; SQLite
    // answers in turn). So does the count, from the first full page on: a scan cut at the limit needs
    // it, and counting 100,000 records after the scan added its time to the estimate's. Between one
    // full read and the limit (2,000 to 10,000 records) it is counted for nothing.
    next = page.length < limit ? null : read(page[page.length - 1]!.id);
    if (next !== null && total === null) {
      total = source.count(db, query);
      total.catch(() => undefined);
    }
    const work = (record: SelectedRecord) => recordWork(source, record, fields, config.options, last, customFields);
    if (memory) {
      for (const unit of pageUnits(page, work)) memory.lookups.add(memory.context, unit.text, unit.format, tally);
      await memory.lookups.lookUpWhenFull();
    } else {
      for (let start = 0; start < page.length; start += batchSize) {
        const message = page.slice(start, start + batchSize);
        tally.characters += messageCharacters(pageUnits(message, work));
      }
    }
  }
  // A scan that read everything counted it; only a scan cut at the limit takes the total.
  return { tally, scanned, total: scanned < ESTIMATE_SCAN_LIMIT || total === null ? scanned : ((await total) ?? scanned) };
}

/** A pair's records, characters and memory texts: beyond the scan limit the rest is assumed to look like what was read. */
function extrapolated({ tally, scanned, total }: EntityTargetCount): Tally & { items: number; exact: boolean } {
  if (total > scanned && scanned > 0) {
    const scale = (value: number) => Math.round((value / scanned) * total);
    return { items: total, characters: scale(tally.characters), exact: false, memoryTexts: scale(tally.memoryTexts), memoryCharacters: scale(tally.memoryCharacters) };
  }
  return { items: total, ...tally, exact: true };
}

export async function estimateRun(service: RunDependencies & { settings: SystemConfigService }, config: JobConfig): Promise<EstimateResult> {
  // The extension's settings are read once, in one statement, for the whole estimate.
  const deps: RunDependencies = { ...service, settings: service.settings.snapshot(CONFIG_DOMAIN) };
  const [plan, configuredSize, customFields, glossary, holdsTranslations] = await Promise.all([
    planRun(deps, config),
    configuredBatchSize(deps.settings),
    translatableCustomFields(deps.db),
    config.options.glossary ? loadGlossary(deps.db) : Promise.resolve([]),
    // Asked only when the memory is on: with it off no text is looked up anyway.
    memoryEnabled(deps.settings).then((enabled) => enabled && memoryHoldsTranslations(deps.db)),
  ]);
  const warnings = [...plan.warnings];
  let items = 0;
  let exact = true;
  const fromMemory = { texts: 0, characters: 0 };
  // Per target: the memory's context (null when the memory is off, or the provider is unknown).
  const lookups = new MemoryLookups(deps.db, holdsTranslations);
  const memories = await Promise.all(
    plan.targets.map(async (target): Promise<MemoryCount | null> => {
      const provider = deps.providers.get(target.providerId);
      if (!provider) return null;
      const terms = termsForTarget(glossary, target.targetLocale);
      const context = await memoryContextFor(deps.settings, provider, { ...target, options: config.options, terms });
      return context ? { context, lookups } : null;
    }),
  );
  const charactersByProvider = new Map<string, number>();

  // Entities and targets are independent: a few of them are read at once (PAIRS_AT_ONCE).
  const pairs = plan.targets.flatMap((target, targetIndex) => plan.entities.map((entity) => ({ target, entity, memory: memories[targetIndex] ?? null })));
  const counted = await mapAtMost(pairs, PAIRS_AT_ONCE, async ({ target, entity, memory }): Promise<EntityTargetCount | null> => {
    const source = contentSource(entity.name);
    // Content that cannot be read or written for this target is skipped (planRun has warned).
    if (!source || plan.unavailable.has(pairKey(entity.name, target))) return null;
    return countEntityTarget(
      deps.db,
      config,
      source,
      entity,
      target,
      recordsPerMessage(configuredSize, deps.providers.get(target.providerId), source.fields(config.options).length),
      customFields,
      memory,
    );
  });
  // The texts still waiting for the memory's answer, in one statement for the whole estimate (up to the parameter limit).
  await lookups.finish();
  for (const [index, pairCount] of counted.entries()) {
    if (!pairCount) continue;
    const count = extrapolated(pairCount);
    const providerId = pairs[index]!.target.providerId;
    items += count.items;
    exact &&= count.exact;
    fromMemory.texts += count.memoryTexts;
    fromMemory.characters += count.memoryCharacters;
    charactersByProvider.set(providerId, (charactersByProvider.get(providerId) ?? 0) + count.characters);
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
  const budgets = await monthlyBudgets(deps.settings);
  for (const [providerId, needed] of charactersByProvider) {
    const budget = budgets[providerId];
    const provider = deps.providers.get(providerId);
    if (!budget || !provider) continue;
    let runCost: Cost | null = null;
    try {
      runCost = provider.estimate(needed);
    } catch {
      // estimate_failed is already among the warnings; the characters cap is still checked.
    }
    const exceeded = budgetWarning(providerId, provider.getLabel(), budget, await monthUsage(deps.db, providerId, usagePeriod()), { characters: needed, cost: runCost });
    if (exceeded) warnings.push(exceeded);
  }
  const characters = [...charactersByProvider.values()].reduce((sum, value) => sum + value, 0);
  const details = await estimateDetailsOf(deps.providers, plan.targets.map((target) => target.providerId), charactersByProvider, config.options.serviceTier, warnings);
  return {
    items,
    characters,
    exact,
    cost: { amount: roundTo(cost?.amount ?? 0, 4), currency: cost?.currency ?? 'USD' },
    ...details,
    warnings,
    fromMemory,
  };
}
