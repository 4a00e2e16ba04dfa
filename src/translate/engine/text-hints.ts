/**
 * What a text is, for the providers that can use it (ProviderRequest.textHints): the kind of store field
 * in words and the most characters its translation may have, so that a language model's answer fits
 * before the engine has to cut it (SEO fields) or refuse it (a column limit).
 */
import type { TextHint } from '../providers/contract.js';
import type { FieldSpec } from '../content/content-source.js';
import type { TextFormat } from './placeholders.js';
import { seoFieldMaxLength } from './seo-truncate.js';

/** Field names in words; any other field is named by its own name. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  name: 'name',
  title: 'title',
  description: 'description',
  metaTitle: 'SEO meta title',
  metaDescription: 'SEO meta description',
  keywords: 'SEO keywords (comma-separated)',
  customSearchKeywords: 'search keywords',
  packUnit: 'packaging unit',
  packUnitPlural: 'packaging unit, plural',
  shortCode: 'short code',
  alt: 'image alternative text',
  content: 'content',
  config: 'CMS element text',
};

/** Entity names in words (the rest: the name with spaces). */
const ENTITY_WORDS: Readonly<Record<string, string>> = {
  snippet: 'storefront snippet',
  cms_page: 'CMS page',
  cms_slot: 'CMS element',
  product_manufacturer: 'manufacturer',
  property_group: 'property group',
  property_group_option: 'property value',
};

function words(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The hint of a unit of a field: `path` is the unit's place in the value (`/name` of a custom field). */
export function textHint(entity: string, field: FieldSpec, path: string, format: TextFormat): TextHint {
  const subject = ENTITY_WORDS[entity] ?? entity.replace(/_/g, ' ');
  const customField = field.type === 'custom_fields' ? path.slice(1).replace(/~1/g, '/').replace(/~0/g, '~') : null;
  const what = customField !== null ? `custom field "${customField}"` : entity === 'snippet' ? '' : (FIELD_WORDS[field.name] ?? words(field.name));
  const kind = `${subject}${what ? ` ${what}` : ''}${format === 'html' ? ' (HTML)' : ''}`;
  // Whole-text fields only: a unit of a structured value is a part of the stored text.
  const whole = path === '' || path === '/';
  const maxLength = whole ? (seoFieldMaxLength(entity, field.name) ?? field.maxLength) : null;
  return { field: customField ?? field.name, kind, maxLength };
}
