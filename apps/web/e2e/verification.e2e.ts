import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUpAs } from './support/accounts';
import { assertNoAxeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage } from './support/browser';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Title (PAN card) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** An admin verifies with evidence, at 360 px in Hindi, and the badge says what was checked. */
describe('verification with evidence', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin verifies a creator’s identity document and the profile shows "पहचान पत्र ✓"', async () => {
    const creator = await newPage(browser);
    const name = `Kavya ${Date.now().toString(36)}`;
    const account = await signUpAs(creator.context, 'creator', { name });
    const sent = await creator.context.request.post('/api/me/verification/identity', {
      headers: { origin: baseUrl() },
      multipart: {
        documentType: 'pan',
        documentNumber: 'ABCDE1234F',
        file: { name: 'pan.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(sent.status()).toBe(201);
    await creator.context.close();

    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await signInAsAdmin(context);
    await page.goto('/admin?tab=verifications');
    await page.getByRole('heading', { name: 'सत्यापन कतार' }).waitFor();
    await page.getByRole('link', { name }).waitFor();
    expect(await page.getByText('संख्या के अंत में 234F').count()).toBe(1);
    await assertNoAxeViolations(page, 'admin verification queue (Hindi, 360 px)');
    await page.getByRole('button', { name: `${name} को सत्यापित करें` }).click();
    const dialog = page.getByRole('dialog', { name: 'इस प्रोफ़ाइल को सत्यापित करें?' });
    await dialog.getByText('पहचान पत्र ✓').waitFor();
    await dialog.getByRole('button', { name: 'हाँ, सत्यापित करें' }).click();
    await page.getByRole('link', { name }).waitFor({ state: 'detached' });

    await page.goto(`/creators/${account.id}`);
    await page.getByText('पहचान पत्र ✓').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
