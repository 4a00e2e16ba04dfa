import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentOnly } from '../../host/http/document-only.js';
import { MessageError } from '../../host/http/errors.js';
import {
  exportGlossaryCsv,
  GLOSSARY_CSV_ERRORS,
  GLOSSARY_EXPORT_FILENAME,
  GLOSSARY_IMPORT_BODY_LIMIT,
  GlossaryCsvError,
  importGlossaryCsv,
  type GlossaryImportRequest,
} from '../glossary-csv.js';
import type { JobDependencies } from '../jobs.js';
import { ACTION_BASE, editorAccess, messageSchema, viewerAccess } from './access.js';

/**
 * A body beyond the route's limit is refused before the handler runs; it gets the import's own message
 * (the host's generic one names the host-wide limit). Anything else goes on to the app's error handler.
 */
async function bodyTooLarge(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(400).send({ message: GLOSSARY_CSV_ERRORS.tooLarge });
  throw error;
}

/** POST /glossary/import and GET /glossary/export (spec); the CSV work is in ../glossary-csv.ts. */
export function registerGlossaryRoutes(app: FastifyInstance, deps: JobDependencies): void {
  app.post(
    `${ACTION_BASE}/glossary/import`,
    {
      config: editorAccess,
      validatorCompiler: documentOnly,
      bodyLimit: GLOSSARY_IMPORT_BODY_LIMIT,
      errorHandler: bodyTooLarge,
      schema: {
        tags: ['Glossary'],
        summary: 'Import glossary terms from CSV (one transaction; existing terms are updated)',
        description: 'Format and row rules: docs/glossary.md.',
        security: [{ bearerAuth: [] }],
        body: {
          type: 'object',
          properties: {
            csv: { type: 'string', description: 'The CSV text; header `term;mode;caseSensitive;<localeCode>;...`.' },
            delimiter: { type: 'string', minLength: 1, maxLength: 1, default: ';', description: 'One character.' },
          },
          required: ['csv'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              imported: { type: 'integer' },
              created: { type: 'integer' },
              updated: { type: 'integer' },
              skipped: { type: 'integer' },
            },
          },
          400: messageSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const input: GlossaryImportRequest = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
      try {
        return await importGlossaryCsv(deps.db, input);
      } catch (error) {
        if (error instanceof GlossaryCsvError) throw new MessageError(400, error.message);
        throw error;
      }
    },
  );

  app.get(
    `${ACTION_BASE}/glossary/export`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Glossary'],
        summary: 'Export the full glossary as CSV (UTF-8 with BOM, delimiter ";")',
        description: 'Format: docs/glossary.md.',
        security: [{ bearerAuth: [] }],
        response: { 200: { description: 'The glossary file.', content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
    async (_request, reply) => {
      const { csv } = await exportGlossaryCsv(deps.db);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename=${GLOSSARY_EXPORT_FILENAME}`)
        .send(csv);
    },
  );
}
