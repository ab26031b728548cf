import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useJobInvitations, useWithdrawInvitation } from '../api/invitations';

/**
 * The creators an enterprise invited to one job, above that job's applicants, each with Withdraw
 * (docs/product/hiring.md). Nothing is shown for a job with no invitations.
 */
export function SentInvitations({ jobId }: { jobId: number }) {
  const { t, i18n } = useTranslation();
  const invitations = useJobInvitations(jobId);
  const withdraw = useWithdrawInvitation(jobId);
  if (!invitations.data?.length) return null;
  return (
    <Card className="mb-4 space-y-2 p-4" data-testid="sent-invitations">
      <h3 className="font-semibold">{t('invitations.sent.title')}</h3>
      <ul className="divide-y divide-stone-200">
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium [overflow-wrap:anywhere]" data-user-content>
                {invitation.creatorName}
              </p>
              <p className="text-xs text-stone-600">{formatDate(invitation.createdAt, i18n.language)}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={withdraw.isPending}
              aria-label={t('invitations.sent.withdrawLabel', { name: invitation.creatorName })}
              onClick={() =>
                withdraw.mutate(invitation.id, {
                  onSuccess: () =>
                    toast.success(t('invitations.sent.withdrawn', { name: invitation.creatorName })),
                  onError: (error) =>
                    toast.error(t('invitations.sent.withdrawFailed'), { description: error.message }),
                })
              }
            >
              {t('invitations.sent.withdraw')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
