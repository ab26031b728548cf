import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSettingsResponse } from '@kalasetu/shared/mail-settings';
import type { NoticePreferencesResponse } from '@kalasetu/shared/notices';
import { signUpAs } from './support/accounts';
import { assertNoAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';

async function serverSettings(page: Page) {
  const response = await page.request.get('/api/me/mail-settings');
  return ((await response.json()) as MailSettingsResponse).settings;
}
async function serverPreferences(page: Page) {
  const response = await page.request.get('/api/me/notice-preferences');
  return ((await response.json()) as NoticePreferencesResponse).preferences;
}

/** Settings → Preferences: channels per kind of notice and a creator's job alerts are kept by the server. */
describe('notice and mail settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a creator turns an e-mail off and chooses a daily digest of jobs in their district', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await signUpAs(context, 'creator');
    await page.goto('/settings?tab=preferences');

    const invitations = page.getByRole('group', { name: 'Invitations to apply' });
    const byEmail = invitations.getByRole('checkbox', { name: 'E-mail' });
    await expect.poll(() => byEmail.isChecked()).toBe(true);
    // WhatsApp waits for a confirmed mobile number: nothing can be ticked for it yet.
    expect(await invitations.getByRole('checkbox', { name: 'WhatsApp' }).isDisabled()).toBe(true);
    await page.getByText('Needs a confirmed mobile number on your account.').first().waitFor();
    await byEmail.click();
    await page.getByText('Preferences saved').waitFor();
    expect((await serverPreferences(page)).choices.invitation).toMatchObject({ email: false });
    // An enterprise's topic has no row on a creator's page.
    expect(await page.getByRole('group', { name: 'New applications to my jobs' }).count()).toBe(0);

    await page.getByRole('radio', { name: 'One email a day, at 8 am' }).check();
    await page.getByRole('radio', { name: 'Only in my district' }).check();
    // No cap until one is chosen.
    expect(await page.getByRole('combobox', { name: 'At most' }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save job alerts' }).click();
    // A district needs a state first: refused in the form, nothing saved.
    await page.getByText('Please select your state').waitFor();
    await page.getByRole('combobox', { name: 'My state' }).selectOption('karnataka');
    await page.getByRole('combobox', { name: 'My district' }).selectOption('Mysuru');
    await page.getByRole('combobox', { name: 'At most' }).selectOption('3');
    await page.getByRole('button', { name: 'Save job alerts' }).click();
    await page.getByText('Job alerts saved').waitFor();
    expect((await serverSettings(page)).jobAlerts).toEqual({
      area: 'district',
      state: 'karnataka',
      district: 'Mysuru',
      dailyLimit: 3,
      delivery: 'digest',
    });

    await page.reload();
    await expect.poll(() => byEmail.isChecked()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'My district' }).inputValue()).toBe('Mysuru');
    await assertNoAxeViolations(page, 'settings → preferences (creator, 360 px)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
