import { describe, expect, it } from 'vitest';
import { characterCount } from '../../../src/translate/engine/text-length.js';

/** Characters as runs and estimates count them: Unicode code points (docs/jobs.md, "Estimate"). */
describe('characterCount', () => {
  it('counts a surrogate pair once and every other UTF-16 unit once, lone surrogates included', () => {
    for (const text of ['', 'plain ASCII', 'Çhâir naïve', 'Bench 𝔹 ✓', '🪑🪑', '\uD800', 'x\uD83D', '\uDE00x', '\uD800\uD800\uDC00', '\uD83D\uDE00\uDE00', '\uDBFF\uDFFF'.repeat(3)]) {
      // Array.from splits by code point and keeps a lone surrogate as one element.
      expect(characterCount(text), JSON.stringify(text)).toBe(Array.from(text).length);
    }
  });
});
