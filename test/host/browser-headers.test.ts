import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/host/http/browser-headers.js';
import { createHarness, type Harness } from '../support/harness.js';

/**
 * Issue 18, item 7: the pages a browser shows (/admin/, /docs) send a Content-Security-Policy without
 * inline script and with `frame-ancestors 'none'`, X-Frame-Options DENY and a Referrer-Policy; /docs
 * keeps no pasted token in localStorage (docs/operations.md, "Browser pages").
 */
describe('browser pages', () => {
  let h: Harness;
  beforeAll(async () => {
    // A stand-in for the built admin app: an entry page and one asset, as Vite writes them.
    const directory = mkdtempSync(join(tmpdir(), 'ext-translate-admin-'));
    mkdirSync(join(directory, 'assets'));
    writeFileSync(join(directory, 'index.html'), '<!doctype html><html><body><div id="app"></div><script type="module" src="/admin/assets/index-abc.js"></script></body></html>');
    writeFileSync(join(directory, 'assets', 'index-abc.js'), 'console.log("app");');
    h = await createHarness({}, { adminDirectory: directory });
  });
  afterAll(async () => h.close());

  function expectBrowserHeaders(headers: Record<string, unknown>, url: string): void {
    expect(headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['referrer-policy'], url).toBe('no-referrer');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
  }

  it('the policy allows scripts from this server only and no framing at all', () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('/admin/, its client-side routes and assets, and / send the headers', async () => {
    for (const url of ['/admin/', '/admin/jobs/123', '/admin/assets/index-abc.js', '/']) {
      const response = await h.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(400);
      expectBrowserHeaders(response.headers, url);
    }
  });

  it('/docs sends the headers, its page has no inline script, and it does not persist a pasted token', async () => {
    for (const url of ['/docs', '/docs/', '/docs/static/index.html', '/docs/static/swagger-initializer.js', '/docs/json']) {
      const response = await h.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(400);
      expectBrowserHeaders(response.headers, url);
    }
    const page = await h.app.inject({ url: '/docs/' });
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src=/);
      expect(body?.trim()).toBe('');
    }
    const initializer = (await h.app.inject({ url: '/docs/static/swagger-initializer.js' })).body;
    expect(initializer).toMatch(/"persistAuthorization":\s*false/);
  });

  it('API answers carry the Referrer-Policy but no page policy', async () => {
    const response = await h.app.inject({ url: '/api/_info/health' });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
