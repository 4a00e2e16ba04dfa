/**
 * Screenshots of the admin app against a demo server, for reviewing the screens by eye:
 *   npx tsx test/e2e/admin/screenshots.ts <output directory>
 * Runs one translation job first so that Overview, Jobs, the job page and its Changes have content, then
 * the same job again (its texts come from the translation memory), changes an English category name (an
 * outdated cell on the Overview) and lets the automation translate a changed product.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildCliBundle } from '../../support/cli-build.js';
import { ACTION_BASE, startAdminE2E } from './harness.js';

const directory = process.argv[2] ?? 'var/screenshots';
mkdirSync(directory, { recursive: true });
// Outside a test run, which builds it in its global setup.
await buildCliBundle();
const admin = await startAdminE2E();
try {
  const languages = await admin.api('POST', '/api/search/language', { filter: [{ type: 'equals', field: 'localeCode', value: 'de-DE' }] });
  const german = (languages.json.data as { id: string }[])[0]!.id;
  const job = await admin.api('POST', `${ACTION_BASE}/job`, { config: { entities: ['category', 'product'], targetLanguageIds: [german], providerId: 'mt_primary' } });
  const jobId = (job.json as { jobId: string }).jobId;
  const settle = async (id: string) => {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const state = await admin.api('GET', `/api/ext-translate-job/${id}`);
      if (!['queued', 'running'].includes((state.json.data as { status: string }).status)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  await settle(jobId);
  const again = await admin.api('POST', `${ACTION_BASE}/job`, {
    config: { entities: ['category'], targetLanguageIds: [german], providerId: 'mt_primary', options: { mode: 'all', protectManualEdits: false, skipUnchanged: false } },
  });
  const memoryJobId = (again.json as { jobId: string }).jobId;
  await settle(memoryJobId);
  const categories = await admin.api('POST', '/api/search/category', { limit: 2 });
  const [first] = categories.json.data as { id: string; name: string }[];
  if (first) await admin.api('PATCH', `/api/category/${first.id}`, { name: `${first.name} and more` });
  await admin.api('POST', '/api/_action/system-config', {
    'ExtTranslate.config.autoTranslate': true,
    'ExtTranslate.config.autoTranslateTargetLanguageIds': [german],
    'ExtTranslate.config.autoTranslateEntities': ['product'],
  });
  const products = await admin.api('POST', '/api/search/product', { limit: 1 });
  const [product] = products.json.data as { id: string; name: string }[];
  if (product) await admin.api('PATCH', `/api/product/${product.id}`, { name: `${product.name} (2027 edition)` });
  await new Promise((resolve) => setTimeout(resolve, 8_000));
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
      ['job-memory', `/admin/jobs/${memoryJobId}`, 'From memory'],
      ['settings', '/admin/settings', 'Translation memory'],
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
