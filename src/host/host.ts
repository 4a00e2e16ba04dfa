import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './config/config.js';
import { ensureFirstAdmin, type FirstAdmin } from './auth/bootstrap.js';
import { registerAuthHooks } from './auth/entity-hooks.js';
import { registerPrivilegeBundles } from './auth/privileges.js';
import { registerEntities } from './entities/definitions.js';
import { assertUnique, type ExtensionManifest } from './extension.js';
import { MemorySignInThrottle, RedisSignInThrottle, type SignInThrottle } from './auth/fleet-throttle.js';
import { OAuthService } from './auth/oauth.js';
import { registerLanguageHooks } from './content/language-hooks.js';
import { seedLanguages } from './content/seed.js';
import { describeConnectionError, openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { PREPARED_STATEMENTS_OFF_MESSAGE } from './db/prepared-statements.js';
import { EntityRepository } from './entities/repository.js';
import { SecretBox } from './settings/secret-box.js';
import { SystemConfigService } from './settings/system-config.js';
import { destination, pino, type Logger } from 'pino';
import type { BullmqQueue } from './queue/bullmq-queue.js';
import { createQueue } from './queue/create-queue.js';
import type { Queue } from './queue/queue.js';
import { PRODUCT } from './product.js';

/** The platform services the extension builds on (the host; docs/architecture.md, "The parts"). */
export interface Host {
  config: AppConfig;
  database: Database;
  repository: EntityRepository;
  oauth: OAuthService;
  settings: SystemConfigService;
  /** The message queue of QUEUE_URL; workers start it (startWorkers, src/host/extension.ts), everyone may add to it. */
  queue: Queue;
  /** The process logger (pino, LOG_LEVEL); HTTP requests log through Fastify's own. */
  logger: Logger;
  /** The extensions this host loaded (startHost), in the order given. */
  extensions: readonly ExtensionManifest[];
  /** Set when this start created the first administrator. */
  firstAdmin: FirstAdmin | null;
  version: string;
  close(): Promise<void>;
}

/** The directory of this package (its package.json), found by walking up from this file (source and build differ in depth). */
export function packageRoot(): string | null {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(directory, 'package.json');
    if (existsSync(candidate)) {
      const manifest = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string };
      if (manifest.name === PRODUCT) return directory;
    }
    const parent = dirname(directory);
    if (parent === directory) return null;
    directory = parent;
  }
}

/** The version in package.json. */
export function packageVersion(): string {
  const root = packageRoot();
  if (!root) return '0.0.0';
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}

/**
 * Sign-in throttling: fleet-wide in Redis when the queue is on Redis (every process of the fleet shares
 * it), otherwise in this process's memory.
 */
function signInThrottle(queue: Queue, logger: Logger): SignInThrottle {
  // BullmqQueue is loaded only for a Redis queue (create-queue.ts), so it is told by its Redis connection.
  if ('sharedRedis' in queue) {
    const { client, prefix } = (queue as BullmqQueue).sharedRedis();
    return new RedisSignInThrottle(client, prefix, logger);
  }
  return new MemorySignInThrottle();
}

/**
 * Opens the database, runs the host's and the extensions' migrations, seeds languages and the first
 * admin, and wires the services with what the extensions declare (src/host/extension.ts).
 */
export async function startHost(config: AppConfig, extensions: readonly ExtensionManifest[] = []): Promise<Host> {
  assertUnique('extensions', extensions.map((extension) => extension.name));
  for (const extension of extensions) {
    registerEntities(extension.entities);
    registerPrivilegeBundles(extension.privilegeBundles);
  }
  // Diagnostics go to stderr, so that a command's own output on stdout stays clean.
  const logger = pino({ level: config.logLevel }, destination(2));
  const database = await openDatabase(config.databaseUrl, {
    onConnectionError: (error) => logger.error({ err: describeConnectionError(error) }, 'database connection lost; it is dropped and replaced on next use'),
    onPreparedStatementsOff: (reason) => logger.warn({ reason }, PREPARED_STATEMENTS_OFF_MESSAGE),
  });
  try {
    await migrateToLatest(database, extensions);
    await seedLanguages(database.db);
    const firstAdmin = await ensureFirstAdmin(database.db, config.adminUser, config.adminPassword);
    const repository = new EntityRepository(database.db, new SecretBox(config.appSecret, 'entity-secrets'));
    registerAuthHooks(repository);
    registerLanguageHooks(repository);
    const settings = new SystemConfigService(database.db, config.appSecret);
    for (const extension of extensions) {
      for (const domain of extension.settings) settings.registerDomain(domain);
      for (const hooks of extension.repositoryHooks) hooks(repository);
      for (const observer of extension.writeObservers) repository.observeWrites(observer);
    }
    const queue = await createQueue(database, config.queueUrl, { logger });
    return {
      config,
      database,
      repository,
      oauth: new OAuthService(database.db, config.appSecret, signInThrottle(queue, logger)),
      settings,
      extensions,
      firstAdmin,
      version: packageVersion(),
      queue,
      logger,
      close: async () => {
        try {
          await queue.close();
        } finally {
          await database.destroy();
        }
      },
    };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}
