import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/accounts';
import { baseUrl, launchBrowser, newPage, trackRequests, uniqueEmail } from './support/browser';

const PASSWORD = 'Str0ng!pass';

async function post(page: Page, url: string, data: Record<string, unknown>, method: 'post' | 'put' = 'post') {
  const response = await page.request[method](url, { headers: { origin: baseUrl() }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

async function signUpEnterprise(page: Page) {
  await post(page, '/api/accounts/signup', {
    role: 'enterprise',
    name: 'Rohini Patil',
    companyName: 'Dindori Grapes',
    industry: 'agriculture',
    state: 'maharashtra',
    district: 'Nashik',
    turnover: 'range_10_to_50_lakhs',
    productsServices: 'Organic grapes and spices',
    phone: '9876543210',
    establishedDate: '2015-04-01',
    address: 'Dindori Road, Nashik',
    email: uniqueEmail('e2e-dash-enterprise'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
}

async function signUpCreator(page: Page) {
  await post(page, '/api/accounts/signup', {
    role: 'creator',
    name: 'Kavya Hegde',
    email: uniqueEmail('e2e-dash-creator'),
    phone: '9845012345',
    address: 'Vidyanagar, Hubballi',
    bio: 'Reels for weavers and farmers',
    skills: 'Videography',
    interests: 'Food',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  return (await (await page.request.get('/api/me')).json()).user.id as string;
}

describe('dashboards, messages and live notifications', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an assignment reaches the open creator dashboard live; the two then exchange messages', async () => {
    const { page: enterprise } = await newPage(browser);
    const { page: creator } = await newPage(browser);
    const { page: admin } = await newPage(browser);
    await signUpEnterprise(enterprise);
    const creatorId = await signUpCreator(creator);
    await post(admin, '/api/auth/sign-in/email', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    const title = `Harvest reel ${Date.now().toString(36)}`;
    const { job } = await post(enterprise, '/api/jobs', {
      title,
      description: 'A one-minute reel of the grape harvest for our shop page.',
      location: 'Nashik, Maharashtra',
      budgetMin: 8000,
      budgetMax: 12000,
      deadline: '2099-06-30',
      skills: ['Lighting'],
    });

    // Before acceptance the creator has nobody to write to.
    await creator.goto('/dashboard?tab=notifications');
    await creator.getByRole('heading', { name: 'Notifications' }).waitFor();
    await creator.getByText('No notifications here.').waitFor();

    // The admin assigns; the creator's open page shows it without a reload.
    await post(admin, `/api/jobs/${job.id}/assignment`, { creatorId }, 'put');
    // The list and the live toast both say it.
    await creator.getByText(`You have been assigned to “${title}”`).first().waitFor();
    await creator.getByRole('link', { name: /Notifications, 1 unread/ }).waitFor();

    // On a laptop both panes show at once: Send with nobody chosen says what is missing.
    await enterprise.goto('/enterprise-dashboard?tab=messages');
    await enterprise.getByRole('button', { name: 'Send', exact: true }).click();
    await enterprise.getByText('Please select a recipient and enter a message', { exact: true }).waitFor();

    // The enterprise writes from its dashboard (the public page's "Send Message" link opens it like this).
    await enterprise.goto(`/enterprise-dashboard?tab=messages&to=${creatorId}`);
    await enterprise.getByRole('option', { name: 'Kavya Hegde' }).waitFor({ state: 'attached' });
    const box = enterprise.getByLabel('Message', { exact: true });
    await box.fill('Can you shoot on Saturday?');
    await box.press('Shift+Enter');
    await box.pressSequentially('Morning light is best.');
    await box.press('Enter');
    await enterprise.getByText('Message sent successfully').waitFor();
    expect(await box.inputValue()).toBe('');

    // The creator sees the unread conversation live; opening it marks it read and the count goes down.
    await creator.getByRole('tab', { name: 'Messages' }).click();
    const unread = creator.getByTestId('conversation-unread');
    await unread.waitFor();
    expect(await unread.innerText()).toContain('1');
    await creator.getByRole('link', { name: /Notifications, 2 unread/ }).waitFor();
    await creator.getByRole('button', { name: /Dindori Grapes|Rohini Patil/ }).click();
    await creator
      .getByTestId('message-thread')
      .getByText('Morning light is best.', { exact: false })
      .waitFor();
    await unread.waitFor({ state: 'detached' });
    await creator.getByRole('link', { name: /Notifications, 1 unread/ }).waitFor();

    // Empty text is refused in the browser; Enter sends the reply, which reaches the enterprise live.
    const reply = creator.getByLabel('Message', { exact: true });
    await reply.press('Enter');
    await creator.getByText('Please enter a message').waitFor();
    await reply.fill('Yes, Saturday at 6 am.');
    await reply.press('Enter');
    await creator.getByText('Message sent successfully').waitFor();
    await enterprise.getByTestId('message-thread').getByText('Yes, Saturday at 6 am.').waitFor();

    // Reading notifications brings the bell down.
    await creator.getByRole('tab', { name: 'Notifications' }).click();
    await creator.getByRole('button', { name: 'Mark all as read' }).click();
    await creator.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
  });

  it('shows a new creator the first steps, a scrolling tab bar and a refresh button in the header on a 360 px screen', async () => {
    const { page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await signUpCreator(page);
    await page.goto('/dashboard');
    // Instead of four zeros: what to do first, with the progress so far.
    const guide = page.getByTestId('getting-started');
    await guide.getByText('Apply to your first job').waitFor();
    await guide.getByText('Add your work to your portfolio').waitFor();
    expect(await guide.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await page.getByTestId('count-pending').count()).toBe(0);

    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    await tabs.getByRole('tab', { name: 'Messages' }).click();
    await page.waitForURL(/tab=messages/);
    await page.getByText('No conversations yet.').waitFor();
    // No thread is open: on a phone the list comes first and the thread view waits.
    expect(await page.getByTestId('thread-view').isVisible()).toBe(false);

    // The refresh button sits in the header above the tabs (it floated over the content before), reloads what the
    // dashboard shows and says when some of it failed.
    const refresh = page.getByRole('button', { name: 'Refresh' });
    expect((await refresh.boundingBox())!.y).toBeLessThan((await tabs.boundingBox())!.y);
    await page.route('**/api/messages/**', (route) => route.fulfill({ status: 400, body: '{}' }));
    await refresh.click();
    await page.getByText('Failed to refresh some data', { exact: true }).waitFor();
    await page.unroute('**/api/messages/**');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  it('says once, in a toast, when the dashboard data cannot load', async () => {
    const { page } = await newPage(browser);
    await signUpCreator(page);
    await page.route('**/api/creator/applications?*', (route) => route.fulfill({ status: 400, body: '{}' }));
    const requests = trackRequests(page);
    await page.goto('/dashboard');
    await page.getByText('Failed to load dashboard data', { exact: true }).waitFor();
    // Count once every request the page made is answered and rendered (a 4xx is not retried), not after a sleep.
    await requests.settled();
    expect(await page.getByText('Failed to load dashboard data', { exact: true }).count()).toBe(1);
  });

  it('sends everyone else to sign in', async () => {
    const { page } = await newPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL(/\/signin/);
    await signUpCreator(page);
    // A signed-in creator is sent to /signin, which at once sends a signed-in visitor on to its own dashboard: the
    // stop at /signin can be over before a check of the address, so every address the tab shows is recorded.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/enterprise-dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(visited.indexOf('/signin')).toBeGreaterThan(visited.indexOf('/enterprise-dashboard'));
    expect(visited.at(-1)).toBe('/dashboard');
    // A signed-in non-admin at /admin is told why, and cannot make itself the admin once one exists.
    const bootstrap = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/bootstrap') && response.request().method() === 'GET',
    );
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    expect(await (await bootstrap).json()).toMatchObject({ available: false });
    await page.getByRole('button', { name: 'Refresh role' }).waitFor();
    expect(await page.getByRole('button', { name: 'Make my account the admin' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Jobs' }).count()).toBe(0);
  });
});
