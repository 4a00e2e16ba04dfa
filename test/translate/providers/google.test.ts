import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/host/content/locales.js';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import type { ProviderException} from '../../../src/translate/providers/contract.js';
import { createProviderRequest, type ProviderRequest } from '../../../src/translate/providers/contract.js';
import {
  collapsesEnglishVariant,
  googleLanguageCode,
  GoogleTranslateProvider,
} from '../../../src/translate/providers/google/google-provider.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { failureOf, flagsOf } from './support.js';
import { createVendorProvider, describeVendorSuite, useVendorFixture, type ProviderSetup, type ProviderUnderTest, type VendorCase } from './vendor-suite.js';
import { startDeeplSimulator, type DeeplSimulator } from '../../upstreams/deepl.js';
import { googleError, startGoogleSimulator, type GoogleSimulator } from '../../upstreams/google.js';

/**
 * The Google Cloud Translation Basic v2 provider (`mt_secondary`) against the local Google
 * simulator, never the real vendor: the request it sends (key in the query string), locale mapping
 * with the English collapse, billing, Google's own failure statuses (a bad key is a 400, quotas are
 * 403s), the credential check, and the provider behind the running server's provider routes.
 */

const KEY = 'google-test-key';
const USD_PER_CHARACTER = 20 / 1_000_000;
const TRANSLATE_PATH = '/language/translate/v2';

function translation(texts: string[], overrides: Partial<ProviderRequest> = {}): ProviderRequest {
  return createProviderRequest({ texts, sourceLocale: 'en-GB', targetLocale: 'de-DE', ...overrides });
}

function sentBody(sim: GoogleSimulator, index = 0): Record<string, unknown> {
  return sim.requests[index]?.json as Record<string, unknown>;
}

const GOOGLE: VendorCase<GoogleSimulator, GoogleTranslateProvider> = {
  id: 'mt_secondary',
  label: 'Google Cloud Translation',
  key: KEY,
  wrongKey: 'google-wrong-key-4c9d',
  start: () => startGoogleSimulator(),
  create: (context, options) => new GoogleTranslateProvider(context, options),
  limits: [100, 80_000],
  features: ['html'],
  malformedAnswers: ['{"data":{"translations":[null,{"translatedText":7}]}}', '{"data":null}', '{"data":{"translations":"x"}}'],
  texts: ['Chair'],
  targetLocale: 'de-DE',
  translated: ['[de] Chair'],
  invalidKeyMessage: 'Google Cloud Translation rejected the API key (HTTP 400). Check the key in the provider settings.',
  // Google's 403s say what they are (rate limit, daily quota, refused key, disabled API): tested below.
  globalStatuses: [401, 402, 404],
  bodyPhrases: ['Invalid Value', 'key='],
};

describeVendorSuite(GOOGLE, useVendorFixture(GOOGLE));

function createGoogle(sim: GoogleSimulator, setup: ProviderSetup = {}): ProviderUnderTest<GoogleTranslateProvider> {
  return createVendorProvider(GOOGLE, sim, setup);
}

describe('Google Cloud Translation provider (mt_secondary) against the simulator', () => {
  let sim: GoogleSimulator;

  beforeAll(async () => {
    sim = await startGoogleSimulator();
  });
  afterEach(() => sim.reset());
  afterAll(async () => sim?.close());

  describe('translation', () => {
    it('translates plain text with format text, the key in the query string and named languages', async () => {
      const { provider } = createGoogle(sim);
      const result = await provider.translate(translation(["Children's chair > 3 years", 'Pine & oak "table"']));

      // With format text Google returns raw text: no &#39; or &amp; to undo.
      expect(result.texts).toEqual(["[de] Children's chair > 3 years", '[de] Pine & oak "table"']);
      expect(sim.requests).toHaveLength(1);
      const [request] = sim.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe(TRANSLATE_PATH);
      expect([...(request?.query.keys() ?? [])]).toEqual(['key']);
      expect(request?.query.get('key')).toBe(KEY);
      expect(request?.headers.authorization).toBeUndefined();
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request?.json).toEqual({ q: ["Children's chair > 3 years", 'Pine & oak "table"'], target: 'de', source: 'en', format: 'text' });
    });

    it('sends html with format html and keeps the markup as Google returns it', async () => {
      const { provider } = createGoogle(sim);
      const html = '<p class="lead">It\'s <b>oak</b>&nbsp;wood</p>';
      const result = await provider.translate(translation([html], { format: 'html', targetLocale: 'fr-FR' }));

      expect(sentBody(sim)).toMatchObject({ format: 'html', target: 'fr' });
      // Google escapes text nodes in html mode; the entities are valid markup and stay as they are.
      expect(result.texts).toEqual(['<p class="lead">[fr] It&#39;s <b>[fr] oak</b>[fr] &nbsp;wood</p>']);
      // Google bills every character sent, tags included.
      expect(result.characters).toBe([...html].length);
    });

    it('reports the characters sent and the USD cost (USD 20 per million)', async () => {
      const { provider } = createGoogle(sim);
      const result = await provider.translate(translation(['Oak chair', 'Grüße 👋']));

      // Code points: the emoji counts once.
      expect(result.characters).toBe(9 + 7);
      expect(result.cost.toJSON()).toEqual({ amount: 0.00032, currency: 'USD' });
      expect(result.cost.amount).toBeCloseTo(16 * USD_PER_CHARACTER, 12);
      expect(provider.estimate(1_000_000).toJSON()).toEqual({ amount: 20, currency: 'USD' });
      expect(provider.estimate(0).amount).toBe(0);
      expect([result.inputTokens, result.outputTokens, result.accountingKey]).toEqual([0, 0, null]);
    });

    it('sends nothing for tone, prompt or glossary: v2 has neither formality nor glossaries', async () => {
      const { provider } = createGoogle(sim);
      await provider.translate(
        translation(['Welcome'], { tone: 'formal', customPrompt: 'Be brief.', glossaryTerms: { Welcome: 'Willkommen' }, traceId: 'job-1' }),
      );
      expect(Object.keys(sentBody(sim)).sort()).toEqual(['format', 'q', 'source', 'target']);
    });

    it('takes a full batch of 100 texts in one request', async () => {
      const { provider } = createGoogle(sim);
      const texts = Array.from({ length: 100 }, (_, index) => `Text ${index}`);
      const result = await provider.translate(translation(texts));
      expect(result.texts).toHaveLength(100);
      expect(result.texts[99]).toBe('[de] Text 99');
      expect(sim.requests).toHaveLength(1);
    });
  });

  describe('locale mapping', () => {
    it('maps platform locales to Google codes, and each is accepted by the simulator', async () => {
      const codes: Record<string, string> = {
        'en-GB': 'en',
        'en-US': 'en',
        'en-AU': 'en',
        'de-DE': 'de',
        'de-CH': 'de',
        'pt-BR': 'pt',
        'pt-PT': 'pt-PT',
        'zh-CN': 'zh-CN',
        'zh-TW': 'zh-TW',
        'fr-FR': 'fr',
        'fr-CA': 'fr-CA',
        'he-IL': 'he',
        'nb-NO': 'no',
        'es-MX': 'es',
      };
      const { provider } = createGoogle(sim);
      for (const [locale, code] of Object.entries(codes)) {
        expect(provider.languageCode(locale), locale).toBe(code);
        sim.reset();
        const result = await provider.translate(translation(['Chair'], { sourceLocale: 'de-DE', targetLocale: locale }));
        expect(result.texts, locale).toEqual([`[${code}] Chair`]);
        expect(sentBody(sim).target).toBe(code);
      }
      // The same mapping names the source; en-GB becomes en.
      sim.reset();
      await provider.translate(translation(['Stuhl'], { sourceLocale: 'zh-TW', targetLocale: 'en-GB' }));
      expect(sentBody(sim)).toMatchObject({ source: 'zh-TW', target: 'en' });
    });

    it('maps every platform locale except Norwegian Nynorsk', () => {
      const unmapped = LOCALES.map(([locale]) => locale).filter((locale) => googleLanguageCode(locale) === null);
      expect(unmapped).toEqual(['nn-NO']);
    });

    it('tells which locales collapse into plain English (the mt_secondary_english_collapse warning)', () => {
      const { provider } = createGoogle(sim);
      for (const locale of ['en-GB', 'en-US', 'en-AU', 'en_IE']) {
        expect(collapsesEnglishVariant(locale), locale).toBe(true);
        expect(provider.collapsesLocale(locale), locale).toBe(true);
      }
      for (const locale of ['en', 'de-DE', 'pt-BR', 'pt-PT', 'zh-TW', 'fr-CA']) {
        expect(collapsesEnglishVariant(locale), locale).toBe(false);
      }
    });

    it('refuses an unmappable target or source with a user-safe failure, before calling upstream', async () => {
      const { provider } = createGoogle(sim);
      const target = await failureOf(provider.translate(translation(['Chair'], { targetLocale: 'xx-XX' })));
      expect(target.message).toBe('Google Cloud Translation does not support the language "xx-XX".');
      expect(flagsOf(target)).toEqual({ retryable: false, globalFailure: false, bisectable: false });

      const source = await failureOf(provider.translate(translation(['Chair'], { sourceLocale: 'nn-NO' })));
      expect(source.message).toBe('Google Cloud Translation does not support the language "nn-NO".');
      expect(sim.requests).toHaveLength(0);
    });
  });

  describe('address and key', () => {
    it('calls translation.googleapis.com when no override is set, with the key only in the query string', async () => {
      const addresses: string[] = [];
      const forwardToSimulator: typeof fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        addresses.push(url.href);
        return globalThis.fetch(`${sim.url}${url.pathname}${url.search}`, init);
      };
      const { provider } = createGoogle(sim, { env: {}, fetch: forwardToSimulator });
      expect((await provider.translate(translation(['Chair']))).texts).toEqual(['[de] Chair']);
      expect((await provider.validateCredentials(null)).valid).toBe(true);

      expect(addresses).toEqual([
        `https://translation.googleapis.com${TRANSLATE_PATH}?key=${KEY}`,
        `https://translation.googleapis.com${TRANSLATE_PATH}/languages?key=${KEY}&target=en`,
      ]);
    });

    it('encodes a key with reserved characters so Google receives it unchanged', async () => {
      const { provider } = createGoogle(sim);
      const key = 'AIza+odd/key=&x';
      const status = await provider.validateCredentials(key);

      expect(sim.requests[0]?.query.get('key')).toBe(key);
      expect([...(sim.requests[0]?.query.keys() ?? [])]).toEqual(['key', 'target']);
      expect(status.valid).toBe(false);
      expect(status.message).not.toContain('AIza');
    });

    it('refuses a malformed base address without quoting the keyed address', async () => {
      const { provider } = createGoogle(sim, { env: { EXT_TRANSLATE_MT_SECONDARY_BASE_URL: 'not a url' } });
      const error = await failureOf(provider.translate(translation(['Chair'])));
      expect(error.message).toBe('The Google Cloud Translation address is not a valid URL.');
      expect(inspect(error, { depth: 5 })).not.toContain(KEY);
      expect((await provider.validateCredentials(null)).message).toBe('The Google Cloud Translation address is not a valid URL.');
    });
  });

  describe('failures', () => {
    it('reads 403 "User Rate Limit Exceeded" as a rate limit: retryable and global, not a key problem', async () => {
      const { provider } = createGoogle(sim);
      sim.fail({ kind: 'status', status: 403 });
      const error = await failureOf(provider.translate(translation(['Chair'])));

      expect(error.message).toBe('Google Cloud Translation is limiting the request rate (HTTP 403). Try again later.');
      expect(error.code).toBe(403);
      expect(flagsOf(error)).toEqual({ retryable: true, globalFailure: true, bisectable: false });
      // Not retried inline: the quota's minute window outlasts the base's backoff.
      expect(sim.requests).toHaveLength(1);
    });

    it('reads 403 "Daily Limit Exceeded" as a spent quota: global, not retryable', async () => {
      const { provider } = createGoogle(sim);
      sim.fail({
        kind: 'status',
        status: 403,
        body: JSON.stringify(googleError(403, 'Daily Limit Exceeded', 'dailyLimitExceeded', 'PERMISSION_DENIED')),
      });
      const error = await failureOf(provider.translate(translation(['Chair'])));

      expect(error.message).toBe('The Google Cloud Translation daily quota is used up (HTTP 403). It resets at midnight Pacific time.');
      expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
    });

    it('recognises the quota 403s by their message when the legacy reason is missing', async () => {
      const { provider } = createGoogle(sim);
      sim.fail(
        { kind: 'status', status: 403, body: JSON.stringify({ error: { code: 403, message: 'User Rate Limit Exceeded' } }) },
        { kind: 'status', status: 403, body: JSON.stringify({ error: { code: 403, message: 'Daily Limit Exceeded' } }) },
      );
      expect((await failureOf(provider.translate(translation(['Chair'])))).retryable).toBe(true);
      expect((await failureOf(provider.translate(translation(['Chair'])))).message).toContain('daily quota is used up');
    });

    it('reads other 403s as a refused key, and names a disabled API', async () => {
      const { provider } = createGoogle(sim);
      sim.fail(
        { kind: 'status', status: 403, body: JSON.stringify(googleError(403, 'The request is missing a valid API key.', 'forbidden', 'PERMISSION_DENIED')) },
        {
          kind: 'status',
          status: 403,
          body: JSON.stringify(
            googleError(403, 'Cloud Translation API has not been used in project 123 before or it is disabled.', 'accessNotConfigured', 'PERMISSION_DENIED', {
              details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'SERVICE_DISABLED', domain: 'googleapis.com' }],
            }),
          ),
        },
        { kind: 'status', status: 403, body: 'Forbidden' },
      );
      const missing = await failureOf(provider.translate(translation(['Chair'])));
      expect(missing.message).toBe('Google Cloud Translation rejected the API key (HTTP 403). Check the key in the provider settings.');
      expect(flagsOf(missing)).toEqual({ retryable: false, globalFailure: true, bisectable: false });

      const disabled = await failureOf(provider.translate(translation(['Chair'])));
      expect(disabled.message).toBe('The Cloud Translation API is not enabled for the project of this Google Cloud Translation key (HTTP 403).');
      expect(flagsOf(disabled)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
      expect(disabled.message).not.toContain('project 123');

      const unreadable = await failureOf(provider.translate(translation(['Chair'])));
      expect(unreadable.message).toBe('Google Cloud Translation rejected the API key (HTTP 403). Check the key in the provider settings.');
    });

    it('reads 400 API_KEY_INVALID as a rejected key: global, not retryable, never bisected', async () => {
      const { provider } = createGoogle(sim, { apiKey: 'google-revoked-key-1b7e' });
      const error = await failureOf(provider.translate(translation(['Chair', 'Table'])));

      expect(error.message).toBe('Google Cloud Translation rejected the API key (HTTP 400). Check the key in the provider settings.');
      expect(error.code).toBe(400);
      expect(flagsOf(error)).toEqual({ retryable: false, globalFailure: true, bisectable: false });
      expect(error.message).not.toContain('google-revoked-key-1b7e');
      expect(sim.requests).toHaveLength(1);
    });

    it('fails other 400s and 413 as bisectable, without retrying and without the body', async () => {
      const { provider } = createGoogle(sim);
      // Above Google's 128 segments: a real 400 "Too many text segments" from the simulator.
      const tooMany = await failureOf(provider.translate(translation(Array.from({ length: 129 }, (_, index) => `Text ${index}`))));
      expect(tooMany.message).toBe('Google Cloud Translation could not process the request (HTTP 400).');
      expect(flagsOf(tooMany)).toEqual({ retryable: false, globalFailure: false, bisectable: true });

      sim.fail({ kind: 'status', status: 413 });
      const tooLarge = await failureOf(provider.translate(translation(['Chair'])));
      expect(tooLarge.message).toBe('The request was too large for Google Cloud Translation (HTTP 413).');
      expect(flagsOf(tooLarge)).toEqual({ retryable: false, globalFailure: false, bisectable: true });
      expect(sim.requests).toHaveLength(2);
    });

    it('never puts the key into an exception, its cause, or a log line (the key travels in the URL)', async () => {
      const under = createGoogle(sim, { timeoutMs: 150 });
      const failures: ProviderException[] = [];
      const faults = [
        [{ kind: 'status', status: 400 }],
        [{ kind: 'status', status: 403 }],
        [{ kind: 'status', status: 404 }],
        [{ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 }],
        [{ kind: 'reset' }, { kind: 'reset' }, { kind: 'reset' }],
        [{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }],
        [{ kind: 'garbage' }],
      ] as const;
      for (const scripted of faults) {
        sim.reset();
        sim.fail(...scripted);
        failures.push(await failureOf(under.provider.translate(translation(['Chair']))));
      }
      sim.reset();
      await under.provider.translate(translation(['Chair']));
      await under.provider.validateCredentials(null);
      const invalid = await createGoogle(sim, { apiKey: 'google-wrong-key-4c9d' }).provider.validateCredentials(null);

      expect(under.logs.length).toBeGreaterThan(10);
      for (const line of under.logs) {
        expect(Object.keys(line.fields).sort()).toEqual(['attempt', 'durationMs', 'host', 'method', 'path', 'provider', 'status']);
        expect([TRANSLATE_PATH, `${TRANSLATE_PATH}/languages`]).toContain(line.fields.path);
      }
      const everything = [
        JSON.stringify(under.logs),
        JSON.stringify(invalid),
        ...failures.map((failure) => inspect(failure, { depth: 6 })),
      ].join('\n');
      expect(everything).not.toContain(KEY);
      expect(everything).not.toContain('google-wrong-key-4c9d');
      expect(everything).not.toContain('key=');
      expect(everything).not.toContain('Invalid Value');
    });
  });

  describe('credentials', () => {
    it('validates a key by listing the languages; Google reports no quota', async () => {
      const { provider } = createGoogle(sim);
      expect(await provider.validateCredentials(null)).toEqual({ valid: true, message: 'The Google Cloud Translation key works.', quota: null });
      const [request] = sim.requests;
      expect(request).toMatchObject({ method: 'GET', path: `${TRANSLATE_PATH}/languages` });
      expect(request?.query.get('key')).toBe(KEY);
      expect(request?.query.get('target')).toBe('en');
    });

    it('checks an explicit key instead of the stored one', async () => {
      const { provider } = createGoogle(sim, { apiKey: null });
      expect((await provider.validateCredentials(` ${KEY} `)).valid).toBe(true);
      expect(sim.requests[0]?.query.get('key')).toBe(KEY);
      expect(await provider.validateCredentials(null)).toEqual({
        valid: false,
        message: 'No API key is configured for Google Cloud Translation.',
        quota: null,
      });
    });

    it('answers valid false with a user-safe message for an invalid key, never throwing', async () => {
      const { provider } = createGoogle(sim);
      expect(await provider.validateCredentials('google-invalid-key-0d2a')).toEqual({
        valid: false,
        message: 'Google Cloud Translation rejected the API key (HTTP 400). Check the key in the provider settings.',
        quota: null,
      });
    });
  });
});

describe('Google Cloud Translation (mt_secondary) through the running server', () => {
  const BASE = '/api/_action/ext-translate';
  let google: GoogleSimulator;
  let deepl: DeeplSimulator;
  let h: Harness;

  beforeAll(async () => {
    google = await startGoogleSimulator();
    deepl = await startDeeplSimulator();
    h = await createHarness(
      {},
      { providers: { env: { EXT_TRANSLATE_MT_PRIMARY_BASE_URL: deepl.url, EXT_TRANSLATE_MT_SECONDARY_BASE_URL: google.url } } },
    );
    const saved = await h.request('POST', '/api/_action/system-config', {
      body: { 'ExtTranslate.config.mt_primaryApiKey': 'deepl-test-key', 'ExtTranslate.config.mt_secondaryApiKey': KEY },
    });
    expect(saved.statusCode).toBe(204);
  });
  beforeEach(() => {
    google.reset();
    deepl.reset();
  });
  afterAll(async () => {
    await h?.close();
    await google?.close();
    await deepl?.close();
  });

  it('lists both machine-translation providers as configured, with their feature flags', async () => {
    const response = await h.request('GET', `${BASE}/providers`);
    expect(response.statusCode).toBe(200);
    const providers = response.json().providers as { id: string }[];
    const ids = providers.map((provider) => provider.id);
    expect(ids.indexOf('mt_secondary')).toBe(ids.indexOf('mt_primary') + 1);
    expect(providers.find((provider) => provider.id === 'mt_primary')).toMatchObject({
      configured: true,
      supports: { html: true, formality: true, tone: false, glossary: false },
    });
    expect(providers.find((provider) => provider.id === 'mt_secondary')).toEqual({
      id: 'mt_secondary',
      label: 'Google Cloud Translation',
      configured: true,
      models: [],
      supports: { html: true, formality: false, tone: false, glossary: false },
      viaSubscription: false,
      capabilities: { usesKey: true, liveModels: false, serviceTier: false },
    });
    expect(google.requests).toHaveLength(0);
  });

  it('tests the saved key and a wrong key: always 200, no quota, the key never echoed', async () => {
    const saved = await h.request('POST', `${BASE}/provider/mt_secondary/test`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ valid: true, message: 'The Google Cloud Translation key works.', quota: null });

    const wrong = await h.request('POST', `${BASE}/provider/mt_secondary/test`, { body: { apiKey: 'google-typo-key-83f1' } });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      valid: false,
      message: 'Google Cloud Translation rejected the API key (HTTP 400). Check the key in the provider settings.',
      quota: null,
    });
    expect(google.requests.map((request) => request.query.get('key'))).toEqual([KEY, 'google-typo-key-83f1']);
    for (const response of [saved, wrong]) {
      expect(response.body).not.toContain(KEY);
      expect(response.body).not.toContain('google-typo-key-83f1');
    }
  });

  it('lists no models, curated: a machine-translation provider has none', async () => {
    const posted = await h.request('POST', `${BASE}/provider/mt_secondary/models`, { body: { apiKey: KEY } });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ models: [], source: 'curated' });
    const read = await h.request('GET', `${BASE}/provider/mt_secondary/models`);
    expect(read.json()).toEqual({ models: [], source: 'curated' });
    expect(google.requests).toHaveLength(0);
  });

  it('previews English (en-GB, collapsed to en) to German as plain text', async () => {
    const response = await h.request('POST', `${BASE}/preview`, {
      body: { providerId: 'mt_secondary', text: "Children's chair", sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID, tone: 'formal' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ translation: "[de] Children's chair", characters: 16, cost: { amount: 0.00032, currency: 'USD' } });
    expect(google.requests[0]?.json).toEqual({ q: ["Children's chair"], target: 'de', source: 'en', format: 'text' });
  });

  it('previews through DeepL too, from the same server', async () => {
    const response = await h.request('POST', `${BASE}/preview`, {
      body: { providerId: 'mt_primary', text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ translation: '[DE] Oak chair', characters: 9, cost: { amount: 0.00018, currency: 'EUR' } });
  });

  it('answers 400 with the user-safe message when Google fails the preview', async () => {
    google.fail({ kind: 'status', status: 403 });
    const response = await h.request('POST', `${BASE}/preview`, {
      body: { providerId: 'mt_secondary', text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Google Cloud Translation is limiting the request rate (HTTP 403). Try again later.' });
    expect(response.body).not.toContain('User Rate Limit Exceeded');
  });
});
