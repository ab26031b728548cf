import type { FastifyInstance } from 'fastify';
import {
  financialYearOf,
  gstinState,
  invoiceNumber,
  sacForCategory,
  seriesOf,
  splitGst,
  type InvoiceKind,
  type InvoiceSummary,
} from '@kalasetu/shared/invoices';
import { placeOfText } from '@kalasetu/shared/india-locations';
import type { Language } from '@kalasetu/shared/limits';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { requireRole } from '../../lib/authorization';
import type { Actor } from '../../types/fastify';
import { sideOf } from './agreement-access';
import { recordChange } from './agreement-record';
import { findAgreement, findAgreementOfJob } from './agreements.repository';
import { idempotent } from './idempotency';
import { renderInvoicePdf } from './invoice-pdf';
import {
  allocateSerial,
  findCreditNoteOf,
  findGstin,
  findInvoice,
  findInvoiceOfPayment,
  findInvoiceSource,
  insertInvoice,
  listInvoices,
  saveGstin,
  type InvoiceRow,
} from './invoices.repository';

const ADMIN_LIST_LIMIT = 200;
const invoiceNotFound = () => notFound('errors.invoiceNotFound');

function requireParty(actor: Actor) {
  requireRole(actor, ['creator', 'enterprise'], 'errors.gstinRoles');
}

export async function getGstin(app: FastifyInstance, actor: Actor) {
  requireParty(actor);
  return { gstin: await findGstin(app.db, actor.userId) };
}

export async function setGstin(app: FastifyInstance, actor: Actor, gstin: string | null, key?: string) {
  requireParty(actor);
  return idempotent(app, actor, key, 'PUT gstin', async (tx) => {
    await saveGstin(tx, actor.userId, gstin);
    return { gstin };
  });
}

/**
 * Issues the invoice of a payment the moment it counts as received (the creator confirms it, or an admin resolves a
 * dispute as received), inside that change's transaction. A creator with a GSTIN issues a tax invoice, otherwise a
 * bill of supply; the number is the creator's next in the financial year; everything printed is copied now.
 */
export async function issueInvoiceFor(tx: DbOrTx, paymentId: number, at = new Date()) {
  const existing = await findInvoiceOfPayment(tx, paymentId);
  if (existing) return existing;
  const source = await findInvoiceSource(tx, paymentId);
  if (!source) throw invoiceNotFound();
  const { payment } = source;
  const sellerGstin = await findGstin(tx, payment.payeeId);
  const buyerGstin = await findGstin(tx, payment.payerId);
  const kind: InvoiceKind = sellerGstin ? 'tax_invoice' : 'bill_of_supply';
  // A registered supplier is where its GSTIN is; the place of supply is the recipient's state, or, unknown, the
  // supplier's (IGST Act s. 12(2)(b)).
  // A creator keeps a place as text ("Hubballi, Karnataka"), not as a state chosen from the list.
  const creatorPlace = source.creatorState
    ? { state: source.creatorState, district: source.creatorDistrict }
    : placeOfText(source.creatorLocation);
  const sellerState = (sellerGstin && gstinState(sellerGstin)) || creatorPlace.state;
  const placeOfSupply = (buyerGstin && gstinState(buyerGstin)) || source.enterpriseState || sellerState;
  const amounts = splitGst(
    payment.amountPaise,
    kind === 'tax_invoice',
    sellerState !== null && sellerState === placeOfSupply,
  );
  const financialYear = financialYearOf(at);
  const series = seriesOf(kind);
  const serial = await allocateSerial(tx, payment.payeeId, series, financialYear);
  return insertInvoice(tx, {
    kind,
    series,
    financialYear,
    serial,
    number: invoiceNumber(series, financialYear, serial),
    paymentId: payment.id,
    milestoneId: payment.milestoneId,
    agreementId: payment.agreementId,
    jobId: source.jobId,
    creatorId: payment.payeeId,
    enterpriseId: payment.payerId,
    seller: {
      name: source.creatorName,
      company: null,
      state: sellerState,
      district: creatorPlace.district,
      gstin: sellerGstin,
    },
    buyer: {
      name: source.enterpriseName,
      company: source.enterpriseCompany,
      state: (buyerGstin && gstinState(buyerGstin)) || source.enterpriseState,
      district: source.enterpriseDistrict,
      gstin: buyerGstin,
    },
    placeOfSupply,
    description:
      source.milestoneCount > 1 && source.milestoneTitle
        ? `${source.jobTitle} — ${source.milestoneTitle}`
        : source.jobTitle,
    sac: sacForCategory(source.category),
    // The payment's reference: a UPI payment's UTR, or a gateway payment's id.
    utr: payment.utr ?? payment.gatewayPaymentId ?? '',
    ...amounts,
    issuedAt: at,
  });
}

type Listed = Awaited<ReturnType<typeof listInvoices>>[number];
const toSummary = ({ invoice, jobTitle, relatedId, relatedNumber }: Listed): InvoiceSummary => ({
  id: invoice.id,
  kind: invoice.kind,
  number: invoice.number,
  paymentId: invoice.paymentId,
  milestoneId: invoice.milestoneId,
  jobId: invoice.jobId,
  jobTitle: jobTitle ?? invoice.description,
  totalPaise: invoice.totalPaise,
  sellerName: invoice.seller.name,
  buyerName: invoice.buyer.company ?? invoice.buyer.name,
  issuedAt: invoice.issuedAt.toISOString(),
  relatedId: relatedId === null ? null : Number(relatedId),
  relatedNumber,
});

/** The invoices and credit notes of a job's agreement: its two parties and admins only (others: 404). */
export async function invoicesOfJob(app: FastifyInstance, actor: Actor, jobId: number) {
  const agreement = await findAgreementOfJob(app.db, jobId);
  if (!agreement) throw notFound('errors.agreementNotFound');
  sideOf(agreement, actor);
  return { invoices: (await listInvoices(app.db, { jobId }, ADMIN_LIST_LIMIT)).map(toSummary) };
}

export async function adminInvoices(app: FastifyInstance, actor: Actor) {
  requireRole(actor, 'admin');
  return { invoices: (await listInvoices(app.db, {}, ADMIN_LIST_LIMIT)).map(toSummary) };
}

/** Whether the actor may read this invoice: its two parties, by the ids it was issued to, and admins. */
const mayRead = (invoice: InvoiceRow, actor: Actor) =>
  actor.role === 'admin' || actor.userId === invoice.creatorId || actor.userId === invoice.enterpriseId;

export async function invoicePdf(app: FastifyInstance, actor: Actor, id: number, lang: Language) {
  const invoice = await findInvoice(app.db, id);
  if (!invoice || !mayRead(invoice, actor)) throw invoiceNotFound();
  const credited = invoice.creditsInvoiceId ? await findInvoice(app.db, invoice.creditsInvoiceId) : undefined;
  return { invoice, pdf: await renderInvoicePdf(actor.userId, invoice, lang, credited) };
}

const alreadyCredited = () => new AppError(409, 'already_credited', 'errors.invoiceAlreadyCredited');

/**
 * A correction: an admin cancels an invoice in full with a credit note of the same amounts, numbered in the
 * creator's credit-note series, with the reason printed on it. The invoice itself never changes.
 */
export async function issueCreditNote(
  app: FastifyInstance,
  actor: Actor,
  invoiceId: number,
  reason: string,
  key?: string,
) {
  requireRole(actor, 'admin');
  try {
    return await idempotent(app, actor, key, `POST invoice ${invoiceId} credit-note`, async (tx) => {
      const invoice = await findInvoice(tx, invoiceId);
      if (!invoice) throw invoiceNotFound();
      if (invoice.kind === 'credit_note')
        throw new AppError(409, 'wrong_state', 'errors.agreementWrongState');
      if (await findCreditNoteOf(tx, invoice.id)) throw alreadyCredited();
      const at = new Date();
      const financialYear = financialYearOf(at);
      const series = seriesOf('credit_note');
      const serial = await allocateSerial(tx, invoice.creatorId, series, financialYear);
      const { id: creditedId, ...copy } = invoice;
      const note = await insertInvoice(tx, {
        ...copy,
        kind: 'credit_note',
        series,
        financialYear,
        serial,
        number: invoiceNumber(series, financialYear, serial),
        creditsInvoiceId: creditedId,
        reason,
        issuedBy: actor.userId,
        issuedAt: at,
      });
      const agreement = await findAgreement(tx, invoice.agreementId);
      if (agreement)
        await recordChange(app, tx, agreement, actor, 'credit_note_issued', {
          invoiceId: invoice.id,
          creditNoteId: note.id,
          number: note.number,
          reason,
        });
      const [listed] = (await listInvoices(tx, { jobId: invoice.jobId }, ADMIN_LIST_LIMIT)).filter(
        (row) => row.invoice.id === note.id,
      );
      return { invoice: toSummary(listed!) };
    });
  } catch (error) {
    // Two admins at once: the second meets the unique index of credited invoices.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw alreadyCredited();
    throw error;
  }
}
