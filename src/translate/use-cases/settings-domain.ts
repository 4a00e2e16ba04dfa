import { normalizeId } from '../../host/db/ids.js';
import type { SettingsDomain } from '../../host/settings/system-config.js';
import { isSupportedEntity } from '../content/content-sources.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import { PUBLISH_MODES } from '../model/job-config.js';
import { isManagedPlan, MANAGED_PLANS } from '../providers/managed/managed-plans.js';
import { PROVIDER_ID_PATTERN } from '../providers/registry.js';

const ENTITY_NAME = /^[a-z][a-z0-9_]{0,63}$/;

type Report = (detail: string) => void;

function providerId(value: unknown, report: Report): unknown {
  if (typeof value !== 'string' || !PROVIDER_ID_PATTERN.test(value)) {
    report('This value should be a provider id: lower-case letters, digits and underscores, at most 32 characters.');
  }
  return value;
}

function idList(value: unknown, report: Report): unknown {
  if (!Array.isArray(value) || value.some((item) => normalizeId(item) === null)) {
    report('This value should be a list of language ids.');
    return value;
  }
  return [...new Set(value.map((item) => normalizeId(item)))];
}

/**
 * The extension's settings: `<providerId>ApiKey` (write-only, encrypted),
 * `<providerId>Model`, routing and automation keys.
 */
export const extTranslateSettings: SettingsDomain = {
  domain: CONFIG_DOMAIN,
  validate(name, value, report) {
    const perProvider = /^([a-z][a-z0-9_]{0,31})(ApiKey|Model)$/.exec(name);
    if (perProvider) {
      if (typeof value !== 'string' || value.trim() === '') report('This value should be a non-empty string.');
      else if (value.length > (perProvider[2] === 'ApiKey' ? 4096 : 255)) report('This value is too long.');
      return { value: typeof value === 'string' ? value.trim() : value };
    }
    switch (name) {
      case 'defaultProvider':
      case 'autoTranslateProviderId':
        return { value: providerId(value, report) };
      case 'sourceLanguageId': {
        const id = normalizeId(value);
        if (id === null) report('This value should be a valid language id.');
        return { value: id };
      }
      case 'languageProviderMap': {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          report('This value should be an object mapping language ids to provider ids.');
          return { value };
        }
        const map: Record<string, unknown> = {};
        for (const [languageId, provider] of Object.entries(value)) {
          const id = normalizeId(languageId);
          if (id === null) report(`"${languageId}" is not a valid language id.`);
          map[id ?? languageId] = providerId(provider, report);
        }
        return { value: map };
      }
      case 'batchSize':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 500) {
          report('This value should be an integer between 1 and 500.');
        }
        return { value };
      case 'autoTranslate':
      case 'translationMemory':
        if (typeof value !== 'boolean') report('This value should be of type boolean.');
        return { value };
      case 'autoTranslatePublish':
        if (!(PUBLISH_MODES as readonly unknown[]).includes(value)) report(`This value should be one of ${PUBLISH_MODES.join(', ')}.`);
        return { value };
      case 'fallbackProviderIds': {
        // The chain tried after the routed provider (docs/operations.md, "Fail over"), in order.
        if (!Array.isArray(value) || value.length > 10 || value.some((item) => typeof item !== 'string' || !PROVIDER_ID_PATTERN.test(item))) {
          report('This value should be a list of at most 10 provider ids.');
          return { value };
        }
        return { value: [...new Set(value as string[])] };
      }
      case 'monthlyBudgets': {
        // Provider id -> the month's caps (docs/operations.md, "Budgets"); amount in the provider's cost currency.
        const shape = 'This value should be an object mapping provider ids to {characters, amount}: a positive whole number of characters and/or a positive amount.';
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          report(shape);
          return { value };
        }
        const budgets: Record<string, unknown> = {};
        for (const [id, budget] of Object.entries(value)) {
          providerId(id, report);
          const { characters, amount, ...other } = (typeof budget === 'object' && budget !== null && !Array.isArray(budget) ? budget : { other: budget }) as Record<string, unknown>;
          const charactersOk = characters === undefined || (typeof characters === 'number' && Number.isSafeInteger(characters) && characters > 0);
          const amountOk = amount === undefined || (typeof amount === 'number' && Number.isFinite(amount) && amount > 0 && amount < 1e12);
          if (Object.keys(other).length > 0 || !charactersOk || !amountOk || (characters === undefined && amount === undefined)) report(shape);
          budgets[id] = { ...(characters !== undefined ? { characters } : {}), ...(typeof amount === 'number' ? { amount: Math.round(amount * 100) / 100 } : amount !== undefined ? { amount } : {}) };
        }
        return { value: budgets };
      }
      case 'autoTranslateTargetLanguageIds':
        return { value: idList(value, report) };
      case 'managedPlan':
        // Written by the subscription refresh (docs/subscription.md), beside the write-only managedApiKey.
        if (!isManagedPlan(value)) report(`This value should be one of the plans ${MANAGED_PLANS.join(', ')}.`);
        return { value };
      case 'managedExpiresAt': {
        const moment = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
        if (Number.isNaN(moment)) report('This value should be a date and time in ISO 8601 format.');
        return { value: Number.isNaN(moment) ? value : new Date(moment).toISOString() };
      }
      case 'autoTranslateEntities': {
        if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !ENTITY_NAME.test(item))) {
          report('This value should be a list of entity names.');
          return { value };
        }
        const unknown = (value as string[]).filter((name) => !isSupportedEntity(name));
        if (unknown.length > 0) report(`Not translatable: ${unknown.join(', ')}. Choose entities of GET /entities.`);
        return { value: [...new Set(value as string[])] };
      }
      default:
        return undefined;
    }
  },
  /** Languages the automation translates into must exist. */
  async check(values, db, report) {
    const targets = values.get('autoTranslateTargetLanguageIds');
    if (!Array.isArray(targets) || targets.length === 0) return;
    const known = new Set((await db.selectFrom('language').select('id').where('id', 'in', targets as string[]).execute()).map((row) => row.id as string));
    const unknown = (targets as string[]).filter((id) => !known.has(id));
    if (unknown.length > 0) report('autoTranslateTargetLanguageIds', `Unknown language ids: ${unknown.join(', ')}.`);
  },
};
