import { flushPromises } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { EntityInfo, Language, ProviderRecord, Routing } from '../../api/types';
import type { EstimateResult, JobConfig } from './types';
import { useWizard, type WizardApi } from './use-wizard';

const SYSTEM_LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
const GERMAN = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';
const FRENCH = 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2';

const entities: EntityInfo[] = [{ name: 'category', label: 'Categories', total: 4, fields: [{ property: 'name', type: 'text', maxLength: 255 }], recordKey: 'id', languageSet: null }];
const languages: Language[] = [
  { id: SYSTEM_LANGUAGE_ID, name: 'English', localeCode: 'en-GB', parentId: null },
  { id: GERMAN, name: 'Deutsch', localeCode: 'de-DE', parentId: null },
  { id: FRENCH, name: 'Français', localeCode: 'fr-FR', parentId: null },
];

function estimateOf(config: JobConfig): EstimateResult {
  return {
    items: 4 * config.targetLanguageIds.length,
    characters: 100 * config.targetLanguageIds.length,
    exact: true,
    cost: { amount: 0.002, currency: 'EUR' },
    credits: config.providerId === 'managed' ? 300 : null,
    serviceTier: null,
    multiplier: null,
    quota: null,
    warnings: [],
    fromMemory: { texts: 0, characters: 0 },
  };
}

function provider(id: string, serviceTier: boolean): ProviderRecord {
  return {
    id,
    label: id,
    configured: true,
    models: [],
    supports: { html: true, formality: false, tone: false, glossary: false },
    viaSubscription: serviceTier,
    capabilities: { usesKey: !serviceTier, liveModels: false, serviceTier },
  };
}
const providers = [provider('mt_primary', false), provider('llm_2', false), provider('managed', true)];

/** GET /routing as the server answers it for a run's source (null: the settings', the system language). */
function routingFrom(source: string | null): Routing {
  const from = source ?? SYSTEM_LANGUAGE_ID;
  return {
    sourceLanguageId: source,
    defaultSourceLanguageId: SYSTEM_LANGUAGE_ID,
    systemLanguageId: SYSTEM_LANGUAGE_ID,
    defaultProviderId: 'mt_primary',
    fallbackProviderId: 'mt_primary',
    targets: languages.map((language) => ({
      languageId: language.id,
      providerId: 'mt_primary',
      providerOrigin: 'fallback' as const,
      sourceLanguageId: language.id === from ? null : from,
    })),
  };
}

function setup(api: Partial<WizardApi> = {}) {
  const calls: JobConfig[] = [];
  const full: WizardApi = {
    estimate: vi.fn(async (config: JobConfig) => {
      calls.push(config);
      return estimateOf(config);
    }),
    createJob: vi.fn(async () => ({ jobId: `job${calls.length}` })),
    preview: vi.fn(async () => ({ translation: '[DE] Hello', characters: 5, cost: { amount: 0.0001, currency: 'EUR' } })),
    routing: vi.fn(async (source: string | null) => routingFrom(source)),
    ...api,
  };
  const wizard = useWizard({ entities, languages, providers, routing: routingFrom(null) }, full);
  return { wizard, api: full, calls };
}

describe('the wizard composable', () => {
  it('estimates each run group, and an estimate goes stale when a choice changes', async () => {
    const { wizard, calls } = setup();
    wizard.prefill({ entity: 'category', target: GERMAN, scope: 'missing' });
    wizard.toggleTarget(FRENCH, true);
    wizard.overrideProvider(FRENCH, 'managed');
    expect(wizard.ready.value).toBe(true);
    // The service tier matters: a provider of the run is metered by tier (GET /providers capabilities).
    expect(wizard.usesServiceTier.value).toBe(true);

    await wizard.runEstimate();
    expect(calls.map((config) => [config.providerId, config.targetLanguageIds])).toEqual([
      ['', [GERMAN]],
      ['managed', [FRENCH]],
    ]);
    expect(wizard.estimate.combined).toMatchObject({ items: 8, characters: 200, credits: 300, costs: [{ amount: 0.004, currency: 'EUR' }] });
    expect(wizard.estimateCurrent.value).toBe(true);

    wizard.state.options.tone = 'formal';
    expect(wizard.estimateCurrent.value).toBe(false);
  });

  it('starts only with a current estimate and answers every created job', async () => {
    const { wizard, api } = setup();
    wizard.prefill({ entity: 'category', target: GERMAN });
    expect(await wizard.startJobs()).toEqual([]);
    expect(api.createJob).not.toHaveBeenCalled();

    await wizard.runEstimate();
    expect(await wizard.startJobs()).toEqual(['job1']);
    expect(api.createJob).toHaveBeenCalledWith(expect.objectContaining({ targetLanguageIds: [GERMAN], entities: [{ name: 'category', scope: 'all', ids: null }] }));
  });

  it('keeps the server message of a refused estimate or job', async () => {
    const { wizard } = setup({
      estimate: async () => {
        throw new Error('The source language "x" does not exist.');
      },
    });
    wizard.prefill({ entity: 'category', target: GERMAN });
    await wizard.runEstimate();
    expect(wizard.estimate.error).toBe('The source language "x" does not exist.');
    expect(wizard.estimateCurrent.value).toBe(false);

    const refused = setup({
      createJob: async () => {
        throw new Error('The translation provider "DeepL" (mt_primary) is not configured.');
      },
    }).wizard;
    refused.prefill({ entity: 'category', target: GERMAN });
    await refused.runEstimate();
    expect(await refused.startJobs()).toEqual([]);
    expect(refused.start.error).toBe('The translation provider "DeepL" (mt_primary) is not configured.');
  });

  it('previews with the provider and source the first target resolves to', async () => {
    const { wizard, api } = setup();
    wizard.prefill({ entity: 'category', target: GERMAN });
    wizard.overrideProvider(GERMAN, 'llm_1');
    wizard.state.options.customPrompt = '  ';
    wizard.preview.text = 'Hello';
    await wizard.runPreview();
    expect(api.preview).toHaveBeenCalledWith({
      providerId: 'llm_1',
      text: 'Hello',
      sourceLanguageId: SYSTEM_LANGUAGE_ID,
      targetLanguageId: GERMAN,
      tone: 'default',
      customPrompt: null,
    });
    expect(wizard.preview.result).toMatchObject({ translation: '[DE] Hello', providerId: 'llm_1' });
  });

  it('asks the server for the sources again when the run\'s source changes, and is not ready until it answers', async () => {
    let answer: (routing: Routing) => void = () => undefined;
    const { wizard, api } = setup({ routing: vi.fn((source: string | null) => new Promise<Routing>((resolve) => (answer = () => resolve(routingFrom(source))))) });
    wizard.prefill({ entity: 'category', target: GERMAN });
    expect(wizard.usesServiceTier.value).toBe(false);
    expect(wizard.ready.value).toBe(true);
    expect(wizard.sourceFor(GERMAN)).toBe(SYSTEM_LANGUAGE_ID);

    wizard.state.sourceLanguageId = FRENCH;
    await flushPromises();
    expect(api.routing).toHaveBeenCalledWith(FRENCH);
    expect(wizard.ready.value).toBe(false);
    answer(routingFrom(FRENCH));
    await flushPromises();
    expect(wizard.ready.value).toBe(true);
    expect(wizard.sourceFor(GERMAN)).toBe(FRENCH);
    expect(wizard.sourceFor(FRENCH)).toBeNull();
  });

  it('shows why the routing could not be read, and stays not ready', async () => {
    const { wizard } = setup({
      routing: async () => {
        throw new Error('The source language "x" does not exist.');
      },
    });
    wizard.prefill({ entity: 'category', target: GERMAN });
    wizard.state.sourceLanguageId = FRENCH;
    await flushPromises();
    expect(wizard.routingError.value).toBe('The source language "x" does not exist.');
    expect(wizard.ready.value).toBe(false);
  });

  it('drops the override of a target that is unchecked, and an override equal to the routing', () => {
    const { wizard } = setup();
    wizard.toggleTarget(GERMAN, true);
    wizard.overrideProvider(GERMAN, 'llm_2');
    expect(wizard.state.providerOverrides).toEqual({ [GERMAN]: 'llm_2' });
    wizard.overrideProvider(GERMAN, 'mt_primary');
    expect(wizard.state.providerOverrides).toEqual({});
    wizard.overrideProvider(GERMAN, 'llm_2');
    wizard.toggleTarget(GERMAN, false);
    expect(wizard.state.providerOverrides).toEqual({});
    expect(wizard.state.targetLanguageIds).toEqual([]);
  });
});
