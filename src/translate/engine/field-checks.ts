/**
 * The quality checks of one translated field (quality-checks.ts) with what they need to know of the
 * field: its units, and the length limit it is held to. Pure, and with no dependency on the database or a
 * provider, so that a run's checks can go to a thread of their own (check-thread.ts).
 *
 * @packageDocumentation
 */
import type { FieldSpec } from '../content/content-source.js';
import { extractUnits } from './fields.js';
import type { TargetTerms } from './glossary.js';
import type { TextFormat } from './placeholders.js';
import { qualityChecks, type QualityCheckCode } from './quality-checks.js';
import { seoFieldMaxLength } from './seo-truncate.js';
import { characterCount } from './text-length.js';
import { sourceHash } from '../model/stored-values.js';

/** The field's length limit the `length` check holds it to: an SEO field's limit, else its column's. */
function fieldLengthLimit(entity: string, field: FieldSpec): number | null {
  return seoFieldMaxLength(entity, field.name) ?? field.maxLength;
}

/** What the checks of one field need besides its values. */
export interface FieldCheckContext {
  entity: string;
  field: FieldSpec;
  targetLocale: string;
  terms: TargetTerms;
  /** Custom fields registered as translatable (work.ts translatableCustomFields). */
  customFields: ReadonlyMap<string, TextFormat>;
}

/** The quality checks of a translated field value against its source value, text by text (by unit path). */
export function checkField(context: FieldCheckContext, sourceValue: unknown, targetValue: unknown): QualityCheckCode[] {
  const sourceUnits = extractUnits(context.field.type, sourceValue, { customFields: context.customFields }).units;
  const targetTexts = new Map(extractUnits(context.field.type, targetValue, { customFields: context.customFields }).units.map((unit) => [unit.path, unit.text]));
  return qualityChecks({
    texts: sourceUnits.map((unit) => ({ source: unit.text, target: targetTexts.get(unit.path) ?? '' })),
    maxLength: fieldLengthLimit(context.entity, context.field),
    targetLength: typeof targetValue === 'string' ? characterCount(targetValue) : null,
    targetLocale: context.targetLocale,
    terms: context.terms,
  });
}

/** The checks of a batch's fields share everything but the field and its values. */
export type BatchCheckContext = Omit<FieldCheckContext, 'field'>;

/** One translated field to check. */
export interface FieldToCheck {
  field: FieldSpec;
  sourceValue: unknown;
  targetValue: unknown;
}

/** A batch's translated fields with what their checks share: what the check thread is sent (check-thread.ts). */
export interface CheckRequest {
  context: BatchCheckContext;
  fields: FieldToCheck[];
}

/** What the checks answer of one field: its codes, and the hash of its source the field's history row keeps. */
export interface FieldCheck {
  codes: QualityCheckCode[];
  /** sourceHash(sourceValue) (stored-values.ts): where the source is at hand anyway, off the process's thread. */
  sourceHash: string;
}

/** The codes and the source's hash of each field, in the order of the request's fields. */
export function checkFields(request: CheckRequest): FieldCheck[] {
  const checks: FieldCheck[] = [];
  for (const item of request.fields) checks.push({ codes: checkField({ ...request.context, field: item.field }, item.sourceValue, item.targetValue), sourceHash: sourceHash(item.sourceValue) });
  return checks;
}
