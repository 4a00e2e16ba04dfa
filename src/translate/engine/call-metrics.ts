/**
 * This process's provider calls as Prometheus series (count, latency, failures by kind, characters
 * reported), counted where the calls are made (translate-chunks.ts); `GET /metrics` (routes/metrics.ts)
 * serves them with the series read from the database and the queue.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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

/** The registry of this process's series (the process's default metrics started once, on first use). */
export function processMetrics(): Registry {
  if (!defaultMetricsStarted) {
    collectDefaultMetrics({ register: processRegistry, prefix: 'ext_translate_process_' });
    defaultMetricsStarted = true;
  }
  return processRegistry;
}
