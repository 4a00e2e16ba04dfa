import { describe, expect, it } from 'vitest';
import { registerMessages, setLocale, t } from './index';

describe('plurals', () => {
  it('picks the form through Intl.PluralRules and writes the count in the locale’s digits', () => {
    registerMessages('en', 'plural-test', { fields: { one: '{count} changed field', other: '{count} changed fields' } });
    registerMessages('de', 'plural-test', { fields: { one: '{count} geändertes Feld', other: '{count} geänderte Felder' } });
    setLocale('en');
    expect(t('plural-test.fields', { count: 1 })).toBe('1 changed field');
    expect(t('plural-test.fields', { count: 0 })).toBe('0 changed fields');
    expect(t('plural-test.fields', { count: 1744 })).toBe('1,744 changed fields');
    setLocale('de');
    expect(t('plural-test.fields', { count: 1 })).toBe('1 geändertes Feld');
    expect(t('plural-test.fields', { count: 1744 })).toBe('1.744 geänderte Felder');
    setLocale('en');
  });
});
