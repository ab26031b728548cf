import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUpAs } from './support/accounts';
import { formatViolations, runAxe } from './support/axe';
import { launchBrowser, newPage } from './support/browser';

const run = Date.now().toString(36);
/** Waits for a toast; when it never comes, says which toasts and which agreement status the page showed instead. */
async function toast(page: Page, text: string) {
  try {
    await page.getByText(text, { exact: true }).first().waitFor();
  } catch (error) {
    const shown = await page
      .locator('[data-sonner-toast], [data-testid="agreement-status"]')
      .allTextContents()
      .catch(() => []);
    throw new Error(`no "${text}" toast; the page showed: ${JSON.stringify(shown)}`, { cause: error });
  }
}
const PDF_DRAWN_WITHIN_MS = 60_000;
/** A GSTIN registered in Karnataka (29), with its check character. */
const CREATOR_GSTIN = '29ABCDE1234F1ZW';
/** A small PDF the creator delivers, under a long Hindi name ("saree catalogue contact sheet, final version"). */
const CONTACT_SHEET_NAME = 'साड़ी-सूची-संपर्क-पत्रक-अंतिम-संस्करण-चालीस-साड़ियाँ-दिन-के-उजाले-में.pdf';
const CONTACT_SHEET = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * Clicks a download link and reads the PDF's text. The server draws an invoice's first PDF in a worker thread at the
 * lowest CPU priority (decision 281), so on a machine busy with browsers and other servers it comes after all of
 * them: the wait is longer than a page's.
 */
async function downloadPdfText(page: Page, link: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: PDF_DRAWN_WITHIN_MS }),
    link.click(),
  ]);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

/** An enterprise's job, the creator's proposal of ₹15,000 and the admin's assignment, through the API. */
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
      budgetMin: 10000,
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
  const assigned = await admin.request.put(`/api/jobs/${jobId}/assignment`, { data: { creatorId } });
  expect(assigned.status()).toBe(200);
  return jobId;
}

/** The money loop: assign → agreement → accept → deliver → approve → UPI link and QR → UTR → receipt confirmed. */
// Each journey downloads invoices: its steps, and two such waits.
describe('work agreement and UPI payment', { timeout: 90_000 + 2 * PDF_DRAWN_WITHIN_MS }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('walks a job from assignment to a confirmed UPI payment and its invoice', async () => {
    const firm = await newPage(browser);
    const maker = await newPage(browser, { viewport: { width: 360, height: 780 } });
    const admin = await newPage(browser);
    await signUpAs(firm.context, 'enterprise', { companyName: `Kaveri Silks ${run}` });
    const creator = await signUpAs(maker.context, 'creator', { name: `Asha Rao ${run}` });
    await signInAsAdmin(admin.context);

    const title = `Saree catalogue shoot ${run}`;
    const jobId = await assignedJob(firm.context, maker.context, admin.context, title, creator.id);
    await admin.context.close();

    // The creator reads the drafted agreement, adds a UPI ID and accepts.
    const c = maker.page;
    await c.goto(`/jobs/${jobId}/agreement`);
    await c.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await c.getByTestId('agreement-price').textContent()).toBe('₹15,000');
    await c.getByLabel(/^UPI ID/).fill('asha.rao@okaxis');
    await c.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(c, 'UPI ID saved');
    // The creator is registered for GST in Karnataka: their invoices are tax invoices.
    await c.getByLabel(/^GSTIN \(15/).fill('29ABCDE1234F1ZZ');
    await c.getByRole('button', { name: 'Save GSTIN' }).click();
    await c
      .getByText(/Enter a valid 15-character GSTIN/)
      .first()
      .waitFor();
    await c.getByLabel(/^GSTIN \(15/).fill(CREATOR_GSTIN.toLowerCase());
    await c.getByRole('button', { name: 'Save GSTIN' }).click();
    await toast(c, 'GSTIN saved');
    await c.getByRole('button', { name: 'Accept the agreement' }).click();
    await toast(c, 'Agreement accepted');
    await c.getByTestId('agreement-status').getByText('Accepted').waitFor();
    await c.getByText('Mark as delivered').click();
    // The contact sheet goes with the delivery as a file: a long Hindi name must wrap on the phone's screen.
    await c.getByLabel('Attach files').setInputFiles({
      name: CONTACT_SHEET_NAME,
      mimeType: 'application/pdf',
      buffer: CONTACT_SHEET,
    });
    const attached = c.getByTestId('attached-files');
    await attached.getByText(CONTACT_SHEET_NAME).waitFor();
    expect(await attached.getByRole('button', { name: `Remove ${CONTACT_SHEET_NAME}` }).count()).toBe(1);
    expect(await c.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const attachIssues = await runAxe(c, { include: '[data-testid="milestone-1"]' });
    expect(attachIssues, formatViolations(attachIssues, 'attach files')).toEqual([]);
    await c.getByLabel(/^What are you delivering/).fill('All 40 sarees: https://drive.example/sarees');
    await c.getByRole('button', { name: 'Deliver', exact: true }).click();
    await c.getByTestId('milestone-1').getByText('Delivered', { exact: true }).waitFor();
    await c.getByTestId('delivered-files').getByRole('link', { name: CONTACT_SHEET_NAME }).waitFor();

    // The enterprise downloads the delivered file (the same bytes, under its Hindi name), approves, and gets the UPI
    // link and its QR code; it records the UTR.
    const e = firm.page;
    await e.goto(`/jobs/${jobId}/agreement`);
    const fileLink = e.getByTestId('delivered-files').getByRole('link', { name: CONTACT_SHEET_NAME });
    const [download] = await Promise.all([e.waitForEvent('download'), fileLink.click()]);
    expect(download.suggestedFilename()).toBe(CONTACT_SHEET_NAME);
    expect((await readFile(await download.path())).equals(CONTACT_SHEET)).toBe(true);
    const listIssues = await runAxe(e, { include: '[data-testid="delivered-files"]' });
    expect(listIssues, formatViolations(listIssues, 'delivered files')).toEqual([]);
    await e.getByRole('button', { name: 'Approve' }).click();
    await toast(e, 'Approved');
    const link = e.getByTestId('upi-link');
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^upi:\/\/pay\?pa=asha\.rao%40okaxis&pn=Asha%20Rao%20\w+&am=15000\.00&cu=INR&tn=/);
    expect(await e.getByRole('img', { name: /QR code to pay ₹15,000/ }).count()).toBe(1);
    await e.getByLabel(/^UTR/).fill('12345');
    await e.getByRole('button', { name: 'Record the payment' }).click();
    await e.getByText('The UTR is the 12-digit number your UPI app shows after paying').first().waitFor();
    const utr = `4${Date.now().toString().slice(-11)}`;
    await e.getByLabel(/^UTR/).fill(utr);
    await e.getByRole('button', { name: 'Record the payment' }).click();
    await toast(e, 'Payment recorded. The creator will confirm it.');

    // The creator confirms the money arrived.
    await c.goto(`/jobs/${jobId}/agreement`);
    await c.getByRole('button', { name: 'I received the money' }).click();
    await toast(c, 'Thank you. Payment confirmed.');
    await c
      .getByTestId('payment')
      .getByText(/Payment received/)
      .waitFor();
    await c.getByTestId('agreement-status').getByText('Completed').waitFor();

    // Confirming issued the tax invoice: the creator (in Karnataka) and the enterprise (in Maharashtra) download it.
    const invoice = await downloadPdfText(c, c.getByRole('link', { name: /^Download invoice KS\// }));
    expect(invoice.name).toMatch(/^KS-\d{4}-\d{2}-0001\.pdf$/);
    for (const expected of [
      'Tax invoice',
      '₹15,000',
      'Fifteen thousand rupees',
      `Asha Rao ${run}`,
      `Kaveri Silks ${run}`,
      CREATOR_GSTIN,
      'SAC: 998383',
      'IGST 18%',
      'Place of supply: 27-Maharashtra',
      utr,
    ])
      expect(invoice.text).toContain(expected);
    await e.goto(`/jobs/${jobId}/agreement`);
    const copy = await downloadPdfText(e, e.getByRole('link', { name: /^Download invoice KS\// }));
    expect(copy.text).toContain('Fifteen thousand rupees');
    expect(copy.name).toBe(invoice.name);
    // Nothing on the phone is wider than the screen.
    expect(await c.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('opens a dispute when the money has not arrived, and an admin resolves it in the Payments tab', async () => {
    const firm = await newPage(browser);
    const maker = await newPage(browser);
    const admin = await newPage(browser);
    await signUpAs(firm.context, 'enterprise', { companyName: `Godavari Spices ${run}` });
    const creator = await signUpAs(maker.context, 'creator', { name: `Ravi Kulkarni ${run}` });
    await signInAsAdmin(admin.context);
    const title = `Spice packet photos ${run}`;
    const jobId = await assignedJob(firm.context, maker.context, admin.context, title, creator.id);
    // Agreement to approval through the API: the first journey walks those screens.
    const request = maker.context.request;
    expect((await request.put('/api/me/payout', { data: { vpa: 'ravi.k@ybl' } })).status()).toBe(200);
    // Each step carries what it was shown: the terms' version, the part's amount.
    const agreement = (await (await request.get(`/api/jobs/${jobId}/agreement`)).json()) as {
      agreement: { version: number; milestones: { id: number; amountPaise: number }[] };
    };
    const { version } = agreement.agreement;
    expect((await request.post(`/api/jobs/${jobId}/agreement/accept`, { data: { version } })).status()).toBe(
      200,
    );
    const { id: partId, amountPaise } = agreement.agreement.milestones[0]!;
    expect(
      (await request.post(`/api/milestones/${partId}/deliver`, { data: { note: 'All packets' } })).status(),
    ).toBe(200);
    expect(
      (
        await firm.context.request.post(`/api/milestones/${partId}/approve`, { data: { amountPaise } })
      ).status(),
    ).toBe(200);
    const utr = `5${Date.now().toString().slice(-11)}`;
    expect(
      (
        await firm.context.request.post(`/api/milestones/${partId}/payment`, { data: { utr, amountPaise } })
      ).status(),
    ).toBe(200);

    // The creator says the money has not arrived.
    const c = maker.page;
    await c.goto(`/jobs/${jobId}/agreement`);
    await c.getByText('The money has not arrived').click();
    await c.getByLabel(/^What happened/).fill('Nothing in my bank account after two days.');
    await c.getByRole('button', { name: 'Ask an admin to look into it' }).click();
    await c
      .getByTestId('payment')
      .getByText(/Creator says: Nothing in my bank account/)
      .waitFor();

    // The admin finds it in the Payments tab with its history, and decides the money did arrive.
    const p = admin.page;
    await p.goto('/admin?tab=payments');
    const card = p
      .locator('div', { has: p.getByRole('link', { name: title }) })
      .filter({ hasText: utr })
      .last();
    await card.getByText(/Creator says: Nothing in my bank account/).waitFor();
    await card.getByText(/^History \(/).click();
    await card.getByText('Payment disputed').first().waitFor();
    await card.getByLabel(/^Your decision/).fill('The bank statement shows the credit on the 3rd.');
    await card.getByRole('button', { name: 'Paid in full' }).click();
    await toast(p, 'Dispute resolved');
    // Resolved as received, the payment now has its invoice, which the admin can download too.
    const invoice = await downloadPdfText(
      p,
      p
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByRole('link', { name: /^Download invoice KS\// }),
    );
    expect(invoice.text).toContain(`Ravi Kulkarni ${run}`);
    expect(invoice.text).toContain('Bill of supply');

    await c.goto(`/jobs/${jobId}/agreement`);
    await c
      .getByTestId('payment')
      .getByText(/Admin's decision: The bank statement shows/)
      .waitFor();
    await c.getByRole('link', { name: /^Download invoice KS\// }).waitFor();
  });
});
