import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `token_generation` of users and integrations: every access token (claim `gen`) and refresh token
 * carries the generation it was issued in, and is refused once the generation has moved on. A password
 * change, a deactivation and an integration's new secret move it on (src/host/auth/oauth.ts `endTokens`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['user', 'integration', 'refresh_token']) {
    await db.schema
      .alterTable(table)
      .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
