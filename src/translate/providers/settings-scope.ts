/**
 * The settings a provider reads while a batch runs. runBatch reads the extension's settings once per
 * batch (SystemConfigService.snapshot); a provider read its API key and model through
 * ProviderContext.setting before every call, each a statement of its own (on PostgreSQL a round trip).
 * Inside a batch's scope those reads are answered by the batch's snapshot; outside one they read the
 * stored value as before. A setting saved meanwhile applies from the next batch on, as every other
 * setting of the batch does. The snapshot holds decrypted secrets in memory only, for the batch's time.
 *
 * @packageDocumentation
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SettingsReader } from '../../host/settings/system-config.js';
import { CONFIG_DOMAIN } from '../model/settings.js';

interface SettingsScope {
  /** The reader the scope stands in for: a provider context reading another one reads through. */
  readonly source: SettingsReader;
  /** The batch's snapshot; null once the batch has ended. */
  reader: SettingsReader | null;
}

const scopes = new AsyncLocalStorage<SettingsScope>();

/**
 * Runs `work` with `reader` answering the reads of `source` made through {@link scopedSettings}. The
 * scope ends with `work`: a timer or task started inside it that runs later reads `source` again.
 */
export async function withSettingsScope<T>(source: SettingsReader, reader: SettingsReader, work: () => Promise<T>): Promise<T> {
  const scope: SettingsScope = { source, reader };
  try {
    return await scopes.run(scope, work);
  } finally {
    scope.reader = null;
  }
}

/** The reader for `source` here: the running batch's snapshot of it, else `source` itself. */
export function scopedSettings(source: SettingsReader): SettingsReader {
  const scope = scopes.getStore();
  return scope?.reader && scope.source === source ? scope.reader : source;
}

/**
 * Runs `work` with the extension's settings read once, in one statement, for every read made inside it:
 * its own, through the reader it is handed, and the providers' (through {@link scopedSettings}). A batch,
 * a job's plan and a listing of every provider do this; before, each provider read its API key with a
 * statement of its own (on PostgreSQL eight side by side, on as many connections). A reader that takes
 * no snapshot is handed to `work` as it is.
 */
export function withSettingsReadOnce<T>(settings: SettingsReader, work: (reader: SettingsReader) => Promise<T>): Promise<T> {
  const snapshot = settings.snapshot?.(CONFIG_DOMAIN);
  return snapshot ? withSettingsScope(settings, snapshot, () => work(snapshot)) : work(settings);
}
