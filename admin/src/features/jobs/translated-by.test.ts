import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import { translatedByText } from './translated-by';

describe('who translated a job', () => {
  afterEach(() => setLocale('en'));
  const labels = { mt_primary: 'DeepL', mt_secondary: 'Google' };

  it('names the providers with their fields, a fallback marked', () => {
    expect(
      translatedByText(
        [
          { providerId: 'mt_primary', fields: 212, fallback: false },
          { providerId: 'mt_secondary', fields: 28, fallback: true },
        ],
        labels,
      ),
    ).toBe('Translated by DeepL (212) and Google (28, fallback)');
    expect(translatedByText([{ providerId: 'custom', fields: 1, fallback: false }], labels)).toBe('Translated by custom (1)');
    expect(translatedByText([], labels)).toBeNull();
  });

  it('says it in German too', () => {
    setLocale('de');
    expect(translatedByText([{ providerId: 'mt_primary', fields: 212, fallback: false }, { providerId: 'mt_secondary', fields: 28, fallback: true }], labels)).toBe(
      'Übersetzt von DeepL (212) und Google (28, Ausweichanbieter)',
    );
  });
});
