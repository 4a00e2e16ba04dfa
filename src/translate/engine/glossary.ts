/**
 * The glossary, applied by the engine itself so that it holds for every provider (docs/glossary.md; JobConfig
 * `options.glossary`): the engine applies its own placeholder guard and glossary post-processing regardless
 * of the provider.
 *
 * Before the call, every glossary term of the source is swapped for a protected `⟦n⟧` token: a kept term
 * restores to the source's own spelling, a forced term restores to its target wording, so the provider
 * never sees either and cannot translate it. After the call the tokens are restored and the result is
 * checked: each kept term and each forced translation must be present as often as its term occurred.
 * The same terms also go to the provider as `glossaryTerms`, for providers that honour them natively and
 * for the places the guard does not reach (HTML attribute values).
 *
 * @packageDocumentation
 */
import { hash } from 'node:crypto';
import { fromDbBool } from '../../host/db/database.js';
import type { TranslateExecutor } from '../model/tables/translate-schema.js';
import { PlaceholderLostException } from '../providers/contract.js';
import { protectPlaceholders, restorePlaceholders, termPattern, type ForcedTerm, type KeepTerm, type ProtectedText, type TextFormat } from './placeholders.js';

/** A glossary term as stored in `ext_translate_glossary`. */
export interface GlossaryEntry {
  term: string;
  mode: 'keep' | 'replace';
  caseSensitive: boolean;
  /** Locale code -> forced translation, or null meaning never translate the term. */
  translations: Readonly<Record<string, string | null>>;
  active: boolean;
}

/** The glossary as it applies to one target locale. */
export interface TargetTerms {
  /** Terms that stay exactly as written in the source. */
  keepTerms: KeepTerm[];
  /** Terms that become their forced translation. */
  replaceTerms: ForcedTerm[];
  /** The request's `glossaryTerms`: term -> forced translation, or null for never translate. */
  providerTerms: Record<string, string | null>;
}

/** A term's wording for one target: a forced translation, null (never translate), or no rule at all. */
export type TargetWording = { found: true; translation: string | null } | { found: false };

/**
 * Finds a term's translation for a target locale.
 *
 * Exact code first (compared case-insensitively, `_` read as `-`). When the exact code has no entry, the
 * same language in another region stands in (a `de-DE` wording serves a `de-AT` target), since a merchant
 * who forced a German wording rarely wants it dropped for a second German-speaking shop. Among several
 * candidates the bare language code wins, then the language's own region (`de-DE`, `fr-FR`), then the
 * alphabetically first code, so the choice never depends on key order. An exact entry always wins, even a
 * null one, so a merchant can opt a region out. An empty or blank string counts as no entry.
 */
export function wordingForTarget(translations: Readonly<Record<string, string | null>>, targetLocale: string): TargetWording {
  const target = normaliseLocale(targetLocale);
  const language = target.split('-')[0] ?? target;
  const usable = Object.entries(translations)
    .map(([code, translation]) => ({ code: normaliseLocale(code), translation }))
    .filter((entry) => entry.translation === null || (typeof entry.translation === 'string' && entry.translation.trim() !== ''));

  const exact = usable.find((entry) => entry.code === target);
  if (exact) return { found: true, translation: exact.translation };

  const sameLanguage = usable
    .filter((entry) => (entry.code.split('-')[0] ?? entry.code) === language)
    .sort((a, b) => fallbackRank(a.code, language) - fallbackRank(b.code, language) || compareCodes(a.code, b.code));
  const fallback = sameLanguage[0];
  return fallback ? { found: true, translation: fallback.translation } : { found: false };
}

function normaliseLocale(code: string): string {
  return code.trim().replace(/_/g, '-').toLowerCase();
}

/** Plain code-unit order: locale codes are ASCII, and the result must not depend on the process locale. */
function compareCodes(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function fallbackRank(code: string, language: string): number {
  if (code === language) return 0;
  if (code === `${language}-${language}`) return 1;
  return 2;
}

/**
 * The glossary for one target locale. Inactive entries and blank terms are ignored.
 *
 * - `keep`: kept verbatim, whatever its translations say.
 * - `replace` with a translation for the target: forced to that translation.
 * - `replace` whose translation for the target is null: kept verbatim (never translate).
 * - `replace` with no entry for the target (after the language fallback of wordingForTarget()): no rule
 *   in this language; the provider translates the term freely.
 */
export function termsForTarget(entries: readonly GlossaryEntry[], targetLocale: string): TargetTerms {
  const terms: TargetTerms = { keepTerms: [], replaceTerms: [], providerTerms: {} };
  for (const entry of entries) {
    const term = entry.term.trim();
    if (!entry.active || term === '') continue;
    let replacement: string | null = null;
    if (entry.mode === 'replace') {
      const wording = wordingForTarget(entry.translations, targetLocale);
      if (!wording.found) continue;
      replacement = wording.translation;
    }
    if (replacement === null) {
      terms.keepTerms.push({ term, caseSensitive: entry.caseSensitive });
    } else {
      terms.replaceTerms.push({ term, replacement, caseSensitive: entry.caseSensitive });
    }
    terms.providerTerms[term] = replacement;
  }
  return terms;
}

/**
 * Which of a target's terms a text contains: the translation memory keys a text by the version of these
 * terms only (translation-memory.ts), so that changing a term re-sends the texts that contain it and no
 * other. Built once per run and asked once per text.
 */
export interface TermMatcher {
  /**
   * A hash of what the terms the text contains say (each term, its case sensitivity, its wording for the
   * target, its provider glossary entry); null when it contains none, the same as without a glossary.
   */
  versionFor(text: string, format: TextFormat): string | null;
}

/** Terms found by the same pattern, and what each of them contributes to a text's version. */
interface TermGroup {
  term: string;
  caseSensitive: boolean;
  parts: string[];
  patterns: Partial<Record<TextFormat, RegExp>>;
}

/** Runs of word characters, delimited as termPattern() delimits words. */
const WORDS = /[\p{L}\p{M}\p{N}_]+/gu;

/**
 * One spelling for all the case variants a case-insensitive pattern (`iu`, simple case folding) takes
 * as equal ("STRAẞE" and "straße" both become "strasse", final and medial sigma become "σ"). It may join
 * more spellings than the pattern does (the pattern decides), never fewer; it maps characters one by
 * one, word characters to word characters.
 */
function foldCase(text: string): string {
  return text.toLowerCase().toUpperCase().toLowerCase().replace(/ς/gu, 'σ');
}

/**
 * The longest run of word characters of a term: wherever the term's pattern matches, this run is a
 * whole word of the text (each end of the run is an end of the term, which the pattern bounds, or a
 * non-word character of the term, which matches only non-word characters), so a text without it as a
 * word cannot contain the term. Null for a term without word characters.
 */
function anchorWord(term: string): string | null {
  let anchor: string | null = null;
  for (const [word] of term.matchAll(WORDS)) if (anchor === null || word.length > anchor.length) anchor = word;
  return anchor;
}

/**
 * Finds the indexed words in a text: one pattern of all of them, each a whole word (a single pattern of
 * many literal words is fast where a pattern per word, or splitting the text into words, is not).
 */
interface WordIndex {
  pattern: RegExp;
  groups: Map<string, TermGroup[]>;
}

function wordIndex(groups: Map<string, TermGroup[]>): WordIndex | null {
  if (groups.size === 0) return null;
  // The words hold word characters only, none of which a pattern reads as syntax.
  const words = [...groups.keys()].join('|');
  return { pattern: new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_])(?:${words})(?![\\p{L}\\p{M}\\p{N}_])`, 'gu'), groups };
}

/** Adds the groups indexed under the words the text holds to `into`. */
function collectCandidates(text: string, index: WordIndex | null, into: Set<TermGroup>): void {
  if (index === null) return;
  const found = text.match(index.pattern);
  if (found === null) return;
  for (const word of found) for (const group of index.groups.get(word) ?? []) into.add(group);
}

/**
 * The matcher of a target's terms, or null when there are none. A term is found as the guard finds it
 * (protectWithGlossary: a whole word, per its case sensitivity, HTML entities and `&nbsp;` in `html`
 * texts), but anywhere in the text, markup included, and also where a longer term covers it: the
 * provider's own glossary (`glossaryTerms`) reaches attribute values and overlapping terms too, so a
 * term that can change the translation never stays out of the version. A provider term that is not also
 * a keep or replace term (the engine always makes both) counts as case-insensitive.
 *
 * Fast for large glossaries: the terms are indexed by their longest word (anchorWord), a text is
 * searched for all those words at once, and only the terms whose word it holds are tried with their pattern.
 */
export function termMatcher(terms: TargetTerms): TermMatcher | null {
  const groups = new Map<string, TermGroup>();
  const add = (rawTerm: string, caseSensitive: boolean, part: unknown[]) => {
    const term = rawTerm.trim();
    if (term === '') return;
    const id = `${caseSensitive ? 's' : 'i'}${term}`;
    let group = groups.get(id);
    if (!group) {
      group = { term, caseSensitive, parts: [], patterns: {} };
      groups.set(id, group);
    }
    group.parts.push(JSON.stringify(part));
  };
  const sensitivity = new Map<string, boolean>();
  const noteSensitivity = (term: string, caseSensitive: boolean) => sensitivity.set(term, (sensitivity.get(term) ?? true) && caseSensitive);
  for (const term of terms.keepTerms) {
    add(term.term, term.caseSensitive, ['keep', term.term.trim(), term.caseSensitive]);
    noteSensitivity(term.term.trim(), term.caseSensitive);
  }
  for (const term of terms.replaceTerms) {
    add(term.term, term.caseSensitive, ['replace', term.term.trim(), term.caseSensitive, term.replacement]);
    noteSensitivity(term.term.trim(), term.caseSensitive);
  }
  for (const [term, translation] of Object.entries(terms.providerTerms)) add(term, sensitivity.get(term.trim()) ?? false, ['provider', term, translation]);
  if (groups.size === 0) return null;

  const exactWords = new Map<string, TermGroup[]>();
  const foldedWords = new Map<string, TermGroup[]>();
  const unanchored: TermGroup[] = [];
  for (const group of groups.values()) {
    const anchor = anchorWord(group.term);
    if (anchor === null) unanchored.push(group);
    else {
      const [words, word] = group.caseSensitive ? [exactWords, anchor] : [foldedWords, foldCase(anchor)];
      words.set(word, [...(words.get(word) ?? []), group]);
    }
  }
  const exact = wordIndex(exactWords);
  const folded = wordIndex(foldedWords);
  return {
    versionFor(text, format) {
      const candidates = new Set<TermGroup>(unanchored);
      collectCandidates(text, exact, candidates);
      if (folded !== null) collectCandidates(foldCase(text), folded, candidates);
      if (candidates.size === 0) return null;
      const parts: string[] = [];
      for (const group of candidates) {
        let pattern = group.patterns[format];
        if (pattern === undefined) {
          pattern = termPattern(group.term, group.caseSensitive, format, false);
          group.patterns[format] = pattern;
        }
        if (pattern.test(text)) parts.push(...group.parts);
      }
      if (parts.length === 0) return null;
      // Sorted: the version does not depend on the order of the glossary or of the text.
      return hash('sha256', JSON.stringify(parts.sort()), 'hex');
    },
  };
}

/** The "before" half: protects placeholders and swaps every glossary term for a token. */
export function protectWithGlossary(text: string, format: TextFormat, terms: TargetTerms): ProtectedText {
  return protectPlaceholders(text, { format, keepTerms: terms.keepTerms, replaceTerms: terms.replaceTerms });
}

/**
 * The "after" half: restores the tokens and checks the glossary held.
 *
 * @throws PlaceholderLostException when a token was lost, duplicated or invented, or a kept term or
 *   forced translation is missing from the result.
 */
export function restoreWithGlossary(translated: string, protectedText: ProtectedText): string {
  const restored = restorePlaceholders(translated, protectedText.tokens);
  assertGlossaryHonoured(restored, protectedText);
  return restored;
}

/**
 * Checks that a finished translation holds each kept term and each forced translation at least as often
 * as the glossary tokens of the source demanded. The restore step already guarantees this when it ran on
 * the same tokens; the check keeps the guarantee independent of how the text was produced, which is what
 * the engine's glossary post-processing promises.
 *
 * @throws PlaceholderLostException naming the first missing wording.
 */
export function assertGlossaryHonoured(restored: string, protectedText: ProtectedText): void {
  const required = new Map<string, number>();
  protectedText.tokens.forEach((wording, index) => {
    const kind = protectedText.kinds[index];
    if (kind === 'keep' || kind === 'replace') required.set(wording, (required.get(wording) ?? 0) + 1);
  });
  for (const [wording, count] of required) {
    if (countOccurrences(restored, wording) < count) {
      throw new PlaceholderLostException(`The glossary wording "${wording}" is missing from the translation.`);
    }
  }
}

/** Non-overlapping occurrences, leftmost first: never fewer than the number of disjoint copies present. */
function countOccurrences(text: string, part: string): number {
  let count = 0;
  for (let index = text.indexOf(part); index !== -1; index = text.indexOf(part, index + part.length)) count += 1;
  return count;
}

/** The active glossary terms (`ext_translate_glossary`), as termsForTarget() takes them. */
export async function loadGlossary(db: TranslateExecutor): Promise<GlossaryEntry[]> {
  const rows = await db
    .selectFrom('ext_translate_glossary')
    .select(['term', 'mode', 'caseSensitive', 'translations', 'active'])
    .orderBy('termKey')
    .execute();
  return rows
    .filter((row) => fromDbBool(row.active))
    .map((row) => ({
      term: row.term,
      mode: row.mode === 'replace' ? 'replace' : 'keep',
      caseSensitive: fromDbBool(row.caseSensitive),
      translations: parseGlossaryTranslations(row.translations),
      active: true,
    }));
}

/** A stored `translations` column (JSON text) as a map; anything unreadable counts as no translations. */
export function parseGlossaryTranslations(text: string | null): Record<string, string | null> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string | null>) : {};
  } catch {
    return {};
  }
}
