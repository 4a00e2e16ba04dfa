import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MessageError } from '../../host/http/errors.js';
import { IdString, Nullable, StringEnum } from '../../host/http/schema-types.js';
import { checkedByService, refusedWith } from '../../host/http/validation.js';
import { QUALITY_CHECK_CODES, QUALITY_CHECK_EXPLANATIONS } from '../engine/quality-checks.js';
import { approveDrafts, editDraft, editWrittenField, listDrafts, rejectDrafts, REVIEW_ERRORS, ReviewRequestError } from '../use-cases/review.js';
import type { JobDependencies } from '../use-cases/jobs.js';
import { ACTION_BASE, editorAccess, messageSchema, viewerAccess } from './access.js';
import { HISTORY_ERRORS, HISTORY_MAX_IDS } from './jobs.js';

const IdsBody = Type.Object(
  {
    ids: Type.Array(Type.String({ ...checkedByService, description: 'A history id of a draft.' }), {
      maxItems: HISTORY_MAX_IDS,
      ...refusedWith({ maxItems: HISTORY_ERRORS.tooManyIds, '*': HISTORY_ERRORS.missingIds }),
    }),
  },
  refusedWith(HISTORY_ERRORS.missingIds),
);
type IdsBody = Static<typeof IdsBody>;

const EditBody = Type.Object(
  {
    id: Type.String({ ...checkedByService, description: 'A history id.' }),
    value: Type.String({ description: "The merchant's text; for a JSON field (a list, custom fields) its JSON value as text." }),
  },
  refusedWith(REVIEW_ERRORS.missingEdit),
);
type EditBody = Static<typeof EditBody>;

const CheckCode = StringEnum(QUALITY_CHECK_CODES);

const HistoryRowAnswer = Type.Object({
  id: Type.String(),
  jobId: Nullable(Type.String()),
  entity: Type.String(),
  recordId: Type.String(),
  languageId: Type.String(),
  field: Type.String(),
  previousValue: Nullable(Type.String(), { description: 'What the field held when the row was made.' }),
  newValue: Nullable(Type.String(), { description: 'The draft, or the value written.' }),
  sourceValue: Nullable(Type.String()),
  checks: Nullable(Type.Array(CheckCode), { description: 'Quality check codes of newValue; empty when clean.' }),
  state: Type.String(),
  createdAt: Type.String(),
  updatedAt: Nullable(Type.String()),
});

const DraftAnswer = Type.Object({
  ...HistoryRowAnswer.properties,
  recordName: Nullable(Type.String(), { description: "The record's name in the job's source language (the translation key for snippets); null when it was not found." }),
});

export const REVIEW_QUERY_ERRORS = {
  invalidId: 'The jobId and languageId of the query must be UUIDs.',
  invalidCheck: `The check must be one of ${QUALITY_CHECK_CODES.join(', ')}, none or any.`,
  invalidPage: 'The page must be a positive integer, the limit one from 1 to 200.',
} as const;

const DraftsQuery = Type.Object({
  jobId: Type.Optional(IdString({ description: 'Drafts of this job.', ...refusedWith(REVIEW_QUERY_ERRORS.invalidId) })),
  entity: Type.Optional(Type.String({ maxLength: 64, description: 'Drafts of this entity.' })),
  languageId: Type.Optional(IdString({ description: 'Drafts in this target language.', ...refusedWith(REVIEW_QUERY_ERRORS.invalidId) })),
  check: Type.Optional(
    StringEnum([...QUALITY_CHECK_CODES, 'none', 'any'], { description: 'Drafts with this finding; `none`: without findings; `any`: with at least one.', ...refusedWith(REVIEW_QUERY_ERRORS.invalidCheck) }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, ...refusedWith(REVIEW_QUERY_ERRORS.invalidPage) })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_MAX_IDS, default: 50, ...refusedWith(REVIEW_QUERY_ERRORS.invalidPage) })),
});
type DraftsQuery = Static<typeof DraftsQuery>;

const QualityChecksAnswer = Type.Object({
  checks: Type.Array(Type.Object({ code: CheckCode, explanation: Type.String({ description: 'One line, for people.' }) })),
});

/** Runs a review call, answering its refusals as `{message}` with 400. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReviewRequestError) throw new MessageError(400, error.message);
    throw error;
  }
}

/** GET /quality-checks, POST /review/approve|reject|edit and POST /history/edit (docs/jobs.md, "Review and quality checks"). */
export function registerReviewRoutes(app: FastifyInstance, deps: JobDependencies): void {
  app.get(
    `${ACTION_BASE}/quality-checks`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Review'],
        operationId: 'listQualityChecks',
        summary: 'The quality checks, each with a one-line explanation',
        security: [{ bearerAuth: [] }],
        response: { 200: QualityChecksAnswer },
      },
    },
    async () => ({ checks: QUALITY_CHECK_CODES.map((code) => ({ code, explanation: QUALITY_CHECK_EXPLANATIONS[code] })) }),
  );

  app.get<{ Querystring: DraftsQuery }>(
    `${ACTION_BASE}/review/drafts`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Review'],
        operationId: 'listDrafts',
        summary: 'The drafts waiting for review, oldest first, narrowed by job, entity, language and check',
        security: [{ bearerAuth: [] }],
        querystring: DraftsQuery,
        response: {
          200: Type.Object({
            total: Type.Integer(),
            data: Type.Array(DraftAnswer),
          }),
          400: messageSchema,
        },
      },
    },
    async (request) => listDrafts(deps, { ...request.query, page: request.query.page ?? 1, limit: request.query.limit ?? 50 }),
  );

  app.post<{ Body: IdsBody }>(
    `${ACTION_BASE}/review/approve`,
    {
      config: editorAccess,
      schema: {
        tags: ['Review'],
        operationId: 'approveDrafts',
        summary: 'Write drafts into the store; a draft whose field changed since it was made is skipped',
        security: [{ bearerAuth: [] }],
        body: IdsBody,
        response: {
          200: Type.Object({
            approved: Type.Integer(),
            skipped: Type.Array(Type.Object({ id: Type.String(), reason: StringEnum(['value_changed']) })),
          }),
          400: messageSchema,
        },
      },
    },
    async (request) => answering(() => approveDrafts(deps.db, request.body.ids)),
  );

  app.post<{ Body: IdsBody }>(
    `${ACTION_BASE}/review/reject`,
    {
      config: editorAccess,
      schema: {
        tags: ['Review'],
        operationId: 'rejectDrafts',
        summary: 'Reject drafts; the store is untouched',
        security: [{ bearerAuth: [] }],
        body: IdsBody,
        response: { 200: Type.Object({ rejected: Type.Integer() }), 400: messageSchema },
      },
    },
    async (request) => answering(() => rejectDrafts(deps.db, request.body.ids)),
  );

  app.post<{ Body: EditBody }>(
    `${ACTION_BASE}/review/edit`,
    {
      config: editorAccess,
      schema: {
        tags: ['Review'],
        operationId: 'editDraft',
        summary: "Replace a draft's text with the merchant's and check it again",
        security: [{ bearerAuth: [] }],
        body: EditBody,
        response: { 200: HistoryRowAnswer, 400: messageSchema },
      },
    },
    async (request) => answering(() => editDraft(deps.db, request.body.id, request.body.value)),
  );

  app.post<{ Body: EditBody }>(
    `${ACTION_BASE}/history/edit`,
    {
      config: editorAccess,
      schema: {
        tags: ['History'],
        operationId: 'editWrittenField',
        summary: "Write the merchant's text into a field the service wrote, as a history row of its own (revertible)",
        security: [{ bearerAuth: [] }],
        body: EditBody,
        response: { 200: HistoryRowAnswer, 400: messageSchema },
      },
    },
    async (request) => answering(() => editWrittenField(deps.db, request.body.id, request.body.value)),
  );
}
