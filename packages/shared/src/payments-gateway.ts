import { z } from 'zod';

/*
 * Paying online through a payment gateway (decision 245). UPI stays the default; when the server
 * has gateway keys, the enterprise may also pay a part online, and the gateway holds the creator's share until the
 * part is approved.
 */

export const GATEWAY_PROVIDERS = ['razorpay'] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

/** Razorpay's checkout script, loaded only when the enterprise presses "Pay online" (decision 246). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** What the page's CSP allows when the gateway is configured: the script's origin, and the frames it opens. */
export const RAZORPAY_SCRIPT_ORIGINS = ['https://checkout.razorpay.com'] as const;
export const RAZORPAY_FRAME_ORIGINS = ['https://api.razorpay.com', 'https://checkout.razorpay.com'] as const;

const gatewayId = (prefix: string) =>
  z
    .string({ error: 'validation.gatewayResultInvalid' })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), { error: 'validation.gatewayResultInvalid' });

/** What Razorpay's checkout hands the page after a successful payment; the server verifies the signature. */
export const gatewayCheckoutSchema = z.object({
  razorpay_order_id: gatewayId('order'),
  razorpay_payment_id: gatewayId('pay'),
  razorpay_signature: z
    .string({ error: 'validation.gatewayResultInvalid' })
    .regex(/^[a-f0-9]{64}$/, { error: 'validation.gatewayResultInvalid' }),
});
export type GatewayCheckoutInput = z.input<typeof gatewayCheckoutSchema>;

/** Whether the viewer can pay online, and which parts: only the paying enterprise, only with a linked account. */
export const gatewayOptionsResponseSchema = z.object({
  provider: z.enum(GATEWAY_PROVIDERS).nullable(),
  /** The public key the checkout opens with; null when no gateway is configured. */
  keyId: z.string().nullable(),
  payableMilestoneIds: z.array(z.number().int()),
  /** The creator's linked account, for admins only (they record it); null for everyone else. */
  linkedAccountId: z.string().nullable(),
});
export type GatewayOptionsResponse = z.infer<typeof gatewayOptionsResponseSchema>;

/** A gateway order for one part, for the browser's checkout. */
export const gatewayOrderResponseSchema = z.object({
  provider: z.enum(GATEWAY_PROVIDERS),
  keyId: z.string(),
  orderId: z.string(),
  milestoneId: z.number().int(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  /** What the checkout shows: the job's title (and the part's). */
  description: z.string(),
});
export type GatewayOrderResponse = z.infer<typeof gatewayOrderResponseSchema>;

/** A creator's Razorpay Route linked account id (`acc_` and 14 letters or digits), set by an admin. */
export const linkedAccountField = z
  .string({ error: 'validation.linkedAccountInvalid' })
  .trim()
  .regex(/^acc_[A-Za-z0-9]{14}$/, { error: 'validation.linkedAccountInvalid' });
export const linkedAccountSchema = z.object({ accountId: linkedAccountField });
export type LinkedAccountInput = z.input<typeof linkedAccountSchema>;
export const linkedAccountResponseSchema = z.object({ accountId: z.string().nullable() });

export const webhookAckSchema = z.object({ ok: z.literal(true) });
