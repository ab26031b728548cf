import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs } from './support/accounts';
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

  it('offers the admin sign-in in the mobile menu of a signed-out visitor, at 360 px', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of [
      'Find Jobs',
      'Find Creators',
      'Find Enterprises',
      'How It Works',
      'Log in',
      'Sign up',
    ]) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await menu.getByRole('link', { name: 'Admin Sign In' }).click();
    await page.getByRole('button', { name: 'Sign In as Administrator' }).waitFor();
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    await context.close();
  });

  it('keeps the phone menu a signed-in reader opened while the page was still loading', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await signUpAs(context, 'creator');
    // A slow network: the Find Jobs page's code arrives only once the menu is open.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const slow = async (route: Route) => {
      await held;
      await route.continue();
    };
    const isJobsCode = (url: URL) => url.pathname.startsWith('/assets/jobs-');
    await context.route(isJobsCode, slow);
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Find Creators', exact: true }).waitFor();
    // The page is still loading behind the open menu.
    expect(await page.getByRole('heading', { name: 'Find Jobs', level: 1 }).count()).toBe(0);
    answer();
    await page.getByRole('heading', { name: 'Find Jobs', level: 1 }).waitFor();
    expect(await menu.isVisible()).toBe(true);
    await context.unroute(isJobsCode, slow);
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
