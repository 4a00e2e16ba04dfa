import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminServer, type AdminServer } from './harness.js';

/**
 * The built admin app through the real server (`serve`): / redirects to /admin/, every path under
 * /admin/ that is not a file answers the app's entry page (client routes survive a reload), hashed
 * assets are cached for a year and sent compressed, and outside /admin/ a missing route stays JSON.
 */
const assets = join(import.meta.dirname, '../../../dist/admin/assets');

describe('serving the admin app', () => {
  let server: AdminServer;

  beforeAll(async () => {
    server = await startAdminServer({ configureDeepl: false, demo: false });
  });

  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.base}${path}`, { redirect: 'manual', headers });

  it('redirects / and /admin to /admin/', async () => {
    for (const path of ['/', '/admin']) {
      const response = await get(path);
      expect([301, 302]).toContain(response.status);
      expect(response.headers.get('location')).toBe('/admin/');
    }
  });

  it('answers the entry page, revalidated on every load, for the app and any client route under it', async () => {
    for (const path of ['/admin/', '/admin/jobs/0191c6d5e9a47a4bb1ab0b5e9a0d8f10/changes', '/admin/translate?entity=category&scope=missing', '/admin/no-such-screen']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="app"></div>');
      expect(html).toMatch(/<script type="module" crossorigin src="\/admin\/assets\/index-[\w-]+\.js"><\/script>/);
    }
  });

  it('serves hashed assets for a year, compressed when the browser accepts it', async () => {
    const script = readdirSync(assets).find((name) => /^index-[\w-]+\.js$/.test(name))!;
    const plain = await get(`/admin/assets/${script}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const compressed = await fetch(`${server.base}/admin/assets/${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    // fetch decodes the body: the same script either way.
    expect(await compressed.text()).toBe(await plain.text());
  });

  it('a missing asset and a missing API route answer JSON 404s, not the app', async () => {
    const asset = await get('/admin/assets/index-missing.js');
    expect(asset.status).toBe(404);
    expect(await asset.json()).toEqual({ errors: [{ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND', detail: 'No route matches GET /admin/assets/index-missing.js.' }] });
    const route = await get('/api/no-such-route');
    expect(route.status).toBe(404);
    expect(await route.json()).toEqual({ errors: [{ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND', detail: 'No route matches GET /api/no-such-route.' }] });
  });

  it('the app is not part of the API description', async () => {
    const openapi = (await (await get('/api/_info/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});
