import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { AppConfig } from '../host/config/config.js';
import { sqlitePath } from '../host/db/database.js';

/**
 * What a command tells on stderr about the database it is about to open, or null when DATABASE_URL
 * names it (the operator chose it). Without DATABASE_URL the SQLite file lives under the current
 * directory (`./var`), so a command run from elsewhere would otherwise start a new, empty shop unnoticed.
 */
export function databaseNotice(config: AppConfig, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | null {
  if (env.DATABASE_URL?.trim() || !config.databaseUrl.startsWith('sqlite:')) return null;
  const path = sqlitePath(config.databaseUrl);
  const shown = relative(cwd, path).startsWith('..') ? path : `./${relative(cwd, path)}`;
  if (existsSync(path)) return `Opened database ${shown}.`;
  return (
    `No database at ${shown}: creating a new, empty one. DATABASE_URL is not set, so the database is ` +
    `looked for under the current directory; run from your installation's directory or set DATABASE_URL ` +
    `(or EXT_TRANSLATE_VAR_DIR) to use an existing one.`
  );
}

/** Prints {@link databaseNotice} on stderr, so that a command's output on stdout stays clean. */
export function announceDatabase(config: AppConfig): void {
  const notice = databaseNotice(config);
  if (notice !== null) console.error(notice);
}
