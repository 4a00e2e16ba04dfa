import type { Kysely, Transaction } from 'kysely';
import type { ContentSchema } from '../../../host/content/tables/content-schema.js';
import type { AutomationTriggerTableSchema } from './automation-trigger-table.js';
import type { GlossaryTableSchema } from './glossary-table.js';
import type { HistoryTableSchema } from './history-table.js';
import type { JobBatchTableSchema } from './job-batch-table.js';
import type { JobErrorTableSchema } from './job-error-table.js';
import type { JobTableSchema } from './job-table.js';
import type { MemoryTableSchema } from './memory-table.js';
import type { UsageKeyTableSchema } from './usage-key-table.js';
import type { UsageReservationTableSchema } from './usage-reservation-table.js';
import type { UsageTableSchema } from './usage-table.js';
import type { WebhookDeliveryTableSchema } from './webhook-delivery-table.js';
import type { WebhookTableSchema } from './webhook-table.js';

/**
 * Every table the extension reads or writes by name: its own thirteen (one file each beside this one; the memory's claims share the memory's) and
 * the host's content tables of a fixed shape. Column names are camelCase here and snake_case in SQL (the
 * database handle carries Kysely's CamelCasePlugin). The store entities' translation tables are chosen
 * at run time from their definitions and are read through src/host/entities/dynamic-tables.ts instead.
 */
export type TranslateSchema = JobTableSchema &
  JobErrorTableSchema &
  JobBatchTableSchema &
  GlossaryTableSchema &
  UsageTableSchema &
  UsageKeyTableSchema &
  UsageReservationTableSchema &
  HistoryTableSchema &
  MemoryTableSchema &
  AutomationTriggerTableSchema &
  WebhookTableSchema &
  WebhookDeliveryTableSchema &
  ContentSchema;

/** The extension's database handle. The host's handle (`host.database.db`) is accepted where it is asked. */
export type TranslateDb = Kysely<TranslateSchema>;
export type TranslateTx = Transaction<TranslateSchema>;
/** Either: most reads run inside or outside a transaction alike. */
export type TranslateExecutor = TranslateDb | TranslateTx;
