import type { FastifyInstance } from 'fastify';

/**
 * What the pages a browser shows (the admin app at /admin/, the API reference at /docs, `/`) may do:
 * scripts only from this server's own files (no inline script, no eval), no framing by any other page
 * (clickjacking), and no Referer to other sites. Styles may be inline (Swagger UI and Vue set style
 * attributes); images and fonts may be data: URLs. The API's JSON answers need none of it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function isBrowserPage(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/' || path === '/docs' || path.startsWith('/docs/') || path === '/admin' || path.startsWith('/admin/');
}

/** Adds the headers to every answer under the browser pages; call before the plugins that serve them. */
export function registerBrowserHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('referrer-policy', 'no-referrer');
    if (isBrowserPage(request.url)) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-frame-options', 'DENY');
      reply.header('x-content-type-options', 'nosniff');
    }
    return payload;
  });
}
