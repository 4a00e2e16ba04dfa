import type {} from '@fastify/swagger';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { normalizeId } from '../db/ids.js';
import { ApiError, notFound } from '../http/errors.js';
import { requireAccess, type RouteAccess } from '../http/guard.js';
import { checkedByService, refusedWith } from '../http/validation.js';
import { associatedEntities, parseCriteria } from './criteria.js';
import { entityPath, privilegeOf, type EntityDefinition, type Operation } from './definition.js';
import { SYSTEM_LANGUAGE_ID, type EntityRepository } from './repository.js';
import { criteriaSchema, errorsSchema, recordSchema, writeSchema } from './schema.js';

function idParam(definition: EntityDefinition, raw: string): string {
  const id = normalizeId(raw);
  if (id === null) throw ApiError.single(400, 'FRAMEWORK__INVALID_UUID', `The id "${raw}" is not a valid id.`);
  return id;
}

const IdParams = Type.Object({ id: Type.String({ description: '32 hex characters or a dashed UUID, any case.' }) });
type IdParams = Static<typeof IdParams>;

/** limit, page and sort are checked by the criteria parser, which names the rule broken. */
const ListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ ...checkedByService, minimum: 1, maximum: 500, default: 25 })),
    page: Type.Optional(Type.Integer({ ...checkedByService, minimum: 1, maximum: 1_000_000, default: 1 })),
    sort: Type.Optional(Type.String({ ...checkedByService, description: 'Comma-separated fields, `-` for descending: e.g. name,-createdAt' })),
  },
  { additionalProperties: false, ...refusedWith({ additionalProperties: 'Unknown query parameter "{additionalProperty}".' }, 'FRAMEWORK__INVALID_CRITERIA') },
);
type ListQuery = Static<typeof ListQuery>;

const WriteQuery = Type.Object({
  _response: Type.Optional(
    Type.String({ ...checkedByService, description: '`detail` (also `true` or `1`) answers 200 with the record instead of 204; other values are ignored.' }),
  ),
});
type WriteQuery = Static<typeof WriteQuery>;

/** The platform's context-language header (docs/api.md, "The context language"). */
export const LANGUAGE_HEADER = 'sw-language-id';

const LanguageHeaders = Type.Object({
  [LANGUAGE_HEADER]: Type.Optional(
    Type.String({
      ...checkedByService,
      description:
        'The id of the language top-level translated fields are read in, filtered and sorted by, and written to (default: the system language). An unknown id answers 400 naming it.',
    }),
  ),
});

/** The context language of a request: its `sw-language-id` header, or the system language. */
export async function contextLanguage(repository: EntityRepository, request: FastifyRequest): Promise<string> {
  const raw = request.headers[LANGUAGE_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return SYSTEM_LANGUAGE_ID;
  return repository.contextLanguage(value.trim());
}

function wantsDetail(query: WriteQuery | undefined): boolean {
  const value = query?._response;
  return value === 'detail' || value === 'true' || value === '1';
}

function accessOf(definition: EntityDefinition, operation: Operation): RouteAccess {
  return { privilege: privilegeOf(definition.name, operation), ...(definition.adminOnly ? { adminOnly: true } : {}) };
}

/** The generic REST routes for one entity (README.md, the entity API). */
export function registerEntityRoutes(app: FastifyInstance, repository: EntityRepository, definition: EntityDefinition): void {
  const path = `/api/${entityPath(definition.name)}`;
  const tags = [definition.label];
  const access = (operation: Operation) => ({ access: accessOf(definition, operation) });
  const can = (operation: Operation) => definition.operations.includes(operation);
  const record = recordSchema(definition);
  const listAnswer = { type: 'object', properties: { total: { type: 'integer' }, data: { type: 'array', items: record } } };
  const detailAnswer = { type: 'object', properties: { data: record } };
  const idsAnswer = { type: 'object', properties: { total: { type: 'integer' }, data: { type: 'array', items: { type: 'string' } } } };
  // Writes and criteria are checked by the repository against the entity definition (one answer lists
  // every problem with its pointer), so the validator lets them through.
  const writeBody = { ...writeSchema(definition), ...checkedByService };
  const criteriaBody = { ...criteriaSchema, nullable: true, ...checkedByService };
  const errors = { 400: errorsSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema };
  // Operation ids name the action and the entity: listProduct, searchProduct, readProduct, ...
  const pascal = definition.name.replace(/(^|_)([a-z0-9])/g, (_match, _separator: string, letter: string) => letter.toUpperCase());
  const schema = (action: string, extra: FastifySchema): FastifySchema => ({ tags, operationId: `${action}${pascal}`, security: [{ bearerAuth: [] }], ...extra });

  if (can('read')) {
    app.get<{ Querystring: ListQuery }>(
      path,
      {
        config: access('read'),
        schema: schema('list', {
          summary: `List ${definition.label.toLowerCase()}`,
          querystring: ListQuery,
          headers: LanguageHeaders,
          response: { 200: listAnswer, ...errors },
        }),
      },
      async (request) => {
        const criteria = parseCriteria(definition, request.query);
        return repository.search(definition, criteria, undefined, await contextLanguage(repository, request));
      },
    );
    app.get<{ Params: IdParams }>(
      `${path}/:id`,
      {
        config: access('read'),
        schema: schema('read', { summary: `Read one ${definition.name}`, params: IdParams, headers: LanguageHeaders, response: { 200: detailAnswer, ...errors } }),
      },
      async (request) => {
        const id = idParam(definition, request.params.id);
        const data = await repository.findById(definition, id, undefined, await contextLanguage(repository, request));
        if (!data) throw notFound(definition.name, id);
        return { data };
      },
    );
    app.post(
      `/api/search/${entityPath(definition.name)}`,
      {
        config: access('read'),
        schema: schema('search', { summary: `Search ${definition.label.toLowerCase()}`, headers: LanguageHeaders, body: criteriaBody, response: { 200: listAnswer, ...errors } }),
      },
      async (request) => {
        const languageId = await contextLanguage(repository, request);
        const criteria = parseCriteria(definition, request.body ?? {});
        // An association reads another entity, so the caller needs that entity's read privilege too.
        requireAccess(
          request.principal,
          associatedEntities(definition, criteria).map((target) => accessOf(target, 'read')),
        );
        return repository.search(definition, criteria, undefined, languageId);
      },
    );
    app.post(
      `/api/search-ids/${entityPath(definition.name)}`,
      {
        config: access('read'),
        schema: schema('searchIds', {
          summary: `Search ${definition.label.toLowerCase()}, answering ids only`,
          description: 'The same criteria as the search (associations and includes do not apply); answers `{total, data: [ids]}`.',
          headers: LanguageHeaders,
          body: criteriaBody,
          response: { 200: idsAnswer, ...errors },
        }),
      },
      async (request) => {
        const languageId = await contextLanguage(repository, request);
        const criteria = { ...parseCriteria(definition, request.body ?? {}), associations: {}, includes: null };
        const result = await repository.search(definition, criteria, undefined, languageId);
        return { total: result.total, data: result.data.map((record) => record.id as string) };
      },
    );
  }

  if (can('create')) {
    app.post<{ Querystring: WriteQuery }>(
      path,
      {
        config: access('create'),
        schema: schema('create', {
          summary: `Create a ${definition.name}`,
          description:
            'Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.',
          querystring: WriteQuery,
          headers: LanguageHeaders,
          body: writeBody,
          response: { 200: detailAnswer, 204: { type: 'null' }, ...errors },
        }),
      },
      async (request, reply) => {
        const languageId = await contextLanguage(repository, request);
        const { id, reveal } = await repository.create(definition, request.body, undefined, languageId);
        reply.header('Location', `${path}/${id}`);
        // A generated secret exists only in this answer, so a create that made one always returns it.
        if (!wantsDetail(request.query) && Object.keys(reveal).length === 0) return reply.status(204).send();
        return { data: { ...(await repository.findById(definition, id, undefined, languageId)), ...reveal } };
      },
    );
  }

  if (can('update')) {
    app.patch<{ Params: IdParams; Querystring: WriteQuery }>(
      `${path}/:id`,
      {
        config: access('update'),
        schema: schema('update', {
          summary: `Update a ${definition.name}`,
          params: IdParams,
          querystring: WriteQuery,
          headers: LanguageHeaders,
          body: writeBody,
          response: { 200: detailAnswer, 204: { type: 'null' }, ...errors },
        }),
      },
      async (request, reply) => {
        const id = idParam(definition, request.params.id);
        const languageId = await contextLanguage(repository, request);
        await repository.update(definition, id, request.body, undefined, languageId);
        if (!wantsDetail(request.query)) return reply.status(204).send();
        return { data: await repository.findById(definition, id, undefined, languageId) };
      },
    );
  }

  if (can('delete')) {
    app.delete<{ Params: IdParams }>(
      `${path}/:id`,
      {
        config: access('delete'),
        schema: schema('delete', { summary: `Delete a ${definition.name}`, params: IdParams, response: { 204: { type: 'null' }, ...errors } }),
      },
      async (request, reply) => {
        await repository.delete(definition, idParam(definition, request.params.id));
        return reply.status(204).send();
      },
    );
  }
}
