/**
 * The length of a text as the estimate, the usage and the quality checks count it: Unicode code points.
 * A module of its own without dependencies, so that the checks' thread (check-thread-entry.ts) loads no
 * more than the checks.
 *
 * @packageDocumentation
 */

/** A high surrogate: a text without one is all single-unit code points. */
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/** Characters as the estimate counts them: Unicode code points. */
export function characterCount(text: string): number {
  // Most texts hold no surrogate at all: the regular expression scans natively, several times faster
  // than the loop below (which runs for every text of a run and of an estimate).
  if (!HIGH_SURROGATE.test(text)) return text.length;
  // UTF-16 units, less one for each surrogate pair (no iterator).
  let count = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        index += 1;
      }
    }
  }
  return count;
}
