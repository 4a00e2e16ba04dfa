import { computed, inject, reactive, ref, shallowRef, watch, type InjectionKey } from 'vue';
import type { EntityInfo, Language } from '../../api/types';
import type { ProviderRecord } from '../settings/types';
import type { CreatedJob, EstimateResult, JobConfig, PreviewRequest, PreviewResult } from './types';
import {
  applyPrefill,
  buildJobConfigs,
  combineEstimates,
  createWizardState,
  defaultProviderFor,
  providerFor,
  routedProviderFor,
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
  /** GET /routing for the run's own source (null: each target's source from the settings). */
  routing(sourceLanguageId: string | null): Promise<Routing>;
}

export interface WizardContext {
  entities: EntityInfo[];
  languages: Language[];
  providers: ProviderRecord[];
  /** GET /routing without a source of the run's own (the wizard's starting point). */
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

  // The server resolves each target's source for the run's source: a changed source asks it again.
  const routing = shallowRef<Routing>(context.routing);
  const routingError = ref<string | null>(null);
  let routingRequest = 0;
  watch(
    () => state.sourceLanguageId,
    async (source) => {
      const current = ++routingRequest;
      routingError.value = null;
      try {
        const answer = await api.routing(source);
        if (current === routingRequest) routing.value = answer;
      } catch (error) {
        if (current === routingRequest) routingError.value = messageOf(error);
      }
    },
  );
  /** Whether the routing shown answers the source chosen now (until then nothing can be estimated). */
  const routingCurrent = computed(() => routing.value.sourceLanguageId === state.sourceLanguageId);

  const configs = computed(() => buildJobConfigs(state, context.entities, routing.value));
  // The publish mode changes what is written, not what is sent: choosing it keeps the estimate current.
  const fingerprint = computed(() => JSON.stringify(configs.value.map((config) => ({ ...config, options: { ...config.options, publish: null } }))));
  const groups = computed(() => runGroups(state, routing.value));
  const issues = computed(() => stepIssues(state, context.entities, routing.value));
  const ready = computed(() => routingCurrent.value && issues.value.content.length === 0 && issues.value.languages.length === 0);

  /** The providers the chosen targets use; the service tier matters only when one of them is metered by tier. */
  const providersInUse = computed(() => [...new Set(state.targetLanguageIds.map((target) => providerFor(state, target, routing.value)))]);
  const usesServiceTier = computed(() =>
    providersInUse.value.some((providerId) => context.providers.find((provider) => provider.id === providerId)?.capabilities.serviceTier === true),
  );

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
    const source = target === '' || !routingCurrent.value ? null : sourceFor(target, routing.value);
    if (preview.text.trim() === '' || source === null) return;
    const providerId = providerFor(state, target, routing.value);
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
    if (providerId === '' || providerId === defaultProviderFor(state, languageId, routing.value)) delete state.providerOverrides[languageId];
    else state.providerOverrides[languageId] = providerId;
  }

  return {
    state,
    configs,
    groups,
    issues,
    ready,
    providersInUse,
    usesServiceTier,
    routingError,
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
    providerFor: (languageId: string) => providerFor(state, languageId, routing.value),
    routedProvider: (languageId: string) => routedProviderFor(languageId, routing.value),
    sourceFor: (languageId: string) => sourceFor(languageId, routing.value),
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
