/**
 * GET /routing (docs/jobs.md, "Routing"): what a run would resolve for each language as a target, so
 * that a client shows the server's choice instead of repeating its rules. The same functions as the
 * estimate, POST /job and planning (resolve.ts), over the same settings and languages.
 */
import { normalizeId } from '../../host/db/ids.js';
import { SYSTEM_LANGUAGE_ID } from '../../host/entities/repository.js';
import type { SettingsReader } from '../../host/settings/system-config.js';
import type { TranslateDb } from '../model/tables/translate-schema.js';
import { FALLBACK_PROVIDER_ID, planTarget, readLanguages, readRoutingSettings, routedProvider, type ProviderOrigin } from './resolve.js';

/** One language as a target of a run without a provider of its own. */
export interface RoutedTarget {
  languageId: string;
  /** The provider the routing gives it. */
  providerId: string;
  /** `map`: its `languageProviderMap` entry; `default`: the `defaultProvider` setting; `fallback`: `mt_primary`. */
  providerOrigin: ProviderOrigin;
  /** The language it is translated from; null when none remains (a run skips it as `source_equals_target`). */
  sourceLanguageId: string | null;
}

export interface RoutingReport {
  /** The run's source asked for (the query), or null: each target's source comes from the settings. */
  sourceLanguageId: string | null;
  /** What a run without a source of its own translates from: the `sourceLanguageId` setting, else the system language. */
  defaultSourceLanguageId: string;
  /** The system default language: the source when the setting is empty. */
  systemLanguageId: string;
  /** The `defaultProvider` setting, else the fallback. */
  defaultProviderId: string;
  /** The end of the chain when neither a map entry nor `defaultProvider` is set. */
  fallbackProviderId: string;
  /** Every language, by id. */
  targets: RoutedTarget[];
}

export const ROUTING_ERRORS = {
  invalidId: 'Invalid language id.',
  unknownSource: (id: string) => `The source language "${id}" does not exist.`,
} as const;

/** A refused request, answered 400 with its message. */
export class RoutingRequestError extends Error {}

/** `request.sourceLanguageId`: the run's own source as given (any case, dashed or not), or null. */
export async function routingReport(deps: { db: TranslateDb; settings: SettingsReader }, request: { sourceLanguageId: string | null }): Promise<RoutingReport> {
  const source = request.sourceLanguageId === null ? null : normalizeId(request.sourceLanguageId.toLowerCase());
  if (request.sourceLanguageId !== null && source === null) throw new RoutingRequestError(ROUTING_ERRORS.invalidId);
  const [languages, routing] = await Promise.all([readLanguages(deps.db), readRoutingSettings(deps.settings)]);
  if (source !== null && !languages.has(source)) throw new RoutingRequestError(ROUTING_ERRORS.unknownSource(source));
  const targets = [...languages.keys()].sort().map((languageId): RoutedTarget => {
    const routed = routedProvider(languageId, routing);
    const plan = planTarget(languageId, source, routed.providerId, languages, routing);
    return { languageId, providerId: routed.providerId, providerOrigin: routed.origin, sourceLanguageId: 'skipped' in plan ? null : plan.sourceLanguageId };
  });
  return {
    sourceLanguageId: source,
    defaultSourceLanguageId: routing.sourceLanguageId ?? SYSTEM_LANGUAGE_ID,
    systemLanguageId: SYSTEM_LANGUAGE_ID,
    defaultProviderId: routing.defaultProvider ?? FALLBACK_PROVIDER_ID,
    fallbackProviderId: FALLBACK_PROVIDER_ID,
    targets,
  };
}
