import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { PRODUCT } from '../product.js';
import { underAny } from './error-handler.js';
import { ErrorsAnswer, MessageAnswer } from './schema-types.js';

/**
 * The OpenAPI document served at /api/_info/openapi.json (and shown at /docs). Routes document their
 * own inputs and answers; the answers every route shares come from the host's machinery and are
 * added here, where that machinery is known:
 * - 401 and 403 on every route that is not public (the guard, guard.ts);
 * - 415 on every route that takes a body, and 413 unless the route sets a body limit of its own,
 *   which it then answers itself (the content type parser and body limit, app.ts);
 * - 431 on every route: a request line and headers over Node's 16 KiB (clientErrorHandler).
 * They reference one shared schema per answer shape: `ErrorsAnswer`, or `MessageAnswer` on the
 * extensions' action routes (error-handler.ts answers 413 and 415 there as `{message}`).
 */

type ResponseSchema = Record<string, unknown>;

function shared(shape: string, description: string): ResponseSchema {
  return { description, $ref: `${shape}#` };
}

export function openApiOptions(version: string, messageShapePrefixes: readonly string[]): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: PRODUCT,
        description:
          'Translation of store content through pluggable providers. Tokens come from POST /api/oauth/token (docs/api.md). An interactive reference is served at /docs. Every answer carries X-Request-Id: the request\'s own when it sent a plain one (letters, digits, -_.:/+=, at most 128 characters), otherwise a new UUID; the server logs the request under it.',
        version,
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: '/', description: 'This server (the document is served by the API it describes).' }],
      security: [{ bearerAuth: [] }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Shared schemas (`$id`) become components named by their id.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`) },
    transform: ({ schema, url, route }) => {
      if (!schema || schema.hide) return { schema, url };
      const isPublic = route.config?.access?.privilege === 'public';
      const errors = ErrorsAnswer.$id as string;
      const shape = underAny(url, messageShapePrefixes) ? (MessageAnswer.$id as string) : errors;
      const response: Record<string, unknown> = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
      if (!isPublic) {
        response[401] ??= shared(errors, 'No valid bearer token.');
        response[403] ??= shared(errors, 'The token lacks the privilege the route needs.');
      }
      if (schema.body !== undefined) {
        if (route.bodyLimit === undefined) response[413] ??= shared(shape, 'The request body is larger than the limit (10 MiB).');
        response[415] ??= shared(shape, 'The request body is not JSON.');
      }
      response[431] ??= shared(shape, 'The request line and headers (the URL with its query included) are larger than 16 KiB.');
      // A route that also takes a plain-text body (config.textBody) documents both content types.
      const textBody = route.config?.textBody as { contentType: string; field: string; queryFields?: string[]; multipart?: boolean } | undefined;
      const body =
        textBody && schema.body !== undefined
          ? {
              content: {
                'application/json': { schema: schema.body },
                [textBody.contentType]: {
                  schema: {
                    type: 'string',
                    description: `The \`${textBody.field}\` field as the whole body${textBody.queryFields?.length ? `; ${textBody.queryFields.map((name) => `\`${name}\``).join(', ')} as query parameters` : ''}.`,
                  },
                },
                ...(textBody.multipart
                  ? {
                      'multipart/form-data': {
                        schema: {
                          type: 'object',
                          properties: {
                            [textBody.field]: { type: 'string', format: 'binary', description: 'The file (else the first file of the form).' },
                            ...Object.fromEntries((textBody.queryFields ?? []).map((name) => [name, { type: 'string' }])),
                          },
                        },
                      },
                    }
                  : {}),
              },
            }
          : schema.body;
      const documented: FastifySchema & Record<string, unknown> = {
        ...schema,
        ...(body !== undefined ? { body } : {}),
        response,
        ...(isPublic ? { security: [] } : {}),
      };
      return { schema: documented, url };
    },
  };
}
