import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { agreementEvents } from '../schema/agreement-events';
import { agreementMilestones } from '../schema/agreement-milestones';
import { agreements } from '../schema/agreements';
import { jobs } from '../schema/jobs';
import { payments } from '../schema/payments';
import { payoutAccounts } from '../schema/payout-accounts';
import { profiles } from '../schema/profiles';
import { issueInvoiceFor } from '../../modules/payments/invoices.service';
import { DAY } from './demo-people';

const HOUR = DAY / 24;
const paise = (rupees: number) => rupees * 100;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Step {
  at: number;
  by: 'enterprise' | 'creator' | null;
  action: string;
  details?: Record<string, unknown>;
}

/**
 * The money side of the demo: every demo job that was finished was agreed, delivered, paid by UPI and
 * confirmed, so the admin's payment figures and both sides' histories are not empty; the job assigned two days ago
 * has an accepted agreement whose first part is approved and waiting to be paid, so the enterprise sees the UPI
 * link and QR code, and the creator sees what comes next. Written as rows, with the history each step would have
 * written, because the services would also send notifications and live events nobody is there to receive.
 */
export async function insertDemoPayments(
  db: DbOrTx,
  ids: { creatorIds: Record<string, string>; assignedJobId: number; finishedJobIds: number[] },
  now: number,
) {
  const vpas: Record<string, string> = {
    arjun: 'arjun.deshpande@okaxis',
    kavya: 'kavya.reels@oksbi',
    lakshmi: 'lakshmi.motion@ybl',
  };
  await db
    .insert(payoutAccounts)
    .values(Object.entries(vpas).map(([key, vpa]) => ({ creatorId: ids.creatorIds[key]!, vpa })));
  const vpaOf = new Map(Object.entries(vpas).map(([key, vpa]) => [ids.creatorIds[key]!, vpa]));
  let utr = 412_300_000_000;

  const finished = await db.select().from(jobs).where(inArray(jobs.id, ids.finishedJobIds));
  const [job] = await db.select().from(jobs).where(eq(jobs.id, ids.assignedJobId));
  const parties = [...finished, job!].flatMap((row) => [row.enterpriseId, row.selectedApplicantId!]);
  const names = new Map(
    (
      await db
        .select({ id: profiles.id, name: profiles.name })
        .from(profiles)
        .where(inArray(profiles.id, parties))
    ).map((p) => [p.id, p.name]),
  );
  for (const job of finished) {
    const assigned = job.assignedAt!.getTime();
    const price = job.budgetMax ?? 20000;
    const agreement = await insertAgreement(db, {
      job,
      creatorId: job.selectedApplicantId!,
      price,
      status: 'completed',
      acceptedAt: assigned + 6 * HOUR,
      completedAt: assigned + 4 * DAY,
      due: assigned + 10 * DAY,
    });
    const [part] = await db
      .insert(agreementMilestones)
      .values({
        agreementId: agreement.id,
        position: 1,
        title: '',
        amountPaise: paise(price),
        status: 'approved',
        deliveryNote: 'All edited files are in the shared folder.',
        deliveredAt: new Date(assigned + 3 * DAY),
        approvedAt: new Date(assigned + 4 * DAY),
      })
      .returning();
    const payment = await insertConfirmedPayment(db, {
      agreement,
      milestoneId: part!.id,
      amountPaise: paise(price),
      utr: String(utr++),
      recordedAt: assigned + 4.2 * DAY,
      confirmedAt: assigned + 4.6 * DAY,
    });
    // Confirming issues the invoice (decision 240), so the demo's paid parts can be downloaded.
    const invoice = await issueInvoiceFor(db, payment.id, new Date(assigned + 4.6 * DAY));
    await insertHistory(db, agreement, [
      { at: assigned, by: null, action: 'drafted', details: { pricePaise: paise(price) } },
      { at: assigned + 6 * HOUR, by: 'creator', action: 'accepted', details: { pricePaise: paise(price) } },
      { at: assigned + 3 * DAY, by: 'creator', action: 'delivered', details: { milestoneId: part!.id } },
      { at: assigned + 4 * DAY, by: 'enterprise', action: 'approved', details: { milestoneId: part!.id } },
      { at: assigned + 4 * DAY, by: null, action: 'completed' },
      {
        at: assigned + 4.2 * DAY,
        by: 'enterprise',
        action: 'payment_recorded',
        details: { paymentId: payment.id, milestoneId: part!.id, utr: payment.utr },
      },
      {
        at: assigned + 4.6 * DAY,
        by: 'creator',
        action: 'payment_confirmed',
        details: { paymentId: payment.id, invoice: invoice.number },
      },
    ]);
  }

  // The job assigned two days ago: agreed in two parts; the sample edits are approved and wait to be paid.
  const assigned = job!.assignedAt!.getTime();
  const agreement = await insertAgreement(db, {
    job: job!,
    creatorId: job!.selectedApplicantId!,
    price: 32000,
    status: 'accepted',
    acceptedAt: assigned + 3 * HOUR,
    completedAt: null,
    due: assigned + 14 * DAY,
    deliverables:
      'Day shoot at the Dharwad unit; 10 sample edits first, then 60 catalogue photographs of the saree range on a white background and on models.',
  });
  const parts = await db
    .insert(agreementMilestones)
    .values([
      {
        agreementId: agreement.id,
        position: 1,
        title: 'Shoot day and 10 sample edits',
        amountPaise: paise(8000),
        status: 'approved' as const,
        deliveryNote: 'Ten sample edits from Monday’s shoot; tell me if the colours are right.',
        deliveryLinks: ['https://photos.example.com/dharwad-handloom/samples'],
        deliveredAt: new Date(now - 20 * HOUR),
        approvedAt: new Date(now - 6 * HOUR),
      },
      {
        agreementId: agreement.id,
        position: 2,
        title: '60 catalogue photographs',
        amountPaise: paise(24000),
        status: 'pending' as const,
      },
    ])
    .returning();
  const terms = { pricePaise: paise(32000), milestones: 2 };
  await insertHistory(db, agreement, [
    { at: assigned, by: null, action: 'drafted', details: { pricePaise: paise(32000) } },
    { at: assigned + HOUR, by: 'enterprise', action: 'terms_changed', details: terms },
    { at: assigned + 3 * HOUR, by: 'creator', action: 'accepted', details: { pricePaise: paise(32000) } },
    { at: now - 20 * HOUR, by: 'creator', action: 'delivered', details: { milestoneId: parts[0]!.id } },
    { at: now - 6 * HOUR, by: 'enterprise', action: 'approved', details: { milestoneId: parts[0]!.id } },
  ]);

  async function insertAgreement(
    tx: DbOrTx,
    input: {
      job: typeof jobs.$inferSelect;
      creatorId: string;
      price: number;
      status: 'accepted' | 'completed';
      acceptedAt: number;
      completedAt: number | null;
      due: number;
      deliverables?: string;
    },
  ) {
    const [row] = await tx
      .insert(agreements)
      .values({
        jobId: input.job.id,
        enterpriseId: input.job.enterpriseId,
        creatorId: input.creatorId,
        status: input.status,
        pricePaise: paise(input.price),
        deliverables: input.deliverables ?? input.job.description,
        dueDate: isoDate(input.due),
        acceptedAt: new Date(input.acceptedAt),
        completedAt: input.completedAt === null ? null : new Date(input.completedAt),
        createdAt: input.job.assignedAt!,
      })
      .returning();
    return row!;
  }

  async function insertConfirmedPayment(
    tx: DbOrTx,
    input: {
      agreement: typeof agreements.$inferSelect;
      milestoneId: number;
      amountPaise: number;
      utr: string;
      recordedAt: number;
      confirmedAt: number;
    },
  ) {
    const { agreement } = input;
    const [row] = await tx
      .insert(payments)
      .values({
        agreementId: agreement.id,
        milestoneId: input.milestoneId,
        payerId: agreement.enterpriseId,
        payeeId: agreement.creatorId,
        payerName: names.get(agreement.enterpriseId) ?? '',
        payeeName: names.get(agreement.creatorId) ?? '',
        payeeVpa: vpaOf.get(agreement.creatorId) ?? 'demo@upi',
        amountPaise: input.amountPaise,
        utr: input.utr,
        status: 'confirmed',
        recordedAt: new Date(input.recordedAt),
        confirmedAt: new Date(input.confirmedAt),
      })
      .returning();
    return row!;
  }

  async function insertHistory(tx: DbOrTx, agreement: typeof agreements.$inferSelect, steps: Step[]) {
    const actor = (by: Step['by']) =>
      by === null
        ? { actorId: null, actorName: null, actorRole: null }
        : {
            actorId: by === 'enterprise' ? agreement.enterpriseId : agreement.creatorId,
            actorName: names.get(by === 'enterprise' ? agreement.enterpriseId : agreement.creatorId) ?? null,
            actorRole: by,
          };
    await tx.insert(agreementEvents).values(
      steps.map((step) => ({
        agreementId: agreement.id,
        ...actor(step.by),
        action: step.action,
        details: step.details ?? {},
        createdAt: new Date(step.at),
      })),
    );
  }
}
