/**
 * Translation memory lookup cost (bench/README.md, "Translation memory"): seeds BENCH_MEMORY_ENTRIES
 * (default 1,000,000) remembered translations into a scratch database per dialect, then times what a
 * queue message does before its provider calls: recallOrClaim() for BENCH_MEMORY_KEYS (default 50)
 * texts, half of them remembered and half new (which it claims). Reports p50/p95/p99 per dialect and the
 * pruning of the excess.
 *
 *   npm run bench:memory
 *   BENCH_DATABASES=postgres BENCH_MEMORY_ENTRIES=200000 npm run bench:memory
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/host/db/database.js';
import { migrateToLatest } from '../src/host/db/migrate.js';
import type { TranslateDb } from '../src/translate/model/tables/translate-schema.js';
import { pruneMemory, recallOrClaim, release } from '../src/translate/engine/translation-memory.js';
import { extTranslate } from '../src/translate/manifest.js';
import { scratchDatabase } from './support/scratch.js';

const ENTRIES = Number(process.env.BENCH_MEMORY_ENTRIES ?? 1_000_000);
const KEYS = Number(process.env.BENCH_MEMORY_KEYS ?? 50);
const LOOKUPS = Number(process.env.BENCH_MEMORY_LOOKUPS ?? 200);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
const INSERT_ROWS = 1_000;
const context = { providerId: 'deepl', sourceLocale: 'en-GB', targetLocale: 'de-DE' };

const keyOf = (n: number) => createHash('sha256').update(`entry ${n}`).digest('hex');


async function seed(db: TranslateDb): Promise<void> {
  const day = 86_400_000;
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  for (let start = 0; start < ENTRIES; start += INSERT_ROWS) {
    const rows = [];
    for (let n = start; n < Math.min(ENTRIES, start + INSERT_ROWS); n += 1) {
      const stamp = new Date(base + (n % 300) * day).toISOString();
      rows.push({ keyHash: keyOf(n), ...context, translation: `Übersetzung Nummer ${n}`, characters: 20, createdAt: stamp, lastUsedAt: stamp });
    }
    await db.insertInto('ext_translate_memory').values(rows).execute();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function benchDialect(dialect: string): Promise<void> {
  const target = scratchDatabase(dialect, 'memory');
  const database = await openDatabase(target.url);
  try {
    await migrateToLatest(database, [extTranslate]);
    const db = database.db as unknown as TranslateDb;
    const seeding = performance.now();
    await seed(db);
    const seeded = (performance.now() - seeding) / 1000;
    const times: number[] = [];
    for (let lookup = 0; lookup < LOOKUPS; lookup += 1) {
      const entries = Array.from({ length: KEYS }, (_, index) => ({
        key: index % 2 === 0 ? keyOf(Math.floor(Math.random() * ENTRIES)) : createHash('sha256').update(`new ${lookup} ${index}`).digest('hex'),
        characters: 20,
      }));
      const claimant = `bench${lookup}`;
      const started = performance.now();
      const outcome = await recallOrClaim(db, claimant, entries);
      times.push(performance.now() - started);
      await release(db, claimant, [...outcome.own]);
    }
    times.sort((a, b) => a - b);
    const pruning = performance.now();
    const pruned = await pruneMemory(db, { maxAgeDays: 100_000, maxEntries: Math.floor(ENTRIES * 0.9) });
    const pruneSeconds = (performance.now() - pruning) / 1000;
    console.log(
      `${dialect.padEnd(8)} ${ENTRIES.toLocaleString('en')} entries (seeded in ${seeded.toFixed(1)} s): lookup of ${KEYS} keys ` +
        `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms; ` +
        `pruning ${pruned.toLocaleString('en')} least recently used: ${pruneSeconds.toFixed(2)} s`,
    );
  } finally {
    await database.destroy();
    await target.drop();
  }
}

for (const dialect of DATABASES) await benchDialect(dialect);
