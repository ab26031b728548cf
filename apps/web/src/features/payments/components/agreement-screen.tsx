import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { requiredText } from '@kalasetu/shared/fields';
import { formatPaise } from '@kalasetu/shared/money';
import type { Agreement } from '@kalasetu/shared/payments';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAcceptAgreement, useRequestTermsChange } from '../api/agreement';
import { AgreementHistory } from './agreement-history';
import { DisputeOutcomes } from './dispute-outcomes';
import { MilestoneCard } from './milestone-card';
import { GstinForm } from './gstin-form';
import { LinkedAccountForm } from './linked-account-form';
import { PayoutVpaForm } from './payout-vpa-form';
import { TermsForm } from './terms-form';
import { TextStepForm } from './text-step-form';

const message = requiredText(5000);
const TONES = {
  proposed: 'info',
  change_requested: 'warning',
  accepted: 'brand',
  approved: 'warning',
  completed: 'success',
} as const;

/** The work agreement of a job as its enterprise, its creator or an admin sees it, with the next step for each. */
export function AgreementScreen({
  agreement,
  viewerId,
  viewerRole,
}: {
  agreement: Agreement;
  viewerId: string;
  viewerRole: string;
}) {
  const { t, i18n } = useTranslation();
  const acceptStep = useAcceptAgreement();
  const changeStep = useRequestTermsChange();
  const side =
    viewerRole === 'admin' ? 'admin' : viewerId === agreement.enterprise.id ? 'enterprise' : 'creator';
  const editable = side === 'enterprise' && ['proposed', 'change_requested'].includes(agreement.status);
  const accept = () =>
    acceptStep
      // The version read goes with the accept: changed terms are refused, and the refetched ones are shown here.
      .mutateAsync({ params: { id: agreement.jobId }, body: { version: agreement.version } })
      .then(() => toast.success(t('payments.agreement.acceptedToast')))
      .catch((error: Error) => toast.error(error.message));

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm text-stone-600">{t('payments.agreement.kicker')}</p>
        <h1 className="break-words text-2xl font-bold text-stone-900">
          <Link to={`/jobs/${agreement.jobId}`} className="hover:underline">
            {agreement.jobTitle}
          </Link>
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <Badge tone={TONES[agreement.status]} data-testid="agreement-status">
            {t(`payments.agreementStatus.${agreement.status}`)}
          </Badge>
          <span className="break-words">
            {t('payments.agreement.parties', {
              enterprise: agreement.enterprise.name,
              creator: agreement.creator.name,
            })}
          </span>
        </div>
        {agreement.status === 'approved' || agreement.disputed ? (
          <p className="text-sm font-medium text-amber-800" data-testid="agreement-paid">
            {t(agreement.disputed ? 'payments.agreement.paidDisputed' : 'payments.agreement.paidOf', {
              paid: formatPaise(agreement.paidPaise),
              price: formatPaise(agreement.pricePaise),
            })}
          </p>
        ) : null}
        <DisputeOutcomes agreement={agreement} />
        <Link
          to="/how-it-works#payments"
          className="inline-flex min-h-11 items-center text-sm text-brand-700 underline"
        >
          {t('payments.agreement.howLink')}
        </Link>
      </header>

      <Card className="space-y-3 p-4">
        <h2 className="text-lg font-semibold">{t('payments.agreement.terms')}</h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-stone-600">{t('payments.terms.price')}</dt>
            <dd className="text-xl font-bold" data-testid="agreement-price">
              {formatPaise(agreement.pricePaise)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">{t('payments.terms.dueDate')}</dt>
            <dd>{formatDate(`${agreement.dueDate}T12:00:00Z`, i18n.language)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-stone-600">{t('payments.terms.deliverables')}</dt>
            <dd className="whitespace-pre-line break-words">{agreement.deliverables}</dd>
          </div>
        </dl>
        {side === 'creator' && agreement.status === 'proposed' ? (
          <div className="space-y-3 border-t border-stone-200 pt-3">
            <p className="text-sm text-stone-700">{t('payments.agreement.reviewPrompt')}</p>
            <Button onClick={accept} disabled={acceptStep.isPending}>
              {t('payments.agreement.accept')}
            </Button>
            <details>
              <summary className="cursor-pointer py-2.5 text-brand-700">
                {t('payments.agreement.askChange')}
              </summary>
              <div className="mt-2">
                <TextStepForm
                  field={message}
                  multiline
                  label={t('payments.agreement.changeLabel')}
                  hint={t('payments.agreement.changeHint')}
                  submitLabel={t('payments.agreement.sendChange')}
                  onSubmit={(value) =>
                    changeStep.mutateAsync({ params: { id: agreement.jobId }, body: { message: value } })
                  }
                />
              </div>
            </details>
          </div>
        ) : null}
        {side === 'creator' && agreement.status === 'change_requested' ? (
          <p className="text-sm text-stone-700">{t('payments.agreement.waitingForEnterprise')}</p>
        ) : null}
        {side === 'enterprise' && agreement.status === 'proposed' ? (
          <p className="text-sm text-stone-700">{t('payments.agreement.waitingForCreator')}</p>
        ) : null}
      </Card>

      {editable ? (
        <Card className="p-4">
          <h2 className="mb-3 text-lg font-semibold">{t('payments.terms.edit')}</h2>
          <TermsForm key={agreement.history.length} agreement={agreement} />
        </Card>
      ) : null}

      {side === 'creator' ? <PayoutVpaForm /> : null}
      {side === 'creator' || side === 'enterprise' ? <GstinForm side={side} /> : null}
      {side === 'admin' ? <LinkedAccountForm jobId={agreement.jobId} creator={agreement.creator} /> : null}

      <section className="space-y-3" aria-labelledby="milestones-heading">
        <h2 id="milestones-heading" className="text-lg font-semibold">
          {t('payments.agreement.parts')}
        </h2>
        {agreement.milestones.map((milestone) => (
          <MilestoneCard key={milestone.id} agreement={agreement} milestone={milestone} side={side} />
        ))}
      </section>

      <AgreementHistory events={agreement.history} />
    </div>
  );
}
