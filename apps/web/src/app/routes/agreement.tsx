import { useTranslation } from '../../lib/use-translation';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAgreement } from '../../features/payments/api/agreement';
import { AgreementScreen } from '../../features/payments/components/agreement-screen';
import { useAuth } from '../../lib/auth/auth-provider';
import { usePageTitle } from '../../lib/use-page-title';

const jobIdOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** /jobs/:id/agreement: the job's work agreement, for its two parties and admins (decision 235). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('payments.agreement.pageTitle'));
  const { user, isLoading } = useAuth();
  const jobId = jobIdOf(useParams().id);
  const agreement = useAgreement(user ? jobId : null);

  let content;
  if (isLoading) content = <Spinner label={t('common.loading')} className="py-16" />;
  else if (!user) return <Navigate to="/signin" replace />;
  else if (jobId === null || agreement.isError)
    content = (
      <>
        <h1 className="text-2xl font-bold text-stone-900">{t('payments.agreement.pageTitle')}</h1>
        <p role="alert" className="py-10 text-center text-stone-700">
          {t('payments.agreement.notFound')}
        </p>
      </>
    );
  else if (!agreement.data) content = <Spinner label={t('common.loading')} className="py-16" />;
  else
    content = (
      <AgreementScreen agreement={agreement.data.agreement} viewerId={user.id} viewerRole={user.role} />
    );
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      {content}
    </main>
  );
}
