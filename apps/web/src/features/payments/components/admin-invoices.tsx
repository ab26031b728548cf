import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { requiredText } from '@kalasetu/shared/fields';
import type { InvoiceSummary } from '@kalasetu/shared/invoices';
import { formatPaise } from '@kalasetu/shared/money';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useIssueCreditNote } from '../api/agreement';
import { useAdminInvoices } from '../api/invoices';
import { InvoiceDownload } from './invoice-links';
import { TextStepForm } from './text-step-form';

const reason = requiredText(5000);

/** Every invoice and credit note, with its PDF, and a credit note an admin may issue to cancel an invoice. */
export function AdminInvoices() {
  const { t } = useTranslation();
  const data = useAdminInvoices();
  if (data.isPending) return <Spinner label={t('common.loading')} />;
  if (data.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('payments.list.failed')}
      </p>
    );
  const all = data.data.invoices;
  return (
    <section className="space-y-3" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading" className="text-lg font-semibold">
        {t('payments.invoice.adminTitle')}
      </h2>
      {all.length === 0 ? <p className="text-stone-700">{t('payments.invoice.none')}</p> : null}
      <ul className="divide-y divide-stone-200">
        {all
          .filter((invoice) => invoice.kind !== 'credit_note')
          .map((invoice) => (
            <AdminInvoiceRow key={invoice.id} invoice={invoice} all={all} />
          ))}
      </ul>
    </section>
  );
}

function AdminInvoiceRow({ invoice, all }: { invoice: InvoiceSummary; all: InvoiceSummary[] }) {
  const { t, i18n } = useTranslation();
  const step = useIssueCreditNote();
  return (
    <li className="space-y-1 py-3 text-sm">
      <p className="break-words">
        <Link to={`/jobs/${invoice.jobId}/agreement`} className="font-semibold text-brand-700 underline">
          {invoice.jobTitle}
        </Link>{' '}
        · {t(`payments.invoice.kind.${invoice.kind}`)} · {invoice.sellerName} → {invoice.buyerName} ·{' '}
        {formatPaise(invoice.totalPaise)} · {formatDate(invoice.issuedAt, i18n.language)}
      </p>
      <InvoiceDownload invoice={invoice} all={all} />
      {invoice.relatedId === null ? (
        <details>
          <summary className="cursor-pointer py-2.5 text-brand-700">
            {t('payments.invoice.creditNote')}
          </summary>
          <div className="mt-2">
            <TextStepForm
              field={reason}
              multiline
              label={t('payments.invoice.creditReason')}
              submitLabel={t('payments.invoice.issueCredit')}
              onSubmit={(value) => step.mutateAsync({ params: { id: invoice.id }, body: { reason: value } })}
              onDone={() => toast.success(t('payments.invoice.creditIssued'))}
            />
          </div>
        </details>
      ) : null}
    </li>
  );
}
