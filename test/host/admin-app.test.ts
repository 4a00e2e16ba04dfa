import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAdminApp } from '../../src/host/http/admin-app.js';
import { registerErrorHandler } from '../../src/host/http/error-handler.js';

/** Without a build (a checkout before `npm run build`) the app's paths say what to do; / still redirects. */
describe('admin app not built', () => {
  it.each([null, mkdtempSync(join(tmpdir(), 'ext-translate-no-admin-'))])('directory %s: /admin/ paths answer 404 naming the build command', async (directory) => {
    const app = Fastify();
    registerErrorHandler(app, ['/api/_action/ext-translate']);
    await registerAdminApp(app, directory);
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/admin/');
    for (const url of ['/admin/', '/admin/jobs']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        errors: [{ status: '404', code: 'FRAMEWORK__ADMIN_NOT_BUILT', detail: 'The admin app is not built; run "npm run build" and start the server again.' }],
      });
    }
    await app.close();
  });
});
