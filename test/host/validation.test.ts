import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/host/http/error-handler.js';
import { checkedByService, documentedRefusal, refusedWith, validatorFactory } from '../../src/host/http/validation.js';

/**
 * Route schemas are validated for real, and a refusal carries the message its schema documents: the
 * deepest annotated schema on the failing path wins, a keyword map picks by keyword, and a part the
 * service checks itself is described but let through.
 */

const Body = Type.Object(
  {
    ids: Type.Array(Type.String(), { maxItems: 2, ...refusedWith({ maxItems: 'Too many ids.', '*': 'Missing ids.' }) }),
    config: Type.Object({ mode: Type.String({ enum: ['a', 'b'] }) }, checkedByService),
    name: Type.Optional(Type.String({ pattern: '\\S' })),
  },
  refusedWith('Missing ids.'),
);

const Query = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false, ...refusedWith({ additionalProperties: 'Unknown query parameter "{additionalProperty}".' }, 'TEST__UNKNOWN') },
);

describe('documentedRefusal', () => {
  it('takes the deepest annotated schema on the path, a keyword map by keyword, and `*` for the rest', () => {
    expect(documentedRefusal(Body, { keyword: 'maxItems', instancePath: '/ids', params: {} })).toEqual({ message: 'Too many ids.' });
    expect(documentedRefusal(Body, { keyword: 'type', instancePath: '/ids', params: {} })).toEqual({ message: 'Missing ids.' });
    // A missing property counts as below its object, so its own annotation applies.
    expect(documentedRefusal(Body, { keyword: 'required', instancePath: '', params: { missingProperty: 'ids' } })).toEqual({ message: 'Missing ids.' });
    // No annotation below the root: the root's.
    expect(documentedRefusal(Body, { keyword: 'pattern', instancePath: '/name', params: {} })).toEqual({ message: 'Missing ids.' });
    expect(documentedRefusal(Type.Object({ a: Type.String() }), { keyword: 'type', instancePath: '/a', params: {} })).toBeNull();
  });

  it('fills a message from the problem\'s parameters and keeps the code', () => {
    expect(documentedRefusal(Query, { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'term' } })).toEqual({
      message: 'Unknown query parameter "term".',
      code: 'TEST__UNKNOWN',
    });
  });
});

describe('validation through a route', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({
      ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
      schemaController: { compilersFactory: { buildValidator: validatorFactory() } },
    });
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    registerErrorHandler(app, ['/api/_action/ext-translate']);
    app.post('/api/_action/ext-translate/thing', { schema: { body: Body } }, async (request) => ({ body: request.body }));
    app.get('/api/thing', { schema: { querystring: Query } }, async (request) => ({ query: request.query }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/_action/ext-translate/thing', payload: payload as object });

  it('refuses with the documented message in the {message} shape', async () => {
    for (const [payload, message] of [
      [{ config: {} }, 'Missing ids.'],
      [{ ids: 'x', config: {} }, 'Missing ids.'],
      [{ ids: ['a', 'b', 'c'], config: {} }, 'Too many ids.'],
      [{ ids: [], config: {}, name: '  ' }, 'Missing ids.'],
      [[], 'Missing ids.'],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('lets a service-checked part through as it came, whatever it holds', async () => {
    const response = await post({ ids: ['a'], config: { mode: 17, extra: [1] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: { ids: ['a'], config: { mode: 17, extra: [1] } } });
  });

  it('coerces query parameters, and answers the {errors} shape with code and pointer elsewhere', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/thing?limit=3' })).json()).toEqual({ query: { limit: 3 } });
    const unknown = await app.inject({ method: 'GET', url: '/api/thing?limit=3&term=x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: [{ status: '400', code: 'TEST__UNKNOWN', detail: 'Unknown query parameter "term".', source: { pointer: '/term' } }],
    });
    const undocumented = await app.inject({ method: 'GET', url: '/api/thing?limit=0' });
    expect(undocumented.statusCode).toBe(400);
    expect(undocumented.json()).toEqual({
      errors: [{ status: '400', code: 'FRAMEWORK__INVALID_REQUEST', detail: '/limit must be >= 1', source: { pointer: '/limit' } }],
    });
  });
});
