import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_FLOW_TIMEOUT_MS, ACTION_BASE, ADMIN_PASSWORD, ADMIN_USERNAME, DEEPL_KEY, startAdminE2E, type AdminE2E } from './harness.js';

/**
 * The Settings, Translate and Glossary screens in Chromium against a real server with the DeepL
 * simulator: a key saved and tested through its card (and never shown again), the wizard run for
 * Categories into a language created for the test, its estimate compared with the API's, the job
 * started and finished, and the glossary's CSV import (counts and a refused file) and export.
 */
const number = (value: number) => new Intl.NumberFormat('en-GB').format(value);
// Cents, and up to four decimals only below one cent (admin/README.md, formatters).
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: amount !== 0 && Math.abs(amount) < 0.01 ? 4 : 2 }).format(amount);

describe('admin app: settings, the Translate wizard and the glossary', { timeout: BROWSER_FLOW_TIMEOUT_MS }, () => {
  let admin: AdminE2E;
  let french: string;

  beforeAll(async () => {
    admin = await startAdminE2E({ configureDeepl: false });
    const created = await admin.api('POST', '/api/language?_response=detail', { name: 'Français', localeCode: 'fr-FR' });
    expect(created.status, created.text).toBe(200);
    french = (created.json.data as { id: string }).id;
  });

  afterAll(async () => {
    await admin?.close();
  });

  it('saves a DeepL key in its card, never shows it again, and tests it', async () => {
    const page = await admin.login();
    await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
    const card = page.getByRole('region', { name: 'DeepL', exact: true });
    await card.getByText('No key stored').waitFor();
    // Cards for every provider except managed, each with exactly the key and the model.
    const providers = (await admin.api('GET', `${ACTION_BASE}/providers`)).json.providers as { id: string; label: string; configured: boolean }[];
    for (const provider of providers) {
      const region = page.getByRole('region', { name: provider.label, exact: true });
      expect(await region.count(), provider.id).toBe(provider.id === 'managed' ? 0 : 1);
    }
    // No key is stored yet: a provider that is ready anyway (the offline engine, when installed) needs none.
    const keyless = providers.filter((provider) => provider.id !== 'managed' && provider.configured);
    for (const provider of keyless) await page.getByRole('region', { name: provider.label, exact: true }).getByText('Ready, no key needed').waitFor();
    expect(await page.getByLabel('API key', { exact: true }).count()).toBe(providers.length - 1 - keyless.length);
    expect(await page.getByLabel('Model', { exact: true }).count()).toBe(providers.length - 1);

    await card.getByLabel('API key', { exact: true }).fill(DEEPL_KEY);
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await card.getByText('A key is stored').waitFor();
    expect(await card.getByLabel('API key', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(DEEPL_KEY);
    const stored = await admin.api('GET', '/api/_action/system-config?domain=ExtTranslate.config');
    expect(stored.json['ExtTranslate.config.mt_primaryApiKey']).toEqual({ configured: true });
    expect(providers.length).toBeGreaterThan(1);
    const deepl = ((await admin.api('GET', `${ACTION_BASE}/providers`)).json.providers as { id: string; configured: boolean }[]).find((provider) => provider.id === 'mt_primary');
    expect(deepl?.configured).toBe(true);

    const expected = (await admin.api('POST', `${ACTION_BASE}/provider/mt_primary/test`, {})).json as { valid: boolean; message: string; quota: { used: number; limit: number } };
    expect(expected.valid).toBe(true);
    await card.getByRole('button', { name: 'Test', exact: true }).click();
    const result = card.getByTestId('test-result');
    await result.waitFor();
    expect((await result.innerText()).split('\n')).toEqual(['Valid', expected.message, `Used ${number(expected.quota.used)} of ${number(expected.quota.limit)}`]);

    // A typed key is tested instead of the stored one, and the answer's message is shown as it is.
    const refused = (await admin.api('POST', `${ACTION_BASE}/provider/mt_primary/test`, { apiKey: 'not-a-deepl-key' })).json as { valid: boolean; message: string };
    expect(refused.valid).toBe(false);
    await card.getByLabel('API key', { exact: true }).fill('not-a-deepl-key');
    await card.getByRole('button', { name: 'Test', exact: true }).click();
    await card.getByText('Not valid').waitFor();
    expect(await result.innerText()).toBe(`Not valid\n${refused.message}`);
    await page.context().close();
  });

  it('runs the wizard for Categories into a new language: estimate as the API counts it, start, the job completes', async () => {
    const page = await admin.login();
    await page.getByRole('navigation').getByRole('link', { name: 'Translate', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Categories', exact: true }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Français', exact: true }).check();
    // Nothing routes French, and no default provider is set: the chain ends at mt_primary.
    await expect.poll(() => page.getByLabel('Provider for Français').locator('option:checked').innerText()).toBe('DeepL (routing)');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    const start = page.getByRole('button', { name: 'Start translation', exact: true });
    expect(await start.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Estimate', exact: true }).click();
    await page.getByTestId('estimate-items').waitFor();

    const config = {
      entities: [{ name: 'category', scope: 'all', ids: null }],
      sourceLanguageId: null,
      targetLanguageIds: [french],
      providerId: '',
      options: {
        mode: 'missing',
        protectManualEdits: true,
        skipUnchanged: true,
        fields: null,
        includeCustomFields: true,
        tone: 'default',
        customPrompt: null,
        glossary: true,
        seoTruncate: true,
        serviceTier: 'balanced',
      },
    };
    const estimate = (await admin.api('POST', `${ACTION_BASE}/estimate`, { config })).json as {
      items: number;
      characters: number;
      cost: { amount: number; currency: string };
      warnings: unknown[];
    };
    expect(estimate.items).toBeGreaterThan(0);
    expect(await page.getByTestId('estimate-items').innerText()).toBe(number(estimate.items));
    expect(await page.getByTestId('estimate-characters').innerText()).toBe(number(estimate.characters));
    expect(await page.getByTestId('estimate-cost').innerText()).toBe(money(estimate.cost.amount, estimate.cost.currency));
    expect(estimate.warnings).toEqual([]);
    await page.getByText('No warnings.').waitFor();

    await start.click();
    await page.waitForURL(/\/admin\/jobs\/[0-9a-f]{32}$/);
    const jobId = new URL(page.url()).pathname.split('/').pop()!;
    const job = (await admin.api('GET', `/api/ext-translate-job/${jobId}`)).json.data as { config: Record<string, unknown> };
    expect(job.config).toMatchObject({ entities: [{ name: 'category', scope: 'all', ids: null }], targetLanguageIds: [french], providerId: '' });
    await page.getByText('completed', { exact: true }).waitFor({ timeout: 60_000 });
    const finished = (await admin.api('GET', `/api/ext-translate-job/${jobId}`)).json.data as { status: string; translated: number; failed: number };
    expect(finished).toMatchObject({ status: 'completed', failed: 0 });
    const coverage = (await admin.api('GET', `${ACTION_BASE}/coverage?entities=category&languageIds=${french}`)).json.rows as { translated: number; total: number }[];
    expect(coverage[0]!.translated).toBe(coverage[0]!.total);
    await page.context().close();
  });

  it('opens pre-filled from the overview link: entity, target language and scope missing', async () => {
    const page = await admin.login();
    await page.goto(`${admin.base}/admin/translate?entity=category&target=${french}&scope=missing`);
    await page.getByText('Pre-filled from the overview: Categories into Français, records without a translation or with an outdated one.').waitFor();
    await page.getByRole('button', { name: 'Content' }).click();
    expect(await page.getByRole('checkbox', { name: 'Categories', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Only records without a translation or with an outdated one' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Languages' }).click();
    expect(await page.getByRole('checkbox', { name: 'Français', exact: true }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('imports a glossary CSV with the answer’s counts, shows a refused file’s message, and exports the file', async () => {
    const page = await admin.login();
    await page.getByRole('navigation').getByRole('link', { name: 'Glossary', exact: true }).click();
    await page.getByText('The glossary has no terms yet. Add one, or import a CSV file.').waitFor();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const csv = 'term;mode;caseSensitive;fr-FR\nAcme;keep;1;\ncheckout;replace;0;caisse\nbroken;shout;0;\n';
    await page.getByLabel('CSV file').setInputFiles({ name: 'glossary.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import file', exact: true }).click();
    await page.getByTestId('import-result').waitFor();
    expect(await page.getByTestId('import-result').innerText()).toBe('Terms imported: 2 (2 created, 0 updated). Rows skipped: 1.');
    const terms = (await admin.api('POST', '/api/search/ext-translate-glossary', { sort: [{ field: 'term', order: 'ASC' }] })).json.data as { term: string; translations: unknown }[];
    expect(terms.map((term) => [term.term, term.translations])).toEqual([
      ['Acme', {}],
      ['checkout', { 'fr-FR': 'caisse' }],
    ]);

    await page.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('term;mode;caseSensitive;xx-YY\nAcme;keep;1;\n') });
    await page.getByRole('button', { name: 'Import file', exact: true }).click();
    await page.getByTestId('import-error').waitFor();
    expect(await page.getByTestId('import-error').innerText()).toBe('Nothing was imported.\nUnknown locale code(s) in CSV header: xx-YY.');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('cell', { name: 'checkout', exact: true }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('ext-translate-glossary.csv');
    const file = readFileSync((await download.path())!);
    const exported = await fetch(`${admin.base}${ACTION_BASE}/glossary/export`, {
      headers: { authorization: `Bearer ${await token(admin)}` },
    });
    expect(file.equals(Buffer.from(await exported.arrayBuffer()))).toBe(true);
    expect(file.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    await page.context().close();
  });

  it('saves the routing map in Settings, and the wizard shows that provider for the language, with the estimate\'s warning', async () => {
    const page = await admin.login();
    await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
    const routing = page.getByRole('region', { name: 'Routing', exact: true });
    await routing.getByLabel('Provider: Français').selectOption('mt_secondary');
    await routing.getByRole('button', { name: 'Save routing', exact: true }).click();
    await page.getByText('Routing saved.').waitFor();
    const stored = await admin.api('GET', '/api/_action/system-config?domain=ExtTranslate.config');
    expect(stored.json['ExtTranslate.config.languageProviderMap']).toEqual({ [french]: 'mt_secondary' });

    // All records, all fields: the categories are all in French since the wizard's job, and a run of 0 records cannot be started.
    await page.goto(`${admin.base}/admin/translate?entity=category&target=${french}&scope=all`);
    await page.getByRole('button', { name: 'Languages' }).click();
    await expect.poll(() => page.getByLabel('Provider for Français').locator('option:checked').innerText()).toBe('Google Cloud Translation (routing)');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The wizard's own choice (the exchange panel below it offers one of the same name).
    await page.getByRole('radio', { name: /^All fields Translate/ }).check();
    for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Estimate', exact: true }).click();
    const estimate = (
      await admin.api('POST', `${ACTION_BASE}/estimate`, {
        config: { entities: [{ name: 'category', scope: 'all' }], targetLanguageIds: [french], providerId: '', options: { mode: 'all' } },
      })
    ).json as { warnings: { message: string }[] };
    expect(estimate.warnings.length).toBeGreaterThan(0);
    const shown = page.locator('[data-code]');
    await shown.first().waitFor();
    expect(await shown.allInnerTexts()).toEqual(estimate.warnings.map((warning) => warning.message));
    // Starting is refused with the first blocking warning's message, shown as the server words it.
    await page.getByRole('button', { name: 'Start translation', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The translation provider' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe('The translation provider "Google Cloud Translation" (mt_secondary) is not configured.');
    expect(new URL(page.url()).pathname).toBe('/admin/translate');

    // The sources come from the server (GET /routing): a run from Français leaves Français itself no source.
    await page.getByRole('button', { name: 'Languages' }).click();
    const frenchRow = page.locator('tr', { hasText: 'Français' });
    expect(await frenchRow.locator('.option__hint').count()).toBe(0);
    const asked = page.waitForResponse((response) => response.url().includes(`/routing?sourceLanguageId=${french}`));
    await page.getByLabel('Source language', { exact: true }).selectOption(french);
    expect((await asked).status()).toBe(200);
    await frenchRow.locator('.option__hint', { hasText: 'Source language' }).waitFor();
    await page.context().close();
  });

  it('adds a term with "never translate" for a locale, and deletes it after a confirmation', async () => {
    const page = await admin.login();
    await page.getByRole('navigation').getByRole('link', { name: 'Glossary', exact: true }).click();
    await page.getByRole('button', { name: 'Add term', exact: true }).click();
    await page.getByLabel('Term', { exact: true }).fill('Sneaker Pro');
    await page.getByRole('radio', { name: /Replace with a translation/ }).check();
    await page.getByRole('button', { name: 'Add a locale', exact: true }).click();
    await page.getByLabel('Locale', { exact: true }).fill('fr-FR');
    await page.getByRole('checkbox', { name: 'Never translate', exact: true }).check();
    await page.getByRole('button', { name: 'Save term', exact: true }).click();
    await page.getByRole('cell', { name: 'Sneaker Pro', exact: true }).waitFor();
    const saved = (await admin.api('POST', '/api/search/ext-translate-glossary', { filter: [{ type: 'equals', field: 'term', value: 'Sneaker Pro' }] })).json.data as Record<string, unknown>[];
    expect(saved).toMatchObject([{ term: 'Sneaker Pro', mode: 'replace', caseSensitive: false, active: true, translations: { 'fr-FR': null } }]);

    await page.getByRole('button', { name: 'Delete Sneaker Pro', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the term "Sneaker Pro"?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('cell', { name: 'Sneaker Pro', exact: true }).waitFor({ state: 'detached' });
    const left = (await admin.api('POST', '/api/search/ext-translate-glossary', { filter: [{ type: 'equals', field: 'term', value: 'Sneaker Pro' }] })).json;
    expect(left.total).toBe(0);
    await page.context().close();
  });
});

/** A token of the admin user, for a call whose raw bytes matter (the harness's api() decodes text). */
async function token(admin: AdminE2E): Promise<string> {
  const answer = await fetch(`${admin.base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'administration', username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}
