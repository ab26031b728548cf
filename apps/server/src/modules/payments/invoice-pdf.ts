import path from 'node:path';
import { INDIA_STATE_NAMES } from '@kalasetu/shared/india-locations';
import { amountInWords, gstCodeOfState, type PartySnapshot } from '@kalasetu/shared/invoices';
import type { Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { formatPaise } from '@kalasetu/shared/money';
import { AppError } from '../../lib/errors';
import { keyedCache } from '../../lib/keyed-cache';
import { workerPool, workersForMachine } from '../../lib/worker-pool';
import { SERVER_SOURCE_DIR } from '../../source-dir';
import type { InvoiceRow } from './invoices.repository';

/*
 * The PDF of an invoice or credit note, drawn from its frozen row in the reader's language (decision 240). This
 * thread lays the page out as lines of text (translated, amounts formatted); a worker pool sized to the machine
 * draws them with pdfkit (invoice-pdf-worker.mjs), where Noto Sans comes in one file per script and fontkit shapes
 * the conjuncts (decision 281). An issued invoice never changes, so each language is drawn once
 * and kept; one account draws one PDF at a time.
 */

type Op =
  | { op: 'write'; text: string; size?: number; bold?: boolean }
  | { op: 'row'; label: string; value: string; bold: boolean }
  | { op: 'down'; lines?: number };
export interface InvoiceLayout {
  info: { Title: string; Author: string; Creator: string };
  ops: Op[];
}

const stateName = (state: string | null) =>
  state ? (INDIA_STATE_NAMES[state as keyof typeof INDIA_STATE_NAMES] ?? state) : null;

/** 24-11-2026, the day in India. */
const dayInIndia = (at: Date) => {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}-${ist.getUTCFullYear()}`;
};

export function invoiceLayout(invoice: InvoiceRow, lang: Language, credited?: InvoiceRow): InvoiceLayout {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `invoice.${key}`, params);
  const ops: Op[] = [];
  const write = (text: string, options: { size?: number; bold?: boolean } = {}) =>
    ops.push({ op: 'write', text, ...options });
  const row = (label: string, value: string, bold = false) => ops.push({ op: 'row', label, value, bold });
  const doc = { moveDown: (lines?: number) => ops.push({ op: 'down', lines }) };

  const title =
    invoice.kind === 'tax_invoice'
      ? t('taxInvoice')
      : invoice.kind === 'bill_of_supply'
        ? t('billOfSupply')
        : t('creditNote');
  write(title, { size: 18, bold: true });
  doc.moveDown(0.3);
  write(`${t('number')}: ${invoice.number}`);
  write(`${t('date')}: ${dayInIndia(invoice.issuedAt)}`);
  if (credited) write(t('reverses', { number: credited.number }));
  doc.moveDown();

  const party = (heading: string, p: PartySnapshot) => {
    write(heading, { bold: true, size: 11 });
    write(p.company ? `${p.company} (${p.name})` : p.name);
    write(
      `${t('district')}: ${p.district ?? t('notGiven')}, ${t('state')}: ${stateName(p.state) ?? t('notGiven')}`,
    );
    write(`${t('gstin')}: ${p.gstin ?? t('notGiven')}`);
    doc.moveDown(0.6);
  };
  party(t('supplier'), invoice.seller);
  party(t('recipient'), invoice.buyer);
  const place = invoice.placeOfSupply;
  write(
    `${t('placeOfSupply')}: ${place ? `${gstCodeOfState(place) ?? ''}-${stateName(place)}` : t('notGiven')}`,
  );
  doc.moveDown();

  write(`${t('description')}: ${invoice.description}`);
  write(`${t('sac')}: ${invoice.sac}`);
  doc.moveDown(0.5);
  // A supplier with a GSTIN charges tax (a credit note reverses it); without one, a bill of supply carries none.
  const taxed = invoice.seller.gstin !== null;
  if (taxed) {
    row(t('taxable'), formatPaise(invoice.taxablePaise));
    if (invoice.igstPaise > 0) row(t('igst'), formatPaise(invoice.igstPaise));
    else {
      row(t('cgst'), formatPaise(invoice.cgstPaise));
      row(t('sgst'), formatPaise(invoice.sgstPaise));
    }
  }
  row(t('total'), formatPaise(invoice.totalPaise), true);
  doc.moveDown(0.5);
  write(`${t('inWords')}: ${amountInWords(invoice.totalPaise)}`);
  doc.moveDown();
  if (taxed) write(t('inclusive'));
  else write(t('billNote'));
  // The reference is a UPI payment's UTR (12 digits) or, paid through the gateway, its payment id.
  write(
    /^[0-9]{12}$/.test(invoice.utr)
      ? t('paidBy', { utr: invoice.utr })
      : t('paidOnline', { reference: invoice.utr }),
  );
  if (invoice.reason) write(`${t('reason')}: ${invoice.reason}`);
  doc.moveDown(2);
  write(t('footer'), { size: 8 });
  return {
    info: { Title: `${invoice.number} — KalaSetu`, Author: invoice.seller.name, Creator: 'KalaSetu' },
    ops,
  };
}

let pool: ReturnType<typeof workerPool<InvoiceLayout, Uint8Array>> | undefined;
const drawn = keyedCache<Buffer>(Number.POSITIVE_INFINITY, 256);
const drawing = new Set<string>();

/**
 * The PDF of `invoice` in `lang` for `userId`: from the kept copy, or drawn in the pool while this account draws no
 * other (429 otherwise; 503 when the pool's queue is full).
 */
export function renderInvoicePdf(userId: string, invoice: InvoiceRow, lang: Language, credited?: InvoiceRow) {
  // The number and the issuing time name one issued document even across the databases of a test run.
  return drawn(`${invoice.id}:${invoice.number}:${invoice.issuedAt.getTime()}:${lang}`, async () => {
    if (drawing.has(userId)) {
      throw new AppError(429, 'rate_limited', 'errors.oneAtATime', undefined, { retryAfter: 2 });
    }
    drawing.add(userId);
    try {
      pool ??= workerPool<InvoiceLayout, Uint8Array>(
        path.join(SERVER_SOURCE_DIR, 'modules/payments/invoice-pdf-worker.mjs'),
        { size: workersForMachine(), maxQueued: 4 * workersForMachine() },
      );
      return Buffer.from(await pool.run(invoiceLayout(invoice, lang, credited)));
    } finally {
      drawing.delete(userId);
    }
  });
}
