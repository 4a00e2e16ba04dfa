import { describe, expect, it } from 'vitest';
import type { Messages } from './index';

/**
 * The German catalogue is complete: the same keys as the English one (plural forms included), and no
 * text left in English. A text may read the same in both languages only when it is listed below with
 * the reason (a product name, a word German uses as it is).
 */
type Catalogue = Record<string, Messages>;

function load(files: Record<string, { default: Messages }>): Catalogue {
  return Object.fromEntries(Object.entries(files).map(([path, module]) => [/\/([\w-]+)\.ts$/.exec(path)![1]!, module.default]));
}

const english = load(import.meta.glob<{ default: Messages }>('./en/*.ts', { eager: true }));
const german = load(import.meta.glob<{ default: Messages }>('./de/*.ts', { eager: true }));

function flatten(node: Messages | string, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof node === 'string') into.set(prefix, node);
  else for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const englishTexts = flatten(english as Messages, '', new Map());
const germanTexts = flatten(german as Messages, '', new Map());

/** Texts that are the same words in German, with why. */
const SAME_IN_GERMAN = new Set([
  'Status', // the German word
  'Details', // the German word
  'Name', // the German word
  'Locale', // the technical term the glossary and the wizard use for a language's code
  'Text', // the German word
  'English', // a language's own name in the interface-language menu
  'Deutsch',
  'Webhooks', // the technical term German integrators use
  'URL',
]);

/** English words that do not occur in German texts (whole words, case-insensitive). */
const ENGLISH_WORDS = /\b(the|and|of|with|without|is|are|were|this|that|to|for|from|your|not|no|yes|all|any|field|fields|language|languages|job|jobs|translation|settings|overview|glossary|changes|cancel|revert|retry|failed|save|delete|add|remove|key|test|estimate|log in|username|password|menu|search|filter|select|selected|none|entity|record|records)\b/i;

describe('German catalogue', () => {
  it('has every key of the English catalogue and no other', () => {
    const missing = [...englishTexts.keys()].filter((key) => !germanTexts.has(key));
    const extra = [...germanTexts.keys()].filter((key) => !englishTexts.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('leaves no text in English', () => {
    const untranslated = [...germanTexts]
      .filter(([key, text]) => {
        const words = text.replace(/\{\w+\}/g, '').replace(/ext-translate/g, '');
        if (SAME_IN_GERMAN.has(text) || !/\p{L}/u.test(words)) return false;
        return text === englishTexts.get(key) || ENGLISH_WORDS.test(words);
      })
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('gives every plural text the forms its language needs', () => {
    const pluralKeys = (texts: Map<string, string>) => [...texts.keys()].filter((key) => /\.(one|other)$/.test(key)).map((key) => key.replace(/\.(one|other)$/, ''));
    for (const [texts, locale] of [
      [englishTexts, 'en-GB'],
      [germanTexts, 'de-DE'],
    ] as const) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const key of new Set(pluralKeys(texts))) for (const category of categories) expect(texts.has(`${key}.${category}`), `${locale} ${key}.${category}`).toBe(true);
    }
  });
});
