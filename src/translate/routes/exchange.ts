import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MessageError } from '../../host/http/errors.js';
import { StringEnum } from '../../host/http/schema-types.js';
import { checkedByService, refusedWith } from '../../host/http/validation.js';
import { ExchangeFileError } from '../engine/exchange/xliff-read.js';
import { EXCHANGE_FORMATS } from '../engine/exchange/xliff-write.js';
import { IMPORT_SKIP_REASONS } from '../engine/exchange/exchange-fields.js';
import { JOB_STATUSES } from '../model/entities.js';
import { JobConfigError, normaliseJobConfig, parseBoolean, PUBLISH_MODES, type PublishMode } from '../model/job-config.js';
import { EXCHANGE_ERRORS, exportXliff, importXliff, isExchangeFormat, XLIFF_CONTENT_TYPE } from '../use-cases/exchange.js';
import { JobRequestError, type JobDependencies } from '../use-cases/jobs.js';
import { ACTION_BASE, editorAccess, messageSchema, viewerAccess } from './access.js';
import { JobConfigSchema } from './job-config-schema.js';

const ExportBody = Type.Object(
  {
    config: Type.Ref(JobConfigSchema),
    format: StringEnum(EXCHANGE_FORMATS, { ...checkedByService, description: 'The XLIFF version of the file.' }),
  },
  checkedByService,
);

const ImportBody = Type.Object(
  {
    xliff: Type.String({ description: 'The file\'s text (XLIFF 1.2 or 2.0, UTF-8).', ...checkedByService }),
    protectManualEdits: Type.Optional(
      Type.Union([Type.Boolean(), Type.String()], { ...checkedByService, description: 'Default true: fields edited by hand since the service last wrote them are skipped.' }),
    ),
    publish: Type.Optional(
      StringEnum(PUBLISH_MODES, {
        ...checkedByService,
        description: 'Like a job\'s `publish`: `immediately` (default) writes the fields, `review` keeps them all as drafts, `checked` keeps the flagged ones as drafts.',
      }),
    ),
  },
  { ...checkedByService, ...refusedWith(EXCHANGE_ERRORS.missingFile) },
);
type ImportBody = Static<typeof ImportBody>;

const ImportAnswer = Type.Object({
  jobId: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  status: StringEnum(JOB_STATUSES),
  units: Type.Integer({ description: 'Fields the file holds (a unit each).' }),
  written: Type.Integer({ description: 'Fields written into the store.' }),
  drafts: Type.Integer({ description: 'Fields kept as drafts for review (publish `review` or `checked`).' }),
  skipped: Type.Array(
    Type.Object({
      entity: Type.String(),
      recordId: Type.String(),
      field: Type.String(),
      reason: StringEnum(Object.keys(IMPORT_SKIP_REASONS) as (keyof typeof IMPORT_SKIP_REASONS)[]),
    }),
  ),
  failed: Type.Integer({ description: 'Fields with an error row of the job.' }),
});

/** Export and import bodies are files; an import of a full catalogue is larger than a JSON request. */
export const EXCHANGE_BODY_LIMIT = 50 * 1024 * 1024;

function isPublishMode(value: unknown): value is PublishMode {
  return (PUBLISH_MODES as readonly unknown[]).includes(value);
}

/** Runs an exchange call, answering its refusals as `{message}` with 400. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof JobRequestError) throw new MessageError(error.statusCode, error.message);
    if (error instanceof JobConfigError || error instanceof ExchangeFileError) throw new MessageError(400, error.message);
    throw error;
  }
}

/** POST /exchange/export and /exchange/import (docs/api.md, "Exchange"). */
export function registerExchangeRoutes(app: FastifyInstance, deps: JobDependencies): void {
  app.post(
    `${ACTION_BASE}/exchange/export`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Exchange'],
        operationId: 'exportXliff',
        summary: 'Export what a run of the config would translate into its one target language, as an XLIFF file for a translation agency',
        description: 'Format, units and inline codes: docs/api.md, "Exchange".',
        security: [{ bearerAuth: [] }],
        body: ExportBody,
        response: {
          200: { description: 'The file, as an attachment `<entities>-<source>-<target>.xlf`.', content: { [XLIFF_CONTENT_TYPE]: { schema: { type: 'string' } } } },
          400: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { format?: unknown };
      const config = await answering(async () => normaliseJobConfig(request.body));
      if (!isExchangeFormat(body.format)) throw new MessageError(400, EXCHANGE_ERRORS.format);
      const format = body.format;
      const file = await answering(() => exportXliff(deps, config, format));
      return reply
        .header('content-type', `${XLIFF_CONTENT_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-exchange-units', String(file.units))
        .send(file.xliff);
    },
  );

  app.post<{ Body: ImportBody }>(
    `${ACTION_BASE}/exchange/import`,
    {
      config: { ...editorAccess, textBody: { contentType: XLIFF_CONTENT_TYPE, field: 'xliff', queryFields: ['protectManualEdits', 'publish'], multipart: true } },
      bodyLimit: EXCHANGE_BODY_LIMIT,
      schema: {
        tags: ['Exchange'],
        operationId: 'importXliff',
        summary: 'Import a translated XLIFF file as a job (kind `import`): every unit that passes the checks is written, with its history',
        description: 'Checks, skip reasons and errors: docs/jobs.md, "Import jobs".',
        security: [{ bearerAuth: [] }],
        body: ImportBody,
        response: { 200: ImportAnswer, 400: messageSchema, 413: messageSchema },
      },
    },
    async (request) => {
      const body = request.body as Partial<ImportBody> | undefined;
      if (typeof body?.xliff !== 'string' || body.xliff.trim() === '') throw new MessageError(400, EXCHANGE_ERRORS.missingFile);
      const text = body.xliff;
      const publish = body.publish ?? 'immediately';
      if (!isPublishMode(publish)) throw new MessageError(400, EXCHANGE_ERRORS.publish);
      return answering(() =>
        importXliff(deps, text, { protectManualEdits: parseBoolean(body.protectManualEdits, true), publish, createdBy: request.principal?.id ?? null }),
      );
    },
  );
}
