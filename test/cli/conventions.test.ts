import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNotice } from '../../src/cli/database-notice.js';
import { renderTable } from '../../src/cli/table.js';
import { nothingDoneLine } from '../../src/cli/translate.js';
import { testConfig } from '../support/harness.js';
import { openDatabase, type Database } from '../../src/host/db/database.js';
import { warning } from '../../src/translate/model/warnings.js';
import { cliEnv, runCli } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';

/** The command line's conventions (docs/cli.md "Conventions"). */

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

describe('ext-translate conventions', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let varDir: string;
  let env: NodeJS.ProcessEnv;
  let db: Database;

  beforeAll(async () => {
    database = createTestDatabase();
    varDir = mkdtempSync(join(tmpdir(), 'ext-translate-conventions-'));
    env = cliEnv(database, varDir, { EXT_TRANSLATE_PROVIDERS: './examples/pseudo-locale-provider.js' });
    const demo = await runCli(['demo'], env);
    expect(demo.code, demo.stderr).toBe(0);
    db = await openDatabase(database.url);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('prints its version with --version and -V', async () => {
    for (const flag of ['--version', '-V']) {
      const result = await runCli([flag], env);
      expect(result).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    }
  });

  it('ends usage errors with exit code 2, and --help with 0', async () => {
    const [command, option, missing, invalid, conflict, help] = await Promise.all([
      runCli(['translat'], env),
      runCli(['providers', '--jsn'], env),
      runCli(['translate', '--to', 'de-DE'], env),
      runCli(['serve', '--port', 'eighty'], env),
      runCli(['estimate', '--entities', 'product', '--ids', 'a', '--scope', 'missing', '--to', 'de-DE'], env),
      runCli(['providers', '--help'], env),
    ]);
    expect(command.code).toBe(2);
    expect(command.stderr).toContain("error: unknown command 'translat'");
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("error: unknown option '--jsn'");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("error: required option '--entities <list>' not specified");
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain("error: option '--port <port>' argument 'eighty' is invalid. Not a port number.");
    expect(conflict.code).toBe(2);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--json');
  });

  it('prints data as JSON with --json', async () => {
    const providers = await runCli(['providers', '--json'], env);
    expect(providers.code, providers.stderr).toBe(0);
    const listing = JSON.parse(providers.stdout) as { providers: { id: string; configured: boolean; features: string[]; models: number }[]; warnings: string[] };
    expect(listing.providers.find((provider) => provider.id === 'pseudo_locale')).toEqual({
      id: 'pseudo_locale',
      label: 'Pseudo-localisation (layout check)',
      configured: true,
      features: ['html'],
      models: 0,
    });
    expect(listing.warnings).toEqual([]);

    const user = await runCli(['user', 'create', '--username', 'json-user', '--json'], env);
    expect(user.code, user.stderr).toBe(0);
    expect(JSON.parse(user.stdout)).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), username: 'json-user', password: expect.any(String) });

    const integration = await runCli(['integration', 'create', '--label', 'json-client', '--privileges', 'product:read', '--json'], env);
    expect(integration.code, integration.stderr).toBe(0);
    expect(JSON.parse(integration.stdout)).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      label: 'json-client',
      accessKey: expect.any(String),
      secretAccessKey: expect.any(String),
    });

    const translated = await runCli(['translate', '--entities', 'unit', '--to', 'de-DE', '--provider', 'pseudo_locale', '--mode', 'all', '--json'], env);
    expect(translated.code, translated.stderr).toBe(0);
    expect(translated.stderr).toMatch(/^Created translation job [0-9a-f]{32}\.$/m);
    expect(JSON.parse(translated.stdout)).toMatchObject({ jobId: expect.stringMatching(/^[0-9a-f]{32}$/), status: 'completed', cost: { currency: 'USD' }, errors: 0 });
  });

  it('says when a job did nothing because of its warnings, and keeps the warning on the job', async () => {
    const german = await db.db.selectFrom('snippet_set').select('id').where('iso', '=', 'de-DE').execute();
    expect(german.length).toBeGreaterThan(0);
    await db.db.deleteFrom('snippet_set').where('iso', '=', 'de-DE').execute();
    const result = await runCli(['translate', '--entities', 'snippet', '--to', 'de-DE', '--provider', 'pseudo_locale'], env);
    expect(result.code, result.stderr).toBe(0);
    const expected = 'No snippet set has the target locale de-DE; snippets into it are skipped.';
    expect(result.stderr).toContain(`warning snippet_target_set_missing: ${expected}`);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(`Nothing was translated: ${expected}`);
    const jobId = /Created translation job ([0-9a-f]{32})\./.exec(result.stdout)?.[1] ?? '';
    const job = await db.db.selectFrom('ext_translate_job').select(['status', 'total', 'message']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'completed', total: 0, message: expected });
  });

  it('says which SQLite database it opens when DATABASE_URL is not set, and when it creates a new one', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'ext-translate-elsewhere-'));
    const bare = { PATH: process.env.PATH, HOME: process.env.HOME, EXT_TRANSLATE_VAR_DIR: elsewhere, EXT_TRANSLATE_ADMIN_PASSWORD: 'a-password-for-tests', LOG_LEVEL: 'warn' };
    const path = join(elsewhere, 'ext-translate.sqlite');
    const first = await runCli(['providers'], bare);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr.split('\n')[0]).toBe(
      `No database at ${path}: creating a new, empty one. DATABASE_URL is not set, so the database is looked for under the current directory; run from your installation's directory or set DATABASE_URL (or EXT_TRANSLATE_VAR_DIR) to use an existing one.`,
    );
    const second = await runCli(['providers'], bare);
    expect(second.stderr.split('\n')[0]).toBe(`Opened database ${path}.`);
    // Named by DATABASE_URL: the operator chose it, nothing is said.
    expect((await runCli(['providers'], env)).stderr).toBe('');
  });

  it('names a database under the current directory relatively, and says nothing for PostgreSQL or DATABASE_URL', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'ext-translate-cwd-'));
    const config = testConfig(`sqlite:${join(cwd, 'var', 'ext-translate.sqlite')}`);
    expect(databaseNotice(config, {}, cwd)).toMatch(/^No database at \.\/var\/ext-translate\.sqlite: creating a new, empty one\./);
    expect(databaseNotice(config, { DATABASE_URL: config.databaseUrl }, cwd)).toBeNull();
    expect(databaseNotice(testConfig('postgres://db.internal/shop'), {}, cwd)).toBeNull();
  });

  it('before the first build, the bin says what to run instead of a stack trace', () => {
    const clone = mkdtempSync(join(tmpdir(), 'ext-translate-unbuilt-'));
    mkdirSync(join(clone, 'bin'));
    copyFileSync(new URL('../../bin/ext-translate.js', import.meta.url), join(clone, 'bin', 'ext-translate.js'));
    const result = spawnSync(process.execPath, [join(clone, 'bin', 'ext-translate.js'), '--version'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('ext-translate is not built yet: run `npm run build` once in its directory (`npm start` builds, then serves).\n');
    expect(result.stdout).toBe('');
  });
});

describe('tables', () => {
  it('align columns by terminal width: CJK and emoji take two columns each', () => {
    const lines = renderTable(
      ['LOCALE', 'LANGUAGE', 'PERCENT'],
      [
        ['ja-JP', '日本語', '40%'],
        ['de-DE', 'Deutsch', '100%'],
        ['zh-CN', '简体中文 🀄', '5%'],
      ],
      new Set([2]),
    );
    expect(lines[1]).toBe('ja-JP   日本語           40%');
    expect(lines[2]).toBe('de-DE   Deutsch         100%');
    // Every line ends in the same terminal column, so the right-aligned percentages line up.
    expect(new Set(lines.map((line) => stringWidth(line)))).toEqual(new Set([28]));
  });

  it('say nothing was done only for a completed job without records and with warnings', () => {
    const skipped = [warning('snippet_target_set_missing', { locale: 'de-DE', languageId: 'x' })];
    const progress = { status: 'completed', total: 0, processed: 0, translated: 0, skipped: 0, failed: 0, characters: 0, costAmount: 0, costCurrency: 'USD' };
    expect(nothingDoneLine(progress, skipped)).toBe('Nothing was translated: No snippet set has the target locale de-DE; snippets into it are skipped.');
    expect(nothingDoneLine(progress, [])).toBeNull();
    expect(nothingDoneLine({ ...progress, total: 1, processed: 1, translated: 1 }, skipped)).toBeNull();
    expect(nothingDoneLine({ ...progress, status: 'cancelled' }, skipped)).toBeNull();
  });
});
