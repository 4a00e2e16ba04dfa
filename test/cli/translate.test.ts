import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildJobConfig,
  exitCodeOf,
  formatCost,
  formatElapsed,
  outcomeJson,
  renderBar,
  renderErrors,
  renderEstimate,
  renderPlainProgress,
  renderProgressLine,
  renderSummary,
  resolveLanguage,
  shortCount,
  type JobProgress,
} from '../../src/cli/translate.js';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { cliEnv as baseCliEnv, startCli, type CliRun } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';

const ENGLISH = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
const GERMAN = 'd2c5a4e2b1f04a7c9e3b6f8a1c0d4e5f';
const LANGUAGES = [
  { id: ENGLISH, localeCode: 'en-GB' },
  { id: GERMAN, localeCode: 'de-DE' },
];
const PROVIDERS = './examples/pseudo-locale-provider.js,./test/support/failing-provider.js';

type Run = CliRun;

function cliEnv(database: TestDatabase, varDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return baseCliEnv(database, varDir, { EXT_TRANSLATE_PROVIDERS: PROVIDERS, ...extra });
}

const start = startCli;

/** Collects a child's output; `until` resolves once the output matches. */
function collect(child: ChildProcessWithoutNullStreams) {
  const output = { stdout: '', stderr: '' };
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output.stdout + output.stderr)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
    check();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
    check();
  });
  const exit = new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, ...output })));
  return {
    exit,
    until(pattern: RegExp, timeoutMs = 60_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${String(pattern)} in:\n${output.stdout}\n${output.stderr}`)), timeoutMs);
        waiters.push({
          pattern,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
        check();
      });
    },
  };
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return collect(start(args, env)).exit;
}

const JOB_ID = /Created translation job ([0-9a-f]{32})\./;

function jobIdOf(result: Pick<Run, 'stdout'>): string {
  const id = JOB_ID.exec(result.stdout)?.[1];
  expect(id, result.stdout).toBeDefined();
  return id as string;
}

describe('ext-translate estimate and translate', { timeout: 90_000 }, () => {
  let database: TestDatabase;
  let varDir: string;
  let db: Database;
  let env: NodeJS.ProcessEnv;
  let units: { set: string };

  beforeAll(async () => {
    database = createTestDatabase();
    varDir = mkdtempSync(join(tmpdir(), 'ext-translate-cli-'));
    env = cliEnv(database, varDir);
    const demo = await run(['demo'], env);
    expect(demo.code, demo.stderr).toBe(0);
    db = await openDatabase(database.url);
    // The demo unit "Set" is the one unit without a German translation.
    const set = await db.db.selectFrom('unit_translation').select('unitId').where('languageId', '=', ENGLISH).where('name', '=', 'Set').executeTakeFirstOrThrow();
    units = { set: set.unitId as string };
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('estimates: numbers, exactness, cost and warnings, or the result as JSON', async () => {
    const [estimate, json, unconfigured] = await Promise.all([
      run(['estimate', '--entities', 'unit,nope', '--to', 'de-DE', '--provider', 'test_marker'], env),
      run(['estimate', '--entities', 'unit', '--to', GERMAN, '--provider', 'test_marker', '--mode', 'all', '--json'], env),
      run(['estimate', '--entities', 'unit', '--to', 'de-DE', '--provider', 'nope_provider', '--json'], env),
    ]);
    expect(estimate.code, estimate.stderr).toBe(0);
    expect(estimate.stdout).toBe(
      [
        'items:      5',
        'characters: 6',
        'exact:      yes',
        'cost:       0.0001 USD',
        'warning entity_unsupported: The entity "nope" cannot be translated.',
        '',
      ].join('\n'),
    );

    expect(json.code, json.stderr).toBe(0);
    // Mode all still spares the demo's German units: nothing wrote them, so they count as edited by hand.
    expect(JSON.parse(json.stdout)).toEqual({
      items: 5,
      characters: 6,
      exact: true,
      cost: { amount: 0.0001, currency: 'USD' },
      credits: null,
      serviceTier: null,
      multiplier: null,
      quota: null,
      warnings: [],
      fromMemory: { texts: 0, characters: 0 },
    });

    expect(JSON.parse(unconfigured.stdout).warnings).toEqual([
      { code: 'unknown_provider', params: { providerId: 'nope_provider' }, message: 'Unknown translation provider "nope_provider".' },
    ]);
  });

  it('refuses unknown languages and configs the service refuses with exit code 1, conflicting flags (a usage error) with 2', async () => {
    const [unknown, source, entity, provider, id, both] = await Promise.all([
      run(['translate', '--entities', 'unit', '--to', 'de-DE,fr-FR', '--provider', 'pseudo_locale'], env),
      run(['estimate', '--entities', 'unit', '--to', 'de-DE', '--from', 'xx'], env),
      run(['translate', '--entities', 'nope', '--to', 'de-DE', '--provider', 'pseudo_locale'], env),
      run(['translate', '--entities', 'unit', '--to', 'de-DE', '--provider', 'nope_provider'], env),
      run(['translate', '--entities', 'product', '--ids', 'abc', '--to', 'de-DE', '--provider', 'pseudo_locale'], env),
      run(['estimate', '--entities', 'product', '--ids', units.set, '--scope', 'missing', '--to', 'de-DE'], env),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('--to: unknown language "fr-FR". Give a locale code or a language id of this shop (de-DE, en-GB).\n');
    expect(unknown.stdout).toBe('');

    expect(source.code).toBe(1);
    expect(source.stderr).toBe('--from: unknown language "xx". Give a locale code or a language id of this shop (de-DE, en-GB).\n');

    expect(entity.code).toBe(1);
    expect(entity.stderr).toBe('The entity "nope" cannot be translated.\n');

    expect(provider.code).toBe(1);
    expect(provider.stderr).toBe('Unknown translation provider "nope_provider".\n');

    expect(id.code).toBe(1);
    expect(id.stderr).toBe('Invalid id "abc" in the selection of entity "product".\n');

    expect(both.code).toBe(2);
    expect(both.stderr).toContain("error: option '--ids <list>' cannot be used with option '--scope <scope>'");

    const count = await db.db.selectFrom('ext_translate_job').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(0);
  });

  it('translates with an in-process worker, shows progress lines without a terminal, and exits 0', async () => {
    const result = await run(['translate', '--entities', 'unit', '--to', 'de-DE', '--provider', 'pseudo_locale'], env);
    expect(result.code, result.stderr).toBe(0);
    const jobId = jobIdOf(result);
    expect(result.stdout).toMatch(
      new RegExp(
        `^Created translation job ${jobId}\\.\\nJob ${jobId} completed: 5 of 5 records processed, 1 translated, 4 skipped, 0 failed; ` +
          `6 characters, cost 0\\.0000 USD; took \\d+:\\d\\d\\.\\n$`,
      ),
    );
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines.every((line) => line.startsWith('progress: ')), result.stderr).toBe(true);
    expect(lines.at(-1)).toMatch(/^progress: 5\/5 records \(100%\), 1 translated, 4 skipped, 0 failed, 6 characters, 0\.0000 USD \(\d+:\d\d elapsed\)$/);

    const german = await db.db
      .selectFrom('unit_translation')
      .select(['name', 'shortCode'])
      .where('unitId', '=', units.set)
      .where('languageId', '=', GERMAN)
      .executeTakeFirstOrThrow();
    expect(german).toEqual({ name: '[Sét ~]', shortCode: '[sét ~]' });
    const job = await db.db.selectFrom('ext_translate_job').select(['status', 'providerId', 'config']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job.status).toBe('completed');
    expect(job.providerId).toBe('pseudo_locale');
    expect(JSON.parse(job.config as string)).toMatchObject({
      entities: [{ name: 'unit', scope: 'all', ids: null }],
      sourceLanguageId: null,
      targetLanguageIds: [GERMAN],
      providerId: 'pseudo_locale',
      options: { mode: 'missing', tone: 'default', glossary: true, protectManualEdits: true, skipUnchanged: true, seoTruncate: true },
    });
  });

  it('lists the first ten errors and how many more, and exits 1 when a job ends with errors', async () => {
    // The marked name fails; the other fields of those products are translated, so the records count as
    // translated (a record fails only when nothing of it could be written) and their error rows stay.
    const products = await db.db.selectFrom('product').select('id').orderBy('id').limit(15).execute();
    const ids = products.map((product) => product.id as string);
    const marked = ids.slice(0, 12);
    await db.db
      .updateTable('product_translation')
      .set({ name: 'Oak board FAIL-ME' })
      .where('languageId', '=', ENGLISH)
      .where('productId', 'in', marked)
      .execute();

    const result = await run(
      ['translate', '--entities', 'product', '--ids', ids.join(','), '--to', 'de-DE', '--provider', 'test_marker', '--mode', 'all', '--no-protect-manual-edits'],
      env,
    );
    expect(result.code, result.stderr).toBe(1);
    const jobId = jobIdOf(result);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[1]).toMatch(
      new RegExp(`^Job ${jobId} completed with errors: 15 of 15 records processed, 15 translated, 0 skipped, 0 failed; \\d+ characters, cost \\d+\\.\\d{4} USD; took \\d+:\\d\\d\\.$`),
    );
    expect(lines[2], result.stdout).toBe('12 errors, the first 10:');
    const listed = lines.slice(3, 13);
    expect(listed).toHaveLength(10);
    for (const line of listed) {
      const recordId = /^ {2}product ([0-9a-f]{32}) de-DE name: The test provider refuses texts marked FAIL-ME\.$/.exec(line)?.[1];
      expect(marked, line).toContain(recordId);
    }
    expect(lines[13]).toBe('  ... and 2 more.');
    expect(lines).toHaveLength(14);

    const job = await db.db.selectFrom('ext_translate_job').select(['status', 'translated']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'completed_with_errors', translated: 15 });
    const errors = await db.db.selectFrom('ext_translate_job_error').select(['recordId', 'field']).where('jobId', '=', jobId).execute();
    expect(errors.map((error) => error.recordId).sort()).toEqual([...marked].sort());
    const names = await db.db.selectFrom('product_translation').select(['productId', 'name']).where('languageId', '=', GERMAN).where('productId', 'in', ids).execute();
    for (const row of names) {
      if (marked.includes(row.productId as string)) expect(String(row.name)).not.toContain('FAIL-ME');
      else expect(row.name).toMatch(/^\[de-DE\] /);
    }
    expect(names.filter((row) => !marked.includes(row.productId as string))).toHaveLength(3);
  });

  it('cancels the job on Ctrl-C and exits 130', async () => {
    const child = start(
      ['translate', '--entities', 'product', '--to', 'de-DE', '--provider', 'test_marker', '--mode', 'all', '--no-protect-manual-edits', '--no-skip-unchanged'],
      { ...env, TEST_PROVIDER_DELAY_MS: '30' },
    );
    const output = collect(child);
    await output.until(/progress: \d+\/240 records/);
    child.kill('SIGINT');
    const result = await output.exit;
    expect(result.code, result.stderr).toBe(130);
    const jobId = jobIdOf(result);
    expect(result.stderr).toContain(`Cancelling job ${jobId} (press Ctrl-C again to quit without waiting) ...\n`);
    expect(result.stderr.trimEnd().split('\n').at(-1)).toBe(`Cancelled job ${jobId}; what was translated before stays written.`);
    expect(result.stdout).toMatch(new RegExp(`\\nJob ${jobId} was cancelled: \\d+ of 240 records processed, `));
    const job = await db.db.selectFrom('ext_translate_job').select(['status', 'processed']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job.status).toBe('cancelled');
    expect(Number(job.processed)).toBeLessThan(240);
  });

  it('with --no-worker waits for a worker elsewhere', async () => {
    const translate = start(['translate', '--no-worker', '--entities', 'category', '--to', 'de-DE', '--provider', 'pseudo_locale', '--mode', 'all', '--no-protect-manual-edits'], env);
    const following = collect(translate);
    await following.until(/progress: queued, waiting for a worker \(\d+:\d\d elapsed\)\n/);
    const worker = start(['worker'], env);
    const working = collect(worker);
    try {
      const result = await following.exit;
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain('No worker runs in this process (--no-worker): `ext-translate serve` or `ext-translate worker` must run the job.\n');
      expect(result.stdout).toMatch(/completed: 20 of 20 records processed, 20 translated, 0 skipped, 0 failed;/);
    } finally {
      worker.kill('SIGTERM');
      await working.exit;
    }
    const german = await db.db.selectFrom('category_translation').select('name').where('languageId', '=', GERMAN).execute();
    expect(german.length).toBe(20);
    expect(german.every((row) => String(row.name).startsWith('['))).toBe(true);
  });

  it('explains both commands with --help', async () => {
    const helps = await Promise.all(['estimate', 'translate'].map((command) => run([command, '--help'], env)));
    for (const [index, command] of ['estimate', 'translate'].entries()) {
      const help = helps[index] as Run;
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`Usage: ext-translate ${command} [options]`);
      expect(help.stdout).toContain('--to <list>');
      expect(help.stdout).toContain('--no-seo-truncate');
    }
  });
});

describe('command-line helpers', () => {
  const progress = (values: Partial<JobProgress>): JobProgress => ({
    status: 'running',
    total: 200,
    processed: 50,
    translated: 45,
    skipped: 3,
    failed: 2,
    characters: 12_345,
    costAmount: 0.123456,
    costCurrency: 'EUR',
    ...values,
  });

  it('resolves languages by locale code (any case) or id (with or without dashes)', () => {
    expect(resolveLanguage('de-DE', LANGUAGES, '--to')).toBe(GERMAN);
    expect(resolveLanguage(' DE-de ', LANGUAGES, '--to')).toBe(GERMAN);
    expect(resolveLanguage(GERMAN.toUpperCase(), LANGUAGES, '--to')).toBe(GERMAN);
    expect(resolveLanguage('d2c5a4e2-b1f0-4a7c-9e3b-6f8a1c0d4e5f', LANGUAGES, '--from')).toBe(GERMAN);
    expect(() => resolveLanguage('0123456789abcdef0123456789abcdef', LANGUAGES, '--from')).toThrow(
      '--from: unknown language "0123456789abcdef0123456789abcdef". Give a locale code or a language id of this shop (de-DE, en-GB).',
    );
  });

  it('builds the JobConfig of the flags', () => {
    expect(buildJobConfig({ entities: ['product', 'category'], to: ['de-DE'] }, LANGUAGES)).toEqual({
      entities: [
        { name: 'product', scope: 'all', ids: null },
        { name: 'category', scope: 'all', ids: null },
      ],
      sourceLanguageId: null,
      targetLanguageIds: [GERMAN],
      providerId: '',
      options: {
        mode: 'missing',
        refreshOutdated: true,
        protectManualEdits: true,
        publish: 'immediately',
        skipUnchanged: true,
        fields: null,
        includeCustomFields: true,
        tone: 'default',
        customPrompt: null,
        glossary: true,
        seoTruncate: true,
        serviceTier: 'balanced',
      },
    });
    const id = '0123456789ABCDEF0123456789ABCDEF';
    const selection = buildJobConfig(
      {
        entities: ['product'],
        to: ['de-DE', GERMAN],
        from: 'en-GB',
        ids: [id, id.toLowerCase()],
        provider: 'llm_1',
        mode: 'all',
        tone: 'formal',
        glossary: false,
        protectManualEdits: false,
        skipUnchanged: false,
        seoTruncate: false,
      },
      LANGUAGES,
    );
    expect(selection).toMatchObject({
      entities: [{ name: 'product', scope: 'selection', ids: [id.toLowerCase()] }],
      sourceLanguageId: ENGLISH,
      targetLanguageIds: [GERMAN],
      providerId: 'llm_1',
      options: { mode: 'all', tone: 'formal', glossary: false, protectManualEdits: false, skipUnchanged: false, seoTruncate: false },
    });
    expect(buildJobConfig({ entities: ['snippet'], to: ['de-DE'], scope: 'missing' }, LANGUAGES).entities).toEqual([{ name: 'snippet', scope: 'missing', ids: null }]);
  });

  it('prints the outcome as JSON with the cost the job accumulated rounded to six decimals', () => {
    // 0.1 + 0.2 + 0.00432 as the database sums three calls' costs: 0.30432000000000003.
    const outcome = outcomeJson('job-1', progress({ status: 'completed', costAmount: 0.1 + 0.2 + 0.00432 }), null, 0);
    expect(outcome.cost).toEqual({ amount: 0.30432, currency: 'EUR' });
    expect(outcome).toMatchObject({ jobId: 'job-1', status: 'completed', characters: 12_345, message: null, errors: 0 });
    expect(outcome).not.toHaveProperty('costAmount');
  });

  it('formats costs, durations and counts', () => {
    expect(formatCost(0.00006, 'USD')).toBe('0.0001 USD');
    expect(formatCost(12, 'EUR')).toBe('12.0000 EUR');
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(61_999)).toBe('1:01');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(shortCount(9_999)).toBe('9999');
    expect(shortCount(12_345)).toBe('12.3k');
    expect(shortCount(4_560_000)).toBe('4.56M');
    expect(exitCodeOf('completed')).toBe(0);
    expect(exitCodeOf('completed_with_errors')).toBe(1);
    expect(exitCodeOf('cancelled')).toBe(1);
  });

  it('renders the estimate', () => {
    expect(
      renderEstimate({
        items: 3,
        characters: 120,
        exact: false,
        cost: { amount: 0.0024, currency: 'USD' },
        credits: 7,
        serviceTier: 'balanced',
        multiplier: 2,
        quota: null,
        warnings: [{ code: 'unknown_provider', params: { providerId: 'x' }, message: 'Unknown translation provider "x".' }],
        fromMemory: { texts: 4, characters: 52 },
      }),
    ).toEqual([
      'items:      3',
      'characters: 120',
      'exact:      no (extrapolated beyond the records read)',
      'cost:       0.0024 USD',
      'memory:     4 texts (52 characters) from the translation memory, not sent',
      'credits:    7',
      'tier:       balanced',
      'multiplier: 2',
      'warning unknown_provider: Unknown translation provider "x".',
    ]);
  });

  it('renders the progress bar line for a terminal, never wider than it', () => {
    expect(renderBar(0.5, 10)).toBe('[#####-----]');
    expect(renderBar(1.5, 4)).toBe('[####]');
    expect(renderProgressLine(progress({}), 75_000, 130)).toBe(
      '[########----------------------]  50/200  25%  45 translated, 3 skipped, 2 failed  12.3k chars  0.1235 EUR  1:15',
    );
    expect(renderProgressLine(progress({}), 75_000, 80)).toBe('[###-------]  50/200  25% 45 ok 3 skip 2 fail 12.3k chars  0.1235 EUR  1:15');
    // The bar keeps its width while the numbers grow.
    expect(renderProgressLine(progress({ processed: 200, translated: 200 }), 75_000, 80)).toMatch(/^\[#{10}\] 200\/200 100% /);
    expect(renderProgressLine(progress({ status: 'queued', total: 0, processed: 0 }), 3_000, 80)).toBe('queued, waiting for a worker  0:03');
    for (const columns of [40, 60, 80, 100, 200]) {
      expect(renderProgressLine(progress({ total: 123_456, processed: 98_765, characters: 98_765_432 }), 3_600_000, columns).length).toBeLessThan(columns);
    }
    expect(renderProgressLine(progress({ status: 'completed', total: 0, processed: 0 }), 0, 120)).toContain('[##############################]');
  });

  it('renders the plain progress line, the summary and the error listing', () => {
    expect(renderPlainProgress(progress({}), 2_000)).toBe(
      'progress: 50/200 records (25%), 45 translated, 3 skipped, 2 failed, 12345 characters, 0.1235 EUR (0:02 elapsed)',
    );
    expect(renderPlainProgress(progress({ status: 'queued', total: 0, processed: 0 }), 0)).toBe('progress: queued, waiting for a worker (0:00 elapsed)');
    expect(renderSummary('abc', progress({ status: 'completed_with_errors', processed: 200 }), 61_000)).toBe(
      'Job abc completed with errors: 200 of 200 records processed, 45 translated, 3 skipped, 2 failed; 12345 characters, cost 0.1235 EUR; took 1:01.',
    );
    expect(renderSummary('abc', progress({ status: 'cancelled' }), 0)).toMatch(/^Job abc was cancelled: 50 of 200 records processed/);

    const row = { entity: 'product', recordId: 'r1', languageId: GERMAN, field: 'name', message: 'Boom.' };
    const locales = new Map([[GERMAN, 'de-DE']]);
    expect(renderErrors([], 0)).toEqual([]);
    expect(renderErrors([row], 1, locales)).toEqual(['1 error:', '  product r1 de-DE name: Boom.']);
    expect(renderErrors([row, { ...row, recordId: 'r2', field: null, languageId: null }], 2)).toEqual([
      '2 errors:',
      `  product r1 ${GERMAN} name: Boom.`,
      '  product r2 (record): Boom.',
    ]);
    expect(renderErrors([row], 12, locales)).toEqual(['12 errors, the first 1:', '  product r1 de-DE name: Boom.', '  ... and 11 more.']);
  });
});
