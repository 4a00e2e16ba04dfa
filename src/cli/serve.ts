import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../host/config/config.js';
import { openDatabase } from '../host/db/database.js';
import { migrateToLatest } from '../host/db/migrate.js';
import { packageRoot, type Host } from '../host/host.js';
import { buildApplication, startTranslateHost } from '../translate/app.js';
import { extTranslate } from '../translate/manifest.js';
import { createProviderRegistry } from '../translate/providers/provider-service.js';
import { startWorker } from '../translate/app.js';
import { announceDatabase } from './database-notice.js';
import { limitHeapGrowth } from './heap-growth.js';

/**
 * Prints the generated password of the first administrator, when this start created it (any command).
 * On stderr, so that a command whose output is piped into a file (`glossary export > terms.csv`) never
 * carries it there.
 */
export function printFirstAdmin(host: Host): void {
  const admin = host.firstAdmin;
  if (!admin?.generatedPassword) return;
  console.error(
    [
      '',
      '  The first administrator was created. Its password is shown only this once:',
      `    username: ${admin.username}`,
      `    password: ${admin.generatedPassword}`,
      '  (set EXT_TRANSLATE_ADMIN_PASSWORD before the first start to choose it yourself)',
      '',
    ].join('\n'),
  );
}

/** The demo catalogue and its data (some 120 KB of code), loaded by the two commands that seed it. */
const demoCatalogue = () => import('../host/content/demo.js');

export async function runDemo(host: Host): Promise<void> {
  const { isCatalogueEmpty, seedDemoCatalogue } = await demoCatalogue();
  if (!(await isCatalogueEmpty(host.database.db))) {
    console.log('The catalogue already holds products; the demo is only seeded into an empty shop.');
    return;
  }
  const summary = await seedDemoCatalogue(host.database.db);
  console.log(`Demo catalogue seeded: ${Object.entries(summary).map(([name, count]) => `${count} ${name}`).join(', ')}.`);
}

export async function runMigrate(config: AppConfig): Promise<void> {
  announceDatabase(config);
  const database = await openDatabase(config.databaseUrl);
  try {
    const results = await migrateToLatest(database, [extTranslate]);
    if (results.length === 0) console.log('The database is up to date.');
    for (const result of results) console.log(`Migrated ${result.migrationName}.`);
  } finally {
    await database.destroy();
  }
}

/**
 * Serves the API until SIGINT or SIGTERM, then stops accepting connections, lets requests in flight
 * finish, and closes the database.
 */
export async function runServe(config: AppConfig, options: { worker?: boolean } = {}): Promise<void> {
  limitHeapGrowth(config.heapGrowthPercent);
  announceDatabase(config);
  const host = await startTranslateHost(config);
  if (config.demo) {
    const { isCatalogueEmpty, seedDemoCatalogue } = await demoCatalogue();
    if (await isCatalogueEmpty(host.database.db)) {
      const summary = await seedDemoCatalogue(host.database.db);
      console.log(`Seeded the demo catalogue (${String(summary.products)} products). Start with --no-demo or EXT_TRANSLATE_DEMO=0 to skip.`);
    }
  }
  const root = packageRoot();
  const app = await buildApplication(host, { logger: { level: config.logLevel }, adminDirectory: root ? join(root, 'dist', 'admin') : null });
  printFirstAdmin(host);
  const worker = options.worker ?? true;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => host.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  try {
    const address = await app.listen({ host: config.host, port: config.port });
    if (worker) await startWorker(host, app.providers, { concurrency: config.workerConcurrency });
    // Into the structured log, like everything else the server says.
    bannerLog(app.log, config).info(
      { version: host.version, address, database: host.database.dialect, queue: queueName(config), workerConcurrency: worker ? config.workerConcurrency : 0 },
      `ext-translate ${host.version} is listening on ${address} (database: ${host.database.dialect}, queue: ${queueName(config)}, ` +
        `${worker ? `worker concurrency ${config.workerConcurrency}` : 'no worker'}).`,
    );
  } catch (error) {
    await app.close();
    await host.close();
    throw error;
  }
}

/**
 * The start banner's logger: a structured line at info even when LOG_LEVEL is warn or error (it is said
 * once, and tells an operator or a script that the process is ready); nothing with LOG_LEVEL=silent.
 */
function bannerLog(logger: FastifyBaseLogger, config: AppConfig): FastifyBaseLogger {
  return logger.child({}, { level: config.logLevel === 'silent' ? 'silent' : 'info' });
}

function queueName(config: AppConfig): string {
  return config.queueUrl && config.queueUrl !== 'embedded' ? 'redis' : 'embedded';
}

/**
 * Runs queue workers only (no HTTP) until SIGINT or SIGTERM, then finishes or releases the messages in
 * flight (up to the queue's grace period) and closes the database.
 */
export async function runWorker(config: AppConfig): Promise<void> {
  limitHeapGrowth(config.heapGrowthPercent);
  announceDatabase(config);
  const host = await startTranslateHost(config);
  try {
    const providers = await createProviderRegistry(host, { logger: host.logger });
    await startWorker(host, providers, { concurrency: config.workerConcurrency });
  } catch (error) {
    await host.close();
    throw error;
  }
  printFirstAdmin(host);
  bannerLog(host.logger, config).info(
    { version: host.version, database: host.database.dialect, queue: queueName(config), workerConcurrency: config.workerConcurrency },
    `ext-translate ${host.version} worker started (database: ${host.database.dialect}, queue: ${queueName(config)}, concurrency ${config.workerConcurrency}).`,
  );
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      host.logger.info({ signal }, 'worker shutting down');
      resolve();
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
  await host.close();
}
