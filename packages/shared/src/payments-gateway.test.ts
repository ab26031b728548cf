import { describe, expect, it } from 'vitest';
import { gatewayCheckoutSchema, linkedAccountSchema } from './payments-gateway';

describe('gateway contracts (decision 245)', () => {
  const result = {
    razorpay_order_id: 'order_IluGWxBm9U8zJ8',
    razorpay_payment_id: 'pay_IluGWxBm9U8zJ9',
    razorpay_signature: 'a'.repeat(64),
  };

  it('takes a checkout result of Razorpay’s ids and a hex SHA-256 signature', () => {
    expect(gatewayCheckoutSchema.safeParse(result).success).toBe(true);
    for (const bad of [
      { ...result, razorpay_order_id: 'pay_IluGWxBm9U8zJ8' },
      { ...result, razorpay_payment_id: 'pay_' },
      { ...result, razorpay_payment_id: "pay_x' or 1=1" },
      { ...result, razorpay_signature: 'A'.repeat(64) },
      { ...result, razorpay_signature: 'a'.repeat(63) },
      { razorpay_order_id: result.razorpay_order_id },
    ]) {
      const parsed = gatewayCheckoutSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('validation.gatewayResultInvalid');
    }
  });

  it('takes a linked account id of acc_ and 14 letters or digits, trimmed', () => {
    expect(linkedAccountSchema.parse({ accountId: ' acc_Creator0000001 ' })).toEqual({
      accountId: 'acc_Creator0000001',
    });
    for (const accountId of ['acc_short', 'acc_Creator00000012', 'cust_Creator000001', 'acc_Creator-000001'])
      expect(linkedAccountSchema.safeParse({ accountId }).error?.issues[0]?.message).toBe(
        'validation.linkedAccountInvalid',
      );
  });
});
