import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { requiredText } from '@kalasetu/shared/fields';
import { formatPaise } from '@kalasetu/shared/money';
import { rupeesToPaise, type DisputeItem, type DisputeOutcome } from '@kalasetu/shared/payments';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminPayments, useResolveDispute } from '../api/agreement';
import { AdminInvoices } from './admin-invoices';
import { AgreementRows } from './agreements-list';
import { DisputeEvidence } from './dispute-evidence';

const note = requiredText(5000);

/** The admin's payments tab: open disputes first, each with its whole history, then every agreement. */
export function AdminPaymentsTab() {
  const { t } = useTranslation();
  const data = useAdminPayments();
  if (data.isPending) return <Spinner label={t('common.loading')} />;
  if (data.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('payments.list.failed')}
      </p>
    );
  return (
    <div className="space-y-8">
      <section className="space-y-3" aria-labelledby="disputes-heading">
        <h2 id="disputes-heading" className="text-lg font-semibold">
          {t('payments.admin.disputes', { count: data.data.disputes.length })}
        </h2>
        {data.data.disputes.length === 0 ? (
          <p className="text-stone-700">{t('payments.admin.noDisputes')}</p>
        ) : null}
        {data.data.disputes.map((item) => (
          <DisputeCard key={item.payment.id} item={item} />
        ))}
      </section>
      <section className="space-y-3" aria-labelledby="agreements-heading">
        <h2 id="agreements-heading" className="text-lg font-semibold">
          {t('payments.admin.agreements')}
        </h2>
        {data.data.agreements.length === 0 ? (
          <p className="text-stone-700">{t('payments.list.empty')}</p>
        ) : (
          <AgreementRows rows={data.data.agreements} />
        )}
      </section>
      <AdminInvoices />
    </div>
  );
}

function DisputeCard({ item }: { item: DisputeItem }) {
  const { t } = useTranslation();
  const step = useResolveDispute();
  const form = useForm<{ note: string; amount: string }>({
    resolver: zodResolver(z.object({ note, amount: z.string() })) as never,
    defaultValues: { note: '', amount: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // One reason, three outcomes: the button pressed says what the money did; part paid takes the amount received.
  const resolve = (outcome: DisputeOutcome) =>
    form.handleSubmit(async ({ note: text, amount }) => {
      const amountPaise = outcome === 'part_paid' ? rupeesToPaise(amount) : undefined;
      if (amountPaise !== undefined && !(amountPaise > 0 && amountPaise <= item.payment.amountPaise)) {
        form.setError('amount', { message: t('payments.admin.amountInvalid') });
        return;
      }
      try {
        await step.mutateAsync({
          params: { id: item.payment.id },
          body: { outcome, note: text, amountPaise },
        });
        toast.success(t('payments.admin.resolved'));
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : t('common.unexpectedError'));
      }
    });
  return (
    <Card className="space-y-3 p-4">
      <Link
        to={`/jobs/${item.jobId}/agreement`}
        className="inline-flex min-h-11 items-center break-words font-semibold text-brand-700 hover:underline"
      >
        {item.jobTitle}
      </Link>
      <p className="break-words text-sm">
        {t('payments.admin.disputeLine', {
          payer: item.payment.payerName,
          payee: item.payment.payeeName,
          amount: formatPaise(item.payment.amountPaise),
          utr: item.payment.utr ?? item.payment.gatewayPaymentId ?? '',
          vpa: item.payment.payeeVpa ?? '',
        })}
      </p>
      <p className="break-words text-sm">
        {t('payments.pay.disputeNote', { note: item.payment.disputeNote ?? '' })}
      </p>
      <DisputeEvidence paymentId={item.payment.id} viewer="admin" />
      <form className="space-y-2" noValidate onSubmit={(event) => event.preventDefault()}>
        <FormField label={t('payments.admin.note')} error={errors.note?.message} required>
          <Textarea rows={3} {...form.register('note')} />
        </FormField>
        <FormField
          label={t('payments.admin.partAmount')}
          hint={t('payments.admin.partAmountHint', { amount: formatPaise(item.payment.amountPaise) })}
          error={errors.amount?.message}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={isSubmitting} onClick={resolve('paid_in_full')}>
            {t('payments.admin.received')}
          </Button>
          <Button type="button" variant="secondary" disabled={isSubmitting} onClick={resolve('part_paid')}>
            {t('payments.admin.partPaid')}
          </Button>
          <Button type="button" variant="secondary" disabled={isSubmitting} onClick={resolve('void')}>
            {t('payments.admin.notReceived')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
