/**
 * Reads an exchange file back (XLIFF 1.2 or 2.0, as xliff-write.ts writes it and as agency tools return
 * it): the target language, and per unit the record it names and the translated text of each of its
 * parts as text and codes. What is not XLIFF (malformed XML, another root, a unit that names no record)
 * is an {@link ExchangeFileError} with its line; a translation whose codes do not fit its source is an
 * error of that unit alone (decodeTarget).
 *
 * @packageDocumentation
 */
import type { CodedText, InlineNode } from './inline-codes.js';
import { EXCHANGE_NAMESPACE, XLIFF_20_NAMESPACE, type ExchangeFormat } from './xliff-write.js';
import { attribute, childElements, parseXml, textContent, XmlSyntaxError, type XmlElement, type XmlNode } from './xml.js';

/** The file cannot be read; the import answers 400 with the message (it names the line). */
export class ExchangeFileError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`The file is not a valid XLIFF file: line ${line}: ${reason}`);
    this.name = 'ExchangeFileError';
  }
}

/** A translation whose codes do not fit its source; the message is the unit's error. */
export class InlineCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InlineCodeError';
  }
}

/** One part of a unit: its target element (null: the file has none or an empty one). */
export interface ReadPart {
  index: number;
  target: XmlElement | null;
}

/** One field of one record, as the file names it. */
export interface ReadUnit {
  line: number;
  entity: string;
  recordId: string;
  field: string;
  /** Null when the file does not say (an agency tool dropped the attribute and the note). */
  sourceHash: string | null;
  parts: ReadPart[];
}

export interface ReadDocument {
  format: ExchangeFormat;
  sourceLocale: string | null;
  targetLocale: string | null;
  units: ReadUnit[];
}

/** The unit's identity: the service's attributes, else its `entity/record/field` name. */
function identity(element: XmlElement, name: string | null, fileEntity: string | null): { entity: string; recordId: string; field: string; part: number | null } {
  const entity = attribute(element, 'entity', EXCHANGE_NAMESPACE);
  const recordId = attribute(element, 'record', EXCHANGE_NAMESPACE);
  const field = attribute(element, 'field', EXCHANGE_NAMESPACE);
  const part = attribute(element, 'part', EXCHANGE_NAMESPACE);
  if (entity !== null && recordId !== null && field !== null) return { entity, recordId, field, part: part !== null && /^\d+$/.test(part) ? Number(part) : null };
  const named = name !== null ? /^([^/]+)\/(.+)\/([^/#]+)(?:#(\d+))?$/.exec(name) : null;
  if (!named) throw new ExchangeFileError(element.line, `The unit names no record (no et:entity, et:record and et:field attributes, and no name "entity/record/field").`);
  return { entity: named[1] ?? fileEntity ?? '', recordId: named[2] ?? '', field: named[3] ?? '', part: named[4] !== undefined ? Number(named[4]) : null };
}

function sourceHashOf(element: XmlElement, notes: XmlElement[]): string | null {
  const given = attribute(element, 'sourceHash', EXCHANGE_NAMESPACE);
  if (given !== null) return given;
  for (const note of notes) {
    if (attribute(note, 'category') === 'sourceHash' || attribute(note, 'from') === 'sourceHash') return textContent(note).trim();
  }
  return null;
}

/** A target element with content, or null. */
function targetOf(container: XmlElement): XmlElement | null {
  const target = childElements(container, 'target')[0];
  return target !== undefined && target.children.length > 0 ? target : null;
}

function read20(root: XmlElement): ReadDocument {
  const units: ReadUnit[] = [];
  const files = childElements(root, 'file');
  const visit = (element: XmlElement, fileEntity: string | null) => {
    for (const child of childElements(element)) {
      if (child.local === 'group') visit(child, fileEntity);
      if (child.local !== 'unit') continue;
      const notes = childElements(childElements(child, 'notes')[0] ?? child, 'note');
      const { entity, recordId, field } = identity(child, attribute(child, 'name'), fileEntity);
      const segments = childElements(child, 'segment');
      if (segments.length === 0) throw new ExchangeFileError(child.line, 'The unit has no <segment>.');
      units.push({ line: child.line, entity, recordId, field, sourceHash: sourceHashOf(child, notes), parts: segments.map((segment, index) => ({ index, target: targetOf(segment) })) });
    }
  };
  for (const file of files) visit(file, attribute(file, 'original'));
  return { format: 'xliff-2.0', sourceLocale: attribute(root, 'srcLang'), targetLocale: attribute(root, 'trgLang'), units };
}

function read12(root: XmlElement): ReadDocument {
  const byField = new Map<string, ReadUnit>();
  let sourceLocale: string | null = null;
  let targetLocale: string | null = null;
  const visit = (element: XmlElement, fileEntity: string | null) => {
    for (const child of childElements(element)) {
      if (child.local === 'group' || child.local === 'body') visit(child, fileEntity);
      if (child.local !== 'trans-unit') continue;
      const { entity, recordId, field, part } = identity(child, attribute(child, 'resname'), fileEntity);
      const key = JSON.stringify([entity, recordId, field]);
      const unit = byField.get(key) ?? { line: child.line, entity, recordId, field, sourceHash: sourceHashOf(child, childElements(child, 'note')), parts: [] };
      const index = part ?? 0;
      if (unit.parts.some((other) => other.index === index)) throw new ExchangeFileError(child.line, `The text ${index} of "${entity}/${recordId}/${field}" appears twice.`);
      unit.parts.push({ index, target: targetOf(child) });
      byField.set(key, unit);
    }
  };
  for (const file of childElements(root, 'file')) {
    sourceLocale ??= attribute(file, 'source-language');
    targetLocale ??= attribute(file, 'target-language');
    if (targetLocale !== null && attribute(file, 'target-language') !== null && attribute(file, 'target-language') !== targetLocale) {
      throw new ExchangeFileError(file.line, 'The files of the document have different target languages.');
    }
    visit(file, attribute(file, 'original'));
  }
  const units = [...byField.values()];
  for (const unit of units) unit.parts.sort((a, b) => a.index - b.index);
  return { format: 'xliff-1.2', sourceLocale, targetLocale, units };
}

/**
 * The units of a file.
 *
 * @throws ExchangeFileError for anything that is not a readable XLIFF 1.2 or 2.0 document.
 */
export function readXliff(input: string): ReadDocument {
  let root: XmlElement;
  try {
    root = parseXml(input);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new ExchangeFileError(error.line, error.reason);
    throw error;
  }
  if (root.local !== 'xliff') throw new ExchangeFileError(root.line, `The root element is <${root.name}>, not <xliff>.`);
  const version = attribute(root, 'version');
  if (version === '2.0' || root.ns === XLIFF_20_NAMESPACE) {
    if (root.ns !== XLIFF_20_NAMESPACE) throw new ExchangeFileError(root.line, `An XLIFF 2.0 document must be in the namespace ${XLIFF_20_NAMESPACE}.`);
    return read20(root);
  }
  if (version === '1.2') return read12(root);
  throw new ExchangeFileError(root.line, `The XLIFF version "${version ?? ''}" is not supported (1.2 and 2.0 are).`);
}

/** Inline elements that only annotate text (comments, term marks of a tool): their text counts, they do not. */
const ANNOTATIONS = new Set(['mrk', 'sm', 'em']);

/**
 * A target's content as text and codes of its source. Code ids are the file's (`offset` + index + 1);
 * a paired element must name a code the source pairs.
 *
 * @throws InlineCodeError for an inline element or code the source does not have.
 */
export function decodeTarget(target: XmlElement, source: CodedText, offset: number, format: ExchangeFormat): InlineNode[] {
  const codeOf = (element: XmlElement, name: string): number => {
    const id = attribute(element, name);
    const index = id !== null && /^\d+$/.test(id) ? Number(id) - offset - 1 : -1;
    if (index < 0 || index >= source.codes.length) throw new InlineCodeError(`The translation has an inline code <${element.local} ${name}="${id ?? ''}"> that its source does not have.`);
    return index;
  };
  const walk = (nodes: readonly XmlNode[]): InlineNode[] =>
    nodes.flatMap((node): InlineNode[] => {
      if (node.kind === 'text') return [{ type: 'text', text: node.text }];
      const paired = format === 'xliff-2.0' ? node.local === 'pc' : node.local === 'g';
      const single = format === 'xliff-2.0' ? ['ph', 'sc', 'ec'] : ['x', 'bx', 'ex'];
      if (paired) {
        const open = codeOf(node, 'id');
        const close = source.pairs.get(open);
        if (close === undefined) throw new InlineCodeError(`The translation pairs the inline code ${open + offset + 1}, which is no pair in its source.`);
        return [{ type: 'pair', open, close, children: walk(node.children) }];
      }
      if (single.includes(node.local)) return [{ type: 'code', code: codeOf(node, node.local === 'ec' && attribute(node, 'id') === null ? 'startRef' : 'id') }];
      if (node.local === 'cp') {
        const hex = attribute(node, 'hex') ?? '';
        return [{ type: 'text', text: /^[0-9A-Fa-f]{1,6}$/.test(hex) ? String.fromCodePoint(parseInt(hex, 16)) : '' }];
      }
      if (ANNOTATIONS.has(node.local)) return walk(node.children);
      throw new InlineCodeError(`The translation holds an inline element <${node.local}> the import does not take.`);
    });
  return walk(target.children);
}
