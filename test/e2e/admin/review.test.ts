import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_FLOW_TIMEOUT_MS, ACTION_BASE, startAdminE2E, type AdminE2E } from './harness.js';

/**
 * Issue 20 in the browser: a job in publish mode `review` leaves drafts; the navigation counts them; the
 * review queue filters them by check, approves, rejects and edits with the keyboard, and approves all
 * without findings at once. The server's history rows are the truth each step is checked against.
 */
interface Draft {
  id: string;
  recordId: string;
  state: string;
  newValue: string | null;
  recordName: string | null;
  checks: string[];
}

describe('admin app: the review queue', { timeout: BROWSER_FLOW_TIMEOUT_MS }, () => {
  let admin: AdminE2E;
  let germanId = '';
  let jobId = '';

  async function drafts(query = ''): Promise<{ total: number; data: Draft[] }> {
    const answer = await admin.api('GET', `${ACTION_BASE}/review/drafts?jobId=${jobId}&limit=200${query}`);
    expect(answer.status, answer.text).toBe(200);
    return answer.json as unknown as { total: number; data: Draft[] };
  }

  async function stateOf(id: string): Promise<{ state: string; newValue: string | null }> {
    return (await admin.api('GET', `/api/ext-translate-history/${id}`)).json.data as { state: string; newValue: string | null };
  }

  async function openQueue(page: Page, query = ''): Promise<void> {
    await page.goto(`${admin.base}/admin/review?job=${jobId}${query}`);
    await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
    await page.waitForLoadState('networkidle');
  }

  beforeAll(async () => {
    admin = await startAdminE2E();
    const languages = await admin.api('POST', '/api/search/language', { filter: [{ type: 'equals', field: 'localeCode', value: 'de-DE' }] });
    germanId = (languages.json.data as { id: string }[])[0]!.id;
    const started = await admin.api('POST', `${ACTION_BASE}/job`, {
      config: { entities: ['category'], targetLanguageIds: [germanId], providerId: 'mt_primary', options: { mode: 'all', publish: 'review' } },
    });
    expect(started.status, started.text).toBe(200);
    jobId = started.json.jobId as string;
    for (let attempt = 0; attempt < 240; attempt += 1) {
      const job = (await admin.api('GET', `/api/ext-translate-job/${jobId}`)).json.data as { status: string };
      if (job.status !== 'queued' && job.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);

  afterAll(async () => {
    await admin?.close();
  });

  it('counts the drafts in the navigation and shows each with its source, draft and findings', async () => {
    const all = await drafts();
    expect(all.total).toBeGreaterThan(3);
    const page = await admin.login({ width: 1280, height: 900 });
    await page.getByRole('link', { name: new RegExp(`^Review ${all.total} drafts waiting for review$`) }).waitFor();
    await openQueue(page);
    await expect(page.getByTestId('review-count').textContent()).resolves.toBe(`${all.total} drafts`);
    const first = all.data[0]!;
    const card = page.getByTestId(`draft-${first.recordId}`).first();
    await expect(card.locator('.draft__text').nth(2).textContent()).resolves.toBe(first.newValue);
    // The draft names its record as the shop does (a category's name), not by its id.
    expect(first.recordName).toEqual(expect.any(String));
    await expect(card.locator('.draft__record').textContent()).resolves.toBe(first.recordName);
    await expect(card.getByRole('heading', { name: 'Source' }).count()).resolves.toBe(1);

    // A finding shows its explanation; the check filter narrows the queue to it.
    const flagged = all.data.find((draft) => draft.checks.length > 0);
    if (flagged) {
      const code = flagged.checks[0]!;
      await page.getByLabel('Check', { exact: true }).selectOption(code);
      await page.waitForLoadState('networkidle');
      const narrowed = await drafts(`&check=${code}`);
      await expect(page.getByTestId('review-count').textContent()).resolves.toBe(narrowed.total === 1 ? '1 draft' : `${narrowed.total} drafts`);
      const explanations = (await admin.api('GET', `${ACTION_BASE}/quality-checks`)).json.checks as { code: string; explanation: string }[];
      await page.locator(`[data-check="${code}"]`).first().getByText(explanations.find((check) => check.code === code)!.explanation).waitFor();
    }
    await page.context().close();
  }, 120_000);

  it('approves, rejects and edits with j/k/a/r/e, then approves all without findings', async () => {
    const before = await drafts();
    const [first, second, third] = before.data as [Draft, Draft, Draft];
    const page = await admin.login({ width: 1280, height: 900 });
    await openQueue(page);

    // The keys wait while a decision and the queue's reload run (the app ignores them until then, and
    // the list says so with aria-busy): each key below is pressed once the list is idle again.
    const idle = () => page.locator('ol.review__list[aria-busy="false"]').waitFor();

    // a approves the first (current) draft: it is written into the shop. While the approval is on its
    // way (held here), the list is busy and another key does nothing.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/review/approve',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await idle();
    await page.keyboard.press('a');
    await page.locator('ol.review__list[aria-busy="true"]').waitFor();
    await page.keyboard.press('e');
    await expect(page.getByLabel(/^Draft text of /).count()).resolves.toBe(0);
    release();
    await page.getByText('1 draft approved and published.').waitFor();
    await expect(stateOf(first.id)).resolves.toMatchObject({ state: 'applied' });

    // The count shows the reloaded queue.
    const counted = (total: number) => (total === 1 ? '1 draft' : `${total} drafts`);
    await expect.poll(() => page.getByTestId('review-count').textContent()).toBe(counted(before.total - 1));

    // r rejects the draft now first.
    await page.getByTestId(`draft-${second.recordId}`).first().waitFor();
    await idle();
    await page.keyboard.press('r');
    await page.getByText('1 draft rejected.').waitFor();
    await expect(stateOf(second.id)).resolves.toMatchObject({ state: 'rejected' });
    await expect.poll(() => page.getByTestId('review-count').textContent()).toBe(counted(before.total - 2));

    // j moves on, e edits: the merchant's text is saved and checked again.
    await page.getByTestId(`draft-${third.recordId}`).first().waitFor();
    await idle();
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await page.keyboard.press('e');
    const editor = page.getByLabel(/^Draft text of /);
    await editor.fill('Von Hand geprüft');
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await page.getByText('Draft saved and checked again.').waitFor();
    await expect(stateOf(third.id)).resolves.toMatchObject({ state: 'draft', newValue: 'Von Hand geprüft' });

    // Approve all without findings: every clean draft is written; the flagged ones wait.
    const clean = (await drafts('&check=none')).total;
    const flagged = (await drafts('&check=any')).total;
    if (clean > 0) {
      await page.getByRole('button', { name: `Approve all without findings (${clean})`, exact: true }).click();
      await page.getByText(clean === 1 ? '1 draft approved and published.' : `${clean} drafts approved and published.`).waitFor();
    }
    expect((await drafts('&check=none')).total).toBe(0);
    expect((await drafts()).total).toBe(flagged);
    await page.context().close();
  }, 120_000);
});
