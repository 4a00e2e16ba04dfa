import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';
import { listProviders, providerTable } from '../../src/cli/providers.js';
import { createHarness, type Harness } from '../support/harness.js';

const BASE = '/api/_action/ext-translate';
const EXAMPLE = './examples/pseudo-locale-provider.js';

describe('provider routes', () => {
  let h: Harness;
  let spanish: string;
  let viewer: string;
  let editor: string;

  beforeAll(async () => {
    h = await createHarness({}, { providers: { env: { EXT_TRANSLATE_PROVIDERS: EXAMPLE } } });
    spanish = (await h.request('POST', '/api/language?_response=detail', { body: { name: 'Español', localeCode: 'es-ES' } })).json().data.id;
    viewer = await h.tokenWithPrivileges(['ext_translate.viewer']);
    editor = await h.tokenWithPrivileges(['ext_translate.editor']);
  });
  afterAll(async () => h?.close());

  it('lists every provider, custom ones included, with the documented record fields', async () => {
    const response = await h.request('GET', `${BASE}/providers`, { token: viewer });
    expect(response.statusCode).toBe(200);
    const providers = response.json().providers as { id: string }[];
    expect(providers.map((provider) => provider.id)).toEqual(expect.arrayContaining(['mt_primary', 'apertium', 'pseudo_locale']));
    const deepl = providers.find((provider) => provider.id === 'mt_primary');
    expect(deepl).toEqual({
      id: 'mt_primary',
      label: 'DeepL',
      configured: false,
      models: [],
      supports: { html: true, formality: true, tone: false, glossary: false },
      viaSubscription: false,
      capabilities: { usesKey: true, liveModels: false, serviceTier: false },
    });
    expect(providers.find((provider) => provider.id === 'pseudo_locale')).toMatchObject({ label: 'Pseudo-localisation (layout check)', configured: true });
  });

  it('tells each provider\'s capabilities, so that no client asks for a provider id', async () => {
    const providers = (await h.request('GET', `${BASE}/providers`, { token: viewer })).json().providers as { id: string; capabilities: Record<string, boolean> }[];
    const capabilities = Object.fromEntries(providers.map((provider) => [provider.id, provider.capabilities]));
    // A key of its own: every provider but the offline engine, a custom one declaring `usesApiKey: false`, and the subscription's.
    expect(capabilities.apertium).toEqual({ usesKey: false, liveModels: false, serviceTier: false });
    expect(capabilities.pseudo_locale).toEqual({ usesKey: false, liveModels: false, serviceTier: false });
    expect(capabilities.managed).toEqual({ usesKey: false, liveModels: false, serviceTier: true });
    expect(capabilities.mt_secondary).toEqual({ usesKey: true, liveModels: false, serviceTier: false });
    for (const llm of ['llm_1', 'llm_2', 'llm_3', 'llm_4']) expect(capabilities[llm], llm).toEqual({ usesKey: true, liveModels: true, serviceTier: false });
  });

  it('shows the custom provider in the command line table and honours its settings keys', async () => {
    const previous = process.env.EXT_TRANSLATE_PROVIDERS;
    process.env.EXT_TRANSLATE_PROVIDERS = EXAMPLE;
    try {
      const table = providerTable(await listProviders(h.host));
      expect(table[0]).toMatch(/^ID\s+LABEL\s+CONFIGURED\s+FEATURES\s+MODELS$/);
      expect(table.find((line) => line.startsWith('pseudo_locale'))).toMatch(/^pseudo_locale\s+Pseudo-localisation \(layout check\)\s+yes\s+html\s+0$/);
    } finally {
      if (previous === undefined) delete process.env.EXT_TRANSLATE_PROVIDERS;
      else process.env.EXT_TRANSLATE_PROVIDERS = previous;
    }
    const saved = await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.pseudo_localeModel': 'off' } });
    expect(saved.statusCode).toBe(204);
    const providers = (await h.request('GET', `${BASE}/providers`, { token: viewer })).json().providers as { id: string; configured: boolean }[];
    expect(providers.find((provider) => provider.id === 'pseudo_locale')?.configured).toBe(false);
    await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.pseudo_localeModel': null } });
  });

  it('reads the settings once for a listing of every provider, from the route and the command line, and answers their current state', async () => {
    const settings = h.host.settings as unknown as { get(key: string): Promise<unknown>; storedValues(domain: string): Promise<unknown> };
    const single = vi.spyOn(settings, 'get');
    const whole = vi.spyOn(settings, 'storedValues');
    try {
      const listed = (await h.request('GET', `${BASE}/providers`, { token: viewer })).json().providers as { id: string }[];
      expect(listed.length).toBeGreaterThan(5);
      expect(single).not.toHaveBeenCalled();
      expect(whole).toHaveBeenCalledTimes(1);
      await listProviders(h.host);
      expect(single).not.toHaveBeenCalled();
      expect(whole).toHaveBeenCalledTimes(2);
    } finally {
      single.mockRestore();
      whole.mockRestore();
    }
    // A key saved since is seen by the next listing.
    const configured = async () => ((await h.request('GET', `${BASE}/providers`, { token: viewer })).json().providers as { id: string; configured: boolean }[]).find((provider) => provider.id === 'llm_1')?.configured;
    expect(await configured()).toBe(false);
    expect((await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.llm_1ApiKey': 'sk-test-key' } })).statusCode).toBe(204);
    expect(await configured()).toBe(true);
    await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.llm_1ApiKey': null } });
  });

  it('answers 404 with the documented message for unknown or oddly shaped provider ids', async () => {
    for (const id of ['nope', 'MT_PRIMARY', 'x'.repeat(40), '..%2Fetc']) {
      const response = await h.request('GET', `${BASE}/provider/${id}/models`, { token: viewer });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: `Unknown translation provider "${decodeURIComponent(id)}".` });
    }
    const test = await h.request('POST', `${BASE}/provider/nope/test`, { token: editor, body: {} });
    expect(test.statusCode).toBe(404);
    expect(test.json()).toEqual({ message: 'Unknown translation provider "nope".' });
  });

  it('lists the curated models (Apertium: the installed language pairs)', async () => {
    const response = await h.request('POST', `${BASE}/provider/apertium/models`, { token: viewer, body: { apiKey: '   ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().source).toBe('curated');
    expect(response.json().models).toContainEqual({ id: 'eng-spa', name: 'English → Spanish', tier: null, pricing: null, source: 'curated' });
  });

  it('tests credentials: always 200, never the key', async () => {
    const apertium = await h.request('POST', `${BASE}/provider/apertium/test`, { token: editor });
    expect(apertium.statusCode).toBe(200);
    expect(apertium.json()).toMatchObject({ valid: true, quota: null });
    const deepl = await h.request('POST', `${BASE}/provider/mt_primary/test`, { token: editor, body: {} });
    expect(deepl.statusCode).toBe(200);
    expect(deepl.json()).toEqual({ valid: false, message: 'No API key is configured for DeepL.', quota: null });
  });

  it('previews with Apertium for real, with no key', async () => {
    const response = await h.request('POST', `${BASE}/preview`, {
      token: editor,
      body: { providerId: 'apertium', text: 'The red chair is beautiful.', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: spanish },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ translation: 'La silla roja es bella.', characters: 27, cost: { amount: 0, currency: 'USD' } });
  });

  it('previews through the custom provider', async () => {
    const response = await h.request('POST', `${BASE}/preview`, {
      token: editor,
      body: { providerId: 'pseudo_locale', text: 'Oak chair', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: GERMAN_LANGUAGE_ID, tone: 'casual' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().translation).toBe('[Öák çháír ~~~]');
  });

  it('refuses previews with the documented messages', async () => {
    const required = 'The fields "providerId", "text", "sourceLanguageId" and "targetLanguageId" are required.';
    const valid = { providerId: 'apertium', text: 'Hello', sourceLanguageId: SYSTEM_LANGUAGE_ID, targetLanguageId: spanish };
    for (const body of [{}, { ...valid, text: '   ' }, { ...valid, text: 5 }, { ...valid, providerId: undefined }, { ...valid, targetLanguageId: undefined }]) {
      const response = await h.request('POST', `${BASE}/preview`, { token: editor, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message: required });
    }
    const invalid = await h.request('POST', `${BASE}/preview`, { token: editor, body: { ...valid, sourceLanguageId: 'not-a-uuid' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Invalid language id.' });
    const unknown = await h.request('POST', `${BASE}/preview`, { token: editor, body: { ...valid, targetLanguageId: '0'.repeat(32) } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'The source or target language could not be resolved to a locale.' });
    const provider = await h.request('POST', `${BASE}/preview`, { token: editor, body: { ...valid, providerId: 'nope' } });
    expect(provider.statusCode).toBe(404);
    expect(provider.json()).toEqual({ message: 'Unknown translation provider "nope".' });
    const failing = await h.request('POST', `${BASE}/preview`, { token: editor, body: { ...valid, providerId: 'mt_primary' } });
    expect(failing.statusCode).toBe(400);
    expect(failing.json()).toEqual({ message: 'No API key is configured for DeepL.' });
    const unsupported = await h.request('POST', `${BASE}/preview`, { token: editor, body: { ...valid, targetLanguageId: GERMAN_LANGUAGE_ID } });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toEqual({ message: 'The Apertium language pair eng-deu is not installed.' });
  });

  it('checks privileges: viewer reads, editor tests and previews', async () => {
    expect((await h.request('GET', `${BASE}/providers`, { token: null })).statusCode).toBe(401);
    const forbidden = await h.request('POST', `${BASE}/provider/apertium/test`, { token: viewer });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors[0].code).toBe('FRAMEWORK__MISSING_PRIVILEGE_ERROR');
    expect((await h.request('POST', `${BASE}/preview`, { token: viewer, body: {} })).statusCode).toBe(403);
    expect((await h.request('GET', `${BASE}/provider/apertium/models`, { token: editor })).statusCode).toBe(200);
  });
});
