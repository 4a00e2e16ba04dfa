import { describe, expect, it } from 'vitest';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import { planTarget, resolveProviderId, type LanguageRow, type RoutingSettings } from '../../src/translate/use-cases/resolve.js';

const GERMAN = 'd2c5a4e2b1f04a7c9e3b6f8a1c0d4e5f';
const SWISS = '0190a1b2c3d47e8f9a0b1c2d3e4f5a61';
const BRITISH_TWIN = '0190a1b2c3d47e8f9a0b1c2d3e4f5a62';

const languages = new Map<string, LanguageRow>([
  [SYSTEM_LANGUAGE_ID, { id: SYSTEM_LANGUAGE_ID, localeCode: 'en-GB', parentId: null }],
  [GERMAN, { id: GERMAN, localeCode: 'de-DE', parentId: null }],
  [SWISS, { id: SWISS, localeCode: 'de-CH', parentId: GERMAN }],
  [BRITISH_TWIN, { id: BRITISH_TWIN, localeCode: 'en-GB', parentId: null }],
]);

const none: RoutingSettings = { sourceLanguageId: null, defaultProvider: null, languageProviderMap: {}, autoTranslateProviderId: null };

describe('provider resolution', () => {
  it('prefers the job, then the language map, then the default provider, then mt_primary', () => {
    const settings: RoutingSettings = { ...none, languageProviderMap: { [GERMAN]: 'llm_1' }, defaultProvider: 'llm_2' };
    expect(resolveProviderId(GERMAN, 'apertium', settings)).toBe('apertium');
    expect(resolveProviderId(GERMAN, '', settings)).toBe('llm_1');
    expect(resolveProviderId(SWISS, '  ', settings)).toBe('llm_2');
    expect(resolveProviderId(SWISS, '', none)).toBe('mt_primary');
  });

  it('lets automation use its own override before the chain', () => {
    const settings: RoutingSettings = { ...none, languageProviderMap: { [GERMAN]: 'llm_1' }, autoTranslateProviderId: 'llm_4' };
    expect(resolveProviderId(GERMAN, '', settings, { automation: true })).toBe('llm_4');
    expect(resolveProviderId(GERMAN, '', settings)).toBe('llm_1');
    expect(resolveProviderId(GERMAN, '', { ...settings, autoTranslateProviderId: null }, { automation: true })).toBe('llm_1');
  });
});

describe('source language per target', () => {
  it('uses the job source, else the setting, else the system default language', () => {
    expect(planTarget(GERMAN, SWISS, 'x', languages, none)).toMatchObject({ sourceLanguageId: SWISS, sourceLocale: 'de-CH', targetLocale: 'de-DE' });
    expect(planTarget(SWISS, null, 'x', languages, { ...none, sourceLanguageId: GERMAN })).toMatchObject({ sourceLanguageId: GERMAN });
    expect(planTarget(GERMAN, null, 'x', languages, none)).toMatchObject({ sourceLanguageId: SYSTEM_LANGUAGE_ID, sourceLocale: 'en-GB', providerId: 'x' });
  });

  it('falls back to the parent when the source is the target, and skips when still equal', () => {
    expect(planTarget(SWISS, SWISS, 'x', languages, none)).toMatchObject({ sourceLanguageId: GERMAN, targetLocale: 'de-CH' });
    expect(planTarget(SYSTEM_LANGUAGE_ID, null, 'x', languages, none)).toEqual({ targetLanguageId: SYSTEM_LANGUAGE_ID, skipped: 'source_equals_target' });
    expect(planTarget(GERMAN, GERMAN, 'x', languages, none)).toEqual({ targetLanguageId: GERMAN, skipped: 'source_equals_target' });
  });

  it('skips a target language that does not exist', () => {
    expect(planTarget('0'.repeat(32), null, 'x', languages, none)).toEqual({ targetLanguageId: '0'.repeat(32), skipped: 'target_language_missing' });
  });

  it('treats two languages with the same locale as different languages', () => {
    expect(planTarget(BRITISH_TWIN, null, 'x', languages, none)).toMatchObject({ sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLocale: 'en-GB' });
  });
});

describe('routing settings and languages from the database', () => {
  it('reads what the settings route wrote, and every language', async () => {
    const { createHarness } = await import('../support/harness.js');
    const { readLanguages, readRoutingSettings } = await import('../../src/translate/use-cases/resolve.js');
    const h = await createHarness();
    try {
      expect(await readRoutingSettings(h.host.settings)).toEqual(none);
      const saved = await h.request('POST', '/api/_action/system-config', {
        body: {
          'ExtTranslate.config.sourceLanguageId': GERMAN,
          'ExtTranslate.config.defaultProvider': 'llm_2',
          'ExtTranslate.config.languageProviderMap': { [GERMAN]: 'llm_1' },
          'ExtTranslate.config.autoTranslateProviderId': 'apertium',
        },
      });
      expect(saved.statusCode).toBe(204);
      expect(await readRoutingSettings(h.host.settings)).toEqual({
        sourceLanguageId: GERMAN,
        defaultProvider: 'llm_2',
        languageProviderMap: { [GERMAN]: 'llm_1' },
        autoTranslateProviderId: 'apertium',
      });
      const rows = await readLanguages(h.host.database.db);
      expect(rows.get(SYSTEM_LANGUAGE_ID)).toEqual({ id: SYSTEM_LANGUAGE_ID, localeCode: 'en-GB', parentId: null });
      expect(rows.get(GERMAN)?.localeCode).toBe('de-DE');
    } finally {
      await h.close();
    }
  });
});
