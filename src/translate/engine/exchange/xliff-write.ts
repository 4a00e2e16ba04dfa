/**
 * Writes the exchange file (docs/api.md, "Exchange"): XLIFF 1.2 or 2.0, one `<file>` per entity, one unit
 * per field of a record. A unit names its record in attributes of the service's namespace
 * ({@link EXCHANGE_NAMESPACE}: entity, record, field, source hash, length limit), in its `name`/`resname`
 * (`entity/record/field`, what an agency tool shows and what the import falls back to) and in notes.
 * A field of several texts (a list, custom fields, a layout's slots) is one 2.0 unit with a segment per
 * text, or in 1.2 one trans-unit per text with `et:part` (1.2 has one source per trans-unit).
 *
 * @packageDocumentation
 */
import type { CodedText, InlineCode, InlineNode } from './inline-codes.js';
import { escapeXmlAttribute, escapeXmlText, xmlSafe } from './xml.js';

export const EXCHANGE_FORMATS = ['xliff-1.2', 'xliff-2.0'] as const;
export type ExchangeFormat = (typeof EXCHANGE_FORMATS)[number];

/** The namespace of the service's own attributes in an exchange file. */
export const EXCHANGE_NAMESPACE = 'urn:ext-translate:exchange:1';
export const XLIFF_12_NAMESPACE = 'urn:oasis:names:tc:xliff:document:1.2';
export const XLIFF_20_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';

/** One text of a field: its source with codes, and the current translation in those codes (null: none to offer). */
export interface ExchangePart {
  source: CodedText;
  target: InlineNode[] | null;
}

/** One field of one record. */
export interface ExchangeField {
  recordId: string;
  field: string;
  sourceHash: string;
  maxLength: number | null;
  parts: ExchangePart[];
}

export interface ExchangeDocument {
  sourceLocale: string;
  targetLocale: string;
  files: { entity: string; fields: ExchangeField[] }[];
}

/** `entity/record/field`, the unit's name in either version. */
export function unitName(entity: string, field: ExchangeField): string {
  return `${entity}/${field.recordId}/${field.field}`;
}

const attr = (name: string, value: string | number) => ` ${name}="${escapeXmlAttribute(xmlSafe(String(value)))}"`;
const text = (value: string) => escapeXmlText(xmlSafe(value));

function identity(entity: string, field: ExchangeField): string {
  return (
    attr('et:entity', entity) +
    attr('et:record', field.recordId) +
    attr('et:field', field.field) +
    attr('et:sourceHash', field.sourceHash) +
    (field.maxLength !== null ? attr('et:maxLength', field.maxLength) : '')
  );
}

function noteLines(entity: string, field: ExchangeField): [string, string][] {
  return [
    ['entity', entity],
    ['record', field.recordId],
    ['field', field.field],
    ['sourceHash', field.sourceHash],
    ...(field.maxLength !== null ? ([['maxLength', String(field.maxLength)]] as [string, string][]) : []),
  ];
}

/** Code ids are unique in a unit: the codes of a field's later texts follow those of the earlier ones. */
function offsets(parts: readonly ExchangePart[]): number[] {
  let next = 0;
  return parts.map((part) => {
    const offset = next;
    next += part.source.codes.length;
    return offset;
  });
}

function ctype(code: InlineCode): string {
  if (code.kind === 'placeholder') return 'x-placeholder';
  return `x-html-${code.kind.replace(/[^A-Za-z0-9-]/g, '') || 'markup'}`;
}

function inline20(nodes: readonly InlineNode[], codes: readonly InlineCode[], offset: number): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return text(node.text);
      if (node.type === 'code') {
        const code = codes[node.code] as InlineCode;
        const id = offset + node.code + 1;
        return `<ph${attr('id', id)}${attr('dataRef', `d${id}`)}${code.kind === 'placeholder' ? attr('disp', code.original) : ''}/>`;
      }
      const id = offset + node.open + 1;
      return `<pc${attr('id', id)}${attr('dataRefStart', `d${id}`)}${attr('dataRefEnd', `d${offset + node.close + 1}`)}>${inline20(node.children, codes, offset)}</pc>`;
    })
    .join('');
}

function inline12(nodes: readonly InlineNode[], codes: readonly InlineCode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return text(node.text);
      if (node.type === 'code') {
        const code = codes[node.code] as InlineCode;
        const id = attr('id', node.code + 1);
        if (code.role === 'open') return `<bx${id}${attr('ctype', ctype(code))}/>`;
        if (code.role === 'close') return `<ex${id}/>`;
        return `<x${id}${attr('ctype', ctype(code))}${code.kind === 'placeholder' ? attr('equiv-text', code.original) : ''}/>`;
      }
      return `<g${attr('id', node.open + 1)}${attr('ctype', ctype(codes[node.open] as InlineCode))}>${inline12(node.children, codes)}</g>`;
    })
    .join('');
}

function unit20(entity: string, field: ExchangeField, index: number): string {
  const starts = offsets(field.parts);
  const data = field.parts.flatMap((part, partIndex) =>
    part.source.codes.map((code, codeIndex) => `<data${attr('id', `d${(starts[partIndex] ?? 0) + codeIndex + 1}`)}>${text(code.original)}</data>`),
  );
  const notes = noteLines(entity, field)
    .map(([category, value]) => `        <note${attr('category', category)}>${text(value)}</note>`)
    .join('\n');
  const segments = field.parts
    .map((part, partIndex) => {
      const offset = starts[partIndex] ?? 0;
      const target = part.target !== null ? `<target>${inline20(part.target, part.source.codes, offset)}</target>` : '';
      return `      <segment${attr('id', `s${partIndex + 1}`)}${part.target !== null ? attr('state', 'translated') : ''}>\n        <source>${inline20(part.source.nodes, part.source.codes, offset)}</source>${target ? `\n        ${target}` : ''}\n      </segment>`;
    })
    .join('\n');
  return [
    // A field's texts map onto its segments one to one: a tool must not merge or split them.
    `    <unit${attr('id', `u${index}`)}${attr('name', unitName(entity, field))} canResegment="no"${identity(entity, field)} xml:space="preserve">`,
    `      <notes>\n${notes}\n      </notes>`,
    ...(data.length > 0 ? [`      <originalData>${data.join('')}</originalData>`] : []),
    segments,
    '    </unit>',
  ].join('\n');
}

function units12(entity: string, field: ExchangeField, firstIndex: number): string[] {
  const several = field.parts.length > 1;
  const notes = noteLines(entity, field)
    .map(([label, value]) => `        <note${attr('from', label)}>${text(value)}</note>`)
    .join('\n');
  return field.parts.map((part, partIndex) => {
    const name = several ? `${unitName(entity, field)}#${partIndex}` : unitName(entity, field);
    const size = field.maxLength !== null ? `${attr('maxwidth', field.maxLength)}${attr('size-unit', 'char')}` : '';
    const target = part.target !== null ? `\n        <target${attr('state', 'translated')}>${inline12(part.target, part.source.codes)}</target>` : '';
    return [
      `      <trans-unit${attr('id', `u${firstIndex + partIndex}`)}${attr('resname', name)}${size}${identity(entity, field)}${several ? attr('et:part', partIndex) : ''} xml:space="preserve">`,
      `        <source>${inline12(part.source.nodes, part.source.codes)}</source>${target}`,
      notes,
      '      </trans-unit>',
    ].join('\n');
  });
}

/** The file's text. */
export function writeXliff(format: ExchangeFormat, document: ExchangeDocument): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  let index = 1;
  if (format === 'xliff-2.0') {
    lines.push(`<xliff xmlns="${XLIFF_20_NAMESPACE}" xmlns:et="${EXCHANGE_NAMESPACE}" version="2.0"${attr('srcLang', document.sourceLocale)}${attr('trgLang', document.targetLocale)}>`);
    for (const file of document.files) {
      lines.push(`  <file${attr('id', file.entity)}${attr('original', file.entity)}>`);
      for (const field of file.fields) lines.push(unit20(file.entity, field, index++));
      lines.push('  </file>');
    }
  } else {
    lines.push(`<xliff xmlns="${XLIFF_12_NAMESPACE}" xmlns:et="${EXCHANGE_NAMESPACE}" version="1.2">`);
    for (const file of document.files) {
      lines.push(`  <file${attr('original', file.entity)}${attr('source-language', document.sourceLocale)}${attr('target-language', document.targetLocale)} datatype="database">`);
      lines.push('    <body>');
      for (const field of file.fields) {
        lines.push(...units12(file.entity, field, index));
        index += field.parts.length;
      }
      lines.push('    </body>', '  </file>');
    }
  }
  lines.push('</xliff>', '');
  return lines.join('\n');
}
