import { useQuery } from '@tanstack/react-query';
import { completeGatewayPayment, createGatewayOrder, gatewayOptions } from '@kalasetu/shared/api/payments';
import type { AgreementResponse } from '@kalasetu/shared/payments';
import { RAZORPAY_CHECKOUT_SCRIPT, type GatewayCheckoutInput } from '@kalasetu/shared/payments-gateway';
import { request } from '../../../lib/api-client';
import { agreementKeys } from './agreement';

/** Whether the viewer may pay parts online (decision 245); only asked for by the paying enterprise. */
export function useGatewayOptions(jobId: number | null) {
  return useQuery({
    queryKey: [...agreementKeys.one(jobId ?? 0), 'gateway'] as const,
    queryFn: ({ signal }) => request(gatewayOptions, { params: { id: jobId ?? 0 }, signal }),
    enabled: jobId !== null,
    staleTime: 60_000,
  });
}

interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  handler: (result: GatewayCheckoutInput) => void;
  modal: { ondismiss: () => void };
}
interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', callback: () => void): void;
}
type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

let loading: Promise<CheckoutConstructor> | null = null;

/**
 * Razorpay's checkout script, added to the page only now (decision 246): the CSP allows its origin only when the
 * server has gateway keys, and no page loads it before "Pay online" is pressed.
 */
function loadCheckout(): Promise<CheckoutConstructor> {
  loading ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const found = (window as unknown as { Razorpay?: CheckoutConstructor }).Razorpay;
      if (found) resolve(found);
      else reject(new Error('checkout'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('checkout'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export class CheckoutClosed extends Error {}

/**
 * "Pay online": an order from our server, the gateway's checkout, and its signed result sent back for the server
 * to verify and record. Each write carries its own Idempotency-Key, kept for its retries.
 */
export async function payOnline(
  milestoneId: number,
  merchantName: string,
  keys: { order: string; payment: string },
): Promise<AgreementResponse> {
  const [order, Checkout] = await Promise.all([
    request(createGatewayOrder, { params: { id: milestoneId }, idempotencyKey: keys.order }),
    loadCheckout(),
  ]);
  const result = await new Promise<GatewayCheckoutInput>((resolve, reject) => {
    const checkout = new Checkout({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: merchantName,
      description: order.description,
      handler: resolve,
      modal: { ondismiss: () => reject(new CheckoutClosed()) },
    });
    checkout.on('payment.failed', () => reject(new Error('failed')));
    checkout.open();
  });
  return request(completeGatewayPayment, {
    params: { id: milestoneId },
    body: result,
    idempotencyKey: keys.payment,
  });
}
