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
import { fromDbBool } from '../../host/db/database.js';
import type { TranslateExecutor } from '../model/tables/translate-schema.js';
import { PlaceholderLostException } from '../providers/contract.js';
import { protectPlaceholders, restorePlaceholders, type ForcedTerm, type KeepTerm, type ProtectedText, type TextFormat } from './placeholders.js';

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
