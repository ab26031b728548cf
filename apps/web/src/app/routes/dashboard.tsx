import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useCreator } from '../../features/creators/api/get-creator';
import { CreatorEditDialog } from '../../features/creators/components/creator-edit-dialog';
import { CreatorDashboard } from '../../features/dashboard/components/creator-dashboard';
import { InvitationList } from '../../features/invitations/components/invitation-list';
import { MessagesPane } from '../../features/messages/components/messages-pane';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { PortfolioWorkspace } from '../../features/portfolio/components/portfolio-workspace';
import { AgreementsTab } from '../../features/payments/components/agreements-list';
import { NextSteps } from '../../features/payments/components/next-steps';
import { useDashboardAccess } from '../../features/dashboard/hooks/use-dashboard-access';
import { usePageTitle } from '../../lib/use-page-title';
import { ReviewRequestsBanner } from '../../features/ratings/components/review-requests-banner';

/** The creator's dashboard; anyone else is sent to sign in. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.creatorPageTitle'));
  const { user, state } = useDashboardAccess('creator');
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(false);

  if (state === 'redirect') return <Navigate to="/signin" replace />;
  if (state !== 'allowed' || !user) return <Spinner label={t('common.loading')} className="py-16" />;
  return (
    <>
      <ReviewRequestsBanner />
      <CreatorDashboard
        user={user}
        onEditProfile={() => setEditing(true)}
        messages={<MessagesPane userId={user.id} initialOtherId={params.get('to')} />}
        notifications={<NotificationList />}
        invitations={<InvitationList />}
        portfolio={<PortfolioWorkspace creatorId={user.id} />}
        agreements={<AgreementsTab />}
        nextSteps={<NextSteps />}
      />
      {editing ? <EditProfile id={user.id} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

function EditProfile({ id, onClose }: { id: string; onClose(): void }) {
  const creator = useCreator(id);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);
  if (!creator.data) return null;
  return <CreatorEditDialog creator={creator.data} open={open} onOpenChange={setOpen} isOwner />;
}
