import { z } from 'zod';
import { deliveryFileSchema } from './delivery-files';
import { requiredText } from './fields';
import { numericIdParamSchema } from './http';
import { BUDGET_MAX_RUPEES, LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from './limits';

/*
 * Work agreements, delivery and UPI payments (decision 235). Amounts travel and are stored as integer paise; the
 * screen shows rupees through the one money formatter (money.ts `formatPaise`).
 */

export const AGREEMENT_MAX_MILESTONES = 5;
export const DELIVERY_MAX_LINKS = 5;
export const PAISE_PER_RUPEE = 100;
/** The ceiling of a job's budget (job form, proposals) is the ceiling of its agreed price. */
export const AGREEMENT_PRICE_MAX_PAISE = BUDGET_MAX_RUPEES * PAISE_PER_RUPEE;

/**
 * `approved`: every part's work is approved but not all of it is paid (or a dispute is open); `completed`: approved
 * and paid, each part confirmed by the creator, paid online, or settled by an admin's dispute outcome.
 */
export const AGREEMENT_STATUSES = ['proposed', 'change_requested', 'accepted', 'approved', 'completed'] as const;
export const MILESTONE_STATUSES = ['pending', 'delivered', 'changes_requested', 'approved'] as const;
export const PAYMENT_STATUSES = ['recorded', 'confirmed', 'disputed', 'void'] as const;
/** `upi`: the enterprise paid by UPI and recorded the UTR; `razorpay`: paid online through the gateway (decision 245). */
export const PAYMENT_METHODS = ['upi', 'razorpay'] as const;
/** A gateway payment's transfer to the creator: held until the enterprise approves the part, then released. */
export const TRANSFER_STATUSES = ['on_hold', 'released'] as const;

/**
 * A UPI ID (virtual payment address): a handle of 2–256 letters, digits, dots, hyphens or underscores, an @, and a
 * provider handle of letters (NPCI's format: `name@okhdfcbank`, `98xxxxxx10@ybl`). Stored lower-case.
 */
export const VPA_PATTERN = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9.-]{1,63}$/;
export const vpaField = z
  .string({ error: 'validation.vpaInvalid' })
  .trim()
  .toLowerCase()
  .regex(VPA_PATTERN, { error: 'validation.vpaInvalid' });

/** The 12-digit Unique Transaction Reference a UPI app shows after a payment. */
export const UTR_PATTERN = /^\d{12}$/;
export const utrField = z
  .string({ error: 'validation.utrInvalid' })
  .trim()
  .regex(UTR_PATTERN, { error: 'validation.utrInvalid' });

const paise = z
  .number({ error: 'validation.amountInvalid' })
  .int({ error: 'validation.amountInvalid' })
  .min(1, { error: 'validation.amountInvalid' })
  .max(AGREEMENT_PRICE_MAX_PAISE, { error: 'validation.amountTooHigh' });

const milestoneInput = z.object({
  title: requiredText(SHORT_TEXT_MAX_LENGTH),
  amountPaise: paise,
});

/** The enterprise's terms. No milestones means one part: the whole job for the whole price. */
export const agreementTermsSchema = z
  .object({
    pricePaise: paise,
    deliverables: requiredText(LONG_TEXT_MAX_LENGTH, 'validation.deliverablesRequired'),
    /** A calendar day, YYYY-MM-DD. */
    dueDate: z.iso.date({ error: 'validation.dateInvalid' }),
    milestones: z
      .array(milestoneInput)
      .max(AGREEMENT_MAX_MILESTONES, { error: 'validation.tooManyMilestones' })
      .default([]),
  })
  .superRefine((terms, ctx) => {
    if (terms.milestones.length === 0) return;
    const sum = terms.milestones.reduce((total, m) => total + m.amountPaise, 0);
    if (sum !== terms.pricePaise)
      ctx.addIssue({ code: 'custom', path: ['milestones'], message: 'validation.milestonesSum' });
  });
export type AgreementTerms = z.output<typeof agreementTermsSchema>;

export const changeRequestSchema = z.object({
  message: requiredText(LONG_TEXT_MAX_LENGTH),
});

const linkField = z.url({ protocol: /^https?$/, error: 'validation.urlInvalid' }).max(2000);
export const deliverySchema = z.object({
  note: requiredText(LONG_TEXT_MAX_LENGTH),
  links: z.array(linkField).max(DELIVERY_MAX_LINKS, { error: 'validation.tooMany' }).default([]),
});

export const reviewNoteSchema = z.object({ note: requiredText(LONG_TEXT_MAX_LENGTH) });
/**
 * Accept what you read: the creator's accept carries the version of the terms it was shown, and a step that acts on
 * an amount (approving a part, recording or confirming its payment) carries the amount shown. A changed version or
 * amount is refused (409 `terms_changed`), and the screen shows the new terms.
 */
export const termsVersionField = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' });
export const acceptAgreementSchema = z.object({ version: termsVersionField });
export const shownAmountSchema = z.object({ amountPaise: paise });
export const recordPaymentSchema = z.object({ utr: utrField, amountPaise: paise });
export const disputeSchema = z.object({ note: requiredText(LONG_TEXT_MAX_LENGTH) });

/** An admin's outcome of a dispute: paid in full, part paid (an amount up to what is outstanding), or void. */
export const DISPUTE_OUTCOMES = ['paid_in_full', 'part_paid', 'void'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: 'validation.invalid' }),
    /** Only for `part_paid`: what the creator did receive. */
    amountPaise: paise.optional(),
    /** The reason both sides read. */
    note: requiredText(LONG_TEXT_MAX_LENGTH),
  })
  .superRefine((input, ctx) => {
    if (input.outcome === 'part_paid' && input.amountPaise === undefined)
      ctx.addIssue({ code: 'custom', path: ['amountPaise'], message: 'validation.amountInvalid' });
  });
export type ResolveDisputeInput = z.input<typeof resolveDisputeSchema>;
/** A party's note to the admin working a dispute. */
export const disputeEvidenceNoteSchema = z.object({ note: requiredText(LONG_TEXT_MAX_LENGTH) });
export const DISPUTE_EVIDENCE_MAX_PER_SIDE = 20;
export const payoutVpaSchema = z.object({ vpa: vpaField });
export const payoutVpaResponseSchema = z.object({ vpa: z.string().nullable() });

export const paymentSchema = z.object({
  id: z.number().int(),
  milestoneId: z.number().int(),
  amountPaise: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  /** A UPI payment's UTR; null when paid online. */
  utr: z.string().nullable(),
  /** The gateway's payment id when paid online. */
  gatewayPaymentId: z.string().nullable(),
  /** Paid online: whether the transfer to the creator is still held (until approval) or released; else null. */
  transferStatus: z.enum(TRANSFER_STATUSES).nullable(),
  status: z.enum(PAYMENT_STATUSES),
  payerName: z.string(),
  payeeName: z.string(),
  payeeVpa: z.string().nullable(),
  recordedAt: z.string(),
  confirmedAt: z.string().nullable(),
  disputeNote: z.string().nullable(),
  /** An admin's outcome of its dispute, once resolved. */
  resolution: z.enum(DISPUTE_OUTCOMES).nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const milestoneSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  /** Empty for the one part of an agreement without milestones (the whole job). */
  title: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(MILESTONE_STATUSES),
  deliveryNote: z.string().nullable(),
  deliveryLinks: z.array(z.string()),
  /**
   * Files of every delivery round, oldest first (decision 256). Those not yet delivered (deliveredAt null) are the
   * creator's draft: listed to the creator and admins only.
   */
  files: z.array(deliveryFileSchema),
  reviewNote: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** The payment that counts (not a voided one), if any. */
  payment: paymentSchema.nullable(),
  /** Only for the enterprise, once approved and unpaid, when the creator has a UPI ID. */
  upiLink: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const agreementEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AgreementEvent = z.infer<typeof agreementEventSchema>;

export const agreementSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  enterprise: z.object({ id: z.string(), name: z.string() }),
  creator: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(AGREEMENT_STATUSES),
  /** The terms' version: 1 when drafted, one more at each change; the accept must carry the one it was shown. */
  version: z.number().int(),
  pricePaise: z.number().int(),
  /** Paid and confirmed (or settled by a dispute's outcome), and what is still to pay of the approved parts. */
  paidPaise: z.number().int(),
  outstandingPaise: z.number().int(),
  /** A payment of this agreement is in dispute, waiting for an admin. */
  disputed: z.boolean(),
  deliverables: z.string(),
  dueDate: z.string(),
  acceptedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The creator's payout UPI ID: shown to the enterprise and admins only. */
  payeeVpa: z.string().nullable(),
  milestones: z.array(milestoneSchema),
  history: z.array(agreementEventSchema),
});
export type Agreement = z.infer<typeof agreementSchema>;
export const agreementResponseSchema = z.object({ agreement: agreementSchema });
export type AgreementResponse = z.infer<typeof agreementResponseSchema>;

export const agreementSummarySchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  enterpriseName: z.string(),
  creatorName: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  pricePaise: z.number().int(),
  paidPaise: z.number().int(),
  /** Payments of this agreement in dispute now. */
  openDisputes: z.number().int(),
  milestoneCount: z.number().int(),
  updatedAt: z.string(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;
export const myAgreementsResponseSchema = z.object({ agreements: z.array(agreementSummarySchema) });

export const disputeItemSchema = z.object({
  payment: paymentSchema,
  jobId: z.number().int(),
  jobTitle: z.string(),
  milestoneTitle: z.string(),
  history: z.array(agreementEventSchema),
});
export type DisputeItem = z.infer<typeof disputeItemSchema>;
export const disputeEvidenceSchema = z.object({
  id: z.number().int(),
  side: z.enum(['enterprise', 'creator']),
  authorName: z.string(),
  note: z.string().nullable(),
  /** A file's name, type and size; downloaded at /api/payments/{id}/evidence/{evidenceId}/file. */
  file: z.object({ name: z.string(), contentType: z.string(), sizeBytes: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export const disputeMessageSchema = z.object({
  senderName: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});
/** Everything a dispute is judged on: the agreement (history, parts, delivery files), the conversation, each side's evidence. */
export const disputeResponseSchema = z.object({
  payment: paymentSchema,
  agreement: agreementSchema,
  milestoneTitle: z.string(),
  messages: z.array(disputeMessageSchema),
  evidence: z.array(disputeEvidenceSchema),
});
export type DisputeResponse = z.infer<typeof disputeResponseSchema>;
export const disputeFileParamsSchema = numericIdParamSchema.extend({
  evidenceId: numericIdParamSchema.shape.id,
});
/**
 * The next thing a person must do, for the dashboard to lead with. Other features add kinds here (a review to write,
 * say); the dashboard shows each kind with its own sentence and link.
 */
export const NEXT_STEP_KINDS = [
  'accept_agreement',
  'deliver_part',
  'confirm_payment',
  'send_terms',
  'review_delivery',
  'pay_part',
  'dispute_open',
] as const;
export const nextStepSchema = z.object({
  kind: z.enum(NEXT_STEP_KINDS),
  jobId: z.number().int(),
  jobTitle: z.string(),
  /** The part concerned (1-based) when the agreement has several, else null. */
  part: z.number().int().nullable(),
  amountPaise: z.number().int().nullable(),
  /** Where the step is taken. */
  link: z.string(),
});
export type NextStep = z.infer<typeof nextStepSchema>;
export const nextStepsResponseSchema = z.object({ steps: z.array(nextStepSchema) });

export const adminPaymentsResponseSchema = z.object({
  agreements: z.array(agreementSummarySchema),
  disputes: z.array(disputeItemSchema),
});
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;

/** Optional on every write of this module: a retry with the same key gets the first answer, and nothing twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'validation.idempotencyKeyInvalid' })
    .optional(),
});

/** Rupees as the screen writes them ("1500" or "1500.50") → paise; NaN when not an amount. */
export function rupeesToPaise(text: string): number {
  const cleaned = text.trim().replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
}

/** 1500.50, 1500: the amount a UPI link carries (NPCI: up to two decimals). */
export function paiseToDecimal(amountPaise: number): string {
  const whole = Math.floor(amountPaise / PAISE_PER_RUPEE);
  const rest = amountPaise % PAISE_PER_RUPEE;
  return rest === 0 ? `${whole}.00` : `${whole}.${String(rest).padStart(2, '0')}`;
}

/**
 * NPCI's UPI deep link (`upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…`), each value percent-encoded so a name with
 * spaces or an ampersand cannot break the link. `tr` (the payee's reference) is the milestone's, `tn` the note the
 * payer's app shows.
 */
export function upiPayLink(input: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  note: string;
  reference: string;
}): string {
  const params: [string, string][] = [
    ['pa', input.vpa],
    ['pn', input.payeeName.slice(0, 50)],
    ['am', paiseToDecimal(input.amountPaise)],
    ['cu', 'INR'],
    ['tn', input.note.slice(0, 80)],
    ['tr', input.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
