import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { createProviderRequest, type ProviderRequest } from '../../../src/translate/providers/contract.js';
import { DeeplProvider } from '../../../src/translate/providers/deepl/deepl-provider.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { failureOf, flagsOf } from './support.js';
import { createVendorProvider, describeVendorSuite, useVendorFixture, type ProviderSetup, type ProviderUnderTest, type VendorCase } from './vendor-suite.js';
import { startDeeplSimulator, type DeeplSimulator } from '../../upstreams/deepl.js';

/**
 * The DeepL provider (`mt_primary`) against the local DeepL simulator, never the real vendor: the
 * request it sends, its locale mapping, billing, every failure class with its flags, the credential
 * check, and the same provider behind the running server's provider routes.
 */

const PRO_KEY = 'deepl-test-key';
const FREE_KEY = 'deepl-test-key:fx';
const EUR_PER_CHARACTER = 20 / 1_000_000;

function translation(texts: string[], overrides: Partial<ProviderRequest> = {}): ProviderRequest {
  return createProviderRequest({ texts, sourceLocale: 'en-GB', targetLocale: 'de-DE', ...overrides });
}

/**
 * Stands in for the real DeepL hosts: records the address the provider chose and forwards the call
 * to the simulator's path for that host, which refuses a key of the other kind (403 Wrong endpoint).
 */
function hostRoutingFetch(sim: DeeplSimulator, addresses: string[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    addresses.push(url.href);
    return globalThis.fetch(`${sim.url}/${url.host}${url.pathname}${url.search}`, init);
  };
}

const DEEPL: VendorCase<DeeplSimulator, DeeplProvider> = {
  id: 'mt_primary',
  label: 'DeepL',
  key: PRO_KEY,
  wrongKey: 'deepl-wrong-key-93b2',
  start: () => startDeeplSimulator(),
  create: (context, options) => new DeeplProvider(context, options),
  limits: [50, 80_000],
  features: ['html', 'formality'],
  malformedAnswers: ['{"translations":[null,{"text":7}]}', '{"translations":{"text":"x"}}', ''],
  texts: ['Chair'],
  targetLocale: 'de-DE',
  translated: ['[DE] Chair'],
  invalidKeyMessage: 'DeepL rejected the API key (HTTP 403). Check the key in the provider settings.',
  bodyPhrases: ['Authorization failed'],
  extraKeyFaults: [[{ kind: 'status', status: 456 }]],
};

describeVendorSuite(DEEPL, useVendorFixture(DEEPL));

function createDeepl(sim: DeeplSimulator, setup: ProviderSetup = {}): ProviderUnderTest<DeeplProvider> {
  return createVendorProvider(DEEPL, sim, setup);
}

describe('DeepL provider (mt_primary) against the simulator', () => {
  let sim: DeeplSimulator;

  beforeAll(async () => {
    sim = await startDeeplSimulator();
  });
  afterEach(() => sim.reset());
  afterAll(async () => sim?.close());

  describe('translation', () => {
    it('translates plain text with header authentication, base source code and no markup handling', async () => {
      const { provider } = createDeepl(sim);
      const result = await provider.translate(translation(['Oak chair', 'Pine table']));

      expect(result.texts).toEqual(['[DE] Oak chair', '[DE] Pine table']);
      // Beside the spec's fields, under the provider's own id: the source language DeepL found per text.
      expect(result.providerMetadata).toEqual({ mt_primary: { detectedSourceLanguages: ['EN', 'EN'] } });
      expect(sim.requests).toHaveLength(1);
      const [request] = sim.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/v2/translate');
      expect(request?.headers.authorization).toBe(`DeepL-Auth-Key ${PRO_KEY}`);
      expect(request?.headers['user-agent']).toBe('ext-translate');
      expect(request?.query.toString()).toBe('');
      expect(request?.json).toEqual({
        text: ['Oak chair', 'Pine table'],
        source_lang: 'EN',
        target_lang: 'DE',
        show_billed_characters: true,
      });
    });

    it('sends html with tag_handling html, keeps the markup, and bills only what DeepL bills (no tags)', async () => {
      const { provider } = createDeepl(sim);
      const html = '<p class="lead">Oak <b>chair</b></p>';
      const result = await provider.translate(translation([html], { format: 'html' }));

      expect(result.texts).toEqual(['<p class="lead">[DE] Oak <b>[DE] chair</b></p>']);
      expect(sim.requests[0]?.json).toMatchObject({ tag_handling: 'html' });
      expect(result.characters).toBe('Oak chair'.length);
      expect(result.cost.currency).toBe('EUR');
      expect(result.cost.amount).toBeCloseTo('Oak chair'.length * EUR_PER_CHARACTER, 12);
    });

    it('reports the billed characters and the EUR cost (EUR 20 per million)', async () => {
      const { provider } = createDeepl(sim);
      const texts = ['Oak chair', 'Grüße 👋'];
      const result = await provider.translate(translation(texts));

      // DeepL counts Unicode code points: the emoji is one character, not two UTF-16 units.
      expect(result.characters).toBe(9 + 7);
      expect(sim.usage().characterCount).toBe(16);
      expect(result.cost.toJSON()).toEqual({ amount: 0.00032, currency: 'EUR' });
      expect(provider.estimate(1_000_000).toJSON()).toEqual({ amount: 20, currency: 'EUR' });
      expect([result.inputTokens, result.outputTokens, result.accountingKey]).toEqual([0, 0, null]);
    });

    it('bills zero characters when DeepL bills zero (markup without text)', async () => {
      const { provider } = createDeepl(sim);
      const result = await provider.translate(translation(['<br>', '<p></p>'], { format: 'html' }));

      expect(result.texts).toEqual(['<br>', '<p></p>']);
      expect(result.characters).toBe(0);
      expect(result.cost.amount).toBe(0);
    });

    it('maps tone to prefer_more / prefer_less on formality targets and sends none elsewhere', async () => {
      const cases: { target: string; tone: ProviderRequest['tone']; formality: string | undefined }[] = [
        { target: 'de-DE', tone: 'formal', formality: 'prefer_more' },
        { target: 'fr-FR', tone: 'informal', formality: 'prefer_less' },
        { target: 'pt-BR', tone: 'formal', formality: 'prefer_more' },
        { target: 'ja-JP', tone: 'informal', formality: 'prefer_less' },
        { target: 'de-DE', tone: null, formality: undefined },
        { target: 'en-US', tone: 'formal', formality: undefined },
        { target: 'fi-FI', tone: 'informal', formality: undefined },
        { target: 'zh-CN', tone: 'formal', formality: undefined },
      ];
      const { provider } = createDeepl(sim);
      for (const { target, tone, formality } of cases) {
        sim.reset();
        await provider.translate(translation(['Welcome'], { targetLocale: target, tone }));
        expect((sim.requests[0]?.json as Record<string, unknown>).formality, `${target} ${String(tone)}`).toBe(formality);
      }
    });

  });

  describe('locale mapping', () => {
    it('maps platform targets to DeepL codes, and each is accepted by the simulator', async () => {
      const targets: Record<string, string> = {
        'en-US': 'EN-US',
        'en-GB': 'EN-GB',
        'en-AU': 'EN-GB',
        'pt-BR': 'PT-BR',
        'pt-PT': 'PT-PT',
        'de-DE': 'DE',
        'de-AT': 'DE',
        'zh-TW': 'ZH-HANT',
        'zh-CN': 'ZH-HANS',
        'es-ES': 'ES',
        'es-MX': 'ES-419',
        'es-AR': 'ES-419',
        'nb-NO': 'NB',
        'uk-UA': 'UK',
      };
      const { provider } = createDeepl(sim);
      for (const [locale, code] of Object.entries(targets)) {
        expect(provider.targetCode(locale), locale).toBe(code);
        sim.reset();
        const result = await provider.translate(translation(['Chair'], { targetLocale: locale }));
        expect(result.texts, locale).toEqual([`[${code}] Chair`]);
        expect((sim.requests[0]?.json as Record<string, unknown>).target_lang).toBe(code);
      }
    });

    it('sends base codes as the source', async () => {
      const { provider } = createDeepl(sim);
      expect(['en-GB', 'en-US', 'pt-BR', 'zh-TW', 'de-CH'].map((locale) => provider.sourceCode(locale))).toEqual(['EN', 'EN', 'PT', 'ZH', 'DE']);
      await provider.translate(translation(['Stuhl'], { sourceLocale: 'de-CH', targetLocale: 'en-US' }));
      expect(sim.requests[0]?.json).toMatchObject({ source_lang: 'DE', target_lang: 'EN-US' });
    });

    it('refuses an unmappable target or source with a user-safe failure, before calling upstream', async () => {
      const { provider } = createDeepl(sim);
      const target = await failureOf(provider.translate(translation(['Chair'], { targetLocale: 'xx-XX' })));
      expect(target.message).toBe('DeepL does not support the language "xx-XX".');
      expect(flagsOf(target)).toEqual({ retryable: false, globalFailure: false, bisectable: false });

      const source = await failureOf(provider.translate(translation(['Chair'], { sourceLocale: 'nn-NO' })));
      expect(source.message).toBe('DeepL does not support the language "nn-NO".');
      expect(() => provider.targetCode('cy-GB')).toThrow('DeepL does not support the language "cy-GB".');
      expect(sim.requests).toHaveLength(0);
    });
  });

  describe('hosts', () => {
    it('sends Free keys (:fx) to the free host and Pro keys to the Pro host when no override is set', async () => {
      const addresses: string[] = [];
      const free = createDeepl(sim, { apiKey: FREE_KEY, env: {}, fetch: hostRoutingFetch(sim, addresses) });
      expect((await free.provider.translate(translation(['Chair']))).texts).toEqual(['[DE] Chair']);
      expect((await free.provider.validateCredentials(null)).valid).toBe(true);

      const pro = createDeepl(sim, { apiKey: PRO_KEY, env: {}, fetch: hostRoutingFetch(sim, addresses) });
      expect((await pro.provider.translate(translation(['Chair']))).texts).toEqual(['[DE] Chair']);

      expect(addresses).toEqual([
        'https://api-free.deepl.com/v2/translate',
        'https://api-free.deepl.com/v2/usage',
        'https://api.deepl.com/v2/translate',
      ]);
      expect(sim.requests.map((request) => request.path)).toEqual([
        '/api-free.deepl.com/v2/translate',
        '/api-free.deepl.com/v2/usage',
        '/api.deepl.com/v2/translate',
      ]);
    });

    it('sends both kinds of key to the EXT_TRANSLATE_MT_PRIMARY_BASE_URL override', async () => {
      for (const apiKey of [FREE_KEY, PRO_KEY]) {
        const { provider } = createDeepl(sim, { apiKey });
        expect((await provider.translate(translation(['Chair']))).texts).toEqual(['[DE] Chair']);
      }
      expect(sim.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
        ['/v2/translate', `DeepL-Auth-Key ${FREE_KEY}`],
        ['/v2/translate', `DeepL-Auth-Key ${PRO_KEY}`],
      ]);

      // An override standing for the Pro host takes the Free key too, and DeepL's refusal is a key failure.
      const { provider } = createDeepl(sim, { apiKey: FREE_KEY, env: { EXT_TRANSLATE_MT_PRIMARY_BASE_URL: `${sim.proUrl}/` } });
      const error = await failureOf(provider.translate(translation(['Chair'])));
      expect(error.message).toBe('DeepL rejected the API key (HTTP 403). Check the key in the provider settings.');
      expect(sim.requests.at(-1)?.path).toBe('/api.deepl.com/v2/translate');
    });
  });

  describe('failures', () => {
    it('fails 456 (quota spent) at once: global, not retryable', async () => {
      const { provider } = createDeepl(sim);
      sim.setUsage({ characterCount: 499_999 });
      const error = await failureOf(provider.translate(translation(['Oak chair'])));

      expect(error.message).toBe('The DeepL quota or credit is used up (HTTP 456).');
      expect(error.code).toBe(456);
      expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
      expect(sim.requests).toHaveLength(1);
    });

    it('fails a rejected key (403) at once: global, not retryable, the key not in the message', async () => {
      const { provider } = createDeepl(sim, { apiKey: 'deepl-revoked-key-6a1f' });
      const error = await failureOf(provider.translate(translation(['Chair'])));

      expect(error.message).toBe('DeepL rejected the API key (HTTP 403). Check the key in the provider settings.');
      expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
      expect(error.message).not.toContain('deepl-revoked-key-6a1f');
      expect(sim.requests).toHaveLength(1);
    });

    it('fails 400 and 413 as bisectable, without retrying and without the body', async () => {
      const { provider } = createDeepl(sim);
      sim.fail({ kind: 'status', status: 400 });
      const badRequest = await failureOf(provider.translate(translation(['Chair'])));
      expect(badRequest.message).toBe('DeepL could not process the request (HTTP 400).');
      expect(flagsOf(badRequest)).toEqual({ retryable: false, globalFailure: false, bisectable: true });

      // A body above DeepL's 128 KiB limit: the front server answers 413 with an HTML page.
      sim.reset();
      const tooLarge = await failureOf(provider.translate(translation(['x'.repeat(70_000), 'y'.repeat(70_000)])));
      expect(tooLarge.message).toBe('The request was too large for DeepL (HTTP 413).');
      expect(tooLarge.code).toBe(413);
      expect(flagsOf(tooLarge)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
      expect(sim.requests).toHaveLength(1);
    });

  });

  describe('credentials', () => {
    it('validates a Free key with the account quota from /v2/usage', async () => {
      sim.setUsage({ characterCount: 1_234 });
      const { provider } = createDeepl(sim, { apiKey: FREE_KEY });
      const status = await provider.validateCredentials(null);

      expect(status).toEqual({ valid: true, message: 'The DeepL key works (1234 of 500000 characters used).', quota: { used: 1_234, limit: 500_000 } });
      expect(sim.requests[0]).toMatchObject({ method: 'GET', path: '/v2/usage' });
      expect(sim.requests[0]?.headers.authorization).toBe(`DeepL-Auth-Key ${FREE_KEY}`);
    });

    it('reports no limit (null) for the Pro "no limit" value 1e12', async () => {
      sim.setUsage({ characterCount: 42, characterLimit: 1_000_000_000_000 });
      const { provider } = createDeepl(sim);
      expect(await provider.validateCredentials(null)).toEqual({
        valid: true,
        message: 'The DeepL key works (42 characters used).',
        quota: { used: 42, limit: null },
      });
    });

    it('checks an explicit key instead of the stored one', async () => {
      const { provider } = createDeepl(sim, { apiKey: null });
      expect((await provider.validateCredentials(`  ${PRO_KEY} `)).valid).toBe(true);
      expect(sim.requests[0]?.headers.authorization).toBe(`DeepL-Auth-Key ${PRO_KEY}`);
      expect(await provider.validateCredentials('   ')).toEqual({ valid: false, message: 'No API key is configured for DeepL.', quota: null });
    });

    it('answers valid false with a user-safe message for an invalid key, never throwing', async () => {
      const { provider } = createDeepl(sim);
      const status = await provider.validateCredentials('deepl-invalid-key-77c0');

      expect(status).toEqual({
        valid: false,
        message: 'DeepL rejected the API key (HTTP 403). Check the key in the provider settings.',
        quota: null,
      });
      expect(status.message).not.toContain('deepl-invalid-key-77c0');
    });

    it('answers valid false when DeepL cannot be reached', async () => {
      const { provider } = createDeepl(sim);
      sim.fail({ kind: 'reset' }, { kind: 'reset' }, { kind: 'reset' });
      expect(await provider.validateCredentials(null)).toEqual({ valid: false, message: 'DeepL could not be reached.', quota: null });
    });
  });
});

describe('DeepL (mt_primary) through the running server', () => {
  const BASE = '/api/_action/ext-translate';
  let sim: DeeplSimulator;
  let h: Harness;

  beforeAll(async () => {
    sim = await startDeeplSimulator();
    h = await createHarness({}, { providers: { env: { EXT_TRANSLATE_MT_PRIMARY_BASE_URL: sim.url } } });
    const saved = await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.mt_primaryApiKey': PRO_KEY } });
    expect(saved.statusCode).toBe(204);
  });
  beforeEach(() => sim.reset());
  afterAll(async () => {
    await h?.close();
    await sim?.close();
  });

  it('lists DeepL as configured with its feature flags', async () => {
    const response = await h.request('GET', `${BASE}/providers`);
    expect(response.statusCode).toBe(200);
    const providers = response.json().providers as { id: string }[];
    expect(providers.find((provider) => provider.id === 'mt_primary')).toEqual({
      id: 'mt_primary',
      label: 'DeepL',
      configured: true,
      models: [],
      supports: { html: true, formality: true, tone: false, glossary: false },
      viaSubscription: false,
      capabilities: { usesKey: true, liveModels: false, serviceTier: false },
    });
    expect(sim.requests).toHaveLength(0);
  });

  it('tests the saved key, an entered key and a wrong key: always 200, quota for DeepL, the key never echoed', async () => {
    sim.setUsage({ characterCount: 10 });
    const saved = await h.request('POST', `${BASE}/provider/mt_primary/test`, { body: {} });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ valid: true, message: 'The DeepL key works (10 of 500000 characters used).', quota: { used: 10, limit: 500_000 } });

    const entered = await h.request('POST', `${BASE}/provider/mt_primary/test`, { body: { apiKey: FREE_KEY } });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ valid: true, quota: { used: 10, limit: 500_000 } });
    expect(sim.requests.at(-1)?.headers.authorization).toBe(`DeepL-Auth-Key ${FREE_KEY}`);

    const wrong = await h.request('POST', `${BASE}/provider/mt_primary/test`, { body: { apiKey: 'deepl-typo-key-5e3d' } });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ valid: false, message: 'DeepL rejected the API key (HTTP 403). Check the key in the provider settings.', quota: null });
    for (const response of [saved, entered, wrong]) {
      expect(response.body).not.toContain(PRO_KEY);
      expect(response.body).not.toContain('deepl-typo-key-5e3d');
    }
  });

  it('lists no models: a machine-translation provider has only the empty curated list', async () => {
    const response = await h.request('POST', `${BASE}/provider/mt_primary/models`, { body: { apiKey: PRO_KEY } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ models: [], source: 'curated' });
  });

  it('previews English to German through DeepL, with tone as formality', async () => {
    const response = await h.request('POST', `${BASE}/preview`, {
      body: { providerId: 'mt_primary', text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID, tone: 'formal' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ translation: '[DE] Oak chair', characters: 9, cost: { amount: 0.00018, currency: 'EUR' } });
    expect(sim.requests[0]?.json).toEqual({
      text: ['Oak chair'],
      source_lang: 'EN',
      target_lang: 'DE',
      show_billed_characters: true,
      formality: 'prefer_more',
    });
  });

  it('answers 400 with the user-safe message when DeepL fails the preview', async () => {
    sim.fail({ kind: 'status', status: 456 });
    const response = await h.request('POST', `${BASE}/preview`, {
      body: { providerId: 'mt_primary', text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The DeepL quota or credit is used up (HTTP 456).' });
  });
});
