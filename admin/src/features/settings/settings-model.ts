import { PUBLISH_MODES, type PublishMode } from '../wizard/types';
import { CONFIG_DOMAIN } from './types';

/**
 * The extension's settings as the Settings screen edits them, read from and written back to the
 * settings domain (GET and POST /api/_action/system-config). Keys are never part of this model: the
 * domain answers a stored key as `{configured: true}`, and a key the merchant types is sent once and
 * forgotten.
 */
export interface ExtensionSettings {
  /** Per provider id: whether a key is stored, and the chosen model (null: the provider's default). */
  providers: Record<string, { keyStored: boolean; model: string | null }>;
  defaultProvider: string | null;
  languageProviderMap: Record<string, string>;
  /** The chain tried after the routed provider when it fails globally (docs/operations.md, "Fail over"). */
  fallbackProviderIds: string[];
  sourceLanguageId: string | null;
  batchSize: number | null;
  autoTranslate: boolean;
  autoTranslateTargetLanguageIds: string[];
  autoTranslateEntities: string[];
  autoTranslateProviderId: string | null;
  /** How automation jobs publish (default `checked`: clean fields at once, flagged ones for review). */
  autoTranslatePublish: PublishMode;
  /** The translation memory (default on). */
  translationMemory: boolean;
  /** Per provider id: the month's caps (docs/operations.md, "Budgets"); the amount in the provider's cost currency. */
  monthlyBudgets: Record<string, MonthlyBudget>;
}

export interface MonthlyBudget {
  characters?: number;
  amount?: number;
}

function budgets(value: unknown): Record<string, MonthlyBudget> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const read: Record<string, MonthlyBudget> = {};
  for (const [id, budget] of Object.entries(value as Record<string, unknown>)) {
    if (typeof budget !== 'object' || budget === null) continue;
    const { characters, amount } = budget as Record<string, unknown>;
    const entry: MonthlyBudget = {};
    if (typeof characters === 'number') entry.characters = characters;
    if (typeof amount === 'number') entry.amount = amount;
    if (Object.keys(entry).length > 0) read[id] = entry;
  }
  return read;
}

/** The general (not per provider) settings, in the order of the form. */
export const GENERAL_KEYS = [
  'defaultProvider',
  'languageProviderMap',
  'fallbackProviderIds',
  'sourceLanguageId',
  'batchSize',
  'autoTranslate',
  'autoTranslateTargetLanguageIds',
  'autoTranslateEntities',
  'autoTranslateProviderId',
  'autoTranslatePublish',
  'translationMemory',
  'monthlyBudgets',
] as const;

export type GeneralKey = (typeof GENERAL_KEYS)[number];

/** The publish mode of automation jobs while `autoTranslatePublish` is not set (the server's default). */
export const AUTOMATION_PUBLISH_DEFAULT: PublishMode = 'checked';

export function configKey(name: string): string {
  return `${CONFIG_DOMAIN}.${name}`;
}

const PER_PROVIDER = /^([a-z][a-z0-9_]{0,31})(ApiKey|Model)$/;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Reads the answer of GET system-config for the extension's domain. */
export function readSettings(domain: Record<string, unknown>, providerIds: readonly string[]): ExtensionSettings {
  const providers: ExtensionSettings['providers'] = {};
  for (const id of providerIds) providers[id] = { keyStored: false, model: null };
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(domain)) {
    if (!key.startsWith(`${CONFIG_DOMAIN}.`)) continue;
    const name = key.slice(CONFIG_DOMAIN.length + 1);
    const perProvider = PER_PROVIDER.exec(name);
    if (perProvider) {
      const [, id, kind] = perProvider as unknown as [string, string, 'ApiKey' | 'Model'];
      const entry = (providers[id] ??= { keyStored: false, model: null });
      if (kind === 'ApiKey') entry.keyStored = value !== null && value !== undefined;
      else entry.model = text(value);
      continue;
    }
    values[name] = value;
  }
  const map = values.languageProviderMap;
  const batchSize = values.batchSize;
  return {
    providers,
    defaultProvider: text(values.defaultProvider),
    languageProviderMap:
      typeof map === 'object' && map !== null && !Array.isArray(map)
        ? Object.fromEntries(Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
        : {},
    fallbackProviderIds: stringList(values.fallbackProviderIds),
    sourceLanguageId: text(values.sourceLanguageId),
    batchSize: typeof batchSize === 'number' && Number.isInteger(batchSize) ? batchSize : null,
    autoTranslate: values.autoTranslate === true,
    autoTranslateTargetLanguageIds: stringList(values.autoTranslateTargetLanguageIds),
    autoTranslateEntities: stringList(values.autoTranslateEntities),
    autoTranslateProviderId: text(values.autoTranslateProviderId),
    autoTranslatePublish: PUBLISH_MODES.includes(values.autoTranslatePublish as PublishMode) ? (values.autoTranslatePublish as PublishMode) : AUTOMATION_PUBLISH_DEFAULT,
    translationMemory: values.translationMemory !== false,
    monthlyBudgets: budgets(values.monthlyBudgets),
  };
}

/** What a setting is written as: an empty choice removes the key (the server then uses its default). */
function stored(name: GeneralKey, settings: ExtensionSettings): unknown {
  const value = settings[name];
  if (value === null) return null;
  if (name === 'languageProviderMap' || name === 'monthlyBudgets') return Object.keys(value as object).length === 0 ? null : value;
  if (Array.isArray(value)) return value.length === 0 ? null : value;
  if (name === 'autoTranslate') return value === true ? true : null;
  // The server's default is stored as no value.
  if (name === 'autoTranslatePublish') return value === AUTOMATION_PUBLISH_DEFAULT ? null : value;
  // On is the default: stored only when switched off.
  if (name === 'translationMemory') return value === false ? false : null;
  return value;
}

/**
 * The POST body that turns `before` into `after` for the general settings (or the `names` of one
 * card): only changed keys, a cleared value as null (removes the key). Provider keys and models are
 * written by their own cards.
 */
export function generalSettingsPatch(
  before: ExtensionSettings,
  after: ExtensionSettings,
  names: readonly GeneralKey[] = GENERAL_KEYS,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const name of names) {
    const old = stored(name, before);
    const next = stored(name, after);
    if (JSON.stringify(old) !== JSON.stringify(next)) patch[configKey(name)] = next;
  }
  return patch;
}

/**
 * The POST body of one provider card. A key is written only when one was typed (blank means "keep the
 * stored one"); `removeKey` deletes the stored key. The model is written when it changed; an empty
 * choice removes it.
 */
export function providerCardPatch(
  providerId: string,
  change: { apiKey: string; removeKey: boolean; model: string | null; storedModel: string | null },
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const key = change.apiKey.trim();
  if (key !== '') patch[configKey(`${providerId}ApiKey`)] = key;
  else if (change.removeKey) patch[configKey(`${providerId}ApiKey`)] = null;
  const model = change.model && change.model.trim() !== '' ? change.model : null;
  if (model !== change.storedModel) patch[configKey(`${providerId}Model`)] = model;
  return patch;
}

/** One `{errors: [...]}` detail per key pointer, as the settings route reports a refused write. */
export function errorsByKey(errors: { detail?: string; source?: { pointer?: string } }[]): Record<string, string> {
  const byKey: Record<string, string> = {};
  for (const error of errors) {
    const pointer = error.source?.pointer ?? '';
    const key = pointer.startsWith('/') ? pointer.slice(1) : pointer;
    if (error.detail && !(key in byKey)) byKey[key] = error.detail;
  }
  return byKey;
}

export type AutomationIssue = 'noTargets' | 'noEntities';

/**
 * What keeps an automation form from being saved: switched on, it needs at least one target language
 * and one content type (an automation that translates nothing would only look switched on). Off, the
 * choices are kept as they are.
 */
export function automationIssues(form: { autoTranslate: boolean; autoTranslateTargetLanguageIds: string[]; autoTranslateEntities: string[] }): AutomationIssue[] {
  if (!form.autoTranslate) return [];
  const issues: AutomationIssue[] = [];
  if (form.autoTranslateTargetLanguageIds.length === 0) issues.push('noTargets');
  if (form.autoTranslateEntities.length === 0) issues.push('noEntities');
  return issues;
}

/** The languages the automation may translate into: every language but the source it translates from. */
export function automationTargets<Language extends { id: string }>(languages: Language[], sourceLanguageId: string): Language[] {
  return languages.filter((language) => language.id !== sourceLanguageId);
}
