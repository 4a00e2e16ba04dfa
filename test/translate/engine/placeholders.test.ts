import { describe, expect, it } from 'vitest';
import { SNIPPETS } from '../../../src/host/content/demo-data.js';
import {
  htmlParts,
  placeholderToken,
  protectPlaceholders,
  restorePlaceholders,
  type KeepTerm,
  type ProtectOptions,
  type TextFormat,
} from '../../../src/translate/engine/placeholders.js';
import { PlaceholderLostException, ProviderException } from '../../../src/translate/providers/contract.js';

const TEXT: ProtectOptions = { format: 'text', keepTerms: [] };
const HTML: ProtectOptions = { format: 'html', keepTerms: [] };

/** A provider stand-in that changes every letter outside tokens, so an unprotected placeholder would not survive. */
function shout(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => word.toUpperCase());
}

function withTerms(format: TextFormat, ...keepTerms: KeepTerm[]): ProtectOptions {
  return { format, keepTerms };
}

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('Expected the action to throw.');
}

describe('template placeholders', () => {
  it.each([
    ['{{ count }} items', '⟦0⟧ items', ['{{ count }}']],
    ['Only {{count}} left', 'Only ⟦0⟧ left', ['{{count}}']],
    ['From {{ price|currency }}', 'From ⟦0⟧', ['{{ price|currency }}']],
    ["{{ 'general.back'|trans|sw_sanitize }} to the shop", '⟦0⟧ to the shop', ["{{ 'general.back'|trans|sw_sanitize }}"]],
    ['Item{%- if count > 1 -%}s{%- endif -%} in basket', 'Item⟦0⟧s⟦1⟧ in basket', ['{%- if count > 1 -%}', '{%- endif -%}']],
    ['{% if total % 2 %}odd{% endif %}', '⟦0⟧odd⟦1⟧', ['{% if total % 2 %}', '{% endif %}']],
  ])('protects Twig %j', (source, protectedText, tokens) => {
    expect(protectPlaceholders(source, TEXT)).toEqual({ text: protectedText, tokens, kinds: tokens.map(() => 'template') });
  });

  it.each([
    ['Hello, %name%', 'Hello, ⟦0⟧', ['%name%']],
    ['Shipped by %product.manufacturer_name%', 'Shipped by ⟦0⟧', ['%product.manufacturer_name%']],
    ['%count2% reviews', '⟦0⟧ reviews', ['%count2%']],
  ])('protects %%name%% placeholders in %j', (source, protectedText, tokens) => {
    expect(protectPlaceholders(source, TEXT)).toMatchObject({ text: protectedText, tokens });
  });

  it.each([
    ['From %s', 'From ⟦0⟧', ['%s']],
    ['%d products', '⟦0⟧ products', ['%d']],
    ['Showing %1$s–%2$s of %3$s products', 'Showing ⟦0⟧–⟦1⟧ of ⟦2⟧ products', ['%1$s', '%2$s', '%3$s']],
    ['Weight: %.2f kg', 'Weight: ⟦0⟧ kg', ['%.2f']],
    ['Order %05d', 'Order ⟦0⟧', ['%05d']],
    ['%s-year warranty', '⟦0⟧-year warranty', ['%s']],
    ['%s%s', '⟦0⟧⟦1⟧', ['%s', '%s']],
  ])('protects printf placeholders in %j', (source, protectedText, tokens) => {
    expect(protectPlaceholders(source, TEXT)).toMatchObject({ text: protectedText, tokens });
  });

  it('reads %status% as one named placeholder, not as printf %s followed by prose', () => {
    expect(protectPlaceholders('Order %status%', TEXT)).toMatchObject({ text: 'Order ⟦0⟧', tokens: ['%status%'] });
  });

  it('leaves a printf literal %% alone and does not let it start another placeholder', () => {
    expect(protectPlaceholders('100%% cotton', TEXT)).toMatchObject({ text: '100%% cotton', tokens: [] });
    expect(protectPlaceholders('%d%% off', TEXT)).toMatchObject({ text: '⟦0⟧%% off', tokens: ['%d'] });
    expect(protectPlaceholders('100%%s', TEXT)).toMatchObject({ text: '100%%s', tokens: [] });
  });

  it.each([
    ['{0} of {1}', '⟦0⟧ of ⟦1⟧', ['{0}', '{1}']],
    ['Photo of {subject}', 'Photo of ⟦0⟧', ['{subject}']],
    ['{first_name}, welcome back', '⟦0⟧, welcome back', ['{first_name}']],
  ])('protects ICU and positional placeholders in %j', (source, protectedText, tokens) => {
    expect(protectPlaceholders(source, TEXT)).toMatchObject({ text: protectedText, tokens });
  });

  it('reads {{ name }} as one Twig placeholder rather than a brace around {name}', () => {
    expect(protectPlaceholders('Hi {{ name }}', TEXT)).toMatchObject({ text: 'Hi ⟦0⟧', tokens: ['{{ name }}'] });
  });

  it.each([
    '100% cotton',
    '<strong>Up to 20% off</strong> selected garden furniture',
    'Save 20 % now',
    'Ends at 100%',
    '%',
    '100%ige Baumwolle',
    '5%free returns',
    'Mix 1 part { to 2 parts }',
    'Use { name } with spaces',
    'A JSON sample {"a": 1}',
    '%1 and 2%',
    '50%-Rabatt auf %-Artikel',
    'Buy 2 {{ get 1 free',
  ])('finds no placeholder in the prose %j', (source) => {
    expect(protectPlaceholders(source, TEXT)).toEqual({ text: source, tokens: [], kinds: [] });
  });

  it('does not let an unterminated {{ swallow prose up to a later placeholder', () => {
    expect(protectPlaceholders('Use {{ for loops, then {{ count }} items', TEXT)).toMatchObject({
      text: 'Use {{ for loops, then ⟦0⟧ items',
      tokens: ['{{ count }}'],
    });
  });

  it('gives every occurrence its own token, numbered in reading order', () => {
    expect(protectPlaceholders('Page {{ page }} of {{ total }}, {{ page }} again', TEXT)).toMatchObject({
      text: 'Page ⟦0⟧ of ⟦1⟧, ⟦2⟧ again',
      tokens: ['{{ page }}', '{{ total }}', '{{ page }}'],
    });
  });

  it('keeps every placeholder of the demo snippets through a translation that rewrites all words', () => {
    const withPlaceholders = SNIPPETS.filter(([, english]) => /\{\{|%/.test(english));
    expect(withPlaceholders.length).toBeGreaterThanOrEqual(10);
    for (const [key, english] of withPlaceholders) {
      const guarded = protectPlaceholders(english, TEXT);
      expect(guarded.tokens.length, key).toBeGreaterThan(0);
      expect(guarded.text, key).not.toMatch(/\{\{|%[a-z0-9]/i);
      const restored = restorePlaceholders(shout(guarded.text), guarded.tokens);
      const expected = guarded.tokens.reduce((text, token, index) => text.replace(placeholderToken(index), token), shout(guarded.text));
      expect(restored, key).toBe(expected);
      for (const token of guarded.tokens) expect(restored, key).toContain(token);
    }
  });

  it('handles placeholders next to astral characters and in scripts without spaces', () => {
    const guarded = protectPlaceholders('🍳{{ count }}件の商品 – %s 🎁', TEXT);
    expect(guarded).toMatchObject({ text: '🍳⟦0⟧件の商品 – ⟦1⟧ 🎁', tokens: ['{{ count }}', '%s'] });
    expect(restorePlaceholders('🎁 ⟦1⟧: ⟦0⟧ Artikel 🍳', guarded.tokens)).toBe('🎁 %s: {{ count }} Artikel 🍳');
  });
});

describe('html format', () => {
  it('tokenises placeholders in text nodes only, never inside tags or attribute values', () => {
    const source = '<p style="width:100%" data-tpl="{{ x }}">{{ count }} items for %s</p><a href="/search?q=%s&amp;p={0}">Page {0}</a>';
    const guarded = protectPlaceholders(source, HTML);
    expect(guarded.text).toBe('<p style="width:100%" data-tpl="{{ x }}">⟦0⟧ items for ⟦1⟧</p><a href="/search?q=%s&amp;p={0}">Page ⟦2⟧</a>');
    expect(guarded.tokens).toEqual(['{{ count }}', '%s', '{0}']);
  });

  it('treats an attribute value holding ">" as part of its tag', () => {
    const guarded = protectPlaceholders('<img alt="a > %s" title=\'{name}\'>%s', HTML);
    expect(guarded.text).toBe('<img alt="a > %s" title=\'{name}\'>⟦0⟧');
  });

  it('never scans comments, CDATA, script or style bodies', () => {
    const source = '<!-- {{ debug }} %s --><style>.a{b}.c{0}</style><script>var s = "%s {name}";</script><![CDATA[ %d ]]>%d';
    expect(protectPlaceholders(source, HTML)).toMatchObject({ text: source.replace(/%d$/, '⟦0⟧'), tokens: ['%d'] });
  });

  it('reads a "<" that starts no tag as text and keeps scanning', () => {
    expect(protectPlaceholders('<p>a < b costs %s</p>', HTML)).toMatchObject({ text: '<p>a < b costs ⟦0⟧</p>', tokens: ['%s'] });
  });

  it('in text format scans markup-looking text like any other text', () => {
    expect(protectPlaceholders('<b title="%s">x</b>', TEXT)).toMatchObject({ text: '<b title="⟦0⟧">x</b>', tokens: ['%s'] });
  });

  it('protects each text node as the same text alone would be, and nothing of the markup', () => {
    // Generated HTML: text nodes with and without placeholders (and with a printf literal "%%" or a brace
    // that starts none), markup that holds placeholder syntax in attributes, comments and style bodies.
    const texts = ['Only {{ stock }} left', 'from %amount% on', 'plain words', '100%% cotton', 'a { brace', '%s each', '{0} and {name}', 'ü 🍳'];
    const markup = ['<p>', '</p>', '<b class="{x}">', '</b>', '<span style="width:100%">', '</span>', '<!-- %s -->', '<style>.a{b}</style>', '<br/>'];
    let seed = 9;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 500; round += 1) {
      const source = Array.from({ length: 1 + Math.floor(next() * 12) }, () => {
        const pieces = next() < 0.5 ? texts : markup;
        return pieces[Math.floor(next() * pieces.length)] as string;
      }).join('');
      const guarded = protectPlaceholders(source, HTML);
      const byNode = htmlParts(source).flatMap((part) => (part.markup ? [] : protectPlaceholders(part.text, TEXT).tokens));
      expect(guarded.tokens, source).toEqual(byNode);
      expect(restorePlaceholders(guarded.text, guarded.tokens)).toBe(source);
      if (byNode.length === 0) expect(guarded.text).toBe(source);
    }
  });

  it('restores the demo CMS copy byte for byte, entities and markup included', () => {
    const source =
      '<h2>Welcome to Hearth &amp; Trail</h2><p>We sell things that are <strong>made to be used</strong> – {{ count }} of them.</p>';
    const guarded = protectPlaceholders(source, HTML);
    expect(restorePlaceholders(guarded.text, guarded.tokens)).toBe(source);
  });
});

describe('restorePlaceholders', () => {
  const tokens = ['{{ count }}', '%s'];

  it('puts the originals back wherever the translation moved the tokens', () => {
    expect(restorePlaceholders('Nur noch ⟦1⟧ von ⟦0⟧', tokens)).toBe('Nur noch %s von {{ count }}');
  });

  it('does not read a "$&" in an original as a replacement pattern', () => {
    expect(restorePlaceholders('x ⟦0⟧', ['$& and $1'])).toBe('x $& and $1');
  });

  it.each([
    ['a token is lost', 'Nur noch ⟦0⟧ verfügbar', /"%s" was lost/],
    ['a token is duplicated', '⟦0⟧ ⟦1⟧ ⟦1⟧', /"%s" appears more than once/],
    ['a token was never issued', '⟦0⟧ ⟦1⟧ ⟦2⟧', /unknown placeholder ⟦2⟧/],
    ['a token is spelled with a leading zero', '⟦0⟧ ⟦01⟧', /unknown placeholder ⟦01⟧/],
    ['a token gained spaces', '⟦0⟧ ⟦ 1 ⟧', /"%s" was lost/],
    ['a stray bracket remains', '⟦0⟧ ⟦1⟧ ⟦', /damaged placeholder/],
    ['every token is gone', 'Nur noch wenige verfügbar', /"\{\{ count \}\}" was lost/],
  ])('raises PlaceholderLostException when %s', (_case, translated, message) => {
    const error = thrownBy(() => restorePlaceholders(translated, tokens));
    expect(error).toBeInstanceOf(PlaceholderLostException);
    expect(error).toBeInstanceOf(ProviderException);
    expect((error as Error).message).toMatch(message);
  });

  it('accepts a text without tokens when none were issued', () => {
    expect(restorePlaceholders('Hallo', [])).toBe('Hallo');
  });

  it('restores, and refuses, exactly as the token pattern reads the translation', () => {
    // The guard as first written, with the pattern /⟦(\d+)⟧/u: the single scan must agree with it on
    // every text, brackets and digits in any order included (which failure a text reports as well).
    const byPattern = (translated: string, issued: readonly string[]): string => {
      const seen = issued.map(() => 0);
      for (const match of translated.matchAll(/⟦(\d+)⟧/gu)) {
        const index = Number(match[1]);
        if (String(index) !== match[1] || index >= issued.length) return `unknown placeholder ${match[0]}`;
        seen[index] = (seen[index] ?? 0) + 1;
      }
      for (const [index, count] of seen.entries()) {
        if (count === 0) return `lost ${index}`;
        if (count > 1) return `duplicated ${index}`;
      }
      if (/[⟦⟧]/u.test(translated.replace(/⟦\d+⟧/gu, ''))) return 'damaged';
      return translated.replace(/⟦(\d+)⟧/gu, (_token, digits: string) => issued[Number(digits)] ?? '');
    };
    const byGuard = (translated: string, issued: readonly string[]): string => {
      try {
        return restorePlaceholders(translated, issued);
      } catch (error) {
        const message = (error as Error).message;
        const unknown = /unknown placeholder (⟦\d*⟧)/u.exec(message);
        if (unknown) return `unknown placeholder ${unknown[1] as string}`;
        const index = issued.findIndex((original) => message.includes(`"${original}"`));
        if (message.endsWith('was lost in the translation.')) return `lost ${index}`;
        if (message.endsWith('appears more than once in the translation.')) return `duplicated ${index}`;
        expect(message).toBe('The translation contains a damaged placeholder.');
        return 'damaged';
      }
    };
    const pieces = ['⟦', '⟧', '0', '1', '2', '01', 'x', ' ', '⟦0⟧', '⟦1⟧', '⟦2⟧', '⟦10⟧', 'ü', '🍳'];
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 4_000; round += 1) {
      const issued = ['{{ count }}', '%s', '<b>'].slice(0, Math.floor(next() * 4));
      const translated = Array.from({ length: Math.floor(next() * 9) }, () => pieces[Math.floor(next() * pieces.length)] as string).join('');
      expect(byGuard(translated, issued), translated).toBe(byPattern(translated, issued));
    }
  });
});

describe('literal brackets in the source', () => {
  it('protects them as tokens of their own, so a source "⟦0⟧" is never mistaken for a token', () => {
    const source = 'Interval ⟦0⟧ costs %s';
    const guarded = protectPlaceholders(source, TEXT);
    expect(guarded).toEqual({ text: 'Interval ⟦0⟧0⟦1⟧ costs ⟦2⟧', tokens: ['⟦', '⟧', '%s'], kinds: ['literal', 'literal', 'template'] });
    expect(restorePlaceholders(guarded.text, guarded.tokens)).toBe(source);
  });

  it('protects them inside HTML attributes too, since the restore step reads the whole text', () => {
    const source = '<span title="⟦1⟧">Range ⟦a, b⟧</span>';
    const guarded = protectPlaceholders(source, HTML);
    expect(guarded.text.replace(/⟦\d+⟧/g, '')).not.toMatch(/[⟦⟧]/);
    expect(restorePlaceholders(shout(guarded.text), guarded.tokens)).toBe('<SPAN TITLE="⟦1⟧">RANGE ⟦A, B⟧</SPAN>');
  });

  it('is idempotent: a protected text protected again restores in two steps to the source', () => {
    const source = 'From %s, {{ count }} items';
    const once = protectPlaceholders(source, TEXT);
    const twice = protectPlaceholders(once.text, TEXT);
    expect(restorePlaceholders(restorePlaceholders(twice.text, twice.tokens), once.tokens)).toBe(source);
  });
});

describe('keep terms', () => {
  const brand = { term: 'Hearth & Trail', caseSensitive: true };

  it('keeps a term as a token holding the source spelling', () => {
    const guarded = protectPlaceholders('Hearth & Trail sells pans', withTerms('text', brand));
    expect(guarded).toEqual({ text: '⟦0⟧ sells pans', tokens: ['Hearth & Trail'], kinds: ['keep'] });
  });

  it('matches whole words only, Unicode-aware', () => {
    const options = withTerms('text', { term: 'Trail', caseSensitive: true }, { term: 'Küche', caseSensitive: true });
    expect(protectPlaceholders('Trailhead, Trails, ÜberTrail, Trail_1, Küchenmesser, Bergküche', options).tokens).toEqual([]);
    expect(protectPlaceholders('Trail: Küche, (Trail) und Küche.', options)).toMatchObject({
      text: '⟦0⟧: ⟦1⟧, (⟦2⟧) und ⟦3⟧.',
      tokens: ['Trail', 'Küche', 'Trail', 'Küche'],
    });
  });

  it('respects case sensitivity per term and keeps the source spelling of an insensitive match', () => {
    const options = withTerms('text', { term: 'Trail', caseSensitive: true }, { term: 'teak', caseSensitive: false });
    expect(protectPlaceholders('trail TRAIL Trail TEAK Teak teak', options)).toMatchObject({
      text: 'trail TRAIL ⟦0⟧ ⟦1⟧ ⟦2⟧ ⟦3⟧',
      tokens: ['Trail', 'TEAK', 'Teak', 'teak'],
    });
    expect(protectPlaceholders('ÖLFLASCHE Öl öl', withTerms('text', { term: 'öl', caseSensitive: false }))).toMatchObject({
      text: 'ÖLFLASCHE ⟦0⟧ ⟦1⟧',
      tokens: ['Öl', 'öl'],
    });
  });

  it('matches the longest term first, whatever the order given', () => {
    const options = withTerms('text', { term: 'Trail', caseSensitive: true }, brand);
    expect(protectPlaceholders('Hearth & Trail on the Trail', options)).toMatchObject({
      text: '⟦0⟧ on the ⟦1⟧',
      tokens: ['Hearth & Trail', 'Trail'],
    });
  });

  it('never matches inside a template placeholder', () => {
    const options = withTerms('text', { term: 'count', caseSensitive: false }, { term: 'name', caseSensitive: false });
    expect(protectPlaceholders('{{ count }} for %name%: count the name', options)).toMatchObject({
      text: '⟦0⟧ for ⟦1⟧: ⟦2⟧ the ⟦3⟧',
      tokens: ['{{ count }}', '%name%', 'count', 'name'],
      kinds: ['template', 'template', 'keep', 'keep'],
    });
  });

  it('escapes regular-expression characters and needs no boundary at a non-word end', () => {
    const options = withTerms('text', { term: 'C++', caseSensitive: true }, { term: 'Pan (XL)', caseSensitive: true });
    expect(protectPlaceholders('C++ fans love the Pan (XL); ABC++ and Pan XL do not count', options)).toMatchObject({
      text: '⟦0⟧ fans love the ⟦1⟧; ABC++ and Pan XL do not count',
      tokens: ['C++', 'Pan (XL)'],
    });
  });

  it('matches across any whitespace run of the source', () => {
    expect(protectPlaceholders('Hearth &  Trail and Hearth\u00a0& Trail', withTerms('text', brand)).tokens).toEqual([
      'Hearth &  Trail',
      'Hearth\u00a0& Trail',
    ]);
  });

  it('reads a whitespace run in the term as any whitespace run, however long', () => {
    expect(protectPlaceholders('Hearth & Trail', withTerms('text', { term: 'Hearth   &\tTrail', caseSensitive: true })).tokens).toEqual(['Hearth & Trail']);
    expect(protectPlaceholders('Hearth & Trail', withTerms('html', { term: 'Hearth   &\tTrail', caseSensitive: true })).tokens).toEqual(['Hearth & Trail']);
  });

  it('in html matches escaped text nodes but never attribute values', () => {
    const source = '<img alt="Hearth & Trail"><p>Welcome to Hearth &amp; Trail and Hearth&nbsp;&amp;&nbsp;Trail</p>';
    const guarded = protectPlaceholders(source, withTerms('html', brand));
    expect(guarded.text).toBe('<img alt="Hearth & Trail"><p>Welcome to ⟦0⟧ and ⟦1⟧</p>');
    expect(guarded.tokens).toEqual(['Hearth &amp; Trail', 'Hearth&nbsp;&amp;&nbsp;Trail']);
    expect(restorePlaceholders(guarded.text, guarded.tokens)).toBe(source);
  });

  it('ignores blank terms', () => {
    expect(protectPlaceholders('a b', withTerms('text', { term: '  ', caseSensitive: true }))).toMatchObject({ text: 'a b', tokens: [] });
  });
});

describe('replace terms', () => {
  it('swap the source term for a token that restores to the forced translation', () => {
    const guarded = protectPlaceholders('Add to basket. Your Basket holds %s items.', {
      format: 'text',
      keepTerms: [],
      replaceTerms: [{ term: 'basket', replacement: 'Warenkorb', caseSensitive: false }],
    });
    expect(guarded).toEqual({
      text: 'Add to ⟦0⟧. Your ⟦1⟧ holds ⟦2⟧ items.',
      tokens: ['Warenkorb', 'Warenkorb', '%s'],
      kinds: ['replace', 'replace', 'template'],
    });
    expect(guarded.text).not.toMatch(/basket/i);
    expect(restorePlaceholders('In den ⟦0⟧. Ihr ⟦1⟧ enthält ⟦2⟧ Artikel.', guarded.tokens)).toBe('In den Warenkorb. Ihr Warenkorb enthält %s Artikel.');
  });

  it('escape the forced translation for an html text node', () => {
    const guarded = protectPlaceholders('<p>Our shop</p>', {
      format: 'html',
      keepTerms: [],
      replaceTerms: [{ term: 'shop', replacement: 'Haus & Hof <Laden>', caseSensitive: true }],
    });
    expect(guarded.tokens).toEqual(['Haus &amp; Hof &lt;Laden&gt;']);
  });

  it('compete with keep terms by length', () => {
    const guarded = protectPlaceholders('Trail mix from Hearth & Trail', {
      format: 'text',
      keepTerms: [{ term: 'Hearth & Trail', caseSensitive: true }],
      replaceTerms: [{ term: 'Trail mix', replacement: 'Studentenfutter', caseSensitive: true }, { term: 'Trail', replacement: 'Pfad', caseSensitive: true }],
    });
    expect(guarded).toMatchObject({ text: '⟦0⟧ from ⟦1⟧', tokens: ['Studentenfutter', 'Hearth & Trail'], kinds: ['replace', 'keep'] });
  });
});

describe('plain texts', () => {
  it('leave a text without placeholders unchanged', () => {
    expect(protectPlaceholders('', TEXT)).toEqual({ text: '', tokens: [], kinds: [] });
    expect(protectPlaceholders('Seasonal recipes, care tips and early access.', TEXT)).toEqual({
      text: 'Seasonal recipes, care tips and early access.',
      tokens: [],
      kinds: [],
    });
  });

  it('writes tokens the way the LLM prompt describes them', () => {
    expect(placeholderToken(0)).toBe('⟦0⟧');
    expect(placeholderToken(12)).toBe('⟦12⟧');
  });
});
