import type { FastifyInstance } from 'fastify';
import { allEntities } from '../host/entities/definitions.js';
import { buildHostApp } from '../host/http/app.js';
import type { Host } from '../host/host.js';
import { registerExtension } from './extension.js';

export interface ApplicationOptions {
  logger: boolean | Record<string, unknown>;
}

/** The whole HTTP application: the host's routes and the extension's. */
export async function buildApplication(host: Host, options: ApplicationOptions): Promise<FastifyInstance> {
  registerExtension(host);
  return buildHostApp({
    db: host.database.db,
    repository: host.repository,
    oauth: host.oauth,
    settings: host.settings,
    entities: allEntities,
    version: host.version,
    logger: options.logger,
  });
}
