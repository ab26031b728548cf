import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayConfig } from '../../../config';
import { AppError } from '../../../lib/errors';
import type { GatewayTransfer, PaymentGateway } from './gateway';

/** How long one call to the gateway may take before the request is answered 502. */
const GATEWAY_TIMEOUT_MS = 10_000;

const unavailable = () => new AppError(502, 'gateway_unavailable', 'errors.gatewayUnavailable');

export function hmacHex(secret: string, text: string) {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time; a signature of the wrong length or alphabet is simply false. */
export function sameSignature(expectedHex: string, given: string) {
  if (!/^[a-f0-9]+$/.test(given) || given.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given, 'hex'));
}

interface TransferEntity {
  id: string;
  on_hold: boolean;
}

/**
 * Razorpay's documented REST API with plain fetch and Basic auth (key id : key secret): Orders (`POST /v1/orders`),
 * Route transfers of a payment (`POST /v1/payments/:id/transfers`, on hold) and their release
 * (`PATCH /v1/transfers/:id`, `on_hold: false`). Tests point `apiUrl` at a local stand-in (test/razorpay-stand-in.ts).
 */
export function createRazorpayGateway(config: GatewayConfig): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'POST' | 'PATCH', path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    return (await response.json()) as T;
  }

  const toTransfer = (entity: TransferEntity | undefined): GatewayTransfer => {
    if (!entity || typeof entity.id !== 'string') throw unavailable();
    return { id: entity.id, onHold: entity.on_hold === true };
  };

  return {
    provider: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call<{ id?: string; amount?: number }>('POST', '/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      if (typeof order.id !== 'string' || order.amount !== amountPaise) throw unavailable();
      return { id: order.id, amountPaise: order.amount };
    },
    verifyCheckout(orderId, paymentId, signature) {
      return sameSignature(hmacHex(config.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhook(rawBody, signature) {
      return sameSignature(hmacHex(config.webhookSecret, rawBody), signature);
    },
    async createTransfer(paymentId, { account, amountPaise, onHold, notes }) {
      const result = await call<{ items?: TransferEntity[] }>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/transfers`,
        { transfers: [{ account, amount: amountPaise, currency: 'INR', on_hold: onHold, notes }] },
      );
      return toTransfer(result.items?.[0]);
    },
    async releaseTransfer(transferId) {
      return toTransfer(
        await call<TransferEntity>('PATCH', `/v1/transfers/${encodeURIComponent(transferId)}`, {
          on_hold: false,
        }),
      );
    },
  };
}
