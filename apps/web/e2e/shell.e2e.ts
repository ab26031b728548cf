import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

describe('web shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the not-found page with a link home for unknown paths', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('404').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('keeps the language choice across a reload and sets <html lang>', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'ಕನ್ನಡ' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'kn');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'kn');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('kn');
    await page.getByRole('link', { name: 'ಕೆಲಸ ಹುಡುಕಿ' }).first().waitFor();
    // The home page's own texts follow too: the hero's join button and the home-data loading states.
    await page.getByRole('link', { name: 'ಕಲಾಸೇತುವಿಗೆ ಸೇರಿ' }).waitFor();
    await page.getByRole('heading', { name: 'ಇತ್ತೀಚಿನ ಕೆಲಸ' }).waitFor();
    await context.close();
  });
});
