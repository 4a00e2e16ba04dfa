/**
 * Screenshots of the admin app against a demo server, for reviewing the screens by eye:
 *   npx tsx test/e2e/admin/screenshots.ts <output directory>
 * Runs one translation job first so that Overview, Jobs, the job page and its Changes have content.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_BASE, startAdminE2E } from './harness.js';

const directory = process.argv[2] ?? 'var/screenshots';
mkdirSync(directory, { recursive: true });
const admin = await startAdminE2E();
try {
  const languages = await admin.api('POST', '/api/search/language', { filter: [{ type: 'equals', field: 'localeCode', value: 'de-DE' }] });
  const german = (languages.json.data as { id: string }[])[0]!.id;
  const job = await admin.api('POST', `${ACTION_BASE}/job`, { config: { entities: ['category', 'product'], targetLanguageIds: [german], providerId: 'mt_primary' } });
  const jobId = (job.json as { jobId: string }).jobId;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const state = await admin.api('GET', `/api/ext-translate-job/${jobId}`);
    if (!['queued', 'running'].includes((state.json.data as { status: string }).status)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    const suffix = `${viewport.width}x${viewport.height}`;
    const { page: loginPage, context } = await admin.open('/admin/', viewport);
    await loginPage.getByLabel('Username').waitFor();
    await loginPage.screenshot({ path: join(directory, `login-${suffix}.png`) });
    await context.close();
    const page = await admin.login(viewport);
    const shots: [string, string, string][] = [
      ['overview', '/admin/', 'Translation coverage'],
      ['jobs', '/admin/jobs', 'Jobs'],
      ['job', `/admin/jobs/${jobId}`, 'Errors'],
      ['changes', `/admin/jobs/${jobId}/changes`, 'Source text'],
    ];
    for (const [name, path, waitFor] of shots) {
      await page.goto(`${admin.base}${path}`);
      await page.getByText(waitFor).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(directory, `${name}-${suffix}.png`), fullPage: name !== 'changes' });
    }
    await page.context().close();
  }
  console.log(`Screenshots in ${directory}`);
} finally {
  await admin.close();
}
