import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUpAs } from './support/accounts';
import { formatViolations, runAxe } from './support/axe';
import { launchBrowser, newPage, uniqueEmail } from './support/browser';
import { PHONE, uiText, useLanguage } from './support/sweep';

const run = Date.now().toString(36);
const hi = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    uiText('hi', key),
  );
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/** A phone in Hindi: 360 px wide, the interface language chosen before the first page. */
async function hindiPhone(browser: Browser) {
  const opened = await newPage(browser, { viewport: PHONE });
  await useLanguage(opened.context, 'hi');
  return opened;
}

/** An enterprise's job done by the creator: posted, applied to, assigned, agreed, delivered and approved (API). */
async function completedJob(
  browser: Browser,
  firm: BrowserContext,
  maker: BrowserContext,
  title: string,
  creatorId: string,
) {
  const admin = (await newPage(browser)).context;
  await signInAsAdmin(admin);
  const job = await firm.request.post('/api/jobs', {
    data: {
      title,
      description: 'Photos of our handloom stall for the Dasara fair.',
      location: 'Mysuru, Karnataka',
      budgetMin: 5000,
      budgetMax: 9000,
      deadline: '2099-06-30',
      category: 'photography',
    },
  });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()) as { job: { id: number } }).job.id;
  const applied = await maker.request.post(`/api/jobs/${jobId}/applications`, {
    data: { proposedPrice: '8000', coverLetter: 'I photograph stalls and fairs.' },
  });
  expect(applied.status()).toBe(201);
  expect((await admin.request.put(`/api/jobs/${jobId}/assignment`, { data: { creatorId } })).status()).toBe(
    200,
  );
  await admin.close();
  expect((await maker.request.put('/api/me/payout', { data: { vpa: 'meera.s@ybl' } })).status()).toBe(200);
  type Agreement = {
    agreement: {
      version: number;
      milestones: { id: number; amountPaise: number; payment: { id: number } | null }[];
    };
  };
  const agreementNow = async () =>
    ((await (await maker.request.get(`/api/jobs/${jobId}/agreement`)).json()) as Agreement).agreement;
  // Every step carries what it was shown: the terms' version, the part's amount.
  const { version } = await agreementNow();
  expect(
    (await maker.request.post(`/api/jobs/${jobId}/agreement/accept`, { data: { version } })).status(),
  ).toBe(200);
  const part = (await agreementNow()).milestones[0]!;
  const delivered = await maker.request.post(`/api/milestones/${part.id}/deliver`, {
    data: { note: 'All photos' },
  });
  expect(delivered.status()).toBe(200);
  const amountPaise = part.amountPaise;
  expect(
    (await firm.request.post(`/api/milestones/${part.id}/approve`, { data: { amountPaise } })).status(),
  ).toBe(200);
  // Approved is not done: the agreement completes, and reviews are asked for, once the payment is confirmed.
  const utr = `4${Date.now().toString().slice(-11)}`;
  expect(
    (await firm.request.post(`/api/milestones/${part.id}/payment`, { data: { utr, amountPaise } })).status(),
  ).toBe(200);
  const paymentId = (await agreementNow()).milestones[0]!.payment!.id;
  expect(
    (await maker.request.post(`/api/payments/${paymentId}/confirm`, { data: { amountPaise } })).status(),
  ).toBe(200);
  return jobId;
}

/** From the dashboard's review request to the other side's profile, with the Rate dialog open on the job. */
async function writeReview(page: Page, dashboard: string, other: string, stars: number, text: string) {
  await page.goto(dashboard);
  const banner = page.getByRole('region', { name: hi('ratings.banner.title') });
  await banner.getByRole('link', { name: hi('ratings.banner.write', { name: other }) }).click();
  const dialog = page.getByRole('dialog', { name: hi('ratings.title', { name: other }) });
  await dialog
    .getByRole('radio', {
      name: hi(stars === 1 ? 'ratings.starOne' : 'ratings.starOther', { count: String(stars) }),
    })
    .check();
  await dialog.getByLabel(new RegExp(`^${hi('ratings.comment').replace(/[()]/g, '\\$&')}`)).fill(text);
  await fitsThePhone(page);
  await dialog.getByRole('button', { name: hi('ratings.submit') }).click();
  await page.getByText(hi('ratings.success')).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('reviews both ways and inviting from a profile, on a phone in Hindi', () => {
  let launchedBrowser: Browser;
  beforeAll(async () => {
    launchedBrowser = await launchBrowser();
  });
  afterAll(async () => {
    await launchedBrowser?.close();
  });

  it('both sides review; each sees the other’s review only after both wrote', async () => {
    const firm = await hindiPhone(launchedBrowser);
    const maker = await hindiPhone(launchedBrowser);
    const company = `Mysuru Silks ${run}`;
    await signUpAs(firm.context, 'enterprise', { name: 'Lakshmi Rao', companyName: company });
    const creator = await signUpAs(maker.context, 'creator', { name: `Meera Shetty ${run}` });
    const me = (await (await firm.context.request.get('/api/me')).json()) as { user: { id: string } };
    const title = `Dasara stall photos ${run}`;
    await completedJob(launchedBrowser, firm.context, maker.context, title, creator.id);

    // The creator writes first, from the dashboard's request; the enterprise's profile does not show it yet.
    await writeReview(maker.page, '/dashboard', company, 5, 'Paid on time and explained the brief clearly.');
    const { page: f } = firm;
    await f.goto(`/enterprises/${me.user.id}`);
    const reviewsOfFirm = f.locator('#reviews');
    await reviewsOfFirm.getByText(hi('ratings.reviews.none')).waitFor();
    expect(await f.getByText('Paid on time').count()).toBe(0);

    // The enterprise is told the creator wrote one, and writes its own to see it.
    await f.goto('/enterprise-dashboard');
    await f.getByText(hi('ratings.banner.theyWrote', { name: creator.name, title })).waitFor();
    await writeReview(f, '/enterprise-dashboard', creator.name, 4, 'Lovely photos, delivered a day early.');

    // Now both are public, with the job's title: the creator's on the enterprise, the enterprise's on the creator.
    await f.goto(`/enterprises/${me.user.id}`);
    await reviewsOfFirm.getByText('Paid on time and explained the brief clearly.').waitFor();
    expect(await reviewsOfFirm.innerText()).toContain(title);
    await fitsThePhone(f);
    // The route sweep's profiles have no reviews yet: the reviews' own markup is held to axe here.
    const onFirm = await runAxe(f);
    expect(onFirm, formatViolations(onFirm, 'enterprise profile with reviews')).toEqual([]);
    const { page: m } = maker;
    await m.goto(`/creators/${creator.id}`);
    const reviewsOfCreator = m.locator('#reviews');
    await reviewsOfCreator.getByText('Lovely photos, delivered a day early.').waitFor();
    expect(await reviewsOfCreator.innerText()).toContain(company);
    // Both wrote: nothing is asked of either any more.
    expect(await m.getByRole('button', { name: hi('ratings.rate') }).count()).toBe(0);
    await fitsThePhone(m);
    const onCreator = await runAxe(m);
    expect(onCreator, formatViolations(onCreator, 'creator profile with reviews')).toEqual([]);
    await firm.context.close();
    await maker.context.close();
  });

  it('a visitor invites a creator from the profile through signing up and posting a first job', async () => {
    const { context: creatorContext } = await newPage(launchedBrowser);
    const creator = await signUpAs(creatorContext, 'creator', { name: `Kavya Hegde ${run}` });
    await creatorContext.close();

    const { context, page } = await hindiPhone(launchedBrowser);
    await page.goto(`/creators/${creator.id}`);
    await page.getByRole('button', { name: hi('invitations.invite.open') }).click();
    const ask = page.getByRole('dialog', { name: hi('invitations.visitor.title', { name: creator.name }) });
    await fitsThePhone(page);
    await ask.getByRole('link', { name: hi('invitations.visitor.signUp') }).click();

    // Sign up as a business (the fields by name: the form's own labels are checked elsewhere).
    await page.waitForURL((url) => url.pathname === '/signup/enterprise');
    const field = (name: string) => page.locator(`:is(input, select, textarea)[name="${name}"]`);
    await field('name').fill('Rohini Patil');
    await field('companyName').fill(`Ilkal Looms ${run}`);
    await field('industry').selectOption('handicrafts');
    await field('state').selectOption('karnataka');
    await field('district').selectOption('Dharwad');
    await field('productsServices').fill('Ilkal sarees, woven by hand');
    await field('phone').fill('9845012345');
    await field('establishedDate').fill('2012-03-01');
    await field('address').fill('Weavers Colony, Ilkal');
    await field('email').fill(uniqueEmail('invite'));
    await field('password').fill('Str0ng!pass');
    await field('confirmPassword').fill('Str0ng!pass');
    await page.getByRole('button', { name: hi('auth.signup.createAccount') }).click();

    // Onboarding, then straight back to the profile with the invitation open.
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await field('annualTurnover').selectOption('range_10_to_50_lakhs');
    await field('operationalScale').selectOption('regional');
    await field('natureOperations').fill('We weave and sell Ilkal sarees across Karnataka.');
    await field('location').fill('Ilkal, Karnataka');
    await page.getByRole('button', { name: hi('onboarding.save') }).click();
    await page.waitForURL((url) => url.pathname === `/creators/${creator.id}`);
    const invite = page.getByRole('dialog', { name: hi('invitations.invite.title', { name: creator.name }) });
    await invite.getByText(hi('invitations.invite.noOpenJobs')).waitFor();

    // No open job yet: posting one comes back here with the invitation open again.
    await invite.getByRole('link', { name: hi('invitations.invite.postJob') }).click();
    await page.waitForURL((url) => url.pathname === '/post-job');
    const title = `Saree launch reel ${run}`;
    await field('title').fill(title);
    await field('description').fill('A one-minute reel of our new Ilkal sarees.');
    await field('location').fill('Ilkal, Karnataka');
    await field('budgetMin').fill('9000');
    await field('budgetMax').fill('15000');
    await field('deadline').fill('2099-06-30');
    await page.getByRole('button', { name: hi('jobs.post.submit') }).click();
    await page.waitForURL((url) => url.pathname === `/creators/${creator.id}`);
    await invite.getByLabel(hi('invitations.invite.job')).selectOption({ label: title });
    await fitsThePhone(page);
    await invite.getByRole('button', { name: hi('invitations.invite.send') }).click();
    await page
      .getByText(hi('invitations.invite.sent', { name: creator.name }))
      .first()
      .waitFor();
    await invite.waitFor({ state: 'detached' });
    // The invitation mark is gone from the address: a reload does not open the dialog again.
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});
