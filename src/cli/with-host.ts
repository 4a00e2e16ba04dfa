import { loadConfig, type AppConfig } from '../host/config/config.js';
import type { Host } from '../host/host.js';
import { startTranslateHost } from '../translate/app.js';
import { announceDatabase } from './database-notice.js';
import { printFirstAdmin } from './serve.js';

/** Runs a command's work with a started host (migrations, seeds), closing it afterwards. */
export async function withHost<T>(work: (host: Host, config: AppConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  announceDatabase(config);
  const host = await startTranslateHost(config);
  // Any command may be the first on a new database: the generated password must not go unseen.
  printFirstAdmin(host);
  try {
    return await work(host, config);
  } finally {
    await host.close();
  }
}
