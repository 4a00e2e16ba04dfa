import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { openDatabase, type Database } from '../host/db/database.js';
import type { TranslationProvider } from '../translate/providers/contract.js';
import { parseTierProviders, type TierProviders } from './config.js';
import { migrateGateway } from './db/migrate.js';
import type { GatewayDb } from './db/schema.js';
import { createLicense, findActiveLicense, type License } from './licenses.js';
import { completeDebit, quotaOf, releaseDebit, reserveDebit, type Quota, type ReservedDebit } from './metering.js';
import { TIER_CREDIT_MULTIPLIERS, type ServiceTier } from './plans.js';
import { createGatewayProviders, gatewayProviderContext, resolveTierRouting, type TierRouting } from './providers.js';
import { countCharacters, InvalidRequestError, parseTranslateRequest, requestHash } from './translate-request.js';
import { translateWith, UpstreamFailure } from './upstream.js';

type Environment = Record<string, string | undefined>;

/** Room for 100,000 bytes of texts with JSON escaping, glossary and prompt. */
export const GATEWAY_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** The header a replayed answer carries. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replay';

export interface GatewayAppOptions {
  /** An open database; the caller closes it. Without it the app opens `databaseUrl` and closes it with itself. */
  database?: Database;
  /** Default: `GATEWAY_DATABASE_URL` of `env`, else `sqlite:./var/gateway.sqlite`. */
  databaseUrl?: string;
  /** The gateway's environment: provider keys and models, upstream base URLs, tier routing. Default `process.env`. */
  env?: Environment;
  /**
   * Replaces the providers (tests). Without `tierProviders` and without `GATEWAY_TIER_PROVIDERS`, every
   * tier then uses the first of them.
   */
  providers?: TranslationProvider[];
  /** Overrides `GATEWAY_TIER_PROVIDERS` per tier. */
  tierProviders?: Partial<TierProviders>;
  /** The time (tests move it across months). Default: the system clock. */
  clock?: () => Date;
  /** pino options, or false (the default) for no log. */
  logger?: boolean | Record<string, unknown>;
  /** The fetch the providers use. */
  fetch?: typeof fetch;
  /** Limit of one provider call. */
  providerTimeoutMs?: number;
}

/** What the app exposes to its owner (CLI, tests). */
export interface GatewayContext {
  database: Database;
  db: GatewayDb;
  clock: () => Date;
  routing: TierRouting;
  /** Creates a license; its token exists only in this answer. */
  createLicense(input: { plan: string; label?: string | null }): Promise<{ license: License; token: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: GatewayContext;
  }
}

/** The answer of `POST /v1/translate`. */
export interface GatewayTranslateAnswer {
  texts: string[];
  characters: number;
  credits: number;
  multiplier: number;
  serviceTier: ServiceTier;
  /** The debit's UUID; null only for a request without texts, which debits nothing. */
  accountingKey: string | null;
  quota: Quota;
}

function sendError(reply: FastifyReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}): FastifyReply {
  return reply.code(status).send({ error: { code, message, ...extra } });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The managed translation gateway (docs/gateway.md): `POST /v1/translate`, `GET /v1/quota`,
 * `GET /v1/health`. It does not listen; `ext-translate gateway` does, and tests call `app.inject()`.
 */
export async function buildGatewayApp(options: GatewayAppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const clock = options.clock ?? (() => new Date());
  const ownsDatabase = options.database === undefined;
  const database =
    options.database ?? (await openDatabase(options.databaseUrl ?? (env.GATEWAY_DATABASE_URL?.trim() || 'sqlite:./var/gateway.sqlite')));
  const db = database.db as unknown as GatewayDb;

  const app = Fastify({
    logger: options.logger ? { redact: ['req.headers.authorization'], ...(options.logger === true ? {} : options.logger) } : false,
    bodyLimit: GATEWAY_BODY_LIMIT_BYTES,
  });
  let routing: TierRouting;
  try {
    await migrateGateway(database);
    const context = gatewayProviderContext(env, app.log, options.fetch);
    const providers = options.providers ?? (await createGatewayProviders(context));
    const configured = { ...parseTierProviders(env.GATEWAY_TIER_PROVIDERS), ...options.tierProviders };
    if (options.providers && options.tierProviders === undefined && !env.GATEWAY_TIER_PROVIDERS?.trim() && options.providers[0]) {
      const first = options.providers[0].getId();
      configured.speed = first;
      configured.balanced = first;
      configured.quality = first;
    }
    routing = resolveTierRouting(providers, configured, app.log);
  } catch (error) {
    await app.close();
    if (ownsDatabase) await database.destroy();
    throw error;
  }
  if (ownsDatabase) app.addHook('onClose', () => database.destroy());

  app.decorate('gateway', {
    database,
    db,
    clock,
    routing,
    createLicense: (input) => createLicense(db, input, clock()),
  } satisfies GatewayContext);

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, 'not_found', `No route ${request.method} ${request.url.split('?')[0] ?? ''}.`));
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, 400, 'invalid_request', error.message ?? 'The request is invalid.');
    request.log.error({ err: error }, 'gateway request failed');
    return sendError(reply, 500, 'internal_error', 'The gateway failed to handle the request.');
  });

  app.get('/v1/health', async () => ({ status: 'ok' }));

  // The license of each authenticated request (kept off FastifyRequest's type, which the Host's app shares).
  const licenses = new WeakMap<FastifyRequest, License>();
  const licenseOf = (request: FastifyRequest): License => {
    const license = licenses.get(request);
    if (!license) throw new Error('The request was not authenticated.');
    return license;
  };

  await app.register(async (licensed) => {
    licensed.addHook('onRequest', async (request, reply) => {
      const token = bearerToken(request);
      const license = token === null ? null : await findActiveLicense(db, token);
      if (license === null) {
        // Refused before the body is read: the connection closes, so an unread body cannot keep it (and a
        // graceful shutdown) waiting.
        reply.header('connection', 'close');
        return sendError(reply, 401, 'invalid_license', 'A valid, active license token is required as Bearer authorization.');
      }
      licenses.set(request, license);
    });

    licensed.get('/v1/quota', async (request) => quotaOf(db, licenseOf(request), clock()));

    // In-process waiters for a key being translated; requests in other processes poll the database.
    const inFlight = new Map<string, Promise<void>>();

    licensed.post('/v1/translate', async (request, reply) => {
      const license = licenseOf(request);
      let parsed;
      try {
        parsed = parseTranslateRequest(request.body);
      } catch (error) {
        if (error instanceof InvalidRequestError) return sendError(reply, 400, 'invalid_request', error.message);
        throw error;
      }
      const tier = parsed.serviceTier;
      const multiplier = TIER_CREDIT_MULTIPLIERS[tier];
      if (parsed.texts.length === 0) {
        const answer: GatewayTranslateAnswer = {
          texts: [],
          characters: 0,
          credits: 0,
          multiplier,
          serviceTier: tier,
          accountingKey: null,
          quota: await quotaOf(db, license, clock()),
        };
        return answer;
      }
      const provider = routing[tier];
      const characters = countCharacters(parsed.texts);
      const credits = characters * multiplier;
      const intent = {
        license,
        idempotencyKey: parsed.idempotencyKey,
        requestHash: requestHash(parsed),
        serviceTier: tier,
        provider: provider.getId(),
        characters,
        credits,
      };
      const flightKey = parsed.idempotencyKey === null ? null : `${license.id}\u0000${parsed.idempotencyKey}`;

      let debit: ReservedDebit | null = null;
      for (let attempt = 0; debit === null; attempt += 1) {
        const outcome = await reserveDebit(db, intent, clock());
        switch (outcome.kind) {
          case 'reserved':
            debit = outcome.debit;
            break;
          case 'replay':
            request.log.info({ license: license.id, idempotencyKey: parsed.idempotencyKey }, 'idempotent replay');
            return reply.header(IDEMPOTENT_REPLAY_HEADER, 'true').type('application/json; charset=utf-8').send(outcome.response);
          case 'conflict':
            return sendError(reply, 409, 'idempotency_conflict', 'This idempotencyKey was already used with a different request.');
          case 'quota_exceeded':
            return sendError(reply, 402, 'quota_exceeded', `The request needs ${credits} credits; ${outcome.quota.remaining} remain this month.`, {
              quota: outcome.quota,
            });
          case 'in_progress': {
            const running = flightKey === null ? undefined : inFlight.get(flightKey);
            if (running) await running;
            else await sleep(Math.min(250, 10 * 2 ** Math.min(attempt, 5)));
            break;
          }
        }
      }

      let finished: () => void = () => {};
      if (flightKey !== null) inFlight.set(flightKey, new Promise<void>((resolve) => (finished = resolve)));
      try {
        let texts: string[];
        try {
          texts = await translateWith(provider, parsed, options.providerTimeoutMs);
        } catch (error) {
          await releaseDebit(db, debit);
          if (!(error instanceof UpstreamFailure)) throw error;
          // The user-safe message only: a provider's underlying error may hold upstream bodies.
          request.log.warn(
            { license: license.id, provider: provider.getId(), retryable: error.retryable, reason: error.message },
            'upstream translation failed',
          );
          return sendError(reply, 502, 'upstream_failed', error.message, { retryable: error.retryable });
        }
        const reserved = debit;
        const response = await completeDebit(
          db,
          license,
          reserved,
          (quota) =>
            JSON.stringify({
              texts,
              characters,
              credits,
              multiplier,
              serviceTier: tier,
              accountingKey: reserved.accountingKey,
              quota,
            } satisfies GatewayTranslateAnswer),
          clock(),
        ).catch(async (error: unknown) => {
          await releaseDebit(db, reserved).catch(() => undefined);
          throw error;
        });
        if (response === null) {
          return sendError(reply, 502, 'upstream_failed', 'The translation took too long and was abandoned.', { retryable: true });
        }
        request.log.info(
          { license: license.id, tier, provider: provider.getId(), characters, credits, accountingKey: reserved.accountingKey },
          'debited',
        );
        return reply.type('application/json; charset=utf-8').send(response);
      } finally {
        if (flightKey !== null) inFlight.delete(flightKey);
        finished();
      }
    });
  });

  return app;
}
