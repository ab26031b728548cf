import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ExpandableText } from '../../../components/ui/expandable-text';
import { PagedList } from '../../../components/ui/paged-list';
import { formatDate } from '../../../lib/format';
import { useCreatorInvitations } from '../api/invitations';

/**
 * The creator's invitations: the job, the enterprise, its note, and what to do next (apply, or write to the
 * enterprise about it). A job that is no longer open says so and offers neither.
 */
export function InvitationList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const invitations = useCreatorInvitations(page);
  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h2 id="invitations-heading" className="text-xl font-semibold">
        {t('invitations.list.title')}
      </h2>
      <PagedList
        query={invitations}
        items={invitations.data?.invitations}
        paging={{
          page,
          total: invitations.data?.total ?? 0,
          label: t('invitations.list.pages'),
          onPageChange: setPage,
        }}
        failed={() => t('invitations.list.failed')}
        empty={t('invitations.list.empty')}
        itemKey={(invitation) => invitation.id}
      >
        {(invitation) => {
          const open = invitation.job.status === 'open';
          const enterprise = invitation.job.enterpriseName?.trim() || t('invitations.unknownEnterprise');
          return (
            <Card className="space-y-2 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="break-words font-semibold">
                    <Link
                      to={`/jobs/${invitation.jobId}`}
                      className="inline-flex min-h-11 items-center text-brand-700 hover:underline"
                    >
                      {invitation.job.title.trim() || t('invitations.untitledJob')}
                    </Link>
                  </h3>
                  <p className="break-words text-sm text-stone-600">
                    <Link
                      to={`/enterprises/${invitation.enterpriseId}`}
                      className="font-medium text-stone-800 hover:underline"
                    >
                      {enterprise}
                    </Link>{' '}
                    · {formatDate(invitation.createdAt, i18n.language)}
                  </p>
                </div>
                {invitation.applied ? (
                  <Badge tone="success">{t('invitations.list.applied')}</Badge>
                ) : !open ? (
                  <Badge tone="neutral">{t('invitations.list.closed')}</Badge>
                ) : null}
              </div>
              {invitation.note ? (
                // A long note folds to three lines with "Show more", as a cover letter does.
                <blockquote className="border-l-4 border-brand-200 pl-3">
                  <span className="sr-only">{t('invitations.list.noteFrom', { name: enterprise })} </span>
                  <ExpandableText text={invitation.note} />
                </blockquote>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {open && !invitation.applied ? (
                  <Button asChild size="sm">
                    <Link to={`/jobs/${invitation.jobId}`}>{t('invitations.list.apply')}</Link>
                  </Button>
                ) : (
                  <Button asChild size="sm" variant="secondary">
                    <Link to={`/jobs/${invitation.jobId}`}>{t('invitations.list.viewJob')}</Link>
                  </Button>
                )}
                {open ? (
                  <Button asChild size="sm" variant="secondary">
                    <Link to={`/dashboard?tab=messages&to=${invitation.enterpriseId}`}>
                      {t('invitations.list.message', { name: enterprise })}
                    </Link>
                  </Button>
                ) : null}
              </div>
            </Card>
          );
        }}
      </PagedList>
    </section>
  );
}
