import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUpAs } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';

const run = Date.now().toString(36);
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Issue 21: assign → agreement → accept → deliver → approve → UPI link and QR → UTR → receipt confirmed. */
describe('work agreement and UPI payment', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('walks a job from assignment to a confirmed UPI payment', async () => {
    const firm = await newPage(browser);
    const maker = await newPage(browser, { viewport: { width: 360, height: 780 } });
    const admin = await newPage(browser);
    await signUpAs(firm.context, 'enterprise', { companyName: `Kaveri Silks ${run}` });
    const creator = await signUpAs(maker.context, 'creator', { name: `Asha Rao ${run}` });
    await signInAsAdmin(admin.context);

    const title = `Saree catalogue shoot ${run}`;
    const job = await firm.context.request.post('/api/jobs', {
      data: {
        title,
        description: 'Forty sarees on a model, daylight.',
        location: 'Mysuru, Karnataka',
        budgetMin: 10000,
        budgetMax: 20000,
        deadline: '2099-06-30',
      },
    });
    expect(job.status()).toBe(201);
    const jobId = ((await job.json()) as { job: { id: number } }).job.id;
    const applied = await maker.context.request.post(`/api/jobs/${jobId}/applications`, {
      data: { proposedPrice: '15000', coverLetter: 'I shoot textiles in daylight.' },
    });
    expect(applied.status()).toBe(201);
    const assigned = await admin.context.request.put(`/api/jobs/${jobId}/assignment`, {
      data: { creatorId: creator.id },
    });
    expect(assigned.status()).toBe(200);
    await admin.context.close();

    // The creator reads the drafted agreement, adds a UPI ID and accepts.
    const c = maker.page;
    await c.goto(`/jobs/${jobId}/agreement`);
    await c.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await c.getByTestId('agreement-price').textContent()).toBe('₹15,000');
    await c.getByLabel(/^UPI ID/).fill('asha.rao@okaxis');
    await c.getByRole('button', { name: 'Save' }).click();
    await toast(c, 'UPI ID saved');
    await c.getByRole('button', { name: 'Accept the agreement' }).click();
    await toast(c, 'Agreement accepted');
    await c.getByTestId('agreement-status').getByText('Accepted').waitFor();
    await c.getByText('Mark as delivered').click();
    await c.getByLabel(/^What are you delivering/).fill('All 40 sarees: https://drive.example/sarees');
    await c.getByRole('button', { name: 'Deliver', exact: true }).click();
    await c.getByTestId('milestone-1').getByText('Delivered', { exact: true }).waitFor();

    // The enterprise approves, and gets the UPI link and its QR code; it records the UTR.
    const e = firm.page;
    await e.goto(`/jobs/${jobId}/agreement`);
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
    // Nothing on the phone is wider than the screen.
    expect(await c.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
