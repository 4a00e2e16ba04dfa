import type { Migration } from 'kysely';
import * as extTranslate from './0002-ext-translate.js';
import * as engine from './0004-engine.js';
import * as usageReservation from './0007-usage-reservation.js';
import * as translationMemory from './0008-translation-memory.js';
import * as automation from './0009-automation.js';
import * as placeholderReasks from './0010-placeholder-reasks.js';
import * as resilience from './0012-resilience.js';
import * as review from './0013-review.js';
import * as webhooks from './0015-webhooks.js';
import * as historyStateLookup from './0016-history-state-lookup.js';
import * as memoryClaims from './0017-memory-claims.js';

/**
 * The extension's migrations, declared in its manifest. The host runs them with its own in the order
 * of their names (one numbering shared with src/host/db/migrations/index.ts, so a table here may
 * reference a host table made before it). A migration that has shipped is never edited or renamed.
 */
export const migrations: Record<string, Migration> = {
  '0002-ext-translate': extTranslate,
  '0004-engine': engine,
  '0007-usage-reservation': usageReservation,
  '0008-translation-memory': translationMemory,
  '0009-automation': automation,
  '0010-placeholder-reasks': placeholderReasks,
  '0012-resilience': resilience,
  '0013-review': review,
  '0015-webhooks': webhooks,
  '0016-history-state-lookup': historyStateLookup,
  '0017-memory-claims': memoryClaims,
};
