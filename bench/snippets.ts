/**
 * The demo's 300 storefront snippets into German through the DeepL and OpenAI simulators, each answering
 * after BENCH_LATENCY_MS (default 250 ms), as a merchant runs them (bench/README.md, "Snippets").
 * Scenarios per provider, each from POST /job to the job's final status:
 *   1. first run: every snippet (the German set emptied first);
 *   2. re-run after changing 5 English snippets, default options (outdated refresh): goal 5 texts, 1 call;
 *   3. re-run with nothing changed: goal 0 calls.
 *   4. a fresh first run into French with the memory cleared is left out: scenario 1 is that run.
 * Prints calls, texts sent and wall time per scenario.
 *
 *   npm run bench:snippets
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { seedDemoCatalogue } from '../src/host/content/demo.js';
import { GERMAN_LANGUAGE_ID } from '../src/host/content/seed.js';
import { type Host } from '../src/host/host.js';
import { buildApplication, startTranslateHost } from '../src/translate/app.js';
import { startWorker } from '../src/translate/app.js';
import { startDeeplSimulator } from '../test/upstreams/deepl.js';
import { OPENAI_TEST_KEY, startOpenAiSimulator } from '../test/upstreams/openai.js';
import type { Simulator } from '../test/upstreams/simulator.js';
import { adminToken, benchHostConfig } from './support/scratch.js';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 250);
const ACTION = '/api/_action/ext-translate';
const DEEPL_KEY = 'deepl-test-key';

interface Scenario {
  name: string;
  calls: number;
  texts: number;
  seconds: number;
  status: string;
}

async function open(env: Record<string, string>): Promise<{ host: Host; app: FastifyInstance; token: string; directory: string }> {
  const directory = mkdtempSync(join(tmpdir(), 'ext-translate-bench-snippets-'));
  const host = await startTranslateHost(benchHostConfig(`sqlite:${join(directory, 'bench.sqlite')}`, directory, 2));
  const app = await buildApplication(host, { logger: false, providers: { env } });
  await app.ready();
  await seedDemoCatalogue(host.database.db);
  const token = await adminToken(app);
  await startWorker(host, (app as unknown as { providers: Parameters<typeof startWorker>[1] }).providers, { concurrency: 2, env: { ...process.env, ...env } });
  return { host, app, token, directory };
}

async function runProvider(label: string, providerId: string, sim: Simulator, env: Record<string, string>, settings: Record<string, unknown>): Promise<Scenario[]> {
  const { host, app, token, directory } = await open(env);
  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({ method, url, ...(payload !== undefined ? { payload: payload as object } : {}), headers: { authorization: `Bearer ${token}` } });
  try {
    await request('POST', '/api/_action/system-config', Object.fromEntries(Object.entries(settings).map(([key, value]) => [`ExtTranslate.config.${key}`, value])));
    // Every snippet to translate: the German set emptied.
    const german = await host.database.db.selectFrom('snippet_set').select('id').where('iso', '=', 'de-DE').executeTakeFirstOrThrow();
    await host.database.db.deleteFrom('snippet').where('setId', '=', german.id).execute();
    const config = { entities: [{ name: 'snippet', scope: 'missing' }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId, options: {} };
    const scenario = async (name: string): Promise<Scenario> => {
      const before = sim.requests.filter((call) => call.method === 'POST').length;
      const started = performance.now();
      const jobId = (await request('POST', `${ACTION}/job`, { config })).json().jobId as string;
      let job: { status: string };
      for (;;) {
        job = (await request('GET', `/api/ext-translate-job/${jobId}`)).json().data;
        if (['completed', 'completed_with_errors', 'cancelled'].includes(job.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const seconds = (performance.now() - started) / 1000;
      const calls = sim.requests.filter((call) => call.method === 'POST').slice(before);
      const texts = calls.reduce((sum, call) => sum + textsOf(call.json), 0);
      return { name, calls: calls.length, texts, seconds, status: job.status };
    };
    const first = await scenario('first run, 300 snippets');
    const english = await host.database.db.selectFrom('snippet_set').select('id').where('iso', '=', 'en-GB').executeTakeFirstOrThrow();
    const changed = await host.database.db.selectFrom('snippet').select(['id', 'value']).where('setId', '=', english.id).orderBy('translationKey').limit(5).execute();
    for (const row of changed) await request('PATCH', `/api/snippet/${row.id}`, { value: `${row.value} (new)` });
    const refresh = await scenario('re-run after changing 5');
    const unchanged = await scenario('re-run, nothing changed');
    return [first, refresh, unchanged].map((item) => ({ ...item, name: `${label}: ${item.name}` }));
  } finally {
    await app.close();
    await host.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Texts of a DeepL (`text`) or a chat-completion request (the JSON user message's `texts`). */
function textsOf(body: unknown): number {
  const value = body as { text?: string[]; messages?: { role: string; content: unknown }[] };
  if (Array.isArray(value.text)) return value.text.length;
  const user = value.messages?.filter((message) => message.role === 'user').at(-1)?.content;
  try {
    return (JSON.parse(typeof user === 'string' ? user : '{}') as { texts?: unknown[] }).texts?.length ?? 0;
  } catch {
    return 0;
  }
}

const deepl = await startDeeplSimulator();
const openai = await startOpenAiSimulator();
deepl.setLatency(LATENCY_MS);
openai.setLatency(LATENCY_MS);
try {
  const results = [
    ...(await runProvider('DeepL', 'mt_primary', deepl, { EXT_TRANSLATE_MT_PRIMARY_BASE_URL: deepl.url }, { mt_primaryApiKey: DEEPL_KEY })),
    ...(await runProvider('OpenAI', 'llm_1', openai, { EXT_TRANSLATE_LLM_1_BASE_URL: openai.url }, { llm_1ApiKey: OPENAI_TEST_KEY })),
  ];
  console.log(`Upstream latency ${LATENCY_MS} ms`);
  for (const result of results) {
    console.log(`${result.name.padEnd(42)} ${String(result.calls).padStart(3)} calls  ${String(result.texts).padStart(4)} texts  ${result.seconds.toFixed(2)} s  ${result.status}`);
  }
} finally {
  await deepl.close();
  await openai.close();
}
