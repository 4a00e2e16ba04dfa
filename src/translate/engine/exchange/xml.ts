/**
 * A small, strict XML reader for the files the exchange imports (XLIFF 1.2 and 2.0), and the escaping
 * its writer uses. It reads a whole document into elements and text with namespaces resolved, and
 * refuses anything that is not well-formed XML with the line and the reason (the import answers 400 with
 * them). A document type declaration is refused outright: XLIFF needs none, and entity declarations are
 * how XML bombs and external entity reads get in.
 *
 * @packageDocumentation
 */

/** A document that is not well-formed XML (or uses what the reader refuses); `line` is 1-based. */
export class XmlSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
    this.name = 'XmlSyntaxError';
  }
}

export interface XmlAttribute {
  /** As written, with its prefix. */
  name: string;
  local: string;
  /** The namespace of a prefixed attribute; '' for an unprefixed one (attributes take no default namespace). */
  ns: string;
  value: string;
}

export interface XmlElement {
  kind: 'element';
  name: string;
  local: string;
  ns: string;
  attributes: XmlAttribute[];
  children: XmlNode[];
  line: number;
}

export interface XmlText {
  kind: 'text';
  text: string;
}

export type XmlNode = XmlElement | XmlText;

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const NAME = /^[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*(?::[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*)?$/;
/** A start tag: its name, its attributes as name="value", then `>` or `/>` (an attribute value may hold a `>`). */
const START_TAG = /<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
/** Deeper nesting than an XLIFF file has is refused, so that no reader of the tree recurses without bound. */
export const MAX_XML_DEPTH = 100;
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Escapes text for element content. */
export function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes text for a double-quoted attribute value (line breaks and tabs kept as references, so they survive normalisation). */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

/** Whether a character may appear in an XML 1.0 document. */
function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

/** Drops the characters XML 1.0 cannot carry (control characters), which a shop text may hold by accident. */
export function xmlSafe(text: string): string {
  let result = '';
  for (const char of text) if (isXmlChar(char.codePointAt(0) ?? 0)) result += char;
  return result;
}

/** The value of an attribute by local name and namespace ('' for unprefixed), or null. */
export function attribute(element: XmlElement, local: string, ns = ''): string | null {
  return element.attributes.find((item) => item.local === local && item.ns === ns)?.value ?? null;
}

/** The child elements of an element with this local name in its namespace. */
export function childElements(element: XmlElement, local?: string): XmlElement[] {
  return element.children.filter((child): child is XmlElement => child.kind === 'element' && (local === undefined || (child.local === local && child.ns === element.ns)));
}

/** The text of an element and its descendants. */
export function textContent(element: XmlElement): string {
  return element.children.map((child) => (child.kind === 'text' ? child.text : textContent(child))).join('');
}

interface OpenElement {
  element: XmlElement;
  namespaces: Map<string, string>;
}

/**
 * Reads a document. A UTF-8 byte order mark is ignored.
 *
 * @throws XmlSyntaxError on the first problem, with its line.
 */
export function parseXml(input: string): XmlElement {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  let position = 0;
  let line = 1;
  let root: XmlElement | null = null;
  const stack: OpenElement[] = [];

  const fail = (reason: string, at = line): never => {
    throw new XmlSyntaxError(at, reason);
  };
  /** Moves to `end`, counting the line breaks passed. */
  const advance = (end: number): void => {
    for (let index = position; index < end; index += 1) if (text.charCodeAt(index) === 10) line += 1;
    position = end;
  };
  const checkChars = (value: string, at: number): void => {
    for (const char of value) if (!isXmlChar(char.codePointAt(0) ?? 0)) fail(`The character U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')} is not allowed in XML.`, at);
  };
  const decode = (raw: string, at: number): string => {
    checkChars(raw, at);
    return raw.replace(/&([^;&<\s]*);?/g, (match, name: string, offset: number) => {
      // The line of the reference itself, not of the text it starts in.
      const here = at + (raw.slice(0, offset).match(/\n/g)?.length ?? 0);
      if (!match.endsWith(';')) fail('An "&" must start a reference such as "&amp;".', here);
      if (name in PREDEFINED) return PREDEFINED[name] as string;
      const numeric = /^#(?:x([0-9A-Fa-f]+)|(\d+))$/.exec(name);
      if (numeric) {
        const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
        if (!isXmlChar(code)) fail(`The character reference "${match}" names a character XML does not allow.`, here);
        return String.fromCodePoint(code);
      }
      return fail(`The entity "${match}" is not defined (only &lt; &gt; &amp; &quot; &apos; and character references are).`, here);
    });
  };
  const addText = (value: string, at: number): void => {
    const current = stack[stack.length - 1];
    if (!current) {
      const leading = /^\s*/.exec(value)?.[0] ?? '';
      if (leading.length < value.length) fail(root ? 'Text after the root element.' : 'Text before the root element.', at + (leading.match(/\n/g)?.length ?? 0));
      return;
    }
    const last = current.element.children[current.element.children.length - 1];
    if (last?.kind === 'text') last.text += value;
    else current.element.children.push({ kind: 'text', text: value });
  };
  const resolve = (name: string, namespaces: Map<string, string>, isAttribute: boolean, at: number): { local: string; ns: string } => {
    const colon = name.indexOf(':');
    if (colon === -1) return { local: name, ns: isAttribute ? '' : (namespaces.get('') ?? '') };
    const prefix = name.slice(0, colon);
    const ns = prefix === 'xml' ? XML_NAMESPACE : namespaces.get(prefix);
    if (ns === undefined) fail(`The namespace prefix "${prefix}" is not declared.`, at);
    return { local: name.slice(colon + 1), ns: ns as string };
  };

  while (position < text.length) {
    const open = text.indexOf('<', position);
    if (open === -1) {
      addText(decode(text.slice(position), line), line);
      advance(text.length);
      break;
    }
    if (open > position) {
      const at = line;
      const raw = text.slice(position, open);
      if (raw.includes(']]>')) fail('"]]>" is not allowed in text.', at);
      addText(decode(raw, at), at);
      advance(open);
    }
    const at = line;
    if (text.startsWith('<!--', position)) {
      const end = text.indexOf('-->', position + 4);
      if (end === -1) fail('A comment is not closed.');
      advance(end + 3);
    } else if (text.startsWith('<![CDATA[', position)) {
      const end = text.indexOf(']]>', position + 9);
      if (end === -1) fail('A CDATA section is not closed.');
      if (stack.length === 0) fail('A CDATA section outside the root element.');
      const value = text.slice(position + 9, end);
      checkChars(value, at);
      addText(value, at);
      advance(end + 3);
    } else if (text.startsWith('<!', position)) {
      fail(text.startsWith('<!DOCTYPE', position) ? 'A document type declaration (DOCTYPE) is not allowed.' : 'Unknown markup "<!".');
    } else if (text.startsWith('<?', position)) {
      const end = text.indexOf('?>', position + 2);
      if (end === -1) fail('A processing instruction is not closed.');
      const target = /^<\?([^\s?]+)/.exec(text.slice(position, end))?.[1] ?? '';
      if (target.toLowerCase() === 'xml' && (position !== 0 || target !== 'xml')) fail('The XML declaration must come first in the document.');
      advance(end + 2);
    } else if (text.startsWith('</', position)) {
      const match = /^<\/([^\s>]+)\s*>/.exec(text.slice(position, position + 1000));
      if (!match) fail('A closing tag is malformed.');
      const name = (match as RegExpExecArray)[1] as string;
      const current = stack.pop();
      if (!current) fail(`The closing tag </${name}> has no opening tag.`);
      if (current?.element.name !== name) fail(`The closing tag </${name}> does not match <${current?.element.name ?? ''}> (opened on line ${current?.element.line ?? 0}).`);
      advance(position + (match as RegExpExecArray)[0].length);
    } else {
      START_TAG.lastIndex = position;
      const tag = START_TAG.exec(text);
      if (!tag) fail('A tag is malformed (a name, attributes as name="value", then ">" or "/>").');
      const [whole, name, rawAttributes, selfClosing] = tag as unknown as [string, string, string, string];
      if (!NAME.test(name)) fail(`"${name}" is not a valid element name.`);
      if (root && stack.length === 0) fail('A second root element.');
      const parent = stack[stack.length - 1];
      const namespaces = new Map(parent?.namespaces ?? []);
      const written: { name: string; value: string }[] = [];
      for (const item of rawAttributes.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        const attributeName = item[1] as string;
        const raw = item[2] ?? item[3] ?? '';
        if (!NAME.test(attributeName)) fail(`"${attributeName}" is not a valid attribute name.`);
        if (raw.includes('<')) fail(`The value of the attribute "${attributeName}" holds a "<".`);
        if (written.some((other) => other.name === attributeName)) fail(`The attribute "${attributeName}" appears twice.`);
        // Attribute value normalisation: literal whitespace becomes spaces; references keep their characters.
        const value = decode(raw.replace(/[\t\n\r]/g, ' '), at);
        written.push({ name: attributeName, value });
        if (attributeName === 'xmlns') namespaces.set('', value);
        else if (attributeName.startsWith('xmlns:')) namespaces.set(attributeName.slice(6), value);
      }
      const { local, ns } = resolve(name, namespaces, false, at);
      const element: XmlElement = {
        kind: 'element',
        name,
        local,
        ns,
        attributes: written.filter((item) => item.name !== 'xmlns' && !item.name.startsWith('xmlns:')).map((item) => ({ ...item, ...resolve(item.name, namespaces, true, at) })),
        children: [],
        line: at,
      };
      if (parent) parent.element.children.push(element);
      else root = element;
      if (selfClosing !== '/') {
        if (stack.length >= MAX_XML_DEPTH) fail(`Elements are nested deeper than ${MAX_XML_DEPTH} levels.`);
        stack.push({ element, namespaces });
      }
      advance(position + whole.length);
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) fail(`The element <${unclosed.element.name}> (line ${unclosed.element.line}) is not closed at the end of the document.`);
  if (!root) fail('The document has no root element.');
  return root as unknown as XmlElement;
}
