import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature, WebhookReceiver } from '../../support/webhook-receiver.js';
import { horizontalOverflow, seriousAxeFindings } from './axe.js';
import { BROWSER_FLOW_TIMEOUT_MS, PRESENTATION_CHECKED_ELSEWHERE, startAdminE2E, type AdminE2E } from './harness.js';

/**
 * Settings > Webhooks in Chromium against a real server (EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE, so that
 * a local receiver may be subscribed): a webhook added with a generated secret shown once, a test ping
 * the receiver verifies with that secret, its delivery listed with its status, the events edited, a
 * refused URL, and the card checked by axe at desktop and phone sizes, light and dark (ADMIN_SCREENSHOTS=<dir> writes
 * the screenshots).
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SCREENSHOTS = process.env.ADMIN_SCREENSHOTS;

describe('admin app: Settings > Webhooks', { timeout: BROWSER_FLOW_TIMEOUT_MS }, () => {
  let admin: AdminE2E;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    admin = await startAdminE2E({ env: { EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE: 'true' } });
    receiver = await new WebhookReceiver().start();
  });
  afterAll(async () => {
    await receiver?.close();
    await admin?.close();
  });

  it('adds a webhook, shows its generated secret once, tests it and lists the delivery; edits its events', async () => {
    const page = await admin.login();
    await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
    const card = page.getByRole('region', { name: 'Webhooks', exact: true });
    await card.getByText('No webhooks yet.').waitFor();

    await card.getByRole('button', { name: 'Add webhook', exact: true }).click();
    // A refused URL: the server's message under the field, nothing stored.
    await card.getByLabel('URL', { exact: true }).fill('ftp://hooks.example.com/x');
    await card.getByRole('button', { name: 'Save webhook', exact: true }).click();
    await card.getByText('The URL must use https.').waitFor();
    expect(((await admin.api('POST', '/api/search/ext-translate-webhook', {})).json.data as unknown[]).length).toBe(0);

    await card.getByLabel('URL', { exact: true }).fill(`${receiver.url}/shop`);
    await card.getByRole('checkbox', { name: /job\.failed/ }).check();
    await card.getByLabel('Description', { exact: true }).fill('Storefront cache');
    await card.getByRole('button', { name: 'Save webhook', exact: true }).click();
    const shown = card.getByRole('status').filter({ hasText: 'shown only this once' });
    const secret = (await shown.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await card.getByText(`${receiver.url}/shop`).waitFor();
    const [webhook] = (await admin.api('POST', '/api/search/ext-translate-webhook', {})).json.data as { id: string; events: string[]; description: string }[];
    expect(webhook).toMatchObject({ events: ['job.completed', 'job.failed'], description: 'Storefront cache' });
    expect(webhook).not.toHaveProperty('secret');

    await card.getByRole('button', { name: 'Send test', exact: true }).click();
    await card.getByText('Test delivered (answer 200).').waitFor();
    const [ping] = receiver.received;
    expect(ping!.body).toMatchObject({ event: 'ping', data: { webhookId: webhook!.id } });
    // The secret the screen showed is the one deliveries are signed with.
    expect(verifyWebhookSignature(secret, ping!.rawBody, ping!.headers['x-ext-translate-signature'] as string)).toBe(true);
    const deliveries = card.getByRole('table');
    await deliveries.getByText('delivered', { exact: true }).waitFor();
    await deliveries.getByRole('cell', { name: 'ping', exact: true }).waitFor();

    // A reload no longer shows the secret.
    await page.reload();
    await card.getByText(`${receiver.url}/shop`).waitFor();
    expect(await page.content()).not.toContain(secret);

    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    await card.getByRole('checkbox', { name: /job\.completed\b(?!_)/ }).uncheck();
    await card.getByRole('checkbox', { name: /job\.cancelled/ }).check();
    await card.getByRole('button', { name: 'Save webhook', exact: true }).click();
    // Saved once the form has closed (its checkbox labels name the events too) and the card lists them.
    await card.getByRole('button', { name: 'Save webhook', exact: true }).waitFor({ state: 'detached' });
    await card.getByText('job.cancelled', { exact: true }).waitFor();
    const edited = (await admin.api('GET', `/api/ext-translate-webhook/${webhook!.id}`)).json.data as { events: string[] };
    expect(edited.events).toEqual(['job.failed', 'job.cancelled']);
    // The secret stayed: a second test is still signed with it.
    await card.getByRole('button', { name: 'Send test', exact: true }).click();
    await receiver.waitFor(2);
    expect(verifyWebhookSignature(secret, receiver.received[1]!.rawBody, receiver.received[1]!.headers['x-ext-translate-signature'] as string)).toBe(true);
    await page.context().close();
  });

  for (const [viewport, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    it.skipIf(name === 'phone' && PRESENTATION_CHECKED_ELSEWHERE)(`passes axe, light and dark, and fits the screen at ${viewport.width}x${viewport.height}`, async () => {
      const page = await admin.login(viewport, { bypassCSP: true });
      await page.goto(`${admin.base}/admin/settings`);
      const card = page.getByRole('region', { name: 'Webhooks', exact: true });
      await card.getByRole('table').first().waitFor();
      await card.getByRole('button', { name: 'Add webhook', exact: true }).click();
      await card.getByLabel('URL', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await seriousAxeFindings(page), colorScheme).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);
        if (SCREENSHOTS) await card.screenshot({ path: join(SCREENSHOTS, `settings-webhooks-${name}-${colorScheme}.png`) });
      }
      await page.context().close();
    });
  }
});
