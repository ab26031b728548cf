import { createHmac } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { gatewayEvents } from '../../../db/schema/gateway-events';
import { payments } from '../../../db/schema/payments';
import { buildTestApp, listenOnLoopback } from '../../../test/build-test-app';
import { injectAs, makeActors, type Actors, type TestUser } from '../../../test/factories';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { accept, DEAL_PAISE, act, agreementOf, approvedDeal, hire } from '../payments.fixtures';

const LINKED = 'acc_Creator0000001';

const paymentRows = (app: FastifyInstance, milestoneId: number) =>
  app.db.select().from(payments).where(eq(payments.milestoneId, milestoneId));
/** How many of these event ids were stored (the database may be shared with other files sending webhooks). */
const storedEvents = async (app: FastifyInstance, ids: string[]) =>
  (await app.db.select({ n: count() }).from(gatewayEvents).where(inArray(gatewayEvents.id, ids)))[0]!.n;

describe('payment gateway configuration', () => {
  const base = { NODE_ENV: 'test' as const, LOG_LEVEL: 'silent' };
  it('offers UPI alone by default, and takes the Razorpay keys only all together', () => {
    expect(loadConfig(base).paymentsGateway).toBeNull();
    expect(() =>
      loadConfig({ ...base, PAYMENTS_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x' }),
    ).toThrow(/RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_SECRET: 'x' })).toThrow(/PAYMENTS_PROVIDER/);
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadConfig({ ...base, PAYMENTS_PROVIDER: 'razorpay', ...keys }).paymentsGateway).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_live_x',
      keySecret: 's',
      webhookSecret: 'w',
      apiUrl: 'https://api.razorpay.com',
    });
  });
});

describe('without gateway keys', () => {
  let app: FastifyInstance;
  let a: Actors;
  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('offers UPI alone: no provider, no order, no webhook', async () => {
    const deal = await approvedDeal(app, a.admin);
    const options = await injectAs(app, deal.enterprise, {
      method: 'GET',
      url: `/api/jobs/${deal.jobId}/agreement/gateway`,
    });
    expect(options.json()).toEqual({
      provider: null,
      keyId: null,
      payableMilestoneIds: [],
      linkedAccountId: null,
    });
    const order = await act(
      app,
      deal.enterprise,
      'POST',
      `/api/milestones/${deal.milestoneId}/gateway-order`,
    );
    expect([order.statusCode, order.json().error.code]).toEqual([409, 'gateway_not_configured']);
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/payments/gateway/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
    expect((await agreementOf(app, deal.enterprise, deal.jobId)).milestones[0]!.upiLink).toMatch(/^upi:/);
  });
});

describe('Razorpay gateway (against the local stand-in)', () => {
  let app: FastifyInstance;
  let a: Actors;
  let gateway: RazorpayStandIn;
  let webhookUrl: string;

  beforeAll(async () => {
    gateway = await startRazorpayStandIn();
    app = await buildTestApp({ paymentsGateway: gateway.config });
    a = await makeActors(app);
    webhookUrl = `${await listenOnLoopback(app)}/api/payments/gateway/webhook`;
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });

  const link = (creator: TestUser, accountId = LINKED, by: TestUser = a.admin) =>
    act(app, by, 'PUT', `/api/admin/creators/${creator.id}/linked-account`, { accountId });

  /** A hired creator with a linked account and an accepted agreement: one part of ₹15,000, not yet delivered. */
  async function acceptedDeal() {
    const deal = await hire(app, a.admin);
    expect((await link(deal.creator)).statusCode).toBe(200);
    expect((await accept(app, deal.creator, deal.jobId)).statusCode).toBe(200);
    const milestoneId = (await agreementOf(app, deal.enterprise, deal.jobId)).milestones[0]!.id;
    return { ...deal, milestoneId };
  }
  const order = (user: TestUser, milestoneId: number) =>
    act(app, user, 'POST', `/api/milestones/${milestoneId}/gateway-order`);
  const checkout = (user: TestUser, milestoneId: number, result: unknown, key?: string) =>
    act(app, user, 'POST', `/api/milestones/${milestoneId}/gateway-payment`, result, key);

  it('lets only admins record a creator’s linked account, format-checked', async () => {
    expect((await link(a.creator, LINKED, a.enterprise)).statusCode).toBe(403);
    expect((await link(a.creator, LINKED, a.creator)).statusCode).toBe(403);
    expect((await link(a.creator, 'acc_short')).statusCode).toBe(400);
    expect((await link(a.enterprise)).statusCode).toBe(404);
    expect((await link(a.creator)).json()).toEqual({ accountId: LINKED });
  });

  it('offers paying online to the paying enterprise only, and only with a linked account', async () => {
    const deal = await acceptedDeal();
    const options = (user: TestUser) =>
      injectAs(app, user, { method: 'GET', url: `/api/jobs/${deal.jobId}/agreement/gateway` });
    expect((await options(deal.enterprise)).json()).toEqual({
      provider: 'razorpay',
      keyId: gateway.config.keyId,
      payableMilestoneIds: [deal.milestoneId],
      linkedAccountId: null,
    });
    expect((await options(deal.creator)).json()).toMatchObject({
      payableMilestoneIds: [],
      linkedAccountId: null,
    });
    // Admins record the linked account, so they see it; nobody else does.
    expect((await options(a.admin)).json()).toMatchObject({
      payableMilestoneIds: [],
      linkedAccountId: LINKED,
    });
    expect((await options(a.otherEnterprise)).statusCode).toBe(404);
    expect((await options(a.otherCreator)).statusCode).toBe(404);

    const unlinked = await hire(app, a.admin);
    await accept(app, unlinked.creator, unlinked.jobId);
    const none = await injectAs(app, unlinked.enterprise, {
      method: 'GET',
      url: `/api/jobs/${unlinked.jobId}/agreement/gateway`,
    });
    expect(none.json().payableMilestoneIds).toEqual([]);
    const part = (await agreementOf(app, unlinked.enterprise, unlinked.jobId)).milestones[0]!.id;
    const refused = await order(unlinked.enterprise, part);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'no_linked_account']);
  });

  it('pays a part before approval: order, verified checkout, payment once, transfer held until approval', async () => {
    const deal = await acceptedDeal();
    expect((await order(deal.creator, deal.milestoneId)).statusCode).toBe(403);
    expect((await order(a.otherEnterprise, deal.milestoneId)).statusCode).toBe(404);
    expect((await order(a.admin, deal.milestoneId)).statusCode).toBe(403);
    const opened = await order(deal.enterprise, deal.milestoneId);
    expect(opened.statusCode, opened.body).toBe(200);
    const { orderId } = opened.json();
    expect(opened.json()).toMatchObject({
      provider: 'razorpay',
      keyId: gateway.config.keyId,
      milestoneId: deal.milestoneId,
      amountPaise: 1_500_000,
      currency: 'INR',
    });
    const agreement = await agreementOf(app, deal.enterprise, deal.jobId);
    expect(gateway.orders.get(orderId)).toMatchObject({
      amount: 1_500_000,
      receipt: `KS${agreement.id}M${deal.milestoneId}`,
      notes: { milestoneId: String(deal.milestoneId), jobId: String(deal.jobId) },
    });

    // A result signed with another secret, or for another order, records nothing.
    const forged = gateway.pay(orderId, { secret: 'not-the-key-secret' }).result;
    const badSignature = await checkout(deal.enterprise, deal.milestoneId, forged);
    expect([badSignature.statusCode, badSignature.json().error.code]).toEqual([
      400,
      'gateway_signature_invalid',
    ]);
    const tampered = { ...gateway.pay(orderId).result, razorpay_payment_id: 'pay_Tampered000001' };
    expect((await checkout(deal.enterprise, deal.milestoneId, tampered)).statusCode).toBe(400);
    const { result, payment } = gateway.pay(orderId);
    expect((await checkout(a.otherEnterprise, deal.milestoneId, result)).statusCode).toBe(404);
    expect((await checkout(deal.creator, deal.milestoneId, result)).statusCode).toBe(403);
    expect(await paymentRows(app, deal.milestoneId)).toHaveLength(0);

    const key = `gateway-pay-${orderId}`;
    const paid = await checkout(deal.enterprise, deal.milestoneId, result, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().agreement.milestones[0].payment).toMatchObject({
      method: 'razorpay',
      utr: null,
      payeeVpa: null,
      gatewayPaymentId: payment.id,
      status: 'confirmed',
      amountPaise: 1_500_000,
      transferStatus: 'on_hold',
    });
    // The same result again (a retry with or without its key) answers without a second payment.
    expect((await checkout(deal.enterprise, deal.milestoneId, result, key)).json()).toEqual(paid.json());
    expect((await checkout(deal.enterprise, deal.milestoneId, result)).statusCode).toBe(200);
    expect(await paymentRows(app, deal.milestoneId)).toHaveLength(1);
    const [transfer] = [...gateway.transfers.values()].filter((t) => t.source === payment.id);
    expect(transfer).toMatchObject({ recipient: LINKED, amount: 1_500_000, on_hold: true });

    // A second payment for the paid part is refused, online and by UPI.
    const again = await order(deal.enterprise, deal.milestoneId);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'already_paid']);
    const second = gateway.pay(orderId).result;
    const double = await checkout(deal.enterprise, deal.milestoneId, second);
    expect([double.statusCode, double.json().error.code]).toEqual([409, 'already_paid']);
    expect(await paymentRows(app, deal.milestoneId)).toHaveLength(1);

    // Delivery and approval release the held transfer.
    await act(app, deal.creator, 'POST', `/api/milestones/${deal.milestoneId}/deliver`, { note: 'Done' });
    const approved = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/approve`, {
      amountPaise: DEAL_PAISE,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().agreement.milestones[0].payment.transferStatus).toBe('released');
    expect(gateway.transfers.get(transfer!.id)!.on_hold).toBe(false);
    const history = (await agreementOf(app, deal.creator, deal.jobId)).history.map((e) => e.action);
    expect(history).toEqual(
      expect.arrayContaining([
        'gateway_order_created',
        'payment_paid_online',
        'transfer_held',
        'transfer_released',
      ]),
    );
    const notices = await injectAs(app, deal.creator, { method: 'GET', url: '/api/notifications' });
    expect(notices.body).toContain('payment_paid_online');
  });

  it('pays an approved part with the transfer released at once', async () => {
    const deal = await approvedDeal(app, a.admin);
    await link(deal.creator);
    const { orderId } = (await order(deal.enterprise, deal.milestoneId)).json();
    const { result } = gateway.pay(orderId);
    const paid = await checkout(deal.enterprise, deal.milestoneId, result);
    expect(paid.json().agreement.milestones[0].payment.transferStatus).toBe('released');
    const upi = await act(app, deal.enterprise, 'POST', `/api/milestones/${deal.milestoneId}/payment`, {
      utr: '123456789012',
      amountPaise: DEAL_PAISE,
    });
    expect([upi.statusCode, upi.json().error.code]).toEqual([409, 'already_paid']);
    // Captured by the gateway, the payment is confirmed at once, so its invoice is issued with it.
    const listed = await injectAs(app, deal.creator, {
      method: 'GET',
      url: `/api/jobs/${deal.jobId}/invoices`,
    });
    const [invoice] = listed.json().invoices as Array<{ id: number; totalPaise: number }>;
    expect(invoice?.totalPaise).toBe(paid.json().agreement.milestones[0].payment.amountPaise);
    const pdf = await injectAs(app, deal.enterprise, {
      method: 'GET',
      url: `/api/invoices/${invoice!.id}/pdf`,
    });
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(document, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(`payment id ${result.razorpay_payment_id}`);
  });

  it('acts on a signed webhook once; refuses wrong signatures, replays and old timestamps, writing nothing', async () => {
    const deal = await acceptedDeal();
    const { orderId } = (await order(deal.enterprise, deal.milestoneId)).json();
    const { payment } = gateway.pay(orderId);

    const forged = gateway.signWebhook('payment.captured', payment, { secret: 'forged' });
    expect((await gateway.sendWebhook(webhookUrl, forged)).status).toBe(400);
    const stale = gateway.signWebhook('payment.captured', payment, {
      createdAt: Math.floor(Date.now() / 1000) - 60 * 60,
    });
    expect((await gateway.sendWebhook(webhookUrl, stale)).status).toBe(400);
    const unsigned = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_Unsigned000001' },
      body: forged.body,
    });
    expect(unsigned.status).toBe(400);
    expect(await storedEvents(app, [forged.eventId, stale.eventId, 'evt_Unsigned000001'])).toBe(0);
    expect(await paymentRows(app, deal.milestoneId)).toHaveLength(0);

    const captured = gateway.signWebhook('payment.captured', payment);
    const first = await gateway.sendWebhook(webhookUrl, captured);
    expect(first).toEqual({ status: 200, body: { ok: true } });
    const rows = await paymentRows(app, deal.milestoneId);
    expect(rows).toMatchObject([
      { method: 'razorpay', gatewayPaymentId: payment.id, transferStatus: 'on_hold' },
    ]);

    // The same event again is a replay: refused and not acted on. order.paid about the same payment changes nothing.
    expect((await gateway.sendWebhook(webhookUrl, captured)).status).toBe(400);
    const orderPaid = gateway.signWebhook('order.paid', payment);
    expect((await gateway.sendWebhook(webhookUrl, orderPaid)).status).toBe(200);
    // The browser's checkout result arriving after the webhook finds the payment recorded.
    expect(
      (await checkout(deal.enterprise, deal.milestoneId, signedFor(payment.id, orderId))).statusCode,
    ).toBe(200);
    expect(await paymentRows(app, deal.milestoneId)).toHaveLength(1);
    expect(
      await storedEvents(app, [forged.eventId, stale.eventId, captured.eventId, orderPaid.eventId]),
    ).toBe(2);
    const history = (await agreementOf(app, deal.enterprise, deal.jobId)).history;
    expect(history.filter((e) => e.action === 'payment_paid_online')).toHaveLength(1);
    expect(history.find((e) => e.action === 'payment_paid_online')!.actorName).toBeNull();
  });

  /** The checkout result Razorpay would sign for an existing payment. */
  function signedFor(paymentId: string, orderId: string) {
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac('sha256', gateway.config.keySecret)
        .update(`${orderId}|${paymentId}`)
        .digest('hex'),
    };
  }

  it('refuses an oversized or non-JSON webhook body before reading it', async () => {
    const big = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(70 * 1024)}"}`,
    });
    expect(big.status).toBe(413);
  });
});

describe('the page’s content security policy', () => {
  it('allows the gateway’s checkout script only when the gateway is configured', async () => {
    const gateway = await startRazorpayStandIn();
    const [plain, withGateway] = [
      await buildTestApp(),
      await buildTestApp({ paymentsGateway: gateway.config }),
    ];
    try {
      const csp = async (app: FastifyInstance) =>
        String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      expect(await csp(plain)).not.toContain('razorpay');
      const policy = await csp(withGateway);
      expect(policy).toContain("script-src 'self' https://checkout.razorpay.com;");
      expect(policy).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    } finally {
      await Promise.all([plain.close(), withGateway.close()]);
      await gateway.close();
    }
  });
});

describe('the gateway stand-in', () => {
  it('is test code: no production file imports it', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = (await readdir(root, { recursive: true })).filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.startsWith(`test${path.sep}`) &&
        !/\.(test|fixtures)\.ts$/.test(file) &&
        !file.endsWith('isolated-test-app.ts'),
    );
    const importers: string[] = [];
    for (const file of files)
      if (/(from|import\()\s*'[^']*razorpay-stand-in'/.test(await readFile(path.join(root, file), 'utf8')))
        importers.push(file);
    expect(files.length).toBeGreaterThan(50);
    expect(importers).toEqual([]);
  });
});
