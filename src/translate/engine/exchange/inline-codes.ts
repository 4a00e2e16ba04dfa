/**
 * A unit's text as the exchange files carry it: plain text with inline codes for everything a
 * translator must not touch. Markup (read as the placeholder guard reads it, placeholders.ts) and the
 * storefront's template placeholders become codes; a tag pair that encloses text becomes one paired code
 * around that text. Character references of HTML are shown as the characters they stand for (the five of
 * XML, `&nbsp;` and numeric ones); any other named reference becomes a code.
 *
 * Back from a file, a translation is rebuilt from its codes with the guard itself: each code becomes its
 * `⟦n⟧` token and restorePlaceholders() puts the source's markup back, refusing a translation that lost,
 * repeated or invented a code, exactly as it refuses a provider's.
 *
 * @packageDocumentation
 */
import { htmlParts, placeholderToken, protectPlaceholders, restorePlaceholders, type TextFormat } from '../placeholders.js';

/** One inline code: the markup or placeholder it stands for. */
export interface InlineCode {
  original: string;
  /** `open` and `close` are tags that may pair up around text; everything else stands alone. */
  role: 'open' | 'close' | 'standalone';
  /** An HTML element name (lower case), `comment`, `declaration`, `entity`, `placeholder` or `literal`. */
  kind: string;
}

/** Text and codes as a tree: a paired code holds the text between its tags. Codes are indices into {@link CodedText.codes}. */
export type InlineNode = { type: 'text'; text: string } | { type: 'code'; code: number } | { type: 'pair'; open: number; close: number; children: InlineNode[] };

export interface CodedText {
  format: TextFormat;
  codes: InlineCode[];
  /** The close code of every open code that is paired in the source. */
  pairs: Map<number, number>;
  nodes: InlineNode[];
}

type FlatItem = { type: 'text'; text: string } | { type: 'code'; code: InlineCode };

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const SHOWN_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const REFERENCE = /&(?:#(\d+)|#[xX]([0-9A-Fa-f]+)|([A-Za-z][A-Za-z0-9]*));/g;

function markupCode(original: string): InlineCode {
  if (original.startsWith('<!--')) return { original, role: 'standalone', kind: 'comment' };
  if (original.startsWith('<!') || original.startsWith('<?')) return { original, role: 'standalone', kind: 'declaration' };
  const name = (/^<\/?([A-Za-z][^\s/>]*)/.exec(original)?.[1] ?? '').toLowerCase();
  if (original.startsWith('</')) return { original, role: 'close', kind: name };
  // Script and style arrive whole (tags and body), like void and self-closed elements they stand alone.
  if (VOID_ELEMENTS.has(name) || original.endsWith('/>') || /^<(script|style)\b/i.test(original)) return { original, role: 'standalone', kind: name };
  return { original, role: 'open', kind: name };
}

function pushText(items: FlatItem[], text: string): void {
  if (text === '') return;
  const last = items[items.length - 1];
  if (last?.type === 'text') last.text += text;
  else items.push({ type: 'text', text });
}

/** An HTML text node: references shown as characters where that is lossless for the markup, others as codes. */
function pushHtmlText(items: FlatItem[], text: string): void {
  let last = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const [whole, decimal, hex, name] = match;
    const code = decimal !== undefined ? Number(decimal) : hex !== undefined ? parseInt(hex, 16) : null;
    let shown: string | null = null;
    if (code !== null && code > 0 && code <= 0x10ffff) shown = String.fromCodePoint(code);
    else if (name !== undefined) shown = SHOWN_ENTITIES[name] ?? null;
    pushText(items, text.slice(last, match.index));
    if (shown !== null) pushText(items, shown);
    else items.push({ type: 'code', code: { original: whole, role: 'standalone', kind: 'entity' } });
    last = match.index + whole.length;
  }
  pushText(items, text.slice(last));
}

/** Text and codes in reading order. */
function flatItems(text: string, format: TextFormat): FlatItem[] {
  const guarded = protectPlaceholders(text, { format, keepTerms: [] });
  const restoreInner = (markup: string) => markup.replace(/⟦(\d+)⟧/gu, (_token, digits: string) => guarded.tokens[Number(digits)] ?? '');
  const parts = format === 'html' ? htmlParts(guarded.text) : [{ text: guarded.text, markup: false }];
  const items: FlatItem[] = [];
  for (const part of parts) {
    if (part.markup) {
      items.push({ type: 'code', code: markupCode(restoreInner(part.text)) });
      continue;
    }
    for (const piece of part.text.split(/(⟦\d+⟧)/u)) {
      const token = /^⟦(\d+)⟧$/u.exec(piece);
      if (token) {
        const index = Number(token[1]);
        items.push({ type: 'code', code: { original: guarded.tokens[index] ?? '', role: 'standalone', kind: guarded.kinds[index] === 'literal' ? 'literal' : 'placeholder' } });
      } else if (format === 'html') pushHtmlText(items, piece);
      else pushText(items, piece);
    }
  }
  return items;
}

/** Pairs open and close codes that nest properly, where `fits(open, close)` allows the two to pair. */
function matchPairs(sequence: readonly number[], roleOf: (code: number) => InlineCode['role'], fits: (open: number, close: number) => boolean): Map<number, number> {
  const pairs = new Map<number, number>();
  const stack: number[] = [];
  for (const code of sequence) {
    const role = roleOf(code);
    if (role === 'open') stack.push(code);
    else if (role === 'close') {
      const top = stack[stack.length - 1];
      if (top !== undefined && fits(top, code)) {
        pairs.set(top, code);
        stack.pop();
      }
    }
  }
  return pairs;
}

type IndexedItem = { type: 'text'; text: string } | { type: 'code'; code: number };

/** The tree of items whose pairs are `pairs` (each pair nests properly in `items`). */
function nest(items: readonly IndexedItem[], pairs: ReadonlyMap<number, number>): InlineNode[] {
  const root: InlineNode[] = [];
  const stack: Extract<InlineNode, { type: 'pair' }>[] = [];
  for (const item of items) {
    const top = stack[stack.length - 1];
    const into = top?.children ?? root;
    if (item.type === 'text') {
      const last = into[into.length - 1];
      if (last?.type === 'text') last.text += item.text;
      else into.push({ type: 'text', text: item.text });
    } else if (pairs.has(item.code)) {
      const pair: Extract<InlineNode, { type: 'pair' }> = { type: 'pair', open: item.code, close: pairs.get(item.code) as number, children: [] };
      into.push(pair);
      stack.push(pair);
    } else if (top !== undefined && top.close === item.code) stack.pop();
    else into.push({ type: 'code', code: item.code });
  }
  return root;
}

/** A unit's source text with its codes. */
export function encodeInline(text: string, format: TextFormat): CodedText {
  const codes: InlineCode[] = [];
  const items: IndexedItem[] = flatItems(text, format).map((item) => {
    if (item.type === 'text') return item;
    codes.push(item.code);
    return { type: 'code', code: codes.length - 1 };
  });
  const sequence = items.flatMap((item) => (item.type === 'code' ? [item.code] : []));
  const pairs = matchPairs(sequence, (code) => codes[code]?.role ?? 'standalone', (open, close) => codes[open]?.kind === codes[close]?.kind);
  return { format, codes, pairs, nodes: nest(items, pairs) };
}

/**
 * A current translation in the codes of its source, for the target of an exported unit: each of its
 * codes is the same markup or placeholder as an unused code of the source. Null when one is not (the
 * translation's markup differs from the source's), so the file offers no target for that unit.
 */
export function encodeTarget(text: string, source: CodedText): InlineNode[] | null {
  const used = new Set<number>();
  const items: IndexedItem[] = [];
  for (const item of flatItems(text, source.format)) {
    if (item.type === 'text') {
      items.push(item);
      continue;
    }
    const index = source.codes.findIndex((code, candidate) => !used.has(candidate) && code.original === item.code.original);
    if (index === -1) return null;
    used.add(index);
    items.push({ type: 'code', code: index });
  }
  const sequence = items.flatMap((item) => (item.type === 'code' ? [item.code] : []));
  const pairs = matchPairs(sequence, (code) => source.codes[code]?.role ?? 'standalone', (open, close) => source.pairs.get(open) === close);
  return nest(items, pairs);
}

/** A translation's text with `⟦n⟧` for its codes, text escaped for the format. */
function tokenText(nodes: readonly InlineNode[], format: TextFormat): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return format === 'html' ? node.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : node.text;
      if (node.type === 'code') return placeholderToken(node.code);
      return `${placeholderToken(node.open)}${tokenText(node.children, format)}${placeholderToken(node.close)}`;
    })
    .join('');
}

/**
 * The field text of a translation given as text and codes of its source.
 *
 * @throws PlaceholderLostException (the guard's) when a code is missing, repeated or unknown.
 */
export function decodeInline(nodes: readonly InlineNode[], source: CodedText): string {
  return restorePlaceholders(
    tokenText(nodes, source.format),
    source.codes.map((code) => code.original),
  );
}
