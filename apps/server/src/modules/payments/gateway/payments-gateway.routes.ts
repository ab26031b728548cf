import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParamSchema, numericIdParamSchema, okResponseSchema } from '@kalasetu/shared/http';
import { agreementResponseSchema } from '@kalasetu/shared/payments';
import {
  gatewayCheckoutSchema,
  gatewayOptionsResponseSchema,
  gatewayOrderResponseSchema,
  linkedAccountResponseSchema,
  linkedAccountSchema,
} from '@kalasetu/shared/payments-gateway';
import { requireActor } from '../../../plugins/auth';
import {
  completeGatewayCheckout,
  createGatewayOrder,
  gatewayOptions,
  handleGatewayWebhook,
  setLinkedAccount,
} from './payments-gateway.service';
import { idempotencyKeyOf } from '../idempotency';
import { addressBudgetKey } from '../../../lib/address-budget';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 502);
const TAGS = ['payments'];
/** A Razorpay webhook is a few kilobytes; anything far larger is not one. */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;
/** Webhooks per address per minute: the gateway sends a handful per payment. */
const WEBHOOK_RATE = { max: 300, windowMs: 60_000 };

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Paying a part online through the gateway (decision 245). The webhook lives in a scope of its own, whose JSON
 * parser keeps the raw body: its signature is an HMAC of the exact bytes the gateway sent.
 */
export default async function paymentsGatewayRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/jobs/:id/agreement/gateway',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the viewer may pay parts of this agreement online, and which',
        params: numericIdParamSchema,
        response: { 200: gatewayOptionsResponseSchema, ...errors },
      },
    },
    async (request) => gatewayOptions(app, await requireActor(request), request.params.id),
  );
  api.post(
    '/api/milestones/:id/gateway-order',
    {
      schema: {
        tags: TAGS,
        summary: 'The enterprise opens a gateway order to pay a part online (Idempotency-Key honoured)',
        params: numericIdParamSchema,
        response: { 200: gatewayOrderResponseSchema, ...errors },
      },
    },
    async (request) =>
      createGatewayOrder(app, await requireActor(request), request.params.id, idempotencyKeyOf(request)),
  );
  api.post(
    '/api/milestones/:id/gateway-payment',
    {
      schema: {
        tags: TAGS,
        summary:
          'The checkout’s signed result: verified, the payment recorded once (Idempotency-Key honoured)',
        params: numericIdParamSchema,
        body: gatewayCheckoutSchema,
        response: { 200: agreementResponseSchema, ...errors },
      },
    },
    async (request) =>
      completeGatewayCheckout(
        app,
        await requireActor(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      ),
  );
  api.put(
    '/api/admin/creators/:id/linked-account',
    {
      schema: {
        tags: ['admin', ...TAGS],
        summary: 'An admin records a creator’s gateway linked account (made in the gateway’s dashboard)',
        params: idParamSchema,
        body: linkedAccountSchema,
        response: { 200: linkedAccountResponseSchema, ...errors },
      },
    },
    async (request) =>
      setLinkedAccount(app, await requireActor(request), request.params.id, request.body.accountId),
  );

  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, typeof body === 'string' ? body : body.toString('utf8')),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/gateway/webhook',
      {
        schema: {
          tags: TAGS,
          summary:
            'The gateway’s webhook (payment.captured, order.paid): signed, replay-safe, unauthenticated, rate-limited',
          response: { 200: okResponseSchema, ...errorResponses(400, 404, 413, 415, 429) },
        },
      },
      async (request) => {
        await app.rateLimiter.consume(
          `gateway-webhook:ip:${addressBudgetKey(request.ip)}`,
          WEBHOOK_RATE.max,
          WEBHOOK_RATE.windowMs,
        );
        return handleGatewayWebhook(app, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          signature: header(request, 'x-razorpay-signature'),
          eventId: header(request, 'x-razorpay-event-id'),
          now: new Date(),
        });
      },
    );
  });
}
