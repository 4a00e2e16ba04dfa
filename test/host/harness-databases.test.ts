import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/host/db/database.js';
import setupTemplate, { TEMPLATE_DATABASE_ENV } from '../support/database-template.js';
import { createHarness, dialect, POSTGRES_URL } from '../support/harness.js';

/**
 * The harnesses' databases on PostgreSQL (test/support/database-template.ts): a closed harness's copy
 * of the template goes, reset and under a new schema name, to the process's next harness; one whose
 * catalogue a test changed is dropped; the run's teardown drops the copies its processes kept.
 */

/** The database a harness's host works in. */
function databaseOf(url: string): string {
  return new URL(url).pathname.slice(1);
}

/** The schema a harness's host works in. */
function schemaOf(url: string): string {
  return new URL(url).searchParams.get('schema')!;
}

async function query<T extends pg.QueryResultRow>(database: string, text: string, values: unknown[] = []): Promise<T[]> {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function databaseExists(name: string): Promise<boolean> {
  return (await query('postgres', 'select 1 from pg_database where datname = $1', [name])).length === 1;
}

describe.skipIf(dialect !== 'postgres')('the harnesses’ PostgreSQL databases', () => {
  it('hands a closed harness’s database to the next harness as the template has it, and ends what was left connected to it', async () => {
    const first = await createHarness();
    const name = databaseOf(first.host.config.databaseUrl);
    const users = await first.request('POST', '/api/search/user', { body: {} });
    const product = await first.request('POST', '/api/product', { body: { productNumber: 'RESET-1', stock: 1, name: 'Oak chair' } });
    expect(product.statusCode, product.body).toBe(204);
    // A row in a table the template has rows in too (its administrator), and a connection left open.
    await first.tokenWithPrivileges(['product:read']);
    expect((await first.request('POST', '/api/search/user', { body: {} })).json().total).toBe(users.json().total + 1);
    // A table large enough to be truncated rather than emptied with a delete.
    await query(name, `insert into ${schemaOf(first.host.config.databaseUrl)}.product (id, product_number, stock, created_at) select md5(i::text), 'BULK-' || i, i, now() from generate_series(1, 1500) as i`);
    const left = await openDatabase(first.host.config.databaseUrl);
    await left.db.selectFrom('product').select('id').execute();
    await first.close();
    // Closed twice, it hands its database on once.
    await first.close().catch(() => undefined);

    const next = await createHarness();
    const other = await createHarness();
    try {
      expect(databaseOf(next.host.config.databaseUrl)).toBe(name);
      expect(databaseOf(other.host.config.databaseUrl)).not.toBe(name);
      // Under a schema of another name: the connections of each harness are told apart by it.
      expect(schemaOf(next.host.config.databaseUrl)).not.toBe(schemaOf(first.host.config.databaseUrl));
      const products = await next.request('POST', '/api/search/product', { body: {} });
      expect(products.json().total).toBe(0);
      const nextUsers = await next.request('POST', '/api/search/user', { body: {} });
      expect(nextUsers.json().data).toEqual(users.json().data);
      // The pool left open reconnects, and finds its schema gone as it would find a dropped database.
      await expect(left.db.selectFrom('product').select('id').execute()).rejects.toThrow('relation "product" does not exist');
    } finally {
      await left.destroy().catch(() => undefined);
      await next.close();
      await other.close();
    }
  });

  it('drops a closed harness’s database whose catalogue a test changed, and the next harness gets a new copy', async () => {
    const first = await createHarness();
    const name = databaseOf(first.host.config.databaseUrl);
    await query(name, `create table ${schemaOf(first.host.config.databaseUrl)}.left_behind (id int)`);
    await first.close();
    expect(await databaseExists(name)).toBe(false);

    const next = await createHarness();
    try {
      expect(databaseOf(next.host.config.databaseUrl)).not.toBe(name);
    } finally {
      await next.close();
    }
  });

  it('drops the copies the processes kept, and the template, when the run ends', async () => {
    const running = process.env[TEMPLATE_DATABASE_ENV];
    const teardown = setupTemplate();
    const template = process.env[TEMPLATE_DATABASE_ENV]!;
    process.env[TEMPLATE_DATABASE_ENV] = running;
    expect(template).not.toBe(running);
    await query('postgres', `create database ${template}`);
    await query('postgres', `create database ${template}_kept`);
    await teardown();
    expect(await databaseExists(template)).toBe(false);
    expect(await databaseExists(`${template}_kept`)).toBe(false);
  });
});
