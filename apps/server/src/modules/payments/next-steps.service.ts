import type { FastifyInstance } from 'fastify';
import type { NextStep } from '@kalasetu/shared/payments';
import type { Actor } from '../../types/fastify';
import { agreementLink } from './agreement-record';
import {
  listMilestones,
  listOpenAgreementsOf,
  type AgreementRow,
  type MilestoneRow,
} from './agreements.repository';
import { listDisputes, listPayments, type PaymentRow } from './payments.repository';

/** Agreements under way a dashboard looks through, and the steps it shows at most. */
const OPEN_AGREEMENTS_LIMIT = 20;
const STEPS_LIMIT = 10;

type Step = Omit<NextStep, 'jobId' | 'jobTitle' | 'link'>;

/** The creator's steps on one agreement: accept it, deliver the next part, confirm (or dispute) a payment. */
function creatorSteps(agreement: AgreementRow, parts: MilestoneRow[], payments: PaymentRow[]): Step[] {
  const partOf = (m: MilestoneRow) => (parts.length > 1 ? m.position : null);
  if (agreement.status === 'proposed')
    return [{ kind: 'accept_agreement', part: null, amountPaise: agreement.pricePaise }];
  const steps: Step[] = [];
  for (const payment of payments) {
    const part = parts.find((m) => m.id === payment.milestoneId);
    if (!part) continue;
    if (payment.status === 'recorded')
      steps.push({ kind: 'confirm_payment', part: partOf(part), amountPaise: payment.amountPaise });
    if (payment.status === 'disputed')
      steps.push({ kind: 'dispute_open', part: partOf(part), amountPaise: payment.amountPaise });
  }
  const next = parts.find((m) => m.status === 'pending' || m.status === 'changes_requested');
  if (agreement.status === 'accepted' && next)
    steps.push({ kind: 'deliver_part', part: partOf(next), amountPaise: next.amountPaise });
  return steps;
}

/** The enterprise's: send the terms again, review a delivery, pay an approved part. */
function enterpriseSteps(agreement: AgreementRow, parts: MilestoneRow[], payments: PaymentRow[]): Step[] {
  const partOf = (m: MilestoneRow) => (parts.length > 1 ? m.position : null);
  if (agreement.status === 'change_requested')
    return [{ kind: 'send_terms', part: null, amountPaise: agreement.pricePaise }];
  const steps: Step[] = [];
  for (const part of parts) {
    const live = payments.find((p) => p.milestoneId === part.id && p.status !== 'void');
    if (part.status === 'delivered')
      steps.push({ kind: 'review_delivery', part: partOf(part), amountPaise: part.amountPaise });
    else if (part.status === 'approved' && !live)
      steps.push({ kind: 'pay_part', part: partOf(part), amountPaise: part.amountPaise });
    else if (live?.status === 'disputed')
      steps.push({ kind: 'dispute_open', part: partOf(part), amountPaise: live.amountPaise });
  }
  return steps;
}

/**
 * What the signed-in person must do next, for the dashboard to lead with: a party's steps on its agreements under
 * way (newest change first), an admin's open disputes. Other features add their kinds of step (NEXT_STEP_KINDS).
 */
export async function nextSteps(app: FastifyInstance, actor: Actor): Promise<NextStep[]> {
  if (actor.role === 'admin') {
    const disputes = await listDisputes(app.db, STEPS_LIMIT);
    return disputes.map((d) => ({
      kind: 'dispute_open',
      jobId: d.jobId,
      jobTitle: d.jobTitle,
      part: null,
      amountPaise: d.payment.amountPaise,
      link: '/admin?tab=payments',
    }));
  }
  const open = await listOpenAgreementsOf(app.db, actor.userId, OPEN_AGREEMENTS_LIMIT);
  const steps: NextStep[] = [];
  for (const { agreement, jobTitle } of open) {
    const parts = await listMilestones(app.db, agreement.id);
    const payments = await listPayments(app.db, agreement.id);
    const own =
      agreement.creatorId === actor.userId
        ? creatorSteps(agreement, parts, payments)
        : enterpriseSteps(agreement, parts, payments);
    for (const step of own)
      steps.push({ ...step, jobId: agreement.jobId, jobTitle, link: agreementLink(agreement.jobId) });
    if (steps.length >= STEPS_LIMIT) break;
  }
  return steps.slice(0, STEPS_LIMIT);
}
