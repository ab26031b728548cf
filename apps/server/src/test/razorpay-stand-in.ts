import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '../config';

/*
 * A local stand-in for the parts of Razorpay's API the payments gateway driver uses, for tests only (never imported
 * by production code: decision 245). It checks Basic auth like the real API, keeps orders, payments and transfers
 * in memory, plays the checkout (a captured payment and its signed result) and signs and sends webhooks the
 * documented way: `X-Razorpay-Signature` = HMAC-SHA256(raw body, webhook secret), `x-razorpay-event-id`.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix, an underscore and 14 letters or digits. */
export const razorpayId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

export interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: 'created' | 'paid';
}
export interface StandInTransfer {
  id: string;
  source: string;
  recipient: string;
  amount: number;
  on_hold: boolean;
}

export interface WebhookOptions {
  eventId?: string;
  /** Seconds since the epoch; now unless given. */
  createdAt?: number;
  /** Signs with another secret, as a forger would. */
  secret?: string;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const apiError = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

/** Starts the stand-in on a free loopback port; `config` is what the app under test is given. */
export async function startRazorpayStandIn() {
  const keyId = `rzp_test_${randomUUID().slice(0, 8)}`;
  const keySecret = `secret-${randomUUID()}`;
  const webhookSecret = `whsec-${randomUUID()}`;
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, { id: string; order_id: string; amount: number; status: 'captured' }>();
  const transfers = new Map<string, StandInTransfer>();
  /** Every request the stand-in answered, `METHOD path`, for tests to check what the driver called. */
  const calls: string[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0]!;
      calls.push(`${request.method} ${path}`);
      if (request.headers.authorization !== expectedAuth)
        return send(response, 401, apiError('The api key provided is invalid'));
      let body: Record<string, unknown>;
      try {
        body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      } catch {
        return send(response, 400, apiError('The request body is not JSON'));
      }
      if (request.method === 'POST' && path === '/v1/orders') {
        const amount = body.amount;
        if (
          typeof amount !== 'number' ||
          !Number.isInteger(amount) ||
          amount < 100 ||
          body.currency !== 'INR'
        )
          return send(response, 400, apiError('The amount must be at least INR 1.00'));
        const order: StandInOrder = {
          id: razorpayId('order'),
          amount,
          currency: 'INR',
          receipt: String(body.receipt ?? ''),
          notes: (body.notes ?? {}) as Record<string, string>,
          status: 'created',
        };
        orders.set(order.id, order);
        return send(response, 200, { entity: 'order', amount_paid: 0, attempts: 0, ...order });
      }
      const transferOfPayment = /^\/v1\/payments\/([^/]+)\/transfers$/.exec(path);
      if (request.method === 'POST' && transferOfPayment) {
        const payment = payments.get(decodeURIComponent(transferOfPayment[1]!));
        if (!payment) return send(response, 400, apiError('The id provided does not exist'));
        const items = ((body.transfers ?? []) as Array<Record<string, unknown>>).map((t) => {
          if (typeof t.account !== 'string' || !/^acc_[A-Za-z0-9]{14}$/.test(t.account)) return null;
          if (typeof t.amount !== 'number' || t.amount > payment.amount || t.currency !== 'INR') return null;
          const transfer: StandInTransfer = {
            id: razorpayId('trf'),
            source: payment.id,
            recipient: t.account,
            amount: t.amount,
            on_hold: t.on_hold === true,
          };
          return transfer;
        });
        if (items.length !== 1 || items.some((t) => t === null))
          return send(response, 400, apiError('The transfer is not valid'));
        for (const t of items) transfers.set(t!.id, t!);
        return send(response, 200, {
          entity: 'collection',
          count: items.length,
          items: items.map((t) => ({ entity: 'transfer', currency: 'INR', ...t })),
        });
      }
      const transfer = /^\/v1\/transfers\/([^/]+)$/.exec(path);
      if (request.method === 'PATCH' && transfer) {
        const found = transfers.get(decodeURIComponent(transfer[1]!));
        if (!found) return send(response, 400, apiError('The id provided does not exist'));
        if (typeof body.on_hold !== 'boolean') return send(response, 400, apiError('on_hold is required'));
        found.on_hold = body.on_hold;
        return send(response, 200, { entity: 'transfer', currency: 'INR', ...found });
      }
      return send(response, 404, apiError('The requested URL was not found on the server.'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never what keeps a test process alive: a test that forgets to close it still ends.
  server.unref();
  const { port } = server.address() as AddressInfo;

  const config: GatewayConfig = {
    provider: 'razorpay',
    keyId,
    keySecret,
    webhookSecret,
    apiUrl: `http://127.0.0.1:${port}`,
  };

  /** The checkout: the payer pays the order, the payment is captured, the page gets the signed result. */
  function pay(orderId: string, options: { secret?: string } = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment = {
      id: razorpayId('pay'),
      order_id: order.id,
      amount: order.amount,
      status: 'captured' as const,
    };
    payments.set(payment.id, payment);
    order.status = 'paid';
    return {
      payment,
      result: {
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: createHmac('sha256', options.secret ?? keySecret)
          .update(`${order.id}|${payment.id}`)
          .digest('hex'),
      },
    };
  }

  /** A webhook as Razorpay sends it: the raw body, its signature and its event id. */
  function signWebhook(
    event: 'payment.captured' | 'order.paid' | string,
    payment: { id: string; order_id: string; amount: number },
    options: WebhookOptions = {},
  ) {
    const createdAt = options.createdAt ?? Math.floor(Date.now() / 1000);
    const entity = { entity: 'payment', currency: 'INR', status: 'captured', method: 'upi', ...payment };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_StandInPlatform1',
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity },
        ...(event === 'order.paid'
          ? { order: { entity: { id: payment.order_id, amount: payment.amount, status: 'paid' } } }
          : {}),
      },
      created_at: createdAt,
    });
    const eventId = options.eventId ?? razorpayId('evt');
    const signature = createHmac('sha256', options.secret ?? webhookSecret)
      .update(body)
      .digest('hex');
    return {
      body,
      eventId,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
    };
  }

  /** Signs and sends a webhook to `url` over HTTP, as the gateway does. */
  async function sendWebhook(url: string, webhook: ReturnType<typeof signWebhook>) {
    const response = await fetch(url, { method: 'POST', headers: webhook.headers, body: webhook.body });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  return {
    config,
    orders,
    payments,
    transfers,
    calls,
    pay,
    signWebhook,
    sendWebhook,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
