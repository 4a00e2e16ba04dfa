import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { horizontalOverflow, labelNameMismatches, seriousAxeFindings, type AxeFinding } from './axe.js';
import { BROWSER_FLOW_TIMEOUT_MS, ACTION_BASE, PRESENTATION_CHECKED_ELSEWHERE, startAdminE2E, type AdminE2E } from './harness.js';

/**
 * Every screen of the admin app at a desktop (1440x900) and a phone (390x844) size, in the light and the
 * dark scheme: axe-core's WCAG 2 A/AA rules find nothing serious or critical, and at 360 px no page
 * scrolls sideways. One server for the file, with one finished job so that the job screens have rows.
 * With ADMIN_SCREENSHOTS=<directory> each screen is also written as a PNG for review by eye. On PostgreSQL
 * only the desktop pass in the light scheme runs (harness.ts, PRESENTATION_CHECKED_ELSEWHERE).
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = process.env.ADMIN_SCREENSHOTS;
/** With ADMIN_AXE_REPORT=<file>, the findings of every run are appended to it as JSON lines (for counting). */
const AXE_REPORT = process.env.ADMIN_AXE_REPORT;

interface Screen {
  name: string;
  path: () => string;
  /** Waits until the screen shows its content (not its loading state). */
  ready: (page: Page) => Promise<void>;
  /** Brings the screen into a state of its own after it is ready (a dialog open, an estimate run, ...). */
  act?: (page: Page) => Promise<void>;
}

/** An address the app has no screen for: its not-found screen, in the app's frame. */
const NOT_FOUND_PATH = '/admin/nowhere';

const glossaryReady = (page: Page) => page.locator('.glossary-term', { hasText: 'checkout' }).waitFor();

describe('admin app: every screen at desktop and phone sizes', { timeout: BROWSER_FLOW_TIMEOUT_MS }, () => {
  let admin: AdminE2E;
  let jobId = '';
  let germanId = '';
  const screens: Screen[] = [
    { name: 'overview', path: () => '/admin/', ready: (page) => page.getByText('Translation coverage').first().waitFor() },
    { name: 'translate', path: () => '/admin/translate', ready: (page) => page.getByRole('heading', { level: 1, name: 'Translate' }).waitFor() },
    {
      name: 'translate-provider',
      path: () => `/admin/translate?entity=category&target=${germanId}&scope=missing`,
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Translate' }).waitFor(),
    },
    { name: 'jobs', path: () => '/admin/jobs', ready: (page) => page.locator('table tbody tr').first().waitFor() },
    { name: 'job', path: () => `/admin/jobs/${jobId}`, ready: (page) => page.getByText('Errors').first().waitFor() },
    { name: 'changes', path: () => `/admin/jobs/${jobId}/changes`, ready: (page) => page.locator('.change').first().waitFor() },
    {
      name: 'translate-estimate',
      path: () => `/admin/translate?entity=category&target=${germanId}&scope=missing`,
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Translate' }).waitFor(),
      act: async (page) => {
        for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
        await page.getByRole('button', { name: 'Estimate', exact: true }).click();
        await page.getByTestId('estimate-items').waitFor();
      },
    },
    {
      name: 'job-revert-dialog',
      path: () => `/admin/jobs/${jobId}`,
      ready: (page) => page.getByText('Errors').first().waitFor(),
      act: async (page) => {
        await page.getByRole('button', { name: 'Revert', exact: true }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'changes-selected',
      path: () => `/admin/jobs/${jobId}/changes`,
      ready: (page) => page.locator('.change').first().waitFor(),
      act: async (page) => {
        await page.getByLabel('Field', { exact: true }).selectOption('customFields');
        await page.waitForLoadState('networkidle');
        await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
        await page.getByText(/ selected$/).first().waitFor();
      },
    },
    { name: 'review', path: () => '/admin/review', ready: (page) => page.locator('.draft').first().waitFor() },
    {
      name: 'review-editing',
      path: () => '/admin/review',
      ready: (page) => page.locator('.draft').first().waitFor(),
      act: async (page) => {
        await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
        await page.getByLabel(/^Draft text of /).waitFor();
      },
    },
    { name: 'glossary', path: () => '/admin/glossary', ready: glossaryReady },
    {
      name: 'glossary-term-dialog',
      path: () => '/admin/glossary',
      ready: glossaryReady,
      act: async (page) => {
        await page.getByRole('button', { name: 'Add term', exact: true }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'glossary-import-dialog',
      path: () => '/admin/glossary',
      ready: glossaryReady,
      act: async (page) => {
        await page.getByRole('button', { name: 'Import', exact: true }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'languages-remove-dialog',
      path: () => '/admin/languages',
      ready: (page) => page.getByRole('cell', { name: 'Deutsch' }).first().waitFor(),
      act: async (page) => {
        await page.getByRole('button', { name: 'Remove Deutsch', exact: true }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
    { name: 'languages', path: () => '/admin/languages', ready: (page) => page.getByRole('cell', { name: 'Deutsch' }).first().waitFor() },
    { name: 'settings', path: () => '/admin/settings', ready: (page) => page.getByText('Translation memory').first().waitFor() },
    { name: 'not-found', path: () => NOT_FOUND_PATH, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  ];

  /** Moves the app to `path` as its own links do: the router follows the history, nothing reloads. */
  async function follow(page: Page, path: string): Promise<void> {
    await page.evaluate(`history.pushState(history.state, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate', { state: history.state }))`);
  }

  /**
   * Opens a screen as the app's own navigation does, so the app and axe-core, once loaded, stay loaded: a
   * page load per screen spent more of the browser's time starting the app and evaluating axe-core again
   * than auditing. After a screen that acted (a dialog may still be open) or for the same address again
   * (the router would not move), the app first shows its not-found screen, which unmounts the screen
   * before (its dialog, its edits, its selection): the next screen starts from its own first state, as a
   * page load would show it.
   */
  async function visit(page: Page, screen: Screen, previous: Screen | null = null): Promise<void> {
    const path = screen.path();
    if (previous === null) {
      // The first screen: loaded, unless the page shows its address already (the Overview after signing in).
      const shown = new URL(page.url());
      if (`${shown.pathname}${shown.search}` !== path) await page.goto(`${admin.base}${path}`);
    } else {
      if (previous.act !== undefined || previous.path() === path) {
        await follow(page, NOT_FOUND_PATH);
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      }
      await follow(page, path);
    }
    await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    await screen.ready(page);
    await page.waitForLoadState('networkidle');
    await screen.act?.(page);
  }

  async function shoot(page: Page, name: string): Promise<void> {
    if (!SCREENSHOTS) return;
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }

  /** axe-core on the login page and every signed-in screen; findings keyed by screen. */
  async function auditAll(viewport: { width: number; height: number }, scheme: 'light' | 'dark'): Promise<Record<string, AxeFinding[]>> {
    const findings: Record<string, AxeFinding[]> = {};
    const suffix = `${viewport.width}-${scheme}`;
    // axe-core is injected as an inline script, which the app's Content-Security-Policy refuses (as it should).
    // The login page first, then every screen in the same page once signed in through it.
    const { page } = await admin.open('/admin/', viewport, { bypassCSP: true });
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByLabel('Username').waitFor();
    findings.login = await seriousAxeFindings(page);
    await shoot(page, `login-${suffix}`);
    await admin.signIn(page);
    for (const [index, screen] of screens.entries()) {
      await visit(page, screen, screens[index - 1] ?? null);
      const screenFindings = await seriousAxeFindings(page);
      const mismatches = await labelNameMismatches(page);
      if (mismatches.length > 0) screenFindings.push({ id: 'label-in-name', impact: 'serious', help: 'The accessible name starts with the visible label', nodes: mismatches });
      findings[screen.name] = screenFindings;
      await shoot(page, `${screen.name}-${suffix}`);
    }
    if (viewport.width < 900) {
      // The navigation opened from the Menu button.
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      findings.menu = await seriousAxeFindings(page);
      await shoot(page, `menu-${suffix}`);
    }
    await page.context().close();
    if (AXE_REPORT) appendFileSync(AXE_REPORT, `${JSON.stringify({ viewport, scheme, findings })}\n`);
    return Object.fromEntries(Object.entries(findings).filter(([, list]) => list.length > 0));
  }

  beforeAll(async () => {
    admin = await startAdminE2E();
    const languages = await admin.api('POST', '/api/search/language', { filter: [{ type: 'equals', field: 'localeCode', value: 'de-DE' }] });
    germanId = (languages.json.data as { id: string }[])[0]!.id;
    const job = await admin.api('POST', `${ACTION_BASE}/job`, { config: { entities: ['category', 'product'], targetLanguageIds: [germanId], providerId: 'mt_primary' } });
    jobId = (job.json as { jobId: string }).jobId;
    await admin.api('POST', '/api/ext-translate-glossary', { term: 'Acme', mode: 'keep', caseSensitive: true });
    await admin.api('POST', '/api/ext-translate-glossary', { term: 'checkout', mode: 'replace', translations: { 'de-DE': 'Kasse', 'fr-FR': null } });
    const finished = async (id: string) => {
      for (let attempt = 0; attempt < 240; attempt += 1) {
        const state = (await admin.api('GET', `/api/ext-translate-job/${id}`)).json.data as { status: string };
        if (state.status !== 'queued' && state.status !== 'running') return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    await finished(jobId);
    // Drafts for the review queue: the categories once more, held for review.
    const review = await admin.api('POST', `${ACTION_BASE}/job`, { config: { entities: ['category'], targetLanguageIds: [germanId], providerId: 'mt_primary', options: { mode: 'all', skipUnchanged: false, publish: 'review' } } });
    await finished((review.json as { jobId: string }).jobId);
  }, 120_000);

  afterAll(async () => {
    await admin?.close();
  });

  for (const [viewport, label] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      // Side by side (each in a browser context of its own): much of a screen's time is the wait for the
      // network to go quiet, which overlaps; one after another the file took about two minutes. The time
      // limit is the file's, since all five share the machine's cores.
      const presentationOnly = label !== 'desktop' || scheme !== 'light';
      it.skipIf(presentationOnly && PRESENTATION_CHECKED_ELSEWHERE).concurrent(`axe-core finds nothing serious or critical on any screen (${label}, ${scheme})`, async ({ expect }) => {
        const findings = await auditAll(viewport, scheme);
        expect(findings).toEqual({});
      }, 300_000);
    }
  }

  // The interface language is the browser context's own (local storage): the audits beside it stay in English.
  it.skipIf(PRESENTATION_CHECKED_ELSEWHERE).concurrent('no screen scrolls sideways at 360 px, in English or in German', async ({ expect }) => {
    const page = await admin.login({ width: 360, height: 740 });
    const overflowing: Record<string, number> = {};
    for (const [index, screen] of screens.entries()) {
      await visit(page, screen, screens[index - 1] ?? null);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing[screen.name] = overflow;
    }
    // German words are longer: every address once more in German, loaded as it is (ready when the page's h1
    // and data are there). Without their actions the screens that share an address show the same page: once.
    await page.getByLabel('Interface language').selectOption('de');
    const addresses = new Map<string, string>();
    for (const screen of screens) if (!addresses.has(screen.path())) addresses.set(screen.path(), screen.name);
    for (const [path, name] of addresses) {
      await page.goto(`${admin.base}${path}`);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing[`${name} (de)`] = overflow;
    }
    await page.context().close();
    expect(overflowing).toEqual({});
  }, 300_000);
});
