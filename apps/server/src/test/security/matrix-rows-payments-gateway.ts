import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { injectAs } from '../factories';
import { adminOnly, everyone, signedIn, type ActorName, type MatrixRow } from './matrix-fixtures';
import { dealAt, linkAccount, paymentStatuses } from './payments-fixtures';
import { standInOf } from './security-app';

const onlyEnterprise: Record<ActorName, number> = {
  ...signedIn(404),
  creator: 403,
  admin: 403,
  enterprise: 200,
};

/** An accepted agreement whose creator has a linked account, with a gateway order the enterprise opened. */
async function openOrder(ctx: Parameters<MatrixRow['prepare']>[0]) {
  const deal = await dealAt(ctx.app, ctx.a, 'accepted');
  await linkAccount(ctx.app, ctx.a.creator.id);
  const opened = await injectAs(ctx.app, ctx.a.enterprise, {
    method: 'POST',
    url: `/api/milestones/${deal.milestoneId}/gateway-order`,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { deal, paid: standInOf(ctx.app).pay(opened.json().orderId as string) };
}

/** Paying online through the gateway (decision 245): the paying enterprise acts, the gateway's webhook is open. */
export const PAYMENT_GATEWAY_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/jobs/:id/agreement/gateway',
    expected: { ...signedIn(404), creator: 200, enterprise: 200, admin: 200 },
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'accepted');
      await linkAccount(ctx.app, ctx.a.creator.id);
      return {
        request: { method: 'GET', url: `/api/jobs/${deal.jobId}/agreement/gateway` },
        check: (response) => {
          if (response.statusCode !== 200) return;
          const payable = ctx.actor === 'enterprise' ? [deal.milestoneId] : [];
          expect(response.json().payableMilestoneIds).toEqual(payable);
          // The linked account is the admins' to record and see.
          expect(response.json().linkedAccountId).toBe(ctx.actor === 'admin' ? 'acc_Matrix00000001' : null);
        },
      };
    },
  },
  {
    route: 'POST /api/milestones/:id/gateway-order',
    expected: onlyEnterprise,
    prepare: async (ctx) => {
      const deal = await dealAt(ctx.app, ctx.a, 'accepted');
      await linkAccount(ctx.app, ctx.a.creator.id);
      const before = standInOf(ctx.app).orders.size;
      return {
        request: { method: 'POST', url: `/api/milestones/${deal.milestoneId}/gateway-order` },
        check: (response) => {
          expect(standInOf(ctx.app).orders.size).toBe(before + (response.statusCode === 200 ? 1 : 0));
        },
      };
    },
  },
  {
    route: 'POST /api/milestones/:id/gateway-payment',
    expected: onlyEnterprise,
    prepare: async (ctx) => {
      const { deal, paid } = await openOrder(ctx);
      return {
        request: {
          method: 'POST',
          url: `/api/milestones/${deal.milestoneId}/gateway-payment`,
          payload: paid.result,
        },
        check: async (response) => {
          expect(await paymentStatuses(ctx.app, deal.milestoneId)).toEqual(
            response.statusCode === 200 ? ['confirmed'] : [],
          );
        },
      };
    },
  },
  {
    // Unauthenticated by design: the signature is the authentication, whoever's cookie comes along.
    route: 'POST /api/payments/gateway/webhook',
    expected: everyone(200),
    prepare: async (ctx) => {
      const { deal, paid } = await openOrder(ctx);
      const webhook = standInOf(ctx.app).signWebhook('payment.captured', paid.payment);
      return {
        request: {
          method: 'POST',
          url: '/api/payments/gateway/webhook',
          headers: webhook.headers,
          payload: webhook.body,
        },
        check: async (response) => {
          expect(await paymentStatuses(ctx.app, deal.milestoneId)).toEqual(
            response.statusCode === 200 ? ['confirmed'] : [],
          );
        },
      };
    },
  },
  {
    route: 'POST /api/payments/gateway/webhook',
    case: 'wrong signature',
    expected: everyone(400),
    prepare: async (ctx) => {
      const { deal, paid } = await openOrder(ctx);
      const webhook = standInOf(ctx.app).signWebhook('payment.captured', paid.payment, {
        secret: `forged-${randomUUID()}`,
      });
      return {
        request: {
          method: 'POST',
          url: '/api/payments/gateway/webhook',
          headers: webhook.headers,
          payload: webhook.body,
        },
        check: async () => {
          expect(await paymentStatuses(ctx.app, deal.milestoneId)).toEqual([]);
        },
      };
    },
  },
  {
    route: 'PUT /api/admin/creators/:id/linked-account',
    expected: adminOnly(200),
    prepare: (ctx) => ({
      request: {
        method: 'PUT',
        url: `/api/admin/creators/${ctx.a.otherCreator.id}/linked-account`,
        payload: { accountId: 'acc_Linked00000001' },
      },
    }),
  },
];
