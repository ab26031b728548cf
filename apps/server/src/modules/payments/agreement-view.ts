import type { DeliveryFile } from '@kalasetu/shared/delivery-files';
import type { Agreement, AgreementEvent, Payment } from '@kalasetu/shared/payments';
import { upiPayLink } from '@kalasetu/shared/payments';
import type { AgreementRow, EventRow, MilestoneRow } from './agreements.repository';
import type { DeliveryFileRow } from './delivery-files.repository';
import type { PaymentRow } from './payments.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    milestoneId: row.milestoneId,
    amountPaise: row.amountPaise,
    method: row.method,
    utr: row.utr,
    gatewayPaymentId: row.gatewayPaymentId,
    transferStatus: row.transferStatus,
    status: row.status,
    payerName: row.payerName,
    payeeName: row.payeeName,
    payeeVpa: row.payeeVpa,
    recordedAt: row.recordedAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    disputeNote: row.disputeNote,
    resolution: row.resolution,
    resolutionNote: row.resolutionNote,
    resolvedAt: iso(row.resolvedAt),
  };
}

export const toDeliveryFile = (row: DeliveryFileRow): DeliveryFile => ({
  id: row.id,
  name: row.fileName,
  sizeBytes: row.sizeBytes,
  contentType: row.contentType,
  deliveredAt: iso(row.deliveredAt),
});

export const toEvent = (row: EventRow): AgreementEvent => ({
  id: row.id,
  action: row.action,
  actorName: row.actorName,
  actorRole: row.actorRole,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});

/** The reference a UPI link carries back to us: the agreement and the milestone, letters and digits only. */
export const upiReference = (agreementId: number, milestoneId: number) => `KS${agreementId}M${milestoneId}`;

export interface AgreementParts {
  row: AgreementRow;
  parties: { jobTitle: string; enterpriseName: string; creatorName: string };
  milestones: MilestoneRow[];
  payments: PaymentRow[];
  events: EventRow[];
  /** The delivery files this viewer may see (the enterprise: delivered ones only). */
  files: DeliveryFileRow[];
  /** The creator's payout UPI ID, already withheld (null) from anyone but the enterprise and admins. */
  payeeVpa: string | null;
  viewerIsPayer: boolean;
}

/** What counts as paid (confirmed, or settled by a dispute's outcome) and what approved work still waits for. */
function moneyOf(parts: Pick<AgreementParts, 'milestones' | 'payments'>) {
  const confirmed = parts.payments.filter((p) => p.status === 'confirmed');
  const paidPaise = confirmed.reduce((sum, p) => sum + p.amountPaise, 0);
  const outstandingPaise = parts.milestones
    .filter((m) => m.status === 'approved' && !confirmed.some((p) => p.milestoneId === m.id))
    .reduce((sum, m) => sum + m.amountPaise, 0);
  return { paidPaise, outstandingPaise, disputed: parts.payments.some((p) => p.status === 'disputed') };
}

export function toAgreement(parts: AgreementParts): Agreement {
  const { row, parties, payeeVpa } = parts;
  return {
    ...moneyOf(parts),
    id: row.id,
    jobId: row.jobId,
    jobTitle: parts.parties.jobTitle,
    enterprise: { id: row.enterpriseId, name: parties.enterpriseName },
    creator: { id: row.creatorId, name: parties.creatorName },
    status: row.status,
    version: row.version,
    pricePaise: row.pricePaise,
    deliverables: row.deliverables,
    dueDate: row.dueDate,
    acceptedAt: iso(row.acceptedAt),
    completedAt: iso(row.completedAt),
    payeeVpa,
    milestones: parts.milestones.map((m) => {
      const payment = parts.payments.find((p) => p.milestoneId === m.id && p.status !== 'void') ?? null;
      const payable = parts.viewerIsPayer && m.status === 'approved' && !payment && payeeVpa;
      return {
        id: m.id,
        position: m.position,
        title: m.title,
        amountPaise: m.amountPaise,
        status: m.status,
        deliveryNote: m.deliveryNote,
        deliveryLinks: m.deliveryLinks,
        files: parts.files.filter((file) => file.milestoneId === m.id).map(toDeliveryFile),
        reviewNote: m.reviewNote,
        deliveredAt: iso(m.deliveredAt),
        approvedAt: iso(m.approvedAt),
        payment: payment ? toPayment(payment) : null,
        upiLink: payable
          ? upiPayLink({
              vpa: payeeVpa,
              payeeName: parties.creatorName,
              amountPaise: m.amountPaise,
              note: m.title ? `${parties.jobTitle} - ${m.title}` : parties.jobTitle,
              reference: upiReference(row.id, m.id),
            })
          : null,
      };
    }),
    history: parts.events.map(toEvent),
  };
}
