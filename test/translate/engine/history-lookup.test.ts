import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { nowIso } from '../../../src/host/db/database.js';
import { contentSource } from '../../../src/translate/content/content-sources.js';
import { supersedeApplied } from '../../../src/translate/model/history-rows.js';
import type { TranslateDb } from '../../../src/translate/model/tables/translate-schema.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { StatementRecorder } from '../../support/statement-recorder.js';


const RECORD_IDS = Array.from({ length: 30 }, (_, index) => `0000000000000000000000000000${String(index).padStart(4, '0')}`);

/**
 * The run reads and supersedes the `applied` history rows of a message's records, and scope `missing`
 * asks whether a record was written before its source changed. On SQLite without table statistics (a new
 * installation) these statements once walked every `applied` row of the language through the index on
 * (state, created_at), which made a job slower with every message it wrote.
 */
describe('history lookups by record', () => {
  let h: Harness;
  let db: TranslateDb;

  beforeAll(async () => {
    h = await createHarness();
    db = h.host.database.db as unknown as TranslateDb;
  });
  afterAll(async () => {
    await h.close();
  });

  async function recorded(work: (handle: TranslateDb) => Promise<unknown>): Promise<CompiledQuery[]> {
    const recorder = new StatementRecorder();
    await work(db.withPlugin(recorder));
    return recorder.nodes.map((node) => db.getExecutor().compileQuery(node, { queryId: 'history-lookup' } as never));
  }

  it('has the index by state, entity, language and record, and not the one by state and time', async () => {
    if (dialect === 'sqlite') {
      const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'ext_translate_history'`.execute(db);
      const names = rows.rows.map((row) => row.name);
      expect(names).toContain('ext_translate_history_state_record_idx');
      expect(names).not.toContain('ext_translate_history_state_idx');
      const columns = await sql<{ name: string }>`select name from pragma_index_info('ext_translate_history_state_record_idx') order by seqno`.execute(db);
      expect(columns.rows.map((row) => row.name)).toEqual(['state', 'entity', 'language_id', 'record_id', 'created_at']);
    } else {
      const rows = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where tablename = 'ext_translate_history' and schemaname = current_schema()`.execute(db);
      const byName = new Map(rows.rows.map((row) => [row.indexname, row.indexdef]));
      expect(byName.has('ext_translate_history_state_idx')).toBe(false);
      expect(byName.get('ext_translate_history_state_record_idx')).toMatch(/\(state, entity, language_id, record_id, created_at\)$/);
    }
  });

  it.runIf(dialect === 'sqlite')('reads and supersedes the applied rows of a message through that index, without statistics', async () => {
    // No ANALYZE has run on a new installation: the planner decides by the index's columns alone.
    const statistics = await sql<{ count: number }>`select count(*) as count from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (Number(statistics.rows[0]?.count) > 0) await sql`delete from sqlite_stat1 where tbl = 'ext_translate_history'`.execute(db);
    const statements = [
      // A message's records with their last writes, one statement (the history read as a column of it).
      ...(await recorded((handle) => contentSource('product')!.readWithLastWrites(handle, { sourceLanguageId: SYSTEM_LANGUAGE_ID, sourceLocale: 'en-GB', targetLanguageId: GERMAN_LANGUAGE_ID, targetLocale: 'de-DE' }, RECORD_IDS))),
      ...(await recorded((handle) => handle.transaction().execute((trx) => supersedeApplied(trx, { entity: 'product', languageId: GERMAN_LANGUAGE_ID }, RECORD_IDS, ['name', 'description'], nowIso())))),
    ].filter((statement) => statement.sql.includes('ext_translate_history'));
    expect(statements).toHaveLength(2);
    for (const statement of statements) {
      const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]));
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details, statement.sql).toContain('USING INDEX ext_translate_history_state_record_idx (state=? AND entity=? AND language_id=? AND record_id=?)');
    }
  });
});
