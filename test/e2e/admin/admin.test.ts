import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_FLOW_TIMEOUT_MS, ACTION_BASE, ADMIN_PASSWORD, ADMIN_USERNAME, startAdminE2E, type AdminE2E } from './harness.js';

/**
 * The admin app in Chromium against a real server: log in (and back to the page asked for), the
 * Overview's numbers, a job followed to its end, its Changes, one field reverted and reapplied, and
 * the whole job reverted after a confirmation. Every number on screen is compared with the API's.
 */
describe('admin app: log in, overview, jobs and changes', { timeout: BROWSER_FLOW_TIMEOUT_MS }, () => {
  let admin: AdminE2E;
  let french: string;

  async function waitForJob(jobId: string): Promise<Record<string, unknown>> {
    for (let attempt = 0; attempt < 240; attempt += 1) {
      const job = (await admin.api('GET', `/api/ext-translate-job/${jobId}`)).json.data as Record<string, unknown>;
      if (job.status !== 'queued' && job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`job ${jobId} did not finish`);
  }

  async function categoryName(categoryId: string, languageId: string): Promise<unknown> {
    const record = (await admin.api('GET', `/api/category/${categoryId}`)).json.data as { translations: { languageId: string; name: unknown }[] };
    return record.translations.find((translation) => translation.languageId === languageId)?.name ?? null;
  }

  beforeAll(async () => {
    admin = await startAdminE2E();
    const created = await admin.api('POST', '/api/language?_response=detail', { name: 'Français', localeCode: 'fr-FR' });
    expect(created.status, created.text).toBe(200);
    french = (created.json.data as { id: string }).id;
  });

  afterAll(async () => {
    await admin?.close();
  });

  it('refuses a wrong password with a plain sentence, then logs in', async () => {
    const { page, context } = await admin.open('/admin/');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The username or the password is wrong.');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    for (const name of ['Overview', 'Translate', 'Jobs', 'Glossary', 'Settings']) {
      expect(await page.getByRole('navigation').getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    // Tokens live in this tab's sessionStorage, never in localStorage.
    expect(await page.evaluate('Object.keys(localStorage).filter((key) => key.includes("session"))')).toEqual([]);
    expect(await page.evaluate('sessionStorage.getItem("ext-translate.session")')).toContain('accessToken');
    await context.close();
  });

  it('sends a deep link through the login and back, and the page survives a reload', async () => {
    const { page, context } = await admin.open('/admin/jobs?status=completed');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/jobs?status=completed');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('completed');
    await context.close();
  });

  it('a refused session leads to the login page and back to the page after logging in', async () => {
    const page = await admin.login();
    // Both tokens become unusable, as after a server-side revocation.
    await page.evaluate(`(() => {
      const session = JSON.parse(sessionStorage.getItem('ext-translate.session') ?? '{}');
      sessionStorage.setItem('ext-translate.session', JSON.stringify({ ...session, accessToken: 'revoked', refreshToken: 'revoked' }));
    })()`);
    await page.goto(`${admin.base}/admin/jobs`);
    await page.getByLabel('Username').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/jobs');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    await page.context().close();
  });

  it('the overview shows the API’s coverage per entity and language, usage, running jobs and the subscription', async () => {
    const coverage = (await admin.api('GET', `${ACTION_BASE}/coverage?entities=category`)).json.rows as { languageId: string; percent: number; translated: number; total: number }[];
    const frenchRow = coverage.find((row) => row.languageId === french);
    expect(frenchRow).toMatchObject({ translated: 0 });
    const page = await admin.login();
    const cell = page.getByRole('link', { name: /: Categories in Français,/ });
    expect(await cell.getAttribute('aria-label')).toBe(`0% 0 / ${String(frenchRow!.total)}: Categories in Français, 0 of ${String(frenchRow!.total)} translated. Translate the missing ones.`);
    const target = new URL((await cell.getAttribute('href'))!, admin.base);
    expect(target.pathname).toBe('/admin/translate');
    expect(Object.fromEntries(target.searchParams)).toEqual({ entity: 'category', target: french, scope: 'missing' });
    await page.getByText('No job is queued or running.').waitFor();
    await page.getByRole('region', { name: 'Subscription' }).getByText('disconnected', { exact: true }).waitFor();
    await page.getByText('No translations have been run in this period.').waitFor();
    await page.context().close();
  });

  it('follows a job to its end, shows its changes, reverts and reapplies one field, and reverts the job after a confirmation', async () => {
    const started = await admin.api('POST', `${ACTION_BASE}/job`, { config: { entities: ['category'], targetLanguageIds: [french], providerId: 'mt_primary' } });
    expect(started.status, started.text).toBe(200);
    const jobId = started.json.jobId as string;
    const page = await admin.login();
    await page.goto(`${admin.base}/admin/jobs/${jobId}`);
    const progress = page.getByRole('progressbar', { name: 'Progress' });
    await progress.waitFor();
    await page.getByText('completed', { exact: true }).waitFor({ timeout: 60_000 });
    const job = await waitForJob(jobId);
    expect(job.status).toBe('completed');
    expect(await progress.getAttribute('aria-valuenow')).toBe(String(job.processed));
    expect(await progress.getAttribute('aria-valuemax')).toBe(String(job.total));
    await page.getByText(new Intl.NumberFormat('en-GB').format(job.characters as number), { exact: true }).waitFor();

    // The overview now counts the job's characters for DeepL.
    await page.getByRole('navigation').getByRole('link', { name: 'Overview', exact: true }).click();
    const usage = (await admin.api('GET', `${ACTION_BASE}/usage?months=1`)).json.months as { providers: Record<string, { characters: number }> }[];
    await page.getByRole('row', { name: new RegExp(`^DeepL ${new Intl.NumberFormat('en-GB').format(usage[0]!.providers.mt_primary!.characters)} `) }).waitFor();

    // The first change in the list's order: the category's name.
    const history = await admin.api('POST', '/api/search/ext-translate-history', {
      filter: [
        { type: 'equals', field: 'jobId', value: jobId },
        { type: 'equals', field: 'field', value: 'name' },
      ],
      sort: [{ field: 'recordId', order: 'ASC' }],
      limit: 2,
    });
    const [row, edited] = history.json.data as { id: string; recordId: string; newValue: string; previousValue: string | null }[];
    if (!row || !edited) throw new Error('the job wrote fewer than two category names');
    expect(await categoryName(row.recordId, french)).toBe(row.newValue);

    await page.goto(`${admin.base}/admin/jobs/${jobId}`);
    await page.getByRole('link', { name: 'Changes', exact: true }).click();
    await page.getByLabel('State').selectOption('applied');
    const revertRow = page.getByRole('button', { name: `Revert name of record ${row.recordId}`, exact: true });
    await revertRow.waitFor();
    const item = page.getByRole('listitem').filter({ has: revertRow });
    await item.getByText(row.newValue, { exact: true }).waitFor();
    await revertRow.click();
    await page.getByText('name was reverted.').waitFor();
    expect(await categoryName(row.recordId, french)).toBe(row.previousValue);

    await page.getByLabel('State').selectOption('reverted');
    await page.getByRole('button', { name: `Reapply name of record ${row.recordId}`, exact: true }).click();
    await page.getByText('name was written again.').waitFor();
    expect(await categoryName(row.recordId, french)).toBe(row.newValue);

    // A field edited by hand since the job wrote it is left alone, and the page says why.
    const patched = await admin.api('PATCH', `/api/category/${edited.recordId}`, { translations: { [french]: { name: 'Edited by hand' } } });
    expect(patched.status, patched.text).toBe(204);
    await page.getByLabel('State').selectOption('applied');
    await page.getByRole('button', { name: `Revert name of record ${edited.recordId}`, exact: true }).click();
    await page.getByText('Skipped: The field was edited after this job wrote it, so it was left as it is.').waitFor();
    expect(await categoryName(edited.recordId, french)).toBe('Edited by hand');

    // Revert of the whole job asks first; cancelling the question changes nothing.
    await page.getByRole('button', { name: 'Revert', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Revert this job?' });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(((await admin.api('GET', `/api/ext-translate-job/${jobId}`)).json.data as { revertedAt: unknown }).revertedAt).toBeNull();
    await page.getByRole('button', { name: 'Revert', exact: true }).click();
    await dialog.getByRole('button', { name: 'Revert job', exact: true }).click();
    await page.getByText(/^The revert of \d+ fields was queued\.$/).waitFor();
    await expect
      .poll(async () => ((await admin.api('GET', `/api/ext-translate-job/${jobId}`)).json.data as { revertedAt: unknown }).revertedAt, { timeout: 30_000 })
      .not.toBeNull();
    expect(await categoryName(row.recordId, french)).toBe(row.previousValue);
    await page.context().close();
  });

  it('lists jobs with their numbers and filters them by status', async () => {
    const jobs = (await admin.api('POST', '/api/search/ext-translate-job', { sort: [{ field: 'createdAt', order: 'DESC' }] })).json.data as { id: string; status: string; translated: number; skipped: number; failed: number }[];
    expect(jobs.length).toBeGreaterThan(0);
    const page = await admin.login();
    await page.getByRole('navigation').getByRole('link', { name: 'Jobs', exact: true }).click();
    const first = jobs[0]!;
    const line = page.getByRole('row').filter({ has: page.locator(`a[href="/admin/jobs/${first.id}"]`) });
    await line.waitFor();
    expect(await line.getByRole('cell').nth(1).textContent()).toBe(first.status);
    expect((await line.getByRole('cell').nth(3).textContent())?.replace(/\s+/g, ' ').trim()).toBe(`${first.translated} / ${first.skipped} / ${first.failed}`);
    // The job is named by what it translated: the categories into French. The names of entities and languages
    // load beside the list, so the row names the raw entity and language id until they arrive.
    await expect.poll(() => line.getByRole('link').textContent(), { timeout: 15_000 }).toBe('Categories → Français');
    await page.getByLabel('Status').selectOption('cancelled');
    await page.getByText('No job matches these filters.').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('cancelled');
    await page.context().close();
  });
});
