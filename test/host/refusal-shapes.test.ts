import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

/**
 * Issue 18, fault 2: what the host refuses before a handler runs (a body that is no JSON, a `__proto__`
 * key, a request head over 16 KiB) is answered in the documented shape of the route it was sent to:
 * RFC 6749 `{error, error_description}` on the OAuth routes, `{message}` on the action routes, `{errors}`
 * elsewhere; never a 500, never a stack trace in the log.
 */

const ACTION = '/api/_action/ext-translate';
const NOT_JSON = 'The request body is not valid JSON.';

describe('refusals in the shape of their route', () => {
  let h: Harness;
  let address: string;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    h = await createHarness({}, { logger: { level: 'debug', stream } });
    address = await h.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => h.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  function post(url: string, payload: string, token: string | null = null) {
    return h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  }

  function expectNoErrorLogged(): void {
    expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(JSON.stringify(logLines)).not.toContain('"stack"');
  }

  it('the OAuth routes answer 400 invalid_request to a body that is no JSON or smuggles __proto__, without a token', async () => {
    for (const url of ['/api/oauth/token', '/api/oauth/revoke']) {
      for (const payload of ['{bad', '{"__proto__":{"admin":true},"grant_type":"password"}', '{"token":"x","constructor":{"prototype":{}}}']) {
        const response = await post(url, payload);
        expect(response.statusCode, `${url} ${payload}`).toBe(400);
        expect(response.json()).toEqual({ error: 'invalid_request', error_description: NOT_JSON });
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expectNoErrorLogged();
  });

  it('the OAuth routes answer 415 and 413 in their own shape too', async () => {
    const unsupported = await h.app.inject({ method: 'POST', url: '/api/oauth/token', headers: { 'content-type': 'text/plain' }, payload: 'grant_type=password' });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ error: 'invalid_request', error_description: 'The content type of the request body is not supported; send application/json.' });
    const tooLarge = await post('/api/oauth/revoke', `{"token":"${'a'.repeat(10 * 1024 * 1024)}"}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'invalid_request', error_description: 'The request body is larger than the limit of 10 MiB.' });
    expectNoErrorLogged();
  });

  it('the action routes answer {message} to a body that is no JSON, as they document', async () => {
    for (const payload of ['{bad', '{"__proto__":{"x":1},"config":{}}']) {
      const response = await post(`${ACTION}/job`, payload, h.adminToken);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ message: NOT_JSON });
    }
    expectNoErrorLogged();
  });

  it('the entity API keeps the {errors} shape', async () => {
    const response = await post('/api/product', '{bad', h.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ status: '400', code: 'FRAMEWORK__MALFORMED_JSON', detail: NOT_JSON }] });
  });

  it('a request line and headers over 16 KiB answer 431 in the shape of the path', async () => {
    const long = 'a'.repeat(17 * 1024);
    const detail = 'The request line and headers are larger than the limit of 16 KiB; send long criteria in a POST body.';
    const entity = await fetch(`${address}/api/product?term=${long}`);
    expect(entity.status).toBe(431);
    expect(await entity.json()).toEqual({ errors: [{ status: '431', code: 'FRAMEWORK__REQUEST_HEADERS_TOO_LARGE', detail }] });
    const action = await fetch(`${address}${ACTION}/providers?x=${long}`);
    expect(action.status).toBe(431);
    expect(await action.json()).toEqual({ message: detail });
    const oauth = await fetch(`${address}/api/oauth/token?x=${long}`, { method: 'POST' });
    expect(oauth.status).toBe(431);
    expect(await oauth.json()).toEqual({ error: 'invalid_request', error_description: detail });
    expectNoErrorLogged();
  });
});
