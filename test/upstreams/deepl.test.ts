import * as deepl from 'deepl-node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDeeplSimulator, type DeeplSimulator } from './deepl.js';

/**
 * The DeepL simulator is checked against the official client (deepl-node): if the SDK accepts its
 * answers and maps its failures to the SDK's own error classes, a provider written against the real
 * API can be tested against the simulator. Plain fetch covers the scripted faults and the wire details.
 */

const PRO_KEY = 'deepl-test-key';
const FREE_KEY = 'deepl-test-key:fx';

function translatorFor(serverUrl: string, key = PRO_KEY): deepl.Translator {
  // No retries: every scripted fault must surface from the first attempt.
  return new deepl.Translator(key, { serverUrl, maxRetries: 0 });
}

async function postJson(url: string, body: unknown, key = PRO_KEY): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `DeepL-Auth-Key ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('DeepL simulator driven by deepl-node', () => {
  let sim: DeeplSimulator;
  let translator: deepl.Translator;

  beforeAll(async () => {
    sim = await startDeeplSimulator();
    translator = translatorFor(sim.url);
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('translates a single text and records the form request the SDK sent', async () => {
    const result = await translator.translateText('Oak chair', null, 'de');

    expect(result.text).toBe('[DE] Oak chair');
    expect(result.detectedSourceLang).toBe('en');
    expect(result.billedCharacters).toBe(9);
    expect(sim.requests).toHaveLength(1);
    const [request] = sim.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/translate');
    expect(request?.headers.authorization).toBe(`DeepL-Auth-Key ${PRO_KEY}`);
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.json).toEqual({ target_lang: 'de', show_billed_characters: '1', text: 'Oak chair' });
  });

  it('translates a batch in order and echoes the given source language', async () => {
    const results = await translator.translateText(['Oak chair', 'Pine table', 'Lamp'], 'en', 'en-GB');

    expect(results.map((result) => result.text)).toEqual(['[EN-GB] Oak chair', '[EN-GB] Pine table', '[EN-GB] Lamp']);
    expect(results.every((result) => result.detectedSourceLang === 'en')).toBe(true);
    expect(sim.requests[0]?.json).toMatchObject({ text: ['Oak chair', 'Pine table', 'Lamp'], source_lang: 'en' });
  });

  it('keeps markup with tag_handling=html and bills only the text between the tags', async () => {
    const result = await translator.translateText('<p>Oak <b>chair</b></p>', 'en', 'de', { tagHandling: 'html' });

    expect(result.text).toBe('<p>[DE] Oak <b>[DE] chair</b></p>');
    expect(result.billedCharacters).toBe('Oak chair'.length);
    expect(sim.usage().characterCount).toBe('Oak chair'.length);
  });

  it('accepts formality on targets that support it and refuses more/less elsewhere', async () => {
    await expect(translator.translateText('Welcome', 'en', 'de', { formality: 'more' })).resolves.toMatchObject({
      text: '[DE] Welcome',
    });
    await expect(translator.translateText('Welcome', 'en', 'fi', { formality: 'prefer_less' })).resolves.toMatchObject({
      text: '[FI] Welcome',
    });

    const refused = translator.translateText('Welcome', 'en', 'fi', { formality: 'less' });
    await expect(refused).rejects.toBeInstanceOf(deepl.DeepLError);
    await expect(refused).rejects.toThrow("'formality' is not supported for given 'target_lang'.");
  });

  it('reports usage that grows by the characters translated', async () => {
    await translator.translateText(['Chair', 'Großer Tisch'], null, 'fr');

    const usage = await translator.getUsage();
    expect(usage.character?.count).toBe('Chair'.length + 'Großer Tisch'.length);
    expect(usage.character?.limit).toBe(500_000);
    expect(usage.anyLimitReached()).toBe(false);
  });

  it('lists source and target languages the way the SDK parses them', async () => {
    const targets = await translator.getTargetLanguages();
    const target = (code: string) => targets.find((language) => language.code === code);
    expect(target('en-GB')).toEqual({ code: 'en-GB', name: 'English (British)', supportsFormality: false });
    expect(target('en-US')).toBeDefined();
    expect(target('de')?.supportsFormality).toBe(true);
    expect(target('pt-BR')?.supportsFormality).toBe(true);
    expect(target('es')).toBeDefined();
    expect(target('fr')).toBeDefined();
    expect(target('en')).toBeUndefined();

    const sources = await translator.getSourceLanguages();
    expect(sources.map((language) => language.code)).toEqual(expect.arrayContaining(['en', 'de', 'pt', 'zh']));
    expect(sources.some((language) => language.code === 'en-GB')).toBe(false);
    expect(sources.every((language) => language.supportsFormality === undefined)).toBe(true);
    expect(sim.requests.map((request) => request.query.get('type'))).toEqual(['target', null]);
  });

  it('rejects an unknown key with 403, which the SDK raises as AuthorizationError', async () => {
    const stranger = translatorFor(sim.url, 'not-a-key');
    await expect(stranger.translateText('Chair', null, 'de')).rejects.toBeInstanceOf(deepl.AuthorizationError);
    await expect(stranger.getUsage()).rejects.toThrow('Authorization failed');
  });

  it('answers a scripted 429 with an empty body, which the SDK raises as TooManyRequestsError', async () => {
    sim.fail({ kind: 'status', status: 429 });

    await expect(translator.translateText('Chair', null, 'de')).rejects.toBeInstanceOf(deepl.TooManyRequestsError);
    expect(sim.requests).toHaveLength(1);
  });

  it('answers a scripted 456 with the quota message, which the SDK raises as QuotaExceededError', async () => {
    sim.fail({ kind: 'status', status: 456 });

    await expect(translator.translateText('Chair', null, 'de')).rejects.toBeInstanceOf(deepl.QuotaExceededError);
  });
});

describe('DeepL simulator: character quota', () => {
  it('answers 456 when a request would pass the limit, and bills nothing for it', async () => {
    const sim = await startDeeplSimulator({ characterLimit: 20, characterCount: 15 });
    try {
      const translator = translatorFor(sim.url);
      await expect(translator.translateText('Chair', null, 'de')).resolves.toMatchObject({ text: '[DE] Chair' });
      expect(sim.usage().characterCount).toBe(20);

      const refused = translator.translateText('A', null, 'de');
      await expect(refused).rejects.toBeInstanceOf(deepl.QuotaExceededError);
      await expect(refused).rejects.toThrow('Quota for this billing period has been exceeded');
      expect(sim.usage().characterCount).toBe(20);

      const usage = await translator.getUsage();
      expect(usage.character?.limitReached()).toBe(true);
    } finally {
      await sim.close();
    }
  });

  it('can be moved along by the test and restored by reset()', async () => {
    const sim = await startDeeplSimulator({ characterLimit: 1_000 });
    try {
      sim.setUsage({ characterCount: 999 });
      await expect(translatorFor(sim.url).translateText('Chair', null, 'de')).rejects.toBeInstanceOf(
        deepl.QuotaExceededError,
      );
      sim.reset();
      expect(sim.usage()).toEqual({ characterCount: 0, characterLimit: 1_000 });
    } finally {
      await sim.close();
    }
  });
});

describe('DeepL simulator: Free and Pro hosts', () => {
  let sim: DeeplSimulator;

  beforeAll(async () => {
    sim = await startDeeplSimulator();
  });
  afterAll(() => sim.close());

  it('serves each kind of key on its own host', async () => {
    await expect(translatorFor(sim.proUrl, PRO_KEY).translateText('Chair', null, 'de')).resolves.toMatchObject({
      text: '[DE] Chair',
    });
    await expect(translatorFor(sim.freeUrl, FREE_KEY).translateText('Chair', null, 'de')).resolves.toMatchObject({
      text: '[DE] Chair',
    });
    expect(sim.requests.map((request) => request.path)).toEqual([
      '/api.deepl.com/v2/translate',
      '/api-free.deepl.com/v2/translate',
    ]);
  });

  it('answers a key on the wrong host with 403 "Wrong endpoint"', async () => {
    const freeKeyOnPro = translatorFor(sim.proUrl, FREE_KEY).translateText('Chair', null, 'de');
    await expect(freeKeyOnPro).rejects.toBeInstanceOf(deepl.AuthorizationError);
    await expect(freeKeyOnPro).rejects.toThrow('Wrong endpoint. Use https://api-free.deepl.com');

    const proKeyOnFree = await fetch(`${sim.freeUrl}/v2/usage`, {
      headers: { authorization: `DeepL-Auth-Key ${PRO_KEY}` },
    });
    expect(proKeyOnFree.status).toBe(403);
    expect(await proKeyOnFree.json()).toEqual({ message: 'Wrong endpoint. Use https://api.deepl.com' });
  });

  it('accepts both kinds of key on the bare URL', async () => {
    const free = await translatorFor(sim.url, FREE_KEY).getUsage();
    const pro = await translatorFor(sim.url, PRO_KEY).getUsage();
    expect(free.character?.limit).toBe(500_000);
    expect(pro.character?.limit).toBe(500_000);
  });
});

describe('DeepL simulator over plain HTTP', () => {
  let sim: DeeplSimulator;

  beforeAll(async () => {
    sim = await startDeeplSimulator();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('accepts a JSON body, echoes billed characters and the tag handling version', async () => {
    const response = await postJson(`${sim.url}/v2/translate`, {
      text: ['<p>Hello</p>', 'World'],
      target_lang: 'PT-BR',
      tag_handling: 'html',
      show_billed_characters: true,
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-trace-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(await response.json()).toEqual({
      translations: [
        { detected_source_language: 'EN', text: '<p>[PT-BR] Hello</p>', billed_characters: 5, tag_handling_version: 'v2' },
        { detected_source_language: 'EN', text: '[PT-BR] World', billed_characters: 5, tag_handling_version: 'v2' },
      ],
    });
    const [request] = sim.requests;
    expect(request?.json).toMatchObject({ target_lang: 'PT-BR', text: ['<p>Hello</p>', 'World'] });
    expect(request?.body).toContain('"tag_handling":"html"');
  });

  it('omits billed_characters unless asked for', async () => {
    const response = await postJson(`${sim.url}/v2/translate`, { text: ['Hi'], target_lang: 'de' });
    expect(await response.json()).toEqual({ translations: [{ detected_source_language: 'EN', text: '[DE] Hi' }] });
  });

  it('validates parameters with DeepL messages', async () => {
    const cases: [unknown, string][] = [
      [{ text: ['Hi'] }, "Parameter 'target_lang' not specified"],
      [{ target_lang: 'DE' }, "Parameter 'text' not specified"],
      [{ text: 'Hi', target_lang: 'DE' }, "Parameter 'text' not specified"],
      [{ text: ['Hi'], target_lang: 'XX' }, "Value for 'target_lang' not supported."],
      [{ text: ['Hi'], target_lang: 'DE', source_lang: 'EN-GB' }, "Value for 'source_lang' not supported."],
      [{ text: ['Hi'], target_lang: 'DE', formality: 'polite' }, "Value for 'formality' not supported."],
      [{ text: ['Hi'], target_lang: 'EN-US', formality: 'more' }, "'formality' is not supported for given 'target_lang'."],
      [{ text: ['Hi'], target_lang: 'DE', tag_handling: 'markdown' }, "Value for 'tag_handling' not supported."],
      [{ text: ['Hi'], target_lang: 'DE', glossary_id: 'g-1' }, 'Use of a glossary requires the source_lang parameter to be specified'],
    ];
    for (const [body, message] of cases) {
      const response = await postJson(`${sim.url}/v2/translate`, body);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    expect(sim.usage().characterCount).toBe(0);
  });

  it('refuses a body above 128 KiB with 413 from the front server', async () => {
    const response = await postJson(`${sim.url}/v2/translate`, { text: ['x'.repeat(128 * 1024)], target_lang: 'DE' });

    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('413 Request Entity Too Large');
    expect(sim.usage().characterCount).toBe(0);
  });

  it('requires the Authorization header and names retired auth_key methods', async () => {
    const noHeader = await fetch(`${sim.url}/v2/usage`);
    expect(noHeader.status).toBe(403);
    expect(await noHeader.json()).toEqual({ message: 'Authorization failed. Please supply a valid auth_key parameter.' });

    const formBody = await fetch(`${sim.url}/v2/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ auth_key: PRO_KEY, text: 'Hi', target_lang: 'DE' }),
    });
    expect(formBody.status).toBe(403);
    expect(await formBody.json()).toEqual({ message: "Legacy authentication method 'form body' is no longer supported" });

    const bearer = await fetch(`${sim.url}/v2/usage`, { headers: { authorization: `Bearer ${PRO_KEY}` } });
    expect(bearer.status).toBe(403);
  });

  it('accepts only POST on /v2/translate', async () => {
    const response = await fetch(`${sim.url}/v2/translate?text=Hi&target_lang=DE`, {
      headers: { authorization: `DeepL-Auth-Key ${PRO_KEY}` },
    });
    expect(response.status).toBe(405);
  });

  it('reports the Pro usage shape for Pro keys and the Free shape for Free keys', async () => {
    await postJson(`${sim.url}/v2/translate`, { text: ['Chair'], target_lang: 'DE' }, PRO_KEY);
    await postJson(`${sim.url}/v2/translate`, { text: ['Table'], target_lang: 'DE' }, FREE_KEY);

    const free = await fetch(`${sim.url}/v2/usage`, { headers: { authorization: `DeepL-Auth-Key ${FREE_KEY}` } });
    expect(await free.json()).toEqual({ character_count: 10, character_limit: 500_000 });

    const pro = await fetch(`${sim.url}/v2/usage`, { headers: { authorization: `DeepL-Auth-Key ${PRO_KEY}` } });
    expect(await pro.json()).toMatchObject({
      character_count: 10,
      character_limit: 500_000,
      api_key_character_count: 5,
      api_key_character_limit: 1_000_000_000_000,
      start_time: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00Z$/),
      end_time: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00Z$/),
      products: [{ product_type: 'translate', api_key_character_count: 5, character_count: 10 }],
    });
  });

  it('answers status faults with DeepL bodies and the scripted Retry-After', async () => {
    sim.fail(
      { kind: 'status', status: 429, retryAfter: '3' },
      { kind: 'status', status: 456 },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 503, retryAfter: '7' },
    );
    const url = `${sim.url}/v2/translate`;
    const body = { text: ['Hi'], target_lang: 'DE' };

    const tooMany = await postJson(url, body);
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers.get('retry-after')).toBe('3');
    expect(await tooMany.text()).toBe('');

    const quota = await postJson(url, body);
    expect(quota.status).toBe(456);
    expect(await quota.json()).toEqual({ message: 'Quota for this billing period has been exceeded.' });

    const internal = await postJson(url, body);
    expect(internal.status).toBe(500);
    expect(await internal.json()).toEqual({ message: 'Internal error' });

    const unavailable = await postJson(url, body);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('7');
    expect(await unavailable.json()).toEqual({ message: 'Resource currently unavailable. Try again later.' });

    expect((await postJson(url, body)).status).toBe(200);
  });

  it('hangs until the client gives up', async () => {
    sim.fail({ kind: 'hang' });
    const request = fetch(`${sim.url}/v2/usage`, {
      headers: { authorization: `DeepL-Auth-Key ${PRO_KEY}` },
      signal: AbortSignal.timeout(200),
    });
    await expect(request).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('resets the connection, which rejects fetch', async () => {
    sim.fail({ kind: 'reset' });
    await expect(postJson(`${sim.url}/v2/translate`, { text: ['Hi'], target_lang: 'DE' })).rejects.toThrow(TypeError);
  });

  it('answers 200 with a body that is not JSON', async () => {
    sim.fail({ kind: 'garbage' });
    const response = await postJson(`${sim.url}/v2/translate`, { text: ['Hi'], target_lang: 'DE' });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('answers one translation fewer or one more when scripted', async () => {
    sim.fail({ kind: 'wrong-length' }, { kind: 'wrong-length', extra: true });
    const body = { text: ['One', 'Two'], target_lang: 'DE' };

    const fewer = (await (await postJson(`${sim.url}/v2/translate`, body)).json()) as { translations: unknown[] };
    expect(fewer.translations).toHaveLength(1);

    const more = (await (await postJson(`${sim.url}/v2/translate`, body)).json()) as { translations: unknown[] };
    expect(more.translations).toHaveLength(3);
  });

  it('records method, path, query, headers and body of every request, faults included', async () => {
    sim.fail({ kind: 'status', status: 500 });
    await postJson(`${sim.url}/v2/translate`, { text: ['Hi'], target_lang: 'DE' });
    await fetch(`${sim.url}/v2/languages?type=target`, { headers: { authorization: `DeepL-Auth-Key ${PRO_KEY}` } });

    expect(sim.requests).toHaveLength(2);
    const [translate, languages] = sim.requests;
    expect(translate).toMatchObject({ method: 'POST', path: '/v2/translate', json: { text: ['Hi'], target_lang: 'DE' } });
    expect(translate?.body).toBe(JSON.stringify({ text: ['Hi'], target_lang: 'DE' }));
    expect(translate?.headers['content-type']).toBe('application/json');
    expect(languages).toMatchObject({ method: 'GET', path: '/v2/languages', body: '', json: null });
    expect(languages?.query.get('type')).toBe('target');
    expect(languages?.headers.authorization).toBe(`DeepL-Auth-Key ${PRO_KEY}`);
  });
});
