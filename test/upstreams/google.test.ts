import { v2 } from '@google-cloud/translate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { googleError, startGoogleSimulator, type GoogleSimulator } from './google.js';

/**
 * The Google Translate v2 simulator is checked against the official client (@google-cloud/translate
 * v2): if the SDK accepts its answers and turns its failures into ApiErrors with the right code and
 * message, a provider written against the real API can be tested against the simulator. Plain fetch
 * covers the scripted faults and the wire details.
 */

const KEY = 'google-test-key';

/**
 * The SDK builds `https://<apiEndpoint>/language/translate/v2`, so `apiEndpoint` cannot reach a
 * plain-HTTP local server. With an API key every request goes to `this.baseUrl + uri` (see
 * Translate.request in build/src/v2/index.js), so the instance's `baseUrl` is pointed at the
 * simulator instead of setting the process-wide GOOGLE_CLOUD_TRANSLATE_ENDPOINT.
 */
function clientFor(sim: GoogleSimulator, key = KEY): v2.Translate {
  const client = new v2.Translate({ key, autoRetry: false });
  client.baseUrl = sim.baseUrl;
  return client;
}

interface ApiErrorShape {
  code?: number;
  message: string;
  errors?: { reason?: string }[];
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiErrorShape> {
  try {
    await promise;
  } catch (error) {
    return error as ApiErrorShape;
  }
  throw new Error('expected the request to fail');
}

function translateUrl(sim: GoogleSimulator, key = KEY): string {
  return `${sim.baseUrl}?key=${encodeURIComponent(key)}`;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('Google Translate v2 simulator driven by @google-cloud/translate', () => {
  let sim: GoogleSimulator;
  let client: v2.Translate;

  beforeAll(async () => {
    sim = await startGoogleSimulator();
    client = clientFor(sim);
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('translates a single text and records the request the SDK sent', async () => {
    const [translation, apiResponse] = await client.translate('Oak chair', 'de');

    expect(translation).toBe('[de] Oak chair');
    expect(apiResponse).toMatchObject({ data: { translations: [{ translatedText: '[de] Oak chair', detectedSourceLanguage: 'en' }] } });
    const [request] = sim.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/language/translate/v2');
    expect(request?.query.get('key')).toBe(KEY);
    // The SDK picks format=text itself when the input does not look like HTML.
    expect(request?.json).toEqual({ q: ['Oak chair'], format: 'text', target: 'de' });
  });

  it('translates an array in order, without detection when the source is given', async () => {
    const [translations, apiResponse] = await client.translate(['Oak chair', 'Pine table'], { from: 'en', to: 'zh-CN' });

    expect(translations).toEqual(['[zh-CN] Oak chair', '[zh-CN] Pine table']);
    expect(apiResponse).toEqual({
      data: { translations: [{ translatedText: '[zh-CN] Oak chair' }, { translatedText: '[zh-CN] Pine table' }] },
    });
  });

  it('escapes text in html format and leaves it raw in text format', async () => {
    const [html] = await client.translate('<p>It\'s "oak" & pine</p>', { to: 'de', format: 'html' });
    expect(html).toBe('<p>[de] It&#39;s &quot;oak&quot; &amp; pine</p>');

    const [text] = await client.translate('It\'s "oak" & pine', { to: 'de', format: 'text' });
    expect(text).toBe('[de] It\'s "oak" & pine');
  });

  it('echoes the model when one is asked for', async () => {
    const [, apiResponse] = await client.translate('Chair', { to: 'fr', model: 'nmt' });
    expect(apiResponse).toMatchObject({ data: { translations: [{ translatedText: '[fr] Chair', model: 'nmt' }] } });
  });

  it('lists languages with names for a display language', async () => {
    const [languages] = await client.getLanguages('en');

    expect(languages).toEqual(
      expect.arrayContaining([
        { code: 'en', name: 'English' },
        { code: 'de', name: 'German' },
        { code: 'zh-CN', name: 'Chinese (Simplified)' },
        { code: 'pt-PT', name: 'Portuguese (Portugal)' },
      ]),
    );
    expect(languages.some((language) => language.code === 'en-GB')).toBe(false);
    expect(sim.requests[0]?.method).toBe('GET');
    expect(sim.requests[0]?.path).toBe('/language/translate/v2/languages');
    expect(sim.requests[0]?.query.get('target')).toBe('en');
  });

  it('rejects an invalid key with 400 API_KEY_INVALID, surfaced as an ApiError', async () => {
    const error = await rejectionOf(clientFor(sim, 'not-a-key').translate('Chair', 'de'));

    expect(error.code).toBe(400);
    expect(error.message).toBe('API key not valid. Please pass a valid API key.');
    expect(error.errors?.[0]?.reason).toBe('badRequest');
  });

  it('surfaces the documented quota failure, 403 User Rate Limit Exceeded', async () => {
    sim.fail({ kind: 'status', status: 403 });
    const error = await rejectionOf(client.translate('Chair', 'de'));

    expect(error.code).toBe(403);
    expect(error.message).toBe('User Rate Limit Exceeded');
    expect(sim.requests).toHaveLength(1);
  });

  it('surfaces a scripted 503 without retrying when autoRetry is off', async () => {
    sim.fail({ kind: 'status', status: 503 });
    const error = await rejectionOf(client.translate('Chair', 'de'));

    expect(error.code).toBe(503);
    expect(error.message).toBe('The service is currently unavailable.');
    expect(sim.requests).toHaveLength(1);
  });
});

describe('Google Translate v2 simulator over plain HTTP', () => {
  let sim: GoogleSimulator;

  beforeAll(async () => {
    sim = await startGoogleSimulator();
  });
  afterEach(() => sim.reset());
  afterAll(() => sim.close());

  it('treats a request without format as html and escapes the output', async () => {
    const response = await postJson(translateUrl(sim), { q: "Children's chair > 3 years", target: 'de' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await response.json()).toEqual({
      data: { translations: [{ translatedText: '[de] Children&#39;s chair &gt; 3 years', detectedSourceLanguage: 'en' }] },
    });
  });

  it('keeps markup and existing entities in html format', async () => {
    const response = await postJson(translateUrl(sim), {
      q: ['<p class="x">Oak&nbsp;chair <b>new</b></p>'],
      target: 'fr',
      source: 'en',
      format: 'html',
    });
    expect(await response.json()).toEqual({
      data: { translations: [{ translatedText: '<p class="x">[fr] Oak&nbsp;chair <b>[fr] new</b></p>' }] },
    });
  });

  it('accepts repeated q in a form body and in a GET query string', async () => {
    const form = await fetch(translateUrl(sim), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'q=One&q=Two&target=es&format=text',
    });
    expect(await form.json()).toMatchObject({
      data: { translations: [{ translatedText: '[es] One' }, { translatedText: '[es] Two' }] },
    });

    const get = await fetch(`${translateUrl(sim)}&q=Three&q=Four&target=pt-BR&format=text`);
    expect(await get.json()).toMatchObject({
      data: { translations: [{ translatedText: '[pt-BR] Three' }, { translatedText: '[pt-BR] Four' }] },
    });
  });

  it('refuses more than 128 segments with "Too many text segments"', async () => {
    const q = Array.from({ length: 129 }, (_, index) => `Text ${index}`);
    const response = await postJson(translateUrl(sim), { q, target: 'de', format: 'text' });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 400, message: 'Too many text segments', status: 'INVALID_ARGUMENT', errors: [{ reason: 'invalid' }] },
    });

    const atLimit = await postJson(translateUrl(sim), { q: q.slice(0, 128), target: 'de', format: 'text' });
    expect(atLimit.status).toBe(200);
  });

  it('refuses unknown languages, region variants and missing parameters', async () => {
    const invalidTarget = await postJson(translateUrl(sim), { q: 'Hi', target: 'en-GB' });
    expect(invalidTarget.status).toBe(400);
    expect(await invalidTarget.json()).toMatchObject({ error: { message: 'Invalid Value', errors: [{ location: 'target' }] } });

    const missingTarget = await postJson(translateUrl(sim), { q: 'Hi' });
    expect(await missingTarget.json()).toMatchObject({ error: { code: 400, message: 'Required parameter: target' } });

    const missingText = await postJson(translateUrl(sim), { target: 'de' });
    expect(await missingText.json()).toMatchObject({ error: { code: 400, message: 'Required parameter: q' } });

    const badFormat = await postJson(translateUrl(sim), { q: 'Hi', target: 'de', format: 'markdown' });
    expect(badFormat.status).toBe(400);
  });

  it('refuses requests without a key or with a bad key, in Google error shape', async () => {
    const missing = await postJson(sim.baseUrl, { q: 'Hi', target: 'de' });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual(
      googleError(403, 'The request is missing a valid API key.', 'forbidden', 'PERMISSION_DENIED'),
    );

    const bad = await postJson(translateUrl(sim, 'wrong'), { q: 'Hi', target: 'de' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
        details: [{ reason: 'API_KEY_INVALID' }],
      },
    });
  });

  it('lists language codes without names when no display language is given', async () => {
    const response = await fetch(`${sim.baseUrl}/languages?key=${KEY}`);
    const body = (await response.json()) as { data: { languages: Record<string, string>[] } };
    expect(body.data.languages).toContainEqual({ language: 'de' });
    expect(body.data.languages.every((language) => !('name' in language))).toBe(true);
  });

  it('answers status faults with Google error bodies and the scripted Retry-After', async () => {
    sim.fail(
      { kind: 'status', status: 403, retryAfter: '1' },
      { kind: 'status', status: 429, retryAfter: '5' },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 503, retryAfter: '2' },
      {
        kind: 'status',
        status: 403,
        body: JSON.stringify(googleError(403, 'Daily Limit Exceeded', 'dailyLimitExceeded', 'PERMISSION_DENIED')),
      },
    );
    const expectations: [number, string | null, string, string][] = [
      [403, '1', 'User Rate Limit Exceeded', 'PERMISSION_DENIED'],
      [429, '5', 'Resource has been exhausted (e.g. check quota).', 'RESOURCE_EXHAUSTED'],
      [500, null, 'Internal error encountered.', 'INTERNAL'],
      [503, '2', 'The service is currently unavailable.', 'UNAVAILABLE'],
      [403, null, 'Daily Limit Exceeded', 'PERMISSION_DENIED'],
    ];
    for (const [status, retryAfter, message, statusName] of expectations) {
      const response = await postJson(translateUrl(sim), { q: 'Hi', target: 'de' });
      expect(response.status).toBe(status);
      expect(response.headers.get('retry-after')).toBe(retryAfter);
      const body = (await response.json()) as { error: { code: number; message: string; status: string; errors: unknown[] } };
      expect(body.error).toMatchObject({ code: status, message, status: statusName });
      expect(body.error.errors).toHaveLength(1);
    }
    expect((await postJson(translateUrl(sim), { q: 'Hi', target: 'de' })).status).toBe(200);
  });

  it('hangs until the client gives up', async () => {
    sim.fail({ kind: 'hang' });
    const request = fetch(`${sim.baseUrl}/languages?key=${KEY}`, { signal: AbortSignal.timeout(200) });
    await expect(request).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('resets the connection, which rejects fetch', async () => {
    sim.fail({ kind: 'reset' });
    await expect(postJson(translateUrl(sim), { q: 'Hi', target: 'de' })).rejects.toThrow(TypeError);
  });

  it('answers 200 with a body that is not JSON', async () => {
    sim.fail({ kind: 'garbage' });
    const response = await postJson(translateUrl(sim), { q: 'Hi', target: 'de' });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('answers one translation fewer or one more when scripted', async () => {
    sim.fail({ kind: 'wrong-length' }, { kind: 'wrong-length', extra: true });
    const body = { q: ['One', 'Two'], target: 'de', format: 'text' };
    type Answer = { data: { translations: unknown[] } };

    const fewer = (await (await postJson(translateUrl(sim), body)).json()) as Answer;
    expect(fewer.data.translations).toHaveLength(1);

    const more = (await (await postJson(translateUrl(sim), body)).json()) as Answer;
    expect(more.data.translations).toHaveLength(3);
  });

  it('records method, path, query, headers and body of every request, faults included', async () => {
    sim.fail({ kind: 'status', status: 500 });
    await postJson(translateUrl(sim), { q: ['Hi'], target: 'de' });

    expect(sim.requests).toHaveLength(1);
    const [request] = sim.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/language/translate/v2', json: { q: ['Hi'], target: 'de' } });
    expect(request?.query.get('key')).toBe(KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toBe(JSON.stringify({ q: ['Hi'], target: 'de' }));
  });
});
