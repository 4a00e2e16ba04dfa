/**
 * The translation memory (docs/jobs.md, "Translation memory"): every translation the engine writes,
 * after the placeholder and glossary checks, keyed by everything that can change the result. A batch
 * takes what the memory holds and sends only the rest.
 *
 * The same table makes identical texts of one job (or of jobs running side by side) go to a provider
 * once: before sending, a batch claims the keys nobody holds (a row without a translation, with its
 * batch id and the time). A batch that finds a key claimed by another batch first translates its own
 * claims, then waits for the other's answer; a claim older than {@link CLAIM_TTL_MS} (its worker died)
 * is taken over, and a text whose claim disappears without a translation (its field failed) is sent by
 * the waiting batch itself. So no two batches wait on each other, and a dead worker delays, never blocks.
 *
 * @packageDocumentation
 */
import { createHash, hash } from 'node:crypto';
import { nowIso } from '../../host/db/database.js';
import type { SettingsReader } from '../../host/settings/system-config.js';
import type { TranslateDb, TranslateExecutor } from '../model/tables/translate-schema.js';
import type { JobOptions } from '../model/job-config.js';
import type { TranslationProvider } from '../providers/contract.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import type { TargetTerms } from './glossary.js';
import type { TextFormat } from './placeholders.js';

/** A claim not renewed for this long is taken over: its batch died (a live batch renews it, {@link holdClaims}). */
export const CLAIM_TTL_MS = 15_000;
/** How often a translating batch renews its claims. */
const CLAIM_RENEW_MS = 5_000;
/** The longest a batch waits for texts other batches are translating, however often they renew. */
const MAX_WAIT_MS = 10 * 60_000;
/** How often a batch looks whether another batch's claimed texts have arrived. */
const CLAIM_POLL_MS = 100;
/** Keys per statement (well within SQLite's bound-parameter limit). */
const KEYS_PER_STATEMENT = 500;

/** Everything besides the text that can change a translation. */
export interface MemoryContext {
  providerId: string;
  /** The configured model, else the provider's default; empty for machine translation. */
  model: string;
  sourceLocale: string;
  targetLocale: string;
  tone: string;
  customPrompt: string | null;
  /** {@link glossaryVersion} of the terms applied to the target, or null when none applies or the glossary is off. */
  glossaryVersion: string | null;
}

/** The `translationMemory` setting: on unless switched off. */
export async function memoryEnabled(settings: SettingsReader): Promise<boolean> {
  return (await settings.get(`${CONFIG_DOMAIN}.translationMemory`)) !== false;
}

/**
 * The memory context of a run's texts for one target, or null when the memory is off. The model is the
 * provider's configured one (`<providerId>Model`), else its default (the first of its list; none for
 * machine translation).
 */
export async function memoryContextFor(
  settings: SettingsReader,
  provider: TranslationProvider,
  run: { providerId: string; sourceLocale: string; targetLocale: string; options: Pick<JobOptions, 'tone' | 'customPrompt' | 'glossary'>; terms: TargetTerms },
): Promise<MemoryContext | null> {
  if (!(await memoryEnabled(settings))) return null;
  const configured = await settings.get(`${CONFIG_DOMAIN}.${run.providerId}Model`);
  const model = typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : (provider.getModels()[0]?.id ?? '');
  return {
    providerId: run.providerId,
    model,
    sourceLocale: run.sourceLocale,
    targetLocale: run.targetLocale,
    tone: run.options.tone,
    customPrompt: run.options.customPrompt,
    glossaryVersion: run.options.glossary ? glossaryVersion(run.terms) : null,
  };
}

/**
 * The version of the glossary as it applies to one target: a hash of its terms there; null when no
 * term applies (the same as the glossary switched off: nothing changes the translation).
 */
export function glossaryVersion(terms: TargetTerms): string | null {
  if (terms.keepTerms.length === 0 && terms.replaceTerms.length === 0 && Object.keys(terms.providerTerms).length === 0) return null;
  const parts = [
    terms.keepTerms.map((term) => [term.term, term.caseSensitive]).sort(),
    Object.entries(terms.providerTerms).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    terms.replaceTerms.map((term) => JSON.stringify(term)).sort(),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The context part of the keys, serialised once per context (a key is hashed per text). */
const contextPrefixes = new WeakMap<MemoryContext, string>();

function contextPrefix(context: MemoryContext): string {
  let prefix = contextPrefixes.get(context);
  if (prefix === undefined) {
    // JSON escapes line breaks, so the prefix ends at the first one and no text can shift it.
    prefix = `${JSON.stringify([
      context.sourceLocale,
      context.targetLocale,
      context.providerId,
      context.model,
      context.tone,
      context.customPrompt ?? '',
      context.glossaryVersion ?? '',
    ])}\n`;
    contextPrefixes.set(context, prefix);
  }
  return prefix;
}

/** The memory key of a source text in a context: a SHA-256 of the context, the format and the text. */
export function memoryKey(context: MemoryContext, text: string, format: TextFormat): string {
  return hash('sha256', `${contextPrefix(context)}${format}\n${text}`, 'hex');
}

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let index = 0; index < items.length; index += KEYS_PER_STATEMENT) parts.push(items.slice(index, index + KEYS_PER_STATEMENT));
  return parts;
}

interface MemoryRow {
  keyHash: string;
  translation: string | null;
  claimedBy: string | null;
  claimedAt: string | null;
}

async function readRows(db: TranslateExecutor, keys: readonly string[]): Promise<MemoryRow[]> {
  const rows: MemoryRow[] = [];
  for (const part of chunks(keys)) {
    rows.push(...(await db.selectFrom('ext_translate_memory').select(['keyHash', 'translation', 'claimedBy', 'claimedAt']).where('keyHash', 'in', part).execute()));
  }
  return rows;
}

/** Which of these keys the memory holds a translation for (the estimate's question; marks nothing). */
export async function rememberedKeys(db: TranslateExecutor, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(keys)) {
    const rows = await db.selectFrom('ext_translate_memory').select('keyHash').where('keyHash', 'in', part).where('translation', 'is not', null).execute();
    for (const row of rows) found.add(row.keyHash);
  }
  return found;
}

/** Translations the memory holds for these keys (by key); marks them used. */
export async function recall(db: TranslateExecutor, keys: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const row of await readRows(db, [...new Set(keys)])) if (row.translation !== null) found.set(row.keyHash, row.translation);
  await touch(db, [...found.keys()]);
  return found;
}

async function touch(db: TranslateExecutor, keys: readonly string[]): Promise<void> {
  const now = nowIso();
  for (const part of chunks(keys)) await db.updateTable('ext_translate_memory').set({ lastUsedAt: now }).where('keyHash', 'in', part).execute();
}

function isStale(claimedAt: string | null, now: number): boolean {
  return claimedAt === null || now - Date.parse(claimedAt) > CLAIM_TTL_MS;
}

/** A text a batch would send: its key and what a row about it records. */
export interface MemoryEntry {
  key: string;
  characters: number;
}

type RowContext = Pick<MemoryContext, 'providerId' | 'sourceLocale' | 'targetLocale'>;

/** A memory row written now: a claim (`claimedBy`, no translation) or a stored translation. */
function memoryRow(context: RowContext, entry: MemoryEntry, stamp: string, state: { translation: string | null; claimedBy: string | null }) {
  return {
    keyHash: entry.key,
    providerId: context.providerId,
    sourceLocale: context.sourceLocale,
    targetLocale: context.targetLocale,
    translation: state.translation,
    characters: entry.characters,
    claimedBy: state.claimedBy,
    claimedAt: state.claimedBy === null ? null : stamp,
    createdAt: stamp,
    lastUsedAt: stamp,
  };
}

/** What a batch found for its texts. */
export interface ClaimOutcome {
  /** Remembered translations, by key. */
  hits: Map<string, string>;
  /** Keys this batch now holds: it sends them and remembers (or releases) them. */
  own: Set<string>;
  /** Keys another batch is translating right now: wait for them with {@link awaitClaims}. */
  elsewhere: Set<string>;
}

/**
 * Takes the remembered translations and claims the rest for this batch (`claimant`, the batch id; a
 * redelivered batch finds its own claims again). Texts claimed by a live other batch are left to it.
 */
export async function recallOrClaim(db: TranslateDb, claimant: string, context: RowContext, entries: readonly MemoryEntry[]): Promise<ClaimOutcome> {
  const outcome: ClaimOutcome = { hits: new Map(), own: new Set(), elsewhere: new Set() };
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  if (byKey.size === 0) return outcome;
  const now = Date.now();
  const stamp = new Date(now).toISOString();
  const existing = new Map((await readRows(db, [...byKey.keys()])).map((row) => [row.keyHash, row]));
  const missing: MemoryEntry[] = [];
  for (const [key, entry] of byKey) {
    const row = existing.get(key);
    if (!row) missing.push(entry);
    else if (row.translation !== null) outcome.hits.set(key, row.translation);
    else if (row.claimedBy === claimant) outcome.own.add(key);
    else if (isStale(row.claimedAt, now)) {
      // Take over a lapsed claim, unless another batch took it over first.
      const taken = await db
        .updateTable('ext_translate_memory')
        .set({ claimedBy: claimant, claimedAt: stamp })
        .where('keyHash', '=', key)
        .where('translation', 'is', null)
        .where((eb) => (row.claimedBy === null ? eb('claimedBy', 'is', null) : eb('claimedBy', '=', row.claimedBy)))
        .executeTakeFirst();
      (Number(taken.numUpdatedRows) > 0 ? outcome.own : outcome.elsewhere).add(key);
    } else outcome.elsewhere.add(key);
  }
  let inserted = 0;
  for (const part of chunks(missing)) {
    const result = await db
      .insertInto('ext_translate_memory')
      .values(
        part.map((entry) => memoryRow(context, entry, stamp, { translation: null, claimedBy: claimant })),
      )
      .onConflict((conflict) => conflict.column('keyHash').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  if (inserted === missing.length) for (const entry of missing) outcome.own.add(entry.key);
  else {
    // Another batch inserted some of them first: whose they are is read back.
    for (const row of await readRows(db, missing.map((entry) => entry.key))) {
      if (row.translation !== null) outcome.hits.set(row.keyHash, row.translation);
      else if (row.claimedBy === claimant) outcome.own.add(row.keyHash);
      else outcome.elsewhere.add(row.keyHash);
    }
  }
  await touch(db, [...outcome.hits.keys()]);
  return outcome;
}

/** Stores the checked translations of this batch's claims (or of texts it sent without a claim). */
export async function remember(
  db: TranslateDb,
  context: RowContext,
  entries: readonly (MemoryEntry & { translation: string })[],
): Promise<void> {
  const stamp = nowIso();
  for (const part of chunks(entries)) {
    await db
      .insertInto('ext_translate_memory')
      .values(
        part.map((entry) => memoryRow(context, entry, stamp, { translation: entry.translation, claimedBy: null })),
      )
      .onConflict((conflict) =>
        conflict.column('keyHash').doUpdateSet((eb) => ({
          translation: eb.ref('excluded.translation'),
          claimedBy: null,
          claimedAt: null,
          lastUsedAt: eb.ref('excluded.lastUsedAt'),
        })),
      )
      .execute();
  }
}

/**
 * Renews this batch's claims every few seconds while `work` runs (its provider calls may take long), so
 * that waiting batches keep waiting for a live batch and take over from a dead one within
 * {@link CLAIM_TTL_MS}.
 */
export async function holdClaims<T>(db: TranslateDb, claimant: string, keys: ReadonlySet<string>, work: () => Promise<T>): Promise<T> {
  if (keys.size === 0) return work();
  const renew = async () => {
    const stamp = nowIso();
    for (const part of chunks([...keys])) {
      await db.updateTable('ext_translate_memory').set({ claimedAt: stamp }).where('keyHash', 'in', part).where('claimedBy', '=', claimant).where('translation', 'is', null).execute();
    }
  };
  const timer = setInterval(() => void renew().catch(() => undefined), CLAIM_RENEW_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** Gives up this batch's claims on texts it could not translate, so that another batch may send them. */
export async function release(db: TranslateDb, claimant: string, keys: readonly string[]): Promise<void> {
  for (const part of chunks(keys)) {
    await db.deleteFrom('ext_translate_memory').where('keyHash', 'in', part).where('translation', 'is', null).where('claimedBy', '=', claimant).execute();
  }
}

/**
 * Waits until the texts other batches claimed are translated, as long as their claims are renewed (at
 * most {@link MAX_WAIT_MS}). Returns what arrived; a key whose claim disappeared or lapsed is left out
 * (the caller sends it itself).
 */
export async function awaitClaims(db: TranslateDb, keys: ReadonlySet<string>, signal?: AbortSignal): Promise<Map<string, string>> {
  const arrived = new Map<string, string>();
  let waiting = new Set(keys);
  const deadline = Date.now() + MAX_WAIT_MS;
  while (waiting.size > 0 && Date.now() < deadline) {
    signal?.throwIfAborted();
    const rows = new Map((await readRows(db, [...waiting])).map((row) => [row.keyHash, row]));
    const still = new Set<string>();
    for (const key of waiting) {
      const row = rows.get(key);
      if (row?.translation !== null && row?.translation !== undefined) arrived.set(key, row.translation);
      else if (row && !isStale(row.claimedAt, Date.now())) still.add(key);
    }
    waiting = still;
    if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
  return arrived;
}

/** Empties the memory (claims of running batches included: they then store what they send). */
export async function clearMemory(db: TranslateDb): Promise<number> {
  const result = await db.deleteFrom('ext_translate_memory').executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How the memory is kept bounded (docs/operations.md, "Translation memory"). */
export interface PruneLimits {
  /** Entries not used for this many days are removed. */
  maxAgeDays: number;
  /** Beyond this many entries, the least recently used are removed. */
  maxEntries: number;
}

export const DEFAULT_PRUNE_LIMITS: PruneLimits = { maxAgeDays: 180, maxEntries: 1_000_000 };

/** Removes entries unused for `maxAgeDays`, then the least recently used beyond `maxEntries`. Returns how many. */
export async function pruneMemory(db: TranslateDb, limits: PruneLimits = DEFAULT_PRUNE_LIMITS, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - limits.maxAgeDays * 86_400_000).toISOString();
  const aged = await db.deleteFrom('ext_translate_memory').where('lastUsedAt', '<', before).executeTakeFirst();
  let removed = Number(aged.numDeletedRows);
  const counted = await db.selectFrom('ext_translate_memory').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  const excess = Number(counted?.count ?? 0) - limits.maxEntries;
  if (excess > 0) {
    // The newest entry that goes: everything used no later than it is removed (ties may take a few more).
    const cut = await db.selectFrom('ext_translate_memory').select('lastUsedAt').orderBy('lastUsedAt').offset(excess - 1).limit(1).executeTakeFirst();
    if (cut) {
      const trimmed = await db.deleteFrom('ext_translate_memory').where('lastUsedAt', '<=', cut.lastUsedAt).executeTakeFirst();
      removed += Number(trimmed.numDeletedRows);
    }
  }
  return removed;
}

/** The number of remembered translations (claims not counted). */
export async function memorySize(db: TranslateExecutor): Promise<number> {
  const counted = await db.selectFrom('ext_translate_memory').select((eb) => eb.fn.countAll().as('count')).where('translation', 'is not', null).executeTakeFirst();
  return Number(counted?.count ?? 0);
}
