import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, signInAsAdmin, signUpAs } from './support/accounts';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from './support/browser';

const PASSWORD = 'Str0ng!pass';
const run = Date.now().toString(36);

/** An enterprise with one open job and a creator, made through the API (this journey is about the admin). */
async function makeMarketplace() {
  const enterprise = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { origin: baseUrl() },
  });
  const signUp = await enterprise.post('/api/accounts/signup', {
    data: {
      role: 'enterprise',
      name: 'Rohini Patil',
      companyName: `Admin Journey Farms ${run}`,
      industry: 'agriculture',
      state: 'maharashtra',
      district: 'Nashik',
      turnover: 'range_10_to_50_lakhs',
      productsServices: 'Organic grapes',
      phone: '9876543210',
      establishedDate: '2015-04-01',
      address: 'Dindori Road, Nashik',
      email: uniqueEmail('admin-e2e-enterprise'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(signUp.status()).toBe(201);
  const jobTitle = `Grape harvest film ${run}`;
  const job = await enterprise.post('/api/jobs', {
    data: {
      title: jobTitle,
      description: 'A short film of the harvest for our buyers.',
      location: 'Nashik, Maharashtra',
      budgetMin: 15000,
      budgetMax: 30000,
      deadline: '2099-06-30',
    },
  });
  expect(job.status()).toBe(201);
  await enterprise.dispose();

  const creator = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  const creatorName = `Kavya Hegde ${run}`;
  const creatorSignUp = await creator.post('/api/accounts/signup', {
    data: {
      role: 'creator',
      name: creatorName,
      email: uniqueEmail('admin-e2e-creator'),
      phone: '9845012345',
      address: 'Vidyanagar, Hubballi',
      bio: 'Reels for weavers and farmers',
      skills: 'Videography',
      interests: 'Food',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(creatorSignUp.status()).toBe(201);
  const creatorId = ((await creatorSignUp.json()) as { user: { id: string } }).user.id;
  const contactSubject = `Bulk order question ${run}`;
  const contact = await creator.post('/api/contact', {
    data: {
      name: 'Suresh Kulkarni',
      email: uniqueEmail('admin-e2e-contact'),
      subject: contactSubject,
      message: 'Can a creator shoot our weekly market in Dharwad?',
    },
  });
  expect(contact.status()).toBe(201);
  await creator.dispose();
  return { jobTitle, creatorName, creatorId, contactSubject };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('admin back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('verifies, assigns, completes, comments, manages the showcase, creates then deletes a user, reads contact messages', async () => {
    const { jobTitle, creatorName, creatorId, contactSubject } = await makeMarketplace();
    const { context, page } = await newPage(browser);

    await page.goto('/admin');
    await page.waitForURL('**/admin-signin');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In as Administrator' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'User Growth' }).waitFor();

    // Verify the creator, after confirming (no evidence was sent): the button is disabled afterwards.
    await page.getByRole('tab', { name: 'Creators' }).click();
    const verify = page.getByRole('button', { name: `Verify ${creatorName}` });
    await verify.click();
    const verifyDialog = page.getByRole('dialog', { name: 'Verify this profile?' });
    await verifyDialog.getByText(`${creatorName} sent no evidence`, { exact: false }).waitFor();
    await verifyDialog.getByRole('button', { name: 'Yes, verify' }).click();
    await toast(page, 'Creator verified successfully');
    await page.waitForFunction((name) => {
      const button = document.querySelector(`button[aria-label="Verify ${name}"]`);
      return button instanceof HTMLButtonElement && button.disabled;
    }, creatorName);
    // The public profile now carries the badge (the same one cards, profiles and applicant lists show).
    const profile = await context.newPage();
    await profile.goto(`/creators/${creatorId}`);
    const name = profile.getByRole('heading', { level: 1, name: creatorName });
    await name.waitFor();
    // The badge names what was checked; verified by an admin, it carries the verified mark.
    expect(await profile.getByRole('main').getByText('Checked by KalaSetu:').count()).toBe(1);
    // An admin may write to anyone: Send Message opens the admin dashboard's conversations with this creator.
    await profile.getByRole('button', { name: 'Send Message' }).click();
    await profile.waitForURL(
      (url) => url.pathname === '/admin' && url.searchParams.get('tab') === 'conversations',
    );
    expect(await profile.getByRole('tab', { name: 'Conversations' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await profile.getByRole('textbox', { name: 'Message' }).fill('Please add two photos to your portfolio.');
    await profile.getByRole('button', { name: 'Send' }).click();
    await toast(profile, 'Message sent successfully');
    await profile
      .getByTestId('message-thread')
      .getByText('Please add two photos to your portfolio.')
      .waitFor();
    await profile.close();

    // Assign the creator to the job, then mark it completed.
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.getByRole('searchbox', { name: /Search jobs/ }).fill(jobTitle);
    const row = page.getByRole('row', { name: new RegExp(jobTitle) });
    await row.getByRole('button', { name: 'Assign', exact: true }).click();
    const assignDialog = page.getByRole('dialog', { name: 'Assign a creator' });
    // Applicants come first; a search finds anyone else by name.
    await assignDialog.getByRole('searchbox', { name: 'Find by name or email' }).fill(creatorName);
    const option = assignDialog.getByRole('radio', { name: new RegExp(creatorName) });
    await option.waitFor();
    await expect.poll(() => assignDialog.getByRole('radio').count()).toBe(1);
    await option.check();
    await assignDialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await toast(page, 'Creator assigned');
    await row.getByRole('cell', { name: creatorName }).waitFor();
    await page.getByLabel(`Status of ${jobTitle}`).selectOption('completed');
    await toast(page, 'Job status updated');

    // A comment, shown with the admin's name.
    await row.getByRole('button', { name: 'Comments' }).click();
    const comments = page.getByRole('dialog', { name: 'Comments' });
    await comments.getByLabel('New comment').fill('Delivered the final cut on time.');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await comments.getByText('Delivered the final cut on time.').waitFor();
    await comments.getByText(E2E_ADMIN.name, { exact: false }).waitFor();
    await page.keyboard.press('Escape');

    // Showcase: add an item, then delete it through 'Confirm Deletion'.
    await page.getByRole('tab', { name: 'Showcase' }).click();
    await page.getByRole('button', { name: 'Add New Item' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Item' });
    const itemTitle = `Harvest poster ${run}`;
    await form.getByLabel(/^Title/).fill(itemTitle);
    await form.getByLabel('Or image URL').fill('/demo/showcase-print.webp');
    await form.getByRole('button', { name: 'Add New Item' }).click();
    await toast(page, 'Showcase item added');
    await page.getByRole('button', { name: `Delete ${itemTitle}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Showcase item deleted');
    await page.getByRole('button', { name: `Delete ${itemTitle}` }).waitFor({ state: 'detached' });

    // All Users: create a user, then delete it through both confirmations.
    await page.getByRole('tab', { name: 'All Users' }).click();
    await page.getByRole('heading', { name: 'Users Management' }).waitFor();
    await page.getByRole('button', { name: 'Add User' }).click();
    const addUser = page.getByRole('dialog', { name: 'Add User' });
    const userName = `Temp Creator ${run}`;
    const userEmail = uniqueEmail('admin-e2e-temp');
    await addUser.getByLabel(/^Name/).fill(userName);
    await addUser.getByLabel(/^Email/).fill(userEmail);
    await addUser.getByLabel(/^Password/).fill(PASSWORD);
    await addUser.getByLabel(/^Role/).selectOption('creator');
    await addUser.getByRole('button', { name: 'Create user' }).click();
    await toast(page, 'New creator added successfully');
    await page.getByRole('searchbox', { name: /Search users/ }).fill(userEmail);
    await page.getByRole('button', { name: `Delete ${userName}` }).click();
    const first = page.getByRole('dialog', { name: 'Delete User' });
    await first
      .getByText('Are you sure you want to delete this user? This action cannot be undone.')
      .waitFor();
    await first.getByRole('button', { name: 'Delete', exact: true }).click();
    const final = page.getByRole('dialog', { name: 'Final confirmation' });
    await final
      .getByText(
        "This action will permanently delete this user's account and all associated data. This cannot be undone.",
      )
      .waitFor();
    await final.getByRole('button', { name: 'Yes, Delete User' }).click();
    await toast(page, 'User deleted successfully');
    await page.getByText('No users found').waitFor();

    // Contact messages: the unread message is marked read.
    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.getByLabel('Show messages').selectOption('unread');
    const message = page.getByRole('listitem').filter({ hasText: contactSubject });
    await message.getByRole('button', { name: 'Mark as read' }).click();
    await message.waitFor({ state: 'detached' });
    await page.getByLabel('Show messages').selectOption('read');
    await page
      .getByRole('listitem')
      .filter({ hasText: contactSubject })
      .getByRole('button', { name: 'Mark as unread' })
      .waitFor();

    const gone = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: userEmail, password: PASSWORD },
    });
    expect(gone.status()).toBe(401);
    await context.close();
  });

  it("adds a job for any enterprise from the Add Job dialog, after the spec's two refusals", async () => {
    const company = `Konkan Cashew Works ${run}`;
    const { context: enterprise } = await newPage(browser);
    await signUpAs(enterprise, 'enterprise', { companyName: company });

    const { context, page } = await newPage(browser);
    await signInAsAdmin(context);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Job', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a job for an enterprise' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Add Job', exact: true });
    await submit.click();
    await toast(page, 'Please select an enterprise');
    await dialog.getByRole('searchbox', { name: 'Find by name or email' }).fill(company);
    const option = dialog.locator('option', { hasText: company });
    await option.waitFor({ state: 'attached' });
    await dialog.getByLabel(/^Enterprise/).selectOption((await option.getAttribute('value'))!);
    await submit.click();
    await toast(page, 'Title and description are required');
    const title = `Cashew packing reels ${run}`;
    await dialog.getByLabel(/^Job title/).fill(title);
    await dialog.getByLabel(/^Description/).fill('Six short reels of roasting and packing.');
    await dialog.getByLabel(/^Location/).fill('Ratnagiri, Maharashtra');
    await dialog.getByLabel(/^Minimum budget/).fill('150000');
    await dialog.getByText('₹1.5 L', { exact: true }).waitFor();
    await dialog.getByLabel(/^Maximum budget/).fill('200000');
    await dialog.getByLabel(/^Deadline/).fill('2099-03-31');
    await dialog.getByLabel(/^Skills/).fill('Videography, Reels');
    await submit.click();
    await toast(page, 'Job added');
    await dialog.waitFor({ state: 'detached' });
    const jobs = (await (await enterprise.request.get('/api/enterprise/jobs')).json()) as {
      jobs: Array<Record<string, unknown>>;
    };
    expect(jobs.jobs.find((job) => job.title === title)).toMatchObject({
      budgetMin: 150000,
      budgetMax: 200000,
      location: 'Ratnagiri, Maharashtra',
      skills: ['videography', 'content-creation'],
    });
    await enterprise.close();
    await context.close();
  });

  it("removes an abusive rating from a user's ratings, after asking", async () => {
    // An enterprise that hired a creator rates the work (a rating needs a job done together).
    const origin = { origin: baseUrl() };
    const { context: firm } = await newPage(browser);
    await signUpAs(firm, 'enterprise', { companyName: `Rating Journey Farms ${run}` });
    const job = await firm.request.post('/api/jobs', {
      headers: origin,
      data: {
        title: `Ghee label shoot ${run}`,
        description: 'Photographs of our ghee jars for the new labels.',
        location: 'Anand, Gujarat',
        budgetMin: 8000,
        budgetMax: 12000,
        deadline: '2099-06-30',
      },
    });
    expect(job.status()).toBe(201);
    const jobId = ((await job.json()) as { job: { id: number } }).job.id;
    const { context: other } = await newPage(browser);
    const creator = await signUpAs(other, 'creator', { name: `Rated Creator ${run}` });
    const { context, page } = await newPage(browser);
    await signInAsAdmin(context);
    const assigned = await context.request.put(`/api/jobs/${jobId}/assignment`, {
      headers: origin,
      data: { creatorId: creator.id },
    });
    expect(assigned.status()).toBe(200);
    // The assignment drafts a work agreement; its job is rated once completed.
    const completed = await context.request.patch(`/api/jobs/${jobId}/status`, {
      headers: origin,
      data: { status: 'completed' },
    });
    expect(completed.status()).toBe(200);
    const rated = await firm.request.put(`/api/ratings/${creator.id}`, {
      headers: origin,
      data: { jobId, value: 1, comment: 'Abusive words a competitor wrote' },
    });
    expect(rated.status()).toBe(200);
    // A review is shown once both sides have written theirs: the creator rates the enterprise back.
    const firmId = ((await (await firm.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
    const ratedBack = await other.request.put(`/api/ratings/${firmId}`, {
      headers: origin,
      data: { jobId, value: 5, comment: 'Clear brief, paid on time' },
    });
    expect(ratedBack.status()).toBe(200);
    const stats = await context.request.get(`/api/ratings/${creator.id}`);
    expect(((await stats.json()) as { count: number }).count).toBe(1);

    await page.goto('/admin?tab=users');
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(creator.name);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Ratings of ${creator.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ratings of ${creator.name}` });
    await dialog.getByText('Abusive words a competitor wrote').waitFor();
    await dialog.getByRole('button', { name: /^Remove the rating from/ }).click();
    await dialog.getByText('Remove this rating? The average is recalculated at once.').waitFor();
    await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
    await toast(page, 'Rating removed');
    await dialog.getByText('No ratings yet.').waitFor();

    const after = await context.request.get(`/api/ratings/${creator.id}`);
    expect(((await after.json()) as { count: number }).count).toBe(0);
  });
});
