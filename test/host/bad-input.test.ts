import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BODY_LIMIT_BYTES } from '../../src/host/http/app.js';
import { createHarness, type Harness } from '../support/harness.js';

/**
 * Bad input through HTTP on the entity API, search and settings: every answer is a 4xx in the
 * `{errors}` shape, never a 500, and nothing is written.
 */

const MALFORMED = { errors: [{ status: '400', code: 'FRAMEWORK__MALFORMED_JSON', detail: 'The request body is not valid JSON.' }] };
const TOO_LARGE = { errors: [{ status: '413', code: 'FRAMEWORK__REQUEST_TOO_LARGE', detail: 'The request body is larger than the limit of 10 MiB.' }] };
const UNSUPPORTED = {
  errors: [{ status: '415', code: 'FRAMEWORK__UNSUPPORTED_MEDIA_TYPE', detail: 'The content type of the request body is not supported; send application/json.' }],
};

describe('bad input through HTTP', () => {
  let h: Harness;
  let productId: string;
  let product: unknown;
  let state: Record<string, unknown>;

  /** The routes that take a JSON body, with the 400 each gives for a body that is not an object. */
  let routes: { method: 'POST' | 'PATCH'; url: string; notObject: Record<string, unknown> }[];

  function raw(method: string, url: string, payload: string | Buffer, contentType: string | null = 'application/json'): Promise<LightMyRequestResponse> {
    return h.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: `Bearer ${h.adminToken}`, ...(contentType === null ? {} : { 'content-type': contentType }) },
      payload,
    });
  }

  async function snapshot(): Promise<Record<string, unknown>> {
    const db = h.host.database.db;
    const rows = async (table: string) => db.selectFrom(table).selectAll().orderBy('id').execute();
    return {
      product: await rows('product'),
      translations: await db.selectFrom('product_translation').selectAll().orderBy('productId').orderBy('languageId').execute(),
      settings: await rows('system_config'),
      snippetSets: await rows('snippet_set'),
    };
  }

  beforeAll(async () => {
    h = await createHarness();
    const created = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: 'BAD-1', name: 'Original', stock: 1 } });
    productId = created.json().data.id;
    product = created.json().data;
    expect((await h.request('POST', '/api/_action/system-config', { body: { 'ExtTranslate.config.batchSize': 10 } })).statusCode).toBe(204);
    routes = [
      {
        method: 'POST',
        url: '/api/product',
        notObject: { status: '400', code: 'FRAMEWORK__WRITE_MALFORMED_INPUT', detail: 'The request body must be a JSON object.', source: { pointer: '/' } },
      },
      {
        method: 'PATCH',
        url: `/api/product/${productId}`,
        notObject: { status: '400', code: 'FRAMEWORK__WRITE_MALFORMED_INPUT', detail: 'The request body must be a JSON object.', source: { pointer: '/' } },
      },
      {
        method: 'POST',
        url: '/api/search/product',
        notObject: { status: '400', code: 'FRAMEWORK__INVALID_CRITERIA', detail: 'The criteria must be an object.', source: { pointer: '/' } },
      },
      {
        method: 'POST',
        url: '/api/_action/system-config',
        notObject: {
          status: '400',
          code: 'FRAMEWORK__WRITE_MALFORMED_INPUT',
          detail: 'The request body must be an object of configuration keys and values.',
          source: { pointer: '/' },
        },
      },
    ];
  });
  beforeEach(async () => {
    state = await snapshot();
  });
  afterAll(async () => {
    // The record written in beforeAll is untouched by everything in between.
    expect((await h.request('GET', `/api/product/${productId}`)).json().data).toEqual(product);
    await h.close();
  });

  async function expectNothingWritten(): Promise<void> {
    expect(await snapshot()).toEqual(state);
  }

  it('malformed JSON answers 400 FRAMEWORK__MALFORMED_JSON on every route', async () => {
    for (const route of routes) {
      for (const payload of ['{"productNumber":', '{productNumber: "x"}', "{'a':1}", '{"a":1,}', 'nul', '{"a":1}}']) {
        const response = await raw(route.method, route.url, payload);
        expect(response.statusCode, `${route.method} ${route.url} ${payload}`).toBe(400);
        expect(response.json()).toEqual(MALFORMED);
      }
    }
    await expectNothingWritten();
  });

  it('a body that is an array, a string, a number or a boolean answers 400 with pointer "/"', async () => {
    for (const route of routes) {
      for (const payload of ['[]', '[{"productNumber":"X","name":"Y"}]', '"hello"', '42', 'true']) {
        const response = await raw(route.method, route.url, payload);
        expect(response.statusCode, `${route.method} ${route.url} ${payload}`).toBe(400);
        expect(response.json()).toEqual({ errors: [route.notObject] });
      }
    }
    await expectNothingWritten();
  });

  it('an empty or null body is no object for writes, and empty criteria for search', async () => {
    for (const route of routes) {
      for (const payload of ['', 'null', '   ']) {
        const response = await raw(route.method, route.url, payload);
        if (route.url === '/api/search/product') {
          expect(response.statusCode, payload).toBe(200);
          expect(response.json().total).toBe(1);
        } else {
          expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(payload)}`).toBe(400);
          expect(response.json()).toEqual({ errors: [route.notObject] });
        }
      }
    }
    await expectNothingWritten();
  });

  it('__proto__ and constructor.prototype keys are refused at any depth, also when escaped', async () => {
    const payloads = [
      '{"__proto__":{"admin":true},"productNumber":"P1","name":"x"}',
      '{"productNumber":"P1","name":"x","customFields":{"__proto__":{"polluted":true}}}',
      '{"productNumber":"P1","name":"x","constructor":{"prototype":{"polluted":true}}}',
      '{"\\u005f_proto__":{"admin":true},"productNumber":"P1","name":"x"}',
      '{"filter":[{"__proto__":{"type":"equals"}}]}',
      '{"ExtTranslate.config.languageProviderMap":{"__proto__":{"x":"y"}}}',
    ];
    for (const route of routes) {
      for (const payload of payloads) {
        const response = await raw(route.method, route.url, payload);
        expect(response.statusCode, `${route.method} ${route.url} ${payload}`).toBe(400);
        expect(response.json()).toEqual(MALFORMED);
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectNothingWritten();
  });

  it('a body over 10 MiB answers 413 in the errors shape; one of exactly 10 MiB is read', async () => {
    const head = '{"productNumber":"HUGE","name":"';
    const tail = '"}';
    const exact = head + 'x'.repeat(BODY_LIMIT_BYTES - head.length - tail.length) + tail;
    expect(Buffer.byteLength(exact)).toBe(10 * 1024 * 1024);
    const over = `${exact} `;
    for (const route of routes) {
      const response = await raw(route.method, route.url, over);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
      expect(response.json()).toEqual(TOO_LARGE);
    }
    // Multi-byte characters count as bytes.
    const euros = `{"productNumber":"HUGE","name":"${'€'.repeat(Math.ceil(BODY_LIMIT_BYTES / 3))}"}`;
    expect(euros.length).toBeLessThan(BODY_LIMIT_BYTES);
    const multiByte = await raw('POST', '/api/product', euros);
    expect(multiByte.statusCode).toBe(413);
    expect(multiByte.json()).toEqual(TOO_LARGE);

    const atLimit = await raw('POST', '/api/product', exact);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).toEqual({
      errors: [
        {
          status: '400',
          code: 'FRAMEWORK__WRITE_TOO_LONG',
          detail: 'This value is too long. It should have 255 characters or less.',
          source: { pointer: '/name' },
        },
      ],
    });
    await expectNothingWritten();
  });

  it('a content type other than JSON answers 415, also for form bodies and when the type is missing', async () => {
    const cases: [string | null, string][] = [
      ['text/plain', '{"productNumber":"CT","name":"x"}'],
      ['application/xml', '<product><productNumber>CT</productNumber></product>'],
      ['application/x-www-form-urlencoded', 'productNumber=CT&name=x&ExtTranslate.config.batchSize=3'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--'],
      ['application/vnd.api+json', '{"productNumber":"CT","name":"x"}'],
      [null, '{"productNumber":"CT","name":"x"}'],
    ];
    for (const route of routes) {
      for (const [contentType, payload] of cases) {
        const response = await raw(route.method, route.url, payload, contentType);
        expect(response.statusCode, `${route.method} ${route.url} ${String(contentType)}`).toBe(415);
        expect(response.json()).toEqual(UNSUPPORTED);
      }
    }
    await expectNothingWritten();
  });

  it('JSON with a charset parameter or a byte order mark is accepted', async () => {
    const withCharset = await raw('POST', '/api/product', '{"productNumber":"CS-1","name":"x"}', 'application/json; charset=utf-8');
    expect(withCharset.statusCode).toBe(204);
    const withBom = await raw('POST', '/api/product', '\uFEFF{"productNumber":"CS-2","name":"x"}');
    expect(withBom.statusCode).toBe(204);
    for (const productNumber of ['CS-1', 'CS-2']) {
      const row = await h.host.database.db.selectFrom('product').select('id').where('productNumber', '=', productNumber).executeTakeFirstOrThrow();
      expect((await h.request('DELETE', `/api/product/${row.id as string}`)).statusCode).toBe(204);
    }
  });

  it('deeply nested JSON is refused with 400, not 500', async () => {
    const levels = 100_000;
    const deep = `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const deepList = `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const cases: [string, string, Record<string, unknown>][] = [
      [
        `/api/product/${productId}`,
        `{"customFields":${deep}}`,
        { code: 'FRAMEWORK__WRITE_INVALID_TYPE', detail: 'This value should not be nested more than 32 levels deep.', source: { pointer: '/customFields' } },
      ],
      [
        `/api/product/${productId}`,
        `{"customSearchKeywords":${deepList}}`,
        { code: 'FRAMEWORK__WRITE_INVALID_TYPE', detail: 'This value should not be nested more than 32 levels deep.', source: { pointer: '/customSearchKeywords' } },
      ],
    ];
    for (const [url, payload, entry] of cases) {
      const response = await raw('PATCH', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ status: '400', ...entry }] });
    }
    const search = await raw('POST', '/api/search/product', `{"filter":[${deep}]}`);
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({
      errors: [{ status: '400', code: 'FRAMEWORK__INVALID_CRITERIA', detail: 'Unknown filter type "undefined".', source: { pointer: '/filter/0/type' } }],
    });
    const settings = await raw('POST', '/api/_action/system-config', `{"ExtTranslate.config.autoTranslateEntities":${deepList}}`);
    expect(settings.statusCode).toBe(400);
    expect(settings.json()).toEqual({
      errors: [
        {
          status: '400',
          code: 'FRAMEWORK__WRITE_INVALID_TYPE',
          detail: 'This value should be a list of entity names.',
          source: { pointer: '/ExtTranslate.config.autoTranslateEntities' },
        },
      ],
    });
    const withProto = await raw('POST', '/api/product', `{"a":${deep},"__proto__":{}}`);
    expect(withProto.statusCode).toBe(400);
    expect(withProto.json()).toEqual(MALFORMED);
    await expectNothingWritten();
  });

  it('numbers JSON cannot hold exactly (1e400, 2^53 + 1) are refused', async () => {
    const response = await raw('PATCH', `/api/product/${productId}`, '{"price":1e400,"stock":9007199254740993}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { status: '400', code: 'FRAMEWORK__WRITE_INVALID_TYPE', detail: 'This value should be of type number.', source: { pointer: '/price' } },
        { status: '400', code: 'FRAMEWORK__WRITE_INVALID_TYPE', detail: 'This value should be of type integer.', source: { pointer: '/stock' } },
      ],
    });
    await expectNothingWritten();
  });

  it('a body sent to a route that does not exist answers 404 in the errors shape', async () => {
    const response = await raw('POST', '/api/no-such-entity', '{}');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND', detail: 'No route matches POST /api/no-such-entity.' }],
    });
    await expectNothingWritten();
  });
});
