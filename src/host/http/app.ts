import { randomUUID } from 'node:crypto';
import formBody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import type { Db } from '../db/database.js';
import type { OAuthService } from '../auth/oauth.js';
import { registerOAuthRoutes } from '../auth/routes.js';
import { hostEntities } from '../entities/definitions.js';
import type { BoundExtension } from '../extension.js';
import type { EntityRepository } from '../entities/repository.js';
import { registerEntityRoutes } from '../entities/routes.js';
import { registerSyncRoute } from '../entities/sync.js';
import { registerSettingsRoutes } from '../settings/routes.js';
import type { SystemConfigService } from '../settings/system-config.js';
import { registerStoreRoutes } from '../store/routes.js';
import type { StoreService } from '../store/store-service.js';
import { registerAdminApp } from './admin-app.js';
import { registerBrowserHeaders } from './browser-headers.js';
import { ApiError } from './errors.js';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH, registerErrorHandler } from './error-handler.js';
import { registerGuard } from './guard.js';
import { registerInfoRoutes } from './info-routes.js';
import { openApiOptions } from './openapi.js';
import { ErrorsAnswer, MessageAnswer } from './schema-types.js';
import { validatorFactory } from './validation.js';
import type { Queue } from '../queue/queue.js';

export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Plain-text content types a route may take with `config.textBody`. */
export const TEXT_BODY_TYPES = ['text/csv', 'application/xliff+xml'];

export const MULTIPART_ERROR = 'The multipart body cannot be read, or it holds no file.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route also takes a `contentType` body, as the JSON body's `field` (query parameters `queryFields`
     * join it); with `multipart`, also a `multipart/form-data` upload whose part `field` (else its first
     * file) is that text, other parts named in `queryFields` joining it.
     */
    textBody?: { contentType: string; field: string; queryFields?: string[]; multipart?: boolean };
  }
}

/** The framework's own 415, answered by the error handler in the route's shape. */
function unsupportedMediaType(): Error {
  return Object.assign(new Error('Unsupported Media Type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
}
/** A request id taken from the request: letters, digits and `-_.:/+=`, at most 128 characters (no log injection). */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9\-_.:/+=]{1,128}$/;

/** The request's X-Request-Id when acceptable, else a new UUID. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && ACCEPTED_REQUEST_ID.test(value) ? value : randomUUID();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The store service of {@link HostAppOptions.store}, or null. */
    store: StoreService | null;
  }
}

export interface HostAppOptions {
  db: Db;
  repository: EntityRepository;
  oauth: OAuthService;
  settings: SystemConfigService;
  /** The loaded extensions bound to their services: their entities' routes and their own routes are registered after the host's. */
  extensions: readonly BoundExtension[];
  /** The message queue, whose reachability the health check reports. */
  queue: Queue;
  version: string;
  /** pino options, or false for none (tests). */
  logger: boolean | Record<string, unknown>;
  /**
   * The store connection and in-app purchases (src/host/store): its routes are registered and it is
   * reachable as `app.store` for the layers above. Without it (an app without a store) there are neither.
   */
  store?: StoreService;
  /** Proxies whose X-Forwarded-For names the client's address (AppConfig `trustProxy`); none when unset. */
  trustProxy?: string;
  /**
   * The built admin web app to serve at /admin/ (`/` redirects there); null: not built, its paths say so.
   * Left out (tests of the API alone), neither is served.
   */
  adminDirectory?: string | null;
}

/**
 * Builds the HTTP app: external plugins first, then the guard and error handling, then routes.
 * It does not listen; the CLI's `serve` does.
 */
export async function buildHostApp(options: HostAppOptions): Promise<FastifyInstance> {
  const messageShapePrefixes = options.extensions.map((extension) => extension.actionBase);
  const app = Fastify({
    // X-Request-Id: the caller's (a proxy's) id when it is a plain token, else a new one; logged with
    // every line of the request (`reqId`) and returned in the answer.
    requestIdHeader: false,
    genReqId: requestId,
    logger: options.logger === false ? false : { redact: ['req.headers.authorization'], ...(options.logger === true ? {} : options.logger) },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrors(messageShapePrefixes),
    clientErrorHandler: clientErrorHandler(messageShapePrefixes),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
    // Route schemas are validated for real; the refusals carry their documented messages (validation.ts).
    schemaController: { compilersFactory: { buildValidator: validatorFactory() } },
  });

  // Answers are plain JSON; response schemas document them without dropping or coercing fields.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // Bodies are JSON (the OAuth routes also take forms, below); anything else answers 415.
  app.removeContentTypeParser('text/plain');
  // A route that declares `config.textBody` also takes a plain-text body of that content type, read as
  // one field of its JSON body (and named query parameters as further fields); elsewhere it is a 415.
  app.addContentTypeParser(TEXT_BODY_TYPES, { parseAs: 'string' }, (request, body, done) => {
    const textBody = request.routeOptions.config.textBody;
    const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (!textBody || textBody.contentType !== type) return done(unsupportedMediaType(), undefined);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries((textBody.queryFields ?? []).filter((name) => query[name] !== undefined).map((name) => [name, query[name]]));
    done(null, { ...fields, [textBody.field]: String(body) });
  });
  // An upload (a browser's file form) for routes whose text body allows it; the platform's own parser reads it.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, async (request: FastifyRequest, body: Buffer) => {
    const textBody = request.routeOptions.config.textBody;
    if (!textBody?.multipart) throw unsupportedMediaType();
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
    } catch {
      throw ApiError.single(400, 'FRAMEWORK__MALFORMED_MULTIPART', MULTIPART_ERROR);
    }
    const named = form.get(textBody.field);
    const part = named ?? [...form.values()].find((value) => typeof value !== 'string') ?? null;
    if (part === null) throw ApiError.single(400, 'FRAMEWORK__MALFORMED_MULTIPART', MULTIPART_ERROR);
    const fields = Object.fromEntries((textBody.queryFields ?? []).flatMap((name) => {
      const value = form.get(name) ?? (request.query as Record<string, unknown> | undefined)?.[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }));
    return { ...fields, [textBody.field]: typeof part === 'string' ? part : await part.text() };
  });
  // A JSON body may be empty (routes without a body), and must not smuggle __proto__.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(ApiError.single(400, 'FRAMEWORK__MALFORMED_JSON', 'The request body is not valid JSON.'), undefined);
    }
  });

  // Before the plugins that serve pages, so that their answers carry the headers too.
  registerBrowserHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await app.register(swagger, openApiOptions(options.version, messageShapePrefixes));
  // The interactive reference, served from the package's own files (no CDN). A pasted token lives in the
  // page's memory only: never in localStorage, where any script of this origin could read it later.
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { persistAuthorization: false, displayOperationId: true } });
  for (const shared of [ErrorsAnswer, MessageAnswer]) app.addSchema(shared);

  registerErrorHandler(app, messageShapePrefixes);
  registerGuard(app, options.db, options.oauth);

  registerInfoRoutes(app, options.db, options.queue, options.version);
  // Form bodies only where OAuth (RFC 6749, RFC 7009) expects them, never on the entity API or settings.
  await app.register(async (oauthScope) => {
    await oauthScope.register(formBody, { bodyLimit: BODY_LIMIT_BYTES });
    registerOAuthRoutes(oauthScope, options.oauth);
  });
  registerSettingsRoutes(app, options.settings);
  const entities = [...hostEntities, ...options.extensions.flatMap((extension) => extension.entities)];
  for (const definition of entities) registerEntityRoutes(app, options.repository, definition);
  registerSyncRoute(app, options.repository, entities);
  app.decorate('store', options.store ?? null);
  if (options.store) registerStoreRoutes(app, options.store);
  for (const extension of options.extensions) await extension.registerRoutes(app);
  if (options.adminDirectory !== undefined) await registerAdminApp(app, options.adminDirectory);
  return app;
}
