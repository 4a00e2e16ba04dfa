import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

/** Protocol details of RFC 6749 and RFC 6750 that clients and proxies rely on. */
describe('OAuth protocol details', () => {
  let h: Harness;
  let accessKey: string;
  let secret: string;

  beforeAll(async () => {
    h = await createHarness();
    // No ?_response=detail: the generated secret must still reach the caller, once.
    const created = await h.request('POST', '/api/integration', { body: { label: 'basic-auth client', admin: true } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers.location).toBe(`/api/integration/${created.json().data.id}`);
    accessKey = created.json().data.accessKey;
    secret = created.json().data.secretAccessKey;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const read = await h.request('GET', `/api/integration/${created.json().data.id}`);
    expect(read.body).not.toContain(secret);
  });
  afterAll(async () => h?.close());

  function basic(id: string, password: string): string {
    return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(password)}`).toString('base64')}`;
  }

  it('accepts client credentials in an HTTP Basic header', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: basic(accessKey, secret), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
    const token = response.json().access_token;
    expect((await h.request('GET', '/api/product', { token })).statusCode).toBe(200);
  });

  it('refuses a wrong Basic secret, and credentials sent twice', async () => {
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: basic(accessKey, 'not-the-secret') },
      payload: { grant_type: 'client_credentials' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client', error_description: 'Client authentication failed.' });

    const both = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: basic(accessKey, secret) },
      payload: { grant_type: 'client_credentials', client_id: accessKey, client_secret: secret },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Send the client credentials either in the Authorization header or in the body, not both.',
    });
  });

  it('names the Bearer scheme on a refused request', async () => {
    const response = await h.request('GET', '/api/product', { token: null });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="ext-translate"');
    const forbidden = await h.request('GET', '/api/user', { token: await h.tokenWithPrivileges(['product:read']) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['www-authenticate']).toBeUndefined();
  });
});
