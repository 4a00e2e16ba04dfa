import type { Migration } from 'kysely';
import * as host from './0001-host.js';
import * as queue from './0003-queue.js';
import * as store from './0005-store.js';
import * as tokenGeneration from './0006-token-generation.js';
import * as refreshGrace from './0011-refresh-grace.js';

/**
 * The host's migrations. Extensions bring their own (ExtensionManifest.migrations); the host runs all
 * of them in the order of their names, which share one numbering. New migrations take the next free
 * number of that numbering; a migration that has shipped is never edited or renamed.
 */
export const migrations: Record<string, Migration> = {
  '0001-host': host,
  '0003-queue': queue,
  '0005-store': store,
  '0006-token-generation': tokenGeneration,
  '0011-refresh-grace': refreshGrace,
};
