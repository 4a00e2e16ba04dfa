import type { Migration } from 'kysely';
import * as host from './0001-host.js';
import * as extTranslate from './0002-ext-translate.js';
import * as queue from './0003-queue.js';
import * as engine from './0004-engine.js';
import * as store from './0005-store.js';
import * as tokenGeneration from './0006-token-generation.js';
import * as usageReservation from './0007-usage-reservation.js';
import * as translationMemory from './0008-translation-memory.js';
import * as automation from './0009-automation.js';
import * as placeholderReasks from './0010-placeholder-reasks.js';
import * as refreshGrace from './0011-refresh-grace.js';

/**
 * Every migration, in order. New migrations are appended here with the next number; a migration that
 * has shipped is never edited.
 */
export const migrations: Record<string, Migration> = {
  '0001-host': host,
  '0002-ext-translate': extTranslate,
  '0003-queue': queue,
  '0004-engine': engine,
  '0005-store': store,
  '0006-token-generation': tokenGeneration,
  '0007-usage-reservation': usageReservation,
  '0008-translation-memory': translationMemory,
  '0009-automation': automation,
  '0010-placeholder-reasks': placeholderReasks,
  '0011-refresh-grace': refreshGrace,
};
