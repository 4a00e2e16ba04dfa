/**
 * The translation memory (docs/jobs.md, "Translation memory"): every translation the engine writes,
 * after the placeholder and glossary checks, keyed by everything that can change the result. A batch
 * takes what the memory holds and sends only the rest.
 *
 * Identical texts of one job (or of jobs running side by side) go to a provider once: before sending, a
 * batch claims the keys nobody holds (`ext_translate_memory_claim`: one row per batch, its keys and the
 * time). A batch that finds a key claimed by another batch first translates its own claims, then waits
 * for the other's answer; a claim older than {@link CLAIM_TTL_MS} (its worker died) is taken over, and a
 * text whose claim disappears without a translation (its field failed) is sent by the waiting batch
 * itself. So no two batches wait on each other, and a dead worker delays, never blocks. A remembered
 * translation is written once, with its text, in the transaction that gives up its claim.
 *
 * @packageDocumentation
 */
import { hash } from 'node:crypto';
import { sql } from 'kysely';
import { insertCompiled, insertCompiledWith } from '../../host/db/compiled-inserts.js';
import { executeCompiled } from '../../host/db/compiled-statements.js';
import { dialectOf, exclusiveTransaction, nowIso } from '../../host/db/database.js';
import { inStatementChunks } from '../../host/db/statement-chunks.js';
import { RetryLaterError } from '../../host/queue/queue.js';
import type { SettingsReader } from '../../host/settings/system-config.js';
import type { TranslateDb, TranslateExecutor } from '../model/tables/translate-schema.js';
import type { JobOptions } from '../model/job-config.js';
import type { TranslationProvider } from '../providers/contract.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import { termMatcher, type TargetTerms, type TermMatcher } from './glossary.js';
import type { TextFormat } from './placeholders.js';

/** A claim not renewed for this long is taken over: its batch died (a live batch renews it, {@link holdClaims}). */
export const CLAIM_TTL_MS = 15_000;
/** How often a translating batch renews its claims. */
const CLAIM_RENEW_MS = 5_000;
/** The longest a batch waits for texts other batches are translating, however often they renew. */
const MAX_WAIT_MS = 10 * 60_000;
/**
 * How often a batch looks whether another batch's claimed texts have arrived; a batch of the same
 * process that stores or gives up texts wakes it at once ({@link wakeClaimWaiters}).
 */
const CLAIM_POLL_MS = 100;
/**
 * A remembered text used this recently is not marked used again when it is recalled: pruning counts in
 * days, and within a job the texts its earlier batches stored are recalled seconds later (a statement per
 * batch on PostgreSQL, for a time that changes nothing).
 */
export const MARK_USED_AFTER_MS = 10 * 60_000;

/** Everything besides the text that can change a translation. */
export interface MemoryContext {
  providerId: string;
  /** The configured model, else the provider's default; empty for machine translation. */
  model: string;
  sourceLocale: string;
  targetLocale: string;
  tone: string;
  customPrompt: string | null;
  /**
   * The glossary terms applied to the target, or null when none applies or the glossary is off. A key
   * takes the version of the terms its text contains ({@link memoryKey}), not of the whole glossary.
   */
  glossary: TermMatcher | null;
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
    glossary: run.options.glossary ? termMatcher(run.terms) : null,
  };
}

/**
 * The context part of the keys, serialised once per context and glossary version (a key is hashed per
 * text; texts without a glossary term share the version '').
 */
const contextPrefixes = new WeakMap<MemoryContext, Map<string, string>>();

function contextPrefix(context: MemoryContext, glossaryVersion: string): string {
  let prefixes = contextPrefixes.get(context);
  if (prefixes === undefined) {
    prefixes = new Map();
    contextPrefixes.set(context, prefixes);
  }
  let prefix = prefixes.get(glossaryVersion);
  if (prefix === undefined) {
    // JSON escapes line breaks, so the prefix ends at the first one and no text can shift it.
    prefix = `${JSON.stringify([context.sourceLocale, context.targetLocale, context.providerId, context.model, context.tone, context.customPrompt ?? '', glossaryVersion])}\n`;
    prefixes.set(glossaryVersion, prefix);
  }
  return prefix;
}

/**
 * The memory key of a source text in a context: a SHA-256 of the context, the version of the glossary
 * terms the text contains (TermMatcher: a term the text does not contain cannot change its translation;
 * none contained counts as no glossary), the format and the text.
 */
export function memoryKey(context: MemoryContext, text: string, format: TextFormat): string {
  return memoryKeyIn(memoryKeyContext(context, text, format), text, format);
}

/**
 * The part of a text's memory key besides the format and the text: its context and the version of the
 * glossary terms the text contains. Two texts have the same key exactly when this part (the same
 * string for every text of a context and version), their format and the texts are equal, which lets a
 * caller that only compares keys compare those instead of hashing each text.
 */
export function memoryKeyContext(context: MemoryContext, text: string, format: TextFormat): string {
  return contextPrefix(context, context.glossary?.versionFor(text, format) ?? '');
}

/** The memory key of a text whose {@link memoryKeyContext} is known. */
export function memoryKeyIn(keyContext: string, text: string, format: TextFormat): string {
  return hash('sha256', `${keyContext}${format}\n${text}`, 'hex');
}

/**
 * The characters (UTF-16 units) of the texts an estimate's {@link FirstOccurrences} keeps as themselves,
 * about 2 to 4 MB: the demo shop's estimate keeps all of its texts (about 150,000 characters); a larger
 * one keeps its first texts so, and the others as their 64 characters of key. Estimates are asked for
 * side by side (the admin app asks again as the merchant changes the selection), and each holds its own.
 */
export const ESTIMATE_KEPT_CHARACTERS = 2_000_000;

/**
 * The characters a job's plan keeps as themselves, over all of its entities and targets together (the
 * plan reads up to four at once, each with a FirstOccurrences of its own): about 8 to 16 MB, for the
 * time of the plan. A job plans once, and the products' short texts (names, meta titles and
 * descriptions: about 240 characters a product) then stay unhashed for 30,000 products instead of
 * 8,000: at 2 million, 20,000 products' plan hashed 36,000 more texts, about 0.2 s of its 1.2 s of CPU on
 * the thirtieth round's machine (bench/README.md).
 */
export const PLAN_KEPT_CHARACTERS = 8_000_000;

/** Characters that texts kept as themselves may still take, shared by the FirstOccurrences given it. */
export class KeptCharacters {
  constructor(private left: number) {}

  /** Takes room for a text of this length; false, and nothing taken, when it does not fit. */
  take(length: number): boolean {
    if (length > this.left) return false;
    this.left -= length;
    return true;
  }
}

/**
 * Texts longer than this (UTF-16 units) are always kept as their key. A set hashes a string unit by unit
 * each time it meets a new string object (about 3 µs for 1,000 units on the fifteenth round's machine),
 * about what the text's SHA-256 costs: a long text kept as itself saved nothing, and once the budget was
 * spent it paid both, the set's hash to find it was not kept and then its key. Short texts stay
 * themselves, for which a SHA-256 call costs many times the set's hash.
 */
const LONGEST_TEXT_KEPT = 256;

/**
 * Which texts an estimate has counted, or a plan has packed, to take each memory key once (a run with
 * the memory sends each text once per job). A text is compared by its key, or, without hashing it (a
 * SHA-256 per text was about 7 % of the demo estimate's CPU, its garbage not counted), as itself within
 * its key's context and format, which is the same: the key hashes exactly those. Texts of at most
 * {@link LONGEST_TEXT_KEPT} units are kept as themselves as long as they fit in the characters `kept`
 * leaves (shared with other FirstOccurrences given the same); beyond, and for longer texts, a text not
 * among them is kept as its key.
 */
export class FirstOccurrences {
  private readonly keys = new Set<string>();
  /** Texts kept as themselves, by key context and format. */
  private readonly texts = new Map<string, Map<TextFormat, Set<string>>>();
  constructor(private readonly kept: KeptCharacters = new KeptCharacters(ESTIMATE_KEPT_CHARACTERS)) {}

  /** True the first time a key is seen. */
  firstKey(key: string): boolean {
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }

  /** True the first time the key of this text in this context and format is seen. */
  firstText(context: MemoryContext, text: string, format: TextFormat): boolean {
    const keyContext = memoryKeyContext(context, text, format);
    // A long text is always its key: each of its occurrences goes the same way.
    if (text.length > LONGEST_TEXT_KEPT) return this.firstKey(memoryKeyIn(keyContext, text, format));
    let byFormat = this.texts.get(keyContext);
    if (byFormat === undefined) {
      byFormat = new Map();
      this.texts.set(keyContext, byFormat);
    }
    let texts = byFormat.get(format);
    if (texts === undefined) {
      texts = new Set();
      byFormat.set(format, texts);
    }
    // A text is kept as itself or as its key, never both: its first occurrence decides (what is kept
    // only grows, so a text kept as its key once is again), and later ones find it where it was kept.
    if (texts.has(text)) return false;
    if (!this.kept.take(text.length)) return this.firstKey(memoryKeyIn(keyContext, text, format));
    texts.add(text);
    return true;
  }
}

/**
 * The memory's rows of these keys that hold a translation (with it when `translations`), in one statement
 * that binds the keys as one parameter: a comma-separated list on PostgreSQL, a JSON array on SQLite. An
 * estimate asks for thousands of keys at once, and a parameter per key cost more to build, send and plan
 * than the lookup itself (1,400 keys on PostgreSQL: 1.1 ms of the client's CPU as an `in` list, 0.7 ms as
 * an array parameter, whose elements the driver escapes one by one). Each key is sent once: the texts of
 * an estimate repeat (the demo shop's estimate has 2,270 keys, 1,390 distinct), and every key sent is 65
 * bytes to write, parse and probe.
 */
async function rememberedRows(db: TranslateExecutor, keys: readonly string[], translations: boolean): Promise<RememberedRow[]> {
  if (keys.length === 0) return [];
  const distinct = [...new Set(keys)];
  return dialectOf(db) === 'postgres' ? rememberedOnPostgres(db, distinct, translations) : rememberedOnSqlite(db, distinct, translations);
}

/** A row the memory holds for a key; with `translations`, its text and when it was last used. */
interface RememberedRow {
  keyHash: string;
  translation?: string | null;
  lastUsedAt?: string;
}

/** The translations the memory holds for these keys (by key), and the keys not used since `staleBefore` (marks nothing). */
async function readTranslations(db: TranslateExecutor, keys: readonly string[], staleBefore: string = nowIso()): Promise<RememberedTexts> {
  return rememberedTexts(await rememberedRows(db, keys, true), staleBefore);
}

/** The translations rows hold (by key), and the keys not used since `staleBefore`. */
interface RememberedTexts {
  found: Map<string, string>;
  stale: string[];
}

function rememberedTexts(rows: readonly RememberedRow[], staleBefore: string): RememberedTexts {
  const found = new Map<string, string>();
  const stale: string[] = [];
  for (const row of rows) {
    if (typeof row.translation !== 'string') continue;
    found.set(row.keyHash, row.translation);
    if (row.lastUsedAt === undefined || row.lastUsedAt < staleBefore) stale.push(row.keyHash);
  }
  return { found, stale };
}

/** The moment before which a recalled text is marked used again ({@link MARK_USED_AFTER_MS}). */
function markUsedBefore(now: number = Date.now()): string {
  return new Date(now - MARK_USED_AFTER_MS).toISOString();
}

/** Which of these keys the memory holds a translation for (the estimate's question; marks nothing). */
export async function rememberedKeys(db: TranslateExecutor, keys: readonly string[]): Promise<Set<string>> {
  return new Set((await rememberedRows(db, keys, false)).map((row) => row.keyHash));
}

/**
 * Whether the memory holds any translation at all (claims not counted), in one statement that stops at
 * the first such row. An estimate asks it before it looks its texts up: an empty memory (a new
 * installation, one switched on lately or just cleared) holds none of them, and the estimate then
 * neither sends their keys nor waits for the lookups. Remembered translations are the bulk of the table
 * (claims live only while a batch translates), so the scan finds one at once when there is one.
 */
export async function memoryHoldsTranslations(db: TranslateExecutor): Promise<boolean> {
  const row = await db.selectFrom('ext_translate_memory').select('keyHash').where('translation', 'is not', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Keys are hex digests: joined by commas they split back unchanged, with no escaping of each (as the
 * driver escapes the elements of an array parameter). With `translations`, the rows' texts too.
 */
function rememberedOnPostgres(db: TranslateExecutor, keys: readonly string[], translations: boolean): Promise<RememberedRow[]> {
  return db
    .selectFrom('ext_translate_memory')
    .select(translations ? ['keyHash', 'translation', 'lastUsedAt'] : ['keyHash'])
    .where(sql<boolean>`key_hash = any(string_to_array(${keys.join(',')}, ','))`)
    .where('translation', 'is not', null)
    .execute();
}

/**
 * The keys' table (json_each) joined to the memory's primary key: SQLite probes the key index once per
 * key, where `in (select value from json_each(...))` first built a temporary index of the keys (8,192
 * keys: 1.5 against 6.6 ms of CPU with an empty memory, 7.1 against 11.7 ms with 50,000 rows).
 */
async function rememberedOnSqlite(db: TranslateExecutor, keys: readonly string[], translations: boolean): Promise<RememberedRow[]> {
  const listed = JSON.stringify(keys);
  const columns = translations ? sql`m.key_hash, m.translation, m.last_used_at` : sql`m.key_hash`;
  return (await sql<RememberedRow>`select ${columns} from json_each(${listed}) listed join ext_translate_memory m on m.key_hash = listed.value where m.translation is not null`.execute(db)).rows;
}

/** Translations the memory holds for these keys (by key); marks them used (those not used lately, {@link MARK_USED_AFTER_MS}). */
export async function recall(db: TranslateExecutor, keys: readonly string[]): Promise<Map<string, string>> {
  const { found, stale } = await readTranslations(db, keys, markUsedBefore());
  await touch(db, stale);
  return found;
}

async function touch(db: TranslateExecutor, keys: readonly string[]): Promise<void> {
  const now = nowIso();
  for (const part of inStatementChunks(keys, 1, 1)) await db.updateTable('ext_translate_memory').set({ lastUsedAt: now }).where('keyHash', 'in', part).execute();
}

function isStale(claimedAt: string, now: number): boolean {
  return now - Date.parse(claimedAt) > CLAIM_TTL_MS;
}

/** A text a batch would send: its key and what a row about it records. */
export interface MemoryEntry {
  key: string;
  characters: number;
}

type RowContext = Pick<MemoryContext, 'providerId' | 'sourceLocale' | 'targetLocale'>;

/** A memory row of a translation stored now. */
function memoryRow(context: RowContext, entry: MemoryEntry & { translation: string }, stamp: string) {
  return {
    keyHash: entry.key,
    providerId: context.providerId,
    sourceLocale: context.sourceLocale,
    targetLocale: context.targetLocale,
    translation: entry.translation,
    characters: entry.characters,
    createdAt: stamp,
    lastUsedAt: stamp,
  };
}

/**
 * The order in which memory rows are written. PostgreSQL writes a multi-row insert's rows in the order
 * given, and an insert that meets a row another statement inserted but has not committed waits for it.
 * Two batches inserting the same texts in different orders (products sharing descriptions, say) each
 * held a row the other waited for: PostgreSQL found the deadlock after a second (deadlock_timeout) and
 * failed one of the statements, its batch went back to the queue. Rows written in one order throughout
 * can only wait, never in a circle.
 */
function byKeyOrder(a: MemoryEntry, b: MemoryEntry): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
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

/** Reads the claims ({@link Claims}) on their own. */
async function readClaims(db: TranslateExecutor, now: number): Promise<Claims> {
  const { rows } = await executeCompiled(db, 'memory-claims', {}, () => db.selectFrom('ext_translate_memory_claim').select(['claimant', 'keyHashes', 'claimedAt']));
  return claimsOf(rows as { claimant: string; keyHashes: string; claimedAt: string }[], now);
}

/** The claims of running batches (the keys each holds, by claimant), and the claimants whose claim lapsed. */
interface Claims {
  live: Map<string, Set<string>>;
  lapsed: string[];
}

function claimsOf(rows: readonly { claimant: string; keyHashes: string; claimedAt: string }[], now: number): Claims {
  const live = new Map<string, Set<string>>();
  const lapsed: string[] = [];
  for (const row of rows) {
    if (isStale(row.claimedAt, now)) lapsed.push(row.claimant);
    else live.set(row.claimant, new Set(row.keyHashes === '' ? [] : row.keyHashes.split(',')));
  }
  return { live, lapsed };
}

/**
 * The claims, then the memory's translations of these keys, as the claiming transaction reads them. On
 * PostgreSQL one statement reads both (a round trip less for every batch, and one snapshot: a batch
 * that stored texts and gave up their claim in one transaction is seen either before or after both);
 * on SQLite, whose claiming transaction holds the write lock, two.
 */
async function readClaimsAndTranslations(trx: TranslateExecutor, keys: readonly string[], now: number): Promise<{ claims: Claims; remembered: RememberedTexts }> {
  const staleBefore = markUsedBefore(now);
  if (dialectOf(trx) !== 'postgres') return { claims: await readClaims(trx, now), remembered: await readTranslations(trx, keys, staleBefore) };
  const distinct = [...new Set(keys)];
  const { rows } = await sql<{ claim: boolean; key: string; text: string; at: string }>`
    select true as claim, claimant as key, key_hashes as text, claimed_at as at from ext_translate_memory_claim
    union all
    select false, key_hash, translation, last_used_at from ext_translate_memory
    where key_hash = any(string_to_array(${distinct.join(',')}, ',')) and translation is not null
  `.execute(trx);
  const claimRows = rows.filter((row) => row.claim).map((row) => ({ claimant: row.key, keyHashes: row.text, claimedAt: row.at }));
  const memoryRows = rows.filter((row) => !row.claim).map((row) => ({ keyHash: row.key, translation: row.text, lastUsedAt: row.at }));
  return { claims: claimsOf(claimRows, now), remembered: rememberedTexts(memoryRows, staleBefore) };
}

/** Every key the live claims hold. */
function heldKeys(live: ReadonlyMap<string, ReadonlySet<string>>): Set<string> {
  const held = new Set<string>();
  for (const claimed of live.values()) for (const key of claimed) held.add(key);
  return held;
}

/**
 * Runs `work` in the transaction of a claimer: it reads the claims and writes its own as one step, the
 * claimers one after the other. SQLite's transactions take the write lock at `begin` already; on
 * PostgreSQL the claim table is locked against other claimers (and against changes to its rows), not
 * against reads, from the transaction's first round trip (exclusiveTransaction).
 */
function asClaimer<T>(db: TranslateDb, work: (executor: TranslateExecutor) => Promise<T>): Promise<T> {
  return exclusiveTransaction(db, 'ext_translate_memory_claim', work);
}

/** Writes a batch's claim: these keys, now; none removes it. */
async function writeClaim(db: TranslateExecutor, claimant: string, keys: ReadonlySet<string>, stamp: string): Promise<void> {
  if (keys.size === 0) {
    await db.deleteFrom('ext_translate_memory_claim').where('claimant', '=', claimant).execute();
    return;
  }
  // Once per message that sends texts: compiled once (compiled-statements.ts).
  await executeCompiled(db, 'memory-claim', { claimant, keyHashes: [...keys].join(','), claimedAt: stamp }, (values) =>
    db
      .insertInto('ext_translate_memory_claim')
      .values(values)
      .onConflict((conflict) => conflict.column('claimant').doUpdateSet((eb) => ({ keyHashes: eb.ref('excluded.keyHashes'), claimedAt: eb.ref('excluded.claimedAt') }))),
  );
}

/**
 * Takes the remembered translations and claims the rest for this batch (`claimant`, the batch id; a
 * redelivered batch takes its own claims again). Texts claimed by a live other batch are left to it.
 *
 * One short transaction that waits for any other claimer reads the live claims (a row per running
 * batch), then which of the batch's texts the memory holds (binding the keys as one parameter; on
 * PostgreSQL in the claims' statement, {@link readClaimsAndTranslations}), and writes the batch's claim
 * row; the remembered texts not used in the last ten minutes are marked used after it. Claiming writes
 * one row, where a claim per text wrote a row per text into the memory's key index, each rewritten
 * later with its translation. The claims are read before the memory: a batch that stores its texts
 * gives up their claim in the same transaction, so a text is found either claimed or stored.
 */
export async function recallOrClaim(db: TranslateDb, claimant: string, entries: readonly MemoryEntry[]): Promise<ClaimOutcome> {
  const outcome: ClaimOutcome = { hits: new Map(), own: new Set(), elsewhere: new Set() };
  const distinct = new Set<string>();
  for (const entry of entries) distinct.add(entry.key);
  const keys = [...distinct];
  if (keys.length === 0) return outcome;
  const now = Date.now();
  /** The remembered texts not used lately ({@link MARK_USED_AFTER_MS}): marked used after the transaction. */
  let stale: string[] = [];
  await asClaimer(db, async (trx) => {
    const {
      claims: { live, lapsed },
      remembered,
    } = await readClaimsAndTranslations(trx, keys, now);
    // Its own claim of an earlier delivery is taken again (or given up), lapsed ones are taken over.
    const hadClaim = live.delete(claimant) || lapsed.includes(claimant);
    const held = heldKeys(live);
    for (const [key, translation] of remembered.found) outcome.hits.set(key, translation);
    stale = remembered.stale;
    for (const key of keys) {
      if (outcome.hits.has(key)) continue;
      (held.has(key) ? outcome.elsewhere : outcome.own).add(key);
    }
    const others = lapsed.filter((lapsedClaimant) => lapsedClaimant !== claimant);
    if (others.length > 0) await trx.deleteFrom('ext_translate_memory_claim').where('claimant', 'in', others).execute();
    if (outcome.own.size > 0 || hadClaim) await writeClaim(trx, claimant, outcome.own, new Date(now).toISOString());
  });
  await touch(db, stale);
  return outcome;
}

/** Stores checked translations (a batch's, or an approved draft's), used now. */
export async function remember(db: TranslateExecutor, context: RowContext, entries: readonly (MemoryEntry & { translation: string })[]): Promise<void> {
  await insertCompiled(db, MEMORY_INSERT, memoryRows(context, entries), memoryInsert(db));
}

/** The shape of the memory's insert (compiled-inserts.ts). */
const MEMORY_INSERT = 'memory-translations';

/** The memory's rows of these entries, used now, in key order ({@link byKeyOrder}): two batches storing shared texts at once must not deadlock. */
function memoryRows(context: RowContext, entries: readonly (MemoryEntry & { translation: string })[]) {
  const stamp = nowIso();
  const rows: ReturnType<typeof memoryRow>[] = [];
  for (const entry of [...entries].sort(byKeyOrder)) rows.push(memoryRow(context, entry, stamp));
  return rows;
}

/** The memory's insert of rows: a text stored before takes the new translation and is used now. */
function memoryInsert(db: TranslateExecutor) {
  return (values: ReturnType<typeof memoryRow>[]) =>
    db
      .insertInto('ext_translate_memory')
      .values(values)
      .onConflict((conflict) => conflict.column('keyHash').doUpdateSet((eb) => ({ translation: eb.ref('excluded.translation'), lastUsedAt: eb.ref('excluded.lastUsedAt') })));
}

/**
 * Stores what a batch translated of its claimed texts and gives up its claim, together: a waiting
 * batch finds each text either still claimed or stored, never neither (it would send it again). On
 * PostgreSQL the two are one statement (insertCompiledWith): a round trip where a transaction took four,
 * for every batch that sent texts.
 */
export async function storeAndRelease(db: TranslateDb, claimant: string, context: RowContext, entries: readonly (MemoryEntry & { translation: string })[]): Promise<void> {
  const releaseClaim = db.deleteFrom('ext_translate_memory_claim').where('claimant', '=', claimant);
  if (entries.length === 0) await releaseClaim.execute();
  else await insertCompiledWith(db, MEMORY_INSERT, memoryRows(context, entries), memoryInsert(db), releaseClaim);
  wakeClaimWaiters();
}

/**
 * Renews this batch's claim every few seconds while `work` runs (its provider calls may take long), so
 * that waiting batches keep waiting for a live batch and take over from a dead one within
 * {@link CLAIM_TTL_MS}.
 */
export async function holdClaims<T>(db: TranslateDb, claimant: string, keys: ReadonlySet<string>, work: () => Promise<T>): Promise<T> {
  if (keys.size === 0) return work();
  const renew = async () => {
    await db.updateTable('ext_translate_memory_claim').set({ claimedAt: nowIso() }).where('claimant', '=', claimant).execute();
  };
  const timer = setInterval(() => void renew().catch(() => undefined), CLAIM_RENEW_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** Gives up this batch's claims on these texts, so that another batch may send them. */
export async function release(db: TranslateDb, claimant: string, keys: readonly string[]): Promise<void> {
  const released = new Set(keys);
  await asClaimer(db, async (trx) => {
    const row = await trx.selectFrom('ext_translate_memory_claim').select('keyHashes').where('claimant', '=', claimant).executeTakeFirst();
    if (!row) return;
    const kept = new Set(row.keyHashes.split(',').filter((key) => key !== '' && !released.has(key)));
    if (kept.size === 0) await trx.deleteFrom('ext_translate_memory_claim').where('claimant', '=', claimant).execute();
    else await trx.updateTable('ext_translate_memory_claim').set({ keyHashes: [...kept].join(',') }).where('claimant', '=', claimant).execute();
  });
  wakeClaimWaiters();
}

/** The batches of this process waiting for claimed texts: each is woken by its next look's timer or by {@link wakeClaimWaiters}. */
const claimWaiters = new Set<() => void>();

/** Resolves after {@link CLAIM_POLL_MS}, or sooner when a batch of this process stores or gives up texts. */
function nextLook(): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      claimWaiters.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, CLAIM_POLL_MS);
    claimWaiters.add(wake);
  });
}

/**
 * Tells this process's waiting batches that claimed texts were stored or given up (after the commit):
 * they look again at once instead of at their next poll. In the demo catalogue's job the batch that
 * shared the products' texts with the other products batch waited up to a poll interval (100 ms)
 * past that batch's store; batches of other processes still find the texts by polling.
 */
function wakeClaimWaiters(): void {
  for (const wake of [...claimWaiters]) wake();
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
    // The claims first: a text stored after this read is found by the next, one whose claim was given
    // up after it is found stored or, if it failed, by the next round (stored and released together).
    const held = heldKeys((await readClaims(db, Date.now())).live);
    const stored = (await readTranslations(db, [...waiting])).found;
    const still = new Set<string>();
    for (const key of waiting) {
      const translation = stored.get(key);
      if (translation !== undefined) arrived.set(key, translation);
      else if (held.has(key)) still.add(key);
    }
    waiting = still;
    if (waiting.size > 0) await nextLook();
  }
  return arrived;
}

/** The translations one round of a batch's sending brought back. */
export interface SentTexts {
  /** The checked translations of the texts sent, by memory key; a text that failed is absent. */
  translations: ReadonlyMap<string, string>;
  /**
   * True when the provider stopped the batch (a global failure, after which no call starts): the texts
   * other batches claimed are then neither waited for nor sent ({@link MemoryRound.unsent}).
   */
  stopped: boolean;
}

/**
 * Sends the texts of these memory keys to the provider and returns their checked translations. Called
 * with `first` for the texts this batch claimed, and with `late` for those another batch claimed but
 * did not translate. It may throw; a RetryLaterError (the batch goes back to the queue) from the first
 * round gives up this batch's claims before it ends the round.
 */
export type SendTexts = (keys: ReadonlySet<string>, round: 'first' | 'late') => Promise<SentTexts>;

/** A batch's texts as the memory round sees them. */
export interface MemoryRoundRequest {
  /** The batch's id: its claims carry it, and a redelivered batch finds them again. */
  claimant: string;
  context: MemoryContext;
  /** One entry per memory key of the batch's texts. */
  texts: readonly MemoryEntry[];
  /** Aborted when the worker stops: the wait for other batches' texts ends with its reason. */
  signal?: AbortSignal | undefined;
}

/** What the memory gave a batch, and what it left untranslated. */
export interface MemoryRound {
  /** Translations the memory held, or that other batches stored while this one waited, by key. */
  recalled: Map<string, string>;
  /** Keys other batches had claimed that were not waited for because the first round stopped. */
  unsent: Set<string>;
}

/** What came back of the texts of these keys. */
function translatedOf(texts: readonly MemoryEntry[], keys: ReadonlySet<string>, sent: SentTexts): (MemoryEntry & { translation: string })[] {
  const translated: (MemoryEntry & { translation: string })[] = [];
  for (const text of texts) {
    const translation = keys.has(text.key) ? sent.translations.get(text.key) : undefined;
    if (translation !== undefined) translated.push({ key: text.key, characters: text.characters, translation });
  }
  return translated;
}

/**
 * A batch's round through the memory, from lookup to storing, so that identical texts of a job (or of
 * jobs side by side) go to a provider once:
 *
 * 1. takes the remembered translations and claims the texts nobody holds ({@link recallOrClaim});
 * 2. sends the texts neither remembered nor claimed by another batch (`send(keys, 'first')`), renewing
 *    its claims while the calls run ({@link holdClaims});
 * 3. stores the checked translations and gives up its claim, so that another batch may send the texts
 *    that failed, in one transaction ({@link remember});
 * 4. waits for the texts other batches claimed ({@link awaitClaims}) and sends those that did not
 *    arrive itself (`send(keys, 'late')`: their claim lapsed or was given up), storing them too. After
 *    a stop in the first round nothing is waited for: those texts come back as `unsent`.
 *
 * Only the batch's first texts are claimed: a batch waits for others only after its own claims are
 * settled, so no two batches wait on each other.
 */
export async function memoryRound(db: TranslateDb, request: MemoryRoundRequest, send: SendTexts): Promise<MemoryRound> {
  const { claimant, context, texts, signal } = request;
  const claims = await recallOrClaim(db, claimant, texts);
  const recalled = new Map(claims.hits);
  // Loops, not callbacks, for each text (docs/architecture.md, "Optimised code and the collector").
  const firstKeys = new Set<string>();
  for (const text of texts) if (!claims.hits.has(text.key) && !claims.elsewhere.has(text.key)) firstKeys.add(text.key);
  let first: SentTexts = { translations: new Map(), stopped: false };
  if (firstKeys.size > 0) {
    try {
      first = await holdClaims(db, claimant, claims.own, () => send(firstKeys, 'first'));
    } catch (error) {
      // Handed back to the queue: the texts are free for other batches until the batch runs again.
      if (error instanceof RetryLaterError) await release(db, claimant, [...claims.own]);
      throw error;
    }
  }
  // Stored, and the claim given up (also of the texts that failed, so that another batch may send them).
  await storeAndRelease(db, claimant, context, translatedOf(texts, firstKeys, first));

  if (claims.elsewhere.size === 0) return { recalled, unsent: new Set() };
  if (first.stopped) return { recalled, unsent: new Set(claims.elsewhere) };
  for (const [key, translation] of await awaitClaims(db, claims.elsewhere, signal)) recalled.set(key, translation);
  const lateKeys = new Set([...claims.elsewhere].filter((key) => !recalled.has(key)));
  if (lateKeys.size > 0) await remember(db, context, translatedOf(texts, lateKeys, await send(lateKeys, 'late')));
  return { recalled, unsent: new Set() };
}

/**
 * Empties the memory: every remembered translation, and claims that lapsed (their batch died). The
 * claims of running batches stay, so that batches waiting for those texts keep waiting instead of
 * sending them a second time; the claimants store what they send. Returns the translations removed.
 */
export async function clearMemory(db: TranslateDb, now: Date = new Date()): Promise<number> {
  const lapsed = new Date(now.getTime() - CLAIM_TTL_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('ext_translate_memory').executeTakeFirst();
    await trx.deleteFrom('ext_translate_memory_claim').where('claimedAt', '<', lapsed).execute();
    return Number(result.numDeletedRows);
  });
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
