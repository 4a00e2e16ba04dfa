import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, setLocale } from '../../i18n';
import { jobCost } from './job-cost';

const providers = [
  { id: 'mt_primary', models: [{ id: 'default', name: 'Default', tier: null, pricing: { input: 20, output: 0, currency: 'EUR' }, source: 'curated' as const }] },
  { id: 'apertium', models: [] },
];

describe('money and percentages', () => {
  it('shows a job’s cost in its provider’s currency, also before anything was charged', () => {
    setLocale('en');
    expect(jobCost({ costAmount: 0, costCurrency: 'USD', providerId: 'mt_primary' }, providers)).toBe('€0.00');
    expect(jobCost({ costAmount: 1.5, costCurrency: 'EUR', providerId: 'mt_primary' }, providers)).toBe('€1.50');
    // A provider without pricing keeps what the job stored.
    expect(jobCost({ costAmount: 0, costCurrency: 'USD', providerId: 'apertium' }, providers)).toBe('US$0.00');
  });

  it('writes cents for everyday amounts and up to four decimals below one cent', () => {
    setLocale('en');
    expect(formatMoney(12.3456, 'EUR')).toBe('€12.35');
    expect(formatMoney(0.0042, 'EUR')).toBe('€0.0042');
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
    setLocale('de');
    expect(formatMoney(12.3456, 'EUR').replace(/\s/g, ' ')).toBe('12,35 €');
    setLocale('en');
  });

  it('floors percentages so that only complete reads 100 %', () => {
    setLocale('en');
    expect(formatPercent((239 / 240) * 100)).toBe('99%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0.4)).toBe('0.4%');
    expect(formatPercent(0)).toBe('0%');
    setLocale('de');
    expect(formatPercent(99.99).replace(/\s/g, ' ')).toBe('99 %');
    setLocale('en');
  });
});
