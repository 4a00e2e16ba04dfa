/**
 * Quality checks of a translated field (docs/jobs.md, "Review and quality checks"): signals that a
 * translation deserves a look before it goes live. The engine runs them on every translated field after
 * the placeholders and glossary terms are restored and before the write; the review's edit runs them on
 * the merchant's text. The result is a list of codes, empty when the field is clean. Pure: no database,
 * no provider.
 *
 * A field may hold several texts (a list, custom fields, a cms slot); the checks compare each source text
 * with the target text at the same path and report the union of codes in {@link QUALITY_CHECK_CODES} order.
 *
 * @packageDocumentation
 */
import type { TargetTerms } from './glossary.js';
import { characterCount } from './text-length.js';

/** The checks, in the order results list them. */
export const QUALITY_CHECK_CODES = ['numbers', 'urls', 'html', 'length', 'untranslated', 'glossary', 'ratio', 'refusal', 'script'] as const;
export type QualityCheckCode = (typeof QUALITY_CHECK_CODES)[number];

/** One line per check, as the API (GET /quality-checks) and the admin app explain a finding. */
export const QUALITY_CHECK_EXPLANATIONS: Readonly<Record<QualityCheckCode, string>> = {
  numbers: 'A number of the source (in any notation, such as 1,234.5 or 1.234,5) is missing from the translation.',
  urls: 'A link or e-mail address of the source is changed or missing in the translation.',
  html: 'The sequence of HTML tags differs from the source.',
  length: 'The translation is longer than the field allows, even after the SEO cut.',
  untranslated: 'The translation is the same as the source text.',
  glossary: "A glossary term's required translation, or a term that must not be translated, is missing.",
  ratio: 'The translation is much shorter or longer than the source (outside 0.4 to 2.5 times its length).',
  refusal: 'The translation looks like an apology or a comment of the AI instead of a translation.',
  script: 'Most of the translation is not written in the script of the target language.',
};

/** A source text and the target text at the same path of the field. */
export interface TextPair {
  source: string;
  target: string;
}

export interface FieldCheckInput {
  texts: readonly TextPair[];
  /** The field's length limit (the SEO limit of an SEO field, else the column's), or null. */
  maxLength: number | null;
  /** The length of the whole value written, in code points (a string field's text). */
  targetLength: number | null;
  targetLocale: string;
  /** The glossary as it applies to the target; empty when the run does not apply it. */
  terms: TargetTerms;
}

/** Texts of the source over this many characters are held to the length ratio. */
const RATIO_MIN_SOURCE = 20;
const RATIO_LOW = 0.4;
const RATIO_HIGH = 2.5;
/** The script check needs this many letters to judge. */
const SCRIPT_MIN_LETTERS = 8;

const TAG = /<\/?([A-Za-z][\w:-]*)\b[^>]*?>/g;
const URL = /\b(?:https?:\/\/|www\.)[^\s"'<>]+/gi;
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;
/** Digits with the separators of any locale's notation; a plain space never joins two numbers. */
const NUMBER = /\d+(?:[\u00a0\u202f'.,]\d+)*/g;
const PLAIN_DIGITS = /^\d+$/;
const DIGIT = /\d/;
const WWW = /www\./i;
/** Thousands grouped by plain spaces (`1 234,5`), as a target may write them. */
const SPACED_NUMBER = /(?<![\d.,])\d{1,3}(?: \d{3})+(?:[.,]\d+)?(?![\d])/g;
/** A word: two letters or more, not all capitals (codes and acronyms such as SKU stay as they are). */
const WORD = /(?=\p{L}*\p{Ll})\p{L}{2,}/u;

/** The codes that apply to a translated field, in {@link QUALITY_CHECK_CODES} order; empty when clean. */
export function qualityChecks(input: FieldCheckInput): QualityCheckCode[] {
  const found = new Set<QualityCheckCode>();
  for (const pair of input.texts) {
    for (const code of textChecks(pair, input)) found.add(code);
  }
  if (input.maxLength !== null && input.targetLength !== null && input.targetLength > input.maxLength) found.add('length');
  return QUALITY_CHECK_CODES.filter((code) => found.has(code));
}

/**
 * A source and target text with what several checks derive from them, each derived at most once (a run
 * checks every translated field, so this is on the engine's path).
 */
class PairTexts {
  #visibleSource: string | null = null;
  #visibleTarget: string | null = null;
  #proseSource: string | null = null;
  #proseTarget: string | null = null;

  constructor(
    readonly source: string,
    readonly target: string,
  ) {}

  get visibleSource(): string {
    return (this.#visibleSource ??= visibleText(this.source));
  }

  get visibleTarget(): string {
    return (this.#visibleTarget ??= visibleText(this.target));
  }

  get proseSource(): string {
    return (this.#proseSource ??= withoutAddresses(this.visibleSource));
  }

  get proseTarget(): string {
    return (this.#proseTarget ??= withoutAddresses(this.visibleTarget));
  }
}

function textChecks(pair: TextPair, input: FieldCheckInput): QualityCheckCode[] {
  const texts = new PairTexts(pair.source, pair.target);
  const codes: QualityCheckCode[] = [];
  if (numbersMissing(texts)) codes.push('numbers');
  if (addressesMissing(pair.source, pair.target)) codes.push('urls');
  if (tagsDiffer(pair.source, pair.target)) codes.push('html');
  if (isUntranslated(texts, input.terms)) codes.push('untranslated');
  if (glossaryMissing(texts, input.terms)) codes.push('glossary');
  if (ratioOutside(texts)) codes.push('ratio');
  if (isRefusal(texts)) codes.push('refusal');
  if (wrongScript(texts.proseTarget, input.targetLocale)) codes.push('script');
  return codes;
}

/** The text a reader sees: tags removed, entities of spaces as spaces. */
function visibleText(text: string): string {
  // Every replacement starts at a `<` or an `&`: most plain texts have neither and are their own visible text.
  if (!text.includes('<') && !text.includes('&')) return text;
  return text
    .replace(TAG, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/gi, '&');
}

/** Visible text without links and e-mail addresses (their digits are the `urls` check's). */
function withoutAddresses(visible: string): string {
  // An address needs an `@` and a link a `:` or a `.`: most texts skip the patterns' scans.
  const withoutUrls = mayHoldUrl(visible) ? visible.replace(URL, ' ') : visible;
  return withoutUrls.includes('@') ? withoutUrls.replace(EMAIL, ' ') : withoutUrls;
}

function mayHoldUrl(text: string): boolean {
  return text.includes('://') || WWW.test(text);
}

/**
 * The values a number written in some locale's notation may stand for, as canonical strings: `1.234,5`
 * and `1,234.5` both give `1234.5`; `1.234` may be one thousand two hundred thirty-four or one point
 * two three four, so it gives both.
 */
export function numberReadings(token: string): string[] {
  // Digits only (most numbers): the one reading, without leading zeros.
  if (PLAIN_DIGITS.test(token)) return [token.charCodeAt(0) === 0x30 ? token.replace(/^0+(?=\d)/, '') : token];
  const compact = token.replace(/[\u00a0\u202f' ]/g, '');
  const separators = compact.replace(/\d/g, '');
  const canonical = (integer: string, fraction: string) => {
    const whole = integer.replace(/^0+(?=\d)/, '');
    const decimals = fraction.replace(/0+$/, '');
    return decimals === '' ? whole : `${whole}.${decimals}`;
  };
  if (separators === '') return [canonical(compact, '')];
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  const digitsOnly = (part: string) => part.replace(/[.,]/g, '');
  const kinds = new Set(separators);
  if (kinds.size > 1) return [canonical(digitsOnly(compact.slice(0, last)), compact.slice(last + 1))];
  // One kind of separator: used more than once it groups thousands; once, it may be either.
  if (separators.length > 1) return [canonical(digitsOnly(compact), '')];
  const fraction = compact.slice(last + 1);
  const asDecimal = canonical(compact.slice(0, last), fraction);
  return fraction.length === 3 ? [asDecimal, canonical(digitsOnly(compact), '')] : [asDecimal];
}

/** The readings of every number of the prose, in one set (no array per match: each target text goes through this). */
function readingsOf(prose: string, pattern: RegExp, into: Set<string>): Set<string> {
  for (const match of prose.matchAll(pattern)) for (const reading of numberReadings(match[0])) into.add(reading);
  return into;
}

/** Whether the target's readings hold one reading of a source number. */
function holdsOne(targetReadings: ReadonlySet<string>, readings: readonly string[]): boolean {
  for (const reading of readings) if (targetReadings.has(reading)) return true;
  return false;
}

function numbersMissing(texts: PairTexts): boolean {
  // The prose only loses characters of its text (tags, addresses, entities): a source without a digit has no number.
  if (!DIGIT.test(texts.source)) return false;
  let found: Set<string> | null = null;
  /** The source's numbers the target does not hold, each as its readings. */
  const missing: string[][] = [];
  for (const match of texts.proseSource.matchAll(NUMBER)) {
    found ??= readingsOf(texts.proseTarget, NUMBER, new Set());
    const readings = numberReadings(match[0]);
    if (!holdsOne(found, readings)) missing.push(readings);
  }
  if (found === null || missing.length === 0) return false;
  // Numbers grouped by plain spaces are read only when a number is still missing (rare; a slow scan).
  const targetReadings = readingsOf(texts.proseTarget, SPACED_NUMBER, found);
  return missing.some((readings) => !holdsOne(targetReadings, readings));
}

function addressesOf(text: string): string[] {
  const holdsUrl = mayHoldUrl(text);
  const urls = holdsUrl ? [...text.matchAll(URL)].map((match) => match[0].replace(/[.,;:!?)\]]+$/, '')) : [];
  const emails = text.includes('@') ? [...(holdsUrl ? text.replace(URL, ' ') : text).matchAll(EMAIL)].map((match) => match[0].toLowerCase()) : [];
  return [...urls, ...emails];
}

function addressesMissing(source: string, target: string): boolean {
  const remaining = addressesOf(target);
  for (const address of addressesOf(source)) {
    const index = remaining.indexOf(address);
    if (index === -1) return true;
    remaining.splice(index, 1);
  }
  return false;
}

/** {@link TAG} without its capture, anchored: whether a tag starts at an index and where it ends, with no match array. */
const TAG_AT = /<\/?[A-Za-z][\w:-]*\b[^>]*?>/y;
const SLASH = 0x2f;

/**
 * The index of the next tag's `<` at or after `from` (the one TAG's global search finds: every tag starts
 * with `<`), or -1; {@link TAG_AT}'s `lastIndex` is then the tag's end.
 */
function nextTag(text: string, from: number): number {
  for (let at = text.indexOf('<', from); at !== -1; at = text.indexOf('<', at + 1)) {
    TAG_AT.lastIndex = at;
    if (TAG_AT.test(text)) return at;
  }
  return -1;
}

/** `\w` (ASCII, as TAG reads it without the `u` flag). */
function isWordUnit(unit: number): boolean {
  return (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a) || unit === 0x5f;
}

/**
 * The end of the name TAG captures at `start` (a letter): the longest run of `\w`, `:` and `-`, less the
 * `:` and `-` at its end (TAG's `\b` after the name holds only after a word character).
 */
function tagNameEnd(text: string, start: number): number {
  let end = start + 1;
  for (let unit = text.charCodeAt(end); isWordUnit(unit) || unit === 0x3a || unit === 0x2d; unit = text.charCodeAt(end)) end += 1;
  while (!isWordUnit(text.charCodeAt(end - 1))) end -= 1;
  return end;
}

/** Whether two ASCII tag names are the same in lower case. */
function sameTagName(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let offset = 0; offset < aEnd - aStart; offset += 1) {
    const aUnit = a.charCodeAt(aStart + offset);
    const bUnit = b.charCodeAt(bStart + offset);
    // Only letters fold: A-Z and a-z differ in the 0x20 bit alone.
    const folded = aUnit | 0x20;
    if (aUnit !== bUnit && !(folded === (bUnit | 0x20) && folded >= 0x61 && folded <= 0x7a)) return false;
  }
  return true;
}

/**
 * Whether the sequences of tags (closing or not, names in lower case) differ, compared tag by tag in place:
 * no match, name or array is built (each field of a run goes through this).
 */
function tagsDiffer(source: string, target: string): boolean {
  // Every tag starts with `<`: two texts without one have the same (empty) sequence.
  if (!source.includes('<') && !target.includes('<')) return false;
  let sourceFrom = 0;
  let targetFrom = 0;
  for (;;) {
    const sourceAt = nextTag(source, sourceFrom);
    const sourceEnd = TAG_AT.lastIndex;
    const targetAt = nextTag(target, targetFrom);
    const targetEnd = TAG_AT.lastIndex;
    if (sourceAt === -1 || targetAt === -1) return sourceAt !== targetAt;
    const closing = source.charCodeAt(sourceAt + 1) === SLASH;
    if (closing !== (target.charCodeAt(targetAt + 1) === SLASH)) return true;
    // Both closing or both not: each name starts after `<` or `</`.
    const sourceName = sourceAt + (closing ? 2 : 1);
    const targetName = targetAt + (closing ? 2 : 1);
    if (!sameTagName(source, sourceName, tagNameEnd(source, sourceName), target, targetName, tagNameEnd(target, targetName))) return true;
    sourceFrom = sourceEnd;
    targetFrom = targetEnd;
  }
}

/** Compiled term patterns, by flags and term: a glossary's terms are checked in every field of a run. */
const TERM_PATTERNS = new Map<string, RegExp>();
const MAX_TERM_PATTERNS = 10_000;

function termPattern(term: string, caseSensitive: boolean): RegExp {
  const flags = caseSensitive ? 'gu' : 'giu';
  const cacheKey = `${flags}\u0000${term}`;
  const cached = TERM_PATTERNS.get(cacheKey);
  if (cached) return cached;
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, flags);
  if (TERM_PATTERNS.size >= MAX_TERM_PATTERNS) TERM_PATTERNS.clear();
  TERM_PATTERNS.set(cacheKey, pattern);
  return pattern;
}

function occurrences(text: string, term: string, caseSensitive: boolean): number {
  return [...text.matchAll(termPattern(term, caseSensitive))].length;
}

/** Same text as the source, with words in it that are no never-translate terms. */
function isUntranslated(texts: PairTexts, terms: TargetTerms): boolean {
  if (texts.visibleSource.trim() !== texts.visibleTarget.trim()) return false;
  let prose = texts.proseSource;
  for (const term of terms.keepTerms) prose = prose.replace(termPattern(term.term, term.caseSensitive), ' ');
  return WORD.test(prose);
}

function glossaryMissing(texts: PairTexts, terms: TargetTerms): boolean {
  if (terms.keepTerms.length === 0 && terms.replaceTerms.length === 0) return false;
  const plainSource = texts.visibleSource;
  const plainTarget = texts.visibleTarget;
  for (const term of terms.keepTerms) {
    const wanted = occurrences(plainSource, term.term, term.caseSensitive);
    if (wanted > 0 && occurrences(plainTarget, term.term, true) < 1) return true;
  }
  for (const term of terms.replaceTerms) {
    const wanted = occurrences(plainSource, term.term, term.caseSensitive);
    if (wanted > 0 && occurrences(plainTarget, term.replacement, true) < 1) return true;
  }
  return false;
}

function length(text: string): number {
  return characterCount(text.trim());
}

function ratioOutside(texts: PairTexts): boolean {
  const sourceLength = length(texts.visibleSource);
  if (sourceLength <= RATIO_MIN_SOURCE) return false;
  const ratio = length(texts.visibleTarget) / sourceLength;
  return ratio < RATIO_LOW || ratio > RATIO_HIGH;
}

/** How LLMs begin an apology or a comment instead of the translation, in the languages they answer in. */
const REFUSAL_PATTERNS: readonly RegExp[] = [
  /^\s*(?:I['’]m sorry|I am sorry|I apologi[sz]e|Sorry,|Unfortunately,? I|I can(?:not|['’]t)|As an AI|Here(?: is|['’]s) (?:the|your|a) translation|Translation:|Note:)/i,
  /\bas an AI(?: language model)?\b/i,
  /^\s*(?:Es tut mir leid|Entschuldigung|Leider kann ich|Ich kann (?:diesen|den|das|keine)|Als KI|Hier ist die Übersetzung|Übersetzung:|Hinweis:)/i,
  /^\s*(?:Je suis désolé|Désolé|Je ne peux pas|En tant qu['’](?:IA|intelligence)|Voici la traduction|Traduction :|Remarque :)/i,
  /^\s*(?:Lo siento|No puedo|Como (?:IA|modelo)|Aquí está la traducción|Mi dispiace|Non posso|Ecco la traduzione|Het spijt me|Hier is de vertaling)/i,
];

function isRefusal(texts: PairTexts): boolean {
  // A source that itself apologises or comments ("Sorry, sold out.") may be translated as such.
  return REFUSAL_PATTERNS.some((pattern) => pattern.test(texts.visibleTarget)) && !REFUSAL_PATTERNS.some((pattern) => pattern.test(texts.visibleSource));
}

/**
 * The script a language is written in, by its ISO 639-1 code, as the body of a character class;
 * languages not named are written in Latin.
 */
const SCRIPTS: Readonly<Record<string, string>> = {
  ru: '\\p{Script=Cyrillic}',
  uk: '\\p{Script=Cyrillic}',
  bg: '\\p{Script=Cyrillic}',
  be: '\\p{Script=Cyrillic}',
  mk: '\\p{Script=Cyrillic}',
  kk: '\\p{Script=Cyrillic}',
  el: '\\p{Script=Greek}',
  ja: '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}',
  zh: '\\p{Script=Han}',
  ko: '\\p{Script=Hangul}\\p{Script=Han}',
  ar: '\\p{Script=Arabic}',
  fa: '\\p{Script=Arabic}',
  ur: '\\p{Script=Arabic}',
  he: '\\p{Script=Hebrew}',
  th: '\\p{Script=Thai}',
  hi: '\\p{Script=Devanagari}',
  mr: '\\p{Script=Devanagari}',
  ne: '\\p{Script=Devanagari}',
  ka: '\\p{Script=Georgian}',
  hy: '\\p{Script=Armenian}',
};
const LATIN = '\\p{Script=Latin}';
/** Everything but letters. */
const NOT_LETTERS = /\P{L}+/gu;
/** Per script: everything outside it, compiled once. */
const OUTSIDE_SCRIPT = new Map<string, RegExp>();

function outsideScript(script: string): RegExp {
  let pattern = OUTSIDE_SCRIPT.get(script);
  if (!pattern) {
    pattern = new RegExp(`[^${script}]+`, 'gu');
    OUTSIDE_SCRIPT.set(script, pattern);
  }
  return pattern;
}

/** What a UTF-16 unit of the Basic Multilingual Plane is, for one script (0: not looked at yet). */
const NOT_A_LETTER = 1;
const LETTER_IN_SCRIPT = 2;
const LETTER_OUTSIDE = 3;
const LETTER = /\p{L}/u;
/** Per script: each BMP unit's kind, filled in as units are met (the same answer as the patterns above). */
const UNIT_KINDS = new Map<string, { kinds: Uint8Array; inScript: RegExp }>();
/** Surrogates: a letter outside the BMP takes two units, which the patterns read as one code point. */
const SURROGATE = /[\ud800-\udfff]/;

/**
 * Letters of the text and those of them in the script, unit by unit with a table of the units met
 * before (a regular expression per unit only the first time); null when the text holds a surrogate
 * (the patterns then count). Each target text of a run goes through this. Counting stops once the
 * letters in the script make half the text's units: whatever follows, they are then at least half of
 * its letters, which is all {@link wrongScript} asks.
 */
function scriptLetters(prose: string, script: string): { letters: number; inScript: number } | null {
  if (SURROGATE.test(prose)) return null;
  let table = UNIT_KINDS.get(script);
  if (!table) {
    table = { kinds: new Uint8Array(0x10000), inScript: new RegExp(`[${script}]`, 'u') };
    UNIT_KINDS.set(script, table);
  }
  const { kinds } = table;
  let letters = 0;
  let inScript = 0;
  for (let index = 0; index < prose.length; index += 1) {
    const unit = prose.charCodeAt(index);
    let kind = kinds[unit] as number;
    if (kind === 0) {
      const character = String.fromCharCode(unit);
      kind = !LETTER.test(character) ? NOT_A_LETTER : table.inScript.test(character) ? LETTER_IN_SCRIPT : LETTER_OUTSIDE;
      kinds[unit] = kind;
    }
    if (kind !== NOT_A_LETTER) {
      letters += 1;
      if (kind === LETTER_IN_SCRIPT && (inScript += 1) * 2 >= prose.length) break;
    }
  }
  return { letters, inScript };
}

function wrongScript(prose: string, targetLocale: string): boolean {
  const language = targetLocale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const script = SCRIPTS[language] ?? LATIN;
  const counted = scriptLetters(prose, script);
  if (counted !== null) return counted.letters >= SCRIPT_MIN_LETTERS && counted.inScript / counted.letters < 0.5;
  const letters = prose.replace(NOT_LETTERS, '');
  const letterCount = characterCount(letters);
  if (letterCount < SCRIPT_MIN_LETTERS) return false;
  const inScript = characterCount(letters.replace(outsideScript(script), ''));
  return inScript / letterCount < 0.5;
}
