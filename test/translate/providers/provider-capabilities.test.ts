import { describe, expect, it } from 'vitest';
import { ProviderException, type TranslationProvider } from '../../../src/translate/providers/contract.js';
import { ManagedProvider } from '../../../src/translate/providers/managed/managed-provider.js';
import { estimateDetailsOf, handBackDelay, isViaSubscription, localeAdviceOf, serviceTierFor } from '../../../src/translate/providers/provider-capabilities.js';
import { ProviderRegistry } from '../../../src/translate/providers/registry.js';
import type { Warning } from '../../../src/translate/model/warnings.js';
import { MeteredScriptedProvider, ScriptedProvider } from '../../support/scripted-provider.js';

const logger = { info() {}, warn() {} };
const context = { setting: async () => null, env: {}, logger, fetch: globalThis.fetch };

describe('provider capabilities', () => {
  it('hands back only a retryable, global failure of a provider with the capability, and only a usable delay', () => {
    const metered = new MeteredScriptedProvider('metered');
    const outage = ProviderException.unavailable('Down.');
    expect(handBackDelay(metered, outage)).toBe(30_000);
    expect(handBackDelay(metered, null)).toBeNull();
    expect(handBackDelay(metered, ProviderException.authentication('Bad key.'))).toBeNull();
    expect(handBackDelay(metered, ProviderException.unreadableResponse('Garbage.'))).toBeNull();
    expect(handBackDelay(new ScriptedProvider('plain'), outage)).toBeNull();
    for (const delay of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      metered.handBackDelay = delay;
      expect(handBackDelay(metered, outage), String(delay)).toBeNull();
    }
    const throwing = Object.assign(new ScriptedProvider('throwing'), {
      handBackDelayMs: () => {
        throw new Error('bug');
      },
    });
    expect(handBackDelay(throwing, outage)).toBeNull();
  });

  it('sends the service tier only to a provider metered by tier', () => {
    expect(serviceTierFor(new MeteredScriptedProvider('metered'), 'quality')).toBe('quality');
    expect(serviceTierFor(new ScriptedProvider('plain'), 'quality')).toBeNull();
  });

  it('adds the credits of several metered providers, shows the first one\'s tier and quota, and counts a rejection as estimate_failed', async () => {
    const registry = new ProviderRegistry(logger);
    const first = new MeteredScriptedProvider('first_metered');
    first.quota = { plan: 'a', period: '2026-11', limit: 10, used: 0, remaining: 10 };
    const second = new MeteredScriptedProvider('second_metered');
    second.creditsPerCharacter = { quality: 10 };
    second.quota = { plan: 'b', period: '2026-11', limit: 10, used: 5, remaining: 5 };
    const failing = Object.assign(new ScriptedProvider('failing_metered'), {
      estimateDetails: async () => {
        throw new Error('quota service down');
      },
    });
    for (const provider of [first, second, failing, new ScriptedProvider('plain')]) registry.register(provider);
    const warnings: Warning[] = [];
    const characters = new Map([['first_metered', 2], ['second_metered', 3], ['failing_metered', 4], ['plain', 5]]);
    const details = await estimateDetailsOf(registry, ['plain', 'first_metered', 'second_metered', 'first_metered', 'failing_metered', 'nope'], characters, 'quality', warnings);
    expect(details).toEqual({ credits: 2 * 4 + 3 * 10, serviceTier: 'quality', multiplier: 4, quota: { plan: 'a', period: '2026-11', limit: 10, used: 0, remaining: 10 } });
    expect(warnings.map((item) => [item.code, item.params])).toEqual([
      ['managed_quota_exceeded', { credits: 30, remaining: 5 }],
      ['estimate_failed', { providerId: 'failing_metered', reason: 'quota service down' }],
    ]);
    expect(await estimateDetailsOf(registry, ['plain'], characters, 'quality', [])).toEqual({ credits: null, serviceTier: null, multiplier: null, quota: null });
  });

  it('reads advice that throws as unmappable, and no capability as no advice', () => {
    const plain = new ScriptedProvider('plain');
    expect(localeAdviceOf(plain, 'en-GB', 'xx-XX')).toEqual({ unmappable: null, englishVariantCollapsed: false });
    const throwing = (error: unknown): TranslationProvider =>
      Object.assign(new ScriptedProvider('throwing'), {
        adviseLocales: () => {
          throw error;
        },
      });
    expect(localeAdviceOf(throwing(ProviderException.unsupportedLanguage('No Klingon.')), 'en-GB', 'tlh')).toEqual({ unmappable: 'No Klingon.', englishVariantCollapsed: false });
    expect(localeAdviceOf(throwing(new TypeError('bug')), 'en-GB', 'tlh')).toEqual({
      unmappable: 'Scripted test provider cannot translate from en-GB to tlh.',
      englishVariantCollapsed: false,
    });
  });

  it('marks only the built-in billed through the subscription; a custom provider cannot claim it by a property', () => {
    expect(isViaSubscription(new ManagedProvider(context))).toBe(true);
    expect(isViaSubscription(new ScriptedProvider('plain'))).toBe(false);
    expect(isViaSubscription(Object.assign(new ScriptedProvider('claims'), { viaSubscription: true }))).toBe(false);
  });
});
