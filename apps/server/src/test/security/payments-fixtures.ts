import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { agreementMilestones } from '../../db/schema/agreement-milestones';
import { agreements } from '../../db/schema/agreements';
import { applications } from '../../db/schema/applications';
import { payments } from '../../db/schema/payments';
import { payoutAccounts } from '../../db/schema/payout-accounts';
import { deliveryFiles } from '../../db/schema/delivery-files';
import { disputeEvidence } from '../../db/schema/dispute-evidence';
import { issueInvoiceFor } from '../../modules/payments/invoices.service';
import { samplePdf } from '../../modules/payments/payments.fixtures';
import { injectAs, makeJob, type Actors } from '../factories';
import { signedIn, type ActorName } from './matrix-fixtures';

/** Only one side acts; the other party is refused (403), outsiders learn nothing (404), admins watch (403). */
export const onlySide = (side: 'creator' | 'enterprise', status = 200): Record<ActorName, number> => ({
  ...signedIn(404),
  creator: 403,
  enterprise: 403,
  admin: 403,
  [side]: status,
});
/** The agreement's two parties and admins; anyone else learns nothing of it (404). */
export const parties: Record<ActorName, number> = {
  ...signedIn(404),
  creator: 200,
  enterprise: 200,
  admin: 200,
};

export type DealStage = 'proposed' | 'accepted' | 'delivered' | 'approved' | 'paid' | 'disputed' | 'invoiced';

/**
 * A job of `enterprise` assigned by the admin to `creator` (so its agreement is drafted the real way), then moved
 * straight to `stage` in the database. The creator's payout UPI ID is a fresh secret only the enterprise and admins
 * may see.
 */
export async function dealAt(app: FastifyInstance, a: Actors, stage: DealStage) {
  const job = await makeJob(app, a.enterprise.id);
  await app.db.insert(applications).values({ jobId: job.id, creatorId: a.creator.id, proposedPrice: 1000 });
  const assigned = await injectAs(app, a.admin, {
    method: 'PUT',
    url: `/api/jobs/${job.id}/assignment`,
    payload: { creatorId: a.creator.id },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const vpa = `s${randomUUID().replace(/-/g, '')}@okaxis`;
  await app.db
    .insert(payoutAccounts)
    .values({ creatorId: a.creator.id, vpa })
    .onConflictDoUpdate({ target: payoutAccounts.creatorId, set: { vpa } });
  const [agreement] = await app.db.select().from(agreements).where(eq(agreements.jobId, job.id));
  const [milestone] = await app.db
    .select()
    .from(agreementMilestones)
    .where(eq(agreementMilestones.agreementId, agreement!.id));
  const order: DealStage[] = [
    'proposed',
    'accepted',
    'delivered',
    'approved',
    'paid',
    'disputed',
    'invoiced',
  ];
  const reached = (s: DealStage) => order.indexOf(stage) >= order.indexOf(s);
  if (reached('accepted'))
    await app.db.update(agreements).set({ status: 'accepted' }).where(eq(agreements.id, agreement!.id));
  if (reached('delivered'))
    await app.db
      .update(agreementMilestones)
      .set({ status: reached('approved') ? 'approved' : 'delivered', deliveryNote: 'Done' })
      .where(eq(agreementMilestones.id, milestone!.id));
  let paymentId = 0;
  if (reached('paid')) {
    const [row] = await app.db
      .insert(payments)
      .values({
        agreementId: agreement!.id,
        milestoneId: milestone!.id,
        payerId: a.enterprise.id,
        payeeId: a.creator.id,
        payerName: 'Firm',
        payeeName: 'Creator',
        payeeVpa: vpa,
        amountPaise: milestone!.amountPaise,
        utr: String(Math.floor(Math.random() * 9e11) + 1e11),
        status: stage === 'disputed' ? 'disputed' : stage === 'invoiced' ? 'confirmed' : 'recorded',
        disputeNote: stage === 'disputed' ? 'Not arrived' : null,
      })
      .returning();
    paymentId = row!.id;
  }
  // A confirmed payment with its invoice, issued as confirming issues it (decision 240).
  const invoiceId = stage === 'invoiced' ? (await issueInvoiceFor(app.db, paymentId)).id : 0;
  return {
    jobId: job.id,
    agreementId: agreement!.id,
    milestoneId: milestone!.id,
    amountPaise: milestone!.amountPaise,
    paymentId,
    invoiceId,
    vpa,
  };
}

export const agreementStatus = async (app: FastifyInstance, id: number) =>
  (await app.db.select().from(agreements).where(eq(agreements.id, id)))[0]!.status;
export const milestoneStatus = async (app: FastifyInstance, id: number) =>
  (await app.db.select().from(agreementMilestones).where(eq(agreementMilestones.id, id)))[0]!.status;
export const paymentStatuses = async (app: FastifyInstance, milestoneId: number) =>
  (await app.db.select().from(payments).where(eq(payments.milestoneId, milestoneId))).map((p) => p.status);

/** A creator's gateway linked account (acc_ and 14 letters or digits), written straight to the database. */
export async function linkAccount(app: FastifyInstance, creatorId: string) {
  const linkedAccountId = 'acc_Matrix00000001';
  await app.db
    .insert(payoutAccounts)
    .values({ creatorId, linkedAccountId })
    .onConflictDoUpdate({ target: payoutAccounts.creatorId, set: { linkedAccountId } });
}

/**
 * A PDF in the app's private storage, attached to `milestoneId` (and handed over at `deliveredAt`, if given), the way
 * an upload leaves it; its bytes carry a fresh secret.
 */
export async function deliveryFileOf(
  app: FastifyInstance,
  milestoneId: number,
  deliveredAt: Date | null = null,
) {
  const secret = `secret-${randomUUID()}`;
  const content = samplePdf(secret);
  const { key } = await app.storage.privateFiles.put('deliveries', content, 'pdf');
  const [row] = await app.db
    .insert(deliveryFiles)
    .values({
      milestoneId,
      storageKey: key,
      fileName: 'proofs.pdf',
      contentType: 'application/pdf',
      sizeBytes: content.length,
      deliveredAt,
    })
    .returning();
  return { id: row!.id, key, secret };
}

/** The milestone a delivery file is attached to now (null once removed). */
export const fileMilestone = async (app: FastifyInstance, id: number) =>
  (await app.db.select().from(deliveryFiles).where(eq(deliveryFiles.id, id)))[0]?.milestoneId ?? null;

/** A PDF of evidence from the creator on a disputed payment, in private storage; its bytes carry a fresh secret. */
export async function evidenceFileOf(app: FastifyInstance, paymentId: number) {
  const secret = `secret-${randomUUID()}`;
  const content = samplePdf(secret);
  const { key } = await app.storage.privateFiles.put('disputes', content, 'pdf');
  const [row] = await app.db
    .insert(disputeEvidence)
    .values({
      paymentId,
      authorName: 'Creator',
      side: 'creator',
      storageKey: key,
      fileName: 'statement.pdf',
      contentType: 'application/pdf',
      sizeBytes: content.length,
    })
    .returning();
  return { id: row!.id, secret };
}
