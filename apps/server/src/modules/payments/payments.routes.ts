import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, numericIdParamSchema } from '@kalasetu/shared/http';
import {
  acceptAgreementSchema,
  adminPaymentsResponseSchema,
  agreementResponseSchema,
  agreementTermsSchema,
  changeRequestSchema,
  deliverySchema,
  disputeSchema,
  myAgreementsResponseSchema,
  payoutVpaResponseSchema,
  payoutVpaSchema,
  recordPaymentSchema,
  resolveDisputeSchema,
  reviewNoteSchema,
  shownAmountSchema,
} from '@kalasetu/shared/payments';
import disputesRoutes from './disputes.routes';
import deliveryFilesRoutes from './delivery-files.routes';
import paymentsGatewayRoutes from './gateway/payments-gateway.routes';
import { idempotencyKeyOf } from './idempotency';
import { releaseAfterApproval } from './gateway/payments-gateway.service';
import { requireActor } from '../../plugins/auth';
import {
  acceptAgreement,
  approveMilestone,
  deliverMilestone,
  getAgreement,
  listAgreements,
  requestAgreementChange,
  requestMilestoneChanges,
  updateTerms,
} from './agreements.service';
import {
  adminPayments,
  confirmPayment,
  disputePayment,
  getPayoutVpa,
  recordPayment,
  setPayoutVpa,
} from './payments.service';
import { resolveDispute } from './disputes.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const agreementReply = { 200: agreementResponseSchema, ...errors };
const TAGS = ['payments'];

/** Work agreements, delivery and UPI payments (decision 235). Every write takes an optional Idempotency-Key. */
export default async function paymentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const write = (summary: string) => ({ tags: TAGS, summary: `${summary} (Idempotency-Key honoured)` });

  await app.register(paymentsGatewayRoutes);
  await app.register(deliveryFilesRoutes);
  await app.register(disputesRoutes);

  api.get(
    '/api/agreements',
    {
      schema: {
        tags: TAGS,
        summary: 'Your agreements (an admin: all), newest change first',
        response: { 200: myAgreementsResponseSchema, ...errors },
      },
    },
    async (request) => ({ agreements: await listAgreements(app, await requireActor(request)) }),
  );
  api.get(
    '/api/jobs/:id/agreement',
    {
      schema: {
        tags: TAGS,
        summary: 'The job’s work agreement: its two parties and admins only',
        params: numericIdParamSchema,
        response: agreementReply,
      },
    },
    async (request) => getAgreement(app, await requireActor(request), request.params.id),
  );
  api.put(
    '/api/jobs/:id/agreement',
    {
      schema: {
        ...write('The enterprise sets the terms until the creator accepts'),
        params: numericIdParamSchema,
        body: agreementTermsSchema,
        response: agreementReply,
      },
    },
    async (request) =>
      updateTerms(
        app,
        await requireActor(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      ),
  );
  api.post(
    '/api/jobs/:id/agreement/accept',
    {
      schema: {
        ...write(
          'The creator accepts the version of the terms it was shown (409 terms_changed if they changed)',
        ),
        params: numericIdParamSchema,
        body: acceptAgreementSchema,
        response: agreementReply,
      },
    },
    async (request) =>
      acceptAgreement(
        app,
        await requireActor(request),
        request.params.id,
        request.body.version,
        idempotencyKeyOf(request),
      ),
  );
  api.post(
    '/api/jobs/:id/agreement/request-change',
    {
      schema: {
        ...write('The creator asks for a change (a message in the job’s conversation)'),
        params: numericIdParamSchema,
        body: changeRequestSchema,
        response: agreementReply,
      },
    },
    async (request) =>
      requestAgreementChange(
        app,
        await requireActor(request),
        request.params.id,
        request.body.message,
        idempotencyKeyOf(request),
      ),
  );
  api.post(
    '/api/milestones/:id/deliver',
    {
      schema: {
        ...write('The creator delivers a part with a note and links'),
        params: numericIdParamSchema,
        body: deliverySchema,
        response: agreementReply,
      },
    },
    async (request) =>
      deliverMilestone(
        app,
        await requireActor(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      ),
  );
  api.post(
    '/api/milestones/:id/approve',
    {
      schema: {
        ...write(
          'The enterprise approves a delivered part at the amount shown; all approved and paid completes the job',
        ),
        params: numericIdParamSchema,
        body: shownAmountSchema,
        response: agreementReply,
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const approved = await approveMilestone(
        app,
        actor,
        request.params.id,
        request.body.amountPaise,
        idempotencyKeyOf(request),
      );
      // A part paid online has its transfer held until now (decision 245): release it, then show the new state.
      if (await releaseAfterApproval(app, request.params.id))
        return getAgreement(app, actor, approved.agreement.jobId);
      return approved;
    },
  );
  api.post(
    '/api/milestones/:id/request-changes',
    {
      schema: {
        ...write('The enterprise asks for changes to a delivered part'),
        params: numericIdParamSchema,
        body: reviewNoteSchema,
        response: agreementReply,
      },
    },
    async (request) =>
      requestMilestoneChanges(
        app,
        await requireActor(request),
        request.params.id,
        request.body.note,
        idempotencyKeyOf(request),
      ),
  );
  api.post(
    '/api/milestones/:id/payment',
    {
      schema: {
        ...write('The enterprise records the UTR of its UPI payment for an approved part'),
        params: numericIdParamSchema,
        body: recordPaymentSchema,
        response: agreementReply,
      },
    },
    async (request) =>
      recordPayment(
        app,
        await requireActor(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      ),
  );
  api.post(
    '/api/payments/:id/confirm',
    {
      schema: {
        ...write('The creator confirms the amount shown arrived'),
        params: numericIdParamSchema,
        body: shownAmountSchema,
        response: agreementReply,
      },
    },
    async (request) =>
      confirmPayment(
        app,
        await requireActor(request),
        request.params.id,
        request.body.amountPaise,
        idempotencyKeyOf(request),
      ),
  );
  api.post(
    '/api/payments/:id/dispute',
    {
      schema: {
        ...write('The creator says the money has not arrived: a dispute for admins'),
        params: numericIdParamSchema,
        body: disputeSchema,
        response: agreementReply,
      },
    },
    async (request) =>
      disputePayment(
        app,
        await requireActor(request),
        request.params.id,
        request.body.note,
        idempotencyKeyOf(request),
      ),
  );
  api.get(
    '/api/me/payout',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in creator’s payout UPI ID',
        response: { 200: payoutVpaResponseSchema, ...errors },
      },
    },
    async (request) => getPayoutVpa(app, await requireActor(request)),
  );
  api.put(
    '/api/me/payout',
    {
      schema: {
        ...write('The signed-in creator sets their payout UPI ID'),
        body: payoutVpaSchema,
        response: { 200: payoutVpaResponseSchema, ...errors },
      },
    },
    async (request) =>
      setPayoutVpa(app, await requireActor(request), request.body.vpa, idempotencyKeyOf(request)),
  );
  api.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['admin', ...TAGS],
        summary: 'Agreements with amounts and status, and the disputes queue',
        response: { 200: adminPaymentsResponseSchema, ...errors },
      },
    },
    async (request) => adminPayments(app, await requireActor(request)),
  );
  api.post(
    '/api/admin/payments/:id/resolve',
    {
      schema: {
        ...write('An admin resolves a dispute: paid in full, part paid (an amount) or void, with a reason'),
        tags: ['admin', ...TAGS],
        params: numericIdParamSchema,
        body: resolveDisputeSchema,
        response: agreementReply,
      },
    },
    async (request) =>
      resolveDispute(
        app,
        await requireActor(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      ),
  );
}
