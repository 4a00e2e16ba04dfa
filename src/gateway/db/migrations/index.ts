import type { Migration } from 'kysely';
import * as gateway from './0001-gateway.js';

/** The gateway's migrations, in order; a shipped migration is never edited, new ones are appended. */
export const gatewayMigrations: Record<string, Migration> = {
  '0001-gateway': gateway,
};
