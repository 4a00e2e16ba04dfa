/**
 * The placeholder guard (docs/providers.md, "Failures": a lost placeholder fails the text).
 *
 * Before a text goes to a provider, everything that must come back byte for byte is swapped for an
 * opaque token `⟦n⟧`: template variables of the storefront (`{{ count }}`, `{% if x %}`, `%name%`, `%s`,
 * `%1$s`, `{0}`, `{name}`), glossary terms that are kept or forced, and literal `⟦`/`⟧` characters of the
 * source itself. After the call every token must be present exactly once; otherwise the field fails with
 * a PlaceholderLostException and stays unwritten.
 *
 * In `html` format only text nodes are scanned. Tags, attribute values, comments and the bodies of
 * `<script>` and `<style>` are never tokenised: a provider with `html` support keeps markup intact, and
 * CSS or URL-encoded attribute values (`style="width:100%"`, `href="?q=%20"`) would otherwise produce
 * false placeholders.
 *
 * @packageDocumentation
 */
import { PlaceholderLostException } from '../providers/contract.js';

/** How a text travels to the provider (ProviderRequest `format`). */
export type TextFormat = 'html' | 'text';

/** A glossary term kept verbatim wherever it occurs as a whole word. */
export interface KeepTerm {
  term: string;
  caseSensitive: boolean;
}

/** A glossary term that is swapped for a forced translation before the provider sees the text. */
export interface ForcedTerm {
  term: string;
  /** The target wording, as plain text; it is HTML-escaped for `html` texts. */
  replacement: string;
  caseSensitive: boolean;
}

/** Why a token was made: the guard's post-checks treat glossary tokens specially. */
export type PlaceholderKind = 'template' | 'keep' | 'replace' | 'literal';

/** What protectPlaceholders() needs to know about a text. */
export interface ProtectOptions {
  format: TextFormat;
  keepTerms: readonly KeepTerm[];
  /** Forced glossary translations; the token restores to the replacement instead of the source wording. */
  replaceTerms?: readonly ForcedTerm[];
}

/** A text ready for the provider and what its tokens stand for. */
export interface ProtectedText {
  /** The text with `⟦0⟧`, `⟦1⟧` ... in place of the protected substrings, numbered in reading order. */
  text: string;
  /** What each token restores to, by index: the original substring, or the forced translation. */
  tokens: string[];
  /** Why each token was made, by index. */
  kinds: PlaceholderKind[];
}

/** The token written for index `index`. */
export function placeholderToken(index: number): string {
  return `⟦${index}⟧`;
}

/** The tokens of a protected text that a translation does not contain at all (what a re-ask names). */
export function missingTokens(translated: string, protectedText: ProtectedText): string[] {
  return protectedText.tokens.map((_original, index) => placeholderToken(index)).filter((token) => !translated.includes(token));
}

const OPEN_BRACKET = '⟦';
const CLOSE_BRACKET = '⟧';

/**
 * The template syntaxes, tried left to right at each position. Order matters where they overlap:
 * Twig before `{name}` (`{{ x }}` holds `{ x }`), `%%` before everything else with `%` so that a printf
 * literal percent is consumed whole (`%%s` is a percent sign and an "s"), and printf before `%name%` so that
 * `%s%s` and `%d%%` read as printf while `%status%` (an `s` followed by a letter) falls through to `%name%`.
 */
const TEMPLATE_PATTERN = new RegExp(
  [
    // Twig output and tags, with inner spaces, filters and whitespace control; no braces inside, so an
    // unterminated `{{` in prose cannot swallow text up to an unrelated later `}}`.
    String.raw`\{\{[^{}]*\}\}`,
    String.raw`\{%(?:[^{}%]|%(?!\}))*%\}`,
    // A printf literal percent: matched so that it is skipped, never turned into a token.
    '%%',
    // printf: optional position, flags (no space flag: "50% off" is prose), width, precision, conversion;
    // a letter or digit right after the conversion means prose ("100%ig", "5%free"), not a placeholder.
    String.raw`%(?:[1-9]\d*\$)?[-+0#]*\d*(?:\.\d+)?[bcdeEfFgGiosuxX](?![\p{L}\p{N}_])`,
    // %name%: starts with a letter or underscore, may hold digits, underscores and inner dots.
    String.raw`%[A-Za-z_](?:[A-Za-z0-9_.]*[A-Za-z0-9_])?%`,
    // ICU / positional: {0}, {name}.
    String.raw`\{\d+\}`,
    String.raw`\{[A-Za-z_][A-Za-z0-9_]*\}`,
  ].join('|'),
  'gu',
);

type Segment =
  | { kind: 'plain'; text: string; scannable: boolean }
  | { kind: 'token'; value: string; type: PlaceholderKind; source: string };

/**
 * Swaps template placeholders, glossary terms and literal brackets for `⟦n⟧` tokens.
 *
 * Keep and replace terms match whole words only (Unicode-aware: a term is not found inside "Trailhead"
 * or "Übertrail"), per their case sensitivity, longest term first, and never inside another token.
 * A keep token restores to the source's own spelling; a replace token restores to the forced translation.
 *
 * @returns the text to send and, by token index, what each token restores to.
 */
export function protectPlaceholders(text: string, options: ProtectOptions): ProtectedText {
  // Each pass runs only when the text holds a character its matches start with (or there are terms):
  // most texts need none, and then the text goes as it is, without being split and joined again.
  const brackets = holdsBracket(text);
  const templates = holdsTemplateStart(text);
  const terms = orderedTerms(options);
  if (!brackets && !templates && terms.length === 0) return { text, tokens: [], kinds: [] };

  let segments: Segment[] = options.format === 'html' ? splitHtml(text) : [{ kind: 'plain', text, scannable: true }];

  // A source bracket would be indistinguishable from a token after translation, so each one travels as a
  // token of its own and is restored verbatim. This covers markup too: the restore step reads the whole text.
  if (brackets) {
    segments = splitPlain(segments, /[⟦⟧]/gu, false, (match) => ({ kind: 'token', value: match, type: 'literal', source: match }), holdsBracket);
  }

  if (templates) {
    segments = splitPlain(
      segments,
      TEMPLATE_PATTERN,
      true,
      (match) => (match === '%%' ? null : { kind: 'token', value: match, type: 'template', source: match }),
      holdsTemplateStart,
    );
  }

  for (const term of terms) {
    const pattern = termPattern(term.term, term.caseSensitive, options.format);
    segments = splitPlain(segments, pattern, true, (match) =>
      term.replacement === null
        ? { kind: 'token', value: match, type: 'keep', source: match }
        : {
            kind: 'token',
            value: options.format === 'html' ? escapeHtmlText(term.replacement) : term.replacement,
            type: 'replace',
            source: match,
          },
    );
  }

  // Nothing protected (a `%%`, a brace that starts no placeholder, a `%` in markup): the text goes as it is.
  if (!segments.some((segment) => segment.kind === 'token')) return { text, tokens: [], kinds: [] };
  const tokens: string[] = [];
  const kinds: PlaceholderKind[] = [];
  let protectedText = '';
  for (const segment of segments) {
    if (segment.kind === 'plain') {
      protectedText += segment.text;
    } else {
      protectedText += placeholderToken(tokens.length);
      tokens.push(segment.value);
      kinds.push(segment.type);
    }
  }
  return { text: protectedText, tokens, kinds };
}

/**
 * Puts the protected substrings back into a provider's translation.
 *
 * @throws PlaceholderLostException when a token is missing, appears more than once, names an index that
 *   was never issued (or is spelled differently, such as `⟦01⟧`), or a stray `⟦`/`⟧` remains: each means
 *   the provider damaged a placeholder, and writing the text would break the storefront.
 */
export function restorePlaceholders(translated: string, tokens: readonly string[]): string {
  // No token issued and no bracket in the answer (most texts): nothing to restore, nothing damaged.
  if (tokens.length === 0 && !translated.includes(OPEN_BRACKET) && !translated.includes(CLOSE_BRACKET)) return translated;
  // One scan finds the tokens as /⟦(\d+)⟧/gu would (leftmost first, on after each), without a match object
  // or a copy of the text per pass: restoring every HTML text of a run made three passes over it.
  const found = tokenSpans(translated);
  const seen = new Array<number>(tokens.length).fill(0);
  for (let at = 0; at < found.length; at += 3) {
    const digits = translated.slice((found[at] as number) + 1, (found[at + 1] as number) - 1);
    const index = tokenIndex(digits, tokens.length);
    if (index === null) throw new PlaceholderLostException(`The translation contains an unknown placeholder ${OPEN_BRACKET}${digits}${CLOSE_BRACKET}.`);
    found[at + 2] = index;
    seen[index] = (seen[index] ?? 0) + 1;
  }
  for (const [index, count] of seen.entries()) {
    const original = describe(tokens[index] ?? '');
    if (count === 0) throw new PlaceholderLostException(`The placeholder ${original} was lost in the translation.`);
    if (count > 1) throw new PlaceholderLostException(`The placeholder ${original} appears more than once in the translation.`);
  }
  // Each token holds one bracket of each kind: any other bracket is a damaged placeholder.
  const tokensFound = found.length / 3;
  if (occurrences(translated, OPEN_BRACKET) > tokensFound || occurrences(translated, CLOSE_BRACKET) > tokensFound) {
    throw new PlaceholderLostException('The translation contains a damaged placeholder.');
  }
  // One pass: restored text is never scanned again, so a restored literal "⟦" stays literal.
  let restored = '';
  let from = 0;
  for (let at = 0; at < found.length; at += 3) {
    restored += translated.slice(from, found[at] as number) + (tokens[found[at + 2] as number] ?? '');
    from = found[at + 1] as number;
  }
  return restored + translated.slice(from);
}

/** The tokens `⟦digits⟧` of a text, leftmost first, as triples: where each starts, where it ends, and a slot for its index. */
function tokenSpans(text: string): number[] {
  const spans: number[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf(OPEN_BRACKET, from);
    if (open < 0) return spans;
    let end = open + 1;
    while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end += 1;
    if (end > open + 1 && text.startsWith(CLOSE_BRACKET, end)) {
      spans.push(open, end + CLOSE_BRACKET.length, -1);
      from = end + CLOSE_BRACKET.length;
    } else from = open + 1;
  }
}

/** How often `part` occurs in `text`. */
function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) count += 1;
  return count;
}

/** The index a token names, or null when it was not issued or is not spelled the way placeholderToken() spells it. */
function tokenIndex(digits: string, count: number): number | null {
  const index = Number(digits);
  if (!Number.isSafeInteger(index) || String(index) !== digits || index >= count) return null;
  return index;
}

/** A token's original for an error message: quoted, and short enough for a job error row. */
function describe(original: string): string {
  const shown = original.length > 60 ? `${original.slice(0, 57)}...` : original;
  return `"${shown}"`;
}

interface OrderedTerm {
  term: string;
  caseSensitive: boolean;
  replacement: string | null;
}

/**
 * All glossary terms, longest first, so that "Hearth & Trail" wins over "Trail" where both would match.
 * The sort is stable: at equal length keep terms come before replace terms, each in the given order.
 */
function orderedTerms(options: ProtectOptions): OrderedTerm[] {
  const terms: OrderedTerm[] = [
    ...options.keepTerms.map((term) => ({ term: term.term.trim(), caseSensitive: term.caseSensitive, replacement: null })),
    ...(options.replaceTerms ?? []).map((term) => ({ term: term.term.trim(), caseSensitive: term.caseSensitive, replacement: term.replacement })),
  ];
  return terms.filter((term) => term.term !== '').sort((a, b) => codePointLength(b.term) - codePointLength(a.term));
}

function codePointLength(text: string): number {
  let length = 0;
  for (const _char of text) length += 1;
  return length;
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}_]/u;

/**
 * A whole-word pattern for a glossary term. Whitespace in the term matches any run of whitespace; in
 * `html` format also `&nbsp;`, and the characters HTML escapes match their entities, so the term
 * "Hearth & Trail" is found in the text node "Hearth &amp; Trail". A word boundary is required only at an
 * end of the term that is a word character: "C++" still ends where the pluses end.
 *
 * Global (the default) for the guard's `matchAll`; `global: false` gives a pattern whose `test` keeps no
 * state between texts (the translation memory's term matcher, glossary.ts).
 */
export function termPattern(term: string, caseSensitive: boolean, format: TextFormat, global = true): RegExp {
  const html = format === 'html';
  let body = '';
  let inWhitespace = false;
  for (const char of term) {
    if (/\s/u.test(char)) {
      if (!inWhitespace) body += html ? String.raw`(?:\s|&nbsp;|&#160;|&#xa0;)+` : String.raw`\s+`;
      inWhitespace = true;
      continue;
    }
    inWhitespace = false;
    body += html ? htmlCharacterPattern(char) : escapeRegExp(char);
  }
  const chars = Array.from(term);
  const before = WORD_CHARACTER.test(chars[0] ?? '') ? String.raw`(?<![\p{L}\p{M}\p{N}_])` : '';
  const after = WORD_CHARACTER.test(chars[chars.length - 1] ?? '') ? String.raw`(?![\p{L}\p{M}\p{N}_])` : '';
  return new RegExp(`${before}${body}${after}`, `${global ? 'g' : ''}${caseSensitive ? 'u' : 'iu'}`);
}

function htmlCharacterPattern(char: string): string {
  switch (char) {
    case '&':
      return '(?:&amp;|&#38;|&)';
    case '<':
      return '(?:&lt;|&#60;)';
    case '>':
      return '(?:&gt;|&#62;|>)';
    case '"':
      return '(?:"|&quot;|&#34;)';
    case "'":
      return "(?:'|&#39;|&#039;|&apos;)";
    default:
      return escapeRegExp(char);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Escapes plain text for an HTML text node. */
function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Whether a text holds a bracket: a literal bracket's token starts with one. */
function holdsBracket(text: string): boolean {
  return text.includes(OPEN_BRACKET) || text.includes(CLOSE_BRACKET);
}

/**
 * Whether a text holds a character every template syntax starts with (TEMPLATE_PATTERN): the text nodes
 * of an HTML text that hold none are not scanned (most of them; scanning each cost a match iterator).
 */
function holdsTemplateStart(text: string): boolean {
  return text.includes('{') || text.includes('%');
}

/**
 * Splits plain segments at every match of `pattern`; `makeToken` returns null to leave a match as text.
 * With `scannableOnly`, markup segments of an HTML text are passed through untouched; so is a segment
 * for which `mayMatch` (a test of the characters every match starts with) says no match can start in it.
 */
function splitPlain(
  segments: Segment[],
  pattern: RegExp,
  scannableOnly: boolean,
  makeToken: (match: string) => Segment | null,
  mayMatch: (text: string) => boolean = () => true,
): Segment[] {
  const result: Segment[] = [];
  for (const segment of segments) {
    if (segment.kind === 'token' || (scannableOnly && !segment.scannable) || !mayMatch(segment.text)) {
      result.push(segment);
      continue;
    }
    let last = 0;
    for (const match of segment.text.matchAll(pattern)) {
      const token = makeToken(match[0]);
      if (token === null) continue;
      const start = match.index;
      if (start > last) result.push({ kind: 'plain', text: segment.text.slice(last, start), scannable: segment.scannable });
      result.push(token);
      last = start + match[0].length;
    }
    if (last < segment.text.length) result.push({ kind: 'plain', text: segment.text.slice(last), scannable: segment.scannable });
  }
  return result;
}

/**
 * HTML split into text nodes and markup (tags, comments, declarations, whole script and style elements),
 * in order, by the same reading the guard uses; the exchange's inline codes (engine/exchange) are made from it.
 */
export function htmlParts(html: string): { text: string; markup: boolean }[] {
  return splitHtml(html).map((segment) => (segment.kind === 'plain' ? { text: segment.text, markup: !segment.scannable } : { text: segment.value, markup: true }));
}

const TAG = /<\/?[A-Za-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/y;
const DECLARATION = /<[!?][^>]*>/y;
/** At a tag's `<`: a script or style element. */
const RAW_TEXT_ELEMENT = /<(script|style)\b/iy;

/**
 * Splits HTML into text nodes (scannable) and markup (not scannable). A `<` that starts no tag ("a < b")
 * is text. Comments, CDATA sections and the bodies of `<script>` and `<style>` are markup in full.
 */
function splitHtml(html: string): Segment[] {
  const segments: Segment[] = [];
  let textStart = 0;
  let position = 0;
  const pushText = (end: number): void => {
    if (end > textStart) segments.push({ kind: 'plain', text: html.slice(textStart, end), scannable: true });
  };
  while (position < html.length) {
    const open = html.indexOf('<', position);
    if (open === -1) break;
    const end = markupEnd(html, open);
    if (end === null) {
      position = open + 1;
      continue;
    }
    pushText(open);
    segments.push({ kind: 'plain', text: html.slice(open, end), scannable: false });
    textStart = end;
    position = end;
  }
  pushText(html.length);
  return segments;
}

/** Where the markup starting at `open` ends, or null when the `<` starts no markup. */
function markupEnd(html: string, open: number): number | null {
  if (html.startsWith('<!--', open)) return closingEnd(html, '-->', open + 4);
  if (html.startsWith('<![CDATA[', open)) return closingEnd(html, ']]>', open + 9);
  // The patterns are sticky and tested in place (no match array per tag: every HTML text of a run goes
  // through this); a match's end is the pattern's lastIndex.
  DECLARATION.lastIndex = open;
  if (DECLARATION.test(html)) return DECLARATION.lastIndex;
  TAG.lastIndex = open;
  if (!TAG.test(html)) return null;
  const tagEnd = TAG.lastIndex;
  RAW_TEXT_ELEMENT.lastIndex = open;
  const rawText = RAW_TEXT_ELEMENT.exec(html);
  // A tag ends with `>`: a self-closing one with `/>`.
  if (!rawText || html.charCodeAt(tagEnd - 2) === 0x2f) return tagEnd;
  // A script or style body is code, not prose: it runs up to and including the matching closing tag.
  const closing = new RegExp(`</${rawText[1]}\\s*>`, 'gi');
  closing.lastIndex = tagEnd;
  const close = closing.exec(html);
  return close ? close.index + close[0].length : html.length;
}

/** The end of a construct closed by `terminator`; an unterminated one runs to the end, as in a browser. */
function closingEnd(html: string, terminator: string, from: number): number {
  const index = html.indexOf(terminator, from);
  return index === -1 ? html.length : index + terminator.length;
}
