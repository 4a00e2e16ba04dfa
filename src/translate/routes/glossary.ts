import { Type, type Static } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MessageError } from '../../host/http/errors.js';
import { Nullable } from '../../host/http/schema-types.js';
import { refusedWith } from '../../host/http/validation.js';
import {
  exportGlossaryCsv,
  GLOSSARY_CSV_ERRORS,
  GLOSSARY_EXPORT_FILENAME,
  GLOSSARY_IMPORT_BODY_LIMIT,
  GLOSSARY_CSV_DEFAULT_DELIMITER,
  GlossaryCsvError,
  importGlossaryCsv,
} from '../use-cases/glossary-csv.js';
import type { JobDependencies } from '../use-cases/jobs.js';
import { ACTION_BASE, editorAccess, messageSchema, viewerAccess } from './access.js';

/**
 * A body beyond the route's limit is refused before the handler runs; it gets the import's own message
 * (the host's generic one names the host-wide limit). Anything else goes on to the app's error handler.
 */
async function bodyTooLarge(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(400).send({ message: GLOSSARY_CSV_ERRORS.tooLarge });
  throw error;
}

const ImportBody = Type.Object(
  {
    csv: Type.String({ description: 'The CSV text; header `term;mode;caseSensitive;<localeCode>;...`. A UTF-8 BOM is removed.', ...refusedWith(GLOSSARY_CSV_ERRORS.missingCsv) }),
    delimiter: Type.Optional(
      // One character (a code point), neither a quote nor a line break: those cannot separate fields.
      Nullable(Type.String({ minLength: 1, maxLength: 1, pattern: '^[^"\\r\\n]$' }), {
        default: GLOSSARY_CSV_DEFAULT_DELIMITER,
        description: 'One character.',
        ...refusedWith(GLOSSARY_CSV_ERRORS.delimiter),
      }),
    ),
  },
  refusedWith(GLOSSARY_CSV_ERRORS.missingCsv),
);
type ImportBody = Static<typeof ImportBody>;

const ImportAnswer = Type.Object({ imported: Type.Integer(), created: Type.Integer(), updated: Type.Integer(), skipped: Type.Integer() });

/** POST /glossary/import and GET /glossary/export (docs/glossary.md); the CSV work is in ../glossary-csv.ts. */
export function registerGlossaryRoutes(app: FastifyInstance, deps: JobDependencies): void {
  app.post<{ Body: ImportBody }>(
    `${ACTION_BASE}/glossary/import`,
    {
      // Also a `text/csv` body: the CSV itself, `?delimiter=` in the query (issue 18).
      config: { ...editorAccess, textBody: { contentType: 'text/csv', field: 'csv', queryFields: ['delimiter'] } },
      bodyLimit: GLOSSARY_IMPORT_BODY_LIMIT,
      errorHandler: bodyTooLarge,
      schema: {
        tags: ['Glossary'],
        operationId: 'importGlossary',
        summary: 'Import glossary terms from CSV (one transaction; existing terms are updated)',
        description: 'Format and row rules: docs/glossary.md.',
        security: [{ bearerAuth: [] }],
        body: ImportBody,
        response: {
          200: ImportAnswer,
          400: messageSchema,
        },
      },
    },
    async (request) => {
      try {
        return await importGlossaryCsv(deps.db, request.body);
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
        operationId: 'exportGlossary',
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
