/**
 * How many records one queue message takes (docs/operations.md, "Packing"): the `batchSize` setting when
 * it is set (the spec's limit), else as many as fill the provider's calls a message can keep in flight:
 * texts per call x calls in flight / translatable fields per record, rounded up to a whole multiple of
 * texts per call, at most {@link MAX_RECORDS_PER_MESSAGE}. A message then fills whole calls instead of
 * leaving its last one half empty (HTML and text apart), and one message alone keeps the provider's
 * limit of calls in flight busy.
 */
import type { SettingsReader } from '../../host/settings/system-config.js';
import { isCallLimitProvider, type TranslationProvider } from '../providers/contract.js';
import { CONFIG_DOMAIN } from '../model/settings.js';

/** Records per message without a provider to size by (an unknown provider fails its records anyway). */
export const DEFAULT_BATCH_SIZE = 25;
/** The most records one message takes: bounds its memory and the time it holds a worker. */
export const MAX_RECORDS_PER_MESSAGE = 500;
/** Calls in flight a message plans for at most, and without the provider's own figure. */
const MAX_PLANNED_CALLS = 8;
const DEFAULT_PLANNED_CALLS = 4;

/** The `batchSize` setting (1..500), or null when it is not set: messages are then sized by volume. */
export async function configuredBatchSize(settings: SettingsReader): Promise<number | null> {
  const value = await settings.get(`${CONFIG_DOMAIN}.batchSize`);
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RECORDS_PER_MESSAGE ? value : null;
}

/** Records per message for one provider and entity (`fieldsPerRecord`: the fields a run considers). */
export function recordsPerMessage(configured: number | null, provider: TranslationProvider | undefined, fieldsPerRecord: number): number {
  if (configured !== null) return configured;
  if (!provider) return DEFAULT_BATCH_SIZE;
  const calls = isCallLimitProvider(provider) ? Math.min(MAX_PLANNED_CALLS, Math.max(1, provider.defaultCallsInFlight())) : DEFAULT_PLANNED_CALLS;
  const perCall = provider.getMaxBatchSize();
  // A whole number of calls' worth of records: HTML and plain text travel apart, and a field that gives
  // one text per record (a description, a name) then fills its calls completely.
  const records = Math.max(1, Math.ceil((perCall * calls) / Math.max(1, fieldsPerRecord) / perCall)) * perCall;
  const cap = perCall <= MAX_RECORDS_PER_MESSAGE ? MAX_RECORDS_PER_MESSAGE - (MAX_RECORDS_PER_MESSAGE % perCall) : MAX_RECORDS_PER_MESSAGE;
  return Math.min(cap, records);
}
