import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { cliArgv, listeningBase } from '../../support/cli.js';
import { createTestDatabase, dialect, type TestDatabase } from '../../support/harness.js';
import { startDeeplSimulator, type DeeplSimulator } from '../../upstreams/deepl.js';

/**
 * The admin app's browser tests: a real `ext-translate serve` (from source, the test database,
 * embedded queue, demo catalogue, DeepL simulator as `mt_primary`) and Debian's Chromium ({@link CHROMIUM})
 * driven by playwright-core. The built app (dist/admin) comes from the test run's global setup.
 *
 *   const admin = await startAdminE2E();
 *   const page = await admin.login();          // a fresh browser context, signed in on the Overview
 *   await admin.api('GET', '/api/...');         // the API as the admin user
 *   await admin.close();
 */
/**
 * Debian's headless shell of Chromium (package chromium-headless-shell: the same Blink and V8 without the
 * full browser around them, what Playwright's own headless runs use) when it is installed, else Debian's
 * Chromium; `CHROMIUM_PATH` names another. The browser test files take a quarter to a third less CPU with
 * the shell (bench/README.md, "This machine, twelfth round").
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The time limit of one browser flow (each file's `describe` takes it; a test that needs longer names
 * its own). Alone, a flow of these files takes 2 to 16 s on the 2-core machine; in CI three test files
 * share its two cores with the browser and the servers, and the same flows took up to 30 s there: the
 * language flow of merchant-flows.test.ts, 4 s alone, ran into vitest's default of 30 s on PostgreSQL
 * while the screens audit and the multi-worker test ran beside it. A flow that hangs still fails.
 */
export const BROWSER_FLOW_TIMEOUT_MS = 90_000;
/**
 * Whether this run leaves out the checks of the app's own presentation: on PostgreSQL (CI's second run,
 * test/support/database-test-files.ts) it does. The phone and dark passes of the accessibility audits,
 * sideways scrolling on a phone, the phone's menu and the focus ring answer the same whichever database
 * served the data: the SQLite run checks them, and this one reports them as skipped. Every flow that reads
 * or writes data, and an audit of every screen at the desktop size in the light scheme, runs on both.
 */
export const PRESENTATION_CHECKED_ELSEWHERE = dialect === 'postgres';
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-password';
export const DEEPL_KEY = 'deepl-test-key';
export const ACTION_BASE = '/api/_action/ext-translate';

/** Chromium without anything that reaches out to the network or needs a display. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Less CPU for the same pages (about a tenth of the browser's time in the admin tests): the GPU
  // process's work in the browser process, no renderer per site (one origin here anyway), and none of
  // the browser's own services the tests never use.
  '--in-process-gpu',
  '--disable-site-isolation-trials',
  '--disable-extensions',
  '--mute-audio',
  '--disable-breakpad',
  '--disable-features=site-per-process,IsolateOrigins,Translate,MediaRouter,OptimizationHints,BackForwardCache,AutofillServerCommunication',
];

export interface ApiAnswer {
  status: number;
  json: Record<string, unknown>;
  text: string;
}

/** A running `serve` with the admin signed in through the API. */
export interface AdminServer {
  /** `http://127.0.0.1:<port>` of the server. */
  base: string;
  deepl: DeeplSimulator;
  /** The server's output so far (for failure messages). */
  output(): string;
  /** Calls the API as the admin user (a token of its own, not the browser's). */
  api(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  close(): Promise<void>;
}

/** How a browser context is opened. */
export interface PageOptions {
  /**
   * Lets the test inject scripts of its own (the accessibility checker) although the app's
   * Content-Security-Policy refuses inline scripts. Every other browser test runs under the policy.
   */
  bypassCSP?: boolean;
}

export interface AdminE2E extends AdminServer {
  browser: Browser;
  /** A fresh browser context (its own storage) with a page at `path` (default the app), not signed in. */
  open(path?: string, viewport?: { width: number; height: number }, options?: PageOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** A fresh context signed in through the login form, on the Overview. */
  login(viewport?: { width: number; height: number }, options?: PageOptions): Promise<Page>;
  /** Signs in through the login form the page shows, and waits for the Overview. */
  signIn(page: Page): Promise<void>;
}

export interface AdminE2EOptions {
  /** Store a DeepL key and make mt_primary the default provider before the tests (default true). */
  configureDeepl?: boolean;
  /** Seed the demo catalogue (default true). */
  demo?: boolean;
  /** More environment for the server (webhooks to a local receiver: EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE). */
  env?: Record<string, string>;
}

/** Starts `ext-translate serve` from source on a free port with the test database and the DeepL simulator. */
export async function startAdminServer(options: AdminE2EOptions = {}): Promise<AdminServer> {
  const database: TestDatabase = createTestDatabase();
  const varDirectory = mkdtempSync(join(tmpdir(), 'ext-translate-admin-e2e-'));
  const deepl = await startDeeplSimulator();
  let output = '';
  const server: ChildProcessWithoutNullStreams = spawn(process.execPath, cliArgv(['serve', '--port', '0']), {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: database.url,
      EXT_TRANSLATE_VAR_DIR: varDirectory,
      EXT_TRANSLATE_APP_SECRET: 'admin-e2e-secret-0123456789abcdef',
      EXT_TRANSLATE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      EXT_TRANSLATE_DEMO: options.demo === false ? '0' : '1',
      EXT_TRANSLATE_MT_PRIMARY_BASE_URL: deepl.url,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const close = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await deepl.close();
    await database.drop();
    rmSync(varDirectory, { recursive: true, force: true });
  };

  try {
    const base = await listeningBase(server, (text) => (output += text));

    const tokenAnswer = await fetch(`${base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: 'administration', username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
    });
    if (!tokenAnswer.ok) throw new Error(`The admin could not log in: ${await tokenAnswer.text()}`);
    const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;

    const api = async (method: string, path: string, body?: unknown): Promise<ApiAnswer> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      let json: Record<string, unknown> = {};
      try {
        json = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      } catch {
        // Not JSON (CSV, HTML): the text is there.
      }
      return { status: response.status, json, text };
    };

    if (options.configureDeepl !== false) {
      const saved = await api('POST', '/api/_action/system-config', {
        'ExtTranslate.config.mt_primaryApiKey': DEEPL_KEY,
        'ExtTranslate.config.defaultProvider': 'mt_primary',
      });
      if (saved.status !== 204) throw new Error(`Settings were not saved: ${saved.status} ${saved.text}`);
    }
    return { base, deepl, output: () => output, api, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** {@link startAdminServer} and Debian's Chromium. */
export async function startAdminE2E(options: AdminE2EOptions = {}): Promise<AdminE2E> {
  const server = await startAdminServer(options);
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    await server.close();
    throw error;
  }

  const open = async (path = '/admin/', viewport = { width: 1280, height: 800 }, options: PageOptions = {}) => {
    const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'UTC', bypassCSP: options.bypassCSP ?? false });
    const page = await context.newPage();
    await page.goto(`${server.base}${path}`);
    return { context, page };
  };

  const signIn = async (page: Page) => {
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  };

  return {
    ...server,
    browser,
    open,
    async login(viewport, options) {
      const { page } = await open('/admin/', viewport, options);
      await signIn(page);
      return page;
    },
    signIn,
    async close() {
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}
