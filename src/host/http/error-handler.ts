import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT } from '../product.js';
import { ApiError, MessageError, type ErrorEntry } from './errors.js';
import { documentedRefusal, pointerOf, type ValidationProblem } from './validation.js';

/** Whether a URL lies under one of the paths whose routes answer errors as `{message}` (the extensions' action bases; docs/api.md). */
export function underAny(url: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

const INTERNAL_ERROR = 'An internal error occurred. The details are in the server log.';

function codeFor(status: number): string {
  if (status === 413) return 'FRAMEWORK__REQUEST_TOO_LARGE';
  if (status === 415) return 'FRAMEWORK__UNSUPPORTED_MEDIA_TYPE';
  if (status === 404) return 'FRAMEWORK__ROUTE_NOT_FOUND';
  if (status === 405) return 'FRAMEWORK__METHOD_NOT_ALLOWED';
  return 'FRAMEWORK__BAD_REQUEST';
}

function mebibytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

function clientMessage(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is larger than the limit of ${mebibytes(bodyLimit)} MiB.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The content type of the request body is not supported; send application/json.';
    default:
      return error.message;
  }
}

/**
 * How long a path parameter may be. A route's own check answers a malformed value (the entity API's
 * `The id "..." is not a valid id.`); the router's default limit of 100 characters would answer 414
 * before that check runs. Node refuses request heads over 16 KiB, so no real request reaches this limit.
 */
export const MAX_PARAM_LENGTH = 16 * 1024;

/**
 * Errors the router raises before any route is found (a path parameter over {@link MAX_PARAM_LENGTH},
 * a path that is no valid URL component): answered as 400 in the shape of the path's routes instead
 * of the framework's own body.
 */
export function frameworkErrors(messageShapePrefixes: readonly string[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => answerFrameworkError(error, request, reply, messageShapePrefixes);
}

function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, messageShapePrefixes: readonly string[]): void {
  const messages: Record<string, string> = {
    FST_ERR_MAX_PARAM_LENGTH: `A path segment is longer than ${MAX_PARAM_LENGTH} characters.`,
    FST_ERR_BAD_URL: 'The request path is not a valid URL.',
  };
  let status = 400;
  let message = messages[error.code];
  if (message === undefined) {
    // Only asynchronous route constraints fail otherwise, and no route has one.
    request.log.error({ err: error }, 'request failed before routing');
    status = 500;
    message = INTERNAL_ERROR;
  }
  if (underAny(request.url, messageShapePrefixes)) {
    void reply.status(status).send({ message });
    return;
  }
  void reply.status(status).send(ApiError.single(status, status === 500 ? 'FRAMEWORK__INTERNAL_ERROR' : codeFor(status), message).toBody());
}

/**
 * The refusals of input that failed a route's schema: the messages the schema documents
 * (src/host/http/validation.ts), documented ones first, each once; the validator's own wording where
 * a schema names none.
 */
function validationEntries(request: FastifyRequest, problems: ValidationProblem[], part: string | undefined): Omit<ErrorEntry, 'status'>[] {
  const schemas = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
  const root = part === undefined ? undefined : schemas[part];
  const documented: Omit<ErrorEntry, 'status'>[] = [];
  const undocumented: Omit<ErrorEntry, 'status'>[] = [];
  for (const problem of problems) {
    const pointer = pointerOf(problem);
    const refusal = documentedRefusal(root, problem);
    if (refusal) {
      if (!documented.some((entry) => entry.detail === refusal.message)) {
        documented.push({ code: refusal.code ?? 'FRAMEWORK__INVALID_REQUEST', detail: refusal.message, ...(refusal.pointer === false ? {} : { source: { pointer } }) });
      }
    } else {
      undocumented.push({
        code: 'FRAMEWORK__INVALID_REQUEST',
        detail: `${problem.instancePath || part || 'request'} ${problem.message ?? 'is invalid'}`.trim(),
        source: { pointer },
      });
    }
  }
  return [...documented, ...undocumented];
}

/**
 * The one error handler (stable codes for client errors; 5xx logged with context and never shown): answers every refusal in its route's documented shape, `{message}` under
 * `messageShapePrefixes` (the extensions' action bases), `{errors: [...]}` elsewhere.
 */
export function registerErrorHandler(app: FastifyInstance, messageShapePrefixes: readonly string[]): void {
  const usesMessageShape = (request: FastifyRequest) => underAny(request.url, messageShapePrefixes);
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      // RFC 6750: a refused bearer token names the scheme the client should use.
      if (error.statusCode === 401) reply.header('WWW-Authenticate', `Bearer realm="${PRODUCT}"`);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error instanceof MessageError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (error.validation) {
      const entries = validationEntries(request, error.validation, error.validationContext);
      if (usesMessageShape(request)) return reply.status(400).send({ message: entries[0]?.detail ?? 'Invalid request.' });
      return reply.status(400).send(new ApiError(400, entries).toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientMessage(error, request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 10 * 1024 * 1024);
      if (usesMessageShape(request) && status !== 401 && status !== 403) return reply.status(status).send({ message });
      return reply.status(status).send(ApiError.single(status, codeFor(status), message).toBody());
    }
    request.log.error({ err: error }, 'request failed');
    if (usesMessageShape(request)) return reply.status(500).send({ message: INTERNAL_ERROR });
    return reply.status(500).send(ApiError.single(500, 'FRAMEWORK__INTERNAL_ERROR', INTERNAL_ERROR).toBody());
  });

  app.setNotFoundHandler(async (request, reply) => {
    const message = `No route matches ${request.method} ${request.url.split('?')[0]}.`;
    if (usesMessageShape(request)) return reply.status(404).send({ message });
    return reply.status(404).send(ApiError.single(404, 'FRAMEWORK__ROUTE_NOT_FOUND', message).toBody());
  });
}
