/**
 * A word-level diff of two field values for the Changes screen. HTML is split into tags, words and
 * whitespace, so that a changed word inside unchanged markup shows as that word, and markup shows as
 * markup (as text: values are never rendered as HTML).
 */
export type DiffKind = 'equal' | 'removed' | 'added';

export interface DiffPart {
  kind: DiffKind;
  text: string;
  /** The part is an HTML tag (shown as markup). */
  tag: boolean;
}

const TOKEN = /<[^>]*>|\s+|[^\s<]+/g;

export function tokenize(value: string): string[] {
  return value.match(TOKEN) ?? [];
}

/** Above this many token pairs the diff shows the whole old and new value instead (keeps the page fast). */
export const MAX_DIFF_CELLS = 2_000_000;

export function diffTexts(before: string, after: string): DiffPart[] {
  const left = tokenize(before);
  const right = tokenize(after);
  // Common prefix and suffix cost nothing and keep the table small.
  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start += 1;
  let endLeft = left.length;
  let endRight = right.length;
  while (endLeft > start && endRight > start && left[endLeft - 1] === right[endRight - 1]) {
    endLeft -= 1;
    endRight -= 1;
  }
  const middle = diffMiddle(left.slice(start, endLeft), right.slice(start, endRight));
  const parts: [DiffKind, string][] = [
    ...left.slice(0, start).map((text): [DiffKind, string] => ['equal', text]),
    ...middle,
    ...left.slice(endLeft).map((text): [DiffKind, string] => ['equal', text]),
  ];
  return merge(parts);
}

function diffMiddle(left: string[], right: string[]): [DiffKind, string][] {
  if (left.length === 0) return right.map((text) => ['added', text]);
  if (right.length === 0) return left.map((text) => ['removed', text]);
  if (left.length * right.length > MAX_DIFF_CELLS) {
    return [...left.map((text): [DiffKind, string] => ['removed', text]), ...right.map((text): [DiffKind, string] => ['added', text])];
  }
  // Longest common subsequence, table of suffix lengths.
  const columns = right.length + 1;
  const table = new Uint32Array((left.length + 1) * columns);
  for (let i = left.length - 1; i >= 0; i -= 1) {
    for (let j = right.length - 1; j >= 0; j -= 1) {
      table[i * columns + j] = left[i] === right[j] ? table[(i + 1) * columns + j + 1]! + 1 : Math.max(table[(i + 1) * columns + j]!, table[i * columns + j + 1]!);
    }
  }
  const parts: [DiffKind, string][] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    if (left[i] === right[j]) {
      parts.push(['equal', left[i]!]);
      i += 1;
      j += 1;
    } else if (table[(i + 1) * columns + j]! >= table[i * columns + j + 1]!) {
      parts.push(['removed', left[i]!]);
      i += 1;
    } else {
      parts.push(['added', right[j]!]);
      j += 1;
    }
  }
  while (i < left.length) parts.push(['removed', left[i++]!]);
  while (j < right.length) parts.push(['added', right[j++]!]);
  return parts;
}

/** Joins neighbours of one kind; a tag stays its own part so that it can be styled as markup. */
function merge(parts: [DiffKind, string][]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const [kind, text] of parts) {
    const tag = text.startsWith('<') && text.endsWith('>');
    const last = merged.at(-1);
    if (last && last.kind === kind && !last.tag && !tag) last.text += text;
    else merged.push({ kind, text, tag });
  }
  return merged;
}
