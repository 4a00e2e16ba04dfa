/**
 * Automatic translation under a burst (bench/README.md, "Automatic translation"): BENCH_PRODUCTS
 * (default 1,000) products are updated over BENCH_BURST_SECONDS (default 10) through the entity API with
 * automation on (German, products, a provider answering after BENCH_LATENCY_MS, default 250 ms). Reports
 * the jobs the burst made, the time from the last update until every German name is current, and the
 * PATCH latency with automation on against off (the trigger's cost; goal: under 10 % more).
 *
 *   npm run bench:automation
 *   BENCH_DATABASES=postgres npm run bench:automation
 */
import { performance } from 'node:perf_hooks';
import { GERMAN_LANGUAGE_ID } from '../src/host/content/seed.js';

import { buildApplication, startTranslateHost } from '../src/translate/app.js';
import { startWorker } from '../src/translate/app.js';
import { ScriptedProvider } from '../test/support/scripted-provider.js';
import { adminToken, benchHostConfig, benchVarDir, scratchDatabase } from './support/scratch.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 250);
const LATENCY_SAMPLES = Number(process.env.BENCH_PATCH_SAMPLES ?? 400);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());


const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function benchDialect(dialect: string): Promise<void> {
  const target = scratchDatabase(dialect, 'automation');
  const host = await startTranslateHost(benchHostConfig(target.url, benchVarDir(), 2));
  const app = await buildApplication(host, { logger: false });
  try {
    await app.ready();
    const provider = new ScriptedProvider('bench');
    provider.behaviour = async () => {
      await sleep(LATENCY_MS);
      return undefined;
    };
    (app as unknown as { providers: { register(provider: ScriptedProvider): void } }).providers.register(provider);
    const token = await adminToken(app);
    const request = (method: 'POST' | 'PATCH', url: string, payload: unknown) => app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
    const settings = (values: Record<string, unknown>) =>
      request('POST', '/api/_action/system-config', Object.fromEntries(Object.entries(values).map(([key, value]) => [`ExtTranslate.config.${key}`, value])));

    const ids: string[] = [];
    for (let index = 0; index < PRODUCTS; index += 1) {
      const created = await request('POST', '/api/product?_response=detail', { productNumber: `AUTO-${index}`, name: `Product ${index}` });
      ids.push(created.json().data.id as string);
    }

    // PATCH latency, automation off then on (no worker yet: only the write and its trigger are timed).
    const patchLatency = async (label: string) => {
      const times: number[] = [];
      for (let sample = 0; sample < LATENCY_SAMPLES; sample += 1) {
        const started = performance.now();
        await request('PATCH', `/api/product/${ids[sample % ids.length]}`, { name: `Product ${sample % ids.length} (${label} ${sample})` });
        times.push(performance.now() - started);
      }
      return median(times);
    };
    await patchLatency('warm-up');
    const off = await patchLatency('off');
    await settings({ autoTranslate: true, autoTranslateTargetLanguageIds: [GERMAN_LANGUAGE_ID], autoTranslateEntities: ['product'], autoTranslateProviderId: 'bench' });
    const on = await patchLatency('on');
    await host.database.db.deleteFrom('ext_translate_automation_trigger').execute();

    await startWorker(host, (app as unknown as { providers: Parameters<typeof startWorker>[1] }).providers, { concurrency: 2, automationEveryMs: 1_000 });
    const burstStarted = performance.now();
    const pause = (BURST_SECONDS * 1000) / PRODUCTS;
    for (let index = 0; index < PRODUCTS; index += 1) {
      await request('PATCH', `/api/product/${ids[index]}`, { name: `Changed product ${index}` });
      const due = burstStarted + (index + 1) * pause;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
    const burstEnded = performance.now();
    for (;;) {
      const current = await host.database.db
        .selectFrom('product_translation')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('languageId', '=', GERMAN_LANGUAGE_ID)
        .where('name', 'like', '[de] Changed product %')
        .executeTakeFirst();
      if (Number(current?.count ?? 0) >= PRODUCTS) break;
      await sleep(100);
    }
    const current = (performance.now() - burstEnded) / 1000;
    const jobs = await host.database.db.selectFrom('ext_translate_job').select(['config', 'total', 'status']).execute();
    const automationJobs = jobs.filter((job) => (JSON.parse(job.config) as { automation?: boolean }).automation === true);
    const calls = provider.requests.length;
    console.log(
      `${dialect.padEnd(8)} ${PRODUCTS} updates in ${((burstEnded - burstStarted) / 1000).toFixed(1)} s -> ${automationJobs.length} jobs, ${calls} provider calls; ` +
        `every German name current ${current.toFixed(1)} s after the last update; PATCH median ${off.toFixed(2)} ms off, ${on.toFixed(2)} ms on ` +
        `(${(((on - off) / off) * 100).toFixed(1)} %)`,
    );
  } finally {
    await app.close();
    await host.close();
    await target.drop();
  }
}

for (const dialect of DATABASES) await benchDialect(dialect);
