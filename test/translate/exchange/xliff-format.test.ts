/**
 * The exchange file's parts without a database: the strict XML reader (refusals with their line), the
 * inline codes (markup and placeholders out and back, byte for byte), and the reader's checks of a
 * translation's codes. The writer's output is read by the independent `xliff` parser as well.
 */
import { describe, expect, it } from 'vitest';
import { xliff12ToJs } from 'xliff';
import { decodeInline, encodeInline, encodeTarget } from '../../../src/translate/engine/exchange/inline-codes.js';
import { decodeTarget, ExchangeFileError, InlineCodeError, readXliff } from '../../../src/translate/engine/exchange/xliff-read.js';
import { writeXliff } from '../../../src/translate/engine/exchange/xliff-write.js';
import { attribute, parseXml, XmlSyntaxError } from '../../../src/translate/engine/exchange/xml.js';
import { PlaceholderLostException } from '../../../src/translate/providers/contract.js';

function syntaxError(text: string): { line: number; reason: string } {
  try {
    parseXml(text);
  } catch (error) {
    if (error instanceof XmlSyntaxError) return { line: error.line, reason: error.reason };
    throw error;
  }
  throw new Error('parsed');
}

describe('the XML reader', () => {
  it('reads elements, namespaces, references, CDATA and attribute values holding ">"', () => {
    const root = parseXml('\uFEFF<?xml version="1.0"?>\n<!-- c -->\n<a xmlns="urn:a" xmlns:b="urn:b" b:x="1 &gt; 0" y=\'q"\'><b:c>&#x263A;&amp;<![CDATA[<raw>]]></b:c></a>');
    expect(root).toMatchObject({ local: 'a', ns: 'urn:a', line: 3 });
    expect(attribute(root, 'x', 'urn:b')).toBe('1 > 0');
    expect(attribute(root, 'y')).toBe('q"');
    expect(root.children[0]).toMatchObject({ local: 'c', ns: 'urn:b', children: [{ kind: 'text', text: '☺&<raw>' }] });
  });

  it.each([
    ['<a>\n<b>\n</a>', 3, 'The closing tag </a> does not match <b> (opened on line 2).'],
    ['<a>\n<b>', 2, 'The element <b> (line 2) is not closed at the end of the document.'],
    ['<a>\n&nbsp;</a>', 2, 'The entity "&nbsp;" is not defined (only &lt; &gt; &amp; &quot; &apos; and character references are).'],
    ['<a>\nfish & chips</a>', 2, 'An "&" must start a reference such as "&amp;".'],
    ['<a x="1"\n x="2"/>', 1, 'The attribute "x" appears twice.'],
    ['<a>\n<p:b/></a>', 2, 'The namespace prefix "p" is not declared.'],
    ['<a/>\n<b/>', 2, 'A second root element.'],
    ['<a/>\ntext', 2, 'Text after the root element.'],
    ['<?xml version="1.0"?>\n<!DOCTYPE a [<!ENTITY x "y">]><a/>', 2, 'A document type declaration (DOCTYPE) is not allowed.'],
    ['<a>\n<b c=d/></a>', 2, 'A tag is malformed (a name, attributes as name="value", then ">" or "/>").'],
    ['', 1, 'The document has no root element.'],
    [`${'<a>'.repeat(100)}\n<a>`, 2, 'Elements are nested deeper than 100 levels.'],
  ])('refuses %j at line %i', (text, line, reason) => {
    expect(syntaxError(text)).toEqual({ line, reason });
  });
});

describe('inline codes', () => {
  it.each([
    ['<p>Solid <b>oak</b> &amp; steel.<br>Made for %name%.</p>', 'html'],
    ['<b>a<i>b</b> c', 'html'],
    ['{{ count }} items ⟦not a token⟧ for {0}', 'text'],
    ['<p style="width:100%">50% off %s</p>', 'html'],
  ] as const)('a translation in the source\'s own codes comes back byte for byte: %s', (text, format) => {
    const coded = encodeInline(text, format);
    const nodes = encodeTarget(text, coded);
    expect(nodes).not.toBeNull();
    expect(decodeInline(nodes ?? [], coded)).toBe(text);
  });

  it('keeps comments, void elements and named references as codes; &nbsp; and numeric references come back as their characters', () => {
    const text = 'Caf&eacute; &nbsp;&#233; <!-- note --> <img src="a.png" alt="x > y">';
    const coded = encodeInline(text, 'html');
    expect(coded.codes.map((code) => code.kind)).toEqual(['entity', 'comment', 'img']);
    expect(decodeInline(encodeTarget(text, coded) ?? [], coded)).toBe('Caf&eacute; \u00a0é <!-- note --> <img src="a.png" alt="x > y">');
  });

  it('shows references as characters, pairs enclosing tags and leaves unbalanced ones alone', () => {
    const coded = encodeInline('<b>a<i>b</b> &amp; Caf&eacute;', 'html');
    expect(coded.codes.map((code) => [code.original, code.role])).toEqual([
      ['<b>', 'open'],
      ['<i>', 'open'],
      ['</b>', 'close'],
      ['&eacute;', 'standalone'],
    ]);
    expect(coded.pairs.size).toBe(0);
    expect(coded.nodes).toEqual([{ type: 'code', code: 0 }, { type: 'text', text: 'a' }, { type: 'code', code: 1 }, { type: 'text', text: 'b' }, { type: 'code', code: 2 }, { type: 'text', text: ' & Caf' }, { type: 'code', code: 3 }]);
  });

  it('offers no target whose markup differs from the source, and refuses a lost or repeated code', () => {
    const coded = encodeInline('<p>Hi <b>you</b></p>', 'html');
    expect(encodeTarget('<p>Hallo <i>du</i></p>', coded)).toBeNull();
    expect(() => decodeInline([{ type: 'text', text: 'Hallo' }], coded)).toThrow(PlaceholderLostException);
    expect(() => decodeInline([{ type: 'text', text: 'Hallo' }], coded)).toThrow('The placeholder "<p>" was lost in the translation.');
  });

  it('writes unbalanced tags as <bx/>/<ex/> in XLIFF 1.2, which the independent parser reads as span starts and ends', async () => {
    const coded = encodeInline('<b>a<i>b</b>', 'html');
    const xliff = writeXliff('xliff-1.2', { sourceLocale: 'en-GB', targetLocale: 'de-DE', files: [{ entity: 'product', fields: [{ recordId: 'r1', field: 'description', sourceHash: 'h', maxLength: null, parts: [{ source: coded, target: null }] }] }] });
    expect(xliff).toContain('<source><bx id="1" ctype="x-html-b"/>a<bx id="2" ctype="x-html-i"/>b<ex id="3"/></source>');
    const parsed = await xliff12ToJs(xliff);
    expect(parsed.resources.product?.u1).toMatchObject({
      source: [{ GenericSpanStart: { id: '1', ctype: 'x-html-b' } }, 'a', { GenericSpanStart: { id: '2', ctype: 'x-html-i' } }, 'b', { GenericSpanEnd: { id: '3' } }],
    });
  });
});

describe('reading a translated file', () => {
  const file = (target: string) =>
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-GB" trgLang="de-DE"><file id="product"><unit id="u1" name="product/r1/description"><notes><note category="sourceHash">h</note></notes><segment><source>x</source><target>${target}</target></segment></unit></file></xliff>`;

  it('names the record by the unit name when an agency tool dropped the service\'s attributes, and the hash by its note', () => {
    expect(readXliff(file('y'))).toMatchObject({ format: 'xliff-2.0', sourceLocale: 'en-GB', targetLocale: 'de-DE', units: [{ entity: 'product', recordId: 'r1', field: 'description', sourceHash: 'h' }] });
  });

  it('refuses inline elements and codes its source does not have, and takes a tool\'s <mrk> annotations as their text', () => {
    const coded = encodeInline('<p>Hi <b>you</b></p>', 'html');
    const target = (content: string) => readXliff(file(content)).units[0]?.parts[0]?.target ?? null;
    const decode = (content: string) => decodeTarget(target(content)!, coded, 0, 'xliff-2.0');
    expect(decodeInline(decode('<pc id="1">Hallo <mrk id="m1" type="term"><pc id="2">du</pc></mrk></pc>'), coded)).toBe('<p>Hallo <b>du</b></p>');
    expect(() => decode('<pc id="7">Hallo</pc>')).toThrow(new InlineCodeError('The translation has an inline code <pc id="7"> that its source does not have.'));
    expect(() => decode('<pc id="3">Hallo</pc>')).toThrow('The translation pairs the inline code 3, which is no pair in its source.');
    expect(() => decode('<bpt id="1">x</bpt>')).toThrow('The translation holds an inline element <bpt> the import does not take.');
  });

  it('refuses what is not an XLIFF 1.2 or 2.0 document with its line', () => {
    expect(() => readXliff('<xliff version="3.0"/>')).toThrow(new ExchangeFileError(1, 'The XLIFF version "3.0" is not supported (1.2 and 2.0 are).'));
    expect(() => readXliff('<xliff version="2.0">\n<file><unit id="u"><segment/></unit></file></xliff>')).toThrow(ExchangeFileError);
    expect(() => readXliff('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0">\n<file id="f">\n<unit id="u"><segment><source>a</source></segment></unit></file></xliff>')).toThrow(
      'The file is not a valid XLIFF file: line 3: The unit names no record (no et:entity, et:record and et:field attributes, and no name "entity/record/field").',
    );
  });
});
