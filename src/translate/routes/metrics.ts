/**
 * `GET /metrics` in the Prometheus text format (docs/operations.md "Metrics").
 *
 * Two kinds of series:
 * - this process's provider calls (engine/call-metrics.ts), so they cover the worker running in this process;
 * - what the database and the queue hold, read at each scrape and the same on every process of a fleet:
 *   jobs by status, the month's usage per provider, queue depth and the age of its oldest waiting message.
 *
 * @packageDocumentation
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { processMetrics } from '../engine/call-metrics.js';
import type { Host } from '../../host/host.js';
import { unauthorized } from '../../host/http/guard.js';
import { usagePeriod } from '../engine/usage-accounting.js';

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
  const registry = Registry.merge([processMetrics(), hostRegistry(host)]);
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
