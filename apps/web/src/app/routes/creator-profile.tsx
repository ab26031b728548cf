import { creatorQueryKey, useCreator, creatorQueryOptions } from '../../features/creators/api/get-creator';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-provider';
import { CreatorEditDialog } from '../../features/creators/components/creator-edit-dialog';
import { CreatorProfileView } from '../../features/creators/components/creator-profile-view';
import { CreatorNotFound } from '../../features/creators/components/profile-not-found';
import { PortfolioSection } from '../../features/portfolio/components/portfolio-section';
import { RateButton } from '../../features/ratings/components/rate-button';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { preload } from '../../lib/route-data';

/** The profile with its portfolio (lib/route-data.ts). */
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  preload(context, (client) => [client.ensureQueryData(creatorQueryOptions(params.id ?? ''))]);

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const creator = useCreator(id);
  const [editing, setEditing] = useState(false);
  usePageTitle(creator.data?.name ?? t('creators.profileTitle'));

  // Ratings and portfolio changes show up in the profile and in directory cards.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['creators'] });
  const canManage = Boolean(user && (user.id === id || user.role === 'admin'));

  let content;
  if (creator.isPending) {
    content = <Spinner label={t('creators.loadingProfile')} />;
  } else if (creator.isError) {
    const missing =
      creator.error instanceof ApiError && (creator.error.status === 404 || creator.error.status === 400);
    content = missing ? (
      <CreatorNotFound />
    ) : (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{t('creators.profileLoadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void creator.refetch()}>
          {t('creators.tryAgain')}
        </Button>
      </div>
    );
  } else {
    const profile = creator.data;
    content = (
      <>
        <CreatorProfileView
          creator={profile}
          rateAction={<RateButton userId={profile.id} name={profile.name} onRated={refresh} />}
          editAction={
            canManage ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('creators.edit.open')}
              </Button>
            ) : null
          }
          portfolio={
            <PortfolioSection
              creatorId={profile.id}
              items={profile.portfolio}
              canManage={canManage}
              onChanged={() => queryClient.invalidateQueries({ queryKey: creatorQueryKey(profile.id) })}
            />
          }
        />
        {canManage ? (
          <CreatorEditDialog
            creator={profile}
            open={editing}
            onOpenChange={setEditing}
            isOwner={user?.id === profile.id}
          />
        ) : null}
      </>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      {content}
    </main>
  );
}
