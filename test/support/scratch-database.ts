import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { createTestDatabase, type TestDatabase } from './harness.js';

/**
 * A database of the file's own on the current TEST_DATABASE, without the service's tables: opened
 * before the file's tests with `setUp` run on it (the tables a test of the database layer probes),
 * closed and dropped after them. Answers the opened database (call it inside a test or hook).
 */
export function scratchDatabase(setUp: (db: Database['db']) => Promise<void>): () => Database {
  let testDatabase: TestDatabase | null = null;
  let database: Database | null = null;
  beforeAll(async () => {
    testDatabase = createTestDatabase();
    database = await openDatabase(testDatabase.url);
    await setUp(database.db);
  });
  afterAll(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });
  return () => {
    if (!database) throw new Error('The scratch database opens before the tests.');
    return database;
  };
}
