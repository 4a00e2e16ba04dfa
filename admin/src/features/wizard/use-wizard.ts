import { computed, inject, reactive, type InjectionKey } from 'vue';
import type { EntityInfo, Language } from '../../api/types';
import type { ProviderRecord } from '../settings/types';
import { MANAGED_PROVIDER_ID } from '../settings/types';
import type { CreatedJob, EstimateResult, JobConfig, PreviewRequest, PreviewResult } from './types';
import {
  applyPrefill,
  buildJobConfigs,
  combineEstimates,
  createWizardState,
  defaultProviderFor,
  providerFor,
  runGroups,
  sourceFor,
  stepIssues,
  type CombinedEstimate,
  type PrefillQuery,
  type Routing,
  type WizardState,
} from './wizard-model';

/** The routes the wizard calls; the view passes the app's API client, tests pass fakes. */
export interface WizardApi {
  estimate(config: JobConfig): Promise<EstimateResult>;
  createJob(config: JobConfig): Promise<CreatedJob>;
  preview(request: PreviewRequest): Promise<PreviewResult>;
}

export interface WizardContext {
  entities: EntityInfo[];
  languages: Language[];
  providers: ProviderRecord[];
  routing: Routing;
}

/** What a failed call left to show: the server's message, word for word. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The wizard's reactive state over the pure model (wizard-model.ts): the choices, what each step
 * lacks, the job configs they make, and the preview, estimate and start calls. An estimate belongs to
 * the configs it was made for; any later change makes it stale, and Start needs a current one.
 */
export function useWizard(context: WizardContext, api: WizardApi) {
  const state = reactive<WizardState>(createWizardState(context.entities)) as WizardState;

  const configs = computed(() => buildJobConfigs(state, context.entities, context.routing));
  const fingerprint = computed(() => JSON.stringify(configs.value));
  const groups = computed(() => runGroups(state, context.routing));
  const issues = computed(() => stepIssues(state, context.entities, context.routing, context.languages));
  const ready = computed(() => issues.value.content.length === 0 && issues.value.languages.length === 0);

  /** The providers the chosen targets use; the service tier matters only when `managed` is one of them. */
  const providersInUse = computed(() => [...new Set(state.targetLanguageIds.map((target) => providerFor(state, target, context.routing)))]);
  const usesManaged = computed(() => providersInUse.value.includes(MANAGED_PROVIDER_ID));

  const estimate = reactive({
    loading: false,
    error: null as string | null,
    results: [] as EstimateResult[],
    combined: null as CombinedEstimate | null,
    madeFor: null as string | null,
  });
  const estimateCurrent = computed(() => estimate.combined !== null && estimate.madeFor === fingerprint.value);

  async function runEstimate(): Promise<void> {
    if (!ready.value) return;
    const made = fingerprint.value;
    const requests = configs.value;
    estimate.loading = true;
    estimate.error = null;
    try {
      const results = await Promise.all(requests.map((config) => api.estimate(config)));
      estimate.results = results;
      estimate.combined = combineEstimates(results);
      estimate.madeFor = made;
    } catch (error) {
      estimate.error = messageOf(error);
      estimate.combined = null;
      estimate.madeFor = null;
    } finally {
      estimate.loading = false;
    }
  }

  const start = reactive({ loading: false, error: null as string | null, jobIds: [] as string[] });

  /** Creates one job per run group; answers the ids created (also those before a refusal). */
  async function startJobs(): Promise<string[]> {
    if (!estimateCurrent.value || start.loading) return [];
    start.loading = true;
    start.error = null;
    start.jobIds = [];
    try {
      for (const config of configs.value) start.jobIds.push((await api.createJob(config)).jobId);
    } catch (error) {
      start.error = messageOf(error);
    } finally {
      start.loading = false;
    }
    return [...start.jobIds];
  }

  const preview = reactive({
    text: '',
    targetLanguageId: '' as string,
    loading: false,
    error: null as string | null,
    result: null as (PreviewResult & { providerId: string }) | null,
  });

  async function runPreview(): Promise<void> {
    const target = preview.targetLanguageId || state.targetLanguageIds[0] || '';
    const source = target === '' ? null : sourceFor(state, target, context.routing, context.languages);
    if (preview.text.trim() === '' || source === null) return;
    const providerId = providerFor(state, target, context.routing);
    preview.loading = true;
    preview.error = null;
    preview.result = null;
    try {
      const customPrompt = state.options.customPrompt.trim();
      const result = await api.preview({
        providerId,
        text: preview.text,
        sourceLanguageId: source,
        targetLanguageId: target,
        tone: state.options.tone,
        customPrompt: customPrompt === '' ? null : customPrompt,
      });
      preview.result = { ...result, providerId };
    } catch (error) {
      preview.error = messageOf(error);
    } finally {
      preview.loading = false;
    }
  }

  function prefill(query: PrefillQuery): boolean {
    return applyPrefill(state, query, context.entities, context.languages);
  }

  function toggleTarget(languageId: string, on: boolean): void {
    const present = state.targetLanguageIds.includes(languageId);
    if (on && !present) state.targetLanguageIds.push(languageId);
    if (!on && present) {
      state.targetLanguageIds = state.targetLanguageIds.filter((id) => id !== languageId);
      delete state.providerOverrides[languageId];
    }
  }

  /** Sets a target's provider; choosing what it would get anyway clears the override. */
  function overrideProvider(languageId: string, providerId: string): void {
    if (providerId === '' || providerId === defaultProviderFor(state, languageId, context.routing)) delete state.providerOverrides[languageId];
    else state.providerOverrides[languageId] = providerId;
  }

  return {
    state,
    configs,
    groups,
    issues,
    ready,
    providersInUse,
    usesManaged,
    estimate,
    estimateCurrent,
    runEstimate,
    start,
    startJobs,
    preview,
    runPreview,
    prefill,
    toggleTarget,
    overrideProvider,
    providerFor: (languageId: string) => providerFor(state, languageId, context.routing),
    routedProvider: (languageId: string) => defaultProviderFor({ providerId: '' }, languageId, context.routing),
    sourceFor: (languageId: string) => sourceFor(state, languageId, context.routing, context.languages),
  };
}

export type Wizard = ReturnType<typeof useWizard>;

/** What the wizard's steps share: the state and its rules, and the loaded context. */
export interface WizardScope {
  wizard: Wizard;
  context: WizardContext & { providerModels: Record<string, string | null> };
}

export const WIZARD_SCOPE: InjectionKey<WizardScope> = Symbol('wizard');

/** A step's access to the wizard provided by TranslateWizard. */
export function injectWizard(): WizardScope {
  const scope = inject(WIZARD_SCOPE);
  if (!scope) throw new Error('A wizard step must be rendered inside TranslateWizard.');
  return scope;
}
