import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from './errors.js';

/** Where the admin web app lives (docs/architecture.md, "The admin app"): built by `npm run build` into dist/admin. */
export const ADMIN_PATH = '/admin/';

/** Hashed file names never change content: a year in every cache. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The entry page names the current hashes: revalidated on every load, so a new build shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built admin app at /admin/: its files as they are, and for any other path under
 * /admin/ the app's entry page, so that client-side routes survive a reload. `/` redirects to the
 * app. A missing asset (`/admin/assets/...`) stays a JSON 404, like everything outside /admin/.
 */
export async function registerAdminApp(app: FastifyInstance, directory: string | null): Promise<void> {

  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(ADMIN_PATH, 302));
  app.get('/admin', { schema: { hide: true } }, async (_request, reply) => reply.redirect(ADMIN_PATH, 301));

  if (directory === null || !existsSync(join(directory, 'index.html'))) {
    app.get('/admin/*', { schema: { hide: true } }, async () => {
      throw ApiError.single(404, 'FRAMEWORK__ADMIN_NOT_BUILT', 'The admin app is not built; run "npm run build" and start the server again.');
    });
    return;
  }

  const assets = join(directory, 'assets');
  // Loaded only by a server that serves the app, not by every command that builds the HTTP app.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: directory,
      prefix: '/',
      index: 'index.html',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
    scope.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if ((request.method === 'GET' || request.method === 'HEAD') && !path.startsWith(`${ADMIN_PATH}assets/`)) return sendEntryPage(reply);
      return reply.status(404).send(ApiError.single(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route matches ${request.method} ${path}.`).toBody());
    });
  }, { prefix: '/admin' });
}

function sendEntryPage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', REVALIDATE).header('x-content-type-options', 'nosniff').type('text/html; charset=utf-8').sendFile('index.html');
}
