import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { assertPhoneFriendly } from './support/layout-checks';

/** Titles of the job cards on the page, once the list (named "काम" in Hindi) is there. */
async function cardTitles(page: Page) {
  const list = page.getByRole('list', { name: 'काम' });
  await list.waitFor();
  return list.getByRole('heading').allInnerTexts();
}

/**
 * Search as India types (decision 271): in Hindi on a 360 px phone, a job written in English is found by typing its
 * words in Devanagari, as phone keyboards type them (no nukta), and a romanised Hindi word is read as the Hindi word,
 * which the page says.
 */
describe('searching across scripts', () => {
  let browser: Browser;
  // An invented name no other job has, so the search finds this job alone.
  const place = `Zorvanto`;
  const title = `Wedding and drone video at the ${place} farm`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await newPage(browser);
    await signUpAs(context, 'enterprise');
    const response = await page.request.post('/api/jobs', {
      data: {
        title,
        description: 'Two days of filming, an edited film of ten minutes.',
        location: 'Hubballi, Karnataka',
        budgetMin: 20000,
        budgetMax: 40000,
        deadline: '2099-06-30',
        skills: ['Videography'],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds an English job by Devanagari words and says what a romanised word was read as', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/jobs');
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await page.getByRole('heading', { name: 'काम खोजें' }).waitFor();

    await page.getByLabel('कीवर्ड').fill('ड्रोन जोरवांटो');
    await page.getByRole('button', { name: 'खोजें', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'ड्रोन जोरवांटो');
    await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual([title]);
    await assertPhoneFriendly(page, 'Find Jobs in Hindi at 360 px, Devanagari search');

    await page.getByLabel('कीवर्ड').fill('shaadi जोरवांटो');
    await page.getByRole('button', { name: 'खोजें', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'shaadi जोरवांटो');
    await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual([title]);
    await expect
      .poll(() => page.getByTestId('search-understood').innerText())
      .toBe('शादी (shaadi) के परिणाम दिखाए जा रहे हैं');
    if (process.env.SEARCH_SCREENSHOT)
      await page.screenshot({ path: process.env.SEARCH_SCREENSHOT, fullPage: true });
    await context.close();
  });
});
