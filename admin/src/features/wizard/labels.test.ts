import { describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import { fieldLabel, providerLabel } from './labels';

describe('labels', () => {
  it('names known fields from the catalogue in the interface language, and spells out others', () => {
    setLocale('en');
    expect(fieldLabel('metaTitle')).toBe('Meta title');
    expect(fieldLabel('customSearchKeywords')).toBe('Search keywords');
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('careInstructions')).toBe('Care instructions');
    setLocale('de');
    expect(fieldLabel('metaTitle')).toBe('Meta-Titel');
    expect(fieldLabel('customFields')).toBe('Zusatzfelder');
    setLocale('en');
  });

  it('names a provider by its label, an unregistered one by its id', () => {
    const providers = [{ id: 'mt_primary', label: 'DeepL' }] as never;
    expect(providerLabel(providers, 'mt_primary')).toBe('DeepL');
    expect(providerLabel(providers, 'gone')).toBe('gone');
  });
});
