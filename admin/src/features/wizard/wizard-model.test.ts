import { describe, expect, it } from 'vitest';
import type { EntityInfo, Language } from '../../api/types';
import type { EstimateResult } from './types';
import {
  applyPrefill,
  buildJobConfigs,
  combineEstimates,
  createWizardState,
  providerFor,
  runGroups,
  sourceFor,
  stepIssues,
  type Routing,
} from './wizard-model';

const SYSTEM_LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
const GERMAN = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';
const FRENCH = 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2';
const AUSTRIAN = 'c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3';

const entities: EntityInfo[] = [
  {
    name: 'product',
    label: 'Products',
    total: 12,
    fields: [
      { property: 'name', type: 'text', maxLength: 255 },
      { property: 'description', type: 'html', maxLength: 65535 },
      { property: 'customFields', type: 'custom_fields', maxLength: 0 },
    ],
    recordKey: 'id',
    languageSet: null,
  },
  { name: 'category', label: 'Categories', total: 4, fields: [{ property: 'name', type: 'text', maxLength: 255 }], recordKey: 'id', languageSet: null },
  {
    name: 'snippet',
    label: 'Snippets',
    total: 30,
    fields: [{ property: 'value', type: 'text', maxLength: 65535 }],
    recordKey: 'translationKey',
    languageSet: { entity: 'snippet_set', field: 'setId', localeField: 'iso' },
  },
];

const languages: Language[] = [
  { id: SYSTEM_LANGUAGE_ID, name: 'English', localeCode: 'en-GB', parentId: null },
  { id: GERMAN, name: 'Deutsch', localeCode: 'de-DE', parentId: null },
  { id: FRENCH, name: 'Français', localeCode: 'fr-FR', parentId: null },
  { id: AUSTRIAN, name: 'Österreichisch', localeCode: 'de-AT', parentId: GERMAN },
];

/** GET /routing as the server answers it with French mapped to llm_1 and mt_secondary as the default provider. */
const routing: Routing = {
  sourceLanguageId: null,
  defaultSourceLanguageId: SYSTEM_LANGUAGE_ID,
  systemLanguageId: SYSTEM_LANGUAGE_ID,
  defaultProviderId: 'mt_secondary',
  fallbackProviderId: 'mt_primary',
  targets: [
    { languageId: SYSTEM_LANGUAGE_ID, providerId: 'mt_secondary', providerOrigin: 'default', sourceLanguageId: null },
    { languageId: GERMAN, providerId: 'mt_secondary', providerOrigin: 'default', sourceLanguageId: SYSTEM_LANGUAGE_ID },
    { languageId: FRENCH, providerId: 'llm_1', providerOrigin: 'map', sourceLanguageId: SYSTEM_LANGUAGE_ID },
    { languageId: AUSTRIAN, providerId: 'mt_secondary', providerOrigin: 'default', sourceLanguageId: SYSTEM_LANGUAGE_ID },
  ],
};

/** The same routing asked with the run's own source German: German has no parent, so no source remains for it. */
const fromGerman: Routing = {
  ...routing,
  sourceLanguageId: GERMAN,
  targets: routing.targets.map((target) => ({ ...target, sourceLanguageId: target.languageId === GERMAN ? null : GERMAN })),
};

function chosen(...names: string[]) {
  const state = createWizardState(entities);
  for (const name of names) state.entities[name]!.selected = true;
  return state;
}

describe('provider of a target', () => {
  it('follows the server\'s routing; a language it did not list (added since) gets the default provider', () => {
    const state = chosen('category');
    expect(providerFor(state, FRENCH, routing)).toBe('llm_1');
    expect(providerFor(state, GERMAN, routing)).toBe('mt_secondary');
    expect(providerFor(state, 'ffffffffffffffffffffffffffffffff', { ...routing, defaultProviderId: 'llm_4' })).toBe('llm_4');
  });

  it('takes the wizard-wide provider over the routing, and a target override over both', () => {
    const state = chosen('category');
    state.providerId = 'llm_2';
    expect(providerFor(state, FRENCH, routing)).toBe('llm_2');
    state.providerOverrides[FRENCH] = 'acme_mt';
    expect(providerFor(state, FRENCH, routing)).toBe('acme_mt');
    expect(providerFor(state, GERMAN, routing)).toBe('llm_2');
  });
});

describe('run groups and job configs', () => {
  it('puts every target into one job that leaves the provider to the routing when nothing is overridden', () => {
    const state = chosen('category');
    state.targetLanguageIds = [GERMAN, FRENCH];
    expect(runGroups(state, routing)).toEqual([{ providerId: '', targetLanguageIds: [GERMAN, FRENCH] }]);
  });

  it('runs an overridden target as a job of its own provider; an override equal to the routing changes nothing', () => {
    const state = chosen('category');
    state.targetLanguageIds = [GERMAN, FRENCH, AUSTRIAN];
    state.providerOverrides = { [GERMAN]: 'llm_2', [FRENCH]: 'llm_1' };
    expect(runGroups(state, routing)).toEqual([
      { providerId: 'llm_2', targetLanguageIds: [GERMAN] },
      { providerId: '', targetLanguageIds: [FRENCH, AUSTRIAN] },
    ]);
  });

  it('builds the JobConfig the API takes: scopes, selection ids, trimmed prompt, all options', () => {
    const state = chosen('product', 'snippet');
    state.entities.snippet!.scope = 'selection';
    state.entities.snippet!.ids = ['d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4'];
    state.entities.product!.scope = 'missing';
    state.targetLanguageIds = [GERMAN];
    state.sourceLanguageId = SYSTEM_LANGUAGE_ID;
    state.options = { ...state.options, mode: 'all', tone: 'formal', customPrompt: '  Use the shop voice. ', protectManualEdits: false, serviceTier: 'quality' };
    expect(buildJobConfigs(state, entities, routing)).toEqual([
      {
        entities: [
          { name: 'product', scope: 'missing', ids: null },
          { name: 'snippet', scope: 'selection', ids: ['d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4'] },
        ],
        sourceLanguageId: SYSTEM_LANGUAGE_ID,
        targetLanguageIds: [GERMAN],
        providerId: '',
        options: {
          mode: 'all',
          refreshOutdated: true,
          protectManualEdits: false,
          skipUnchanged: true,
          fields: null,
          includeCustomFields: true,
          tone: 'formal',
          customPrompt: 'Use the shop voice.',
          glossary: true,
          seoTruncate: true,
          serviceTier: 'quality',
          publish: 'immediately',
        },
      },
    ]);
  });

  it('names narrowed fields only, with the custom fields while they are switched on', () => {
    const state = chosen('product', 'category');
    state.targetLanguageIds = [GERMAN];
    state.entities.product!.fields = ['name'];
    expect(buildJobConfigs(state, entities, routing)[0]!.options.fields).toEqual({ product: ['name', 'customFields'] });
    state.includeCustomFields = false;
    const [config] = buildJobConfigs(state, entities, routing);
    expect(config!.options.fields).toEqual({ product: ['name'] });
    expect(config!.options.includeCustomFields).toBe(false);
  });

  it('sends no ids for a scope other than selection, and an empty prompt as null', () => {
    const state = chosen('category');
    state.entities.category!.ids = ['d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4'];
    state.options.customPrompt = '   ';
    state.targetLanguageIds = [GERMAN];
    const [config] = buildJobConfigs(state, entities, routing);
    expect(config!.entities).toEqual([{ name: 'category', scope: 'all', ids: null }]);
    expect(config!.options.customPrompt).toBeNull();
  });
});

describe('step issues', () => {
  it('asks for an entity, a non-empty selection, a field and a target', () => {
    const empty = createWizardState(entities);
    expect(stepIssues(empty, entities, routing)).toEqual({ content: [{ code: 'no_entity' }], languages: [{ code: 'no_target' }] });

    const state = chosen('product', 'category');
    state.entities.product!.fields = [];
    state.entities.category!.scope = 'selection';
    state.targetLanguageIds = [GERMAN];
    expect(stepIssues(state, entities, routing)).toEqual({
      content: [{ code: 'no_fields', entity: 'product' }, { code: 'empty_selection', entity: 'category' }],
      languages: [],
    });
  });

  it('reports a target the server resolves no source for', () => {
    const state = chosen('category');
    state.sourceLanguageId = GERMAN;
    state.targetLanguageIds = [GERMAN, AUSTRIAN];
    expect(stepIssues(state, entities, fromGerman).languages).toEqual([{ code: 'no_source', languageId: GERMAN }]);
  });
});

describe('source of a target', () => {
  it('is the source the server resolved for the run\'s source; none for a language it did not list', () => {
    expect(sourceFor(GERMAN, routing)).toBe(SYSTEM_LANGUAGE_ID);
    expect(sourceFor(AUSTRIAN, fromGerman)).toBe(GERMAN);
    expect(sourceFor(GERMAN, fromGerman)).toBeNull();
    expect(sourceFor('ffffffffffffffffffffffffffffffff', routing)).toBeNull();
  });
});

describe('prefill from the overview', () => {
  it('selects the entity with scope missing and the target language, with a dashed id too', () => {
    const state = createWizardState(entities);
    const dashed = `${GERMAN.slice(0, 8)}-${GERMAN.slice(8, 12)}-${GERMAN.slice(12, 16)}-${GERMAN.slice(16, 20)}-${GERMAN.slice(20)}`;
    expect(applyPrefill(state, { entity: 'category', target: dashed, scope: 'missing' }, entities, languages)).toBe(true);
    expect(state.entities.category).toMatchObject({ selected: true, scope: 'missing' });
    expect(state.targetLanguageIds).toEqual([GERMAN]);
  });

  it('ignores unknown entities, languages and scopes', () => {
    const state = createWizardState(entities);
    expect(applyPrefill(state, { entity: 'order', target: FRENCH.replace('b', 'e'), scope: 'everything' }, entities, languages)).toBe(false);
    expect(Object.values(state.entities).some((choice) => choice.selected)).toBe(false);
    expect(state.targetLanguageIds).toEqual([]);
    applyPrefill(state, { entity: ['category'], scope: 'bogus' }, entities, languages);
    expect(state.entities.category).toMatchObject({ selected: true, scope: 'all' });
  });
});

describe('combined estimate', () => {
  const base: EstimateResult = {
    items: 3,
    characters: 120,
    exact: true,
    cost: { amount: 0.0024, currency: 'EUR' },
    credits: null,
    serviceTier: null,
    multiplier: null,
    quota: null,
    warnings: [{ code: 'provider_not_configured', params: {}, message: 'The translation provider "DeepL" (mt_primary) is not configured.' }],
    fromMemory: { texts: 0, characters: 0 },
  };

  it('adds items, characters, credits and costs per currency, keeping each warning once', () => {
    const combined = combineEstimates([
      base,
      { ...base, items: 2, characters: 80, exact: false, cost: { amount: 0.0011, currency: 'EUR' } },
      { ...base, cost: { amount: 0.5, currency: 'USD' }, credits: 240, warnings: [] },
    ]);
    expect(combined).toEqual({
      items: 8,
      characters: 320,
      exact: false,
      costs: [
        { amount: 0.0035, currency: 'EUR' },
        { amount: 0.5, currency: 'USD' },
      ],
      credits: 240,
      warnings: base.warnings,
    });
  });
});
