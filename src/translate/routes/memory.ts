import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { clearMemory, memoryEnabled, memorySize } from '../engine/translation-memory.js';
import type { JobDependencies } from '../use-cases/jobs.js';
import { ACTION_BASE, editorAccess, viewerAccess } from './access.js';

const MemoryStatus = Type.Object({
  enabled: Type.Boolean({ description: 'The `translationMemory` setting (default true).' }),
  entries: Type.Integer({ description: 'Remembered translations.' }),
});

/** GET /memory and POST /memory/clear (docs/jobs.md, "Translation memory"): routes beside the spec's. */
export function registerMemoryRoutes(app: FastifyInstance, deps: JobDependencies): void {
  app.get(
    `${ACTION_BASE}/memory`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Translation memory'],
        operationId: 'readTranslationMemory',
        summary: 'Whether the translation memory is on, and how many translations it holds',
        security: [{ bearerAuth: [] }],
        response: { 200: MemoryStatus },
      },
    },
    async () => {
      const [enabled, entries] = await Promise.all([memoryEnabled(deps.settings), memorySize(deps.db)]);
      return { enabled, entries };
    },
  );

  app.post(
    `${ACTION_BASE}/memory/clear`,
    {
      config: editorAccess,
      schema: {
        tags: ['Translation memory'],
        operationId: 'clearTranslationMemory',
        summary: 'Forget every remembered translation (later runs send those texts to the provider again)',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ deleted: Type.Integer({ description: 'Entries removed.' }) }) },
      },
    },
    async () => ({ deleted: await clearMemory(deps.db) }),
  );
}
