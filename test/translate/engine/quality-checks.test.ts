import { describe, expect, it } from 'vitest';
import { numberReadings, qualityChecks, QUALITY_CHECK_CODES, QUALITY_CHECK_EXPLANATIONS, type FieldCheckInput } from '../../../src/translate/engine/quality-checks.js';
import { termsForTarget, type GlossaryEntry } from '../../../src/translate/engine/glossary.js';

const NO_TERMS = termsForTarget([], 'de-DE');

function check(source: string, target: string, overrides: Partial<FieldCheckInput> = {}) {
  return qualityChecks({ texts: [{ source, target }], maxLength: null, targetLength: [...target].length, targetLocale: 'de-DE', terms: NO_TERMS, ...overrides });
}

describe('quality checks', () => {
  it('has a one-line explanation for every code', () => {
    for (const code of QUALITY_CHECK_CODES) expect(QUALITY_CHECK_EXPLANATIONS[code]).toMatch(/^[A-Z].+\.$/);
    expect(Object.keys(QUALITY_CHECK_EXPLANATIONS).sort()).toEqual([...QUALITY_CHECK_CODES].sort());
  });

  it('a faithful translation is clean', () => {
    expect(check('Solid oak table, 120 cm long, seats 6 people.', 'Massiver Eichentisch, 120 cm lang, bietet 6 Personen Platz.')).toEqual([]);
  });

  describe('numbers', () => {
    it('reads a number in the notation of any locale', () => {
      expect(numberReadings('1,234.50')).toEqual(['1234.5']);
      expect(numberReadings('1.234,50')).toEqual(['1234.5']);
      expect(numberReadings('1\u202f234,5')).toEqual(['1234.5']);
      expect(numberReadings('1.234')).toEqual(['1.234', '1234']);
      expect(numberReadings('12,5')).toEqual(['12.5']);
      expect(numberReadings('1.000.000')).toEqual(['1000000']);
    });
    it('accepts German and French notation of the source numbers', () => {
      expect(check('Price 1,299.90 for 2.5 kg', 'Preis 1.299,90 für 2,5 kg')).toEqual([]);
      expect(check('Price 1,299.90 for 2.5 kg', 'Prix 1\u202f299,90 pour 2,5 kg', { targetLocale: 'fr-FR' })).toEqual([]);
      expect(check('Price 1,299.90 for 2.5 kg', 'Prix 1 299,90 pour 2,5 kg', { targetLocale: 'fr-FR' })).toEqual([]);
      expect(check('Holds 12.000 litres', 'Holds 12,000 litres of water', { targetLocale: 'en-GB' })).not.toContain('numbers');
    });
    it('flags a number missing or changed', () => {
      expect(check('Pack of 12 glasses, 250 ml each', 'Packung mit Gläsern, je 250 ml')).toEqual(['numbers']);
      expect(check('Weight 2.5 kg', 'Gewicht 25 kg')).toEqual(['numbers']);
      expect(check('Price 1,299.90', 'Prix 1 299,95', { targetLocale: 'fr-FR' })).toEqual(['numbers']);
    });
    it('leaves the digits of links and tags to their own checks', () => {
      expect(check('<p data-id="42">See https://shop.example/p/123</p>', '<p data-id="42">Siehe https://shop.example/p/123</p>')).toEqual([]);
    });
  });

  describe('urls', () => {
    it('accepts links and e-mail addresses kept, in markup too', () => {
      expect(check('<a href="https://shop.example/care">Care guide</a>, mail help@shop.example.', '<a href="https://shop.example/care">Pflegeanleitung</a>, Mail an help@shop.example.')).toEqual([]);
    });
    it('flags a link changed in markup, and an address missing', () => {
      expect(check('<a href="https://shop.example/care">Care guide</a>', '<a href="https://shop.example/pflege">Pflegeanleitung</a>')).toEqual(['urls']);
      expect(check('Write to help@shop.example for help.', 'Schreiben Sie uns für Hilfe.')).toEqual(['urls']);
      expect(check('Visit www.shop.example today.', 'Besuchen Sie heute www.shop.beispiel.')).toEqual(['urls']);
    });
  });

  describe('html', () => {
    it('accepts the same tags with translated attributes', () => {
      expect(check('<p class="lead">A <strong>bold</strong> <img alt="red chair" src="c.png"> look</p>', '<p class="lead">Ein <strong>kräftiger</strong> <img alt="roter Stuhl" src="c.png"> Auftritt</p>')).toEqual([]);
    });
    it('flags a tag lost, added or moved', () => {
      expect(check('<p>A <strong>bold</strong> look</p>', '<p>Ein kräftiger Auftritt</p>')).toEqual(['html']);
      expect(check('<p>A <em>bold</em> <strong>look</strong></p>', '<p>Ein <strong>kräftiger</strong> <em>Auftritt</em></p>')).toEqual(['html']);
      expect(check('Plain text here', 'Einfacher <b>Text</b> hier')).toEqual(['html']);
    });
    it('compares the tags as the tag pattern reads them: closing or not, names in lower case, a name ending before `:` or `-`', () => {
      expect(check('<P>A<BR/>b</P>', '<p>A<br>b</p>')).toEqual([]);
      expect(check('<a- x>A</a>', '<a>A</a>')).toEqual([]);
      expect(check('<x:->A</x>', '<x>A</x>')).toEqual([]);
      expect(check('<a:b>A</a:b>', '<a>A</a>')).toEqual(['html']);
      expect(check('a < b > c <p>', 'a < b > c <P>')).toEqual([]);
      expect(check('<p>A</p>', '</p>A<p>')).toEqual(['html']);
    });
    it('agrees with the tag pattern on generated texts', () => {
      // The reference: the sequence of tags the pattern finds, closing or not, names in lower case.
      const pattern = /<\/?([A-Za-z][\w:-]*)\b[^>]*?>/g;
      const tags = (text: string) => [...text.matchAll(pattern)].map((match) => `${match[0].startsWith('</') ? '/' : ''}${(match[1] as string).toLowerCase()}`);
      const differ = (a: string, b: string) => tags(a).join('\n') !== tags(b).join('\n');
      const parts = ['<', '>', '/', 'a', 'B', 'p', 'P', ':', '-', '_', '1', ' ', '"', '=', 'é', '@', '`', 'h1', 'H1', '<p>', '</p>', '<a- x>', '<a:b>', '<x:->', '< p>', '<1>'];
      let seed = 12345;
      const random = (n: number) => {
        seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
        return seed % n;
      };
      const text = () => Array.from({ length: random(14) }, () => parts[random(parts.length)]).join('');
      let differing = 0;
      for (let index = 0; index < 20_000; index += 1) {
        const source = text();
        const at = random(source.length + 1);
        const variants = [source.toUpperCase(), text(), source.slice(0, at) + source.slice(at + 1), source.slice(0, at) + (parts[random(parts.length)] as string) + source.slice(at)];
        const target = variants[random(variants.length)] as string;
        const expected = differ(source, target);
        if (expected) differing += 1;
        expect(check(source, target).includes('html'), `${JSON.stringify(source)} / ${JSON.stringify(target)}`).toBe(expected);
      }
      expect(differing).toBeGreaterThan(2_000);
    });
  });

  describe('length', () => {
    it('flags a value over the field limit only', () => {
      expect(check('Oak table', 'Eichentisch', { maxLength: 11 })).toEqual([]);
      expect(check('Oak table', 'Eichentisch', { maxLength: 10 })).toEqual(['length']);
      expect(check('Oak table', 'Eichentisch', { maxLength: 10, targetLength: null })).toEqual([]);
    });
  });

  describe('untranslated', () => {
    it('flags a text with words that came back unchanged', () => {
      expect(check('Solid oak table', 'Solid oak table')).toEqual(['untranslated']);
      expect(check('<p>Solid oak</p>', '<p>Solid oak</p>')).toEqual(['untranslated']);
    });
    it('leaves numbers, codes and never-translate terms alone', () => {
      expect(check('120 x 80', '120 x 80')).toEqual([]);
      expect(check('SKU-4711', 'SKU-4711')).toEqual([]);
      const terms = termsForTarget([{ term: 'Teakwood Pro', mode: 'keep', caseSensitive: true, translations: {}, active: true }], 'de-DE');
      expect(check('Teakwood Pro', 'Teakwood Pro', { terms })).toEqual([]);
    });
  });

  describe('glossary', () => {
    const entries: GlossaryEntry[] = [
      { term: 'Teakwood', mode: 'keep', caseSensitive: true, translations: {}, active: true },
      { term: 'ShopPro', mode: 'replace', caseSensitive: false, translations: { 'de-DE': null }, active: true },
      { term: 'gift card', mode: 'replace', caseSensitive: false, translations: { 'de-DE': 'Geschenkkarte' }, active: true },
    ];
    const terms = termsForTarget(entries, 'de-DE');
    it('accepts kept terms and required translations', () => {
      expect(check('Teakwood bench with a ShopPro gift card', 'Teakwood-Bank mit einer ShopPro Geschenkkarte', { terms })).toEqual([]);
    });
    it('flags a never-translate term translated and a required translation missing', () => {
      expect(check('Teakwood bench', 'Teakholz-Bank', { terms })).toEqual(['glossary']);
      expect(check('Ask ShopPro for help', 'Fragen Sie den Laden-Profi um Hilfe', { terms })).toEqual(['glossary']);
      expect(check('Buy a gift card now', 'Kaufen Sie jetzt einen Gutschein', { terms })).toEqual(['glossary']);
    });
    it('ignores terms the source does not hold, and a term only part of a word', () => {
      expect(check('Oak bench for the garden', 'Eichenbank für den Garten', { terms })).toEqual([]);
      expect(check('Teakwoodish bench', 'Teakholzartige Bank', { terms })).toEqual([]);
    });
  });

  describe('ratio', () => {
    it('flags a target far shorter or longer than a source over 20 characters', () => {
      expect(check('A sturdy table for the whole family', 'Tisch')).toEqual(['ratio']);
      expect(check('A sturdy table for the whole family', `Ein stabiler Tisch für die ganze Familie. ${'Sehr schön und praktisch. '.repeat(3)}`)).toEqual(['ratio']);
    });
    it('leaves short sources alone', () => {
      expect(check('Red chair', 'Roter Stuhl aus massivem Holz gefertigt')).toEqual([]);
    });
  });

  describe('refusal', () => {
    it('flags an apology or a comment instead of a translation', () => {
      expect(check('Oak table', "I'm sorry, but I cannot translate this text.")).toContain('refusal');
      expect(check('Oak table with drawers', 'Hier ist die Übersetzung: Eichentisch mit Schubladen')).toEqual(['refusal']);
      expect(check('Oak table with drawers', 'Je suis désolé, je ne peux pas traduire ce texte.', { targetLocale: 'fr-FR' })).toContain('refusal');
    });
    it('does not flag a source that says the same', () => {
      expect(check("I'm sorry, this item is sold out.", 'Es tut mir leid, dieser Artikel ist ausverkauft.', { targetLocale: 'de-DE' })).toEqual([]);
      expect(check('Note: handle with care', 'Hinweis: vorsichtig behandeln')).toEqual([]);
    });
  });

  describe('script', () => {
    it('flags a text mostly in the wrong script for the target', () => {
      expect(check('Solid oak table', 'Стол из массива дуба')).toEqual(['script']);
      expect(check('Solid oak table', 'Solid oak table translated', { targetLocale: 'ru-RU' })).toEqual(['script']);
      expect(check('Solid oak table', '橡木实木桌子餐桌家具', { targetLocale: 'de-DE' })).toEqual(['script']);
    });
    it('accepts the right script, and brand names in Latin within it', () => {
      expect(check('Solid oak table', 'Стол из массива дуба', { targetLocale: 'ru-RU' })).toEqual([]);
      expect(check('Solid oak table by IKEA', '宜家实木橡木餐桌 IKEA', { targetLocale: 'zh-CN' })).toEqual([]);
      expect(check('Solid oak table', 'Table en chêne massif', { targetLocale: 'fr-FR' })).toEqual([]);
    });
  });

  it('reports every text of a field, each code once, in the documented order', () => {
    const codes = qualityChecks({
      texts: [
        { source: 'Holds 3 books', target: 'Holds 3 books' },
        { source: 'See https://a.example', target: 'Siehe https://b.example' },
        { source: 'Holds 4 books', target: 'Hält Bücher' },
      ],
      maxLength: null,
      targetLength: null,
      targetLocale: 'de-DE',
      terms: NO_TERMS,
    });
    expect(codes).toEqual(['numbers', 'urls', 'untranslated']);
  });
});
