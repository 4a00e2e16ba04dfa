/**
 * Entity API benchmark: reading a page of 25 products with translations through the real HTTP stack
 * (guard, criteria, count, hydration, JSON) against the floor of the same rows read with two plain
 * queries. Reports the ratio, requests per second and the demo seed time.
 *
 *   npm run bench:entity-api            (SQLite)
 *   DATABASE_URL=postgres://... npm run bench:entity-api
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { seedDemoCatalogue } from '../src/host/content/demo.js';

import { buildApplication, startTranslateHost } from '../src/translate/app.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);

const varDir = mkdtempSync(join(tmpdir(), 'ext-translate-bench-'));
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${join(varDir, 'bench.sqlite')}`;
const host = await startTranslateHost({
  databaseUrl,
  host: '127.0.0.1',
  port: 0,
  varDir,
  appSecret: 'bench-secret-0123456789abcdef',
  adminUser: 'admin',
  adminPassword: 'bench-password',
  demo: false,
  logLevel: 'silent',
  queueUrl: 'embedded',
  workerConcurrency: 2,
});
const db = host.database.db;

const seedStart = performance.now();
const summary = await seedDemoCatalogue(db);
const seedMs = performance.now() - seedStart;

const app = await buildApplication(host, { logger: false });
await app.ready();
const tokenStart = performance.now();
const tokenResponse = await app.inject({
  method: 'POST',
  url: '/api/oauth/token',
  payload: { grant_type: 'password', client_id: 'administration', username: 'admin', password: 'bench-password' },
});
const tokenMs = performance.now() - tokenStart;
const token = (tokenResponse.json() as { access_token: string }).access_token;

async function floor(page: number): Promise<number> {
  const rows = await db.selectFrom('product').selectAll().orderBy('createdAt').orderBy('id').limit(25).offset((page % 8) * 25).execute();
  const translations = await db
    .selectFrom('product_translation')
    .selectAll()
    .where(
      'productId',
      'in',
      rows.map((row) => row.id as string),
    )
    .execute();
  return JSON.stringify({ rows, translations }).length;
}

async function api(page: number): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search/product',
    headers: { authorization: `Bearer ${token}` },
    payload: { limit: 25, page: (page % 8) + 1 },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.body.length;
}

async function measure(work: (page: number) => Promise<number>): Promise<number> {
  for (let warm = 0; warm < 30; warm += 1) await work(warm);
  const start = performance.now();
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) await work(iteration);
  return (performance.now() - start) / ITERATIONS;
}

const floorMs = await measure(floor);
const apiMs = await measure(api);

console.log(
  JSON.stringify(
    {
      database: host.database.dialect,
      products: summary.products,
      demoSeedMs: Math.round(seedMs),
      passwordGrantMs: Math.round(tokenMs),
      floorMsPerPage: Number(floorMs.toFixed(3)),
      apiMsPerPage: Number(apiMs.toFixed(3)),
      apiRequestsPerSecond: Math.round(1000 / apiMs),
      ratioToFloor: Number((apiMs / floorMs).toFixed(2)),
    },
    null,
    2,
  ),
);
await app.close();
await host.close();
