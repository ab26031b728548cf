import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../../config';
import { createRazorpayGateway } from './razorpay';

/** A transfer of a gateway payment to the creator's linked account. */
export interface GatewayTransfer {
  id: string;
  onHold: boolean;
}

/**
 * What the payments module needs of a payment gateway (decision 245). UPI needs none of it; Razorpay is the one
 * driver. Each call that reaches the gateway throws a 502 AppError when it does not answer as documented.
 */
export interface PaymentGateway {
  provider: GatewayConfig['provider'];
  /** The public key the browser's checkout opens with. */
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; amountPaise: number }>;
  /** The checkout result's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook(rawBody: string, signature: string): boolean;
  createTransfer(
    paymentId: string,
    input: { account: string; amountPaise: number; onHold: boolean; notes: Record<string, string> },
  ): Promise<GatewayTransfer>;
  releaseTransfer(transferId: string): Promise<GatewayTransfer>;
}

const gateways = new WeakMap<FastifyInstance, PaymentGateway | null>();

/** The app's gateway, or null when none is configured (UPI alone is offered). */
export function gatewayOf(app: FastifyInstance): PaymentGateway | null {
  if (!gateways.has(app)) {
    const config = app.config.paymentsGateway;
    gateways.set(app, config ? createRazorpayGateway(config) : null);
  }
  return gateways.get(app)!;
}
