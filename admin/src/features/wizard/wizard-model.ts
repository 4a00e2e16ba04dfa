/**
 * The Translate wizard's state and the pure rules over it: which provider each target gets, how the
 * choices become the JobConfig(s) of POST /estimate and POST /job, what each step still lacks, and how
 * the overview's links pre-fill it. The composable (use-wizard.ts) wraps this state reactively.
 */
import type { EntityInfo, Language, Routing } from '../../api/types';
import { SERVER_OPTION_DEFAULTS, type EntityScope, type EstimateResult, type EstimateWarning, type JobConfig, type PublishMode, type RunMode, type ServiceTier, type Tone } from './types';

export interface EntityChoice {
  selected: boolean;
  scope: EntityScope;
  /** Record ids of scope `selection`. */
  ids: string[];
  /** The chosen fields (custom fields excluded: `includeCustomFields` decides those). */
  fields: string[];
}

export interface RunOptions {
  mode: RunMode;
  /** With mode missing: refresh translations whose source changed since they were written. */
  refreshOutdated: boolean;
  protectManualEdits: boolean;
  skipUnchanged: boolean;
  tone: Tone;
  customPrompt: string;
  glossary: boolean;
  seoTruncate: boolean;
  serviceTier: ServiceTier;
  /** Write at once, keep everything for review, or hold only what the quality checks flag. */
  publish: PublishMode;
}

export interface WizardState {
  entities: Record<string, EntityChoice>;
  includeCustomFields: boolean;
  /** Null: each target's source as the server resolves it from the settings (GET /routing). */
  sourceLanguageId: string | null;
  targetLanguageIds: string[];
  /** Empty: every target takes the provider of the routing. */
  providerId: string;
  /** Target language id to the provider chosen for it, over `providerId` and the routing. */
  providerOverrides: Record<string, string>;
  options: RunOptions;
}

/** GET /routing for the run's source: the server's provider and source per target, which the wizard shows and follows. */
export type { Routing };

/** The defaults of the server's JobConfig normalisation, as its schema declares them (a null prompt is an empty field). */
export const DEFAULT_OPTIONS: Readonly<RunOptions> = Object.freeze({
  mode: SERVER_OPTION_DEFAULTS.mode,
  refreshOutdated: SERVER_OPTION_DEFAULTS.refreshOutdated,
  protectManualEdits: SERVER_OPTION_DEFAULTS.protectManualEdits,
  skipUnchanged: SERVER_OPTION_DEFAULTS.skipUnchanged,
  tone: SERVER_OPTION_DEFAULTS.tone,
  customPrompt: SERVER_OPTION_DEFAULTS.customPrompt ?? '',
  glossary: SERVER_OPTION_DEFAULTS.glossary,
  seoTruncate: SERVER_OPTION_DEFAULTS.seoTruncate,
  serviceTier: SERVER_OPTION_DEFAULTS.serviceTier,
  publish: SERVER_OPTION_DEFAULTS.publish,
});

/** The fields of an entity a merchant picks one by one; custom fields are one switch for all entities. */
export function pickableFields(entity: EntityInfo): string[] {
  return entity.fields.filter((field) => field.type !== 'custom_fields').map((field) => field.property);
}

function customFieldProperties(entity: EntityInfo): string[] {
  return entity.fields.filter((field) => field.type === 'custom_fields').map((field) => field.property);
}

export function hasCustomFields(entities: readonly EntityInfo[]): boolean {
  return entities.some((entity) => customFieldProperties(entity).length > 0);
}

export function createWizardState(entities: readonly EntityInfo[]): WizardState {
  const choices: Record<string, EntityChoice> = {};
  for (const entity of entities) choices[entity.name] = { selected: false, scope: 'all', ids: [], fields: pickableFields(entity) };
  return {
    entities: choices,
    includeCustomFields: SERVER_OPTION_DEFAULTS.includeCustomFields,
    sourceLanguageId: null,
    targetLanguageIds: [],
    providerId: '',
    providerOverrides: {},
    options: { ...DEFAULT_OPTIONS },
  };
}

export interface PrefillQuery {
  entity?: unknown;
  target?: unknown;
  scope?: unknown;
}

function single(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

/**
 * Applies `?entity=<name>&target=<languageId>&scope=<scope>` (the overview's heatmap links). Values
 * that name no known entity, language or scope are ignored. Answers whether anything was applied.
 */
export function applyPrefill(
  state: WizardState,
  query: PrefillQuery,
  entities: readonly EntityInfo[],
  languages: readonly Language[],
): boolean {
  let applied = false;
  const entityName = single(query.entity);
  const entity = entityName === null ? undefined : entities.find((candidate) => candidate.name === entityName);
  const scope = single(query.scope);
  if (entity) {
    const choice = state.entities[entity.name] as EntityChoice;
    choice.selected = true;
    if (scope === 'all' || scope === 'missing') choice.scope = scope;
    applied = true;
  }
  const target = single(query.target)?.toLowerCase().replaceAll('-', '');
  const language = target === undefined ? undefined : languages.find((candidate) => candidate.id === target);
  if (language && !state.targetLanguageIds.includes(language.id)) {
    state.targetLanguageIds.push(language.id);
    applied = true;
  }
  return applied;
}

/** The provider the server routes a target to (a language unknown to the answer, added since: the default). */
export function routedProviderFor(targetLanguageId: string, routing: Routing): string {
  return routing.targets.find((target) => target.languageId === targetLanguageId)?.providerId ?? routing.defaultProviderId;
}

/** The provider a target gets without an override of its own: the wizard's choice (a job's `providerId`), else the routing. */
export function defaultProviderFor(state: Pick<WizardState, 'providerId'>, targetLanguageId: string, routing: Routing): string {
  return state.providerId !== '' ? state.providerId : routedProviderFor(targetLanguageId, routing);
}

/** The provider a target is translated with. */
export function providerFor(state: Pick<WizardState, 'providerId' | 'providerOverrides'>, targetLanguageId: string, routing: Routing): string {
  return state.providerOverrides[targetLanguageId] ?? defaultProviderFor(state, targetLanguageId, routing);
}

/**
 * The source language of a target as the server resolves it for the run's source (GET /routing asked
 * with it); null when no source remains (the server skips that target) or the language is unknown.
 */
export function sourceFor(targetLanguageId: string, routing: Routing): string | null {
  return routing.targets.find((target) => target.languageId === targetLanguageId)?.sourceLanguageId ?? null;
}

/** Targets that share a provider choice run as one job; a job has one `providerId` (empty: routing). */
export interface RunGroup {
  providerId: string;
  targetLanguageIds: string[];
}

export function runGroups(state: WizardState, routing: Routing): RunGroup[] {
  const groups = new Map<string, string[]>();
  for (const target of state.targetLanguageIds) {
    const override = state.providerOverrides[target];
    // An override that picks what the target gets anyway needs no job of its own.
    const key = override === undefined || override === defaultProviderFor(state, target, routing) ? state.providerId : override;
    const list = groups.get(key) ?? [];
    list.push(target);
    groups.set(key, list);
  }
  return [...groups].map(([providerId, targetLanguageIds]) => ({ providerId, targetLanguageIds }));
}

/** options.fields: only entities whose choice is narrower than all fields (null: every field). */
function fieldsOption(state: WizardState, entities: readonly EntityInfo[]): Record<string, string[]> | null {
  const fields: Record<string, string[]> = {};
  for (const entity of entities) {
    const choice = state.entities[entity.name];
    if (!choice?.selected) continue;
    const pickable = pickableFields(entity);
    if (pickable.every((field) => choice.fields.includes(field))) continue;
    const chosen = pickable.filter((field) => choice.fields.includes(field));
    // A narrowed list names the custom fields too, or the run would leave them out despite the switch.
    fields[entity.name] = state.includeCustomFields ? [...chosen, ...customFieldProperties(entity)] : chosen;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/** The JobConfig of each run group, in the order the targets were chosen. */
export function buildJobConfigs(state: WizardState, entities: readonly EntityInfo[], routing: Routing): JobConfig[] {
  const selected = entities
    .filter((entity) => state.entities[entity.name]?.selected)
    .map((entity) => {
      const choice = state.entities[entity.name] as EntityChoice;
      return { name: entity.name, scope: choice.scope, ids: choice.scope === 'selection' ? [...choice.ids] : null };
    });
  const customPrompt = state.options.customPrompt.trim();
  const options = {
    mode: state.options.mode,
    refreshOutdated: state.options.refreshOutdated,
    protectManualEdits: state.options.protectManualEdits,
    skipUnchanged: state.options.skipUnchanged,
    fields: fieldsOption(state, entities),
    includeCustomFields: state.includeCustomFields,
    tone: state.options.tone,
    customPrompt: customPrompt === '' ? null : customPrompt,
    glossary: state.options.glossary,
    seoTruncate: state.options.seoTruncate,
    serviceTier: state.options.serviceTier,
    publish: state.options.publish,
  };
  return runGroups(state, routing).map((group) => ({
    entities: selected.map((entity) => ({ ...entity, ids: entity.ids === null ? null : [...entity.ids] })),
    sourceLanguageId: state.sourceLanguageId,
    targetLanguageIds: group.targetLanguageIds,
    providerId: group.providerId,
    options: { ...options, fields: options.fields === null ? null : structuredClone(options.fields) },
  }));
}

export type StepId = 'content' | 'languages' | 'provider' | 'preview' | 'estimate';

export type Issue =
  | { code: 'no_entity' }
  | { code: 'empty_selection'; entity: string }
  | { code: 'no_fields'; entity: string }
  | { code: 'no_target' }
  | { code: 'no_source'; languageId: string };

/** What keeps each step from being complete; an empty list means the step is done. */
export function stepIssues(state: WizardState, entities: readonly EntityInfo[], routing: Routing): Record<'content' | 'languages', Issue[]> {
  const content: Issue[] = [];
  const chosen = entities.filter((entity) => state.entities[entity.name]?.selected);
  if (chosen.length === 0) content.push({ code: 'no_entity' });
  for (const entity of chosen) {
    const choice = state.entities[entity.name] as EntityChoice;
    if (choice.scope === 'selection' && choice.ids.length === 0) content.push({ code: 'empty_selection', entity: entity.name });
    const pickable = pickableFields(entity);
    if (pickable.length > 0 && !pickable.some((field) => choice.fields.includes(field))) content.push({ code: 'no_fields', entity: entity.name });
  }
  const languageIssues: Issue[] = [];
  if (state.targetLanguageIds.length === 0) languageIssues.push({ code: 'no_target' });
  for (const target of state.targetLanguageIds) {
    if (sourceFor(target, routing) === null) languageIssues.push({ code: 'no_source', languageId: target });
  }
  return { content, languages: languageIssues };
}

/** Estimates of several run groups, added up; costs stay apart per currency. */
export interface CombinedEstimate {
  items: number;
  characters: number;
  exact: boolean;
  costs: { amount: number; currency: string }[];
  credits: number | null;
  warnings: EstimateWarning[];
}

export function combineEstimates(results: readonly EstimateResult[]): CombinedEstimate {
  const costs = new Map<string, number>();
  const warnings = new Map<string, EstimateWarning>();
  let credits: number | null = null;
  for (const result of results) {
    costs.set(result.cost.currency, (costs.get(result.cost.currency) ?? 0) + result.cost.amount);
    if (result.credits !== null) credits = (credits ?? 0) + result.credits;
    for (const item of result.warnings) if (!warnings.has(item.message)) warnings.set(item.message, item);
  }
  return {
    items: results.reduce((sum, result) => sum + result.items, 0),
    characters: results.reduce((sum, result) => sum + result.characters, 0),
    exact: results.every((result) => result.exact),
    costs: [...costs].map(([currency, amount]) => ({ amount: Math.round(amount * 10_000) / 10_000, currency })),
    credits,
    warnings: [...warnings.values()],
  };
}
