import { describe, expect, it } from 'vitest';
import { automationIssues, automationTargets, errorsByKey, generalSettingsPatch, providerCardPatch, readSettings } from './settings-model';

const LANGUAGE = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';

describe('reading the settings domain', () => {
  it('reads stored keys as a flag only, models, routing and automation', () => {
    const settings = readSettings(
      {
        'ExtTranslate.config.mt_primaryApiKey': { configured: true },
        'ExtTranslate.config.llm_1Model': 'gpt-4o-mini',
        'ExtTranslate.config.acme_mtApiKey': { configured: true },
        'ExtTranslate.config.defaultProvider': 'llm_1',
        'ExtTranslate.config.languageProviderMap': { [LANGUAGE]: 'mt_primary', broken: 3 },
        'ExtTranslate.config.batchSize': 40,
        'ExtTranslate.config.autoTranslate': true,
        'ExtTranslate.config.autoTranslateEntities': ['product'],
        'ExtTranslate.config.fallbackProviderIds': ['mt_secondary', 7],
        'ExtTranslate.config.monthlyBudgets': { mt_primary: { characters: 5000 }, llm_1: { amount: 50, characters: 'x' }, llm_2: 3 },
      },
      ['mt_primary', 'llm_1', 'llm_2'],
    );
    expect(settings).toEqual({
      providers: {
        mt_primary: { keyStored: true, model: null },
        llm_1: { keyStored: false, model: 'gpt-4o-mini' },
        llm_2: { keyStored: false, model: null },
        acme_mt: { keyStored: true, model: null },
      },
      defaultProvider: 'llm_1',
      languageProviderMap: { [LANGUAGE]: 'mt_primary' },
      fallbackProviderIds: ['mt_secondary'],
      sourceLanguageId: null,
      batchSize: 40,
      autoTranslate: true,
      autoTranslateTargetLanguageIds: [],
      autoTranslateEntities: ['product'],
      autoTranslateProviderId: null,
      autoTranslatePublish: 'checked',
      translationMemory: true,
      monthlyBudgets: { mt_primary: { characters: 5000 }, llm_1: { amount: 50 } },
    });
    expect(JSON.stringify(settings)).not.toContain('configured');
    // The memory is on unless switched off.
    expect(readSettings({ 'ExtTranslate.config.translationMemory': false }, []).translationMemory).toBe(false);
    // Automation publishes checked unless set otherwise; the default is written as no value.
    const review = readSettings({ 'ExtTranslate.config.autoTranslatePublish': 'review' }, []);
    expect(review.autoTranslatePublish).toBe('review');
    expect(readSettings({ 'ExtTranslate.config.autoTranslatePublish': 'later' }, []).autoTranslatePublish).toBe('checked');
    expect(generalSettingsPatch(review, { ...review, autoTranslatePublish: 'checked' })).toEqual({ 'ExtTranslate.config.autoTranslatePublish': null });
    expect(generalSettingsPatch(review, { ...review, autoTranslatePublish: 'immediately' })).toEqual({ 'ExtTranslate.config.autoTranslatePublish': 'immediately' });
  });
});

describe('writing the settings', () => {
  const before = readSettings({ 'ExtTranslate.config.defaultProvider': 'llm_1', 'ExtTranslate.config.batchSize': 40 }, []);

  it('sends only what changed, and a cleared value as null', () => {
    const after = { ...before, defaultProvider: null, batchSize: 40, languageProviderMap: { [LANGUAGE]: 'llm_2' }, autoTranslate: true };
    expect(generalSettingsPatch(before, after)).toEqual({
      'ExtTranslate.config.defaultProvider': null,
      'ExtTranslate.config.languageProviderMap': { [LANGUAGE]: 'llm_2' },
      'ExtTranslate.config.autoTranslate': true,
    });
    expect(generalSettingsPatch(before, { ...before })).toEqual({});
    // The fallback chain is written as a list, and an emptied one removed.
    expect(generalSettingsPatch(before, { ...before, fallbackProviderIds: ['mt_secondary', 'llm_1'] })).toEqual({ 'ExtTranslate.config.fallbackProviderIds': ['mt_secondary', 'llm_1'] });
    expect(generalSettingsPatch({ ...before, fallbackProviderIds: ['mt_secondary'] }, before)).toEqual({ 'ExtTranslate.config.fallbackProviderIds': null });
    // Budgets are written as a map, and emptied ones removed.
    expect(generalSettingsPatch(before, { ...before, monthlyBudgets: { mt_primary: { characters: 5000 } } })).toEqual({ 'ExtTranslate.config.monthlyBudgets': { mt_primary: { characters: 5000 } } });
    expect(generalSettingsPatch({ ...before, monthlyBudgets: { llm_1: { amount: 50 } } }, before)).toEqual({ 'ExtTranslate.config.monthlyBudgets': null });
    expect(generalSettingsPatch(before, after, ['autoTranslate', 'batchSize'])).toEqual({ 'ExtTranslate.config.autoTranslate': true });
  });

  it('writes a typed key trimmed, removes a key on request, and writes a changed model', () => {
    expect(providerCardPatch('mt_primary', { apiKey: ' secret ', removeKey: false, model: null, storedModel: null })).toEqual({
      'ExtTranslate.config.mt_primaryApiKey': 'secret',
    });
    expect(providerCardPatch('llm_1', { apiKey: '', removeKey: true, model: 'gpt-4o', storedModel: 'gpt-4o-mini' })).toEqual({
      'ExtTranslate.config.llm_1ApiKey': null,
      'ExtTranslate.config.llm_1Model': 'gpt-4o',
    });
    expect(providerCardPatch('llm_1', { apiKey: '   ', removeKey: false, model: '', storedModel: 'gpt-4o' })).toEqual({
      'ExtTranslate.config.llm_1Model': null,
    });
  });
});

describe('refused writes', () => {
  it('keys the first detail of each pointer', () => {
    expect(
      errorsByKey([
        { detail: 'This value should be an integer between 1 and 500.', source: { pointer: '/ExtTranslate.config.batchSize' } },
        { detail: 'second', source: { pointer: '/ExtTranslate.config.batchSize' } },
      ]),
    ).toEqual({ 'ExtTranslate.config.batchSize': 'This value should be an integer between 1 and 500.' });
  });
});

describe('the automation form', () => {
  it('refuses to be switched on without a target language or without a content type', () => {
    const form = { autoTranslate: true, autoTranslateTargetLanguageIds: [] as string[], autoTranslateEntities: [] as string[] };
    expect(automationIssues(form)).toEqual(['noTargets', 'noEntities']);
    expect(automationIssues({ ...form, autoTranslateTargetLanguageIds: ['de'] })).toEqual(['noEntities']);
    expect(automationIssues({ ...form, autoTranslateTargetLanguageIds: ['de'], autoTranslateEntities: ['product'] })).toEqual([]);
    // Switched off, the choices may be anything (they are kept for the next time).
    expect(automationIssues({ ...form, autoTranslate: false })).toEqual([]);
  });

  it('never offers the source language as a target', () => {
    const languages = [{ id: 'en' }, { id: 'de' }, { id: 'fr' }];
    expect(automationTargets(languages, 'en').map((language) => language.id)).toEqual(['de', 'fr']);
    expect(automationTargets(languages, 'de').map((language) => language.id)).toEqual(['en', 'fr']);
  });
});
