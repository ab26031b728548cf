import type { BrowserContext, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUpAs, type SignedUp } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';

async function post(context: BrowserContext, url: string, data: Record<string, unknown> = {}) {
  const response = await context.request.post(url, { headers: { origin: baseUrl() }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

interface Side {
  context: BrowserContext;
  page: Page;
}

/**
 * The hiring loop between three browsers: an enterprise recommends an applicant, the admin's queue shows
 * it live, the admin assigns in one step or declines with a reason, and each side reads what happened with a link
 * to where it acts next.
 */
describe('hiring loop: recommend, decide, tell', () => {
  let browser: Browser;
  let enterprise: Side & { user: SignedUp };
  let admin: Side;
  const tag = Date.now().toString(36);

  async function appliedJob(title: string, creatorName: string) {
    const { job } = await post(enterprise.context, '/api/jobs', {
      title,
      description: 'Photos of the harvest and the packing shed for our new shop page.',
      location: 'Nashik, Maharashtra',
      budgetMin: 15000,
      budgetMax: 20000,
      deadline: '2099-06-30',
      skills: ['Photography'],
    });
    const creator = await newPage(browser);
    const user = await signUpAs(creator.context, 'creator', { name: creatorName });
    const { application } = await post(creator.context, `/api/jobs/${job.id}/applications`, {
      proposedPrice: 17500,
      coverLetter: 'I have shot three harvests in Nashik and can deliver edited photos in a week.',
    });
    return {
      jobId: job.id as number,
      applicationId: application.id as number,
      creator: { ...creator, user },
    };
  }

  const queueItem = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(name) });

  beforeAll(async () => {
    browser = await launchBrowser();
    const e = await newPage(browser);
    enterprise = { ...e, user: await signUpAs(e.context, 'enterprise', { companyName: `Dindori ${tag}` }) };
    admin = await newPage(browser);
    await signInAsAdmin(admin.context);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin sees a recommendation arrive live and assigns it in one step; both sides are told', async () => {
    const title = `Harvest photos ${tag}`;
    const creatorName = `Asha Rao ${tag}`;
    const { jobId, creator } = await appliedJob(title, creatorName);
    await creator.page.goto('/dashboard?tab=notifications');
    await creator.page.getByRole('heading', { name: 'Notifications' }).waitFor();

    await admin.page.goto('/admin');
    await admin.page.getByRole('heading', { level: 1 }).waitFor();
    const count = async () =>
      (await (await admin.context.request.get('/api/admin/recommendations/count')).json()).count as number;
    const before = await count();

    // The "applied" notice leads to this job's applicants; the card names the action for what it does.
    await enterprise.page.goto(`/enterprise-dashboard?tab=applications&job=${jobId}`);
    const card = enterprise.page.getByTestId('applicant-card').filter({ hasText: creatorName });
    await card.getByText('₹17,500').waitFor();
    await card.getByText('An admin reviews your recommendation').waitFor();
    await card.getByRole('button', { name: 'Recommend for hiring' }).click();
    await enterprise.page.getByText('Application sent for admin approval').waitFor();

    // The admin's open dashboard is told live, in words, and its badge counts the new one.
    await admin.page.getByText(`recommends ${creatorName} for “${title}”`).waitFor();
    const badge = admin.page.getByTestId('recommendation-count');
    await expect.poll(async () => Number(await badge.innerText())).toBeGreaterThanOrEqual(before + 1);
    // The toast's button leads to where the decision is taken.
    await admin.page.getByRole('button', { name: 'Review', exact: true }).click();
    await admin.page.waitForURL(/tab=recommendations/);
    const item = queueItem(admin.page, creatorName);
    expect(await item.innerText()).toContain(title);
    expect(await item.innerText()).toContain('₹17,500');
    await item.getByRole('button', { name: `Assign ${creatorName}` }).click();
    await admin.page.getByText(`${creatorName} assigned to “${title}”`).waitFor();
    await item.waitFor({ state: 'detached' });

    // The creator's open page shows it live, with the next step.
    await creator.page.getByText(`You have been assigned to “${title}”`).first().waitFor();
    const next = creator.page
      .getByTestId('notification-item')
      .filter({ hasText: title })
      .getByRole('link', { name: 'Message the enterprise' });
    expect(await next.getAttribute('href')).toBe(`/dashboard?tab=messages&to=${enterprise.user.id}`);

    // The enterprise reads who was assigned, in its notifications and in My Jobs.
    await enterprise.page.goto('/enterprise-dashboard?tab=notifications');
    const notice = enterprise.page
      .getByTestId('notification-item')
      .filter({ hasText: `Your recommendation was accepted: ${creatorName} is assigned to “${title}”` });
    const link = notice.getByRole('link', { name: 'Message the creator' });
    expect(await link.getAttribute('href')).toBe(`/enterprise-dashboard?tab=messages&to=${creator.user.id}`);
    await enterprise.page.goto('/enterprise-dashboard?tab=jobs');
    const profile = enterprise.page.getByRole('link', { name: creatorName });
    expect(await profile.getAttribute('href')).toBe(`/creators/${creator.user.id}`);
    await creator.context.close();
  });

  it('a declined recommendation reaches the enterprise with the reason, back at the applicant to decide again', async () => {
    const title = `Packing shed reel ${tag}`;
    const creatorName = `Vikram Shetty ${tag}`;
    const { jobId, applicationId, creator } = await appliedJob(title, creatorName);
    await post(enterprise.context, `/api/applications/${applicationId}/recommend`);

    await admin.page.goto('/admin?tab=recommendations');
    const item = queueItem(admin.page, creatorName);
    await item.getByRole('button', { name: 'Decline' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Decline the recommendation' });
    await dialog.getByRole('button', { name: 'Decline recommendation' }).click();
    expect(await dialog.getByRole('textbox', { name: /Reason/ }).getAttribute('aria-invalid')).toBe('true');
    const reason = 'The proposed price is above the job budget the enterprise set';
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Decline recommendation' }).click();
    await admin.page.getByText('Recommendation declined; the enterprise has been told why').waitFor();
    await item.waitFor({ state: 'detached' });

    await enterprise.page.goto('/enterprise-dashboard?tab=notifications');
    await enterprise.page
      .getByTestId('notification-item')
      .filter({ hasText: `Your recommendation of ${creatorName} for “${title}” was declined: ${reason}` })
      .getByRole('link', { name: 'Review applicants' })
      .click();
    await enterprise.page.waitForURL(new RegExp(`tab=applications&job=${jobId}`));
    const card = enterprise.page.getByTestId('applicant-card').filter({ hasText: creatorName });
    await card.getByText(`The admin declined your recommendation: ${reason}`).waitFor();
    // Rejecting asks first; cancelling changes nothing.
    await card.getByRole('button', { name: 'Reject' }).click();
    const confirm = enterprise.page.getByRole('dialog', { name: 'Reject this application?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Recommend for hiring' }).waitFor();
    await creator.context.close();
  });
});
