import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import { waitingText } from './job-waiting';

describe('what a healing job waits for', () => {
  afterEach(() => setLocale('en'));
  const labels = { mt_primary: 'DeepL' };
  const at = new Date(2026, 10, 27, 12, 4).toISOString();

  it('names the provider, the reason, the fields and the time of the next pass', () => {
    expect(waitingText({ providerId: 'mt_primary', reason: 'rate_limited', fields: 146, retryAt: at }, labels)).toBe('Waiting for DeepL: rate limited; 146 fields will be retried at 12:04');
    expect(waitingText({ providerId: 'mt_primary', reason: 'unavailable', fields: 1, retryAt: at }, labels)).toBe('Waiting for DeepL: unavailable; 1 field will be retried at 12:04');
  });

  it('says it in German too', () => {
    setLocale('de');
    expect(waitingText({ providerId: 'mt_primary', reason: 'rate_limited', fields: 146, retryAt: at }, labels)).toBe('Warten auf DeepL: Anfragelimit erreicht; 146 Felder werden um 12:04 erneut versucht');
  });

  it('falls back to the provider id, and says nothing when the job waits for nothing', () => {
    expect(waitingText({ providerId: 'custom', reason: 'unreachable', fields: 2, retryAt: at }, labels)).toBe('Waiting for custom: not reachable; 2 fields will be retried at 12:04');
    expect(waitingText(null, labels)).toBeNull();
    expect(waitingText(undefined, labels)).toBeNull();
    expect(waitingText({ providerId: 'mt_primary' }, labels)).toBeNull();
  });
});
