/**
 * The estimate's warnings (the spec's eleven codes and `budget_exceeded`; docs/jobs.md, "Estimate"), each with an English message
 * and the params it names. POST /job refuses a config with a blocking one, with
 * the same message.
 */

export const WARNING_CODES = [
  'unknown_provider',
  'provider_not_configured',
  'target_language_missing',
  'source_equals_target',
  'locale_unmappable',
  'mt_secondary_english_collapse',
  'entity_unsupported',
  'estimate_failed',
  'snippet_source_set_missing',
  'snippet_target_set_missing',
  'managed_quota_exceeded',
  'budget_exceeded',
] as const;

export type WarningCode = (typeof WARNING_CODES)[number];

export type WarningParams = Record<string, string | number | null>;

export interface Warning {
  code: WarningCode;
  params: WarningParams;
  message: string;
}

/** Values a message names that are not part of the warning's params (a provider's label). */
export interface WarningWording {
  label?: string;
}

const MESSAGES: Record<WarningCode, (params: WarningParams, wording: WarningWording) => string> = {
  unknown_provider: (p) => `Unknown translation provider "${String(p.providerId)}".`,
  provider_not_configured: (p) => `The translation provider "${String(p.label)}" (${String(p.providerId)}) is not configured.`,
  target_language_missing: (p) => `The target language "${String(p.languageId)}" does not exist.`,
  source_equals_target: (p) => `The source language equals the target language ${String(p.locale)}; this target is skipped.`,
  locale_unmappable: (p) => String(p.reason),
  // Raised for any provider whose locale advice says so; the code keeps the name of the built-in it was named for.
  mt_secondary_english_collapse: (p, wording) =>
    `${wording.label ?? String(p.providerId)} translates into generic English: ${String(p.locale)} is sent as "en" and regional spelling is not kept.`,
  entity_unsupported: (p) => `The entity "${String(p.entity)}" cannot be translated.`,
  estimate_failed: (p) => `The cost estimate of "${String(p.providerId)}" failed (${String(p.reason)}); it counts as 0.0 USD.`,
  snippet_source_set_missing: (p) => `No snippet set has the source locale ${String(p.locale)}; snippets into ${String(p.targetLocale)} are skipped.`,
  snippet_target_set_missing: (p) => `No snippet set has the target locale ${String(p.locale)}; snippets into it are skipped.`,
  managed_quota_exceeded: (p) => `The run needs ${String(p.credits)} credits, but only ${String(p.remaining)} remain in the managed quota.`,
  budget_exceeded: (p, wording) =>
    `The run would cross the monthly budget of ${String(p.budget)} for ${wording.label ?? String(p.providerId)}: ${String(p.used)} used this month, about ${String(p.needed)} more needed.`,
};

export function warning(code: WarningCode, params: WarningParams, wording: WarningWording = {}): Warning {
  return { code, params, message: MESSAGES[code](params, wording) };
}

/** Warnings that make a job pointless or certain to fail: POST /job answers 400 with the first one's message. */
export const BLOCKING_WARNINGS: ReadonlySet<WarningCode> = new Set([
  'unknown_provider',
  'provider_not_configured',
  'target_language_missing',
  'locale_unmappable',
  'entity_unsupported',
]);
