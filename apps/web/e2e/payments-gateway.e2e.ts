import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAZORPAY_CHECKOUT_SCRIPT } from '@kalasetu/shared/payments-gateway';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { createDbClient, type DbClient } from '../../server/src/db/client';
import { runMigrations } from '../../server/src/db/migrate';
import { ensureAdmin } from '../../server/src/modules/admin/admin-accounts.service';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../server/src/test/razorpay-stand-in';
import { E2E_ADMIN, signInAsAdmin, signUpAs } from './support/accounts';
import { launchBrowser, STEP_TIMEOUT_MS, untilHydrated } from './support/browser';

const run = Date.now().toString(36);

/**
 * The checkout script as the page loads it, served by the test instead of Razorpay (this machine cannot reach it):
 * it "pays" at the local stand-in, which signs the result the way Razorpay's checkout hands it over (decision 246).
 */
const FAKE_CHECKOUT = `
window.Razorpay = function (options) {
  return {
    on: function () {},
    open: function () {
      window.standInPay(options.order_id).then(function (result) { options.handler(result); });
    },
  };
};`;

/**
 * Paying online in the browser (decision 245): an instance with gateway keys (its own, paying through the local
 * stand-in) offers "Pay online" before approval; the money is held, and released when the enterprise approves.
 */
describe('paying online through the gateway', () => {
  let browser: Browser;
  let gateway: RazorpayStandIn;
  let app: FastifyInstance;
  let dbClient: DbClient;
  let dataDir: string;
  let baseURL: string;

  beforeAll(async () => {
    gateway = await startRazorpayStandIn();
    dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-e2e-gateway-'));
    dbClient = await createDbClient({ url: null, pgliteDataDir: 'memory://' });
    await runMigrations(dbClient);
    await ensureAdmin(dbClient.db, E2E_ADMIN);
    app = await buildApp(
      loadConfig(
        { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
        { paymentsGateway: gateway.config },
      ),
      { dbClient, logger: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await dbClient?.close();
    await gateway?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function open(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    await context.route(RAZORPAY_CHECKOUT_SCRIPT, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_CHECKOUT }),
    );
    await context.exposeFunction('standInPay', (orderId: string) => gateway.pay(orderId).result);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    return { context, page: untilHydrated(page) };
  }

  it('pays a part before approval, holds it, and releases it on approval', async () => {
    const firm = await open();
    const maker = await open();
    const admin = await open();
    await signUpAs(firm.context, 'enterprise', { companyName: `Kaveri Silks ${run}` });
    const creator = await signUpAs(maker.context, 'creator', { name: `Asha Rao ${run}` });
    await signInAsAdmin(admin.context);
    const job = await firm.context.request.post('/api/jobs', {
      data: {
        title: `Silk reel ${run}`,
        description: 'A one-minute reel of the looms.',
        location: 'Mysuru, Karnataka',
        budgetMin: 10000,
        budgetMax: 20000,
        deadline: '2099-06-30',
      },
    });
    const jobId = ((await job.json()) as { job: { id: number } }).job.id;
    await maker.context.request.post(`/api/jobs/${jobId}/applications`, {
      data: { proposedPrice: '15000', coverLetter: 'I film looms.' },
    });
    expect(
      (
        await admin.context.request.put(`/api/jobs/${jobId}/assignment`, { data: { creatorId: creator.id } })
      ).status(),
    ).toBe(200);

    // The admin records the creator's linked account on the agreement page.
    const a = admin.page;
    await a.goto(`/jobs/${jobId}/agreement`);
    await a.getByLabel(/^Linked account id/).fill('acc_AshaRao0000001');
    await a.getByTestId('linked-account').getByRole('button', { name: 'Save' }).click();
    await a.getByText('Linked account saved', { exact: true }).first().waitFor();
    const { version } = (
      (await (await maker.context.request.get(`/api/jobs/${jobId}/agreement`)).json()) as {
        agreement: { version: number };
      }
    ).agreement;
    expect(
      (
        await maker.context.request.post(`/api/jobs/${jobId}/agreement/accept`, { data: { version } })
      ).status(),
    ).toBe(200);

    // Before any delivery, the enterprise pays online; the money is held.
    const e = firm.page;
    await e.goto(`/jobs/${jobId}/agreement`);
    await e.getByRole('button', { name: 'Pay ₹15,000 online' }).click();
    await e
      .getByText('Paid online. The money reaches the creator when you approve the work.')
      .first()
      .waitFor();
    await e
      .getByTestId('transfer-status')
      .getByText('Held until the enterprise approves this part')
      .waitFor();
    expect([...gateway.transfers.values()].map((t) => [t.recipient, t.on_hold])).toEqual([
      ['acc_AshaRao0000001', true],
    ]);

    // Delivered and approved: released to the creator.
    const [part] = (
      (await (await e.context().request.get(`/api/jobs/${jobId}/agreement`)).json()) as {
        agreement: { milestones: { id: number }[] };
      }
    ).agreement.milestones;
    await maker.context.request.post(`/api/milestones/${part!.id}/deliver`, { data: { note: 'The reel' } });
    await e.reload();
    await e.getByRole('button', { name: 'Approve' }).click();
    await e.getByTestId('transfer-status').getByText('Released to the creator').waitFor();
    expect([...gateway.transfers.values()].map((t) => t.on_hold)).toEqual([false]);
  });
});
