/**
 * JobConfig `options.seoTruncate`: translations usually run longer than their source (English to German
 * by a third), and a meta field that outgrows its column cannot be written. Such a translation is cut to
 * the field's maxLength at a word boundary instead of failing the field.
 *
 * @packageDocumentation
 */
import { findEntity } from '../../host/entities/definitions.js';

/** The SEO fields of the store content (product and category). */
const SEO_FIELD_NAMES: ReadonlySet<string> = new Set(['metaTitle', 'metaDescription', 'keywords']);

const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * Separators a cut may leave dangling: whitespace, commas, colons, dashes, slashes, pipes, ampersands,
 * opening brackets and quotes. Sentence ends (`.`, `!`, `?`, `…`) and closing brackets and quotes stay:
 * they end what precedes them.
 */
const TRAILING_SEPARATORS = /[\s\p{Z}\p{Pd}\p{Ps}\p{Pi}\p{Pc},;:/\\&*#@·•|+=~<>¡¿]+$/u;

/**
 * Cuts a text to at most `maxLength` characters (Unicode code points, as the database counts them).
 *
 * A text that fits is returned unchanged. Otherwise the cut falls on the last word boundary within the
 * limit (Unicode word segmentation, so it also works for scripts without spaces) and dangling separators
 * are trimmed. Only when not even the first word fits is the word cut, and then between graphemes, so an
 * accented letter or an emoji is never split.
 *
 * @throws RangeError when maxLength is not a non-negative integer.
 */
export function seoTruncate(text: string, maxLength: number): string {
  if (!Number.isSafeInteger(maxLength) || maxLength < 0) throw new RangeError(`maxLength must be a non-negative integer, got ${maxLength}.`);
  // A text of at most maxLength UTF-16 units holds at most as many code points: most texts fit so.
  if (text.length <= maxLength) return text;
  // Segmenters report UTF-16 offsets; this is the offset of the first code point beyond the limit.
  const limit = codePointOffset(text, maxLength);
  if (limit === text.length) return text;

  let lastBoundary = 0;
  for (const segment of wordSegmenter.segment(text)) {
    if (segment.index > limit) break;
    lastBoundary = segment.index;
  }
  const atWordBoundary = text.slice(0, lastBoundary).replace(TRAILING_SEPARATORS, '');
  if (atWordBoundary !== '') return atWordBoundary;

  let lastGrapheme = 0;
  for (const segment of graphemeSegmenter.segment(text)) {
    if (segment.index > limit) break;
    lastGrapheme = segment.index;
  }
  // A single grapheme longer than the whole limit (a tiny limit and a long emoji sequence) is cut by code points.
  const hardCut = lastGrapheme > 0 ? text.slice(0, lastGrapheme) : text.slice(0, limit);
  return hardCut.replace(TRAILING_SEPARATORS, '');
}

/**
 * The UTF-16 offset after the first `count` code points of the text (its length when it holds fewer), a
 * surrogate pair counting as one code point and a lone surrogate as one, as the string's iterator counts
 * them.
 */
function codePointOffset(text: string, count: number): number {
  let offset = 0;
  for (let counted = 0; counted < count && offset < text.length; counted += 1) {
    const unit = text.charCodeAt(offset);
    const pair = unit >= 0xd800 && unit <= 0xdbff && offset + 1 < text.length && isLowSurrogate(text.charCodeAt(offset + 1));
    offset += pair ? 2 : 1;
  }
  return offset;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** True for the SEO fields seoTruncate applies to: metaTitle, metaDescription and keywords of an entity that has them. */
export function isSeoField(entity: string, field: string): boolean {
  return seoFieldMaxLength(entity, field) !== null;
}

/**
 * The maxLength a truncated SEO field must respect, read from the entity definitions; null when the field
 * is no SEO field of that entity or has no length limit.
 */
export function seoFieldMaxLength(entity: string, field: string): number | null {
  if (!SEO_FIELD_NAMES.has(field)) return null;
  const definition = findEntity(entity)?.fields.find((candidate) => candidate.name === field);
  if (!definition?.translatable || definition.translationType !== 'text' || !definition.maxLength) return null;
  return definition.maxLength;
}
