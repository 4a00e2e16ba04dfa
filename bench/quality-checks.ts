/**
 * Quality checks on the demo catalogue (bench/README.md, "Quality checks"; docs/jobs.md, "Review and
 * quality checks"): translates every record of the demo catalogue (products, categories, CMS pages,
 * snippets) into German through a vendor simulator with publish mode `review`, so that every field
 * becomes a draft with its checks and the shop is left alone, then reports per check the share of the
 * fields it flagged. One run per simulator: DeepL (`mt_primary`) and OpenAI (`llm_1`).
 *
 *   npm run bench:quality-checks
 *   BENCH_DATABASES=postgres npm run bench:quality-checks
 */
import { seedDemoCatalogue } from '../src/host/content/demo.js';
import { GERMAN_LANGUAGE_ID } from '../src/host/content/seed.js';
import { buildApplication, startTranslateHost, startWorker } from '../src/translate/app.js';
import { QUALITY_CHECK_CODES } from '../src/translate/engine/quality-checks.js';
import { startDeeplSimulator } from '../test/upstreams/deepl.js';
import { OPENAI_TEST_KEY, startOpenAiSimulator } from '../test/upstreams/openai.js';
import { adminToken, benchHostConfig, benchVarDir, scratchDatabase } from './support/scratch.js';

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite').split(',').map((name) => name.trim());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SIMULATORS = [
  { providerId: 'mt_primary', label: 'DeepL simulator', key: 'deepl-test-key', start: () => startDeeplSimulator() },
  { providerId: 'llm_1', label: 'OpenAI simulator', key: OPENAI_TEST_KEY, start: () => startOpenAiSimulator() },
] as const;

async function measure(dialect: string, simulator: (typeof SIMULATORS)[number]): Promise<void> {
  const vendor = await simulator.start();
  const target = scratchDatabase(dialect, 'checks');
  const previous = process.env[`EXT_TRANSLATE_${simulator.providerId.toUpperCase()}_BASE_URL`];
  process.env[`EXT_TRANSLATE_${simulator.providerId.toUpperCase()}_BASE_URL`] = vendor.url;
  const host = await startTranslateHost(benchHostConfig(target.url, benchVarDir(), 2));
  await seedDemoCatalogue(host.database.db);
  const app = await buildApplication(host, { logger: false });
  try {
    await app.ready();
    const token = await adminToken(app);
    const request = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({ method, url, ...(payload !== undefined ? { payload: payload as object } : {}), headers: { authorization: `Bearer ${token}` } });
    await request('POST', '/api/_action/system-config', { [`ExtTranslate.config.${simulator.providerId}ApiKey`]: simulator.key });
    await startWorker(host, (app as unknown as { providers: Parameters<typeof startWorker>[1] }).providers, { concurrency: 2 });
    const started = await request('POST', '/api/_action/ext-translate/job', {
      config: {
        entities: ['product', 'category', 'cms_page', 'snippet'],
        targetLanguageIds: [GERMAN_LANGUAGE_ID],
        providerId: simulator.providerId,
        options: { mode: 'all', protectManualEdits: false, skipUnchanged: false, publish: 'review' },
      },
    });
    const jobId = (started.json() as { jobId: string }).jobId;
    for (;;) {
      const job = (await request('GET', `/api/ext-translate-job/${jobId}`)).json().data as { status: string };
      if (job.status !== 'queued' && job.status !== 'running') break;
      await sleep(200);
    }
    const job = (await request('GET', `/api/ext-translate-job/${jobId}`)).json().data as { status: string; translated: number; failed: number; flagged: number };
    const rows = await host.database.db.selectFrom('ext_translate_history').select(['entity', 'checks']).where('jobId', '=', jobId).where('state', '=', 'draft').execute();
    const fields = rows.length;
    const counts = new Map<string, number>(QUALITY_CHECK_CODES.map((code) => [code, 0]));
    let flagged = 0;
    for (const row of rows) {
      const codes = JSON.parse(String(row.checks ?? '[]')) as string[];
      if (codes.length > 0) flagged += 1;
      for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    const share = (count: number) => `${((count / Math.max(1, fields)) * 100).toFixed(1)} %`;
    console.log(`${dialect} · ${simulator.label}: job ${job.status}, ${job.translated} records translated, ${job.failed} failed, ${job.flagged} records flagged; ${fields} fields, ${flagged} flagged (${share(flagged)})`);
    for (const code of QUALITY_CHECK_CODES) console.log(`  ${code.padEnd(13)} ${String(counts.get(code)).padStart(5)}  ${share(counts.get(code) ?? 0)}`);
  } finally {
    await app.close();
    await host.close();
    await target.drop();
    await vendor.close();
    if (previous === undefined) delete process.env[`EXT_TRANSLATE_${simulator.providerId.toUpperCase()}_BASE_URL`];
    else process.env[`EXT_TRANSLATE_${simulator.providerId.toUpperCase()}_BASE_URL`] = previous;
  }
}

for (const dialect of DATABASES) for (const simulator of SIMULATORS) await measure(dialect, simulator);
process.exit(0);
