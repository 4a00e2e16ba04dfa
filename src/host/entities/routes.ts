import type {} from '@fastify/swagger';
import { documentOnly } from '../http/document-only.js';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { normalizeId } from '../db/ids.js';
import { ApiError, notFound } from '../http/errors.js';
import { requireAccess, type RouteAccess } from '../http/guard.js';
import { associatedEntities, parseCriteria } from './criteria.js';
import { entityPath, privilegeOf, type EntityDefinition, type Operation } from './definition.js';
import type { EntityRepository } from './repository.js';
import { criteriaSchema, errorsSchema, recordSchema, writeSchema } from './schema.js';

function idParam(definition: EntityDefinition, raw: string): string {
  const id = normalizeId(raw);
  if (id === null) throw ApiError.single(400, 'FRAMEWORK__INVALID_UUID', `The id "${raw}" is not a valid id.`);
  return id;
}

function wantsDetail(query: unknown): boolean {
  const value = (query as Record<string, unknown> | undefined)?._response;
  return value === 'detail' || value === 'true' || value === '1';
}

function accessOf(definition: EntityDefinition, operation: Operation): RouteAccess {
  return { privilege: privilegeOf(definition.name, operation), ...(definition.adminOnly ? { adminOnly: true } : {}) };
}

/** The generic REST routes for one entity (DESIGN.md section 5). */
export function registerEntityRoutes(app: FastifyInstance, repository: EntityRepository, definition: EntityDefinition): void {
  const path = `/api/${entityPath(definition.name)}`;
  const tags = [definition.label];
  const access = (operation: Operation) => ({ access: accessOf(definition, operation) });
  const can = (operation: Operation) => definition.operations.includes(operation);
  const record = recordSchema(definition);
  const listAnswer = { type: 'object', properties: { total: { type: 'integer' }, data: { type: 'array', items: record } } };
  const detailAnswer = { type: 'object', properties: { data: record } };
  const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
  const errors = { 400: errorsSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema };
  const schema = (extra: FastifySchema): FastifySchema => ({ tags, security: [{ bearerAuth: [] }], ...extra });

  if (can('read')) {
    app.get(
      path,
      {
        config: access('read'),
        validatorCompiler: documentOnly,
        schema: schema({
          summary: `List ${definition.label.toLowerCase()}`,
          querystring: {
            type: 'object',
            properties: { limit: { type: 'integer' }, page: { type: 'integer' }, sort: { type: 'string', description: 'e.g. name,-createdAt' } },
          },
          response: { 200: listAnswer, ...errors },
        }),
      },
      async (request) => {
        const query = (request.query ?? {}) as Record<string, unknown>;
        const unknown = Object.keys(query).filter((key) => !['limit', 'page', 'sort'].includes(key));
        if (unknown.length > 0) {
          throw ApiError.single(400, 'FRAMEWORK__INVALID_CRITERIA', `Unknown query parameter "${unknown[0]}".`, `/${unknown[0]}`);
        }
        return repository.search(definition, parseCriteria(definition, query));
      },
    );
    app.get(
      `${path}/:id`,
      {
        config: access('read'),
        validatorCompiler: documentOnly,
        schema: schema({ summary: `Read one ${definition.name}`, params: idParams, response: { 200: detailAnswer, ...errors } }),
      },
      async (request) => {
        const id = idParam(definition, (request.params as { id: string }).id);
        const data = await repository.findById(definition, id);
        if (!data) throw notFound(definition.name, id);
        return { data };
      },
    );
    app.post(
      `/api/search/${entityPath(definition.name)}`,
      {
        config: access('read'),
        validatorCompiler: documentOnly,
        schema: schema({ summary: `Search ${definition.label.toLowerCase()}`, body: criteriaSchema, response: { 200: listAnswer, ...errors } }),
      },
      async (request) => {
        const criteria = parseCriteria(definition, request.body ?? {});
        // An association reads another entity, so the caller needs that entity's read privilege too.
        requireAccess(
          request.principal,
          associatedEntities(definition, criteria).map((target) => accessOf(target, 'read')),
        );
        return repository.search(definition, criteria);
      },
    );
  }

  if (can('create')) {
    app.post(
      path,
      {
        config: access('create'),
        validatorCompiler: documentOnly,
        schema: schema({
          summary: `Create a ${definition.name}`,
          description:
            'Answers 204 with a Location header, or 200 with the record when called with ?_response=detail. A create that generates a secret (an integration without secretAccessKey) always answers 200 with the secret, shown this once.',
          body: writeSchema(definition),
          response: { 200: detailAnswer, 204: { type: 'null' }, ...errors },
        }),
      },
      async (request, reply) => {
        const { id, reveal } = await repository.create(definition, request.body);
        reply.header('Location', `${path}/${id}`);
        // A generated secret exists only in this answer, so a create that made one always returns it.
        if (!wantsDetail(request.query) && Object.keys(reveal).length === 0) return reply.status(204).send();
        return { data: { ...(await repository.findById(definition, id)), ...reveal } };
      },
    );
  }

  if (can('update')) {
    app.patch(
      `${path}/:id`,
      {
        config: access('update'),
        validatorCompiler: documentOnly,
        schema: schema({
          summary: `Update a ${definition.name}`,
          params: idParams,
          body: writeSchema(definition),
          response: { 200: detailAnswer, 204: { type: 'null' }, ...errors },
        }),
      },
      async (request, reply) => {
        const id = idParam(definition, (request.params as { id: string }).id);
        await repository.update(definition, id, request.body);
        if (!wantsDetail(request.query)) return reply.status(204).send();
        return { data: await repository.findById(definition, id) };
      },
    );
  }

  if (can('delete')) {
    app.delete(
      `${path}/:id`,
      {
        config: access('delete'),
        validatorCompiler: documentOnly,
        schema: schema({ summary: `Delete a ${definition.name}`, params: idParams, response: { 204: { type: 'null' }, ...errors } }),
      },
      async (request, reply) => {
        await repository.delete(definition, idParam(definition, (request.params as { id: string }).id));
        return reply.status(204).send();
      },
    );
  }
}
