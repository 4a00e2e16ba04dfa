import { resolve } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig, parseTierProviders } from '../../src/gateway/config.js';
import { GATEWAY_MIGRATION_TABLE, migrateGateway } from '../../src/gateway/db/migrate.js';
import { periodOf } from '../../src/gateway/plans.js';
import { gatewayProviderContext, settingVariable } from '../../src/gateway/providers.js';
import { chunkTexts } from '../../src/gateway/upstream.js';
import { openDatabase } from '../../src/host/db/database.js';
import { createTestDatabase } from '../support/harness.js';

/** The gateway's configuration, provider settings from its environment, and its own migrations. */

describe('configuration', () => {
  it('defaults every tier to Apertium and reads GATEWAY_TIER_PROVIDERS', () => {
    expect(parseTierProviders(undefined)).toEqual({ speed: 'apertium', balanced: 'apertium', quality: 'apertium' });
    expect(parseTierProviders(' speed:apertium, balanced:mt_primary,quality:llm_1 ')).toEqual({ speed: 'apertium', balanced: 'mt_primary', quality: 'llm_1' });
    expect(parseTierProviders('quality:llm_2')).toEqual({ speed: 'apertium', balanced: 'apertium', quality: 'llm_2' });
    expect(() => parseTierProviders('turbo:llm_1')).toThrow(/GATEWAY_TIER_PROVIDERS/);
    expect(() => parseTierProviders('speed')).toThrow(/GATEWAY_TIER_PROVIDERS/);
  });

  it('reads the database, address and port from the environment', () => {
    expect(loadGatewayConfig({})).toMatchObject({ databaseUrl: `sqlite:${resolve('./var/gateway.sqlite')}`, host: '127.0.0.1', port: 8090 });
    expect(loadGatewayConfig({ GATEWAY_DATABASE_URL: 'postgres://x@y/z', GATEWAY_HOST: '0.0.0.0', GATEWAY_PORT: '9000' })).toMatchObject({
      databaseUrl: 'postgres://x@y/z',
      host: '0.0.0.0',
      port: 9000,
    });
    expect(() => loadGatewayConfig({ GATEWAY_PORT: 'x' })).toThrow(/GATEWAY_PORT/);
  });

  it('maps provider settings to GATEWAY_<ID>_API_KEY and GATEWAY_<ID>_MODEL', async () => {
    expect(settingVariable('mt_primaryApiKey')).toBe('GATEWAY_MT_PRIMARY_API_KEY');
    expect(settingVariable('llm_1Model')).toBe('GATEWAY_LLM_1_MODEL');
    expect(settingVariable('sourceLanguage')).toBeNull();
    const context = gatewayProviderContext(
      { GATEWAY_LLM_1_API_KEY: ' sk-test ', GATEWAY_LLM_1_MODEL: 'gpt-x', GATEWAY_LLM_2_API_KEY: '  ' },
      { info() {}, warn() {} },
    );
    expect(await context.setting('llm_1ApiKey')).toBe('sk-test');
    expect(await context.setting('llm_1Model')).toBe('gpt-x');
    expect(await context.setting('llm_2ApiKey')).toBeNull();
    expect(await context.setting('llm_3ApiKey')).toBeNull();
  });

  it('names the period by the UTC month', () => {
    expect(periodOf(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12');
    expect(periodOf(new Date('2027-01-01T00:30:00+01:00'))).toBe('2026-12');
  });

  it('splits texts by the provider limits', () => {
    expect(chunkTexts(['a', 'b', 'c'], 2, 100)).toEqual([['a', 'b'], ['c']]);
    expect(chunkTexts(['aaa', 'bb', 'c', 'dddd'], 10, 4)).toEqual([['aaa'], ['bb', 'c'], ['dddd']]);
    expect(chunkTexts([], 10, 10)).toEqual([]);
  });
});

describe('migrations', () => {
  it('keep their own bookkeeping tables and run once', async () => {
    const test = createTestDatabase();
    const database = await openDatabase(test.url);
    try {
      expect((await migrateGateway(database)).map((result) => result.migrationName)).toEqual(['0001-gateway']);
      expect(await migrateGateway(database)).toEqual([]);
      // The tables of this database's own schema only: introspecting every schema of the shared PostgreSQL
      // test database raced with other files dropping theirs ("schema ... does not exist").
      const listed =
        database.dialect === 'postgres'
          ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`
          : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
      const tables = (await listed.execute(database.db)).rows.map((row) => row.name);
      expect(tables).toEqual(expect.arrayContaining(['gateway_license', 'gateway_debit']));
      const { rows } = await sql<{ name: string }>`select name from ${sql.table(GATEWAY_MIGRATION_TABLE)}`.execute(database.db);
      expect(rows.map((row) => row.name)).toEqual(['0001-gateway']);
      expect(tables).not.toContain('kysely_migration');
    } finally {
      await database.destroy();
      await test.drop();
    }
  });
});
