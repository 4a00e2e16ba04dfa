import { describe, expect, it } from 'vitest';
import { isSeoField, seoFieldMaxLength, seoTruncate } from '../../../src/translate/engine/seo-truncate.js';

const codePoints = (text: string): number => Array.from(text).length;

const GERMAN_DESCRIPTION =
  'Gusseiserne Pfanne, 28 cm, vorgeschmiedet und eingebrannt: perfekt für Steaks, Bratkartoffeln und Ofengerichte – hält ein Leben lang.';

describe('seoTruncate', () => {
  it('returns a text that fits unchanged, even with trailing punctuation', () => {
    expect(seoTruncate('Gusseiserne Pfanne, ', 20)).toBe('Gusseiserne Pfanne, ');
    expect(seoTruncate('Pfanne', 6)).toBe('Pfanne');
    expect(seoTruncate('', 0)).toBe('');
  });

  it('cuts at the last word boundary within the limit', () => {
    expect(seoTruncate('Cast-iron skillet seasoned and ready to use', 20)).toBe('Cast-iron skillet');
    expect(seoTruncate('Cast-iron skillet seasoned', 17)).toBe('Cast-iron skillet');
    expect(seoTruncate('Cast-iron skillet seasoned', 18)).toBe('Cast-iron skillet');
    expect(seoTruncate('Cast-iron skillet seasoned', 16)).toBe('Cast-iron');
  });

  it('trims dangling separators of a demo-style meta title', () => {
    expect(seoTruncate('Gusseisenpfanne 28 cm | Hearth & Trail | Ihr Shop', 24)).toBe('Gusseisenpfanne 28 cm');
    expect(seoTruncate('Gusseisenpfanne 28 cm | Hearth & Trail | Ihr Shop', 31)).toBe('Gusseisenpfanne 28 cm | Hearth');
    expect(seoTruncate('Pfanne, Topf, Deckel', 14)).toBe('Pfanne, Topf');
    expect(seoTruncate('Pfanne – Topf (Set)', 15)).toBe('Pfanne – Topf');
    expect(seoTruncate('Pfanne (aus Guss)', 9)).toBe('Pfanne');
  });

  it('keeps a sentence end and closing brackets, which end what precedes them', () => {
    expect(seoTruncate('Made to last. Repairs for years', 15)).toBe('Made to last.');
    expect(seoTruncate('Set (3 pieces) for camping', 17)).toBe('Set (3 pieces)');
  });

  it('never cuts a word in half, for every limit', () => {
    for (let limit = 12; limit < codePoints(GERMAN_DESCRIPTION); limit += 1) {
      const cut = seoTruncate(GERMAN_DESCRIPTION, limit);
      expect(codePoints(cut), `limit ${limit}`).toBeLessThanOrEqual(limit);
      expect(GERMAN_DESCRIPTION.startsWith(cut), `limit ${limit}`).toBe(true);
      const next = GERMAN_DESCRIPTION.slice(cut.length, cut.length + 1);
      expect(next, `limit ${limit}: "${cut}"`).not.toMatch(/[\p{L}\p{N}]/u);
      expect(cut, `limit ${limit}`).not.toMatch(/[\s,:–]$/u);
    }
  });

  it('is idempotent', () => {
    for (const limit of [10, 25, 60, 100]) {
      const once = seoTruncate(GERMAN_DESCRIPTION, limit);
      expect(seoTruncate(once, limit)).toBe(once);
    }
  });

  it('hard-cuts a single word longer than the limit', () => {
    expect(seoTruncate('Donaudampfschifffahrtsgesellschaft', 10)).toBe('Donaudampf');
    expect(seoTruncate('Rindfleischetikettierungsüberwachung ist streng', 12)).toBe('Rindfleische');
  });

  it('counts Unicode code points, not UTF-16 units', () => {
    expect(seoTruncate('🍳🍳 Pfannen', 2)).toBe('🍳🍳');
    expect(seoTruncate('Kochen 🍳 und Backen', 8)).toBe('Kochen 🍳');
    expect(seoTruncate('🍳🍳🍳🍳', 3)).toBe('🍳🍳🍳');
    expect(seoTruncate('Kochen 🍳', 8)).toBe('Kochen 🍳');
    expect(seoTruncate('Straße 🏔️', 9)).toBe('Straße 🏔️');
  });

  it('counts a lone surrogate as one code point, as the string’s iterator does', () => {
    // A pair and then a lone high surrogate: two code points in three UTF-16 units.
    expect(seoTruncate('\uD83D\uDE00\uD83D', 2)).toBe('\uD83D\uDE00\uD83D');
    expect(seoTruncate('a\uDC00b', 3)).toBe('a\uDC00b');
    expect(seoTruncate('ab \uD83D\uDE00\uD83D cd', 5)).toBe('ab \uD83D\uDE00\uD83D');
  });

  it('does not split a letter from its combining accent in a hard cut', () => {
    const decomposed = 'Cafe\u0301teri\u0301a';
    expect(seoTruncate(decomposed, 4)).toBe('Caf');
    expect(seoTruncate(decomposed, 5)).toBe('Cafe\u0301');
  });

  it('finds word boundaries in scripts without spaces', () => {
    const japanese = '東京都の天気は晴れです';
    const cut = seoTruncate(japanese, 5);
    expect(japanese.startsWith(cut)).toBe(true);
    expect(codePoints(cut)).toBeLessThanOrEqual(5);
    expect(cut.length).toBeGreaterThan(0);
  });

  it('handles the edges of the limit', () => {
    expect(seoTruncate('Pfanne', 0)).toBe('');
    expect(() => seoTruncate('Pfanne', -1)).toThrow(RangeError);
    expect(() => seoTruncate('Pfanne', 2.5)).toThrow(RangeError);
    expect(() => seoTruncate('Pfanne', Number.NaN)).toThrow(RangeError);
  });
});

describe('isSeoField', () => {
  it.each([
    ['product', 'metaTitle'],
    ['product', 'metaDescription'],
    ['product', 'keywords'],
    ['category', 'metaTitle'],
    ['category', 'metaDescription'],
    ['category', 'keywords'],
  ])('is true for %s.%s, limited to its maxLength', (entity, field) => {
    expect(isSeoField(entity, field)).toBe(true);
    expect(seoFieldMaxLength(entity, field)).toBe(255);
  });

  it.each([
    ['product', 'name'],
    ['product', 'description'],
    ['category', 'name'],
    ['media', 'title'],
    ['cms_page', 'metaTitle'],
    ['shipping_method', 'metaDescription'],
    ['no_such_entity', 'metaTitle'],
  ])('is false for %s.%s', (entity, field) => {
    expect(isSeoField(entity, field)).toBe(false);
    expect(seoFieldMaxLength(entity, field)).toBeNull();
  });
});
