import type { TranslateDb } from '../model/tables/translate-schema.js';
import { SYSTEM_LANGUAGE_ID } from '../../host/entities/repository.js';
import type { SettingsReader } from '../../host/settings/system-config.js';
import { CONFIG_DOMAIN } from '../model/settings.js';

/** The fallback provider at the end of the routing chain (docs/jobs.md). */
export const FALLBACK_PROVIDER_ID = 'mt_primary';

export interface LanguageRow {
  id: string;
  localeCode: string;
  parentId: string | null;
}

/** What a run needs to know of one target language. */
export type TargetPlan =
  | { targetLanguageId: string; targetLocale: string; sourceLanguageId: string; sourceLocale: string; providerId: string }
  | { targetLanguageId: string; skipped: 'target_language_missing' | 'source_equals_target' };

export interface RoutingSettings {
  sourceLanguageId: string | null;
  defaultProvider: string | null;
  languageProviderMap: Record<string, string>;
  autoTranslateProviderId: string | null;
}

/** Reads the routing settings of the extension. */
export async function readRoutingSettings(settings: SettingsReader): Promise<RoutingSettings> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  // Read at once: on PostgreSQL four sequential round trips were a fixed part of every estimate.
  const [map, sourceLanguageId, defaultProvider, autoTranslateProviderId] = await Promise.all(
    ['languageProviderMap', 'sourceLanguageId', 'defaultProvider', 'autoTranslateProviderId'].map((key) => settings.get(`${CONFIG_DOMAIN}.${key}`)),
  );
  return {
    sourceLanguageId: text(sourceLanguageId),
    defaultProvider: text(defaultProvider),
    languageProviderMap:
      typeof map === 'object' && map !== null && !Array.isArray(map)
        ? Object.fromEntries(Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
        : {},
    autoTranslateProviderId: text(autoTranslateProviderId),
  };
}

export async function readLanguages(db: TranslateDb): Promise<Map<string, LanguageRow>> {
  const rows: LanguageRow[] = await db.selectFrom('language').select(['id', 'localeCode', 'parentId']).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Which link of the routing chain chose a target's provider. */
export type ProviderOrigin = 'map' | 'default' | 'fallback';

/** The provider the routing settings give a target without a choice of the job: map entry, `defaultProvider`, `mt_primary`. */
export function routedProvider(targetLanguageId: string, settings: RoutingSettings): { providerId: string; origin: ProviderOrigin } {
  const mapped = settings.languageProviderMap[targetLanguageId];
  if (mapped !== undefined) return { providerId: mapped, origin: 'map' };
  if (settings.defaultProvider !== null) return { providerId: settings.defaultProvider, origin: 'default' };
  return { providerId: FALLBACK_PROVIDER_ID, origin: 'fallback' };
}

/**
 * The provider for a target: the job's own choice, else the `languageProviderMap`
 * entry, else `defaultProvider`, else `mt_primary`. Background automation puts its
 * `autoTranslateProviderId` override first.
 */
export function resolveProviderId(
  targetLanguageId: string,
  requested: string,
  settings: RoutingSettings,
  options: { automation?: boolean } = {},
): string {
  if (requested.trim() !== '') return requested.trim();
  if (options.automation && settings.autoTranslateProviderId) return settings.autoTranslateProviderId;
  return routedProvider(targetLanguageId, settings).providerId;
}

/**
 * The source of a target: the job's source, else the `sourceLanguageId`
 * setting, else the system default language; when that is the target itself, the target's parent;
 * when still the same (or there is none), the target is skipped as `source_equals_target`.
 */
export function planTarget(
  targetLanguageId: string,
  requestedSourceId: string | null,
  providerId: string,
  languages: Map<string, LanguageRow>,
  settings: RoutingSettings,
): TargetPlan {
  const target = languages.get(targetLanguageId);
  if (!target) return { targetLanguageId, skipped: 'target_language_missing' };
  let sourceId = requestedSourceId ?? settings.sourceLanguageId ?? SYSTEM_LANGUAGE_ID;
  if (sourceId === targetLanguageId) sourceId = target.parentId ?? targetLanguageId;
  const source = languages.get(sourceId);
  if (sourceId === targetLanguageId || !source) return { targetLanguageId, skipped: 'source_equals_target' };
  return { targetLanguageId, targetLocale: target.localeCode, sourceLanguageId: source.id, sourceLocale: source.localeCode, providerId };
}
