import stringWidth from 'string-width';

/**
 * Lines of a table with columns padded to their widest cell, measured in terminal columns: a CJK
 * character or an emoji takes two, a combining mark none, so language names such as 日本語 line up.
 * The columns named in `right` are right-aligned (numbers). Trailing blanks are trimmed.
 */
export function renderTable(header: string[], rows: string[][], right: ReadonlySet<number> = new Set()): string[] {
  const widths = header.map((title, column) => Math.max(stringWidth(title), ...rows.map((row) => stringWidth(row[column] ?? ''))));
  const format = (row: string[]) =>
    row
      .map((cell, column) => {
        const padding = ' '.repeat(Math.max(0, (widths[column] ?? 0) - stringWidth(cell)));
        return right.has(column) ? padding + cell : cell + padding;
      })
      .join('  ')
      .trimEnd();
  return [format(header), ...rows.map(format)];
}
