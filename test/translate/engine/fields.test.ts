import { describe, expect, it } from 'vitest';
import type { TranslationType } from '../../../src/host/entities/definition.js';
import { CMS_PAGES, type CmsReferences } from '../../../src/host/content/demo-data.js';
import {
  applyUnits,
  containsMarkup,
  extractUnits,
  STRUCTURE_CONTENT_KEYS,
  UnknownUnitPathError,
  type TranslationUnit,
} from '../../../src/translate/engine/fields.js';
import { protectPlaceholders, restorePlaceholders, type TextFormat } from '../../../src/translate/engine/placeholders.js';

/** The demo's translatable custom fields, as entity `custom_field` registers them. */
const DEMO_CUSTOM_FIELDS = new Map<string, TextFormat>([
  ['demo_care_instructions', 'text'],
  ['demo_highlight', 'html'],
]);

const REFERENCES: CmsReferences = { media: (index) => `0190a1b2c3d4e5f6a7b8c9d0e1f2a3b${index}`, products: ['0190a1b2c3d4e5f6a7b8c9d0e1f2a3c0'] };

function demoSlotConfig(slot: string): Record<string, unknown> {
  for (const page of CMS_PAGES) {
    const found = page.slots.find((candidate) => candidate.slot === slot);
    if (found) return found.config('en', REFERENCES);
  }
  throw new Error(`No demo slot "${slot}".`);
}

/** Every unit "translated" to itself: applying it must give back an identical value. */
function identity(units: TranslationUnit[]): Map<string, string> {
  return new Map(units.map((unit) => [unit.path, unit.text]));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('text and html fields', () => {
  it('are one unit each, in their own format', () => {
    expect(extractUnits('text', 'Cast-iron skillet')).toEqual({ units: [{ path: '', text: 'Cast-iron skillet', format: 'text' }] });
    expect(extractUnits('html', '<p>Made to last.</p>')).toEqual({ units: [{ path: '', text: '<p>Made to last.</p>', format: 'html' }] });
  });

  it.each([null, undefined, '', '   ', '\n\t', 42])('have no unit for %j', (value) => {
    expect(extractUnits('text', value).units).toEqual([]);
    expect(extractUnits('html', value).units).toEqual([]);
  });

  it('take the translation on write-back', () => {
    expect(applyUnits('text', 'Cast-iron skillet', new Map([['', 'Gusseisenpfanne']]))).toBe('Gusseisenpfanne');
    expect(applyUnits('html', '<p>Pan</p>', new Map())).toBe('<p>Pan</p>');
  });

  it('refuse a path that is no unit', () => {
    expect(() => applyUnits('text', 'Pan', new Map([['/0', 'Pfanne']]))).toThrow(UnknownUnitPathError);
    expect(() => applyUnits('html', null, new Map([['', 'Pfanne']]))).toThrow(UnknownUnitPathError);
  });
});

describe('string_list fields', () => {
  const keywords = deepFreeze(['skillet', '', 'cast iron skillet', '  ', 'kitchen']);

  it('make each non-empty string a text unit addressed by its index', () => {
    expect(extractUnits('string_list', keywords).units).toEqual([
      { path: '/0', text: 'skillet', format: 'text' },
      { path: '/2', text: 'cast iron skillet', format: 'text' },
      { path: '/4', text: 'kitchen', format: 'text' },
    ]);
  });

  it('write back by index, keeping blank entries and the input untouched', () => {
    const translated = applyUnits('string_list', keywords, new Map([
      ['/0', 'Pfanne'],
      ['/4', 'Küche'],
    ]));
    expect(translated).toEqual(['Pfanne', '', 'cast iron skillet', '  ', 'Küche']);
    expect(keywords[0]).toBe('skillet');
  });

  it('ignore values that are no list and entries that are no string', () => {
    expect(extractUnits('string_list', 'skillet').units).toEqual([]);
    expect(extractUnits('string_list', ['pan', 3, null]).units).toEqual([{ path: '/0', text: 'pan', format: 'text' }]);
  });

  it.each(['/5', '/-1', '/01', '/1.5', '0', '', '/0/x'])('refuse the path %j', (path) => {
    expect(() => applyUnits('string_list', ['pan', 3], new Map([[path, 'x']]))).toThrow(UnknownUnitPathError);
  });

  it('refuse a path to an entry that is no string', () => {
    expect(() => applyUnits('string_list', ['pan', 3], new Map([['/1', 'drei']]))).toThrow(UnknownUnitPathError);
  });
});

describe('custom_fields', () => {
  const demoFields = deepFreeze({
    demo_care_instructions: 'Wash by hand and dry straight away.',
    demo_highlight: '<p><strong>Bestseller</strong> – loved by over 2,000 customers.</p>',
    demo_warranty_years: 10,
    demo_material_code: 'CI-01',
    demo_featured: true,
  });

  it('translate only the registered text and html fields, in their formats', () => {
    expect(extractUnits('custom_fields', demoFields, { customFields: DEMO_CUSTOM_FIELDS }).units).toEqual([
      { path: '/demo_care_instructions', text: 'Wash by hand and dry straight away.', format: 'text' },
      { path: '/demo_highlight', text: '<p><strong>Bestseller</strong> – loved by over 2,000 customers.</p>', format: 'html' },
    ]);
  });

  it('translate nothing without a registry', () => {
    expect(extractUnits('custom_fields', demoFields).units).toEqual([]);
  });

  it('skip a registered field holding a non-string or blank value', () => {
    const fields = { demo_care_instructions: 12, demo_highlight: ' ' };
    expect(extractUnits('custom_fields', fields, { customFields: DEMO_CUSTOM_FIELDS }).units).toEqual([]);
  });

  it('escape field names in the path as JSON Pointer does', () => {
    const registry = new Map<string, TextFormat>([['care/tips~v2', 'text']]);
    const units = extractUnits('custom_fields', { 'care/tips~v2': 'Oil after use' }, { customFields: registry }).units;
    expect(units).toEqual([{ path: '/care~1tips~0v2', text: 'Oil after use', format: 'text' }]);
    expect(applyUnits('custom_fields', { 'care/tips~v2': 'Oil after use' }, new Map([['/care~1tips~0v2', 'Nach Gebrauch einölen']]))).toEqual({
      'care/tips~v2': 'Nach Gebrauch einölen',
    });
  });

  it('write back the translated fields and leave the others, and the key order, as they were', () => {
    const translated = applyUnits('custom_fields', demoFields, new Map([['/demo_care_instructions', 'Von Hand spülen und sofort abtrocknen.']]));
    expect(JSON.stringify(translated)).toBe(
      JSON.stringify({ ...demoFields, demo_care_instructions: 'Von Hand spülen und sofort abtrocknen.' }),
    );
    expect(Object.keys(translated)).toEqual(Object.keys(demoFields));
  });

  it('refuse a path to a field that does not hold a string', () => {
    expect(() => applyUnits('custom_fields', demoFields, new Map([['/demo_warranty_years', 'zehn']]))).toThrow(UnknownUnitPathError);
    expect(() => applyUnits('custom_fields', demoFields, new Map([['/demo_missing', 'x']]))).toThrow(UnknownUnitPathError);
    expect(() => applyUnits('custom_fields', null, new Map([['/demo_highlight', 'x']]))).toThrow(UnknownUnitPathError);
  });
});

describe('structure (cms slot config)', () => {
  it('translates the static text of a demo text slot as html', () => {
    const config = demoSlotConfig('welcome');
    expect(extractUnits('structure', config).units).toEqual([
      { path: '/content/value', text: (config.content as { value: string }).value, format: 'html' },
    ]);
  });

  it('translates title and alt of a demo image slot as text, not the media id or display mode', () => {
    expect(extractUnits('structure', demoSlotConfig('hero')).units).toEqual([
      { path: '/title/value', text: 'Autumn in the kitchen', format: 'text' },
      { path: '/alt/value', text: 'A table laid for dinner by a window', format: 'text' },
    ]);
  });

  it('translates headline, text and buttonText of a call to action but not its url', () => {
    expect(extractUnits('structure', demoSlotConfig('newsletter')).units.map((unit) => unit.path)).toEqual([
      '/headline/value',
      '/text/value',
      '/buttonText/value',
    ]);
  });

  it('leaves mapped entries, non-string values and unknown keys alone', () => {
    const config = {
      content: { source: 'mapped', value: 'product.description' },
      title: { source: 'static', value: null },
      label: { source: 'static', value: ['a'] },
      url: { source: 'static', value: 'Read more' },
      caption: { source: 'default', value: 'Photo' },
      Headline: { source: 'static', value: 'Case matters' },
      subtitle: 'not an entry',
    };
    expect(extractUnits('structure', config).units).toEqual([]);
  });

  it('knows every content-like key of the store content', () => {
    const config = Object.fromEntries([...STRUCTURE_CONTENT_KEYS].map((key) => [key, { source: 'static', value: `${key} copy` }]));
    expect(extractUnits('structure', config).units.map((unit) => unit.path)).toEqual([
      '/content/value',
      '/title/value',
      '/text/value',
      '/alt/value',
      '/label/value',
      '/buttonText/value',
      '/headline/value',
      '/subtitle/value',
      '/caption/value',
      '/placeholder/value',
    ]);
  });

  it('writes back only the entry value, keeping source and any other property of the entry', () => {
    const config = deepFreeze({
      headline: { source: 'static', value: 'Join our newsletter', tag: 'h2' },
      url: { source: 'static', value: '/newsletter' },
    });
    const translated = applyUnits('structure', config, new Map([['/headline/value', 'Abonnieren Sie unseren Newsletter']]));
    expect(JSON.stringify(translated)).toBe(
      '{"headline":{"source":"static","value":"Abonnieren Sie unseren Newsletter","tag":"h2"},"url":{"source":"static","value":"/newsletter"}}',
    );
    expect(translated.url).toBe(config.url);
  });

  it.each(['/url/value', '/headline', '/headline/source', '/content/value', '/headline/value/0'])('refuses the path %j', (path) => {
    const config = { headline: { source: 'static', value: 'Hi' }, url: { source: 'static', value: '/x' }, content: { source: 'mapped', value: 'product.name' } };
    expect(() => applyUnits('structure', config, new Map([[path, 'x']]))).toThrow(UnknownUnitPathError);
  });
});

describe('round trips', () => {
  const cases: [TranslationType, unknown][] = [
    ['text', 'Only {{ count }} left'],
    ['html', '<p>From %s</p>'],
    ['string_list', ['pan', '', 'skillet']],
    ['custom_fields', { demo_highlight: '<p>Hi</p>', demo_warranty_years: 3, demo_material_code: 'CI-01' }],
    ['structure', demoSlotConfig('newsletter')],
    ['structure', demoSlotConfig('hero')],
  ];

  it.each(cases)('applying the units of a %s value to themselves changes no byte', (type, value) => {
    const frozen = deepFreeze(value);
    const { units } = extractUnits(type, frozen, { customFields: DEMO_CUSTOM_FIELDS });
    expect(units.length).toBeGreaterThan(0);
    expect(JSON.stringify(applyUnits(type, frozen, identity(units)))).toBe(JSON.stringify(value));
  });

  it('carry a slot config through the placeholder guard and a provider to a written value', () => {
    const config = deepFreeze({
      title: { source: 'static', value: '{{ count }} bestsellers this week' },
      content: { source: 'static', value: '<p>Hello, %name%! <strong>Up to 20% off</strong></p>' },
      products: { source: 'static', value: ['0190a1b2c3d4e5f6a7b8c9d0e1f2a3c0'] },
    });
    const german: Record<string, string> = {
      '⟦0⟧ bestsellers this week': '⟦0⟧ Bestseller der Woche',
      '<p>Hello, ⟦0⟧! <strong>Up to 20% off</strong></p>': '<p>Hallo, ⟦0⟧! <strong>Bis zu 20 % Rabatt</strong></p>',
    };
    const translations = new Map<string, string>();
    for (const unit of extractUnits('structure', config).units) {
      const guarded = protectPlaceholders(unit.text, { format: unit.format, keepTerms: [] });
      translations.set(unit.path, restorePlaceholders(german[guarded.text] ?? 'missing', guarded.tokens));
    }
    expect(applyUnits('structure', config, translations)).toEqual({
      title: { source: 'static', value: '{{ count }} Bestseller der Woche' },
      content: { source: 'static', value: '<p>Hallo, %name%! <strong>Bis zu 20 % Rabatt</strong></p>' },
      products: { source: 'static', value: ['0190a1b2c3d4e5f6a7b8c9d0e1f2a3c0'] },
    });
  });
});

describe('containsMarkup', () => {
  it.each([
    ['<p>Text</p>', true],
    ['Line<br>break', true],
    ['<br/>', true],
    ['Hearth &amp; Trail', true],
    ['50&#37; off', true],
    ['<!-- note -->', true],
    ['Hearth & Trail', false],
    ['a < b and c > d', false],
    ['Sizes <3', false],
    ['Plain text', false],
  ])('%j -> %s', (text, expected) => {
    expect(containsMarkup(text)).toBe(expected);
  });
});
