import { maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, MessageError, type ErrorEntry } from './errors.js';
import { documentedRefusal, pointerOf, type ValidationProblem } from './validation.js';
import { PRODUCT } from '../product.js';

/**
 * How a route answers its errors (docs/api.md, "Refusals and their messages"):
 * - `errors`: `{errors: [{status, code, detail, source}]}`, the default;
 * - `message`: `{message}` for 400, 404, 413, 415 and 431 (401 and 403 keep `errors`);
 * - `oauth`: RFC 6749 `{error, error_description}` (the token and revoke routes).
 * A route names its shape in `config.errorShape`; paths under an extension's action base (the
 * `messageShapePrefixes` the app is built with) answer `message` without it (also before a route is found).
 */
export type ErrorShape = 'errors' | 'message' | 'oauth';

declare module 'fastify' {
  interface FastifyContextConfig {
    errorShape?: ErrorShape;
  }
}

/** Whether a URL lies under one of the paths whose routes answer errors as `{message}` (the extensions' action bases; docs/api.md). */
export function underAny(url: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

function shapeOfPath(path: string, messageShapePrefixes: readonly string[]): ErrorShape {
  return underAny(path, messageShapePrefixes) ? 'message' : 'errors';
}

function shapeOf(request: FastifyRequest, messageShapePrefixes: readonly string[]): ErrorShape {
  const configured = (request.routeOptions.config as { errorShape?: ErrorShape } | undefined)?.errorShape;
  return configured ?? shapeOfPath(request.url, messageShapePrefixes);
}

/** A client error's body in a shape (401 and 403 always answer `errors`: the guard's refusals). */
function clientErrorBody(shape: ErrorShape, status: number, code: string, message: string): unknown {
  if (shape === 'oauth') return { error: 'invalid_request', error_description: message };
  if (shape === 'message' && status !== 401 && status !== 403) return { message };
  return ApiError.single(status, code, message).toBody();
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
  void reply.status(status).send(status === 500 ? internalErrorBody(shapeOfPath(request.url, messageShapePrefixes)) : clientErrorBody(shapeOfPath(request.url, messageShapePrefixes), status, codeFor(status), message));
}

function internalErrorBody(shape: ErrorShape): unknown {
  if (shape === 'oauth') return { error: 'server_error', error_description: INTERNAL_ERROR };
  if (shape === 'message') return { message: INTERNAL_ERROR };
  return ApiError.single(500, 'FRAMEWORK__INTERNAL_ERROR', INTERNAL_ERROR).toBody();
}

/** How large the request line and headers together may be (Node's limit; the URL counts). */
export const MAX_HEADER_BYTES = maxHeaderSize;

const HEAD_TOO_LARGE = `The request line and headers are larger than the limit of ${String(MAX_HEADER_BYTES / 1024)} KiB; send long criteria in a POST body.`;

/**
 * Requests Node refuses before Fastify sees them (a request line and headers over
 * {@link MAX_HEADER_BYTES}: 431; a request that took too long: 408; an unparseable one: 400), answered
 * in the shape of the path's routes, as far as the start of the request names it, instead of the
 * framework's own body. Logged at debug (a client's mistake, not the server's).
 */
export function clientErrorHandler(messageShapePrefixes: readonly string[]) {
  return function (this: { log: { debug(details: Record<string, unknown>, message: string): void } }, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
    refuseBeforeRouting(this.log, error, socket, messageShapePrefixes);
  };
}

function refuseBeforeRouting(
  log: { debug(details: Record<string, unknown>, message: string): void },
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
  messageShapePrefixes: readonly string[],
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let code = 'FRAMEWORK__BAD_REQUEST';
  let message = 'The request is not valid HTTP.';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    code = 'FRAMEWORK__REQUEST_HEADERS_TOO_LARGE';
    message = HEAD_TOO_LARGE;
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    code = 'FRAMEWORK__REQUEST_TIMEOUT';
    message = 'The request was not received in time.';
  }
  const path = /^[A-Z]+ (\/\S*)/.exec(Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1', 0, 512) : '')?.[1] ?? '';
  const shape: ErrorShape = path.startsWith('/api/oauth/') ? 'oauth' : shapeOfPath(path, messageShapePrefixes);
  log.debug({ status, code: error.code }, 'request refused before routing');
  if (socket.writable) {
    const body = JSON.stringify(clientErrorBody(shape, status, code, message));
    const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
    socket.write(
      `HTTP/1.1 ${String(status)} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Codes of the refusals the JSON body parser raises: answered in the shape of the route they were sent to. */
const BODY_REFUSALS = new Set(['FRAMEWORK__MALFORMED_JSON', 'FRAMEWORK__MALFORMED_MULTIPART']);

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
 * The one error handler (stable codes for client errors; 5xx logged with context and never shown):
 * answers every refusal in its route's shape, `{message}` under `messageShapePrefixes` (the extensions'
 * action bases) unless the route names another.
 */
export function registerErrorHandler(app: FastifyInstance, messageShapePrefixes: readonly string[]): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const shape = shapeOf(request, messageShapePrefixes);
    if (error instanceof ApiError) {
      const [first] = error.entries;
      // A body the JSON parser refused, before the route's handler ran: the route's own shape.
      if (shape !== 'errors' && first && error.entries.length === 1 && BODY_REFUSALS.has(first.code)) {
        return reply.status(error.statusCode).send(clientErrorBody(shape, error.statusCode, first.code, first.detail));
      }
      // RFC 6750: a refused bearer token names the scheme the client should use.
      if (error.statusCode === 401) reply.header('WWW-Authenticate', `Bearer realm="${PRODUCT}"`);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error instanceof MessageError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (error.validation) {
      const entries = validationEntries(request, error.validation, error.validationContext);
      if (shape !== 'errors') return reply.status(400).send(clientErrorBody(shape, 400, 'FRAMEWORK__INVALID_REQUEST', entries[0]?.detail ?? 'Invalid request.'));
      return reply.status(400).send(new ApiError(400, entries).toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientMessage(error, request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 10 * 1024 * 1024);
      return reply.status(status).send(clientErrorBody(shape, status, codeFor(status), message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(internalErrorBody(shape));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const message = `No route matches ${request.method} ${request.url.split('?')[0]}.`;
    if (shapeOf(request, messageShapePrefixes) === 'message') return reply.status(404).send({ message });
    return reply.status(404).send(ApiError.single(404, 'FRAMEWORK__ROUTE_NOT_FOUND', message).toBody());
  });
}
