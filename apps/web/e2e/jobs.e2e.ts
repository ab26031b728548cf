import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/accounts';
import { assertNoAxeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage, renderInBrowser, uniqueEmail } from './support/browser';
import { assertPhoneFriendly } from './support/layout-checks';
import { PHONE, uiText, useLanguage } from './support/sweep';

const PASSWORD = 'Str0ng!pass';

/** Sign-up through the API inside the browser context: the session cookie lands in that context. */
async function signUpEnterprise(page: Page, companyName: string) {
  const response = await page.request.post('/api/accounts/signup', {
    headers: { origin: baseUrl() },
    data: {
      role: 'enterprise',
      name: 'Rohini Patil',
      companyName,
      industry: 'agriculture',
      state: 'maharashtra',
      district: 'Nashik',
      turnover: 'range_10_to_50_lakhs',
      productsServices: 'Organic grapes and spices',
      phone: '9876543210',
      establishedDate: '2015-04-01',
      address: 'Dindori Road, Nashik',
      email: uniqueEmail('e2e-enterprise'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
}

async function signUpCreator(page: Page) {
  const email = uniqueEmail('e2e-creator');
  const response = await page.request.post('/api/accounts/signup', {
    headers: { origin: baseUrl() },
    data: {
      role: 'creator',
      name: 'Kavya Hegde',
      email,
      phone: '9845012345',
      address: 'Vidyanagar, Hubballi',
      bio: 'Reels for weavers and farmers',
      skills: 'Videography, Photography',
      interests: 'Food, Textiles',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function postJobThroughApi(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/api/jobs', {
    headers: { origin: baseUrl() },
    data: { location: 'Nashik, Maharashtra', deadline: '2099-06-30', ...body },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).job.id as number;
}

async function cardTitles(page: Page) {
  await page.getByRole('list', { name: 'Jobs' }).waitFor();
  return page.getByRole('list', { name: 'Jobs' }).getByRole('heading').allInnerTexts();
}

describe('job marketplace journeys', () => {
  let browser: Browser;
  let enterprise: { context: BrowserContext; page: Page };
  const company = `Sahyadri Spices ${Date.now().toString(36)}`;
  let jobId = 0;
  const jobTitle = `Product photos of spice packets ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    enterprise = await newPage(browser);
    await signUpEnterprise(enterprise.page, company);
  });
  afterAll(async () => {
    await enterprise?.context.close();
    await browser?.close();
  });

  it('an enterprise posts a job with the form and lands on its dashboard', async () => {
    const { page } = enterprise;
    await page.goto('/post-job');
    await page.getByRole('heading', { name: 'Post a Job' }).waitFor();
    // Submitting empty shows the required-fields message and stays.
    await page.getByRole('button', { name: 'Post Job' }).click();
    await page.getByText('Please fill in all required fields').first().waitFor();

    await page.getByLabel('Job title').fill(jobTitle);
    await page
      .getByLabel('Description')
      .fill('Forty spice packets on a white background, edited for Amazon.');
    await page.getByLabel('Location').fill('Nashik, Maharashtra');
    await page.getByLabel('Category').selectOption('photography');
    await page.getByLabel('Minimum budget (₹)').fill('30000');
    // Under each budget field, what the typed figure reads as: a missed or extra zero shows at once.
    await page.getByLabel('Maximum budget (₹)').fill('150000');
    await page.getByText('₹1.5 L', { exact: true }).waitFor();
    expect(await page.getByText('₹30,000', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Maximum budget (₹)').fill('20000');
    await page.getByLabel('Deadline').fill('2099-06-30');
    await page.getByRole('button', { name: 'Photography', exact: true }).click();
    // A skill outside the taxonomy is refused in the form; another name of one adds that skill.
    await page.getByLabel('Another skill').fill('Food Styling');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Choose skills from the list').waitFor();
    await page.getByLabel('Another skill').fill('SMM');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Social Media' }).waitFor();
    await page.getByRole('button', { name: 'Remove Photography' }).waitFor();
    // A maximum below the minimum is refused in the form.
    await page.getByRole('button', { name: 'Post Job' }).click();
    await page.getByText('The maximum budget cannot be less than the minimum budget').waitFor();
    await page.getByLabel('Maximum budget (₹)').fill('45000');
    await page.getByRole('button', { name: 'Post Job' }).click();

    await page.getByText('Job posted successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/enterprise-dashboard');
    const mine = await (await page.request.get('/api/enterprise/jobs')).json();
    const posted = mine.jobs.find((job: { title: string }) => job.title === jobTitle);
    expect(posted).toMatchObject({
      budgetMin: 30000,
      budgetMax: 45000,
      category: 'photography',
      skills: ['photography', 'social-media'],
      location: 'Nashik, Maharashtra',
    });
    jobId = posted.id;
  });

  it('switches to Marathi and shows the job card translated, its budget in lakh', async () => {
    const title = `Grape harvest film ${Date.now().toString(36)}`;
    await postJobThroughApi(enterprise.page, {
      title,
      description: 'Harvest at a Nashik vineyard, for a buyers fair.',
      budgetMin: 1_50_000,
      budgetMax: 2_00_000,
    });
    const { context, page } = await newPage(browser);
    await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    expect(await card.innerText()).toContain('₹1.5 L – ₹2 L');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'मराठी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'mr');
    await expect.poll(() => card.innerText()).toContain('₹1.5 लाख – ₹2 लाख');
    // The rest of the card is in Marathi too: its deadline and applicants lines.
    expect(await card.innerText()).toContain('अंतिम तारीख: ');
    expect(await card.innerText()).toContain('0 अर्जदार');
    // The choice is remembered: the server renders the next page in Marathi.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    expect(await page.getByRole('article', { name: title }).innerText()).toContain('₹1.5 लाख – ₹2 लाख');
    await context.close();
  });

  it("shows the enterprise's verified badge on its job page and card once an admin verifies it", async () => {
    expect(jobId).toBeGreaterThan(0);
    const { context, page } = await newPage(browser);
    await page.goto(`/jobs/${jobId}`);
    const header = page.locator('header', { has: page.getByRole('heading', { name: jobTitle }) });
    await header.waitFor();
    expect(await header.getByText('Verified', { exact: true }).count()).toBe(0);
    const { id: enterpriseId } = (await (await enterprise.page.request.get('/api/auth/get-session')).json())
      .user as { id: string };
    const { context: admin } = await newPage(browser);
    await signInAsAdmin(admin);
    expect((await admin.request.post(`/api/admin/users/${enterpriseId}/verify`)).status()).toBe(200);
    await admin.close();
    await page.reload();
    await header.getByText('Verified', { exact: true }).waitFor();
    // So does its card in Find Jobs.
    await page.goto(`/jobs?q=${encodeURIComponent(jobTitle)}`);
    await page.getByRole('article', { name: jobTitle }).getByText('Verified', { exact: true }).waitFor();
    await context.close();
  });

  it('a creator cannot open the post-job page', async () => {
    const { context, page } = await newPage(browser);
    await signUpCreator(page);
    await page.goto('/post-job');
    await page.getByText('Only enterprise accounts can post jobs').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('a visitor is asked to sign in, comes back as a creator, applies once; the enterprise recommends', async () => {
    expect(jobId).toBeGreaterThan(0);
    const { context, page } = await newPage(browser);
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('heading', { name: jobTitle }).waitFor();
    expect(await page.getByText('₹30,000 – ₹45,000').isVisible()).toBe(true);
    expect(await page.getByText('0 people have applied').isVisible()).toBe(true);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(jobTitle);

    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in required' });
    await dialog.waitFor();
    // A newcomer may create an account instead, and is brought back the same way.
    expect(await dialog.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup',
    );
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(`/jobs/${jobId}`);
    // An existing creator account, made elsewhere so this browser is still signed out.
    const other = await newPage(browser);
    const email = await signUpCreator(other.page);
    await other.context.close();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${jobId}`);
    await page.getByRole('heading', { name: jobTitle }).waitFor();
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const apply = page.getByRole('dialog', { name: `Apply for ${jobTitle}` });
    await apply.waitFor();
    const submit = apply.getByRole('button', { name: 'Submit Application' });
    expect(await submit.isDisabled()).toBe(true);
    const price = apply.getByLabel('Your proposed budget (₹)');
    await price.fill('38,000');
    expect(await submit.isDisabled()).toBe(true);
    // The field's hint, read with it by a screen reader, says what the typed figure is.
    const hintId = await price.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId}"]`).innerText()).toBe('₹38,000');
    await apply.getByLabel('Cover letter').fill('I shoot packaged food for three Nashik brands.');
    await submit.click();
    await page.getByText('Your application has been submitted successfully!').waitFor();
    const already = page.getByRole('button', { name: 'Already Applied' });
    await already.waitFor();
    expect(await already.isDisabled()).toBe(true);
    await page.getByText('1 person has applied').waitFor();

    // The enterprise recommends the application from its dashboard; the admin then approves or not.
    const { page: owner } = enterprise;
    await owner.goto('/enterprise-dashboard?tab=applications');
    const letter = owner.getByText('I shoot packaged food for three Nashik brands.');
    await letter.waitFor();
    const received = owner.getByTestId('applicant-card').filter({ has: letter });
    expect(await received.innerText()).toContain('₹38,000');
    await received.getByRole('button', { name: 'Recommend for hiring' }).click();
    await owner.getByText('Application sent for admin approval').waitFor();
    await received.getByText('Recommended', { exact: true }).waitFor();
    expect(await received.getByRole('button', { name: 'Recommend for hiring' }).count()).toBe(0);
    const applications = await (await owner.request.get(`/api/jobs/${jobId}/applications`)).json();
    expect(applications.applications).toMatchObject([{ status: 'recommended' }]);
    await page.reload();
    await page.getByRole('button', { name: 'Already Applied' }).waitFor();

    // Saving works for the signed-in creator and survives a reload.
    await page.getByRole('button', { name: 'Save Job' }).click();
    await page.getByText('Job saved to your list').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('savedJobs'))).toBe(`[${jobId}]`);
    await context.close();
  });

  it('searches before any JavaScript runs: the form is a plain GET form with named fields', async () => {
    const title = `Pickle jar photos ${Date.now().toString(36)}`;
    await postJobThroughApi(enterprise.page, {
      title,
      description: 'Photos of our pickle jars for the shop window.',
      budgetMin: 10000,
      budgetMax: 20000,
      skills: ['Photography'],
    });
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jobs?sort=budget');
    await page.getByLabel('Keyword').fill(title);
    await page.getByLabel('Keyword').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === title);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/jobs');
    expect(url.searchParams.get('sort')).toBe('budget');
    expect(await cardTitles(page)).toEqual([title]);
    // Its chip removes the keyword without JavaScript too: a plain link, the order kept.
    await page.getByRole('link', { name: `Remove filter: “${title}”` }).click();
    await page.waitForURL(
      (next) => !next.searchParams.has('q') && next.searchParams.get('sort') === 'budget',
    );
    // Search words with replacement patterns come back as typed, in one page.
    await page.getByLabel('Keyword').fill("$` $' $&");
    await page.getByLabel('Keyword').press('Enter');
    await page.waitForURL((next) => next.searchParams.get('q') === "$` $' $&");
    expect(await page.getByLabel('Keyword').inputValue()).toBe("$` $' $&");
    expect(await page.locator('header').first().count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Find Jobs' }).count()).toBe(1);
    await context.close();
  });

  it('a Hindi keyword finds a Hindi job', async () => {
    const hindiTitle = `मसालों की पैकेजिंग के लिए वीडियो ${Date.now().toString(36)}`;
    await postJobThroughApi(enterprise.page, {
      title: hindiTitle,
      description: 'हल्दी और मिर्च के पैकेट के लिए छोटे वीडियो चाहिए।',
      budgetMin: 10000,
      budgetMax: 20000,
      // An old spelling: stored as the taxonomy's id, so it reads in the reader's language (decision 215).
      skills: ['Videography', 'Social Media Marketing'],
    });
    const { context, page } = await newPage(browser);
    await page.goto('/jobs');
    await page.getByRole('heading', { name: 'Find Jobs' }).waitFor();
    await page.getByLabel('Keyword').fill('हल्दी');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'हल्दी');
    // The unfiltered list stays on screen until the search answers; poll until it is replaced.
    await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual([hindiTitle]);
    // In Hindi the card's skills read in Hindi too.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: hindiTitle });
    await card.getByText('सोशल मीडिया', { exact: true }).waitFor();
    expect(await card.getByText('वीडियोग्राफ़ी', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Videography').count()).toBe(0);
    await context.close();
  });

  it('hydrates the list in parts: the server markup is kept once, and the last card and the footer navigate in the app', async () => {
    const { context, page } = await newPage(browser);
    const serverCards = ((await (await page.request.get('/jobs')).text()).match(/role="article"/g) ?? [])
      .length;
    expect(serverCards).toBeGreaterThan(1);
    await page.goto('/jobs');
    // Every part is live (data-hydrated waits for them), and none was rendered twice.
    await expect.poll(() => page.getByRole('article').count()).toBe(serverCards);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const last = page.getByRole('article').last().getByRole('link');
    const title = await last.innerText();
    await last.click();
    await page.waitForURL(/\/jobs\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    // A full page load would have lost the marker: the click went through the app's router.
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await page.goBack();
    await page.waitForURL(/\/jobs$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL(/\/about$/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await context.close();
  });

  it('a filtered search URL reloads to the same results and filters', async () => {
    const marker = Date.now().toString(36);
    const town = `Kolhapur ${marker}`;
    for (const [title, category, budgetMin, budgetMax, skills] of [
      ['Jaggery brand film', 'videography', 20000, 40000, ['Videography']],
      ['Jaggery reels for Instagram', 'videography', 5000, 15000, ['Videography', 'Social Media']],
      ['Jaggery packet photos', 'photography', 8000, 12000, ['Photography']],
      ['Jaggery factory drone shots', 'videography', 60000, 90000, ['Videography']],
    ] as const)
      await postJobThroughApi(enterprise.page, {
        title: `${title} ${marker}`,
        description: 'Organic jaggery from Kolhapur.',
        location: town,
        category,
        budgetMin,
        budgetMax,
        skills,
      });
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 780 } });
    const query = new URLSearchParams({
      q: 'jaggery',
      location: town,
      category: 'videography',
      skills: 'Videography',
      budgetMin: '0',
      budgetMax: '50000',
      sort: 'budget',
    });
    await page.goto(`/jobs?${query}`);
    const expected = [`Jaggery brand film ${marker}`, `Jaggery reels for Instagram ${marker}`];
    expect(await cardTitles(page)).toEqual(expected);
    // The count, and the filters in force as chips: the panel stays closed, so the results are on the first screen.
    await page.getByRole('status').getByText('2 jobs', { exact: true }).waitFor();
    const chips = page.getByRole('list', { name: 'Filters in use' }).getByRole('link');
    expect(await chips.count()).toBe(5);
    // The first result is on the first screen of a 360 × 740 phone.
    const firstCard = await page.getByRole('heading', { name: expected[0] }).boundingBox();
    expect(firstCard!.y + firstCard!.height).toBeLessThan(740);
    await page.reload();
    expect(await cardTitles(page)).toEqual(expected);
    await page.getByRole('button', { name: 'Filters (3)' }).click();
    expect(await page.getByLabel('Keyword').inputValue()).toBe('jaggery');
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('videography');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('budget');
    expect(
      await page.getByRole('button', { name: 'Videography', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.getByRole('slider', { name: 'Maximum budget' }).inputValue()).toBe('50000');
    // Changing a filter writes the URL; widening the budget with the keyboard brings the drone job in.
    const high = page.getByRole('slider', { name: 'Maximum budget' });
    await high.focus();
    await page.keyboard.press('End');
    await page.waitForURL((url) => url.searchParams.get('budgetMax') === '100000');
    await page.getByRole('heading', { name: `Jaggery factory drone shots ${marker}` }).waitFor();
    expect(await cardTitles(page)).toEqual([`Jaggery factory drone shots ${marker}`, ...expected]);
    // Raising the minimum (₹5,000 a step) drops the reels job, whose budget ends at ₹15,000.
    const low = page.getByRole('slider', { name: 'Minimum budget' });
    await low.focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('budgetMin') === '20000');
    await page
      .getByRole('heading', { name: `Jaggery reels for Instagram ${marker}` })
      .waitFor({ state: 'detached' });
    expect(await cardTitles(page)).toEqual([
      `Jaggery factory drone shots ${marker}`,
      `Jaggery brand film ${marker}`,
    ]);
    // The upper thumb stops at the lower one: Home takes it to ₹20,000, not to ₹0.
    await high.focus();
    await page.keyboard.press('Home');
    await page.waitForURL((url) => url.searchParams.get('budgetMax') === '20000');
    expect(await high.inputValue()).toBe('20000');
    expect(await low.inputValue()).toBe('20000');
    await page
      .getByRole('heading', { name: `Jaggery factory drone shots ${marker}` })
      .waitFor({ state: 'detached' });
    expect(await cardTitles(page)).toEqual([`Jaggery brand film ${marker}`]);
    // Nothing on the phone-sized page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A chip is a link to the same search without its filter; Search closes the panel again.
    await page.getByRole('link', { name: 'Remove filter: ₹20,000 – ₹20,000' }).click();
    await page.waitForURL((url) => !url.searchParams.has('budgetMin'));
    // Without a budget filter the drone job is back.
    await page.getByRole('status').getByText('3 jobs', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('slider', { name: 'Minimum budget' }).waitFor({ state: 'detached' });
    // An empty result offers a way back.
    await page.goto(`/jobs?${new URLSearchParams({ location: town, category: 'animation' })}`);
    await page.getByText('No jobs found matching your search criteria.').waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.search === '');
    await cardTitles(page);
    await context.close();
  });

  it('shows the error states of the job page with a way back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/jobs/2147483000');
    await page.getByText('Job not found').waitFor();
    await page.goto('/jobs/not-a-number');
    await page.getByText('Job ID is missing').waitFor();
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    // Any other failure, here a server error on a page the browser renders itself, says so, with the same way back.
    expect(jobId).toBeGreaterThan(0);
    await renderInBrowser(page, `/jobs/${jobId}`);
    await page.route(`**/api/jobs/${jobId}`, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(`/jobs/${jobId}`);
    await page.getByText('Error loading job').waitFor();
    expect(await page.getByRole('heading', { name: jobTitle }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    await context.close();
  });

  it('shows the error banner with sample jobs when the list fails, and recovers with Try Again', async () => {
    const { context, page } = await newPage(browser);
    // The server renders the list with its data; the error banner is the browser's, for a list it fetches itself.
    await renderInBrowser(page, '/jobs');
    await page.route('**/api/jobs?**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/jobs');
    await page.getByText('Failed to load jobs. Please try again.').waitFor();
    expect(await page.getByText('Sample', { exact: true }).count()).toBe(2);
    await page.getByRole('heading', { name: 'Short videos of handloom weaving' }).waitFor();
    await page.unroute('**/api/jobs?**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await cardTitles(page);
    expect(await page.getByText('Failed to load jobs. Please try again.').count()).toBe(0);
    await context.close();
  });

  it('offers Apply only to creators: another firm sees none, the job’s own enterprise its applicants', async () => {
    const { context, page } = await newPage(browser);
    await signUpEnterprise(page, `Other Co ${Date.now().toString(36)}`);
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('heading', { name: jobTitle }).waitFor();
    await page.getByRole('button', { name: 'Save Job' }).waitFor();
    expect(await page.getByRole('button', { name: /Apply Now|Already Applied/ }).count()).toBe(0);
    await context.close();

    const { page: owner } = enterprise;
    await owner.goto(`/jobs/${jobId}`);
    await owner.getByRole('heading', { name: jobTitle }).waitFor();
    const applicants = owner.getByRole('link', { name: 'View applicants' });
    expect(await applicants.getAttribute('href')).toBe(`/enterprise-dashboard?tab=applications&job=${jobId}`);
    expect(await owner.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
  });

  it('a creator who already applied signs in from the job page and is told so at once', async () => {
    // The application is made in another browser, so this one saw the job signed out with "Apply Now".
    const other = await newPage(browser);
    const email = await signUpCreator(other.page);
    const applied = await other.page.request.post(`/api/jobs/${jobId}/applications`, {
      headers: { origin: baseUrl() },
      data: { proposedPrice: '40000', coverLetter: 'Spice packets are my speciality.' },
    });
    expect(applied.status()).toBe(201);
    await other.context.close();

    const { context, page } = await newPage(browser);
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page
      .getByRole('dialog', { name: 'Sign in required' })
      .getByRole('link', { name: 'Sign in' })
      .click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${jobId}`);
    await page.getByRole('heading', { name: jobTitle }).waitFor();
    // The job seen while signed out is not shown again: the first rendering of the page is this creator's.
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    const already = page.getByRole('button', { name: 'Already Applied' });
    expect(await already.isVisible()).toBe(true);
    expect(await already.isDisabled()).toBe(true);
    await context.close();
  });

  it('keeps the job page when the network drops as Apply is pressed, says so in Hindi, and opens it once back', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await useLanguage(context, 'hi');
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('heading', { name: jobTitle }).waitFor();
    // The network drops: none of the app's code that is not loaded yet arrives, sonner's toasts included.
    const dropped = (route: Route) => route.abort('internetdisconnected');
    await context.route('**/assets/**', dropped);
    const apply = page.getByRole('button', { name: uiText('hi', 'jobs.detail.applyNow') });
    await apply.click();
    await page
      .getByRole('alert')
      .filter({ hasText: uiText('hi', 'common.loadFailed') })
      .waitFor();
    expect(await page.getByRole('heading', { name: jobTitle }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Back online, the same button opens the dialog: its code is fetched again.
    await context.unroute('**/assets/**', dropped);
    await apply.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A page whose code never arrives says why in Hindi, not in the browser's English.
    await context.route('**/assets/**', dropped);
    await page.getByRole('button', { name: uiText('hi', 'nav.openMenu') }).click();
    await page
      .getByRole('link', { name: uiText('hi', 'nav.howItWorks'), exact: true })
      .first()
      .click();
    await page.getByRole('heading', { name: uiText('hi', 'errorView.codeMissingTitle') }).waitFor();
    expect(await page.getByText(uiText('hi', 'errorView.codeMissing')).isVisible()).toBe(true);
    await context.close();
  });

  it('keeps a visitor’s Apply Now pressed before the page’s code runs: sign-in, then back to the job', async () => {
    // The server's HTML alone: no script runs, so what a press does here is what it does before hydration.
    const plain = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const early = await plain.newPage();
    await early.goto(`/jobs/${jobId}`);
    await early.getByRole('button', { name: 'Save Job' }).click();
    await early.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(early.url()).searchParams.get('next')).toBe(`/jobs/${jobId}`);
    await early.goto(`/jobs/${jobId}`);
    await early.getByRole('button', { name: 'Apply Now' }).click();
    await early.waitForURL((url) => url.pathname === '/signin');
    const signInAddress = early.url();
    expect(new URL(signInAddress).searchParams.get('next')).toBe(`/jobs/${jobId}`);
    await plain.close();

    const other = await newPage(browser);
    const email = await signUpCreator(other.page);
    await other.context.close();
    const { context, page } = await newPage(browser);
    await page.goto(signInAddress);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByRole('dialog', { name: `Apply for ${jobTitle}` }).waitFor();
    // A sign-in address naming another site is not followed.
    await page.goto('/signin?next=%2F%5Cevil.example');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('meets WCAG AA and is usable on a 360 px phone: list with filters, job page, apply dialog, post form', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 780 } });
    await page.goto('/jobs');
    await cardTitles(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('slider', { name: 'Minimum budget' }).waitFor();
    // The layout around <main> (navigation, footer) is checked by its own journeys.
    await assertNoAxeViolations(page, 'Find Jobs', { include: 'main' });
    await assertPhoneFriendly(page, 'Find Jobs at 360 px');
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('heading', { name: jobTitle }).waitFor();
    await assertNoAxeViolations(page, 'Job page', { include: 'main' });
    await assertPhoneFriendly(page, 'Job page at 360 px');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByRole('dialog', { name: 'Sign in required' }).waitFor();
    await assertNoAxeViolations(page, 'Sign-in dialog', { include: '[role="dialog"]' });
    await context.close();

    const { context: own, page: form } = await newPage(browser, { viewport: { width: 360, height: 780 } });
    await signUpEnterprise(form, `Phone Co ${Date.now().toString(36)}`);
    await form.goto('/post-job');
    await form.getByRole('heading', { name: 'Post a Job' }).waitFor();
    await assertNoAxeViolations(form, 'Post a Job', { include: 'main' });
    await assertPhoneFriendly(form, 'Post a Job at 360 px');
    await own.close();
  });

  it('shows the whole keyword hint on a 360 px phone in all four languages', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 780 } });
    for (const lang of ['en', 'hi', 'kn', 'mr']) {
      await context.addCookies([{ name: 'kalasetu_lang', value: lang, url: baseUrl() }]);
      await page.goto('/jobs');
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), lang);
      await page.reload();
      const keyword = page.locator('input[name="q"]');
      await keyword.waitFor();
      await page.evaluate('document.fonts.ready');
      // The placeholder's width in the input's own font, against the room inside its padding.
      const fit = await keyword.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const measure = document.createElement('canvas').getContext('2d')!;
        measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: input.placeholder, need: measure.measureText(input.placeholder).width, room };
      });
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(fit.text, lang).not.toBe('');
      expect(fit.need, `${lang}: “${fit.text}”`).toBeLessThanOrEqual(fit.room);
    }
    await context.close();
  });
});
