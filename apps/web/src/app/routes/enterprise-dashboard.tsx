import { useTranslation } from '../../lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { EnterpriseDashboard } from '../../features/dashboard/components/enterprise-dashboard';
import { SentInvitations } from '../../features/invitations/components/sent-invitations';
import { MessagesPane } from '../../features/messages/components/messages-pane';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { AgreementsTab } from '../../features/payments/components/agreements-list';
import { NextSteps } from '../../features/payments/components/next-steps';
import { useDashboardAccess } from '../../features/dashboard/hooks/use-dashboard-access';
import { usePageTitle } from '../../lib/use-page-title';
import { ReviewRequestsBanner } from '../../features/ratings/components/review-requests-banner';

/** The enterprise's dashboard; anyone else is sent to sign in. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.enterprisePageTitle'));
  const { user, state } = useDashboardAccess('enterprise');
  const [params] = useSearchParams();

  if (state === 'redirect') return <Navigate to="/signin" replace />;
  if (state !== 'allowed' || !user) return <Spinner label={t('common.loading')} className="py-16" />;
  return (
    <>
      <ReviewRequestsBanner />
      <EnterpriseDashboard
        user={user}
        messages={<MessagesPane userId={user.id} initialOtherId={params.get('to')} />}
        notifications={<NotificationList />}
        agreements={<AgreementsTab />}
        nextSteps={<NextSteps />}
        invitationsFor={(jobId) => <SentInvitations jobId={jobId} />}
      />
    </>
  );
}
