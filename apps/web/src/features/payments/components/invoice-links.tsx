import { useTranslation } from '../../../lib/use-translation';
import type { InvoiceSummary } from '@kalasetu/shared/invoices';
import { invoicePdfUrl, useJobInvoices } from '../api/invoices';

/** "Download invoice" (and its credit note, if one cancelled it) for one payment. */
export function InvoiceDownload({ invoice, all }: { invoice: InvoiceSummary; all: InvoiceSummary[] }) {
  const { t, i18n } = useTranslation();
  const credit = all.find((other) => other.kind === 'credit_note' && other.relatedId === invoice.id);
  const link = 'inline-flex min-h-11 items-center text-brand-700 underline';
  return (
    <p className="flex flex-wrap items-center gap-x-4 text-sm" data-testid={`invoice-${invoice.paymentId}`}>
      <a href={invoicePdfUrl(invoice.id, i18n.language)} download className={link}>
        {t('payments.invoice.download', { number: invoice.number })}
      </a>
      {credit ? (
        <a href={invoicePdfUrl(credit.id, i18n.language)} download className={link}>
          {t('payments.invoice.downloadCredit', { number: credit.number })}
        </a>
      ) : null}
    </p>
  );
}

/** The invoice of a milestone's confirmed payment, for either party (and admins). */
export function MilestoneInvoice({ jobId, paymentId }: { jobId: number; paymentId: number }) {
  const invoices = useJobInvoices(jobId, true);
  const all = invoices.data?.invoices ?? [];
  const invoice = all.find((i) => i.paymentId === paymentId && i.kind !== 'credit_note');
  return invoice ? <InvoiceDownload invoice={invoice} all={all} /> : null;
}
