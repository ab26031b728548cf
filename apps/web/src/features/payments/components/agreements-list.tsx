import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatPaise } from '@kalasetu/shared/money';
import type { AgreementSummary } from '@kalasetu/shared/payments';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useMyAgreements } from '../api/agreement';

/** A dashboard tab: the signed-in person's agreements, each leading to its screen. */
export function AgreementsTab() {
  const { t } = useTranslation();
  const list = useMyAgreements();
  if (list.isPending) return <Spinner label={t('common.loading')} />;
  if (list.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('payments.list.failed')}
      </p>
    );
  if (list.data.agreements.length === 0) return <p className="text-stone-700">{t('payments.list.empty')}</p>;
  return <AgreementRows rows={list.data.agreements} />;
}

export function AgreementRows({ rows }: { rows: AgreementSummary[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.id}>
          <Card className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div className="min-w-0">
              <Link
                to={`/jobs/${row.jobId}/agreement`}
                className="inline-flex min-h-11 items-center break-words font-semibold text-brand-700 hover:underline"
              >
                {row.jobTitle}
              </Link>
              <p className="break-words text-sm text-stone-600">
                {t('payments.agreement.parties', {
                  enterprise: row.enterpriseName,
                  creator: row.creatorName,
                })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                {t('payments.list.paidOf', {
                  paid: formatPaise(row.paidPaise),
                  price: formatPaise(row.pricePaise),
                })}
              </span>
              <Badge>{t(`payments.agreementStatus.${row.status}`)}</Badge>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
