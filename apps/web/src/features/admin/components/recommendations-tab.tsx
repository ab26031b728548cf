import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Recommendation } from '@kalasetu/shared/hiring';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAcceptRecommendation, useRecommendations } from '../api/recommendations';
import { AdminListState } from './admin-list-state';
import { AdminSection } from './admin-section';
import { AssignDialog, type AssignableJob } from './assign-dialogs';
import { DeclineRecommendationDialog } from './decline-recommendation-dialog';
import { RecommendationCard } from './recommendation-card';

/**
 * The queue of recommendations awaiting a decision, newest first (docs/product/hiring.md): assign the recommended
 * creator in one step, decline with a reason the enterprise reads, or open every applicant of the job.
 */
export function RecommendationsTab() {
  const { t } = useTranslation();
  const query = useRecommendations();
  const accept = useAcceptRecommendation();
  const [declining, setDeclining] = useState<Recommendation | null>(null);
  const [reviewing, setReviewing] = useState<AssignableJob | null>(null);

  const assign = (item: Recommendation) =>
    accept.mutate(item.applicationId, {
      onSuccess: () =>
        toast.success(t('hiring.queue.assigned', { name: item.creator.name, title: item.job.title })),
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : t('hiring.queue.assignFailed')),
    });

  const count = query.data?.count ?? 0;
  return (
    <AdminSection headingId="admin-recommendations-heading" title={t('hiring.queue.heading')}>
      <p className="mt-1 text-sm text-stone-600">{t('hiring.queue.intro')}</p>
      <AdminListState
        query={query}
        failed={t('hiring.queue.loadFailed')}
        empty={t('hiring.queue.empty')}
        isEmpty={(data) => data.recommendations.length === 0}
      >
        {(data) => (
          <>
            {count > data.recommendations.length ? (
              <p className="mt-3 text-sm text-stone-600">
                {t('hiring.queue.showing', { shown: data.recommendations.length, count })}
              </p>
            ) : null}
            <ul className="mt-4 grid gap-4 lg:grid-cols-2" aria-labelledby="admin-recommendations-heading">
              {data.recommendations.map((item) => (
                <li key={item.applicationId} className="min-w-0">
                  <RecommendationCard
                    item={item}
                    busy={accept.isPending}
                    onAssign={() => assign(item)}
                    onDecline={() => setDeclining(item)}
                    onReviewAll={() =>
                      setReviewing({ id: item.job.id, title: item.job.title, selectedApplicantId: null })
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </AdminListState>
      <DeclineRecommendationDialog item={declining} onClose={() => setDeclining(null)} />
      <AssignDialog job={reviewing} onClose={() => setReviewing(null)} />
    </AdminSection>
  );
}
