import { describe, expect, it } from 'vitest';
import { languageRows, newLanguageIssues, settingsWithoutLanguage } from './language-rows';

const locales = [
  { code: 'en-GB', name: 'English', territory: 'United Kingdom' },
  { code: 'de-DE', name: 'German', territory: 'Germany' },
  { code: 'fr-FR', name: 'French', territory: 'France' },
];
const languages = [
  { id: 'fr', name: 'Français', localeCode: 'fr-FR', parentId: null },
  { id: 'system', name: 'English', localeCode: 'en-GB', parentId: null },
  { id: 'de', name: 'Deutsch', localeCode: 'de-DE', parentId: null },
];
const coverage = [
  { entity: 'product', languageId: 'de', total: 200, translated: 199, percent: 100, outdated: 0, inReview: 0 },
  { entity: 'category', languageId: 'de', total: 40, translated: 40, percent: 100, outdated: 0, inReview: 0 },
  { entity: 'product', languageId: 'fr', total: 200, translated: 0, percent: 0, outdated: 0, inReview: 0 },
];

describe('the Languages screen', () => {
  it('lists the default language first, then by name, with the locale’s name, coverage summed over entities and the snippet set', () => {
    const rows = languageRows(languages, locales, [{ id: 's1', name: 'BASE de-DE', iso: 'de-DE' }], coverage, 'system');
    expect(rows.map((row) => row.name)).toEqual(['English', 'Deutsch', 'Français']);
    expect(rows[0]).toMatchObject({ isDefault: true, coverage: null, localeLabel: 'English (United Kingdom)', snippetSet: null });
    expect(rows[1]).toMatchObject({ isDefault: false, coverage: { translated: 239, total: 240 }, snippetSet: 'BASE de-DE', translatedEntities: ['product', 'category'] });
    expect(rows[2]).toMatchObject({ coverage: { translated: 0, total: 200 }, localeLabel: 'French (France)', translatedEntities: [] });
  });

  it('needs a name and a locale from the list before a language is sent', () => {
    expect(newLanguageIssues({ name: ' ', localeCode: '' }, locales)).toEqual(['name', 'locale']);
    expect(newLanguageIssues({ name: 'Nederlands', localeCode: 'nl-NL' }, locales)).toEqual(['locale']);
    expect(newLanguageIssues({ name: 'Français (Belgique)', localeCode: 'fr-FR' }, locales)).toEqual([]);
  });

  it('takes a removed language out of the routing and the automation’s targets', () => {
    const key = (name: string) => `ExtTranslate.config.${name}`;
    expect(settingsWithoutLanguage({ languageProviderMap: { fr: 'mt_primary', de: 'mt_secondary' }, autoTranslateTargetLanguageIds: ['fr'] }, 'fr', key)).toEqual({
      'ExtTranslate.config.languageProviderMap': { de: 'mt_secondary' },
      'ExtTranslate.config.autoTranslateTargetLanguageIds': null,
    });
    expect(settingsWithoutLanguage({ languageProviderMap: {}, autoTranslateTargetLanguageIds: ['de'] }, 'fr', key)).toEqual({});
  });
});
