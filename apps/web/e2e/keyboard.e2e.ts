import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, signUpAs } from './support/accounts';
import { launchBrowser, newPage, STEP_TIMEOUT_MS, untilHydrated } from './support/browser';
import { checkDialogKeyboard, isFocused, tabTo } from './support/keyboard';
import { makeSweepData, PHONE, type SweepData, type Visitor } from './support/sweep';

/**
 * Keyboard-only use: signing in without a mouse, and every kind of dialog in the app opening from the keyboard,
 * keeping Tab inside itself and closing with Escape back to the button that opened it.
 */
describe('keyboard-only journeys', () => {
  let browser: Browser;
  let contexts: Map<Visitor, BrowserContext>;
  let data: SweepData;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ contexts, data } = await makeSweepData(browser, 'keys'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const pageAs = async (visitor: Visitor) => {
    const page = untilHydrated(await contexts.get(visitor)!.newPage());
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.setViewportSize({ width: 1280, height: 900 });
    return page;
  };
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  it('signs in with Tab, typing and Enter alone and lands on the dashboard, signed in', async () => {
    const { context: signUpContext } = await newPage(browser);
    const account = await signUpAs(signUpContext, 'creator', { name: 'Meera Joshi' });
    await signUpContext.close();

    const { context, page } = await newPage(browser);
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await tabTo(page, page.locator('input[type="email"]'));
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.locator('input[type="password"]'))).toBe(true);
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const me = (await (await context.request.get('/api/me')).json()) as { user: { email: string } };
    expect(me.user.email).toBe(account.email);
    await context.close();
  });

  it('posts a job with the keyboard alone: typing, a select, a date, skill toggles and the own-skill box', async () => {
    const page = await pageAs('enterprise');
    const title = `Keyboard-only catalogue shoot ${Date.now().toString(36)}`;
    await page.goto('/post-job');
    await page.getByRole('heading', { name: 'Post a Job' }).waitFor();
    await tabTo(page, page.getByLabel('Job title'));
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Thirty brass lamps on a plain background.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hubballi, Karnataka');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('Category'))).toBe(true);
    await page.keyboard.type('Photography');
    await page.keyboard.press('Tab');
    await page.keyboard.type('20000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('40000');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('Deadline'))).toBe(true);
    // A date field takes its parts as typed digits (month, day, year in this browser's en-US locale).
    await page.keyboard.type('06302099');
    const photography = page.getByRole('button', { name: 'Photography', exact: true });
    await tabTo(page, photography);
    await page.keyboard.press('Space');
    expect(await photography.getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, page.getByLabel('Another skill'));
    await page.keyboard.type('logo');
    // Enter in the own-skill box adds the skill; it does not send the form.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove Logo Design' }).waitFor();
    await tabTo(page, button(page, 'Post Job'));
    await page.keyboard.press('Enter');
    await page.getByText('Job posted successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/enterprise-dashboard');
    const mine = (await (await page.request.get('/api/enterprise/jobs')).json()) as {
      jobs: Array<Record<string, unknown>>;
    };
    const posted = mine.jobs.find((job) => job.title === title);
    // The end of 30 June 2099 in India.
    expect(posted?.deadline).toBe('2099-06-30T18:29:59.999Z');
    expect(posted).toMatchObject({
      category: 'photography',
      budgetMin: 20000,
      budgetMax: 40000,
      location: 'Hubballi, Karnataka',
      skills: ['photography', 'logo-design'],
    });
    await page.close();
  });

  it('opens every dialog of a visitor, a creator and an enterprise from the keyboard, traps Tab, closes with Escape', async () => {
    const problems: string[] = [];
    const check = async (page: Page, opener: ReturnType<Page['getByRole']>, label: string) => {
      const problem = await checkDialogKeyboard(page, opener, label).catch((error: Error) => {
        return `${label}: ${error.message.split('\n')[0]}`;
      });
      if (problem) problems.push(problem);
    };

    const visitor = await pageAs('signed-out');
    await visitor.goto(`/jobs/${data.openJobId}`);
    await check(visitor, button(visitor, 'Apply Now'), 'sign-in required dialog (visitor, Apply Now)');
    await visitor.close();

    const creator = await pageAs('creator');
    await creator.goto(`/jobs/${data.openJobId}`);
    await check(creator, button(creator, 'Apply Now'), 'apply dialog (creator)');
    await creator.goto(`/creators/${data.creator.id}`);
    await check(creator, button(creator, 'Edit profile'), 'creator profile edit dialog');
    await check(creator, button(creator, 'Add item'), 'portfolio add dialog');
    await check(creator, button(creator, `Edit ${data.portfolioTitle}`), 'portfolio edit dialog');
    await check(creator, button(creator, `Remove ${data.portfolioTitle}`), 'portfolio remove confirmation');
    await creator.close();

    const enterprise = await pageAs('enterprise');
    await enterprise.goto(`/enterprises/${data.enterprise.id}`);
    await check(enterprise, button(enterprise, 'Edit company details'), 'enterprise profile edit dialog');
    await enterprise.goto(`/creators/${data.creator.id}`);
    await check(enterprise, button(enterprise, 'Rate'), 'rating dialog');
    await enterprise.close();

    expect(problems.join('\n')).toBe('');
  });

  it('opens every admin dialog from the keyboard, traps Tab and closes with Escape', async () => {
    const problems: string[] = [];
    const admin = await pageAs('admin');
    const check = async (
      opener: ReturnType<Page['getByRole']>,
      label: string,
      ready?: (dialog: Locator) => Promise<void>,
    ) => {
      const problem = await checkDialogKeyboard(admin, opener, label, ready).catch(
        (error: Error) => `${label}: ${error.message.split('\n')[0]}`,
      );
      if (problem) problems.push(problem);
    };
    const openTab = async (name: string) => {
      const tab = admin.getByRole('tab', { name, exact: true });
      await tab.focus();
      await admin.keyboard.press('Enter');
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    };
    await admin.goto('/admin');
    await admin.getByRole('heading', { level: 1 }).waitFor();
    await check(button(admin, 'Add Job'), 'add job dialog');
    await admin
      .getByRole('searchbox', { name: 'Search jobs by title, enterprise or creator' })
      .fill(data.tag);
    const openRow = admin.getByRole('row').filter({ hasText: `Product photos ${data.tag}` });
    const assignedRow = admin.getByRole('row').filter({ hasText: `Harvest reel ${data.tag}` });
    // The assign dialog lists the creators it loads once open.
    await check(openRow.getByRole('button', { name: 'Assign', exact: true }), 'assign dialog', (dialog) =>
      dialog.getByRole('radio').first().waitFor(),
    );
    await check(assignedRow.getByRole('button', { name: 'Unassign', exact: true }), 'unassign confirmation');
    await check(openRow.getByRole('button', { name: 'Comments', exact: true }), 'comments dialog');
    await openTab('Creators');
    await check(button(admin, 'Add Creator'), 'add creator dialog');
    await openTab('All Users');
    await check(button(admin, 'Add User'), 'add user dialog');
    await check(
      admin.getByRole('button', { name: `Delete ${data.creator.name}` }).first(),
      'delete user confirmation',
    );
    await openTab('Showcase');
    await check(button(admin, 'Add New Item'), 'showcase item dialog');
    await admin.close();
    expect(problems.join('\n')).toBe('');
  });

  it('opens the phone menu and the account menu from the keyboard; Escape closes them back to their button', async () => {
    const page = untilHydrated(await contexts.get('creator')!.newPage());
    await page.setViewportSize(PHONE);
    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(toggle)).toBe(true);
    // Enter on a link in the menu follows it and the menu closes.
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Find Creators' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/creators');
    await menu.waitFor({ state: 'detached' });

    const account = page.getByRole('button', { name: /Account menu/ });
    await account.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await isFocused(account)).toBe(true);
    await page.close();
  });

  it("opens the job page's share menu from the keyboard: focus on its first item, arrows move, Escape returns", async () => {
    const page = await pageAs('signed-out');
    await page.goto(`/jobs/${data.openJobId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const share = button(page, 'Share');
    await share.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Share' });
    await menu.waitFor();
    expect(await share.getAttribute('aria-expanded')).toBe('true');
    const whatsapp = menu.getByRole('menuitem', { name: 'WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(await isFocused(whatsapp)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(menu.getByRole('menuitem', { name: 'Copy link' }))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(share)).toBe(true);
    await page.close();
  });
});
