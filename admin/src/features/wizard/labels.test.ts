import { describe, expect, it } from 'vitest';
import { fieldLabel, providerLabel } from './labels';

describe('labels', () => {
  it('reads property names as words', () => {
    expect(fieldLabel('metaTitle')).toBe('Meta title');
    expect(fieldLabel('customSearchKeywords')).toBe('Custom search keywords');
    expect(fieldLabel('name')).toBe('Name');
  });

  it('names a provider by its label, an unregistered one by its id', () => {
    const providers = [{ id: 'mt_primary', label: 'DeepL' }] as never;
    expect(providerLabel(providers, 'mt_primary')).toBe('DeepL');
    expect(providerLabel(providers, 'gone')).toBe('gone');
  });
});
