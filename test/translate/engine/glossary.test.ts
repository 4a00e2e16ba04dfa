import { describe, expect, it } from 'vitest';
import {
  assertGlossaryHonoured,
  protectWithGlossary,
  restoreWithGlossary,
  termMatcher,
  termsForTarget,
  wordingForTarget,
  type GlossaryEntry,
} from '../../../src/translate/engine/glossary.js';
import { PlaceholderLostException } from '../../../src/translate/providers/contract.js';

function entry(term: string, mode: GlossaryEntry['mode'], translations: GlossaryEntry['translations'] = {}, extra: Partial<GlossaryEntry> = {}): GlossaryEntry {
  return { term, mode, caseSensitive: false, translations, active: true, ...extra };
}

const GLOSSARY: GlossaryEntry[] = [
  entry('Hearth & Trail', 'keep', { 'de-DE': 'Herd & Pfad' }, { caseSensitive: true }),
  entry('basket', 'replace', { 'de-DE': 'Warenkorb', 'fr-FR': 'panier' }),
  entry('Dutch oven', 'replace', { 'de-DE': 'Bräter', 'fr-FR': null }),
  entry('gift card', 'replace', { 'fr-FR': 'carte cadeau' }),
  entry('Teak', 'replace', { 'de-DE': 'Teakholz' }, { caseSensitive: true }),
  entry('seasonal', 'keep', {}, { active: false }),
];

/** A word-for-word English-German stand-in that, like most machine translation, knows nothing of the glossary. */
const DICTIONARY: Record<string, string> = {
  add: 'Legen',
  to: 'in den',
  the: 'den',
  your: 'Ihr',
  holds: 'enthält',
  items: 'Artikel',
  from: 'von',
  a: 'ein',
  by: 'von',
  is: 'ist',
  in: 'im',
  stock: 'Lager',
  trail: 'Pfad',
  hearth: 'Herd',
  dutch: 'Holländischer',
  oven: 'Ofen',
  basket: 'Korb',
};

function naiveTranslate(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => DICTIONARY[word.toLowerCase()] ?? word);
}

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('Expected the action to throw.');
}

describe('termsForTarget', () => {
  it('sorts the glossary into kept and forced terms for German', () => {
    expect(termsForTarget(GLOSSARY, 'de-DE')).toEqual({
      keepTerms: [{ term: 'Hearth & Trail', caseSensitive: true }],
      replaceTerms: [
        { term: 'basket', replacement: 'Warenkorb', caseSensitive: false },
        { term: 'Dutch oven', replacement: 'Bräter', caseSensitive: false },
        { term: 'Teak', replacement: 'Teakholz', caseSensitive: true },
      ],
      providerTerms: { 'Hearth & Trail': null, basket: 'Warenkorb', 'Dutch oven': 'Bräter', Teak: 'Teakholz' },
    });
  });

  it('keeps a replace term whose translation for the target is null, and skips one without a wording there', () => {
    const french = termsForTarget(GLOSSARY, 'fr-FR');
    expect(french.keepTerms).toEqual([
      { term: 'Hearth & Trail', caseSensitive: true },
      { term: 'Dutch oven', caseSensitive: false },
    ]);
    expect(french.replaceTerms.map((term) => term.term)).toEqual(['basket', 'gift card']);
    expect(french.providerTerms).toEqual({ 'Hearth & Trail': null, basket: 'panier', 'Dutch oven': null, 'gift card': 'carte cadeau' });
    expect(termsForTarget(GLOSSARY, 'de-DE').providerTerms).not.toHaveProperty('gift card');
  });

  it('keeps a keep term even where it lists a translation', () => {
    expect(termsForTarget([entry('Hearth & Trail', 'keep', { 'de-DE': 'Herd & Pfad' })], 'de-DE').replaceTerms).toEqual([]);
  });

  it('ignores inactive entries and blank terms, and trims terms', () => {
    const terms = termsForTarget(
      [entry('seasonal', 'keep', {}, { active: false }), entry('   ', 'keep'), entry(' Keswick ', 'keep'), entry('sale', 'replace', { 'de-DE': 'Aktion' }, { active: false })],
      'de-DE',
    );
    expect(terms).toEqual({ keepTerms: [{ term: 'Keswick', caseSensitive: false }], replaceTerms: [], providerTerms: { Keswick: null } });
  });

  it('returns nothing for an empty glossary', () => {
    expect(termsForTarget([], 'de-DE')).toEqual({ keepTerms: [], replaceTerms: [], providerTerms: {} });
  });
});

describe('wordingForTarget', () => {
  it('prefers the exact locale code, compared case-insensitively', () => {
    expect(wordingForTarget({ 'de-DE': 'Warenkorb', 'de-AT': 'Einkaufswagen' }, 'de-AT')).toEqual({ found: true, translation: 'Einkaufswagen' });
    expect(wordingForTarget({ 'DE-at': 'Einkaufswagen' }, 'de-AT')).toEqual({ found: true, translation: 'Einkaufswagen' });
    expect(wordingForTarget({ de_AT: 'Einkaufswagen' }, 'de-AT')).toEqual({ found: true, translation: 'Einkaufswagen' });
  });

  it('falls back to the same language in another region', () => {
    expect(wordingForTarget({ 'de-DE': 'Warenkorb' }, 'de-AT')).toEqual({ found: true, translation: 'Warenkorb' });
  });

  it('lets an exact null win over a fallback wording, so one region can opt out', () => {
    expect(wordingForTarget({ 'de-DE': 'Warenkorb', 'de-CH': null }, 'de-CH')).toEqual({ found: true, translation: null });
  });

  it('chooses among fallbacks by rule, not by key order', () => {
    expect(wordingForTarget({ 'de-CH': 'Chorb', 'de-DE': 'Warenkorb', 'de-AT': 'Korb' }, 'de-LU')).toEqual({ found: true, translation: 'Warenkorb' });
    expect(wordingForTarget({ 'de-DE': 'Warenkorb', de: 'Korb' }, 'de-LU')).toEqual({ found: true, translation: 'Korb' });
    expect(wordingForTarget({ 'pt-AO': 'balaio', 'pt-PT': 'cesto' }, 'pt-BR')).toEqual({ found: true, translation: 'cesto' });
    expect(wordingForTarget({ 'es-MX': 'canasta', 'es-AR': 'canasto' }, 'es-CO')).toEqual({ found: true, translation: 'canasto' });
  });

  it('never falls back across languages, and treats a blank wording as none', () => {
    expect(wordingForTarget({ 'en-GB': 'basket' }, 'de-DE')).toEqual({ found: false });
    expect(wordingForTarget({ 'de-DE': '  ' }, 'de-DE')).toEqual({ found: false });
    expect(wordingForTarget({ 'de-DE': '', 'de-AT': 'Korb' }, 'de-DE')).toEqual({ found: true, translation: 'Korb' });
  });
});

describe('glossary applied before and checked after the call', () => {
  const german = termsForTarget(GLOSSARY, 'de-DE');

  it('holds even for a provider that ignores glossary terms', () => {
    const source = 'Add the Dutch oven to your basket. Hearth & Trail holds %s items in stock.';
    const guarded = protectWithGlossary(source, 'text', german);
    // The provider never sees a glossary term it could translate.
    expect(guarded.text).not.toMatch(/Dutch oven|basket|Hearth & Trail|%s/);
    const translated = naiveTranslate(guarded.text);
    expect(restoreWithGlossary(translated, guarded)).toBe('Legen den Bräter in den Ihr Warenkorb. Hearth & Trail enthält %s Artikel im Lager.');
  });

  it('without the guard the same provider would have broken every rule', () => {
    expect(naiveTranslate('the Dutch oven in your basket by Hearth & Trail')).toBe('den Holländischer Ofen im Ihr Korb von Herd & Pfad');
  });

  it('forces only the matching case of a case-sensitive term', () => {
    const guarded = protectWithGlossary('Teak bench, teak oil', 'text', german);
    expect(restoreWithGlossary(guarded.text, guarded)).toBe('Teakholz bench, teak oil');
  });

  it('forces an HTML-escaped wording in html texts and keeps the markup', () => {
    const terms = termsForTarget([entry('gift card', 'replace', { 'de-DE': 'Geschenk & Karte' })], 'de-DE');
    const guarded = protectWithGlossary('<p class="gift card">Buy a <em>gift card</em></p>', 'html', terms);
    expect(guarded.text).toBe('<p class="gift card">Buy a <em>⟦0⟧</em></p>');
    expect(restoreWithGlossary('<p class="gift card">Kaufen Sie eine <em>⟦0⟧</em></p>', guarded)).toBe(
      '<p class="gift card">Kaufen Sie eine <em>Geschenk &amp; Karte</em></p>',
    );
  });

  it('fails the field when the provider drops or duplicates a glossary token', () => {
    const guarded = protectWithGlossary('Your basket by Hearth & Trail', 'text', german);
    expect(guarded.tokens).toEqual(['Warenkorb', 'Hearth & Trail']);
    expect(thrownBy(() => restoreWithGlossary('Ihr Korb von ⟦1⟧', guarded))).toBeInstanceOf(PlaceholderLostException);
    expect(thrownBy(() => restoreWithGlossary('Ihr ⟦0⟧ von ⟦1⟧ ⟦1⟧', guarded))).toBeInstanceOf(PlaceholderLostException);
  });

  it('the after-check demands every kept term and forced wording as often as the source had it', () => {
    const guarded = protectWithGlossary('basket, basket and Hearth & Trail', 'text', german);
    expect(() => assertGlossaryHonoured('Warenkorb, Warenkorb und Hearth & Trail', guarded)).not.toThrow();
    const oneShort = thrownBy(() => assertGlossaryHonoured('Warenkorb, Korb und Hearth & Trail', guarded));
    expect(oneShort).toBeInstanceOf(PlaceholderLostException);
    expect((oneShort as Error).message).toContain('"Warenkorb"');
    const keptTermLost = thrownBy(() => assertGlossaryHonoured('Warenkorb, Warenkorb und Herd & Pfad', guarded));
    expect((keptTermLost as Error).message).toContain('"Hearth & Trail"');
  });

  it('the after-check ignores template placeholders, which the restore step already guards', () => {
    const guarded = protectWithGlossary('From %s', 'text', german);
    expect(() => assertGlossaryHonoured('Ab', guarded)).not.toThrow();
  });

  it('is a no-op on texts without glossary terms or placeholders', () => {
    const guarded = protectWithGlossary('Seasonal recipes', 'text', german);
    expect(guarded).toEqual({ text: 'Seasonal recipes', tokens: [], kinds: [] });
    expect(restoreWithGlossary('Saisonale Rezepte', guarded)).toBe('Saisonale Rezepte');
  });
});

describe('termMatcher (the version of the terms a text contains, for the translation memory)', () => {
  const german = termsForTarget(GLOSSARY, 'de-DE');
  const matcher = termMatcher(german)!;
  const changed = (term: string, translation: string) =>
    termMatcher(termsForTarget(GLOSSARY.map((item) => (item.term === term ? { ...item, translations: { ...item.translations, 'de-DE': translation } } : item)), 'de-DE'))!;

  it('is absent for an empty glossary or one without a term for the target', () => {
    expect(termMatcher(termsForTarget([], 'de-DE'))).toBeNull();
    expect(termMatcher(termsForTarget([entry('gift card', 'replace', { 'fr-FR': 'carte cadeau' })], 'de-DE'))).toBeNull();
  });

  it('finds terms where the guard does: whole words, each per its case sensitivity', () => {
    expect(matcher.versionFor('Seasonal recipes', 'text')).toBeNull();
    expect(matcher.versionFor('Baskets and teak', 'text')).toBeNull();
    expect(matcher.versionFor('Wickerbasket', 'text')).toBeNull();
    expect(matcher.versionFor('BASKET', 'text')).toMatch(/^[0-9a-f]{64}$/);
    expect(matcher.versionFor('Teak bench', 'text')).toMatch(/^[0-9a-f]{64}$/);
    expect(matcher.versionFor('a Dutch\u00a0oven', 'text')).not.toBeNull();
    expect(matcher.versionFor('a Dutch&nbsp;oven', 'html')).not.toBeNull();
    expect(matcher.versionFor('Hearth &amp; Trail', 'html')).not.toBeNull();
    expect(matcher.versionFor('Hearth &amp; Trail', 'text')).toBeNull();
  });

  it('changes with the wording of a term the text contains, and only then', () => {
    const other = changed('basket', 'Korb');
    expect(other.versionFor('Teak bench', 'text')).toBe(matcher.versionFor('Teak bench', 'text'));
    expect(other.versionFor('A basket', 'text')).not.toBe(matcher.versionFor('A basket', 'text'));
    expect(matcher.versionFor('A basket', 'text')).not.toBe(matcher.versionFor('Teak bench', 'text'));
    expect(matcher.versionFor('A basket of Teak', 'text')).not.toBe(matcher.versionFor('A basket', 'text'));
  });

  it('changes with a term\'s case sensitivity and mode', () => {
    const insensitive = termMatcher(termsForTarget([entry('Teak', 'replace', { 'de-DE': 'Teakholz' }, { caseSensitive: false })], 'de-DE'))!;
    const sensitive = termMatcher(termsForTarget([entry('Teak', 'replace', { 'de-DE': 'Teakholz' }, { caseSensitive: true })], 'de-DE'))!;
    const kept = termMatcher(termsForTarget([entry('Teak', 'keep', {}, { caseSensitive: true })], 'de-DE'))!;
    expect(sensitive.versionFor('teak', 'text')).toBeNull();
    expect(insensitive.versionFor('teak', 'text')).not.toBeNull();
    expect(new Set([insensitive, sensitive, kept].map((one) => one.versionFor('Teak', 'text'))).size).toBe(3);
  });

  it('counts a term inside markup (the provider glossary reaches attribute values) and one a longer term covers', () => {
    expect(matcher.versionFor('<img alt="Teak"> Bench', 'html')).toBe(matcher.versionFor('Teak', 'html'));
    const overlapping = termMatcher(termsForTarget([entry('Trail', 'replace', { 'de-DE': 'Pfad' }), entry('Hearth & Trail', 'keep')], 'de-DE'))!;
    const changedTrail = termMatcher(termsForTarget([entry('Trail', 'replace', { 'de-DE': 'Weg' }), entry('Hearth & Trail', 'keep')], 'de-DE'))!;
    expect(changedTrail.versionFor('Hearth & Trail', 'text')).not.toBe(overlapping.versionFor('Hearth & Trail', 'text'));
  });

  it('takes a provider term without a guard term as case-insensitive', () => {
    const providerOnly = termMatcher({ keepTerms: [], replaceTerms: [], providerTerms: { Keswick: 'Keswick' } })!;
    expect(providerOnly.versionFor('keswick lodge', 'text')).not.toBeNull();
    expect(providerOnly.versionFor('Keswicks', 'text')).toBeNull();
  });
});
