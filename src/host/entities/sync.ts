import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { normalizeId } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { requireAccess, type RouteAccess } from '../http/guard.js';
import { checkedByService } from '../http/validation.js';
import { privilegeOf, type EntityDefinition, type Operation } from './definition.js';
import type { EntityRepository } from './repository.js';
import { contextLanguage, LANGUAGE_HEADER } from './routes.js';
import { errorsSchema } from './schema.js';

/** Records one sync may write or delete, all operations together. */
export const MAX_SYNC_RECORDS = 1000;

const CODE = 'FRAMEWORK__INVALID_SYNC';

interface SyncOperation {
  key: string;
  action: 'upsert' | 'delete';
  definition: EntityDefinition;
  payload: Record<string, unknown>[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(pointer: string, detail: string): ApiError {
  return ApiError.single(400, CODE, detail, pointer);
}

/** The operations of a sync body: a list, or an object keyed by operation name (the platform accepts both). */
function parseOperations(body: unknown, entities: Map<string, EntityDefinition>): SyncOperation[] {
  const entries: [string, unknown][] = Array.isArray(body)
    ? body.map((operation, index) => [String(index), operation])
    : isObject(body)
      ? Object.entries(body)
      : [];
  if (!Array.isArray(body) && !isObject(body)) throw invalid('/', 'The sync body must be a list of operations {action, entity, payload}.');
  if (entries.length === 0) throw invalid('/', 'The sync body holds no operations.');
  const operations: SyncOperation[] = [];
  let records = 0;
  for (const [key, raw] of entries) {
    const pointer = `/${key}`;
    if (!isObject(raw)) throw invalid(pointer, 'An operation must be an object {action, entity, payload}.');
    const action = raw.action;
    if (action !== 'upsert' && action !== 'delete') throw invalid(`${pointer}/action`, 'The action must be "upsert" or "delete".');
    const definition = typeof raw.entity === 'string' ? entities.get(raw.entity) : undefined;
    if (!definition) throw invalid(`${pointer}/entity`, `The entity "${String(raw.entity)}" does not exist.`);
    const needed: Operation[] = action === 'upsert' ? ['create', 'update'] : ['delete'];
    const missing = needed.filter((operation) => !definition.operations.includes(operation));
    if (action === 'delete' ? missing.length > 0 : missing.length === needed.length) {
      throw invalid(`${pointer}/action`, `The entity "${definition.name}" cannot be ${action === 'delete' ? 'deleted' : 'written'}.`);
    }
    if (!Array.isArray(raw.payload) || raw.payload.length === 0) throw invalid(`${pointer}/payload`, 'The payload must be a non-empty list of records.');
    const payload = raw.payload.map((record, index) => {
      if (!isObject(record)) throw invalid(`${pointer}/payload/${index}`, 'A record must be an object.');
      if (action === 'delete' && normalizeId(record.id) === null) throw invalid(`${pointer}/payload/${index}/id`, 'A record to delete needs a valid id.');
      return record;
    });
    records += payload.length;
    if (records > MAX_SYNC_RECORDS) throw invalid('/', `A sync may hold at most ${MAX_SYNC_RECORDS} records.`);
    const unknown = Object.keys(raw).find((name) => !['action', 'entity', 'payload'].includes(name));
    if (unknown !== undefined) throw invalid(`${pointer}/${unknown}`, `Unknown operation parameter "${unknown}".`);
    operations.push({ key, action, definition, payload });
  }
  return operations;
}

/** An error of one record's write, its pointers moved under that record. */
function underRecord(error: unknown, prefix: string): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(
    error.statusCode,
    error.entries.map(({ status: _status, source, ...entry }) => ({ ...entry, source: { pointer: `${prefix}${source && source.pointer !== '/' ? source.pointer : ''}` } })),
  );
}

function accessOf(definition: EntityDefinition, operation: Operation): RouteAccess {
  return { privilege: privilegeOf(definition.name, operation), ...(definition.adminOnly ? { adminOnly: true } : {}) };
}

const SyncOperationSchema = Type.Object({
  action: Type.String({ enum: ['upsert', 'delete'] }),
  entity: Type.String({ description: 'The entity name, e.g. `product`.' }),
  payload: Type.Array(Type.Object({}, { additionalProperties: true }), {
    description: 'upsert: records as the entity API writes them (with an `id`, an existing record is updated); delete: `{id}` objects.',
  }),
});

const SyncBody = Type.Union([Type.Array(SyncOperationSchema), Type.Record(Type.String(), SyncOperationSchema)], checkedByService);

const SyncAnswer = Type.Object({
  data: Type.Record(
    Type.String(),
    Type.Object({ entity: Type.String(), action: Type.String(), ids: Type.Array(Type.String()) }),
    { description: 'Per operation (by its key, or its index in a list): the ids written or deleted, in payload order.' },
  ),
});

/**
 * POST /api/_action/sync: operations `{action: upsert|delete, entity, payload}` in one transaction, all
 * or nothing. Each record needs the privilege of what it does (create, update or delete on its entity).
 */
export function registerSyncRoute(app: FastifyInstance, repository: EntityRepository, definitions: EntityDefinition[]): void {
  const entities = new Map(definitions.map((definition) => [definition.name, definition]));
  app.post(
    '/api/_action/sync',
    {
      config: { access: { privilege: 'authenticated' } },
      schema: {
        tags: ['Entities'],
        operationId: 'sync',
        summary: 'Write and delete records of several entities in one transaction',
        description:
          `Operations run in order in one transaction: all succeed or nothing is written. At most ${MAX_SYNC_RECORDS} records. ` +
          `Errors answer \`{errors}\` with pointers under the record: \`/<operation>/payload/<index>/<field>\`. The ${LANGUAGE_HEADER} header applies as on the entity routes.`,
        headers: Type.Object({ [LANGUAGE_HEADER]: Type.Optional(Type.String({ ...checkedByService, description: 'The context language of top-level translated fields.' })) }),
        body: SyncBody,
        response: { 200: SyncAnswer, 400: errorsSchema, 404: errorsSchema },
      },
    },
    async (request) => {
      const languageId = await contextLanguage(repository, request);
      const operations = parseOperations(request.body, entities);
      const data: Record<string, { entity: string; action: string; ids: string[] }> = {};
      await repository.transaction(async (trx) => {
        // Privileges first, for every record, so that a refusal names all that is missing.
        const required: RouteAccess[] = [];
        const existing = new Map<SyncOperation, Set<string>>();
        for (const operation of operations) {
          const ids = operation.payload.map((record) => normalizeId(record.id)).filter((id): id is string => id !== null);
          const found = new Set<string>();
          for (let start = 0; start < ids.length; start += 500) {
            const rows = await trx.selectFrom(operation.definition.name).select('id').where('id', 'in', ids.slice(start, start + 500)).execute();
            for (const row of rows) found.add(row.id as string);
          }
          existing.set(operation, found);
          for (const record of operation.payload) {
            const id = normalizeId(record.id);
            const kind: Operation = operation.action === 'delete' ? 'delete' : id !== null && found.has(id) ? 'update' : 'create';
            required.push(accessOf(operation.definition, kind));
          }
        }
        requireAccess(request.principal, required);
        for (const operation of operations) {
          const found = existing.get(operation) ?? new Set<string>();
          const ids: string[] = [];
          for (const [index, record] of operation.payload.entries()) {
            const prefix = `/${operation.key}/payload/${index}`;
            const id = normalizeId(record.id);
            try {
              if (operation.action === 'delete') {
                await repository.delete(operation.definition, id as string, trx);
                ids.push(id as string);
              } else if (id !== null && found.has(id)) {
                await repository.update(operation.definition, id, record, trx, languageId);
                ids.push(id);
              } else {
                const created = await repository.create(operation.definition, record, trx, languageId);
                // A generated secret is shown only in the answer of its create, which the sync does not give.
                if (Object.keys(created.reveal).length > 0) {
                  throw ApiError.single(
                    400,
                    CODE,
                    `A ${operation.definition.name} that generates a secret cannot be created through the sync; send the secret or use POST /api/${operation.definition.name.replace(/_/g, '-')}.`,
                    '/',
                  );
                }
                found.add(created.id);
                ids.push(created.id);
              }
            } catch (error) {
              throw underRecord(error, prefix);
            }
          }
          data[operation.key] = { entity: operation.definition.name, action: operation.action, ids };
        }
      });
      return { data };
    },
  );
}
