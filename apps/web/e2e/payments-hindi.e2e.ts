import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUpAs } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';

const run = Date.now().toString(36);
const PHONE = { width: 360, height: 780 };

/** The Hindi words the screens show, read from the locales so the journey follows the translation. */
const locale = (file: string) =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Record<string, Record<string, never>>;
const hi = locale('../src/locales/hi/payments.json');
const hiShared = locale('../../../packages/shared/src/messages/hi.json');
/** A field's label starts with its words (a required field's mark may follow). */
const starting = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

/** A phone in Hindi: the language cookie for the server's render, the saved choice for the app. */
async function hindiPhone(browser: Browser) {
  const opened = await newPage(browser, { viewport: PHONE });
  await opened.context.addCookies([{ name: 'kalasetu_lang', value: 'hi', url: baseUrl() }]);
  await opened.context.addInitScript(() => localStorage.setItem('language', 'hi'));
  return opened;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/** A job, the creator's proposal of ₹15,000 and the admin's assignment (which drafts the agreement), by the API. */
async function assignedJob(
  firm: BrowserContext,
  maker: BrowserContext,
  admin: BrowserContext,
  title: string,
  creatorId: string,
) {
  const job = await firm.request.post('/api/jobs', {
    data: {
      title,
      description: 'Forty sarees on a model, daylight.',
      location: 'Mysuru, Karnataka',
      budgetMin: 5000,
      budgetMax: 20000,
      deadline: '2099-06-30',
      category: 'photography',
    },
  });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()) as { job: { id: number } }).job.id;
  const applied = await maker.request.post(`/api/jobs/${jobId}/applications`, {
    data: { proposedPrice: '15000', coverLetter: 'I shoot textiles in daylight.' },
  });
  expect(applied.status()).toBe(201);
  const assigned = await admin.request.put(`/api/jobs/${jobId}/assignment`, {
    data: { creatorId },
  });
  expect(assigned.status()).toBe(200);
  return jobId;
}

describe('agreements and disputes on a 360 px phone in Hindi', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('corrects milestones that do not add up to the price, sends them, and the creator accepts from the dashboard', async () => {
    const firm = await hindiPhone(browser);
    const maker = await hindiPhone(browser);
    const admin = await newPage(browser);
    await signUpAs(firm.context, 'enterprise', { companyName: `कावेरी सिल्क्स ${run}` });
    const creator = await signUpAs(maker.context, 'creator', { name: `आशा राव ${run}` });
    await signInAsAdmin(admin.context);
    const title = `साड़ी सूची शूट ${run}`;
    const jobId = await assignedJob(firm.context, maker.context, admin.context, title, creator.id);
    await admin.context.close();

    // The enterprise sets ₹9,000 in two parts that add up to ₹8,000: refused, corrected, sent.
    const e = firm.page;
    await e.goto(`/jobs/${jobId}/agreement`);
    const terms = e.getByRole('form', { name: hi.terms.formLabel });
    await terms.getByLabel(starting(hi.terms.price)).fill('9000');
    await terms.getByRole('button', { name: hi.terms.addMilestone }).click();
    await terms.getByRole('button', { name: hi.terms.addMilestone }).click();
    await terms.getByLabel(starting(fill(hi.terms.milestoneTitle, { n: '1' }))).fill('शूट');
    await terms.getByLabel(starting(fill(hi.terms.milestoneTitle, { n: '2' }))).fill('एडिट');
    const amounts = terms.getByLabel(starting(hi.terms.milestoneAmount));
    await amounts.nth(0).fill('5000');
    await amounts.nth(1).fill('3000');
    await terms.getByRole('button', { name: hi.terms.save }).click();
    await terms.getByText(hiShared.validation.milestonesSum).waitFor();
    await fitsThePhone(e);
    await amounts.nth(1).fill('4000');
    await terms.getByRole('button', { name: hi.terms.save }).click();
    await toast(e, hi.terms.saved);
    expect(await e.getByTestId('agreement-price').textContent()).toBe('₹9,000');
    expect(await terms.getByText(hiShared.validation.milestonesSum).count()).toBe(0);

    // The creator's dashboard leads with it; the step opens the agreement, which the creator accepts.
    const c = maker.page;
    await c.goto('/dashboard');
    const step = c
      .getByTestId('next-steps')
      .getByRole('link', { name: fill(hi.next.accept_agreement, { title, amount: '₹9,000' }) });
    await step.click();
    await c.getByTestId('milestone-2').getByText('₹4,000').waitFor();
    await c.getByRole('button', { name: hi.agreement.accept }).click();
    await toast(c, hi.agreement.acceptedToast);
    await c.getByTestId('agreement-status').getByText(hi.agreementStatus.accepted).waitFor();
    await fitsThePhone(c);
    // Now the next step is the first part's delivery.
    await c.goto('/dashboard');
    await c
      .getByTestId('next-steps')
      .getByRole('link', { name: fill(hi.next.deliver_partPart, { part: '1', title }) })
      .waitFor();
  });

  it('settles a dispute as part paid; both parties read the outcome and each side’s evidence', async () => {
    const firm = await hindiPhone(browser);
    const maker = await hindiPhone(browser);
    const admin = await hindiPhone(browser);
    await signUpAs(firm.context, 'enterprise', { companyName: `गोदावरी मसाले ${run}` });
    const creator = await signUpAs(maker.context, 'creator', { name: `रवि कुलकर्णी ${run}` });
    await signInAsAdmin(admin.context);
    const title = `मसाला पैकेट फ़ोटो ${run}`;
    const jobId = await assignedJob(firm.context, maker.context, admin.context, title, creator.id);
    // Agreement to a recorded payment through the API, each step with what it was shown.
    const request = maker.context.request;
    expect((await request.put('/api/me/payout', { data: { vpa: 'ravi.k@ybl' } })).status()).toBe(200);
    const read = (await (await request.get(`/api/jobs/${jobId}/agreement`)).json()) as {
      agreement: { version: number; milestones: { id: number; amountPaise: number }[] };
    };
    const { version } = read.agreement;
    expect((await request.post(`/api/jobs/${jobId}/agreement/accept`, { data: { version } })).status()).toBe(
      200,
    );
    const { id: partId, amountPaise } = read.agreement.milestones[0]!;
    expect(
      (await request.post(`/api/milestones/${partId}/deliver`, { data: { note: 'सब पैकेट' } })).status(),
    ).toBe(200);
    const firmRequest = firm.context.request;
    expect(
      (await firmRequest.post(`/api/milestones/${partId}/approve`, { data: { amountPaise } })).status(),
    ).toBe(200);
    const utr = `6${Date.now().toString().slice(-11)}`;
    expect(
      (await firmRequest.post(`/api/milestones/${partId}/payment`, { data: { utr, amountPaise } })).status(),
    ).toBe(200);

    // The creator says the money has not all arrived, and adds a note for the admin.
    const c = maker.page;
    await c.goto(`/jobs/${jobId}/agreement`);
    await c.getByText(hi.pay.notArrived).click();
    await c.getByLabel(starting(hi.pay.disputeLabel)).fill('खाते में सिर्फ़ ₹6,000 आए।');
    await c.getByRole('button', { name: hi.pay.openDispute }).click();
    const evidence = c.getByTestId('dispute-evidence');
    await evidence.getByLabel(starting(hi.dispute.noteLabel)).fill('बैंक स्टेटमेंट में 20 तारीख को ₹6,000 दिखते हैं।');
    await evidence.getByRole('button', { name: hi.dispute.addNote }).click();
    await evidence
      .getByTestId('evidence-creator')
      .getByText(/बैंक स्टेटमेंट में 20 तारीख/)
      .waitFor();
    await fitsThePhone(c);

    // The enterprise reads it and answers with its own note.
    const e = firm.page;
    await e.goto(`/jobs/${jobId}/agreement`);
    const seen = e.getByTestId('dispute-evidence');
    await seen
      .getByTestId('evidence-creator')
      .getByText(/बैंक स्टेटमेंट में 20 तारीख/)
      .waitFor();
    await seen.getByLabel(starting(hi.dispute.noteLabel)).fill('हमने पूरे ₹15,000 भेजे थे।');
    await seen.getByRole('button', { name: hi.dispute.addNote }).click();
    await seen.getByTestId('evidence-enterprise').getByText('हमने पूरे ₹15,000 भेजे थे।').waitFor();

    // The admin reads both sides beside the outcome buttons and settles it as part paid, ₹6,000.
    const p = admin.page;
    await p.goto('/admin?tab=payments');
    const card = p
      .locator('div', { has: p.getByRole('link', { name: title }) })
      .filter({ hasText: utr })
      .last();
    await card.getByTestId('evidence-enterprise').getByText('हमने पूरे ₹15,000 भेजे थे।').waitFor();
    await card
      .getByTestId('evidence-creator')
      .getByText(/बैंक स्टेटमेंट में 20 तारीख/)
      .waitFor();
    await card.getByLabel(starting(hi.admin.note)).fill('बैंक स्टेटमेंट के अनुसार ₹6,000 पहुँचे।');
    await card.getByLabel(starting(hi.admin.partAmount)).fill('6000');
    await card.getByRole('button', { name: hi.admin.partPaid }).click();
    await toast(p, hi.admin.resolved);
    await fitsThePhone(p);

    // Both parties read the outcome on the agreement.
    const outcomes = hi.dispute.outcome as unknown as Record<string, string>;
    const outcome = fill(outcomes.part_paid!, { amount: '₹6,000' });
    for (const page of [c, e]) {
      await page.goto(`/jobs/${jobId}/agreement`);
      await page.getByTestId('dispute-outcomes').getByText(outcome).waitFor();
      await page.getByTestId('agreement-status').getByText(hi.agreementStatus.completed).waitFor();
      await fitsThePhone(page);
    }
  });
});
