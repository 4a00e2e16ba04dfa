/**
 * `GET /metrics` in the Prometheus text format (docs/operations.md "Metrics").
 *
 * Two kinds of series:
 * - this process's provider calls (count, latency, failures by kind, characters reported), counted where
 *   the calls are made (engine/translate-chunks.ts), so they cover the worker running in this process;
 * - what the database and the queue hold, read at each scrape and the same on every process of a fleet:
 *   jobs by status, the month's usage per provider, queue depth and the age of its oldest waiting message.
 *
 * @packageDocumentation
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Host } from '../../host/host.js';
import { unauthorized } from '../../host/http/guard.js';
import { usagePeriod } from '../engine/usage-accounting.js';

/** Why a provider call failed, as the `kind` label of `ext_translate_provider_failures_total`. */
export type ProviderFailureKind = 'timeout' | 'provider_global' | 'provider' | 'malformed' | 'length_mismatch' | 'currency' | 'error';

const processRegistry = new Registry();
let defaultMetricsStarted = false;

const providerCalls = new Counter({
  name: 'ext_translate_provider_calls_total',
  help: 'Provider calls made by this process, by provider and outcome (ok or failed).',
  labelNames: ['provider', 'outcome'] as const,
  registers: [processRegistry],
});
const providerCallDuration = new Histogram({
  name: 'ext_translate_provider_call_duration_seconds',
  help: 'Duration of provider calls made by this process, from request to answer or failure.',
  labelNames: ['provider'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  registers: [processRegistry],
});
const providerFailures = new Counter({
  name: 'ext_translate_provider_failures_total',
  help: 'Failed provider calls made by this process, by provider and kind of failure.',
  labelNames: ['provider', 'kind'] as const,
  registers: [processRegistry],
});
const providerCharacters = new Counter({
  name: 'ext_translate_provider_characters_total',
  help: 'Billable characters the providers reported for the calls of this process.',
  labelNames: ['provider'] as const,
  registers: [processRegistry],
});

/** Counts one provider call; `failure` is null when it returned a usable result. */
export function observeProviderCall(providerId: string, durationMs: number, failure: ProviderFailureKind | null, characters: number): void {
  providerCalls.inc({ provider: providerId, outcome: failure === null ? 'ok' : 'failed' });
  providerCallDuration.observe({ provider: providerId }, durationMs / 1000);
  if (failure !== null) providerFailures.inc({ provider: providerId, kind: failure });
  if (characters > 0) providerCharacters.inc({ provider: providerId }, characters);
}

/** The series read from the database and the queue at each scrape, for one host. */
function hostRegistry(host: Host): Registry {
  const registry = new Registry();
  const { db } = host.database;
  new Gauge({
    name: 'ext_translate_jobs',
    help: 'Translation jobs by status.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.selectFrom('ext_translate_job').select((eb) => ['status', eb.fn.countAll().as('count')]).groupBy('status').execute();
      for (const row of rows) this.set({ status: String(row.status) }, Number(row.count));
    },
  });
  const usageGauge = (name: string, help: string, column: 'characters' | 'requests') =>
    new Gauge({
      name,
      help,
      labelNames: ['provider'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await db.selectFrom('ext_translate_usage').select(['providerId', column]).where('period', '=', usagePeriod()).execute();
        for (const row of rows) this.set({ provider: String(row.providerId) }, Number(row[column]));
      },
    });
  usageGauge('ext_translate_usage_month_characters', 'Characters recorded this UTC month per provider, by every process (GET /usage).', 'characters');
  usageGauge('ext_translate_usage_month_requests', 'Provider requests recorded this UTC month per provider, by every process (GET /usage).', 'requests');

  // One queue status per scrape, shared by the gauges below.
  let pending: Promise<Awaited<ReturnType<Host['queue']['status']>> | null> | null = null;
  const queueStatus = () => {
    pending ??= host.queue.status().catch(() => null);
    const current = pending;
    setImmediate(() => {
      if (pending === current) pending = null;
    });
    return current;
  };
  new Gauge({
    name: 'ext_translate_queue_up',
    help: '1 when the queue answered this scrape, 0 when it did not.',
    registers: [registry],
    async collect() {
      this.set((await queueStatus()) === null ? 0 : 1);
    },
  });
  new Gauge({
    name: 'ext_translate_queue_messages',
    help: 'Queue messages by state: waiting (due, not taken), running, delayed (waiting for their time).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const status = await queueStatus();
      if (status === null) return;
      for (const state of ['waiting', 'running', 'delayed'] as const) this.set({ state }, status[state]);
    },
  });
  new Gauge({
    name: 'ext_translate_queue_oldest_waiting_seconds',
    help: 'How long the oldest waiting queue message has been due; 0 when none waits.',
    registers: [registry],
    async collect() {
      const status = await queueStatus();
      this.set(status?.oldestWaitingMs ? status.oldestWaitingMs / 1000 : 0);
    },
  });
  return registry;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Registers `GET /metrics`. With `metricsToken` (EXT_TRANSLATE_METRICS_TOKEN) set, scrapers send it as
 * `Authorization: Bearer <token>`; without it, the route takes an administrator's access token like the
 * API does. Nothing in the series names a secret, a text or a user.
 */
export function registerMetricsRoute(app: FastifyInstance, host: Host): void {
  if (!defaultMetricsStarted) {
    collectDefaultMetrics({ register: processRegistry, prefix: 'ext_translate_process_' });
    defaultMetricsStarted = true;
  }
  const registry = Registry.merge([processRegistry, hostRegistry(host)]);
  const token = host.config.metricsToken;
  const scrape = async (_request: FastifyRequest, reply: FastifyReply) => {
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  };
  if (token) {
    app.get('/metrics', { config: { access: { privilege: 'public' } }, schema: { hide: true } }, async (request, reply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1] || !sameSecret(match[1], token)) throw unauthorized('The metrics token is missing or wrong.');
      return scrape(request, reply);
    });
  } else {
    app.get('/metrics', { config: { access: { privilege: 'metrics', adminOnly: true } }, schema: { hide: true } }, scrape);
  }
}
